"""Screenshots of the Fountains table for the README: ``python -m
game.scenes.fountains.screenshots [folder]`` plays seeded games (computer seats, the
rules core deciding) and saves early, middle and late pictures of Fountains and
of solo, each with the first player holding a tile over a legal spot; then a
computer's move with its reason, the light hand-off (whose turn, and what
happened since), and a fountain whose level-1 tiles lie behind a stack.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.ai.fountains import GreedyBot  # noqa: E402
from game.rules.fountains.actions import Place  # noqa: E402
from game.rules.fountains.phases import Phase  # noqa: E402
from game.setup import GameSetup, Mode, Seat  # noqa: E402
from game.ui.theme import MACHINE_COLOUR, SEAT_COLOURS  # noqa: E402

NAMES = ("Ada", "Bram", "Cleo", "Dev", "Esme")


def _setup(mode: Mode) -> GameSetup:
    if mode is Mode.SOLO:
        solo = (Seat("Ada", SEAT_COLOURS[0]), Seat("The Machine", MACHINE_COLOUR, True))
        return GameSetup(mode=mode, seats=solo, seed=42, difficulty="medium")
    seats = tuple(Seat(NAMES[i], SEAT_COLOURS[i]) for i in range(4))
    return GameSetup(mode=mode, seats=seats, seed=42)


def tiles_laid(game: Any) -> int:
    """How many tiles the players have laid (each Fountain's, past its
    starting tile)."""
    return sum(fountain.tile_count() - 1 for fountain in game.fountains)


def _placements_in_whole_game(game: object) -> int:
    """How many tiles the same bots place in the whole game (played on a
    clone), so that early, middle and late fall inside the game."""
    trial = game.clone()  # type: ignore[attr-defined]
    bots = [GreedyBot(7 + seat) for seat in range(trial.seats)]
    while not trial.is_over():
        trial.apply(bots[trial.current_seat].choose(trial))
    return tiles_laid(trial)


def shoot(folder: Path) -> list[Path]:
    from game.audio import SoundManager
    from game.context import AppContext
    from game.scenes.fountains.table import FountainsTableScene
    from game.settings import Settings
    from game.ui.fonts import Fonts

    pygame.init()
    surface = pygame.display.set_mode((1280, 720))
    saved = []
    folder.mkdir(parents=True, exist_ok=True)
    for mode, label in ((Mode.FOUNTAINS, "fountains"), (Mode.SOLO, "solo")):
        setup = _setup(mode)
        scene = FountainsTableScene(
            AppContext(
                Settings(table_tips=False),
                SoundManager(volume=0, music=False),
                Fonts(),
            ),
            setup,
        )
        game = scene.game
        bots = [GreedyBot(7 + seat) for seat in range(game.seats)]
        total = _placements_in_whole_game(game)
        for stage, share in (("early", 0.1), ("middle", 0.5), ("late", 0.92)):
            goal = int(total * share)
            while not game.is_over():
                placed = tiles_laid(game)
                ready = game.phase is Phase.DRAFT and game.current_seat == 0
                if ready and placed >= goal:
                    draft = bots[0].choose(game)
                    if draft.takes_tile:
                        scene.play(draft)
                        break
                scene.play(bots[game.current_seat].choose(game))
            scene.state.reward = None
            scene.state.skip_handoff()
            scene.fountain.view(0)
            scene.refresh()
            scene.update(0.0)
            scene.draw(surface)
            target = bots[0].choose(game) if game.phase is Phase.PLACE else None
            if isinstance(target, Place):
                scene.state.tile_rotation = target.placement.rotation
                pos = scene.screen_pos_for_placement(target.placement)
                for _ in range(3):
                    if pos is not None:
                        break
                    scene.fountain.turn(1)
                    scene.refresh()
                    scene.draw(surface)
                    pos = scene.screen_pos_for_placement(target.placement)
                if pos is not None:
                    scene.handle_event(
                        pygame.event.Event(
                            pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)
                        )
                    )
            for _ in range(40):
                scene.update(1 / 60)
            scene.draw(surface)
            path = folder / f"fountains-{label}-{stage}.png"
            pygame.image.save(surface, str(path))
            saved.append(path)
    saved += _moments(folder, surface)
    pygame.quit()
    return saved


def _context() -> object:
    from game.audio import SoundManager
    from game.context import AppContext
    from game.settings import Settings
    from game.ui.fonts import Fonts

    # the sound is never started: silent
    silent = SoundManager(volume=0, music=False)
    return AppContext(
        Settings(volume=0, music=False, table_tips=False), silent, Fonts()
    )


def _moments(folder: Path, surface: pygame.Surface) -> list[Path]:
    """A computer's move with its reason, the light hand-off, and depth."""
    from game.scenes.fountains.table import FountainsTableScene

    saved = []

    def save(name: str) -> None:
        path = folder / name
        pygame.image.save(surface, str(path))
        saved.append(path)

    seats = (
        Seat("Ada", SEAT_COLOURS[0]),
        Seat("Player 2", SEAT_COLOURS[1], computer=True, level="medium"),
    )
    scene = FountainsTableScene(
        _context(), GameSetup(mode=Mode.FOUNTAINS, seats=seats, seed=42)
    )
    game = scene.game
    ada = GreedyBot(7)
    for _ in range(4000):
        if game.is_over():
            break
        if scene.awaiting_human():
            scene.play(ada.choose(game))
            continue
        scene.update(1 / 30)
        move = scene.state.bot_move
        placed = tiles_laid(game)
        if (
            move is not None
            and isinstance(move.action, Place)
            and placed >= 8
            and scene.computers.explained() is not None
            and move.elapsed > move.duration * 0.6
        ):
            scene.draw(surface)
            save("fountains-computer-reason.png")
            break
    scene.exit()

    people = tuple(Seat(NAMES[i], SEAT_COLOURS[i]) for i in range(3))
    scene = FountainsTableScene(
        _context(), GameSetup(mode=Mode.FOUNTAINS, seats=people, seed=42)
    )
    game = scene.game
    bots = [GreedyBot(7 + seat) for seat in range(game.seats)]
    while tiles_laid(game) < 9 or not (
        game.phase is Phase.DRAFT and game.current_seat == 1
    ):
        scene.play(bots[game.current_seat].choose(game))
    scene.state.reward = None
    scene.update(1 / 60)
    scene.refresh()
    scene.draw(surface)
    save("fountains-handoff-banner.png")

    while not game.is_over():
        scene.play(bots[game.current_seat].choose(game))
    stacked = max(
        range(game.seats),
        key=lambda s: max(p.level for p in game.fountains[s].placed),
    )
    scene.state.reward = None
    scene.state.recap = None
    scene.fountain.view(stacked)
    scene.fountain.turn(2)
    for _ in range(20):
        scene.update(1 / 60)
    scene.refresh()
    scene.draw(surface)
    save("fountains-depth.png")
    return saved


if __name__ == "__main__":
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/screenshots")
    for path in shoot(out):
        print(path)
