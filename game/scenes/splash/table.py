"""The Kids' Splash table: roll the die, then Free Pick or Splash with the pebble.

The scene composes a `TableState` (the game, the pond and the turn flow; it
draws nothing) with panels that each own a part of the screen: the pond, the
throw control, the boards, the die and the two choices, the row of
splashed-out droplets and sharing, the banner, and the overlays. It routes
events to them and draws them in order (`PanelStack`). What panels share is
the scene's small view state (`table_view`: `ChoiceView`, `ShareView`) or an
intent (a callable): no panel holds another panel. Every choice offered comes from
``game.legal_actions()``; the pond works out which droplets a throw splashes
out, and that enters the rules as data. Computer seats (and
``setup.autoplay``) show every move; a click or Space skips their animations.

Everything can be played with the mouse, by touch (finger events, see
`game.scenes.splash.touch`) or with the keys alone (`panels/keys.py`). The
pause button, the way to Settings and out of the game, opens only when held
(`panels/gate.py`).

Tests find their targets through the ``*_pos`` methods and play with posted
events only.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.audio import voice
from game.audio.manager import SILENT_WATER, WaterLevels
from game.physics.pond import Pond
from game.render.splash import coords as coords
from game.render.splash.coords import Box
from game.rules.outcome import Outcome
from game.rules.splash import Phase, SplashGame
from game.scenes.panel_stack import PanelStack
from game.scenes.scene import Scene
from game.scenes.splash.look import TableLook, ints
from game.scenes.splash.panels.banner import BannerPanel
from game.scenes.splash.panels.boards import BoardsPanel
from game.scenes.splash.panels.choice import ChoicePanel
from game.scenes.splash.panels.gate import ParentGate
from game.scenes.splash.panels.keys import KeysPanel
from game.scenes.splash.panels.overlays import OverlayPanel
from game.scenes.splash.panels.panel import Panel
from game.scenes.splash.panels.pond import HopsPanel, PondPanel
from game.scenes.splash.panels.share import SharePanel
from game.scenes.splash.panels.speaker import SpeakerPanel
from game.scenes.splash.panels.thinking import ThinkingPanel
from game.scenes.splash.panels.throw_control import ThrowControl
from game.scenes.splash.panels.turn_keys import PauseKey, SkipPanel
from game.scenes.splash.show import TableShow
from game.scenes.splash.show_me import ShowMe, demo_setup
from game.scenes.splash.table_state import TableState, level_for, options_for
from game.scenes.splash.table_view import ChoiceView, ShareView
from game.scenes.splash.touch import FingerPointer
from game.scenes.splash.voice import TableVoice
from game.setup import GameSetup
from game.ui.theme import SEAT_COLOURS

__all__ = ["SplashTableScene", "level_for", "options_for"]

#: Where the "show me" hand plays when a child has done nothing a while:
#: over the boards' side, clear of every button of the table.
SHOW_ME_BOX: Box = (968, 262, 304, 171)


class SplashTableScene(Scene):
    """A whole game of Kids' Splash, from the first roll to the celebration;
    ``game`` picks up a game where it was."""

    #: Drawn at the window's own resolution: the layout, the hit tests and
    #: the pond's physics stay on the 1280x720 logical screen, every panel
    #: draws through a `Pen` at the picture's scale (ARCHITECTURE.md, "Sizes
    #: and scale").
    draws_at_scale = True

    def __init__(
        self, ctx: Any, setup: GameSetup, game: SplashGame | None = None
    ) -> None:
        super().__init__(ctx)
        self.setup = setup
        level = level_for(setup, ctx.levels_dir)
        model = game.model if game is not None else options_for(setup).model
        self.look = TableLook.build(
            level, model, setup, ctx.fonts, lambda: self.ctx.settings
        )
        look = self.look
        self.show = TableShow(
            level,
            look.camera,
            model,
            look.places,
            look.colours,
            ctx.sound,
            setup.seed,
            look.view.sprites.radius,
        )
        self.state = TableState.for_setup(setup, level, game, self.show)
        state = self.state
        self.throw_control = ThrowControl(state, look)
        self.thinking = ThinkingPanel(state, look, lambda: self.throw_control.time)
        #: What the panels share, the scene's (no panel holds another panel).
        self.choice_view = ChoiceView(state)
        self.share_view = ShareView(state, self.show)
        self.choice = ChoicePanel(state, look, ctx.sound, self.choice_view)
        self.pond_panel = PondPanel(state, look, self.show, self.choice_view.veiled)
        self.boards = BoardsPanel(state, look, self.show, self.share_view.gift_targets)
        self.share = SharePanel(state, look, self.share_view)
        self.voice = TableVoice(
            state,
            look.names,
            [colour_index(c) for c in look.colours],
            ctx.sound,
            lambda: self.ctx.settings,
            lambda: self.choice_view.picking,
        )
        self.speaker = SpeakerPanel(look, self.voice)
        self.banner = BannerPanel(state, look, self.voice, self.choice_view.pebbles)
        self.hops = HopsPanel(look, self.show)
        self.overlays = OverlayPanel(
            state, look, self.show, ctx.sound, setup.seed, self._finished
        )
        self.keys = KeysPanel(
            state,
            look,
            self.choice_view,
            self.share_view,
            self.throw_control.key,
            self._tap,
        )
        self.gate = ParentGate(look, self.pause)
        self.finger = FingerPointer()
        self.show_me = ShowMe(ctx, SplashTableScene, SHOW_ME_BOX, self._demo_setup)
        #: The one ordered list of the table's panels, bottom-most first
        #: (over the boards' backdrop): drawn in this order, each event
        #: offered top-most first until a panel takes it.
        self.panels: tuple[Panel, ...] = (
            PauseKey(self.gate.press_key),  # Escape nothing above took
            self.throw_control,
            self.thinking,
            self.pond_panel,
            self.share,
            self.boards,
            self.banner,
            self.choice,
            SkipPanel(state),  # a press or Space while a move is shown
            self.speaker,
            self.hops,
            self.overlays,
            self.gate,
            self.keys,  # sees every key and press first
        )
        self.stack = PanelStack(self.panels)
        self.game_in_progress = not state.is_over()

    def _demo_setup(self) -> GameSetup:
        """The "show me" game: the child to act and the next seat, this pond."""
        seats = self.setup.seats
        seat = self.state.seat
        mine = (seats[seat], seats[(seat + 1) % len(seats)])
        return demo_setup(self.level.key, mine)

    def _may_show(self) -> bool:
        """A child is to roll, choose or throw and has not started to."""
        state = self.state
        return (
            state.waiting_for_human()
            and state.game.phase in (Phase.ROLL, Phase.CHOOSE, Phase.THROW)
            and not self.choice.picking
            and self.throw_control.aim is None
            and self.throw_control.lifted is None
        )

    # ------------------------------------------------------ what tests read
    @property
    def game(self) -> SplashGame:
        return self.state.game

    @property
    def pond(self) -> Pond:
        return self.state.pond

    @property
    def level(self) -> Any:
        return self.state.level

    @property
    def outcome(self) -> Outcome | None:
        return self.state.outcome

    @property
    def speed(self) -> float:
        return float(getattr(self.ctx.settings, "animation_speed", 1.0) or 1.0)

    def waiting_for_human(self) -> bool:
        """A human seat is to act now (tests wait for this)."""
        return self.state.waiting_for_human()

    # ---------------------------------------------------- public screen targets
    def buttons(self) -> dict[str, Box]:
        """The buttons on the screen now, by name."""
        return {
            "pause": coords.PAUSE_BUTTON,
            "speaker": coords.SPEAKER_BUTTON,
            **self.choice_view.buttons(),
            **self.share_view.buttons(),
        }

    def button_pos(self, name: str) -> tuple[int, int] | None:
        """Centre of a button shown now: "die", "pick", "splash", "back",
        "colour:<colour>", "done", "pause", "speaker"; None when it is not shown."""
        box = self.buttons().get(name)
        return coords.centre_of(box) if box is not None else None

    def droplet_pos(self, droplet: int) -> tuple[int, int] | None:
        """Where a droplet is on the screen: in the pond, or waiting in the
        row of splashed-out droplets."""
        waiting = self.share_view.droplet_pos(droplet)
        if waiting is not None:
            return ints(waiting)
        for body, x, y, _ in self.state.bodies:
            if body == droplet:
                return ints(self.look.camera.to_screen((x, y)))
        return None

    def drop_pos(self, x: float) -> tuple[int, int]:
        return self.throw_control.drop_pos(x)

    def pebble_pos(self) -> tuple[int, int]:
        return self.throw_control.pebble_pos()

    def toss_release_pos(self, angle: float, strength: float) -> tuple[int, int]:
        return self.throw_control.toss_release_pos(angle, strength)

    def board_pos(self, seat: int) -> tuple[int, int]:
        return self.boards.board_pos(seat)

    # ------------------------------------------------------------ scene loop
    def handle_event(self, event: pygame.event.Event) -> bool:
        translated = self.finger.translate(event)
        if translated is None:
            return True  # SDL's mouse copy of a touch: the finger event counts
        event = translated
        self.show_me.noticed(event)  # a tap or key stops it, and still counts
        kind = event.type
        if kind == pygame.MOUSEBUTTONDOWN and event.button != 1:
            return False
        used = self.stack.handle_event(event)
        return used or kind == pygame.MOUSEBUTTONDOWN  # a press is the table's

    def _tap(self, event: pygame.event.Event) -> None:
        """A lit target pressed with the keys: through the panels, as a tap."""
        self.stack.handle_event(event)

    def enter(self) -> None:
        # back from the pause menu: the press (or key) was not on us
        self.throw_control.cancel()
        self.gate.cancel()
        self.finger.reset()
        self.ctx.sound.play_music("splash")
        self.ctx.sound.set_water(WaterLevels.still_pond())

    def exit(self) -> None:
        # leaving the table (results, title, a new game, quitting): a computer
        # seat stops thinking, its worker process ends
        self.show_me.stop()
        self.state.close()
        self.ctx.sound.set_water(SILENT_WATER)

    def update(self, dt: float) -> None:
        settings = self.ctx.settings
        calm = bool(getattr(settings, "reduce_motion", False))
        self.show.particles.calm = calm  # reduce motion: splashes ripple, no bursts
        if calm:
            self.overlays.confetti = None  # the celebration without its burst
        computer = float(getattr(settings, "computer_speed", 1.0) or 1.0)
        self.state.update(dt, self.speed, computer)
        self.stack.update(dt)
        if self.show_me.update(dt, self._may_show()):
            self.voice.say(voice.prompt("show_me"))

    def draw(self, surface: pygame.Surface) -> None:
        self.boards.draw_backdrop(surface)
        self.stack.draw(surface)
        self.show_me.draw(surface)

    # ------------------------------------------------------- other screens
    def pause(self) -> None:
        self.throw_control.cancel()
        self.show_me.stop()
        if self.manager is not None:
            self.manager.push(self.ctx.screens.pause(self.ctx, self.setup.mode))

    def _finished(self) -> None:
        self.game_in_progress = False
        if self.manager is not None and self.state.outcome is not None:
            self.manager.replace(
                self.ctx.screens.splash_results(self.ctx, self.setup, self.game)
            )


def colour_index(colour: tuple[int, ...]) -> int:
    """Which of the seat colours ``colour`` is (the nearest), for the colour
    word a seat without a recorded name is called by."""
    return min(
        range(len(SEAT_COLOURS)),
        key=lambda i: sum(
            (a - b) ** 2 for a, b in zip(SEAT_COLOURS[i], colour, strict=False)
        ),
    )
