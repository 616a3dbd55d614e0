"""Basin layout: every space, stack and token slot is found where it is drawn."""

from __future__ import annotations

import pygame

from game.render.fountains.basin_view import BasinLayout, BasinView
from game.rules.fountains.basin import RING_SIZE
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.options import GameOptions
from game.rules.fountains.solo import Difficulty
from game.ui.fonts import Fonts

LAYOUT = BasinLayout(pygame.Rect(860, 6, 412, 396))


def test_space_and_stack_positions_hit_their_own_space() -> None:
    for space in range(RING_SIZE):
        assert LAYOUT.space_at(LAYOUT.space_centre(space)) == space
    for space in range(1, RING_SIZE):
        assert LAYOUT.space_at(LAYOUT.stack_centre(space)) == space


def test_token_slots_hit_their_own_slot_and_do_not_overlap_spaces() -> None:
    for slot in range(5):
        centre = LAYOUT.token_centre(slot)
        assert LAYOUT.token_slot_at(centre) == slot
        assert LAYOUT.space_at(centre) is None


def test_everything_fits_in_the_board_rect() -> None:
    rect = LAYOUT.rect
    half = LAYOUT.stack_size // 2
    for space in range(1, RING_SIZE):
        x, y = LAYOUT.stack_centre(space)
        assert rect.left <= x - half and x + half <= rect.right + 8
        assert rect.top <= y - half and y + half <= rect.bottom + 8


def test_board_draws_for_a_game_and_for_solo() -> None:
    pygame.init()
    try:
        surface = pygame.Surface((1280, 720))
        view = BasinView(LAYOUT, Fonts())
        for options in (
            GameOptions(players=3, seed=2),
            GameOptions(players=1, solo=Difficulty.EASY, seed=2),
        ):
            game = FountainsGame.new(options)
            surface.fill((0, 0, 0))
            view.draw_board(surface, game.basin)
            view.draw_pieces(surface, game.basin)
            # something was drawn at every space
            for space in range(RING_SIZE):
                assert surface.get_at(LAYOUT.space_centre(space))[:3] != (0, 0, 0)
    finally:
        pygame.quit()


def test_spaces_are_named_as_the_basin_shows_them() -> None:
    from game.render.fountains.space_words import space_name
    from game.rules.fountains.basin import RING, SpaceKind

    assert space_name(0) == "Bonus space"
    assert space_name(0, article=True) == "the Bonus space"
    for space, kind in enumerate(RING):
        words = space_name(space, article=True)
        if kind is SpaceKind.PLAIN:
            assert words == "a plain space"
        else:
            assert words == f"the {kind.value.capitalize()} space"


def test_no_ring_hides_a_stacks_count() -> None:
    """Rings round every space and stack (a draft's choices), then the counts
    again: every pixel the counts change is the board's own badge, and they
    do change some (a ring ran over them)."""
    pygame.init()
    try:
        game = FountainsGame.new(GameOptions(players=3, seed=4))
        for scale in (1.0, 1.5):
            view = BasinView(LAYOUT, Fonts(), scale)
            size = (round(1280 * scale), round(720 * scale))
            board = pygame.Surface(size)
            view.draw_board(board, game.basin)
            ringed = board.copy()
            for space in range(RING_SIZE):
                view.draw_space_ring(ringed, space, (0, 255, 0), 5)
                view.draw_stack_ring(ringed, space, (0, 255, 0))
            counted = ringed.copy()
            everything = range(RING_SIZE)
            view.draw_stack_counts(counted, game.basin, everything, everything)
            changed = [
                (x, y)
                for y in range(size[1])
                for x in range(round(840 * scale), size[0])
                if counted.get_at((x, y)) != ringed.get_at((x, y))
            ]
            assert len(changed) > 50, scale  # the rings had hidden the numbers
            assert all(counted.get_at(p) == board.get_at(p) for p in changed)
    finally:
        pygame.quit()


def test_only_the_counts_a_ring_runs_over_are_drawn_again() -> None:
    """A count no ring touches is left as the board drew it (a card laid
    over the board later hides it with the board)."""
    pygame.init()
    try:
        game = FountainsGame.new(GameOptions(players=3, seed=4))
        view = BasinView(LAYOUT, Fonts())
        board = pygame.Surface((1280, 720))
        view.draw_board(board, game.basin)
        blank = pygame.Surface((1280, 720))
        untouched = blank.copy()
        view.draw_stack_counts(untouched, game.basin)  # no rings: nothing
        assert pygame.image.tobytes(untouched, "RGB") == pygame.image.tobytes(
            blank, "RGB"
        )
        one = blank.copy()
        view.draw_stack_counts(one, game.basin, stacks=[2])  # its own count only
        one.set_colorkey((0, 0, 0))  # what was drawn: all but the black
        drawn = one.get_bounding_rect()
        half = LAYOUT.stack_size
        assert drawn.width and drawn.width < half and drawn.height < half
        assert drawn.colliderect(pygame.Rect(LAYOUT.stack_centre(2), (half, half)))
    finally:
        pygame.quit()
