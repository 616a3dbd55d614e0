"""Ring spaces of the Basin in a player's words (plain text, no drawing), shared
by the Basin picture and the table's game log."""

from __future__ import annotations

from game.rules.fountains.basin import RING, SpaceKind


def space_name(space: int, article: bool = False) -> str:
    """A ring space in a player's words, as the Basin shows it: "Bonus space",
    "Blue space", "plain space" (``article``: "the Blue space", "a plain space")."""
    kind = RING[space]
    if kind is SpaceKind.PLAIN:
        return "a plain space" if article else "plain space"
    name = f"{kind.value.capitalize()} space"
    return f"the {name}" if article else name
