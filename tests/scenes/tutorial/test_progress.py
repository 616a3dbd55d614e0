"""Lessons done are kept in the player's settings file (written whole, through
a temporary file), counted on the title and the list; a damaged value is
named and the player starts with none done; unknown lesson names (a newer
version's) are kept but not counted."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import pytest

from game.lessons.lessons import LESSONS
from game.scenes.tutorial.progress import (
    lessons_done,
    mark_done,
    next_lesson,
    progress_line,
)
from game.settings import Settings, SettingsError, SettingsStore, parse_settings


class _Ctx(SimpleNamespace):
    """The settings side of an AppContext: changes are saved at once."""

    def change_settings(self, **changes: object) -> None:
        self.settings = self.settings.with_changes(**changes)
        self.store.save(self.settings)


def test_a_lesson_done_is_saved_and_counted(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    ctx = _Ctx(settings=Settings(), store=store)
    assert progress_line(ctx) == f"Learn to play: 0 of {len(LESSONS)} lessons done"
    assert next_lesson(ctx) is LESSONS[0]
    mark_done(ctx, LESSONS[0])
    mark_done(ctx, LESSONS[0])  # once only
    assert ctx.settings.lessons_done == (LESSONS[0].key,)
    on_disk = json.loads(store.path.read_text("utf-8"))
    assert on_disk["lessons_done"] == [LESSONS[0].key]
    again = _Ctx(settings=SettingsStore(tmp_path).load(), store=store)
    assert lessons_done(again) == {LESSONS[0].key}
    assert next_lesson(again) is LESSONS[1]
    for lesson in LESSONS:
        mark_done(again, lesson)
    assert progress_line(again) == f"Learn to play: all {len(LESSONS)} lessons done"
    assert next_lesson(again) is None


def test_unknown_lesson_names_are_kept_but_not_counted() -> None:
    settings = parse_settings(
        '{"lessons_done": ["water", "from-a-newer-game"]}', Path("s")
    )
    ctx = _Ctx(settings=settings, store=None)
    assert lessons_done(ctx) == {"water"}
    assert settings.lessons_done == ("water", "from-a-newer-game")


@pytest.mark.parametrize("value", ['"water"', "[3]", '[""]', json.dumps(["x"] * 17)])
def test_a_damaged_list_is_named(value: str) -> None:
    with pytest.raises(SettingsError, match="lessons_done"):
        parse_settings(f'{{"lessons_done": {value}}}', Path("settings.json"))
