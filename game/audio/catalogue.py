"""Every sound the game plays, by name: the one list the game, the tests and
``tools/make_sounds.py`` share.

Effects come in several takes (``place_1.ogg`` ... ``place_5.ogg`` in
``assets/sounds/``); the manager never plays the same take twice running.
Music is one Ogg Vorbis file per mode in ``assets/music/``, streamed, with a
short ``<piece>_head.ogg`` (its first seconds) kept in memory for crossfades.
"""

from __future__ import annotations

#: effect -> number of takes
EFFECT_TAKES: dict[str, int] = {
    # the Fountains table
    "draft": 4,
    "place": 5,
    "rotate": 4,
    "illegal": 3,
    "coins": 4,
    "reward_pools": 3,
    "reward_fish": 3,
    "reward_lily": 3,
    "reward_design": 3,
    "bonus_token": 3,
    "hand_off": 3,
    "gears": 4,
    "new_pool": 3,
    "final_rewards": 2,
    "win": 2,
    "loss": 2,
    # menus
    "hover": 4,
    "click": 4,
    # Kids' Splash
    "droplet": 8,
    "toss": 3,
    "pebble_small": 3,
    "pebble_medium": 3,
    "pebble_big": 3,
}

#: effects that duck the music while they sound (the big moments)
BIG_MOMENTS = frozenset({"final_rewards", "win", "loss"})

#: music pieces, one per mode (see tools/sound/compose.py)
MUSIC = ("title", "fountains", "machine", "splash", "results")

#: water loops of the table's soundscape
WATER = ("water_pool", "water_jets", "water_trickle")


def effect_files(name: str) -> list[str]:
    """The file names of every take of ``name``."""
    return [f"{name}_{k}.ogg" for k in range(1, EFFECT_TAKES[name] + 1)]


def every_sound_file() -> list[str]:
    """Every file the game names, relative to ``assets/``."""
    files = [f"sounds/{f}" for name in EFFECT_TAKES for f in effect_files(name)]
    files += [f"sounds/{name}.ogg" for name in WATER]
    for piece in MUSIC:
        files += [f"music/{piece}.ogg", f"music/{piece}_head.ogg"]
    return files
