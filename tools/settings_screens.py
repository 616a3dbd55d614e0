"""Screenshots of the settings people look for, for the README: ``python
tools/settings_screens.py [folder]`` (default ``docs/screenshots``) draws the
Settings screen's Game page, a Fountains table in high contrast, and a table
tip (the first stacking chance of a seeded game of Ann and Bram)."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.ai.fountains import GreedyBot  # noqa: E402
from game.audio import SoundManager  # noqa: E402
from game.context import AppContext, make_context  # noqa: E402
from game.render.contrast import use_high_contrast  # noqa: E402
from game.rules.fountains.actions import Place  # noqa: E402
from game.rules.fountains.phases import Phase  # noqa: E402
from game.scenes.directory import default_screens  # noqa: E402
from game.scenes.fountains.table import FountainsTableScene  # noqa: E402
from game.scenes.menus.settings import SettingsScene  # noqa: E402
from game.settings import Settings, SettingsStore  # noqa: E402
from game.setup import GameSetup, Mode, Seat  # noqa: E402
from game.ui.fonts import Fonts  # noqa: E402
from game.ui.theme import SEAT_COLOURS  # noqa: E402


def _table(ctx: AppContext) -> FountainsTableScene:
    seats = (Seat("Ann", SEAT_COLOURS[0]), Seat("Bram", SEAT_COLOURS[1]))
    return FountainsTableScene(ctx, GameSetup(Mode.FOUNTAINS, seats, seed=11))


def _step(scene: FountainsTableScene, bots: list[GreedyBot]) -> None:
    state = scene.state
    for _ in range(3):
        scene.update(1 / 30)
    if state.handoff is not None:
        state.skip_handoff()
    if state.recap is not None:
        state.close_recap()
    if scene.tips.showing is None and state.human_to_act():
        scene.play(bots[scene.game.current_seat].choose(scene.game))


def _hover_best(scene: FountainsTableScene, bot: GreedyBot) -> None:
    """Point the held tile at the spot the bot would choose."""
    action = bot.choose(scene.game)
    if isinstance(action, Place):
        scene.state.tile_rotation = action.placement.rotation
        pos = scene.screen_pos_for_placement(action.placement)
        if pos is not None:
            motion = pygame.event.Event(
                pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)
            )
            scene.handle_event(motion)


def shoot(folder: Path) -> list[Path]:
    pygame.init()
    surface = pygame.display.set_mode((1280, 720))
    folder.mkdir(parents=True, exist_ok=True)
    saved = []

    def save(name: str) -> None:
        path = folder / name
        pygame.image.save(surface, str(path))
        saved.append(path)

    ctx = make_context()
    ctx.screens = default_screens()
    scene = SettingsScene(ctx, page=1)
    scene.draw(surface)
    save("settings-game.png")

    with tempfile.TemporaryDirectory() as config:
        store = SettingsStore(config)
        tips = AppContext(
            Settings(volume=0, music=False),
            SoundManager(volume=0, music=False),
            Fonts(),
            store=store,
            screens_directory=default_screens(),
        )
        table = _table(tips)
        bots = [GreedyBot(7), GreedyBot(8)]
        while table.tips.showing is None:
            _step(table, bots)
        _hover_best(table, bots[table.game.current_seat])
        for _ in range(20):
            table.update(1 / 60)
        table.draw(surface)
        save("fountains-table-tip.png")
        table.exit()

    use_high_contrast(True)
    strong = AppContext(
        Settings(volume=0, music=False, high_contrast=True, table_tips=False),
        SoundManager(volume=0, music=False),
        Fonts(),
        screens_directory=default_screens(),
    )
    table = _table(strong)
    bots = [GreedyBot(7), GreedyBot(8)]
    while not (table.game.phase is Phase.PLACE and table.game.turn >= 6):
        _step(table, bots)
    _hover_best(table, bots[table.game.current_seat])
    for _ in range(20):
        table.update(1 / 60)
    table.draw(surface)
    save("fountains-high-contrast.png")
    table.exit()
    use_high_contrast(False)
    pygame.quit()
    return saved


if __name__ == "__main__":
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/screenshots")
    for path in shoot(out):
        print(path)
