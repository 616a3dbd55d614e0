"""Keyboard play of the Fountains table: a visible focus ring over what
:mod:`focus` offers, moved by Tab and the arrow keys, chosen with Enter; and
the table's sheet of keys for the help overlay (F1 or ?).

Tab and Shift+Tab go round the stops of the focused group (the Basin's pawns,
its spaces, the held tile's spots best first, a dialog's buttons...); F6 or
Ctrl+Tab go to the next group (turn buttons, view, cards, Menu), Shift for
the one before. Off the fountain, Left and Right move within the group, Up
and Down between groups; on the fountain (or with no ring) the arrows pan
the view as before. The ring shows from the first key and goes at the first
click or real pointer move. When a step is done the ring moves on to what the
next step offers (the spaces a chosen pawn may reach, the best spot of the
drafted tile, then Confirm)."""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from game.render.fountains.hud import box
from game.scenes.fountains.focus import (
    CHOICES,
    FOUNTAIN_KINDS,
    TURN,
    Group,
    Stop,
    TableView,
    table_groups,
)
from game.scenes.fountains.label import label
from game.scenes.fountains.layout import NOTICE_ROOM, NOTICE_TOP
from game.scenes.fountains.panel import Panel, TableEnv
from game.ui import theme
from game.ui.text import place_layer
from game.ui.view import UNIT_VIEW, View

POINTER_TREMOR = 6
"""Pixels the pointer may drift while the ring stays (a hand on the table)."""
RING = theme.FOCUS_RING
RING_DARK = (20, 16, 14)
FOCUS_BACK = (24, 40, 62, 230)

_ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
_WITHIN = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}
_BETWEEN = {pygame.K_UP: -1, pygame.K_DOWN: 1}


class KeyboardPanel(Panel):
    """The focus ring of the table; top-most, so it sees the keys first."""

    def __init__(self, env: TableEnv, table: TableView) -> None:
        self.env = env
        self.table = table
        self.state = table.state
        self.active = False  # the ring shows: the keyboard is in use
        self.focus: tuple[str, tuple[Hashable, ...]] | None = None
        self._key_pointer: tuple[int, int] = (0, 0)
        self._choices_seen: tuple[Hashable, ...] = ()
        self._groups: tuple[float, list[Group]] | None = None

    # -- what is focused ---------------------------------------------------------

    def groups(self) -> list[Group]:
        """What the ring may rest on now (worked out once a frame: the update
        and the drawing share it; every event starts afresh)."""
        cached = self._groups
        if cached is None or cached[0] != self.env.time:
            cached = self._groups = (self.env.time, table_groups(self.table))
        return cached[1]

    def focused(self) -> Stop | None:
        """The stop under the ring (None: no ring, or nothing to rest on)."""
        if not self.active or self.focus is None:
            return None
        for group in self.groups():
            if group.name == self.focus[0]:
                index = group.find(self.focus[1])
                if index is not None:
                    return group.stops[index]
        return None

    def _locate(self, groups: list[Group]) -> tuple[int, int] | None:
        if self.focus is None:
            return None
        for g, group in enumerate(groups):
            if group.name == self.focus[0]:
                index = group.find(self.focus[1])
                return (g, index) if index is not None else None
        return None

    def _rest(self, group: Group, index: int) -> None:
        stop = group.stops[index % len(group.stops)]
        self.focus = (group.name, stop.key)
        if stop.aim is not None:
            stop.aim()

    def _settle(self) -> None:
        """Follow the turn: when this step offers new choices (a new turn, the
        spaces of a chosen pawn, the spots of a turned tile), rest on the
        first; when the focused stop is gone, rest on the first choice, else
        the first turn button (Confirm), else the first of the same group;
        with none, the ring waits until something is offered."""
        groups = self.groups()
        named = {group.name: group for group in groups}
        choices = named.get(CHOICES)
        seen = tuple(stop.key for stop in choices.stops) if choices else ()
        fresh, self._choices_seen = seen != self._choices_seen, seen
        where = self._locate(groups)
        if choices is not None and fresh:
            if where is None or groups[where[0]] is not choices:
                self._rest(choices, 0)
            return
        if where is not None:
            return
        for name in (CHOICES, TURN, self.focus[0] if self.focus else None):
            if name in named:
                self._rest(named[name], 0)
                return
        self.focus = None

    # -- moving ------------------------------------------------------------------

    def step(self, by: int) -> bool:
        """Tab: the next (``by`` 1) or previous (-1) stop of the focused group."""
        groups = self.groups()
        if not groups:
            return False
        where = self._locate(groups)
        if not self.active or where is None:
            self.active = True
            first = next((g for g in groups if g.name == CHOICES), groups[0])
            self._rest(first, 0 if by > 0 else -1)
            return True
        g, index = where
        self._rest(groups[g], index + by)
        return True

    def jump(self, by: int) -> bool:
        """F6: the first stop of the next (or previous) group."""
        groups = self.groups()
        if not groups:
            return False
        where = self._locate(groups)
        g = where[0] + by if self.active and where is not None else 0
        self.active = True
        self._rest(groups[g % len(groups)], 0)
        return True

    def choose(self) -> bool:
        """Enter: do what the focused stop offers."""
        stop = self.focused()
        if stop is None:
            return False
        if self.state.recap is not None and self.state.recap.light:
            self.state.close_recap()  # as the first click on the table does
        stop.choose()
        self._groups = None
        self._settle()
        return True

    # -- events ------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        self._groups = None  # the panels beneath may have changed the table
        kind = event.type
        if kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL):
            self.active = False  # the mouse is in use: the ring goes
            return False
        if kind == pygame.MOUSEMOTION:
            x, y = self._key_pointer
            if abs(event.pos[0] - x) + abs(event.pos[1] - y) > POINTER_TREMOR:
                self.active = False
            return False
        if kind != pygame.KEYDOWN:
            return False
        used = self._on_key(event.key, getattr(event, "mod", 0))
        if used:
            self._key_pointer = self.env.mouse
        return used

    def _on_key(self, key: int, mod: int) -> bool:
        shift = -1 if mod & pygame.KMOD_SHIFT else 1
        if key == pygame.K_F6 or (key == pygame.K_TAB and mod & pygame.KMOD_CTRL):
            return self.jump(shift)
        if key == pygame.K_TAB:
            return self.step(shift)
        if key in _ENTER:
            return self.choose()
        if key == pygame.K_SPACE:
            showing = self.state.bot_move is not None or self.state.reward is not None
            return not showing and self.choose()
        stop = self.focused()
        if stop is None or stop.kind in FOUNTAIN_KINDS:
            return False  # the arrows pan the view
        if key in _WITHIN:
            return self.step(_WITHIN[key])
        if key in _BETWEEN:
            return self.jump(_BETWEEN[key])
        return False

    def update(self, dt: float) -> None:
        if self.active:
            self._settle()

    # -- drawing -----------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        stop = self.focused()
        if stop is None:
            return
        view = self.env.view
        if stop.rect is not None:
            draw_ring(surface, stop.rect, stop.round, view)
        modal = self.table.offered().modal
        if self.env.notice is None and not modal:
            self.env.notice = "focus"
            strip, pos = label(
                self.env.fonts,
                stop.words,
                20,
                (236, 244, 255),
                FOCUS_BACK,
                NOTICE_TOP,
                NOTICE_ROOM,
                view.scale,
            )
            place_layer(surface, strip, view.point(pos))


def draw_ring(
    surface: pygame.Surface,
    rect: pygame.Rect,
    round_: bool,
    view: View = UNIT_VIEW,
) -> None:
    """The focus ring round a logical ``rect``: bright over a dark edge, seen
    on water and on wood."""
    if round_:
        radius = rect.width // 2
        centre = view.point(rect.center)
        pygame.draw.circle(surface, RING_DARK, centre, view.px(radius + 2), view.px(6))
        pygame.draw.circle(surface, RING, centre, view.px(radius), view.px(3))
        return
    box(surface, view, RING_DARK, rect.inflate(10, 10), 6, 12)
    box(surface, view, RING, rect.inflate(6, 6), 3, 11)
