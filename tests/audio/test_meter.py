"""The loudness meter against BS.1770's own figures and signals of known level
(plain Python: no pygame here)."""

from __future__ import annotations

import math
from array import array

import pytest

from game.audio import meter


def sine(freq: float, amplitude: float, seconds: float, rate: int, phase=0.0):
    n = int(seconds * rate)
    step = 2 * math.pi * freq / rate
    return array("d", (amplitude * math.sin(step * i + phase) for i in range(n)))


def test_k_weighting_at_48_khz_is_the_recommendations_table() -> None:
    shelf, high_pass = meter.k_weighting(48000)
    assert shelf == pytest.approx(
        (1.53512485958697, -2.69169618940638, 1.19839281085285)
        + (-1.69065929318241, 0.73248077421585),
        abs=1e-9,
    )
    assert high_pass[3:] == pytest.approx((-1.99004745483398, 0.99007225036621))


@pytest.mark.parametrize("rate", [44100, 48000])
def test_a_full_scale_997_hz_sine_in_one_channel_is_minus_3_lufs(rate: int) -> None:
    tone = sine(997, 1.0, 2.0, rate)
    silence = array("d", bytes(8 * len(tone)))
    loudness = meter.integrated_loudness([tone, silence], rate)
    assert loudness == pytest.approx(-3.01, abs=0.05)


def test_stereo_adds_power_and_level_scales_in_db() -> None:
    tone = sine(1000, 0.1, 2.0, 44100)  # -20 dBFS
    mono = meter.integrated_loudness([tone], 44100)
    both = meter.integrated_loudness([tone, tone], 44100)
    assert both - mono == pytest.approx(3.01, abs=0.01)
    assert mono == pytest.approx(-23.0, abs=0.1)


@pytest.mark.parametrize(
    ("freq", "gain"),
    [(100, -1.1), (1000, 0.7), (10000, 4.0)],  # the K curve: RLB roll-off, shelf
)
def test_the_k_curve_weighs_bass_down_and_treble_up(freq: int, gain: float) -> None:
    # a sine's mean square is half its peak's: -3.01 dB, and BS.1770's -0.691
    # offset is there to cancel the curve's +0.69 dB at 1 kHz
    level = meter.integrated_loudness([sine(freq, 1.0, 2.0, 44100)], 44100)
    assert level + 0.691 + 3.0103 == pytest.approx(gain, abs=0.2)


def test_the_gates_leave_out_silence_and_quiet_stretches() -> None:
    loud = sine(1000, 0.1, 2.0, 44100)
    quiet = sine(1000, 0.001, 4.0, 44100)  # -40 dB: under the relative gate
    silence = array("d", bytes(8 * 44100 * 4))
    alone = meter.integrated_loudness([loud], 44100)
    # ungated, two loud seconds in six would measure 4.8 dB down; only the
    # blocks across the change (part loud) are kept and cost a little
    assert meter.integrated_loudness([loud + quiet], 44100) == pytest.approx(
        alone, abs=0.5
    )
    assert meter.integrated_loudness([loud + silence], 44100) == pytest.approx(
        alone, abs=0.5
    )
    assert meter.integrated_loudness([silence], 44100) == meter.SILENCE


def test_a_short_sound_is_measured_over_a_whole_block() -> None:
    tone = sine(1000, 0.1, 0.1, 44100)  # 100 ms: a quarter of a block
    assert meter.max_momentary([tone], 44100) == pytest.approx(-29.0, abs=0.3)


def test_true_peak_finds_the_crest_between_samples() -> None:
    # a quarter of the sample rate, sampled 45 degrees off its crests: every
    # sample is 3 dB under the true peak of -6 dBFS
    tone = sine(11025, 0.5, 0.05, 44100, phase=math.pi / 4)
    sample_peak = 20 * math.log10(max(abs(v) for v in tone))
    assert sample_peak == pytest.approx(-9.03, abs=0.05)
    assert meter.true_peak([tone]) == pytest.approx(-6.02, abs=0.3)
    # on its crests the samples already hold it
    assert meter.true_peak([sine(1000, 0.5, 0.05, 44100)]) == pytest.approx(
        -6.02, abs=0.05
    )
    assert meter.true_peak([array("d", bytes(800))]) == meter.SILENCE


def test_true_peak_reads_16_bit_samples_at_their_full_scale() -> None:
    tone = array("h", (int(v * 32767) for v in sine(440, 0.25, 0.05, 44100)))
    assert meter.true_peak([tone], full_scale=32768.0) == pytest.approx(
        -12.04, abs=0.05
    )


def test_a_loop_of_whole_cycles_has_no_seam_and_a_cut_one_has() -> None:
    whole = sine(441, 0.5, 0.1, 44100)  # 44.1 cycles: cut a tenth into one
    cycles = sine(450, 0.5, 0.2, 44100)  # 90 whole cycles of 98 samples
    assert meter.loop_seam([cycles]) <= 1.05
    assert meter.loop_seam([whole]) > 1.5
