"""Reading the pond's bodies for the screen, the bot and tests."""

from __future__ import annotations

from typing import cast

import pymunk
import pymunk.batch

from game.physics.events import BodyView, DropletState

#: Where a droplet is, for drawing: (droplet, x, y, angle), level px, radians.
Pose = tuple[int, float, float, float]

_POSE_FIELDS = (
    pymunk.batch.BodyFields.BODY_ID
    | pymunk.batch.BodyFields.POSITION
    | pymunk.batch.BodyFields.ANGLE
)


_MOTION_FIELDS = (
    pymunk.batch.BodyFields.BODY_ID
    | pymunk.batch.BodyFields.POSITION
    | pymunk.batch.BodyFields.VELOCITY
    | pymunk.batch.BodyFields.ANGULAR_VELOCITY
)

#: (x, y, vx, vy, spin) of one body.
Motion = tuple[float, float, float, float, float]


def body_view(
    body: pymunk.Body, ident: int, radius: float, state: DropletState | None = None
) -> BodyView:
    p, v = body.position, body.velocity
    return BodyView(ident, p.x, p.y, body.angle, v.x, v.y, radius, state)


class PoseReader:
    """Reads every droplet's pose in one batch call into pymunk (no
    velocities): light enough for every frame."""

    def __init__(self) -> None:
        self._buffer = pymunk.batch.Buffer()

    def read(self, space: pymunk.Space, droplet_of: dict[int, int]) -> list[Pose]:
        """Poses of the bodies in ``droplet_of`` (pymunk body id -> droplet),
        in droplet order."""
        buffer = self._buffer
        buffer.clear()
        pymunk.batch.get_space_bodies(space, _POSE_FIELDS, buffer)
        ids: list[int] = memoryview(buffer.int_buf()).cast("P").tolist()
        floats = memoryview(buffer.float_buf()).cast("d").tolist()
        values = cast(list[float], floats)  # typeshed reads every tolist as ints
        poses: list[Pose] = [
            (droplet_of[body], values[3 * k], values[3 * k + 1], values[3 * k + 2])
            for k, body in enumerate(ids)
            if body in droplet_of
        ]
        poses.sort()
        return poses


class BodyReader:
    """Reads every body's position, velocity and spin in one batch call into
    pymunk: what the pond's bookkeeping needs every step, far cheaper than
    reading each body's properties one by one."""

    def __init__(self) -> None:
        self._buffer = pymunk.batch.Buffer()

    def read(self, space: pymunk.Space) -> dict[int, Motion]:
        """pymunk body id -> (x, y, vx, vy, spin), for every body in ``space``."""
        buffer = self._buffer
        buffer.clear()
        pymunk.batch.get_space_bodies(space, _MOTION_FIELDS, buffer)
        ids: list[int] = memoryview(buffer.int_buf()).cast("P").tolist()
        v = cast(list[float], memoryview(buffer.float_buf()).cast("d").tolist())
        return {
            body: (v[k], v[k + 1], v[k + 2], v[k + 3], v[k + 4])
            for body, k in zip(ids, range(0, 5 * len(ids), 5), strict=True)
        }
