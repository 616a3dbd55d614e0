"""Kids' Splash's spoken lines: every one, by sound name, with its words.

A line is a sound file ``assets/voice/<name>.ogg`` (made by
``tools/make_voice.py`` from these words) and the same words as a caption.
Lines about a seat ("Ada, your turn!", "Ada wins!") are recorded for a set of
common names (`NAMES`); a seat whose name is not among them is called by its
colour instead ("Orange, your turn!"). Counts are recorded up to
`MOST_COUNTED`; more is "Lots of droplets!".

This module only names lines; `game.scenes.splash.voice` decides which line
the table says when, and the sound manager's ``play_voice`` speaks it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

#: The instructions and outcomes, by sound name.
PROMPTS: dict[str, str] = {
    "roll": "Roll the die!",
    "choose": "Pick one droplet, or splash?",
    "pick": "Tap a droplet you need!",
    "drop": "Tap over the pond to drop the pebble!",
    "toss": "Pull the pebble back to throw, or tap it, then tap where it should go!",
    "share": "Give a droplet to a friend, then press Done!",
    "plop": "Plop! No droplets this time.",
    "stopped": "Splash! No more throws.",
    "picked": "One droplet for your board!",
    "gave": "Thank you, friend!",
    "team": "We play as a team! Help each other!",
    "team_cheer": "Hooray! Well done, team!",
    "out_many": "Lots of droplets!",
    "board_many": "Lots for your board!",
    "who_first": "Who went swimming last? Tap them!",
    "spin": "Nobody remembers? Spin the pebble!",
    "show_me": "Watch! This is how to play.",
}
#: Counts said in words ("Three droplets!"); more is "Lots of ...".
MOST_COUNTED = 8
NUMBER_WORDS = ("", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight")
#: Names recorded for "<name>, your turn!" and "<name> wins!".
NAMES: tuple[str, ...] = (
    "Ada",
    "Alex",
    "Anna",
    "Ben",
    "Bo",
    "Charlie",
    "Cyd",
    "Dad",
    "Dee",
    "Ella",
    "Emma",
    "Grace",
    "Grandma",
    "Grandpa",
    "Jack",
    "Leo",
    "Lily",
    "Liam",
    "Lucas",
    "Max",
    "Mia",
    "Mom",
    "Mum",
    "Noah",
    "Olivia",
    "Oliver",
    "Sam",
    "Sophia",
    "Tom",
    "Zoe",
    "Player 1",
    "Player 2",
    "Player 3",
    "Player 4",
    "Player 5",
    "The Machine",
)
#: The seat colours' words (in the order of ``game.ui.theme.SEAT_COLOURS``).
COLOUR_WORDS: tuple[str, ...] = ("Orange", "Blue", "Green", "Yellow", "Pink", "Red")
SEAT_LINES = ("turn", "wins", "first")
SAY_NUMBERS = {str(k): w.lower() for k, w in enumerate(NUMBER_WORDS) if k}


@dataclass(frozen=True, slots=True)
class Line:
    """One spoken line: its sound file's name and its words."""

    name: str
    words: str


def slug(text: str) -> str:
    """A name as it is part of a sound name: ``Player 1`` -> ``player_1``."""
    return re.sub(r"[^a-z0-9]+", "_", text.strip().lower()).strip("_")


_RECORDED = {slug(name): name for name in NAMES}


def recorded_name(name: str) -> str | None:
    """The recorded name ``name`` is said as (any case, spacing), or None."""
    return _RECORDED.get(slug(name))


def seat_word(name: str, colour_index: int) -> tuple[str, str]:
    """(sound-name part, words) a seat is called by: its recorded name, else
    its colour word."""
    recorded = recorded_name(name)
    if recorded is not None:
        return slug(recorded), recorded
    word = COLOUR_WORDS[colour_index % len(COLOUR_WORDS)]
    return slug(word), word


def seat_line(kind: str, name: str, colour_index: int) -> Line:
    """``turn`` ("Ada, your turn!"), ``wins`` ("Ada wins!") or ``first``
    ("Ada goes first!", on the who-starts screen) for a seat."""
    key, word = seat_word(name, colour_index)
    if kind == "turn":
        return Line(f"turn_{key}", f"{word}, your turn!")
    if kind == "wins":
        return Line(f"wins_{key}", f"{word} wins!")
    if kind == "first":
        return Line(f"first_{key}", f"{word} goes first!")
    raise ValueError(f"no seat line {kind!r}; known: {', '.join(SEAT_LINES)}")


def prompt(key: str) -> Line:
    """One of `PROMPTS` as a line."""
    if key not in PROMPTS:
        raise ValueError(f"no spoken prompt {key!r}")
    return Line(key, PROMPTS[key])


def rolled(throws: int) -> Line:
    """What the die said: "Two throws!"."""
    if not 1 <= throws <= MOST_COUNTED:
        raise ValueError(f"a die shows 1 to {MOST_COUNTED} throws, not {throws}")
    word = NUMBER_WORDS[throws]
    return Line(f"rolled_{throws}", f"{word} throw{'s' * (throws != 1)}!")


def droplets_out(count: int) -> Line:
    """What a throw splashed out: "Three droplets!" (or "Plop!")."""
    if count <= 0:
        return prompt("plop")
    if count > MOST_COUNTED:
        return prompt("out_many")
    word = NUMBER_WORDS[count]
    return Line(f"out_{count}", f"{word} droplet{'s' * (count != 1)}!")


def for_the_board(count: int) -> Line:
    """How many of them go onto the board: "Two for your board!"."""
    if count <= 0:
        raise ValueError(f"nothing for the board is not said ({count})")
    if count > MOST_COUNTED:
        return prompt("board_many")
    return Line(f"board_{count}", f"{NUMBER_WORDS[count]} for your board!")


def every_line() -> list[Line]:
    """Every line the game can say, each once (what the tool records)."""
    lines = [prompt(key) for key in PROMPTS]
    for n in range(1, MOST_COUNTED + 1):
        lines += [rolled(n), droplets_out(n), for_the_board(n)]
    for kind in SEAT_LINES:
        lines += [seat_line(kind, name, 0) for name in NAMES]
        lines += [
            Line(f"{kind}_{slug(w)}", seat_line(kind, "?", i).words)
            for i, w in enumerate(COLOUR_WORDS)
        ]
    seen: dict[str, Line] = {}
    for line in lines:
        seen.setdefault(line.name, line)
    return list(seen.values())


def spoken(words: str) -> str:
    """The words as the synthesiser should read them ("Player 1" -> "Player
    one")."""
    return re.sub(r"\d", lambda m: SAY_NUMBERS.get(m.group(0), m.group(0)), words)
