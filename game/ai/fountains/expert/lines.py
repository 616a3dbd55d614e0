"""The moves Expert weighs: whole lines of its turn, not single actions.

A :class:`Line` is what this seat does now until its turn is done: a draft and
where its tile or token goes (several placements for each of the best drafts),
and the fish colour it picks when its pawn ends on the White space. MediumBot
ranks the drafts and the placements (its quick look, then its tries); Expert's
search then decides among the lines by playing them out.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.ai.fountains.candidates import Option
from game.ai.fountains.estimates import machine_next_turn, trigger_facts
from game.ai.fountains.hard import redeal
from game.ai.fountains.medium import MediumBot
from game.ai.fountains.terms import Terms
from game.rules.fountains.actions import Action, ChooseFish, Draft
from game.rules.fountains.basin import BONUS_SPACE
from game.rules.fountains.catalogue import tile_by_id
from game.rules.fountains.features import WaterWorth
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.phases import Phase

DRAFTS = 6
"""MediumBot's best this many drafts are searched ..."""
PLACEMENTS = 3
"""... each with its best this many placements (tile or token)."""
PLACEMENTS_ALONE = 8
"""Placements searched when the tile or token is already drafted."""

_FISH_DEAL = 0
"""The re-deal seed of the copy on which a line is played to see whether it
asks for a fish colour (the fish phase depends only on what every seat sees)."""


@dataclass(frozen=True, slots=True)
class Line:
    """``actions``: this seat's turn from now, in order; ``terms``: MediumBot's
    terms for its first action laid as the line lays it (what the table's plain
    words read)."""

    actions: tuple[Action, ...]
    terms: Terms

    @property
    def action(self) -> Action:
        return self.actions[0]

    @property
    def follow_up(self) -> Action | None:
        return self.actions[1] if len(self.actions) > 1 else None


def lines_for(
    game: FountainsGame,
    medium: MediumBot,
    drafts: int = DRAFTS,
    placements: int = PLACEMENTS,
) -> list[Line]:
    """The lines worth searching now, MediumBot's favourite first."""
    ranked = medium.candidates(game)
    phase = game.phase
    lines: list[Line] = []
    if phase is Phase.DRAFT and isinstance(ranked[0].action, Draft):
        for candidate in ranked[:drafts]:
            draft = candidate.action
            assert isinstance(draft, Draft)
            options = _options(game, medium, draft, placements)
            if not options:
                lines.append(Line((draft,), candidate.terms))
                continue
            for n, option in enumerate(options):
                terms = candidate.terms if n == 0 else _draft_terms(game, draft, option)
                lines.append(Line((draft, option.action), terms))
    elif phase in (Phase.PLACE, Phase.TOKEN):
        lines = [Line((c.action,), c.terms) for c in ranked[: max(PLACEMENTS_ALONE, 1)]]
    else:
        lines = [Line((c.action,), c.terms) for c in ranked]
    return _with_fish(game, lines)


def _options(
    game: FountainsGame, medium: MediumBot, draft: Draft, placements: int
) -> list[Option]:
    if draft.space == BONUS_SPACE:
        found = medium.token_options(game, game.basin.tokens_face_up())
    else:
        top = game.basin.top_tile(draft.space)
        assert top is not None
        found = medium.tile_options(game, tile_by_id(top), placements)
    return found[:placements]


def _draft_terms(game: FountainsGame, draft: Draft, option: Option) -> Terms:
    """MediumBot's terms of ``draft`` followed by ``option`` (its own
    ``_draft_candidate`` weighs only its favourite placement): the option's
    terms, the reward the pawn triggers with the fountain so laid, and in solo
    what it leaves The Machine."""
    fountains: list[WaterWorth] = list(game.fountains)
    fountains[game.turn_seat] = option.fountain
    facts = trigger_facts(game, fountains, draft.pawn, draft.space)
    terms = option.terms.plus(facts.margin, reward=facts)
    if game.machine_values is not None:
        machine = machine_next_turn(game, fountains, draft)
        terms = terms.plus(machine, machine=machine)
    return terms


def _with_fish(game: FountainsGame, lines: list[Line]) -> list[Line]:
    """Each line that ends with this seat choosing the fish colour, once for
    every colour it may choose."""
    me = game.current_seat
    found: list[Line] = []
    for line in lines:
        world = game.clone()
        redeal(world, random.Random(_FISH_DEAL))
        for action in line.actions:
            if not world.is_legal(action):
                break
            world.apply(action)
        if world.phase is not Phase.FISH or world.current_seat != me:
            found.append(line)
            continue
        fish = [a for a in world.legal_actions() if isinstance(a, ChooseFish)]
        found.extend(Line((*line.actions, colour), line.terms) for colour in fish)
    return found
