"""The Kids' Splash table at three window sizes, for the README (issue 25).

    python tools/splash_sizes.py [FOLDER]

writes to FOLDER (default ``docs/screenshots``): ``splash-table-1280x720.png``
and ``splash-table-1920x1080.png`` (a choice moment, the whole window), and
``splash-crops-1280-1920-3840.png``: the same part of the table (the turn's
pill, the prompt and the Free Pick card) at 1280x720, 1920x1080 and
3840x2160, each cropped at 100%, side by side: drawn at the window's own
resolution, not a 1280x720 picture scaled.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.cli import LaunchOptions  # noqa: E402
from game.rules.splash import Phase  # noqa: E402
from game.scenes.splash.table import SplashTableScene  # noqa: E402
from game.setup import GameSetup, Mode, Seat  # noqa: E402
from game.ui.driver import UiDriver  # noqa: E402
from game.ui.theme import SEAT_COLOURS  # noqa: E402

SIZES = ((1280, 720), (1920, 1080), (3840, 2160))
#: The logical part of the table cropped: the pill, the prompt, Free Pick.
CROP = pygame.Rect(0, 0, 460, 440)
GAP = 16
SEATS = (
    Seat("Ada", SEAT_COLOURS[0]),
    Seat("Bo", SEAT_COLOURS[1]),
    Seat("Christabel", SEAT_COLOURS[2]),
)


def choice_moment(size: tuple[int, int]) -> pygame.Surface:
    """The window (a copy) when the first child is to choose."""
    with tempfile.TemporaryDirectory() as config:
        app = App(LaunchOptions(headless=True, size=size, config_dir=Path(config)))
        app.start()
        try:
            table = SplashTableScene(app.ctx, GameSetup(Mode.SPLASH, SEATS, seed=5))
            app.manager.push(table)
            ui = UiDriver(app)
            while not table.waiting_for_human():
                ui.frames()
            die = table.button_pos("die")
            assert die is not None
            ui.click_at(die)
            while not (table.waiting_for_human() and table.state.rolling <= 0):
                ui.frames()
            assert table.game.phase is Phase.CHOOSE
            ui.frames(60)  # the die's pebbles reach the counter
            assert app.screen is not None
            return app.screen.copy()
        finally:
            app.stop()


def main(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    crops = []
    for size in SIZES:
        window = choice_moment(size)
        if size != SIZES[-1]:
            pygame.image.save(
                window, str(folder / f"splash-table-{size[0]}x{size[1]}.png")
            )
        scale = size[0] / 1280
        area = pygame.Rect(0, 0, round(CROP.width * scale), round(CROP.height * scale))
        area.topleft = (round(CROP.x * scale), round(CROP.y * scale))
        crops.append(window.subsurface(area).copy())
    width = sum(c.get_width() for c in crops) + GAP * (len(crops) - 1)
    height = max(c.get_height() for c in crops)
    sheet = pygame.Surface((width, height))
    sheet.fill((255, 255, 255))
    x = 0
    for crop in crops:
        sheet.blit(crop, (x, 0))
        x += crop.get_width() + GAP
    pygame.image.save(sheet, str(folder / "splash-crops-1280-1920-3840.png"))


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/screenshots"))
