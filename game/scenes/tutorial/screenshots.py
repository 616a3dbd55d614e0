"""Screenshots of the forgiving, teaching table for the README: ``python -m
game.scenes.tutorial.screenshots [folder]`` saves the legal spots of a held
tile, the whole-turn Undo, a "Learn to play" callout and a rules page with its
picture (seeded games; the pointer is moved with posted events)."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.ai.fountains import GreedyBot  # noqa: E402
from game.audio import SoundManager
from game.context import AppContext  # noqa: E402
from game.rules.fountains.actions import Place  # noqa: E402
from game.rules.fountains.phases import Phase  # noqa: E402
from game.scenes.directory import default_screens  # noqa: E402
from game.scenes.fountains.table import FountainsTableScene  # noqa: E402
from game.scenes.menus.rules_reference import RulesScene  # noqa: E402
from game.scenes.scene import SceneManager  # noqa: E402
from game.scenes.tutorial.scene import TutorialScene  # noqa: E402
from game.setup import GameSetup, Mode, Seat  # noqa: E402
from game.ui.fonts import Fonts  # noqa: E402
from game.ui.theme import SEAT_COLOURS  # noqa: E402


class _Settings:
    colour_blind = False
    animation_speed = 1.0
    volume = 0.0
    music = False
    fullscreen = False


def _ctx() -> AppContext:
    return AppContext(
        settings=_Settings(),
        sound=SoundManager(),  # never started: silent
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
    scene = FountainsTableScene(_ctx(), setup)
    SceneManager().push(scene)
    bots = [GreedyBot(7), GreedyBot(8)]
    game = scene.game
    while not (
        sum(isinstance(a, Place) for a in game.actions) >= 10
        and game.current_seat == 0
        and game.phase is Phase.DRAFT
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
    manager = SceneManager()
    tutorial = TutorialScene(ctx)
    manager.push(tutorial)
    table = tutorial.table
    _click(manager, tutorial.callout_button("next") or (0, 0))
    draft = next(d for d in table.state.legal_drafts() if d.space != 0)
    _click(manager, table.screen_pos_of_pawn(draft.pawn))
    _click(manager, table.screen_pos_of_space(draft.space))
    manager.draw(surface)  # lays out the view the positions are read from
    aim = tutorial.spot_pos()
    if aim is not None:
        _move(manager, aim)
    for _ in range(20):
        manager.update(1 / 60)
    manager.draw(surface)
    save("fountains-tutorial.png")

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
