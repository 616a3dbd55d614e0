"""Render every shell screen headless into a folder of PNGs (for looking at them).

python tools/screens.py [OUT_DIR]      (default /tmp/fountaineer-screens)
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.cli import LaunchOptions  # noqa: E402
from game.rules.outcome import Outcome  # noqa: E402
from game.scenes.menus.mode_select import ModeSelectScene  # noqa: E402
from game.scenes.menus.settings import SettingsScene  # noqa: E402
from game.setup import GameSetup, Mode, Seat  # noqa: E402
from game.ui.theme import MACHINE_COLOUR, SEAT_COLOURS  # noqa: E402


def sample_outcome() -> tuple[GameSetup, Outcome]:
    """A finished 3-player game, played by computer seats on the rules core."""
    seats = tuple(Seat(n, SEAT_COLOURS[i]) for i, n in enumerate(("Ada", "Bo", "Cyd")))
    setup = GameSetup(mode=Mode.FOUNTAINS, seats=seats, seed=7)
    return setup, _play(setup)


def _shot(app: App, out: Path, name: str, scenes: list, events=()) -> None:
    """Push ``scenes``, post ``events``, run a few frames, save, go back."""
    for scene in scenes:
        app.manager.push(scene)
    app.frame(1 / 60)
    for event in events:
        pygame.event.post(event)
    for _ in range(3):
        app.frame(1 / 60)
    pygame.image.save(app.screen, str(out / f"{name}.png"))
    while len(app.manager) > 1:
        app.manager.pop()


def _states(app: App, out: Path, setup: GameSetup, outcome: Outcome) -> int:
    """Hover and focus looks, crowded tables, games beneath the overlays,
    notices and colour-blind marks: the states a plain screen does not show."""
    from game.scenes.directory import game_scene
    from game.scenes.menus.confirm import ConfirmScene
    from game.scenes.menus.fountains_setup import FountainsSetupScene
    from game.scenes.menus.pause import PauseScene
    from game.scenes.menus.results import ResultsScene
    from game.scenes.menus.splash_setup import SplashSetupScene

    ctx = app.ctx
    assert ctx is not None

    def move(pos: tuple[int, int]) -> pygame.event.Event:
        return pygame.event.Event(
            pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)
        )

    def key(k: int) -> pygame.event.Event:
        return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)

    names = ("Wilhelmina Xu", "Zoë", "", "Bartholomew O.", "Ørjan")
    crowded = FountainsSetupScene(ctx)
    crowded.players = 5
    for draft, name in zip(crowded.drafts, names, strict=True):
        draft.name = name
        draft.computer = True
    crowded.build()
    seats = tuple(
        Seat(name or f"Player {i + 1}", SEAT_COLOURS[i], computer=True)
        for i, name in enumerate(names)
    )
    five = GameSetup(mode=Mode.FOUNTAINS, seats=seats, seed=3)
    solo = GameSetup(
        mode=Mode.SOLO,
        seats=(Seat("Ada", SEAT_COLOURS[0]), Seat("The Machine", MACHINE_COLOUR)),
        seed=4,
        difficulty="hard",
    )
    splash = GameSetup(mode=Mode.SPLASH, seats=seats[:4], seed=5)
    splash_setup = SplashSetupScene(ctx)
    splash_setup.players = 4
    splash_setup.build()
    states = {
        "title_hover_focus": ([], [move((640, 496)), key(pygame.K_TAB)]),
        "modes_hover": ([ModeSelectScene(ctx)], [move((640, 300))]),
        "setup_five_computers": ([crowded], [key(pygame.K_TAB)] * 4),
        "splash_setup_four": ([splash_setup], [move((300, 552))]),
        "pause_over_fountains": (
            [game_scene(ctx, setup), PauseScene(ctx, Mode.FOUNTAINS)],
            [move((640, 321))],
        ),
        "pause_over_splash": (
            [game_scene(ctx, splash), PauseScene(ctx, Mode.SPLASH)],
            [key(pygame.K_TAB), key(pygame.K_TAB)],
        ),
        "quit_confirm_over_solo": (
            [
                game_scene(ctx, solo),
                ConfirmScene(
                    ctx,
                    "Quit Fountaineer? The game in progress will be lost.",
                    lambda: None,
                    confirm_label="Quit",
                ),
            ],
            [],
        ),
        "results_five": ([_results(ctx, five)], []),
        "results_five_large": ([_results(ctx, five, large=1)], []),
        "results_solo": ([_results(ctx, solo)], []),
        "results_splash": ([ResultsScene(ctx, splash, _play(splash))], []),
    }
    for name, (scenes, events) in states.items():
        _shot(app, out, name, scenes, events)
    ctx.notices.append(
        f"settings file {ctx.store.path if ctx.store else '?'}: not valid JSON "
        "(Expecting value at line 1); using defaults"
    )
    app.manager.clear_to(type(app.manager.scenes[0])(ctx))
    _shot(app, out, "title_notice", [])
    ctx.change_settings(colour_blind=True)
    blind = {
        "results_colour_blind": [_results(ctx, setup)],
        "setup_colour_blind": [crowded],
        "settings_colour_blind": [SettingsScene(ctx, page=2)],  # Screen
    }
    for name, scenes in blind.items():
        _shot(app, out, name, scenes)
    ctx.change_settings(colour_blind=False)
    return len(states) + 1 + len(blind)


def _play(setup: GameSetup) -> Outcome:
    """A whole game of ``setup`` played by computer seats, for its results."""
    if setup.mode is Mode.SPLASH:
        from game.ai.splash import play_headless
        from game.levels import available_levels, level_by_key
        from game.scenes.splash.table_state import options_for

        level = level_by_key(setup.level) if setup.level else available_levels()[0]
        game, _pond = play_headless(options_for(setup, level), level)
        outcome = game.outcome()
        assert outcome is not None
        return outcome
    outcome = _played(setup)[0].outcome()
    assert outcome is not None
    return outcome


_PLAYED: dict[GameSetup, tuple[object, dict[int, str]]] = {}


def _played(setup: GameSetup) -> tuple[object, dict[int, str]]:
    """A Fountains ``setup`` played to the end by Medium computer seats, and
    the plain reason of each move (as the table saves them)."""
    if setup in _PLAYED:
        return _PLAYED[setup]
    from game.ai.fountains import MediumBot, explain_move
    from game.ai.fountains.explain import plain_why
    from game.rules.fountains.game import FountainsGame
    from game.scenes.fountains.table_data import options_for as fountains_options

    game = FountainsGame.new(fountains_options(setup))
    bots = [MediumBot(seed=setup.seed + seat) for seat in range(game.options.seats)]
    names = [seat.name for seat in setup.seats]
    reasons: dict[int, str] = {}
    while not game.is_over():
        decision = explain_move(game, bots[game.current_seat], names)
        reasons[len(game.actions)] = plain_why(game, decision, names)
        game.apply(decision.action)
    _PLAYED[setup] = (game, reasons)
    return game, reasons


def _results(ctx: object, setup: GameSetup, large: int | None = None) -> object:
    """The results of ``setup`` played out, with its final fountains (one of
    them shown large)."""
    from game.scenes.menus.results import ResultsScene

    game, _ = _played(setup)
    outcome = game.outcome()  # type: ignore[attr-defined]
    scene = ResultsScene(ctx, setup, outcome, game)  # type: ignore[arg-type]
    if large is not None and scene.fountains is not None:
        scene.fountains.large = large
    return scene


def _replay(ctx: object, setup: GameSetup) -> object:
    """The replay viewer on a finished game (each computer move's reason
    kept), scrubbed to two thirds of it."""
    from game.saves.record import SavedGame
    from game.scenes.replay.viewer import ReplayScene

    game, reasons = _played(setup)
    stamp = "2026-01-01T12:00:00Z"
    saved = SavedGame(setup, game, stamp, stamp, True, {}, reasons=reasons)  # type: ignore[arg-type]
    viewer = ReplayScene(ctx, saved)
    viewer.go_to(viewer.timeline.last * 2 // 3)
    return viewer


def main() -> int:
    args = [arg for arg in sys.argv[1:] if not arg.startswith("--")]
    out = Path(args[0] if args else "/tmp/fountaineer-screens")
    out.mkdir(parents=True, exist_ok=True)
    app = App(LaunchOptions(headless=True, config_dir=Path(tempfile.mkdtemp())))
    app.start()
    ctx = app.ctx
    assert ctx is not None
    from game.scenes.directory import game_scene
    from game.scenes.menus.confirm import ConfirmScene
    from game.scenes.menus.fountains_setup import FountainsSetupScene
    from game.scenes.menus.pause import PauseScene
    from game.scenes.menus.rules_reference import RulesScene
    from game.scenes.menus.solo_setup import SoloSetupScene
    from game.scenes.menus.splash_setup import SplashSetupScene

    setup, outcome = sample_outcome()
    table = FountainsSetupScene(ctx)
    for draft, name in zip(table.drafts, ("Ada", "Bo", "Cyd", "Dee"), strict=False):
        draft.name = name
    table.players = 4
    table.drafts[3].computer = True
    table.advanced = True
    table.build()
    screens = {
        "title": [],
        "modes": [ModeSelectScene(ctx)],
        "fountains_setup": [table],
        "solo_setup": [SoloSetupScene(ctx)],
        "splash_setup": [SplashSetupScene(ctx)],
        "settings": [SettingsScene(ctx)],
        "rules": [RulesScene(ctx, Mode.FOUNTAINS)],
        "rules_splash": [RulesScene(ctx, Mode.SPLASH)],
        "pause": [game_scene(ctx, setup), PauseScene(ctx, Mode.FOUNTAINS)],
        "confirm": [
            game_scene(ctx, setup),
            PauseScene(ctx, Mode.FOUNTAINS),
            ConfirmScene(
                ctx,
                "Leave this game? It is not finished and will be lost.",
                lambda: None,
            ),
        ],
        "results": [_results(ctx, setup)],
        "replay_fountains": [_replay(ctx, setup)],
    }
    for name, scenes in screens.items():
        for scene in scenes:
            app.manager.push(scene)
        for _ in range(3):
            app.frame(1 / 60)
        pygame.image.save(app.screen, str(out / f"{name}.png"))
        while len(app.manager) > 1:
            app.manager.pop()
    count = len(screens) + _states(app, out, setup, outcome)
    app.stop()
    print(f"wrote {count} screens to {out}")
    if "--docs" in sys.argv:
        docs = Path(__file__).resolve().parent.parent / "docs" / "screenshots"
        docs.mkdir(parents=True, exist_ok=True)
        copies = {"replay_fountains": "replay-fountains"}  # the README's name
        for name in ("title", "fountains_setup", "results", "replay_fountains"):
            kept = copies.get(name, name)
            (docs / f"{kept}.png").write_bytes((out / f"{name}.png").read_bytes())
        print(f"copied title, fountains_setup, results and replay_fountains to {docs}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
