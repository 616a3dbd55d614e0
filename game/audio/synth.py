"""Synthesise the game's sounds as 16-bit mono PCM, in plain Python.

Used by ``tools/make_sounds.py`` to write ``assets/sounds/*.wav`` and by the
sound manager as a fallback when a file is missing. Every sound is seeded, so
the same bytes come out each time.
"""

from __future__ import annotations

import io
import math
import random
import wave
from array import array
from collections.abc import Callable

RATE = 22050
_TAU = 2.0 * math.pi


def _note(midi: int) -> float:
    return 440.0 * 2.0 ** ((midi - 69) / 12.0)


def _buffer(seconds: float) -> list[float]:
    return [0.0] * int(seconds * RATE)


def _add_tone(
    out: list[float],
    start: float,
    length: float,
    freq: float,
    gain: float,
    attack: float = 0.005,
    decay: float = 6.0,
    sweep: float = 0.0,
) -> None:
    """Add a sine with a short attack and exponential decay; ``sweep`` bends the
    pitch by that many Hz per second (a rising bubble)."""
    first = int(start * RATE)
    count = min(int(length * RATE), len(out) - first)
    phase = 0.0
    for i in range(count):
        t = i / RATE
        envelope = min(1.0, t / attack) * math.exp(-decay * t)
        phase += _TAU * (freq + sweep * t) / RATE
        out[first + i] += (
            gain * envelope * (math.sin(phase) + 0.25 * math.sin(2.0 * phase))
        )


def click() -> list[float]:
    out = _buffer(0.06)
    _add_tone(out, 0.0, 0.06, 1320.0, 0.5, attack=0.001, decay=70.0)
    _add_tone(out, 0.0, 0.06, 660.0, 0.25, attack=0.001, decay=50.0)
    return out


def water() -> list[float]:
    rng = random.Random(11)
    out = _buffer(0.45)
    for _ in range(6):
        start = rng.uniform(0.0, 0.3)
        _add_tone(
            out, start, 0.12, rng.uniform(500, 900), 0.22, decay=28.0, sweep=2600.0
        )
    return out


def score() -> list[float]:
    out = _buffer(0.5)
    _add_tone(out, 0.0, 0.5, _note(88), 0.35, decay=9.0)
    _add_tone(out, 0.09, 0.41, _note(95), 0.35, decay=8.0)
    return out


def splash() -> list[float]:
    rng = random.Random(5)
    out = _buffer(0.6)
    low = 0.0
    for i in range(len(out)):
        t = i / RATE
        # Noise through a one-pole low-pass whose cut-off falls as the splash dies.
        smoothing = 0.15 + 0.6 * min(1.0, t / 0.4)
        low += (rng.uniform(-1.0, 1.0) - low) * (1.0 - smoothing)
        out[i] = 0.6 * low * math.exp(-7.0 * t) * min(1.0, t / 0.004)
    _add_tone(out, 0.0, 0.25, 110.0, 0.35, decay=14.0)
    for _ in range(5):
        _add_tone(
            out,
            rng.uniform(0.05, 0.35),
            0.1,
            rng.uniform(700, 1100),
            0.12,
            decay=30.0,
            sweep=3000.0,
        )
    return out


def win() -> list[float]:
    out = _buffer(1.4)
    for index, midi in enumerate((72, 76, 79, 84)):
        _add_tone(out, index * 0.13, 1.4 - index * 0.13, _note(midi), 0.28, decay=3.5)
    _add_tone(out, 0.52, 0.88, _note(88), 0.18, decay=3.0)
    return out


def music() -> list[float]:
    """A calm eight-second loop: soft chords and a pentatonic ripple."""
    beat = 0.5
    loop = int(16 * beat * RATE)
    out = _buffer(16 * beat + 2.0)
    chords = ((57, 64, 69), (53, 60, 65), (48, 55, 64), (55, 62, 67))
    for bar, chord in enumerate(chords):
        for midi in chord:
            _add_tone(
                out, bar * 4 * beat, 4 * beat, _note(midi), 0.07, attack=0.4, decay=0.9
            )
    melody = (76, 79, 81, 79, 76, 74, 72, 74, 76, 81, 79, 76, 74, 72, 69, 72)
    for index, midi in enumerate(melody):
        _add_tone(
            out, index * beat, 1.2 * beat, _note(midi), 0.06, attack=0.02, decay=4.0
        )
    # Fold the tail past the end back onto the start so the loop is seamless.
    head, tail = out[:loop], out[loop:]
    for i, sample in enumerate(tail):
        head[i] += sample
    return head


SOUNDS: dict[str, Callable[[], list[float]]] = {
    "click": click,
    "water": water,
    "score": score,
    "splash": splash,
    "win": win,
    "music": music,
}


def to_pcm(samples: list[float]) -> bytes:
    """Normalise gently (peak at 0.8) and convert to signed 16-bit bytes."""
    peak = max((abs(s) for s in samples), default=0.0) or 1.0
    scale = 0.8 * 32767.0 / peak
    return array("h", (int(s * scale) for s in samples)).tobytes()


def to_wav(samples: list[float]) -> bytes:
    data = io.BytesIO()
    with wave.open(data, "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(to_pcm(samples))
    return data.getvalue()
