"""The in-game rules reference: a short summary of each mode, page by page.

Written from the rulebooks in our own words, with the project's digital choices
(see docs/RULES.md). Each page is a title and a text block: paragraphs are
separated by blank lines, a paragraph starting with "- " is a bullet, and line
breaks inside a paragraph are only for the source.
"""

from __future__ import annotations

from game.setup import Mode

Page = tuple[str, tuple[str, ...]]


def _paragraphs(text: str) -> tuple[str, ...]:
    return tuple(
        " ".join(line.strip() for line in chunk.splitlines())
        for chunk in text.strip().split("\n\n")
    )


def _pages(*pages: tuple[str, str]) -> tuple[Page, ...]:
    return tuple((title, _paragraphs(text)) for title, text in pages)


FOUNTAINS: tuple[Page, ...] = _pages(
    (
        "Goal and turn",
        """
Use the Basin pawns to draft tiles and build the finest fountain. The most
points wins.

Each turn has two steps, in this order:

- Drafting: move one of the three Basin pawns (blue, white or green) one, two or
  three open spaces clockwise. Spaces with a pawn are skipped and not counted,
  and no pawn may end on an occupied space.

- Ending beside a tile stack takes its top tile; ending on the Bonus space takes
  one of the five face-up bonus tokens (a new one is turned up).

- Placing: add the tile or token to your fountain, then check rewards.
""",
    ),
    (
        "Placing tiles",
        """
- A tile lies beside your fountain, or completely on top of tiles: every cell
  under it must be supported at the same height. Nothing may overhang.

- At least two dark bricks of the new tile must touch at least two dark bricks
  already in the fountain, beside them on the same level or under them.

- Placed tiles never move. A bonus token covered by a new tile or token leaves
  the game.

- A bonus token goes on a shaded slot or over an icon; its icons count there
  while it is visible.
""",
    ),
    (
        "Water and pond weed",
        """
Every tile holds a pool of water. Tiles laid over it can split it into several
pools.

- A pool with a visible jet is fed. Water flows through open channels into a
  neighbouring pool on the same level or one level down, never up.

- Every pool reached by flowing water is fed, however far it is.

- A pool that is not fed gets a pond weed token: it and its features score
  nothing until water reaches it again, when the weed goes away.
""",
    ),
    (
        "Coins and pools",
        """
- Coins: 5 points each, at once, when the tile or token is placed in a fed pool.
  They score only then.

- Pools (blue pawn ends on the blue space): everyone counts fed pools. Most 10,
  then 6, 3, 1, 0. Tied players all take the higher value. With two players:
  most 7, the other 0 (a tie pays both 7).
""",
    ),
    (
        "Fish",
        """
- Fish (white pawn ends on the white space): the player who moved it picks red,
  black or white.

- Everyone scores each fed fish of that colour, and every wild fish, worth its
  level: a fish on level 2 scores 2.
""",
    ),
    (
        "Lily pads",
        """
- Lily pads (green pawn ends on the green space): each player finds their
  largest group of lily pads: the most pads in fed pools joined by flowing water.

- Each lily pad of that group is worth its level. A pad outside the group
  scores nothing.
""",
    ),
    (
        "End of the game",
        """
When a tile stack or the bonus supply runs out, finish the round so everyone has
had the same number of turns.

- Final rewards: pools, fish (each player picks their own colour) and lily pads
  score once more. Coins do not.

- Advanced variant: then score the three Fountain Design cards.

- Most points wins. Ties: fewest pond weed, then most bonus tokens in the
  fountain; still tied, the victory is shared.
""",
    ),
    (
        "Advanced: design cards",
        """
Three of the twelve cards are dealt face up. Only visible features count.

- Levels: level 3 scores 4, level 4 scores 6, level 5 or more scores 9.

- High Feature: 1 per feature on level 3 or higher.  Stars: 3 per fully visible
  star tile.  Extras: 3 per bonus token.

- Lily Coins: 2 per lily pad and coin pair.  Wild Lilies: 3 per lily pad and
  wild fish pair.  Visibility: 1 per uncovered tile.

- Feature Set: 5 per set of all seven features.  Diverse Fish: 4 per red, black
  and white set (wilds do not count).

- Jets: 2 per visible jet.  Coins: 2 per visible coin.  Straight Pools: 1 per
  pool in your longest straight line of touching pools.

- Features in a pool with pond weed count for no card.
""",
    ),
)

SOLO: tuple[Page, ...] = _pages(
    (
        "Race Against The Machine",
        """
You play against The Machine, which collects tiles but builds no fountain. You
take the first turn, then you alternate. No design cards are used.

- The Machine's gear wheel starts on the Bonus space. Its space, and any pawn
  there, are closed to you: skip them like a pawn.

- Your turns are normal Fountains turns.
""",
    ),
    (
        "The Machine's turn",
        """
- The gear wheel moves one space clockwise, onto a pawn or not, and takes the
  top tile of the stack beside it.

- On the blue, white or green space it always triggers that reward.

- On the Bonus space it takes the top tiles beside the other pawns, and you may
  swap any face-up bonus tokens for new ones.

- The game ends when the gear wheel reaches the Bonus space the second time.
  Final rewards follow; beat The Machine's score to win.
""",
    ),
    (
        "Scoring against The Machine",
        """
- Coins: 5 points each, for you as usual and for The Machine.

- Pools: your fed pools against The Machine's tile count; the higher scores 7,
  the other 0, a tie pays both 7.

- Fish: The Machine scores per fish of the chosen colour on its tiles. When it
  triggers fish, its most common colour is chosen (on a tie, the one worth least
  to you).

- Lily pads: you score as usual; The Machine scores per lily pad on its tiles.

- Difficulty (The Machine's fish / lily pad points): Easy 1 / 1, Medium 2 / 1,
  Hard 2 / 2.
""",
    ),
)

SPLASH: tuple[Page, ...] = _pages(
    (
        "Goal and turn",
        """
Be the first to fill every space around your board with droplets of the matching
colours. The game ends at once when someone does.

On your turn, roll the die (1, 1, 2, 2, 3, 3), then choose one:

- Free pick: take one droplet of a colour you still need. Your turn ends.

- Time to splash: throw the pebble into the pond as many times as you rolled.
""",
    ),
    (
        "Splashing",
        """
- Pick where the pebble drops above the pond, then watch the droplets.

- After your throws, droplets that splashed out of the pond and match open
  spaces on your board fill them. The rest go back into the pond.

- Droplets that fly off the whole table count as splashed out too.

- No match, no droplet: your turn simply ends.
""",
    ),
    (
        "Variants",
        """
- Cooperative: leftover droplets that splashed out go to other players who need
  them, instead of back to the pond.

- Competitive: stop throwing as soon as a throw splashes at least one droplet
  out.

- Advanced toss: drag back from the pebble to aim and set strength, watch the
  dotted path, and let go to toss. Move back onto the pebble or press Escape to
  cancel.
""",
    ),
)

PICTURES: dict[tuple[Mode, str], str] = {
    (Mode.FOUNTAINS, title): picture
    for title, picture in (
        ("Goal and turn", "pawns"),
        ("Placing tiles", "contact"),
        ("Water and pond weed", "water"),
        ("Coins and pools", "pools"),
        ("Fish", "fish"),
        ("Lily pads", "lily"),
        ("End of the game", "final"),
        ("Advanced: design cards", "straight"),
    )
}
"""The picture beside each Fountains page (``rules_pictures.PICTURES`` names)."""

PAGES: dict[Mode, tuple[Page, ...]] = {
    Mode.FOUNTAINS: FOUNTAINS,
    Mode.SOLO: SOLO,
    Mode.SPLASH: SPLASH,
}
