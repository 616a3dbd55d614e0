"""Settings, in three pages chosen on the top row:

- **Sound**: the master volume, the music, effects and voice volumes, music on
  or off, Kids' Splash's spoken prompts;
- **Game**: animation speed, computer speed (how long a computer seat's move
  stays on screen; Space skips it), Kids' Splash's aim guide, the Fountains
  table's pass-the-mouse screen, table tips (on or off, and showing them all
  again);
- **Screen**: fullscreen, text size, high contrast, reduce motion and the
  colour-blind markings (with the seat markings they give).

Every change is applied and saved at once. The page shown is kept while the
screen is open; a page is rebuilt when a change alters how widgets look (high
contrast, text size)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.scenes.menus.menu import MenuScene
from game.settings import (
    AIM_GUIDES,
    ANIMATION_SPEEDS,
    COMPUTER_SPEEDS,
    TEXT_SIZES,
    VOLUME_STEP,
)
from game.ui import theme
from game.ui.seat_marks import draw_seat_mark
from game.ui.text import blit_text
from game.ui.widgets import Button, Choice, Stepper, Toggle, Widget

if TYPE_CHECKING:
    from game.context import AppContext

PAGES = ("Sound", "Game", "Screen")
SPEED_NAMES = ("Slow", "Normal", "Fast", "Fastest")
COMPUTER_SPEED_NAMES = ("Slow", "Normal", "Fast", "Fastest")
AIM_GUIDE_NAMES = ("Full", "Shrinking", "Off")
TEXT_SIZE_NAMES = tuple(f"{size}%" for size in TEXT_SIZES)
LEFT, WIDTH, HEIGHT = 200, 880, 50
PAGE_TOP = 134  # the page chooser, under the heading
TOP = 204  # the first row of a page
ROW = 60  # from one row's top to the next
BACK_TOP = 628
NOTICE_BOTTOM = 706  # notices stand on this line, beside Back
NOTICE_SIZE = 20
NOTICE_LINE = 20
#: the sound buses' rows: (label, settings field)
SOUND_ROWS = (
    ("Music volume", "music_volume"),
    ("Effects volume", "effects_volume"),
    ("Voice volume", "voice_volume"),
)
#: where each row's label lives, for ``SettingsScene.show``
ROW_PAGES = {
    "Volume": 0,
    "Music volume": 0,
    "Effects volume": 0,
    "Voice volume": 0,
    "Music": 0,
    "Spoken prompts": 0,
    "Animation speed": 1,
    "Computer speed": 1,
    "Aim guide": 1,
    "Pass-the-mouse screen": 1,
    "Table tips": 1,
    "Show every tip again": 1,
    "Fullscreen (F11)": 2,
    "Text size": 2,
    "High contrast": 2,
    "Reduce motion": 2,
    "Colour-blind markings": 2,
}


def _row(n: int) -> tuple[int, int, int, int]:
    return (LEFT, TOP + n * ROW, WIDTH, HEIGHT)


class SettingsScene(MenuScene):
    draws_at_scale = True
    heading = "Settings"
    subheading = "Changes are saved as you make them"

    def __init__(self, ctx: AppContext, page: int = 0) -> None:
        self.page = page
        self._wanted: int | None = None
        self._tips_reset = False
        super().__init__(ctx)

    # -- pages ---------------------------------------------------------------------

    def show(self, page: int | str) -> None:
        """Open a page now: its number, its name, or the label of a row on it."""
        if isinstance(page, str):
            page = PAGES.index(page) if page in PAGES else ROW_PAGES[page]
        self.page = page
        self._wanted = None
        self.build()

    def build(self) -> None:
        self.widgets.clear()
        add = self.widgets.add
        add(
            Choice(
                (LEFT, PAGE_TOP, WIDTH, HEIGHT),
                "Page",
                PAGES,
                self.page,
                self._want_page,
                control_width=540,
            )
        )
        for widget in (self._sound, self._game, self._screen)[self.page]():
            add(widget)
        add(
            Button(
                (LEFT, BACK_TOP, 240, 56),
                "Back",
                self.back,
                text_size=34,
                style="quiet",
            )
        )

    def _want_page(self, index: int) -> None:
        # chosen while the widgets handle an event: rebuilt at the next update
        self._wanted = index

    def _sound(self) -> list[Widget]:
        s = self.ctx.settings
        half = (WIDTH - 20) // 2
        music_top = _row(4)[1]
        return [
            self._percent(0, "Volume", s.volume, lambda v: self._set(volume=v)),
            *(
                self._level(n, label, field)
                for n, (label, field) in enumerate(SOUND_ROWS, 1)
            ),
            Toggle(
                (LEFT, music_top, half, HEIGHT),
                "Music",
                s.music,
                lambda v: self._set(music=v),
            ),
            Toggle(
                (LEFT + half + 20, music_top, half, HEIGHT),
                "Spoken prompts",
                s.voice_prompts,
                lambda v: self._set(voice_prompts=v),
            ),
        ]

    def _game(self) -> list[Widget]:
        s = self.ctx.settings
        half = (WIDTH - 20) // 2
        tips_top = _row(4)[1]
        reset = Button(
            (LEFT + half + 20, tips_top, half, HEIGHT),
            "Show every tip again",
            self._reset_tips,
            text_size=28,
            style="quiet",
        )
        reset.enabled = bool(s.tips_seen)
        return [
            self._choice(
                0,
                "Animation speed",
                SPEED_NAMES,
                ANIMATION_SPEEDS.index(s.animation_speed),
                lambda i: self._set(animation_speed=ANIMATION_SPEEDS[i]),
            ),
            self._choice(
                1,
                "Computer speed",
                COMPUTER_SPEED_NAMES,
                COMPUTER_SPEEDS.index(s.computer_speed),
                lambda i: self._set(computer_speed=COMPUTER_SPEEDS[i]),
            ),
            self._choice(
                2,
                "Aim guide",
                AIM_GUIDE_NAMES,
                AIM_GUIDES.index(s.aim_guide),
                lambda i: self._set(aim_guide=AIM_GUIDES[i]),
            ),
            Toggle(
                _row(3),
                "Pass-the-mouse screen",
                s.handoff_screen,
                lambda v: self._set(handoff_screen=v),
            ),
            Toggle(
                (LEFT, tips_top, half, HEIGHT),
                "Table tips",
                s.table_tips,
                lambda v: self._set(table_tips=v),
            ),
            reset,
        ]

    def _screen(self) -> list[Widget]:
        s = self.ctx.settings
        return [
            Toggle(
                _row(0),
                "Fullscreen (F11)",
                s.fullscreen,
                lambda v: self._set(fullscreen=v),
            ),
            self._choice(
                1,
                "Text size",
                TEXT_SIZE_NAMES,
                TEXT_SIZES.index(s.text_size),
                lambda i: self._set(text_size=TEXT_SIZES[i]),
            ),
            Toggle(
                _row(2),
                "High contrast",
                s.high_contrast,
                lambda v: self._set(high_contrast=v),
            ),
            Toggle(
                _row(3),
                "Reduce motion",
                s.reduce_motion,
                lambda v: self._set(reduce_motion=v),
            ),
            Toggle(
                _row(4),
                "Colour-blind markings",
                s.colour_blind,
                lambda v: self._set(colour_blind=v),
            ),
        ]

    # -- rows ----------------------------------------------------------------------

    def _choice(
        self,
        n: int,
        label: str,
        names: tuple[str, ...],
        index: int,
        change: Callable[[int], None],
    ) -> Choice:
        return Choice(_row(n), label, names, index, change, control_width=520)

    def _percent(
        self, n: int, label: str, value: int, change: Callable[[int], None]
    ) -> Stepper:
        return Stepper(
            _row(n),
            label,
            value,
            0,
            100,
            change,
            step=VOLUME_STEP,
            fmt=lambda v: f"{v}%",
            value_width=110,
        )

    def _level(self, n: int, label: str, field: str) -> Stepper:
        """A sound bus's level, shown and stepped in tens of per cent."""

        def change(percent: int) -> None:
            self._set(**{field: percent / 100.0})

        return self._percent(
            n, label, round(getattr(self.ctx.settings, field) * 100), change
        )

    def _set(self, **changes: object) -> None:
        before = self.ctx.settings
        self.ctx.change_settings(**changes)
        after = self.ctx.settings
        if (before.high_contrast, before.text_size) != (
            after.high_contrast,
            after.text_size,
        ):
            self._wanted = self.page  # widgets drawn in the new look

    def _reset_tips(self) -> None:
        self._set(tips_seen=())
        self._tips_reset = True
        self._wanted = self.page

    # -- scene ---------------------------------------------------------------------

    def enter(self) -> None:
        self._sync_fullscreen()

    def update(self, dt: float) -> None:
        if self._wanted is not None:
            focus = self.widgets.focus
            self.show(self._wanted)
            self.widgets.focus = focus  # the keyboard stays on the page row
        # F11 is handled by the app, so it changes fullscreen behind this
        # screen's back (even while it is on top): keep the switch honest.
        self._sync_fullscreen()

    def _sync_fullscreen(self) -> None:
        for widget in self.widgets:
            if widget.label == "Fullscreen (F11)" and isinstance(widget, Toggle):
                widget.value = self.ctx.settings.fullscreen

    def static_key(self) -> object:
        s = self.ctx.settings
        return (
            super().static_key(),
            tuple(self.ctx.notices),
            self.page,
            s.high_contrast,
            s.text_size,
            self._tips_reset,
        )

    def draw_static(self, surface: pygame.Surface) -> None:
        fonts, view = self.ctx.fonts, self.picture_view
        if self.page == 2:
            self._draw_markings(surface)
        if self.page == 1 and self._tips_reset:
            said = fonts.render(
                "Every tip will show again", 22, theme.MIST, scale=view.scale
            )
            blit_text(
                surface, said, view.place(said, topleft=(LEFT + 460, TOP + 5 * ROW))
            )
        if self.ctx.notices:
            self._draw_notices(surface)

    def _draw_notices(self, surface: pygame.Surface) -> None:
        """The last notices (a settings file that cannot be saved) beside Back,
        newest last; an older one gives way when both do not fit."""
        fonts, view = self.ctx.fonts, self.picture_view
        room = pygame.Rect(
            LEFT + 270, BACK_TOP - 8, WIDTH - 270, NOTICE_BOTTOM - BACK_TOP + 8
        )
        step = max(NOTICE_LINE, fonts.line_height(NOTICE_SIZE))  # grows with text
        fits = room.height // step
        lines: list[str] = []
        for notice in reversed(self.ctx.notices):
            wrapped = fonts.wrap(notice, NOTICE_SIZE, room.width, scale=view.scale)
            if lines and len(wrapped) + len(lines) > fits:
                break
            lines = wrapped + lines
        y = NOTICE_BOTTOM
        box = view.rect(room)
        for part in reversed(lines[-fits:]):
            text = fonts.render(part, NOTICE_SIZE, theme.ACCENT, scale=view.scale)
            blit_text(surface, text, view.place(text, bottomleft=(room.x, y)), box)
            y -= step

    def _draw_markings(self, surface: pygame.Surface) -> None:
        """The seat markings the colour-blind switch gives, under its row."""
        fonts, view = self.ctx.fonts, self.picture_view
        colour_blind = self.ctx.settings.colour_blind
        words = "Seat markings:"
        label = fonts.render(words, 26, theme.MIST, scale=view.scale)
        y = TOP + 5 * ROW + 22
        blit_text(surface, label, view.place(label, midleft=(LEFT + 20, y)))
        left = LEFT + 40 + fonts.width(words, 26)
        for seat, colour in enumerate(theme.SEAT_COLOURS[:5]):
            draw_seat_mark(
                surface,
                seat,
                colour,
                view.point((left + seat * 56, y)),
                15 * view.scale,
                colour_blind,
                outline=view.px(2),
            )
