"""The table state on its own: the game, the pond and the turn flow, no screen."""

from __future__ import annotations

import pytest

from game.ai.splash import ThrowPlan
from game.app import App
from game.levels import level_by_key
from game.physics.pond import Pond
from game.rules.errors import IllegalActionError
from game.rules.splash import (
    Action,
    ChooseSplash,
    Drop,
    EndTurn,
    Phase,
    Roll,
    SplashGame,
    Toss,
)
from game.scenes.splash.computer_seats import ComputerSeats
from game.scenes.splash.table import SplashTableScene
from game.scenes.splash.table_state import TableState, options_for
from game.setup import GameSetup, Mode, Seat
from game.ui.theme import SEAT_COLOURS
from tests.scenes.splash.table_driver import TableDriver

LEVEL = level_by_key("classic_cup")


def setup_for(computers: bool, **options: object) -> GameSetup:
    seats = tuple(
        Seat(name, SEAT_COLOURS[k], computer=computers)
        for k, name in enumerate(("Ada", "Bo"))
    )
    return GameSetup(Mode.SPLASH, seats, level="classic_cup", **options)  # type: ignore[arg-type]


def run_computers(state: TableState, limit: int = 20_000) -> None:
    """Let the computer seats play on, skipping what would be shown."""
    for _ in range(limit):
        if state.is_over():
            return
        state.skip()
        state.update(1 / 60)
    raise AssertionError(f"the game did not end ({state.game.phase})")


def test_every_committed_action_reaches_the_listeners_in_order() -> None:
    setup = setup_for(computers=True, seed=3, cooperative=True)
    state = TableState.for_setup(setup, LEVEL)
    committed: list[tuple[int, Action]] = []
    state.on_commit.append(
        lambda game, action: committed.append((len(game.actions), action))
    )
    run_computers(state)
    actions = state.game.actions
    assert [a for _, a in committed] == actions
    assert [n for n, _ in committed] == list(range(1, len(actions) + 1)), (
        "a listener sees the game with its action already applied"
    )
    replayed = SplashGame.replay(options_for(setup), actions)
    assert replayed.outcome() == state.outcome is not None
    assert replayed.droplet_total() == 50


def test_an_illegal_intent_raises_and_changes_nothing() -> None:
    state = TableState.for_setup(setup_for(computers=False, seed=1), LEVEL)
    heard: list[Action] = []
    state.on_commit.append(lambda game, action: heard.append(action))
    with pytest.raises(IllegalActionError, match="done: not allowed in the roll phase"):
        state.play(EndTurn())
    with pytest.raises(IllegalActionError, match="no throw to make now"):
        state.start_throw(ThrowPlan("drop", x=480.0))
    assert state.game.actions == [] and heard == []
    assert state.game.phase is Phase.ROLL and not state.pond.is_throwing()
    state.play(Roll())
    assert heard == [Roll()] and state.is_busy(), "the die tumbles first"
    for _ in range(60):
        state.update(1 / 60)
    assert state.waiting_for_human()


def test_a_throw_enters_the_rules_when_the_pond_has_settled_it() -> None:
    state = TableState.for_setup(setup_for(computers=False, seed=5), LEVEL)
    state.play(Roll())
    state.play(ChooseSplash())
    thrown = state.game.throws_made
    state.start_throw(ThrowPlan("drop", x=sum(LEVEL.drop_span) / 2))
    with pytest.raises(IllegalActionError, match="a throw is on"):
        state.start_throw(ThrowPlan("drop", x=400.0))
    assert state.game.throws_made == thrown, "still in the air"
    for _ in range(60 * 20):
        if state.throw is None:
            break
        state.update(1 / 60)
    assert state.game.throws_made == thrown + 1
    assert set(state.game.out) | set(state.game.pond) | {
        d for b in state.game.boards for d in b.spaces if d is not None
    } == set(range(50))


class AlwaysDrop(ComputerSeats):
    """A seat given its own way of throwing (as an aim skill would be)."""

    def decide(self, seat: int, game: SplashGame, pond: Pond) -> Action | ThrowPlan:
        if game.phase is Phase.THROW:
            return ThrowPlan("drop", x=sum(LEVEL.drop_span) / 2)
        return super().decide(seat, game, pond)


def test_computer_seats_decide_in_one_place() -> None:
    setup = setup_for(computers=True, seed=8)
    game = SplashGame.new(options_for(setup))
    base = ComputerSeats.for_setup(setup, game.players)
    assert base.seats == [0, 1]
    seats = AlwaysDrop(base.bots)
    state = TableState(game, LEVEL, Pond(LEVEL, setup.seed), seats)
    run_computers(state)
    throws = [a for a in game.actions if isinstance(a, (Drop, Toss))]
    middle = sum(LEVEL.drop_span) / 2
    assert throws and all(isinstance(a, Drop) and a.x == middle for a in throws)


def a_game_with_droplets_waiting(setup: GameSetup) -> SplashGame:
    """Play computer seats until a throw has splashed droplets out and the
    turn is still on (they wait in the row)."""
    state = TableState.for_setup(setup, LEVEL)
    for _ in range(20_000):
        game = state.game
        if game.out and game.phase in (Phase.THROW, Phase.SHARE):
            return game.clone()
        assert not state.is_over(), "no droplets ever waited"
        state.skip()
        state.update(1 / 60)
    raise AssertionError("no droplets ever waited")


def test_a_resumed_game_shows_where_it_was_and_plays_on(app: App) -> None:
    setup = setup_for(computers=True, seed=12, cooperative=True)
    saved = a_game_with_droplets_waiting(setup)
    assert app.ctx is not None
    scene = SplashTableScene(app.ctx, setup, game=saved)
    assert scene.game is saved
    assert set(scene.pond.in_play()) == set(saved.pond), "the pond holds its droplets"
    for droplet in saved.out:
        assert (
            scene.droplet_pos(droplet) == scene.share.droplet_pos(droplet) is not None
        )
    boards = scene.boards.board_args()
    for seat, args in enumerate(boards):
        assert sum(args[5]) == sum(d is not None for d in saved.boards[seat].spaces)
    before = len(saved.actions)
    app.manager.push(scene)
    driver = TableDriver(app, scene)
    for frame in range(40_000):
        if not driver.on_table():
            break
        if frame % 50 == 0:
            driver.click((480, 300))
        else:
            app.manager.update(1 / 60)
    assert scene.game.is_over() and len(scene.game.actions) > before
    replayed = SplashGame.replay(options_for(setup), scene.game.actions)
    assert replayed.outcome() == scene.outcome
