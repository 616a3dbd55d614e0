"""One sentence why: built from the terms that made a bot's choice beat the
runner-up, and, for The Machine, from what the rules made it do.

Seats are named from ``names`` (the screens pass the players' names); without
names a seat is "seat 2", and in solo seat 1 is always The Machine.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.ai.fountains.decision import Decision
from game.ai.fountains.terms import Terms
from game.rules.fountains.actions import (
    Action,
    ChooseFish,
    Draft,
    MachineTurn,
    Place,
    PlaceToken,
    Swap,
)
from game.rules.fountains.basin import BONUS_SPACE, space_name
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.icons import FishColour, Icon
from game.rules.fountains.rewards import COINS, FISH, LILY_PADS, POOLS
from game.rules.fountains.solo import (
    MACHINE_NAME,
    MACHINE_SEAT,
    PLAYER_SEAT,
    machine_fish_colour,
    machine_icons,
)

if TYPE_CHECKING:
    from game.ai.fountains.candidates import Candidate

SET_UP_WEIGHT = 1.6
"""Rough worth of a fish or lily point set up for later rewards, to rank terms."""
PHRASES_AT_MOST = 3


def seat_name(game: FountainsGame, seat: int, names: Sequence[str] | None) -> str:
    if game.is_machine(seat):
        return MACHINE_NAME
    if names is not None and seat < len(names):
        return names[seat]
    return f"seat {seat}"


def action_words(action: Action, follow_up: Action | None = None) -> str:
    """The move in a player's words."""
    if isinstance(action, Draft):
        where = space_name(action.space)
        text = f"moves the {action.pawn.value} pawn to the {where}"
        if action.space == BONUS_SPACE:
            text += " for a bonus token"
        if isinstance(follow_up, Place):
            text += f" to lay {follow_up.placement}"
        elif isinstance(follow_up, PlaceToken):
            text += f" ({follow_up.token_id} on {_cell(follow_up.cell)})"
        return text
    if isinstance(action, Place):
        p = action.placement
        return f"lays {p.tile_id} at {p.x},{p.y} turned {p.rotation}"
    if isinstance(action, PlaceToken):
        return f"puts {action.token_id} on {_cell(action.cell)}"
    if isinstance(action, ChooseFish):
        return f"picks {action.colour.value} fish"
    if isinstance(action, Swap):
        if not action.token_ids:
            return "keeps the face-up bonus tokens"
        return "swaps " + ", ".join(action.token_ids)
    return str(action)


def _cell(cell: tuple[int, int]) -> str:
    return f"({cell[0]},{cell[1]})"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _phrases(
    game: FountainsGame, terms: Terms, names: Sequence[str] | None
) -> list[tuple[str, str, float]]:
    """Each term that says something: its kind, words and weight in the choice."""
    found: list[tuple[str, str, float]] = []
    if terms.coins:
        found.append(("coins", f"+{terms.coins} points for coins", float(terms.coins)))
    if terms.pools > 0:
        found.append(
            ("pools", f"feeds {_plural(terms.pools, 'more pool')}", 1.5 * terms.pools)
        )
    elif terms.pools < 0:
        found.append(
            ("pools", f"loses {_plural(-terms.pools, 'fed pool')}", 1.5 * terms.pools)
        )
    if terms.weed < 0:
        found.append(("weed", f"clears {-terms.weed} pond weed", -1.5 * terms.weed))
    elif terms.weed > 0:
        found.append(("weed", f"adds {terms.weed} pond weed", -1.5 * terms.weed))
    if terms.fish:
        found.append(
            (
                "fish",
                f"{terms.fish:+d} fish points for later",
                SET_UP_WEIGHT * terms.fish,
            )
        )
    if terms.lily:
        found.append(
            (
                "lily",
                f"{terms.lily:+d} lily pad points for later",
                SET_UP_WEIGHT * terms.lily,
            )
        )
    if terms.design:
        found.append(
            ("design", f"{terms.design:+d} design-card points", 0.9 * terms.design)
        )
    if terms.level >= 2:
        found.append(("level", f"builds up to level {terms.level}", 0.5 * terms.level))
    reward = terms.reward
    if reward.category:
        what = reward.category
        if reward.colour is not None:
            what = f"{reward.colour.value} {FISH}"
        if reward.rival is None:
            text = f"triggers {what} for {reward.mine} points"
        else:
            rival = seat_name(game, reward.rival, names)
            text = (
                f"triggers {what}: {reward.mine} points to {rival}'s "
                f"{reward.rival_points}"
            )
            if reward.category == FISH and reward.mine > reward.rival_points:
                text = f"takes the fish majority from {rival} ({text[9:]})"
        found.append(("reward", text, reward.margin))
    if terms.machine <= -1.0 or terms.machine >= 1.0:
        sign = "gains" if terms.machine > 0 else "gives"
        found.append(
            (
                "machine",
                f"{sign} about {abs(terms.machine):.0f} points on "
                f"{MACHINE_NAME}'s next turn",
                terms.machine,
            )
        )
    return found


def reason_for(
    game: FountainsGame,
    action: Action,
    terms: Terms,
    runner_up: Terms | None,
    names: Sequence[str] | None,
    follow_up: Action | None = None,
    lead_note: bool = True,
) -> str:
    """One sentence: the move, then the terms by which it beat the runner-up
    (or, alone, its biggest terms); ``lead_note``: say by how much."""
    mine = _phrases(game, terms, names)
    if runner_up is not None:
        other = {kind: weight for kind, _, weight in _phrases(game, runner_up, names)}

        def edge(item: tuple[str, str, float]) -> float:
            return item[2] - other.get(item[0], 0.0)

        ranked = sorted(mine, key=lambda item: -edge(item))
        chosen = [p for p in ranked if edge(p) > 0][:PHRASES_AT_MOST] or ranked[:1]
    else:
        chosen = sorted(mine, key=lambda item: -abs(item[2]))[:PHRASES_AT_MOST]
    head = action_words(action, follow_up)
    head = head[0].upper() + head[1:]
    if not chosen:
        return f"{head}: nothing scores either way now (worth {terms.value:.1f})."
    body = ", ".join(text for _, text, _ in chosen)
    if lead_note and runner_up is not None and terms.value > runner_up.value:
        body += f" ({terms.value - runner_up.value:.1f} better than the next choice)"
    return f"{head}: {body}."


def explain_choice(
    game: FountainsGame,
    ranked: Sequence[Candidate],
    names: Sequence[str] | None,
    level: str,
) -> Decision:
    best = ranked[0]
    runner = ranked[1].terms if len(ranked) > 1 else None
    reason = reason_for(game, best.action, best.terms, runner, names, best.follow_up)
    return Decision(best.action, reason, level, best.terms, best.follow_up)


def explain_machine(
    game: FountainsGame, names: Sequence[str] | None = None
) -> Decision:
    """The Machine's forced move, and what the rules make it take and score,
    worked out on a copy (``game`` must be at The Machine's turn)."""
    if game.phase.value != "machine":
        raise ValueError(f"it is not The Machine's turn (phase {game.phase.value})")
    after = game.clone()
    after.apply(MachineTurn())
    gear = after.basin.gear
    assert gear is not None
    taken = after.machine_tiles[len(game.machine_tiles) :]
    entries = after.score_log[len(game.score_log) :]
    parts = [f"{MACHINE_NAME} moves its Gear Wheel to the {space_name(gear)}"]
    if taken:
        coins = sum(e.points for e in entries if e.category == COINS)
        text = "collects " + ", ".join(taken)
        if coins:
            text += f" (+{coins} for coins)"
        parts.append(text)
    else:
        parts.append("collects nothing (the stacks there are empty)")
    rewards: dict[str, dict[int, int]] = {}
    for entry in entries:
        if entry.category != COINS:
            rewards.setdefault(entry.category, {})
            by_seat = rewards[entry.category]
            by_seat[entry.seat] = by_seat.get(entry.seat, 0) + entry.points
    player = seat_name(game, PLAYER_SEAT, names)
    for category, by_seat in rewards.items():
        if category == POOLS and not after.is_over():
            why = (
                f"pools, {player}'s {after.fountains[0].fed_pool_count()} fed pools "
                f"against its {_plural(len(after.machine_tiles), 'tile')}"
            )
        elif category == FISH and not after.is_over():
            colour = machine_fish_colour(after.machine_tiles, after.fountains[0])
            counts = machine_icons(after.machine_tiles)
            most = counts[colour.icon]
            tied = sum(1 for c in FishColour if counts[c.icon] == most)
            if tied == 1:
                why = f"{colour.value} fish, the colour most on its tiles ({most})"
            else:
                why = (
                    f"{colour.value} fish: {tied} colours tie at {most} on its "
                    f"tiles and this one pays {player} least"
                )
        elif category == LILY_PADS and not after.is_over():
            lilies = machine_icons(after.machine_tiles)[Icon.LILY]
            why = f"lily pads, {lilies} on its tiles"
        else:
            why = category
        scored = ", ".join(
            f"{seat_name(game, seat, names)} {by_seat.get(seat, 0)}"
            for seat in (MACHINE_SEAT, PLAYER_SEAT)
        )
        parts.append(f"triggers {why} ({scored})")
    if after.is_over():
        parts.append("and, on the Bonus space a second time, ends the game")
    elif gear == BONUS_SPACE:
        parts.append("taking the tiles beside the pawns")
    return Decision(MachineTurn(), "; ".join(parts) + ".", "machine")
