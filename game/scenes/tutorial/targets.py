"""Where a lesson step's target is on the Fountains table, as a rectangle, and
which of the table's controls a callout must leave in sight.

A step names its target in words (``game.lessons.lessons``: ``basin``,
``pawn:blue``, ``spot``, ``button:confirm``, ...); :class:`TableTargets`
reads the table (public positions and panels only) and answers the
rectangle, or None while it is not on the screen.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pygame

from game.rules.fountains.actions import Action, PlaceToken
from game.rules.fountains.basin import Pawn
from game.scenes.fountains.layout import BASIN_RECT, MENU_RECT, side_panels

SPACE_SIZE = 64
"""The square round a Basin space or token a callout leaves clear."""
CELL_MARGIN = 22
"""Half a cell's top face round the centre of each cell of a target."""

Cell = tuple[int, int]


def bounding(
    points: Iterable[tuple[int, int] | None], margin: int
) -> pygame.Rect | None:
    """The rectangle round ``points`` (the ones on screen), ``margin`` wider."""
    shown = [p for p in points if p is not None]
    if not shown:
        return None
    xs = [p[0] for p in shown]
    ys = [p[1] for p in shown]
    rect = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
    return rect.inflate(2 * margin, 2 * margin)


class TableTargets:
    """Rectangles of a lesson's table: ``table`` is a FountainsTableScene and
    ``place`` the piece the lesson suggests (for ``spot``)."""

    def __init__(self, table: Any, place: Action | None) -> None:
        self.table = table
        self.place = place

    def rect(self, target: str) -> pygame.Rect | None:
        kind, _, name = target.partition(":")
        table = self.table
        if kind == "basin":
            return BASIN_RECT.copy()
        if kind == "track":
            return side_panels(bool(table.game.design_cards))[0]
        if kind == "design":
            track = side_panels(True)[0]
            return pygame.Rect(track.x + 8, track.bottom - 34, track.width - 16, 30)
        if kind == "banner":
            shown = table.banner.shown_rect()
            return None if shown is None else pygame.Rect(shown)
        if kind == "pawn":
            return _square(table.screen_pos_of_pawn(Pawn(name)), SPACE_SIZE)
        if kind == "space":
            return _square(table.screen_pos_of_space(int(name)), SPACE_SIZE)
        if kind == "token":
            if name not in table.game.basin.face_up:
                return None
            return _square(table.screen_pos_of_token(name), SPACE_SIZE)
        if kind == "button":
            return self.button(name)
        if kind == "fountain":
            fountain = table.fountain.fountain()
            return self._cells(fountain.cells())
        if kind == "cell":
            return self._cells([_cell(name)])
        if kind == "pool":
            pool = table.fountain.fountain().pool_at(_cell(name))
            return None if pool is None else self._cells(pool.cells)
        if kind == "spot":
            return self._spot()
        raise ValueError(f"unknown lesson target {target!r}")

    def button(self, key: str) -> pygame.Rect | None:
        for panel in self.table.routing:
            for button in panel.buttons():
                if button.key == key:
                    return pygame.Rect(button.rect)
        return None

    def controls(self) -> list[pygame.Rect]:
        """Every button the table shows now, and the menu button."""
        rects = [MENU_RECT.copy()]
        for panel in self.table.routing:
            rects.extend(pygame.Rect(button.rect) for button in panel.buttons())
        return rects

    def _cells(self, cells: Iterable[Cell]) -> pygame.Rect | None:
        table = self.table
        return bounding((table.screen_pos_of_cell(c) for c in cells), CELL_MARGIN)

    def _spot(self) -> pygame.Rect | None:
        place = self.place
        if place is None:
            return None
        cells = place.cells()
        if isinstance(place, PlaceToken):  # the table shows where a token sits
            return self._cells(cells)
        board = self.table.fountain.board
        fountain = self.table.fountain.fountain()
        return bounding(
            (board.pointer_for_cell(fountain, c) for c in cells), CELL_MARGIN
        )


def _square(centre: tuple[int, int], size: int) -> pygame.Rect:
    rect = pygame.Rect(0, 0, size, size)
    rect.center = centre
    return rect


def _cell(text: str) -> Cell:
    x, y = text.split(",")
    return int(x), int(y)
