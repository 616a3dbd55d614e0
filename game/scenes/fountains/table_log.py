"""The Fountains table in words: the game log's lines, what a computer seat
is doing, and the rules' reasons reworded for the screen. Wording reads for
any name ("First player: Charles", "Fountain of Charles"). Plain data: the
table state keeps a :class:`TableLog`, the log panel draws its ``lines``."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from game.render.fountains import palette as pal
from game.render.fountains.piece_words import name_pieces
from game.rules.fountains.actions import Action
from game.rules.fountains.game import describe_action
from game.rules.fountains.phases import Phase
from game.scenes.fountains.seat_names import says


class TableLog:
    """The game log's lines with their seat colours, in the order they happened.

    ``name`` and ``colour`` give a seat's name and colour (the table state's);
    ``reasons(seat, action)``, when set, is the sentence why a computer seat (or
    The Machine) played ``action``: it follows the line saying what was done."""

    def __init__(
        self,
        game: Any,
        name: Callable[[int], str],
        colour: Callable[[int], pal.Colour],
    ) -> None:
        self.game = game
        self._name = name
        self._colour = colour
        self.lines: list[tuple[str, pal.Colour]] = []
        self.reasons: Callable[[int, Action], str | None] | None = None
        # seat -> how many lines the log held when that seat's turn last ended
        self.turn_ends: dict[int, int] = {}
        self._echo: Callable[[str], None] | None = None
        # the game as it was before the next action, for its words
        self._before: Any = game.clone()
        for line, tone in self._opening():
            self.say(line, tone)

    def echo_to(self, echo: Callable[[str], None] | None) -> None:
        """Also hand every line to ``echo`` (--log), the lines so far first."""
        self._echo = echo
        if echo is not None:
            for line, _tone in self.lines:
                echo(line)

    def say(self, line: str, colour: pal.Colour = (238, 226, 204)) -> None:
        self.lines.append((name_pieces(line), colour))  # no tile or token ids
        if self._echo is not None:
            self._echo(self.lines[-1][0])

    def _opening(self) -> list[tuple[str, pal.Colour]]:
        """The first lines of the game log (wording that reads for any name)."""
        options = self.game.options
        if self.game.is_solo:
            level = f" ({options.solo})" if options.solo else ""
            return [
                (f"Solo Fountains against The Machine{level} begins.", pal.HIGHLIGHT),
                (
                    f"First player: {self._name(self.game.first_seat)}.",
                    self._colour(self.game.first_seat),
                ),
            ]
        variant = " (advanced: design cards)" if options.advanced else ""
        return [
            (
                f"Fountains for {self.game.seats} players{variant} begins.",
                pal.HIGHLIGHT,
            ),
            (
                f"First player: {self._name(self.game.first_seat)}.",
                self._colour(self.game.first_seat),
            ),
        ]

    def scores_line(self) -> str:
        """Every seat's score in turn order, for the recap."""
        seats = self.game.seats
        order = [(self.game.first_seat + k) % seats for k in range(seats)]
        if self.game.is_solo:
            order = list(range(seats))
        parts = [f"{self._name(s)} {self.game.scores[s]}" for s in order]
        return "Scores now: " + ", ".join(parts) + "."

    def describe(
        self,
        action: Action,
        seat: int,
        phase: Phase | None = None,
        drafted: str | None = None,
        basin: Any = None,
    ) -> None:
        """Log ``action``, just applied by ``seat``, and why a computer played
        it. (``phase``, ``drafted`` and ``basin``, the game's before the action,
        are no longer needed: the log keeps the game before each action.)"""
        self._describe(action, seat)
        reason = self.reasons(seat, action) if self.reasons is not None else None
        if reason:
            self.say(f"Why: {screen_words(reason)}", pal.shade(self._colour(seat), 1.3))
        if action.ends_turn:
            self.turn_ends[seat] = len(self.lines)

    def rewards(self, entries: Any) -> None:
        """A line for each score entry that paid points."""
        for entry in entries:
            if entry.points:
                line = f"{self._name(entry.seat)} +{entry.points}: {entry.reason}"
                self.say(line, self._colour(entry.seat))

    def replay(self, game: Any) -> None:
        """Write the whole history of ``game`` (a game resumed from a save) as
        the table wrote it while it was played: the same lines, without the
        computer seats' reasons, which were never saved."""
        trial = type(game).new(game.options)
        self.game, reasons, self.reasons = trial, self.reasons, None
        self._before = trial.clone()
        for action in game.actions:
            seat, logged = trial.current_seat, len(trial.score_log)
            trial.apply(action)
            self.describe(action, seat)
            self.rewards(trial.score_log[logged:])
        self.game, self.reasons = game, reasons
        self._before = game.clone()

    def _describe(self, action: Action, seat: int) -> None:
        """The log line for ``action``: the seat's name and the rules' own words
        (``describe_action``), given the game just before the action when the
        log followed it there (after an undo the first line is the plainer)."""
        before = self._before
        if before is None or before.actions != self.game.actions[:-1]:
            before = None
        words = screen_words(describe_action(action, before))
        self.say(f"{says(self._name(seat), words)}.", self._colour(seat))
        self._before = self.game.clone()


def action_words(action: Action) -> str:
    """What a computer seat is doing, in a player's words (the rules' own)."""
    return screen_words(describe_action(action))


def why(reason: str) -> str:
    """A bot's sentence for the screen, without the move it opens with ("Moves
    the white pawn to ...: feeds 2 pools" -> "Feeds 2 pools"): the log line
    above and the banner already say what was done. The Machine's sentence is
    kept whole. Pieces are named in words, grid coordinates left out."""
    head, sep, body = reason.partition(": ")
    words = body if sep and not head.startswith("The Machine") else reason
    words = screen_words(words)
    return words[:1].upper() + words[1:]


def screen_words(sentence: str) -> str:
    """A bot's sentence as a player reads it: tiles and tokens in words, no
    grid coordinates (the ghost on the fountain shows where)."""
    sentence = _ON_CELL.sub(" in the fountain", _AT_CELL.sub("", sentence))
    return name_pieces(_SPACE_NUMBER.sub("space", sentence))


_SPACE_NUMBER = re.compile(r"space \(\d+\)")
_AT_CELL = re.compile(r"@-?\d+,-?\d+r\d| at -?\d+,-?\d+ turned \d")
_ON_CELL = re.compile(r" on \(-?\d+, ?-?\d+\)")


def plain_reason(reason: str) -> str:
    """The rules' reason in a player's words: grid coordinates mean nothing on
    screen (the held tile shows which part is wrong), so they are left out."""
    found = _CELL_AT.findall(reason)
    names = ["one part", "another part"] if len(found) == 2 else ["that cell"]
    words = reason
    for k, at in enumerate(found):
        words = words.replace(at, names[min(k, len(names) - 1)], 1)
    return words[:1].upper() + words[1:]


_CELL_AT = re.compile(r"cell \(-?\d+, ?-?\d+\)")
