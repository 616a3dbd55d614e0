"""One sentence why: built from the terms that made a bot's choice beat the
runner-up, and, for The Machine, from what the rules made it do.

Seats are named from ``names`` (the screens pass the players' names); without
names a seat is "seat 2", and in solo seat 1 is always The Machine.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

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
from game.rules.fountains.game import FountainsGame, describe_action
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
    """The move in a player's words (the rules' own, ``describe_action``), a
    draft with the placement or token it plans."""
    text = describe_action(action)
    drafting = action.takes_tile or action.takes_token
    if drafting and follow_up is not None and follow_up.fills_fountain:
        text += f", then {describe_action(follow_up)}"
    return text


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


# -- plain words: one short sentence about the game, for the table ----------------

PLAIN_AT_MOST = 90
"""The longest plain sentence, in characters: it must read at a glance."""

_ICON_PLAIN: dict[Icon, str] = {
    Icon.JET: "jet",
    Icon.COIN: "coin",
    Icon.LILY: "lily pad",
    Icon.FISH_RED: "red fish",
    Icon.FISH_BLACK: "black fish",
    Icon.FISH_WHITE: "white fish",
    Icon.FISH_WILD: "wild fish",
}


def you_object(name: str) -> str:
    """A seat as the object of a sentence: "you" for the person called You."""
    return "you" if name == "You" else name


def possessive(name: str) -> str:
    """ "your" for You, else "Ann's" (never "You's")."""
    return "your" if name == "You" else f"{name}'s"


def _tile_plain(tile_id: str | None) -> str:
    if tile_id is None:
        return "a tile"
    from game.rules.fountains.catalogue import tile_by_id

    icons = [_ICON_PLAIN[i] for i in tile_by_id(tile_id).icons if i is not Icon.JET]
    if not icons:
        jets = Icon.JET in tile_by_id(tile_id).icons
        return "a jet tile" if jets else "a plain tile"
    return f"the {icons[0]} tile"


def _head(game: FountainsGame, action: Action, terms: Terms | None) -> str:
    """What the move does, in a few words."""
    head = _HEADS.get(type(action))
    return "Plays on" if head is None else head(game, action, terms)


def _draft_head(game: FountainsGame, action: Draft, terms: Terms | None) -> str:
    if action.takes_token:
        return "Takes a bonus token"
    return f"Takes {_tile_plain(game.basin.top_tile(action.space))}"


def _place_head(game: FountainsGame, action: Place, terms: Terms | None) -> str:
    level = terms.level if terms is not None else 0
    return f"Lays the tile on level {level}" if level else "Lays the tile"


def _swap_head(game: FountainsGame, action: Swap, terms: Terms | None) -> str:
    return "Swaps the bonus tokens" if action.token_ids else "Keeps the tokens"


def _fish_head(game: FountainsGame, action: ChooseFish, terms: Terms | None) -> str:
    words = describe_action(action)  # "picks red fish"
    return words[:1].upper() + words[1:]


_HEADS: dict[type[Action], Callable[[FountainsGame, Any, Terms | None], str]] = {
    Draft: _draft_head,
    Place: _place_head,
    PlaceToken: lambda game, action, terms: "Puts the bonus token in",
    ChooseFish: _fish_head,
    Swap: _swap_head,
}
"""Each kind of move's head in a plain sentence (any other: "Plays on")."""


def _head_names_level(action: Action, terms: Terms | None) -> bool:
    """Whether the head already says the level (a tile laid)."""
    return _HEADS.get(type(action)) is _place_head


def _gains(
    game: FountainsGame,
    terms: Terms,
    names: Sequence[str] | None,
    placing: bool = False,
) -> list[str]:
    """The move's terms as short phrases, the weightiest first (only what the
    move gains: a cost is never a reason); ``placing``: the head names the level."""
    found: list[tuple[float, str]] = []
    if terms.coins:
        found.append((terms.coins, f"+{terms.coins} now"))
    reward = terms.reward
    if reward.category:
        what = reward.category
        if reward.colour is not None:
            what = f"{reward.colour.value} fish"
        if reward.rival is None:
            found.append((reward.margin + 5, f"scores {what} for +{reward.mine}"))
        else:
            rival = you_object(seat_name(game, reward.rival, names))
            if reward.mine > reward.rival_points:
                words = f"wins {what} ahead of {rival}"
            else:
                words = f"scores {what} for +{reward.mine}"
            found.append((reward.margin + 5, words))
    if terms.pools > 0:
        found.append((1.5 * terms.pools, f"feeds {_plural(terms.pools, 'more pool')}"))
    if terms.weed < 0:
        found.append((-1.5 * terms.weed, "clears pond weed"))
    if terms.fish > 0:
        found.append((SET_UP_WEIGHT * terms.fish, f"+{terms.fish} fish for later"))
    if terms.lily > 0:
        found.append((SET_UP_WEIGHT * terms.lily, "grows a lily pad group"))
    if terms.design > 0:
        found.append((0.9 * terms.design, f"+{terms.design} on the design cards"))
    if terms.level >= 2 and not placing:
        found.append((0.5 * terms.level, f"builds up to level {terms.level}"))
    if terms.machine >= 1.0:
        found.append((terms.machine, f"keeps {MACHINE_NAME} from points"))
    found.sort(key=lambda item: -item[0])
    return [words for _w, words in found]


def _join(parts: list[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + f", and {parts[-1]}"


def plain_why(
    game: FountainsGame, decision: Decision, names: Sequence[str] | None = None
) -> str:
    """Why a computer seat (or the Hint) chose ``decision``, in one short
    sentence about the game ("Takes the coin tile: +5 now, and feeds 2 more
    pools"), built from the bot's own terms, never its search; at most
    ``PLAIN_AT_MOST`` characters. ``game`` is the game before the move."""
    action = decision.action
    if isinstance(action, MachineTurn):
        return _plain_machine(decision.reason)
    terms = decision.terms
    head = _head(game, action, terms)
    placing = _head_names_level(action, terms)
    gains = _gains(game, terms, names, placing)[:3] if terms is not None else []
    while gains:
        sentence = f"{head}: {_join(gains)}"
        if len(sentence) <= PLAIN_AT_MOST:
            return sentence
        gains.pop()
    if terms is not None and terms.weed > 0:
        return f"{head}: the least harm it could find"
    return f"{head}: nothing scores either way now"


def _plain_machine(reason: str) -> str:
    """The Machine's first clauses, as many as fit."""
    parts = reason.rstrip(".").split("; ")
    sentence = parts[0]
    for part in parts[1:]:
        if len(sentence) + 2 + len(part) > PLAIN_AT_MOST:
            break
        sentence += f"; {part}"
    return sentence[:PLAIN_AT_MOST]


def as_advice(sentence: str) -> str:
    """A seat's sentence said to the player ("Takes the coin tile: ..." ->
    "Take the coin tile: ..."), for the Hint."""
    verb, sep, rest = sentence.partition(" ")
    if verb.endswith("s") and verb[:1].isupper() and verb != "The":
        verb = verb[:-1]
    return verb + sep + rest
