"""Measure a shipped Ogg Vorbis file: its format, length, loudness, true peak
and loop seam (``game.audio.meter`` on the samples pygame decodes).

Used by the sound tests and by ``tools/make_sounds.py --list``. Decoding needs
the mixer open at 44.1 kHz, 16-bit, stereo (a mono file decodes to two equal
channels; the file's own header says it is mono, and one is measured).
"""

from __future__ import annotations

import struct
from array import array
from dataclasses import dataclass
from pathlib import Path

import pygame

from game.audio import meter

RATE = 44100
FULL_SCALE = 32768.0
MARGIN = 3.0  # dB: see meter.true_peak


@dataclass(frozen=True, slots=True)
class Measurement:
    rate: int
    channels: int
    frames: int
    loudness: float  # LUFS, integrated
    momentary: float  # LUFS, the loudest 400 ms
    peak: float  # dBTP
    seam: float  # see meter.loop_seam

    @property
    def seconds(self) -> float:
        return self.frames / self.rate


def vorbis_format(path: Path) -> tuple[int, int]:
    """(channels, sample rate) from an Ogg Vorbis file's identification header;
    ``ValueError`` if it is not one."""
    head = path.read_bytes()[:128]
    at = head.find(b"\x01vorbis")
    if not head.startswith(b"OggS") or at < 0:
        raise ValueError(f"{path} is not an Ogg Vorbis file")
    channels, rate = struct.unpack_from("<BI", head, at + 11)
    return channels, rate


def decode(path: Path) -> tuple[list[array], int, bytes]:
    """The file's channels as 16-bit samples, its sample rate, and the raw
    interleaved stereo bytes pygame decoded."""
    channels, rate = vorbis_format(path)
    if pygame.mixer.get_init() != (RATE, -16, 2):
        pygame.mixer.quit()
        pygame.mixer.init(frequency=RATE, size=-16, channels=2, allowedchanges=0)
    raw = pygame.mixer.Sound(path).get_raw()
    samples = array("h", raw)
    left, right = samples[0::2], samples[1::2]
    return ([left] if channels == 1 else [left, right]), rate, raw


def loud_samples(raw: bytes, channels: int, margin: float) -> list[list[int]]:
    """For each channel, the indexes of the samples within ``margin`` dB of
    the loudest (and a few a little quieter), found from the high bytes of
    the 16-bit samples without a Python loop over every sample."""
    high = raw[1::2]  # little-endian: every sample's high byte, L R L R ...
    signed = [b - 256 if b > 127 else b for b in range(256)]
    top = max(abs(signed[b] + (b > 127)) for b in set(high))  # |x| >> 8, floor
    cut = int(top * 10.0 ** (-margin / 20.0))
    table = bytes(abs(signed[b] + (b > 127)) >= cut - 1 for b in range(256))
    marks = high.translate(table)
    found: list[list[int]] = [[], []]
    at = marks.find(1)
    while at >= 0:
        found[at % 2].append(at // 2)
        at = marks.find(1, at + 1)
    return found[:channels]


def measure_file(path: Path, loudness: bool = True) -> Measurement:
    data, rate, raw = decode(path)
    integrated = momentary = meter.SILENCE
    if loudness:
        blocks = meter.block_powers(data, rate, FULL_SCALE)
        integrated = meter.gated_loudness(blocks)
        momentary = meter.lufs(max(blocks))
    return Measurement(
        rate=rate,
        channels=len(data),
        frames=len(data[0]),
        loudness=integrated,
        momentary=momentary,
        peak=meter.true_peak(
            data, FULL_SCALE, loud=loud_samples(raw, len(data), MARGIN)
        ),
        seam=meter.loop_seam(data),
    )
