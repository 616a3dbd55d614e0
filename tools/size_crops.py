"""Side-by-side 100% crops of a screen at 1280x720, 1920x1080 and 3840x2160,
for the README: ``python tools/size_crops.py [folder]`` (default
``docs/screenshots``) draws the Fountains setup screen and Settings (the
Screen page) at each size, headless, and cuts the same logical region out of
each picture at its own pixels, so the three show how sharp the text and
the drawn widgets are at each size (none is scaled afterwards)."""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.cli import LaunchOptions  # noqa: E402
from game.context import AppContext  # noqa: E402
from game.scenes.menus.fountains_setup import FountainsSetupScene  # noqa: E402
from game.scenes.menus.settings import SettingsScene  # noqa: E402
from game.scenes.scene import Scene  # noqa: E402
from game.ui import theme  # noqa: E402
from game.ui.driver import UiDriver  # noqa: E402
from game.ui.fonts import Fonts  # noqa: E402

SIZES = ((1280, 720), (1920, 1080), (3840, 2160))
GAP = 8
CAPTION = 26  # the room under each crop for its size


def _fountains_setup(ctx: AppContext) -> Scene:
    scene = FountainsSetupScene(ctx)
    scene.drafts[1].computer = True  # a computer seat shows its levels
    scene.build()
    return scene


#: (file name, screen, logical region cut out)
CROPS: tuple[tuple[str, Callable[[AppContext], Scene], pygame.Rect], ...] = (
    (
        "fountains-setup-crops-1280-1920-3840.png",
        _fountains_setup,
        pygame.Rect(832, 280, 240, 72),
    ),
    (
        "settings-crops-1280-1920-3840.png",
        lambda ctx: SettingsScene(ctx, 2),
        pygame.Rect(760, 256, 240, 120),
    ),
)


def _picture(
    size: tuple[int, int], make: Callable[[AppContext], Scene]
) -> pygame.Surface:
    """The screen drawn in a headless window of ``size``."""
    app = App(
        LaunchOptions(headless=True, size=size, config_dir=Path(tempfile.mkdtemp()))
    )
    app.start()
    try:
        assert app.ctx is not None
        app.manager.push(make(app.ctx))
        UiDriver(app).frames(2)
        assert app.screen is not None
        return app.screen.copy()
    finally:
        app.stop()


def side_by_side(
    make: Callable[[AppContext], Scene], region: pygame.Rect
) -> pygame.Surface:
    """``region`` (logical) of the screen at each of ``SIZES``, at 100%."""
    crops = []
    for size in SIZES:
        scale = size[0] / 1280
        cut = pygame.Rect(
            round(region.x * scale),
            round(region.y * scale),
            round(region.width * scale),
            round(region.height * scale),
        )
        crops.append((size, _picture(size, make).subsurface(cut).copy()))
    pygame.font.init()
    fonts = Fonts()
    width = sum(c.get_width() for _s, c in crops) + GAP * (len(crops) - 1)
    height = max(c.get_height() for _s, c in crops) + CAPTION
    sheet = pygame.Surface((width, height))
    sheet.fill(theme.DEEP)
    x = 0
    for size, crop in crops:
        sheet.blit(crop, (x, 0))
        words = fonts.render(f"{size[0]}x{size[1]}", 20, theme.MIST)
        sheet.blit(words, (x + 6, height - CAPTION + 4))
        x += crop.get_width() + GAP
    return sheet


def main(argv: list[str]) -> int:
    folder = Path(argv[0]) if argv else Path("docs/screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    for name, make, region in CROPS:
        sheet = side_by_side(make, region)
        pygame.image.save(sheet, str(folder / name))
        print(folder / name)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
