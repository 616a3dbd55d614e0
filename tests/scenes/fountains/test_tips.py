"""Table tips: each appears once per player at its situation (found by asking the
rules core), is remembered in the saved settings (never again, even after a
restart), is never shown when tips are off or at a lesson's table, and never
covers what it explains nor a button of the table."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pygame
import pytest

from game.ai.fountains import GreedyBot
from game.context import AppContext
from game.rules.fountains.phases import Phase
from game.scenes.directory import default_screens
from game.scenes.fountains.layout import BASIN_RECT, TRACK_RECT
from game.scenes.fountains.table import FountainsTableScene
from game.scenes.fountains.tip_situations import TIP_KEYS, can_stack
from game.scenes.fountains.tips import seen_key
from game.settings import SettingsStore
from game.setup import GameSetup, Mode, Seat
from game.ui.fonts import Fonts
from game.ui.text import recording
from game.ui.theme import SEAT_COLOURS
from tests.scenes.fountains.table_driver import SilentSound

SEED = 11  # a game of Ann and Bram where every tip's situation comes up


def _ctx(folder: Path, **changes: object) -> AppContext:
    store = SettingsStore(folder)
    settings = store.load()
    if changes:
        settings = settings.with_changes(**changes)
    return AppContext(
        settings=settings,
        sound=SilentSound(),
        fonts=Fonts(),
        store=store,
        screens_directory=default_screens(),
    )


def _table(
    ctx: AppContext, names: tuple[str, ...] = ("Ann", "Bram"), tips: bool = True
) -> FountainsTableScene:
    seats = tuple(Seat(n, SEAT_COLOURS[i]) for i, n in enumerate(names))
    setup = GameSetup(mode=Mode.FOUNTAINS, seats=seats, seed=SEED)
    return FountainsTableScene(ctx, setup, tips=tips)


def _click(scene: FountainsTableScene, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        scene.handle_event(pygame.event.Event(kind, pos=pos, button=1))


@dataclass
class Shown:
    step: int  # how many actions the game had seen when it showed
    name: str
    key: str
    phase: Phase


@dataclass
class Play:
    shown: list[Shown] = field(default_factory=list)
    #: how many actions the game had seen when each (name, tip) situation
    #: first held, seen from here
    first_held: dict[tuple[str, str], int] = field(default_factory=dict)


def _play(
    scene: FountainsTableScene,
    steps: int = 400,
    look: Callable[[FountainsTableScene], None] | None = None,
) -> Play:
    """Play the game with greedy bots for both people; each tip that shows is
    looked at, then closed with a click on "Got it"."""
    game, state = scene.game, scene.state
    bots = [GreedyBot(7 + s) for s in range(game.seats)]
    play = Play()
    for _step in range(steps):
        for _ in range(3):
            scene.update(1 / 30)
        done = len(game.actions)
        for seat, key in _situations_now(scene):
            play.first_held.setdefault((state.name(seat), key), done)
        if scene.tips.showing is not None:
            seat, tip = scene.tips.showing
            play.shown.append(Shown(done, state.name(seat), tip.key, game.phase))
            if look is not None:
                look(scene)
            _click(scene, scene.tips.ok.rect.center)
            assert scene.tips.showing is None
            continue
        if game.is_over():
            break
        if state.handoff is not None:
            state.skip_handoff()
        if state.recap is not None:
            state.close_recap()
        if state.human_to_act():
            scene.play(bots[game.current_seat].choose(game))
    return play


def _situations_now(scene: FountainsTableScene) -> list[tuple[int, str]]:
    """The situations that hold for the person to act now, asked of the rules
    core directly (the tips' own watcher is not used here)."""
    game, state = scene.game, scene.state
    if game.is_over() or not state.human_to_act():
        return []
    seat = game.current_seat
    found = []
    if game.phase is Phase.PLACE and can_stack(game, seat):
        found.append((seat, "stacking"))
    if game.phase is Phase.TOKEN:
        found.append((seat, "bonus_token"))
    if game.phase is Phase.FISH:
        found.append((seat, "fish"))
    return found


@pytest.fixture(scope="module")
def first_game(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Play]:
    folder = tmp_path_factory.mktemp("tips")
    scene = _table(_ctx(folder))
    return folder, _play(scene)


def test_each_tip_shows_once_per_player_and_every_kind_comes_up(
    first_game: tuple[Path, Play],
) -> None:
    _folder, play = first_game
    pairs = [(s.name, s.key) for s in play.shown]
    assert len(pairs) == len(set(pairs)), pairs
    assert {s.key for s in play.shown} == set(TIP_KEYS)
    assert {s.name for s in play.shown} == {"Ann", "Bram"}


def test_a_tip_shows_at_the_first_time_its_situation_comes_up(
    first_game: tuple[Path, Play],
) -> None:
    _folder, play = first_game
    checked = 0
    for shown in play.shown:
        if shown.key == "stacking":
            assert shown.phase is Phase.PLACE
        if shown.key == "bonus_token":
            assert shown.phase is Phase.TOKEN
        if shown.key == "fish":
            assert shown.phase is Phase.FISH
        first = play.first_held.get((shown.name, shown.key))
        if shown.key in ("stacking", "bonus_token", "fish"):
            assert first == shown.step, (shown, first)  # before anyone acts
            checked += 1
    assert checked >= 4


def test_seen_tips_are_saved_and_never_shown_again_after_a_restart(
    first_game: tuple[Path, Play],
) -> None:
    folder, play = first_game
    saved = json.loads((folder / "settings.json").read_text())
    assert sorted(saved["tips_seen"]) == sorted(
        seen_key(s.key, s.name) for s in play.shown
    )
    again = _play(_table(_ctx(folder)), steps=120)  # a new start, the same people
    assert again.shown == []
    cleo = _play(_table(_ctx(folder), names=("Cleo", "Bram")), steps=120)
    assert cleo.shown and {s.name for s in cleo.shown} == {"Cleo"}


def test_no_tips_when_they_are_off_or_at_a_lesson(tmp_path: Path) -> None:
    off = _ctx(tmp_path, table_tips=False)
    assert _play(_table(off), steps=120).shown == []
    assert off.settings.tips_seen == ()
    lesson = _ctx(tmp_path / "lesson")
    assert _play(_table(lesson, tips=False), steps=120).shown == []
    assert lesson.settings.tips_seen == ()


def test_no_more_tips_turns_them_off_and_is_saved(tmp_path: Path) -> None:
    ctx = _ctx(tmp_path)
    scene = _table(ctx)
    bots = [GreedyBot(7 + s) for s in range(2)]
    for _ in range(200):
        scene.update(1 / 30)
        if scene.tips.showing is not None:
            break
        state = scene.state
        if state.handoff is not None:
            state.skip_handoff()
        if state.recap is not None:
            state.close_recap()
        if state.human_to_act():
            scene.play(bots[scene.game.current_seat].choose(scene.game))
    assert scene.tips.showing is not None
    _click(scene, scene.tips.off.rect.center)
    assert scene.tips.showing is None and ctx.settings.table_tips is False
    assert SettingsStore(tmp_path).load().table_tips is False
    rest = _play(scene, steps=150)
    assert rest.shown == []


def test_showing_every_tip_again_brings_them_back(
    first_game: tuple[Path, Play], tmp_path: Path
) -> None:
    folder, _play_once = first_game
    (tmp_path / "settings.json").write_text((folder / "settings.json").read_text())
    ctx = _ctx(tmp_path)
    assert ctx.settings.tips_seen
    ctx.change_settings(tips_seen=())  # what the Settings button does
    assert _play(_table(_ctx(tmp_path)), steps=60).shown


def test_a_tip_covers_neither_what_it_explains_nor_a_button(tmp_path: Path) -> None:
    surface = pygame.Surface((1280, 720))
    looked: list[str] = []

    def look(scene: FountainsTableScene) -> None:
        tips = scene.tips
        rect = tips.rect
        assert rect is not None and tips.showing is not None
        _seat, tip = tips.showing
        with recording() as rec:
            scene.refresh()
            scene.draw(surface)
            problems = rec.problems(surface)
            words = {t.words for t in rec.texts_on(surface)}
        assert not problems, f"{tip.key}: " + "\n".join(problems)
        own = {id(b) for b in tips.buttons()}
        for button in scene._shown_buttons():
            if id(button) not in own:
                assert not rect.colliderect(button.rect), (tip.key, button.key)
        for button in tips.buttons():
            assert rect.contains(button.rect)
        assert not rect.colliderect(BASIN_RECT) and not rect.colliderect(TRACK_RECT)
        assert not rect.colliderect(scene.fountain.view_rect) or tip.about == "fish"
        if tip.about == "fish":  # the colour choice stays readable above it
            assert any(w.endswith("which fish score?") for w in words)
        looked.append(tip.key)
        pygame.image.save(surface, str(tmp_path / f"tip-{tip.key}.png"))

    _play(_table(_ctx(tmp_path)), look=look)
    assert set(looked) == set(TIP_KEYS)
