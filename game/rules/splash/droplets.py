"""The wooden droplets, the boards and the die, fixed as data.

The rulebook does not say how many colours there are, how big a board is or
what the die shows; `SplashModel` holds the studio's choices (see
``docs/rules/splash.md``), so an option can change them in one place.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class DropletColour(StrEnum):
    RED = "red"
    YELLOW = "yellow"
    GREEN = "green"
    BLUE = "blue"
    PURPLE = "purple"


#: How each colour is painted (RGB), and a mark for children who cannot tell
#: some colours apart. Plain data: the renderer decides how to use it.
COLOUR_RGB: dict[DropletColour, tuple[int, int, int]] = {
    DropletColour.RED: (226, 60, 52),
    DropletColour.YELLOW: (250, 204, 40),
    DropletColour.GREEN: (64, 178, 84),
    DropletColour.BLUE: (46, 120, 230),
    DropletColour.PURPLE: (150, 80, 200),
}
COLOUR_MARK: dict[DropletColour, str] = {
    DropletColour.RED: "circle",
    DropletColour.YELLOW: "star",
    DropletColour.GREEN: "leaf",
    DropletColour.BLUE: "wave",
    DropletColour.PURPLE: "heart",
}


@dataclass(frozen=True, slots=True)
class SplashModel:
    """Counts the rulebook leaves open.

    ``colours`` in board order; ``droplets_per_colour`` droplets of each;
    each board has ``spaces_per_colour`` spaces of each colour around its
    border; the die's faces are the number of throws of a Splash turn.
    """

    colours: tuple[DropletColour, ...] = tuple(DropletColour)
    droplets_per_colour: int = 10
    spaces_per_colour: int = 2
    die_faces: tuple[int, ...] = (1, 1, 2, 2, 3, 3)

    @property
    def droplet_count(self) -> int:
        return len(self.colours) * self.droplets_per_colour

    @property
    def board_size(self) -> int:
        return len(self.colours) * self.spaces_per_colour

    def colour_of(self, droplet: int) -> DropletColour:
        """Droplets are numbered 0.. in colour order: 0-9 red, 10-19 yellow..."""
        if not 0 <= droplet < self.droplet_count:
            raise ValueError(f"no droplet {droplet} (0..{self.droplet_count - 1})")
        return self.colours[droplet // self.droplets_per_colour]

    def droplets(self) -> range:
        return range(self.droplet_count)

    def board_layout(self) -> tuple[DropletColour, ...]:
        """The colour of each board space, going round the border."""
        return self.colours * self.spaces_per_colour

    def to_json(self) -> dict[str, object]:
        return {
            "colours": [c.value for c in self.colours],
            "droplets_per_colour": self.droplets_per_colour,
            "spaces_per_colour": self.spaces_per_colour,
            "die_faces": list(self.die_faces),
        }

    @classmethod
    def from_json(cls, data: dict[str, object]) -> SplashModel:
        colours = data["colours"]
        faces = data["die_faces"]
        if not isinstance(colours, list) or not isinstance(faces, list):
            raise ValueError("colours and die_faces must be lists")
        return cls(
            colours=tuple(DropletColour(c) for c in colours),
            droplets_per_colour=int(data["droplets_per_colour"]),  # type: ignore[call-overload]
            spaces_per_colour=int(data["spaces_per_colour"]),  # type: ignore[call-overload]
            die_faces=tuple(int(f) for f in faces),
        )

    def check(self) -> str | None:
        """Why this model cannot be played, or None."""
        if not self.colours or len(set(self.colours)) != len(self.colours):
            return "colours must be distinct and at least one"
        if self.droplets_per_colour < 1 or self.spaces_per_colour < 1:
            return "there must be droplets and spaces of each colour"
        if not self.die_faces or min(self.die_faces) < 1:
            return "every die face must show at least one throw"
        return None


STANDARD = SplashModel()
