"""The table's animation state: ripples, particles, flights, slow motion."""

from __future__ import annotations

import pytest

from game.rules.splash.droplets import DropletColour
from game.scenes.splash.effects import (
    SLOW_FACTOR,
    SLOW_TIME,
    Confetti,
    Flight,
    Flights,
    Particles,
    Ripples,
    SlowMotion,
)


def test_a_poked_surface_ripples_out_and_calms_down() -> None:
    ripples = Ripples(320.0, 640.0, columns=40)
    ripples.poke(480.0, -400.0, 3)
    ripples.update(1 / 60)
    middle = ripples.h[20]
    assert middle < -1.0, "pushed down where the pebble went in"
    for _ in range(30):
        ripples.update(1 / 60)
    assert abs(ripples.h[10]) > 0.05, "the wave spreads along the surface"
    for _ in range(60 * 8):
        ripples.update(1 / 60)
    assert max(abs(h) for h in ripples.h) < 0.5
    assert len(ripples.heights()) == 40


def test_pokes_outside_the_surface_are_harmless() -> None:
    ripples = Ripples(320.0, 640.0, columns=10)
    ripples.poke(-1000.0, 50.0)
    ripples.poke(5000.0, 50.0)
    assert ripples.v == [0.0] * 10
    flat = Ripples(5.0, 5.0)
    flat.poke(5.0, 10.0)
    assert flat.v == [0.0] * len(flat.v)


def test_particles_fly_fall_and_fade() -> None:
    particles = Particles(seed=1)
    particles.burst((480.0, 400.0), 30, 600.0)
    assert len(particles.items) == 30
    assert all(p[3] < 0 for p in particles.items), "a splash goes up first"
    for _ in range(120):
        particles.update(1 / 60)
    assert particles.items == []


def test_particles_have_a_ceiling() -> None:
    particles = Particles()
    for _ in range(20):
        particles.burst((0.0, 0.0), 100, 100.0)
    assert len(particles.items) <= 420


def test_a_flight_hops_from_start_to_end_after_its_delay() -> None:
    landed: list[int] = []
    flight = Flight(
        7,
        DropletColour.RED,
        (0.0, 100.0),
        (100.0, 100.0),
        1.0,
        delay=0.5,
        lift=50.0,
        on_land=lambda f: landed.append(f.droplet),
    )
    flights = Flights()
    flights.add(flight)
    flights.update(0.4)
    assert flight.position() == pytest.approx((0.0, 100.0))
    flights.update(0.6)  # halfway through the hop: up in the air
    x, y = flight.position()
    assert x == pytest.approx(50.0) and y == pytest.approx(50.0)
    assert flights.flying() == {7}
    flights.update(0.6)
    assert landed == [7] and not flights


def test_chained_hops_follow_each_other_and_finish_lands_them_all() -> None:
    landed: list[str] = []
    second = Flight(
        3,
        DropletColour.BLUE,
        (10.0, 10.0),
        (90.0, 10.0),
        0.5,
        kind="board",
        on_land=lambda f: landed.append(f.kind),
    )
    first = Flight(
        3,
        DropletColour.BLUE,
        (0.0, 0.0),
        (10.0, 10.0),
        0.5,
        kind="tray",
        on_land=lambda f: landed.append(f.kind),
        then=second,
    )
    flights = Flights([first])
    assert flights.flying("board") == {3}, "a hop to come counts"
    flights.update(0.6)
    assert landed == ["tray"] and flights.items == [second]
    flights.finish()
    assert landed == ["tray", "board"] and not flights


def test_slow_motion_after_a_big_splash_then_back_to_speed() -> None:
    slow = SlowMotion()
    assert slow.factor() == 1.0
    slow.start()
    assert slow.factor() == pytest.approx(SLOW_FACTOR)
    slow.update(SLOW_TIME * 0.9)
    assert SLOW_FACTOR < slow.factor() < 1.0
    slow.update(SLOW_TIME)
    assert slow.factor() == 1.0


def test_confetti_keeps_falling_on_screen() -> None:
    confetti = Confetti([(255, 0, 0)], seed=2, count=50)
    for _ in range(600):
        confetti.update(1 / 60)
    assert all(-800 < p[1] <= 740 for p in confetti.pieces)
