"""The buttons under the large view of the Fountains table: turn, zoom and
peel the view; turn the held tile; Undo and Confirm; discard or pass when
nothing fits; back to your own fountain. Enter confirms, Escape takes back."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.rules.fountains.actions import Action, Discard, Pass
from game.rules.fountains.phases import Phase
from game.scenes.fountains.held_piece import HeldPiece
from game.scenes.fountains.label import label, span
from game.scenes.fountains.overlays import Button
from game.scenes.fountains.panel import Panel, TableEnv
from game.scenes.fountains.table_state import TableState
from game.scenes.fountains.view_state import FountainView
from game.ui.text import place_layer

Y, H = 532, 40


class ToolbarPanel(Panel):
    """The toolbar; Escape with nothing to take back opens the menu."""

    def __init__(
        self,
        env: TableEnv,
        state: TableState,
        view: FountainView,
        held: HeldPiece,
        open_menu: Callable[[], None],
    ) -> None:
        self.env = env
        self.state = state
        self.view = view
        self.held = held
        self._open_menu = open_menu

    def covers(self, pos: tuple[int, int]) -> bool:
        return any(button.rect.collidepoint(pos) for button in self.buttons())

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for button in self.buttons():
                if button.hit(event.pos):
                    self.press(button.key)
                    return True
            return False
        if event.type != pygame.KEYDOWN:
            return False
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.state.confirm()
        if event.key == pygame.K_ESCAPE:
            if not self.held.undo():
                self._open_menu()
            return True
        return False

    def press(self, key: str) -> None:
        view, state = self.view, self.state
        if key == "confirm":
            state.confirm()
        elif key == "undo":
            self.held.undo()
        elif key in ("turn-left", "turn-right"):
            view.turn(-1 if key == "turn-left" else 1)
        elif key in ("zoom-in", "zoom-out"):
            view.zoom(1 if key == "zoom-in" else -1)
        elif key == "peel":
            view.peel()
        elif key == "rotate-tile":
            self.held.turn_tile(1)
        elif key in ("discard", "pass"):
            state.give_up_piece()
        elif key == "home":
            view.view_home()
        self.held.forget_hover_cell()

    def buttons(self) -> list[Button]:
        peel = self.view.camera.peel_label()
        buttons = [
            Button(
                "turn-left",
                "",
                pygame.Rect(12, Y, 46, H),
                icon="turn-left",
                tip="Turn the view a quarter turn (Q)",
            ),
            Button(
                "turn-right",
                "",
                pygame.Rect(62, Y, 46, H),
                icon="turn-right",
                tip="Turn the view a quarter turn (E)",
            ),
            Button("zoom-out", "-", pygame.Rect(118, Y, 46, H), tip="Zoom out (-)"),
            Button("zoom-in", "+", pygame.Rect(168, Y, 46, H), tip="Zoom in (+)"),
            Button(
                "peel",
                peel,
                pygame.Rect(224, Y, 124, H),
                tip="Peel away upper levels to see below (L)",
            ),
        ]
        state = self.state
        acting = self.view.acting_here()
        phase = state.game.phase
        if acting and phase is Phase.PLACE:
            buttons.append(
                Button(
                    "rotate-tile",
                    "Turn tile",
                    pygame.Rect(358, Y, 120, H),
                    tip="Turn the held tile about the pointer (R or mouse wheel)",
                )
            )
        if state.human_to_act() and (
            state.turn_open
            or state.pending is not None
            or state.chosen_token is not None
        ):
            buttons.append(
                Button(
                    "undo",
                    "Undo",
                    pygame.Rect(594, Y, 106, H),
                    tip=_undo_tip(state),
                )
            )
        if acting and state.pending is not None:
            buttons.append(
                Button(
                    "confirm",
                    "Confirm",
                    pygame.Rect(708, Y, 136, H),
                    accent=True,
                    tip="Keep it there and end your turn (Enter)",
                )
            )
        if state.human_to_act():
            buttons.extend(self._give_up_buttons())
            seat = state.game.current_seat
            if self.view.viewing != seat and seat < len(state.game.fountains):
                buttons.append(
                    Button("home", "Back to your fountain", pygame.Rect(488, Y, 260, H))
                )
        return buttons

    def _give_up_buttons(self) -> list[Button]:
        """Discard or Pass, when that is all there is to do (they come alone);
        the button is named by the action's own verb."""
        legal = self.state.legal()
        words = GIVE_UP_WORDS.get(type(legal[0])) if legal else None
        if words is None:
            return []
        rect = pygame.Rect(444, Y - 48, 400, H)
        return [Button(legal[0].verb, words, rect, accent=True)]

    def draw(self, surface: pygame.Surface) -> None:
        fonts, mouse, view = self.env.fonts, self.env.mouse, self.env.view
        hovered = None
        for button in self.buttons():
            hot = button.hit(mouse)
            button.draw(surface, fonts, hot, view)
            if hot and button.tip:
                hovered = button
        if hovered is not None:
            back = (20, 16, 14, 235)
            tip, _pos = label(
                fonts, hovered.tip, 18, (250, 240, 220), back, 0, scale=view.scale
            )
            # above the toolbar row, and above the give-up row when it shows
            top = min(b.rect.y for b in self.buttons() if b.rect.y <= hovered.rect.y)
            rect = pygame.Rect((0, 0), span(tip, view.scale))
            rect.bottomleft = (hovered.rect.x, top - 6)
            rect.clamp_ip(self.view.view_rect)
            place_layer(surface, tip, view.point(rect.topleft))


GIVE_UP_WORDS: dict[type[Action], str] = {
    Discard: "Nowhere to go: discard",
    Pass: "No legal draft: pass",
}
"""The kinds of action that give the turn up, on their button."""


def _undo_tip(state: TableState) -> str:
    """What Undo (Escape, right click) takes back next."""
    if state.pending is not None:
        return "Pick the piece up again (Esc or right click)"
    if state.chosen_token is not None:
        return "Put the token back (Esc or right click)"
    return "Take the draft back: pawn and piece return (Esc or right click)"
