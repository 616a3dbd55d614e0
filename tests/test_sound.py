import os
import subprocess
import sys
import wave
from array import array
from io import BytesIO
from pathlib import Path

import pygame
import pytest

from game.audio import EFFECTS, SoundManager, synth

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def mixer_off():
    yield
    pygame.mixer.quit()


@pytest.mark.parametrize("name", sorted(synth.SOUNDS))
def test_every_sound_is_short_and_within_range(name: str) -> None:
    samples = synth.SOUNDS[name]()
    seconds = len(samples) / synth.RATE
    assert 0.03 < seconds <= (8.0 if name == "music" else 1.5)
    pcm = synth.to_pcm(samples)
    assert len(pcm) == 2 * len(samples)
    with wave.open(BytesIO(synth.to_wav(samples))) as wav:
        assert (wav.getnchannels(), wav.getframerate()) == (1, synth.RATE)


def test_the_shipped_sounds_match_the_generator() -> None:
    for name, make in synth.SOUNDS.items():
        path = ROOT / "assets" / "sounds" / f"{name}.wav"
        with wave.open(str(path)) as wav:
            shipped = array("h", wav.readframes(wav.getnframes()))
        fresh = array("h", synth.to_pcm(make()))
        # Within one step of rounding: a different libm may differ in the last bit.
        assert len(shipped) == len(fresh), f"{path} is stale: run tools/make_sounds.py"
        assert max(abs(a - b) for a, b in zip(shipped, fresh, strict=True)) <= 1


def test_plays_every_effect_on_the_dummy_device(mixer_off: None) -> None:
    sound = SoundManager(volume=50, music=True)
    assert sound.start()
    for name in EFFECTS:
        sound.play(name)
    sound.set_volume(0)
    sound.set_music(False)
    assert sound.played[-len(EFFECTS) :] == list(EFFECTS)


def test_unknown_effect_is_an_error() -> None:
    with pytest.raises(ValueError, match="unknown sound 'boing'"):
        SoundManager().play("boing")


def test_no_audio_device_means_silence_not_errors(
    monkeypatch: pytest.MonkeyPatch, mixer_off: None
) -> None:
    def no_device(*args: object, **kwargs: object) -> None:
        raise pygame.error("no available audio device")

    pygame.mixer.quit()
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sound = SoundManager()
    assert not sound.start()
    assert sound.problem is not None and "no available audio device" in sound.problem
    sound.play("splash")
    sound.set_music(True)
    sound.set_volume(30)
    sound.stop()


def test_missing_sound_files_are_synthesised(tmp_path: Path, mixer_off: None) -> None:
    sound = SoundManager(folder=tmp_path)
    assert sound.start()
    sound.play("win")


def test_game_runs_without_an_audio_device(tmp_path: Path) -> None:
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="no-such-driver",
        FOUNTAINEER_CONFIG_DIR=str(tmp_path),
    )
    run = subprocess.run(
        [sys.executable, "main.py", "--frames", "3"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stderr
    assert "playing silently" in run.stderr


def test_alsa_noise_is_dropped_and_other_output_kept(
    capfd: pytest.CaptureFixture[str],
) -> None:
    from game.audio.quiet import quiet_audio_probe

    with quiet_audio_probe():
        os.write(2, b"ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM\n")
        os.write(2, b"something that matters\n")
    err = capfd.readouterr().err
    assert "ALSA lib" not in err
    assert "something that matters" in err
