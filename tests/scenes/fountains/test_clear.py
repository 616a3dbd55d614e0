"""The clear table (issue 13), driven by posted events: the seats listed in one
order everywhere with the first player marked, the next person's orders only
after the hand-off, long names never cut, colour-blind marks on the hand-off
card and the Basin pawns."""

from __future__ import annotations

from game.render.fountains.basin_view import BasinView
from game.scenes.fountains import overlays
from game.scenes.fountains.table import FountainsTableScene
from game.scenes.scene import SceneManager
from game.setup import GameSetup, Mode, Seat
from game.ui.fonts import Fonts
from game.ui.theme import SEAT_COLOURS
from tests.scenes.fountains.table_driver import MouseDriver, make_ctx

LONG_NAMES = ("Maximilianusss", "Wwwwwwwwwwwwww", "Bartholomewsen", "Christophersen")


class CutSpy(Fonts):
    """Fonts that remember every text they had to cut short."""

    def __init__(self) -> None:
        super().__init__()
        self.cut: list[str] = []

    def fit(self, text: str, size: int, width: int, bold: bool = False) -> str:
        fitted = super().fit(text, size, width, bold)
        if fitted != text:
            self.cut.append(text)
        return fitted


def _scene(surface, seats, seed: int, fonts=None, **settings):  # noqa: ANN001, ANN202
    setup = GameSetup(mode=Mode.FOUNTAINS, seats=seats, seed=seed)
    ctx = make_ctx(**settings)
    if fonts is not None:
        ctx.fonts = fonts
    scene = FountainsTableScene(ctx, setup)
    SceneManager().push(scene)
    return scene, MouseDriver(scene, surface)


def test_top_bar_and_thumbnails_list_the_seats_in_turn_order(surface) -> None:
    seats = tuple(Seat(n, SEAT_COLOURS[i]) for i, n in enumerate(("Ann", "Bo", "Cy")))
    scene, driver = _scene(surface, seats, seed=2)  # Cy plays first
    driver.settle()
    scene.draw(surface)
    order = scene.state.turn_order()
    assert order[0] == scene.game.first_seat == 2
    plates = scene.top_bar.plates
    assert sorted(range(3), key=lambda seat: plates[seat].x) == order
    thumbs = sorted(range(3), key=lambda seat: scene.thumbs.thumb_rect(seat).x)
    assert thumbs == order


def test_the_next_persons_orders_wait_for_the_hand_off(surface) -> None:
    seats = (Seat("Ann", SEAT_COLOURS[0]), Seat("Bo", SEAT_COLOURS[1]))
    scene, driver = _scene(surface, seats, seed=11, handoff_screen=True)
    driver.settle()
    first = scene.game.current_seat
    draft = next(a for a in scene.state.legal_drafts() if a.space != 0)
    driver.perform(draft)
    place = next(a for a in scene.state.legal() if a.__class__.__name__ == "Place")
    driver.perform(place)
    assert scene.game.current_seat != first
    seen = []
    for _ in range(200):
        driver.step(0.05)
        if scene.state.handoff is not None:
            break
        seen.append(scene.prompt.words())
    assert scene.state.handoff is not None
    nobody_told = [w for w in seen if "click a pawn" in w or "place" in w]
    assert nobody_told == []
    driver.press("ready")
    driver.press("ok")
    assert "click a pawn" in scene.prompt.words()


def test_names_of_fourteen_letters_are_never_cut(surface) -> None:
    seats = tuple(
        Seat(name, SEAT_COLOURS[i], computer=i > 1) for i, name in enumerate(LONG_NAMES)
    ) + (Seat("Gwendolynnnnnn", SEAT_COLOURS[4], computer=True),)
    spy = CutSpy()
    scene, driver = _scene(surface, seats, seed=3, fonts=spy, handoff_screen=True)
    for _ in range(100):
        driver.step(0.05, draw=True)
        if scene.state.handoff is not None:
            break
    assert scene.state.handoff is not None  # the hand-off card was drawn
    driver.press("ready")
    driver.press("ok")
    scene.refresh()
    scene.draw(surface)
    names = {seat.name for seat in seats}
    assert [text for text in spy.cut if any(name in text for name in names)] == []


def test_colour_blind_marks_reach_the_hand_off_and_the_pawns(
    surface, monkeypatch
) -> None:
    marks: list[tuple[int, bool]] = []
    real_mark = overlays.seat_mark

    def spy_mark(surface, seat, centre, radius, colour, shapes, *rest):  # noqa: ANN001, ANN002, ANN202
        marks.append((seat, shapes))
        return real_mark(surface, seat, centre, radius, colour, shapes, *rest)

    monkeypatch.setattr(overlays, "seat_mark", spy_mark)
    letters: list[bool] = []
    real_pieces = BasinView.draw_pieces

    def spy_pieces(self, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003, ANN202
        letters.append(bool(kwargs.get("letters")))
        return real_pieces(self, *args, **kwargs)

    monkeypatch.setattr(BasinView, "draw_pieces", spy_pieces)
    seats = (Seat("Ann", SEAT_COLOURS[0]), Seat("Bo", SEAT_COLOURS[1]))
    scene, driver = _scene(
        surface, seats, seed=4, colour_blind=True, handoff_screen=True
    )
    for _ in range(100):
        driver.step(0.05, draw=True)
        if scene.state.handoff is not None:
            break
    handoff = scene.state.handoff
    assert handoff is not None
    assert (handoff.seat, True) in marks
    driver.press("ready")
    driver.press("ok")
    scene.draw(surface)
    assert letters and all(letters)


def test_colour_blind_marks_switched_on_mid_game_reach_the_running_table(
    surface, monkeypatch
) -> None:
    from game.render.fountains import hud
    from game.settings import Settings

    marks: list[bool] = []
    real_mark = hud.seat_mark

    def spy_mark(surface, seat, centre, radius, colour, shapes, *rest):  # noqa: ANN001, ANN002, ANN202
        marks.append(shapes)
        return real_mark(surface, seat, centre, radius, colour, shapes, *rest)

    monkeypatch.setattr(hud, "seat_mark", spy_mark)
    seats = (Seat("Ann", SEAT_COLOURS[0]), Seat("Bo", SEAT_COLOURS[1]))
    scene, driver = _scene(surface, seats, seed=4)
    ctx = scene.ctx
    ctx.settings = Settings(colour_blind=False)
    ctx.sound.set_volume = ctx.sound.set_music = lambda _value: None
    driver.settle()
    scene.draw(surface)
    assert marks and not any(marks)  # plain discs
    marks.clear()
    ctx.change_settings(colour_blind=True)  # mid-game, the table still up
    driver.step(draw=True)
    assert marks and all(marks)  # name plates and score-track pawns: shapes
