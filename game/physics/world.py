"""Building a pymunk space from a `Level`: walls, droplets and the pebble.

Everything is added in one fixed order so that the same level and the same
positions always give the same space (pymunk is deterministic for the same
sequence of operations).
"""

from __future__ import annotations

import math
from enum import IntEnum

import pymunk

from game.levels import Level
from game.physics import tuning


class CollisionType(IntEnum):
    WALL = 1
    DROPLET = 2
    PEBBLE = 3
    EDGE = 4


#: Shape filter categories, so queries can ask for walls only.
WALL_CATEGORY = 0b001
DROPLET_CATEGORY = 0b010
PEBBLE_CATEGORY = 0b100
EDGE_CATEGORY = 0b1000
WALLS_ONLY = pymunk.ShapeFilter(mask=WALL_CATEGORY)


def new_space() -> pymunk.Space:
    space = pymunk.Space()
    space.gravity = (0.0, tuning.GRAVITY)
    space.damping = tuning.DAMPING
    space.iterations = tuning.SOLVER_ITERATIONS
    space.sleep_time_threshold = tuning.SLEEP_TIME
    space.idle_speed_threshold = tuning.SLEEP_SPEED
    return space


def add_walls(space: pymunk.Space, level: Level) -> list[pymunk.Segment]:
    """Static thick segments for every wall piece; corners get round caps."""
    shapes: list[pymunk.Segment] = []
    body = space.static_body
    for wall in level.walls:
        for a, b in wall.segments():
            seg = pymunk.Segment(body, a, b, tuning.WALL_RADIUS)
            seg.friction = wall.friction
            seg.elasticity = wall.bounciness
            seg.collision_type = CollisionType.WALL
            seg.filter = pymunk.ShapeFilter(categories=WALL_CATEGORY)
            shapes.append(seg)
    space.add(*shapes)
    return shapes


def area_bounds(level: Level) -> tuple[float, float, float, float]:
    """(left, top, right, bottom) of the play area: the map and the open sky
    of ``SKY_HEIGHT`` above it."""
    return (0.0, -tuning.SKY_HEIGHT, level.width, level.height)


def add_edges(space: pymunk.Space, level: Level) -> list[pymunk.Segment]:
    """Sensor lines along the four sides of the play area.

    A body touches one while its centre is still inside the area (it moves
    less than its radius plus ``EDGE_RADIUS`` in a step), so the pond can lift
    it out before it ever leaves the area.
    """
    left, top, right, bottom = area_bounds(level)
    corners = ((left, top), (right, top), (right, bottom), (left, bottom))
    shapes = []
    for i, a in enumerate(corners):
        b = corners[(i + 1) % 4]
        edge = pymunk.Segment(space.static_body, a, b, tuning.EDGE_RADIUS)
        edge.sensor = True
        edge.collision_type = CollisionType.EDGE
        edge.filter = pymunk.ShapeFilter(categories=EDGE_CATEGORY)
        shapes.append(edge)
    space.add(*shapes)
    return shapes


#: Every droplet's moment of inertia (the pond computes kinetic energies from
#: a batch read of velocities with it).
DROPLET_MOMENT = pymunk.moment_for_circle(tuning.DROPLET_MASS, 0, tuning.DROPLET_RADIUS)


def make_droplet(position: tuple[float, float], angle: float = 0.0) -> pymunk.Body:
    body = pymunk.Body(tuning.DROPLET_MASS, DROPLET_MOMENT)
    body.position = position
    body.angle = angle
    shape = pymunk.Circle(body, tuning.DROPLET_RADIUS)
    shape.friction = tuning.DROPLET_FRICTION
    shape.elasticity = tuning.DROPLET_BOUNCINESS
    shape.collision_type = CollisionType.DROPLET
    shape.filter = pymunk.ShapeFilter(categories=DROPLET_CATEGORY)
    return body


def make_pebble(position: tuple[float, float]) -> pymunk.Body:
    moment = pymunk.moment_for_circle(tuning.PEBBLE_MASS, 0, tuning.PEBBLE_RADIUS)
    body = pymunk.Body(tuning.PEBBLE_MASS, moment)
    body.position = position
    shape = pymunk.Circle(body, tuning.PEBBLE_RADIUS)
    shape.friction = tuning.PEBBLE_FRICTION
    shape.elasticity = tuning.PEBBLE_BOUNCINESS
    shape.collision_type = CollisionType.PEBBLE
    shape.filter = pymunk.ShapeFilter(categories=PEBBLE_CATEGORY)
    return body


def add_body(space: pymunk.Space, body: pymunk.Body) -> None:
    space.add(body, *body.shapes)


def clamp_speed(body: pymunk.Body, cap: float) -> float:
    """Slow ``body`` down to ``cap`` px/s if it is faster; its speed before."""
    vx, vy = body.velocity
    speed = math.hypot(vx, vy)
    if speed > cap:
        factor = cap / speed
        body.velocity = (vx * factor, vy * factor)
    return speed
