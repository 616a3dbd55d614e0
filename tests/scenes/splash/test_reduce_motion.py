"""Reduce motion at the Kids' Splash table: what only decorates stands
still (the winner's rays, the team's cheer round every board, the team
badge's hop, the confetti); with it off they move."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.render.splash import coords
from game.rules.splash import FreePick, SplashGame
from game.scenes.splash.table import SplashTableScene
from game.scenes.splash.table_state import options_for
from game.setup import GameSetup, Mode, Seat
from game.ui.theme import SEAT_COLOURS

SEATS = (Seat("Ada", SEAT_COLOURS[0]), Seat("Bo", SEAT_COLOURS[1]))


def finished(setup: GameSetup) -> SplashGame:
    """A game played to its end by the rules alone, a Free Pick each turn."""
    game = SplashGame.new(options_for(setup))
    while not game.is_over():
        actions = game.legal_actions()
        picks = [a for a in actions if isinstance(a, FreePick)]
        game.apply(picks[0] if picks else actions[0])
    return game


def side_at(scene: SplashTableScene, times: list[float]) -> list[bytes]:
    """The side panel's pixels after the boards' clock ran each of ``times``."""
    surface = pygame.Surface((coords.SCREEN_W, coords.SCREEN_H))
    crops = []
    for dt in times:
        scene.boards.update(dt)
        scene.draw(surface)
        side = surface.subsurface(pygame.Rect(coords.SIDE))
        crops.append(pygame.image.tobytes(side, "RGB"))
    return crops


@pytest.mark.parametrize("cooperative", [False, True], ids=["rays", "cheer"])
def test_the_winner_s_rays_and_the_cheer_stand_still(
    app: App, cooperative: bool
) -> None:
    setup = GameSetup(Mode.SPLASH, SEATS, seed=6, cooperative=cooperative)
    game = finished(setup)
    assert game.winner is not None
    app.ctx.settings = app.ctx.settings.with_changes(reduce_motion=False)
    moving = SplashTableScene(app.ctx, setup, game)
    first, later = side_at(moving, [0.0, 0.37])
    assert first != later, "with Reduce motion off the rays turn"
    app.ctx.settings = app.ctx.settings.with_changes(reduce_motion=True)
    still = SplashTableScene(app.ctx, setup, game)
    first, later, last = side_at(still, [0.0, 0.37, 1.1])
    assert first == later == last
    still.update(1 / 60)
    assert still.overlays.confetti is None
