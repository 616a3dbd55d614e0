"""Issue 25: the screens after and about games (results with the final
fountains, the records, the profiles, the replay viewer) at every window size
and every Text size: drawn with the text recorder listening, no two texts
overlap, none runs past its box or off the screen, none is cut short. One
representative state each (five seats, 14-letter names, computer reasons),
so the twelve combinations stay quick. Results, records and replays draw at
the window's resolution: their words are rendered at the physical size."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator

import pygame
import pytest

from game.ai.fountains import GreedyBot
from game.app import App
from game.cli import LaunchOptions
from game.records.session import close_all
from game.rules.fountains.game import FountainsGame
from game.saves.record import SavedGame
from game.scenes.fountains.table_data import options_for
from game.scenes.menus.results import ResultsScene
from game.scenes.records.profiles_scene import ProfilesScene
from game.scenes.records.records_scene import RecordsScene
from game.scenes.replay.fountains_view import LARGE
from game.scenes.replay.viewer import ReplayScene
from game.scenes.scene import Scene
from game.settings import TEXT_SIZES
from game.setup import GameSetup, Mode, Seat
from game.ui.driver import UiDriver
from game.ui.text import recording
from game.ui.theme import SEAT_COLOURS
from tests.records.conftest import _season, write_replays
from tests.saves.games import last_fountains, record

SIZES = ((1024, 576), (1366, 768), (1920, 1080), (3840, 2160))
#: Five seats, each name 14 letters long: the longest the setup takes.
NAMES = ("Bartholomew Jr", "Maximilianne O", "Christabelle W", "Wolfgang Amade", "Ann")
REASON = "Takes the coin tile: +5 now, and it keeps the most pools open for the end"


def _seats(count: int, computer: bool = False) -> tuple[Seat, ...]:
    return tuple(Seat(NAMES[k], SEAT_COLOURS[k], computer) for k in range(count))


@pytest.fixture(scope="module")
def games() -> dict[str, object]:
    """The finished game for the results and the replay, made once."""
    setup = GameSetup(Mode.FOUNTAINS, _seats(5), seed=4)
    game = FountainsGame.new(options_for(setup))
    bots = [GreedyBot(3 + s) for s in range(game.seats)]
    while not game.is_over():
        game.apply(bots[game.current_seat].choose(game))
    played = GameSetup(Mode.FOUNTAINS, _seats(5, True), seed=91, autoplay=True)
    partway = last_fountains(played, stop=90)
    saved = record(played, partway)
    reasons = {i: REASON for i in range(len(partway.actions))}
    return {
        "results": (setup, game),
        "replay": dataclasses.replace(saved, reasons=reasons),
    }


@pytest.fixture(scope="module")
def started(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Callable[..., App]]:
    apps: dict[tuple[int, int], App] = {}

    def at(size: tuple[int, int]) -> App:
        if size not in apps:
            for app in apps.values():
                app.stop()
            apps.clear()
            close_all()
            folder = tmp_path_factory.mktemp("sizes")
            write_replays(folder / "replays", _season())
            app = App(LaunchOptions(headless=True, size=size, config_dir=folder))
            app.start()
            apps[size] = app
        return apps[size]

    yield at
    for app in apps.values():
        app.stop()
    close_all()


def _results(app: App, games: dict[str, object]) -> Scene:
    setup, game = games["results"]  # type: ignore[misc]
    outcome = game.outcome()
    return ResultsScene(app.ctx, setup, outcome, game)  # type: ignore[arg-type]


def _replay(app: App, games: dict[str, object]) -> Scene:
    saved = games["replay"]
    assert isinstance(saved, SavedGame)
    scene = ReplayScene(app.ctx, saved)
    scene.go_to(scene.timeline.last)  # every fountain grown, Why lines in the log
    return scene


def _badges(app: App, _games: dict[str, object]) -> Scene:
    scene = RecordsScene(app.ctx)
    scene.page = 1  # every achievement, whole, in the grid
    return scene


SCREENS: dict[str, Callable[[App, dict[str, object]], Scene]] = {
    "results": _results,
    "records": lambda app, _games: RecordsScene(app.ctx),
    "badges": _badges,
    "profiles": lambda app, _games: ProfilesScene(app.ctx),
    "replay": _replay,
}


def _drawn(app: App, scene: Scene) -> tuple[list[str], list[str], pygame.Surface]:
    """The problems the recorder found and the words it saw."""
    app.manager.push(scene)
    try:
        with recording() as recorder:
            UiDriver(app).frames()
            drawn_on = app.window.drawn_on
            assert drawn_on is not None
            words = [t.words for t in recorder.texts_on(drawn_on)]
            return recorder.problems(drawn_on), words, drawn_on
    finally:
        app.manager.pop()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("name", list(SCREENS))
def test_every_screen_reads_cleanly(started, games, size, text_size, name) -> None:
    app = started(size)
    app.ctx.settings = app.ctx.settings.with_changes(text_size=text_size)
    problems, words, drawn_on = _drawn(app, SCREENS[name](app, games))
    assert words, f"{name}: the recorder saw no text"
    assert not problems, f"{name} at {size}, text {text_size}%:\n" + "\n".join(problems)
    assert drawn_on.get_size() == app.window.view.area.size  # drawn at the window's
    if name == "replay":
        assert any(w.startswith("Why: ") for w in words)


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)], ids=str)
def test_the_replay_is_drawn_at_the_window_resolution_and_clicks_land(
    started, games, size
) -> None:
    """Crisp: the caption is rendered at the window's scale, not scaled up;
    the layout stays logical, so a click on a fountain still opens it."""
    app = started(size)
    app.ctx.settings = app.ctx.settings.with_changes(text_size=100)
    scene = _replay(app, games)
    app.manager.push(scene)
    ui = UiDriver(app)
    try:
        with recording() as recorder:
            ui.frames()
            texts = recorder.texts_on(app.window.drawn_on)  # type: ignore[arg-type]
        caption = next(t for t in texts if t.words.startswith("Action "))
        scale = app.window.view.scale
        ink = (0, 0, 0)
        drawn = app.ctx.fonts.get(24, True, scale).render(caption.words, True, ink)
        one = app.ctx.fonts.get(24, True).render(caption.words, True, ink)
        assert caption.rect.size == drawn.get_size()  # at the physical size
        assert caption.rect.height > (scale - 0.25) * one.get_height()
        box = scene.view.boxes()[3]  # type: ignore[union-attr]
        ui.click_at(box.center)
        assert scene.view.large == 3  # type: ignore[union-attr]
        ui.click_at(LARGE.center)
        assert scene.view.large is None  # type: ignore[union-attr]
    finally:
        app.manager.pop()
