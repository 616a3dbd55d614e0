"""The Hint: what Expert would do for the person to act, shown, never played.

The Hint button (or H) asks the table's computer seats for Expert's decision,
worked out in the worker process while the table keeps animating. Once it
arrives the panel rings the pawn and the space it would take in the Basin (or
the bonus token), puts the placement's ghost, with its water, on the fountain,
and says why in one short sentence built from Expert's own terms. "Play it"
performs the hinted draft and placement as a tentative move (Undo takes it
back until Confirm). Any move at the table, or H again, puts the Hint away.
"""

from __future__ import annotations

import math

import pygame

from game.ai.fountains import Decision
from game.ai.fountains.explain import as_advice, plain_why
from game.render.fountains.hud import box, put, text
from game.rules.fountains.actions import Action, Place, PlaceToken
from game.rules.fountains.basin import RING, SpaceKind
from game.rules.fountains.catalogue import tile_by_id
from game.scenes.fountains.held import HeldArt
from game.scenes.fountains.label import label, span
from game.scenes.fountains.layout import HINT_BUTTON_RECT
from game.scenes.fountains.overlays import Button
from game.scenes.fountains.panel import Panel, TableEnv
from game.scenes.fountains.preview import (
    PlacementPreview,
    before_placing,
    preview_tile,
    preview_token,
)
from game.scenes.fountains.table_state import TableState, ring_step
from game.scenes.fountains.view_state import BasinChoice, FountainView
from game.ui.text import place_layer
from game.ui.view import UNIT_VIEW, View

BUTTON_RECT = HINT_BUTTON_RECT
CARD_BOTTOM = 520  # just above the toolbar
HINT_GOLD = (255, 214, 92)
HINT_BACK = (28, 40, 58, 235)
PLAY_ROOM = 660  # the hint's words, then its Play it button beside them


class HintPanel(Panel):
    """The Hint button and, once worked out, the hint itself."""

    def __init__(
        self,
        env: TableEnv,
        state: TableState,
        view: FountainView,
        basin: BasinChoice,
        art: HeldArt,
    ) -> None:
        self.env = env
        self.state = state
        self.view = view
        self.basin = basin  # its layout: where the hinted pawn and space are
        self.art = art  # the held piece's look: the hinted ghost is drawn alike
        self.button = Button(
            "hint", "Hint", BUTTON_RECT.copy(), tip="What would Expert do? (H)"
        )
        self.play_button = Button("play-hint", "Play it", pygame.Rect(0, 0, 110, 36))
        self.shown: Decision | None = None
        self._words = ""  # the shown hint in plain words
        self._asked_at: int | None = None  # the game's action count when asked
        self._preview: tuple[Action, PlacementPreview | None] | None = None

    # -- asking --------------------------------------------------------------------

    @property
    def asking(self) -> bool:
        return self._asked_at is not None and self.shown is None

    def available(self) -> bool:
        return self.state.human_to_act()

    def buttons(self) -> list[Button]:
        if not self.available():
            return []
        return [self.button, self.play_button] if self.shown else [self.button]

    def covers(self, pos: tuple[int, int]) -> bool:
        """The pointer is over a Hint button (not aiming at the fountain)."""
        return any(button.rect.collidepoint(pos) for button in self.buttons())

    def play(self) -> bool:
        """Perform the shown hint as the player's own tentative move: the draft
        (open until Confirm), then the placement put down, not committed."""
        shown, state = self.shown, self.state
        if shown is None or not self.available():
            return False
        self.dismiss()
        # the decision, then (after a draft) where the piece is meant to go
        steps = [a for a in (shown.action, shown.follow_up) if a is not None]
        return all(state.try_out(step) for step in steps)

    def toggle(self) -> None:
        """Ask for a Hint, or put away the one shown (or being worked out)."""
        if self._asked_at is not None:
            self.dismiss()
            return
        if not self.available():
            return
        recap = self.state.recap
        if recap is not None and recap.light:
            # asking is acting: the turn's banner makes room for the hint's ghost
            self.state.close_recap()
        game = self.state.game
        self._asked_at = len(game.actions)
        self.state.computer.ask_hint(game)

    def dismiss(self) -> None:
        self.state.computer.cancel_hint()
        self._asked_at = None
        self.shown = None
        self._preview = None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h:
            if self.available() or self._asked_at is not None:
                self.toggle()
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.available() and self.button.hit(event.pos):
                self.toggle()
                return True
            if self.shown is not None and self.play_button.hit(event.pos):
                return self.play()
        return False

    def update(self, dt: float) -> None:
        if self._asked_at is None:
            return
        game = self.state.game
        if len(game.actions) != self._asked_at or not self.available():
            self.dismiss()  # the table moved on: the hint is about another moment
            return
        if self.shown is None:
            self.shown = self.state.computer.hint_result(game)
            if self.shown is not None:
                names = self.state.computer.names
                self._words = as_advice(plain_why(game, self.shown, names))

    # -- showing -------------------------------------------------------------------

    def placement(self) -> Place | PlaceToken | None:
        """Where the hinted piece goes in the fountain (now, or after the draft)."""
        shown = self.shown
        if shown is None:
            return None
        for action in (shown.action, shown.follow_up):
            if isinstance(action, (Place, PlaceToken)):
                return action
        return None

    def words(self) -> str:
        if self.shown is None:
            return "Hint: Expert is thinking" + "." * (1 + int(self.env.time * 3) % 3)
        return f"Hint: {self._words}"

    def draw(self, surface: pygame.Surface) -> None:
        if self.available():
            lit = self.button.hit(self.env.mouse) or self._asked_at is not None
            self.button.draw(surface, self.env.fonts, lit, self.env.view)
        if self._asked_at is None:
            return
        if self.shown is not None:
            self._draw_basin(surface, self.shown.action)
            self._draw_ghost(surface)
        self._draw_card(surface)

    def _draw_card(self, surface: pygame.Surface) -> None:
        room = PLAY_ROOM if self.shown is not None else 800
        view = self.env.view
        strip, _pos = label(
            self.env.fonts,
            self.words(),
            20,
            (250, 240, 220),
            HINT_BACK,
            0,
            room,
            view.scale,
        )
        width, height = span(strip, view.scale)
        x = self.view.view_rect.x + 10
        y = CARD_BOTTOM - height
        place_layer(surface, strip, view.point((x, y)))
        left, top = view.point((x, y))
        gold = pygame.Rect(left, top, view.px(4), strip.get_height())
        pygame.draw.rect(surface, HINT_GOLD, gold)
        if self.shown is not None:
            play = self.play_button
            play.rect.midleft = (x + width + 8, y + height // 2)
            play.draw(surface, self.env.fonts, play.hit(self.env.mouse), view)

    def _pulse(self) -> float:
        return 0.5 + 0.5 * math.sin(self.env.time * 5.0)

    def _draw_basin(self, surface: pygame.Surface, action: Action) -> None:
        layout = self.basin.layout
        basin = self.state.game.basin
        view = self.env.view
        width = view.px(3 + round(2 * self._pulse()))
        radius = layout.space_radius + 6
        step = ring_step(self.state.game, action)
        if step is not None:  # the pawn to move and where to
            start = layout.space_centre(step.start)
            end = layout.space_centre(step.end)
            ring = view.px(radius)
            pygame.draw.circle(surface, HINT_GOLD, view.point(start), ring, width)
            far = view.px(radius + 4)
            pygame.draw.circle(surface, HINT_GOLD, view.point(end), far, width)
            _arrow(surface, start, end, radius + 4, view)
            ink = (30, 24, 20)
            size = text(self.env.fonts, "Hint", 16, ink, True).get_size()
            tag_box = pygame.Rect((0, 0), size)
            tag_box.center = (end[0], end[1] - radius - 14)
            if RING[step.end] is SpaceKind.BONUS:
                # the Bonus space wears its word just above it: the tag goes
                # above that word (basin_view.draw_board puts it sr + 8 up)
                word = text(self.env.fonts, "Bonus", 17, ink, True).get_height()
                above = end[1] - layout.space_radius - 8 - word - 2 - 6
                tag_box.bottom = min(tag_box.bottom, above)
            tag_box.inflate_ip(10, 4)
            box(surface, view, HINT_GOLD, tag_box, radius=6)
            tag = text(self.env.fonts, "Hint", 16, ink, True, view.scale)
            put(surface, view, tag, center=tag_box.center)
        elif isinstance(action, PlaceToken) and action.token_id in basin.face_up:
            slot = basin.face_up.index(action.token_id)
            centre = view.point(layout.token_centre(slot))
            pygame.draw.circle(surface, HINT_GOLD, centre, view.px(radius), width)

    def _draw_ghost(self, surface: pygame.Surface) -> None:
        action = self.placement()
        if action is None or not self.view.acting_here():
            return
        fountain = self.view.fountain()
        if self._preview is None or self._preview[0] != action:
            self._preview = (action, self._work_out(fountain, action))
        preview = self._preview[1]
        art = self.art
        clip = surface.get_clip()
        surface.set_clip(self.env.view.rect(self.view.view_rect))
        if isinstance(action, Place):
            tile = tile_by_id(action.placement.tile_id)
            art.draw_ghost(
                surface, fountain, tile, action.placement, True, preview, self.env.time
            )
        else:
            art.draw_token_ghost(
                surface, fountain, action.token_id, action.cell, True, preview
            )
        surface.set_clip(clip)

    @staticmethod
    def _work_out(fountain: object, action: Place | PlaceToken) -> PlacementPreview:
        if isinstance(action, Place):
            tile = tile_by_id(action.placement.tile_id)
            return preview_tile(
                fountain, tile, action.placement, before_placing(fountain)
            )
        return preview_token(fountain, action.token_id, action.cell)


def _arrow(
    surface: pygame.Surface,
    start: tuple[int, int],
    end: tuple[int, int],
    gap: int,
    view: View = UNIT_VIEW,
) -> None:
    """A gold arrow from the pawn to the space, stopping short of both rings
    (all logical, drawn through ``view``)."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy)
    if length <= 2 * gap:
        return
    ux, uy = dx / length, dy / length
    a = (start[0] + ux * gap, start[1] + uy * gap)
    b = (end[0] - ux * gap, end[1] - uy * gap)
    left = (b[0] - ux * 14 - uy * 8, b[1] - uy * 14 + ux * 8)
    right = (b[0] - ux * 14 + uy * 8, b[1] - uy * 14 - ux * 8)
    s = view.scale
    a, b, left, right = ((x * s, y * s) for x, y in (a, b, left, right))
    pygame.draw.line(surface, HINT_GOLD, a, b, view.px(4))
    pygame.draw.polygon(surface, HINT_GOLD, [b, left, right])
