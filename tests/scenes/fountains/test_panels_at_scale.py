"""The Fountains table's panels of words and buttons draw at any scale.

Every situation of the overlap check (``test_no_overlap``) is reached again;
at each moment it looks at, the panels of words and buttons (the top bar, the
log, the prompt, the toolbar, the Hint, the computers' notices, the banner,
the dialogs, the tips, the Menu button, the focus ring) are drawn once on the
logical 1280x720 surface and once on a surface of each window size, through
the view of that surface. Each text must land where the logical layout puts
it (mapped), be rendered at the scale (its height the scale times the 1280x720
one), and the surface read cleanly (``recorder.problems``). The board, the
Basin, the held piece and the thumbnails draw themselves (not checked here).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator

import pygame
import pytest

import tests.scenes.fountains.test_no_overlap as situations
from game.ai.fountains import GreedyBot
from game.rules.fountains.phases import Phase
from game.scenes.fountains.cards import DockedCards, chip_surface
from game.scenes.fountains.held import HeldArt
from game.scenes.fountains.layout import side_panels
from game.scenes.fountains.table import FountainsTableScene
from game.settings import TEXT_SIZES, Settings
from game.setup import GameSetup, Mode, Seat
from game.ui.text import (
    DrawnText,
    TextRecorder,
    blit_text,
    recording,
    text_problems,
)
from game.ui.theme import SEAT_COLOURS
from game.ui.view import View
from tests.scenes.fountains.table_driver import MouseDriver, make_ctx

SIZES = ((1920, 1080), (3840, 2160), (1024, 576))
SITUATIONS = (
    "test_the_draft_with_a_pawn_chosen",
    "test_a_held_tile_over_a_legal_spot_and_tab",
    "test_an_illegal_hover_says_why_without_covering_anything",
    "test_the_hint_on_a_draft_and_on_a_placement",
    "test_a_computer_turn_that_scores",
    "test_the_final_rewards",
    "test_five_seats_with_long_names",
    "test_the_hand_off_and_the_recap",
    "test_a_bonus_token_to_place",
    "test_the_fish_choice",
    "test_the_focus_ring_and_its_words_at_each_step",
)
#: of a situation that looks at many frames (a banner playing out), this many
LOOKS = 6


def panels_of_words(scene: FountainsTableScene) -> list[object]:
    """The table's panels of words and buttons, in the table's drawing order."""
    mine = (
        scene.log,
        scene.hint,
        scene.prompt,
        scene.toolbar,
        scene.top_bar,
        scene.banner,
        scene.computers,
        scene.turn,
        scene.recap,
        scene.fish,
        scene.swap,
        scene.tips,
        scene.handoff,
        scene.menu,
        scene.keys,
    )
    shown = scene.stack.shown()
    return [panel for panel in scene.panels if panel in mine and panel in shown]


def draw_panels(
    rec: TextRecorder, scene: FountainsTableScene, size: tuple[int, int]
) -> tuple[pygame.Surface, list[DrawnText]]:
    """The panels of words alone on a surface of ``size``, through its view."""
    surface = pygame.Surface(size)
    surface.fill((30, 24, 21))
    env = scene.env
    env.view = View.of_picture(size)
    env.notice = None
    panels = panels_of_words(scene)
    if not scene.stack.hidden():
        for panel in panels:
            panel.draw_static(surface)  # type: ignore[attr-defined]
    for panel in panels:
        panel.draw(surface)  # type: ignore[attr-defined]
    return surface, rec.texts_on(surface)


def _near(a: tuple[int, int, int], b: tuple[float, float, float], tol: float) -> bool:
    """One of the edges or the middle (whichever the text is put by) agrees."""
    return min(abs(x - y) for x, y in zip(a, b, strict=True)) <= tol


def _lands(
    rect: pygame.Rect,
    want: tuple[tuple[float, float, float], tuple[float, float, float]],
    tol: float,
) -> bool:
    return _near((rect.left, rect.centerx, rect.right), want[0], tol) and _near(
        (rect.top, rect.centery, rect.bottom), want[1], tol
    )


def mismatches(
    logical: list[DrawnText], scaled: list[DrawnText], scale: float
) -> list[str]:
    """Each logical text at its mapped place and at the scale's height."""
    found: list[str] = []
    left = list(scaled)
    for text in logical:
        if not text.words.strip():
            continue
        same = [t for t in left if t.words == text.words]
        if not same:
            found.append(f"{text.words!r} is not drawn at scale {scale:g}")
            continue
        r = text.rect
        want = (
            (r.left * scale, r.centerx * scale, r.right * scale),
            (r.top * scale, r.centery * scale, r.bottom * scale),
        )
        match = next((t for t in same if _lands(t.rect, want, 3 + 2 * scale)), None)
        if match is None:
            got = [tuple(t.rect) for t in same]
            found.append(
                f"{text.words!r} at {tuple(r)} lands at {got}, not {scale:g} times it"
            )
            continue
        left.remove(match)
        ratio = match.rect.height / max(1, r.height)
        if not 0.75 * scale <= ratio <= 1.2 * scale:
            found.append(
                f"{text.words!r} is {match.rect.height} px tall at scale {scale:g}, "
                f"{r.height} px at 1:1"
            )
    found += [
        f"{t.words!r} is drawn only at scale {scale:g}" for t in left if t.words.strip()
    ]
    return found


def reads_badly(rec: TextRecorder, surface: pygame.Surface, scale: float) -> list[str]:
    """``recorder.problems``, with the overlaps judged at the logical size:
    the recorder forgives a text's empty rows above and below its letters
    (at most 4 pixels, fit for 1280x720), which grow with the scale."""
    problems = [p for p in rec.problems(surface) if " overlaps " not in p]
    logical = [
        DrawnText(t.words, pygame.Rect(_unscaled(t.rect, scale)))
        for t in rec.texts_on(surface)
    ]
    screen = pygame.Rect(0, 0, 1280, 720)
    return problems + [
        p for p in text_problems(logical, screen.inflate(8, 8)) if " overlaps " in p
    ]


def _unscaled(rect: pygame.Rect, scale: float) -> tuple[int, int, int, int]:
    left, top = round(rect.left / scale), round(rect.top / scale)
    right, bottom = round(rect.right / scale), round(rect.bottom / scale)
    return (left, top, right - left, bottom - top)


def check_at_every_size(rec: TextRecorder, scene: FountainsTableScene) -> None:
    """The panels at 1:1, then at each size: the same texts, mapped, clean."""
    view = scene.env.view
    try:
        one, logical = draw_panels(rec, scene, (1280, 720))
        problems = rec.problems(one)
        assert not problems, "at 1280x720:\n" + "\n".join(problems)
        for size in SIZES:
            surface, scaled = draw_panels(rec, scene, size)
            scale = View.of_picture(size).scale
            problems = reads_badly(rec, surface, scale)
            problems += mismatches(logical, scaled, scale)
            if os.environ.get("HB_SHOTS"):
                name = f"{os.environ['HB_SHOTS']}/{size[0]}-{len(logical)}.png"
                pygame.image.save(surface, name)
            assert not problems, f"at {size}:\n" + "\n".join(problems)
    finally:
        scene.env.view = view


@pytest.fixture(autouse=True)
def no_ghosts(monkeypatch: pytest.MonkeyPatch) -> None:
    """The hinted piece's ghost and its chip are the held piece's drawing
    (``held.py``), not a panel of words: left out here."""
    monkeypatch.setattr(HeldArt, "draw_ghost", lambda *args, **kwargs: None)
    monkeypatch.setattr(HeldArt, "draw_token_ghost", lambda *args, **kwargs: None)


@pytest.fixture(params=TEXT_SIZES, ids=lambda size: f"text{size}")
def text_size(request: pytest.FixtureRequest) -> int:
    return int(request.param)


@pytest.fixture()
def recorder() -> Iterator[TextRecorder]:
    with recording() as rec:
        yield rec


@pytest.mark.parametrize("situation", SITUATIONS)
def test_the_panels_of_words_draw_at_every_size(
    situation: str,
    text_size: int,
    surface: pygame.Surface,
    recorder: TextRecorder,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    plain_ctx = situations.make_ctx

    def at_text_size(**settings: object) -> object:
        return plain_ctx(**{"text_size": text_size, **settings})

    monkeypatch.setattr(situations, "make_ctx", at_text_size)
    plain_look = situations._look
    looked = {"count": 0}

    def look(rec: TextRecorder, scene: FountainsTableScene, shown: pygame.Surface):
        problems = plain_look(rec, scene, shown)
        looked["count"] += 1
        if looked["count"] <= LOOKS:
            check_at_every_size(rec, scene)
            if scene.computers.explained() is not None:  # and its Why? open
                scene.computers.detail = True
                check_at_every_size(rec, scene)
                scene.computers.detail = False
        return problems

    monkeypatch.setattr(situations, "_look", look)
    test: Callable[..., None] = getattr(situations, situation)
    if situation == "test_the_hand_off_and_the_recap":
        for pass_screen in (False, True):
            test(surface, recorder, pass_screen)
    else:
        test(surface, recorder)
    assert looked["count"]


def _table(seats: tuple[Seat, ...], text_size: int) -> FountainsTableScene:
    setup = GameSetup(mode=Mode.FOUNTAINS, seats=seats, seed=11)
    return FountainsTableScene(make_ctx(text_size=text_size), setup)


def test_tips_and_tool_tips_at_every_size(
    text_size: int, surface: pygame.Surface, recorder: TextRecorder
) -> None:
    seats = tuple(Seat(n, SEAT_COLOURS[k]) for k, n in enumerate(("Ann", "Bram")))
    setup = GameSetup(mode=Mode.FOUNTAINS, seats=seats, seed=11, advanced=True)
    ctx = make_ctx(text_size=text_size)
    ctx.settings = Settings(text_size=text_size, table_tips=True)
    scene = FountainsTableScene(ctx, setup)
    driver = MouseDriver(scene, surface)
    game, state = scene.game, scene.state
    bots = [GreedyBot(7 + s) for s in range(game.seats)]
    looked = 0
    for _ in range(400):
        driver.step(1 / 30, draw=True)
        if scene.tips.showing is not None:
            scene.draw(surface)
            check_at_every_size(recorder, scene)
            looked += 1
            scene.tips.dismiss()
            if looked == 2:
                break
            continue
        if state.handoff is not None:
            state.skip_handoff()
        if state.recap is not None:
            state.close_recap()
        if state.human_to_act():
            scene.play(bots[game.current_seat].choose(game))
    assert looked, "no tip came up"
    situations._ready(driver)
    hint = next(b for b in scene.toolbar.buttons() if b.key == "peel")
    scene.env.mouse = hint.rect.center  # its tool tip shows
    scene.draw(surface)
    check_at_every_size(recorder, scene)
    assert scene.top_bar.design_card_chips()  # drawn (their tool tip: not yet)


def test_the_solo_swap_at_every_size(
    text_size: int, surface: pygame.Surface, recorder: TextRecorder
) -> None:
    seats = (Seat("Ann", SEAT_COLOURS[0]),)
    setup = GameSetup(mode=Mode.SOLO, seats=seats, seed=3)
    scene = FountainsTableScene(make_ctx(text_size=text_size), setup)
    driver = MouseDriver(scene, surface)
    game = scene.game
    bot = GreedyBot(4)
    for _ in range(2000):
        if scene.state.swap_offer is not None or game.is_over():
            break
        if game.phase is Phase.SWAP:
            driver.step(0.05, draw=True)
            continue
        if scene.awaiting_human():
            scene.play(bot.choose(game))
        else:
            scene.state.handoff = None
            scene.state.recap = None
            scene.state.reward = None
            driver.step(0.05)
    if scene.state.swap_offer is None:
        pytest.skip("the Machine never stood on the Bonus space in this game")
    card = scene.swap.card()
    assert card is not None
    card.toggle(card.slots[0].key)  # one chosen: "swap" under it
    scene.draw(surface)
    check_at_every_size(recorder, scene)


@pytest.mark.parametrize("size", SIZES)
def test_the_docked_cards_and_the_chip_at_every_size(
    size: tuple[int, int], text_size: int, recorder: TextRecorder
) -> None:
    """The cards the dock panel puts over the log, and the chip over a held
    piece, drawn at a scale: the same texts, mapped."""
    pygame.init()
    seats = tuple(Seat(n, SEAT_COLOURS[k]) for k, n in enumerate(("Ann", "Bram")))
    scene = _table(seats, text_size)
    fonts = scene.env.fonts
    basin = scene.game.basin
    dock = side_panels(False)[1]
    pawn = next(iter(basin.pawns))
    spaces = [d.space for d in scene.state.legal_drafts(pawn)]
    assert spaces

    class Preview:
        def rows(self) -> list[tuple[str, str]]:
            return [("Now: +2 coins", "gain"), ("Fed pools 4 -> 5", "gain")]

    drawn: list[list[DrawnText]] = []
    for view in (View.of_picture((1280, 720)), View.of_picture(size)):
        surface = pygame.Surface(view.window)
        cards = DockedCards(fonts)
        cards.draw_take_preview(
            surface, basin, pawn, spaces, spaces[0], dock, True, view=view
        )
        cards.draw_preview_card(surface, dock, (Preview(), "Level 1"), view=view)
        chip = chip_surface(fonts, "Level 2 · +3 now", True, view.scale)
        blit_text(surface, chip, view.point((40, 300)))
        assert not recorder.problems(surface)
        drawn.append(recorder.texts_on(surface))
        height = chip.get_height()
        if view.scale != 1.0:
            one = chip_surface(fonts, "Level 2 · +3 now", True).get_height()
            assert 0.8 * view.scale <= height / one <= 1.2 * view.scale
    scale = View.of_picture(size).scale
    assert not mismatches(drawn[0], drawn[1], scale)
    scene.exit()


def test_a_panel_drawn_at_1_to_1_on_a_large_surface_is_caught(
    surface: pygame.Surface, recorder: TextRecorder
) -> None:
    """The check can fail: texts left at their 1280x720 places are found."""
    seats = tuple(Seat(n, SEAT_COLOURS[k]) for k, n in enumerate(("Ann", "Bram")))
    scene = _table(seats, 100)
    driver = MouseDriver(scene, surface)
    situations._ready(driver)
    _surface, logical = draw_panels(recorder, scene, (1280, 720))
    big = pygame.Surface((1920, 1080))
    scene.env.view = View.of_picture((1280, 720))  # as if never told the size
    for panel in panels_of_words(scene):
        panel.draw_static(big)  # type: ignore[attr-defined]
        panel.draw(big)  # type: ignore[attr-defined]
    found = mismatches(logical, recorder.texts_on(big), 1.5)
    assert len(found) >= len([t for t in logical if t.words.strip()]) // 2
