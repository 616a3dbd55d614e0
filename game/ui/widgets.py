"""Menu widgets: big rounded buttons, toggles, steppers and choice rows.

Every widget reads events (never polls the mouse), keeps hover and press
states, and can be driven from the keyboard when focused: Enter or Space
activates, Left and Right change a value.

Widgets lay out on the logical screen (``rect``); ``view`` (set by the
``WidgetGroup`` before each draw) is where that screen lies on the surface,
so a screen that draws at scale gets crisp widgets. A label is drawn at the
Text size when it fits its widget, else as large as fits (never cut).

The module stays whole: every widget here is one ``Widget`` (focus, hover,
press, its looks cached by state, scale and Text size), and the group that
draws and routes them keeps them together.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.ui import theme
from game.ui.text import blit_text, is_recording, place_layer
from game.ui.view import UNIT_VIEW, View

if TYPE_CHECKING:
    from game.ui.fonts import Fonts

LEFT_BUTTON = 1


def _rounded(
    size: tuple[int, int],
    fill: theme.Colour,
    radius: int = theme.RADIUS,
    view: View = UNIT_VIEW,
) -> pygame.Surface:
    """A rounded button body with a soft top sheen and a shadow (``size``
    logical, drawn at ``view.scale``)."""
    px = view.px
    width, height = px(size[0]), px(size[1])
    radius = px(radius)
    surface = pygame.Surface((width, height + px(5)), pygame.SRCALPHA)
    body = pygame.Rect(0, 0, width, height)
    pygame.draw.rect(surface, (0, 0, 0, 80), body.move(0, px(5)), border_radius=radius)
    pygame.draw.rect(surface, fill, body, border_radius=radius)
    sheen = pygame.Rect(px(4), px(3), width - px(8), px(min(size[1] // 2 - 2, 30)))
    theme.blend_rect(surface, (*theme.lighten(fill, 0.2), 110), sheen, radius - px(4))
    pygame.draw.rect(
        surface, theme.lighten(fill, 0.3), body, width=px(2), border_radius=radius
    )
    return surface


def label_size(fonts: Fonts, text: str, size: int, room: int, bold: bool) -> int:
    """The logical size to draw ``text`` at so it fits ``room`` logical
    pixels (``Fonts.fitting_size``; fonts without it: ``size``)."""
    fitting = getattr(fonts, "fitting_size", None)
    return size if fitting is None else fitting(text, size, room, bold)


class Widget:
    """Something on a menu screen that can hold keyboard focus."""

    focusable = True
    #: where the logical screen lies on the surface drawn (see the module)
    view: View = UNIT_VIEW

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], label: str):
        self.rect = pygame.Rect(rect)
        self.label = label
        self.enabled = True
        self.hover = False
        self.pressed = False
        self.sound: object | None = None  # set by the WidgetGroup

    def _click(self) -> None:
        self._sound("click")

    def _sound(self, name: str) -> None:
        play = getattr(self.sound, "play", None)
        if play is not None:
            play(name)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Mouse handling; True when the event was used."""
        if not self.enabled:
            self.hover = self.pressed = False
            return False
        if event.type == pygame.MOUSEMOTION:
            was, self.hover = self.hover, self.rect.collidepoint(event.pos)
            if self.hover and not was:
                self._sound("hover")
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == LEFT_BUTTON:
            if self.rect.collidepoint(event.pos):
                self.pressed = True
                self.press_at(event.pos)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == LEFT_BUTTON:
            was_pressed, self.pressed = self.pressed, False
            if was_pressed and self.rect.collidepoint(event.pos):
                self.release_at(event.pos)
                return True
        return False

    def press_at(self, pos: tuple[int, int]) -> None:
        """The mouse went down on the widget."""

    def release_at(self, pos: tuple[int, int]) -> None:
        """A full click (down and up inside) landed at ``pos``."""
        self.activate()

    def activate(self) -> None:
        """Enter or Space while focused, or a click."""

    def adjust(self, step: int) -> bool:
        """Left (-1) or Right (+1) while focused; True when used."""
        return False

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Keys other than focus movement while this widget has focus."""
        return False

    def focus_changed(self, focused: bool) -> None:
        """The keyboard focus arrived (True) or left (False)."""

    def draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool) -> None:
        raise NotImplementedError

    def _draw_focus(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The focus ring round ``rect`` (logical)."""
        view = self.view
        pygame.draw.rect(
            surface,
            theme.FOCUS_RING,
            view.rect(rect.inflate(10, 10)),
            width=view.px(3),
            border_radius=view.px(theme.RADIUS + 5),
        )

    def _text(
        self,
        surface: pygame.Surface,
        fonts: Fonts,
        words: str,
        size: int,
        colour: theme.Colour,
        bold: bool = False,
        room: int | None = None,
        **anchor: tuple[float, float],
    ) -> pygame.Rect:
        """One line of the widget at a logical anchor, as large as fits
        ``room`` (logical pixels; default the widget's width less a margin)."""
        room = self.rect.width - 24 if room is None else room
        size = label_size(fonts, words, size, room, bold)
        label = fonts.render(words, size, colour, bold, self.view.scale)
        box = self.view.rect(self.rect.inflate(8, 8))
        return blit_text(surface, label, self.view.place(label, **anchor), box)


class Button(Widget):
    """A big rounded button with normal, hover, pressed and disabled looks."""

    @staticmethod
    def styles() -> dict[str, tuple[theme.Colour, theme.Colour, theme.Colour]]:
        """Each style's normal, hover and pressed fill, in the palette in use."""
        return {
            "primary": (theme.BUTTON, theme.BUTTON_HOVER, theme.BUTTON_PRESSED),
            "quiet": (theme.BUTTON_QUIET, theme.BUTTON_QUIET_HOVER, theme.DEEP),
            "danger": (
                theme.DANGER,
                theme.lighten(theme.DANGER, 0.15),
                theme.darken(theme.DANGER, 0.2),
            ),
            "accent": (
                theme.darken(theme.ACCENT, 0.1),
                theme.ACCENT,
                theme.darken(theme.ACCENT, 0.3),
            ),
        }

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        on_click: Callable[[], None],
        text_size: int = 40,
        style: str = "primary",
        detail: str = "",
    ) -> None:
        super().__init__(rect, label)
        self.on_click = on_click
        self.text_size = text_size
        self.style = style
        self.detail = detail
        self._looks: dict[tuple[str, float, float, theme.Colour], pygame.Surface] = {}
        self.content_top = 0  # text is centred below this (room for a picture)
        self.text_top: int | None = None  # or starts at this height

    def activate(self) -> None:
        if self.enabled:
            self._click()
            self.on_click()

    def forget_looks(self) -> None:
        """Draw afresh next time (its label or style changed)."""
        self._looks.clear()

    def look_key(
        self, state: str, fonts: Fonts
    ) -> tuple[str, float, float, theme.Colour]:
        """What a cached look depends on: the state, the scale, the text size
        and the palette (high contrast has its own looks)."""
        return (state, self.view.scale, fonts.text_scale, theme.BUTTON)

    def _look(self, state: str, fonts: Fonts) -> pygame.Surface:
        view = self.view
        key = self.look_key(state, fonts)
        look = self._looks.get(key)
        if look is None or is_recording():  # recorded: its texts drawn afresh
            normal, hover, pressed = self.styles()[self.style]
            fill = {
                "normal": normal,
                "hover": hover,
                "pressed": pressed,
                "disabled": theme.darken(normal, 0.45),
            }[state]
            look = _rounded(self.rect.size, fill, view=view)
            ink = theme.text_colour_on(fill)
            if state == "disabled":
                ink = theme.MIST
            room = self.rect.width - 24
            size = label_size(fonts, self.label, self.text_size, room, True)
            text = fonts.render(self.label, size, ink, True, view.scale)
            middle = look.get_width() // 2
            if self.detail:
                detail_size = max(22, self.text_size // 2)
                lines = fonts.wrap(self.detail, detail_size, self.rect.width - 40)
                smalls = [
                    fonts.render(line, detail_size, ink, scale=view.scale)
                    for line in lines
                ]
                gap = view.px(10)
                height = text.get_height() + gap + sum(s.get_height() for s in smalls)
                top = view.px(self.text_top) if self.text_top is not None else None
                if top is None:
                    spare = view.px(self.rect.height - self.content_top) - height
                    top = view.px(self.content_top) + spare // 2
                inside = look.get_rect()
                blit_text(look, text, text.get_rect(midtop=(middle, top)), inside)
                y = top + text.get_height() + gap
                for small in smalls:
                    place = small.get_rect(midtop=(middle, y))
                    blit_text(look, small, place, inside)
                    y += small.get_height()
            else:
                centre = (middle, view.px(self.rect.height / 2 + 1))
                blit_text(look, text, text.get_rect(center=centre), look.get_rect())
            self._looks[key] = look
            if len(self._looks) > 12:  # a few sizes of the window at most
                self._looks.pop(next(iter(self._looks)))
        return look

    def draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool) -> None:
        if not self.enabled:
            state = "disabled"
        elif self.pressed and self.hover:
            state = "pressed"
        elif self.hover or focused:
            state = "hover"
        else:
            state = "normal"
        offset = 3 if state == "pressed" else 0
        place_layer(
            surface,
            self._look(state, fonts),
            self.view.point(self.rect.move(0, offset).topleft),
        )
        if focused:
            self._draw_focus(surface, self.rect.move(0, offset))


class _Row(Widget):
    """A labelled row: the label on the left, a control on the right."""

    LABEL_SIZE = 32

    def _draw_row(self, surface: pygame.Surface, fonts: Fonts, focused: bool) -> None:
        """The row's body and its label, in the room ``label_room`` leaves."""
        view = self.view
        fill = (
            theme.BUTTON_QUIET_HOVER if (self.hover or focused) else theme.BUTTON_QUIET
        )
        pygame.draw.rect(surface, fill, view.rect(self.rect), border_radius=view.px(14))
        if focused:
            self._draw_focus(surface, self.rect)
        ink = theme.FOAM if self.enabled else theme.MIST
        room = self.label_room()
        self._text(
            surface,
            fonts,
            self.label,
            self.LABEL_SIZE,
            ink,
            room=room,
            midleft=(self.rect.x + 20, self.rect.centery),
        )

    def label_room(self) -> int:
        """The logical width left for the label beside the control."""
        return self.rect.width // 2 - 30


class Toggle(_Row):
    """An on/off switch."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        value: bool,
        on_change: Callable[[bool], None],
        show_state: bool = True,
    ) -> None:
        super().__init__(rect, label)
        self.value = value
        self.on_change = on_change
        self.show_state = show_state

    @property
    def switch_rect(self) -> pygame.Rect:
        rect = pygame.Rect(0, 0, 84, 40)
        rect.midright = (self.rect.right - 18, self.rect.centery)
        return rect

    def activate(self) -> None:
        if self.enabled:
            self._click()
            self.value = not self.value
            self.on_change(self.value)

    def adjust(self, step: int) -> bool:
        if (step > 0) != self.value:
            self.activate()
        return True

    def label_room(self) -> int:
        state = 70 if self.show_state else 0
        return self.switch_rect.left - state - self.rect.x - 32

    def draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool) -> None:
        view = self.view
        self._draw_row(surface, fonts, focused)
        switch = self.switch_rect
        track = theme.ACCENT if self.value else theme.DEEP
        shown = view.rect(switch)
        pygame.draw.rect(surface, track, shown, border_radius=view.px(20))
        pygame.draw.rect(
            surface,
            theme.PANEL_EDGE,
            shown,
            width=view.px(2),
            border_radius=view.px(20),
        )
        knob_x = switch.right - 20 if self.value else switch.left + 20
        pygame.draw.circle(
            surface, theme.FOAM, view.point((knob_x, switch.centery)), view.px(15)
        )
        if self.show_state:
            self._text(
                surface,
                fonts,
                "On" if self.value else "Off",
                26,
                theme.MIST,
                room=60,
                midright=(switch.left - 12, switch.centery),
            )


class Stepper(_Row):
    """A number with - and + buttons."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        value: int,
        low: int,
        high: int,
        on_change: Callable[[int], None],
        step: int = 1,
        fmt: Callable[[int], str] = str,
        value_width: int = 96,
    ) -> None:
        super().__init__(rect, label)
        self.value_width = value_width
        self.value = value
        self.low = low
        self.high = high
        self.step = step
        self.on_change = on_change
        self.fmt = fmt
        self._pressed_side = 0

    @property
    def plus_rect(self) -> pygame.Rect:
        rect = pygame.Rect(0, 0, 52, 44)
        rect.midright = (self.rect.right - 14, self.rect.centery)
        return rect

    @property
    def minus_rect(self) -> pygame.Rect:
        rect = pygame.Rect(0, 0, 52, 44)
        rect.midright = (self.plus_rect.left - self.value_width, self.rect.centery)
        return rect

    def press_at(self, pos: tuple[int, int]) -> None:
        self._pressed_side = (
            1
            if self.plus_rect.collidepoint(pos)
            else -1
            if self.minus_rect.collidepoint(pos)
            else 0
        )

    def release_at(self, pos: tuple[int, int]) -> None:
        side, self._pressed_side = self._pressed_side, 0
        if side == 1 and self.plus_rect.collidepoint(pos):
            self.adjust(1)
        elif side == -1 and self.minus_rect.collidepoint(pos):
            self.adjust(-1)

    def activate(self) -> None:
        # Enter steps up and wraps, so a keyboard alone can reach every value.
        if self.value + self.step > self.high:
            self._set(self.low)
        else:
            self.adjust(1)

    def adjust(self, step: int) -> bool:
        self._set(max(self.low, min(self.high, self.value + step * self.step)))
        return True

    def _set(self, value: int) -> None:
        if self.enabled and value != self.value:
            self._click()
            self.value = value
            self.on_change(value)

    def label_room(self) -> int:
        return self.minus_rect.left - self.rect.x - 32

    def draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool) -> None:
        view = self.view
        self._draw_row(surface, fonts, focused)
        for side, rect, sign in ((-1, self.minus_rect, "-"), (1, self.plus_rect, "+")):
            can = self.value > self.low if side < 0 else self.value < self.high
            pressed = self.pressed and self._pressed_side == side
            fill = (
                theme.BUTTON_PRESSED
                if pressed
                else theme.BUTTON
                if can
                else theme.darken(theme.BUTTON, 0.5)
            )
            pygame.draw.rect(
                surface,
                fill,
                view.rect(rect.move(0, 2 if pressed else 0)),
                border_radius=view.px(12),
            )
            ink = theme.FOAM if can else theme.MIST
            cx, cy = rect.move(0, 2 if pressed else 0).center
            bars = [(cx - 11, cy - 2, 22, 5)]
            if sign == "+":
                bars.append((cx - 2, cy - 11, 5, 22))
            for bar in bars:
                pygame.draw.rect(surface, ink, view.rect(bar), border_radius=view.px(2))
        middle = (self.minus_rect.right + self.plus_rect.left) // 2
        self._text(
            surface,
            fonts,
            self.fmt(self.value),
            36,
            theme.FOAM,
            bold=True,
            room=self.value_width - 8,
            center=(middle, self.rect.centery),
        )


class Choice(_Row):
    """One of a few options, shown as a segmented row of buttons."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        options: Sequence[str],
        index: int,
        on_change: Callable[[int], None],
        control_width: int | None = None,
    ) -> None:
        super().__init__(rect, label)
        if not options:
            raise ValueError(f"choice {label!r} needs at least one option")
        self.options = list(options)
        self.index = index
        self.on_change = on_change
        self.control_width = control_width

    @property
    def value(self) -> str:
        return self.options[self.index]

    def draw_segments_flat(
        self, surface: pygame.Surface, fonts: Fonts, size: int, bold_all: bool
    ) -> None:
        """The segments (for rows that lay out their own labels): the chosen
        one lit, each option centred in its segment at ``size`` (bold when
        chosen, or always with ``bold_all``), drawn through ``view``."""
        view = self.view
        for index, option in enumerate(self.options):
            rect = view.rect(self.segment_rect(index))
            chosen = index == self.index
            radius = view.px(12)
            fill = theme.ACCENT if chosen else theme.DEEP
            pygame.draw.rect(surface, fill, rect, border_radius=radius)
            if not chosen:
                pygame.draw.rect(
                    surface,
                    theme.PANEL_EDGE,
                    rect,
                    width=view.px(2),
                    border_radius=radius,
                )
            ink = theme.INK if chosen else theme.FOAM
            text = fonts.render(option, size, ink, bold_all or chosen, view.scale)
            blit_text(surface, text, text.get_rect(center=rect.center), rect)

    def segment_rect(self, index: int) -> pygame.Rect:
        width = self.control_width or min(
            self.rect.width - 260, 150 * len(self.options)
        )
        each = width // len(self.options)
        left = self.rect.right - 14 - each * len(self.options)
        return pygame.Rect(
            left + index * each, self.rect.y + 10, each - 6, self.rect.height - 20
        )

    def release_at(self, pos: tuple[int, int]) -> None:
        for index in range(len(self.options)):
            if self.segment_rect(index).collidepoint(pos):
                self.select(index)

    def activate(self) -> None:
        self.select((self.index + 1) % len(self.options))

    def adjust(self, step: int) -> bool:
        self.select(max(0, min(len(self.options) - 1, self.index + step)))
        return True

    def select(self, index: int) -> None:
        if self.enabled and index != self.index:
            self._click()
            self.index = index
            self.on_change(index)

    def label_room(self) -> int:
        return self.segment_rect(0).left - self.rect.x - 30

    def draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool) -> None:
        view = self.view
        self._draw_row(surface, fonts, focused)
        for index, option in enumerate(self.options):
            rect = self.segment_rect(index)
            chosen = index == self.index
            fill = theme.ACCENT if chosen else theme.DEEP
            shown = view.rect(rect)
            pygame.draw.rect(surface, fill, shown, border_radius=view.px(12))
            if not chosen:
                pygame.draw.rect(
                    surface,
                    theme.PANEL_EDGE,
                    shown,
                    width=view.px(2),
                    border_radius=view.px(12),
                )
            ink = theme.INK if chosen else theme.FOAM
            size = 28 if len(option) <= 10 else 24
            self._text(
                surface,
                fonts,
                option,
                size,
                ink,
                bold=chosen,
                room=rect.width - 10,
                center=rect.center,
            )
