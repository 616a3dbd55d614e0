"""A Hard Kids' Splash seat weighs Free Pick and Splash by the race (issue 26)."""

from __future__ import annotations

import pytest

from game.ai.splash import SplashBot
from game.ai.splash_race import (
    PRIOR_RIVAL_GAINS,
    PRIOR_RIVAL_TURNS,
    RaceOdds,
    poisson_spread,
    rival_spread,
)
from game.levels import level_by_key
from game.physics.pond import Pond
from game.rules.splash import (
    ChooseSplash,
    FreePick,
    Phase,
    Roll,
    SplashGame,
    SplashOptions,
)


def test_poisson_spread_sums_to_one_and_lumps_the_tail() -> None:
    spread = poisson_spread(1.5, 3)
    assert len(spread) == 4 and sum(spread) == pytest.approx(1.0)
    assert spread[0] == pytest.approx(0.22313, abs=1e-4)
    assert spread[3] == pytest.approx(1 - sum(spread[:3]))
    assert poisson_spread(2.0, 0) == [1.0]


def test_the_rivals_turns_count_beside_the_prior() -> None:
    assert rival_spread([]) == pytest.approx(list(PRIOR_RIVAL_GAINS))
    spread = rival_spread([4, 4])
    total = PRIOR_RIVAL_TURNS + 2
    assert spread[4] == pytest.approx(2 / total)
    assert spread[1] == pytest.approx(PRIOR_RIVAL_TURNS * PRIOR_RIVAL_GAINS[1] / total)


def test_ahead_it_takes_the_sure_droplet_behind_it_splashes() -> None:
    """The same throws, the same roll: ahead in the race a Free Pick keeps
    the lead; behind, only a Splash can catch up."""
    ahead = RaceOdds(need=3, rival_need=6, per_throw=0.6)
    pick, splash = ahead.choices(2)
    assert pick > splash
    behind = RaceOdds(need=6, rival_need=3, per_throw=0.6)
    pick, splash = behind.choices(2)
    assert splash > pick


def test_a_bigger_roll_and_better_throws_favour_the_splash() -> None:
    odds = RaceOdds(need=8, rival_need=8, per_throw=0.5)
    splashes = [odds.choices(roll)[1] for roll in (1, 2, 3)]
    assert splashes == sorted(splashes) and splashes[0] < splashes[2]
    better = RaceOdds(need=8, rival_need=8, per_throw=1.0)
    assert better.choices(2)[1] > odds.choices(2)[1]
    for roll in (1, 2, 3):  # chances, not more
        assert all(0.0 <= c <= 1.0 for c in better.choices(roll))


def test_a_last_droplet_is_taken_for_sure() -> None:
    pick, splash = RaceOdds(need=1, rival_need=1, per_throw=3.0).choices(3)
    assert pick == 1.0 > splash


def test_a_rival_who_splashes_well_is_feared() -> None:
    calm = RaceOdds(
        need=5, rival_need=5, per_throw=0.5, rival_gains=rival_spread([1] * 4)
    )
    wild = RaceOdds(
        need=5, rival_need=5, per_throw=0.5, rival_gains=rival_spread([3] * 4)
    )
    assert wild.choices(2)[0] < calm.choices(2)[0]


def _to_choose(seed: int, hard_score: int, rival_score: int) -> SplashGame:
    """Seat 0 (Hard) to choose on a roll of 2 or more; the boards hold the
    given droplets (the rival's placed as Free Picks in its turns)."""
    game = SplashGame.new(SplashOptions(players=2, seed=seed))
    for board, count in ((game.boards[0], hard_score), (game.boards[1], rival_score)):
        for droplet in sorted(game.pond):
            if board.count() == count:
                break
            if board.can_take(droplet):
                board.place(droplet)
                game.pond.discard(droplet)
    game.apply(Roll())
    assert game.phase is Phase.CHOOSE
    return game


def test_hard_reads_the_race_from_the_game() -> None:
    level = level_by_key("classic_cup")
    for seed in range(12):
        game = _to_choose(seed, 4, 7)
        if (game.roll or 0) >= 2:
            break
    pond = Pond(level, seed, sorted(game.pond))
    bot = SplashBot(0, "hard")
    odds = bot.race_odds(game, 0.5)
    assert (odds.need, odds.rival_need) == (6, 3)
    assert odds.faces == game.model.die_faces and odds.throw_cap is None
    # the same throws expected (half a useful droplet each) ahead and behind
    bot.expected_out = lambda game, pond: 0.5  # type: ignore[method-assign]
    assert bot.choose(game, pond) == ChooseSplash(), "behind, it splashes"
    ahead = _to_choose(seed, 7, 4)
    assert ahead.roll == game.roll
    pond = Pond(level, seed, sorted(ahead.pond))
    assert isinstance(bot.choose(ahead, pond), FreePick), "ahead, it picks"
