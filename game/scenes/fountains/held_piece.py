"""The held tile or bonus token of the Fountains table, as view state: where it
aims in the large view (``hover_*``), the spot Tab shows, the cell held under
the pointer (the grip), the previews worked out for it, and its intents: turn
it, aim it, show a spot, put it down tentatively, take it back. It draws
nothing: :class:`~game.scenes.fountains.held_panel.HeldPanel` shows it, the
prompt says why it cannot go somewhere, the toolbar and the keyboard's focus
send it intents."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.rules.fountains.actions import Place, PlaceToken
from game.rules.fountains.catalogue import tile_by_id, token_by_id
from game.rules.fountains.phases import Phase
from game.rules.fountains.tiles import Placement, TileSpec
from game.scenes.fountains.layout import AIM_BOTTOM
from game.scenes.fountains.panel import TableEnv
from game.scenes.fountains.preview import (
    PlacementPreview,
    before_placing,
    preview_tile,
    preview_token,
)
from game.scenes.fountains.spots import (
    medium_order,
    nearest_spot,
    spots_at,
    tile_handle,
    turn_grip,
)
from game.scenes.fountains.table_state import TableState
from game.scenes.fountains.view_state import FountainView

Cell = tuple[int, int]

TAB_TREMOR = 6
"""Pixels the pointer may drift while the Tab preview stays where it is."""


class HeldPiece:
    """What the held piece is over (``hover_*``) and the previews worked out.
    ``covered(pos)``: a button is shown there (the piece does not aim past it)."""

    def __init__(
        self,
        env: TableEnv,
        state: TableState,
        view: FountainView,
        covered: Callable[[tuple[int, int]], bool],
    ) -> None:
        self.env = env
        self.state = state
        self.view = view
        self._covered = covered
        self.hover_cell: Cell | None = None
        self.hover_placement: Placement | None = None
        self.hover_reason: str | None = None
        self.hover_preview: PlacementPreview | None = None
        self.pending_preview: PlacementPreview | None = None
        self.forgotten = 0  # counts the turn steps whose previews were let go
        self._previews: dict[object, PlacementPreview] = {}
        self._before: tuple[Any, Any] | None = None
        self._revision = state.revision
        self.grip: tuple[str, int, Cell] | None = None  # tile, turn, cell held
        self._spots: tuple[object, list[Placement]] | None = None
        self._ranked: tuple[object, list[Placement]] | None = None
        self.tab_spot: Placement | None = None  # the spot Tab previews
        self._tab_from: tuple[int, int] = (0, 0)  # where the pointer was then

    # -- reading the state ---------------------------------------------------------

    def sync(self) -> None:
        """A new turn step (or a new token held): forget what was hovered."""
        if self._revision == self.state.revision:
            return
        self._revision = self.state.revision
        self.tab_spot = None
        self.hover_placement = None
        self.hover_preview = None
        self.hover_reason = None
        self.pending_preview = None
        self.clear_previews()
        self.forgotten += 1

    def clear_previews(self) -> None:
        self._previews.clear()

    def aims_at_fountain(self, pos: tuple[int, int]) -> bool:
        """The pointer is over the large view, not over its toolbar or a button."""
        if not self.view.view_rect.collidepoint(pos) or pos[1] >= AIM_BOTTOM:
            return False
        return not self._covered(pos)

    def placing(self) -> bool:
        return self.view.acting_here() and self.state.game.phase is Phase.PLACE

    def held_tile(self) -> TileSpec | None:
        game = self.state.game
        if game.phase is Phase.PLACE and game.drafted is not None:
            return tile_by_id(game.drafted)
        return None

    def grip_of(self, tile: TileSpec, rotation: int) -> Cell:
        """The cell of the turned tile held under the pointer: the middle one at
        first, then wherever turning about the pointer has carried it."""
        grip = self.grip
        if grip is not None and grip[:2] == (tile.id, tile.same_rotation(rotation)):
            return grip[2]
        return tile_handle(tile, rotation)

    def spots_key(self, tile: TileSpec) -> object:
        game = self.state.game
        turn = tile.same_rotation(self.state.tile_rotation)
        return (id(game), len(game.actions), tile.id, turn)

    def spots(self) -> list[Placement]:
        """Every legal spot of the held tile at its current turn (cached per
        tile, turn and fountain version)."""
        tile = self.held_tile()
        if tile is None:
            return []
        key = self.spots_key(tile)
        if self._spots is None or self._spots[0] != key:
            legal = self.state.legal_placements()
            self._spots = (key, spots_at(legal, tile, self.state.tile_rotation))
        return self._spots[1]

    def ranked_spots(self) -> list[Placement]:
        """:meth:`spots` best first as Medium ranks them (worked out once)."""
        tile = self.held_tile()
        if tile is None:
            return []
        key = self.spots_key(tile)
        if self._ranked is None or self._ranked[0] != key:
            self._ranked = (key, medium_order(self.state.game, self.spots()))
        return self._ranked[1]

    def spot_marks_cells(self) -> list[tuple[Cell, int]]:
        """(cell to point at, level the tile would rest on) per legal spot."""
        tile = self.held_tile()
        if tile is None:
            return []
        gx, gy = self.grip_of(tile, self.state.tile_rotation)
        fountain = self.view.fountain()
        return [
            ((p.x + gx, p.y + gy), fountain.placement_level(tile, p))
            for p in self.spots()
        ]

    def covered_cells(self) -> frozenset[Cell]:
        """The cells the held piece covers where it shows now (tentatively put
        down, or aimed at a legal spot): their jets are shown still."""
        if not self.view.acting_here():
            return frozenset()
        pending = self.state.pending
        if isinstance(pending, PlaceToken):
            return frozenset((pending.cell,))
        placement = pending.placement if isinstance(pending, Place) else None
        if placement is None and self.hover_preview is not None:
            if self.hover_placement is not None:
                placement = self.hover_placement
            elif self.hover_cell is not None and self.state.chosen_token:
                return frozenset((self.hover_cell,))
        if placement is None:
            return frozenset()
        cells = tile_by_id(placement.tile_id).rotation(placement.rotation).cells
        return frozenset((x + placement.x, y + placement.y) for x, y in cells)

    # -- intents -------------------------------------------------------------------

    def turn_tile(self, step: int) -> None:
        """Turn the held tile about the cell under the pointer."""
        tile = self.held_tile()
        if tile is not None:
            old = self.state.tile_rotation
            grip = turn_grip(tile, old, self.grip_of(tile, old), step)
            new = (old + step) % 4
            self.grip = (tile.id, tile.same_rotation(new), grip)
        self.state.turn_tile(step)
        self.env.sound.play("rotate")
        self.tab_spot = None
        self.hover_cell = None
        self.pending_preview = None
        self.update_hover(self.env.mouse)

    def forget_hover_cell(self) -> None:
        self.hover_cell = None

    def undo(self) -> bool:
        if not self.state.undo():
            return False
        self.pending_preview = None
        self.hover_cell = None
        return True

    def cycle_spot(self, step: int) -> bool:
        """Tab: show the tile, with its water and points, on the next legal
        spot, best first (Shift+Tab: back); a click or Enter puts it there."""
        spots = self.ranked_spots()
        if not spots or self.state.pending is not None:
            return False
        current = self.tab_spot
        index = spots.index(current) + step if current in spots else 0
        return self.show_spot(spots[index % len(spots)])

    def show_spot(self, spot: Placement) -> bool:
        """Show the tile, with its water and points, on legal ``spot`` (what Tab
        does; the keyboard's focus does it too); Enter then puts it there."""
        self.sync()
        if spot not in self.spots() or self.state.pending is not None:
            return False
        tile = tile_by_id(spot.tile_id)
        gx, gy = self.grip_of(tile, self.state.tile_rotation)
        self.tab_spot = spot
        self._tab_from = self.env.mouse
        self.hover_cell = (spot.x + gx, spot.y + gy)
        self.hover_placement = spot
        self.hover_reason = self._hidden_by_peel(tile, spot)
        self.hover_preview = self._preview(spot) if self.hover_reason is None else None
        return True

    def place_tab_spot(self) -> bool:
        """Put the tile down, tentatively, on the spot Tab shows."""
        spot = self.tab_spot
        if spot is None or self.hover_reason is not None:
            return False
        if not self.state.place_tentative(Place(spot)):
            return False
        self.tab_spot = None
        self.pending_preview = self._preview(spot)
        return True

    def aim_token(self, cell: Cell) -> bool:
        """Keys: show the chosen bonus token, with its water, on ``cell`` (the
        pointer may then drift a little, as after Tab)."""
        self.sync()
        if self.state.chosen_token is None or self.state.pending is not None:
            return False
        self.tab_spot = None
        self._tab_from = self.env.mouse
        self.hover_cell = cell
        self._hover_token(cell)
        return True

    def place_token(self, cell: Cell) -> bool:
        """Keys: put the chosen bonus token down on ``cell``, tentatively."""
        token = self.state.chosen_token
        if token is None or not self.state.place_tentative(PlaceToken(token, cell)):
            return False
        self.pending_preview = self._preview((token, cell))
        return True

    def point_at(self, pos: tuple[int, int]) -> None:
        """The pointer moved to ``pos``: a real move lets the Tab spot go, and
        the piece follows it over the player's own fountain."""
        if self.tab_spot is not None and self._moved_off_tab_spot(pos):
            self.tab_spot = None
        if self.view.acting_here() and self.tab_spot is None:
            self.update_hover(pos)

    def press(self, pos: tuple[int, int]) -> bool:
        """A left click at ``pos`` on the large view: put the piece down there
        (or on the spot Tab shows), tentatively."""
        if not (
            self.aims_at_fountain(pos)
            and self.view.acting_here()
            and self.state.pending is None
        ):
            return False
        if self.tab_spot is not None:
            return self.place_tab_spot()
        return self._press(pos)

    def _moved_off_tab_spot(self, pos: tuple[int, int]) -> bool:
        """The pointer has really moved since Tab (not a hand's tremor)."""
        x, y = self._tab_from
        return abs(pos[0] - x) + abs(pos[1] - y) > TAB_TREMOR

    def update_hover(self, pos: tuple[int, int]) -> None:
        state = self.state
        phase = state.game.phase
        if state.pending is not None or not self.aims_at_fountain(pos):
            self.hover_placement = None
            self.hover_preview = None
            self.hover_reason = None
            self.hover_cell = None
            return
        fountain = self.view.fountain()
        cell = self.view.board.pick(fountain, pos)
        if cell == self.hover_cell and self.hover_placement is not None:
            return
        self.hover_cell = cell
        if phase is Phase.PLACE and state.game.drafted is not None:
            self._hover_tile(cell)
        elif phase is Phase.TOKEN and state.chosen_token is not None:
            self._hover_token(cell)

    def _hover_tile(self, cell: Cell) -> None:
        state = self.state
        tile = tile_by_id(state.game.drafted)  # type: ignore[arg-type]
        rotation = tile.same_rotation(state.tile_rotation)
        gx, gy = self.grip_of(tile, state.tile_rotation)
        placement = Placement(tile.id, cell[0] - gx, cell[1] - gy, rotation)
        legal = state.legal_placements()
        if placement not in legal:
            placement = nearest_spot(self.spots(), placement) or placement
        self.hover_placement = placement
        fountain = self.view.fountain()
        if placement in legal:
            self.hover_reason = self._hidden_by_peel(tile, placement)
            legal_here = self.hover_reason is None
            self.hover_preview = self._preview(placement) if legal_here else None
        else:
            self.hover_preview = None
            self.hover_reason = fountain.placement_error(tile, placement)

    def _hidden_by_peel(self, tile: TileSpec, placement: Placement) -> str | None:
        """While upper levels are peeled away, a tile lands only on what is shown."""
        peel = self.view.camera.peel
        if peel is None:
            return None
        level = self.view.fountain().placement_level(tile, placement)
        if level <= peel + 1:
            return None
        return (
            f"it would rest on level {level}, on tiles the peel hides; "
            "show every level to put it there"
        )

    def token_cells(self, token: str | None = None) -> list[Cell]:
        """The cells a bonus token may go on now (``token``: that one only),
        in reading order."""
        return sorted(
            {
                a.cell
                for a in self.state.legal()
                if isinstance(a, PlaceToken) and (token is None or a.token_id == token)
            }
        )

    def _hover_token(self, cell: Cell) -> None:
        token = self.state.chosen_token
        self.hover_placement = None
        if cell in self.token_cells(token):
            self.hover_reason = None
            self.hover_preview = self._preview((token, cell))
        else:
            self.hover_preview = None
            fountain = self.view.fountain()
            reason = fountain.token_error(token_by_id(str(token)), cell)
            self.hover_reason = reason or "a bonus token cannot go there"

    def _preview(self, key: object) -> PlacementPreview:
        found = self._previews.get(key)
        if found is None:
            fountain = self.view.fountain()
            if isinstance(key, Placement):
                version = (self.view.viewing, len(self.state.game.actions))
                if self._before is None or self._before[0] != version:
                    self._before = (version, before_placing(fountain))
                found = preview_tile(
                    fountain, tile_by_id(key.tile_id), key, self._before[1]
                )
            else:
                assert isinstance(key, tuple)  # (token id, cell)
                token_id, where = key
                found = preview_token(fountain, token_id, where)
            self._previews[key] = found
        return found

    def _press(self, pos: tuple[int, int]) -> bool:
        state = self.state
        phase = state.game.phase
        if phase is Phase.PLACE and self.hover_placement is not None:
            self.update_hover(pos)
            if self.hover_placement is not None and self.hover_reason is None:
                if state.place_tentative(Place(self.hover_placement)):
                    self.pending_preview = self.hover_preview
                    return True
            elif self.hover_reason is not None:
                self.env.sound.play("illegal")
        if phase is Phase.TOKEN and state.chosen_token is not None:
            self.update_hover(pos)
            cell = self.view.board.pick(self.view.fountain(), pos)
            action = PlaceToken(state.chosen_token, cell)
            if state.place_tentative(action):
                self.pending_preview = self._preview((state.chosen_token, cell))
                return True
        return False
