"""Nothing overlaps at the Fountains table: scripted situations, reached by
posted events (the game itself is fast-forwarded with ``scene.play``), each
drawn with the text recorder listening; no two drawn texts may intersect, none
may run past its box or the screen, none may be cut short."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator

import pygame
import pytest

from game.ai.fountains import GreedyBot
from game.rules.fountains.actions import Draft, Place, PlaceToken
from game.rules.fountains.phases import Phase
from game.rules.fountains.tiles import Placement
from game.scenes.fountains.computer_seats import ComputerSeats
from game.scenes.fountains.layout import NOTICE_TOP, PROMPT_TOP
from game.scenes.fountains.table import FountainsTableScene
from game.settings import TEXT_SIZES
from game.setup import GameSetup, Mode, Seat
from game.ui.text import TextRecorder, recording
from game.ui.theme import SEAT_COLOURS
from tests.scenes.fountains.table_driver import MouseDriver, make_ctx

HANG_GUARD_S = 90.0
LONG_NAMES = (
    "Bartholomewina",
    "Konstantinidis",
    "Maximilianus W",
    "Wilhelminaaaaa",
    "Christodoulous",
)


@pytest.fixture(autouse=True, params=TEXT_SIZES, ids=lambda size: f"text{size}")
def text_size(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> int:
    """Every check runs at each Text size (100, 125 and 150%)."""
    size: int = request.param
    plain = make_ctx

    def at_text_size(**settings: object) -> object:
        return plain(**{"text_size": size, **settings})

    monkeypatch.setattr(sys.modules[__name__], "make_ctx", at_text_size)
    return size


@pytest.fixture()
def recorder() -> Iterator[TextRecorder]:
    with recording() as rec:
        yield rec


def _table(
    seats: tuple[Seat, ...], seed: int = 11, **settings: object
) -> FountainsTableScene:
    setup = GameSetup(mode=Mode.FOUNTAINS, seats=seats, seed=seed)
    scene = FountainsTableScene(make_ctx(**settings), setup)
    state = scene.state
    computers = [s for s in range(state.game.seats) if state.is_computer(s)]
    state.computer = ComputerSeats(
        seed,
        computers,
        levels=[seat.level for seat in seats],
        names=[seat.name for seat in seats],
        hint_nodes=6,
    )
    state.log.reasons = state.computer.take_reason
    return scene


def _people(count: int, names: tuple[str, ...] = ("Ann", "Bram", "Cleo")) -> tuple:
    return tuple(Seat(names[k], SEAT_COLOURS[k]) for k in range(count))


def _look(
    rec: TextRecorder, scene: FountainsTableScene, surface: pygame.Surface
) -> list[str]:
    """Draw one frame afresh and say what reads badly on it."""
    scene.refresh()
    rec.forget(surface)
    scene.draw(surface)
    return rec.problems(surface)


def _clean(problems: list[str]) -> None:
    assert not problems, "texts read badly:\n" + "\n".join(problems)


def _until(driver: MouseDriver, done: Callable[[], bool], dt: float = 1 / 60) -> None:
    give_up = time.monotonic() + HANG_GUARD_S
    while not done():
        assert time.monotonic() < give_up, "the table never got there"
        driver.step(dt, draw=True)


def _ready(driver: MouseDriver) -> None:
    """Through the hand-off and the recap (by clicks) to a person's turn."""
    scene = driver.scene
    for _ in range(400):
        if scene.awaiting_human():
            return
        if scene.state.handoff is not None:
            driver.press("ready")
        elif scene.state.recap is not None:
            driver.press("ok")
        else:
            driver.step(0.05, draw=True)
    raise AssertionError("no person's turn came")


def _forward(scene: FountainsTableScene, placed: int) -> None:
    """Fast-forward the game (rules-core bots) until ``placed`` tiles are down
    and the first seat is to draft again."""
    game = scene.game
    bots = [GreedyBot(5 + s) for s in range(game.seats)]
    while not game.is_over():
        done = sum(1 for a in game.actions if isinstance(a, Place))
        if done >= placed and game.phase is Phase.DRAFT and game.current_seat == 0:
            break
        scene.play(bots[game.current_seat].choose(game))
    scene.state.reward = None


def _draft_a_tile(driver: MouseDriver) -> None:
    scene = driver.scene
    draft = next(
        a for a in scene.state.legal() if isinstance(a, Draft) and a.space != 0
    )
    driver.perform(draft)
    assert scene.game.phase is Phase.PLACE


def test_the_draft_with_a_pawn_chosen(surface, recorder) -> None:
    scene = _table(_people(2))
    driver = MouseDriver(scene, surface)
    _ready(driver)
    _clean(_look(recorder, scene, surface))
    pawn = next(iter(scene.game.basin.pawns))
    driver.click(scene.screen_pos_of_pawn(pawn))
    _clean(_look(recorder, scene, surface))


def test_a_held_tile_over_a_legal_spot_and_tab(surface, recorder) -> None:
    scene = _table(_people(2))
    driver = MouseDriver(scene, surface)
    _forward(scene, 8)
    _ready(driver)
    _draft_a_tile(driver)
    placement = min(scene.state.legal_placements())
    pos = driver._find(lambda: scene.screen_pos_for_placement(placement))
    driver.move(pos)
    assert scene.held.hover_preview is not None
    _clean(_look(recorder, scene, surface))
    driver.key(pygame.K_TAB)
    _clean(_look(recorder, scene, surface))


def test_an_illegal_hover_says_why_without_covering_anything(surface, recorder) -> None:
    scene = _table(_people(2))
    driver = MouseDriver(scene, surface)
    _forward(scene, 8)
    _ready(driver)
    _draft_a_tile(driver)
    legal = scene.state.legal_placements()
    tile_id = scene.game.drafted
    xs = [p.x for p in legal]
    ys = [p.y for p in legal]
    for x in range(min(xs) - 2, max(xs) + 3):
        for y in range(min(ys) - 2, max(ys) + 3):
            spot = Placement(tile_id, x, y, scene.state.tile_rotation)
            if spot in legal:
                continue
            pos = scene.screen_pos_for_placement(spot)
            if pos is None:
                continue
            driver.move(pos)
            if scene.held.hover_reason:
                _clean(_look(recorder, scene, surface))
                return
    pytest.fail("no illegal spot was found to hover")


def test_the_hint_on_a_draft_and_on_a_placement(surface, recorder) -> None:
    scene = _table(_people(2))
    driver = MouseDriver(scene, surface)
    _forward(scene, 6)
    _ready(driver)
    driver.press("hint")
    _until(driver, lambda: scene.hint.shown is not None)
    _clean(_look(recorder, scene, surface))
    scene.exit()


def test_a_computer_turn_that_scores(surface, recorder) -> None:
    seats = (
        Seat("Ann", SEAT_COLOURS[0]),
        Seat("Bram", SEAT_COLOURS[1], computer=True, level="easy"),
    )
    scene = _table(seats, seed=3)
    driver = MouseDriver(scene, surface)
    game = scene.game
    bot = GreedyBot(9)
    seen_reason = seen_points = False
    give_up = time.monotonic() + HANG_GUARD_S
    while not game.is_over() and not (seen_reason and seen_points):
        assert time.monotonic() < give_up
        if scene.awaiting_human():
            scene.play(bot.choose(game))
            continue
        scene.state.handoff = None
        scene.state.recap = None
        driver.step(0.05)
        if scene.computers.explained() is not None:
            seen_reason = True
            if scene.state.reward is not None:
                seen_points = True
            _clean(_look(recorder, scene, surface))
    assert seen_reason and seen_points
    scene.exit()


def test_the_final_rewards(surface, recorder) -> None:
    scene = _table(_people(3), seed=5)
    driver = MouseDriver(scene, surface)
    game = scene.game
    bots = [GreedyBot(5 + s) for s in range(game.seats)]
    while not game.is_over():
        scene.play(bots[game.current_seat].choose(game))
    shown = 0
    for _ in range(400):
        if scene.state.reward is None:
            break
        driver.step(0.05)
        shown += 1
        _clean(_look(recorder, scene, surface))
    assert shown


def test_five_seats_with_long_names(surface, recorder) -> None:
    seats = _people(5, LONG_NAMES)
    scene = _table(seats, seed=8)
    driver = MouseDriver(scene, surface)
    _forward(scene, 12)
    _ready(driver)
    _clean(_look(recorder, scene, surface))
    pawn = next(iter(scene.game.basin.pawns))
    driver.click(scene.screen_pos_of_pawn(pawn))  # the longest prompt of a draft
    _clean(_look(recorder, scene, surface))
    prompt = [
        t
        for t in recorder.texts_on(surface)
        if t.rect.x < 40 and PROMPT_TOP - 8 <= t.rect.y < NOTICE_TOP
    ]
    assert len(prompt) == 1, [t.words for t in prompt]  # one row, never two
    assert prompt[0].rect.bottom <= NOTICE_TOP
    driver.click(scene.screen_pos_of_pawn(pawn))  # let go of it again
    _draft_a_tile(driver)
    placement = min(scene.state.legal_placements())
    driver.move(driver._find(lambda: scene.screen_pos_for_placement(placement)))
    _clean(_look(recorder, scene, surface))


@pytest.mark.parametrize("pass_screen", [False, True])
def test_the_hand_off_and_the_recap(surface, recorder, pass_screen) -> None:
    scene = _table(_people(3), seed=4, handoff_screen=pass_screen)
    driver = MouseDriver(scene, surface)
    _forward(scene, 5)
    driver.step(0.05, draw=True)
    looked = 0
    for _ in range(3):
        if scene.state.handoff is not None or scene.state.recap is not None:
            _clean(_look(recorder, scene, surface))
            looked += 1
        if scene.state.handoff is not None:
            driver.press("ready")
        elif scene.state.recap is not None and not scene.state.recap.light:
            driver.press("ok")
    assert looked


def test_a_bonus_token_to_place(surface, recorder) -> None:
    scene = _table(_people(2), seed=11)
    driver = MouseDriver(scene, surface)
    game = scene.game
    bots = [GreedyBot(5 + s) for s in range(game.seats)]
    while not game.is_over():
        if game.current_seat == 0 and game.phase is Phase.DRAFT:
            bonus = [a for a in game.legal_actions() if isinstance(a, Draft)]
            if any(a.space == 0 for a in bonus) and any(
                isinstance(a, PlaceToken)
                for a in _after(game, next(a for a in bonus if a.space == 0))
            ):
                break
        scene.play(bots[game.current_seat].choose(game))
    else:
        pytest.skip("no bonus draft came up in this game")
    scene.state.reward = None
    _ready(driver)
    draft = next(
        a for a in scene.state.legal() if isinstance(a, Draft) and a.space == 0
    )
    driver.perform(draft)
    _clean(_look(recorder, scene, surface))


def _after(game, action):  # noqa: ANN001, ANN202
    trial = game.clone()
    trial.apply(action)
    return trial.legal_actions()


def test_every_lesson_step(tmp_path, recorder) -> None:
    """Each step of every "Learn to play" lesson, and each part's end, drawn
    over its table as it first shows."""
    from tests.scenes.tutorial.lesson_walk import LESSONS, started_app, walk_lesson

    app = started_app(tmp_path)
    looked: dict[str, list[str]] = {}

    def look(scene, where: str) -> None:  # noqa: ANN001 - a LessonScene
        scene.table.refresh()
        recorder.forget(app.screen)
        app.frame(0.0)
        looked[f"{scene.lesson.number}:{where}"] = recorder.problems(app.screen)

    try:
        for lesson in LESSONS:
            walk_lesson(app, lesson, look)
            app.manager.clear_to(app.ctx.screens.title(app.ctx))
            app.frame(1 / 60)
    finally:
        app.stop()
    assert sum(1 for key in looked if key.endswith("/recap")) == len(LESSONS)
    _clean([f"{k}: {p}" for k, v in looked.items() for p in v])


def test_the_results_of_five_long_names_and_their_biggest_moments(
    surface, recorder
) -> None:
    from game.rules.fountains.game import FountainsGame
    from game.scenes.fountains.table_data import options_for
    from game.scenes.menus.results import CHART, LARGE, ResultsScene

    setup = GameSetup(mode=Mode.FOUNTAINS, seats=_people(5, LONG_NAMES), seed=8)
    game = FountainsGame.new(options_for(setup))
    bots = [GreedyBot(5 + s) for s in range(game.seats)]
    while not game.is_over():
        game.apply(bots[game.current_seat].choose(game))
    outcome = game.outcome()
    assert outcome is not None
    scene = ResultsScene(make_ctx(), setup, outcome, game)
    # the points table, the biggest moments and every final fountain
    layer = pygame.Surface((1280, 720))
    scene.draw_static(layer)
    drawn = recorder.texts_on(layer)
    assert any(t.words.startswith(LONG_NAMES) for t in drawn)  # the moments
    in_grid = [t.words for t in drawn if CHART.contains(t.rect)]
    assert set(LONG_NAMES) <= set(in_grid)  # each fountain under its name
    _clean(recorder.problems(layer))
    # one fountain large, beside its points by category
    assert scene.fountains is not None
    scene.fountains.large = 2
    layer = pygame.Surface((1280, 720))
    scene.draw_static(layer)
    drawn = recorder.texts_on(layer)
    assert LONG_NAMES[2] in [t.words for t in drawn if LARGE.contains(t.rect)]
    assert "Lily pads" in [t.words for t in drawn]
    _clean(recorder.problems(layer))
    # the score over time instead of the fountains
    scene.show_fountains(False)
    layer = pygame.Surface((1280, 720))
    scene.draw_static(layer)
    _clean(recorder.problems(layer))


def test_the_fish_choice(surface, recorder) -> None:
    scene = _table(_people(3), seed=5)
    driver = MouseDriver(scene, surface)
    game = scene.game
    bots = [GreedyBot(5 + s) for s in range(game.seats)]
    while not (game.phase is Phase.FISH and game.current_seat == 0):
        assert not game.is_over(), "no fish choice came to the first seat"
        scene.play(bots[game.current_seat].choose(game))
    scene.state.reward = None
    for _ in range(200):
        if scene.state.fish_offer is not None:
            break
        if scene.state.handoff is not None:
            driver.press("ready")
        elif scene.state.recap is not None and not scene.state.recap.light:
            driver.press("ok")
        else:
            driver.step(0.05, draw=True)
    assert scene.state.fish_offer is not None
    _clean(_look(recorder, scene, surface))


def _look_through_manager(
    rec: TextRecorder,
    manager: object,
    scene: FountainsTableScene,
    surface: pygame.Surface,
) -> list[str]:
    """One frame of the whole stack (the table and the help overlay over it)."""
    scene.refresh()
    rec.forget(surface)
    manager.draw(surface)  # type: ignore[attr-defined]
    return rec.problems(surface)


def test_the_focus_ring_and_its_words_at_each_step(surface, recorder) -> None:
    seats = _people(2, LONG_NAMES)
    setup = GameSetup(mode=Mode.FOUNTAINS, seats=seats, seed=11, advanced=True)
    scene = FountainsTableScene(make_ctx(), setup)  # people only: no computers
    driver = MouseDriver(scene, surface)
    _forward(scene, 6)
    _ready(driver)
    driver.key(pygame.K_TAB)  # a pawn, its words in the notice row
    assert scene.keys.focused() is not None
    _clean(_look(recorder, scene, surface))
    driver.key(pygame.K_RETURN)  # a space the chosen pawn may take
    _clean(_look(recorder, scene, surface))
    for _ in range(8):  # F6 on to every group: turn buttons, view, design cards
        driver.key(pygame.K_F6)
        assert scene.keys.focused() is not None
        _clean(_look(recorder, scene, surface))


def test_the_help_overlay_over_the_table(surface, recorder) -> None:
    from game.scenes.scene import SceneManager

    scene = _table(_people(3, LONG_NAMES))
    manager = SceneManager()
    manager.push(scene)
    driver = MouseDriver(scene, surface)
    _ready(driver)
    manager.show_keys()
    assert manager.keys_help is not None
    problems = _look_through_manager(recorder, manager, scene, surface)
    _clean(problems)
    drawn = {t.words for t in recorder.texts_on(surface)}
    assert {"Q / E", "L", "Keys at the Fountains table"} <= drawn
    # at a large Text size a key may wrap onto a second line of its column
    assert "Tab / Shift+Tab" in drawn or {"Tab /", "Shift+Tab"} <= drawn


def test_computer_plates_with_points_late_in_the_game(surface, recorder) -> None:
    """Name plates carrying a level badge, "first · computer" and two-figure
    points, late in a game: at 150% the points reached the badge and the flag
    ran over the plate's edge. The plates, the Basin's counts and the log are
    drawn on the table's cached layer; its words are checked too."""
    seats = (
        Seat("Esme", SEAT_COLOURS[0], computer=True, level="hard"),
        Seat("Robin", SEAT_COLOURS[1], computer=True, level="easy"),
        Seat("Bartholomewina", SEAT_COLOURS[2]),
    )
    scene = _table(seats)
    _forward(scene, 18)
    assert min(scene.game.scores) >= 10
    _clean(_look(recorder, scene, surface))
    words = {t.words for t in recorder.texts_on(surface)}
    cached = {"Esme", "Robin", "Game log", "Bonus", "first · computer"}
    assert cached <= words  # the cached layer's words were read
    assert {str(score) for score in scene.game.scores} <= words
