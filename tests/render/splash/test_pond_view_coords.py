"""Physics <-> screen maths of the Kids' Splash table: tables and round trips."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.levels import Level, available_levels
from game.render.splash import coords as coords
from game.render.splash.coords import POND_VIEW, BoardPlace, PondCamera
from game.scenes.splash.aim import CANCEL_REACH, DRAG_GAIN, TossAim, pointer_for_toss

CUP = PondCamera.fit((960.0, 640.0))


@pytest.mark.parametrize(
    ("level_size", "view", "scale", "origin"),
    [
        ((960.0, 640.0), (0, 80, 960, 640), 1.0, (0.0, 80.0)),
        ((480.0, 320.0), (0, 80, 960, 640), 2.0, (0.0, 80.0)),
        ((1920.0, 640.0), (0, 80, 960, 640), 0.5, (0.0, 240.0)),  # centred vertically
        ((960.0, 1280.0), (0, 80, 960, 640), 0.5, (240.0, 80.0)),  # centred sideways
        ((100.0, 100.0), (10, 20, 300, 200), 2.0, (60.0, 20.0)),
    ],
)
def test_camera_fits_the_level_into_the_view(level_size, view, scale, origin) -> None:
    camera = PondCamera.fit(level_size, view)
    assert camera.scale == pytest.approx(scale)
    assert camera.origin == pytest.approx(origin)


@pytest.mark.parametrize(
    ("level", "screen"),
    [
        ((0.0, 0.0), (0.0, 80.0)),
        ((960.0, 640.0), (960.0, 720.0)),
        ((480.0, 400.0), (480.0, 480.0)),  # the classic cup's water line
        ((-20.0, -50.0), (-20.0, 30.0)),  # off the area: still a point
    ],
)
def test_level_points_on_the_screen(level, screen) -> None:
    assert CUP.to_screen(level) == pytest.approx(screen)
    assert CUP.to_level(screen) == pytest.approx(level)


def test_a_camera_needs_a_level_with_a_size() -> None:
    with pytest.raises(ValueError, match="size"):
        PondCamera.fit((0.0, 640.0))


finite = st.floats(min_value=-5000, max_value=5000, allow_nan=False)


@given(
    st.tuples(st.floats(10, 4000), st.floats(10, 4000)),
    st.tuples(finite, finite),
)
def test_round_trips(
    level_size: tuple[float, float], point: tuple[float, float]
) -> None:
    camera = PondCamera.fit(level_size)
    back = camera.to_level(camera.to_screen(point))
    assert back == pytest.approx(point, abs=1e-6)
    assert camera.length_to_level(camera.length_to_screen(point[0])) == pytest.approx(
        point[0], abs=1e-6
    )
    x, y, w, h = coords.POND_VIEW
    corner = camera.to_screen(level_size)
    assert x - 1e-6 <= camera.origin[0] and corner[0] <= x + w + 1e-6
    assert y - 1e-6 <= camera.origin[1] and corner[1] <= y + h + 1e-6


@pytest.mark.parametrize(
    ("pointer", "span", "x"),
    [
        ((480, 300), (336.0, 624.0), 480.0),
        ((100, 300), (336.0, 624.0), 336.0),  # kept on the drop line
        ((900, 600), (336.0, 624.0), 624.0),
        ((400.4, 90), (160.0, 800.0), 400.4),
    ],
)
def test_drop_point_follows_the_pointer_along_the_drop_line(pointer, span, x) -> None:
    assert coords.drop_x_for(CUP, pointer, span) == pytest.approx(x)


def test_nearest_takes_the_closest_within_reach_ties_to_the_lowest() -> None:
    points = {3: (10.0, 10.0), 7: (30.0, 10.0), 1: (20.0, 40.0)}
    assert coords.nearest(points, (12.0, 11.0), 44.0) == 3
    assert coords.nearest(points, (28.0, 12.0), 44.0) == 7
    assert coords.nearest(points, (20.0, 10.0), 44.0) == 3  # tie: 3 and 7
    assert coords.nearest(points, (300.0, 300.0), 44.0) is None
    assert coords.nearest({}, (0.0, 0.0), 44.0) is None


@pytest.mark.parametrize("players", [2, 3, 4])
def test_boards_fit_the_side_panel_without_overlapping(players: int) -> None:
    places = coords.board_places(players)
    x, y, w, h = coords.SIDE
    assert len(places) == players
    for place in places:
        cx, cy = place.centre
        assert x <= cx - place.radius and cx + place.radius <= x + w
        assert y <= cy - place.radius and cy + place.radius <= y + h
        assert place.radius >= 70, "boards stay big"
    for a, b in zip(places, places[1:], strict=False):
        assert math.dist(a.centre, b.centre) > a.radius + b.radius


@pytest.mark.parametrize(
    ("index", "angle"), [(0, -90.0), (1, -54.0), (5, 90.0), (9, 234.0)]
)
def test_board_spaces_go_clockwise_from_the_top(index: int, angle: float) -> None:
    place = BoardPlace((1000.0, 200.0), 120.0)
    sx, sy = place.space_centre(index, 10)
    got = math.degrees(math.atan2(sy - 200.0, sx - 1000.0))
    assert (got - angle) % 360.0 == pytest.approx(0.0, abs=1e-6) or (
        (got - angle) % 360.0 == pytest.approx(360.0, abs=1e-6)
    )
    assert place.contains((sx, sy))
    ring = math.dist((sx, sy), place.centre)
    assert ring + place.space_radius < place.radius  # inside the rim


def test_board_spaces_do_not_touch() -> None:
    place = coords.board_places(4)[0]
    spots = [place.space_centre(i, 10) for i in range(10)]
    for i in range(10):
        gap = math.dist(spots[i], spots[(i + 1) % 10])
        assert gap > 2 * place.space_radius


@pytest.mark.parametrize(
    ("index", "slot"),
    [
        (0, (64.0, 680.0)),
        (1, (114.0, 680.0)),
        (17, (914.0, 680.0)),
        (18, (64.0, 632.0)),
        (37, (114.0, 584.0)),
    ],
)
def test_tray_slots_fill_a_row_then_stack_upwards(index, slot) -> None:
    assert coords.tray_slot(index) == pytest.approx(slot)
    x, y = coords.tray_slot(index)
    assert coords.inside(coords.POND_VIEW, (x, y))


def test_a_hop_starts_and_ends_where_asked_and_rises_between() -> None:
    a, b = (100.0, 600.0), (1100.0, 200.0)
    assert coords.arc_point(a, b, 0.0, 120.0) == pytest.approx(a)
    assert coords.arc_point(a, b, 1.0, 120.0) == pytest.approx(b)
    mid = coords.arc_point(a, b, 0.5, 120.0)
    assert mid == pytest.approx((600.0, 400.0 - 120.0))


# -- aiming: screen drag <-> toss ------------------------------------------------

PEBBLE = (232.0, 264.0)


@pytest.mark.parametrize(
    ("angle", "strength"), [(45.0, 0.8), (10.0, 0.5), (80.0, 1.0), (-20.0, 0.3)]
)
def test_release_point_gives_back_the_toss(angle: float, strength: float) -> None:
    pointer = pointer_for_toss(CUP, PEBBLE, angle, strength)
    aim = TossAim(CUP, PEBBLE)
    aim.move(pointer)
    assert aim.toss is not None
    assert aim.toss[0] == pytest.approx(angle, abs=0.06)
    assert aim.toss[1] == pytest.approx(strength, abs=0.002)


@pytest.mark.parametrize("level", available_levels(), ids=lambda lv: lv.key)
def test_a_full_strength_pull_fits_in_the_pond_view_every_way(level: Level) -> None:
    """The toss start leaves room for a full-strength pull in every direction
    a toss can go, without any drag gain: the pull you see is the toss you
    get."""
    camera = PondCamera.fit((level.width, level.height))
    x0, y0, w, h = POND_VIEW
    for angle in range(-90, 181, 15):
        x, y = pointer_for_toss(camera, level.toss_start, float(angle), 1.0)
        assert x0 <= x < x0 + w and y0 <= y < y0 + h, (angle, (x, y))
    assert DRAG_GAIN == 1.0


@pytest.mark.parametrize("offset", [(0, 0), (10, -10), (CANCEL_REACH - 1, 0)])
def test_back_on_the_pebble_means_no_toss(offset: tuple[float, float]) -> None:
    px, py = CUP.to_screen(PEBBLE)
    aim = TossAim(CUP, PEBBLE)
    aim.move(pointer_for_toss(CUP, PEBBLE, 45.0, 0.8))
    assert aim.toss is not None
    aim.move((px + offset[0], py + offset[1]))
    assert aim.toss is None and aim.strength is None


def test_grabbing_needs_a_press_on_the_pebble() -> None:
    px, py = CUP.to_screen(PEBBLE)
    assert TossAim.grab(CUP, PEBBLE, (px + 30, py - 20)) is not None
    assert TossAim.grab(CUP, PEBBLE, (px + 80, py)) is None
