"""Write the Kids' Splash ponds into levels/*.tmx (run from the repo root).

    python tools/make_levels.py

The files are ordinary Tiled maps (format 1.10): open them in Tiled to edit by
hand. Coordinates are pixels, y pointing down, as Tiled draws them.

Layers (object groups) the game reads (``game/levels/``, ``levels/README.md``):
  walls     polygons / polylines of the basin, the board around it and rocks
  pond      one polygon: the pond region (a droplet resting outside it is out)
  droplets  one rectangle: where the droplets are poured in from
  pebble    a polyline "drop line" and a point "toss start"
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import quoteattr

OUT = Path(__file__).resolve().parent.parent / "levels"
TILE = 16
WIDTH_TILES = 60
HEIGHT_TILES = 40

Point = tuple[float, float]


@dataclass
class Shape:
    name: str
    kind: str
    points: list[Point]
    closed: bool
    properties: dict[str, float] = field(default_factory=dict)


@dataclass
class Pond:
    file: str
    display_name: str
    description: str
    friction: float
    bounciness: float
    walls: list[Shape]
    region: list[Point]
    droplets: tuple[float, float, float, float]
    drop_line: tuple[float, float, float]
    toss_start: Point


def _board_and_basin(
    rim_left: float, rim_right: float, rim_y: float, floor: list[Point]
) -> list[Point]:
    """One polyline: box lip, board, basin side, floor, side, board, box lip."""
    left_edge, right_edge = 48.0, 912.0
    return [
        (left_edge, rim_y - 36),
        (left_edge, rim_y),
        (rim_left, rim_y),
        *floor,
        (rim_right, rim_y),
        (right_edge, rim_y),
        (right_edge, rim_y - 36),
    ]


def classic_cup() -> Pond:
    floor = [(352.0, 544.0), (608.0, 544.0)]
    return Pond(
        file="classic_cup.tmx",
        display_name="Classic Cup",
        description="A round cup of water in the middle of the board. "
        "Drop the pebble in the middle for a big splash!",
        friction=0.5,
        bounciness=0.35,
        walls=[
            Shape(
                "basin",
                "basin",
                _board_and_basin(320.0, 640.0, 400.0, floor),
                closed=False,
            )
        ],
        region=[(320.0, 400.0), (352.0, 544.0), (608.0, 544.0), (640.0, 400.0)],
        droplets=(352.0, 240.0, 256.0, 96.0),
        drop_line=(336.0, 624.0, 96.0),
        toss_start=(232.0, 264.0),
    )


def wide_lagoon() -> Pond:
    floor = [(176.0, 512.0), (784.0, 512.0)]
    return Pond(
        file="wide_lagoon.tmx",
        display_name="Wide Lagoon",
        description="A wide, shallow lagoon with a muddy floor. "
        "Easy to splash, but droplets roll back in.",
        friction=0.8,
        bounciness=0.2,
        walls=[
            Shape(
                "basin",
                "basin",
                _board_and_basin(128.0, 832.0, 448.0, floor),
                closed=False,
            )
        ],
        region=[(128.0, 448.0), (176.0, 512.0), (784.0, 512.0), (832.0, 448.0)],
        droplets=(192.0, 320.0, 576.0, 64.0),
        drop_line=(160.0, 800.0, 144.0),
        toss_start=(176.0, 304.0),
    )


def rocky_pool() -> Pond:
    floor = [(336.0, 560.0), (624.0, 560.0)]
    return Pond(
        file="rocky_pool.tmx",
        display_name="Rocky Pool",
        description="A deep pool with bouncy rocks on its floor. "
        "Hit a rock and the droplets fly sideways!",
        friction=0.4,
        bounciness=0.4,
        walls=[
            Shape(
                "basin",
                "basin",
                _board_and_basin(288.0, 672.0, 416.0, floor),
                closed=False,
            ),
            Shape(
                "left rock",
                "rock",
                [(384.0, 560.0), (408.0, 500.0), (440.0, 490.0), (456.0, 560.0)],
                closed=True,
                properties={"bounciness": 0.8, "friction": 0.3},
            ),
            Shape(
                "right rock",
                "rock",
                [(520.0, 560.0), (536.0, 484.0), (560.0, 476.0), (584.0, 560.0)],
                closed=True,
                properties={"bounciness": 0.8, "friction": 0.3},
            ),
        ],
        region=[(288.0, 416.0), (336.0, 560.0), (624.0, 560.0), (672.0, 416.0)],
        droplets=(336.0, 256.0, 288.0, 96.0),
        drop_line=(320.0, 640.0, 80.0),
        toss_start=(216.0, 272.0),
    )


def twin_coves() -> Pond:
    """A steep island in the middle splits the pond into two coves; its peak
    is just under the water line, and nothing rests on its sides."""
    floor = [(280.0, 528.0), (680.0, 528.0)]
    return Pond(
        file="twin_coves.tmx",
        display_name="Twin Coves",
        description="A steep island splits the pond into two coves. "
        "Splash a cove near its rim, or bounce the pebble off the island!",
        friction=0.45,
        bounciness=0.35,
        walls=[
            Shape(
                "basin",
                "basin",
                _board_and_basin(256.0, 704.0, 416.0, floor),
                closed=False,
            ),
            Shape(
                "island",
                "rock",
                [(424.0, 528.0), (480.0, 440.0), (536.0, 528.0)],
                closed=True,
                properties={"bounciness": 0.6, "friction": 0.3},
            ),
        ],
        region=[(256.0, 416.0), (280.0, 528.0), (680.0, 528.0), (704.0, 416.0)],
        droplets=(296.0, 232.0, 368.0, 96.0),
        drop_line=(272.0, 688.0, 96.0),
        toss_start=(184.0, 272.0),
    )


def deep_well() -> Pond:
    """Narrow and deep: the droplets stand in a tall column, so a splash
    must come straight down the middle to throw any over the rim."""
    floor = [(428.0, 592.0), (532.0, 592.0)]
    return Pond(
        file="deep_well.tmx",
        display_name="Deep Well",
        description="A deep, narrow well. The droplets stand in a tall pile: "
        "every one that jumps out is a prize!",
        friction=0.4,
        bounciness=0.45,
        walls=[
            Shape(
                "basin",
                "basin",
                _board_and_basin(408.0, 552.0, 400.0, floor),
                closed=False,
            )
        ],
        region=[(408.0, 400.0), (428.0, 592.0), (532.0, 592.0), (552.0, 400.0)],
        droplets=(416.0, 160.0, 128.0, 96.0),
        drop_line=(416.0, 544.0, 64.0),
        toss_start=(248.0, 192.0),
    )


def rock_steps() -> Pond:
    """Stone steps down into the water, shallow on the left, deep on the
    right: droplets on the top step splash out easily, the deep end hardly."""
    floor = [
        (272.0, 448.0),
        (376.0, 448.0),
        (376.0, 496.0),
        (496.0, 496.0),
        (496.0, 544.0),
        (680.0, 544.0),
    ]
    return Pond(
        file="rock_steps.tmx",
        display_name="Rock Steps",
        description="Stone steps lead down into the water. "
        "Splash the top step for an easy catch; the deep end keeps its droplets.",
        friction=0.5,
        bounciness=0.35,
        walls=[
            Shape(
                "basin",
                "basin",
                _board_and_basin(256.0, 704.0, 400.0, floor),
                closed=False,
            )
        ],
        region=[(256.0, 400.0), *floor, (704.0, 400.0)],
        droplets=(288.0, 232.0, 384.0, 96.0),
        drop_line=(272.0, 688.0, 96.0),
        toss_start=(184.0, 264.0),
    )


PONDS = (classic_cup, wide_lagoon, rocky_pool, twin_coves, deep_well, rock_steps)


def _fmt(value: float) -> str:
    return f"{value:g}"


def _points(points: list[Point], origin: Point) -> str:
    ox, oy = origin
    return " ".join(f"{_fmt(x - ox)},{_fmt(y - oy)}" for x, y in points)


def _property(name: str, value: str | float) -> str:
    if isinstance(value, float):
        return f'   <property name="{name}" type="float" value="{_fmt(value)}"/>'
    return f'   <property name="{name}" value={quoteattr(value)}/>'


def to_tmx(pond: Pond) -> str:
    """The Tiled XML text of one pond."""
    lines: list[str] = []
    next_id = 1

    def new_id() -> int:
        nonlocal next_id
        next_id += 1
        return next_id - 1

    body: list[str] = []
    body.append(' <objectgroup id="1" name="walls">')
    for shape in pond.walls:
        origin = shape.points[0]
        tag = "polygon" if shape.closed else "polyline"
        body.append(
            f'  <object id="{new_id()}" name={quoteattr(shape.name)} '
            f'type="{shape.kind}" x="{_fmt(origin[0])}" y="{_fmt(origin[1])}">'
        )
        if shape.properties:
            body.append("   <properties>")
            for name, value in shape.properties.items():
                body.append(" " + _property(name, value))
            body.append("   </properties>")
        body.append(f'   <{tag} points="{_points(shape.points, origin)}"/>')
        body.append("  </object>")
    body.append(" </objectgroup>")

    origin = pond.region[0]
    body.append(' <objectgroup id="2" name="pond">')
    body.append(
        f'  <object id="{new_id()}" name="pond" x="{_fmt(origin[0])}" '
        f'y="{_fmt(origin[1])}">'
    )
    body.append(f'   <polygon points="{_points(pond.region, origin)}"/>')
    body.append("  </object>")
    body.append(" </objectgroup>")

    x, y, w, h = pond.droplets
    body.append(' <objectgroup id="3" name="droplets">')
    body.append(
        f'  <object id="{new_id()}" name="droplets" x="{_fmt(x)}" y="{_fmt(y)}" '
        f'width="{_fmt(w)}" height="{_fmt(h)}"/>'
    )
    body.append(" </objectgroup>")

    x0, x1, line_y = pond.drop_line
    tx, ty = pond.toss_start
    body.append(' <objectgroup id="4" name="pebble">')
    body.append(
        f'  <object id="{new_id()}" name="drop line" x="{_fmt(x0)}" y="{_fmt(line_y)}">'
    )
    body.append(f'   <polyline points="0,0 {_fmt(x1 - x0)},0"/>')
    body.append("  </object>")
    body.append(
        f'  <object id="{new_id()}" name="toss start" x="{_fmt(tx)}" y="{_fmt(ty)}">'
    )
    body.append("   <point/>")
    body.append("  </object>")
    body.append(" </objectgroup>")

    lines.append('<?xml version="1.0" encoding="UTF-8"?>')
    lines.append(
        '<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
        f'renderorder="right-down" width="{WIDTH_TILES}" height="{HEIGHT_TILES}" '
        f'tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
        f'nextlayerid="5" nextobjectid="{next_id}">'
    )
    lines.append(" <properties>")
    lines.append(_property("display_name", pond.display_name))
    lines.append(_property("description", pond.description))
    lines.append(_property("friction", pond.friction))
    lines.append(_property("bounciness", pond.bounciness))
    lines.append(" </properties>")
    lines.extend(body)
    lines.append("</map>")
    return "\n".join(lines) + "\n"


def main() -> None:
    OUT.mkdir(exist_ok=True)
    for make in PONDS:
        pond = make()
        path = OUT / pond.file
        path.write_text(to_tmx(pond), encoding="utf-8")
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
