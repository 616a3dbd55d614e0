"""Drawing the Fountains table: a cached static layer, then per frame the
moving water, the Basin pieces, the held tile with its preview and the panels."""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.render.fountains import palette as pal
from game.render.fountains.basin_view import BasinLayout
from game.render.fountains.hud import (
    draw_design_cards,
    draw_log,
    draw_score_track,
    draw_turn_order,
    text,
)
from game.rules.fountains.actions import (
    Discard,
    Draft,
    MachineTurn,
    Pass,
    Place,
    PlaceToken,
)
from game.rules.fountains.basin import RING_SIZE, Pawn
from game.rules.fountains.catalogue import tile_by_id
from game.rules.fountains.phases import Phase
from game.scenes.fountains.layout import HEADER_RECT, side_panels
from game.scenes.fountains.overlays import (
    Button,
)
from game.scenes.fountains.table_core import TableCore
from game.scenes.fountains.table_log import action_words, plain_reason

Cell = tuple[int, int]


class TableDrawing(TableCore):
    """Drawing the table (state and turn flow in :class:`TableCore`)."""

    def draw(self, surface: pygame.Surface) -> None:
        if self.handoff is not None:
            self.handoff.draw(
                surface, self.ctx.fonts, self.mouse, self.board.table_background()
            )
            self._draw_menu(surface)
            return
        if self._static is None:
            self._static = self._render_static()
        surface.blit(self._static, (0, 0))
        seat = self.viewing
        self.board.draw_water(surface, self.time)
        self._draw_basin_pieces(surface)
        self._draw_placement(surface, seat)
        self._draw_toolbar(surface)
        self.board.draw_thumb_hover(surface, self.mouse, self.viewing)
        self._draw_design_tip(surface)
        if self.banner is not None:
            self.board.draw_marks(surface, self.game, self.viewing, self.time)
            high = self.board.marks_low(self.game, self.viewing)
            self.banner.draw(surface, self.ctx.fonts, high)
        if self.recap is not None:
            self.recap.draw(surface, self.ctx.fonts, self.mouse)
        if self.fish is not None:
            self.fish.draw(surface, self.ctx.fonts, self.mouse)
        if self.swap is not None:
            self.swap.draw(surface, self.ctx.fonts, self.mouse)
        self._draw_menu(surface)

    def _draw_menu(self, surface: pygame.Surface) -> None:
        """The Menu button (what Escape does, for a table with only a mouse)."""
        button = self.menu_button
        button.draw(surface, self.ctx.fonts, button.hit(self.mouse))

    # -- drawing -------------------------------------------------------------------

    def _render_static(self) -> pygame.Surface:
        surface = pygame.Surface((1280, 720))
        self.board.draw_table(surface)
        infos = self.seat_infos()
        shapes = bool(getattr(self.ctx.settings, "colour_blind", False))
        order = [
            (self.game.first_seat + k) % self.game.seats for k in range(self.game.seats)
        ]
        if self.game.is_solo:
            order = list(range(self.game.seats))
        draw_turn_order(
            surface,
            HEADER_RECT,
            self.ctx.fonts,
            infos,
            order,
            self.game.current_seat,
            self.game.first_seat,
            shapes,
        )
        self.board.shapes = shapes
        self.board.draw_fountains(
            surface,
            self.game,
            self.viewing,
            {s: (i, self._colour(s)) for s, i in self.last_placed.items()},
            [self._name(s) for s in range(self.game.seats)],
            [self._colour(s) for s in range(self.game.seats)],
            self.game.current_seat,
        )
        self.basin_view.draw_board(surface, self.game.basin)
        cards = list(getattr(self.game, "design_cards", ()) or ())
        track_rect, log_rect = side_panels(bool(cards))
        self._log_rect = log_rect
        draw_score_track(surface, track_rect, self.ctx.fonts, infos, shapes)
        row = pygame.Rect(track_rect.x + 12, track_rect.bottom - 30, 390, 22)
        self._design_chips = (
            list(
                zip(
                    cards,
                    draw_design_cards(
                        surface, row, self.ctx.fonts, [str(c) for c in cards]
                    ),
                    strict=True,
                )
            )
            if cards
            else []
        )
        draw_log(surface, log_rect, self.ctx.fonts, self.log)
        return surface

    def _draw_basin_pieces(self, surface: pygame.Surface) -> None:
        view = self.basin_view
        layout = view.layout
        basin = self.game.basin
        pawn_pos: dict[Pawn, tuple[float, float]] = {}
        gear_pos = None
        move = self.bot_move
        if move is not None and move.start_space is not None:
            f = min(1.0, move.elapsed / max(1e-6, move.duration * 0.7))
            if isinstance(move.action, Draft):
                pawn_pos[move.action.pawn] = _ring_point(
                    layout, move.start_space, move.action.space, f
                )
            elif isinstance(move.action, MachineTurn):
                gear_pos = _ring_point(
                    layout, move.start_space, (move.start_space + 1) % RING_SIZE, f
                )
        if self._human_to_act() and self.game.phase is Phase.DRAFT:
            shown = self.selected_pawn or self.hover_pawn
            for pawn in basin.pawns:
                if self.legal_drafts(pawn):
                    view.draw_space_ring(surface, basin.pawns[pawn], (240, 230, 200), 2)
            if shown is not None:
                view.draw_space_ring(surface, basin.pawns[shown], pal.HIGHLIGHT, 4)
                for draft in self.legal_drafts(shown):
                    hot = draft.space == self.hover_space
                    view.draw_space_ring(
                        surface, draft.space, pal.LEGAL, 5 if hot else 3
                    )
                    view.draw_stack_ring(
                        surface, draft.space, pal.LEGAL if hot else (150, 200, 160)
                    )
        if self._human_to_act() and self.game.phase is Phase.TOKEN:
            for slot, token in enumerate(basin.face_up):
                if token is None:
                    continue
                colour = pal.HIGHLIGHT if token == self.chosen_token else pal.LEGAL
                view.draw_token_ring(surface, slot, colour)
        view.draw_pieces(surface, basin, pawn_pos, gear_pos, self.time * 0.6)
        self._draw_take_preview(surface)

    def _draw_take_preview(self, surface: pygame.Surface) -> None:
        """What the hovered (or chosen) pawn would take, beside the Basin."""
        shown = self.selected_pawn or self.hover_pawn
        if shown is None or not self._human_to_act():
            return
        spaces = [d.space for d in self.legal_drafts(shown)]
        if not spaces:
            return
        self.board.draw_take_preview(
            surface, self.game.basin, shown, spaces, self.hover_space, self._log_rect
        )

    def _draw_placement(self, surface: pygame.Surface, seat: int) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.board.view_rect)
        move = self.bot_move
        if move is not None and isinstance(move.action, (Place, PlaceToken)):
            f = min(1.0, move.elapsed / max(1e-6, move.duration * 0.8))
            self.board.draw_landing(
                surface,
                self._viewed_fountain(),
                move.action,
                f,
                self._colour(move.seat),
            )
        elif self._acting_here():
            self._draw_held(surface, self._viewed_fountain())
        surface.set_clip(clip)
        self.board.draw_preview_card(surface, self._log_rect)
        self._draw_prompt(surface)

    def _draw_held(self, surface: pygame.Surface, fountain: Any) -> None:
        """The held tile or token with its preview (clipped to the large view)."""
        game = self.game
        if game.phase is Phase.PLACE and game.drafted is not None:
            tile = tile_by_id(game.drafted)
            if self.pending is not None and isinstance(self.pending, Place):
                self.board.draw_ghost(
                    surface,
                    fountain,
                    tile,
                    self.pending.placement,
                    True,
                    self.pending_preview,
                    self.time,
                    solid=True,
                )
            elif self.hover_placement is not None:
                legal = self.hover_reason is None
                self.board.draw_ghost(
                    surface,
                    fountain,
                    tile,
                    self.hover_placement,
                    legal,
                    self.hover_preview,
                    self.time,
                )
            elif self._aims_at_fountain(self.mouse):
                self.board.draw_held_tile(surface, tile, self.tile_rotation, self.mouse)
        if game.phase is Phase.TOKEN:
            cells = sorted({a.cell for a in self.legal() if isinstance(a, PlaceToken)})
            self.board.draw_token_targets(surface, fountain, cells)
            if self.pending is not None and isinstance(self.pending, PlaceToken):
                self.board.draw_token_ghost(
                    surface,
                    fountain,
                    self.pending.token_id,
                    self.pending.cell,
                    True,
                    self.pending_preview,
                )
            elif self.chosen_token is not None and self.hover_cell is not None:
                self.board.draw_token_ghost(
                    surface,
                    fountain,
                    self.chosen_token,
                    self.hover_cell,
                    self.hover_reason is None,
                    self.hover_preview,
                )

    def prompt_words(self) -> str:
        """What the table asks for now, in one line led by who must act."""
        game = self.game
        if game.is_over():
            return "The game is over."
        if self.bot_move is not None:
            move = self.bot_move
            return (
                f"{self._name(move.seat)} {action_words(move.action)}"
                "   (click or Space to skip)"
            )
        name = self._name(game.current_seat)
        here = self._acting_here()
        if here and game.phase is Phase.PLACE and game.drafted:
            if self.pending is not None:
                return f"{name}: Confirm to keep tile {game.drafted} there, or Undo"
            return (
                f"{name}: place tile {game.drafted}. Wheel, right click or R turns it"
            )
        if self._human_to_act() and game.phase is Phase.DRAFT and self.legal_drafts():
            if self.selected_pawn is None:
                return (
                    f"{name}: click a pawn in the Basin, then a space ringed in green"
                )
            return (
                f"{name}: click where the {self.selected_pawn.value} pawn goes "
                "(ringed in green), or pick another pawn"
            )
        if here and game.phase is Phase.TOKEN:
            if self.chosen_token is None:
                return f"{name}: click a face-up bonus token in the Basin"
            if self.pending is not None:
                return f"{name}: Confirm to keep the token there, or Undo"
            return f"{name}: put the token on a slot or icon outlined in green"
        if (
            self._human_to_act()
            and not here
            and game.phase
            in (
                Phase.PLACE,
                Phase.TOKEN,
            )
        ):
            return f"{name}: go back to your own fountain to place"
        asked = game.prompt()
        if asked.lower().startswith(name.lower()):
            return asked[:1].upper() + asked[1:]  # "The Machine moves its Gear Wheel"
        return f"{name}: {asked}"

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        fonts = self.ctx.fonts
        room = self.board.name_rect.x - 24 if self.board.name_rect.width else 810
        strip, pos = _label(
            fonts, self.prompt_words(), 22, (250, 240, 220), (20, 16, 14, 190), 62, room
        )
        surface.blit(strip, pos)
        if (
            self._acting_here()
            and self.hover_reason
            and (self.hover_placement or self.chosen_token)
        ):
            why = f"Can't go here: {plain_reason(self.hover_reason)}"
            top = pos[1] + strip.get_height() + 8
            surface.blit(
                *_label(fonts, why, 22, (255, 222, 214), (110, 28, 22, 225), top, 810)
            )

    def _draw_design_tip(self, surface: pygame.Surface) -> None:
        """Hovering a design card chip shows what the card pays."""
        for card, chip in getattr(self, "_design_chips", []):
            if chip.collidepoint(self.mouse):
                words = f"{card}: {card.rule}"
                tip, _pos = _label(
                    self.ctx.fonts, words, 18, (250, 240, 220), (20, 16, 14, 235), 0
                )
                x = min(chip.x, 1272 - tip.get_width())
                surface.blit(tip, (x, chip.y - tip.get_height() - 6))
                return

    def _draw_toolbar(self, surface: pygame.Surface) -> None:
        self._buttons = self._toolbar_buttons()
        hovered = None
        for button in self._buttons:
            hot = button.hit(self.mouse)
            button.draw(surface, self.ctx.fonts, hot)
            if hot and button.tip:
                hovered = button
        if hovered is not None:
            tip, _pos = _label(
                self.ctx.fonts, hovered.tip, 18, (250, 240, 220), (20, 16, 14, 235), 0
            )
            rect = tip.get_rect(bottomleft=(hovered.rect.x, hovered.rect.y - 6))
            rect.clamp_ip(self.board.view_rect)
            surface.blit(tip, rect)

    def _toolbar_buttons(self) -> list[Button]:
        y, h = 532, 40
        peel = self.board.camera.peel_label()
        buttons = [
            Button(
                "turn-left",
                "",
                pygame.Rect(12, y, 46, h),
                icon="turn-left",
                tip="Turn the view a quarter turn (Q)",
            ),
            Button(
                "turn-right",
                "",
                pygame.Rect(62, y, 46, h),
                icon="turn-right",
                tip="Turn the view a quarter turn (E)",
            ),
            Button("zoom-out", "-", pygame.Rect(118, y, 46, h), tip="Zoom out (-)"),
            Button("zoom-in", "+", pygame.Rect(168, y, 46, h), tip="Zoom in (+)"),
            Button(
                "peel",
                peel,
                pygame.Rect(224, y, 124, h),
                tip="Peel away upper levels to see below (L)",
            ),
        ]
        acting = self._acting_here()
        phase = self.game.phase
        if acting and phase is Phase.PLACE:
            buttons.append(
                Button(
                    "rotate-tile",
                    "Turn tile",
                    pygame.Rect(358, y, 120, h),
                    tip="Turn the held tile (R, mouse wheel or right click)",
                )
            )
        if acting and (self.pending is not None or self.chosen_token is not None):
            buttons.append(
                Button(
                    "undo",
                    "Undo",
                    pygame.Rect(594, y, 106, h),
                    tip="Take it back (Esc)",
                )
            )
        if acting and self.pending is not None:
            buttons.append(
                Button(
                    "confirm",
                    "Confirm",
                    pygame.Rect(708, y, 136, h),
                    accent=True,
                    tip="Keep it there (Enter)",
                )
            )
        if self._human_to_act():
            legal = self.legal()
            only = legal[:1]  # Discard and Pass come alone (or only with each other)
            if any(isinstance(a, Discard) for a in only) and phase in (
                Phase.PLACE,
                Phase.TOKEN,
            ):
                buttons.append(
                    Button(
                        "discard",
                        "Nowhere to go: discard",
                        pygame.Rect(444, y - 48, 400, h),
                        accent=True,
                    )
                )
            if any(isinstance(a, Pass) for a in only):
                buttons.append(
                    Button(
                        "pass",
                        "No legal draft: pass",
                        pygame.Rect(444, y - 48, 400, h),
                        accent=True,
                    )
                )
        seat = self.game.current_seat
        if (
            self._human_to_act()
            and self.viewing != seat
            and seat < len(self.game.fountains)
        ):
            buttons.append(
                Button("home", "Back to your fountain", pygame.Rect(488, y, 260, h))
            )
        return buttons


_LABELS: dict[tuple[Any, ...], list[Any]] = {}


def _label(
    fonts: Any,
    words: str,
    size: int,
    colour: tuple[int, int, int],
    back: tuple[int, int, int, int],
    top: int,
    room: int = 810,
) -> tuple[pygame.Surface, tuple[int, int]]:
    """A line of text on a dark strip, wrapped to ``room`` pixels (cached)."""
    key = (words, size, colour, back, room)
    found = _LABELS.get(key)
    if found is None:
        wrap = getattr(fonts, "wrap", None)
        lines = wrap(words, size, room, True) if wrap is not None else [words]
        rendered = [text(fonts, line, size, colour, True) for line in lines]
        width = max(r.get_width() for r in rendered) + 16
        height = sum(r.get_height() for r in rendered) + 8
        strip = pygame.Surface((width, height), pygame.SRCALPHA)
        strip.fill(back)
        y = 4
        for r in rendered:
            strip.blit(r, (8, y))
            y += r.get_height()
        if len(_LABELS) > 200:
            _LABELS.clear()
        found = [strip]
        _LABELS[key] = found
    return found[0], (8, top - 4)


def _ring_point(
    layout: BasinLayout, start: int, end: int, f: float
) -> tuple[float, float]:
    steps = (end - start) % RING_SIZE or RING_SIZE
    angle0 = -math.pi / 2 + start * math.tau / RING_SIZE
    angle = angle0 + f * steps * math.tau / RING_SIZE
    cx, cy = layout.centre
    r = layout.ring_radius
    hop = math.sin(f * math.pi * steps) * 6
    return (cx + r * math.cos(angle), cy + r * math.sin(angle) - abs(hop))
