"""The sound manager on the dummy audio device: effects and their takes, the
music's crossfades and ducking, the table's water, the voice channel, and
silence when there is no device. (The files themselves: tests/audio/.)"""

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.audio import EFFECTS, SoundManager, WaterLevels
from game.audio import manager as mgr
from game.audio.catalogue import EFFECT_TAKES, MUSIC

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"


@pytest.fixture
def sound() -> Iterator[SoundManager]:
    pygame.mixer.quit()
    manager = SoundManager(volume=80, seed=3)
    assert manager.start()
    yield manager
    manager.stop()
    pygame.mixer.quit()


@pytest.fixture
def voiced(tmp_path: Path) -> Path:
    """An assets folder with the shipped music and two voice lines."""
    (tmp_path / "voice").mkdir()
    shutil.copytree(ASSETS / "music", tmp_path / "music")
    shutil.copy(ASSETS / "sounds" / "win_1.ogg", tmp_path / "voice" / "hello.ogg")
    shutil.copy(ASSETS / "sounds" / "loss_1.ogg", tmp_path / "voice" / "bye.ogg")
    return tmp_path


def test_plays_every_effect_on_the_dummy_device(sound: SoundManager) -> None:
    for name in EFFECTS:
        sound.play(name)
    assert sound.played[-len(EFFECTS[-16:]) :] == list(EFFECTS[-16:])
    assert not sound.missing


def test_the_same_take_never_plays_twice_running(sound: SoundManager) -> None:
    heard = []
    for _ in range(60):
        sound.play("place")
        heard.append(sound.heard[-1])
    assert all(a != b for a, b in zip(heard, heard[1:], strict=False))
    every = {f"place_{k}" for k in range(1, EFFECT_TAKES["place"] + 1)}
    assert set(heard) == every


def test_a_harder_droplet_plops_deeper(sound: SoundManager) -> None:
    last = EFFECT_TAKES["droplet"]
    for _ in range(6):
        sound.play_droplet(0.0)
        assert sound.heard[-1] in {"droplet_1", "droplet_2"}
        sound.play_droplet(1.0)
        assert sound.heard[-1] in {f"droplet_{last}", f"droplet_{last - 1}"}


def test_the_pebble_splashes_by_its_speed(sound: SoundManager) -> None:
    sound.play_pebble(100.0)
    sound.play_pebble(400.0)
    sound.play_pebble(1200.0)
    assert sound.played[-3:] == ["pebble_small", "pebble_medium", "pebble_big"]


def test_old_names_still_play_their_effects(sound: SoundManager) -> None:
    sound.play("splash")
    assert sound.played[-1] == "splash"
    assert sound.heard[-1].startswith("pebble_big")


def test_unknown_effect_and_music_are_errors() -> None:
    with pytest.raises(ValueError, match="unknown sound 'boing'"):
        SoundManager().play("boing")
    with pytest.raises(ValueError, match="unknown music 'polka'"):
        SoundManager().play_music("polka")


def test_music_fades_in_then_crossfades_to_the_next_screen(
    sound: SoundManager,
) -> None:
    sound.play_music("title")
    assert pygame.mixer.music.get_busy()
    assert pygame.mixer.music.get_volume() == pytest.approx(0.0, abs=0.01)
    for _ in range(40):
        sound.update(0.05)  # two seconds: faded in
    assert pygame.mixer.music.get_volume() == pytest.approx(
        sound.music_level(), abs=0.01
    )
    sound.play_music("results")
    head = pygame.mixer.Channel(mgr.HEAD_CHANNEL)
    assert head.get_busy()  # the new piece's start fades in ...
    sound.update(mgr.CROSSFADE / 2)
    half = pygame.mixer.music.get_volume()
    assert 0.0 < half < sound.music_level()  # ... while the old one fades out
    assert 0.0 < head.get_volume() < 1.0
    sound.update(mgr.CROSSFADE / 2 + 0.01)
    assert pygame.mixer.music.get_busy()
    assert pygame.mixer.music.get_volume() == pytest.approx(
        sound.music_level(), abs=0.01
    )
    sound.play_music("results")  # the same piece again: nothing changes
    sound.update(0.05)
    assert pygame.mixer.music.get_volume() == pytest.approx(
        sound.music_level(), abs=0.01
    )


def test_music_levels_apply_at_once(sound: SoundManager) -> None:
    sound.play_music("fountains")
    for _ in range(50):
        sound.update(0.05)
    full = pygame.mixer.music.get_volume()
    sound.set_levels(music=0.4, effects=0.5, voice=1.0)
    assert pygame.mixer.music.get_volume() == pytest.approx(full / 2, abs=0.01)
    sound.set_volume(0)
    assert pygame.mixer.music.get_volume() == 0.0


def test_music_ducks_under_a_big_moment(sound: SoundManager) -> None:
    sound.play_music("machine")
    for _ in range(50):
        sound.update(0.05)
    level = sound.music_level()
    sound.play("win")
    for _ in range(10):
        sound.update(0.05)
    assert sound.music_level() < 0.7 * level
    for _ in range(100):
        sound.update(0.05)  # five seconds later: back up
    assert sound.music_level() == pytest.approx(level, rel=0.05)


def test_voice_speaks_ducks_the_music_and_a_newer_line_wins(voiced: Path) -> None:
    pygame.mixer.quit()
    sound = SoundManager(folder=voiced)
    assert sound.start()
    sound.play_music("splash")
    for _ in range(50):
        sound.update(0.05)
    level = sound.music_level()
    sound.play_voice("no_such_line")  # missing: silently nothing
    assert not sound.voice_busy()
    sound.play_voice("hello")
    assert sound.voice_busy()
    assert sound.music_level() < 0.5 * level
    sound.play_voice("bye")
    channel = pygame.mixer.Channel(mgr.VOICE_CHANNEL)
    assert channel.get_sound().get_length() == pytest.approx(
        pygame.mixer.Sound(voiced / "voice" / "bye.ogg").get_length()
    )
    sound.stop()
    pygame.mixer.quit()


def test_voice_is_silent_without_sound() -> None:
    sound = SoundManager()
    sound.play_voice("hello")
    assert not sound.voice_busy()


def test_the_water_follows_the_fountain() -> None:
    bare = WaterLevels.of_fountain(jets=1, fed_pools=0, weed=0)
    busy = WaterLevels.of_fountain(jets=4, fed_pools=5, weed=0)
    weedy = WaterLevels.of_fountain(jets=4, fed_pools=5, weed=4)
    assert busy.jets > bare.jets and busy.trickle > bare.trickle
    assert weedy.jets < busy.jets and weedy.trickle < busy.trickle
    assert bare.trickle == 0.0


def test_the_water_layers_loop_and_glide(sound: SoundManager) -> None:
    sound.set_water(WaterLevels.of_fountain(jets=2, fed_pools=3, weed=1))
    for name in ("water_pool", "water_jets", "water_trickle"):
        assert pygame.mixer.Channel(mgr.WATER_CHANNELS[name]).get_busy()
    jets = pygame.mixer.Channel(mgr.WATER_CHANNELS["water_jets"])
    sound.update(0.1)
    early = jets.get_volume()
    for _ in range(40):
        sound.update(0.1)
    assert 0.0 < early < jets.get_volume()
    sound.set_water(mgr.SILENT_WATER)
    for _ in range(60):
        sound.update(0.1)
    assert not jets.get_busy()


def test_music_pieces_are_the_modes() -> None:
    assert set(MUSIC) == {"title", "fountains", "machine", "splash", "results"}


def test_no_audio_device_means_silence_not_errors(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def no_device(*args: object, **kwargs: object) -> None:
        raise pygame.error("no available audio device")

    pygame.mixer.quit()
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sound = SoundManager()
    assert not sound.start()
    assert sound.problem is not None and "no available audio device" in sound.problem
    sound.play("place")
    sound.play_music("title")
    sound.set_water(WaterLevels.still_pond())
    sound.play_voice("hello")
    sound.update(0.1)
    sound.set_music(True)
    sound.set_volume(30)
    sound.stop()
    assert sound.played == ["place"]


def test_a_missing_file_is_silence_and_noted(tmp_path: Path) -> None:
    pygame.mixer.quit()
    sound = SoundManager(folder=tmp_path)
    assert sound.start()
    sound.play("win")
    sound.play_music("title")
    assert sound.missing == {"sounds/win_1.ogg", "music/title.ogg"} or (
        sound.missing == {"sounds/win_2.ogg", "music/title.ogg"}
    )
    sound.stop()
    pygame.mixer.quit()


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
