"""Review: edge cases of the rules and of saving, each on a real game.

Actions built in code with odd values, bonus tokens on icons and on tokens, two
pawns on colour spaces, The Machine's fish-colour tie, and damaged saves."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from game.ai.fountains import RandomBot
from game.rules.errors import CorruptStateError, IllegalActionError
from game.rules.fountains import (
    Action,
    ChooseFish,
    Difficulty,
    Discard,
    Draft,
    FishColour,
    FountainsGame,
    GameOptions,
    MachineTurn,
    Pawn,
    Phase,
    Place,
    PlaceToken,
    Swap,
    load_game,
    parse_action,
    save_game,
)
from game.rules.fountains.catalogue import TILES, tile_by_id, token_by_id
from game.rules.fountains.design_cards import DesignCard, score_card
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.fountain_save import fountain_from_json, fountain_to_json
from game.rules.fountains.icons import Icon
from game.rules.fountains.persistence import game_from_json, game_to_json
from game.rules.fountains.solo import DIFFICULTY_TABLE, machine_fish_colour
from game.rules.fountains.tiles import Placement
from tests.repo_tools import load_tool
from tests.rules.fountains.fountains_game_helpers import set_pawns


def refused(game: FountainsGame, action: object, message: str) -> None:
    before = game.clone()
    with pytest.raises(IllegalActionError, match=message or None) as info:
        game.apply(action)  # type: ignore[arg-type]
    assert f"phase {game.phase.value}" in str(info.value)
    assert game == before


def until(game: FountainsGame, phase: Phase, seed: int = 0) -> FountainsGame:
    bot = RandomBot(seed)
    while game.phase is not phase:
        assert not game.is_over(), f"never reached phase {phase}"
        game.apply(bot.choose(game))
    return game


# -- actions built in code ------------------------------------------------------------


@pytest.mark.parametrize(
    ("action", "message"),
    [
        (Draft("purple", 2), "no 'purple' pawn"),  # type: ignore[arg-type]
        (Draft(Pawn.BLUE, "2"), "ring space must be a whole number"),  # type: ignore[arg-type]
        (Draft(Pawn.BLUE, 2.0), "ring space must be a whole number"),  # type: ignore[arg-type]
        (ChooseFish("gold"), "no 'gold' fish"),  # type: ignore[arg-type]
        (PlaceToken("bonus-01", (1,)), "two whole numbers"),  # type: ignore[arg-type]
        (Place("square-01@0,0r0"), "is not a Placement"),  # type: ignore[arg-type]
        (Discard(None), "not a tile or bonus token id"),  # type: ignore[arg-type]
        (Swap(("bonus-01", "bonus-01")), "named twice"),
    ],
)
def test_odd_values_are_refused_with_the_reason(action: Action, message: str) -> None:
    game = FountainsGame.new(GameOptions(players=3, seed=1))
    refused(game, action, message)
    game.apply(game.legal_actions()[0])  # ... in any phase, not only the draft
    refused(game, action, message)


def odd_actions(game: FountainsGame) -> list[object]:
    """Actions with values no screen should send, built against the current state."""
    face_up = game.basin.tokens_face_up() or ["bonus-01"]
    tile = game.drafted or "square-01"
    return [
        Draft("purple", 1),
        Draft(Pawn.GREEN, True),
        Draft(Pawn.WHITE, None),
        ChooseFish("gold"),
        PlaceToken(face_up[0], (0, 0, 0)),
        PlaceToken(face_up[0], ("1", "2")),
        PlaceToken(None, (1, 1)),
        Place(str(Placement(tile, 0, 0, 0))),
        Place(Placement(tile, "0", 0, 0)),  # type: ignore[arg-type]
        Place(Placement(tile, 0, 0, 1.0)),  # type: ignore[arg-type]
        Discard(7),
        Swap((face_up[0], face_up[0])),
        Swap((3,)),
        "draft blue 2",
        None,
    ]


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_odd_actions_never_change_a_game(players: int) -> None:
    options = (
        GameOptions(players=1, solo=Difficulty.HARD, seed=players)
        if players == 1
        else GameOptions(players=players, seed=players)
    )
    game = FountainsGame.new(options)
    bot = RandomBot(players)
    phases = set()
    step = 0
    while not game.is_over():
        if step % 5 == 0:
            phases.add(game.phase)
            for action in odd_actions(game):
                refused(game, action, "")
        game.apply(bot.choose(game))
        step += 1
    for action in odd_actions(game):
        refused(game, action, "the game is over|not a Fountains action")
    assert {Phase.DRAFT, Phase.PLACE} <= phases


def test_a_swap_naming_a_token_twice_changes_nothing() -> None:
    # It used to pass the check, swap the token once and crash on the second.
    options = GameOptions(players=1, solo=Difficulty.EASY, seed=1)
    game = until(FountainsGame.new(options), Phase.SWAP)
    token = game.basin.tokens_face_up()[0]
    refused(game, Swap((token, token)), "named twice")
    game.apply(Swap((token,)))
    assert token in game.out_of_game


def test_names_given_as_text_mean_the_same_action() -> None:
    text_made = Draft("blue", 2)  # type: ignore[arg-type]
    assert text_made == Draft(Pawn.BLUE, 2) and text_made.pawn is Pawn.BLUE
    assert hash(text_made) == hash(Draft(Pawn.BLUE, 2))
    assert ChooseFish("red") == ChooseFish(FishColour.RED)  # type: ignore[arg-type]
    assert PlaceToken("bonus-01", [2, 3]) == parse_action("token bonus-01@2,3")  # type: ignore[arg-type]
    assert Swap("bonus-02") == Swap(("bonus-02",))  # type: ignore[arg-type]
    game = FountainsGame.new(GameOptions(players=2, seed=1))
    assert text_made in set(game.legal_actions())
    game.apply(text_made)
    assert game.actions[-1] == Draft(Pawn.BLUE, 2)
    assert parse_action(str(game.actions[-1])) == text_made


# -- bonus tokens on icons and on tokens ---------------------------------------------


def token_turn(game: FountainsGame, token_id: str, cell: tuple[int, int]) -> None:
    """The current player drafts from Bonus (no reward) and places ``token_id``."""
    if token_id not in game.basin.face_up:
        slot = 0
        old = game.basin.face_up[slot]
        game.basin.pile.remove(token_id)
        game.basin.face_up[slot] = token_id
        if old is not None:
            game.basin.pile.insert(0, old)
    set_pawns(game, blue=6, white=3, green=5)
    game.apply(Draft(Pawn.BLUE, 0))
    game.apply(PlaceToken(token_id, cell))


def icon_at(fountain: Fountain, cell: tuple[int, int]) -> Icon | None:
    """The icon printed on the visible cell (a token on it aside)."""
    spec = fountain.cell(*cell)
    assert spec is not None
    return spec.icon


def test_a_token_on_an_icon_cell_replaces_the_icon() -> None:
    game = FountainsGame.new(GameOptions(players=2, seed=3))
    seat = game.current_seat
    game.fountains[seat] = fountain = Fountain.new(tile_by_id("start-1"))
    red = next(
        c for c in fountain.token_cells() if icon_at(fountain, c) is Icon.FISH_RED
    )
    assert fountain.fish_points(FishColour.RED) == 1
    lilies = fountain.visible_icons().count(Icon.LILY)  # printed on start-1
    token_turn(game, "bonus-04", red)  # a lily pad
    assert fountain.fish_points(FishColour.RED) == 0
    assert fountain.visible_icons().count(Icon.FISH_RED) == 0
    assert fountain.visible_icons().count(Icon.LILY) == lilies + 1
    assert icon_at(fountain, red) is Icon.FISH_RED  # printed icon, now hidden
    pool = fountain.pool_at(red)
    assert pool is not None and pool.icons.count(Icon.LILY) == lilies + 1


def test_a_token_covering_a_token_leaves_the_game() -> None:
    game = FountainsGame.new(GameOptions(players=2, seed=3))
    first = game.current_seat
    game.fountains[first] = fountain = Fountain.new(tile_by_id("start-1"))
    slot = next(c for c in fountain.token_cells() if icon_at(fountain, c) is None)
    token_turn(game, "bonus-07", slot)  # red fish
    game.apply(game.legal_actions()[0])  # the other player
    while game.phase is not Phase.DRAFT:
        game.apply(game.legal_actions()[0])
    assert game.current_seat == first
    token_turn(game, "bonus-17", slot)  # coin + lily pad on top
    assert fountain.tokens == {slot: "bonus-17"}
    assert fountain.removed_tokens == ("bonus-07",)
    assert "bonus-07" in game.out_of_game
    assert len(fountain.tokens) == 1
    assert score_card(DesignCard.EXTRAS, fountain) == 3
    assert fountain.fish_points(FishColour.RED) == 1  # only the printed red fish
    coins = [e for e in game.score_log if e.category == "coins" and e.seat == first]
    assert [e.points for e in coins] == [5]  # the pool is fed by start-1's jet
    assert fountain_from_json(fountain_to_json(fountain)) == fountain
    # The fountain was laid by hand, not by the action log: a save of this game
    # does not replay to it, and loading refuses it.
    with pytest.raises(CorruptStateError, match="of the log"):
        game_from_json(game_to_json(game))


# -- pawns on colour spaces ----------------------------------------------------------


def test_only_the_moved_pawn_on_its_own_colour_triggers() -> None:
    game = FountainsGame.new(GameOptions(players=3, seed=5))
    set_pawns(game, blue=1, white=2, green=5)  # Blue and Green already home
    game.apply(Draft(Pawn.WHITE, 3))
    game.apply(game.legal_actions()[0])
    assert game.phase is Phase.FISH
    game.apply(ChooseFish(FishColour.BLACK))
    assert {e.category for e in game.score_log} <= {"coins", "fish"}
    # a pawn ending on another colour's space triggers nothing
    set_pawns(game, blue=2, white=0, green=5)
    game.apply(Draft(Pawn.BLUE, 3))
    game.apply(game.legal_actions()[0])
    assert game.phase is Phase.DRAFT
    assert {e.category for e in game.score_log} <= {"coins", "fish"}


def test_the_machine_triggers_the_space_whatever_pawn_stands_there() -> None:
    game = FountainsGame.new(GameOptions(players=1, solo=Difficulty.EASY, seed=2))
    set_pawns(game, blue=6, white=3, green=1)  # the Green pawn on the Blue space
    game.basin.gear, game.phase, game.turn_seat = 0, Phase.MACHINE, 1
    game.apply(MachineTurn())
    assert game.basin.is_held(Pawn.GREEN)
    assert {e.category for e in game.score_log} - {"coins"} == {"pools"}


# -- The Machine's fish colour --------------------------------------------------------


def only_fish(colour: Icon) -> str:
    others = {icon for icon in Icon if icon.is_fish and icon is not colour}
    return next(
        t.id for t in TILES if t.icons.count(colour) == 1 and not others & set(t.icons)
    )


def test_machine_fish_tie_scores_the_colour_worth_least_to_the_player() -> None:
    game = FountainsGame.new(GameOptions(players=1, solo=Difficulty.MEDIUM, seed=6))
    game.fountains[0] = player = Fountain.new(tile_by_id("start-1"))  # a red fish
    red, black = only_fish(Icon.FISH_RED), only_fish(Icon.FISH_BLACK)
    for tile_id in (red, black):
        next(s for s in game.basin.stacks if tile_id in s).remove(tile_id)
    game.machine_tiles[:] = [red, black]
    plain = next(
        t
        for t in game.basin.stack(3)
        if not any(i.is_fish for i in tile_by_id(t).icons)
    )
    game.basin.stack(3).remove(plain)
    game.basin.stack(3).append(plain)  # The Machine collects a tile without fish
    game.basin.gear, game.phase, game.turn_seat = 2, Phase.MACHINE, 1
    game.apply(MachineTurn())
    fish = {e.seat: e for e in game.score_log if e.category == "fish"}
    assert "picks black" in fish[1].reason
    assert fish[1].points == 1 * DIFFICULTY_TABLE[Difficulty.MEDIUM].fish
    assert 0 not in fish  # black earns the player nothing; red would earn 1
    assert player.fish_points(FishColour.RED) == 1
    # no fish at all on its tiles: black and white tie at 0 for the player
    assert machine_fish_colour([], player) is FishColour.BLACK


# -- damaged saves ---------------------------------------------------------------------


def saved(options: GameOptions, steps: int = 30) -> dict[str, Any]:
    game = FountainsGame.new(options)
    bot = RandomBot(1)
    for _ in range(steps):
        game.apply(bot.choose(game))
    return game_to_json(game)


FOUR = GameOptions(players=4, advanced=True, seed=8)


def damage(data: dict[str, Any], change: str) -> None:
    state = data["state"]
    basin = state["basin"]
    if change == "fountain version":
        state["fountains"][1]["version"] = 7
    elif change == "illegal tile":
        state["fountains"][2]["tiles"][1]["placement"] = str(
            Placement.from_str(state["fountains"][2]["tiles"][1]["placement"])
        ).replace("@", "@9")
    elif change == "custom tile":
        state["fountains"][0]["custom_tiles"] = {
            "square-01": {"shape": "square", "rows": ["####", "#JC~", "####"]}
        }
    elif change == "wrong stack":
        basin["stacks"][0][0], basin["stacks"][1][0] = (
            basin["stacks"][1][0],
            basin["stacks"][0][0],
        )
    elif change == "loose start tile":
        used = {f["tiles"][0]["placement"].split("@")[0] for f in state["fountains"]}
        spare = next(f"start-{n}" for n in range(1, 6) if f"start-{n}" not in used)
        basin["stacks"][2][0] = spare
    elif change == "design cards":
        state["design_cards"] = state["design_cards"][:2]
    elif change == "turn":
        state["turn"] += 2
    elif change == "turns taken":
        state["turns_taken"][0] += 2
        state["turn"] += 2


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ("fountain version", "fountain of seat 1: fountain save version 7"),
        ("illegal tile", "fountain of seat 2: fountain save: tile 2 .* is illegal"),
        ("custom tile", "fountain of seat 0 spells out custom_tiles"),
        ("wrong stack", "the square stack \\(space 1\\) holds \\['long-"),
        ("loose start tile", "starting tiles \\['start-\\d'\\] outside the fountains"),
        ("design cards", "2 design cards .* shows 3 different ones"),
        ("turn", "turn \\d+ after \\d+ turns taken"),
        ("turns taken", "differ by more than one"),
    ],
)
def test_damaged_saves_say_what_is_wrong(change: str, message: str) -> None:
    data = saved(FOUR)
    damage(data, change)
    original = copy.deepcopy(data)
    with pytest.raises(CorruptStateError, match=message):
        game_from_json(data)
    assert data == original  # reading never changes the document


def test_a_bad_file_is_reported_and_the_good_one_kept(tmp_path: Path) -> None:
    path = tmp_path / "table.json"
    game = FountainsGame.new(FOUR)
    save_game(game, path)
    good = path.read_text(encoding="utf-8")
    (tmp_path / "bad.json").write_text(good.replace('"version": 1', '"version": 2'))
    with pytest.raises(CorruptStateError, match="bad.json: saved game version 2"):
        load_game(tmp_path / "bad.json")
    assert load_game(path) == game
    assert path.read_text(encoding="utf-8") == good
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.json", "table.json"]


def test_tokens_in_a_save_round_trip() -> None:
    game = FountainsGame.new(GameOptions(players=2, seed=3))
    seat = game.current_seat
    start = game.fountains[seat].placed[0].tile
    cell = game.token_cells()[0]
    token_turn(game, "bonus-13", cell)
    loaded = fountain_from_json(fountain_to_json(game.fountains[seat]))
    assert loaded == game.fountains[seat]
    assert loaded.tokens == {cell: "bonus-13"}
    assert loaded.placed[0].tile == start
    assert token_by_id("bonus-13").icons == (Icon.FISH_WILD,)


# -- the play statistics tool ---------------------------------------------------------


def test_the_statistics_tool_plays_and_reports(
    capsys: pytest.CaptureFixture[str],
) -> None:
    tool = load_tool("fountains_stats")
    tool.main(["--games", "2", "--bots", "random", "--players", "1", "3"])
    out = capsys.readouterr().out
    assert "random bots, solo" in out and "random bots, 3 players" in out
    assert "The Machine reached the Bonus space a second time: 2" in out
    assert "water reached the new tile for" in out
