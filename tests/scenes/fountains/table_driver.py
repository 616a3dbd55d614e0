"""Helpers for the table tests (no tests here): a small AppContext, and a driver
that plays the Fountains table through posted mouse events only.

The driver decides what to do by asking a bot for an action (reading the game),
then performs it the way a player would: it asks the scene where the pawn, the
space, the token, the cell or the button is on screen and posts MOUSEMOTION /
MOUSEBUTTONDOWN / MOUSEBUTTONUP events, stepping the scene between them.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.audio import SoundManager
from game.context import AppContext
from game.rules.fountains.actions import (
    Action,
    ChooseFish,
    Discard,
    Draft,
    Pass,
    Place,
    PlaceToken,
    Swap,
)
from game.rules.fountains.catalogue import tile_by_id
from game.rules.fountains.phases import Phase
from game.scenes.directory import default_screens
from game.scenes.fountains.table import FountainsTableScene
from game.ui.fonts import Fonts


class DriverError(AssertionError):
    pass


class MouseDriver:
    def __init__(self, scene: FountainsTableScene, surface: pygame.Surface) -> None:
        self.scene = scene
        self.surface = surface
        self.frames = 0

    # -- low level -----------------------------------------------------------------

    def pump(self) -> None:
        for event in pygame.event.get():
            self.scene.handle_event(event)

    def step(self, dt: float = 1 / 60, draw: bool = False) -> None:
        self.pump()
        self.scene.update(dt)
        if draw:
            self.scene.draw(self.surface)
        self.frames += 1

    def move(self, pos: tuple[int, int]) -> None:
        pygame.event.post(
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)
            )
        )
        self.step()

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        self.move(pos)
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        )
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        )
        self.step(draw=True)  # drawing lays out the buttons as the player sees them

    def key(self, key: int, mod: int = 0) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod))
        self.step(draw=True)

    def press(self, key: str) -> None:
        self.scene.draw(self.surface)
        pos = self.scene.button_pos(key)
        if pos is None:
            raise DriverError(f"no button {key!r} on screen")
        self.click(pos)

    # -- one action ----------------------------------------------------------------

    def settle(self) -> None:
        """Step until a human must act (computer moves play out on their own)."""
        scene = self.scene
        for _ in range(4000):
            self.step(0.05, draw=self.frames % 7 == 0)
            if scene.state.handoff is not None:
                self.press("ready")
                continue
            if scene.state.recap is not None and not scene.state.recap.light:
                self.press("ok")
                continue
            if scene.game.is_over() and scene.state.reward is None:
                self.step(0.05)
                return
            if scene.awaiting_human():  # noqa: SLF001 - the driver waits, never acts through it
                self.step(0.0, draw=True)
                return
        raise DriverError("the table never asked a human to act")

    def perform(self, action: Action) -> None:
        scene = self.scene
        game = scene.game
        before = len(game.actions)
        if isinstance(action, Draft):
            self.click(scene.screen_pos_of_pawn(action.pawn))
            self.click(scene.screen_pos_of_space(action.space))
        elif isinstance(action, (Pass, Discard)):
            self.press("pass" if isinstance(action, Pass) else "discard")
        elif isinstance(action, Place):
            self._place(action)
        elif isinstance(action, PlaceToken):
            self.click(scene.screen_pos_of_token(action.token_id))
            pos = self._find(lambda: scene.screen_pos_of_cell(action.cell))
            self.click(pos)
            self.press("confirm")
        elif isinstance(action, ChooseFish):
            self.press(f"fish-{action.colour.value}")
        elif isinstance(action, Swap):
            for token in action.token_ids:
                self.press(token)
            self.press("swap")
        else:
            raise DriverError(f"the driver cannot perform {action}")
        game = scene.game  # an undone turn may have put an earlier game back
        if len(game.actions) != before + 1 or game.actions[-1] != action:
            raise DriverError(f"{action} was not applied (phase {game.phase})")

    def _place(self, action: Place) -> None:
        scene = self.scene
        placement = action.placement
        tile = tile_by_id(placement.tile_id)
        for _ in range(4):
            if tile.same_rotation(scene.state.tile_rotation) == placement.rotation:
                break
            self.key(pygame.K_r)  # R turns the held tile
        pos = self._find(lambda: scene.screen_pos_for_placement(placement))
        self.move(pos)
        held = scene.held
        if held.hover_placement != placement or held.hover_reason is not None:
            raise DriverError(
                f"hovering showed {held.hover_placement}, not {placement}"
            )
        if held.hover_preview is None:
            raise DriverError("a legal placement shows no preview")
        self.click(pos)
        if scene.state.pending != action:
            raise DriverError("the click did not place the tile tentatively")
        self.press("confirm")

    def _find(self, where) -> tuple[int, int]:  # noqa: ANN001
        """Turn the camera (then zoom out) until the target is in sight."""
        for attempt in range(12):
            self.scene.draw(self.surface)
            pos = where()
            if pos is not None:
                return pos
            self.press("turn-right" if attempt % 4 != 3 else "zoom-out")
        raise DriverError("the target cell never came into sight")

    def play(self, choose, limit: int = 600) -> list[Action]:  # noqa: ANN001
        """Play the whole game; ``choose(game)`` picks each human action."""
        chosen: list[Action] = []
        for _ in range(limit):
            self.settle()
            if self.scene.game.is_over():
                return chosen
            action = choose(self.scene.game)
            if self.scene.game.phase is Phase.OVER:
                return chosen
            self.perform(action)
            chosen.append(action)
        raise DriverError("the game did not end")


@dataclass
class Settings:
    volume: float = 0.0
    music: bool = False
    fullscreen: bool = False
    colour_blind: bool = False
    animation_speed: float = 1.0
    handoff_screen: bool = False
    text_size: int = 100


class SilentSound(SoundManager):
    """A sound manager never started: silent, and ``played`` lists the effects."""


def make_ctx(**settings: object) -> AppContext:
    chosen = Settings(**settings)
    return AppContext(
        settings=chosen,
        sound=SilentSound(),
        fonts=Fonts(text_scale=chosen.text_size / 100),
        screens_directory=default_screens(),
    )
