"""Learn to play: a guided 2-player game of Fountains against an Easy
computer on a fixed seed.

The tutorial composes an ordinary Fountains table (``FountainsTableScene``)
and lays callouts over it, one step at a time (``steps.STEPS``): each points
at what to do next and moves on when the player has done it. Every callout
has Leave (back to the title); the last one recaps how points are made and
offers the results of the game. The table is never told it is being taught:
the tutorial reads it, passes the player's events on, and only keeps a reward
banner up (its clock held) while a step explains it.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.context import Screen
from game.rules.fountains.basin import BONUS_SPACE
from game.scenes.fountains.layout import BASIN_RECT, LOG_RECT
from game.scenes.fountains.table import FountainsTableScene
from game.scenes.fountains.table_state import TableState
from game.scenes.scene import Scene, SceneManager
from game.scenes.screens import back_to_title
from game.scenes.tutorial.callout import Callout
from game.scenes.tutorial.steps import (
    RECAP_LINES,
    RECAP_TITLE,
    STEPS,
    Point,
    Step,
    first_tile_space,
)
from game.setup import GameSetup, Mode, Seat
from game.ui.text import cover_texts
from game.ui.theme import SEAT_COLOURS

HELD_BANNER_AT = 0.5
"""Seconds into a reward banner at which it stays while a step explains it."""
TUTORIAL_SEED = 14
"""A fixed game, so every first lesson looks the same (the player moves first)."""


def tutorial_setup() -> GameSetup:
    """You against the Easy computer, on the tutorial's fixed seed."""
    seats = (
        Seat("You", SEAT_COLOURS[0]),
        Seat("Easy computer", SEAT_COLOURS[1], computer=True, level="easy"),
    )
    return GameSetup(mode=Mode.FOUNTAINS, seats=seats, seed=TUTORIAL_SEED)


class _TableHost:
    """The manager the guided table sees: the pause menu opens over the
    tutorial as usual, but the results wait until the recap has been read."""

    def __init__(self, tutorial: TutorialScene, manager: SceneManager) -> None:
        self.tutorial = tutorial
        self.manager = manager

    def push(self, scene: Scene) -> None:
        self.manager.push(scene)

    def pop(self) -> Scene:
        return self.manager.pop()

    def replace(self, scene: Scene) -> None:
        self.tutorial.results = scene  # shown after the recap

    def clear_to(self, scene: Scene) -> None:
        self.manager.clear_to(scene)


class TutorialScene(Scene):
    """``TutorialScene(ctx)``: the guided first game; ``step`` is the showing
    step's key ("recap" at the end)."""

    def __init__(self, ctx: Any) -> None:
        super().__init__(ctx)
        self.setup = tutorial_setup()
        self.table = FountainsTableScene(ctx, self.setup)
        self.index = 0
        self.results: Screen | None = None
        self.time = 0.0
        self._callout: tuple[object, Callout] | None = None

    # -- what the steps read (the Guide protocol) -----------------------------------

    @property
    def state(self) -> TableState:
        return self.table.state

    @property
    def step(self) -> str:
        return STEPS[self.index].key if self.index < len(STEPS) else "recap"

    def basin_pos(self) -> Point:
        return (BASIN_RECT.left + 60, BASIN_RECT.centery - 40)

    def pawn_pos(self) -> Point | None:
        drafts = self.state.legal_drafts()
        tile_drafts = [d for d in drafts if d.space != BONUS_SPACE] or drafts
        if not tile_drafts:
            return None
        return self.table.screen_pos_of_pawn(tile_drafts[0].pawn)

    def space_pos(self) -> Point | None:
        pawn = self.state.selected_pawn
        if pawn is None:
            return self.pawn_pos()
        space = first_tile_space([d.space for d in self.state.legal_drafts(pawn)])
        return None if space is None else self.table.screen_pos_of_space(space)

    def spot_pos(self) -> Point | None:
        spots = self.table.held.spots()
        if not spots:
            return self.table.fountain.view_rect.center
        return self.table.screen_pos_for_placement(spots[0])

    def preview_pos(self) -> Point | None:
        return (LOG_RECT.centerx, LOG_RECT.centery)

    def button_pos(self, key: str) -> Point | None:
        return self.table.button_pos(key)

    def banner_pos(self) -> Point | None:
        rect = self.table.banner.shown_rect()
        if rect is None:
            return None
        return rect.midtop if rect.centery > 300 else rect.midbottom

    # -- flow ------------------------------------------------------------------------

    def current(self) -> Step | None:
        return STEPS[self.index] if self.index < len(STEPS) else None

    def next_step(self) -> None:
        """Next, or a step whose task is done: on to the next step still to do."""
        self.index += 1
        self._callout = None
        step = self.current()
        # a step already done (say, the pools reward came first) is skipped
        while step is not None and step.done is not None and step.done(self):
            if step.wait and self.index + 1 < len(STEPS):
                self.index += 1  # its explanation follows: show that
                return
            self.index += 1
            step = self.current()

    def leave(self) -> None:
        if self.manager is not None:
            back_to_title(self.manager, self.ctx)

    def see_results(self) -> None:
        if self.manager is None:
            return
        if self.results is None:
            outcome = self.state.outcome
            if outcome is None:
                self.leave()
                return
            self.results = self.ctx.screens.results(self.ctx, self.setup, outcome)
        self.manager.replace(self.results)

    # -- scene protocol ---------------------------------------------------------------

    def enter(self) -> None:
        if self.manager is not None:
            self.table.manager = _TableHost(self, self.manager)  # type: ignore[assignment]
        self.table.enter()

    def exit(self) -> None:
        self.table.exit()

    def handle_event(self, event: pygame.event.Event) -> bool:
        callout = self.callout()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            key = callout.hit(event.pos)
            if key is not None:
                self._press(key)
                return True
        step = self.current()
        if step is not None and step.hold and event.type != pygame.MOUSEMOTION:
            return True  # the banner being explained stays until Next
        if step is None and event.type != pygame.MOUSEMOTION:
            return True  # the recap: only its buttons
        return self.table.handle_event(event)

    def _press(self, key: str) -> None:
        if key == "next":
            self.next_step()
        elif key == "leave":
            self.leave()
        elif key == "results":
            self.see_results()

    def update(self, dt: float) -> None:
        self.time += dt
        step = self.current()
        if step is None or step.hold:
            reward = self.state.reward
            if reward is not None:  # the banner stays, in full, until Next
                reward.elapsed = HELD_BANNER_AT
            return  # the table waits while a banner is explained
        self.table.update(dt)
        if step.done is not None and step.done(self):
            self.next_step()

    def callout(self) -> Callout:
        step = self.current()
        total = len(STEPS)
        if step is None:
            key: object = ("recap",)
            if self._callout is None or self._callout[0] != key:
                callout = Callout(
                    self.ctx.fonts,
                    RECAP_TITLE,
                    list(RECAP_LINES),
                    None,
                    [("leave", "Back to title"), ("results", "See the results")],
                    corner=(444, 120),
                    step="Done!",
                )
                self._callout = (key, callout)
            return self._callout[1]
        target = step.target(self)
        words = step.words(self)
        key = (step.key, target, words)
        if self._callout is None or self._callout[0] != key:
            buttons = [("leave", "Leave")]
            if step.done is None:
                buttons.append(("next", "Next"))
            side = "beside"
            if step.hold and target is not None:
                side = "above" if target[1] > 300 else "below"
            callout = Callout(
                self.ctx.fonts,
                step.title,
                [words],
                target,
                buttons,
                step=f"{self.index + 1} of {total}",
                side=side,
            )
            self._callout = (key, callout)
        return self._callout[1]

    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface)
        if self.current() is None:
            shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            shade.fill((0, 0, 0, 140))
            surface.blit(shade, (0, 0))
            cover_texts(surface, surface.get_rect())  # the table only as a backdrop
        self.callout().draw(surface, self.table.env.mouse, self.time)

    def callout_button(self, key: str) -> Point | None:
        """Where a callout button is (tests press it like a player)."""
        for button in self.callout().buttons:
            if button.key == key:
                return button.rect.center
        return None
