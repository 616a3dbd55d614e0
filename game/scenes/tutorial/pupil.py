"""Plays a lesson like a person, through posted mouse and key events: reads
the step showing and does what its callout asks (the suggested move). The
tests play every lesson with it; ``screenshots.py`` takes its pictures so.

``click``, ``key`` and ``wait`` post the events and run frames (a
``game.ui.driver.UiDriver``'s ``click_at``, ``key`` and a frame of the app).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.rules.fountains.actions import Action, Place
from game.rules.fountains.basin import Pawn
from game.rules.fountains.catalogue import tile_by_id
from game.scenes.tutorial.lesson_scene import LessonScene

Point = tuple[int, int]


class LessonPupil:
    def __init__(
        self,
        lesson: LessonScene,
        click: Callable[[Point], None],
        key: Callable[[int], None],
        wait: Callable[[float], None],
    ) -> None:
        self.lesson = lesson
        self._click, self._key, self._wait = click, key, wait
        self.seen: list[str] = []

    @property
    def table(self) -> Any:
        """The lesson's table (a new one for each part)."""
        return self.lesson.table

    def click(self, pos: Point | None) -> None:
        if pos is None:
            raise LookupError(f"nothing to click at step {self.lesson.step}")
        self._click(pos)

    def press(self, key: str) -> None:
        self.click(self.lesson.callout_button(key))

    def act(self) -> None:
        """One thing the step showing asks for."""
        lesson = self.lesson
        step = lesson.current()
        if step is None:
            raise LookupError("no step is showing")
        name = step.target.partition(":")[2]
        if step.until == "next":
            self.press("next")
        elif step.until == "pawn":
            self.click(self.table.screen_pos_of_pawn(Pawn(name)))
        elif step.until == "placing":
            self.click(self.table.screen_pos_of_space(int(name)))
        elif step.until == "token":
            self.click(self.table.screen_pos_of_token(name))
        elif step.until == "pending":
            self.put_down(lesson.part.place())
        elif step.until == "turn":
            self.click(self.table.button_pos("confirm"))
        elif step.until == "fish":
            self.click(self.table.button_pos(name))
        else:
            raise ValueError(f"a step no pupil can do: {step}")

    def put_down(self, action: Action | None) -> None:
        table = self.table
        if action is None or not action.fills_fountain:
            raise LookupError("the lesson suggests no piece to put down")
        if not isinstance(action, Place):  # a token: click its one cell
            self.click(table.screen_pos_of_cell(action.cells()[0]))
            return
        tile = tile_by_id(action.placement.tile_id)
        while (
            tile.same_rotation(table.state.tile_rotation) != action.placement.rotation
        ):
            self._key(pygame.K_r)
        for _ in range(len(table.held.spots()) + 1):  # Tab until it is that spot
            self._key(pygame.K_TAB)
            if table.held.tab_spot == action.placement:
                break
        self._key(pygame.K_RETURN)  # Enter puts it down

    def play_part(self, limit: int = 400) -> str:
        """Every step of the part showing, to its end; the end's key."""
        for _ in range(limit):
            step = self.lesson.step
            if not self.seen or self.seen[-1] != step:
                self.seen.append(step)
            if step in ("done", "recap", "missed"):
                return step
            current = self.lesson.current()
            if current is None or (
                current.until != "next" and not self.table.awaiting_human()
            ):
                self._wait(0.1)  # the table is busy (a banner, the end)
                continue
            self.act()
        raise RuntimeError(f"the part never ended: {self.seen}")
