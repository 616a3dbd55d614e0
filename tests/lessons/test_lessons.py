"""Every lesson's situation is a legal game, its suggested moves are legal and
give the result the lesson states, they are good moves (no other spot for the
piece does better on the lesson's own measure), and a turn that misses the
goal is told apart from one that reaches it. No pygame here."""

from __future__ import annotations

import pytest

from game.lessons.lessons import LESSONS
from game.lessons.results import Result, measure
from game.lessons.situations import YOU, build_game
from game.lessons.steps import Part
from game.rules.fountains.actions import ChooseFish, Place, PlaceToken
from game.rules.fountains.icons import FishColour
from game.rules.fountains.phases import Phase

PARTS = [(lesson.number, part) for lesson in LESSONS for part in lesson.parts]
IDS = [f"{number}-{part.key}" for number, part in PARTS]


def _play(part: Part, swap: dict[int, object] | None = None) -> Result:
    game = build_game(part.situation)
    before = game.clone()
    for index, action in enumerate(part.suggested()):
        game.apply(swap.get(index, action) if swap else action)  # type: ignore[arg-type]
    return measure(before, game)


def _worth(result: Result) -> int:
    """The lesson's measure of a turn: points, pools fed, pond weed."""
    points = result.coins + result.pools + result.fish + result.lily + result.final
    return 10 * points + 3 * result.fed_gain - 3 * result.weed


def test_eight_lessons_in_order_each_with_a_recap() -> None:
    assert [lesson.number for lesson in LESSONS] == list(range(1, 9))
    assert len({lesson.key for lesson in LESSONS}) == len(LESSONS)
    for lesson in LESSONS:
        assert lesson.parts and lesson.recap and "\n" not in lesson.recap


@pytest.mark.parametrize(("number", "part"), PARTS, ids=IDS)
def test_the_situation_is_a_game_the_player_drafts_in(number: int, part: Part) -> None:
    game = build_game(part.situation)
    assert game.phase is Phase.DRAFT and game.current_seat == YOU
    assert all(game.basin.stacks), "every stack has a tile"
    assert game.legal_drafts()
    assert game.clone() == game


@pytest.mark.parametrize(("number", "part"), PARTS, ids=IDS)
def test_the_suggested_moves_give_the_stated_result(number: int, part: Part) -> None:
    result = _play(part)
    for key, value in part.expect:
        assert result.get(key) == value, f"{key}: {result}"
    assert part.reached(result)


@pytest.mark.parametrize(("number", "part"), PARTS, ids=IDS)
def test_the_suggested_spot_is_as_good_as_any(number: int, part: Part) -> None:
    """No other spot for the piece (and no other fish colour) scores more on
    the lesson's measure, and the suggested one reaches the goal."""
    moves = part.suggested()
    guided = _worth(_play(part))
    game = build_game(part.situation)
    for index, action in enumerate(moves):
        if isinstance(action, (Place, PlaceToken, ChooseFish)):
            options = [
                a
                for a in game.legal_actions()
                if type(a) is type(action) and a != action
            ]
            for other in options:
                try:
                    alternative = _worth(_play(part, {index: other}))
                except ValueError:
                    continue  # a later suggested move no longer fits: not comparable
                assert alternative <= guided, f"{other} beats {action}"
        game.apply(action)


def test_a_turn_that_misses_the_goal_is_told_apart() -> None:
    first = LESSONS[0].parts[0]
    game = build_game(first.situation)
    game.apply(first.suggested()[0])
    before = build_game(first.situation)
    for placement in game.legal_placements():
        trial = game.clone()
        trial.apply(Place(placement))
        result = measure(before, trial)
        if result.weed:
            assert not first.reached(result)
            return
    pytest.fail("every spot was fed: the lesson would teach nothing")


def test_the_fish_lesson_picks_the_best_colour() -> None:
    fish = next(p for lesson in LESSONS for p in lesson.parts if p.key == "fish")
    assert ChooseFish(FishColour.RED) in fish.suggested()
