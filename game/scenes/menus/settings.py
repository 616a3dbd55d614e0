"""Settings: volume, music, the music, effects and voice levels, Kids' Splash's
spoken prompts, fullscreen,
colour-blind markings, animation speed, Kids' Splash's aim guide, and the
Fountains table's pass-the-mouse screen.

Every change is applied and saved at once."""

from __future__ import annotations

import pygame

from game.scenes.menus.menu import MenuScene
from game.settings import AIM_GUIDES, ANIMATION_SPEEDS, VOLUME_STEP
from game.ui import theme
from game.ui.seat_marks import draw_seat_mark
from game.ui.widgets import Button, Choice, Stepper, Toggle

SPEED_NAMES = ("Slow", "Normal", "Fast", "Fastest")
AIM_GUIDE_NAMES = ("Full", "Shrinking", "Off")
LEFT, WIDTH, HEIGHT = 240, 800, 48
ROW = 54  # from one row's top to the next
TOP = 118
#: the sound buses' rows: (label, settings field)
SOUND_ROWS = (
    ("Music volume", "music_volume"),
    ("Effects volume", "effects_volume"),
    ("Voice volume", "voice_volume"),
)


def _row(n: int) -> tuple[int, int, int, int]:
    return (LEFT, TOP + n * ROW, WIDTH, HEIGHT)


class SettingsScene(MenuScene):
    heading = "Settings"
    subheading = "Changes are saved as you make them"

    def build(self) -> None:
        s = self.ctx.settings
        add = self.widgets.add
        add(
            Stepper(
                _row(0),
                "Volume",
                s.volume,
                0,
                100,
                lambda v: self.ctx.change_settings(volume=v),
                step=VOLUME_STEP,
                fmt=lambda v: f"{v}%",
                value_width=110,
            )
        )
        for n, (label, field) in enumerate(SOUND_ROWS, 1):
            add(self._level(n, label, field))
        music_row = _row(4)
        half = (WIDTH - 20) // 2
        add(
            Toggle(
                (LEFT, music_row[1], half, HEIGHT),
                "Music",
                s.music,
                lambda v: self.ctx.change_settings(music=v),
            )
        )
        add(
            Toggle(
                (LEFT + half + 20, music_row[1], half, HEIGHT),
                "Spoken prompts",
                s.voice_prompts,
                lambda v: self.ctx.change_settings(voice_prompts=v),
            )
        )
        add(
            Toggle(
                _row(5),
                "Fullscreen (F11)",
                s.fullscreen,
                lambda v: self.ctx.change_settings(fullscreen=v),
            )
        )
        add(
            Toggle(
                _row(6),
                "Colour-blind markings",
                s.colour_blind,
                lambda v: self.ctx.change_settings(colour_blind=v),
            )
        )
        speed = ANIMATION_SPEEDS.index(s.animation_speed)
        add(
            Choice(
                (LEFT, TOP + 7 * ROW + 40, WIDTH, HEIGHT),
                "Animation speed",
                SPEED_NAMES,
                speed,
                lambda i: self.ctx.change_settings(animation_speed=ANIMATION_SPEEDS[i]),
                control_width=500,
            )
        )
        add(
            Choice(
                (LEFT, TOP + 8 * ROW + 40, WIDTH, HEIGHT),
                "Aim guide",
                AIM_GUIDE_NAMES,
                AIM_GUIDES.index(s.aim_guide),
                lambda i: self.ctx.change_settings(aim_guide=AIM_GUIDES[i]),
                control_width=500,
            )
        )
        add(
            Button(
                (LEFT, TOP + 9 * ROW + 46, 240, 56), "Back", self.back, style="quiet"
            )
        )
        add(
            Toggle(
                (LEFT + 260, TOP + 9 * ROW + 46, WIDTH - 260, 56),
                "Pass-the-mouse screen",
                s.handoff_screen,
                lambda v: self.ctx.change_settings(handoff_screen=v),
            )
        )

    def _level(self, n: int, label: str, field: str) -> Stepper:
        """A sound bus's level, shown and stepped in tens of per cent."""

        def change(percent: int) -> None:
            self.ctx.change_settings(**{field: percent / 100.0})

        return Stepper(
            _row(n),
            label,
            round(getattr(self.ctx.settings, field) * 100),
            0,
            100,
            change,
            step=VOLUME_STEP,
            fmt=lambda v: f"{v}%",
            value_width=110,
        )

    def enter(self) -> None:
        self._sync_fullscreen()

    def update(self, dt: float) -> None:
        # F11 is handled by the app, so it changes fullscreen behind this
        # screen's back (even while it is on top): keep the switch honest.
        self._sync_fullscreen()

    def _sync_fullscreen(self) -> None:
        toggle = self.widgets.find("Fullscreen (F11)")
        assert isinstance(toggle, Toggle)
        toggle.value = self.ctx.settings.fullscreen

    def static_key(self) -> object:
        return (super().static_key(), tuple(self.ctx.notices))

    def draw_static(self, surface: pygame.Surface) -> None:
        fonts = self.ctx.fonts
        colour_blind = self.ctx.settings.colour_blind
        label = fonts.render("Seat markings:", 26, theme.MIST)
        y = TOP + 7 * ROW + 18
        surface.blit(label, label.get_rect(midleft=(LEFT + 20, y)))
        for seat, colour in enumerate(theme.SEAT_COLOURS[:5]):
            draw_seat_mark(
                surface, seat, colour, (LEFT + 220 + seat * 56, y), 15, colour_blind
            )
        if self.ctx.notices:
            y = 706
            for line in reversed(self.ctx.notices[-2:]):
                for part in reversed(fonts.wrap(line, 20, WIDTH - 270)):
                    text = fonts.render(part, 20, theme.ACCENT)
                    surface.blit(text, text.get_rect(bottomleft=(LEFT + 270, y)))
                    y -= 20
