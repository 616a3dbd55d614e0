"""The game flow's shortcuts stay exact: legal drafts kept by basin position
(``legality.drafts_from``) equal the moves worked out afresh, and a listed
draft is let through ``why_illegal`` exactly when the basin's own check says
it may move; module-level phase names are the enum's members."""

from __future__ import annotations

import random

from game.rules.fountains import phases
from game.rules.fountains.actions import Draft, draft_of
from game.rules.fountains.basin import PAWNS, RING_SIZE, Basin
from game.rules.fountains.game import FountainsGame, drafts_from
from game.rules.fountains.options import GameOptions
from game.rules.fountains.phases import PHASE_DRAFT, Phase


def _random_basin(rng: random.Random) -> Basin:
    """A basin anyhow: pawns on distinct spaces, the Gear Wheel somewhere or
    nowhere, some stacks empty, some face-up slots empty."""
    stacks = [
        [f"s{space}-{i}" for i in range(rng.choice([0, 0, 1, 3]))]
        for space in range(1, RING_SIZE)
    ]
    basin = Basin.new(stacks, [f"bonus-{n:02d}" for n in range(rng.randint(0, 7))])
    spaces = rng.sample(range(RING_SIZE), len(PAWNS))
    order = list(PAWNS)
    rng.shuffle(order)  # a loaded save may list the pawns in any order
    basin.pawns = {pawn: spaces[PAWNS.index(pawn)] for pawn in order}
    basin.gear = rng.choice([None, None, *range(RING_SIZE)])
    return basin


def test_drafts_kept_by_position_equal_the_moves_worked_out_afresh() -> None:
    rng = random.Random(12)
    positions = set()
    for _ in range(3000):
        basin = _random_basin(rng)
        want = [draft_of(pawn, space) for pawn, space in basin.draft_moves()]
        assert list(drafts_from(basin).values()) == want, basin
        positions.add(basin.draft_position())
    assert len(positions) > 1000  # many positions, most met more than once


def test_the_drafts_follow_the_basin_as_it_changes_in_place() -> None:
    """The game changes its basin in place (pawns moved, stacks and slots
    emptied): each change is seen at once."""
    rng = random.Random(3)
    for _ in range(300):
        basin = _random_basin(rng)
        drafts_from(basin)
        for change in range(4):
            if change == 0 and basin.stacks[2]:
                basin.stacks[2].clear()
            elif change == 1:
                basin.face_up = [None] * len(basin.face_up)
            elif change == 2:
                free = [s for s in range(RING_SIZE) if s not in basin.pawns.values()]
                basin.pawns[PAWNS[1]] = rng.choice(free)
            else:
                basin.gear = rng.choice([None, *range(RING_SIZE)])
            want = [draft_of(pawn, space) for pawn, space in basin.draft_moves()]
            assert list(drafts_from(basin).values()) == want


def test_a_draft_is_legal_exactly_when_the_basin_lets_the_pawn_move() -> None:
    for seed in range(1, 6):
        game = FountainsGame.new(GameOptions(players=3, seed=seed))
        rng = random.Random(seed)
        while not game.is_over():
            if game.phase is PHASE_DRAFT:
                for pawn in PAWNS:
                    for space in range(-1, RING_SIZE + 1):
                        reason = game.basin.why_not_move(pawn, space)
                        assert game.why_illegal(Draft(pawn, space)) == reason
            game.apply(rng.choice(game.legal_actions()))


def test_the_phase_names_are_the_phases() -> None:
    for phase in Phase:
        assert getattr(phases, f"PHASE_{phase.name}") is phase
