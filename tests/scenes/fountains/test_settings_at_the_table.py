"""Settings at the tables, each applied at once: computer speed (how long a
computer seat's move stays on screen, apart from animation speed) with Space
to skip it, reduce motion (the water and marks hold still; Kids' Splash keeps
its ripples but no bursts), high contrast (strong panels and text)."""

from __future__ import annotations

import time

import pygame

from game.ai.fountains import GreedyBot
from game.audio import SoundManager
from game.context import AppContext
from game.render import contrast
from game.render.fountains import hud
from game.rules.fountains.actions import Draft
from game.scenes.directory import default_screens
from game.scenes.fountains.computer_seats import ComputerSeats
from game.scenes.fountains.table import FountainsTableScene
from game.scenes.fountains.table_state import BOT_STEP
from game.scenes.splash.computer_seats import BOT_THINK
from game.scenes.splash.effects import Confetti, Particles
from game.settings import Settings
from game.setup import GameSetup, Mode, Seat
from game.ui import theme
from game.ui.fonts import Fonts
from game.ui.theme import SEAT_COLOURS

HANG_GUARD_S = 60.0


def _ctx(**changes: object) -> AppContext:
    return AppContext(
        settings=Settings().with_changes(volume=0, music=False, **changes),
        sound=SoundManager(volume=0, music=False),
        fonts=Fonts(),
        screens_directory=default_screens(),
    )


def _against_the_computer(ctx: AppContext) -> FountainsTableScene:
    """Bram (a computer) plays first against Ann."""
    seats = (
        Seat("Bram", SEAT_COLOURS[1], computer=True, level="easy"),
        Seat("Ann", SEAT_COLOURS[0]),
    )
    scene = FountainsTableScene(ctx, GameSetup(Mode.FOUNTAINS, seats, seed=3))
    state = scene.state
    state.computer = ComputerSeats(
        3, [0], levels=["easy", "medium"], names=["Bram", "Ann"], hint_nodes=6
    )
    state.log.reasons = state.computer.take_reason
    return scene


def _until_computer_move(scene: FountainsTableScene) -> None:
    """Ann plays greedily until Bram's next move shows."""
    give_up = time.monotonic() + HANG_GUARD_S
    state = scene.state
    ann = GreedyBot(5)
    while state.bot_move is None:
        assert time.monotonic() < give_up, "the computer never moved"
        if state.handoff is not None:
            state.skip_handoff()
        if state.recap is not None:
            state.close_recap()
        if state.human_to_act():
            scene.play(ann.choose(scene.game))
        state.reward = None  # the reward banners are not what is measured
        scene.update(1 / 60)
        time.sleep(0.001)


def test_computer_speed_sets_how_long_a_move_shows_apart_from_animation() -> None:
    shown = {}
    for computer_speed in (0.5, 1.0, 4.0):
        for animation_speed in (0.5, 2.0):
            scene = _against_the_computer(
                _ctx(computer_speed=computer_speed, animation_speed=animation_speed)
            )
            _until_computer_move(scene)
            move = scene.state.bot_move
            assert move is not None
            shown[computer_speed, animation_speed] = move.duration
            scene.exit()
    for (computer_speed, _animation), duration in shown.items():
        assert duration == BOT_STEP / computer_speed


def test_a_change_of_computer_speed_holds_for_the_next_move_at_once() -> None:
    ctx = _ctx()
    scene = _against_the_computer(ctx)
    _until_computer_move(scene)
    assert scene.state.bot_move is not None
    assert scene.state.bot_move.duration == BOT_STEP
    scene.update(BOT_STEP)  # the draft is made; the placement comes next
    ctx.change_settings(computer_speed=4.0)
    _until_computer_move(scene)
    assert scene.state.bot_move is not None
    assert scene.state.bot_move.duration == BOT_STEP / 4.0
    scene.exit()


def test_space_skips_the_computer_move_being_shown() -> None:
    scene = _against_the_computer(_ctx(computer_speed=0.5))
    _until_computer_move(scene)
    before = len(scene.game.actions)
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0))
    assert scene.state.bot_move is None
    assert len(scene.game.actions) == before + 1
    scene.exit()


def _two_people(ctx: AppContext) -> FountainsTableScene:
    seats = (Seat("Ann", SEAT_COLOURS[0]), Seat("Bram", SEAT_COLOURS[1]))
    return FountainsTableScene(ctx, GameSetup(Mode.FOUNTAINS, seats, seed=3))


def _frames_differ(scene: FountainsTableScene) -> bool:
    """Draw the large fountain twice, half a second apart."""
    surface = pygame.Surface((1280, 720))
    view = scene.fountain.view_rect
    scene.update(0.0)
    scene.draw(surface)
    first = surface.subsurface(view).copy()
    for _ in range(30):
        scene.update(1 / 60)
    scene.draw(surface)
    second = surface.subsurface(view)
    return bool(
        pygame.image.tobytes(first, "RGB") != pygame.image.tobytes(second, "RGB")
    )


def test_reduce_motion_holds_the_water_still_and_applies_at_once() -> None:
    ctx = _ctx()
    scene = _two_people(ctx)
    assert _frames_differ(scene)  # the jets spray, the water runs
    ctx.change_settings(reduce_motion=True)
    clock = scene.env.time
    assert not _frames_differ(scene)
    assert scene.env.time == clock
    ctx.change_settings(reduce_motion=False)
    assert _frames_differ(scene)


def test_reduce_motion_splashes_without_bursts() -> None:
    particles = Particles(seed=1)
    particles.burst((100.0, 100.0), 30, 400.0)
    particles.trail((100.0, 100.0), (50.0, -50.0))
    assert len(particles.items) == 31
    calm = Particles(seed=1)
    calm.calm = True
    calm.burst((100.0, 100.0), 30, 400.0)
    calm.trail((100.0, 100.0), (50.0, -50.0))
    assert calm.items == []


def test_kids_splash_reads_reduce_motion_and_computer_speed_each_frame() -> None:
    from game.scenes.splash.table import SplashTableScene

    ctx = _ctx()
    seats = tuple(
        Seat(name, SEAT_COLOURS[k], computer=True)
        for k, name in enumerate(("Ada", "Bo"))
    )
    setup = GameSetup(Mode.SPLASH, seats, seed=4, level="classic_cup")
    scene = SplashTableScene(ctx, setup)
    try:
        scene.update(1 / 60)
        assert scene.show.particles.calm is False
        scene.overlays.confetti = Confetti([(255, 0, 0)], 1)
        scene.update(1 / 60)
        assert scene.overlays.confetti is not None
        ctx.change_settings(reduce_motion=True, computer_speed=4.0)
        scene.update(1 / 60)
        assert scene.show.particles.calm is True
        assert scene.overlays.confetti is None  # the celebration, no burst
        # a seat's decision is shown a quarter as long, whatever the animation
        computers = scene.state.computers
        give_up = time.monotonic() + HANG_GUARD_S
        while computers.timer is None or computers.pending is None:
            assert time.monotonic() < give_up, "the seat never decided"
            scene.update(0.0)
        left = computers.timer
        scene.update(BOT_THINK / 8)
        assert computers.timer is None or computers.timer < left - BOT_THINK / 3
    finally:
        scene.exit()


def test_high_contrast_swaps_the_palette_at_once_and_back() -> None:
    ctx = _ctx()
    calm_text, calm_panel = theme.FOAM, hud.PANEL
    try:
        ctx.change_settings(high_contrast=True)
        assert contrast.is_high_contrast()
        assert theme.FOAM == (255, 255, 255) and hud.PANEL == (0, 0, 0)
        for ink in (theme.FOAM, theme.MIST, hud.TEXT, hud.DIM):
            assert contrast.contrast_ratio(ink, theme.PANEL) >= 7.0
        assert contrast.contrast_ratio(theme.INK, theme.ACCENT) >= 7.0
        # light table text is lifted to read at 7:1 on the strong panels
        for colour in (*SEAT_COLOURS, (176, 160, 138)):
            inked = contrast.strong_ink(colour)
            assert contrast.contrast_ratio(inked, (0, 0, 0)) >= 7.0
    finally:
        ctx.change_settings(high_contrast=False)
    assert not contrast.is_high_contrast()
    assert (theme.FOAM, hud.PANEL) == (calm_text, calm_panel)
    assert hud.TEXT_INK is None


def test_reduce_motion_jumps_the_computer_pawn_instead_of_sliding_it() -> None:
    ctx = _ctx(computer_speed=0.5)
    scene = _against_the_computer(ctx)
    _until_computer_move(scene)
    move = scene.state.bot_move
    assert move is not None and isinstance(move.action, Draft)
    drawn: list[dict] = []
    view = scene.basin_panel.view
    original = view.draw_pieces

    def spy(surface, basin, pawn_pos, *rest, **named):  # noqa: ANN001, ANN202
        drawn.append(dict(pawn_pos))
        return original(surface, basin, pawn_pos, *rest, **named)

    view.draw_pieces = spy  # type: ignore[method-assign]
    surface = pygame.Surface((1280, 720))
    there = scene.screen_pos_of_space(move.action.space)
    move.elapsed = move.duration * 0.2  # early in the slide
    scene.draw(surface)
    x, y = drawn[-1][move.action.pawn]
    assert abs(x - there[0]) + abs(y - there[1]) > 10  # on its way
    ctx.change_settings(reduce_motion=True)
    scene.draw(surface)
    x, y = drawn[-1][move.action.pawn]
    assert abs(x - there[0]) + abs(y - there[1]) < 1.5  # already there
    scene.exit()


def test_high_contrast_repaints_the_table_wood_at_once_and_back() -> None:
    ctx = _ctx()
    scene = _two_people(ctx)
    board = scene.fountain.board
    spot = (640, 360)
    calm = board.table_background().get_at(spot)
    try:
        ctx.change_settings(high_contrast=True)
        scene.enter()  # back from the pause menu's settings
        strong = board.table_background().get_at(spot)
        assert sum(strong[:3]) < sum(calm[:3]) - 30  # the darker strong wood
        surface = pygame.Surface((1280, 720))
        scene.update(0.0)
        scene.draw(surface)
        assert scene._static is not None
        corner = (856, 404)  # bare table between the Basin and the score track
        assert scene._static.get_at(corner) == board.table_background().get_at(corner)
    finally:
        ctx.change_settings(high_contrast=False)
    assert board.table_background().get_at(spot) == calm
