"""Which lessons the player has finished: kept in the player's settings
(``lessons_done``, saved atomically by the settings store), read by the
title, the lessons list and each lesson's recap."""

from __future__ import annotations

from typing import Any

from game.lessons.lessons import LESSONS, Lesson


def lessons_done(ctx: Any) -> set[str]:
    """The keys of the lessons finished (unknown keys, from a newer version,
    are kept in the settings but not counted)."""
    known = {lesson.key for lesson in LESSONS}
    return set(getattr(ctx.settings, "lessons_done", ())) & known


def mark_done(ctx: Any, lesson: Lesson) -> None:
    """Remember ``lesson`` as finished (saved at once)."""
    done = tuple(getattr(ctx.settings, "lessons_done", ()))
    if lesson.key not in done:
        ctx.change_settings(lessons_done=(*done, lesson.key))


def next_lesson(ctx: Any) -> Lesson | None:
    """The first lesson not yet finished (None: all are)."""
    done = lessons_done(ctx)
    return next((lesson for lesson in LESSONS if lesson.key not in done), None)


def progress_line(ctx: Any) -> str:
    """The title's line: how many lessons are done."""
    count = len(lessons_done(ctx))
    if count == len(LESSONS):
        return f"Learn to play: all {count} lessons done"
    return f"Learn to play: {count} of {len(LESSONS)} lessons done"
