"""Who goes first in Kids' Splash: "Whoever went swimming most recently goes
first." A big card per seat to tap, and for those who don't know, "Spin the
pebble!": the pebble hops from card to card, slowing down, and stops on the
seat the setup's seed picks. The answer goes into the setup (``first_seat``)
and the table starts.

For children who cannot read yet the screen speaks: the question when it
opens, "Spin the pebble!" a little later, and "<name> goes first!" once
someone is chosen. Keys: Left and Right move the glow between the cards,
Space or Enter picks the glowing card (with no card glowing, it spins the
pebble), the digits 1-5 pick a seat at once, Tab and Up and Down reach the
buttons, Escape goes back; once chosen, Space, Enter or a tap starts the
game at once.

While nobody is chosen a hand shows how the game is played, in a picture in
the corner (`game.scenes.splash.show_me`): from the start, and again after a
while without a tap or key. A tap or key stops it and does what it does.
"""

from __future__ import annotations

import dataclasses
import math
import random
from typing import TYPE_CHECKING

import pygame

from game.audio import voice
from game.render.splash import kids_menu
from game.render.splash.art import pebble_sprite
from game.render.splash.pen import Pen
from game.scenes.menus.menu import MenuScene
from game.scenes.splash.kids_button import QUIET_COLOUR, KidsButton
from game.scenes.splash.show_me import ShowMe, demo_setup
from game.scenes.splash.speaking import SpokenLines
from game.scenes.splash.table import SplashTableScene, colour_index
from game.scenes.splash.touch import FingerPointer
from game.setup import GameSetup
from game.ui.text import place_layer
from game.ui.widgets import Widget

if TYPE_CHECKING:
    from game.context import AppContext
    from game.ui.fonts import Fonts

QUESTION = "Who went swimming most recently?"
SPIN = "Spin the pebble!"
CARD_TOP, CARD_HEIGHT, CARD_GAP = 214, 246, 28
SPIN_BOX = (390, 508, 500, 92)
#: The "show me" picture: in the corner right of "Spin the pebble!".
SHOW_ME_BOX = (906, 482, 352, 198)
SPIN_COLOUR = (255, 150, 70)
#: Seconds the pebble waits on each card while spinning: quick, then slower.
HOP_FIRST, HOP_GROWTH = 0.07, 1.16
#: Seconds the chosen seat is shown before the table starts.
CHOSEN_TIME = 1.4
#: Seconds after the question that "Spin the pebble!" is said, nobody chosen.
SPIN_PROMPT_AFTER = 7.0
CONFIRM_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
#: The digit keys that pick seat 1, 2, ... at once (the row and the keypad).
SEAT_KEYS = (
    (pygame.K_1, pygame.K_KP1),
    (pygame.K_2, pygame.K_KP2),
    (pygame.K_3, pygame.K_KP3),
    (pygame.K_4, pygame.K_KP4),
    (pygame.K_5, pygame.K_KP5),
)


def spin_pick(seed: int, players: int) -> int:
    """The seat the pebble stops on: fixed by the setup's seed."""
    return random.Random(f"splash-spin:{seed}").randrange(players)


def spin_hops(seed: int, players: int) -> list[int]:
    """Every card the pebble lands on, in order: two or three laps round the
    table from seat 0, ending on `spin_pick`."""
    laps = 2 + random.Random(f"splash-laps:{seed}").randrange(2)
    total = laps * players + spin_pick(seed, players)
    return [k % players for k in range(total + 1)]


def card_boxes(players: int) -> list[pygame.Rect]:
    """One big card per seat, in a row in the middle of the screen."""
    width = min(270, (1180 - CARD_GAP * (players - 1)) // players)
    total = width * players + CARD_GAP * (players - 1)
    left = (1280 - total) // 2
    return [
        pygame.Rect(left + k * (width + CARD_GAP), CARD_TOP, width, CARD_HEIGHT)
        for k in range(players)
    ]


class SeatCard(Widget):
    """Tap the child who went swimming last."""

    def __init__(
        self, scene: WhoStartsScene, rect: pygame.Rect, seat: int, label: str
    ) -> None:
        super().__init__(rect, label)
        self.scene = scene
        self.seat = seat

    def activate(self) -> None:
        self._click()
        self.scene.choose(self.seat)

    def adjust(self, step: int) -> bool:
        """Left and Right: the glow moves to the next card (round the row)."""
        self.scene.focus_card((self.seat + step) % len(self.scene.setup.seats))
        return True

    def draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool) -> None:
        scene = self.scene
        lit = scene.lit_seat() == self.seat
        seat = scene.setup.seats[self.seat]
        card = kids_menu.seat_card(
            fonts,
            self.rect.size,
            self.seat,
            seat.name,
            tuple(seat.colour),  # type: ignore[arg-type]
            scene.ctx.settings.colour_blind,
            lit,
            (self.hover or focused) and scene.is_open(),
            scale=self.view.scale,
        )
        lift = 10 if lit else 0
        at = self.view.point((self.rect.x - 8, self.rect.y - 8 - lift))
        place_layer(surface, card, at)
        if focused:
            self._draw_focus(surface, self.rect.move(0, -lift))


class SpinButton(Widget):
    """The "Spin the pebble!" button: the pebble picks who starts."""

    def __init__(self, scene: WhoStartsScene) -> None:
        super().__init__(SPIN_BOX, SPIN)
        self.scene = scene

    def activate(self) -> None:
        self._click()
        self.scene.spin()

    def draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool) -> None:
        if self.scene.chosen is not None:
            return  # "<name> goes first!" takes its place
        hover = (self.hover or focused) and self.scene.is_open()
        button = kids_menu.big_button(
            fonts,
            self.rect.size,
            SPIN,
            SPIN_COLOUR,
            hover,
            pebble=True,
            scale=self.view.scale,
        )
        place_layer(surface, button, self.view.point(self.rect.topleft))
        if focused:
            self._draw_focus(surface, self.rect)


class WhoStartsScene(MenuScene):
    """Asked after the Kids' Splash setup; Back returns to it. Drawn at the
    window's own resolution (its layout logical, mapped by ``picture_view``)."""

    draws_at_scale = True

    def __init__(self, ctx: AppContext, setup: GameSetup) -> None:
        self.setup = setup
        #: The pebble's hops while spinning (empty until "Spin" is pressed).
        self.hops: list[int] = []
        self.spin_time = 0.0
        #: The seat chosen (by a tap or the pebble), once known.
        self.chosen: int | None = None
        self.chosen_time = 0.0
        self.started = False
        self._pebbles: dict[float, pygame.Surface] = {}
        self.finger = FingerPointer()
        self.voice = SpokenLines(ctx.sound, lambda: self.ctx.settings)
        #: Seconds the screen has been open (for the spoken prompts).
        self.open_time = 0.0
        self._asked = False
        self._spin_said = False
        self.show_me = ShowMe(
            ctx,
            SplashTableScene,
            SHOW_ME_BOX,
            lambda: demo_setup(setup.level, setup.seats),
        )
        super().__init__(ctx)

    def build(self) -> None:
        self.widgets.clear()
        boxes = card_boxes(len(self.setup.seats))
        for seat, box in enumerate(boxes):
            name = self.setup.seats[seat].name
            self.widgets.add(SeatCard(self, box, seat, name))
        self.widgets.add(SpinButton(self))
        self.widgets.add(
            KidsButton((40, 620, 220, 72), "Back", self.back, QUIET_COLOUR, 38)
        )

    # ------------------------------------------------------------ the answer
    def is_open(self) -> bool:
        """Nobody chosen and the pebble not spinning: a tap is taken."""
        return self.chosen is None and not self.hops

    def choose(self, seat: int) -> None:
        if self.is_open():
            self._chosen(seat)

    def _chosen(self, seat: int) -> None:
        self.show_me.stop()
        self.chosen = seat
        self.chosen_time = 0.0
        self.voice.say_now(self.first_line(seat))

    def first_line(self, seat: int) -> voice.Line:
        """ "<name> goes first!" (a name not recorded: its colour word)."""
        chosen = self.setup.seats[seat]
        return voice.seat_line(
            "first",
            chosen.name,
            colour_index(tuple(chosen.colour)),
        )

    def focus_card(self, seat: int) -> None:
        """Move the keyboard's glow to seat ``seat``'s card."""
        for widget in self.widgets:
            if isinstance(widget, SeatCard) and widget.seat == seat:
                self.widgets.focus_on(widget)

    def spin(self) -> None:
        if self.is_open():
            self.show_me.stop()
            self.hops = spin_hops(self.setup.seed, len(self.setup.seats))
            self.spin_time = 0.0

    def hop_index(self) -> int:
        """Which of ``hops`` the pebble is on now."""
        t, wait, k = self.spin_time, HOP_FIRST, 0
        while k < len(self.hops) - 1 and t >= wait:
            t -= wait
            wait *= HOP_GROWTH
            k += 1
        return k

    def lit_seat(self) -> int | None:
        """The card glowing now: the chosen seat, or the pebble's card."""
        if self.chosen is not None:
            return self.chosen
        if self.hops:
            return self.hops[self.hop_index()]
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        translated = self.finger.translate(event)  # touch screens
        if translated is None:
            return True
        event = translated
        self.show_me.noticed(event)  # a tap or key stops it, and still counts
        if self.chosen is not None and (
            event.type == pygame.MOUSEBUTTONDOWN
            or (event.type == pygame.KEYDOWN and event.key in CONFIRM_KEYS)
        ):
            self.chosen_time = CHOSEN_TIME  # a tap starts the game at once
            return True
        if self.hops and self.chosen is None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.back()
                return True
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        if event.type == pygame.KEYDOWN and self.is_open() and self._key(event.key):
            return True
        return super().handle_event(event)

    def _key(self, key: int) -> bool:
        """The keys the widgets leave: a digit picks its seat, Left or Right
        lights a card, Space or Enter spins when no card is lit."""
        for seat, keys in enumerate(SEAT_KEYS[: len(self.setup.seats)]):
            if key in keys:
                self.choose(seat)
                return True
        if self.widgets.focused is not None:
            return False  # the widgets move the glow and press the lit one
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            last = len(self.setup.seats) - 1
            self.focus_card(0 if key == pygame.K_RIGHT else last)
            return True
        if key in CONFIRM_KEYS:
            self.spin()
            return True
        return False

    def enter(self) -> None:
        if self.is_open() and not self.show_me.shown:
            self.show_me.start()  # the first thing the screen shows

    def exit(self) -> None:
        self.show_me.stop()

    def update(self, dt: float) -> None:
        self._speak(dt)
        if self.show_me.update(dt, self.is_open()):
            self.voice.say(voice.prompt("show_me"))
        if self.hops and self.chosen is None:
            before = self.hop_index()
            self.spin_time += dt
            now = self.hop_index()
            if now != before:
                self.ctx.sound.play("click")
            if now == len(self.hops) - 1 and self._landed():
                self._chosen(self.hops[-1])
                self.ctx.sound.play("score")
        elif self.chosen is not None and not self.started:
            self.chosen_time += dt
            if self.chosen_time >= CHOSEN_TIME:
                self._start()

    def _speak(self, dt: float) -> None:
        """The question when the screen opens; "Spin the pebble!" when
        nobody has been chosen a while later."""
        self.open_time += dt
        if not self._asked:
            self._asked = True
            self.voice.say(voice.prompt("who_first"))
        elif (
            not self._spin_said
            and self.is_open()
            and self.open_time >= SPIN_PROMPT_AFTER
        ):
            self._spin_said = True
            self.voice.say(voice.prompt("spin"))
        self.voice.update(dt)

    def _landed(self) -> bool:
        """The pebble has rested a moment on its last card."""
        wait = sum(HOP_FIRST * HOP_GROWTH**k for k in range(len(self.hops) - 1))
        return self.spin_time >= wait + 0.35

    def _pebble_at(self, scale: float) -> pygame.Surface:
        """The spinning pebble, drawn at ``scale``."""
        key = round(scale, 4)
        sprite = self._pebbles.get(key)
        if sprite is None:
            sprite = pebble_sprite(26 * scale, (255, 255, 255), scale)
            self._pebbles = {key: sprite}
        return sprite

    def _start(self) -> None:
        assert self.chosen is not None and self.manager is not None
        self.started = True
        setup = dataclasses.replace(self.setup, first_seat=self.chosen)
        self.manager.replace(self.ctx.screens.game(self.ctx, setup))

    # ---------------------------------------------------------------- drawing
    def draw_background(self, surface: pygame.Surface) -> None:
        scale = self.picture_view.scale
        surface.blit(kids_menu.sky(surface.get_size(), scale), (0, 0))

    def draw_heading(self, surface: pygame.Surface) -> None:
        fonts, view = self.ctx.fonts, self.picture_view
        heading = kids_menu.title(fonts, QUESTION, 66, view.scale)
        place_layer(surface, heading, view.place(heading, midtop=(640, 34)))
        sub = kids_menu.title(fonts, "They go first! Tap them.", 36, view.scale)
        place_layer(surface, sub, view.place(sub, midtop=(640, 112)))

    def draw_static(self, surface: pygame.Surface) -> None:
        view = self.picture_view
        note = kids_menu.title(self.ctx.fonts, "Nobody remembers?", 30, view.scale)
        at = view.place(note, midbottom=(640, SPIN_BOX[1] - 4))
        place_layer(surface, note, at)

    def draw_content(self, surface: pygame.Surface) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        view = self.picture_view
        self.show_me.draw(surface)
        boxes = card_boxes(len(self.setup.seats))
        lit = self.lit_seat()
        if self.hops and lit is not None:
            box = boxes[lit]
            bounce = abs(math.sin(self.spin_time * 14.0)) * 18
            if self.chosen is not None:
                bounce = 0.0
            at = (box.centerx, box.top - 16 - bounce)
            Pen(surface, view.scale).blit_centred(self._pebble_at(view.scale), at)
        if self.chosen is not None:
            seat = self.setup.seats[self.chosen]
            words = f"{seat.name} goes first!"
            label = kids_menu.big_button(
                self.ctx.fonts,
                (640, 84),
                words,
                tuple(seat.colour),  # type: ignore[arg-type]
                False,
                text_size=52,
                scale=view.scale,
            )
            place_layer(
                surface, label, view.place(label, midtop=(640, SPIN_BOX[1] + 4))
            )
