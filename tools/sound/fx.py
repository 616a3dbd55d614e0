"""Synthesised effects and water, with numpy (a tools-only dependency).

Every function takes a seeded ``numpy.random.Generator`` (one per variant) and
returns float audio shaped (frames, channels) at 44.1 kHz. The water loops are
filtered in the frequency domain over their whole length, so they wrap round
without a seam by construction (circular filtering), and every bubble that
runs past the end continues at the start.

The musical stings (rewards, win, loss...) are not here: ``stings`` writes
them as MIDI for FluidSynth, like the music.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from sound.midi import DRUMS, Song

RATE = 44100
Rng = np.random.Generator


def _t(seconds: float) -> np.ndarray:
    return np.arange(int(seconds * RATE)) / RATE


def _mono(x: np.ndarray) -> np.ndarray:
    return x[:, None]


def _band(noise: np.ndarray, low: float, high: float, soft: float = 0.3) -> np.ndarray:
    """Band-pass by FFT with soft (raised-cosine, ``soft`` octaves) edges."""
    spectrum = np.fft.rfft(noise, axis=0)
    freqs = np.fft.rfftfreq(len(noise), 1 / RATE)
    f = np.maximum(freqs, 1.0)
    rise = np.clip((np.log2(f / low) + soft) / (2 * soft), 0, 1)
    fall = np.clip((np.log2(high / f) + soft) / (2 * soft), 0, 1)
    shape = np.sin(rise * np.pi / 2) ** 2 * np.sin(fall * np.pi / 2) ** 2
    if spectrum.ndim == 2:
        shape = shape[:, None]
    return np.fft.irfft(spectrum * shape, n=len(noise), axis=0)


def _env(t: np.ndarray, attack: float, decay: float) -> np.ndarray:
    return np.minimum(1.0, t / max(attack, 1e-6)) * np.exp(-t / decay)


def _modes(
    t: np.ndarray, f0: float, ratios: list[float], decays: list[float], rng: Rng
) -> np.ndarray:
    out = np.zeros_like(t)
    for k, (ratio, decay) in enumerate(zip(ratios, decays, strict=True)):
        phase = rng.uniform(0, 2 * np.pi)
        out += np.sin(2 * np.pi * f0 * ratio * t + phase) * np.exp(-t / decay) / (k + 1)
    return out


def _bubble(t: np.ndarray, f0: float, rise: float, decay: float) -> np.ndarray:
    """A resonating air bubble: a sine whose pitch rises as it dies."""
    freq = f0 * (1 + rise * t / decay)
    phase = 2 * np.pi * np.cumsum(freq) / RATE
    return np.sin(phase) * _env(t, 0.0015, decay)


# -------------------------------------------------------------- the table
def place(rng: Rng) -> np.ndarray:
    """A stone tile set down on stone: a knock of inharmonic modes and grit."""
    t = _t(0.35)
    f0 = rng.uniform(700, 1150)
    ring = _modes(t, f0, [1.0, 2.32, 4.25, 6.63], [0.035, 0.02, 0.012, 0.008], rng)
    thud = np.sin(2 * np.pi * rng.uniform(95, 140) * t) * _env(t, 0.002, 0.05)
    grit = _band(rng.standard_normal(len(t)), 1500, 7000) * _env(t, 0.0005, 0.012)
    second = np.zeros_like(t)
    delay = int(rng.uniform(0.03, 0.07) * RATE)
    second[delay:] = 0.35 * ring[: len(t) - delay]  # a little rock on the table
    return _mono(0.5 * ring + 0.9 * thud + 0.6 * grit + second)


def draft(rng: Rng) -> np.ndarray:
    """A pawn slid along the basin's rim and set down: a swish, then a tap."""
    t = _t(0.45)
    length = rng.uniform(0.18, 0.28)
    swish_env = np.sin(np.pi * np.clip(t / length, 0, 1)) ** 2
    swish = _band(rng.standard_normal(len(t)), 1800, 6500) * swish_env
    tap_at = int(length * RATE)
    tap = np.zeros_like(t)
    tt = t[: len(t) - tap_at]
    tap[tap_at:] = _modes(
        tt, rng.uniform(1400, 1900), [1, 2.7, 5.1], [0.02, 0.01, 0.006], rng
    )
    return _mono(0.35 * swish + 0.6 * tap)


def rotate(rng: Rng) -> np.ndarray:
    """A tile turned in the hand: a short stone scrape with a click."""
    t = _t(0.18)
    scrape = _band(rng.standard_normal(len(t)), 900, 4200) * _env(t, 0.01, 0.05)
    grain = 1 + 0.6 * np.sign(np.sin(2 * np.pi * rng.uniform(60, 110) * t))
    click = _modes(t, rng.uniform(2000, 2600), [1, 2.1], [0.008, 0.004], rng)
    return _mono(0.4 * scrape * grain + 0.5 * click)


def illegal(rng: Rng) -> np.ndarray:
    """A soft, low "no": two muted bumps falling in pitch."""
    t = _t(0.4)
    out = np.zeros_like(t)
    base = rng.uniform(190, 240)
    for k, at in enumerate((0.0, rng.uniform(0.11, 0.14))):
        start = int(at * RATE)
        tt = t[: len(t) - start]
        f = base * (0.8 if k else 1.0) * (1 - 0.15 * tt / 0.2)
        phase = 2 * np.pi * np.cumsum(f) / RATE
        tone = np.sin(phase) + 0.3 * np.sin(3 * phase)
        out[start:] += tone * _env(tt, 0.004, 0.07)
    return _mono(out)


def coins(rng: Rng) -> np.ndarray:
    """Coins dropped in a dish: a few clinks of bright, inharmonic metal."""
    t = _t(0.6)
    out = np.zeros((len(t), 2))
    at = 0.0
    for _ in range(rng.integers(2, 5)):
        start = int(at * RATE)
        tt = t[: len(t) - start]
        f0 = rng.uniform(2300, 3400)
        clink = _modes(tt, f0, [1, 1.47, 2.09, 2.56], [0.09, 0.07, 0.05, 0.04], rng)
        clink *= rng.uniform(0.5, 1.0)
        pan = rng.uniform(0.3, 0.7)
        out[start:, 0] += clink * (1 - pan)
        out[start:, 1] += clink * pan
        at += rng.uniform(0.05, 0.12)
    return out


def gears(rng: Rng) -> np.ndarray:
    """The Machine turns its gear: a ratchet of clicks over a low clunk."""
    t = _t(0.9)
    out = np.zeros_like(t)
    teeth = int(rng.integers(6, 10))
    at = 0.0
    gap = rng.uniform(0.05, 0.07)
    for k in range(teeth):
        start = int(at * RATE)
        tt = t[: len(t) - start]
        f0 = rng.uniform(1800, 2400) * (1.0 if k % 2 else 0.8)
        out[start:] += _modes(tt, f0, [1, 2.4, 3.9], [0.01, 0.006, 0.004], rng) * 0.7
        at += gap * rng.uniform(0.85, 1.15)
        gap *= 1.04
    end = int(at * RATE)
    tt = t[: len(t) - end]
    clunk = _modes(tt, rng.uniform(160, 220), [1, 1.9, 3.3], [0.08, 0.05, 0.03], rng)
    out[end:] += 1.2 * clunk
    hum = np.sin(2 * np.pi * 55 * t) * 0.12 * np.sin(np.pi * np.clip(t / at, 0, 1))
    return _mono(out + hum)


# ---------------------------------------------------------------- menus
def hover(rng: Rng) -> np.ndarray:
    """The lightest tick under the pointer."""
    t = _t(0.08)
    f0 = rng.uniform(2600, 3300)
    return _mono(_modes(t, f0, [1, 2.0], [0.012, 0.006], rng))


def click(rng: Rng) -> np.ndarray:
    """A button pressed: a small wooden click with a drop of water in it."""
    t = _t(0.16)
    wood = _modes(t, rng.uniform(1100, 1400), [1, 2.6, 4.4], [0.02, 0.01, 0.006], rng)
    drop = _bubble(t, rng.uniform(900, 1200), 1.5, 0.03)
    return _mono(0.7 * wood + 0.4 * drop)


# ---------------------------------------------------------- Kids' Splash
def droplet(rng: Rng) -> np.ndarray:
    """A droplet plops into water: a tiny impact and one or two bubbles."""
    t = _t(0.3)
    f0 = rng.uniform(600, 1500)
    out = _bubble(t, f0, rng.uniform(0.8, 2.0), rng.uniform(0.03, 0.06))
    if rng.random() < 0.6:
        start = int(rng.uniform(0.02, 0.06) * RATE)
        tt = t[: len(t) - start]
        out[start:] += 0.5 * _bubble(tt, f0 * rng.uniform(1.3, 1.8), 1.5, 0.025)
    impact = _band(rng.standard_normal(len(t)), 2000, 9000) * _env(t, 0.0005, 0.006)
    return _mono(out + 0.4 * impact)


def pebble(rng: Rng, size: float) -> np.ndarray:
    """The pebble's splash; ``size`` 0 (a plip) to 1 (a big splash)."""
    t = _t(0.5 + 0.7 * size)
    decay = 0.08 + 0.25 * size
    body = _band(rng.standard_normal((len(t), 2)), 250 + 300 * (1 - size), 9000)
    body *= _env(t, 0.002, decay)[:, None]
    thump = np.sin(2 * np.pi * (70 + 60 * (1 - size)) * t) * _env(t, 0.002, 0.06)
    out = body * (0.5 + 0.5 * size) + (0.6 * size + 0.2) * thump[:, None]
    for _ in range(int(4 + 14 * size)):
        start = int(rng.uniform(0.02, 0.3 + 0.5 * size) * RATE)
        tt = t[: len(t) - start]
        b = _bubble(tt, rng.uniform(500, 1600), 1.5, rng.uniform(0.02, 0.05))
        pan = rng.uniform(0.2, 0.8)
        out[start:, 0] += 0.25 * b * (1 - pan)
        out[start:, 1] += 0.25 * b * pan
    return out


def toss(rng: Rng) -> np.ndarray:
    """A pebble thrown: a short airy whoosh."""
    t = _t(0.35)
    shape = np.sin(np.pi * np.clip(t / rng.uniform(0.22, 0.32), 0, 1)) ** 3
    air = _band(rng.standard_normal((len(t), 2)), 500, 3500) * shape[:, None]
    return air


# ----------------------------------------------------------------- water
def _loop_noise(rng: Rng, seconds: float, low: float, high: float) -> np.ndarray:
    return _band(rng.standard_normal((int(seconds * RATE), 2)), low, high, soft=0.8)


def _wrap_add(out: np.ndarray, sound: np.ndarray, start: int, pan: float) -> None:
    """Add a mono ``sound`` at ``start``, carrying past the end to the start."""
    n = len(out)
    idx = (start + np.arange(len(sound))) % n
    np.add.at(out[:, 0], idx, sound * (1 - pan))
    np.add.at(out[:, 1], idx, sound * pan)


def water_pool(rng: Rng) -> np.ndarray:
    """Still water with a gentle lap and now and then a bubble: the table's
    bed, always there while a fountain is on screen."""
    seconds = 16.0
    out = 0.35 * _loop_noise(rng, seconds, 150, 1400)
    n = len(out)
    # a slow swell of the lapping, whole cycles so it wraps round
    t = np.arange(n) / RATE
    out *= (1 + 0.35 * np.sin(2 * np.pi * 3 * t / seconds))[:, None]
    for _ in range(40):
        tt = _t(0.12)
        b = _bubble(tt, rng.uniform(350, 900), 1.2, rng.uniform(0.02, 0.05))
        _wrap_add(out, 0.3 * b, int(rng.integers(0, n)), rng.uniform(0.2, 0.8))
    return out


def water_jets(rng: Rng) -> np.ndarray:
    """Jets falling into pools: a bright, busy rush with a roar under it."""
    seconds = 12.0
    rush = _loop_noise(rng, seconds, 900, 9000)
    roar = _loop_noise(rng, seconds, 80, 500)
    out = 0.5 * rush + 0.4 * roar
    n = len(out)
    for _ in range(260):
        tt = _t(0.06)
        b = _bubble(tt, rng.uniform(700, 2400), 1.0, rng.uniform(0.008, 0.02))
        _wrap_add(out, 0.18 * b, int(rng.integers(0, n)), rng.uniform(0.1, 0.9))
    return out


def water_trickle(rng: Rng) -> np.ndarray:
    """A thin stream into a fed pool: close, bubbly, a little uneven."""
    seconds = 10.0
    out = 0.25 * _loop_noise(rng, seconds, 1200, 6000)
    n = len(out)
    for _ in range(320):
        tt = _t(0.08)
        b = _bubble(tt, rng.uniform(900, 2600), 1.6, rng.uniform(0.01, 0.03))
        _wrap_add(out, 0.35 * b, int(rng.integers(0, n)), rng.uniform(0.35, 0.65))
    return out


def new_pool(rng: Rng) -> np.ndarray:
    """Water reaching a pool for the first time: a trickle that starts, runs a
    moment and settles."""
    t = _t(1.6)
    shape = np.minimum(1, t / 0.15) * np.exp(-np.maximum(0, t - 0.5) / 0.35)
    out = 0.3 * _band(rng.standard_normal((len(t), 2)), 1000, 6000) * shape[:, None]
    for _ in range(30):
        start = int(rng.uniform(0.0, 1.0) * RATE)
        b = _bubble(t[: len(t) - start], rng.uniform(800, 2200), 1.6, 0.02)
        pan = rng.uniform(0.3, 0.7)
        out[start:, 0] += 0.35 * b * (1 - pan) * shape[start:]
        out[start:, 1] += 0.35 * b * pan * shape[start:]
    return out


Effect = Callable[[Rng], np.ndarray]

#: name -> maker of one take (how many takes: game.audio.catalogue)
EFFECTS: dict[str, Effect] = {
    "place": place,
    "draft": draft,
    "rotate": rotate,
    "illegal": illegal,
    "coins": coins,
    "gears": gears,
    "hover": hover,
    "click": click,
    "droplet": droplet,
    "toss": toss,
    "new_pool": new_pool,
    "pebble_small": lambda r: pebble(r, 0.15),
    "pebble_medium": lambda r: pebble(r, 0.5),
    "pebble_big": lambda r: pebble(r, 1.0),
}

#: name -> maker: the water loops (seamless, stereo)
WATER: dict[str, Effect] = {
    "water_pool": water_pool,
    "water_jets": water_jets,
    "water_trickle": water_trickle,
}


# ---------------------------------------------------------------- stings
def stings() -> tuple[Song, dict[str, list[tuple[float, float]]]]:
    """The musical stings as one MIDI song, one every ``SLOT`` beats (60 bpm:
    a beat is a second), and where each take sits: name -> [(start, length)]."""
    song = Song(tempo=60, beats=0)
    glock = song.track("glockenspiel", 0, 9, volume=100, reverb=70)
    celesta = song.track("celesta", 1, 8, volume=100, reverb=70)
    marimba = song.track("marimba", 2, 12, volume=110, reverb=60)
    vibes = song.track("vibraphone", 3, 11, volume=100, reverb=70)
    harp = song.track("harp", 4, 46, volume=110, reverb=70)
    brass = song.track("brass", 5, 61, volume=100, reverb=70)
    strings = song.track("strings", 6, 48, volume=96, reverb=80)
    oboe = song.track("oboe", 7, 68, volume=100, reverb=70)
    bells = song.track("tubular bells", 8, 14, volume=90, reverb=80)
    timp = song.track("timpani", 10, 47, volume=100, reverb=60)
    kit = song.track("kit", DRUMS, 0, volume=90, reverb=50)
    slots: dict[str, list[tuple[float, float]]] = {}
    at = 0.0

    def take(name: str, length: float) -> float:
        nonlocal at
        start = at
        slots.setdefault(name, []).append((start, length))
        at += length + 1.5
        return start

    # each reward: pools (rising harp and glockenspiel), fish (marimba),
    # lily pads (vibraphone), design cards (celesta); three takes each
    for k, root in enumerate((72, 74, 77)):
        s = take("reward_pools", 1.6)
        for i, step in enumerate((0, 4, 7, 12)):
            harp.add(s + 0.08 * i, 1.2, root - 12 + step, 90)
        glock.add(s + 0.35, 1.0, root + 12, 80)
        glock.add(s + 0.5, 1.0, root + 16 + (k == 1), 74)
    for root in (67, 69, 72):
        s = take("reward_fish", 1.2)
        for i, step in enumerate((0, 7, 12, 16)):
            marimba.add(s + 0.07 * i, 0.5, root + step, 100 - 6 * i)
    for root in (65, 70, 72):
        s = take("reward_lily", 1.4)
        vibes.add(s, 1.2, root + 4, 88)
        vibes.add(s + 0.18, 1.2, root + 9, 84)
        vibes.add(s + 0.36, 1.0, root + 16, 80)
    for root in (76, 79, 81):
        s = take("reward_design", 1.4)
        for i, step in enumerate((0, 7, 12)):
            celesta.add(s + 0.1 * i, 1.0, root + step, 96)
    for root in (84, 86, 88):
        s = take("bonus_token", 1.0)
        for i, step in enumerate((0, 4, 7, 12, 16)):
            glock.add(s + 0.045 * i, 0.6, root - 12 + step, 90 - 5 * i)
    for root in (60, 62, 65):
        s = take("hand_off", 1.6)
        for i, step in enumerate((0, 2, 4, 7, 9, 12, 14, 16)):
            harp.add(s + 0.05 * i, 1.2, root + step, 70 + 3 * i)
    for root in (60, 65):
        s = take("final_rewards", 3.0)
        for i, step in enumerate((0, 4, 7, 12, 16, 19, 24)):
            celesta.add(s + 0.12 * i, 1.6, root + step, 96)
            harp.add(s + 0.12 * i, 1.6, root - 12 + step, 86)
        bells.add(s + 0.9, 2.0, root + 12, 90)
        strings.add(s, 2.6, root - 12, 70)
        strings.add(s, 2.6, root - 5, 70)
    for root in (60, 63):
        s = take("win", 3.2)
        fanfare = ((0, 0.25, 0), (0.25, 0.25, 4), (0.5, 0.25, 7), (0.75, 1.9, 12))
        for off, length, step in fanfare:
            brass.add(s + off, length, root + step, 104)
            brass.add(s + off, length, root + step - 12, 90)
        strings.add(s + 0.75, 2.2, root - 12, 84)
        strings.add(s + 0.75, 2.2, root + 4, 84)
        timp.add(s, 0.5, root - 24, 100)
        timp.add(s + 0.75, 0.5, root - 17, 110)
        kit.add(s + 0.75, 1.0, 49, 90)  # crash
        glock.add(s + 0.8, 1.6, root + 24, 80)
    for root in (62, 60):
        s = take("loss", 3.0)
        for i, step in enumerate((7, 5, 3, 2)):
            oboe.add(s + 0.45 * i, 0.5 if i < 3 else 1.6, root + step, 84)
        strings.add(s, 2.8, root - 12, 64)
        strings.add(s + 1.35, 1.5, root - 5, 60)
        strings.add(s + 1.35, 1.5, root - 9, 60)
    song.beats = at
    return song, slots
