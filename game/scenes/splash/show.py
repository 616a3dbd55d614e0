"""What the Kids' Splash table shows of what happens: the splash in the pond,
droplets hopping to the row of splashed-out droplets, to the boards and back
into the pond, and notes.

`TableShow` turns the pond's events and the rules' events into animation
state (``effects``); it never changes the game or the pond. It is the
table state's `Stage`: the state tells it what happened and waits for it
(droplets still hopping, slow motion) before the game goes on.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from game.audio.cues import SplashCues
from game.levels import Level
from game.physics.events import (
    DropletLeftPond,
    DropletOffArea,
    PebbleHitWall,
    PebbleLanded,
)
from game.render.splash import coords as coords
from game.render.splash.coords import BoardPlace, PondCamera
from game.rules.splash import Action, ChooseSplash, Roll
from game.rules.splash.droplets import SplashModel
from game.rules.splash.events import (
    Collected,
    Gave,
    Picked,
    Returned,
    ThrowingStopped,
    Thrown,
)
from game.scenes.splash.effects import (
    BIG_SPLASH_SPEED,
    Flight,
    Flights,
    Particles,
    Ripples,
    SlowMotion,
)

Point = tuple[float, float]
Colour = tuple[int, int, int]

NOTE_TIME = 1.3
#: Notes queued before a note the turn waits for are cut to this (seconds).
NOTE_HURRY = 0.6
#: A splash this many droplets wide earns the slow motion.
SLOW_MOTION_DROPLETS = 8


class TableShow:
    """Animation state of one table: ripples, particles, flights, notes."""

    def __init__(
        self,
        level: Level,
        camera: PondCamera,
        model: SplashModel,
        places: Sequence[BoardPlace],
        colours: Sequence[Colour],
        sound: Any,
        seed: int,
        droplet_radius: float,
    ) -> None:
        self.level = level
        self.camera = camera
        self.model = model
        self.places = places
        self.colours = colours
        self.sound = sound
        self.cues = SplashCues(sound)
        self.droplet_radius = droplet_radius
        left, _, right, _ = level.region_bounds()
        self.ripples = Ripples(left, right)
        self.particles = Particles(seed)
        self.flights = Flights()
        self.slow = SlowMotion()
        self.tray: dict[int, int] = {}  # droplet -> slot in the row
        #: Notes shown one after another: [words, time left, colour, hold];
        #: the turn stays with the player until a ``hold`` note has shown.
        self.notes: list[list[Any]] = []
        self.seed = seed

    def update(self, dt: float, fx: float, anim: float) -> None:
        """``dt`` real seconds; ``fx`` water time (slow motion included);
        ``anim`` animation time (the player's animation speed)."""
        self.slow.update(dt)
        self.ripples.update(fx)
        self.particles.update(fx)
        self.flights.update(anim)
        if self.notes:
            self.notes[0][1] -= dt
            if self.notes[0][1] <= 0:
                self.notes.pop(0)

    # ------------------------------------------------ what the state waits for
    def is_showing(self) -> bool:
        """Droplets are still hopping somewhere, or a note the turn waits for
        ("+3 for your board!") has not been shown yet."""
        return bool(self.flights) or any(note[3] for note in self.notes)

    def is_pouring_back(self) -> bool:
        """Droplets are still on their way back into the pond."""
        return bool(self.flights.flying("pond"))

    def time_factor(self) -> float:
        """How fast the water runs now (slow motion after a big splash)."""
        return self.slow.factor()

    def skip(self) -> None:
        """Land every hop at once; nothing waits for the notes any more."""
        self.flights.finish()
        for note in self.notes:
            note[3] = False

    def thrown(self) -> None:
        self.sound.play("toss")

    def acted(
        self,
        action: Action,
        events: Sequence[object],
        seat: int,
        last_seen: dict[int, Point],
    ) -> None:
        """Show what ``seat``'s ``action`` did; ``last_seen`` has the droplets'
        level positions from just before it."""
        if isinstance(action, (Roll, ChooseSplash)):
            self.sound.play("click")
        cam = self.camera
        where = {d: cam.to_screen(p) for d, p in last_seen.items()}
        for event in events:
            self.rules_event(event, seat, self.colours[seat], where)

    def resumed(self, waiting: Sequence[int]) -> None:
        """A game picked up where it was: ``waiting`` droplets are already in
        the row of splashed-out droplets."""
        for k, d in enumerate(sorted(waiting)):
            self.tray[d] = k

    def note(self, words: str, colour: Colour, hold: bool = False) -> None:
        """Queue a note; a ``hold`` note hurries the ones before it, and the
        turn is not passed on until it has shown."""
        if hold:
            for note in self.notes:
                note[1] = min(note[1], NOTE_HURRY)
            self.notes = self.notes[-2:]
        elif len(self.notes) >= 3:
            return
        self.notes.append([words, NOTE_TIME, colour, hold])

    # ------------------------------------------------------------- the pond
    def pond_events(self, events: Iterable[object]) -> bool:
        """Particles, ripples and sounds for the pond's events; True when the
        pebble came down among the droplets."""
        cam = self.camera
        landed = False
        for event in events:
            self.cues.pond_event(event)  # the splash, plops, knocks
            if isinstance(event, PebbleLanded):
                landed = True
                at = cam.to_screen(event.position)
                big = event.speed >= BIG_SPLASH_SPEED
                self.particles.burst(at, 70 if big else 30, event.speed * 1.1, size=7)
                self.ripples.poke(event.position[0], -event.speed * 0.12, 4)
                if big and len(event.droplets) >= SLOW_MOTION_DROPLETS:
                    self.slow.start()
            elif isinstance(event, DropletLeftPond):
                self.particles.trail(cam.to_screen(event.position), event.velocity)
                self.ripples.poke(event.position[0], 60.0, 1)
            elif isinstance(event, DropletOffArea):
                self.particles.trail(cam.to_screen(event.position), event.velocity)
            elif isinstance(event, PebbleHitWall) and event.speed > 200:
                self.particles.burst(cam.to_screen(event.position), 6, 200, size=4)
        return landed

    def splashed_out(
        self, out: Sequence[int], last_seen: dict[int, Point], waiting: set[int]
    ) -> None:
        """Droplets a throw splashed out hop from where they were last seen
        (level px) into the row; ``waiting`` are those already there."""
        for d in out:
            self.tray.pop(d, None)
            self.tray[d] = self._free_slot(waiting)
            start = self.camera.to_screen(last_seen.get(d, self.level.toss_start))
            start = (coords.clamp(start[0], 10, 950), coords.clamp(start[1], 90, 710))
            self.flights.add(
                Flight(
                    d,
                    self.model.colour_of(d),
                    start,
                    coords.tray_slot(self.tray[d]),
                    0.5,
                    lift=60.0,
                    kind="tray",
                    radius=(self.droplet_radius, coords.TRAY_RADIUS),
                )
            )

    def compact_tray(self, waiting: Iterable[int]) -> None:
        """Leftovers to share move up to the front of the row, in order."""
        ordered = sorted(waiting, key=lambda d: (self.tray.get(d, 99), d))
        for k, d in enumerate(ordered):
            old = self.tray.get(d, k)
            if old == k:
                continue
            self.tray[d] = k
            self._chain(
                d,
                Flight(
                    d,
                    self.model.colour_of(d),
                    coords.tray_slot(old),
                    coords.tray_slot(k),
                    0.35,
                    delay=1.0,
                    lift=30.0,
                    kind="tray",
                    radius=(coords.TRAY_RADIUS, coords.TRAY_RADIUS),
                ),
            )

    def _free_slot(self, waiting: set[int]) -> int:
        flying = self.flights.flying()
        used = {slot for d, slot in self.tray.items() if d in waiting or d in flying}
        slot = 0
        while slot in used:
            slot += 1
        return slot

    # ------------------------------------------------------------ the rules
    def rules_event(
        self, event: object, seat: int, colour: Colour, where: dict[int, Point]
    ) -> None:
        """Show one of the rules' events; ``where`` has the droplets' screen
        positions from just before the action."""
        if isinstance(event, Picked):
            start = where.get(event.droplet, coords.DIE_BIG_CENTRE)
            self._fly_to_board(event.droplet, start, seat, event.space, 0.0)
            self.sound.play_droplet(0.3)
        elif isinstance(event, Collected):
            self.note(f"+{len(event.droplets)} for your board!", colour, hold=True)
            pairs = zip(event.droplets, event.spaces, strict=True)
            for k, (d, space) in enumerate(pairs):
                start = coords.tray_slot(self.tray.get(d, 0))
                self._fly_to_board(d, start, seat, space, 0.55 + 0.18 * k)
        elif isinstance(event, Gave):
            start = coords.tray_slot(self.tray.get(event.droplet, 0))
            self._fly_to_board(event.droplet, start, event.to_seat, event.space, 0.0)
        elif isinstance(event, Returned):
            self._back_to_pond(event.droplets)
        elif isinstance(event, ThrowingStopped):
            self.note("Splash! No more throws", colour)
        elif isinstance(event, Thrown):
            count = len(event.out)
            words = f"{count} droplet{'s' * (count != 1)} out!" if count else "Plop!"
            self.note(words, colour)

    def _back_to_pond(self, droplets: Sequence[int]) -> None:
        """Leftovers slide back to where the pond pours droplets in."""
        x, y, w, h = self.level.droplet_area
        for k, d in enumerate(droplets):
            end = self.camera.to_screen((x + w * (k + 0.5) / len(droplets), y + h))
            self._chain(
                d,
                Flight(
                    d,
                    self.model.colour_of(d),
                    coords.tray_slot(self.tray.get(d, 0)),
                    end,
                    0.6,
                    delay=0.9 + 0.08 * k,
                    lift=90.0,
                    kind="pond",
                    radius=(coords.TRAY_RADIUS, self.droplet_radius),
                ),
            )

    def _chain(self, droplet: int, flight: Flight) -> None:
        """Start ``flight`` after whatever this droplet is already doing."""
        for f in self.flights.items:
            if f.droplet == droplet:
                last = f.chain()[-1]
                flight.start = last.end
                flight.delay = max(0.1, flight.delay - (last.delay + last.duration))
                last.then = flight
                return
        self.flights.add(flight)

    def _fly_to_board(
        self, droplet: int, start: Point, seat: int, space: int, delay: float
    ) -> None:
        place = self.places[seat]
        flight = Flight(
            droplet,
            self.model.colour_of(droplet),
            start,
            place.space_centre(space, self.model.board_size),
            0.7,
            delay=delay,
            lift=160.0,
            kind="board",
            radius=(coords.TRAY_RADIUS, place.space_radius * 0.82),
            on_land=self._landed,
        )
        self._chain(droplet, flight)

    def _landed(self, flight: Flight) -> None:
        self.particles.burst(flight.end, 10, 320, 1.5, size=5)
        self.sound.play_droplet(0.8)
