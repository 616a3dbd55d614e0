"""Expert's model of a rival's answer: Hard's first round of look-ahead games
(MediumBot's best drafts, each through one answer, judged by Hard's
evaluation), remembered per decision."""

from __future__ import annotations

import math
import random

from game.ai.fountains import HardBot
from game.ai.fountains.expert.lines import PLACEMENTS, lines_for
from game.ai.fountains.expert.playout import Playouts
from game.ai.fountains.expert.redeal import RedealPlan, dealt_into
from game.ai.fountains.expert.rival import RIVAL_DRAFTS, HardsEye, RivalModel
from game.ai.fountains.hard import evaluate
from game.ai.fountains.medium import MediumBot
from game.rules.fountains import FountainsGame, GameOptions, Phase
from tests.ai.fountains.expert_golden import Case
from tests.ai.fountains.helpers import medium_positions


def _drafts(seed: int) -> list[FountainsGame]:
    return [g for g in medium_positions(seed, every=1) if g.phase is Phase.DRAFT]


def _answered(game: FountainsGame, action: object, follow_up: object) -> float:
    """``action`` and its placement, then the other seat's answer as a fresh
    MediumBot gives it, judged by Hard's evaluation for the seat that drafted."""
    seat = game.turn_seat
    after = game.clone()
    after.apply(action)  # type: ignore[arg-type]
    if follow_up is not None and after.is_legal(follow_up):
        after.apply(follow_up)  # type: ignore[arg-type]
    while not after.is_over() and not (
        after.turn_seat == seat and after.phase is Phase.DRAFT
    ):
        after.apply(MediumBot(4).choose(after))
    return evaluate(after, seat)


def test_a_rival_drafts_what_hards_first_round_likes_best() -> None:
    for game in _drafts(8)[2:10:2]:
        rival = RivalModel(3)
        rival.begin(game)
        answer = rival.choose(game)
        ranked = HardsEye(3).candidates(game)[:RIVAL_DRAFTS]
        values = {c.action: _answered(game, c.action, c.follow_up) for c in ranked}
        assert values[answer] == max(values.values())


def test_a_rival_answers_as_hard_far_more_often_than_medium_does() -> None:
    agree = {"rival": 0, "at once": 0, "medium": 0}
    for seed in (8, 9):
        for game in _drafts(seed)[2:26:2]:
            hard = HardBot(1, max_nodes=40).choose(game)
            rival = RivalModel(3)
            rival.begin(game)
            at_once = RivalModel(3, looks_ahead=False)
            at_once.begin(game)
            agree["rival"] += rival.choose(game) == hard
            agree["at once"] += at_once.choose(game) == hard
            agree["medium"] += MediumBot(3).choose(game) == hard
    # 24 positions of two Medium games: 22, 12 and 11 when written
    assert agree["rival"] >= 20
    assert agree["rival"] >= agree["at once"] + 6
    assert agree["rival"] >= agree["medium"] + 6


def test_a_rival_places_where_its_draft_planned() -> None:
    game = _drafts(8)[5]
    rival = RivalModel(3)
    rival.begin(game)
    world = game.clone()
    draft = rival.choose(world)
    planned = rival.answers[rival.key(world)].follow_up
    world.apply(draft)
    assert world.phase in (Phase.PLACE, Phase.TOKEN)
    assert rival.choose(world) == planned


def test_an_answer_is_worked_out_once_for_what_every_seat_sees() -> None:
    game = _drafts(9)[6]
    plan = RedealPlan.of(game)
    rival = RivalModel(3)
    rival.begin(game)
    answers = []
    for seed in range(6):
        world = game.clone()
        dealt_into(world, plan.deal(random.Random(seed)))
        answers.append(rival.choose(world))
    # the face-down tiles differ, what lies face up does not: one answer
    assert rival.hits == 5 and len(set(answers)) == 1
    rival.begin(game)
    assert rival.answers == {} and rival.hits == 0


def test_playouts_answer_as_hard_would_or_as_medium() -> None:
    game = _drafts(8)[4]
    denying, building = Playouts(5, denying=True), Playouts(5, denying=False)
    for playouts in (denying, building):
        playouts.begin()
    lines = lines_for(game, MediumBot(1, placements_in_draft=PLACEMENTS))
    seeds = range(12)
    a = [denying.play(game, lines[0], 0, s, False) for s in seeds]
    b = [building.play(game, lines[0], 0, s, False) for s in seeds]
    assert denying.rival.answers and not building.rival.answers
    assert a != b


def test_games_played_to_the_end_may_answer_as_hard_would_too() -> None:
    game = Case("end", GameOptions(players=2, seed=33), None).position()
    playouts = Playouts(5)
    playouts.denying_to_end = True
    playouts.begin()
    lines = lines_for(game, MediumBot(1, placements_in_draft=PLACEMENTS))
    values = [playouts.play(game, lines[0], 0, s, True) for s in range(4)]
    assert playouts.ending_rival.answers
    assert all(math.isfinite(v) for v in values)
