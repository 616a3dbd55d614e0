"""Learn to play, driven from the title through posted mouse and key events,
from the first callout to the recap, with the guided game agreeing with the
rules core; and leaving at any step."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.ai.fountains import GreedyBot
from game.app import App
from game.cli import LaunchOptions
from game.rules.fountains.actions import (
    ChooseFish,
    Discard,
    Draft,
    Pass,
    Place,
    PlaceToken,
)
from game.rules.fountains.catalogue import tile_by_id
from game.rules.fountains.game import FountainsGame
from game.scenes.fountains.table_state import options_for
from game.scenes.menus.title import TitleScene
from game.scenes.tutorial.scene import TutorialScene
from game.scenes.tutorial.steps import STEPS
from game.ui.driver import UiDriver


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    app = App(LaunchOptions(headless=True, config_dir=tmp_path))
    app.start()
    app.frame(1 / 60)
    yield app
    app.stop()


def _tutorial(app: App) -> tuple[UiDriver, TutorialScene]:
    ui = UiDriver(app)
    ui.click("Learn to play")
    tutorial = app.manager.top
    assert isinstance(tutorial, TutorialScene)
    return ui, tutorial


def _post_move(pos: tuple[int, int]) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )


class Pupil:
    """Plays the guided game like a person: reads the callout, clicks."""

    def __init__(self, app: App, ui: UiDriver, tutorial: TutorialScene) -> None:
        self.app, self.ui, self.tutorial = app, ui, tutorial
        self.table = tutorial.table
        self.bot = GreedyBot(5)
        self.seen: list[str] = []

    def click(self, pos: tuple[int, int] | None) -> None:
        assert pos is not None
        self.ui.click_at(pos)

    def callout(self, key: str) -> None:
        self.click(self.tutorial.callout_button(key))

    def wait(self, seconds: float = 0.25) -> None:
        self.app.frame(seconds)

    def my_turn(self) -> bool:
        return self.table.awaiting_human()

    def play_one(self) -> None:
        """Perform the bot's choice for the person's seat, by mouse and keys."""
        table = self.table
        action = self.bot.choose(table.game)
        if isinstance(action, Draft):
            self.click(table.screen_pos_of_pawn(action.pawn))
            self.click(table.screen_pos_of_space(action.space))
        elif isinstance(action, Place):
            self.place(action)
        elif isinstance(action, PlaceToken):
            self.click(table.screen_pos_of_token(action.token_id))
            self.click(self.find(lambda: table.screen_pos_of_cell(action.cell)))
            self.click(table.button_pos("confirm"))
        elif isinstance(action, ChooseFish):
            self.click(table.button_pos(f"fish-{action.colour.value}"))
        elif isinstance(action, (Discard, Pass)):
            self.click(
                table.button_pos("pass" if isinstance(action, Pass) else "discard")
            )
        else:
            raise AssertionError(f"unexpected action {action}")

    def place(self, action: Place) -> None:
        table = self.table
        tile = tile_by_id(action.placement.tile_id)
        while (
            tile.same_rotation(table.state.tile_rotation) != action.placement.rotation
        ):
            self.ui.key(pygame.K_r)
        for _ in range(len(table.held.spots()) + 1):  # Tab until it is that spot
            self.ui.key(pygame.K_TAB)
            if table.held.tab_spot == action.placement:
                break
        self.ui.key(pygame.K_RETURN)  # Enter puts it down
        assert table.state.pending == action
        self.click(table.button_pos("confirm"))

    def find(self, where):  # noqa: ANN001, ANN201
        for _ in range(8):
            self.app.frame(1 / 60)
            pos = where()
            if pos is not None:
                return pos
            self.click(self.table.button_pos("turn-right"))
        raise AssertionError("the target never came into sight")


def test_learn_to_play_from_the_first_callout_to_the_recap(app: App) -> None:
    ui, tutorial = _tutorial(app)
    pupil = Pupil(app, ui, tutorial)
    table = tutorial.table
    for _ in range(3000):
        step = tutorial.step
        if not pupil.seen or pupil.seen[-1] != step:
            pupil.seen.append(step)
        if step == "recap":
            break
        if step in ("basin", "held") or step in ("reward", "pools", "final"):
            pupil.callout("next")
        elif step == "pawn":
            draft = next(d for d in table.state.legal_drafts() if d.space != 0)
            pupil.click(table.screen_pos_of_pawn(draft.pawn))
            assert tutorial.step == "spaces"
        elif step == "spaces":
            pawn = table.state.selected_pawn
            space = next(d.space for d in table.state.legal_drafts(pawn) if d.space)
            pupil.click(table.screen_pos_of_space(space))
            assert tutorial.step == "held" and table.held.spots()
        elif step == "preview":
            _post_move(table.fountain.view_rect.center)
            ui.key(pygame.K_TAB)  # the best spot, shown
            ui.key(pygame.K_RETURN)  # and put down, tentatively
            assert tutorial.step == "confirm"
            assert table.state.committed_game.actions == []  # nothing final yet
        elif step == "confirm":
            pupil.click(table.button_pos("confirm"))
            assert len(table.game.actions) == 2
        elif pupil.my_turn():
            pupil.play_one()
        else:
            pupil.wait()
    order = [step.key for step in STEPS] + ["recap"]
    assert pupil.seen == [key for key in order if key in pupil.seen]  # in order
    assert pupil.seen[:6] == order[:6] and pupil.seen[-1] == "recap"
    assert {"reward", "pools", "final"} <= set(pupil.seen)
    outcome = table.state.outcome
    assert outcome is not None
    replayed = FountainsGame.replay(options_for(tutorial.setup), table.game.actions)
    assert replayed.outcome() == outcome
    assert tutorial.setup.seats[1].level == "easy"
    assert type(table.state.computer.bots[1]).__name__ == "EasyBot"
    pupil.callout("results")
    assert type(app.manager.top).__name__ == "ResultsScene"


@pytest.mark.parametrize("leave_at", ["basin", "spaces", "confirm"])
def test_leave_at_any_step_goes_back_to_the_title(app: App, leave_at: str) -> None:
    ui, tutorial = _tutorial(app)
    table = tutorial.table
    for _ in range(20):
        if tutorial.step == leave_at:
            break
        if tutorial.step == "basin":
            ui.click_at(tutorial.callout_button("next"))
        elif tutorial.step == "pawn":
            ui.click_at(table.screen_pos_of_pawn(table.state.legal_drafts()[1].pawn))
        elif tutorial.step == "spaces":
            pawn = table.state.selected_pawn
            space = next(d.space for d in table.state.legal_drafts(pawn) if d.space)
            ui.click_at(table.screen_pos_of_space(space))
        elif tutorial.step == "held":
            ui.click_at(tutorial.callout_button("next"))
        elif tutorial.step == "preview":
            ui.key(pygame.K_TAB)  # shows the best spot
            ui.key(pygame.K_RETURN)  # puts the tile there
    assert tutorial.step == leave_at
    ui.click_at(tutorial.callout_button("leave"))
    assert isinstance(app.manager.top, TitleScene) and len(app.manager) == 1


def test_a_drafted_token_gets_words_of_its_own(app: App) -> None:
    ui, tutorial = _tutorial(app)
    table = tutorial.table
    ui.click_at(tutorial.callout_button("next"))
    drafts = table.state.legal_drafts()
    bonus = next((d for d in drafts if d.space == 0), None)
    if bonus is None:
        pytest.skip("the tutorial's first Basin offers no Bonus space")
    ui.click_at(table.screen_pos_of_pawn(bonus.pawn))
    ui.click_at(table.screen_pos_of_space(bonus.space))
    assert tutorial.step == "held"
    words = " ".join(tutorial.callout().lines)
    assert "token" in words and "tile follows" not in words
