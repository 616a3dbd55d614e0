"""The raw XML of a pond file, checked before pytmx reads it.

pytmx rotates objects with whatever numbers it is given (``rotation="inf"``
raised deep inside it and took the menu down), and a 2,000-point outline took
seconds to check; so numbers, the map's size and outline lengths are bounded
here first, with `xml.etree`.
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ElementTree
from pathlib import Path

from game.levels.errors import LevelError

#: Limits checked on the raw XML before pytmx reads it (pytmx rotates
#: objects with whatever numbers it is given: ``rotation="inf"`` raised deep
#: inside it, and a 2,000-point outline took seconds to check).
MAX_FILE_BYTES = 1_000_000
MAX_MAP_PIXELS = 4096  # per side
MAX_TILES = 256  # per side
MAX_COORDINATE = 100_000.0
MAX_OUTLINE_POINTS = 256
NUMERIC_ATTRIBUTES = (
    "x",
    "y",
    "width",
    "height",
    "rotation",
    "offsetx",
    "offsety",
    "opacity",
    "parallaxx",
    "parallaxy",
    "tilewidth",
    "tileheight",
)
NUMERIC_PROPERTY_TYPES = ("float", "int")

#: Properties whose value must be a number even when Tiled leaves its type out.
NUMERIC_PROPERTIES = frozenset({"friction", "bounciness"})


def _number(path: Path, owner: str, name: str, text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise LevelError(path, f"{owner}: {name} {text!r} is not a number") from None
    if not math.isfinite(value) or abs(value) > MAX_COORDINATE:
        raise LevelError(
            path,
            f"{owner}: {name} {text!r} is not a finite number within "
            f"+-{MAX_COORDINATE:g}",
        )
    return value


def prescan(path: Path) -> None:
    """Refuse, before pytmx sees it, a file with numbers that are not finite
    or are huge, a map beyond a sane size, or outlines with too many points."""
    if path.stat().st_size > MAX_FILE_BYTES:
        raise LevelError(path, f"the file is larger than {MAX_FILE_BYTES} bytes")
    text = path.read_text(encoding="utf-8", errors="replace")
    if "<!DOCTYPE" in text or "<!ENTITY" in text:
        raise LevelError(path, "a level file must not declare a DOCTYPE or entities")
    try:
        root = ElementTree.fromstring(text)
    except ElementTree.ParseError as exc:
        raise LevelError(path, f"not a readable Tiled map ({exc})") from None
    if root.tag != "map":
        raise LevelError(path, f"not a Tiled map (root element <{root.tag}>)")
    if root.get("infinite", "0") != "0":
        raise LevelError(path, "the map must not be infinite")
    sizes = {}
    for name in ("width", "height", "tilewidth", "tileheight"):
        sizes[name] = _number(path, "map", name, root.get(name, "0"))
    if sizes["width"] > MAX_TILES or sizes["height"] > MAX_TILES:
        raise LevelError(path, f"the map is more than {MAX_TILES} tiles a side")
    if (
        sizes["width"] * sizes["tilewidth"] > MAX_MAP_PIXELS
        or sizes["height"] * sizes["tileheight"] > MAX_MAP_PIXELS
    ):
        raise LevelError(path, f"the map is more than {MAX_MAP_PIXELS} px a side")
    for element in root.iter():
        owner = f"<{element.tag}> {element.get('name') or element.get('id') or ''}"
        owner = owner.strip()
        for name in NUMERIC_ATTRIBUTES:
            if name in element.attrib:
                _number(path, owner, name, element.attrib[name])
        if element.tag == "property" and (
            element.get("type") in NUMERIC_PROPERTY_TYPES
            or element.get("name") in NUMERIC_PROPERTIES
        ):
            _number(path, owner, "value", element.get("value", ""))
        if element.tag in ("polygon", "polyline"):
            pairs = element.get("points", "").split()
            if len(pairs) > MAX_OUTLINE_POINTS:
                raise LevelError(
                    path,
                    f"{owner}: an outline of {len(pairs)} points "
                    f"(at most {MAX_OUTLINE_POINTS})",
                )
            for pair in pairs:
                for part in pair.split(",")[:2]:
                    _number(path, owner, "point", part)
