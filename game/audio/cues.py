"""What the tables sound like: their events turned into sound calls.

The table hands each committed action and, every frame, the fountain on
screen to a ``TableCues``; it plays the effects (a draft, a stone placed,
The Machine's gears, coins and each reward, a bonus token, the final rewards,
the hand-off) and keeps the water of the soundscape following the fountain
shown, with a trickle when water reaches a new pool there. Only
``sound.play(name)`` is required of the sound object; the rest is used when it
is there (tests hand in a recorder).
``SplashCues`` does the same for the Kids' Splash pond, ``ending_sound``
picks the results' win or loss.
"""

from __future__ import annotations

from typing import Any

from game.audio.manager import SILENT_WATER, WaterLevels
from game.physics.events import (
    DropletFellBack,
    DropletLeftPond,
    PebbleHitWall,
    PebbleLanded,
)
from game.rules.fountains.actions import (
    Action,
    Discard,
    Draft,
    MachineTurn,
    Pass,
    Place,
    PlaceToken,
    Swap,
)
from game.rules.fountains.icons import Icon
from game.rules.fountains.rewards import COINS, DESIGN, FISH, LILY_PADS, POOLS

DROPLET_SPEED = 600.0  # px/s: a droplet flung this fast plops its loudest
WALL_SPEED = 200.0  # px/s: slower knocks on a wall are not heard

#: score category -> effect
REWARD_SOUNDS = {
    COINS: "coins",
    POOLS: "reward_pools",
    FISH: "reward_fish",
    LILY_PADS: "reward_lily",
    DESIGN: "reward_design",
}


#: action kind -> the effect of the action itself (fish choices are silent)
ACTION_SOUNDS: dict[type[Action], str] = {
    Draft: "draft",
    Place: "place",
    PlaceToken: "bonus_token",
    Swap: "bonus_token",
    MachineTurn: "gears",
    Discard: "click",
    Pass: "click",
}


def action_sound(action: Action) -> str | None:
    """The effect of an action itself."""
    return ACTION_SOUNDS.get(type(action))


def water_of(fountain: Any) -> WaterLevels:
    """The soundscape of one fountain: its visible jets, fed pools and weed."""
    jets = sum(1 for icon in fountain.visible_icons() if icon is Icon.JET)
    return WaterLevels.of_fountain(
        jets, fountain.fed_pool_count(), fountain.pond_weed_count()
    )


class TableCues:
    """Sounds of one Fountains table (one per table scene)."""

    def __init__(self, sound: Any, game: Any, solo: bool) -> None:
        self.sound = sound
        self.piece = "machine" if solo else "fountains"
        self._scored = len(game.score_log)
        self._shown: tuple[int, int] | None = None  # (fountain id, revision)
        self._fed: tuple[int, int] | None = None  # (fountain id, its fed pools)
        self._handoff = False

    def enter(self) -> None:
        """The table is on screen (again): its music, and its water."""
        self._call("play_music", self.piece)
        self._shown = None

    def _call(self, method: str, *args: object) -> None:
        call = getattr(self.sound, method, None)
        if call is not None:
            call(*args)

    def acted(self, game: Any, action: Action) -> None:
        """After ``action`` was applied to ``game``."""
        name = action_sound(action)
        if name is not None:
            self.sound.play(name)
        entries = game.score_log[self._scored :]
        self._scored = len(game.score_log)
        if game.is_over():
            self.sound.play("final_rewards")
        else:
            heard = []
            for entry in entries:
                reward = REWARD_SOUNDS.get(entry.category)
                if entry.points and reward is not None and reward not in heard:
                    heard.append(reward)
            for reward in heard[:2]:  # more at once is a jumble
                self.sound.play(reward)
        self._shown = None  # the water is worked out again

    def watch(self, fountain: Any, revision: int, handoff: bool) -> None:
        """Every frame: the fountain on screen (its water) and whether the
        hand-off screen is up."""
        if handoff and not self._handoff:
            self.sound.play("hand_off")
        self._handoff = handoff
        key = (id(fountain), revision)
        if key != self._shown:
            self._shown = key
            fed = (id(fountain), fountain.fed_pool_count())
            if (
                self._fed is not None
                and fed[0] == self._fed[0]
                and fed[1] > self._fed[1]
            ):
                self.sound.play("new_pool")  # water reached a new pool on screen
            self._fed = fed
            self._call("set_water", water_of(fountain))

    def leave(self) -> None:
        self._call("set_water", SILENT_WATER)


def ending_sound(winners: tuple[int, ...], computer: list[bool]) -> str:
    """ "win" when a person at the table won (or only computers played),
    "loss" when every person lost. ``computer``: each seat of the setup; a
    seat past the list (The Machine) is a computer's."""
    people = [seat for seat, is_computer in enumerate(computer) if not is_computer]
    if not people or any(seat in people for seat in winners):
        return "win"
    return "loss"


class SplashCues:
    """Sounds of the Kids' Splash pond: the pebble's splash by its speed, the
    droplets it throws up plopping back by how fast they flew, the pebble
    knocking a wall."""

    def __init__(self, sound: Any) -> None:
        self.sound = sound
        self._speeds: dict[int, float] = {}  # droplet -> speed as it flew out

    def pond_event(self, event: object) -> None:
        if isinstance(event, PebbleLanded):
            self._call("play_pebble", event.speed)
        elif isinstance(event, DropletLeftPond):
            vx, vy = event.velocity
            self._speeds[event.droplet] = (vx * vx + vy * vy) ** 0.5
        elif isinstance(event, DropletFellBack):
            speed = self._speeds.pop(event.droplet, DROPLET_SPEED / 2)
            self._call("play_droplet", min(1.0, speed / DROPLET_SPEED))
        elif isinstance(event, PebbleHitWall) and event.speed > WALL_SPEED:
            self.sound.play("place")

    def _call(self, method: str, *args: float) -> None:
        call = getattr(self.sound, method, None)
        if call is not None:
            call(*args)
