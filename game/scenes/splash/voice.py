"""What the Kids' Splash table says aloud, and when.

The table speaks each instruction once when a player is to act ("Ada, your
turn!", "Roll the die!", "Pick one droplet, or splash?") and each outcome as
it happens ("Two throws!", "Three droplets!", "Two for your board!", "Ada
wins!"); lines wait their turn in a short queue, so one never cuts another
short. The words come from `game.audio.voice` (a seat without a recorded name
is called by its colour); the sound manager's ``play_voice`` speaks them. The
``voice_prompts`` setting turns the speaking off; the speaker button repeats
the current prompt either way. The banner's caption is the same words.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.audio import voice
from game.audio.voice import Line
from game.rules.splash import Action, Phase, SplashGame
from game.rules.splash.events import (
    Collected,
    Gave,
    Picked,
    Rolled,
    ThrowingStopped,
    Thrown,
    Won,
)
from game.scenes.splash.table_state import TableState

#: Lines waiting beyond this many: the oldest are dropped (play went on).
MOST_WAITING = 4
#: Seconds of quiet between two lines.
GAP = 0.15


class TableVoice:
    def __init__(
        self,
        state: TableState,
        names: Sequence[str],
        colour_indexes: Sequence[int],
        sound: Any,
        settings_now: Callable[[], Any],
        picking: Callable[[], bool],
    ) -> None:
        self.state = state
        self.names = tuple(names)
        self.colour_indexes = tuple(colour_indexes)
        self.sound = sound
        self.settings_now = settings_now
        #: The Free Pick view is open.
        self.picking = picking
        self.waiting: list[Line] = []
        #: Every line spoken (or that would have been, with no sound), by
        #: sound name, oldest first.
        self.said: list[str] = []
        self.quiet = 0.0
        #: The prompt last said and for which turn: (turn, phase, picking).
        self._prompted: tuple[int, Phase, bool] | None = None
        self._turn_said: int | None = None
        state.on_commit.append(self._committed)
        if state.game.options.cooperative and not state.game.actions:
            self.say(voice.prompt("team"))

    # ------------------------------------------------------------ the words
    @property
    def on(self) -> bool:
        return bool(getattr(self.settings_now(), "voice_prompts", True))

    def seat_line(self, kind: str, seat: int) -> Line:
        return voice.seat_line(kind, self.names[seat], self.colour_indexes[seat])

    def prompt_line(self) -> Line | None:
        """The instruction for the player to act now, or None."""
        state = self.state
        if not state.waiting_for_human():
            return None
        game = state.game
        phase = game.phase
        if phase is Phase.ROLL:
            return voice.prompt("roll")
        if phase is Phase.CHOOSE:
            return voice.prompt("pick" if self.picking() else "choose")
        if phase is Phase.THROW:
            return voice.prompt("toss" if game.options.advanced else "drop")
        if phase is Phase.SHARE:
            return voice.prompt("share")
        return None

    def current(self) -> list[Line]:
        """What the speaker button says: whose turn and what to do, or the
        last thing said."""
        line = self.prompt_line()
        if line is not None:
            return [self.seat_line("turn", self.state.seat), line]
        if self.said:
            return [self._line_named(self.said[-1])]
        return []

    def _line_named(self, name: str) -> Line:
        for line in voice.every_line():
            if line.name == name:
                return line
        raise ValueError(f"no spoken line {name!r}")

    def outcome_lines(self, events: Sequence[object]) -> list[Line]:
        """What to say about what an action did."""
        lines: list[Line] = []
        cooperative = self.state.game.options.cooperative
        for event in events:
            if isinstance(event, Rolled):
                lines.append(voice.rolled(event.value))
            elif isinstance(event, Picked):
                lines.append(voice.prompt("picked"))
            elif isinstance(event, Thrown):
                lines.append(voice.droplets_out(len(event.out)))
            elif isinstance(event, ThrowingStopped):
                lines.append(voice.prompt("stopped"))
            elif isinstance(event, Collected) and event.droplets:
                lines.append(voice.for_the_board(len(event.droplets)))
            elif isinstance(event, Gave):
                lines.append(voice.prompt("gave"))
            elif isinstance(event, Won):
                lines.append(self.seat_line("wins", event.seat))
                if cooperative:
                    lines.append(voice.prompt("team_cheer"))
        return lines

    # ------------------------------------------------------------- speaking
    def say(self, line: Line) -> None:
        """Queue a line to be spoken (when prompts are on)."""
        if not self.on:
            return
        self.waiting.append(line)
        del self.waiting[:-MOST_WAITING]

    def repeat(self) -> None:
        """The speaker button: say the current prompt again, now."""
        self.waiting = list(self.current())
        self.quiet = 0.0
        if self.waiting:
            self._speak(self.waiting.pop(0))

    def _committed(self, game: SplashGame, action: Action) -> None:
        for line in self.outcome_lines(self.state.last_events):
            self.say(line)

    def update(self, dt: float) -> None:
        self._prompt()
        self.quiet = max(0.0, self.quiet - dt)
        if not self.waiting or self.quiet > 0 or self.sound.voice_busy():
            return
        self._speak(self.waiting.pop(0))
        self.quiet = GAP

    def _speak(self, line: Line) -> None:
        self.said.append(line.name)
        self.sound.play_voice(line.name)

    def _prompt(self) -> None:
        line = self.prompt_line()
        if line is None:
            return
        game = self.state.game
        key = (game.turn, game.phase, self.picking())
        if key == self._prompted:
            return
        self._prompted = key
        if self._turn_said != game.turn:
            self._turn_said = game.turn
            self.say(self.seat_line("turn", game.current_seat))
        self.say(line)
