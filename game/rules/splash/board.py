"""A player's round board: coloured spaces around its border."""

from __future__ import annotations

from game.rules.splash.droplets import DropletColour, SplashModel


class PlayerBoard:
    """Spaces in board order (``SplashModel.board_layout``), each empty or
    holding a droplet number."""

    __slots__ = ("model", "layout", "spaces")

    def __init__(self, model: SplashModel, spaces: list[int | None] | None = None):
        self.model = model
        self.layout = model.board_layout()
        self.spaces: list[int | None] = (
            [None] * len(self.layout) if spaces is None else list(spaces)
        )

    def open_spaces(self, colour: DropletColour) -> int:
        """How many spaces of ``colour`` are still empty."""
        return sum(
            1
            for c, d in zip(self.layout, self.spaces, strict=True)
            if c is colour and d is None
        )

    def open_colours(self) -> list[DropletColour]:
        """Colours with at least one empty space, in model order."""
        return [c for c in self.model.colours if self.open_spaces(c) > 0]

    def can_take(self, droplet: int) -> bool:
        return self.open_spaces(self.model.colour_of(droplet)) > 0

    def place(self, droplet: int) -> int:
        """Put a droplet on the first empty space of its colour; its index."""
        colour = self.model.colour_of(droplet)
        for index, (c, d) in enumerate(zip(self.layout, self.spaces, strict=True)):
            if c is colour and d is None:
                self.spaces[index] = droplet
                return index
        raise ValueError(f"no open {colour} space for droplet {droplet}")

    def droplets(self) -> list[int]:
        return [d for d in self.spaces if d is not None]

    def count(self) -> int:
        return sum(1 for d in self.spaces if d is not None)

    def is_full(self) -> bool:
        return all(d is not None for d in self.spaces)

    def copy(self) -> PlayerBoard:
        return PlayerBoard(self.model, self.spaces)

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, PlayerBoard)
            and self.model == other.model
            and self.spaces == other.spaces
        )

    def __repr__(self) -> str:
        return f"PlayerBoard(spaces={self.spaces!r})"
