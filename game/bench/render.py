"""Suite `render`: what the Fountains table draws with, at the scale of a
1280x720 window (``_720``, scale 1) and of a 1920x1080 one (``_1080``, 1.5).

A late-game fountain (26 tiles, grown as ``table`` grows them) at the zoom the
table's large view gives it, and the same fountain as a thumbnail of a
5-player table:

- ``render.fountain_cold_*`` / ``render.thumb_cold_*``: the picture painted
  with every store of drawings empty (the first picture at a new scale: tile
  tops, icons, water frames all drawn afresh);
- ``render.fountain_warm_*`` / ``render.thumb_warm_*``: the picture painted
  again with the tile tops and icons kept (a tile was laid: a new fountain
  version at the same zoom);
- ``render.fountain_frame_*`` / ``render.thumb_frame_*``: the kept picture
  blitted and its water drawn at a moment (what a frame costs);
- ``render.courtyard_*``: the courtyard under the table drawn afresh (kept
  after, per scale and palette).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.bench import measure  # noqa: E402
from game.bench.table import grow_fountain  # noqa: E402
from game.render.fountains import courtyard  # noqa: E402
from game.render.fountains.fountain_view import FountainPicture, build_picture  # noqa: E402
from game.render.fountains.iso import IsoCamera, fit_camera  # noqa: E402
from game.render.fountains.stores import forget_drawings  # noqa: E402
from game.render.fountains.tile_art import TileArt  # noqa: E402
from game.rules.fountains.fountain import Fountain  # noqa: E402

SCALES = {"720": 1.0, "1080": 1.5}
#: the large view's box (the table's ``VIEW_RECT`` less its name and buttons)
VIEW_BOX = (0, 92, 852, 434)
#: a 5-player table's thumbnail box
THUMB_BOX = (0, 0, 155, 92)


def _camera(fountain: Fountain, box: tuple[int, int, int, int], most: int) -> IsoCamera:
    cols = [(x, y, fountain.height(x, y)) for x, y in fountain.cells()]
    return fit_camera(cols, 0, box, most, 4)


def _benches(
    name: str, fountain: Fountain, cam: IsoCamera, scale: float, repeat: int
) -> Iterator[dict[str, object]]:
    cell_w = int(cam.cell_w)
    kept = {"art": TileArt()}

    def cold_setup() -> None:
        kept["art"] = TileArt()
        forget_drawings()

    def paint() -> FountainPicture:
        return build_picture(fountain, kept["art"], 0, cell_w, scale=scale)

    result = measure(
        f"{name}_cold", paint, repeat=max(5, repeat // 4), warmup=1, setup=cold_setup
    )
    yield _noted(result, cell_w, scale)
    kept["art"] = TileArt()
    yield _noted(measure(f"{name}_warm", paint, repeat=repeat, warmup=2), cell_w, scale)
    picture = paint()
    size = (round(1280 * scale), round(720 * scale))
    surface = pygame.Surface(size)
    origin = cam.scaled(scale).origin
    clock = {"t": 0.0}

    def frame() -> None:
        clock["t"] += 1 / 60
        picture.draw(surface, origin, clock["t"])

    yield _noted(measure(f"{name}_frame", frame, repeat=repeat * 2), cell_w, scale)


def _noted(result: dict[str, object], cell_w: int, scale: float) -> dict[str, object]:
    result["cell_w"] = cell_w
    result["scale"] = scale
    return result


def _timed(name: str, fn: Callable[[], object], repeat: int) -> dict[str, object]:
    return measure(name, fn, repeat=repeat, warmup=1)


def run(only: str | None = None) -> Iterator[dict[str, object]]:
    pygame.init()
    fountain = grow_fountain(1, 26, seed=3)
    big_cam = _camera(fountain, VIEW_BOX, 56)
    thumb_cam = _camera(fountain, THUMB_BOX, 22)
    for label, scale in SCALES.items():
        for kind, cam, repeat in (("fountain", big_cam, 40), ("thumb", thumb_cam, 80)):
            prefix = f"{kind}_"
            if only is not None and not only.startswith(prefix):
                continue
            if only is not None and not only.endswith(f"_{label}"):
                continue
            for result in _benches(f"render.{kind}", fountain, cam, scale, repeat):
                result["bench"] = f"{result['bench']}_{label}"
                if only is None or result["bench"] == f"render.{only}":
                    yield result
        if only in (None, f"courtyard_{label}"):

            def courtyard_cold(scale: float = scale) -> object:
                courtyard.forget()
                return courtyard.table_background(scale)

            result = _timed(f"render.courtyard_{label}", courtyard_cold, 10)
            result["scale"] = scale
            yield result
