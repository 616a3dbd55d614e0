"""Invariant checks run after every physics step in the pond tests."""

from __future__ import annotations

import math

import pymunk

from game.physics import world
from game.physics.events import DropletState
from game.physics.pond import Pond


class StepChecker:
    """Follows every body of a pond from step to step.

    After each step it checks that droplets are conserved against the pymunk
    space itself, that every body is inside the play area, and that no body's
    centre entered a wall since the last step (a straight-line sweep of the
    move against the walls' own thick shapes: a crossing or a deep
    penetration both hit).
    """

    def __init__(self, pond: Pond) -> None:
        self.pond = pond
        self.last: dict[pymunk.Body, tuple[float, float]] = {}
        self.steps = 0
        self.max_speed = 0.0

    def bodies(self) -> list[pymunk.Body]:
        return [b for b in self.pond.space.bodies if b.body_type == pymunk.Body.DYNAMIC]

    def check_count(self) -> list[pymunk.Body]:
        """Droplets conserved: one body in the space for each droplet the pond
        says is in it (in the pond or flying), none lost, none extra."""
        pond = self.pond
        counts = pond.counts()
        in_space = self.pond.space.bodies  # dynamic bodies only
        pebbles = 1 if pond.pebble is not None else 0
        assert (
            len(in_space) - pebbles
            == counts[DropletState.POND] + counts[DropletState.FLYING]
        ), "a droplet body vanished or appeared"
        assert sum(counts.values()) == 50
        return in_space

    def count_only(self) -> None:
        """A cheap step check (conservation only); forgets the last positions,
        so the next full check does not sweep across unchecked steps."""
        self.check_count()
        self.last = {}

    def check(self) -> None:
        pond = self.pond
        self.steps += 1
        in_space = self.check_count()
        level = pond.level
        left, top, right, bottom = pond.area
        now: dict[pymunk.Body, tuple[float, float]] = {}
        last = self.last
        for body in in_space:
            if body.is_sleeping and body in last:
                now[body] = last[body]  # asleep: it has not moved
                continue
            x, y = body.position
            assert math.isfinite(x) and math.isfinite(y)
            assert left <= x <= right and top <= y <= bottom, (
                f"body outside the play area at ({x:.1f}, {y:.1f})"
            )
            speed = math.sqrt(2.0 * body.kinetic_energy / body.mass)
            if speed > self.max_speed:
                self.max_speed = speed
            start = last.get(body, (x, y))
            hit = pond.space.segment_query_first(start, (x, y), 0.0, world.WALLS_ONLY)
            assert hit is None, (
                f"a body went into a wall: {start} -> ({x:.1f}, {y:.1f}) at "
                f"{tuple(hit.point) if hit else None} in {level.key}"
            )
            now[body] = (x, y)
        self.last = now

    def run(self, max_steps: int = 100_000, full: bool = True) -> None:
        """Step the current throw or pour to its end, checking every step
        (``full``: bounds and walls too, else conservation only)."""
        for _ in range(max_steps):
            if self.pond.is_settled():
                return
            self.pond.fixed_step()
            if full:
                self.check()
            else:
                self.count_only()
        raise AssertionError("the pond never settled")
