"""Where each droplet is, as the pond sees it: in the pond region, flying,
splashed out this turn, or taken (on a board)."""

from __future__ import annotations

from collections.abc import Iterable

from game.physics.events import DropletFellBack, DropletLeftPond, DropletState
from game.rules.splash.table_record import STATE_LETTERS, STATE_NAMES

Point = tuple[float, float]


class DropletLedger:
    """The state of every droplet number of the model (``TAKEN`` at first)."""

    def __init__(self, droplets: Iterable[int]) -> None:
        self.states: dict[int, DropletState] = {i: DropletState.TAKEN for i in droplets}

    def __getitem__(self, droplet: int) -> DropletState:
        return self.states[droplet]

    def __setitem__(self, droplet: int, state: DropletState) -> None:
        self.states[droplet] = state

    def letters(self) -> str:
        """One letter a droplet (`STATE_LETTERS`), in droplet order: for a
        pond's record."""
        return "".join(STATE_LETTERS[self.states[d].value] for d in sorted(self.states))

    def read_letters(self, letters: str) -> None:
        """Every droplet's state from `letters` output."""
        for droplet, letter in zip(sorted(self.states), letters, strict=True):
            self.states[droplet] = DropletState(STATE_NAMES[letter])

    def in_state(self, state: DropletState) -> tuple[int, ...]:
        return tuple(i for i, s in self.states.items() if s is state)

    def in_play(self) -> tuple[int, ...]:
        """Droplets with a body in the pond scene (in the pond or flying)."""
        return tuple(
            i
            for i, s in self.states.items()
            if s is DropletState.POND or s is DropletState.FLYING
        )

    def counts(self) -> dict[DropletState, int]:
        totals = {s: 0 for s in DropletState}
        for s in self.states.values():
            totals[s] += 1
        return totals

    def out_of_play(self) -> list[int]:
        """Droplets with no body (splashed out or taken), in order."""
        return sorted(
            i
            for i, s in self.states.items()
            if s is DropletState.OUT or s is DropletState.TAKEN
        )

    def track(
        self, droplet: int, inside: bool, position: Point, velocity: Point, quiet: bool
    ) -> DropletLeftPond | DropletFellBack | None:
        """A moving droplet is now ``inside`` the pond region or not; the event
        if it crossed the region's edge (none for falling back when
        ``quiet``: droplets being poured in)."""
        was = self.states[droplet]
        if was is DropletState.POND and not inside:
            self.states[droplet] = DropletState.FLYING
            return DropletLeftPond(droplet, position, velocity)
        if was is DropletState.FLYING and inside:
            self.states[droplet] = DropletState.POND
            return None if quiet else DropletFellBack(droplet, position)
        return None
