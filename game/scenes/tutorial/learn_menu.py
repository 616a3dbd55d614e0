"""The "Learn to play" screen: every lesson, each replayable, the ones done
ticked and the first one still to do picked out (where the player left off)."""

from __future__ import annotations

import pygame

from game.lessons.lessons import LESSONS, Lesson
from game.scenes.menus.menu import MenuScene
from game.scenes.tutorial.lesson_scene import LessonScene
from game.scenes.tutorial.progress import lessons_done, next_lesson, progress_line
from game.ui import theme
from game.ui.text import blit_text
from game.ui.widgets import Button

ROW_W = 560
ROW_H = 102
ROW_STEP = 114
TOP = 146
DONE_MARK = "done"


class LearnScene(MenuScene):
    draws_at_scale = True
    heading = "Learn to play"
    subheading = "Short lessons at a real table: play each as often as you like"

    def build(self) -> None:
        done = lessons_done(self.ctx)
        upcoming = next_lesson(self.ctx)
        rows = (len(LESSONS) + 1) // 2
        for index, lesson in enumerate(LESSONS):
            column, row = divmod(index, rows)
            x = 640 - ROW_W - 10 + column * (ROW_W + 20)
            y = TOP + row * ROW_STEP
            mark = f"  ({DONE_MARK})" if lesson.key in done else ""
            style = "accent" if lesson is upcoming else "quiet"
            self.widgets.add(
                Button(
                    (x, y, ROW_W, ROW_H),
                    f"{lesson.number}. {lesson.title}{mark}",
                    self._opener(lesson),
                    text_size=30,
                    style=style,
                    detail=lesson.summary,
                )
            )
        self.widgets.add(Button((140, 624, 240, 66), "Back", self.back, style="quiet"))

    def _opener(self, lesson: Lesson):  # noqa: ANN202 - a button's callback
        def open_lesson() -> None:
            assert self.manager is not None
            self.manager.push(LessonScene(self.ctx, lesson))

        return open_lesson

    def enter(self) -> None:
        # back from a lesson: its tick may be new
        self.widgets.clear()
        self.build()
        self._static = None

    def static_key(self) -> object:
        return (super().static_key(), tuple(sorted(lessons_done(self.ctx))))

    def draw_static(self, surface: pygame.Surface) -> None:
        super().draw_static(surface)
        view = self.picture_view
        line = self.ctx.fonts.render(
            progress_line(self.ctx), 26, theme.MIST, scale=view.scale
        )
        blit_text(surface, line, view.place(line, midright=(1140, 657)))
