"""The logical screen in a window of any size: the fitted window, the
picture's place and scale, the mouse mapped back, ``--size`` parsed."""

from __future__ import annotations

import pygame
import pytest

from game.ui.view import (
    LARGEST_WINDOW,
    LOGICAL_SIZE,
    View,
    fit_window,
    of_aspect,
    parse_size,
)

SIZES = ((1024, 576), (1366, 768), (1920, 1080), (3840, 2160))


@pytest.mark.parametrize(
    ("screen", "usable", "framed", "expected"),
    [
        # a 1024x600 netbook, no panel: the window and its title bar fit
        ((1024, 600), (1024, 600), True, (995, 560)),
        # a 1366x768 laptop with a 40 px task bar
        ((1366, 768), (1366, 728), True, (1223, 688)),
        # a 1080p desktop whose usable area SDL could not tell
        ((1920, 1080), None, True, (1694, 953)),
        # a 4K television without a window manager
        ((3840, 2160), (3840, 2160), False, (3840, 2160)),
        # an 8K screen: never past the largest size laid out for
        ((7680, 4320), (7680, 4320), False, LARGEST_WINDOW),
        # a usable area said to be bigger than the screen is cut to the screen
        ((1280, 720), (4000, 4000), False, (1280, 720)),
    ],
)
def test_the_window_fits_the_usable_desktop(screen, usable, framed, expected) -> None:
    size = fit_window(screen, usable, framed)
    assert size == expected
    assert size[0] <= screen[0] and size[1] <= screen[1]
    assert abs(size[0] / size[1] - 16 / 9) < 0.01


@pytest.mark.parametrize("window", [*SIZES, (1000, 1000), (2560, 1080)])
def test_the_picture_is_centred_and_evenly_scaled(window) -> None:
    view = View.of_window(window)
    assert pygame.Rect((0, 0), window).contains(view.area)
    assert abs(view.area.width / view.area.height - 16 / 9) < 0.01
    # centred: the bars left over are the same on both sides (within a pixel)
    assert abs(view.area.left - (window[0] - view.area.right)) <= 1
    assert abs(view.area.top - (window[1] - view.area.bottom)) <= 1
    # one side is filled
    assert view.area.width == window[0] or view.area.height == window[1]


@pytest.mark.parametrize("window", SIZES)
def test_the_mouse_maps_back_to_the_logical_point(window) -> None:
    view = View.of_window(window)
    for logical in ((0, 0), (640, 360), (1279, 719), (100, 600)):
        physical = view.point(logical)
        shown = (physical[0] + view.area.x, physical[1] + view.area.y)
        x, y = view.to_logical(shown)
        assert abs(x - logical[0]) <= 1 and abs(y - logical[1]) <= 1
    # the bars and past the window stay on the screen
    assert view.to_logical((-50, -50)) == (0, 0)
    assert view.to_logical((window[0] + 9, window[1] + 9)) == (1279, 719)


def test_rects_that_touch_still_touch_at_any_scale() -> None:
    view = View.of_window((1366, 768))
    left = view.rect((0, 0, 333, 100))
    right = view.rect((333, 0, 333, 100))
    assert left.right == right.left
    assert view.rect((0, 0, *LOGICAL_SIZE)).size == view.area.size == (1365, 768)


def test_a_label_is_placed_by_its_logical_anchor() -> None:
    view = View.of_picture((1920, 1080))
    label = pygame.Surface((300, 60))
    rect = view.place(label, midtop=(640, 34))
    assert rect.midtop == (960, 51) and rect.size == (300, 60)


def test_lengths_scale_and_never_vanish() -> None:
    view = View.of_picture((3840, 2160))
    assert view.scale == 3.0
    assert (view.px(2), view.px(0), view.px(0.2)) == (6, 0, 1)
    assert View.of_picture(LOGICAL_SIZE).is_unit


def test_of_aspect_keeps_sixteen_by_nine() -> None:
    assert of_aspect((1920, 1200)) == (1920, 1080)
    assert of_aspect((1280, 1024)) == (1280, 720)


@pytest.mark.parametrize(
    ("text", "size"),
    [
        ("1920x1080", (1920, 1080)),
        (" 1024X576 ", (1024, 576)),
        ("3840×2160", LARGEST_WINDOW),
    ],
)
def test_sizes_parse(text, size) -> None:
    assert parse_size(text) == size


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("1920", "not a size"),
        ("axb", "not a size"),
        ("-1920x1080", "not a size"),
        ("800x600", "outside 1024x576 to 3840x2160"),
        ("7680x4320", "outside"),
        ("9" * 5000 + "x1", "not a size"),
    ],
)
def test_bad_sizes_say_why(text, reason) -> None:
    with pytest.raises(ValueError, match=reason):
        parse_size(text)
