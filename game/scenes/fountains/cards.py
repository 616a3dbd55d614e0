"""The cards docked in the game log's place at the bottom right of the
Fountains table while a choice is being weighed: what each destination of a
hovered pawn would take, and what a held tile or token would score. Docked
there, they never hide the fountain."""

from __future__ import annotations

from typing import Any

import pygame

from game.render.fountains import palette as pal
from game.render.fountains.basin_view import tile_plan
from game.render.fountains.hud import DIM, TEXT, box, fitting_size, put, text
from game.render.fountains.icon_art import token_image
from game.render.fountains.piece_words import tile_caption
from game.render.fountains.space_words import space_name
from game.rules.fountains.basin import BONUS_SPACE, RING
from game.rules.fountains.catalogue import tile_by_id, token_by_id
from game.scenes.fountains.preview import PlacementPreview
from game.ui.layers import kept
from game.ui.text import blit_text, place_layer
from game.ui.view import UNIT_VIEW, View

TAKE_MIN_H = 206
TAKE_TOP = 40
TAKE_GAP = 8


def take_columns(dock: pygame.Rect, count: int) -> list[pygame.Rect]:
    """Where the take card's columns are on screen (the card sits on ``dock``'s
    bottom left and is at least ``TAKE_MIN_H`` tall)."""
    height = max(dock.height, TAKE_MIN_H)
    top = dock.bottom - height
    col_w = (dock.width - 16 - TAKE_GAP * (count - 1)) // max(1, count)
    return [
        pygame.Rect(
            dock.x + 8 + col * (col_w + TAKE_GAP),
            top + TAKE_TOP,
            col_w,
            height - TAKE_TOP - 8,
        )
        for col in range(count)
    ]


class DockedCards:
    """Draws the docked cards, each cached until what it says changes (or the
    scale it is drawn at, or the Text size)."""

    def __init__(self, fonts: Any) -> None:
        self.fonts = fonts
        self.card: tuple[Any, pygame.Surface] | None = None
        self._take: tuple[Any, pygame.Surface] | None = None

    def draw_preview_card(
        self,
        surface: pygame.Surface,
        dock: pygame.Rect,
        queued: tuple[PlacementPreview, str],
        view: View = UNIT_VIEW,
    ) -> None:
        """The queued preview in words, over ``dock`` (the game log's place: it
        never hides the fountain), gains in green and losses in red."""
        preview, hint = queued
        rows = preview.rows()
        key = (tuple(rows), hint, dock.size, _text_scale(self.fonts), view.scale)
        if self.card is None or self.card[0] != key:
            made = _card_surface(self.fonts, rows, hint, dock.size, view.scale)
            self.card = (key, made)
        _place(surface, self.card[1], dock, view)

    def draw_take_preview(
        self,
        surface: pygame.Surface,
        basin: Any,
        pawn: Any,
        spaces: list[int],
        hot: int | None,
        dock: pygame.Rect,
        clickable: bool = False,
        view: View = UNIT_VIEW,
    ) -> None:
        """What each legal destination of ``pawn`` would take, one column each,
        over ``dock`` (the game log's place, below the Basin); the hovered one
        (``hot``) is lit, and a matching coloured space says which reward it
        triggers. ``clickable``: a click on a column drafts it (the title says
        so); otherwise the columns look like a note, not like buttons."""
        tops = tuple(basin.top_tile(s) if s != BONUS_SPACE else None for s in spaces)
        faces = tuple(basin.face_up)
        scale = (_text_scale(self.fonts), view.scale)
        key = (pawn, tuple(spaces), hot, tops, faces, dock.size, clickable, scale)
        if self._take is None or self._take[0] != key:
            card = self._take_card(
                basin, pawn, spaces, hot, dock.size, clickable, view.scale
            )
            self._take = (key, card)
        _place(surface, self._take[1], dock, view)

    def _take_card(
        self,
        basin: Any,
        pawn: Any,
        spaces: list[int],
        hot: int | None,
        size: tuple[int, int],
        clickable: bool,
        scale: float = 1.0,
    ) -> pygame.Surface:
        fonts = self.fonts
        width, height = size[0], max(size[1], TAKE_MIN_H)
        at = _at(scale, width, height)
        card = pygame.Surface(at.rect((0, 0, width, height)).size, pygame.SRCALPHA)
        whole = pygame.Rect(0, 0, width, height)
        box(card, at, (28, 22, 19, 255), whole, radius=10)
        box(card, at, (*pal.LEGAL, 255), whole, 3, 10)
        title = f"The {pawn.value} pawn can take"
        if clickable:
            title += " (click one)"
        title_size = fitting_size(fonts, title, 22, width - 28, True)
        title_label = text(fonts, title, title_size, pal.LEGAL, True, scale)
        put(card, at, title_label, topleft=(14, 10))
        col_w = take_columns(pygame.Rect(0, 0, *size), len(spaces))[0].width
        box_h = height - TAKE_TOP - 8
        for col, space in enumerate(spaces):
            column = pygame.Rect(8 + col * (col_w + TAKE_GAP), TAKE_TOP, col_w, box_h)
            hovered = space == hot
            fill = (70, 110, 70) if hovered else (48, 40, 34)
            if not clickable:
                fill = (40, 34, 30)
            box(card, at, fill, column, radius=8)
            if hovered:
                box(card, at, pal.HIGHLIGHT, column, 2, 8)
            elif clickable:
                box(card, at, (96, 84, 70), column, 1, 8)
            label = space_name(space)
            label = label[:1].upper() + label[1:]
            name = text(fonts, label, 19, TEXT, True, scale)
            put(card, at, name, topleft=(column.x + 8, column.y + 6))
            kind = RING[space]
            if kind.value == pawn.value:
                reward = {"blue": "pools", "white": "fish", "green": "lily pads"}
                note = text(
                    fonts,
                    f"+ {reward[kind.value]} reward",
                    18,
                    pal.HIGHLIGHT,
                    True,
                    scale,
                )
                put(
                    card,
                    at,
                    note,
                    midbottom=(column.centerx, column.bottom - 6),
                )
            middle = (column.centerx, column.y + 30 + (box_h - 78) // 2)
            if space == BONUS_SPACE:
                tokens = basin.tokens_face_up()
                tw = min(56, (col_w - 12) // 2)
                for k, token in enumerate(tokens):
                    image = token_image(token_by_id(token).icons, at.px(tw))
                    row, pos = divmod(k, 2)
                    centre = (
                        column.centerx + (pos - 0.5) * (tw + 4),
                        column.y + 48 + row * (tw * 0.7 + 4),
                    )
                    card.blit(image, image.get_rect(center=_scaled(centre, scale)))
                continue
            tile_id = basin.top_tile(space)
            if tile_id is None:
                continue
            tile = tile_by_id(tile_id)
            rot = tile.rotation(0)
            cell = max(
                8, min(20, (col_w - 24) // rot.width, (box_h - 84) // rot.height)
            )
            if scale == 1.0:
                plan = tile_plan(tile, cell)
            else:
                plan = tile_plan(tile, at.px(cell), True, scale)
            card.blit(plan, plan.get_rect(center=at.point(middle)))
            caption = tile_caption(tile_id)
            caption_size = fitting_size(fonts, caption, 17, col_w - 8)
            ident = text(fonts, caption, caption_size, DIM, False, scale)
            put(
                card,
                at,
                ident,
                midbottom=(column.centerx, column.bottom - 28),
            )
        return kept(card)


ROW_H = 28
TONES = {"gain": (150, 236, 150), "loss": (255, 150, 130), "same": TEXT}


def _card_surface(
    fonts: Any,
    rows: list[tuple[str, str]],
    hint: str,
    size: tuple[int, int],
    scale: float = 1.0,
) -> pygame.Surface:
    """The preview card: what a placement scores now and at the next rewards,
    gains in green and losses in red (at least ``size``, covering the log),
    drawn at ``scale``."""
    width, height = size[0], max(size[1], 86 + ROW_H * len(rows))
    at = _at(scale, width, height)
    layer = pygame.Surface(at.rect((0, 0, width, height)).size, pygame.SRCALPHA)
    whole = pygame.Rect(0, 0, width, height)
    box(layer, at, (28, 22, 19, 255), whole, radius=10)
    box(layer, at, (*pal.LEGAL, 255), whole, 3, 10)
    title = text(fonts, "If the piece goes here", 22, pal.LEGAL, True, scale)
    put(layer, at, title, topleft=(14, 10))
    y = 42
    for k, (line, tone) in enumerate(rows):
        colour = pal.HIGHLIGHT if k == 0 and tone == "gain" else TONES[tone]
        put(layer, at, text(fonts, line, 22, colour, k == 0, scale), topleft=(14, y))
        y += ROW_H
    put(layer, at, text(fonts, hint, 19, DIM, True, scale), topleft=(14, y + 10))
    return kept(layer)


def chip_surface(
    fonts: Any, words: str, coins: bool, scale: float = 1.0
) -> pygame.Surface:
    """The small label floating over a held piece, drawn at ``scale`` (put
    it by a logical anchor: ``view.place(chip, midbottom=...)``)."""
    label = text(fonts, words, 19, pal.HIGHLIGHT if coins else TEXT, True, scale)
    pad, edge = _px(8, scale), _px(4, scale)
    size = (label.get_width() + 2 * pad, label.get_height() + 2 * edge)
    chip = pygame.Surface(size, pygame.SRCALPHA)
    radius = _px(7, scale)
    pygame.draw.rect(chip, (20, 16, 14, 225), chip.get_rect(), border_radius=radius)
    pygame.draw.rect(
        chip, (*pal.LEGAL, 255), chip.get_rect(), _px(2, scale), border_radius=radius
    )
    blit_text(chip, label, (pad, edge))
    return kept(chip)


def _place(
    surface: pygame.Surface, card: pygame.Surface, dock: pygame.Rect, view: View
) -> None:
    """A docked card on the dock's bottom left, hiding what lies under it."""
    rect = card.get_rect(bottomleft=view.point(dock.bottomleft))
    place_layer(surface, card, rect, covers=True)


def _at(scale: float, width: int, height: int) -> View:
    """The view of a card drawn at ``scale`` from its own top left."""
    return View((width, height), scale, pygame.Rect(0, 0, width, height))


def _scaled(point: tuple[float, float], scale: float) -> tuple[float, float]:
    return (point[0] * scale, point[1] * scale)


def _px(length: int, scale: float) -> int:
    return max(1, round(length * scale))


def _text_scale(fonts: Any) -> float:
    """The Text size the cached cards were drawn at (a change redraws them)."""
    return float(getattr(fonts, "text_scale", 1.0))
