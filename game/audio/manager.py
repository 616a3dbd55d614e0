"""The sound manager: music, effects, the water of the table, and voice.

Four buses, each with its own volume under the master ``volume``: music
(streamed with ``pygame.mixer.music``, never decoded whole), effects (any free
channel), water (three looping layers on reserved channels, mixed under the
music) and voice (one reserved channel; a newer line replaces an older one).
The music ducks while a voice line speaks and under the big moments (final
rewards, a win, a loss), and crossfades when a screen asks for another piece:
the new piece's first seconds (``<piece>_head.ogg``, small, kept in memory)
fade in on a reserved channel while the old stream fades out, then the stream
takes over from the same point. ``update(dt)`` moves the fades; the app calls
it every frame.

With no audio device (or before ``start``), every call is a quiet no-op, so
the game runs the same with or without sound; ``played`` still records each
effect asked for, newest last.
"""

from __future__ import annotations

import random
import sys
from dataclasses import dataclass
from pathlib import Path

import pygame

from game.audio.catalogue import BIG_MOMENTS, EFFECT_TAKES, MUSIC, WATER
from game.audio.quiet import quiet_audio_probe
from game.paths import asset_dir

EFFECTS = tuple(EFFECT_TAKES)
RATE = 44100
ASSETS = asset_dir("assets")

# Reserved channels (set_reserved keeps effects off them).
VOICE_CHANNEL = 0
HEAD_CHANNEL = 1
WATER_CHANNELS = {name: 2 + k for k, name in enumerate(WATER)}
RESERVED = 2 + len(WATER)
CHANNELS = 24

#: the first sounds' names, still understood: old name -> effect
ALIASES = {"score": "bonus_token", "water": "droplet", "splash": "pebble_big"}

#: effect -> its level in the mix (every file is normalised to the same
#: loudness; these place each one in the scene)
EFFECT_GAIN = {
    "hover": 0.35,
    "click": 0.6,
    "rotate": 0.6,
    "toss": 0.6,
    "new_pool": 0.6,
}
MUSIC_GAIN = 0.8
WATER_GAIN = {"water_pool": 0.32, "water_jets": 0.3, "water_trickle": 0.28}
DUCK_VOICE = 0.35  # the music's level while a voice line speaks
DUCK_BIG = 0.5  # ... under a big moment
CROSSFADE = 1.5  # seconds
FADE_IN = 2.0  # seconds, the first piece after silence
HANDOVER = 0.08  # seconds the head and the stream overlap at the handover
WATER_GLIDE = 1.2  # seconds for the water to follow the fountain
PEBBLE_SPEEDS = (250.0, 500.0)  # level px/s: a plip below, a big splash above


@dataclass(frozen=True, slots=True)
class WaterLevels:
    """How loud each water layer is (0..1), worked out from the fountain."""

    pool: float
    jets: float
    trickle: float

    @classmethod
    def of_fountain(cls, jets: int, fed_pools: int, weed: int) -> WaterLevels:
        """More jets and fed pools, fuller; each pond weed quietens it."""
        damp = 1.0 / (1.0 + 0.12 * weed)
        return cls(
            pool=min(1.0, 0.55 + 0.05 * (fed_pools + weed)),
            jets=min(1.0, 0.25 * jets) * damp,
            trickle=min(1.0, 0.2 * fed_pools) * damp,
        )

    @classmethod
    def still_pond(cls) -> WaterLevels:
        return cls(pool=0.6, jets=0.0, trickle=0.0)


SILENT_WATER = WaterLevels(0.0, 0.0, 0.0)


class SoundManager:
    """``play(name)`` for effects, ``play_music(piece)`` per screen,
    ``set_water(levels)`` for the table, ``play_voice(name)`` for prompts."""

    def __init__(
        self,
        volume: int = 70,
        music: bool = True,
        folder: Path = ASSETS,
        music_volume: float = 0.8,
        effects_volume: float = 0.8,
        voice_volume: float = 1.0,
        seed: int | None = None,
    ) -> None:
        self.folder = folder
        self.volume = volume
        self.music_on = music
        self.music_volume = music_volume
        self.effects_volume = effects_volume
        self.voice_volume = voice_volume
        self.available = False
        self.problem: str | None = None
        self.played: list[str] = []  # effects asked for, newest last (kept short)
        self.heard: list[str] = []  # the takes played ("droplet_3"), newest last
        self.missing: set[str] = set()  # files asked for and not found
        self.piece: str | None = None  # the piece the screen asked for
        self.water = SILENT_WATER
        self._rng = random.Random(seed)
        self._last_take: dict[str, int] = {}
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        # music state: what the stream plays, and the fades
        self._streaming: str | None = None
        self._stream_gain = 0.0
        self._stream_target = 0.0
        self._incoming: str | None = None  # piece fading in on the head channel
        self._incoming_time = 0.0
        self._duck = 1.0
        self._big_until = 0.0
        self._clock = 0.0
        self._water_gain = {name: 0.0 for name in WATER}

    # -- opening and closing ------------------------------------------------------

    def start(self) -> bool:
        """Open the audio device; False (silent) if there is none."""
        if self.available:
            return True
        try:
            if not pygame.mixer.get_init():
                with quiet_audio_probe():
                    pygame.mixer.init(frequency=RATE, size=-16, channels=2, buffer=1024)
            pygame.mixer.set_num_channels(CHANNELS)
            pygame.mixer.set_reserved(RESERVED)
        except (pygame.error, OSError, ValueError) as exc:
            self.problem = f"no sound: {exc}"
            return False
        self.available = True
        if self.piece is not None:
            wanted, self.piece = self.piece, None
            self.play_music(wanted)
        if self.water != SILENT_WATER:
            self._start_water()
        return True

    def stop(self) -> None:
        if self.available:
            pygame.mixer.music.stop()
            pygame.mixer.stop()
        self.available = False
        self._streaming = self._incoming = None

    def _go_silent(self, exc: Exception) -> None:
        self.available = False
        self.problem = f"sound stopped: {exc}"
        print(f"Fountaineer: {self.problem}; carrying on silently", file=sys.stderr)

    def _sound(self, relative: str) -> pygame.mixer.Sound | None:
        """A file under the assets folder, decoded once; None when missing."""
        if relative in self._sounds:
            return self._sounds[relative]
        path = self.folder / relative
        sound: pygame.mixer.Sound | None = None
        if path.is_file():
            try:
                sound = pygame.mixer.Sound(path)
            except pygame.error as exc:
                print(f"Fountaineer: sound file {path}: {exc}", file=sys.stderr)
        else:
            self.missing.add(relative)
        self._sounds[relative] = sound
        return sound

    # -- levels -------------------------------------------------------------------

    def set_volume(self, volume: int) -> None:
        """The master volume, 0..100."""
        self.volume = max(0, min(100, volume))
        self._apply_levels()

    def set_levels(self, music: float, effects: float, voice: float) -> None:
        """Each bus's volume, 0..1, applied at once."""
        self.music_volume = _unit(music)
        self.effects_volume = _unit(effects)
        self.voice_volume = _unit(voice)
        self._apply_levels()

    def set_music(self, on: bool) -> None:
        self.music_on = on
        if not self.available:
            return
        if on and self.piece is not None and self._streaming is None:
            wanted, self.piece = self.piece, None
            self.play_music(wanted)
        elif not on:
            pygame.mixer.music.fadeout(400)
            pygame.mixer.Channel(HEAD_CHANNEL).fadeout(400)
            self._streaming = self._incoming = None

    @property
    def master(self) -> float:
        return self.volume / 100.0

    def music_level(self) -> float:
        """The music's level now, with ducking (0..1)."""
        return self.master * self.music_volume * MUSIC_GAIN * self._duck

    def _apply_levels(self) -> None:
        if not self.available:
            return
        try:
            level = self.music_level()
            pygame.mixer.music.set_volume(level * self._stream_gain)
            if self._incoming is not None:
                fade = min(1.0, self._incoming_time / CROSSFADE)
                pygame.mixer.Channel(HEAD_CHANNEL).set_volume(level * fade)
            for name, channel in WATER_CHANNELS.items():
                gain = self._water_gain[name] * WATER_GAIN[name]
                pygame.mixer.Channel(channel).set_volume(
                    self.master * self.effects_volume * gain
                )
            pygame.mixer.Channel(VOICE_CHANNEL).set_volume(
                self.master * self.voice_volume
            )
        except pygame.error as exc:
            self._go_silent(exc)

    # -- effects ------------------------------------------------------------------

    def play(self, name: str, volume: float = 1.0, take: int | None = None) -> None:
        """One take of effect ``name`` (never the same take twice running),
        at ``volume`` (0..1) of its place in the mix."""
        self.played = [*self.played[-15:], name]
        name = ALIASES.get(name, name)
        if name not in EFFECT_TAKES:
            known = ", ".join(EFFECTS)
            raise ValueError(f"unknown sound {name!r}; known: {known}")
        if name in BIG_MOMENTS:
            self._big_until = self._clock + 3.0
        if not self.available or self.volume == 0 or self.effects_volume == 0:
            return
        take = self._choose(name, take)
        self.heard = [*self.heard[-15:], f"{name}_{take}"]
        sound = self._sound(f"sounds/{name}_{take}.ogg")
        if sound is None:
            return
        level = self.master * self.effects_volume * EFFECT_GAIN.get(name, 1.0)
        try:
            sound.set_volume(level * _unit(volume))
            sound.play()
        except pygame.error as exc:
            self._go_silent(exc)

    def _choose(self, name: str, near: int | None) -> int:
        """A take of ``name`` other than the last one played: any, or one of
        the takes next to ``near``."""
        count = EFFECT_TAKES[name]
        takes = list(range(1, count + 1))
        if near is not None:
            takes = [k for k in takes if abs(k - near) <= 1]
        last = self._last_take.get(name)
        choices = [k for k in takes if k != last] or [
            k for k in range(1, count + 1) if k != last
        ]
        take = self._rng.choice(choices) if choices else 1
        self._last_take[name] = take
        return take

    def play_droplet(self, impact: float) -> None:
        """A droplet plops: ``impact`` 0 (a touch) to 1 (hard) picks a deeper
        take and a louder plop."""
        impact = _unit(impact)
        count = EFFECT_TAKES["droplet"]
        near = 1 + round(impact * (count - 1))
        self.play("droplet", volume=0.45 + 0.55 * impact, take=near)

    def play_pebble(self, speed: float) -> None:
        """The pebble lands in the pond at ``speed`` (px/s): a plip, a splash
        or a big splash, louder the faster."""
        low, high = PEBBLE_SPEEDS
        if speed < low:
            name = "pebble_small"
        elif speed < high:
            name = "pebble_medium"
        else:
            name = "pebble_big"
        self.play(name, volume=0.5 + 0.5 * min(1.0, speed / (1.5 * high)))

    # -- voice --------------------------------------------------------------------

    def play_voice(self, sound_name: str) -> None:
        """``assets/voice/<sound_name>.ogg`` on the voice channel, replacing a
        line still speaking; the music ducks while it speaks. Nothing at all
        when the file is missing or there is no sound."""
        if not self.available or self.volume == 0 or self.voice_volume == 0:
            return
        sound = self._sound(f"voice/{sound_name}.ogg")
        if sound is None:
            return
        try:
            channel = pygame.mixer.Channel(VOICE_CHANNEL)
            channel.set_volume(self.master * self.voice_volume)
            channel.play(sound)  # replaces whatever the channel was playing
        except pygame.error as exc:
            self._go_silent(exc)
            return
        self._duck = min(self._duck, DUCK_VOICE)  # at once, not a frame late
        self._apply_levels()

    def voice_busy(self) -> bool:
        if not self.available:
            return False
        try:
            return bool(pygame.mixer.Channel(VOICE_CHANNEL).get_busy())
        except pygame.error:
            return False

    # -- music --------------------------------------------------------------------

    def play_music(self, piece: str) -> None:
        """Ask for ``piece`` (one of ``MUSIC``): it crossfades from what plays
        now, or fades in; asking for the piece already playing changes nothing."""
        if piece not in MUSIC:
            raise ValueError(f"unknown music {piece!r}; known: {', '.join(MUSIC)}")
        if piece == self.piece:
            return
        self.piece = piece
        if not self.available or not self.music_on:
            return
        if self._streaming is None and self._incoming is None:
            self._stream(piece, 0.0)
            self._stream_gain, self._stream_target = 0.0, 1.0
            self._apply_levels()
            return
        head = self._sound(f"music/{piece}_head.ogg")
        if head is None:  # no head to cross with: fade through instead
            self._stream_target = 0.0
            self._incoming, self._incoming_time = piece, 0.0
            return
        try:
            channel = pygame.mixer.Channel(HEAD_CHANNEL)
            channel.set_volume(0.0)
            channel.play(head)
        except pygame.error as exc:
            self._go_silent(exc)
            return
        self._incoming, self._incoming_time = piece, 0.0
        self._stream_target = 0.0

    def _stream(self, piece: str, start: float) -> None:
        path = self.folder / "music" / f"{piece}.ogg"
        if not path.is_file():
            self.missing.add(f"music/{piece}.ogg")
            self._streaming = None
            return
        try:
            pygame.mixer.music.load(path)
            pygame.mixer.music.set_volume(self.music_level() * self._stream_gain)
            pygame.mixer.music.play(loops=-1, start=start)
        except pygame.error as exc:
            print(f"Fountaineer: music file {path}: {exc}", file=sys.stderr)
            self._streaming = None
            return
        self._streaming = piece

    # -- the water of the table ---------------------------------------------------

    def set_water(self, levels: WaterLevels) -> None:
        """The table's water: each layer glides to its new level."""
        self.water = levels
        if self.available:
            self._start_water()

    def _start_water(self) -> None:
        for name, channel_id in WATER_CHANNELS.items():
            channel = pygame.mixer.Channel(channel_id)
            if self._water_target(name) > 0 and not channel.get_busy():
                sound = self._sound(f"sounds/{name}.ogg")
                if sound is not None:
                    channel.set_volume(0.0)
                    channel.play(sound, loops=-1)

    def _water_target(self, name: str) -> float:
        return {
            "water_pool": self.water.pool,
            "water_jets": self.water.jets,
            "water_trickle": self.water.trickle,
        }[name]

    # -- the clock ----------------------------------------------------------------

    def update(self, dt: float) -> None:
        """Move the fades, the ducking and the water by ``dt`` seconds."""
        self._clock += dt
        if not self.available:
            return
        try:
            self._update_music(dt)
            self._update_water(dt)
        except pygame.error as exc:
            self._go_silent(exc)
            return
        self._apply_levels()

    def _update_music(self, dt: float) -> None:
        if self.voice_busy():
            duck = DUCK_VOICE
        elif self._clock < self._big_until:
            duck = DUCK_BIG
        else:
            duck = 1.0
        rate = 4.0 if duck < self._duck else 1.2  # down fast, up gently
        self._duck += (duck - self._duck) * min(1.0, rate * dt)
        step = dt / (CROSSFADE if self._incoming is not None else FADE_IN)
        if self._stream_gain < self._stream_target:
            self._stream_gain = min(self._stream_target, self._stream_gain + step)
        else:
            self._stream_gain = max(self._stream_target, self._stream_gain - step)
        if self._incoming is None:
            return
        self._incoming_time += dt
        if self._incoming_time < CROSSFADE:
            return
        # The old piece is out and the head has faded in: the stream takes over.
        piece, self._incoming = self._incoming, None
        head = pygame.mixer.Channel(HEAD_CHANNEL)
        had_head = head.get_busy()
        self._stream_gain, self._stream_target = (1.0, 1.0) if had_head else (0.0, 1.0)
        self._stream(piece, self._incoming_time if had_head else 0.0)
        head.fadeout(int(HANDOVER * 1000))

    def _update_water(self, dt: float) -> None:
        for name, channel_id in WATER_CHANNELS.items():
            target = self._water_target(name)
            gain = self._water_gain[name]
            gain += (target - gain) * min(1.0, dt / WATER_GLIDE * 3.0)
            if abs(gain - target) < 1e-3:
                gain = target
            self._water_gain[name] = gain
            if target == 0 and gain == 0:
                pygame.mixer.Channel(channel_id).stop()


def _unit(value: float) -> float:
    return max(0.0, min(1.0, float(value)))
