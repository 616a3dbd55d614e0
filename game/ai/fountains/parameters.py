"""Every number the Fountains bots decide by, in one place.

What Medium values (the weights of its :class:`~game.ai.fountains.terms.Terms`
and of its quick look), how much each level looks at (:class:`LevelKnobs`:
Easy and Medium differ only there, each difference pinned by
``tests/ai/fountains/test_parameters.py``), and Hard's search budget and
pruning (:class:`HardKnobs`). Changing one changes moves: the fingerprint
(``tools/fingerprint.py``) says which games, and is regenerated knowingly.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.rules.fountains.icons import Icon

# -- what Medium values ----------------------------------------------------------------

FED_POOL_WEIGHT = 1.5
"""Worth of one fed pool (pools are rewarded, and fed water carries the points)."""
POND_WEED_WEIGHT = 1.5
"""Cost of one pond weed (an unfed pool)."""
LEVEL_WEIGHT = 0.5
"""Worth of each level a tile is laid on (higher tiles feed more below them)."""
JET_COVER_PENALTY = 8.0
"""Cost of covering a fed jet (the quick look's guess: its water stops)."""
FISH_WEIGHT = 0.8
"""Worth of one point of fed fish (best colour) still to be rewarded."""
LILY_WEIGHT = 0.8
"""Worth of one point of the best lily pad group still to be rewarded."""
DESIGN_WEIGHT = 0.9
"""Worth of one design-card point as the fountain stands (cards pay at the end,
and the fountain may still change before then)."""
ICON_GUESS: dict[Icon, float] = {
    Icon.JET: 1.5,
    Icon.COIN: 3.5,
    Icon.LILY: 1.0,
    Icon.FISH_RED: 0.8,
    Icon.FISH_BLACK: 0.8,
    Icon.FISH_WHITE: 0.8,
    Icon.FISH_WILD: 1.5,
}
"""Rough worth of one icon per level of its pool, for the quick look."""
MACHINE_FISH_SHARE = 0.5
"""Share of The Machine's coloured fish a fish reward is expected to pay."""


# -- how much each level looks at -----------------------------------------------------


@dataclass(frozen=True, slots=True)
class LevelKnobs:
    """How much a Medium-like bot looks at and what it counts."""

    placements_tried: int
    """Placements of a drafted tile tried on the fountain (the best by the quick
    look)."""
    placements_in_draft: int
    """... and of each tile it might draft."""
    token_cells_tried: int
    """Bonus token cells tried (the best by the quick look)."""
    design_cards: bool
    """Whether it weighs the design cards (advanced game)."""
    overlook_chance: float
    """Chance that it does not consider a given draft this turn (never all of
    them: one is picked at random then)."""
    counts_margin: bool
    """Whether a reward counts as its margin over the best rival (else only its
    own points)."""
    machine_lookahead: bool
    """Whether, in solo, it weighs what its draft leaves The Machine."""


MEDIUM = LevelKnobs(
    placements_tried=8,
    placements_in_draft=3,
    token_cells_tried=4,
    design_cards=True,
    overlook_chance=0.0,
    counts_margin=True,
    machine_lookahead=True,
)
"""Medium: one move ahead, as a decent human plays."""

EASY = replace(
    MEDIUM,
    placements_tried=3,
    placements_in_draft=2,
    token_cells_tried=2,
    design_cards=False,
    overlook_chance=0.45,
    counts_margin=False,
    machine_lookahead=False,
)
"""Easy: Medium's judgement with less looked at, like a newcomer: fewer
placements, nearly half the drafts overlooked, only its own points from a reward,
no design cards, no thought for The Machine's next turn."""


@dataclass(frozen=True, slots=True)
class HardKnobs:
    """Hard's search: a look-ahead over Medium's best few moves."""

    budget_ms: float = 800
    """Time for one move's search, unless a node count stops it first."""
    max_budget_ms: float = 1000
    """The most time a move may be given."""
    candidates: int = 8
    """Medium's best this many moves are looked at more closely."""
    placements_in_draft: int = MEDIUM.placements_tried
    """Hard places where its draft planned (no second search), so it tries as many
    placements for each draft as Medium does once it has drafted."""
    future_rewards: float = 1.5
    """How many more times, at the start of a game, pools, fish and lily pads are
    expected to be rewarded before the final rewards (falls to 0 by the end)."""
    prune_after: int = 5
    """Rounds of re-deals every candidate meets before any is dropped."""
    prune_z: float = 2.5
    """A candidate is dropped when its mean lead over the leader, plus this many
    standard errors, is still below zero (paired on the re-deals both met)."""


HARD = HardKnobs()
