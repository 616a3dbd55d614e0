"""The droplet bodies of a pond in their pymunk space, by droplet number.

`PondBodies` owns the space (walls, edges, the pond's collision handlers) and
the droplet bodies in it; the `Pond` decides what happens to them. `renew`
puts every body, still, into a fresh space in droplet order: a space holds
more than where its bodies lie (contacts it remembers, the order bodies were
added and removed in), and a throw or pour that begins from a renewed space
runs the same as one begun from a pond built again from where its bodies lay.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator

import pymunk

from game.levels import Level
from game.physics import settling, tuning, world
from game.physics.views import BodyReader, Motion, Pose, PoseReader

Handler = Callable[..., None]


class PondBodies:
    """The space of a pond built from ``level``, with the pond's collision
    handlers: the pebble ``touch``-es a droplet, ``clack``-s on a wall, a body
    reaches an ``edge`` of the play area."""

    def __init__(
        self, level: Level, touch: Handler, clack: Handler, edge: Handler
    ) -> None:
        self.level = level
        self._handlers = (touch, clack, edge)
        self.space = self._new_space()
        #: droplet -> its body (the same dict for the pond's life).
        self.by_droplet: dict[int, pymunk.Body] = {}
        self.droplet_of: dict[int, int] = {}  # pymunk body id -> droplet
        self.body_id: dict[int, int] = {}  # droplet -> pymunk body id
        self._poses = PoseReader()
        self._motion = BodyReader()

    def _new_space(self) -> pymunk.Space:
        space = world.new_space()
        world.add_walls(space, self.level)
        world.add_edges(space, self.level)
        touch, clack, edge = self._handlers
        kinds = world.CollisionType
        space.on_collision(kinds.PEBBLE, kinds.DROPLET, begin=touch)
        space.on_collision(kinds.PEBBLE, kinds.WALL, begin=clack)
        for kind in (kinds.DROPLET, kinds.PEBBLE):
            space.on_collision(kind, kinds.EDGE, begin=edge)
        return space

    def add(self, droplet: int, x: float, y: float, angle: float) -> None:
        body = world.make_droplet((x, y), angle)
        world.add_body(self.space, body)
        self.by_droplet[droplet] = body
        self.droplet_of[body.id] = droplet
        self.body_id[droplet] = body.id

    def lift(self, droplet: int) -> pymunk.Body | None:
        """Take a droplet's body out of the space (None if it had none)."""
        body = self.by_droplet.pop(droplet, None)
        if body is not None:
            self.space.remove(body, *body.shapes)
            self.droplet_of.pop(body.id, None)
        return body

    def remove(self, body: pymunk.Body) -> None:
        """Take a body that is not a droplet's (the pebble) out of the space."""
        self.space.remove(body, *body.shapes)

    def renew(self) -> None:
        """Every droplet body where it lies, still, in a fresh space, added in
        droplet order (see the module's docstring)."""
        poses = self.exact_poses()
        self.space = self._new_space()
        self.by_droplet.clear()
        self.droplet_of.clear()
        self.body_id.clear()
        for droplet, x, y, angle in poses:
            self.add(droplet, x, y, angle)

    def exact_poses(self) -> tuple[Pose, ...]:
        """(droplet, x, y, angle) of every body, in droplet order, read body
        by body (what `renew` and a pond's record keep)."""
        return tuple(
            (d, float(b.position.x), float(b.position.y), float(b.angle))
            for d, b in sorted(self.by_droplet.items())
        )

    def poses(self) -> list[Pose]:
        """The same, in one batch call into pymunk: light enough to draw
        every frame."""
        return self._poses.read(self.space, self.droplet_of)

    def motion(self) -> dict[int, Motion]:
        """pymunk body id -> (x, y, vx, vy, spin) of every body (one batch read)."""
        return self._motion.read(self.space)

    def moving(
        self, skip: Collection[int] = ()
    ) -> Iterator[tuple[int, float, float, float, float]]:
        """(droplet, x, y, vx, vy) of each droplet not at rest (but those in
        ``skip``), its speed clamped to the cap; a droplet creeping along has
        its rolling resisted. Read after each step.

        One batch read of every droplet (`BodyReader`); its kinetic energy
        ``m v**2 + I w**2`` (pymunk's formula) under ``m * cap**2`` is surely
        under the speed cap, under ``m * REST_SPEED**2`` at rest."""
        mass, moment = tuning.DROPLET_MASS, world.DROPLET_MOMENT
        rest_ke = settling.rest_energy(mass)
        creep_ke = settling.creep_energy(mass)
        cap_ke = mass * tuning.DROPLET_SPEED_CAP**2
        motion = self.motion()
        body_id = self.body_id
        for i, body in list(self.by_droplet.items()):
            if skip and i in skip:
                continue
            x, y, vx, vy, w = motion[body_id[i]]
            ke = (vx * vx + vy * vy) * mass + (w * w) * moment
            if ke < creep_ke:
                if body.is_sleeping:
                    continue  # at rest, whatever its last velocity says
                settling.resist_rolling_read(body, vx, vy, w, ke / mass)
                if ke <= rest_ke:
                    # At rest: it moves well under a pixel a frame, so where
                    # it is cannot change the pond region it is in.
                    continue
            elif body.is_sleeping:
                continue
            if ke > cap_ke:
                world.clamp_speed(body, tuning.DROPLET_SPEED_CAP)
            yield i, x, y, vx, vy
