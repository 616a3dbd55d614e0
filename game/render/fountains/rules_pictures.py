"""Pictures for the rules reference, drawn by the game's own renderer: small
fountains built through the rules core (``Fountain.place``), painted like the
table paints them, with marks that point at the rule: where dark bricks
touch, how water runs and where pond weed grows, pools counted for the
ranking, fish worth their level, a lily pad group, a Basin pawn skipping
pawns, the Final Rewards and a Straight Pools line.

Each is laid out on a logical canvas of ``SIZE`` and drawn at a scale
(``rules_picture(name, fonts, scale)``): the fountains, the Basin and the text
at the physical size, every line and chip with them. Its words (the caption,
chips, labels) are put with ``blit_text``, each inside the picture, so a
screen that places the picture with ``place_layer`` lets the text recorder
check them; at a larger Text size a caption with no room to grow keeps the
size it has at 100% (and takes two lines if it still has not room)."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import pygame

from game.render.fountains import palette as pal
from game.render.fountains.at_scale import px
from game.render.fountains.basin_view import BasinLayout, BasinView
from game.render.fountains.fountain_view import build_picture
from game.render.fountains.hud import smaller_sizes
from game.render.fountains.icon_art import icon_image
from game.render.fountains.iso import IsoCamera, fit_camera
from game.render.fountains.tile_art import TileArt
from game.rules.fountains.basin import Basin
from game.rules.fountains.design_cards import straight_line_cells
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.icons import CellKind, Icon
from game.rules.fountains.options import GameOptions
from game.rules.fountains.tiles import Placement, Shape, TileSpec
from game.ui.text import blit_text, is_recording

SIZE = (330, 300)
INK = (238, 226, 204)
MARGIN = 10
"""Room kept between a caption and the picture's sides."""
Cell = tuple[int, int]


def _tile(tile_id: str, *rows: str) -> TileSpec:
    return TileSpec.from_rows(tile_id, Shape.SQUARE, rows)


def _fountain(start: TileSpec, *steps: tuple[TileSpec, int, int]) -> Fountain:
    fountain = Fountain.new(start)
    for spec, x, y in steps:
        fountain.place(spec, Placement(spec.id, x, y, 0))
    return fountain


def _render(
    fonts: object,
    words: str,
    size: int,
    colour: pal.Colour,
    bold: bool,
    scale: float,
) -> pygame.Surface:
    render = getattr(fonts, "render")  # noqa: B009 - fonts is duck-typed here
    if scale != 1.0:
        return render(words, size, colour, bold, scale)
    return render(words, size, colour, bold)


def _canvas(scale: float = 1.0) -> pygame.Surface:
    size = (round(SIZE[0] * scale), round(SIZE[1] * scale))
    surface = pygame.Surface(size, pygame.SRCALPHA)
    corner = px(12, scale)
    pygame.draw.rect(
        surface, (46, 38, 33, 255), surface.get_rect(), border_radius=corner
    )
    pygame.draw.rect(
        surface,
        (92, 78, 64, 255),
        surface.get_rect(),
        px(2, scale),
        border_radius=corner,
    )
    return surface


def _paint(
    surface: pygame.Surface,
    fountain: Fountain,
    box: tuple[int, int, int, int],
    scale: float,
) -> IsoCamera:
    """``fountain`` painted into the logical ``box`` with its water as at one
    moment; the camera on the canvas (at its scale)."""
    columns = [(x, y, fountain.height(x, y)) for x, y in fountain.cells()]
    iso = fit_camera(columns, 0, box, 34, 6, margin=8)
    picture = build_picture(fountain, TileArt(), 0, int(iso.cell_w), scale=scale)
    drawn = iso.scaled(scale)
    picture.draw(surface, drawn.origin, 0.35)
    return drawn


def _inside(scale: float) -> pygame.Rect:
    """The picture's canvas less its margin, at ``scale``: where words go."""
    whole = pygame.Rect(0, 0, round(SIZE[0] * scale), round(SIZE[1] * scale))
    return whole.inflate(-2 * px(MARGIN, scale), -2 * px(MARGIN // 2, scale))


def _caption(surface: pygame.Surface, fonts: object, words: str, scale: float) -> None:
    """``words`` along the picture's foot: as large as fits its width (never
    below their 100% size), on two lines when even that is too wide."""
    size, lines = _fitted(fonts, words, 18, SIZE[0] - 2 * MARGIN, scale)
    labels = [_render(fonts, line, size, INK, True, scale) for line in lines]
    bottom = round((SIZE[1] - 8) * scale)
    box = _inside(scale)
    for label in reversed(labels):
        spot = label.get_rect(midbottom=(round(SIZE[0] / 2 * scale), bottom))
        blit_text(surface, label, spot, box)
        bottom = spot.top


def _fitted(
    fonts: object, words: str, size: int, room: int, scale: float
) -> tuple[int, list[str]]:
    """The size bold ``words`` fit ``room`` logical pixels at, measured as
    drawn at ``scale`` (small type does not scale evenly): ``size``, or
    smaller at a larger Text size down to the pixels ``size`` has at 100%;
    wrapped at that least size when even it is too wide."""
    get = getattr(fonts, "get", None)
    if get is None:  # fonts that cannot measure: as asked
        return size, [words]

    def wide(tried: int) -> int:
        return int(get(tried, True, scale).size(words)[0])

    fits = [size, *smaller_sizes(fonts, size)]
    for tried in fits:
        if wide(tried) <= room * scale:
            return tried, [words]
    least = fits[-1]
    return least, list(getattr(fonts, "wrap")(words, least, room, True, scale))  # noqa: B009


def _chip(
    surface: pygame.Surface,
    fonts: object,
    words: str,
    at: tuple[float, float],
    scale: float,
) -> None:
    """A chip of ``words`` centred at ``at`` (a point on the canvas)."""
    label = _render(fonts, words, 17, (20, 16, 14), True, scale)
    rect = label.get_rect(center=(round(at[0]), round(at[1])))
    pygame.draw.rect(
        surface,
        pal.HIGHLIGHT,
        rect.inflate(px(10, scale), px(4, scale)),
        border_radius=px(6, scale),
    )
    blit_text(surface, label, rect, surface.get_rect())


def _outline(
    surface: pygame.Surface,
    iso: IsoCamera,
    fountain: Fountain,
    cells: list[Cell],
    colour: pal.Colour,
    scale: float,
) -> None:
    width = px(3, scale)
    for x, y in cells:
        face = iso.cell_top_face(x, y, fountain.height(x, y))
        pygame.draw.polygon(surface, colour, face, width)


# -- the pictures ---------------------------------------------------------------


def _contact(fonts: object, scale: float = 1.0) -> pygame.Surface:
    start = _tile("a", "#####", "#J~~~", "#####")
    new = _tile("b", "####", "~~~#", "####")
    fountain = _fountain(start, (new, 5, 0))
    surface = _canvas(scale)
    iso = _paint(surface, fountain, (10, 20, 310, 230), scale)
    touching = [
        cell
        for (x, y) in ((4, 0), (4, 2))
        for cell in ((x, y), (x + 1, y))
        if fountain.cell(*cell) is not None
        and fountain.cell(*cell).kind is CellKind.DARK  # type: ignore[union-attr]
    ]
    _outline(surface, iso, fountain, touching, pal.LEGAL, scale)
    _caption(surface, fonts, "2 dark bricks touch 2 dark bricks", scale)
    return surface


def _water(fonts: object, scale: float = 1.0) -> pygame.Surface:
    start = _tile("a", "#####", "#J~~~", "#####")
    fed = _tile("b", "#####", "~~~~#", "#####")
    still = _tile("c", "####", "#~~#", "####")
    fountain = _fountain(start, (fed, 5, 0), (still, 0, 3))
    surface = _canvas(scale)
    _paint(surface, fountain, (10, 16, 310, 240), scale)
    _caption(surface, fonts, "Water runs on; no jet: pond weed", scale)
    return surface


def _pools(fonts: object, scale: float = 1.0) -> pygame.Surface:
    start = _tile("a", "#####", "#J~~~", "#####")
    second = _tile("b", "#####", "~~~~~", "#####")
    third = _tile("c", "#####", "~~~~#", "#####")
    weed = _tile("d", "####", "#~~#", "####")
    fountain = _fountain(start, (second, 5, 0), (third, 10, 0), (weed, 0, 3))
    surface = _canvas(scale)
    iso = _paint(surface, fountain, (10, 30, 310, 210), scale)
    count = 0
    for pool in fountain.water().pools:
        if not pool.fed:
            continue
        count += 1
        x, y = sorted(pool.cells)[len(pool.cells) // 2]
        _chip(surface, fonts, str(count), iso.cell_centre(x, y, pool.level), scale)
    _caption(
        surface, fonts, f"{count} pools with water; most: 10 (2 players: 7)", scale
    )
    return surface


def _fish(fonts: object, scale: float = 1.0) -> pygame.Surface:
    start = _tile("a", "######", "#J~R~#", "######")
    plinth = _tile("p", "####", "####", "####")
    upper = _tile("b", "####", "#XJ#", "####")
    fountain = _fountain(start, (plinth, 6, 0), (upper, 6, 0))
    surface = _canvas(scale)
    iso = _paint(surface, fountain, (10, 30, 310, 210), scale)
    _chip(surface, fonts, "+1", iso.to_screen(3.5, -0.1, 1), scale)
    _chip(surface, fonts, "+2 (wild)", iso.to_screen(7.5, -0.7, 2), scale)
    _caption(surface, fonts, "Red chosen: red and wild fish, by level", scale)
    return surface


def _lily(fonts: object, scale: float = 1.0) -> pygame.Surface:
    start = _tile("a", "#####", "#JL~~", "#####")
    second = _tile("b", "#####", "~L~L#", "#####")
    apart = _tile("c", "####", "#JL#", "####")
    fountain = _fountain(start, (second, 5, 0), (apart, 0, 3))
    surface = _canvas(scale)
    iso = _paint(surface, fountain, (10, 20, 310, 230), scale)
    groups = fountain.lily_groups()
    pools = fountain.water().pools
    best = [
        cell
        for index in (groups[0][1] if groups else ())
        for cell in pools[index].cells
        if fountain.cell(*cell) is not None and fountain.cell(*cell).icon is Icon.LILY  # type: ignore[union-attr]
    ]
    _outline(surface, iso, fountain, best, pal.HIGHLIGHT, scale)
    _caption(surface, fonts, f"The largest group: {len(best)} lily pads", scale)
    return surface


def _pawns(fonts: object, scale: float = 1.0) -> pygame.Surface:
    game = FountainsGame.new(GameOptions(players=2, seed=1))
    basin: Basin = game.basin
    surface = _canvas(scale)
    view = BasinView(BasinLayout(pygame.Rect(20, 0, 290, 272)), fonts, scale)
    view.draw_board(surface, basin)
    view.draw_pieces(surface, basin)
    blue = next(p for p in basin.pawns if p.value == "blue")
    here = basin.pawns[blue]
    ringed = [(here + step) % 7 for step in (1, 3, 5)]
    for space in ringed:
        view.draw_space_ring(surface, space, pal.LEGAL, 4)
    view.draw_stack_counts(surface, basin, ringed)  # no ring hides a number
    _caption(surface, fonts, "Blue: 1, 2 or 3 open spaces, skipping pawns", scale)
    return surface


def _final(fonts: object, scale: float = 1.0) -> pygame.Surface:
    surface = _canvas(scale)

    def at(x: float, y: float) -> tuple[int, int]:
        return (round(x * scale), round(y * scale))

    for index, (icon, words) in enumerate(
        ((None, "Pools"), (Icon.FISH_RED, "Fish"), (Icon.LILY, "Lily pads"))
    ):
        x, y = (60 + index * 105, 120)
        if icon is None:
            left, top = at(x - 34, y - 22)
            right, bottom = at(x + 34, y + 22)
            pool = (left, top, right - left, bottom - top)
            pygame.draw.ellipse(surface, pal.WATER, pool)
            pygame.draw.ellipse(surface, pal.WATER_WALL, pool, px(3, scale))
        else:
            image = icon_image(icon, px(64, scale))
            surface.blit(image, image.get_rect(center=at(x, y)))
        size, _lines = _fitted(fonts, words, 20, 100, scale)  # a column's width
        label = _render(fonts, words, size, INK, True, scale)
        blit_text(surface, label, label.get_rect(midtop=at(x, y + 44)), _inside(scale))
    _caption(surface, fonts, "score once more at the end", scale)
    return surface


def _straight(fonts: object, scale: float = 1.0) -> pygame.Surface:
    start = _tile("a", "#####", "#J~~~", "#####")
    second = _tile("b", "#####", "~~~~~", "#####")
    third = _tile("c", "#####", "~~~~#", "#####")
    fountain = _fountain(start, (second, 5, 0), (third, 10, 0))
    surface = _canvas(scale)
    iso = _paint(surface, fountain, (10, 30, 310, 210), scale)
    cells = straight_line_cells(fountain)
    points = [iso.cell_centre(x, y, fountain.height(x, y)) for x, y in cells]
    if len(points) >= 2:
        pygame.draw.lines(surface, pal.OUTLINE, False, points, px(8, scale))
        pygame.draw.lines(surface, pal.LEGAL, False, points, px(4, scale))
    pools = len({fountain.water().pool_of[c] for c in cells})
    _caption(surface, fonts, f"Straight Pools: {pools} touching pools", scale)
    return surface


PICTURES: dict[str, Callable[[object, float], pygame.Surface]] = {
    "pawns": _pawns,
    "contact": _contact,
    "water": _water,
    "pools": _pools,
    "fish": _fish,
    "lily": _lily,
    "final": _final,
    "straight": _straight,
}


@lru_cache(maxsize=32)
def _drawn(
    name: str,
    fonts_id: int,
    fonts: object,
    scale: float,
    marks: tuple[pal.Colour, pal.Colour],
    text_scale: float = 1.0,
) -> pygame.Surface:
    return PICTURES[name](fonts, scale)


#: The drawings kept per fonts, emptied between games (``between_games.py``).
DRAWINGS = (_drawn,)


def rules_picture(name: str, fonts: object, scale: float = 1.0) -> pygame.Surface:
    """The picture ``name`` (one of ``PICTURES``), drawn once per fonts, scale,
    Text size and the colours of its marks now in place (high contrast
    changes them): ``SIZE`` times ``scale`` pixels. Drawn afresh while the
    text recorder listens, so its words are noted on it."""
    if is_recording():
        return PICTURES[name](fonts, scale)
    text_scale = float(getattr(fonts, "text_scale", 1.0))
    marks = (pal.LEGAL, pal.HIGHLIGHT)
    return _drawn(name, id(fonts), fonts, scale, marks, text_scale)
