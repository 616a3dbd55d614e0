"""Side-by-side 100% crops of screens at 1280x720, 1920x1080 and 3840x2160,
for the README and the notes of issue 25.

    python tools/size_crops.py [FOLDER] [--only NAME ...]

draws each screen headless in a window of each size, cuts the same logical
region out of each picture at its own pixels (none is resampled) and lays
the three side by side, each captioned with its size, into FOLDER (default
``docs/screenshots``):

- ``sizes_title.png``: the game's name and the Play button;
- ``sizes_menu.png``: the Fountains setup screen, a computer seat's levels;
- ``sizes_table.png``: the Fountains table with a tile held over a legal
  spot (the held tile, its spot and its chip), drawn at scale since the
  table's switch;
- ``sizes_splash.png``: the Kids' Splash table when a child is to choose;
- ``sizes_results.png``: the results' score over time (the chart);
- ``fountains-setup-crops-1280-1920-3840.png`` and
  ``settings-crops-1280-1920-3840.png``: the README's first crops.

A screen drawn at the window's resolution shows sharper type and lines at
each size; one still drawn on the 1280x720 canvas and scaled shows soft.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.cli import LaunchOptions  # noqa: E402
from game.scenes.fountains.table import FountainsTableScene  # noqa: E402
from game.scenes.menus.fountains_setup import FountainsSetupScene  # noqa: E402
from game.scenes.menus.results import ResultsScene  # noqa: E402
from game.scenes.menus.settings import SettingsScene  # noqa: E402
from game.scenes.menus.title import TitleScene  # noqa: E402
from game.scenes.splash.table import SplashTableScene  # noqa: E402
from game.setup import GameSetup, Mode, Seat  # noqa: E402
from game.ui import theme  # noqa: E402
from game.ui.driver import UiDriver  # noqa: E402
from game.ui.fonts import Fonts  # noqa: E402
from game.ui.theme import SEAT_COLOURS  # noqa: E402

SIZES = ((1280, 720), (1920, 1080), (3840, 2160))
GAP = 8
CAPTION = 26  # the room under each crop for its size
SEATS = (Seat("Ada", SEAT_COLOURS[0]), Seat("Bram", SEAT_COLOURS[1]))

#: Brings a screen to the moment shown, in a started app.
Show = Callable[[App], None]


def _push(make: Callable[[App], object]) -> Show:
    def show(app: App) -> None:
        app.manager.push(make(app))  # type: ignore[arg-type]
        UiDriver(app).frames(2)

    return show


def _fountains_setup(app: App) -> FountainsSetupScene:
    scene = FountainsSetupScene(app.ctx)
    scene.drafts[1].computer = True  # a computer seat shows its levels
    scene.build()
    return scene


def _held_tile(app: App) -> None:
    """A table early in a 2-player game: the first seat has drafted a tile
    and holds it over its first legal spot."""
    app.ctx.settings = app.ctx.settings.with_changes(handoff_screen=False)
    table = FountainsTableScene(app.ctx, GameSetup(Mode.FOUNTAINS, SEATS, seed=4))
    app.manager.push(table)
    table.state.skip_handoff()
    ui = UiDriver(app)
    ui.frames(2)
    draft = next(d for d in table.state.legal_drafts() if d.space != 0)
    ui.click_at(table.screen_pos_of_pawn(draft.pawn))
    ui.click_at(table.screen_pos_of_space(draft.space))
    ui.frames(2)
    ui.key(pygame.K_TAB)  # the first legal spot, as a keyboard player picks it
    assert table.held.tab_spot is not None, "no legal spot to hold the tile over"
    ui.frames(3)


def _splash_choice(app: App) -> None:
    """The Kids' Splash table when the first child is to choose (the die
    rolled)."""
    seats = (*SEATS, Seat("Christabel", SEAT_COLOURS[2]))
    table = SplashTableScene(app.ctx, GameSetup(Mode.SPLASH, seats, seed=5))
    app.manager.push(table)
    ui = UiDriver(app)
    while not table.waiting_for_human():
        ui.frames()
    die = table.button_pos("die")
    assert die is not None
    ui.click_at(die)
    while not (table.waiting_for_human() and table.state.rolling <= 0):
        ui.frames()
    ui.frames(2)


def _results_chart(app: App) -> None:
    """A finished 2-player game's results, the score over time showing."""
    from game.ai.fountains import GreedyBot
    from game.rules.fountains.game import FountainsGame
    from game.scenes.fountains.table_data import options_for

    setup = GameSetup(Mode.FOUNTAINS, SEATS, seed=7)
    game = FountainsGame.new(options_for(setup))
    bots = [GreedyBot(3 + seat) for seat in range(game.seats)]
    while not game.is_over():
        game.apply(bots[game.current_seat].choose(game))
    scene = ResultsScene(app.ctx, setup, game.outcome(), game)
    app.manager.push(scene)
    ui = UiDriver(app)
    ui.frames()
    ui.click("Score over time")
    ui.frames(2)


#: (file name, the screen at its moment, logical region cut out)
CROPS: tuple[tuple[str, Show, pygame.Rect], ...] = (
    (
        "sizes_title.png",
        _push(lambda app: TitleScene(app.ctx)),
        pygame.Rect(370, 230, 540, 230),
    ),
    ("sizes_menu.png", _push(_fountains_setup), pygame.Rect(480, 200, 640, 160)),
    ("sizes_table.png", _held_tile, pygame.Rect(190, 56, 420, 330)),
    ("sizes_splash.png", _splash_choice, pygame.Rect(0, 0, 460, 300)),
    ("sizes_results.png", _results_chart, pygame.Rect(780, 170, 460, 430)),
    (
        "fountains-setup-crops-1280-1920-3840.png",
        _push(_fountains_setup),
        pygame.Rect(832, 280, 240, 72),
    ),
    (
        "settings-crops-1280-1920-3840.png",
        _push(lambda app: SettingsScene(app.ctx, 2)),
        pygame.Rect(760, 256, 240, 120),
    ),
)


def picture(size: tuple[int, int], show: Show) -> pygame.Surface:
    """The window (a copy) of ``size`` at the moment ``show`` brings."""
    with tempfile.TemporaryDirectory() as config:
        app = App(LaunchOptions(headless=True, size=size, config_dir=Path(config)))
        app.start()
        try:
            show(app)
            assert app.screen is not None
            return app.screen.copy()
        finally:
            app.stop()


def crop(window: pygame.Surface, region: pygame.Rect) -> pygame.Surface:
    """``region`` (logical) of a window's picture, at the window's pixels:
    its edges mapped as the game maps them (``View.rect``), nothing scaled."""
    from game.ui.view import View

    view = View.of_window(window.get_size())
    cut = view.rect(region).move(view.area.topleft)
    return window.subsurface(cut).copy()


def side_by_side(show: Show, region: pygame.Rect) -> pygame.Surface:
    """``region`` (logical) of the screen at each of ``SIZES``, at 100%."""
    crops = [(size, crop(picture(size, show), region)) for size in SIZES]
    pygame.font.init()
    fonts = Fonts()
    width = sum(c.get_width() for _s, c in crops) + GAP * (len(crops) - 1)
    height = max(c.get_height() for _s, c in crops) + CAPTION
    sheet = pygame.Surface((width, height))
    sheet.fill(theme.DEEP)
    x = 0
    for size, cut in crops:
        sheet.blit(cut, (x, 0))
        words = fonts.render(f"{size[0]}x{size[1]}", 20, theme.MIST)
        sheet.blit(words, (x + 6, height - CAPTION + 4))
        x += cut.get_width() + GAP
    return sheet


def main(argv: list[str]) -> int:
    args = list(argv)
    only: set[str] = set()
    if "--only" in args:
        at = args.index("--only")
        only = set(args[at + 1 :])
        args = args[:at]
    folder = Path(args[0]) if args else Path("docs/screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    for name, show, region in CROPS:
        if only and not any(word in name for word in only):
            continue
        sheet = side_by_side(show, region)
        pygame.image.save(sheet, str(folder / name))
        print(folder / name)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
