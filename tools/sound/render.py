"""From a composed song or synthesised samples to a shipped Ogg Vorbis file.

Music: the MIDI plays twice through FluidSynth with the General MIDI
SoundFont (Debian's fluid-soundfont-gm), and the second pass is kept, so the
loop's start already carries the reverb of its end. Everything: measured with
``game.audio.meter``, scaled to its loudness target, held below the true-peak
ceiling, written as 16-bit 44.1 kHz and encoded with ``oggenc``.
"""

from __future__ import annotations

import os
import subprocess
import tempfile
import wave
from array import array
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from game.audio import meter
from sound.midi import Song

RATE = 44100
SOUNDFONT = Path("/usr/share/sounds/sf2/FluidR3_GM.sf2")
QUALITY = "3"  # oggenc -q: about 110 kbit/s for stereo music
CEILING = -1.5  # dBTP aimed at before encoding (the limit is -1)
LOOP_GRAIN_US = 640_000  # 64-sample blocks that are also whole milliseconds
HEAD_SECONDS = 5.0  # the start of each piece, kept whole for crossfades


@dataclass(frozen=True, slots=True)
class Measured:
    name: str
    seconds: float
    loudness: float  # LUFS: integrated (music, water) or loudest 400 ms (effects)
    peak: float  # dBTP
    bytes: int


def render_song(song: Song, work: Path) -> np.ndarray:
    """The second of two passes, as float (frames, 2); exactly one loop."""
    # FluidSynth's MIDI player counts time in whole milliseconds and starts
    # notes on 64-sample blocks: only a loop of whole milliseconds that is also
    # whole blocks (a multiple of 640 ms at 44.1 kHz) starts every note of the
    # second pass exactly as in the first, so that the loop meets itself
    micros = 60_000_000 / song.tempo
    loop_us = song.beats * round(micros)
    if abs(micros - round(micros)) > 1e-6 or loop_us % LOOP_GRAIN_US:
        raise ValueError(
            f"a loop of {loop_us / 1e6} s is not whole {LOOP_GRAIN_US // 1000} ms"
        )
    audio = render_midi(song, work, passes=2)
    beat = 60.0 / song.tempo
    lead = 1.0  # the beat of lead-in (see midi._note_track)
    start = round((lead + song.beats) * beat * RATE)
    end = round((lead + 2 * song.beats) * beat * RATE)
    assert end <= len(audio), "the render stopped early"
    return audio[start:end]


def render_midi(song: Song, work: Path, passes: int = 1) -> np.ndarray:
    """FluidSynth's rendering of ``song`` (after one beat of lead-in)."""
    midi = work / "song.mid"
    wav = work / "song.wav"
    midi.write_bytes(song.to_bytes(passes=passes))
    subprocess.run(
        [
            "fluidsynth",
            "-ni",
            "-q",
            # FluidSynth's chorus and reverb are modulated by free-running
            # LFOs, so a note would not sound the same in both passes: both
            # off, and a fixed (time-invariant) reverb is added below
            "-C",
            "0",
            "-R",
            "0",
            "-g",
            "0.6",
            "-r",
            str(RATE),
            "-O",
            "float",
            "-T",
            "wav",
            "-F",
            str(wav),
            str(SOUNDFONT),
            str(midi),
        ],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return add_reverb(_decode(wav))


def add_reverb(
    audio: np.ndarray, seconds: float = 1.8, wet: float = 0.3, seed: int = 27
) -> np.ndarray:
    """A hall: convolution with a fixed impulse response (decaying noise
    through a gentle low-pass, a little different in each ear), block by
    block."""
    rng = np.random.default_rng(seed)
    n = int(seconds * RATE)
    t = np.arange(n) / RATE
    decay = np.exp(-6.9 * t / seconds)  # -60 dB at ``seconds``
    ir = rng.standard_normal((n, 2)) * decay[:, None]
    spectrum = np.fft.rfft(ir, axis=0)
    ir = np.fft.irfft(spectrum * _tilt(n)[:, None], n=n, axis=0) * decay[:, None]
    ir[: int(0.02 * RATE)] = 0.0  # 20 ms before the first reflections
    ir *= wet / np.sqrt((ir**2).sum(axis=0))
    block = 1 << 17
    size = 1 << int(np.ceil(np.log2(block + n)))
    ir_f = np.fft.rfft(ir, size, axis=0)
    out = np.zeros((len(audio) + n, 2))
    for start in range(0, len(audio), block):
        part = audio[start : start + block]
        wet_part = np.fft.irfft(np.fft.rfft(part, size, axis=0) * ir_f, size, axis=0)
        end = min(len(out), start + size)
        out[start:end] += wet_part[: end - start]
    out[: len(audio)] += audio
    return out[: len(audio)]


def _tilt(n: int) -> np.ndarray:
    """A gentle low-pass (about -6 dB an octave above 3 kHz) over rfft bins."""
    freqs = np.fft.rfftfreq(n, 1 / RATE)
    return 1.0 / np.sqrt(1.0 + (freqs / 3000.0) ** 2)


def _decode(path: Path, channels: int = 2) -> np.ndarray:
    raw = subprocess.run(
        ["ffmpeg", "-v", "error", "-i", str(path), "-f", "f32le"]
        + ["-ac", str(channels), "-ar", str(RATE), "-"],
        check=True,
        capture_output=True,
    ).stdout
    audio = np.frombuffer(raw, dtype=np.float32).reshape(-1, channels)
    return audio.astype(np.float64)


def decode_file(path: Path) -> np.ndarray:
    """A shipped file as float audio (frames, its own channels), at 44.1 kHz."""
    from game.audio.check import vorbis_format

    return _decode(path, vorbis_format(path)[0])


def measure(audio: np.ndarray, short: bool) -> tuple[float, float]:
    """(loudness, true peak) of float audio shaped (frames, channels)."""
    channels = [array("d", audio[:, c].tolist()) for c in range(audio.shape[1])]
    if short:
        loudness = meter.max_momentary(channels, RATE)
    else:
        loudness = meter.integrated_loudness(channels, RATE)
    return loudness, meter.true_peak(channels)


def limit(audio: np.ndarray, ceiling_db: float, release: float = 0.08) -> np.ndarray:
    """A look-ahead peak limiter: gain dips smoothly wherever a sample would
    pass the ceiling (about 0.5 dB under it, for the overs between samples)."""
    ceiling = 10 ** ((ceiling_db - 0.5) / 20)
    level = np.abs(audio).max(axis=1)
    need = np.minimum(1.0, ceiling / np.maximum(level, 1e-12))
    if need.min() >= 1.0:
        return audio
    ahead = int(0.003 * RATE)
    # the gain reaches each over `ahead` samples early and recovers slowly
    gain = np.minimum.reduce([np.roll(need, -k) for k in range(ahead)])
    coeff = np.exp(-1.0 / (release * RATE))
    smooth = np.empty_like(gain)
    g = 1.0
    for i, target in enumerate(gain):
        g = target if target < g else target + (g - target) * coeff
        smooth[i] = g
    return audio * smooth[:, None]


def normalise(
    audio: np.ndarray, target: float, short: bool, loop: bool
) -> tuple[np.ndarray, float, float]:
    """Scale to ``target`` LUFS, then (music and water) limit to the ceiling;
    an effect (``short``) is only scaled, no further than the ceiling allows.
    Returns the audio, its loudness and its true peak as measured after."""
    loudness, peak = measure(audio, short)
    gain = target - loudness
    if short:  # an effect keeps its attack: as loud as the ceiling allows
        gain = min(gain, CEILING - peak)
    audio = audio * 10 ** (gain / 20)
    for _ in range(3):
        loudness, peak = measure(audio, short)
        if peak < CEILING:
            break
        if loop:  # a loop's limiter must see across the seam
            twice = limit(np.concatenate([audio, audio]), CEILING)
            audio = twice[len(audio) :]
        else:
            audio = limit(audio, CEILING)
    loudness, peak = measure(audio, short)
    return audio, loudness, peak


def write_ogg(audio: np.ndarray, path: Path, quality: str = QUALITY) -> int:
    """16-bit 44.1 kHz through ``oggenc``; written next to ``path`` and renamed."""
    pcm = np.clip(np.round(audio * 32767.0), -32768, 32767).astype("<i2")
    path.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        wav = Path(folder) / "sound.wav"
        with wave.open(str(wav), "wb") as out:
            out.setnchannels(audio.shape[1])
            out.setsampwidth(2)
            out.setframerate(RATE)
            out.writeframes(pcm.tobytes())
        temp = path.with_suffix(".ogg.tmp")
        subprocess.run(
            [
                "oggenc",
                "-Q",
                "-q",
                quality,
                "--resample",
                str(RATE),
                "-o",
                str(temp),
                str(wav),
            ],
            check=True,
        )
        os.replace(temp, path)
    return path.stat().st_size


def ship(
    audio: np.ndarray, path: Path, target: float, short: bool, loop: bool
) -> tuple[Measured, np.ndarray]:
    """Normalise, encode, then measure the decoded file as the tests do and
    correct the level for what the encoder changed (up to twice). Returns
    the measurement and the audio as encoded."""
    from game.audio.check import measure_file

    audio, _, _ = normalise(audio, target, short=short, loop=loop)
    for _ in range(3):
        size = write_ogg(audio, path)
        m = measure_file(path)
        level = m.momentary if short else m.loudness
        gain = target - level
        if short or m.peak > CEILING + 0.3:
            gain = min(gain, CEILING - m.peak)
        if abs(gain) < 0.15 or (not short and m.peak > CEILING + 0.3):
            break
        audio = audio * 10 ** (gain / 20)
    return Measured(path.name, m.seconds, level, m.peak, size), audio


def head(audio: np.ndarray) -> np.ndarray:
    """The first seconds of a piece, fading out over the last half second."""
    frames = int(HEAD_SECONDS * RATE)
    part = audio[:frames].copy()
    fade = int(0.5 * RATE)
    part[-fade:] *= np.linspace(1.0, 0.0, fade)[:, None]
    return part
