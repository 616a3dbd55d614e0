"""Review: the rulebook's pool examples on real fountains with the counted pools
actually fed, paid through the game (not only the pure ranking function)."""

from __future__ import annotations

import pytest

from game.rules.fountains import Draft, FountainsGame, GameOptions, Pawn, Place
from game.rules.fountains.catalogue import tile_by_id
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.game import final_rewards
from game.rules.fountains.rewards import pool_awards
from tests.rules.fountains.builders import put, tile
from tests.rules.fountains.fountains_game_helpers import find_placement, set_pawns

JET_START = tile("s", "####", "#J~~", "####")  # a jet pool, channel on the right
LINK = ("####", "~~~~", "####")  # a pool open on both sides


def chain(fed_pools: int, dry_pools: int = 0) -> Fountain:
    """A real fountain: ``fed_pools`` pools joined in a row from a jet, then
    ``dry_pools`` walled-off pools beside them (pond weed)."""
    fountain = Fountain.new(JET_START)
    for n in range(fed_pools - 1):
        put(fountain, tile(f"link-{n}", *LINK), 4 + 4 * n, 0)
    x = 4 * fed_pools
    for n in range(dry_pools):
        put(fountain, tile(f"dry-{n}", "####", "#~~#", "####"), x + 4 * n, 0)
    assert fountain.fed_pool_count() == fed_pools
    assert fountain.pond_weed_count() == dry_pools
    return fountain


def pool_points(fountains: list[Fountain]) -> list[int]:
    return [award.points for award in pool_awards(fountains, "test")]


def test_rulebook_example_11_10_8_pools_on_real_fountains() -> None:
    # Jean 11 pools, Kedric 10, Valley 8 (Valley has 3 more pools, all dry).
    jean, kedric, valley = chain(11), chain(10), chain(8, dry_pools=3)
    assert len(valley.water().pools) == 11
    assert pool_points([jean, kedric, valley]) == [10, 6, 3]


def test_rulebook_example_paid_by_the_blue_pawn_to_every_player() -> None:
    game = FountainsGame.new(GameOptions(players=3, seed=4))
    seat = game.current_seat
    counts = {seat: 11, (seat + 1) % 3: 10, (seat + 2) % 3: 8}
    game.fountains[:] = [chain(counts[s]) for s in range(3)]
    set_pawns(game, blue=6, white=3, green=5)
    game.apply(Draft(Pawn.BLUE, 1))  # skips nothing: Bonus, then Blue
    drafted = tile_by_id(game.drafted or "")
    keep = find_placement(
        game.fountains[seat],
        drafted,
        lambda report, f: f.fed_pool_count() == 11 and report.coins_scored == 0,
    )
    assert keep is not None
    game.apply(Place(keep))
    pools = {e.seat: e.points for e in game.score_log if e.category == "pools"}
    assert pools == {seat: 10, (seat + 1) % 3: 6, (seat + 2) % 3: 3}
    assert game.scores == tuple(pools[s] for s in range(3))


@pytest.mark.parametrize(
    ("counts", "points"),
    [
        ([5, 5, 3], [10, 10, 3]),
        ([3, 6, 3], [6, 10, 6]),
        ([4, 4, 4, 1], [10, 10, 10, 1]),
        ([2, 5, 5, 2], [3, 10, 10, 3]),
        ([6, 4, 4, 3, 1], [10, 6, 6, 1, 0]),
        ([3, 3, 3, 3, 3], [10, 10, 10, 10, 10]),
        ([7, 6, 5, 4, 4], [10, 6, 3, 1, 1]),
    ],
)
def test_pool_ties_with_three_to_five_players(
    counts: list[int], points: list[int]
) -> None:
    # Tied players all take the higher value; the next rank is skipped. Each
    # fountain also has dry pools, which never count.
    fountains = [chain(n, dry_pools=(seat % 2) * 2) for seat, n in enumerate(counts)]
    assert pool_points(fountains) == points


def test_two_players_seven_or_nothing_on_real_fountains() -> None:
    assert pool_points([chain(6), chain(4, dry_pools=4)]) == [7, 0]
    assert pool_points([chain(3), chain(5)]) == [0, 7]
    assert pool_points([chain(4), chain(4, dry_pools=1)]) == [7, 7]


def test_final_rewards_rank_the_same_way() -> None:
    game = FountainsGame.new(GameOptions(players=4, seed=2))
    game.fountains[:] = [chain(3), chain(5), chain(5), chain(2)]
    pools = [award.points for award in final_rewards(game) if award.category == "pools"]
    assert pools == [3, 10, 10, 1]
