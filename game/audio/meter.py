"""Loudness and peak of PCM, in plain Python (ITU-R BS.1770-4 and EBU R 128).

``integrated_loudness`` is the K-weighted, gated loudness of a whole file in
LUFS; ``max_momentary`` the loudest 400 ms window (how a short effect is
matched to the music); ``true_peak`` an oversampled peak estimate in dBTP;
``loop_seam`` how far a loop jumps where its end meets its start. The tests
and ``tools/make_sounds.py`` both measure the shipped files with these, so the
game needs nothing beyond its own dependencies to check its sound.

Channels are sequences of floats in -1..1 (``array('d')`` or ``array('f')``
keeps them compact). The K-weighting filters are designed for any sample rate
from the analogue prototype of BS.1770's two stages (a high shelf of about
+4 dB above 1.7 kHz and the RLB high-pass at 38 Hz); at 48 kHz they give the
coefficients printed in the recommendation.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

BLOCK = 0.4  # seconds: a gating block, and the momentary window
STEP = 0.1  # seconds: blocks overlap by 75 %
ABSOLUTE_GATE = -70.0  # LUFS
RELATIVE_GATE = 10.0  # LU below the ungated mean
SILENCE = -200.0  # what silence measures, instead of minus infinity
OVERSAMPLE = 4
TAPS = 12  # interpolation taps on each side of a point (windowed sinc)

Biquad = tuple[float, float, float, float, float]  # b0, b1, b2, a1, a2


def k_weighting(rate: int) -> tuple[Biquad, Biquad]:
    """The two stages of BS.1770's K-weighting at ``rate`` Hz."""
    # Stage 1: the head's high shelf.
    f0, gain, q = 1681.974450955533, 3.999843853973347, 0.7071752369554196
    k = math.tan(math.pi * f0 / rate)
    vh = 10.0 ** (gain / 20.0)
    vb = vh**0.4996667741545416
    a0 = 1.0 + k / q + k * k
    shelf = (
        (vh + vb * k / q + k * k) / a0,
        2.0 * (k * k - vh) / a0,
        (vh - vb * k / q + k * k) / a0,
        2.0 * (k * k - 1.0) / a0,
        (1.0 - k / q + k * k) / a0,
    )
    # Stage 2: the revised low-frequency B-curve (a high-pass).
    f0, q = 38.13547087602444, 0.5003270373238773
    k = math.tan(math.pi * f0 / rate)
    a0 = 1.0 + k / q + k * k
    high_pass = (1.0, -2.0, 1.0, 2.0 * (k * k - 1.0) / a0, (1.0 - k / q + k * k) / a0)
    return shelf, high_pass


def _segment_powers(
    channels: Sequence[Sequence[float]], rate: int, segment: int
) -> list[float]:
    """Sum of squares of the K-weighted signal over each run of ``segment``
    samples (the last, partial run dropped), summed over one or two channels.

    Both stages run in transposed direct form; the second stage's numerator
    is (1, -2, 1) at every rate, which saves its multiplications. This loop is
    where the time goes, so it is written out for one channel and for two."""
    if len(channels) == 2:
        return _pair_powers(channels[0], channels[1], rate, segment)
    total: list[float] | None = None
    for channel in channels:
        powers = _pair_powers(channel, None, rate, segment)
        if total is not None:
            powers = [a + b for a, b in zip(total, powers, strict=True)]
        total = powers
    assert total is not None, "no channels"
    return total


def _pair_powers(
    left: Sequence[float], right: Sequence[float] | None, rate: int, segment: int
) -> list[float]:
    (b0, b1, b2, a1, a2), (_, _, _, d1, d2) = k_weighting(rate)
    s1 = s2 = u1 = u2 = p1 = p2 = q1 = q2 = 0.0
    powers = []
    for start in range(0, len(left) - segment + 1, segment):
        total = 0.0
        if right is None:
            for x in left[start : start + segment]:
                y = b0 * x + s1
                s1 = b1 * x - a1 * y + s2
                s2 = b2 * x - a2 * y
                z = y + u1
                u1 = u2 - 2.0 * y - d1 * z
                u2 = y - d2 * z
                total += z * z
        else:
            pairs = zip(
                left[start : start + segment],
                right[start : start + segment],
                strict=True,
            )
            for x, w in pairs:
                y = b0 * x + s1
                s1 = b1 * x - a1 * y + s2
                s2 = b2 * x - a2 * y
                z = y + u1
                u1 = u2 - 2.0 * y - d1 * z
                u2 = y - d2 * z
                y = b0 * w + p1
                p1 = b1 * w - a1 * y + p2
                p2 = b2 * w - a2 * y
                v = y + q1
                q1 = q2 - 2.0 * y - d1 * v
                q2 = y - d2 * v
                total += z * z + v * v
        powers.append(total)
    return powers


def block_powers(
    channels: Sequence[Sequence[float]], rate: int, full_scale: float = 1.0
) -> list[float]:
    """Mean square of the K-weighted signal, summed over channels, for every
    400 ms block in steps of 100 ms. A sound shorter than one block is
    measured as if followed by silence up to 400 ms. ``full_scale``: the
    sample value of 0 dBFS (32768 for 16-bit samples, read as they are)."""
    segment = round(STEP * rate)
    per_block = round(BLOCK / STEP)
    length = max(len(c) for c in channels)
    padded = max(length, per_block * segment)
    padded += (-padded) % segment
    data = [
        list(c) + [0.0] * (padded - len(c)) if len(c) < padded else c for c in channels
    ]
    total = _segment_powers(data, rate, segment)
    size = per_block * segment * full_scale * full_scale
    return [
        sum(total[i : i + per_block]) / size for i in range(len(total) - per_block + 1)
    ]


def lufs(power: float) -> float:
    return -0.691 + 10.0 * math.log10(power) if power > 0.0 else SILENCE


def integrated_loudness(
    channels: Sequence[Sequence[float]], rate: int, full_scale: float = 1.0
) -> float:
    """BS.1770 gated integrated loudness in LUFS (left and right weigh 1)."""
    return gated_loudness(block_powers(channels, rate, full_scale))


def gated_loudness(blocks: Sequence[float]) -> float:
    loud = [p for p in blocks if lufs(p) > ABSOLUTE_GATE]
    if not loud:
        return SILENCE
    threshold = lufs(sum(loud) / len(loud)) - RELATIVE_GATE
    kept = [p for p in loud if lufs(p) > threshold]
    return lufs(sum(kept) / len(kept))


def max_momentary(
    channels: Sequence[Sequence[float]], rate: int, full_scale: float = 1.0
) -> float:
    """The loudest 400 ms window, in LUFS."""
    return lufs(max(block_powers(channels, rate, full_scale)))


def _kernel() -> list[list[float]]:
    """Windowed-sinc weights for the ``OVERSAMPLE - 1`` points between samples."""
    phases = []
    for p in range(1, OVERSAMPLE):
        frac = p / OVERSAMPLE
        weights = []
        for k in range(-TAPS + 1, TAPS + 1):
            t = k - frac
            window = 0.5 + 0.5 * math.cos(math.pi * t / TAPS)
            weights.append(math.sin(math.pi * t) / (math.pi * t) * window)
        phases.append(weights)
    return phases


def true_peak(
    channels: Sequence[Sequence[float]],
    full_scale: float = 1.0,
    margin: float = 3.0,
    loud: Sequence[Sequence[int]] | None = None,
) -> float:
    """The highest absolute level, sample or between samples (4x oversampled,
    windowed sinc), in dBTP.

    Points between samples are worked out only beside local maxima within
    ``margin`` dB of the sample peak: between samples a signal rises above
    its neighbours by at most 3 dB unless it has energy above a quarter of the
    sample rate (11 kHz here), which these sounds barely have, so a quieter
    stretch cannot hold the peak and is skipped. ``loud``: for each channel,
    the indexes of its samples within ``margin`` dB of the peak, when the
    caller has found them faster (see ``game.audio.check``)."""
    if loud is None:
        loud = [_loud_samples(c, margin) for c in channels]
    sample_peak = max(
        (abs(c[i]) for c, found in zip(channels, loud, strict=True) for i in found),
        default=0.0,
    )
    if sample_peak <= 0.0:
        return SILENCE
    floor = sample_peak * 10.0 ** (-margin / 20.0)
    phases = _kernel()
    peak = float(sample_peak)
    for channel, found in zip(channels, loud, strict=True):
        n = len(channel)
        for i in found:
            if not 0 < i < n - 1:
                continue
            v = abs(channel[i])
            if v < floor or v < abs(channel[i - 1]) or v < abs(channel[i + 1]):
                continue
            # between i and its larger neighbour, where the crest lies
            left = i - 1 if abs(channel[i - 1]) > abs(channel[i + 1]) else i
            lo = left - TAPS + 1
            if lo < 0 or left + TAPS >= n:
                continue
            window = channel[lo : left + TAPS + 1]
            for weights in phases:
                value = sum(w * s for w, s in zip(weights, window, strict=True))
                peak = max(peak, abs(value))
    return 20.0 * math.log10(peak / full_scale)


def _loud_samples(channel: Sequence[float], margin: float) -> list[int]:
    if not len(channel):
        return []
    top = max(max(channel), -min(channel))
    floor = top * 10.0 ** (-margin / 20.0)
    return [i for i, v in enumerate(channel) if v >= floor or -v >= floor]


def loop_seam(channels: Sequence[Sequence[float]]) -> float:
    """How much bigger the jump from the last sample to the first is than the
    biggest step between neighbouring samples near either end (1 or less: no
    click where the loop wraps round)."""
    worst = 0.0
    for channel in channels:
        if len(channel) < 64:
            return math.inf
        jump = abs(channel[0] - channel[-1])
        end, start = list(channel[-32:]), list(channel[:32])
        steps = max(
            max(abs(a - b) for a, b in zip(end, end[1:], strict=False)),
            max(abs(a - b) for a, b in zip(start, start[1:], strict=False)),
        )
        steps = steps or 1e-9
        worst = max(worst, jump / steps)
    return worst
