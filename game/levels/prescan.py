"""The raw XML of a pond file, read and checked before pytmx sees it.

pytmx rotates objects with whatever numbers it is given (``rotation="inf"``
raised deep inside it and took the menu down), and a 2,000-point outline took
seconds to check; so numbers, the map's size and outline lengths are bounded
here first, with `xml.etree`.

pytmx itself never opens a file: `read_pond` reads the map (and each external
tileset it names) here, each opened without blocking, required to be a regular
file and read within `MAX_FILE_BYTES` (a FIFO named as a tileset hung the scan;
an unreadable file gave a traceback), and hands pytmx the checked XML with the
tilesets inlined. A compressed tile layer is inflated here within the bytes
its size needs, before pytmx inflates it (952 KB of zlib became 700 MB).
Every failure, an `OSError` included, is one `LevelError` line.
"""

from __future__ import annotations

import base64
import binascii
import math
import xml.etree.ElementTree as ElementTree
import zlib
from pathlib import Path

from game.levels.errors import LevelError
from game.regular_file import NotAFileError, read_start

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
#: External tilesets one map may name (each read like the map).
MAX_TILESETS = 8
#: A tile layer's data is 4 bytes a tile; inflated data past that is refused.
BYTES_PER_TILE = 4
#: ``wbits`` of `zlib.decompressobj` for each compression Tiled writes.
INFLATE_WBITS = {"zlib": 15, "gzip": 31}

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


def read_pond(path: Path) -> ElementTree.Element:
    """The pond file's XML, checked, with its external tilesets inlined: what
    pytmx is given (so it opens no file itself). Raises `LevelError` only."""
    root = _parse(path, read_bounded(path), "map")
    _check_map(path, root)
    _check_elements(path, root)
    _inline_tilesets(path, root)
    return root


def read_bounded(path: Path) -> str:
    """The text of a regular file of at most `MAX_FILE_BYTES`, opened without
    blocking (a FIFO or a device is refused, never waited on)."""
    try:
        data, size = read_start(path, MAX_FILE_BYTES)
    except NotAFileError:
        raise LevelError(path, "not a regular file") from None
    except OSError as exc:
        raise LevelError(path, f"cannot read the file ({_reason(exc)})") from None
    if size > MAX_FILE_BYTES or len(data) > MAX_FILE_BYTES:
        raise LevelError(path, f"the file is larger than {MAX_FILE_BYTES} bytes")
    return data.decode("utf-8", errors="replace")


def _reason(exc: OSError) -> str:
    return exc.strerror or type(exc).__name__


def _parse(path: Path, text: str, tag: str) -> ElementTree.Element:
    if "<!DOCTYPE" in text or "<!ENTITY" in text:
        raise LevelError(path, "a level file must not declare a DOCTYPE or entities")
    try:
        root = ElementTree.fromstring(text)
    except ElementTree.ParseError as exc:
        raise LevelError(path, f"not a readable Tiled {tag} ({exc})") from None
    if root.tag != tag:
        raise LevelError(path, f"not a Tiled {tag} (root element <{root.tag}>)")
    return root


def _check_map(path: Path, root: ElementTree.Element) -> None:
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
    for layer in root.iter("layer"):
        owner = f"tile layer {layer.get('name') or layer.get('id') or ''}".strip()
        for name in ("width", "height"):
            if _number(path, owner, name, layer.get(name, "0")) > MAX_TILES:
                raise LevelError(path, f"{owner}: more than {MAX_TILES} tiles a side")
        tiles = int(float(layer.get("width", "0"))) * int(
            float(layer.get("height", "0"))
        )
        for data in layer.iter("data"):
            _check_layer_data(path, owner, data, max(0, tiles) * BYTES_PER_TILE)


def _check_layer_data(
    path: Path, owner: str, data: ElementTree.Element, limit: int
) -> None:
    """Inflate a compressed tile layer within ``limit`` bytes (what its size
    needs), so pytmx, which inflates without a bound, is never given a bomb."""
    compression = data.get("compression")
    if not compression:
        return
    if data.get("encoding") != "base64":
        raise LevelError(path, f"{owner}: compressed data must be base64")
    wbits = INFLATE_WBITS.get(compression)
    if wbits is None:
        raise LevelError(
            path,
            f"{owner}: compression {compression!r} is not supported "
            f"(known: {', '.join(INFLATE_WBITS)})",
        )
    try:
        packed = base64.b64decode((data.text or "").strip(), validate=False)
    except (binascii.Error, ValueError):
        raise LevelError(path, f"{owner}: the layer data is not base64") from None
    inflated = 0
    try:
        while packed:  # gzip may hold several members; pytmx inflates them all
            inflater = zlib.decompressobj(wbits)
            inflated += len(inflater.decompress(packed, limit - inflated + 1))
            if inflated > limit:
                raise LevelError(
                    path,
                    f"{owner}: the layer data inflates past the {limit} bytes "
                    "its size needs",
                )
            if not inflater.eof:
                raise LevelError(path, f"{owner}: the layer data is cut short")
            packed = inflater.unused_data if compression == "gzip" else b""
    except zlib.error as exc:
        raise LevelError(path, f"{owner}: the layer data is damaged ({exc})") from None


def _check_elements(path: Path, root: ElementTree.Element) -> None:
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


def _inline_tilesets(path: Path, root: ElementTree.Element) -> None:
    """Put each external tileset's XML in the map, read and checked like the
    map, in place of its ``source`` (which pytmx would open unchecked)."""
    external = [t for t in root.iter("tileset") if t.get("source") is not None]
    if len(external) > MAX_TILESETS:
        raise LevelError(
            path, f"{len(external)} external tilesets (at most {MAX_TILESETS})"
        )
    for tileset in external:
        source = tileset.get("source") or ""
        if not source.lower().endswith(".tsx"):
            raise LevelError(path, f"tileset {source!r}: not a .tsx file")
        where = path.parent / source
        try:
            text = read_bounded(where)
            inner = _parse(where, text, "tileset")
            if inner.get("source") is not None:
                raise LevelError(where, "a tileset file must not name another")
            _check_elements(where, inner)
        except LevelError as exc:
            raise LevelError(path, f"tileset {source!r}: {exc.problem}") from None
        firstgid = tileset.get("firstgid", "")
        tileset.clear()
        tileset.attrib.update(inner.attrib)
        tileset.set("firstgid", firstgid)
        tileset.extend(list(inner))
