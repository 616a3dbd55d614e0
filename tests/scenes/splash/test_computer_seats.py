"""A Kids' Splash computer seat decides in the table's worker process while the
table keeps animating: the pond keeps moving and the thinking guide keeps
trickling, and the table plays exactly the moves, at exactly the frames, it
would if the seat had decided at once in this process. Leaving the table ends
the worker, even mid-think; a worker that dies leaves the decision to the
table. A held bot (`tests.ai.held_bots`) keeps a decision being made for as
many frames as a test wants; nothing here is timed."""

from __future__ import annotations

import multiprocessing
from pathlib import Path

import pygame
import pytest

from game.ai.splash import SplashSkill
from game.ai.splash_worker import START_METHOD, SplashWorker
from game.app import App
from game.levels import level_by_key
from game.physics.pond import Pond
from game.rules.splash import ChooseSplash, Phase, Roll, SplashGame
from game.scenes.screens import back_to_title
from game.scenes.splash.computer_seats import BOT_THINK, ComputerSeats
from game.scenes.splash.table import SplashTableScene
from game.scenes.splash.table_state import TableState, options_for
from game.setup import GameSetup, Mode, Seat
from game.ui.theme import SEAT_COLOURS
from tests.ai.held_bots import HeldBot

LEVEL = level_by_key("classic_cup")
DT = 1 / 60
SEATS = tuple(
    Seat(name, SEAT_COLOURS[k], computer=True) for k, name in enumerate(("Ada", "Bo"))
)


def setup_for(seed: int, **options: object) -> GameSetup:
    return GameSetup(Mode.SPLASH, SEATS, seed=seed, level="classic_cup", **options)  # type: ignore[arg-type]


def held_seats(release: Path, worker: SplashWorker | None) -> ComputerSeats:
    bots = {s: HeldBot(70 + s, SplashSkill.MEDIUM, release) for s in (0, 1)}
    return ComputerSeats(bots, worker)


def pouring_table(seats: ComputerSeats) -> TableState:
    """A seat to roll the die while droplets lifted out are still being
    poured back into the pond (a seat weighs a Splash, and aims, only once the
    pond is still: what it reads must not depend on the frames, issue 21)."""
    setup = setup_for(seed=6)
    game = SplashGame.new(options_for(setup, LEVEL))
    pond = Pond(LEVEL, setup.seed, game.pond_droplets())
    for droplet in (3, 17, 28, 41):
        pond.take(droplet)
    pond.follow(game.pond_droplets())  # poured back in
    assert game.phase is Phase.ROLL and not pond.is_settled()
    return TableState(game, LEVEL, pond, seats)


def test_the_table_keeps_animating_while_a_seat_decides(tmp_path: Path) -> None:
    """Thinking in the worker (held) against a twin table deciding at once:
    frames go on, the pond keeps moving, and the same move comes at the same
    frame."""
    release = tmp_path / "release"
    table = pouring_table(held_seats(release, SplashWorker()))
    twin = pouring_table(held_seats(release, None))
    before = len(table.game.actions)
    table.update(DT)
    twin.update(DT)
    computers = table.computers
    assert computers.is_deciding and twin.computers.pending is not None
    frames, poses = 0, {tuple(table.bodies)}
    while frames * DT < BOT_THINK / 2:
        table.update(DT)
        twin.update(DT)
        frames += 1
        assert computers.is_deciding and computers.progress() == 0.0
        assert table.bodies == twin.bodies
        poses.add(tuple(table.bodies))
    assert frames >= 20 and len(poses) > 10, "the pond kept pouring"
    assert len(table.game.actions) == before
    release.touch()
    for _ in range(int(BOT_THINK / DT) + 10):
        table.update(DT)
        twin.update(DT)
        assert table.game.actions == twin.game.actions
        if len(twin.game.actions) > before:
            break
    assert len(table.game.actions) == before + 1, "the decision was made"
    assert computers.worker is not None and not computers.worker.in_process
    table.close()


def test_a_table_whose_worker_dies_decides_itself(tmp_path: Path) -> None:
    release = tmp_path / "never"
    table = pouring_table(held_seats(release, SplashWorker()))
    twin = pouring_table(held_seats(release, None))
    table.update(DT)
    twin.update(DT)
    worker = table.computers.worker
    assert worker is not None and worker.process is not None
    worker.process.kill()
    worker.process.join(10)
    before = len(twin.game.actions)
    while len(twin.game.actions) == before:
        table.update(DT)
        twin.update(DT)
        assert table.game.actions == twin.game.actions
    assert worker.in_process and table.game.actions == twin.game.actions
    table.close()


def test_a_whole_game_is_the_same_thought_in_a_worker_or_here() -> None:
    """Computer seats skipped through a whole game (every decision hurried and
    waited for): the same game as deciding in this process."""
    setup = setup_for(seed=3, cooperative=True)

    def play(start_method: str | None) -> tuple[list[object], bool]:
        game = SplashGame.new(options_for(setup, LEVEL))
        pond = Pond(LEVEL, setup.seed, game.pond_droplets())
        seats = ComputerSeats.for_setup(setup, game.players, start_method)
        worker = seats.worker
        table = TableState(game, LEVEL, pond, seats)
        for _ in range(20_000):
            if table.is_over():
                break
            table.skip()
            table.update(DT)
        table.close()
        assert worker is not None
        return list(game.actions), worker.process is not None and not worker.broken

    actions, in_worker = play(START_METHOD)
    assert in_worker
    assert actions == play(None)[0] and actions


@pytest.mark.parametrize("how", ["back to the title", "quitting"])
def test_leaving_the_table_mid_think_ends_its_worker(app: App, how: str) -> None:
    assert app.ctx is not None
    scene = SplashTableScene(app.ctx, setup_for(seed=4))
    app.manager.push(scene)
    computers = scene.state.computers
    for _ in range(600):
        app.manager.update(DT)
        if computers.is_deciding:
            break
    assert computers.is_deciding
    worker = computers.worker
    assert worker is not None and worker.process is not None
    process = worker.process
    assert process.is_alive()
    if how == "quitting":
        app.stop()
    else:
        back_to_title(app.manager, app.ctx)
    assert worker.closed and not process.is_alive() and process.exitcode is not None
    assert process not in multiprocessing.active_children()
    assert not computers.is_thinking


def test_the_thinking_guide_trickles_while_a_seat_decides(
    app: App, tmp_path: Path, shots: Path
) -> None:
    assert app.ctx is not None and app.screen is not None
    release = tmp_path / "release"
    scene = SplashTableScene(app.ctx, setup_for(seed=5))
    scene.state.computers = held_seats(release, SplashWorker())
    scene.game.apply(Roll())
    scene.game.apply(ChooseSplash())
    app.manager.push(scene)
    pictures = []
    for n in range(8):
        app.frame(DT)
        assert scene.state.computers.is_deciding and scene.thinking.is_showing()
        if n in (2, 5):
            pictures.append(app.screen.copy())
    pygame.image.save(pictures[0], str(shots / "splash_thinking.png"))
    x, _ = scene.look.camera.to_screen((sum(LEVEL.drop_span) / 2, 0.0))
    fall_line = pygame.Rect(round(x) - 6, 200, 13, 260)
    colour = pygame.Color(*scene.look.colours[scene.state.seat])

    def dots(picture: pygame.Surface) -> list[tuple[int, int]]:
        return [
            (px, py)
            for px in range(fall_line.left, fall_line.right)
            for py in range(fall_line.top, fall_line.bottom)
            if picture.get_at((px, py))[:3] == colour[:3]
        ]

    first, later = dots(pictures[0]), dots(pictures[1])
    assert first and later, "the fall line shows under the waiting pebble"
    assert first != later, "and trickles from frame to frame"
    release.touch()
    for _ in range(int(BOT_THINK / DT) + 10):
        if scene.state.throw is not None:
            break
        app.frame(DT)
    assert scene.state.throw is not None, "the seat threw"
    assert not scene.thinking.is_showing()
