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
from game.render.fountains.space_words import space_name
from game.rules.fountains.actions import (
    Action,
    ChooseFish,
    Discard,
    Draft,
    MachineTurn,
    Pass,
    Place,
    PlaceToken,
    Swap,
)
from game.rules.fountains.basin import BONUS_SPACE
from game.rules.fountains.phases import Phase


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
        self, action: Action, seat: int, phase: Phase, drafted: str | None, basin: Any
    ) -> None:
        self._describe(action, seat, phase, drafted, basin)
        reason = self.reasons(seat, action) if self.reasons is not None else None
        if reason:
            self.say(f"Why: {screen_words(reason)}", pal.shade(self._colour(seat), 1.3))
        ends = (Place, PlaceToken, Discard, Pass, MachineTurn)
        if isinstance(action, ends) or phase is Phase.FISH:
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
        for action in game.actions:
            seat, phase, drafted = trial.current_seat, trial.phase, trial.drafted
            basin, logged = trial.basin.clone(), len(trial.score_log)
            trial.apply(action)
            self.describe(action, seat, phase, drafted, basin)
            self.rewards(trial.score_log[logged:])
        self.game, self.reasons = game, reasons

    def _describe(
        self, action: Action, seat: int, phase: Phase, drafted: str | None, basin: Any
    ) -> None:
        name, colour = self._name(seat), self._colour(seat)
        if isinstance(action, Draft):
            took = (
                "a bonus token"
                if action.space == BONUS_SPACE
                else f"tile {basin.top_tile(action.space)}"
            )
            self.say(
                f"{name} moved the {action.pawn.value} pawn to "
                f"{space_name(action.space, True)} and took {took}.",
                colour,
            )
        elif isinstance(action, Place):
            level = self.game.fountains[seat].placed[-1].level
            self.say(
                f"{name} placed {action.placement.tile_id} on level {level}.", colour
            )
        elif isinstance(action, PlaceToken):
            self.say(f"{name} put {action.token_id} into their fountain.", colour)
        elif isinstance(action, Discard):
            self.say(
                f"{name} had nowhere for {action.item_id}: it leaves the game.", colour
            )
        elif isinstance(action, Pass):
            self.say(f"{name} had no legal draft and passed.", colour)
        elif isinstance(action, ChooseFish):
            self.say(f"{name} chose {action.colour.value} fish.", colour)
        elif isinstance(action, MachineTurn):
            gear = self.game.basin.gear
            self.say(
                f"The Machine turned its Gear Wheel to {space_name(gear, True)}.",
                colour,
            )
        elif isinstance(action, Swap):
            count = len(action.token_ids)
            if count:
                words = f"{name} swapped {count} face-up token{'s' * (count != 1)}."
            else:
                words = f"{name} kept the face-up tokens."
            self.say(words, colour)


def action_words(action: Action) -> str:
    """What a computer seat is doing, in a player's words."""
    if isinstance(action, Draft):
        return f"moves the {action.pawn.value} pawn to {space_name(action.space, True)}"
    if isinstance(action, Place):
        return f"places {action.placement.tile_id}"
    if isinstance(action, PlaceToken):
        return f"puts {action.token_id} into the fountain"
    if isinstance(action, ChooseFish):
        return f"chooses {action.colour.value} fish"
    if isinstance(action, MachineTurn):
        return "turns its Gear Wheel one space"
    if isinstance(action, Discard):
        return f"discards {action.item_id}: it fits nowhere"
    if isinstance(action, Pass):
        return "passes: no draft is legal"
    if isinstance(action, Swap):
        return "keeps the face-up tokens"
    return str(action)


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
    return name_pieces(sentence)


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
