"""A Kids' Splash table resumed from its save plays on as itself (issue 21,
item 12): saved at every action (and mid-throw, mid-pour, mid-think), read
back and resumed, it makes the very next move the uninterrupted table made,
leaving the same save behind; resumed at a few actions, it plays the same
game to the same end. The tables are the real scene's (its show waits as on
screen), the computer seats thinking in this process; a person's seat plays
by a fixed rule of the game state, as a child replaying the same moves would.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from pathlib import Path

import pytest

from game.ai.splash import ThrowPlan
from game.ai.splash_worker import SplashWorker
from game.app import App, main
from game.cli import parse_args
from game.rules.errors import CorruptStateError
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.options import GameOptions
from game.rules.splash import Action, ChooseSplash, EndTurn, FreePick, Give, Phase
from game.saves.record import (
    SavedGame,
    bot_states,
    decode,
    encode,
    restore_bots,
    table_record,
)
from game.saves.writer import WRITER
from game.scenes.directory import resume_scene
from game.scenes.splash.table import SplashTableScene
from game.setup import GameSetup

DT = 1.0 / 60.0
STAMP = "2026-01-01T00:00:00Z"
FRAME_LIMIT = 200_000

#: (command line, the game's name in the test ids): different player counts,
#: basic and advanced (tosses), every seat a computer or one a person's.
GAMES = {
    "3 computers, basic, seed 14": ["--players", "3", "--seed", "14", "--autoplay"],
    "2 computers, toss, seed 8": [
        "--players",
        "2",
        "--seed",
        "8",
        "--variant",
        "toss",
        "--autoplay",
    ],
    "a child and a hard computer, toss, seed 3": [
        "--players",
        "2",
        "--seed",
        "3",
        "--variant",
        "toss",
    ],
}


def _setup(argv: list[str]) -> GameSetup:
    setup = parse_args(["--mode", "splash", *argv]).setup
    assert setup is not None
    if setup.autoplay:
        return setup
    # the second seat is the computer's, aiming hard
    seats = list(setup.seats)
    seats[1] = dataclasses.replace(seats[1], computer=True, level="hard")
    return dataclasses.replace(setup, seats=tuple(seats))


def _thinking_here(scene: SplashTableScene) -> SplashTableScene:
    """The scene's computer seats think in this process (no worker)."""
    computers = scene.state.computers
    if computers.worker is not None:
        computers.worker.close()
    computers.worker = SplashWorker(start_method=None)
    return scene


def _child(scene: SplashTableScene) -> None:
    """A person's seat plays by a rule of the game state alone: splash on
    odd turns, pick on even ones; drop and toss at places the turn sets."""
    state = scene.state
    game = state.game
    if game.phase is Phase.THROW:
        n = len(game.actions)
        if game.options.advanced and n % 3 == 0:
            state.start_throw(ThrowPlan("toss", angle=35.0 + n % 30, strength=0.7))
        else:
            x0, x1 = game.options.drop_span
            state.start_throw(ThrowPlan("drop", x=x0 + (x1 - x0) * ((n * 7) % 10) / 9))
        return
    legal = state.legal()
    if game.phase is Phase.CHOOSE:
        picks = [a for a in legal if isinstance(a, FreePick)]
        wants = ChooseSplash() if game.turn % 2 or not picks else min(picks, key=str)
        state.play(wants)
    elif game.phase is Phase.SHARE:
        gives = [a for a in legal if isinstance(a, Give)]
        state.play(min(gives, key=str) if gives else EndTurn())
    else:
        state.play(legal[0])


def _snapshot(scene: SplashTableScene) -> bytes:
    """The save the table would write now (time stamps fixed)."""
    state = scene.state
    record = SavedGame(
        scene.setup,
        state.game,
        STAMP,
        STAMP,
        state.game.is_over(),
        bot_states(state.computers),
        table=table_record(state),
    )
    return encode(record)


def _play(
    scene: SplashTableScene,
    stop: Callable[[], bool],
    every_frame: Callable[[int], None] | None = None,
) -> list[bytes]:
    """Run frames until ``stop()``, or the game ends; the save after each
    action committed on the way."""
    state = scene.state
    saves: list[bytes] = []
    state.on_commit.append(lambda _game, _action: saves.append(_snapshot(scene)))
    for frame in range(FRAME_LIMIT):
        if state.game.is_over() or stop():
            return saves
        if every_frame is not None:
            every_frame(frame)
        if state.waiting_for_human():
            _child(scene)
        scene.update(DT)
    raise AssertionError(f"no end after {FRAME_LIMIT} frames")


def _moved_past(table: SplashTableScene, done: int) -> Callable[[], bool]:
    return lambda: len(table.state.game.actions) > done


def _resumed(app: App, save: bytes) -> SplashTableScene:
    assert app.ctx is not None
    scene = resume_scene(app.ctx, decode(save))
    assert isinstance(scene, SplashTableScene)
    return _thinking_here(scene)


#: name -> (the uninterrupted game's actions, its save before the first and
#: after every action), played once for the module's tests.
_WHOLE: dict[str, tuple[list[Action], list[bytes]]] = {}


def _uninterrupted(app: App, name: str) -> tuple[list[Action], list[bytes]]:
    if name not in _WHOLE:
        scene = _thinking_here(SplashTableScene(app.ctx, _setup(GAMES[name])))
        saves = [_snapshot(scene)] + _play(scene, lambda: False)
        scene.exit()
        assert scene.state.game.is_over()
        _WHOLE[name] = (list(scene.state.game.actions), saves)
    return _WHOLE[name]


def _next_save(app: App, save: bytes, done: int) -> bytes:
    """Resume ``save`` (``done`` actions in) and play to the next action: the
    save it leaves."""
    table = _resumed(app, save)
    after = _play(table, _moved_past(table, done))
    table.exit()
    assert after, f"resumed after action {done}, no move was made"
    return after[0]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_resumed_at_every_action_it_makes_the_same_next_move(
    app: App, name: str
) -> None:
    actions, saves = _uninterrupted(app, name)
    assert len(saves) == len(actions) + 1
    for k in range(1, len(actions)):
        got = json.loads(_next_save(app, saves[k], k))
        assert got == json.loads(saves[k + 1]), (
            f"resumed after action {k} ({actions[k - 1]}), the next move was "
            f"{got['game']['actions'][k]} where the game made {actions[k]}"
        )


def _plays_to_the_same_end(app: App, name: str, stops: list[int]) -> None:
    actions, saves = _uninterrupted(app, name)
    end = decode(saves[-1]).game
    for k in stops:
        table = _resumed(app, saves[k])
        _play(table, lambda: False)
        table.exit()
        assert table.state.game.actions == actions, f"resumed after {k}"
        assert table.state.game.outcome() == end.outcome()


def test_resumed_it_plays_the_same_game_to_the_same_end(app: App) -> None:
    name = "a child and a hard computer, toss, seed 3"
    count = len(_uninterrupted(app, name)[0])
    _plays_to_the_same_end(app, name, [1, count // 2])


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(GAMES))
def test_resumed_at_every_action_it_plays_the_same_game_to_the_end(
    app: App, name: str
) -> None:
    count = len(_uninterrupted(app, name)[0])
    _plays_to_the_same_end(app, name, list(range(1, count)))


def test_saved_mid_throw_mid_pour_or_mid_think_it_goes_on_the_same(
    app: App,
) -> None:
    """Saved between actions (a throw in the air, droplets pouring back, a
    seat still thinking), the resumed table's next move and save are the
    uninterrupted table's."""
    name = "2 computers, toss, seed 8"
    _, saves = _uninterrupted(app, name)
    table = _thinking_here(SplashTableScene(app.ctx, _setup(GAMES[name])))
    state = table.state
    taken: list[tuple[int, bytes, str]] = []

    def now(frame: int) -> None:
        if frame % 23 == 7:
            what = (
                "throw"
                if state.pond.is_throwing()
                else "pour"
                if not state.pond.is_settled()
                else "think"
                if state.computers.is_thinking
                else "wait"
            )
            taken.append((len(state.game.actions), _snapshot(table), what))

    _play(table, lambda: False, now)
    table.exit()
    kinds = {what for _, _, what in taken}
    assert {"throw", "pour", "think"} <= kinds, kinds
    chosen = {what: (done, save) for done, save, what in taken[::-1]}
    chosen.update({f"{n}": taken[n][:2] for n in range(0, len(taken), 9)})
    for what, (done, save) in chosen.items():
        got = _next_save(app, save, done)
        assert json.loads(got) == json.loads(saves[done + 1]), (
            f"saved ({what}) after action {done}"
        )


def test_without_the_table_record_a_resumed_game_goes_astray(app: App) -> None:
    """The check above can fail: resumed from the rules' state alone (the
    pond poured afresh, the seats' memory lost), as before issue 21, the
    tables part ways."""
    actions, saves = _uninterrupted(app, "3 computers, basic, seed 14")
    astray = []
    for k in range(1, len(actions), 3):
        saved = decode(saves[k])
        scene = SplashTableScene(app.ctx, saved.setup, saved.game)  # type: ignore[arg-type]
        table = _thinking_here(scene)
        restore_bots(table.state.computers, saved.bots)
        after = _play(table, _moved_past(table, k))
        table.exit()
        moves = json.loads(after[0])["game"]["actions"]
        astray.append(moves != json.loads(saves[k + 1])["game"]["actions"])
    assert sum(astray) >= 2, astray


def test_stop_after_then_continue_prints_the_uninterrupted_outcome(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The command line: ``--autoplay --stop-after N`` then ``--continue``
    prints what the uninterrupted run prints (the issue's seed 14, 3 players,
    stopped at 9)."""
    game = ["--mode", "splash", "--players", "3", "--seed", "14"]

    def run(*argv: str) -> tuple[int, str]:
        code = main(["--headless", "--autoplay", *argv])
        WRITER.flush()
        return code, capsys.readouterr().out

    code, whole = run(*game, "--config-dir", str(tmp_path / "whole"))
    assert code == 0 and whole.startswith("splash game, seed 14: ")
    split = str(tmp_path / "split")
    code, out = run(*game, "--stop-after", "9", "--config-dir", split)
    assert code == 0 and "stopped after 9 actions" in out
    code, out = run("--continue", "--config-dir", split)
    assert code == 0
    assert out == whole


def test_a_save_from_before_the_table_record_still_resumes(app: App) -> None:
    """A Kids' Splash save written without a table record (older games) is
    read and resumed, its pond poured afresh, and played on."""
    actions, saves = _uninterrupted(app, "2 computers, toss, seed 8")
    data = json.loads(saves[6])
    del data["table"]
    old = json.dumps(data).encode("utf-8")
    assert decode(old).table is None
    after = json.loads(_next_save(app, old, 6))
    assert after["game"]["actions"][:6] == [str(a) for a in actions[:6]]


def test_a_table_record_is_refused_in_a_fountains_save() -> None:
    setup = parse_args(["--mode", "fountains", "--players", "2", "--seed", "5"]).setup
    assert setup is not None
    game = FountainsGame.new(GameOptions(players=2, seed=5))
    data = json.loads(encode(SavedGame(setup, game, STAMP, STAMP)))
    assert decode(json.dumps(data).encode("utf-8")).table is None
    data["table"] = {"pond": {}, "seats": {}, "throw": None}
    with pytest.raises(CorruptStateError, match="only for Kids' Splash"):
        decode(json.dumps(data).encode("utf-8"))
