"""Re-deals made quickly: what a seat cannot see, worked out once a decision.

Every look-ahead game of one decision re-deals the same position: the tiles
under each stack's top come from the same unseen tiles of that shape, the
face-down bonus pile from the same unseen tokens. :class:`RedealPlan` works out
those unseen tiles and tokens once (what Hard's
:func:`~game.ai.fountains.hard.redeal` works out every time) and then deals
exactly what ``redeal`` would deal from the same random stream: the same
draws, in the same order (the tests hold them to it).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.rules.fountains.catalogue import BONUS_TOKENS, TILES
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.tiles import STACK_SHAPES


@dataclass(frozen=True, slots=True)
class Dealt:
    """One re-deal: every stack bottom to top (its top as it was), and the
    face-down pile (drawn from its end)."""

    stacks: tuple[tuple[str, ...], ...]
    pile: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class RedealPlan:
    """The position's stacks and pile, and what may fill their hidden places:
    ``unseen[s]`` for stack ``s`` (None: left as it is), ``tokens`` for the
    pile (None: left as it is)."""

    stacks: tuple[tuple[str, ...], ...]
    pile: tuple[str, ...]
    unseen: tuple[tuple[str, ...] | None, ...]
    tokens: tuple[str, ...] | None

    @classmethod
    def of(cls, game: FountainsGame) -> RedealPlan:
        """The plan of ``game`` as its seat to act sees it."""
        seen: set[str] = set(game.machine_tiles) | set(game.out_of_game)
        for fountain in game.fountains:
            seen.update(placed.tile.id for placed in fountain.placed)
            seen.update(fountain.tokens.values())
            seen.update(fountain.removed_tokens)
        basin = game.basin
        for stack in basin.stacks:
            if stack:
                seen.add(stack[-1])
        if game.drafted is not None:
            seen.add(game.drafted)
        seen.update(basin.tokens_face_up())
        unseen: list[tuple[str, ...] | None] = []
        for shape, stack in zip(STACK_SHAPES, basin.stacks, strict=True):
            hidden = len(stack) - 1
            found = tuple(t.id for t in TILES if t.shape is shape and t.id not in seen)
            unseen.append(found if 0 < hidden <= len(found) else None)
        pile = basin.pile
        tokens = tuple(t.id for t in BONUS_TOKENS if t.id not in seen)
        return cls(
            tuple(tuple(stack) for stack in basin.stacks),
            tuple(pile),
            tuple(unseen),
            tokens if pile and len(tokens) >= len(pile) else None,
        )

    def deal(self, rng: random.Random) -> Dealt:
        """One re-deal from ``rng``, as ``hard.redeal`` would make it."""
        stacks: list[tuple[str, ...]] = []
        for stack, unseen in zip(self.stacks, self.unseen, strict=True):
            if unseen is None:
                stacks.append(stack)
            else:
                stacks.append((*rng.sample(unseen, len(stack) - 1), stack[-1]))
        pile = self.pile
        if self.tokens is not None:
            pile = tuple(rng.sample(self.tokens, len(pile)))
        return Dealt(tuple(stacks), pile)


def dealt_into(world: FountainsGame, dealt: Dealt) -> None:
    """Give ``world`` (the position re-dealt, or one it led to) the hidden tiles
    and tokens of ``dealt``: each stack and the pile keep their length, now the
    bottom of the re-dealt ones (stacks lose tiles and the pile tokens only from
    their ends)."""
    basin = world.basin
    for stack, full in zip(basin.stacks, dealt.stacks, strict=True):
        stack[:] = full[: len(stack)]
    basin.pile[:] = dealt.pile[: len(basin.pile)]
