"""Issue 25: the score chart draws at the scale of the screen that shows it
(its lines and labels at the physical size, never scaled afterwards), and
its labels stay on the chart at every Text size."""

from __future__ import annotations

import pytest

from game.ui.chart import draw_score_chart
from game.ui.fonts import Fonts
from game.ui.text import recording

SERIES = [[(0, 0), (3, 10), (8, 25), (40, 97)], [(0, 0), (5, 30), (40, 64)]]
COLOURS = [(230, 159, 0), (86, 180, 233)]


@pytest.mark.parametrize("scale", [1.0, 1.5, 3.0])
def test_the_chart_is_drawn_at_its_scale(scale: float) -> None:
    fonts = Fonts()
    with recording() as recorder:
        chart = draw_score_chart(
            (456, 210), SERIES, COLOURS, fonts, False, "game", scale=scale
        )
        texts = recorder.texts_on(chart)
    assert chart.get_size() == (round(456 * scale), round(210 * scale))
    caption = next(t for t in texts if t.words == "game")
    # rendered at the physical size, not at 1:1
    at_scale = fonts.get(22, False, scale).render("game", True, (0, 0, 0))
    assert caption.rect.size == at_scale.get_size()
    assert {t.words for t in texts} >= {"0", "20", "40", "game"}


@pytest.mark.parametrize("text_scale", [1.0, 1.25, 1.5])
@pytest.mark.parametrize("scale", [1.0, 0.8, 1.5, 3.0])
def test_every_label_stays_on_the_chart_at_every_text_size(
    text_scale: float, scale: float
) -> None:
    """The room under the plot grows with the Text size: the turns and the
    caption neither run off the chart's foot nor overlap each other."""
    fonts = Fonts(text_scale)
    with recording() as recorder:
        chart = draw_score_chart(
            (456, 210), SERIES, COLOURS, fonts, True, "game", scale=scale
        )
        problems = recorder.problems(chart)
    assert not problems, "\n".join(problems)


def test_the_lines_are_drawn_thicker_at_a_larger_scale() -> None:
    """The seat's line is 3 logical pixels wide: 9 at 3x (not 3 drawn and
    scaled, nor 3 at 3x)."""
    series = [[(0, 50), (10, 50)]]
    colour = (230, 159, 0)
    chart = draw_score_chart((400, 300), series, [colour], Fonts(), False, scale=3.0)
    column = 3 * 200  # halfway along, a flat line
    rows = [
        y for y in range(chart.get_height()) if chart.get_at((column, y))[:3] == colour
    ]
    assert 7 <= len(rows) <= 11
