"""The README's screenshots of the screens after a game, at 1280x720 and
1920x1080, each drawn at the window's own resolution: the results with every
final fountain (and one large), the replay viewer with its scrub bar and
"Why:" lines (and one fountain large); and one replay fountain's box (its
name and fountain) cropped at 100% at 1280x720, 1920x1080 and 3840x2160,
side by side.

python tools/after_game_screens.py [OUT_DIR]   (default docs/screenshots)
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

TOOLS = Path(__file__).resolve().parent
sys.path.insert(0, str(TOOLS))
sys.path.insert(0, str(TOOLS.parent))

import pygame  # noqa: E402
from screens import _played  # noqa: E402  (sets the headless drivers)

from game.app import App  # noqa: E402
from game.cli import LaunchOptions  # noqa: E402
from game.saves.record import SavedGame  # noqa: E402
from game.scenes.menus.results import ResultsScene  # noqa: E402
from game.scenes.replay.fountains_view import FOUNTAINS  # noqa: E402
from game.scenes.replay.viewer import ReplayScene  # noqa: E402
from game.setup import GameSetup, Mode, Seat  # noqa: E402
from game.ui.theme import SEAT_COLOURS  # noqa: E402

STAMP = "2026-01-01T12:00:00Z"


def sample() -> tuple[GameSetup, object, dict[int, str]]:
    """A 3-player game played out by Medium computer seats, with reasons."""
    names = ("Ada", "Bo", "Cyd")
    seats = tuple(Seat(n, SEAT_COLOURS[i], True) for i, n in enumerate(names))
    setup = GameSetup(mode=Mode.FOUNTAINS, seats=seats, seed=7)
    game, reasons = _played(setup)
    return setup, game, reasons


def _frames(app: App) -> None:
    for _ in range(3):
        app.frame(1 / 60)


def _save(app: App, path: Path) -> None:
    pygame.image.save(app.screen, str(path))
    print(f"wrote {path}")


def _viewer(app: App, setup: GameSetup, game: object, reasons: dict[int, str]):
    saved = SavedGame(setup, game, STAMP, STAMP, True, {}, reasons=reasons)  # type: ignore[arg-type]
    viewer = ReplayScene(app.ctx, saved)
    viewer.go_to(viewer.timeline.last * 2 // 3)
    return viewer


def shots(out: Path) -> list[Path]:
    setup, game, reasons = sample()
    crops: list[pygame.Surface] = []
    written: list[Path] = []
    for size in ((1280, 720), (1920, 1080), (3840, 2160)):
        tail = "" if size == (1280, 720) else f"-{size[0]}x{size[1]}"
        app = App(
            LaunchOptions(headless=True, size=size, config_dir=Path(tempfile.mkdtemp()))
        )
        app.start()
        try:
            viewer = _viewer(app, setup, game, reasons)
            app.manager.push(viewer)
            _frames(app)
            box = viewer.view.boxes()[0]  # type: ignore[union-attr]
            view = app.window.view
            crop = box.inflate(8, 8).clip(FOUNTAINS)  # its name and fountain
            area = pygame.Rect(view.to_window(crop.topleft), view.rect(crop).size)
            crops.append(app.screen.subsurface(area).copy())
            if size[0] > 1920:
                continue
            written.append(out / f"replay-fountains{tail}.png")
            _save(app, written[-1])
            viewer.view.toggle(1)  # type: ignore[union-attr]
            viewer.sync_boxes()
            _frames(app)
            written.append(out / f"replay-fountain-large{tail}.png")
            _save(app, written[-1])
            app.manager.pop()
            outcome = game.outcome()  # type: ignore[attr-defined]
            results = ResultsScene(app.ctx, setup, outcome, game)  # type: ignore[arg-type]
            app.manager.push(results)
            _frames(app)
            written.append(out / f"results{tail}.png")
            _save(app, written[-1])
            assert results.fountains is not None
            results.fountains.large = results.fountains.seats[0].seat
            _frames(app)
            written.append(out / f"results-fountain-large{tail}.png")
            _save(app, written[-1])
        finally:
            app.stop()
    gap = 12
    width = sum(c.get_width() for c in crops) + gap * (len(crops) - 1)
    height = max(c.get_height() for c in crops)
    sheet = pygame.Surface((width, height))
    sheet.fill((24, 20, 18))
    x = 0
    for crop in crops:
        sheet.blit(crop, (x, height - crop.get_height()))
        x += crop.get_width() + gap
    written.append(out / "replay-crops-1280-1920-3840.png")
    pygame.image.save(sheet, str(written[-1]))
    print(f"wrote {written[-1]}")
    return written


def main() -> int:
    args = [arg for arg in sys.argv[1:] if not arg.startswith("--")]
    out = Path(args[0]) if args else TOOLS.parent / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    shots(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
