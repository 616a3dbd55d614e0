"""The replay viewer: a saved or finished game, action by action.

Buttons, the arrow keys (Left and Right step, Home and End jump), Space to
play or pause, a speed choice and the scrub bar (click or drag to any
action); the table is shown as it was at that point (Fountains: fountains,
Basin, scores, the action just taken and why a computer took it; Kids'
Splash: boards, die, droplet counts). A fountain is shown large by a click,
or by keys: Tab to it, Enter; a click or Escape goes back to them all.
Nothing is changed: the game is replayed from its setup once, when the
viewer opens. Drawn at the window's resolution; laid out and hit-tested on
the logical screen.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game.render.fountains import hud
from game.rules.splash import SplashGame
from game.saves.record import SavedGame
from game.scenes.menus.menu import MenuScene
from game.scenes.replay import panels
from game.scenes.replay.fountains_view import FountainsMoment
from game.scenes.replay.splash_view import SplashMoment
from game.scenes.replay.timeline import Timeline, timeline_of
from game.ui.fonts import Fonts
from game.ui.text import blit_text
from game.ui.view import View
from game.ui.widgets import Button, Choice, Widget

if TYPE_CHECKING:
    from game.context import AppContext

#: Actions a second at each autoplay speed.
SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0)
SPEED_NAMES = ("½×", "1×", "2×", "4×", "8×")
BAR = pygame.Rect(16, 614, 1248, 94)
SCRUB = pygame.Rect(24, 605, 1232, 6)
"""The scrub bar: the whole game from its first action to its last, between the
table and the buttons; click or drag along it to go to any action."""
SCRUB_REACH = 9  # pixels above and below the bar that still take the pointer
CAPTION_LEFT = 1072  # the caption's room in the bar: right of the speed choice
TRACK = (70, 58, 48)


@lru_cache(maxsize=4)
def _backdrop(size: tuple[int, int]) -> pygame.Surface:
    """The dark wood behind the table, for a picture of ``size``."""
    surface = pygame.Surface(size)
    for row in range(size[1]):
        t = row / max(1, size[1] - 1)
        colour = tuple(
            round(a + (b - a) * t)
            for a, b in zip((62, 52, 44), (34, 28, 24), strict=True)
        )
        pygame.draw.line(surface, colour, (0, row), (size[0], row))
    return surface


class FountainBox(Widget):
    """A seat's fountain as a thing to focus: Tab reaches it, Enter (or a
    click) shows it large, and again goes back to every fountain. The
    fountain itself is drawn by :class:`FountainsMoment`; this draws the
    focus ring."""

    def __init__(self, moment: FountainsMoment, seat: int, name: str) -> None:
        super().__init__(moment.boxes()[seat], f"{name}'s fountain")
        self.moment = moment
        self.seat = seat

    def activate(self) -> None:
        self._click()
        self.moment.toggle(self.seat)

    def draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool) -> None:
        if focused:
            self._draw_focus(surface, self.rect)


class ReplayScene(MenuScene):
    """``ReplayScene(ctx, saved)``: step through ``saved``'s game."""

    draws_at_scale = True

    def __init__(
        self, ctx: AppContext, saved: SavedGame, autoplay: bool = False
    ) -> None:
        self.saved = saved
        self.timeline: Timeline = timeline_of(saved)
        self.index = 0
        self.playing = autoplay
        self.speed = 1
        self.clock = 0.0  # seconds towards the next autoplay step
        self.time = 0.0
        self.scrubbing = False  # the scrub bar's knob is being dragged
        shapes = bool(getattr(ctx.settings, "colour_blind", False))
        self.view: FountainsMoment | SplashMoment = (
            SplashMoment(self.timeline, ctx.fonts, shapes)
            if isinstance(saved.game, SplashGame)
            else FountainsMoment(self.timeline, ctx.fonts, shapes)
        )
        super().__init__(ctx)

    # -- widgets -------------------------------------------------------------------

    def build(self) -> None:
        add = self.widgets.add
        y, h = BAR.y + 16, 62
        add(
            Button(
                (BAR.x + 14, y, 130, h), "Back", self.back, text_size=30, style="quiet"
            )
        )
        x = BAR.x + 170
        for label, action, width in (
            ("|<", self.to_start, 70),
            ("<", self.step_back, 70),
            ("Play", self.toggle, 130),
            (">", self.step_forward, 70),
            (">|", self.to_end, 70),
        ):
            add(Button((x, y, width, h), label, action, text_size=32))
            x += width + 10
        add(
            Choice(
                (x + 10, y, 400, h),
                "Speed",
                list(SPEED_NAMES),
                self.speed,
                self._set_speed,
                control_width=280,
            )
        )
        if isinstance(self.view, FountainsMoment):
            for seat in range(self.view.count):
                add(FountainBox(self.view, seat, self.timeline.seat(seat).name))
        self._sync_buttons()

    def _sync_buttons(self) -> None:
        play = self.widgets.widgets[3]
        label = "Pause" if self.playing else "Play"
        if isinstance(play, Button) and play.label != label:
            play.label = label
            play.forget_looks()
        last = self.timeline.last
        for index, enabled in (
            (1, self.index > 0),
            (2, self.index > 0),
            (4, self.index < last),
            (5, self.index < last),
        ):
            self.widgets.widgets[index].enabled = enabled
        self.sync_boxes()

    def sync_boxes(self) -> None:
        """The fountain boxes as shown: every one, or the large one alone."""
        if not isinstance(self.view, FountainsMoment):
            return
        shown = dict(self.view.shown())
        for widget in self.widgets:
            if isinstance(widget, FountainBox):
                box = shown.get(widget.seat)
                widget.enabled = box is not None
                if box is not None:
                    widget.rect = box

    def _set_speed(self, index: int) -> None:
        self.speed = index

    # -- stepping ------------------------------------------------------------------

    def go_to(self, index: int) -> None:
        self.index = max(0, min(self.timeline.last, index))
        if self.index == self.timeline.last:
            self.playing = False
        self._sync_buttons()

    def step_forward(self) -> None:
        self.go_to(self.index + 1)

    def step_back(self) -> None:
        self.playing = False
        self.go_to(self.index - 1)

    def to_start(self) -> None:
        self.playing = False
        self.go_to(0)

    def to_end(self) -> None:
        self.go_to(self.timeline.last)

    def toggle(self) -> None:
        if not self.playing and self.index >= self.timeline.last:
            self.index = 0  # played to the end: Play starts again
        self.playing = not self.playing
        self.clock = 0.0
        self._sync_buttons()

    def back(self) -> None:
        """Escape: from a fountain shown large back to them all, else leave."""
        if isinstance(self.view, FountainsMoment) and self.view.large is not None:
            self.view.large = None
            self.sync_boxes()
            return
        super().back()

    # -- scene ---------------------------------------------------------------------

    def index_at(self, x: int) -> int:
        """The action the scrub bar shows at ``x``."""
        share = (x - SCRUB.x) / max(1, SCRUB.width)
        return round(max(0.0, min(1.0, share)) * self.timeline.last)

    def knob_x(self) -> int:
        return SCRUB.x + round(SCRUB.width * self.index / max(1, self.timeline.last))

    def _scrub(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if SCRUB.inflate(0, 2 * SCRUB_REACH).collidepoint(event.pos):
                self.scrubbing = True
                self.playing = False
                self.go_to(self.index_at(event.pos[0]))
                return True
        elif event.type == pygame.MOUSEMOTION and self.scrubbing:
            self.go_to(self.index_at(event.pos[0]))
            return True
        elif event.type == pygame.MOUSEBUTTONUP and self.scrubbing:
            self.scrubbing = False
            return True
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self._scrub(event):
            return True
        if event.type == pygame.KEYDOWN:
            keys = {
                pygame.K_RIGHT: self.step_forward,
                pygame.K_LEFT: self.step_back,
                pygame.K_HOME: self.to_start,
                pygame.K_END: self.to_end,
                pygame.K_SPACE: self.toggle,
            }
            action = keys.get(event.key)
            if action is not None:
                action()
                return True
        used = super().handle_event(event)
        self.sync_boxes()  # a fountain box may have been opened or closed
        return used

    def update(self, dt: float) -> None:
        self.time += dt
        if not self.playing:
            return
        self.clock += dt * SPEEDS[self.speed]
        while self.clock >= 1.0 and self.playing:
            self.clock -= 1.0
            self.step_forward()

    def caption(self) -> tuple[str, str]:
        """Where the viewer is: ("Action 34 / 152", "turn 12")."""
        turn = getattr(self.timeline.game_at(self.index), "turn", 0)
        return f"Action {self.index} / {self.timeline.last}", f"turn {turn}"

    def draw(self, surface: pygame.Surface) -> None:
        self._look_at(surface)
        view, fonts = self.picture_view, self.ctx.fonts
        surface.blit(_backdrop(surface.get_size()), (0, 0))
        self.view.draw(surface, view, self.timeline.moments[self.index], self.time)
        panels.panel(surface, view, BAR)
        self._draw_scrub(surface, view)
        room = BAR.right - 18 - CAPTION_LEFT
        box = view.rect(pygame.Rect(CAPTION_LEFT, BAR.y, room, BAR.height))
        for row, (line, size) in enumerate(zip(self.caption(), (24, 20), strict=True)):
            bold = row == 0
            size = panels.fitting_size(fonts, view, line, size, room, bold)
            text = panels.text(fonts, view, line, size, hud.TEXT, bold)
            y = BAR.centery - 14 + row * 28
            blit_text(
                surface,
                text,
                text.get_rect(midright=view.point((BAR.right - 18, y))),
                box,
            )
        self.widgets.draw(surface, fonts, view)

    def _draw_scrub(self, surface: pygame.Surface, view: View) -> None:
        track = view.rect(SCRUB)
        radius = view.px(3)
        pygame.draw.rect(surface, TRACK, track, border_radius=radius)
        done = track.copy()
        done.width = view.point((self.knob_x(), 0))[0] - track.x
        pygame.draw.rect(surface, hud.DIM, done, border_radius=radius)
        knob = view.point((self.knob_x(), SCRUB.centery))
        pygame.draw.circle(surface, panels.SHADOW, knob, view.px(6))
        colour = hud.TEXT if self.scrubbing else hud.DIM
        pygame.draw.circle(surface, colour, knob, view.px(5))
