"""How a game of Fountains is set up: player count, variants and the seed."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.fountains.solo import Difficulty

MIN_PLAYERS = 2
MAX_PLAYERS = 5


class InvalidOptionsError(ValueError):
    """Options that do not describe a game the rules allow."""


@dataclass(frozen=True, slots=True)
class GameOptions:
    """``players`` counts people; solo (``solo`` set to a difficulty) has one player
    and The Machine as a second seat. ``advanced`` reveals three design cards (not
    in solo). Two games with equal options and equal actions are equal."""

    players: int
    advanced: bool = False
    solo: Difficulty | None = None
    seed: int = 0

    def __post_init__(self) -> None:
        if not isinstance(self.players, int) or isinstance(self.players, bool):
            raise InvalidOptionsError(f"players must be a number, not {self.players!r}")
        if self.solo is not None:
            try:
                # Accept "easy" as well as Difficulty.EASY (setup screens hold text).
                object.__setattr__(self, "solo", Difficulty(self.solo))
            except ValueError:
                raise InvalidOptionsError(
                    f"unknown solo difficulty {self.solo!r} (easy, medium or hard)"
                ) from None
            if self.players != 1:
                raise InvalidOptionsError(
                    f"solo is for 1 player against The Machine, not {self.players}"
                )
            if self.advanced:
                raise InvalidOptionsError(
                    "Fountain Design cards are not used in solo mode"
                )
        elif not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise InvalidOptionsError(
                f"Fountains is for {MIN_PLAYERS} to {MAX_PLAYERS} players "
                f"(or 1 in solo), not {self.players}"
            )
        if not isinstance(self.seed, int) or isinstance(self.seed, bool):
            raise InvalidOptionsError(f"the seed must be an integer, not {self.seed!r}")

    @property
    def is_solo(self) -> bool:
        return self.solo is not None

    @property
    def seats(self) -> int:
        """Seats that score: the players, plus The Machine in solo."""
        return 2 if self.solo is not None else self.players

    def to_json(self) -> dict[str, object]:
        return {
            "players": self.players,
            "advanced": self.advanced,
            "solo": None if self.solo is None else self.solo.value,
            "seed": self.seed,
        }

    @classmethod
    def from_json(cls, data: dict[str, object]) -> GameOptions:
        solo = data.get("solo")
        players = data["players"]
        seed = data.get("seed", 0)
        advanced = data.get("advanced", False)
        if not isinstance(advanced, bool):
            raise InvalidOptionsError(
                f"advanced must be true or false, not {advanced!r}"
            )
        return cls(
            players=players,  # type: ignore[arg-type]  # checked in __post_init__
            advanced=advanced,
            solo=solo,  # type: ignore[arg-type]  # checked in __post_init__
            seed=seed,  # type: ignore[arg-type]
        )
