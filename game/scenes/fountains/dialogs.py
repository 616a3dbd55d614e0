"""The panels over the Fountains table: the Menu button, the reward banner
(with the marks on what scored), the hot-seat hand-off, the recap, the fish
colour choice and the solo token swap. Each draws one of ``overlays``' cards
from what the table state offers and answers with an intent."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.render.fountains import palette as pal
from game.scenes.fountains import overlays
from game.scenes.fountains.board import mark_colour, straight_pool_lines
from game.scenes.fountains.layout import MENU_RECT
from game.scenes.fountains.overlays import FISH_ORDER, Button
from game.scenes.fountains.panel import OfferCard, Panel, TableEnv
from game.scenes.fountains.table_state import TableState
from game.scenes.fountains.view_state import FountainView, ScoredMarks

CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_SPACE)


def _left_click(event: pygame.event.Event) -> bool:
    return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1


class MenuPanel(Panel):
    """The Menu button (what Escape does, for a table with only a mouse); it
    works on every screen of the table, even over a computer move."""

    def __init__(self, env: TableEnv, open_menu: Callable[[], None]) -> None:
        self.env = env
        self.button = Button("menu", "Menu", MENU_RECT.copy(), bars=True)
        self._open_menu = open_menu

    def buttons(self) -> list[Button]:
        return [self.button]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if _left_click(event) and self.button.hit(event.pos):
            self._open_menu()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        env = self.env
        self.button.draw(surface, env.fonts, self.button.hit(env.mouse), env.view)


class BannerPanel(Panel):
    """Rewards being played out (banner and marks); a click or Space skips
    them, or the computer move being shown."""

    def __init__(
        self,
        env: TableEnv,
        state: TableState,
        view: FountainView,
        marks: ScoredMarks,
    ) -> None:
        self.env = env
        self.state = state
        self.view = view
        self.marks = marks  # what scored (the thumbnails outline it too)
        self._shown: tuple[Any, overlays.RewardBanner, dict[int, Any]] | None = None

    def shown_rect(self) -> pygame.Rect | None:
        """Where the reward banner showing now was drawn (None: none shows)."""
        if self.state.reward is None or self._shown is None:
            return None
        return self._shown[1].shown

    def handle_event(self, event: pygame.event.Event) -> bool:
        skip = _left_click(event) or (
            event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE
        )
        return skip and self.state.skip_animation()

    def update(self, dt: float) -> None:
        reward = self.state.reward
        if reward is None:
            self._shown = None
        elif self._shown is None or self._shown[0] is not reward:
            banner = overlays.RewardBanner(reward.title, reward.rows, reward.duration)
            self._shown = (reward, banner, self.marks.now() or {})

    def draw(self, surface: pygame.Surface) -> None:
        reward = self.state.reward
        if reward is None or self._shown is None or self._shown[0] is not reward:
            return
        _reward, banner, marks = self._shown
        game, viewing = self.state.game, self.view.viewing
        colour = mark_colour(self.env.time)
        self.view.board.draw_marks(surface, game, viewing, marks, colour)
        lines = straight_pool_lines(game)  # the Straight Pools card's lines
        if viewing in lines:
            fountain = game.fountains[viewing]
            self.view.board.draw_line(surface, fountain, lines[viewing], pal.LEGAL)
        banner.elapsed = reward.elapsed
        high = self.view.board.marks_low(game, viewing, marks)
        banner.draw(surface, self.env.fonts, high, self.env.view)


class HandoffPanel(Panel):
    """ "Pass the mouse to <name>": hides the table until that player clicks."""

    def __init__(self, env: TableEnv, state: TableState, view: FountainView) -> None:
        self.env = env
        self.state = state
        self._background = view.board.table_background  # the card's backdrop
        self._cards: OfferCard[Any, overlays.Handoff] = OfferCard(
            lambda h: overlays.Handoff(h.name, h.colour, h.seat, self.env.shapes)
        )

    def card(self) -> overlays.Handoff | None:
        return self._cards.for_offer(self.state.handoff)

    @property
    def modal(self) -> bool:
        return self.state.handoff is not None

    @property
    def opaque(self) -> bool:
        """The card hides the table (drawn over nothing but itself)."""
        return self.state.handoff is not None

    def buttons(self) -> list[Button]:
        card = self.card()
        return [card.button] if card is not None else []

    def handle_event(self, event: pygame.event.Event) -> bool:
        card = self.card()
        if card is None:
            return False
        if event.type == pygame.KEYDOWN and event.key in CONFIRM_KEYS:
            self.state.ready()
            return True
        if event.type != pygame.MOUSEBUTTONDOWN:
            return False
        if event.button == 1 and card.button.hit(event.pos):
            self.state.ready()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        card = self.card()
        if card is not None:
            env = self.env
            backdrop = self._background(env.view.scale)  # the picture's size
            card.draw(surface, env.fonts, env.mouse, backdrop, env.view)


class RecapPanel(Panel):
    """What changed since this player's last turn, before the table shows."""

    def __init__(self, env: TableEnv, state: TableState) -> None:
        self.env = env
        self.state = state
        self._cards: OfferCard[Any, overlays.Recap] = OfferCard(
            lambda r: overlays.Recap(r.name, r.lines, r.scores, r.first)
        )

    def card(self) -> overlays.Recap | None:
        recap = self.state.recap
        return self._cards.for_offer(recap if recap and not recap.light else None)

    @property
    def modal(self) -> bool:
        return self.card() is not None

    def buttons(self) -> list[Button]:
        card = self.card()
        return [card.button] if card is not None else []

    def handle_event(self, event: pygame.event.Event) -> bool:
        card = self.card()
        if card is None:
            return False
        if event.type == pygame.KEYDOWN and event.key in (
            *CONFIRM_KEYS,
            pygame.K_ESCAPE,
        ):
            return self.state.close_recap()
        if event.type != pygame.MOUSEBUTTONDOWN:
            return False
        if event.button == 1 and card.button.hit(event.pos):
            self.state.close_recap()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        card = self.card()
        if card is not None:
            card.draw(surface, self.env.fonts, self.env.mouse, self.env.view)


class FishPanel(Panel):
    """Which fish colour scores: three big buttons."""

    def __init__(self, env: TableEnv, state: TableState) -> None:
        self.env = env
        self.state = state
        self._cards: OfferCard[Any, overlays.FishChoice] = OfferCard(
            lambda offer: overlays.FishChoice(offer.name, offer.points)
        )

    def card(self) -> overlays.FishChoice | None:
        return self._cards.for_offer(self.state.fish_offer)

    @property
    def modal(self) -> bool:
        return self.state.fish_offer is not None

    def buttons(self) -> list[Button]:
        card = self.card()
        return list(card.buttons) if card is not None else []

    def handle_event(self, event: pygame.event.Event) -> bool:
        card = self.card()
        if card is None or event.type != pygame.MOUSEBUTTONDOWN:
            return False
        for colour, button in zip(FISH_ORDER, card.buttons, strict=True):
            if event.button == 1 and button.hit(event.pos):
                self.state.choose_fish(colour)
                break
        return True

    def draw(self, surface: pygame.Surface) -> None:
        card = self.card()
        if card is not None:
            card.draw(surface, self.env.fonts, self.env.mouse, self.env.view)


class SwapPanel(Panel):
    """Solo: which face-up tokens to swap; the chosen ones are this panel's."""

    def __init__(self, env: TableEnv, state: TableState) -> None:
        self.env = env
        self.state = state
        self._cards: OfferCard[Any, overlays.SwapChoice] = OfferCard(
            lambda offer: overlays.SwapChoice(offer.tokens, offer.limit)
        )

    def card(self) -> overlays.SwapChoice | None:
        return self._cards.for_offer(self.state.swap_offer)

    @property
    def modal(self) -> bool:
        return self.state.swap_offer is not None

    def buttons(self) -> list[Button]:
        card = self.card()
        return [*card.slots, card.confirm] if card is not None else []

    def handle_event(self, event: pygame.event.Event) -> bool:
        card = self.card()
        if card is None or event.type != pygame.MOUSEBUTTONDOWN:
            return False
        if event.button != 1:
            return True
        for button in card.slots:
            if button.hit(event.pos):
                card.toggle(button.key)
                return True
        if card.confirm.hit(event.pos):
            self.state.swap(set(card.chosen))
        return True

    def draw(self, surface: pygame.Surface) -> None:
        card = self.card()
        if card is not None:
            card.draw(surface, self.env.fonts, self.env.mouse, self.env.view)
