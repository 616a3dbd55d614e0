"""Drawing the pond and the boards: what lands where on the screen."""

from __future__ import annotations

import math

import pygame
import pytest

from game.levels import available_levels, level_by_key
from game.render.splash.art import DropletSprites, die_face, draw_mark
from game.render.splash.coords import BoardPlace
from game.render.splash.hud import SplashHud
from game.render.splash.pen import Pen
from game.render.splash.pond_view import PondView, surface_line, top_edge
from game.rules.splash.droplets import COLOUR_MARK, COLOUR_RGB, STANDARD, DropletColour
from game.ui.fonts import Fonts


@pytest.fixture(scope="module", autouse=True)
def display() -> None:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 720))


TRAPEZOID = ((320.0, 400.0), (352.0, 544.0), (608.0, 544.0), (640.0, 400.0))


@pytest.mark.parametrize(
    ("region", "edge"),
    [
        (TRAPEZOID, (3, 0)),
        (((0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (0.0, 10.0)), (0, 1)),
        (((0.0, 10.0), (5.0, 0.0), (10.0, 10.0)), None),  # a peak: no flat top
    ],
)
def test_top_edge(region, edge) -> None:
    assert top_edge(region) == edge


def test_surface_line_spans_the_top_edge_and_rises_with_the_heights() -> None:
    line = surface_line(TRAPEZOID, [0.0, 5.0, -5.0, 0.0, 2.0])
    assert line is not None
    assert line[0] == pytest.approx((320.0, 400.0))
    assert line[-1] == pytest.approx((640.0, 398.0))
    assert line[1] == pytest.approx((400.0, 395.0))
    assert line[2] == pytest.approx((480.0, 405.0))
    assert surface_line(((0.0, 10.0), (5.0, 0.0), (10.0, 10.0)), [0.0, 1.0]) is None


@pytest.mark.parametrize("level", available_levels(), ids=lambda lv: lv.key)
def test_every_level_has_a_water_surface_to_ripple(level) -> None:
    assert top_edge(level.pond_region) is not None


def _close(a: tuple[int, ...], b: tuple[int, ...], tol: int = 40) -> bool:
    return all(abs(x - y) <= tol for x, y in zip(a[:3], b[:3], strict=True))


def test_pond_background_sky_wood_and_water() -> None:
    level = level_by_key("classic_cup")
    view = PondView(level)
    back = view.background()
    assert back.get_size() == (1280, 720)
    water = view.camera.to_screen((480.0, 500.0))
    assert _close(back.get_at((round(water[0]), round(water[1]))), (84, 186, 236))
    wood = view.camera.to_screen((150.0, 550.0))
    assert _close(back.get_at((round(wood[0]), round(wood[1]))), (236, 178, 104), 30)
    assert back.get_at((480, 100))[2] > 200  # blue sky up top


def test_droplets_are_drawn_in_their_colour_where_the_pond_has_them() -> None:
    level = level_by_key("classic_cup")
    view = PondView(level)
    surface = pygame.Surface((1280, 720))
    surface.fill((0, 0, 0))
    poses = [(d, 200.0 + 60 * k, 200.0, 0.0) for k, d in enumerate((0, 10, 20, 30, 40))]
    view.draw_droplets(Pen(surface), poses, hidden=frozenset({40}), dim=frozenset({30}))
    for droplet, lx, ly, _ in poses:
        x, y = view.camera.to_screen((lx, ly))
        # Left of the centre: the body colour, clear of the mark in the middle.
        pixel = surface.get_at((round(x - view.sprites.radius * 0.7), round(y + 2)))
        colour = COLOUR_RGB[STANDARD.colour_of(droplet)]
        if droplet == 40:
            assert tuple(pixel[:3]) == (0, 0, 0), "hidden droplets are not drawn"
        elif droplet == 30:
            assert not _close(pixel, colour), "a veiled droplet is darker"
            assert sum(pixel[:3]) < sum(colour)
        else:
            assert _close(pixel, colour), (colour, pixel)


def test_droplets_turn_with_their_bodies() -> None:
    view = PondView(level_by_key("classic_cup"))
    upright, turned = pygame.Surface((1280, 720)), pygame.Surface((1280, 720))
    view.draw_droplets(Pen(upright), [(3, 300.0, 200.0, 0.0)])
    view.draw_droplets(Pen(turned), [(3, 300.0, 200.0, math.pi)])
    x, y = view.camera.to_screen((300.0, 200.0))
    tip_up = (round(x), round(y - view.sprites.radius * 1.3))
    tip_down = (round(x), round(y + view.sprites.radius * 1.3))
    assert upright.get_at(tip_up)[:3] != (0, 0, 0)
    assert turned.get_at(tip_up)[:3] == (0, 0, 0)
    assert turned.get_at(tip_down)[:3] != (0, 0, 0)


def test_droplet_sprites_keep_one_size_at_every_turn() -> None:
    sprites = DropletSprites(10.0)
    sizes = {sprites.turned(DropletColour.BLUE, a / 10).get_size() for a in range(63)}
    assert len(sizes) == 1


@pytest.mark.parametrize("colour", list(DropletColour))
def test_every_colour_has_its_own_mark(colour: DropletColour) -> None:
    surface = pygame.Surface((40, 40))
    surface.fill((0, 0, 0))
    draw_mark(surface, COLOUR_MARK[colour], (20, 20), 30, (255, 255, 255))
    lit = sum(
        1 for x in range(40) for y in range(40) if surface.get_at((x, y))[0] > 128
    )
    assert lit > 40
    assert len(set(COLOUR_MARK.values())) == len(DropletColour)


def test_unknown_mark_is_refused() -> None:
    with pytest.raises(ValueError, match="mark"):
        draw_mark(pygame.Surface((10, 10)), "square", (5, 5), 8, (255, 255, 255))


def test_die_face_shows_its_pips() -> None:
    for value in (1, 2, 3):
        face = die_face(value, 90)
        dark = sum(
            1
            for x in range(0, 90, 2)
            for y in range(0, 90, 2)
            if sum(face.get_at((x, y))[:3]) < 200 and face.get_at((x, y))[3] > 200
        )
        assert dark > value * 20 * 0.8


def test_board_shows_filled_spaces_as_droplets_and_open_ones_as_rings() -> None:
    hud = SplashHud(Fonts(), DropletSprites(9.0))
    place = BoardPlace((640.0, 360.0), 130.0)
    layout = STANDARD.board_layout()
    filled = [i in (0, 3) for i in range(len(layout))]
    surface = pygame.Surface((1280, 720))
    surface.fill((0, 0, 0))
    hud.boards.draw_board(
        surface, place, 0, "Ada", (230, 159, 0), layout, filled, True, False, 0.0
    )
    for index in (0, 1, 3):
        x, y = place.space_centre(index, len(layout))
        centre = surface.get_at((round(x - place.space_radius * 0.45), round(y + 3)))
        rgb = COLOUR_RGB[layout[index]]
        if filled[index]:
            assert _close(centre, rgb, 50), (index, centre)
        else:
            assert not _close(centre, rgb, 30), "an open space is pale inside"


def test_the_pond_is_drawn_at_the_picture_s_own_scale() -> None:
    """At 3x (a 4K window) the droplets are drawn from sprites made three
    times as large (not a 1280x720 picture scaled), where 3x the logical
    point falls; the background is made at the picture's size."""
    view = PondView(level_by_key("classic_cup"))
    small, big = view.at(1.0).sprites, view.at(3.0).sprites
    assert big.radius == pytest.approx(small.radius * 3)
    assert big.half > small.half * 2.5
    surface = pygame.Surface((3840, 2160))
    surface.fill((0, 0, 0))
    view.draw_droplets(Pen(surface, 3.0), [(0, 300.0, 200.0, 0.0)])
    x, y = view.camera.to_screen((300.0, 200.0))
    colour = COLOUR_RGB[STANDARD.colour_of(0)]
    left = (round((x - small.radius * 0.7) * 3), round((y + 2) * 3))
    assert _close(surface.get_at(left), colour)
    assert surface.get_at((round(x * 3) + round(small.radius * 3 * 1.6), round(y * 3)))[
        :3
    ] == (0, 0, 0)
    back = view.background((3840, 2160), 3.0)
    assert back.get_size() == (3840, 2160)
    water = view.camera.to_screen((480.0, 500.0))
    assert _close(
        back.get_at((round(water[0] * 3), round(water[1] * 3))), (84, 186, 236)
    )
    assert view.background((3840, 2160), 3.0) is back  # cached per scale
