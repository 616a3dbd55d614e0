"""Kids' Splash's spoken prompts: a sound file for every line the table can
say, the colour word for a name not recorded, the queue, the setting that
turns it off, and the speaker button that says the prompt again."""

from __future__ import annotations

import itertools
import struct
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.audio import voice
from game.audio.manager import ASSETS, VOICE_CHANNEL, SoundManager
from game.rules.splash import Phase
from game.rules.splash.droplets import SplashModel
from game.rules.splash.events import (
    Collected,
    Gave,
    Picked,
    Rolled,
    ThrowingStopped,
    Thrown,
    Won,
)
from game.scenes.splash.voice import TableVoice
from game.settings import Settings
from game.setup import Seat
from game.ui.theme import SEAT_COLOURS
from tests.scenes.splash.test_table import start
from tests.scenes.splash.test_table_input import play_by_keys

VOICE_FOLDER = Path(__file__).resolve().parents[3] / "assets" / "voice"


def ogg_rate(path: Path) -> int:
    """The sample rate in an Ogg Vorbis file's identification header."""
    head = path.read_bytes()[:200]
    at = head.find(b"\x01vorbis")
    assert at >= 0, f"{path.name} is not Ogg Vorbis"
    return int(struct.unpack_from("<I", head, at + 7 + 4 + 1)[0])


def table_can_say(voice_of: TableVoice) -> set[str]:
    """Every line the table can say, worked out from the table's own
    choices: each prompt of each phase in each variant, the outcome of every
    event the rules can send, every seat's turn and win."""
    state = voice_of.state
    game = state.game
    model: SplashModel = game.model
    names: set[str] = set()
    for advanced, cooperative, picking in itertools.product(
        (False, True), (False, True), (False, True)
    ):
        options = replace(game.options, advanced=advanced, cooperative=cooperative)
        for phase in Phase:
            game.options, game.phase = options, phase
            voice_of.picking = lambda picking=picking: picking  # type: ignore[misc]
            line = voice_of.prompt_line()
            if line is not None:
                names.add(line.name)
    total = model.droplet_count
    events: list[object] = [Rolled(0, face) for face in set(model.die_faces)]
    events += [Picked(0, 0, 0), ThrowingStopped(0, 1), Gave(0, 1, 0, 0)]
    events += [Thrown(0, tuple(range(n)), 0) for n in range(total + 1)]
    events += [
        Collected(0, tuple(range(n)), tuple(range(n)))
        for n in range(1, model.board_size + 1)
    ]
    events += [Won(seat) for seat in range(len(voice_of.names))]
    for cooperative in (False, True):
        game.options = replace(game.options, cooperative=cooperative)
        names |= {line.name for line in voice_of.outcome_lines(events)}
    for seat in range(len(voice_of.names)):
        names |= {voice_of.seat_line(kind, seat).name for kind in voice.SEAT_LINES}
    names |= {"team", "team_cheer"}
    return names


@pytest.mark.parametrize(
    "names",
    [
        ("Ada", "Bo", "Cyd", "Dee"),
        ("Zed", "Quinn", "Xavi", "Yara"),  # no recorded name: the colours
        ("player 1", "PLAYER 2", "The Machine", "mum"),
    ],
)
def test_every_line_the_table_can_say_has_a_sound_file(
    app: App, names: tuple[str, ...]
) -> None:
    seats = tuple(Seat(n, SEAT_COLOURS[i]) for i, n in enumerate(names))
    driver = start(app, seed=3, seats=seats)
    lines = table_can_say(driver.scene.voice)
    assert len(lines) > 30
    missing = sorted(n for n in lines if not (VOICE_FOLDER / f"{n}.ogg").is_file())
    assert not missing, f"no sound file for {missing}"


def test_every_recorded_line_is_ogg_vorbis_at_44_1_khz() -> None:
    lines = voice.every_line()
    files = {p.stem for p in VOICE_FOLDER.glob("*.ogg")}
    assert {line.name for line in lines} == files, "no line without a file, no stray"
    for line in lines:
        assert ogg_rate(VOICE_FOLDER / f"{line.name}.ogg") == 44100, line.name
    assert ASSETS / "voice" == VOICE_FOLDER, "the folder play_voice reads"


def test_a_name_not_recorded_is_called_by_its_colour() -> None:
    assert voice.seat_line("turn", "ada", 3) == voice.Line(
        "turn_ada", "Ada, your turn!"
    )
    assert voice.seat_line("turn", " Player 2 ", 0).name == "turn_player_2"
    orange = voice.seat_line("turn", "Zed", 0)
    assert orange == voice.Line("turn_orange", "Orange, your turn!")
    assert voice.seat_line("wins", "Zed", 1) == voice.Line("wins_blue", "Blue wins!")
    assert voice.spoken("Player 3, your turn!") == "Player three, your turn!"
    with pytest.raises(ValueError, match="no seat line 'cheer'"):
        voice.seat_line("cheer", "Ada", 0)


def test_counts_are_said_in_words_and_many_is_lots() -> None:
    assert voice.droplets_out(0).name == "plop"
    assert voice.droplets_out(3) == voice.Line("out_3", "Three droplets!")
    assert voice.droplets_out(1).words == "One droplet!"
    assert voice.droplets_out(voice.MOST_COUNTED + 1).name == "out_many"
    assert voice.for_the_board(2) == voice.Line("board_2", "Two for your board!")
    assert voice.rolled(1).words == "One throw!"


def test_a_whole_game_says_its_prompts_in_order(app: App) -> None:
    seats = (Seat("Ada", SEAT_COLOURS[0]), Seat("Zed", SEAT_COLOURS[1]))
    driver = start(app, seed=4, toss=True, cooperative=True, seats=seats)
    table = driver.scene
    play_by_keys(driver)
    said = table.voice.said
    assert said[:3] == ["team", "turn_ada", "roll"]
    assert "turn_blue" in said, "Zed is called by the colour blue"
    assert any(n.startswith("rolled_") for n in said)
    assert "choose" in said and "toss" in said and "share" in said
    assert any(n.startswith(("out_", "board_")) or n == "plop" for n in said)
    winner = table.game.winner
    assert winner is not None
    assert said[-2:] == [f"wins_{('ada', 'blue')[winner]}", "team_cheer"]
    for name in said:
        assert (VOICE_FOLDER / f"{name}.ogg").is_file(), name
    # each prompt once per turn, however many throws the turn has
    assert said.count("roll") == said.count("turn_ada") + said.count("turn_blue")


def test_voice_prompts_off_says_nothing_but_the_speaker_still_repeats(
    app: App,
) -> None:
    assert app.ctx is not None
    app.ctx.change_settings(voice_prompts=False)
    driver = start(app, seed=2)
    driver.wait_for_human()
    driver.roll()
    driver.wait_for_human()
    voice_of = driver.scene.voice
    assert voice_of.said == []
    driver.click(driver.scene.button_pos("speaker"))
    assert voice_of.said == ["turn_ada", "choose"]


def test_the_speaker_button_says_the_current_prompt_again(app: App) -> None:
    driver = start(app, seed=2)
    driver.wait_for_human()
    for _ in range(20):
        driver.frame()
    voice_of = driver.scene.voice
    assert voice_of.said == ["turn_ada", "roll"]
    driver.tap(driver.scene.button_pos("speaker"))
    assert voice_of.said == ["turn_ada", "roll", "turn_ada", "roll"]
    driver.click(driver.scene.button_pos("pick") or driver.scene.button_pos("die"))
    assert driver.scene.game.actions, "the die is still a target beside it"


def test_the_voice_settings_are_checked() -> None:
    assert Settings().voice_prompts is True and Settings().voice_volume == 1.0
    assert Settings().with_changes(voice_volume=0.5).voice_volume == 0.5
    assert Settings().with_changes(voice_volume=1).voice_volume == 1.0
    for bad in (1.5, -0.1, "loud", True, float("nan")):
        with pytest.raises(ValueError, match="voice_volume"):
            Settings().with_changes(voice_volume=bad)
    with pytest.raises(ValueError, match="voice_prompts"):
        Settings().with_changes(voice_prompts="yes")


def test_play_voice_speaks_on_its_own_channel_and_skips_a_missing_file(
    tmp_path: Path,
) -> None:
    sound = SoundManager(volume=50, music=False)
    sound.play_voice("roll")  # before start: quietly nothing
    assert not sound.voice_busy()
    if not sound.start():
        pytest.skip(f"no audio device here: {sound.problem}")
    try:
        sound.voice_volume = 0.5
        sound.play_voice("no_such_line")
        assert not sound.voice_busy()
        sound.play_voice("toss")  # the longest line
        assert sound.voice_busy()
        channel = pygame.mixer.Channel(VOICE_CHANNEL)
        assert channel.get_volume() == pytest.approx(0.25, abs=0.01)
        sound.play_voice("roll")  # a newer line replaces the older one
        assert channel.get_sound() is sound._sound("voice/roll.ogg")
    finally:
        sound.stop()


def test_the_settings_screen_has_the_spoken_prompts_rows(app: App) -> None:
    from game.scenes.menus.settings import SettingsScene
    from game.ui.driver import UiDriver
    from game.ui.widgets import Stepper

    assert app.ctx is not None
    app.manager.push(SettingsScene(app.ctx))
    ui = UiDriver(app)
    ui.frames()
    ui.click("Spoken prompts")
    assert app.ctx.settings.voice_prompts is False
    voice_row = ui.widget("Voice volume")
    assert isinstance(voice_row, Stepper)
    ui.click_rect(voice_row.minus_rect)
    ui.click_rect(voice_row.minus_rect)
    assert app.ctx.settings.voice_volume == pytest.approx(0.8)
    assert app.ctx.sound.voice_volume == pytest.approx(0.8)  # type: ignore[union-attr]
