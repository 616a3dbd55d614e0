"""The panel convention both tables share: one ordered list of panels,
bottom-most first. It is drawn in that order (a cached static layer first,
through each panel's ``draw_static``, where a table keeps one); pointer motion
is shown to every panel (each keeps its own hover), or to the one panel that
holds the pointer (a drag); any other event is offered top-most first until a
panel takes it (``handle_event`` returns True).

A panel owns its part of the screen and its own bits of UI state, reads the
table state and the table's view state (small plain objects the scene owns:
the camera, the held piece, the chosen pawn...) and changes them through
intents (their methods, or callables it is handed); it decides by itself, from
the event and the state, whether an event is its own, so the order of the list
is the only routing there is. A panel is never handed another panel.

What a panel may also say, each optional (absent means False or nothing):

- ``modal``: it covers the table and takes every click; the buttons offered
  (:meth:`PanelStack.offered`) are then its own and those of the panels above.
- ``opaque``: it hides the table (a full-screen card); drawing starts at it.
- ``holds_pointer``: it is dragging; pointer motion goes to it alone.
- ``buttons()``: the buttons it shows now, each pressed by a left click on it
  (keyboard focus, tests and accessibility find them through the stack).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import pygame


class StackedPanel(Protocol):
    def handle_event(self, event: pygame.event.Event) -> bool: ...
    def update(self, dt: float) -> None: ...
    def draw(self, surface: pygame.Surface) -> None: ...


@dataclass(frozen=True, slots=True)
class ShownButton:
    """A button some panel shows now, and how to press it (a left click on
    its centre, handed to that panel)."""

    button: Any
    press: Callable[[], bool]


@dataclass(frozen=True, slots=True)
class Offered:
    """The buttons a person can press now, top-most panel first; ``modal``:
    a panel covers the table (only it and the panels above offer any)."""

    modal: bool
    buttons: tuple[ShownButton, ...]


def _says(panel: object, what: str) -> bool:
    return bool(getattr(panel, what, False))


def _buttons(panel: object) -> list[Any]:
    shown = getattr(panel, "buttons", None)
    return list(shown()) if shown is not None else []


def _press(panel: StackedPanel, button: Any) -> Callable[[], bool]:
    def go() -> bool:
        event = pygame.event.Event(
            pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1
        )
        return panel.handle_event(event)

    return go


class PanelStack:
    """The ordered panels of one table, bottom-most first."""

    def __init__(self, panels: Sequence[StackedPanel]) -> None:
        self.panels: tuple[StackedPanel, ...] = tuple(panels)

    def __iter__(self) -> Iterator[StackedPanel]:
        return iter(self.panels)

    def top_first(self) -> Iterator[StackedPanel]:
        return reversed(self.panels)

    # -- events ----------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Motion to every panel, or to the one holding the pointer (True);
        anything else top-most first until a panel takes it (whether one did)."""
        if event.type == pygame.MOUSEMOTION:
            holder = next((p for p in self.panels if _says(p, "holds_pointer")), None)
            if holder is not None:
                return holder.handle_event(event)
            for panel in self.panels:
                panel.handle_event(event)
            return True
        return any(panel.handle_event(event) for panel in self.top_first())

    def update(self, dt: float) -> None:
        for panel in self.panels:
            panel.update(dt)

    # -- drawing ---------------------------------------------------------------------

    def shown(self) -> tuple[StackedPanel, ...]:
        """The panels drawn now: all of them, or from the top-most opaque one up."""
        panels = self.panels
        for index in range(len(panels) - 1, -1, -1):
            if _says(panels[index], "opaque"):
                return panels[index:]
        return panels

    def hidden(self) -> bool:
        """An opaque panel hides the table (its static layer is not shown)."""
        return any(_says(panel, "opaque") for panel in self.panels)

    def draw_static(self, surface: pygame.Surface) -> None:
        """The cached static layer: each panel's ``draw_static``, in order."""
        for panel in self.panels:
            draw = getattr(panel, "draw_static", None)
            if draw is not None:
                draw(surface)

    def draw(self, surface: pygame.Surface) -> None:
        for panel in self.shown():
            panel.draw(surface)

    # -- what may be pressed -----------------------------------------------------------

    def modal(self) -> StackedPanel | None:
        """The top-most panel covering the table, if any."""
        return next((p for p in self.top_first() if _says(p, "modal")), None)

    def offered(self) -> Offered:
        """Every button shown now, top-most first, each with its press; under a
        modal panel, only its own and those of the panels above it."""
        found: list[ShownButton] = []
        modal = False
        for panel in self.top_first():
            found.extend(ShownButton(b, _press(panel, b)) for b in _buttons(panel))
            if _says(panel, "modal"):
                modal = True
                break
        return Offered(modal, tuple(found))

    def button_at(self, pos: tuple[int, int]) -> bool:
        """A button some panel shows is under ``pos`` (it is not aimed past)."""
        return any(
            button.rect.collidepoint(pos)
            for panel in self.panels
            for button in _buttons(panel)
        )
