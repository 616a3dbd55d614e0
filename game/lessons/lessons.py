"""The lessons of "Learn to play", as data (:mod:`game.lessons.steps` says
what a step, a part and a lesson are): for each lesson, short parts, each a
prepared game situation (:mod:`game.lessons.situations`), the steps its
callouts take the player through, the moves it suggests, the goal the player
must reach by playing and the result the suggested moves give.
"""

from __future__ import annotations

from game.lessons.situations import Situation
from game.lessons.steps import Lesson, Part, Step
from game.rules.fountains.basin import Pawn


def _pawn_step(pawn: Pawn, words: str) -> Step:
    name = pawn.value
    return Step("pawn", f"Pick up the {name} pawn", words, f"pawn:{name}", "pawn")


def _space_step(space: int, words: str) -> Step:
    return Step("space", "Where it stops", words, f"space:{space}", "placing")


def _spot_step(words: str, title: str = "Put it here") -> Step:
    return Step("spot", title, words, "spot", "pending")


CONFIRM = Step(
    "confirm",
    "Nothing is final yet",
    "Undo (or Escape) takes the tile back. Confirm keeps it there and ends your turn.",
    "button:confirm",
    "turn",
)
POINTS = Step(
    "points",
    "Points!",
    "The banner says who scored what, and why. The score track at the right "
    "keeps the totals.",
    "banner",
)

LESSON_1 = Lesson(
    1,
    "draft-and-place",
    "Draft and place",
    "Move a pawn, take a tile, add it to your fountain.",
    (
        Part(
            "first-tile",
            Situation(tops={4: "tee-08"}),
            "Take the T-shaped tile and lay it where water reaches it.",
            (
                Step(
                    "basin",
                    "The Basin",
                    "Each turn you move one of the three pawns 1 to 3 spaces "
                    "clockwise (skipping spaces with a pawn) and take the tile "
                    "beside the space where it stops.",
                    "basin",
                ),
                _pawn_step(
                    Pawn.WHITE,
                    "Click the white pawn: the spaces it may reach light up.",
                ),
                _space_step(
                    4,
                    "Click the space just after it: the T-shaped tile beside it "
                    "is yours.",
                ),
                _spot_step(
                    "The tile follows the pointer; the diamonds mark every spot "
                    "where it fits. At least 2 of its dark bricks must touch 2 "
                    "dark bricks of your fountain. Here its pool gets water from "
                    "your jet: click to put it down."
                ),
                CONFIRM,
            ),
            ("draft white 4", "place tee-08@-2,5r3"),
            (("fed_gain", 1), ("weed", 0)),
            "the new pool gets water: 2 pools fed, no pond weed",
            lambda r: r.fed_gain >= 1 and r.weed == 0,
            "Its pool got no water (pond weed). Try a spot where its channel "
            "meets your fountain's water.",
        ),
    ),
    "A turn: move a pawn 1 to 3 spaces, take the tile beside it, lay it touching "
    "2 dark bricks.",
)

LESSON_2 = Lesson(
    2,
    "water",
    "Water and pond weed",
    "Water runs from jets, never up; a pool without water grows pond weed.",
    (
        Part(
            "bridge",
            Situation(laid=(("star-01@-4,4r3",), ()), tops={2: "long-12"}),
            "Lay the long tile so water reaches the weedy pool again.",
            (
                Step(
                    "jet",
                    "The jet",
                    "Water springs from a jet and runs through every open channel "
                    "to pools on the same level or one level down. It never "
                    "flows up.",
                    "cell:3,1",
                ),
                Step(
                    "weed",
                    "Pond weed",
                    "No channel joins this pool to your jet, so it has pond weed: "
                    "it scores nothing until water reaches it again.",
                    "pool:-2,7",
                ),
                _pawn_step(Pawn.BLUE, "Click the blue pawn."),
                _space_step(2, "Click the next space to take the long tile."),
                _spot_step(
                    "Here its channels meet your jet's water and the weedy "
                    "pool's: water runs through it into both.",
                    "Join the water",
                ),
                CONFIRM,
            ),
            ("draft blue 2", "place long-12@-6,0r3"),
            (("fed_gain", 2), ("weed_before", 1), ("weed", 0)),
            "feeds 2 pools and clears the pond weed",
            lambda r: r.weed == 0,
            "Some pond weed is still there. Find the spot whose channels join "
            "both pools.",
        ),
    ),
    "Water runs from a jet to the same level or down, never up; a pool it cannot "
    "reach grows pond weed and scores nothing.",
)

LESSON_3 = Lesson(
    3,
    "levels",
    "Levels and stacking",
    "Lay tiles on top of tiles to build up.",
    (
        Part(
            "stack",
            Situation(
                laid=(("tee-08@-2,5r3",), ()),
                pawns={Pawn.BLUE: 2, Pawn.WHITE: 3, Pawn.GREEN: 0},
                tops={1: "square-01"},
            ),
            "Stack the square tile with a jet on your T tile, on level 2.",
            (
                Step(
                    "levels",
                    "Going up",
                    "A tile can lie on top of others, one level up, when every "
                    "cell of it rests on the same level: nothing may hang over "
                    "empty space. This T tile has room for one on top.",
                    "pool:-1,6",
                ),
                _pawn_step(Pawn.GREEN, "Click the green pawn."),
                _space_step(
                    1,
                    "Move it 1 space to take the square tile. Only the blue pawn "
                    "scores on the Blue space.",
                ),
                _spot_step(
                    "This tile has its own jet. On level 2, resting on your T "
                    "tile, its water runs down to level 1; no water could climb "
                    "up to it.",
                    "Up to level 2",
                ),
                CONFIRM,
            ),
            ("draft green 1", "place square-01@0,5r0"),
            (("level", 2), ("weed", 0)),
            "on level 2, fed by its own jet: no pond weed",
            lambda r: r.level >= 2 and r.weed == 0,
            "It needs to go on level 2 with no pond weed: right on top of your T tile.",
        ),
    ),
    "A tile may lie on tiles of one level; water runs down from it, never up to it.",
)

LESSON_4 = Lesson(
    4,
    "rewards",
    "Pawns and rewards",
    "A pawn on its own colour scores pools, fish or lily pads for everyone.",
    (
        Part(
            "pools",
            Situation(
                laid=(("tee-08@-2,5r3",), ()),
                pawns={Pawn.BLUE: 6, Pawn.WHITE: 3, Pawn.GREEN: 5},
                tops={1: "square-02"},
            ),
            "Move the blue pawn onto the Blue space.",
            (
                Step(
                    "colours",
                    "Coloured spaces",
                    "When a pawn stops on the space of its own colour, everyone "
                    "scores: blue for pools, white for fish, green for lily pads.",
                    "basin",
                ),
                _pawn_step(Pawn.BLUE, "Click the blue pawn."),
                _space_step(
                    1,
                    "Move it 2 spaces onto the Blue space: pools score.",
                ),
                _spot_step(
                    "Lay the tile where its pool gets water: one more pool to count.",
                ),
                CONFIRM,
                POINTS,
            ),
            ("draft blue 1", "place square-02@-4,0r0"),
            (("pools", 7), ("fed_gain", 1), ("theirs", 0)),
            "+7 for pools: you have the most pools with water",
            lambda r: r.pools > 0,
            "No pools scored. Move the blue pawn onto the Blue space.",
        ),
        Part(
            "fish",
            Situation(
                laid=(("tee-04@-5,-2r2", "tee-08@1,-6r2"), ()),
                pawns={Pawn.BLUE: 1, Pawn.WHITE: 2, Pawn.GREEN: 5},
                tops={3: "ell-02"},
            ),
            "Move the white pawn onto the White space and pick the best colour.",
            (
                _pawn_step(Pawn.WHITE, "Click the white pawn."),
                _space_step(3, "Move it onto the White space: fish score."),
                _spot_step(
                    "Its red fish counts only where water flows: lay it here.",
                ),
                CONFIRM,
                Step(
                    "fish",
                    "Pick a colour",
                    "You choose which colour scores, for everyone. Each fish "
                    "is worth its level; wild fish count for every colour. Red "
                    "gives you the most and your opponent nothing.",
                    "button:fish-red",
                    "fish",
                ),
                POINTS,
            ),
            ("draft white 3", "place ell-02@6,-1r0", "fish red"),
            (("fish", 3), ("theirs", 0)),
            "+3 for red fish, and nothing for your opponent",
            lambda r: r.fish > 0,
            "No fish scored. Move the white pawn onto the White space.",
        ),
        Part(
            "lily",
            Situation(
                laid=(("square-04@1,-4r0", "square-09@-4,1r1"), ()),
                pawns={Pawn.BLUE: 1, Pawn.WHITE: 3, Pawn.GREEN: 4},
                tops={5: "star-04"},
            ),
            "Move the green pawn onto the Green space; join its lily pad to the group.",
            (
                Step(
                    "group",
                    "Lily pads",
                    "Lily pads in pools joined by flowing water make a group; "
                    "only your largest group scores, each pad worth its level.",
                    "pool:3,1",
                ),
                _pawn_step(Pawn.GREEN, "Click the green pawn."),
                _space_step(5, "Move it onto the Green space: lily pads score."),
                _spot_step(
                    "Here the star's lily pad joins the group through the water.",
                ),
                CONFIRM,
                POINTS,
            ),
            ("draft green 5", "place star-04@6,0r3"),
            (("lily", 3), ("weed", 0)),
            "+3 for lily pads: the group of three",
            lambda r: r.lily >= 3,
            "Your group scored less than it could. Lay the star so its lily pad "
            "gets water from the group.",
        ),
    ),
    "Blue on Blue ranks pools, White on White scores a colour of fish, Green on "
    "Green your largest group of lily pads.",
)

LESSON_5 = Lesson(
    5,
    "coins-and-tokens",
    "Coins and bonus tokens",
    "Coins score 5 at once; bonus tokens add features where you like.",
    (
        Part(
            "coin",
            Situation(tops={4: "tee-07"}),
            "Take the tile with a coin and lay it where water flows.",
            (
                _pawn_step(Pawn.WHITE, "Click the white pawn."),
                _space_step(4, "Click the next space to take the tile with a coin."),
                _spot_step(
                    "A coin scores 5 as soon as it is laid, but only in a pool "
                    "with water. Lay it here.",
                ),
                CONFIRM,
                POINTS,
            ),
            ("draft white 4", "place tee-07@6,0r1"),
            (("coins", 5), ("weed", 0)),
            "+5 coins, the moment it was laid",
            lambda r: r.coins > 0,
            "No coins scored: the coin's pool got no water. Try again.",
        ),
        Part(
            "token",
            Situation(
                pawns={Pawn.BLUE: 6, Pawn.WHITE: 3, Pawn.GREEN: 5},
                face_up=("bonus-01", "bonus-02", "bonus-05", "bonus-13", "bonus-17"),
            ),
            "Take a bonus token with a coin and put it in a pool with water.",
            (
                _pawn_step(Pawn.BLUE, "Click the blue pawn."),
                _space_step(
                    0, "Move it onto the Bonus space: you take a token, not a tile."
                ),
                Step(
                    "token",
                    "Choose a token",
                    "A token goes on a shaded slot or over an icon of your "
                    "fountain and counts as its icons. Click the coin token.",
                    "token:bonus-01",
                    "token",
                ),
                Step(
                    "slot",
                    "Put it here",
                    "This shaded slot is in your jet's pool: its coin scores 5.",
                    "spot",
                    "pending",
                ),
                CONFIRM,
                POINTS,
            ),
            ("draft blue 0", "token bonus-01@1,2"),
            (("coins", 5),),
            "+5 coins from the token",
            lambda r: r.coins > 0,
            "No coins scored. Take the coin token and put it in a pool with water.",
        ),
    ),
    "Coins score 5 when laid where water flows; a bonus token adds its icons "
    "wherever you put it.",
)

LESSON_6 = Lesson(
    6,
    "the-end",
    "The end of the game",
    "When a stack runs out the round ends and Final Rewards are paid.",
    (
        Part(
            "last-tile",
            Situation(
                laid=(("tee-08@-2,5r3", "square-04@1,-4r0"), ("tee-07@0,6r2",)),
                tops={4: "tee-04"},
                heights={4: 1},
                first_seat=1,
                scores=(21, 24),
                turns_taken=7,
            ),
            "Take the last tile of the T stack: the game ends.",
            (
                Step(
                    "last",
                    "The last tile",
                    "The game ends when any tile stack or the bonus tokens run "
                    "out; the round is played out so everyone has had as many "
                    "turns. You are last in this round.",
                    "space:4",
                ),
                _pawn_step(Pawn.WHITE, "Click the white pawn."),
                _space_step(4, "Take the last T-shaped tile."),
                _spot_step("Its red fish gets water here: one more point at the end."),
                CONFIRM,
                Step(
                    "final",
                    "Final Rewards",
                    "Pools, fish and lily pads score once more. Each player picks "
                    "their own best fish colour. Most points wins; on a tie, the "
                    "fewest pond weed.",
                    "banner",
                ),
            ),
            ("draft white 4", "place tee-04@-5,-2r2"),
            (("over", True), ("won", True), ("final", 10)),
            "the game is over: Final Rewards +10, and you win",
            lambda r: r.over,
            "The game goes on. Take the last tile of the T stack.",
        ),
    ),
    "The game ends once a stack or the tokens run out and the round is done; "
    "pools, fish and lily pads then score once more.",
)

LESSON_7 = Lesson(
    7,
    "design-cards",
    "Fountain Design cards",
    "The advanced game: three cards pay at the end for what your fountain shows.",
    (
        Part(
            "cards",
            Situation(
                laid=(("tee-08@-2,5r3", "square-04@1,-4r0"), ("tee-07@0,6r2",)),
                tops={4: "tee-09"},
                heights={4: 1},
                first_seat=1,
                scores=(21, 24),
                turns_taken=7,
                design=("Jets", "Visibility", "Levels"),
            ),
            "Lay the last tile so the design cards pay the most.",
            (
                Step(
                    "cards",
                    "Fountain Design cards",
                    "In the advanced game three cards show under the score track. "
                    "At the end each pays for what your fountain shows: here 2 "
                    "for each jet in sight, 1 for each tile nothing covers, and "
                    "your highest level.",
                    "design",
                ),
                _pawn_step(Pawn.WHITE, "Click the white pawn."),
                _space_step(
                    4, "Take the last T-shaped tile: the game ends after this turn."
                ),
                _spot_step(
                    "Here its jet stays in sight and it covers no tile, so the "
                    "Jets and Visibility cards both pay for it.",
                    "Keep it in sight",
                ),
                CONFIRM,
                Step(
                    "final",
                    "Cards pay at the end",
                    "The Final Rewards end with the design cards, for every "
                    "player. Point at a card under the score track to read it.",
                    "banner",
                ),
            ),
            ("draft white 4", "place tee-09@6,3r3"),
            (("over", True), ("design", 9), ("won", True)),
            "the design cards pay 9, and you win",
            lambda r: r.over and r.design >= 9,
            "The cards paid less than they could: keep the new jet in sight and "
            "cover no tile.",
        ),
    ),
    "In the advanced game three Fountain Design cards pay at the end for what "
    "every fountain shows.",
)

LESSON_8 = Lesson(
    8,
    "solo",
    "Solo against The Machine",
    "Race The Machine: its Gear Wheel laps the Basin and takes tiles.",
    (
        Part(
            "machine",
            Situation(
                laid=(("tee-08@-2,5r3",), ()),
                pawns={Pawn.BLUE: 6, Pawn.WHITE: 3, Pawn.GREEN: 5},
                tops={1: "square-02"},
                solo=True,
                gear=2,
                machine_tiles=("long-01", "ell-01"),
            ),
            "Move the blue pawn onto the Blue space and out-pool The Machine.",
            (
                Step(
                    "gear",
                    "The Machine",
                    "Its Gear Wheel moves one space clockwise each turn and takes "
                    "the tile there; on a coloured space it scores that reward. "
                    "Its space, and a pawn under it, are closed to you.",
                    "space:2",
                ),
                Step(
                    "race",
                    "Pools against The Machine",
                    "When pools score, your pools with water are compared with "
                    "the tiles The Machine has collected (2 so far): the higher "
                    "scores 7, the other nothing.",
                    "track",
                ),
                _pawn_step(Pawn.BLUE, "Click the blue pawn."),
                _space_step(1, "Move it onto the Blue space: pools score."),
                _spot_step("Lay the tile where its pool gets water: 3 pools to 2."),
                CONFIRM,
                POINTS,
            ),
            ("draft blue 1", "place square-02@-4,0r0"),
            (("pools", 7), ("theirs", 0), ("weed", 0)),
            "+7 for pools: 3 pools with water against The Machine's 2 tiles",
            lambda r: r.pools > 0,
            "No pools scored. Move the blue pawn onto the Blue space.",
        ),
    ),
    "In solo The Machine's Gear Wheel takes a tile a turn; beat its score before "
    "it laps the Basin twice.",
)

LESSONS: tuple[Lesson, ...] = (
    LESSON_1,
    LESSON_2,
    LESSON_3,
    LESSON_4,
    LESSON_5,
    LESSON_6,
    LESSON_7,
    LESSON_8,
)


def lesson_by_key(key: str) -> Lesson:
    for lesson in LESSONS:
        if lesson.key == key:
            return lesson
    raise KeyError(f"no lesson {key!r}")


__all__ = ["CONFIRM", "LESSONS", "POINTS", "Lesson", "Part", "Step", "lesson_by_key"]
