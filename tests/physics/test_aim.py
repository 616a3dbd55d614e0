"""Aiming a toss: drag -> angle and strength -> velocity, and back."""

from __future__ import annotations

import math

import pytest

from game.physics import aim, tuning

PEBBLE = (100.0, 200.0)


@pytest.mark.parametrize(
    ("pointer", "angle"),
    [
        ((0.0, 200.0), 0.0),  # drag left: toss right
        ((100.0, 300.0), 90.0),  # drag down: toss up
        ((200.0, 200.0), 180.0),  # drag right: toss left
        ((100.0, 100.0), -90.0),  # drag up: toss down
        ((0.0, 100.0), -45.0),  # drag up-left: toss down-right
    ],
)
def test_drag_back_to_toss_the_other_way(
    pointer: tuple[float, float], angle: float
) -> None:
    toss = aim.toss_from_drag(PEBBLE, pointer)
    assert toss is not None
    assert toss[0] == pytest.approx(angle)
    vx, vy = aim.toss_velocity(toss[0], 1.0)
    assert (vx * (PEBBLE[0] - pointer[0]) + vy * (PEBBLE[1] - pointer[1])) > 0


def test_back_on_the_pebble_cancels() -> None:
    assert aim.toss_from_drag(PEBBLE, (PEBBLE[0] + 3.0, PEBBLE[1])) is None


def test_strength_grows_with_the_drag_and_is_clamped() -> None:
    short = aim.toss_from_drag(PEBBLE, (PEBBLE[0] - 60.0, PEBBLE[1]))
    long = aim.toss_from_drag(PEBBLE, (PEBBLE[0] - 5000.0, PEBBLE[1]))
    assert short is not None and long is not None
    assert tuning.TOSS_STRENGTH_MIN <= short[1] < long[1]
    assert long[1] == tuning.TOSS_STRENGTH_MAX


@pytest.mark.parametrize("angle", [-170.0, -90.0, -30.0, 0.0, 45.0, 135.0])
@pytest.mark.parametrize("strength", [0.2, 0.6, 1.0])
def test_drag_for_toss_round_trips(angle: float, strength: float) -> None:
    pointer = aim.drag_for_toss(PEBBLE, angle, strength)
    toss = aim.toss_from_drag(PEBBLE, pointer)
    assert toss is not None
    assert toss[0] == pytest.approx(angle)
    assert toss[1] == pytest.approx(strength)


def test_toss_velocity_speed_and_direction() -> None:
    vx, vy = aim.toss_velocity(90.0, 0.5)
    assert vx == pytest.approx(0.0, abs=1e-9)
    assert vy == pytest.approx(-0.5 * tuning.TOSS_SPEED_MAX)  # up is -y


@pytest.mark.parametrize("lob", [False, True])
def test_aim_at_reaches_the_target(lob: bool) -> None:
    start, target = (128.0, 224.0), (480.0, 480.0)
    angle = aim.aim_at(start, target, 0.8, lob=lob)
    assert angle is not None
    path = aim.flight_path(start, aim.toss_velocity(angle, 0.8), 3.0)
    nearest = min(math.dist(p, target) for p in path)
    assert nearest < 40.0  # drag makes it fall a little short


def test_aim_at_out_of_reach() -> None:
    assert aim.aim_at((0.0, 0.0), (5000.0, 0.0), 0.1) is None


def test_normalise_angle() -> None:
    assert aim.normalise_angle(270.0) == -90.0
    assert aim.normalise_angle(-180.0) == 180.0
    assert aim.normalise_angle(45.0) == 45.0
