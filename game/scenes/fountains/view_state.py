"""The Fountains table's view state: what its panels share besides the game.

Small plain objects the scene owns and hands to the panels that read or change
them (a panel is never handed another panel): the large view (which fountain,
its camera), the Basin choice being weighed (the pawn and space under the
pointer or the keyboard's focus), and where the static layer put each seat's
name plate, thumbnail and design card chip. The held piece has its own module
(:mod:`held_piece`). Each changes through its own methods, its intents.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.render.fountains.basin_view import BasinLayout
from game.rules.fountains.basin import Pawn
from game.scenes.fountains.board import (
    BoardView,
    FountainCamera,
    PictureCache,
    scored_cells,
)
from game.scenes.fountains.layout import BASIN_RECT
from game.scenes.fountains.panel import TableEnv
from game.scenes.fountains.table_state import TableState

Cell = tuple[int, int]


class FountainView:
    """The large view: which seat's fountain it shows and its camera (turn,
    zoom, pan, peel), drawn by ``board``; it follows the table state's focus
    requests (``follow``)."""

    def __init__(self, env: TableEnv, state: TableState, pictures: PictureCache):
        self.env = env
        self.state = state
        self.board = BoardView(pictures, env.fonts, lambda: env.view)
        self.viewing = state.home_seat()
        self._focus_seen = state.focus.serial

    @property
    def camera(self) -> FountainCamera:
        return self.board.camera

    @property
    def view_rect(self) -> pygame.Rect:
        return self.board.view_rect

    @property
    def name_rect(self) -> pygame.Rect:
        return self.board.name_rect

    def fountain(self) -> Any:
        """The fountain the large view shows."""
        fountains = self.state.game.fountains
        return fountains[min(self.viewing, len(fountains) - 1)]

    def acting_here(self) -> bool:
        """A person must act now and the large view shows their own fountain."""
        state = self.state
        return state.human_to_act() and self.viewing == state.game.turn_seat

    # -- intents -------------------------------------------------------------------

    def view(self, seat: int) -> None:
        """Show ``seat``'s fountain large, with a fresh camera."""
        self.viewing = seat
        self.board.camera = FountainCamera()
        self.env.invalidate()

    def view_home(self) -> None:
        state = self.state
        seat = state.game.current_seat if state.human_to_act() else state.home_seat()
        self.view(seat)

    def turn(self, step: int) -> None:
        self.camera.turn(step)
        self.env.invalidate()

    def zoom(self, step: int) -> None:
        self.camera.zoom(step)
        self.env.invalidate()

    def pan(self, dx: int, dy: int) -> None:
        self.camera.pan(dx, dy)
        self.env.invalidate()

    def peel(self) -> None:
        self.camera.peel_step(self.fountain().max_level())
        self.env.invalidate()

    def follow(self) -> None:
        """Show the seat the table state asks for (a new step of a turn)."""
        focus = self.state.focus
        if focus.serial != self._focus_seen:
            self._focus_seen = focus.serial
            if focus.reset or self.viewing != focus.seat:
                self.view(focus.seat)


class BasinChoice:
    """The Basin choice being weighed: the pawn and space under the pointer
    (or the keyboard's focus), the take card's column under it; the chosen
    pawn itself is the table state's (``selected_pawn``)."""

    def __init__(self, state: TableState) -> None:
        self.state = state
        self.layout = BasinLayout(BASIN_RECT)
        self.hover_pawn: Pawn | None = None
        self.hover_space: int | None = None
        self.column_space: int | None = None  # the take card's column hovered

    def shown_pawn(self) -> Pawn | None:
        """The chosen pawn, else the one under the pointer."""
        return self.state.selected_pawn or self.hover_pawn

    def point_at(self, pos: tuple[int, int]) -> None:
        """The pointer is at ``pos``: the space (and pawn) under it, if any."""
        self.hover_pawn = None
        self.hover_space = None
        if BASIN_RECT.collidepoint(pos):
            space = self.layout.space_at(pos)
            self.hover_space = space
            if space is not None:
                self.hover_pawn = self.state.game.basin.pawn_at(space)

    def weigh(self, pawn: Pawn, space: int) -> None:
        """Show what ``pawn`` would take on ``space``, as hovering does."""
        self.hover_pawn = pawn
        self.hover_space = space
        self.column_space = None


class ScoredMarks:
    """The cells that scored in the reward showing now, by seat: outlined on
    the large view and on the thumbnails while its banner shows."""

    def __init__(self, state: TableState) -> None:
        self.state = state
        self._made: tuple[Any, dict[int, list[Cell]]] | None = None

    def now(self) -> dict[int, list[Cell]] | None:
        """The marks of the reward showing (worked out once per reward)."""
        reward = self.state.reward
        if reward is None:
            self._made = None
            return None
        if self._made is None or self._made[0] is not reward:
            marks = scored_cells(self.state.game, reward.categories, reward.fish)
            self._made = (reward, marks)
        return self._made[1]


@dataclass
class SeatPlaces:
    """Where the static layer last put each seat's name plate and thumbnail,
    and the advanced game's design card chips (drawn by the top bar and the
    thumbnails; read by the thinking marks and the keyboard's focus)."""

    plates: list[pygame.Rect] = field(default_factory=list)  # by seat
    thumbs: dict[int, pygame.Rect] = field(default_factory=dict)  # seat -> rect
    design_chips: list[tuple[Any, pygame.Rect]] = field(default_factory=list)
