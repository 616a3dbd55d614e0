"""Small builders shared by the Kids' Splash rules tests (no physics)."""

from __future__ import annotations

from game.rules.splash import (
    STANDARD,
    DropletColour,
    SplashGame,
    SplashOptions,
    roll_die,
)


def options_rolling(
    first_rolls: tuple[int | None, ...], **kwargs: object
) -> SplashOptions:
    """Options whose seeded die starts with ``first_rolls`` (found by search;
    None matches any roll)."""
    players = int(kwargs.pop("players", 2))  # type: ignore[call-overload]
    for seed in range(100_000):
        options = SplashOptions(players=players, seed=seed, **kwargs)  # type: ignore[arg-type]
        if all(
            v is None or roll_die(options, i) == v for i, v in enumerate(first_rolls)
        ):
            return options
    raise AssertionError(f"no seed rolls {first_rolls}")


def droplets_of(colour: DropletColour) -> list[int]:
    return [d for d in STANDARD.droplets() if STANDARD.colour_of(d) is colour]


def pick_first_legal(game: SplashGame, colour: DropletColour | None = None) -> int:
    """The lowest droplet the current seat may Free Pick (of ``colour``)."""
    from game.rules.splash import FreePick

    for action in game.legal_actions():
        if isinstance(action, FreePick) and (
            colour is None or STANDARD.colour_of(action.droplet) is colour
        ):
            return action.droplet
    raise AssertionError("no Free Pick available")
