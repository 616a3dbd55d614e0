"""A saved game as a list of moments, one per action: who acted and the
action in words, and the game as it was after it. The log is replayed from
the setup once when the viewer opens (every action checked again); a moment's
game is then reached by playing on from the moment shown, or from the start
when stepping back (no copies of the game are kept). Plain data, drawing
nothing."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.render.fountains import palette as pal
from game.rules.fountains.game import FountainsGame
from game.rules.splash import SplashGame
from game.rules.splash.actions import (
    ChooseSplash,
    Drop,
    EndTurn,
    FreePick,
    Give,
    Roll,
    Toss,
)
from game.saves.record import SavedGame
from game.scenes.fountains.table_log import TableLog, screen_words
from game.setup import GameSetup, Seat
from game.ui.theme import MACHINE_COLOUR, SEAT_COLOURS

Colour = tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class Moment:
    """Action ``index`` (0: the deal, before the first action)."""

    index: int
    seat: int | None  # who took the action
    words: str  # the action in words
    why: str = ""  # a computer move: the plain sentence why (saved with the game)


class Timeline:
    """The moments of one game, and the game at any of them."""

    def __init__(
        self,
        setup: GameSetup,
        moments: tuple[Moment, ...],
        new_game: Callable[[], Any],
        actions: tuple[Any, ...],
    ) -> None:
        self.setup = setup
        self.moments = moments
        self._new_game = new_game
        self._actions = actions
        self._game = new_game()

    def __len__(self) -> int:
        return len(self.moments)

    @property
    def last(self) -> int:
        return len(self.moments) - 1

    def seat(self, index: int) -> Seat:
        return seat_of(self.setup, index)

    def game_at(self, index: int) -> Any:
        """The game after action ``index``; do not change it."""
        if len(self._game.actions) > index:
            self._game = self._new_game()  # back: replay from the deal
        while len(self._game.actions) < index:
            self._game.apply(self._actions[len(self._game.actions)])
        return self._game


def seat_of(setup: GameSetup, index: int) -> Seat:
    if index < len(setup.seats):
        return setup.seats[index]
    return Seat(
        "The Machine" if index == 1 else f"Seat {index + 1}",
        MACHINE_COLOUR if index == 1 else SEAT_COLOURS[index % len(SEAT_COLOURS)],
        True,
    )


def timeline_of(saved: SavedGame) -> Timeline:
    """Every moment of ``saved``'s game, from the deal to its last action."""
    if isinstance(saved.game, SplashGame):
        return _splash(saved.setup, saved.game)
    return _fountains(saved.setup, saved.game, saved.reasons)


def _fountains(
    setup: GameSetup, final: FountainsGame, reasons: dict[int, str]
) -> Timeline:
    game = FountainsGame.new(final.options)

    def name(seat: int) -> str:
        return seat_of(setup, seat).name

    def colour(seat: int) -> pal.Colour:
        return seat_of(setup, seat).colour

    log = TableLog(game, name, colour)
    moments = [Moment(0, None, "The game begins.")]
    for number, action in enumerate(final.actions, start=1):
        seat, phase, drafted = game.current_seat, game.phase, game.drafted
        basin = game.basin.clone()
        said = len(log.lines)
        game.apply(action)
        log.describe(action, seat, phase, drafted, basin)
        words = " ".join(line for line, _ in log.lines[said:]) or str(action)
        why = reasons.get(number - 1, "")
        moments.append(Moment(number, seat, words, screen_words(why) if why else ""))
    actions = tuple(final.actions)
    return Timeline(
        setup, tuple(moments), lambda: FountainsGame.new(final.options), actions
    )


def _splash(setup: GameSetup, final: SplashGame) -> Timeline:
    game = SplashGame.new(final.options)
    moments = [Moment(0, None, "The game begins.")]
    for number, action in enumerate(final.actions, start=1):
        seat = game.current_seat
        game.apply(action)
        words = splash_words(action, seat, game, lambda s: seat_of(setup, s).name)
        moments.append(Moment(number, seat, words))
    actions = tuple(final.actions)
    return Timeline(
        setup, tuple(moments), lambda: SplashGame.new(final.options), actions
    )


def splash_words(
    action: Any, seat: int, game: SplashGame, names: Callable[[int], str]
) -> str:
    """Seat ``seat``'s Kids' Splash action in words, after it was played on
    ``game``."""
    name = names(seat)

    def colour(_game: SplashGame, droplet: int) -> str:
        return game.model.colour_of(droplet).value

    if isinstance(action, Roll):
        return f"{name} rolled a {game.roll}." if game.roll else f"{name} rolled."
    if isinstance(action, FreePick):
        return f"{name} took a {colour(game, action.droplet)} droplet (Free Pick)."
    if isinstance(action, ChooseSplash):
        return f"{name} chose Splash."
    if isinstance(action, Drop | Toss):
        verb = "dropped" if isinstance(action, Drop) else "tossed"
        count = len(action.out)
        what = (
            "nothing splashed out"
            if not count
            else (f"{count} droplet{'s' if count != 1 else ''} splashed out")
        )
        return f"{name} {verb} the pebble: {what}."
    if isinstance(action, Give):
        return (
            f"{name} gave a {colour(game, action.droplet)} droplet to "
            f"{names(action.seat)}."
        )
    if isinstance(action, EndTurn):
        return f"{name} ended the turn."
    return f"{name}: {action}."
