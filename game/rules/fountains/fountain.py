"""One player's Fountain: placed tiles, bonus tokens, pools and water.

The rules follow the rulebook (Placing Tiles, Jets, Pond Weed, Rewards, Bonus
Tokens) and ``docs/rules/fountain-model.md``. Placement geometry lives in
``placement.py``, pools and flow in ``water.py``, saving in ``fountain_save.py``;
this module keeps the state and answers the queries rewards, design cards, bots and
the renderer need.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from operator import attrgetter

from game.rules.errors import IllegalActionError
from game.rules.fountains import features
from game.rules.fountains.icons import FishColour, Icon
from game.rules.fountains.place_report import PlaceReport
from game.rules.fountains.placement import Stack, laid_cells
from game.rules.fountains.search.cell_keys import CELLS, CellKey, cell_key
from game.rules.fountains.search.laid_tile import laid_tile, tried_tile
from game.rules.fountains.search.legal_spots import LegalSpots
from game.rules.fountains.search.trial_lay import TrialLay
from game.rules.fountains.search.view import SearchView
from game.rules.fountains.search.water_net import WaterNet
from game.rules.fountains.tiles import (
    BonusToken,
    Cell,
    CellSpec,
    Placement,
    TileSpec,
)
from game.rules.fountains.water import Pool, Water

__all__ = [
    "Fountain",
    "IllegalPlacementError",
    "PlaceReport",
    "PlacedTile",
    "Placement",
    "Pool",
]

SAVE_VERSION = 1
PLACING_TILES = "placing tiles"
PLACING_TOKENS = "bonus token"


class IllegalPlacementError(IllegalActionError):
    """A tile or bonus token placement the rules do not allow; fountain unchanged."""

    def __init__(self, action: object, reason: str, phase: object = PLACING_TILES):
        super().__init__(action, reason, phase)


@dataclass(frozen=True)
class PlacedTile:
    """A tile in the fountain: spec, placement and level (``cells``: on the grid)."""

    tile: TileSpec
    placement: Placement
    level: int
    cells: Mapping[Cell, CellSpec] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "cells", laid_cells(self.tile, self.placement))


class Fountain:
    """A player's fountain. Build with ``Fountain.new(start_tile)``."""

    __slots__ = (
        "_placed",
        "_stack",
        "_cell_icons",
        "_tokens",
        "_removed_tokens",
        "_net",
        "_legal",
        "_token_cells",
        "_slots",
        "_shared",
    )

    def __init__(
        self, start_tile: TileSpec | None = None, removed_tokens: Iterable[str] = ()
    ) -> None:
        """An empty fountain, or (``start_tile``) one holding it at (0, 0),
        rotation 0, on level 1; ``removed_tokens``: bonus tokens already covered
        and out of the game, as a save records them."""
        self._placed: list[PlacedTile] = []
        self._stack = Stack()
        self._cell_icons: dict[CellKey, tuple[Icon, ...]] = {}  # by cell key
        self._tokens: dict[Cell, BonusToken] = {}
        self._removed_tokens: list[str] = list(removed_tokens)
        self._net = WaterNet.empty()  # never changed: each change makes a new one
        self._legal: dict[TileSpec, LegalSpots | None] = {}
        self._token_cells: list[Cell] | None = None
        # the keys of the visible cells that may take a bonus token
        self._slots: set[CellKey] = set()
        # A clone shares the containers above with its original until either
        # changes (search clones far more fountains than it changes).
        self._shared = False
        if start_tile is not None:
            self._lay(start_tile, Placement(start_tile.id, 0, 0, 0), 1)

    @classmethod
    def new(cls, start_tile: TileSpec, removed_tokens: Iterable[str] = ()) -> Fountain:
        """A fountain holding ``start_tile`` at (0, 0), rotation 0, on level 1
        (``removed_tokens``: bonus tokens already covered and out of the game, as
        a save records them)."""
        return cls(start_tile, removed_tokens)

    # -- tiles ----------------------------------------------------------------------

    def legal_placements(self, tile: TileSpec) -> list[Placement]:
        """Every legal placement of ``tile``, sorted by (y, x, rotation).

        A rotation that maps the tile onto itself gives the same covered cells as
        a smaller rotation and is listed only once, under the smaller rotation.
        """
        spots = self._legal_of(tile)
        return [] if spots is None else spots.placements()

    def search(self) -> SearchView:
        """This fountain as search asks it (legal spots, trials, unchecked
        placing): the one door to the fast path (``search/view.py``)."""
        return SearchView(
            self._legal_of,
            self._place_unchecked,
            self._trial,
            self._token_trial,
            self._forget_caches,
        )

    def _legal_of(self, tile: TileSpec) -> LegalSpots | None:
        legal = self._legal
        spots = legal.get(tile, _UNKNOWN)
        if spots is _UNKNOWN:
            spots = legal[tile] = self._stack.legal_spots(tile)
        return spots  # type: ignore[return-value]

    def placement_error(self, tile: TileSpec, placement: Placement) -> str | None:
        """The reason ``placement`` is illegal, in words; None if it is legal."""
        return self._stack.placement_error(tile, placement)

    def place(self, tile: TileSpec, placement: Placement) -> PlaceReport:
        """Add ``tile``; raises ``IllegalPlacementError`` (fountain unchanged)."""
        reason = self.placement_error(tile, placement)
        if reason is not None:
            raise IllegalPlacementError(placement, reason)
        return self._place_unchecked(tile, placement)

    def _place_unchecked(self, tile: TileSpec, placement: Placement) -> PlaceReport:
        """:meth:`place` without the legality check, for a placement already known
        to be legal (``SearchView.place_unchecked``)."""
        level = self._stack.level_for(tile, placement)
        removed = self._lay(tile, placement, level)
        coins = _fed_coins(self._net, laid_tile(tile, placement).coins)
        return PlaceReport(level, coins, removed)

    def _trial(self, tile: TileSpec, placement: Placement) -> TrialLay:
        """What laying ``tile`` at legal ``placement`` would do to the water and
        the coins, worked out without laying it (``SearchView.trial``)."""
        stack = self._stack
        level = stack.level_for(tile, placement)
        laid = tried_tile(tile, placement, level)
        # on the table it covers nothing; higher, it lies wholly on tiles
        covered = laid.keys if level > 1 else ()
        net = self._net.laid(level, laid.water, covered, self._cell_icons)
        return TrialLay(level, _fed_coins(net, laid.coins), net)

    def placement_level(self, tile: TileSpec, placement: Placement) -> int:
        """The level a legal ``placement`` would put ``tile`` on."""
        return self._stack.level_for(tile, placement)

    def _lay(self, tile: TileSpec, placement: Placement, level: int) -> tuple[str, ...]:
        if self._shared:
            self._own()
        laid = laid_tile(tile, placement)
        placed = _placed_tile(PlacedTile)
        _set(placed, "tile", tile)
        _set(placed, "placement", placement)
        _set(placed, "level", level)
        _set(placed, "cells", laid.cells)
        index = len(self._placed)
        cell_icons = self._cell_icons
        covered: tuple[CellKey, ...] = ()
        removed: list[str] = []
        slots = self._slots
        if level > 1:  # else it lies on the table, covering nothing
            covered = laid.keys  # it lies wholly on tiles
            slots.difference_update(covered)
            for key in covered:
                cell_icons.pop(key, None)
            tokens = self._tokens
            if tokens:
                removed = [tokens.pop(c).id for c in laid.cells if c in tokens]
        self._stack.add(index, tile, placement, level, laid)
        self._placed.append(placed)
        slots.update(laid.slots)
        cell_icons.update(laid.icons)
        if removed:
            self._removed_tokens.extend(removed)
        self._net = self._net.laid(level, laid.water, covered, cell_icons)
        self._legal = {}
        self._token_cells = None
        return tuple(removed)

    def _forget_caches(self) -> None:
        """Drop the cached legal placements and placement boards, so the next
        question works them out cold (benches and tests)."""
        if self._shared:
            self._own()
        self._legal = {}
        self._stack.forget_boards()

    def _own(self) -> None:
        """Stop sharing containers with a clone: copy them before a change."""
        self._placed = list(self._placed)
        self._stack = self._stack.copy()
        self._cell_icons = dict(self._cell_icons)
        self._slots = set(self._slots)
        self._tokens = dict(self._tokens)
        self._removed_tokens = list(self._removed_tokens)
        self._shared = False

    # -- bonus tokens ---------------------------------------------------------------

    def token_cells(self) -> list[Cell]:
        """Visible shaded slots and icon cells (also under a token), sorted (y, x)."""
        cells = self._token_cells
        if cells is None:  # keys sort in reading order
            cells = self._token_cells = list(map(_CELL_OF, sorted(self._slots)))
        return list(cells)

    def token_error(self, token: BonusToken, cell: Cell) -> str | None:
        """Why ``token`` cannot go on ``cell``, in words; None if it can."""
        used = [laid.id for laid in self._tokens.values()]
        if token.id in used or token.id in self._removed_tokens:
            return f"bonus token {token.id} is already used in this fountain"
        where = (cell[0], cell[1])
        index = self._stack.top.get(where)
        if index is None:
            return f"cell {_fmt(cell)} is not part of the fountain"
        spec = self._placed[index].cells[where]
        if not (spec.slot or spec.icon is not None):
            return (
                f"cell {_fmt(cell)} is not a visible shaded slot or icon; a bonus "
                "token goes on one of those"
            )
        return None

    def place_token(self, token: BonusToken, cell: Cell) -> PlaceReport:
        """Put ``token`` on ``cell``; its icons replace the icon under it.

        A token already there is removed from the game. Its coins score if the
        pool is fed afterwards. Raises ``IllegalPlacementError`` otherwise.
        """
        reason = self.token_error(token, cell)
        action = f"{token.id}@{cell[0]},{cell[1]}"
        if reason is not None:
            raise IllegalPlacementError(action, reason, PLACING_TOKENS)
        cell = (cell[0], cell[1])
        if self._shared:
            self._own()
        old = self._tokens.get(cell)
        removed = (old.id,) if old is not None else ()
        self._removed_tokens.extend(removed)
        self._tokens[cell] = token
        key = cell_key(*cell)
        self._cell_icons[key] = token.icons
        net = self._net = self._net.with_icons(key, token.icons, self._cell_icons)
        level, coins = _token_pays(net, key, token)
        return PlaceReport(level, coins, removed)

    def _token_trial(self, token: BonusToken, cell: Cell) -> TrialLay:
        """What putting ``token`` on ``cell`` would do to the water and the coins
        (``SearchView.token_trial``)."""
        key = cell_key(cell[0], cell[1])
        net = self._net.with_icons(key, token.icons, self._cell_icons)
        level, coins = _token_pays(net, key, token)
        return TrialLay(level, coins, net)

    @property
    def tokens(self) -> dict[Cell, str]:
        """Bonus tokens in the fountain: cell -> token id."""
        return {cell: token.id for cell, token in self._tokens.items()}

    @property
    def laid_tokens(self) -> dict[Cell, BonusToken]:
        """Bonus tokens in the fountain: cell -> the token (its icons too)."""
        return dict(self._tokens)

    @property
    def removed_tokens(self) -> tuple[str, ...]:
        """Ids of bonus tokens covered and removed from the game, in order."""
        return tuple(self._removed_tokens)

    # -- water and features ---------------------------------------------------------

    def water(self) -> Water:
        """Pools, flow and feeding for the current fountain, pools numbered by
        tile, then reading order (made when first asked for, then kept)."""
        return Water.of(self._net, self._stack.top)

    def pool_at(self, cell: Cell) -> Pool | None:
        """The pool holding visible water cell ``cell``, if any."""
        water = self.water()
        index = water.pool_of.get((cell[0], cell[1]))
        return None if index is None else water.pools[index]

    def fed_pool_count(self) -> int:
        return len(self._net.fed)

    def fed_pools(self) -> list[tuple[int, tuple[Icon, ...]]]:
        """(level, visible icons) of every fed pool, in no set order: what
        ``water().pools`` says of the fed ones, without building them."""
        net = self._net
        return [(net.level[pool], net.icons.get(pool, ())) for pool in net.fed]

    def pond_weed_count(self) -> int:
        """Pools not fed by a jet: each carries a pond weed token."""
        net = self._net
        return len(net.cells) - len(net.fed)

    def fish_points(self, colour: FishColour) -> int:
        """Fed fish of ``colour`` plus fed wild fish, each worth its pool's level."""
        return features.fish_points(self._net, colour)

    def fish_points_by_colour(self) -> dict[FishColour, int]:
        """:meth:`fish_points` for every colour at once (red, black, white)."""
        return features.fish_points_by_colour(self._net)

    def best_fish_points(self) -> int:
        """The most :meth:`fish_points` of any colour."""
        return features.best_fish_points(self._net)

    def lily_groups(self) -> list[tuple[int, frozenset[int]]]:
        """Groups of fed pools (indices into :meth:`pools`) joined by flowing
        water (either direction), with their lily points (each lily pad worth
        its pool's level), best first.

        "The single largest group of lily pads" is the group with the most lily
        pads; on a tie, the one worth more (then the one holding the earliest
        pool)."""
        return features.lily_groups(self.water())

    def lily_points(self) -> int:
        """Points of the largest group of lily pads (the most pads; on a tie,
        the group worth more) in fed pools joined by flowing water."""
        return features.lily_points(self._net)

    def visible_icons(self) -> list[Icon]:
        """Every visible icon (bonus token icons included), fed or not."""
        return [icon for icons in self.water().icons for icon in icons]

    def flows(self) -> list[tuple[Cell, Cell]]:
        """(from, to) pairs of 4-adjacent visible water cells of two pools where
        water passes; water between pools on one level is listed once."""
        return list(self.water().flows)

    # -- geometry -------------------------------------------------------------------

    @property
    def placed(self) -> list[PlacedTile]:
        """Placed tiles in order (tile spec, placement, level)."""
        return list(self._placed)

    def tile_count(self) -> int:
        return len(self._placed)

    def max_level(self) -> int:
        return self._stack.max_level

    def height(self, x: int, y: int) -> int:
        """How many tiles cover cell (x, y)."""
        return self._stack.height((x, y))

    def top(self, x: int, y: int) -> int | None:
        """Index into ``placed`` of the tile seen at (x, y), or None."""
        return self._stack.top.get((x, y))

    def cell(self, x: int, y: int) -> CellSpec | None:
        """The visible cell at (x, y) (a token on it not included), or None."""
        index = self._stack.top.get((x, y))
        return None if index is None else self._placed[index].cells[(x, y)]

    def cells(self) -> list[Cell]:
        """Every cell of the fountain's footprint, sorted (y, x)."""
        return sorted(self._stack.top, key=lambda c: (c[1], c[0]))

    def is_fully_visible(self, index: int) -> bool:
        """Whether no cell of placed tile ``index`` is covered by another tile."""
        top = self._stack.top
        return all(top[cell] == index for cell in self._placed[index].cells)

    def fully_visible(self) -> list[int]:
        """The placed tiles (indices into ``placed``, in order) no cell of
        which is covered by another tile: those seen on as many cells as they
        have."""
        seen = Counter(self._stack.top.values())
        return [
            index
            for index, placed in enumerate(self._placed)
            if seen[index] == len(placed.cells)
        ]

    # -- copying, equality, saving ----------------------------------------------------

    def clone(self) -> Fountain:
        """A copy sharing every field with this fountain until either changes
        (then the changing one copies its containers first: ``_own``); the
        legal spots found by either serve both."""
        self._shared = True
        other = _new_fountain(Fountain)
        for name, value in zip(_FIELDS, _fields_of(self), strict=True):
            _set(other, name, value)
        return other

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Fountain):
            return NotImplemented
        return (
            self.placed == other.placed
            and self.laid_tokens == other.laid_tokens
            and self.removed_tokens == other.removed_tokens
        )

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        tiles = ", ".join(str(p.placement) for p in self._placed)
        return f"<Fountain {len(self._placed)} tiles: {tiles}; tokens {self.tokens}>"


_CELL_OF = CELLS.__getitem__
_UNKNOWN = object()  # a tile whose legal placements are not worked out yet
_new_fountain = object.__new__
_FIELDS: tuple[str, ...] = Fountain.__slots__
_fields_of = attrgetter(*_FIELDS)
"""Every field of a fountain, in ``__slots__`` order (a clone takes each)."""
_placed_tile = object.__new__
_set = object.__setattr__  # how a frozen dataclass sets its own fields


def _fed_coins(net: WaterNet, coin_cells: tuple[CellKey, ...]) -> int:
    """How many of ``coin_cells`` (keys, visible) lie in fed pools of ``net``."""
    if not coin_cells:
        return 0
    return net.fed_count(coin_cells)


def _token_pays(net: WaterNet, key: CellKey, token: BonusToken) -> tuple[int, int]:
    """The level of the pool a token lies in (its cell's ``key``), and its coins
    that score: all of them if that pool is fed in ``net``, else none."""
    pool = net.pool_of[key]
    coins = token.icons.count(Icon.COIN) if pool in net.fed else 0
    return net.level[pool], coins


def _fmt(cell: Cell) -> str:
    return f"({cell[0]},{cell[1]})"
