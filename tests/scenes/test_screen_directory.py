"""The context names the screens directory by a Protocol (``ScreenDirectory``)
that does not name the scenes, so ``game.context`` and the scenes import each
other in no circle, type-only imports counted; the Protocol and the directory the
app builds (``game.scenes.screens.Screens``) list the same factories."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import fields
from pathlib import Path

import pytest

from game.context import Screen, ScreenDirectory
from game.scenes.directory import default_screens
from game.scenes.scene import Scene, SceneManager
from game.scenes.screens import Screens

ROOT = Path(__file__).resolve().parents[2]
CYCLES = Path("/work/shared/tools/import_cycles.py")


def protocol_members(protocol: type) -> set[str]:
    return {
        name
        for name in vars(protocol)
        if not name.startswith("_") and isinstance(vars(protocol)[name], property)
    }


def test_the_protocol_lists_every_factory_of_the_directory() -> None:
    assert protocol_members(ScreenDirectory) == {f.name for f in fields(Screens)}


def test_a_scene_is_a_screen_and_the_manager_takes_only_scenes() -> None:
    members = {"enter", "exit", "handle_event", "update", "draw", "is_opaque"}
    assert members <= set(vars(Screen))
    assert all(hasattr(Scene, name) for name in members)
    assert isinstance(default_screens(), Screens)

    class Stranger:  # does what a screen does, but is no scene
        is_opaque = True

        def enter(self) -> None: ...

        def exit(self) -> None: ...

        def handle_event(self, event: object) -> bool:
            return False

        def update(self, dt: float) -> None: ...

        def draw(self, surface: object) -> None: ...

    with pytest.raises(AssertionError):
        SceneManager().push(Stranger())


@pytest.mark.skipif(not CYCLES.exists(), reason="the studio's import_cycles tool")
def test_no_import_circle_type_only_imports_counted() -> None:
    found = subprocess.run(
        [sys.executable, str(CYCLES), "game", "--types"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert "0 import circles" in found.stdout, found.stdout
