"""Widgets react to posted-style events: hover, press, click, keyboard focus."""

from __future__ import annotations

import pygame
import pytest

from game.ui.chart import draw_score_chart, nice_step
from game.ui.fonts import Fonts
from game.ui.group import WidgetGroup
from game.ui.seat_marks import SHAPES, shape_for_seat, shape_points
from game.ui.text_field import TextField
from game.ui.widgets import Button, Choice, Stepper, Toggle


@pytest.fixture(autouse=True)
def _pygame():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 720))
    yield
    pygame.quit()


def motion(pos):
    return pygame.event.Event(
        pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)
    )


def down(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def up(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


class Clicks:
    def __init__(self) -> None:
        self.count = 0

    def __call__(self) -> None:
        self.count += 1


def test_button_clicks_only_when_pressed_and_released_inside() -> None:
    clicks = Clicks()
    button = Button((100, 100, 200, 60), "Go", clicks)
    button.handle_event(motion((150, 120)))
    assert button.hover
    button.handle_event(down((150, 120)))
    assert button.pressed
    button.handle_event(up((500, 500)))  # dragged off: no click
    assert clicks.count == 0 and not button.pressed
    button.handle_event(down((150, 120)))
    button.handle_event(up((160, 130)))
    assert clicks.count == 1
    button.handle_event(down((150, 120), button=3))
    button.handle_event(up((150, 120), button=3))
    assert clicks.count == 1  # the right button does nothing
    button.enabled = False
    button.handle_event(down((150, 120)))
    button.handle_event(up((150, 120)))
    assert clicks.count == 1


def test_button_looks_differ_by_state() -> None:
    fonts = Fonts()
    button = Button((0, 0, 200, 60), "Go", lambda: None)
    looks = {
        state: pygame.image.tobytes(button._look(state, fonts), "RGBA")
        for state in ("normal", "hover", "pressed", "disabled")
    }
    assert len(set(looks.values())) == 4


def test_stepper_stays_within_bounds() -> None:
    values: list[int] = []
    stepper = Stepper((0, 0, 480, 64), "Players", 2, 2, 5, values.append)
    stepper.handle_event(down(stepper.minus_rect.center))
    stepper.handle_event(up(stepper.minus_rect.center))
    assert stepper.value == 2 and values == []
    for _ in range(5):
        stepper.handle_event(down(stepper.plus_rect.center))
        stepper.handle_event(up(stepper.plus_rect.center))
    assert stepper.value == 5 and values == [3, 4, 5]
    stepper.activate()  # Enter wraps round so the keyboard reaches every value
    assert stepper.value == 2


def test_choice_and_toggle() -> None:
    chosen: list[int] = []
    choice = Choice(
        (0, 0, 900, 64), "Difficulty", ("Easy", "Medium", "Hard"), 1, chosen.append
    )
    choice.handle_event(down(choice.segment_rect(2).center))
    choice.handle_event(up(choice.segment_rect(2).center))
    assert choice.value == "Hard" and chosen == [2]
    choice.adjust(1)
    assert chosen == [2]  # already at the end
    flips: list[bool] = []
    toggle = Toggle((0, 100, 600, 64), "Music", True, flips.append)
    toggle.handle_event(down((300, 130)))
    toggle.handle_event(up((300, 130)))
    assert flips == [False]
    toggle.adjust(1)
    assert flips == [False, True]
    with pytest.raises(ValueError, match="needs at least one option"):
        Choice((0, 0, 10, 10), "Empty", (), 0, chosen.append)


def test_text_field_typing() -> None:
    names: list[str] = []
    group = WidgetGroup()
    field = group.add(
        TextField((0, 0, 300, 60), "Name 1", "Player 1", names.append, max_length=5)
    )
    group.handle_event(down((10, 10)))
    group.handle_event(up((10, 10)))
    assert group.focused is field and field.selected
    # Arriving selects the default name: the first letters replace it.
    group.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="Bo"))
    assert field.text == "Bo" and not field.selected
    group.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="bby!!"))
    assert field.text == "Bobby"  # cut at the maximum length
    group.handle_event(key(pygame.K_BACKSPACE))
    assert field.text == "Bobb"
    group.handle_event(key(pygame.K_SPACE))  # typed via TEXTINPUT, no activation
    group.handle_event(key(pygame.K_BACKSPACE, pygame.KMOD_CTRL))
    assert field.text == "" and names[-1] == ""
    group.handle_event(key(pygame.K_TAB))
    assert group.focused is None or group.focused is field
    field.text = "Ada"
    group.focus_on(None)
    group.focus_on(field)
    group.handle_event(key(pygame.K_RIGHT))  # keep the name and type after it
    group.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="m"))
    assert field.text == "Adam"


def test_focus_moves_with_tab_and_activates_with_enter() -> None:
    first, second = Clicks(), Clicks()
    group = WidgetGroup()
    group.add(Button((0, 0, 10, 10), "A", first))
    disabled = group.add(Button((0, 20, 10, 10), "Off", Clicks()))
    disabled.enabled = False
    group.add(Button((0, 40, 10, 10), "B", second))
    group.handle_event(key(pygame.K_TAB))
    group.handle_event(key(pygame.K_TAB))  # skips the disabled button
    group.handle_event(key(pygame.K_RETURN))
    assert (first.count, second.count) == (0, 1)
    group.handle_event(key(pygame.K_TAB, pygame.KMOD_SHIFT))
    group.handle_event(key(pygame.K_SPACE))
    assert first.count == 1
    with pytest.raises(KeyError):
        group.find("missing")


def test_each_seat_has_its_own_shape() -> None:
    assert len({shape_for_seat(seat) for seat in range(6)}) == 6
    outlines = [shape_points(shape, (0, 0), 10) for shape in SHAPES]
    assert outlines[0] is None and all(len(p) >= 3 for p in outlines[1:])
    with pytest.raises(ValueError, match="unknown seat shape"):
        shape_points("blob", (0, 0), 10)


@pytest.mark.parametrize(
    ("top", "step"), [(0, 1), (4, 1), (9, 2), (40, 10), (122, 50), (700, 200)]
)
def test_chart_grid_steps_are_round(top: int, step: int) -> None:
    assert nice_step(top) == step


def test_chart_draws_each_seat_line_in_its_colour() -> None:
    colours = [(230, 159, 0), (86, 180, 233)]
    series = [[(0, 0), (3, 10), (8, 25)], [(0, 0), (5, 30)]]
    chart = draw_score_chart((400, 300), series, colours, Fonts(), colour_blind=True)
    pixels = {
        chart.get_at((x, y))[:3] for x in range(0, 400, 2) for y in range(0, 300, 2)
    }
    assert all(colour in pixels for colour in colours)


def test_a_name_keeps_only_letters_the_font_can_show() -> None:
    names: list[str] = []
    field = TextField((0, 0, 400, 60), "Name 1", "", names.append)
    group = WidgetGroup()
    group.add(field)
    group.focus_on(field)
    for text in ("Zoë", "李", "😀", "\u200b", "\u0301", "\t", " Ø"):
        group.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=text))
    assert field.text == "Zoë Ø"


def test_an_empty_name_shows_the_name_it_will_get(monkeypatch) -> None:
    fonts = Fonts()
    shown: list[str] = []
    real = fonts.render

    def spy(text, *args, **kwargs):
        shown.append(text)
        return real(text, *args, **kwargs)

    monkeypatch.setattr(fonts, "render", spy)
    field = TextField((0, 0, 400, 60), "Name 3", "", lambda _: None, placeholder="P3")
    field.draw(pygame.display.get_surface(), fonts, focused=False)
    assert shown == ["P3"]


def test_seats_that_finish_level_both_keep_their_end_mark() -> None:
    series = [[(0, 0), (10, 9)], [(0, 0), (5, 4), (10, 9)]]
    colours = [(230, 159, 0), (86, 180, 233)]
    chart = draw_score_chart((400, 300), series, colours, Fonts(), colour_blind=False)
    plot_right = 400 - 90 + 62  # the last turn's x, where both lines end
    seen = {
        chart.get_at((x, y))[:3]
        for x in range(plot_right - 40, 400)
        for y in range(0, 60)
    }
    assert set(colours) <= seen


def test_wrap_cuts_a_word_longer_than_the_line() -> None:
    fonts = Fonts()
    path = "/home/someone/" + "very-long-folder-name/" * 6 + "settings.json"
    lines = fonts.wrap(f"settings file {path}: cannot save", 20, 300)
    assert all(fonts.get(20).size(line)[0] <= 300 for line in lines)
    assert "".join(lines).replace(" ", "") == f"settingsfile{path}:cannotsave"
