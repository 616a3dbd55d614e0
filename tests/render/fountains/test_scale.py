"""The fountains drawn at any scale: the same picture, proportionally, at 1.5x
and 3x as at 1x (brought down to 1x it matches within a small tolerance), with
edges as sharp as at 1x (not a 1x drawing blown up), and every store of
drawings kept by scale and bounded."""

from __future__ import annotations

import pygame
import pytest

from game.bench.table import grow_fountain
from game.render.fountains import icon_art, water
from game.render.fountains.at_scale import keep, px
from game.render.fountains.fountain_view import FountainPicture, build_picture
from game.render.fountains.icon_art import icon_image, token_image, weed_image
from game.render.fountains.iso import IsoCamera
from game.render.fountains.tile_art import TileArt
from game.rules.fountains.catalogue import BONUS_TOKENS, STARTING_TILES
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.icons import Icon
from tests.render.fountains.measures import (
    blown_up,
    brought_down,
    difference,
    mean_difference,
    share_beyond,
    steep_edges,
)

SCALES = (1.5, 3.0)


@pytest.fixture(scope="module")
def fountain() -> Fountain:
    return grow_fountain(2, 16, seed=7)


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield
    pygame.quit()


def _pictures(
    fountain: Fountain, cell_w: int, scale: float, rotation: int = 1
) -> tuple[FountainPicture, FountainPicture]:
    marks = {3: (255, 40, 40)}
    one = build_picture(fountain, TileArt(), rotation, cell_w, highlights=marks)
    big = build_picture(
        fountain, TileArt(), rotation, cell_w, highlights=marks, scale=scale
    )
    return one, big


def _scaled(size: tuple[int, int], scale: float) -> tuple[int, int]:
    return (round(size[0] * scale), round(size[1] * scale))


def test_lengths_at_a_scale() -> None:
    assert [px(1, s) for s in (1.0, 1.5, 3.0)] == [1, 2, 3]
    assert px(3, 1.5) == 4 and px(0.2, 1.0) == 1 and px(0, 3.0) == 0


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("cell_w", [40, 14])
def test_a_picture_at_a_scale_is_that_much_larger(
    fountain: Fountain, cell_w: int, scale: float
) -> None:
    one, big = _pictures(fountain, cell_w, scale)
    w, h = _scaled(one.surface.get_size(), scale)
    assert abs(big.surface.get_width() - w) <= 2
    assert abs(big.surface.get_height() - h) <= 2
    ax, ay = _scaled(one.anchor, scale)
    assert abs(big.anchor[0] - ax) <= 2 and abs(big.anchor[1] - ay) <= 2
    assert big.cell_w == cell_w and big.scale == scale
    assert big.water.cell_w == cell_w * scale and big.water.scale == scale


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize(("cell_w", "most", "far"), [(40, 5.0, 0.01), (14, 10.0, 0.04)])
def test_a_picture_at_a_scale_is_the_same_picture(
    fountain: Fountain, cell_w: int, most: float, far: float, scale: float
) -> None:
    """Brought down to 1x, the large picture lies within a few levels per
    channel of the 1x one on average, and hardly a pixel is far off (a few
    more in a thumbnail, whose 1x lines are a whole cell's edge)."""
    for rotation in (0, 3):
        one, big = _pictures(fountain, cell_w, scale, rotation)
        down = brought_down(big.surface, one.surface.get_size())
        assert mean_difference(one.surface, down) <= most
        assert share_beyond(difference(one.surface, down), 96) < far


@pytest.mark.parametrize("scale", SCALES)
def test_a_picture_at_a_scale_is_crisp(fountain: Fountain, scale: float) -> None:
    """Many more steep steps between neighbouring pixels than in the 1x
    picture blown up to the same size (what the window showed before)."""
    one, big = _pictures(fountain, 40, scale)
    sharp = steep_edges(big.surface)
    soft = steep_edges(blown_up(one.surface, big.surface.get_size()))
    assert sharp > 0.004
    assert sharp > 3 * soft


@pytest.mark.parametrize("scale", SCALES)
def test_the_moving_water_at_a_scale_is_the_same_water(
    fountain: Fountain, scale: float
) -> None:
    """Jets, glints, droplets and falls drawn at a moment land where the 1x
    ones do, as large: the pictures with their water still match."""
    one, big = _pictures(fountain, 40, scale)
    assert big.water.part_count == one.water.part_count > 0
    size = one.surface.get_size()
    for t in (0.0, 0.7, 1.9):
        small = pygame.Surface(size, pygame.SRCALPHA)
        one.water.draw(small, (0, 0), t)
        large = pygame.Surface(big.surface.get_size(), pygame.SRCALPHA)
        big.water.draw(large, (0, 0), t)
        drawn = pygame.mask.from_surface(small, 60)
        assert drawn.count() > 200
        down = pygame.transform.smoothscale(large, size)
        both = drawn.overlap_area(pygame.mask.from_surface(down, 60), (0, 0))
        either = drawn.count() + pygame.mask.from_surface(down, 60).count() - both
        assert both / either > 0.7
        assert share_beyond(difference(small, down), 96) < 0.01


def test_a_camera_scaled_puts_every_point_that_much_further() -> None:
    cam = IsoCamera(rotation=2, cell_w=24, origin=(300, 120))
    big = cam.scaled(1.5)
    for point in ((0, 0, 0), (3, -2, 1), (-4, 5, 3)):
        x, y = cam.to_screen(*point)
        bx, by = big.to_screen(*point)
        assert (bx, by) == pytest.approx((x * 1.5, y * 1.5))
    assert cam.scaled(1.0) is cam


def test_the_picture_blitted_at_the_scaled_origin_lies_under_the_scaled_camera(
    fountain: Fountain,
) -> None:
    """The table's way: its logical camera scaled gives the origin to blit at;
    a cell's centre there is where the picture painted that cell."""
    cam = IsoCamera(rotation=0, cell_w=32, origin=(400, 200))
    one = build_picture(fountain, TileArt(), 0, 32)
    big = build_picture(fountain, TileArt(), 0, 32, scale=3.0)
    small = pygame.Surface((900, 600), pygame.SRCALPHA)
    one.draw(small, cam.origin, None)
    large = pygame.Surface((2700, 1800), pygame.SRCALPHA)
    big.draw(large, cam.scaled(3.0).origin, None)
    down = brought_down(large, small.get_size())
    assert mean_difference(small, down) <= 3.0


@pytest.mark.parametrize("scale", SCALES)
def test_a_tile_top_at_a_scale(scale: float) -> None:
    art = TileArt()
    tile = STARTING_TILES[0]
    one = art.top(tile, 1, 2, 40)
    big = art.top(tile, 1, 2, 40, scale=scale)
    assert big is art.top(tile, 1, 2, 40, scale=scale)
    assert big is not one
    size = one.surface.get_size()
    assert abs(big.surface.get_width() - size[0] * scale) <= 3
    down = brought_down(big.surface, size)
    assert mean_difference(one.surface, down) <= 6.0
    assert big.anchor[0] == pytest.approx(one.anchor[0] * scale, abs=3)


@pytest.mark.parametrize("icon", list(Icon))
def test_a_large_icon_is_painted_large_not_blown_up(icon: Icon) -> None:
    """At 3x an icon 43 pixels at 1x is 129: painted from a design three times
    the 96-pixel one, so it brings down to the 1x icon and keeps its edges."""
    one = icon_image(icon, 43)
    big = icon_image(icon, 129)
    assert big.get_size() == (129, 129)
    assert mean_difference(one, brought_down(big, (43, 43))) <= 6.0
    assert steep_edges(big) > 2 * steep_edges(blown_up(one, (129, 129)))
    # nearer a very fine painting than the 96-pixel one blown up (the way it
    # used to be: stairs along every edge)
    for size in (129, 200):
        fine = pygame.transform.smoothscale(icon_art._big(icon, 8), (size, size))
        old = blown_up(icon_image(icon, 96), (size, size))
        new = icon_image(icon, size)
        assert mean_difference(new, fine) < 0.7 * mean_difference(old, fine)


def test_tokens_and_weed_at_3x() -> None:
    token = next(t for t in BONUS_TOKENS if len(t.icons) == 2)
    one = token_image(token.icons, 60)
    big = token_image(token.icons, 180)
    assert big.get_width() == 180
    assert mean_difference(one, brought_down(big, one.get_size())) <= 6.0
    assert steep_edges(big) > 2 * steep_edges(blown_up(one, big.get_size()))
    weed, weed3 = weed_image(28), weed_image(84)
    assert mean_difference(weed, brought_down(weed3, weed.get_size())) <= 6.0


@pytest.mark.parametrize("scale", SCALES)
def test_water_frames_are_kept_by_scale(scale: float) -> None:
    assert water.jet_frames(60, scale) is not water.jet_frames(60)
    assert water.jet_frames(60, scale) is water.jet_frames(60, scale)
    plain = water.chevron(40 * scale, 1, 0)
    scaled = water.chevron(40 * scale, 1, 0, scale=scale)
    assert plain is not scaled
    # a chevron drawn at a scale has strokes as much thicker as at 1x
    assert (
        pygame.mask.from_surface(scaled).count()
        > pygame.mask.from_surface(plain).count()
    )
    falls = water.fall_frames(round(20 * scale), round(10 * scale), 0, scale)
    one = water.fall_frames(20, 10, 0)
    assert falls[0].get_height() == pytest.approx(one[0].get_height() * scale, abs=2)


def test_a_store_of_drawings_is_bounded() -> None:
    store: dict[int, int] = {}
    for n in range(10):
        keep(store, n, n, 4)
        assert len(store) <= 4
    assert store[9] == 9


def test_the_icon_and_water_stores_stay_within_their_bounds() -> None:
    for size in range(4, 4 + icon_art.BOUND + 40):
        icon_image(Icon.COIN, size % 300 + 4)
    assert len(icon_art._CACHE) <= icon_art.BOUND
    for cell_w in range(8, 8 + water.BOUND + 10):
        water.glint_frames(cell_w, 1.5)
    assert len(water._glint_cache) <= water.BOUND


def _count(surface: pygame.Surface, colour: tuple[int, int, int]) -> int:
    return pygame.mask.from_threshold(surface, colour, (6, 6, 6, 255)).count()


@pytest.mark.parametrize("scale", SCALES)
def test_outlines_are_as_much_wider_as_they_are_longer(
    fountain: Fountain, scale: float
) -> None:
    """A last placement's outline covers scale squared as many pixels: its
    lines are drawn ``scale`` times as wide, not one logical width."""
    one, big = _pictures(fountain, 40, scale)
    small, large = (
        _count(one.surface, (255, 40, 40)),
        _count(big.surface, (255, 40, 40)),
    )
    assert small > 100
    wide = 3 * scale / round(3 * scale)  # widths are whole pixels
    assert 0.75 * scale**2 / wide <= large / small <= 1.3 * scale**2 / wide


@pytest.mark.parametrize("scale", SCALES)
def test_moving_water_grows_as_the_square_of_the_scale(scale: float) -> None:
    """Every part of the water, its thin strokes too, covers scale squared
    the pixels it covers at 1x."""
    cell_w = 40

    def area(surface: pygame.Surface) -> int:
        return pygame.mask.from_surface(surface, 40).count()

    pairs = [
        (water.jet_frames(cell_w)[2], water.jet_frames(cell_w * scale, scale)[2]),
        (water.glint_frames(cell_w)[4], water.glint_frames(cell_w * scale, scale)[4]),
        (water.drop_image(cell_w), water.drop_image(cell_w * scale, scale)),
        (
            water.chevron(cell_w, 0, 1),
            water.chevron(cell_w * scale, 0, 1, scale=scale),
        ),
    ]
    for small, large in pairs:
        assert 0.7 * scale**2 <= area(large) / area(small) <= 1.4 * scale**2
    fall = water.fall_frames(24, 12, 6)[1]
    fall_big = water.fall_frames(
        round(24 * scale), round(12 * scale), round(6 * scale), scale
    )[1]
    foam, foam_big = _count(fall, (236, 250, 255)), _count(fall_big, (236, 250, 255))
    assert foam > 10
    assert 0.6 * scale**2 <= foam_big / foam <= 1.6 * scale**2


@pytest.mark.parametrize("scale", SCALES)
def test_the_basin_at_a_scale_is_the_same_basin(scale: float) -> None:
    """The ring, stacks, tokens, pawns, the gear and the choice rings, drawn
    at a scale on a picture that large: brought down, the 1x Basin; crisp."""
    from game.render.fountains.basin_view import BasinLayout, BasinView
    from game.rules.fountains.game import FountainsGame
    from game.rules.fountains.options import GameOptions
    from game.rules.fountains.solo import Difficulty
    from game.ui.fonts import Fonts

    solo = GameOptions(players=1, seed=3, solo=next(iter(Difficulty)))
    basin = FountainsGame.new(solo).basin
    assert basin.gear is not None
    fonts = Fonts()
    layout = BasinLayout(pygame.Rect(10, 10, 400, 380))
    pictures = []
    for s in (1.0, scale):
        surface = pygame.Surface(_scaled((420, 400), s))
        surface.fill((50, 40, 34))
        view = BasinView(layout, fonts, s)
        view.draw_board(surface, basin)
        view.draw_space_ring(surface, 2, (120, 230, 140))
        view.draw_stack_ring(surface, 3, (120, 230, 140))
        view.draw_token_ring(surface, 1, (255, 214, 110))
        view.draw_pieces(surface, basin, {next(iter(basin.pawns)): (200.0, 210.0)})
        pictures.append(surface)
    one, big = pictures
    down = brought_down(big, one.get_size())
    # they differ along edges only (hard at 1x, smoothed when brought down):
    # the Basin is mostly edges, rings and type
    assert mean_difference(one, down) <= 7.0
    assert share_beyond(difference(one, down), 96) < 0.03
    assert steep_edges(big) > 2 * steep_edges(blown_up(one, big.get_size()))
    # the layout the scene hit-tests against stays logical
    assert view.layout is layout and view.drawn.rect.width == round(400 * scale)


@pytest.mark.parametrize("scale", SCALES)
def test_spot_marks_and_fitted_pictures_at_a_scale(
    fountain: Fountain, scale: float
) -> None:
    from game.render.fountains.fitted import fitted_picture
    from game.render.fountains.spot_marks import SpotMarks

    cam = IsoCamera(rotation=0, cell_w=32, origin=(200, 120))
    spots = [((x, y), 1 + (x + y) % 3) for x in range(-3, 4) for y in range(-2, 3)]
    drawn = []
    for s in (1.0, scale):
        surface = pygame.Surface(_scaled((420, 300), s), pygame.SRCALPHA)
        SpotMarks().draw(surface, cam.scaled(s), lambda x, y: 0, lambda: spots, 1, s)
        drawn.append(surface)
    down = brought_down(drawn[1], drawn[0].get_size())
    assert mean_difference(drawn[0], down) <= 3.0
    edges = pygame.mask.from_surface(drawn[0], 150).count()
    assert 0.75 * scale**2 <= pygame.mask.from_surface(drawn[1], 150).count() / edges
    one = fitted_picture(fountain, TileArt(), (400, 300), 40)
    big = fitted_picture(fountain, TileArt(), (400, 300), 40, scale)
    assert big.cell_w == one.cell_w and big.scale == scale
    assert abs(big.surface.get_width() - one.surface.get_width() * scale) <= 2 * scale


@pytest.mark.parametrize("scale", SCALES)
def test_the_rules_pictures_at_a_scale(scale: float) -> None:
    """Each rules picture at 1.5x and 3x: that much larger, the same picture
    brought down (its type, drawn at the physical size, aside: a few levels)."""
    from game.render.fountains.rules_pictures import PICTURES, SIZE, rules_picture
    from game.ui.fonts import Fonts

    fonts = Fonts()
    for name in PICTURES:
        one = rules_picture(name, fonts)
        big = rules_picture(name, fonts, scale)
        assert big is rules_picture(name, fonts, scale) and big is not one
        assert big.get_size() == _scaled(SIZE, scale)
        down = brought_down(big, SIZE)
        # the Basin picture is small and all edges: hard at 1x, smooth here
        basin = name == "pawns"
        assert mean_difference(one, down) <= (10.0 if basin else 7.0), name
        assert share_beyond(difference(one, down), 96) < (0.05 if basin else 0.03)


def test_every_store_of_drawings_is_listed_and_emptied() -> None:
    from game.render.fountains import stores
    from game.render.fountains.courtyard import table_background

    icon_image(Icon.LILY, 150)
    water.jet_frames(33, 1.5)
    table_background(1.5)
    assert stores.store_sizes()["game.render.fountains.icon_art._BIG_CACHE"] > 0
    assert sum(stores.store_sizes().values()) > 3
    stores.forget_drawings()
    assert sum(stores.store_sizes().values()) == 0
