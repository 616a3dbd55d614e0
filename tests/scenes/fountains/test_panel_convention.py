"""The Fountains table keeps the panel convention both tables share
(``game/scenes/panel_stack.py``): one ``PanelStack`` routes and draws its
panels, and no panel is handed another panel. What panels share is the
table's view state (``view_state.py``, ``held_piece.py``), plain objects the
scene owns, changed through their intents.

(The Kids' Splash table's keys panel is being moved off its sibling panels by
another change; this file pins the Fountains table.)"""

from __future__ import annotations

from typing import Any

import pygame

from game.scenes.fountains.table import FountainsTableScene
from game.scenes.fountains.table_state import TableState
from game.scenes.panel_stack import PanelStack
from game.scenes.scene import SceneManager
from game.setup import GameSetup, Mode, Seat
from tests.scenes.fountains.table_driver import MouseDriver, make_ctx
from tests.scenes.panel_convention import (
    constructors_taking_panels,
    panels_holding_panels,
)

SEATS = (Seat("Ann", (230, 159, 0)), Seat("Bo", (86, 180, 233)))


def _scene(surface: pygame.Surface) -> FountainsTableScene:
    setup = GameSetup(mode=Mode.FOUNTAINS, seats=SEATS, seed=11)
    scene = FountainsTableScene(make_ctx(), setup)
    SceneManager().push(scene)
    MouseDriver(scene, surface).settle()
    return scene


def test_no_panel_constructor_takes_a_panel(surface) -> None:
    scene = _scene(surface)
    kinds = {type(panel) for panel in scene.stack}
    assert len(kinds) == len(scene.panels)  # one panel of each kind
    assert constructors_taking_panels(kinds) == []


def test_no_built_panel_holds_another_panel(surface) -> None:
    scene = _scene(surface)
    held = panels_holding_panels(scene.stack, "game.scenes.fountains", (TableState,))
    assert held == []


def test_the_table_routes_and_draws_through_one_panel_stack(surface) -> None:
    scene = _scene(surface)
    assert isinstance(scene.stack, PanelStack)
    assert list(scene.stack) == scene.panels
    assert scene.routing == list(reversed(scene.panels))
    seen: list[str] = []
    for panel in scene.panels:
        for method in ("draw", "handle_event"):
            original = getattr(panel, method)

            def spy(*args: Any, _o=original, _p=panel, _m=method) -> Any:  # noqa: ANN401
                seen.append(f"{type(_p).__name__}.{_m}")
                return _o(*args)

            setattr(panel, method, spy)
    scene.draw(surface)
    names = [type(p).__name__ for p in scene.panels]
    assert seen == [f"{name}.draw" for name in names]  # bottom-most first
    seen.clear()
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F5, mod=0, unicode="")
    assert not scene.handle_event(key)  # a key nobody takes
    assert seen == [f"{name}.handle_event" for name in reversed(names)]


def test_an_opaque_panel_hides_the_table_and_only_it_offers_buttons(surface) -> None:
    scene = _scene(surface)
    scene.state.skip_handoff()
    assert not scene.stack.hidden()
    assert scene.button_pos("hint") is not None
    from game.scenes.fountains.table_data import Handoff

    scene.state.handoff = Handoff(0, "Ann", SEATS[0].colour)
    assert scene.stack.hidden()
    assert scene.stack.shown()[0] is scene.handoff
    offered = scene.stack.offered()
    assert offered.modal
    keys = {shown.button.key for shown in offered.buttons}
    assert "menu" in keys and "hint" not in keys
    assert scene.button_pos("hint") is None
