"""Screenshots of the forgiving, teaching table for the README: ``python -m
game.scenes.tutorial.screenshots [folder]`` saves the legal spots of a held
tile, the whole-turn Undo, the key step of each "Learn to play" lesson
(``lesson-<n>-<key>.png``, played there by :class:`LessonPupil`) and a rules
page with its picture (seeded games; the pointer is moved with posted events)."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.ai.fountains import GreedyBot  # noqa: E402
from game.audio import SoundManager  # noqa: E402
from game.context import AppContext  # noqa: E402
from game.lessons.lessons import LESSONS  # noqa: E402
from game.rules.fountains.actions import Place  # noqa: E402
from game.rules.fountains.catalogue import tile_by_id  # noqa: E402
from game.rules.fountains.phases import Phase  # noqa: E402
from game.scenes.directory import default_screens  # noqa: E402
from game.scenes.fountains.screenshots import tiles_laid  # noqa: E402
from game.scenes.fountains.table import FountainsTableScene  # noqa: E402
from game.scenes.menus.rules_reference import RulesScene  # noqa: E402
from game.scenes.scene import SceneManager  # noqa: E402
from game.scenes.tutorial.lesson_scene import LessonScene  # noqa: E402
from game.scenes.tutorial.pupil import LessonPupil  # noqa: E402
from game.settings import Settings  # noqa: E402
from game.setup import GameSetup, Mode, Seat  # noqa: E402
from game.ui.fonts import Fonts  # noqa: E402
from game.ui.theme import SEAT_COLOURS  # noqa: E402


def _ctx() -> AppContext:
    return AppContext(
        settings=Settings(volume=0, music=False),
        sound=SoundManager(volume=0, music=False),  # never started: silent
        fonts=Fonts(),
        screens_directory=default_screens(),
    )


def _post(scene: Any, kind: int, **data: Any) -> None:
    pygame.event.post(pygame.event.Event(kind, **data))
    for event in pygame.event.get():
        scene.handle_event(event)
    scene.update(1 / 60)


def _move(scene: Any, pos: tuple[int, int]) -> None:
    _post(scene, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def _click(scene: Any, pos: tuple[int, int]) -> None:
    _move(scene, pos)
    _post(scene, pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    _post(scene, pygame.MOUSEBUTTONUP, pos=pos, button=1)


def _table_mid_game(surface: pygame.Surface) -> FountainsTableScene:
    seats = (Seat("Ada", SEAT_COLOURS[0]), Seat("Bram", SEAT_COLOURS[1], True))
    setup = GameSetup(mode=Mode.FOUNTAINS, seats=seats, seed=42)
    scene = FountainsTableScene(_ctx(), setup, tips=False)
    SceneManager().push(scene)
    bots = [GreedyBot(7), GreedyBot(8)]
    game = scene.game
    while not (
        tiles_laid(game) >= 10 and game.current_seat == 0 and game.phase is Phase.DRAFT
    ):
        scene.play(bots[game.current_seat].choose(game))
    scene.state.reward = None
    scene.state.skip_handoff()
    scene.update(0.0)
    scene.draw(surface)
    draft = next(d for d in scene.state.legal_drafts() if d.space != 0)
    _click(scene, scene.screen_pos_of_pawn(draft.pawn))
    _click(scene, scene.screen_pos_of_space(draft.space))
    return scene


KEY_STEPS: dict[int, tuple[str, str]] = {
    1: ("first-tile", "spot"),
    2: ("bridge", "weed"),
    3: ("stack", "spot"),
    4: ("fish", "fish"),
    5: ("token", "slot"),
    6: ("last-tile", "final"),
    7: ("cards", "cards"),
    8: ("machine", "gear"),
}
"""Each lesson's key step: the part and the step its screenshot shows."""


def save_lesson(
    surface: pygame.Surface,
    ctx: AppContext,
    number: int,
    part_key: str,
    step_key: str,
    save: Any,
) -> None:
    """Play lesson ``number`` to ``step_key`` of part ``part_key`` and save it
    as ``lesson-<number>-<lesson key>.png``."""
    lesson = LESSONS[number - 1]
    manager = SceneManager()
    scene = LessonScene(ctx, lesson)
    manager.push(scene)

    def frame(dt: float) -> None:
        for event in pygame.event.get():
            manager.handle_event(event)
        manager.update(dt)
        manager.draw(surface)

    def click(pos: tuple[int, int]) -> None:
        for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            data: dict[str, Any] = {"pos": pos}
            if kind == pygame.MOUSEMOTION:
                data.update(rel=(0, 0), buttons=(0, 0, 0))
            else:
                data["button"] = 1
            pygame.event.post(pygame.event.Event(kind, **data))
        frame(1 / 60)

    def key(code: int) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0))
        frame(1 / 60)

    pupil = LessonPupil(scene, click, key, frame)
    frame(1 / 60)
    for _ in range(200):
        current = scene.current()
        if scene.part.key == part_key and current is not None:
            if current.key == step_key and (
                current.target != "banner" or scene.table.state.reward is not None
            ):
                break
        if scene.step == "done":
            pupil.press("next-part")
        elif current is None or (
            current.until != "next" and not scene.table.awaiting_human()
        ):
            frame(0.1)
        else:
            pupil.act()
    else:
        raise RuntimeError(f"lesson {number} never showed {part_key}/{step_key}")
    target = scene.target_rect(current)
    if current.until == "pending" and target is not None:
        place = scene.part.place()
        if isinstance(place, Place):
            spot = place.placement
            tile = tile_by_id(spot.tile_id)
            while tile.same_rotation(scene.table.state.tile_rotation) != spot.rotation:
                key(pygame.K_r)
            aim = scene.table.screen_pos_for_placement(spot)
            if aim is not None:  # the tile held over its spot
                _move(manager, aim)
    for _ in range(12):
        frame(1 / 60)
    save(f"lesson-{number}-{lesson.key}.png")
    scene.exit()


def shoot(folder: Path) -> list[Path]:
    pygame.init()
    surface = pygame.display.set_mode((1280, 720))
    folder.mkdir(parents=True, exist_ok=True)
    saved = []

    def save(name: str) -> None:
        path = folder / name
        pygame.image.save(surface, str(path))
        saved.append(path)

    scene = _table_mid_game(surface)
    scene.draw(surface)
    middle = pygame.Rect(150, 180, 560, 290)
    pos = None
    for spot in scene.held.ranked_spots():  # the best spot well in view
        where = scene.screen_pos_for_placement(spot)
        if where is not None and middle.collidepoint(where):
            pos = where
            break
    if pos is not None:
        _move(scene, pos)
    for _ in range(20):
        scene.update(1 / 60)
    scene.draw(surface)
    save("fountains-legal-spots.png")

    if pos is not None:
        _click(scene, pos)  # put down tentatively
    scene.draw(surface)
    undo = scene.button_pos("undo")
    if undo is not None:
        _move(scene, undo)
    scene.draw(surface)
    save("fountains-turn-undo.png")

    ctx = _ctx()
    for number, (part, step) in KEY_STEPS.items():
        save_lesson(surface, ctx, number, part, step, save)

    rules = RulesScene(ctx, Mode.FOUNTAINS)
    rules_manager = SceneManager()
    rules_manager.push(rules)
    rules.turn(5)  # the lily pads page
    rules_manager.update(1 / 60)
    rules_manager.draw(surface)
    save("fountains-rules-page.png")
    pygame.quit()
    return saved


if __name__ == "__main__":
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/screenshots")
    for path in shoot(out):
        print(path)
