"""About thirty achievements and the Kids' Splash stickers: what earns each,
read from a finished game (`FinishedGame`) and the player's history.

Each has a badge the game draws (``icon``, ``colour``: see
``game/scenes/records/badges.py``). A profile earns each once; the date and
the game are kept. Stickers are Kids' Splash's own: simple and generous.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.records.finished import FinishedGame, SeatResult
from game.setup import Mode


@dataclass(frozen=True)
class History:
    """A profile's record including the game just finished."""

    games: int
    wins: int
    solo_streak: int  # solo wins in a row, up to this game


Check = Callable[[SeatResult, FinishedGame, History], bool]


@dataclass(frozen=True)
class Achievement:
    key: str
    title: str
    words: str
    icon: str
    colour: tuple[int, int, int]
    check: Check
    sticker: bool = False


GOLD, SILVER, WATER, LEAF, CORAL, PLUM = (
    (244, 196, 48),
    (196, 206, 214),
    (66, 165, 245),
    (102, 187, 106),
    (239, 108, 80),
    (171, 71, 188),
)


def _fountains(game: FinishedGame) -> bool:
    return game.mode is not Mode.SPLASH


def _fact(name: str, least: int, win: bool = False) -> Check:
    def check(seat: SeatResult, game: FinishedGame, _h: History) -> bool:
        return (
            _fountains(game)
            and seat.facts.get(name, 0) >= least
            and (seat.won or not win)
        )

    return check


def _points(category: str | None, least: int) -> Check:
    def check(seat: SeatResult, game: FinishedGame, _h: History) -> bool:
        got = seat.score if category is None else seat.points.get(category, 0)
        return _fountains(game) and got >= least

    return check


def _beat_computer(level: str) -> Check:
    def check(seat: SeatResult, game: FinishedGame, _h: History) -> bool:
        return (
            game.mode is Mode.FOUNTAINS
            and seat.won
            and any(other.computer == level for other in game.seats)
        )

    return check


def _beat_machine(difficulty: str) -> Check:
    def check(seat: SeatResult, game: FinishedGame, _h: History) -> bool:
        return game.mode is Mode.SOLO and game.difficulty == difficulty and seat.won

    return check


def _history(games: int = 0, wins: int = 0, streak: int = 0) -> Check:
    def check(_s: SeatResult, _g: FinishedGame, history: History) -> bool:
        return (
            history.games >= games
            and history.wins >= wins
            and history.solo_streak >= streak
        )

    return check


def _first(mode: Mode | None, win: bool) -> Check:
    def check(seat: SeatResult, game: FinishedGame, _h: History) -> bool:
        right_mode = _fountains(game) if mode is None else game.mode is mode
        return right_mode and (seat.won or not win)

    return check


def _no_weed_win(seat: SeatResult, game: FinishedGame, _h: History) -> bool:
    return _fountains(game) and seat.won and seat.facts.get("pond_weed", 1) == 0


def _full_table(seat: SeatResult, game: FinishedGame, _h: History) -> bool:
    return game.mode is Mode.FOUNTAINS and game.players == 5 and seat.won


def _photo_finish(seat: SeatResult, game: FinishedGame, _h: History) -> bool:
    return _fountains(game) and seat.won and seat.facts.get("margin", 99) <= 1


def _daily(win: bool) -> Check:
    def check(seat: SeatResult, game: FinishedGame, _h: History) -> bool:
        return game.daily is not None and (seat.won or not win)

    return check


def _splash(name: str, least: int, win: bool = False) -> Check:
    def check(seat: SeatResult, game: FinishedGame, _h: History) -> bool:
        return (
            game.mode is Mode.SPLASH
            and seat.facts.get(name, 0) >= least
            and (seat.won or not win)
        )

    return check


def _no_free_pick(seat: SeatResult, game: FinishedGame, _h: History) -> bool:
    return game.mode is Mode.SPLASH and seat.won and seat.facts.get("free_picks") == 0


A = Achievement
ACHIEVEMENTS: tuple[Achievement, ...] = (
    A(
        "first_game",
        "First fountain",
        "Finish a game of Fountains or solo",
        "drop",
        WATER,
        _first(None, False),
    ),
    A(
        "first_win",
        "Winner",
        "Win a game of Fountains",
        "crown",
        GOLD,
        _first(Mode.FOUNTAINS, True),
    ),
    A("games_10", "Regular", "Finish 10 games", "stack", SILVER, _history(games=10)),
    A("games_50", "Fixture", "Finish 50 games", "stack", GOLD, _history(games=50)),
    A("wins_10", "Ten wins", "Win 10 games", "crown", PLUM, _history(wins=10)),
    A(
        "pools_10",
        "Ten fed pools",
        "Feed 10 pools in one fountain",
        "pool",
        WATER,
        _fact("fed_pools", 10),
    ),
    A(
        "pools_15",
        "Waterworks",
        "Feed 15 pools in one fountain",
        "pool",
        GOLD,
        _fact("fed_pools", 15),
    ),
    A("no_weed", "Clean water", "Win with no pond weed", "leaf", LEAF, _no_weed_win),
    A(
        "lily_6",
        "Lily lake",
        "A lily pad group of 6 pools",
        "lily",
        LEAF,
        _fact("lily_group", 6),
    ),
    A(
        "rewards_3",
        "Trigger happy",
        "Trigger 3 rewards in one game",
        "pawn",
        CORAL,
        _fact("rewards_triggered", 3),
    ),
    A(
        "rewards_6",
        "Pawn master",
        "Trigger 6 rewards in one game",
        "pawn",
        GOLD,
        _fact("rewards_triggered", 6),
    ),
    A(
        "score_50",
        "Fifty",
        "Score 50 points in a game",
        "star",
        SILVER,
        _points(None, 50),
    ),
    A(
        "score_70",
        "Seventy",
        "Score 70 points in a game",
        "star",
        GOLD,
        _points(None, 70),
    ),
    A(
        "big_turn",
        "Big turn",
        "Score 15 points in one turn",
        "bolt",
        CORAL,
        _fact("best_turn", 15),
    ),
    A(
        "coins_20",
        "Coin collector",
        "20 points from coins in a game",
        "coin",
        GOLD,
        _points("coins", 20),
    ),
    A(
        "fish_15",
        "Fishmonger",
        "15 points from fish in a game",
        "fish",
        WATER,
        _points("fish", 15),
    ),
    A(
        "lilies_10",
        "Gardener",
        "10 points from lily pads in a game",
        "lily",
        LEAF,
        _points("lily pads", 10),
    ),
    A(
        "tokens_3",
        "Token hoard",
        "End with 3 bonus tokens in your fountain",
        "coin",
        PLUM,
        _fact("bonus_tokens", 3),
    ),
    A("swap", "Fresh tokens", "Swap bonus tokens", "swap", SILVER, _fact("swaps", 1)),
    A(
        "beat_easy",
        "Warm-up",
        "Win against an Easy computer",
        "gear",
        SILVER,
        _beat_computer("easy"),
    ),
    A(
        "beat_medium",
        "Contender",
        "Win against a Medium computer",
        "gear",
        WATER,
        _beat_computer("medium"),
    ),
    A(
        "beat_hard",
        "Giant killer",
        "Win against a Hard computer",
        "gear",
        GOLD,
        _beat_computer("hard"),
    ),
    A("full_table", "Full table", "Win a 5-player game", "crown", CORAL, _full_table),
    A(
        "photo_finish",
        "Photo finish",
        "Win by 1 point or on a tie-break",
        "flag",
        PLUM,
        _photo_finish,
    ),
    A(
        "landslide",
        "Landslide",
        "Win by 20 points or more",
        "flag",
        GOLD,
        _fact("margin", 20, win=True),
    ),
    A(
        "machine_easy",
        "Machine tamer",
        "Beat The Machine at Easy",
        "gear",
        LEAF,
        _beat_machine("easy"),
    ),
    A(
        "machine_medium",
        "Machine breaker",
        "Beat The Machine at Medium",
        "gear",
        CORAL,
        _beat_machine("medium"),
    ),
    A(
        "machine_hard",
        "Master of The Machine",
        "Beat The Machine at Hard",
        "gear",
        GOLD,
        _beat_machine("hard"),
    ),
    A(
        "solo_streak_3",
        "On a roll",
        "Win 3 solo games in a row",
        "bolt",
        GOLD,
        _history(streak=3),
    ),
    A("daily", "Deal of the day", "Play today's deal", "sun", WATER, _daily(False)),
    A("daily_win", "Daily winner", "Win a daily deal", "sun", GOLD, _daily(True)),
    # Kids' Splash stickers.
    A(
        "splash_first",
        "First splash",
        "Play Kids' Splash",
        "drop",
        WATER,
        _splash("droplets", 0),
        sticker=True,
    ),
    A(
        "splash_win",
        "Full board",
        "Fill your board first",
        "crown",
        GOLD,
        _splash("droplets", 0, win=True),
        sticker=True,
    ),
    A(
        "splash_3",
        "Splash!",
        "Splash 3 droplets at once",
        "splash",
        CORAL,
        _splash("best_splash", 3),
        sticker=True,
    ),
    A(
        "splash_5",
        "Mega splash",
        "Splash 5 droplets at once",
        "splash",
        GOLD,
        _splash("best_splash", 5),
        sticker=True,
    ),
    A(
        "splash_gift",
        "Good friends",
        "Get a droplet from a friend",
        "heart",
        CORAL,
        _splash("gifts", 1),
        sticker=True,
    ),
    A(
        "splash_no_pick",
        "All by splashing",
        "Fill a board without a Free Pick",
        "star",
        PLUM,
        _no_free_pick,
        sticker=True,
    ),
)
BY_KEY = {achievement.key: achievement for achievement in ACHIEVEMENTS}


def earned(seat: SeatResult, game: FinishedGame, history: History) -> list[str]:
    """Keys of every achievement this seat's game meets (held ones included)."""
    return [a.key for a in ACHIEVEMENTS if a.check(seat, game, history)]
