"""Seeded positions for the bot tests (not a test module)."""

from __future__ import annotations

from game.ai.fountains import MediumBot, RandomBot
from game.rules.fountains import Difficulty, FountainsGame, GameOptions

CONFIGS: list[GameOptions] = [
    GameOptions(players=1, solo=Difficulty.HARD, seed=21),
    GameOptions(players=2, seed=22),
    GameOptions(players=2, advanced=True, seed=23),
    GameOptions(players=3, advanced=True, seed=24),
    GameOptions(players=4, seed=25),
    GameOptions(players=5, advanced=True, seed=26),
]
"""Solo, basic and advanced games for 1 to 5 players."""


def positions(options: GameOptions, every: int = 7) -> list[FountainsGame]:
    """Copies of a RandomBot game every ``every`` actions, from setup to the end
    (all phases turn up: draft, place, token, fish, machine, swap)."""
    game = FountainsGame.new(options)
    bot = RandomBot(options.seed)
    found = []
    while not game.is_over():
        if len(game.actions) % every == 0:
            found.append(game.clone())
        game.apply(bot.choose(game))
    return found


def config_id(options: GameOptions) -> str:
    if options.solo is not None:
        return f"solo-{options.solo}"
    return f"{options.players}p-{'advanced' if options.advanced else 'basic'}"


def medium_positions(seed: int, every: int = 6) -> list[FountainsGame]:
    """Copies of a MediumBot 2-player game: fountains grown as Medium grows them
    (fed pools, higher levels, valued cells under the next tile)."""
    game = FountainsGame.new(GameOptions(players=2, seed=seed))
    bots = [MediumBot(seed), MediumBot(seed + 1)]
    found = []
    while not game.is_over():
        if len(game.actions) % every == 0:
            found.append(game.clone())
        game.apply(bots[game.current_seat].choose(game))
    return found
