"""Issue 21, item 4 on screen and on the command line: a save whose header
reads but whose game does not (a ``bots`` key such as ``"²"``, a key of
5,000 digits) never crashes the title's Continue, ``--continue`` or
``--replay``: it is refused in one line, moved aside, and the game goes on."""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest

from game.app import App, main
from game.cli import LaunchOptions
from game.saves.record import bot_states, encode
from game.saves.writer import WRITER
from game.scenes.menus.title import TitleScene
from game.ui.driver import UiDriver
from tests.saves.games import (
    fountains_setup,
    last_fountains,
    last_splash,
    record,
    splash_setup,
)

NAME = "fountains-20261130-100000-abcdef.json"


def hostile_save(folder: Path, key: str) -> Path:
    """A Fountains save, sound but for one ``bots`` key."""
    setup = fountains_setup(2, seed=71)
    saved = record(setup, last_fountains(setup, stop=5))
    saved.bots = bot_states(
        SimpleNamespace(bots={0: SimpleNamespace(rng=random.Random(1))})
    )
    doc = json.loads(encode(saved))
    doc["bots"][key] = doc["bots"].pop("0")
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / NAME
    path.write_text(json.dumps(doc))
    return path


@pytest.fixture
def ui(tmp_path: Path) -> Iterator[UiDriver]:
    app = App(LaunchOptions(headless=True, config_dir=tmp_path))
    app.start()
    app.frame(1 / 60)
    yield UiDriver(app)
    WRITER.flush()
    app.stop()


def to_title(ui: UiDriver) -> TitleScene:
    ui.app.manager.clear_to(ui.app.ctx.screens.title(ui.app.ctx))
    ui.frames()
    assert isinstance(ui.top, TitleScene)
    return ui.top


@pytest.mark.parametrize("key", ["²", "9" * 5000])
def test_continue_on_a_save_with_a_bad_bots_key_does_not_crash(
    ui: UiDriver, tmp_path: Path, key: str
) -> None:
    path = hostile_save(tmp_path / "saves", key)
    to_title(ui)
    assert ui.has_widget("Continue")  # its header reads
    ui.click("Continue")
    ui.frames()
    assert isinstance(ui.top, TitleScene)  # still there, not a traceback
    assert not ui.has_widget("Continue")
    assert not path.exists() and path.with_name(NAME + ".corrupt").exists()
    assert any(
        "bots" in notice and str(path) in notice for notice in ui.app.ctx.notices
    )


def test_continue_on_a_game_whose_pond_is_gone_says_so_and_keeps_it(
    ui: UiDriver, tmp_path: Path
) -> None:
    setup = dataclasses.replace(splash_setup(2, seed=72), level="gone_pond")
    saves = tmp_path / "saves"
    saves.mkdir()
    path = saves / "splash-20261130-100000-abcdef.json"
    path.write_bytes(encode(record(setup, last_splash(setup, stop=4))))
    to_title(ui)
    ui.click("Continue")
    ui.frames()
    assert isinstance(ui.top, TitleScene)
    assert path.exists()  # the file is sound: kept for when the pond is back
    assert any("cannot continue" in notice for notice in ui.app.ctx.notices)


def test_continue_and_replay_on_the_command_line_refuse_it_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = hostile_save(tmp_path / "saves", "²")
    with pytest.raises(SystemExit) as stopped:
        main(["--replay", str(path)])
    assert stopped.value.code == 2
    _, err = capsys.readouterr()
    assert "bots" in err and "is not a seat" in err and len(err.splitlines()) == 1
    code = main(
        ["--headless", "--autoplay", "--continue", "--config-dir", str(tmp_path)]
    )
    _, err = capsys.readouterr()
    assert code == 1 and "no unfinished game" in err and "Traceback" not in err
    assert path.with_name(NAME + ".corrupt").exists()
