"""The small bits of view state the Kids' Splash table's panels share (issue
23's panel convention): the scene owns them and hands each panel the ones it
reads, so no panel holds another panel. `ChoiceView` is what the die and the
two choices show (the Free Pick view open or not, the rolled die's pebbles on
their way to the counter); `ShareView` is the leftover chosen to give. The
panel that draws a part changes its view; others read it (the keys' glow, the
banner's counter, the pond's veil, the boards' gift glow, the voice).

Layout stays logical: the boxes here are on the 1280x720 screen."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.render.splash import coords as coords
from game.render.splash.coords import Box
from game.rules.splash import Phase
from game.scenes.splash.show import TableShow
from game.scenes.splash.table_state import TableState

Point = tuple[float, float]

#: The rolled die's pebbles: one comes out of the die every ``PEBBLE_GAP``
#: seconds and takes ``PEBBLE_FLIGHT`` to reach the throw counter.
PEBBLE_GAP = 0.22
PEBBLE_FLIGHT = 0.7
PEBBLE_BIG = 30.0


class ThrowPebbles:
    """The die's number as that many big pebbles, flying one by one from the
    die up to the throw counter in the banner once the die stops."""

    def __init__(self) -> None:
        #: Seconds since the die stopped, or None when no pebbles fly.
        self.time: float | None = None
        self.count = 0

    def start(self, count: int) -> None:
        self.time, self.count = 0.0, count

    def update(self, dt: float) -> None:
        if self.time is not None:
            self.time += dt
            if self.time > self.duration():
                self.time = None

    def duration(self) -> float:
        return PEBBLE_GAP * max(0, self.count - 1) + PEBBLE_FLIGHT + 0.1

    def landed(self) -> int | None:
        """How many have reached the counter (None: none is flying)."""
        if self.time is None:
            return None
        return sum(1 for k in range(self.count) if self.progress(k) >= 1.0)

    def progress(self, k: int) -> float:
        """0..1 of pebble ``k``'s way (below 0: still in the die)."""
        assert self.time is not None
        return min(1.0, (self.time - k * PEBBLE_GAP) / PEBBLE_FLIGHT)

    def positions(self) -> list[tuple[Point, float]]:
        """(centre, radius) of each pebble out of the die now."""
        if self.time is None:
            return []
        shown = []
        cx, cy = coords.DIE_BIG_CENTRE
        tx, ty = coords.THROWS_LEFT_AT
        for k in range(self.count):
            t = self.progress(k)
            if t < 0:
                continue
            start = (cx + (k - (self.count - 1) / 2) * 70, cy)
            end = (tx + 18 + k * 42, ty)
            ease = 1 - (1 - t) ** 2
            at = coords.arc_point(start, end, ease, 90.0)
            shown.append((at, PEBBLE_BIG + (16 - PEBBLE_BIG) * ease))
        return shown


@dataclass(eq=False)
class ChoiceView:
    """The die and the two choices as shown now."""

    state: TableState
    #: The Free Pick view is open (colour buttons and Back).
    picking: bool = False
    pebbles: ThrowPebbles = field(default_factory=ThrowPebbles)

    def buttons(self) -> dict[str, Box]:
        """The die, the choices or the Free Pick buttons shown now, by name
        (only while a human seat is to act)."""
        state = self.state
        shown: dict[str, Box] = {}
        if not state.waiting_for_human():
            return shown
        phase = state.game.phase
        if phase is Phase.ROLL:
            shown["die"] = coords.DIE_TAP  # the die and its "Roll!" bubble
        elif phase is Phase.CHOOSE and not self.picking:
            if state.free_picks():
                shown["pick"] = coords.CHOICE_FREE_PICK
            shown["splash"] = coords.CHOICE_SPLASH
        elif phase is Phase.CHOOSE:
            shown["back"] = coords.BACK_BUTTON
            colours = state.pick_colours()
            boxes = coords.pick_colour_boxes(len(colours))
            for colour, box in zip(colours, boxes, strict=True):
                shown[f"colour:{colour.value}"] = box
        return shown

    def veiled(self) -> set[int]:
        """Droplets a Free Pick cannot take, veiled while it is open."""
        state = self.state
        if not (self.picking and state.waiting_for_human()):
            return set()
        legal = state.free_picks()
        return {b[0] for b in state.bodies if b[0] not in legal}


@dataclass(eq=False)
class ShareView:
    """The row of splashed-out droplets as shown now, and the leftover
    chosen to give."""

    state: TableState
    show: TableShow
    #: The leftover chosen to give, lifted in the row.
    gift: int | None = None

    def sharing(self) -> bool:
        state = self.state
        return state.waiting_for_human() and state.game.phase is Phase.SHARE

    def buttons(self) -> dict[str, Box]:
        return {"done": coords.DONE_BUTTON} if self.sharing() else {}

    def droplet_pos(self, droplet: int) -> Point | None:
        """Where a droplet waits in the row, if it does."""
        tray = self.show.tray
        if droplet in tray and droplet in self.state.game.out:
            return coords.tray_slot(tray[droplet])
        return None

    def gift_targets(self) -> set[int]:
        """Seats that can take the chosen gift."""
        gift = self.gift
        return self.state.gift_seats(gift) if gift is not None else set()
