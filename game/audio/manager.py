"""The sound manager: plays named effects and the music loop, or stays silent.

With no audio device (or before ``start``), every call is a quiet no-op, so
the game runs the same with or without sound.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pygame

from game.audio import synth
from game.audio.quiet import quiet_audio_probe
from game.paths import sounds_dir

EFFECTS = ("click", "water", "score", "splash", "win")
SOUND_DIR = sounds_dir()
VOICE_DIR = SOUND_DIR.parent / "voice"
MUSIC_GAIN = 0.35
#: The music's share of its volume while a voice line plays.
MUSIC_DUCK = 0.35


class SoundManager:
    """``play(name)`` for effects; music follows ``set_music``."""

    def __init__(
        self, volume: int = 70, music: bool = True, folder: Path = SOUND_DIR
    ) -> None:
        self.folder = folder
        self.volume = volume
        self.music_on = music
        self.available = False
        self.problem: str | None = None
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._music_channel: pygame.mixer.Channel | None = None
        self._voice_channel: pygame.mixer.Channel | None = None
        self._voices: dict[str, pygame.mixer.Sound | None] = {}
        self._ducked = False
        self.voice_folder = VOICE_DIR
        #: Spoken lines' volume, 0..1 of ``volume`` (settings.voice_volume).
        self.voice_volume = 1.0
        self.played: list[str] = []  # names played, newest last (kept short)

    def start(self) -> bool:
        """Open the audio device and load the sounds; False (silent) if none."""
        if self.available:
            return True
        try:
            if not pygame.mixer.get_init():
                with quiet_audio_probe():
                    pygame.mixer.init(frequency=synth.RATE, size=-16, channels=2)
            for name in (*EFFECTS, "music"):
                self._sounds[name] = self._load(name)
            pygame.mixer.set_reserved(2)
            self._music_channel = pygame.mixer.Channel(0)
            self._voice_channel = pygame.mixer.Channel(1)
        except (pygame.error, OSError, ValueError) as exc:
            self.problem = f"no sound: {exc}"
            self._sounds.clear()
            self._music_channel = None
            return False
        self.available = True
        self._apply_volume()
        if self.music_on:
            self._start_music()
        return True

    def _load(self, name: str) -> pygame.mixer.Sound:
        path = self.folder / f"{name}.wav"
        if path.exists():
            return pygame.mixer.Sound(path)
        # A missing asset is regenerated in memory rather than leaving a gap.
        data = synth.to_wav(synth.SOUNDS[name]())
        return pygame.mixer.Sound(file=io.BytesIO(data))

    def play(self, name: str) -> None:
        if name not in EFFECTS:
            raise ValueError(f"unknown sound {name!r}; known: {', '.join(EFFECTS)}")
        self.played = [*self.played[-15:], name]
        if not self.available or self.volume == 0:
            return
        try:
            self._sounds[name].play()
        except pygame.error as exc:  # the device went away mid-game
            self._go_silent(exc)

    def play_voice(self, sound_name: str) -> None:
        """Speak ``assets/voice/<sound_name>.ogg`` on the voice channel (a
        newer line cuts an older one short; the music ducks meanwhile);
        nothing at all when the file is missing or there is no sound."""
        channel = self._voice_channel
        if not self.available or channel is None or self.volume == 0:
            return
        sound = self._voice(sound_name)
        if sound is None:
            return
        try:
            sound.set_volume(self.volume / 100.0 * self.voice_volume)
            channel.play(sound)
        except pygame.error as exc:
            self._go_silent(exc)
            return
        self._duck(True)

    def voice_busy(self) -> bool:
        """A voice line is being spoken now."""
        channel = self._voice_channel
        busy = bool(self.available and channel is not None and channel.get_busy())
        if not busy and self._ducked:
            self._duck(False)
        return busy

    def _voice(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._voices:
            path = self.voice_folder / f"{name}.ogg"
            try:
                self._voices[name] = (
                    pygame.mixer.Sound(path) if path.is_file() else None
                )
            except (pygame.error, OSError):
                self._voices[name] = None
        return self._voices[name]

    def _duck(self, on: bool) -> None:
        self._ducked = on
        music = self._sounds.get("music")
        if music is not None:
            gain = MUSIC_GAIN * (MUSIC_DUCK if on else 1.0)
            music.set_volume(self.volume / 100.0 * gain)

    def set_volume(self, volume: int) -> None:
        self.volume = max(0, min(100, volume))
        self._apply_volume()

    def set_music(self, on: bool) -> None:
        self.music_on = on
        if not self.available:
            return
        if on:
            self._start_music()
        elif self._music_channel is not None:
            self._music_channel.fadeout(400)

    def _start_music(self) -> None:
        channel = self._music_channel
        if channel is None or channel.get_busy():
            return
        try:
            channel.play(self._sounds["music"], loops=-1, fade_ms=800)
        except pygame.error as exc:
            self._go_silent(exc)

    def _apply_volume(self) -> None:
        if not self.available:
            return
        level = self.volume / 100.0
        for name, sound in self._sounds.items():
            sound.set_volume(level * (MUSIC_GAIN if name == "music" else 1.0))

    def _go_silent(self, exc: Exception) -> None:
        self.available = False
        self.problem = f"sound stopped: {exc}"
        print(f"Fountaineer: {self.problem}; carrying on silently", file=sys.stderr)

    def stop(self) -> None:
        if self.available:
            pygame.mixer.stop()
        self.available = False
