"""Settings: volume, music, fullscreen, colour-blind markings, animation speed,
and Kids' Splash's aim guide.

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
LEFT, WIDTH, HEIGHT = 240, 800, 62
#: Rows from the top, 66 px apart; the seat markings sit between two of them.
ROWS = (130, 196, 262, 328, 430, 496, 562)
MARKS_Y = 397
VOICE_STEP = 10


class SettingsScene(MenuScene):
    heading = "Settings"
    subheading = "Changes are saved as you make them"

    def build(self) -> None:
        s = self.ctx.settings
        add = self.widgets.add
        add(
            Stepper(
                (LEFT, ROWS[0], WIDTH, HEIGHT),
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
        add(
            Toggle(
                (LEFT, ROWS[1], WIDTH, HEIGHT),
                "Music",
                s.music,
                lambda v: self.ctx.change_settings(music=v),
            )
        )
        add(
            Toggle(
                (LEFT, ROWS[2], WIDTH, HEIGHT),
                "Fullscreen (F11)",
                s.fullscreen,
                lambda v: self.ctx.change_settings(fullscreen=v),
            )
        )
        add(
            Toggle(
                (LEFT, ROWS[3], WIDTH, HEIGHT),
                "Colour-blind markings",
                s.colour_blind,
                lambda v: self.ctx.change_settings(colour_blind=v),
            )
        )
        speed = ANIMATION_SPEEDS.index(s.animation_speed)
        add(
            Choice(
                (LEFT, ROWS[4], WIDTH, HEIGHT),
                "Animation speed",
                SPEED_NAMES,
                speed,
                lambda i: self.ctx.change_settings(animation_speed=ANIMATION_SPEEDS[i]),
                control_width=500,
            )
        )
        add(
            Choice(
                (LEFT, ROWS[5], WIDTH, HEIGHT),
                "Aim guide",
                AIM_GUIDE_NAMES,
                AIM_GUIDES.index(s.aim_guide),
                lambda i: self.ctx.change_settings(aim_guide=AIM_GUIDES[i]),
                control_width=500,
            )
        )
        add(
            Toggle(
                (LEFT, ROWS[6], 380, HEIGHT),
                "Spoken prompts",
                s.voice_prompts,
                lambda v: self.ctx.change_settings(voice_prompts=v),
            )
        )
        add(
            Stepper(
                (LEFT + 400, ROWS[6], WIDTH - 400, HEIGHT),
                "Voice",
                round(s.voice_volume * 100),
                0,
                100,
                lambda v: self.ctx.change_settings(voice_volume=v / 100),
                step=VOICE_STEP,
                fmt=lambda v: f"{v}%",
                value_width=110,
            )
        )
        add(Button((LEFT, 638, 240, 64), "Back", self.back, style="quiet"))

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
        surface.blit(label, label.get_rect(midleft=(LEFT + 20, MARKS_Y)))
        for seat, colour in enumerate(theme.SEAT_COLOURS[:5]):
            draw_seat_mark(
                surface,
                seat,
                colour,
                (LEFT + 220 + seat * 56, MARKS_Y),
                17,
                colour_blind,
            )
        if self.ctx.notices:
            y = 706
            for line in reversed(self.ctx.notices[-2:]):
                for part in reversed(fonts.wrap(line, 20, WIDTH - 270)):
                    text = fonts.render(part, 20, theme.ACCENT)
                    surface.blit(text, text.get_rect(bottomleft=(LEFT + 270, y)))
                    y -= 20
