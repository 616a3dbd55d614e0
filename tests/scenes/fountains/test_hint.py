"""The Hint: asked with the button or H for a person's seat, worked out by
Expert in the worker process, shown as the pawn, the space and the placement's
ghost with Expert's own sentence, and never played. Node budgets keep it deterministic;
the waits only guard against a hang."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pygame
import pytest

from game.ai.fountains import ExpertBot
from game.ai.fountains.explain import PLAIN_AT_MOST, as_advice, plain_why
from game.rules.fountains.actions import Draft, Place, PlaceToken
from game.rules.fountains.phases import Phase
from game.scenes.fountains.computer_seats import HINT_SEED_OFFSET, ComputerSeats
from game.scenes.fountains.hint_panel import HINT_GOLD
from game.scenes.fountains.table import FountainsTableScene
from game.setup import GameSetup, Mode, Seat
from game.ui.theme import SEAT_COLOURS
from tests.scenes.fountains.table_driver import make_ctx

NAMES = ["Ann", "Bram"]
SEED = 12
NODES = 6
HANG_GUARD_S = 90.0


@pytest.fixture()
def scene() -> Iterator[FountainsTableScene]:
    seats = (
        Seat(NAMES[0], SEAT_COLOURS[0]),
        Seat(NAMES[1], SEAT_COLOURS[1], computer=True, level="easy"),
    )
    setup = GameSetup(mode=Mode.FOUNTAINS, seats=seats, seed=SEED)
    ctx = make_ctx(animation_speed=2.0)
    scene = FountainsTableScene(ctx, setup)
    state = scene.state
    state.computer = ComputerSeats(
        SEED, [1], levels=["medium", "easy"], names=NAMES, hint_nodes=NODES
    )
    state.log.reasons = state.computer.take_reason
    yield scene
    scene.exit()


def frame(scene: FountainsTableScene, surface: pygame.Surface) -> None:
    scene.update(1 / 60)
    scene.draw(surface)


def until_ann_acts(scene: FountainsTableScene, surface: pygame.Surface) -> None:
    give_up = time.monotonic() + HANG_GUARD_S
    while not scene.state.human_to_act():
        assert time.monotonic() < give_up
        frame(scene, surface)
        scene.state.close_recap()


def ask(scene: FountainsTableScene, surface: pygame.Surface, by_key: bool) -> None:
    if by_key:
        event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")
    else:
        pos = scene.button_pos("hint")
        assert pos is not None
        event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    assert scene.handle_event(event)
    frame(scene, surface)


def shown(scene: FountainsTableScene, surface: pygame.Surface) -> int:
    """Frames until the hint arrives."""
    give_up = time.monotonic() + HANG_GUARD_S
    frames = 0
    while scene.hint.shown is None:
        assert time.monotonic() < give_up, "the hint never came"
        assert scene.hint.asking
        frame(scene, surface)
        frames += 1
        time.sleep(0.002)
    frame(scene, surface)
    return frames


def expected(scene: FountainsTableScene) -> object:
    game = scene.state.game
    seed = SEED * 31 + HINT_SEED_OFFSET + len(game.actions)
    return ExpertBot(seed, nodes=NODES).decide(game, NAMES)


def ring_is_gold(surface: pygame.Surface, centre: tuple[int, int], r: int) -> bool:
    return tuple(surface.get_at((centre[0] + r - 2, centre[1]))[:3]) == HINT_GOLD


def test_the_hint_shows_experts_draft_and_never_plays_it(
    scene: FountainsTableScene, surface: pygame.Surface
) -> None:
    until_ann_acts(scene, surface)
    state = scene.state
    assert state.game.phase is Phase.DRAFT
    actions = list(state.game.actions)
    want = expected(scene)
    ask(scene, surface, by_key=True)
    assert scene.hint.words().startswith("Hint: Expert is thinking")
    shown(scene, surface)
    hint = scene.hint.shown
    assert hint == want
    assert isinstance(hint.action, Draft)
    words = scene.hint.words()
    assert words == f"Hint: {as_advice(plain_why(state.game, hint, NAMES))}"
    assert len(words) <= len("Hint: ") + PLAIN_AT_MOST
    assert "look-ahead" not in words and "better than" not in words
    assert scene.hint.placement() == hint.follow_up
    assert isinstance(hint.follow_up, (Place, PlaceToken))
    layout = scene.basin.layout
    radius = layout.space_radius + 6
    pawn = layout.space_centre(state.game.basin.pawns[hint.action.pawn])
    space = layout.space_centre(hint.action.space)
    assert ring_is_gold(surface, pawn, radius)
    assert ring_is_gold(surface, space, radius + 4)
    for _ in range(30):
        frame(scene, surface)
    assert state.game.actions == actions  # shown, never played
    assert scene.hint.shown == want


def test_the_ghost_goes_where_expert_would_place_and_h_puts_the_hint_away(
    scene: FountainsTableScene, surface: pygame.Surface
) -> None:
    until_ann_acts(scene, surface)
    ask(scene, surface, by_key=False)
    shown(scene, surface)
    draft = scene.hint.shown
    assert draft is not None
    assert scene.state.commit(draft.action)  # Ann takes the advice herself
    frame(scene, surface)
    assert scene.hint.shown is None and not scene.hint.asking  # the table moved on
    until_ann_acts(scene, surface)
    want = expected(scene)
    ask(scene, surface, by_key=True)
    shown(scene, surface)
    hint = scene.hint.shown
    assert hint == want and isinstance(hint.action, (Place, PlaceToken))
    assert scene.hint.placement() == hint.action
    view = scene.fountain.view_rect.clip(pygame.Rect(0, 120, 860, 320))
    scene.draw(surface)
    with_hint = surface.subsurface(view).copy()
    pygame.image.save(surface, "/tmp/test_hint_place.png")
    ask(scene, surface, by_key=True)  # H again: put away
    assert scene.hint.shown is None and not scene.hint.asking
    scene.draw(surface)
    without = surface.subsurface(view).copy()
    changed = sum(
        with_hint.get_at((x, y)) != without.get_at((x, y))
        for x in range(0, view.width, 4)
        for y in range(0, view.height, 4)
    )
    assert changed > 50  # the ghost of the piece, with its water


def test_the_hint_button_is_there_only_for_a_person_to_act(
    scene: FountainsTableScene, surface: pygame.Surface
) -> None:
    state = scene.state
    give_up = time.monotonic() + HANG_GUARD_S
    seen_computer_turn = False
    while not seen_computer_turn:
        assert time.monotonic() < give_up
        frame(scene, surface)
        state.close_recap()
        if state.human_to_act():
            assert scene.button_pos("hint") is not None
            assert state.commit(state.legal()[0])
        elif state.is_computer(state.game.current_seat):
            seen_computer_turn = True
            assert scene.button_pos("hint") is None
            key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")
            assert not scene.handle_event(key)
            assert not scene.hint.asking


def test_play_it_makes_the_hinted_move_tentatively_and_undo_takes_it_back(
    scene: FountainsTableScene, surface: pygame.Surface
) -> None:
    until_ann_acts(scene, surface)
    state = scene.state
    before = list(state.game.actions)
    want = expected(scene)
    ask(scene, surface, by_key=False)
    shown(scene, surface)
    pos = scene.button_pos("play-hint")
    assert pos is not None
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        scene.handle_event(pygame.event.Event(kind, pos=pos, button=1))
    frame(scene, surface)
    assert state.game.actions == [*before, want.action]  # the draft, still open
    assert state.turn_open
    assert state.pending == want.follow_up  # put down, not committed
    assert state.committed_game.actions == before
    assert scene.button_pos("confirm") is not None
    while state.undo():
        pass
    assert state.game.actions == before and state.pending is None
