"""Draw one fountain at 1x, 1.5x and 3x and put the same part of each (100%
crops) side by side, with the 1x picture scaled up to 3x (how a 4K window
showed it before the drawings took a scale): docs/screenshots/fountain_scales.png.

python tools/fountain_scales.py [OUT_FILE]
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.bench.table import grow_fountain  # noqa: E402
from game.render.fountains.courtyard import table_background  # noqa: E402
from game.render.fountains.fountain_view import build_picture  # noqa: E402
from game.render.fountains.tile_art import TileArt  # noqa: E402
from game.ui.fonts import Fonts  # noqa: E402

CELL_W = 40
CROP = 150
"""The logical side of the part shown, around the picture's middle."""
PAD = 12
INK = (238, 226, 204)


def drawn(scale: float) -> pygame.Surface:
    """The fountain on the courtyard at ``scale``, its water at one moment."""
    fountain = grow_fountain(1, 16, seed=3)
    picture = build_picture(
        fountain, TileArt(), 0, CELL_W, highlights={5: (255, 214, 110)}, scale=scale
    )
    size = picture.surface.get_size()
    ground = pygame.Surface(size)
    ground.blit(table_background(scale), (0, 0))
    ground.blit(picture.surface, (0, 0))
    picture.water.draw(ground, (0, 0), 0.8)
    return ground


def crop(
    surface: pygame.Surface, middle: tuple[float, float], side: int
) -> pygame.Surface:
    rect = pygame.Rect(0, 0, side, side)
    rect.center = (round(middle[0]), round(middle[1]))
    return surface.subsurface(rect).copy()


def main(out: Path) -> None:
    pygame.init()
    fonts = Fonts()
    one = drawn(1.0)
    middle = (one.get_width() * 0.45, one.get_height() * 0.45)
    tiles = []
    for scale in (1.0, 1.5, 3.0):
        picture = one if scale == 1.0 else drawn(scale)
        at = (middle[0] * scale, middle[1] * scale)
        tiles.append((f"drawn at {scale:g}x", crop(picture, at, round(CROP * scale))))
    size = (one.get_width() * 3, one.get_height() * 3)
    blown = pygame.transform.smoothscale(one, size)
    tiles.append(
        (
            "1x scaled up to 3x (before)",
            crop(blown, (middle[0] * 3, middle[1] * 3), CROP * 3),
        )
    )
    width = sum(t.get_width() for _, t in tiles) + PAD * (len(tiles) + 1)
    height = max(t.get_height() for _, t in tiles) + 2 * PAD + 30
    sheet = pygame.Surface((width, height))
    sheet.fill((24, 20, 18))
    x = PAD
    for label, tile in tiles:
        sheet.blit(tile, (x, PAD + 30))
        sheet.blit(fonts.render(label, 18, INK, True), (x, PAD + 4))
        x += tile.get_width() + PAD
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(out))
    print(out)


if __name__ == "__main__":
    main(
        Path(sys.argv[1])
        if len(sys.argv) > 1
        else ROOT / "docs/screenshots/fountain_scales.png"
    )
