"""Every sound file the game names is shipped, loads, and meets the mix's
targets: 44.1 kHz Ogg Vorbis, about -18 LUFS, true peak under -1 dBTP, and
loops that wrap round without a click (measured here, in plain Python, by
``game.audio.check``; ``python tools/make_sounds.py --list`` prints the same)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.audio import catalogue
from game.audio.check import RATE, measure_file, vorbis_format

ROOT = Path(__file__).resolve().parents[2]
ASSETS = ROOT / "assets"
TARGET = -18.0  # LUFS
CEILING = -1.0  # dBTP
MAX_TOTAL_BYTES = 15 * 1024 * 1024


def shipped(*folders: str) -> list[Path]:
    return sorted(p for f in folders for p in (ASSETS / f).glob("*.ogg"))


@pytest.fixture
def mixer() -> Iterator[None]:
    pygame.mixer.quit()
    pygame.mixer.init(frequency=RATE, size=-16, channels=2, allowedchanges=0)
    yield
    pygame.mixer.quit()


def test_every_named_sound_file_is_shipped() -> None:
    missing = [f for f in catalogue.every_sound_file() if not (ASSETS / f).is_file()]
    assert not missing, f"missing sound files (run make sounds): {missing}"


def test_every_shipped_sound_file_is_named_and_the_total_is_modest() -> None:
    named = {ASSETS / f for f in catalogue.every_sound_file()}
    stray = [p for p in shipped("music", "sounds") if p not in named]
    assert not stray, f"files the game never plays: {stray}"
    total = sum(p.stat().st_size for p in shipped("music", "sounds", "voice"))
    assert total < MAX_TOTAL_BYTES


def test_every_named_file_loads(mixer: None) -> None:
    for relative in catalogue.every_sound_file():
        path = ASSETS / relative
        if relative.startswith("music/") and not relative.endswith("_head.ogg"):
            pygame.mixer.music.load(path)  # streamed, as the game plays it
        else:
            assert pygame.mixer.Sound(path).get_length() > 0.05, relative
    pygame.mixer.music.unload()


def test_there_is_enough_music() -> None:
    # lengths from the files' own granule positions (no decoding)
    seconds = {p: _ogg_seconds(ASSETS / "music" / f"{p}.ogg") for p in catalogue.MUSIC}
    assert all(s >= 120.0 for s in seconds.values()), seconds
    assert sum(seconds.values()) >= 8 * 60


def _ogg_seconds(path: Path) -> float:
    """The last page's granule position over the rate: the length in frames."""
    data = path.read_bytes()
    last = data.rfind(b"OggS")
    granule = int.from_bytes(data[last + 6 : last + 14], "little")
    return granule / vorbis_format(path)[1]


@pytest.mark.parametrize("path", shipped("music", "sounds", "voice"), ids=str)
def test_a_shipped_file_meets_the_mix_targets(path: Path, mixer: None) -> None:
    folder, name = path.parent.name, path.stem
    channels, rate = vorbis_format(path)
    assert rate == RATE and channels in (1, 2)
    m = measure_file(path)
    assert m.peak < CEILING, f"{path.name}: true peak {m.peak:.2f} dBTP"
    if folder == "music" and name.endswith("_head"):
        # the first seconds of a piece, at the piece's own level
        assert abs(m.loudness - TARGET) < 6.0, f"{path.name}: {m.loudness:.2f}"
    elif folder == "music" or name in catalogue.WATER:
        assert abs(m.loudness - TARGET) <= 1.0, f"{path.name}: {m.loudness:.2f}"
        assert m.seam <= 2.0, f"{path.name}: a click where the loop wraps round"
    elif folder == "voice":
        assert abs(m.loudness - TARGET) <= 2.0, f"{path.name}: {m.loudness:.2f}"
    else:
        # an effect's loudest 400 ms matches the music, unless its attack
        # already reaches the peak ceiling (a click cannot be louder)
        near_ceiling = m.peak > CEILING - 1.5
        assert abs(m.momentary - TARGET) <= 1.0 or (
            m.momentary < TARGET and near_ceiling
        ), f"{path.name}: {m.momentary:.2f} LUFS, {m.peak:.2f} dBTP"
