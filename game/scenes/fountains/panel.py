"""What every panel of the Fountains table is: a part of the screen that owns
its rectangle and its own bits of UI state, reads the table state and the
table's view state (``view_state.py``, ``held_piece.py``) and sends them
intents; it is never handed another panel. The scene keeps its panels in one
:class:`~game.scenes.panel_stack.PanelStack`, bottom-most first, the
convention both tables share: drawn in that order (the cached static layer
through ``draw_static``, then each frame through ``draw``), each event offered
in the reverse order, top-most first, until one takes it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

import pygame

from game.scenes.fountains.overlays import Button
from game.ui.view import LOGICAL_SIZE, View


class TableEnv:
    """What the panels share: fonts, settings, where the pointer is, the
    animation clock, and the cached static layer's dirty flag."""

    def __init__(self, ctx: Any) -> None:
        self.fonts = ctx.fonts
        self._ctx = ctx
        self.sound = ctx.sound
        self.mouse: tuple[int, int] = (0, 0)
        self.time = 0.0
        self.static_dirty = True
        # the notice row holds one notice a frame: who has it (drawing order
        # decides: the refused spot's reason comes before a computer's why)
        self.notice: str | None = None
        # how the logical 1280x720 table lies on the surface being drawn: set
        # by the scene's draw from the surface's size (the unit view while the
        # table draws on the logical canvas); panels map their logical layout
        # through it (view.rect, view.point, view.px) and render text at
        # view.scale. Hit tests stay logical.
        self.view: View = View.of_picture(LOGICAL_SIZE)

    @property
    def settings(self) -> Any:
        """The settings as they are now (a change replaces the context's)."""
        return self._ctx.settings

    def invalidate(self) -> None:
        """Repaint the cached static layer on the next frame."""
        self.static_dirty = True

    @property
    def reduce_motion(self) -> bool:
        """Reduce motion (a setting): no camera swings, no moving water or
        pulsing marks; the animation clock stands still."""
        return bool(getattr(self.settings, "reduce_motion", False))

    @property
    def shapes(self) -> bool:
        """Colour-blind mode: seats also get their own shape."""
        return bool(getattr(self.settings, "colour_blind", False))


class Panel:
    """A part of the table; every method is optional."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        return None

    def draw_static(self, surface: pygame.Surface) -> None:
        return None

    def draw(self, surface: pygame.Surface) -> None:
        return None

    @property
    def modal(self) -> bool:
        """True while the panel covers the table and takes every click."""
        return False

    def buttons(self) -> list[Button]:
        """The buttons it shows now (tests and accessibility find them here)."""
        return []


Offer = TypeVar("Offer")
Card = TypeVar("Card")


class OfferCard(Generic[Offer, Card]):
    """A dialog's card, built once for each offer of the table state (the
    hand-off, the recap, the fish or swap choice): a new offer, a new card; the
    same offer keeps its card, and with it what the player has chosen on it."""

    def __init__(self, build: Callable[[Offer], Card]) -> None:
        self._build = build
        self._made: tuple[Offer, Card] | None = None

    def for_offer(self, offer: Offer | None) -> Card | None:
        if offer is None:
            return None
        if self._made is None or self._made[0] is not offer:
            self._made = (offer, self._build(offer))
        return self._made[1]
