"""Pictures for the rules reference, drawn by the game's own renderer: small
fountains built through the rules core (``Fountain.place``), painted like the
table paints them, with marks that point at the rule: where dark bricks
touch, how water runs and where pond weed grows, pools counted for the
ranking, fish worth their level, a lily pad group, a Basin pawn skipping
pawns, the Final Rewards and a Straight Pools line."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

import pygame

from game.render.fountains import palette as pal
from game.render.fountains.basin_view import BasinLayout, BasinView
from game.render.fountains.fountain_view import build_picture
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

SIZE = (330, 300)
INK = (238, 226, 204)
Cell = tuple[int, int]


def _tile(tile_id: str, *rows: str) -> TileSpec:
    return TileSpec.from_rows(tile_id, Shape.SQUARE, rows)


def _fountain(start: TileSpec, *steps: tuple[TileSpec, int, int]) -> Fountain:
    fountain = Fountain.new(start)
    for spec, x, y in steps:
        fountain.place(spec, Placement(spec.id, x, y, 0))
    return fountain


def _canvas() -> pygame.Surface:
    surface = pygame.Surface(SIZE, pygame.SRCALPHA)
    pygame.draw.rect(surface, (46, 38, 33, 255), surface.get_rect(), border_radius=12)
    pygame.draw.rect(
        surface, (92, 78, 64, 255), surface.get_rect(), 2, border_radius=12
    )
    return surface


def _paint(
    surface: pygame.Surface, fountain: Fountain, box: tuple[int, int, int, int]
) -> IsoCamera:
    """``fountain`` painted into ``box`` with its water as at one moment."""
    columns = [(x, y, fountain.height(x, y)) for x, y in fountain.cells()]
    iso = fit_camera(columns, 0, box, 34, 6, margin=8)
    picture = build_picture(fountain, TileArt(), 0, int(iso.cell_w))
    picture.draw(surface, iso.origin, 0.35)
    return iso


def _caption(surface: pygame.Surface, fonts: object, words: str) -> None:
    render = getattr(fonts, "render")  # noqa: B009 - fonts is duck-typed here
    label = render(words, 18, INK, True)
    surface.blit(label, label.get_rect(midbottom=(SIZE[0] // 2, SIZE[1] - 8)))


def _chip(
    surface: pygame.Surface, fonts: object, words: str, at: tuple[float, float]
) -> None:
    render = getattr(fonts, "render")  # noqa: B009
    label = render(words, 17, (20, 16, 14), True)
    rect = label.get_rect(center=(round(at[0]), round(at[1])))
    pygame.draw.rect(surface, pal.HIGHLIGHT, rect.inflate(10, 4), border_radius=6)
    surface.blit(label, rect)


def _outline(
    surface: pygame.Surface,
    iso: IsoCamera,
    fountain: Fountain,
    cells: list[Cell],
    colour: pal.Colour,
) -> None:
    for x, y in cells:
        face = iso.cell_top_face(x, y, fountain.height(x, y))
        pygame.draw.polygon(surface, colour, face, 3)


# -- the pictures ---------------------------------------------------------------


def _contact(fonts: object) -> pygame.Surface:
    start = _tile("a", "#####", "#J~~~", "#####")
    new = _tile("b", "####", "~~~#", "####")
    fountain = _fountain(start, (new, 5, 0))
    surface = _canvas()
    iso = _paint(surface, fountain, (10, 20, 310, 230))
    touching = [
        cell
        for (x, y) in ((4, 0), (4, 2))
        for cell in ((x, y), (x + 1, y))
        if fountain.cell(*cell) is not None
        and fountain.cell(*cell).kind is CellKind.DARK  # type: ignore[union-attr]
    ]
    _outline(surface, iso, fountain, touching, pal.LEGAL)
    _caption(surface, fonts, "2 dark bricks touch 2 dark bricks")
    return surface


def _water(fonts: object) -> pygame.Surface:
    start = _tile("a", "#####", "#J~~~", "#####")
    fed = _tile("b", "#####", "~~~~#", "#####")
    still = _tile("c", "####", "#~~#", "####")
    fountain = _fountain(start, (fed, 5, 0), (still, 0, 3))
    surface = _canvas()
    _paint(surface, fountain, (10, 16, 310, 240))
    _caption(surface, fonts, "Water runs on; no jet: pond weed")
    return surface


def _pools(fonts: object) -> pygame.Surface:
    start = _tile("a", "#####", "#J~~~", "#####")
    second = _tile("b", "#####", "~~~~~", "#####")
    third = _tile("c", "#####", "~~~~#", "#####")
    weed = _tile("d", "####", "#~~#", "####")
    fountain = _fountain(start, (second, 5, 0), (third, 10, 0), (weed, 0, 3))
    surface = _canvas()
    iso = _paint(surface, fountain, (10, 30, 310, 210))
    count = 0
    for pool in fountain.water().pools:
        if not pool.fed:
            continue
        count += 1
        x, y = sorted(pool.cells)[len(pool.cells) // 2]
        _chip(surface, fonts, str(count), iso.cell_centre(x, y, pool.level))
    _caption(surface, fonts, f"{count} pools with water; most: 10 (2 players: 7)")
    return surface


def _fish(fonts: object) -> pygame.Surface:
    start = _tile("a", "######", "#J~R~#", "######")
    plinth = _tile("p", "####", "####", "####")
    upper = _tile("b", "####", "#XJ#", "####")
    fountain = _fountain(start, (plinth, 6, 0), (upper, 6, 0))
    surface = _canvas()
    iso = _paint(surface, fountain, (10, 30, 310, 210))
    _chip(surface, fonts, "+1", iso.to_screen(3.5, -0.1, 1))
    _chip(surface, fonts, "+2 (wild)", iso.to_screen(7.5, -0.7, 2))
    _caption(surface, fonts, "Red chosen: red and wild fish, by level")
    return surface


def _lily(fonts: object) -> pygame.Surface:
    start = _tile("a", "#####", "#JL~~", "#####")
    second = _tile("b", "#####", "~L~L#", "#####")
    apart = _tile("c", "####", "#JL#", "####")
    fountain = _fountain(start, (second, 5, 0), (apart, 0, 3))
    surface = _canvas()
    iso = _paint(surface, fountain, (10, 20, 310, 230))
    groups = fountain.lily_groups()
    pools = fountain.water().pools
    best = [
        cell
        for index in (groups[0][1] if groups else ())
        for cell in pools[index].cells
        if fountain.cell(*cell) is not None and fountain.cell(*cell).icon is Icon.LILY  # type: ignore[union-attr]
    ]
    _outline(surface, iso, fountain, best, pal.HIGHLIGHT)
    _caption(surface, fonts, f"The largest group: {len(best)} lily pads")
    return surface


def _pawns(fonts: object) -> pygame.Surface:
    game = FountainsGame.new(GameOptions(players=2, seed=1))
    basin: Basin = game.basin
    surface = _canvas()
    view = BasinView(BasinLayout(pygame.Rect(20, 0, 290, 272)), fonts)
    view.draw_board(surface, basin)
    view.draw_pieces(surface, basin)
    blue = next(p for p in basin.pawns if p.value == "blue")
    here = basin.pawns[blue]
    for step in (1, 3, 5):
        view.draw_space_ring(surface, (here + step) % 7, pal.LEGAL, 4)
    _caption(surface, fonts, "Blue: 1, 2 or 3 open spaces, skipping pawns")
    return surface


def _final(fonts: object) -> pygame.Surface:
    surface = _canvas()
    render = getattr(fonts, "render")  # noqa: B009
    for index, (icon, words) in enumerate(
        ((None, "Pools"), (Icon.FISH_RED, "Fish"), (Icon.LILY, "Lily pads"))
    ):
        centre = (60 + index * 105, 120)
        if icon is None:
            pygame.draw.ellipse(
                surface, pal.WATER, (centre[0] - 34, centre[1] - 22, 68, 44)
            )
            pygame.draw.ellipse(
                surface, pal.WATER_WALL, (centre[0] - 34, centre[1] - 22, 68, 44), 3
            )
        else:
            image = icon_image(icon, 64)
            surface.blit(image, image.get_rect(center=centre))
        label = render(words, 20, INK, True)
        surface.blit(label, label.get_rect(midtop=(centre[0], centre[1] + 44)))
    _caption(surface, fonts, "score once more at the end")
    return surface


def _straight(fonts: object) -> pygame.Surface:
    start = _tile("a", "#####", "#J~~~", "#####")
    second = _tile("b", "#####", "~~~~~", "#####")
    third = _tile("c", "#####", "~~~~#", "#####")
    fountain = _fountain(start, (second, 5, 0), (third, 10, 0))
    surface = _canvas()
    iso = _paint(surface, fountain, (10, 30, 310, 210))
    cells = straight_line_cells(fountain)
    points = [iso.cell_centre(x, y, fountain.height(x, y)) for x, y in cells]
    if len(points) >= 2:
        pygame.draw.lines(surface, pal.OUTLINE, False, points, 8)
        pygame.draw.lines(surface, pal.LEGAL, False, points, 4)
    pools = len({fountain.water().pool_of[c] for c in cells})
    _caption(surface, fonts, f"Straight Pools: {pools} touching pools")
    return surface


PICTURES: dict[str, Callable[[object], pygame.Surface]] = {
    "pawns": _pawns,
    "contact": _contact,
    "water": _water,
    "pools": _pools,
    "fish": _fish,
    "lily": _lily,
    "final": _final,
    "straight": _straight,
}


@cache
def _drawn(name: str, fonts_id: int, fonts: object) -> pygame.Surface:
    return PICTURES[name](fonts)


#: The drawings kept per fonts, emptied between games (``between_games.py``).
DRAWINGS = (_drawn,)


def rules_picture(name: str, fonts: object) -> pygame.Surface:
    """The picture ``name`` (one of ``PICTURES``), drawn once per fonts."""
    return _drawn(name, id(fonts), fonts)
