"""Where the keyboard's focus may rest on the Fountains table now.

The stops come in groups, in the order a turn reads:

- **choices**: what this step of the turn offers. In the draft, the pawns
  that may move, then (a pawn chosen) the Basin spaces it may go to; in the
  token step, the face-up bonus tokens, then (one chosen) the cells it may go
  on; in the place step, the held tile's legal spots, best first as Medium
  ranks them (what Tab has always previewed). Over the table, a dialog's
  buttons (the fish colours, the tokens to swap, the hand-off, the recap).
- **turn**: Confirm, Discard or Pass, Play it, Undo, Turn tile, Hint, Back to
  your fountain.
- **view**: the camera's buttons and every player's thumbnail.
- **cards**: the advanced game's design cards (their rule shows) and a
  computer's Why?.
- **menu**: the Menu button.

Every choice comes from the table state's legal actions, every button from
the panels' own ``buttons()`` as the panel stack offers them: a button is
pressed by handing its panel a left click on it, so each button any panel
shows has a key by construction. The focus reads the table's view state
(:class:`TableView`), never a panel.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

import pygame

from game.render.fountains.piece_words import tile_words, token_words
from game.render.fountains.space_words import space_name
from game.rules.fountains.phases import Phase
from game.scenes.fountains.held_piece import HeldPiece
from game.scenes.fountains.overlays import Button
from game.scenes.fountains.table_state import TableState
from game.scenes.fountains.view_state import BasinChoice, FountainView, SeatPlaces
from game.scenes.panel_stack import Offered, ShownButton

CHOICES, TURN, VIEW, CARDS, MENU = "choices", "turn", "view", "cards", "menu"
GROUP_ORDER = (CHOICES, TURN, VIEW, CARDS, MENU)
FOUNTAIN_KINDS = frozenset({"spot", "cell"})
"""Stops on the large view: there the arrow keys keep panning the camera."""

TURN_BUTTONS = (
    "confirm",
    "discard",
    "pass",
    "rotate-tile",
    "play-hint",
    "hint",
    "undo",
    "home",
)
CAMERA_BUTTONS = ("turn-left", "turn-right", "zoom-out", "zoom-in", "peel")
CARD_BUTTONS = ("why",)


@dataclass(frozen=True, eq=False)
class Stop:
    """One place the focus may rest: ``key`` names it (kind first), ``rect``
    is where its ring goes (None: off the view at this camera turn),
    ``choose`` is what Enter does, ``aim`` what resting on it shows."""

    key: tuple[Hashable, ...]
    rect: pygame.Rect | None
    words: str
    choose: Callable[[], object]
    aim: Callable[[], object] | None = None
    round: bool = False

    @property
    def kind(self) -> Hashable:
        return self.key[0]


@dataclass(frozen=True)
class Group:
    name: str
    stops: tuple[Stop, ...]

    def find(self, key: tuple[Hashable, ...]) -> int | None:
        for index, stop in enumerate(self.stops):
            if stop.key == key:
                return index
        return None


MENU_KEY = "menu"


@dataclass
class TableView:
    """Everything the keyboard's focus reads: the table state, the view state,
    and the buttons the panels offer now (``offered``: the panel stack's)."""

    state: TableState
    fountain: FountainView
    basin: BasinChoice
    held: HeldPiece
    places: SeatPlaces
    offered: Callable[[], Offered]


def table_groups(table: TableView) -> list[Group]:
    """Every group with at least one stop, in :data:`GROUP_ORDER`."""
    offered = table.offered()
    stops = _buttons(offered.buttons)
    menu = [stop for stop in stops if stop.key[1] == MENU_KEY]
    if offered.modal:
        rest = [stop for stop in stops if stop.key[1] != MENU_KEY]
        groups = [Group(CHOICES, tuple(rest)), Group(MENU, tuple(menu))]
        return [g for g in groups if g.stops]
    owned: dict[str, Stop] = {}
    for stop in stops:
        owned.setdefault(str(stop.key[1]), stop)
    groups = [
        Group(CHOICES, tuple(_choices(table))),
        Group(TURN, tuple(_pick(owned, TURN_BUTTONS))),
        Group(VIEW, (*_pick(owned, CAMERA_BUTTONS), *_thumbs(table))),
        Group(CARDS, (*_design_cards(table), *_pick(owned, CARD_BUTTONS))),
        Group(MENU, tuple(menu)),
    ]
    return [g for g in groups if g.stops]


# -- buttons -----------------------------------------------------------------------


def _buttons(shown: tuple[ShownButton, ...]) -> list[Stop]:
    """A stop per enabled button, pressed as its panel is: a left click."""
    return [
        Stop(
            ("button", s.button.key),
            s.button.rect.copy(),
            _button_words(s.button),
            s.press,
        )
        for s in shown
        if s.button.enabled
    ]


def _button_words(button: Button) -> str:
    if button.tip:
        return button.tip
    if button.key.startswith("fish-"):
        return f"{button.label} fish score: Enter chooses them"
    name = button.label or button.key.replace("-", " ")
    return f"{name} (Enter)"


def _pick(owned: dict[str, Stop], keys: tuple[str, ...]) -> list[Stop]:
    return [owned[key] for key in keys if key in owned]


# -- the choices of this step ----------------------------------------------------


def _choices(table: TableView) -> list[Stop]:
    state = table.state
    if not state.human_to_act():
        return []
    phase = state.game.phase
    if phase is Phase.DRAFT:
        if state.selected_pawn is None:
            return _pawns(table)
        return _spaces(table, state.selected_pawn)
    here = table.fountain.acting_here()
    if phase is Phase.TOKEN and here and state.pending is None:
        if state.chosen_token is None:
            return _tokens(table)
        return _token_cells(table, state.chosen_token)
    if phase is Phase.PLACE and here and state.pending is None:
        return _spots(table)
    return []


def _ring(centre: tuple[float, float], radius: int) -> pygame.Rect:
    rect = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    rect.center = (round(centre[0]), round(centre[1]))
    return rect


def _pawns(table: TableView) -> list[Stop]:
    state, basin = table.state, table.basin
    layout = basin.layout
    stops = []
    for pawn, space in state.game.basin.pawns.items():
        if not state.legal_drafts(pawn):
            continue
        count = len(state.legal_drafts(pawn))
        stops.append(
            Stop(
                ("pawn", pawn),
                _ring(layout.space_centre(space), layout.space_radius + 7),
                f"The {pawn.value} pawn, on {space_name(space, True)}: Enter picks "
                f"it ({count} place{'s' if count != 1 else ''} to go)",
                _choose_pawn(state, pawn),
                _hover_basin(basin, pawn, space),
                round=True,
            )
        )
    return stops


def _spaces(table: TableView, pawn: Any) -> list[Stop]:
    state, basin = table.state, table.basin
    layout = basin.layout
    stops = []
    for draft in state.legal_drafts(pawn):
        space = draft.space
        name = space_name(space, True)
        stops.append(
            Stop(
                ("space", pawn, space),
                _ring(layout.space_centre(space), layout.space_radius + 7),
                f"Move the {pawn.value} pawn to {name}: Enter takes it "
                "(Esc: pick another pawn)",
                _draft(state, pawn, space),
                _hover_basin(basin, pawn, space),
                round=True,
            )
        )
    return stops


def _tokens(table: TableView) -> list[Stop]:
    state, layout = table.state, table.basin.layout
    takes = state.takeable_tokens()
    stops = []
    for slot, token in enumerate(state.game.basin.face_up):
        if token is None or token not in takes:
            continue
        stops.append(
            Stop(
                ("token", token),
                _ring(layout.token_centre(slot), layout.token_width // 2 + 8),
                f"Bonus token: {token_words(token)}; Enter holds it",
                _choose_token(state, token),
                round=True,
            )
        )
    return stops


def _token_cells(table: TableView, token: str) -> list[Stop]:
    held, fountain = table.held, table.fountain
    cells = sorted(held.token_cells(token), key=lambda c: (c[1], c[0]))
    stops = []
    for cell in cells:
        pos = fountain.board.pointer_for_cell(fountain.fountain(), cell)
        stops.append(
            Stop(
                ("cell", token, cell),
                _ring(pos, 16) if pos is not None else None,
                f"Put {token_words(token, 'the')} here: Enter (Tab: next place)",
                _place_token(held, cell),
                _aim_token(held, cell),
                round=True,
            )
        )
    return stops


def _spots(table: TableView) -> list[Stop]:
    held, state = table.held, table.state
    tile = held.held_tile()
    if tile is None:
        return []
    fountain = table.fountain
    spots = held.ranked_spots()
    stops = []
    for rank, spot in enumerate(spots, start=1):
        gx, gy = held.grip_of(tile, state.tile_rotation)
        pos = fountain.board.pointer_for_cell(
            fountain.fountain(), (spot.x + gx, spot.y + gy)
        )
        stops.append(
            Stop(
                ("spot", spot),
                _ring(pos, 16) if pos is not None else None,
                f"Spot {rank} of {len(spots)} for {tile_words(tile.id)}: "
                "Enter puts it there (R turns it)",
                _place_spot(held, spot),
                _show_spot(held, spot),
                round=True,
            )
        )
    return stops


# -- the view and the cards --------------------------------------------------------


def _thumbs(table: TableView) -> list[Stop]:
    state, thumbs = table.state, table.places.thumbs
    stops = []
    for seat in range(len(state.game.fountains)):
        rect = thumbs.get(seat)
        if rect is None:
            continue
        stops.append(
            Stop(
                ("thumb", seat),
                rect.copy(),
                f"{state.name(seat)}'s fountain: Enter shows it large",
                _show(table.fountain, seat),
            )
        )
    return stops


def _design_cards(table: TableView) -> list[Stop]:
    return [
        Stop(
            ("design", str(card)),
            chip.copy(),
            f"Design card {card}: {card.rule}",
            lambda: False,  # read, not pressed: its rule shows while focused
        )
        for card, chip in table.places.design_chips
    ]


# -- what choosing and aiming do (closures over one stop each) --------------------


def _show(view: Any, seat: int) -> Callable[[], bool]:
    """What a click on a thumbnail does: that fountain, large."""

    def go() -> bool:
        view.view(seat)
        return True

    return go


def _choose_pawn(state: Any, pawn: Any) -> Callable[[], bool]:
    def go() -> bool:
        state.select_pawn(pawn)
        return True

    return go


def _draft(state: Any, pawn: Any, space: int) -> Callable[[], bool]:
    return lambda: bool(state.draft(pawn, space))


def _choose_token(state: Any, token: str) -> Callable[[], bool]:
    return lambda: bool(state.choose_token(token))


def _hover_basin(basin: Any, pawn: Any, space: int) -> Callable[[], None]:
    """Resting on a pawn or a space shows what it would take, as hovering does."""
    return lambda: basin.weigh(pawn, space)


def _aim_token(held: Any, cell: tuple[int, int]) -> Callable[[], bool]:
    return lambda: bool(held.aim_token(cell))


def _place_token(held: Any, cell: tuple[int, int]) -> Callable[[], bool]:
    return lambda: bool(held.place_token(cell))


def _place_spot(held: Any, spot: Any) -> Callable[[], bool]:
    return lambda: bool(held.show_spot(spot) and held.place_tab_spot())


def _show_spot(held: Any, spot: Any) -> Callable[[], bool]:
    return lambda: bool(held.show_spot(spot))
