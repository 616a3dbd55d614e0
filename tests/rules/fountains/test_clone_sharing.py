"""Clones share containers until one changes (``Fountain._shared`` / ``_own``),
laid tiles are cached and shared (``laid_tile.py``), games are cloned cheaply
(``game_state.clone_game``): none of it may leak a change from one copy into
another. Each copy is judged against its own brute-force reference
(``tests/rules/fountains/reference_fountain.py``) or a replay of its own log."""

from __future__ import annotations

import random

import pytest

from game.rules.fountains.caches import CACHES
from game.rules.fountains.catalogue import TILES
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.options import GameOptions
from game.rules.fountains.phases import Phase
from game.rules.fountains.search import laid_tile as laid_module
from game.rules.fountains.search.cell_keys import key_cell
from game.rules.fountains.tiles import BonusToken, Cell, Placement, TileSpec
from tests.rules.fountains.random_growth import Growth
from tests.rules.fountains.reference import reading_order
from tests.rules.fountains.reference_fountain import (
    ReferenceFountain,
    all_differences,
    cells_at,
)


def _replayed(ref: ReferenceFountain) -> Fountain:
    """A fountain shared with nothing: the reference's changes made again, in
    order, in a fresh one."""
    fresh = Fountain.new(ref.tiles[0].tile)
    for piece, where in ref.history:
        if isinstance(piece, BonusToken):
            fresh.place_token(piece, where)  # type: ignore[arg-type]
        else:
            fresh.place(piece, where)  # type: ignore[arg-type]
    return fresh


def _stack_problems(fountain: Fountain, ref: ReferenceFountain) -> list[str]:
    """The stack a fountain checks placements on holds the reference's tiles:
    what is seen where, each tile's cells and level, the dark bricks of each
    level, the ids laid."""
    stack = fountain._stack
    ground = ref.ground()
    problems = []
    if stack.top != ref.top():
        problems.append("top")
    if [dict(cells) for cells in stack.specs] != [t.cells for t in ref.tiles]:
        problems.append("specs")
    if stack.levels != [t.level for t in ref.tiles]:
        problems.append("levels")
    levels = range(1, stack.max_level + 2)
    if [stack.dark_cells(n) for n in levels] != [
        ground.dark_on.get(n, set()) for n in levels
    ]:
        problems.append("dark bricks per level")
    if stack.tile_ids != ground.tile_ids:
        problems.append("tile ids")
    return problems


def _warm(rng: random.Random, copy: Growth) -> None:
    """Fill the caches a clone copies or shares: legal placements, the
    numbered water view, token cells."""
    if copy.tiles:
        copy.fountain.legal_placements(copy.tiles[-1])
    if rng.random() < 0.5:
        copy.fountain.water()
        copy.fountain.flows()
    copy.fountain.token_cells()


def _play_family(seed: int, steps: int) -> list[Growth]:
    """Seeded random clones (often of clones) and changes of any member; after
    every step each member must equal its own reference."""
    rng = random.Random(seed)
    family = [Growth.seeded(seed, covers=20)]
    for step in range(steps):
        copy = rng.choice(family)
        _warm(rng, copy)
        if len(family) < 6 and rng.random() < 0.3:
            family.append(copy.clone())
        else:
            copy.step(0.4)
        for member in family:
            problems = all_differences(member.fountain, member.ref)
            problems += _stack_problems(member.fountain, member.ref)
            assert not problems, (step, member.history, problems[:3])
        if step % 8 == 7:
            for member in family:
                fresh = _replayed(member.ref)
                assert member.fountain == fresh
                for tile in member.tiles[-2:]:
                    mine = member.fountain
                    assert mine.legal_placements(tile) == fresh.legal_placements(tile)
                    assert mine.search().legal_placement_count(tile) == len(
                        fresh.legal_placements(tile)
                    )
    return family


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_clones_changed_apart_never_see_each_others_changes(seed: int) -> None:
    family = _play_family(seed, 40)
    assert len(family) >= 4
    assert len({len(m.ref.history) for m in family}) >= 3


def _leaky_clone(self: Fountain) -> Fountain:
    """A clone that shares everything and never copies before a change."""
    other = object.__new__(Fountain)
    for name in Fountain.__slots__:
        setattr(other, name, getattr(self, name))
    other._shared = self._shared = False
    return other


def test_the_family_check_catches_a_clone_that_leaks(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(Fountain, "clone", _leaky_clone)
    with pytest.raises(AssertionError):
        _play_family(1, 40)


def _cover_plan(copy: Growth) -> tuple[TileSpec, Cell]:
    """A tile of the supply and a token cell it can both cover and miss."""
    for tile in reversed(copy.tiles):
        legal = copy.fountain.legal_placements(tile)
        for cell in copy.fountain.token_cells():
            over = [p for p in legal if cell in cells_at(tile, p)]
            if over and len(over) < len(legal):
                return tile, cell
    raise AssertionError("no tile can cover a token cell")


def test_a_clone_changed_after_its_original_changed_keeps_the_old_fountain() -> None:
    first = Growth.seeded(8, covers=20).grown(10)
    tile, token_cell = _cover_plan(first)
    first.fountain.place_token(first.tokens[-1], token_cell)
    first.ref.lay_token(first.tokens.pop(), token_cell)
    before = first.fountain.legal_placements(tile)  # cached, then shared
    cells_before = first.fountain.token_cells()
    second = first.clone()
    # the original changes first: a tile over the token, then a token
    over = next(p for p in before if token_cell in cells_at(tile, p))
    report = first.fountain.place(tile, over)
    assert report.removed_tokens == first.ref.lay(tile, over).removed != ()
    first.tiles.remove(tile)
    cell = first.ref.token_cells()[-1]
    first.fountain.place_token(first.tokens[-1], cell)
    first.ref.lay_token(first.tokens.pop(), cell)
    # the clone still sees the old fountain, its cached answers included
    assert second.fountain.legal_placements(tile) == before
    assert second.fountain.token_cells() == cells_before
    assert not all_differences(second.fountain, second.ref)
    # now the clone changes: the same tile elsewhere, a token on the token
    elsewhere = next(p for p in before if token_cell not in cells_at(tile, p))
    second.fountain.place(tile, elsewhere)
    second.ref.lay(tile, elsewhere)
    second.tiles.remove(tile)
    if token_cell in second.ref.token_cells():
        second.fountain.place_token(second.tokens[-1], token_cell)
        second.ref.lay_token(second.tokens.pop(), token_cell)
    # and a clone of the clone, its caches dropped, changes too
    third = second.clone()
    third.fountain.search().forget_caches()
    cell = third.ref.token_cells()[0]
    third.fountain.place_token(third.tokens[-1], cell)
    third.ref.lay_token(third.tokens.pop(), cell)
    for copy in (first, second, third):
        assert not all_differences(copy.fountain, copy.ref)
        assert copy.fountain == _replayed(copy.ref)
        for probe in copy.tiles[-3:]:
            want = _replayed(copy.ref).legal_placements(probe)
            assert copy.fountain.legal_placements(probe) == want
    assert first.fountain.placed[-1].placement != second.fountain.placed[-1].placement
    assert second.fountain.tokens != third.fountain.tokens


# -- laid tiles kept and shared --------------------------------------------------------


def _frozen(laid: laid_module.LaidTile) -> tuple[object, ...]:
    water = laid.water
    return (
        tuple(laid.cells.items()),
        laid.dark,
        laid.icons,
        water.pools,
        water.reach,
        water.icons,
    )


def _expected(tile: TileSpec, placement: Placement) -> tuple[object, ...]:
    """A laid tile worked out again: cells, dark bricks, icons, and its water
    as pools (4-connected water cells, reading order), the cells off the tile
    beside each pool, and each pool's printed icons."""
    cells = cells_at(tile, placement)
    ordered = sorted(cells, key=reading_order)
    wet = [c for c in ordered if cells[c].is_water]
    pools: list[list[Cell]] = []
    for cell in wet:
        touching = [
            p
            for p in pools
            if any(abs(cell[0] - x) + abs(cell[1] - y) == 1 for x, y in p)
        ]
        merged = [cell]
        for p in touching:
            pools.remove(p)
            merged += p
        pools.append(merged)
    pools = [sorted(p, key=reading_order) for p in pools]
    pools.sort(key=lambda p: reading_order(p[0]))
    return (
        cells,
        [c for c in cells if cells[c].is_dark],
        {c: (cells[c].icon,) for c in cells if cells[c].icon is not None},
        [tuple(p) for p in pools],
        [
            {
                (x + dx, y + dy)
                for x, y in p
                for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
                if (x + dx, y + dy) not in cells
            }
            for p in pools
        ],
        [tuple(cells[c].icon for c in p if cells[c].icon is not None) for p in pools],
    )


def _as_expected(key: tuple[TileSpec, Placement], laid: laid_module.LaidTile) -> bool:
    cells, dark, icons, pools, reach, printed = _expected(*key)
    water = laid.water
    return (
        dict(laid.cells) == cells
        and list(laid.dark) == dark
        and [key_cell(k) for k in laid.keys] == list(laid.cells)
        and {key_cell(k): i for k, i in laid.icons} == icons
        and [tuple(map(key_cell, pool)) for pool in water.pools] == pools
        and [set(map(key_cell, r)) for r in water.reach] == reach
        and list(water.icons) == printed
        and all(len(set(r)) == len(r) for r in water.reach)
    )


def _play(seed: int) -> list[Fountain]:
    """A seeded growth with tokens, high placements and covers, and a whole
    seeded game: the fountains they leave."""
    rng = random.Random(seed)
    copy = Growth.seeded(seed, covers=20).grown(30)
    game = FountainsGame.new(GameOptions(players=3, seed=seed))
    while not game.is_over():
        game.apply(rng.choice(game.legal_actions()))
    return [copy.fountain, *game.fountains]


def test_laid_tiles_kept_in_the_cache_are_never_changed_by_play() -> None:
    fountains = _play(30)
    kept = list(CACHES["laid tiles"].store.items())
    assert len(kept) > 50
    snapshots = [(laid, _frozen(laid)) for _, laid in kept]
    fountains += _play(31) + _play(32)
    for laid, snapshot in snapshots:
        assert _frozen(laid) == snapshot
    current = list(CACHES["laid tiles"].store.items())
    assert all(_as_expected(key, laid) for key, laid in current)
    for fountain in fountains:
        for placed in fountain.placed:
            assert dict(placed.cells) == cells_at(placed.tile, placed.placement)


def test_the_laid_tile_check_catches_a_changed_entry() -> None:
    tile = TILES[4]
    placement = Placement(tile.id, 3, -2, 1)
    laid = laid_module.laid_tile(tile, placement)
    assert _as_expected((tile, placement), laid)
    shifted = Placement(tile.id, 4, -2, 1)
    assert not _as_expected((tile, shifted), laid)
    turned = Placement(tile.id, 3, -2, 2)
    assert not _as_expected((tile, turned), laid)


# -- games -----------------------------------------------------------------------------


def _play_games(options: GameOptions) -> list[FountainsGame]:
    """A seeded game cloned now and then (clones of clones too), every copy
    played on with its own generator; every copy must stay equal to a replay
    of its own action log."""
    rng = random.Random(options.seed)
    games = [FountainsGame.new(options)]
    rngs = [random.Random(0)]
    step = 0
    while not all(game.is_over() for game in games):
        step += 1
        i = rng.randrange(len(games))
        game = games[i]
        if game.is_over():
            continue
        if game.phase is Phase.PLACE:
            game.legal_placements()  # cached in the fountain a clone copies
        if len(games) < 4 and step % 25 == 0:
            games.append(game.clone())
            rngs.append(random.Random(step))
            continue
        game.apply(rngs[i].choice(game.legal_actions()))
        if step % 40 == 0:
            for other in games:
                assert other == FountainsGame.replay(options, other.actions)
    for game in games:
        replay = FountainsGame.replay(options, game.actions)
        assert game == replay and game.outcome() == replay.outcome()
        for mine, theirs in zip(game.fountains, replay.fountains, strict=True):
            assert mine.water().pools == theirs.water().pools
            assert mine.flows() == theirs.flows()
            assert mine.token_cells() == theirs.token_cells()
            for tile in TILES[::17]:
                assert mine.legal_placements(tile) == theirs.legal_placements(tile)
    return games


@pytest.mark.parametrize(
    "options",
    [
        GameOptions(players=2, seed=41),
        GameOptions(players=5, advanced=True, seed=42),
        GameOptions(players=1, solo="medium", seed=43),  # type: ignore[arg-type]
    ],
    ids=["two players", "five advanced", "solo medium"],
)
def test_game_clones_played_apart_equal_replays_of_their_own_logs(
    options: GameOptions,
) -> None:
    games = _play_games(options)
    assert len(games) == 4
    assert len({len(game.actions) for game in games}) > 1


def _leaky_game_clone(game: FountainsGame) -> FountainsGame:
    """A game clone that copies everything but shares the fountains."""
    copy = object.__new__(FountainsGame)
    state = dict(game.__dict__)
    state["basin"] = game.basin.clone()
    for name in ("machine_tiles", "out_of_game", "_scores", "_score_log"):
        state[name] = list(state[name])
    state["turns_taken"] = list(game.turns_taken)
    state["actions"] = list(game.actions)
    copy.__dict__ = state
    return copy


def test_the_game_check_catches_a_clone_sharing_fountains(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(FountainsGame, "clone", _leaky_game_clone)
    with pytest.raises(AssertionError):
        _play_games(GameOptions(players=2, seed=41))
