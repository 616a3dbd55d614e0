"""Issue 25: a lesson's callout drawn at the scale of a table drawn at the
window's resolution. Its words are measured as drawn at that scale, so
every line stays in its card at every window size and Text size (small type
does not scale evenly: a line that fits at 1:1 runs past the card at 0.8)."""

from __future__ import annotations

import pygame
import pytest

from game.lessons.lessons import LESSONS
from game.scenes.tutorial.callout import Callout
from game.ui.fonts import Fonts
from game.ui.text import recording
from game.ui.view import View

#: The scales of 1024x576, 1366x768, 1920x1080 and 3840x2160.
SCALES = (0.8, 1366 / 1280, 1.5, 3.0)
BUTTONS = [("leave", "Leave"), ("hide-tips", "Hide tips"), ("next", "Next")]
STEPS = [step for lesson in LESSONS for part in lesson.parts for step in part.steps]


@pytest.fixture(autouse=True)
def _fonts_ready():
    pygame.font.init()


@pytest.mark.parametrize("scale", SCALES, ids=lambda s: f"{s:.2f}")
@pytest.mark.parametrize("text_scale", [1.0, 1.25, 1.5])
def test_every_step_reads_inside_its_card(scale: float, text_scale: float) -> None:
    fonts = Fonts(text_scale)
    picture = pygame.Surface((round(1280 * scale), round(720 * scale)))
    view = View.of_picture(picture.get_size())
    found: list[str] = []
    for step in STEPS:
        callout = Callout(
            fonts,
            step.title,
            [step.text],
            None,
            BUTTONS,
            step="part 2 · 5 of 6",
            scale=scale,
        )
        with recording() as recorder:
            callout.draw(picture, (0, 0), 0.0, view)
            found.extend(f"{step.key}: {p}" for p in recorder.problems(picture))
    assert not found, "\n".join(found)


def test_the_words_are_measured_at_the_scale_drawn() -> None:
    """The same card at 0.8 wraps as its words are drawn there."""
    fonts = Fonts(1.25)
    step = STEPS[0]
    at_one = Callout(fonts, step.title, [step.text], None, BUTTONS, scale=1.0)
    small = Callout(fonts, step.title, [step.text], None, BUTTONS, scale=0.8)
    for line in small.lines:
        drawn = fonts.get(21, False, 0.8).size(line)[0]
        assert drawn <= (small.rect.width - 28) * 0.8
    assert at_one.width(step.title, 26, True) == fonts.width(step.title, 26, True)
