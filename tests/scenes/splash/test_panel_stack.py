"""The Kids' Splash table on the panel convention the Fountains table keeps:
one ordered list of panels, drawn bottom-most first, each event offered
top-most first until a panel takes it; no routing of the scene's own.
Escape goes down the list: what is open closes first, and only then does
the parent gate's hold begin."""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Iterator
from typing import Any

import pygame

from game.app import App
from game.rules.splash import Phase
from game.scenes.panel_stack import PanelStack
from tests.scenes.splash.table_driver import post_key
from tests.scenes.splash.test_table import start


class Probe:
    """A panel that notes what it was shown and takes what it is told to."""

    def __init__(self, name: str, seen: list[str], takes: int | None = None) -> None:
        self.name, self.seen, self.takes = name, seen, takes

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.seen.append(f"{self.name}:{pygame.event.event_name(event.type)}")
        return event.type == self.takes

    def update(self, dt: float) -> None:
        self.seen.append(f"{self.name}:update")

    def draw(self, surface: pygame.Surface) -> None:
        self.seen.append(f"{self.name}:draw")


def test_the_stack_draws_bottom_first_and_offers_events_top_first() -> None:
    seen: list[str] = []
    stack = PanelStack(
        [
            Probe("low", seen),
            Probe("middle", seen, takes=pygame.MOUSEBUTTONDOWN),
            Probe("top", seen),
        ]
    )
    stack.draw(pygame.Surface((4, 4)))
    assert seen == ["low:draw", "middle:draw", "top:draw"]
    seen.clear()
    press = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1)
    assert stack.handle_event(press)
    assert seen == ["top:MouseButtonDown", "middle:MouseButtonDown"]  # not low
    seen.clear()
    assert stack.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2)))
    assert seen == ["low:MouseMotion", "middle:MouseMotion", "top:MouseMotion"]
    seen.clear()
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F5, mod=0, unicode="")
    assert not stack.handle_event(key)
    assert seen == ["top:KeyDown", "middle:KeyDown", "low:KeyDown"]


def _spy(panels: Any, seen: list[str]) -> None:
    for number, panel in enumerate(panels):
        for name in ("handle_event", "draw"):
            real = getattr(panel, name)

            def spied(arg: Any, real: Any = real, number: int = number, n=name) -> Any:
                seen.append(f"{n}:{number}")
                return real(arg)

            setattr(panel, name, spied)


def test_the_table_routes_and_draws_through_its_one_list(app: App) -> None:
    driver = start(app, seed=3)
    scene = driver.scene
    assert scene.stack.panels == scene.panels
    seen: list[str] = []
    _spy(scene.panels, seen)
    count = len(scene.panels)
    scene.draw(app.screen)  # type: ignore[arg-type]
    assert seen == [f"draw:{n}" for n in range(count)]
    seen.clear()
    unused = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F5, mod=0, unicode="")
    assert not scene.handle_event(unused)
    assert seen == [f"handle_event:{n}" for n in reversed(range(count))]


def test_escape_closes_what_is_open_before_the_gate_starts(app: App) -> None:
    driver = start(app, seed=5)
    scene = driver.scene
    assert driver.wait_for_human()
    while scene.game.phase is not Phase.CHOOSE or not scene.state.free_picks():
        if scene.game.phase is Phase.ROLL:
            driver.roll()
        elif scene.game.phase is Phase.CHOOSE:
            driver.splash()
        elif scene.game.phase is Phase.THROW:
            driver.drop(sum(scene.level.drop_span) / 2)
        else:
            driver.click(scene.button_pos("done"))
        assert driver.wait_for_human()
    driver.click(scene.button_pos("pick"))
    assert scene.choice.picking
    post_key(pygame.KEYDOWN, pygame.K_ESCAPE)
    driver.frame()
    assert not scene.choice.picking and scene.gate.held is None
    post_key(pygame.KEYDOWN, pygame.K_ESCAPE)  # nothing open: the gate's hold
    driver.frame()
    assert scene.gate.held is not None and scene.gate.by == "key"
    post_key(pygame.KEYUP, pygame.K_ESCAPE)
    driver.frame()
    assert scene.gate.held is None


def _held(value: Any, seen: set[int]) -> Iterator[Any]:
    """``value`` and what it holds: the items of a container, the fields of
    a small view-state object (not the table state or the look)."""
    if id(value) in seen:
        return
    seen.add(id(value))
    yield value
    if isinstance(value, list | tuple | set | frozenset):
        for item in value:
            yield from _held(item, seen)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _held(item, seen)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from _held(getattr(value, f.name), seen)


def test_no_panel_holds_or_is_built_with_another_panel(app: App) -> None:
    """Issue 23's convention: what panels share is the scene's view state
    (`ChoiceView`, `ShareView`) or an intent (a callable), never a panel."""
    scene = start(app, seed=3).scene
    panels = {id(panel): type(panel).__name__ for panel in scene.panels}
    kinds = {type(panel) for panel in scene.panels}
    for panel in scene.panels:
        for name, value in vars(panel).items():
            for held in _held(value, {id(scene.state), id(scene.look)}):
                if held is not panel and id(held) in panels:
                    raise AssertionError(
                        f"{type(panel).__name__}.{name} holds the {panels[id(held)]}"
                    )
        hints = typing.get_type_hints(type(panel).__init__)
        taken = [k for k, hint in hints.items() if hint in kinds]
        assert not taken, f"{type(panel).__name__} is built with panels: {taken}"
    # the keys read the choices and the row through the scene's views
    assert scene.keys.choice is scene.choice_view is scene.choice.view
    assert scene.keys.share is scene.share_view is scene.share.view
