"""The pond forecast: where a throw lands and what its blow would splash out,
read from where the droplets lie (no physics step)."""

from __future__ import annotations

import math

from game.levels import level_by_key
from game.physics import tuning
from game.physics.forecast import CALIBRATION, PondReading

CUP = level_by_key("classic_cup")  # rim y 400 from x 320 to 640, floor y 544


def test_an_empty_pond_forecasts_nothing() -> None:
    forecast = PondReading(CUP, []).drop(480.0)
    assert forecast.landing is not None and forecast.on_wall
    assert forecast.raw == 0.0 == forecast.expected


def test_a_drop_lands_on_the_top_droplet_at_free_fall_speed() -> None:
    reading = PondReading(CUP, [(480.0, 500.0), (480.0, 535.0)])
    forecast = reading.drop(480.0)
    assert forecast.landing is not None and not forecast.on_wall
    x, y = forecast.landing
    assert x == 480.0
    reach = tuning.PEBBLE_RADIUS + tuning.DROPLET_RADIUS
    assert 500.0 - reach < y <= 500.0 - reach + 16.0  # one 1/60 s step
    fall = math.sqrt(2 * tuning.GRAVITY * (y - CUP.drop_line[2]))
    assert 0.9 * fall <= forecast.speed <= fall


def test_a_rock_under_the_drop_takes_the_blow() -> None:
    rocky = level_by_key("rocky_pool")
    rock = next(w for w in rocky.walls if w.kind == "rock")
    top_x, top_y = min(rock.points, key=lambda p: p[1])
    droplets = [(top_x - 60.0, 550.0), (top_x + 60.0, 550.0)]
    forecast = PondReading(rocky, droplets).drop(top_x)
    assert forecast.on_wall and forecast.raw == 0.0
    assert forecast.landing is not None and forecast.landing[1] < top_y


def test_droplets_near_the_rim_fly_out_and_deep_ones_do_not() -> None:
    # a droplet beside the landing spot, high up near the right rim, is thrown
    # up and to the right over it; the same far down in the cup hits its wall
    high = PondReading(CUP, [(560.0, 420.0), (590.0, 425.0)])
    low = PondReading(CUP, [(560.0, 530.0), (590.0, 535.0)])
    assert high.drop(560.0).raw > 0.0
    assert low.drop(560.0).raw == 0.0


def test_the_pile_shields_its_lower_droplets() -> None:
    one = PondReading(CUP, [(600.0, 420.0)])
    shielded = PondReading(CUP, [(600.0, 420.0), (600.0, 402.0)])
    assert shielded.weights == [0.35, 1.0]
    assert one.weights == [1.0]


def test_expected_is_the_calibrated_count() -> None:
    reading = PondReading(CUP, [(560.0, 420.0), (590.0, 425.0)])
    forecast = reading.drop(560.0)
    assert forecast.raw > 0.0
    assert forecast.expected == forecast.raw * CALIBRATION
