"""Kids' Splash ponds: Tiled maps (``levels/*.tmx``) -> the game's own `Level`.

A level is a pond seen from the side, in Tiled pixels (y points down). The map
must have these object layers:

- ``walls``: polygons (closed, e.g. rocks) and polylines (the basin, the board
  around it). Object type ``basin``, ``board`` or ``rock``; optional properties
  ``friction`` and ``bounciness`` override the map's.
- ``pond``: exactly one polygon, the pond region. A droplet that comes to rest
  outside it has splashed out.
- ``droplets``: one rectangle the droplets are poured in from at the start.
- ``pebble``: a horizontal polyline named ``drop line`` (where the pebble can
  be dropped from) and a point named ``toss start`` (where a toss begins).

Map properties: ``display_name`` (required), ``description``, ``friction``,
``bounciness``. Anything else is an error, so a typo never goes unnoticed.
The file is read and pre-scanned before pytmx sees it (`game.levels.prescan`;
pytmx opens no file itself) and the
pond's shape is checked after (`game.levels.checks`: the droplet area over the
basin, no leaks); ``python -m game.levels check FILE ...`` lists every problem.
"""

from __future__ import annotations

import logging
import math
from pathlib import Path
from typing import Any

from game.levels.checks import geometry_problems
from game.levels.errors import LevelError
from game.levels.model import Level, Point, Wall, point_in_polygon, polygon_area
from game.levels.prescan import read_pond

LEVELS_DIR = Path(__file__).resolve().parent.parent.parent / "levels"

MAP_PROPERTIES = frozenset({"display_name", "description", "friction", "bounciness"})
WALL_PROPERTIES = frozenset({"friction", "bounciness"})
WALL_KINDS = frozenset({"basin", "board", "rock"})
REQUIRED_LAYERS = ("walls", "pond", "droplets", "pebble")
DEFAULT_FRICTION = 0.5
DEFAULT_BOUNCINESS = 0.3

__all__ = [
    "LEVELS_DIR",
    "Level",
    "LevelError",
    "Point",
    "Wall",
    "available_levels",
    "check_level_file",
    "level_by_key",
    "load_level",
    "point_in_polygon",
    "polygon_area",
]

_log = logging.getLogger(__name__)


def _segments_cross(a: Point, b: Point, c: Point, d: Point) -> bool:
    def orient(p: Point, q: Point, r: Point) -> float:
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])

    d1, d2 = orient(c, d, a), orient(c, d, b)
    d3, d4 = orient(a, b, c), orient(a, b, d)
    return d1 * d2 < 0 and d3 * d4 < 0


def _is_self_intersecting(points: tuple[Point, ...]) -> bool:
    n = len(points)
    edges = [(points[i], points[(i + 1) % n]) for i in range(n)]
    for i in range(n):
        for j in range(i + 1, n):
            if j == i + 1 or (i == 0 and j == n - 1):
                continue
            if _segments_cross(*edges[i], *edges[j]):
                return True
    return False


def _float_property(
    path: Path, owner: str, props: dict[str, Any], name: str, default: float
) -> float:
    if name not in props:
        return default
    try:
        value = float(props[name])
    except (TypeError, ValueError):
        raise LevelError(
            path, f"{owner}: property {name!r} must be a number, not {props[name]!r}"
        ) from None
    if not math.isfinite(value) or not 0.0 <= value <= 2.0:
        raise LevelError(path, f"{owner}: property {name!r} must be 0..2, not {value}")
    return value


def _check_properties(
    path: Path, owner: str, props: dict[str, Any], known: frozenset[str]
) -> None:
    unknown = sorted(set(props) - known)
    if unknown:
        raise LevelError(
            path,
            f"{owner}: unknown propert{'ies' if len(unknown) > 1 else 'y'} "
            f"{', '.join(map(repr, unknown))} (known: {', '.join(sorted(known))})",
        )


def _object_points(obj: Any) -> tuple[Point, ...]:
    return tuple((float(p[0]), float(p[1])) for p in obj.apply_transformations())


def _describe(obj: Any) -> str:
    return f"object {obj.name or obj.id!r}"


def _check_inside_map(
    path: Path, owner: str, points: tuple[Point, ...], width: float, height: float
) -> None:
    for x, y in points:
        if not (math.isfinite(x) and math.isfinite(y)):
            raise LevelError(path, f"{owner}: point ({x}, {y}) is not a number")
        if not (0.0 <= x <= width and 0.0 <= y <= height):
            raise LevelError(
                path,
                f"{owner}: point ({x:g}, {y:g}) is outside the map "
                f"({width:g} x {height:g})",
            )


def _read_walls(
    path: Path, layer: Any, friction: float, bounciness: float, size: Point
) -> tuple[Wall, ...]:
    walls: list[Wall] = []
    for obj in layer:
        owner = f"layer 'walls', {_describe(obj)}"
        kind = getattr(obj, "type", None) or "basin"
        if kind not in WALL_KINDS:
            raise LevelError(
                path,
                f"{owner}: unknown wall type {kind!r} "
                f"(known: {', '.join(sorted(WALL_KINDS))})",
            )
        if not hasattr(obj, "points"):
            raise LevelError(path, f"{owner}: a wall must be a polygon or a polyline")
        points = _object_points(obj)
        closed = bool(obj.closed)
        if closed and len(points) < 3:
            raise LevelError(path, f"{owner}: a polygon needs at least 3 points")
        if len(points) < 2:
            raise LevelError(path, f"{owner}: a polyline needs at least 2 points")
        if closed and polygon_area(points) < 1.0:
            raise LevelError(path, f"{owner}: the polygon has no area")
        _check_inside_map(path, owner, points, *size)
        _check_properties(path, owner, obj.properties, WALL_PROPERTIES)
        walls.append(
            Wall(
                name=str(obj.name or f"wall {obj.id}"),
                kind=kind,
                points=points,
                closed=closed,
                friction=_float_property(
                    path, owner, obj.properties, "friction", friction
                ),
                bounciness=_float_property(
                    path, owner, obj.properties, "bounciness", bounciness
                ),
            )
        )
    if not walls:
        raise LevelError(path, "layer 'walls' has no walls")
    return tuple(walls)


def _read_region(path: Path, layer: Any, size: Point) -> tuple[Point, ...]:
    objects = list(layer)
    if len(objects) != 1:
        raise LevelError(
            path, f"layer 'pond' must hold exactly one polygon, found {len(objects)}"
        )
    obj = objects[0]
    owner = f"layer 'pond', {_describe(obj)}"
    if not hasattr(obj, "points"):
        raise LevelError(path, f"{owner}: the pond region must be a polygon")
    points = _object_points(obj)
    if not obj.closed:
        if len(points) >= 3 and math.dist(points[0], points[-1]) < 0.5:
            points = points[:-1]
        else:
            raise LevelError(
                path,
                f"{owner}: the pond region is an open polygon (a polyline from "
                f"({points[0][0]:g}, {points[0][1]:g}) to "
                f"({points[-1][0]:g}, {points[-1][1]:g})); close it",
            )
    if len(points) >= 3 and _is_self_intersecting(points):
        raise LevelError(path, f"{owner}: the pond region crosses itself")
    if len(points) < 3 or polygon_area(points) < 1.0:
        raise LevelError(path, f"{owner}: the pond region has no area")
    _check_inside_map(path, owner, points, *size)
    _check_properties(path, owner, obj.properties, frozenset())
    return points


def _read_droplet_area(
    path: Path, layer: Any, size: Point
) -> tuple[float, float, float, float]:
    objects = list(layer)
    if len(objects) != 1:
        raise LevelError(
            path,
            f"layer 'droplets' must hold exactly one rectangle, found {len(objects)}",
        )
    obj = objects[0]
    owner = f"layer 'droplets', {_describe(obj)}"
    if hasattr(obj, "points") or obj.width <= 0 or obj.height <= 0:
        raise LevelError(path, f"{owner}: must be a rectangle with a size")
    if obj.rotation:
        raise LevelError(path, f"{owner}: the rectangle must not be rotated")
    area = (float(obj.x), float(obj.y), float(obj.width), float(obj.height))
    corners = ((area[0], area[1]), (area[0] + area[2], area[1] + area[3]))
    _check_inside_map(path, owner, corners, *size)
    _check_properties(path, owner, obj.properties, frozenset())
    return area


def _read_pebble(
    path: Path, layer: Any, size: Point
) -> tuple[tuple[float, float, float], Point]:
    by_name = {obj.name: obj for obj in layer}
    unknown = sorted(str(n) for n in by_name if n not in ("drop line", "toss start"))
    if unknown:
        raise LevelError(
            path,
            f"layer 'pebble': unknown object(s) {', '.join(map(repr, unknown))} "
            "(expected 'drop line' and 'toss start')",
        )
    line = by_name.get("drop line")
    if line is None:
        raise LevelError(path, "layer 'pebble': missing the polyline 'drop line'")
    if not hasattr(line, "points") or line.closed:
        raise LevelError(path, "layer 'pebble': 'drop line' must be a polyline")
    points = _object_points(line)
    if len(points) != 2 or abs(points[0][1] - points[1][1]) > 0.5:
        raise LevelError(
            path, "layer 'pebble': 'drop line' must be one horizontal segment"
        )
    _check_inside_map(path, "layer 'pebble', 'drop line'", points, *size)
    x0, x1 = sorted((points[0][0], points[1][0]))
    if x1 - x0 < 1.0:
        raise LevelError(path, "layer 'pebble': 'drop line' has no length")
    start = by_name.get("toss start")
    if start is None:
        raise LevelError(path, "layer 'pebble': missing the point 'toss start'")
    toss_start = (float(start.x), float(start.y))
    _check_inside_map(path, "layer 'pebble', 'toss start'", (toss_start,), *size)
    for obj in (line, start):
        _check_properties(
            path, f"layer 'pebble', {_describe(obj)}", obj.properties, frozenset()
        )
    return (x0, x1, points[0][1]), toss_start


def load_level(path: Path | str) -> Level:
    """Read one Tiled map into a `Level`; raise `LevelError` naming what is wrong
    (the first problem: `check_level_file` lists them all)."""
    level = _read_level(Path(path))
    problems = geometry_problems(level)
    if problems:
        raise LevelError(level.path, problems[0])
    return level


def check_level_file(path: Path | str) -> list[LevelError]:
    """Every problem of one pond file (empty when it is good).

    A file the reader refuses gives that one problem (the reader stops at the
    first); a file it reads gives every problem of its shape
    (`game.levels.checks`).
    """
    try:
        level = _read_level(Path(path))
    except LevelError as exc:
        return [exc]
    return [LevelError(level.path, p) for p in geometry_problems(level)]


def _read_level(path: Path) -> Level:
    """The Tiled map as a `Level`, every line checked, the shape not yet."""
    import pytmx  # imported here so the rules core and tests stay light

    try:
        exists = path.exists()
    except OSError as exc:  # a folder on the way that cannot be searched
        raise LevelError(path, f"cannot read the file ({exc.strerror})") from None
    if not exists:
        raise LevelError(path, "no such level file")
    root = read_pond(path)  # pytmx is given the checked XML, never the file
    try:
        tmx = pytmx.TiledMap()
        tmx.filename = str(path)
        tmx.parse_xml(root)
    except Exception as exc:  # pytmx raises many kinds for a broken file
        raise LevelError(path, f"not a readable Tiled map ({exc})") from exc
    if tmx.orientation != "orthogonal":
        raise LevelError(path, f"the map must be orthogonal, not {tmx.orientation}")
    width = float(tmx.width * tmx.tilewidth)
    height = float(tmx.height * tmx.tileheight)
    if width <= 0 or height <= 0:
        raise LevelError(path, "the map has no size")
    size = (width, height)

    _check_properties(path, "map", tmx.properties, MAP_PROPERTIES)
    name = str(tmx.properties.get("display_name", "")).strip()
    if not name:
        raise LevelError(path, "map: missing property 'display_name'")
    description = str(tmx.properties.get("description", ""))
    friction = _float_property(
        path, "map", tmx.properties, "friction", DEFAULT_FRICTION
    )
    bounciness = _float_property(
        path, "map", tmx.properties, "bounciness", DEFAULT_BOUNCINESS
    )

    groups: dict[str, Any] = {}
    for layer in tmx.layers:
        if isinstance(layer, pytmx.TiledObjectGroup):
            if layer.name not in REQUIRED_LAYERS:
                raise LevelError(
                    path,
                    f"unknown object layer {layer.name!r} "
                    f"(known: {', '.join(REQUIRED_LAYERS)})",
                )
            if layer.name in groups:
                raise LevelError(path, f"two object layers named {layer.name!r}")
            groups[layer.name] = layer
    for layer_name in REQUIRED_LAYERS:
        if layer_name not in groups:
            raise LevelError(path, f"missing object layer {layer_name!r}")

    walls = _read_walls(path, groups["walls"], friction, bounciness, size)
    region = _read_region(path, groups["pond"], size)
    droplet_area = _read_droplet_area(path, groups["droplets"], size)
    drop_line, toss_start = _read_pebble(path, groups["pebble"], size)
    region_top = min(p[1] for p in region)
    if drop_line[2] >= region_top:
        raise LevelError(
            path, "layer 'pebble': the drop line must be above the pond region"
        )
    if point_in_polygon(toss_start, region):
        raise LevelError(
            path, "layer 'pebble': 'toss start' must be outside the pond region"
        )
    return Level(
        key=path.stem,
        path=path,
        name=name,
        description=description,
        width=width,
        height=height,
        walls=walls,
        pond_region=region,
        droplet_area=droplet_area,
        drop_line=drop_line,
        toss_start=toss_start,
        friction=friction,
        bounciness=bounciness,
    )


def available_levels(
    folder: Path | str = LEVELS_DIR, problems: list[LevelError] | None = None
) -> list[Level]:
    """Every level in ``folder`` that loads, sorted by file name.

    Levels that fail are logged as warnings and, when ``problems`` is given,
    appended to it, so a menu can still show the good ones.
    """
    levels: list[Level] = []
    for path in sorted(Path(folder).glob("*.tmx")):
        try:
            levels.append(_load_cached(path))
        except LevelError as exc:
            _log.warning("skipping level: %s", exc)
            if problems is not None:
                problems.append(exc)
    return levels


#: Ponds read this launch: path -> ((mtime_ns, size), level or error), so a
#: menu that lists the ponds again does not read the files again.
_SCANNED: dict[Path, tuple[tuple[int, int], Level | LevelError]] = {}


def _load_cached(path: Path) -> Level:
    """`load_level`, once per file version (path, mtime, size) per launch."""
    try:
        info = path.stat()
    except OSError:
        return load_level(path)
    stamp = (info.st_mtime_ns, info.st_size)
    seen = _SCANNED.get(path)
    if seen is None or seen[0] != stamp:
        try:
            found: Level | LevelError = load_level(path)
        except LevelError as exc:
            found = exc
        seen = (stamp, found)
        _SCANNED[path] = seen
    if isinstance(seen[1], LevelError):
        raise seen[1]
    return seen[1]


def level_by_key(key: str, folder: Path | str = LEVELS_DIR) -> Level:
    """Load ``<folder>/<key>.tmx`` (the key is the file name without .tmx)."""
    return load_level(Path(folder) / f"{key}.tmx")
