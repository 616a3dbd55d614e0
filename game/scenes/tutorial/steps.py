"""The steps of "Learn to play", as data: what each callout says, what it
points at on the table, and when the player has done what it asks.

A step reads the guided table through :class:`Guide` (positions and the table
state) and never acts on it; the tutorial scene moves on when ``done`` says so
(or when the player presses Next on a step that only explains).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from game.rules.fountains.basin import BONUS_SPACE
from game.rules.fountains.phases import Phase
from game.scenes.fountains.table_state import TableState

Point = tuple[int, int]


class Guide(Protocol):
    """What a step may read of the guided table."""

    @property
    def state(self) -> TableState: ...

    def pawn_pos(self) -> Point | None: ...

    def space_pos(self) -> Point | None: ...

    def spot_pos(self) -> Point | None: ...

    def preview_pos(self) -> Point | None: ...

    def button_pos(self, key: str) -> Point | None: ...

    def banner_pos(self) -> Point | None: ...

    def basin_pos(self) -> Point: ...


@dataclass(frozen=True)
class Step:
    """One callout. ``done`` is None for a step that only explains (Next moves
    on); ``hold`` keeps the table still while it shows (a reward banner stays);
    ``wait`` marks a step that lets the game run on until something happens."""

    key: str
    title: str
    text: str
    target: Callable[[Guide], Point | None]
    done: Callable[[Guide], bool] | None = None
    hold: bool = False
    wait: bool = False
    token_text: str | None = None  # said instead when a bonus token was drafted

    def words(self, guide: Guide) -> str:
        """What the callout says now (a drafted token has words of its own)."""
        token = guide.state.game.phase is Phase.TOKEN
        return self.token_text if token and self.token_text else self.text


def _none(_guide: Guide) -> Point | None:
    return None


def _placing(guide: Guide) -> bool:
    state = guide.state
    return state.turn_open or state.game.phase in (Phase.PLACE, Phase.TOKEN)


def _turn_done(guide: Guide) -> bool:
    """The player's first turn is over (the player moves first: a draft and a
    placement are two actions)."""
    state = guide.state
    return not state.turn_open and len(state.game.actions) >= 2


def _reward(guide: Guide, category: str | None = None) -> bool:
    reward = guide.state.reward
    if reward is None:
        return False
    return category is None or category in reward.categories


def _final(guide: Guide) -> bool:
    return guide.state.game.is_over() and guide.state.reward is not None


def _over(guide: Guide) -> bool:
    return guide.state.game.is_over() and guide.state.reward is None


STEPS: tuple[Step, ...] = (
    Step(
        "basin",
        "The Basin",
        "Each turn you move one of the three Basin pawns 1 to 3 spaces clockwise, "
        "skipping spaces with a pawn, and take the tile beside the space where it "
        "stops. Then you add that tile to your fountain.",
        lambda g: g.basin_pos(),
    ),
    Step(
        "pawn",
        "Pick up a pawn",
        "Click a pawn in the Basin.",
        lambda g: g.pawn_pos(),
        done=lambda g: g.state.selected_pawn is not None or _placing(g),
    ),
    Step(
        "spaces",
        "Where it can go",
        "The spaces ringed in green are where this pawn may stop; the card under "
        "the Basin shows what each would take. Click a space beside a tile stack.",
        lambda g: g.space_pos(),
        done=_placing,
    ),
    Step(
        "held",
        "Your tile",
        "The tile follows the pointer. The small diamonds mark every spot where it "
        "fits at this turn (the line at the top counts them). R or the mouse wheel "
        "turns it about the pointer.",
        lambda g: g.spot_pos(),
        token_text="You took the Bonus space: click a face-up token in the Basin, "
        "then a slot or icon outlined in green in your fountain.",
    ),
    Step(
        "preview",
        "Watch the water",
        "Point at a marked spot: the picture shows where the water would run and "
        "the card at the bottom right what you would score. Tab tries the spots, "
        "best first. Click to put the tile down.",
        lambda g: g.preview_pos(),
        done=lambda g: g.state.pending is not None or _turn_done(g),
        token_text="Point at an outlined cell: the card at the bottom right says "
        "what the token would score there. Click to put it down.",
    ),
    Step(
        "confirm",
        "Nothing is final yet",
        "Undo, Escape or a right click takes back the spot, then the whole draft. "
        "Confirm keeps the tile there and ends your turn.",
        lambda g: g.button_pos("confirm"),
        done=_turn_done,
    ),
    Step(
        "play",
        "Play on",
        "Now the Easy computer takes its turn, then you again. Play until a "
        "banner shows points.",
        _none,
        done=lambda g: _reward(g),
        wait=True,
    ),
    Step(
        "reward",
        "Points!",
        "Coins score 5 when placed where water flows. When a pawn stops on the "
        "space of its own colour, everyone scores: Blue for pools, White for fish, "
        "Green for lily pads. The banner says who scored what.",
        lambda g: g.banner_pos(),
        hold=True,
    ),
    Step(
        "pools-wait",
        "Pools",
        "Play on until the Blue pawn stops on the Blue space: that ranks everyone's "
        "pools.",
        _none,
        done=lambda g: _reward(g, "pools"),
        wait=True,
    ),
    Step(
        "pools",
        "Pools are ranked",
        "Each pool with water counts; a pool with pond weed (no water reaches it) "
        "does not. With two players the most pools scores 7 and the other 0; with "
        "more, 10, 6, 3 and 1.",
        lambda g: g.banner_pos(),
        hold=True,
    ),
    Step(
        "end-wait",
        "To the end",
        "The game ends once a tile stack or the bonus tokens run out and everyone "
        "has had as many turns. Play on to the Final Rewards.",
        _none,
        done=_final,
        wait=True,
    ),
    Step(
        "final",
        "Final Rewards",
        "At the end pools, fish and lily pads score once more: each player picks "
        "their own fish colour, and only the largest group of lily pads counts.",
        lambda g: g.banner_pos(),
        hold=True,
    ),
)

RECAP_TITLE = "How points are made"
RECAP_LINES: tuple[str, ...] = (
    "Coins: 5 each, as soon as they are placed where water flows.",
    "Pools: Blue pawn on the Blue space; the most pools with water ranks first.",
    "Fish: White pawn on the White space; one colour (plus wild fish), "
    "each worth its level.",
    "Lily pads: Green pawn on the Green space; the largest group of pads "
    "joined by water, each worth its level.",
    "Pond weed: a pool no jet feeds scores nothing until water returns.",
    "At the end: pools, fish and lily pads once more. Most points wins.",
)


def first_tile_space(spaces: list[int]) -> int | None:
    """The space to point at: the first one beside a tile stack."""
    for space in spaces:
        if space != BONUS_SPACE:
            return space
    return spaces[0] if spaces else None
