"""The state and turn flow of the Fountains table: the game, who acts, the
computer seats' moves as they are shown, rewards, hand-offs and what is held.
Input (``fountains_table_input``) and drawing (``fountains_table_draw``) build on
it; ``fountains_table.FountainsTableScene`` puts the three together."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.ai.fountains import GreedyBot
from game.render.fountains import palette as pal
from game.render.fountains.basin_view import BasinLayout, BasinView
from game.render.fountains.hud import SeatInfo
from game.render.fountains.tile_art import TileArt
from game.rules.fountains.actions import (
    Action,
    ChooseFish,
    Discard,
    Draft,
    MachineTurn,
    Pass,
    Place,
    PlaceToken,
    Swap,
)
from game.rules.fountains.basin import Pawn
from game.rules.fountains.catalogue import tile_by_id
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.icons import FishColour
from game.rules.fountains.options import GameOptions
from game.rules.fountains.phases import Phase
from game.rules.fountains.solo import Difficulty
from game.rules.fountains.tiles import Placement
from game.scenes.fountains.board import BoardView, FountainCamera
from game.scenes.fountains.layout import AIM_BOTTOM, BASIN_RECT, LOG_RECT, MENU_RECT
from game.scenes.fountains.overlays import (
    Button,
    FishChoice,
    Handoff,
    Recap,
    RewardBanner,
    SwapChoice,
)
from game.scenes.fountains.preview import PlacementPreview
from game.scenes.fountains.table_log import TableLog
from game.scenes.scene import Scene
from game.setup import GameSetup, Mode
from game.ui.theme import MACHINE_COLOUR

Cell = tuple[int, int]

BOT_STEP = 0.9  # seconds a computer move is shown, at animation speed 1
REWARD_TIME = 2.6
FINAL_REWARD_TIME = 5.0  # the last banner has every seat's final rewards


@dataclass(slots=True)
class BotMove:
    """A computer seat's chosen action while it is being shown."""

    action: Action
    seat: int
    duration: float
    elapsed: float = 0.0
    start_space: int | None = None


def options_for(setup: GameSetup) -> GameOptions:
    if setup.mode is Mode.SOLO:
        difficulty = Difficulty(setup.difficulty or "easy")
        return GameOptions(players=1, solo=difficulty, seed=setup.seed)
    return GameOptions(
        players=len(setup.seats), advanced=setup.advanced, seed=setup.seed
    )


class TableCore(TableLog, Scene):
    """A whole game of Fountains from setup to results."""

    def __init__(
        self, ctx: Any, setup: GameSetup, game: FountainsGame | None = None
    ) -> None:
        super().__init__(ctx)
        self.setup = setup
        self.game = game if game is not None else FountainsGame.new(options_for(setup))
        self.outcome = self.game.outcome() if self.game.is_over() else None
        self.finished = False
        self.art = TileArt()
        self.basin_view = BasinView(BasinLayout(BASIN_RECT), ctx.fonts)
        self.board = BoardView(self.art, ctx.fonts, self.game.seats)
        self.bots = {
            seat: GreedyBot(setup.seed * 31 + seat)
            for seat in range(self.game.seats)
            if self._is_computer(seat)
        }
        self._human_count = sum(
            1 for s in range(len(self.game.fountains)) if self._is_human(s)
        )
        self.time = 0.0
        self.mouse = (0, 0)
        self.log: list[tuple[str, pal.Colour]] = []
        self.last_turn_log: dict[int, int] = {}
        self.last_placed: dict[
            int, int
        ] = {}  # seat -> index into that fountain's placed
        self.viewing = self._home_seat()
        self.selected_pawn: Pawn | None = None
        self.hover_pawn: Pawn | None = None
        self.hover_space: int | None = None
        self.tile_rotation = 0
        self.hover_cell: Cell | None = None
        self.hover_placement: Placement | None = None
        self.hover_reason: str | None = None
        self.hover_preview: PlacementPreview | None = None
        self.chosen_token: str | None = None
        self.pending: Action | None = None
        self.pending_preview: PlacementPreview | None = None
        self.bot_move: BotMove | None = None
        self.banner: RewardBanner | None = None
        self.handoff: Handoff | None = None
        self.recap: Recap | None = None
        self.fish: FishChoice | None = None
        self.swap: SwapChoice | None = None
        self.last_human: int | None = None
        self._shown_turn: tuple[int, int, Phase] | None = None
        self._previews: dict[object, PlacementPreview] = {}
        self._places: tuple[int, frozenset[Placement]] | None = None
        self._before: tuple[Any, Any] | None = None
        self._static: pygame.Surface | None = None
        self._legal_cache: tuple[int, list[Action]] | None = None
        self._buttons: list[Button] = []
        self._log_rect = LOG_RECT.copy()
        self.menu_button = Button("menu", "Menu", MENU_RECT.copy(), bars=True)
        self._drag: tuple[int, int] | None = None
        for line, colour in self._opening():
            self._say(line, colour)

    # -- seats ---------------------------------------------------------------------

    def _is_computer(self, seat: int) -> bool:
        if self.game.is_machine(seat):
            return False
        return self.setup.autoplay or self.setup.seats[seat].computer

    def _is_human(self, seat: int) -> bool:
        return not self.game.is_machine(seat) and not self._is_computer(seat)

    def _home_seat(self) -> int:
        for seat in range(len(self.game.fountains)):
            if self._is_human(seat):
                return seat
        return 0

    def _name(self, seat: int) -> str:
        if seat < len(self.setup.seats):
            return self.setup.seats[seat].name
        return "The Machine" if self.game.is_machine(seat) else f"Seat {seat + 1}"

    def _colour(self, seat: int) -> pal.Colour:
        if seat < len(self.setup.seats):
            return tuple(self.setup.seats[seat].colour)  # type: ignore[return-value]
        return MACHINE_COLOUR

    def seat_infos(self) -> list[SeatInfo]:
        scores = self.game.scores
        return [
            SeatInfo(
                self._name(s),
                self._colour(s),
                scores[s],
                self._is_computer(s),
                self.game.is_machine(s),
            )
            for s in range(self.game.seats)
        ]

    # -- legal actions (the only source of what may be done) -----------------------

    def legal(self) -> list[Action]:
        key = len(self.game.actions)
        if self._legal_cache is None or self._legal_cache[0] != key:
            self._legal_cache = (key, self.game.legal_actions())
        return self._legal_cache[1]

    def _human_to_act(self) -> bool:
        return (
            not self.game.is_over()
            and self.bot_move is None
            and self.banner is None
            and self.handoff is None
            and self.recap is None
            and self._is_human(self.game.current_seat)
            and not self._needs_handoff(self.game.current_seat)
        )

    @property
    def game_in_progress(self) -> bool:
        """Read by the pause menu: leaving asks first while this is True."""
        return not self.game.is_over()

    def awaiting_human(self) -> bool:
        """True when a person at the table must act now (nothing is animating,
        no hand-off or recap is showing)."""
        return self._human_to_act()

    def can_place_here(self) -> bool:
        """True when the large view shows the acting player's own fountain."""
        return self._acting_here()

    def play(self, action: Action) -> None:
        """Apply a legal action as if chosen on screen (scripted demos, replays);
        an action the game does not offer now is refused with ``ValueError``."""
        if action not in self.legal():
            raise ValueError(f"{action} is not a legal action now")
        self._apply(action)
        self.board.invalidate()

    def refresh(self) -> None:
        """Redraw the cached layers on the next frame."""
        self._static = None
        self._legal_cache = None

    def _needs_handoff(self, seat: int) -> bool:
        if self.last_human == seat:
            return False
        return self._human_count > 1

    def legal_drafts(self, pawn: Pawn | None = None) -> list[Draft]:
        return [
            a
            for a in self.legal()
            if isinstance(a, Draft) and (pawn is None or a.pawn is pawn)
        ]

    def legal_placements(self) -> frozenset[Placement]:
        key = len(self.game.actions)
        if self._places is None or self._places[0] != key:
            places = frozenset(
                a.placement for a in self.legal() if isinstance(a, Place)
            )
            self._places = (key, places)
        return self._places[1]

    # -- public positions (tests, accessibility) -----------------------------------

    def screen_pos_of_pawn(self, pawn: Pawn) -> tuple[int, int]:
        return self.basin_view.layout.space_centre(self.game.basin.pawns[pawn])

    def screen_pos_of_space(self, space: int) -> tuple[int, int]:
        return self.basin_view.layout.space_centre(space)

    def screen_pos_of_token(self, token_id: str) -> tuple[int, int]:
        slot = self.game.basin.face_up.index(token_id)
        return self.basin_view.layout.token_centre(slot)

    def screen_pos_of_cell(self, cell: Cell) -> tuple[int, int] | None:
        """Where to point to reach ``cell``'s visible top in the large fountain."""
        return self.board.pointer_for_cell(self._viewed_fountain(), cell)

    def screen_pos_for_placement(self, placement: Placement) -> tuple[int, int] | None:
        """Where to point so the held tile (at its current turn) lands on
        ``placement``; None when that spot is hidden at this camera turn."""
        tile = tile_by_id(placement.tile_id)
        hx, hy = self.board.handle(tile, placement.rotation)
        return self.screen_pos_of_cell((placement.x + hx, placement.y + hy))

    # -- scene protocol ------------------------------------------------------------

    def enter(self) -> None:
        # back from the pause menu: settings (colour-blind marks) may have changed
        self._static = None

    def update(self, dt: float) -> None:
        self.time += dt
        if self.banner is not None:
            self.banner.elapsed += dt
            if self.banner.elapsed < self.banner.duration:
                return
            self.banner = None
        if self.bot_move is not None:
            self.bot_move.elapsed += dt
            if self.bot_move.elapsed >= self.bot_move.duration:
                self._finish_bot_move()
            return
        if self.game.is_over():
            self._finish()
            return
        if self.handoff is not None or self.recap is not None:
            return
        seat = self.game.current_seat
        if not self._is_human(seat):
            self._start_bot_move(seat)
            return
        self._prepare_human(seat)

    # -- turn flow -----------------------------------------------------------------

    def _prepare_human(self, seat: int) -> None:
        if self._needs_handoff(seat):
            self.last_human = seat
            self.handoff = Handoff(self._name(seat), self._colour(seat))
            self._clear_turn_state()
            return
        if self.last_human != seat:
            self.last_human = seat
        key = (self.game.turn, seat, self.game.phase)
        if self._shown_turn != key:
            # each step of a human turn starts on that player's own fountain; the
            # thumbnails may then be browsed freely
            self._shown_turn = key
            if self.viewing != seat and seat < len(self.game.fountains):
                self._view(seat)
        phase = self.game.phase
        if phase is Phase.FISH and self.fish is None:
            self.fish = FishChoice(self._name(seat), self._fish_points())
        if phase is Phase.SWAP and self.swap is None:
            tokens = self.game.basin.tokens_face_up()
            self.swap = SwapChoice(tokens, min(len(tokens), len(self.game.basin.pile)))

    def _clear_turn_state(self) -> None:
        self.selected_pawn = None
        self.hover_placement = None
        self.hover_preview = None
        self.hover_reason = None
        self.pending = None
        self.pending_preview = None
        self.chosen_token = None
        self.tile_rotation = 0
        self.fish = None
        self.swap = None
        self._previews.clear()

    def _fish_points(self) -> dict[FishColour, list[tuple[str, int]]]:
        out: dict[FishColour, list[tuple[str, int]]] = {}
        for colour in FishColour:
            out[colour] = [
                (self._name(s), f.fish_points(colour))
                for s, f in enumerate(self.game.fountains)
            ]
        return out

    def _speed(self) -> float:
        speed = getattr(self.ctx.settings, "animation_speed", 1.0) or 1.0
        return max(0.1, float(speed))

    def _start_bot_move(self, seat: int) -> None:
        if self.game.is_machine(seat) or self.game.phase is Phase.MACHINE:
            action: Action = MachineTurn()
        else:
            action = self.bots[seat].choose(self.game)
        duration = BOT_STEP / self._speed()
        if isinstance(action, (ChooseFish, Swap, Discard, Pass)):
            duration *= 0.5
        move = BotMove(action, seat, duration)
        if isinstance(action, Draft):
            move.start_space = self.game.basin.pawns[action.pawn]
        if isinstance(action, MachineTurn):
            move.start_space = self.game.basin.gear
        if isinstance(action, (Place, PlaceToken)) and self.viewing != seat:
            self._view(seat)
        self.bot_move = move

    def _finish_bot_move(self) -> None:
        move = self.bot_move
        assert move is not None
        self.bot_move = None
        self._apply(move.action)

    def skip_animation(self) -> bool:
        """Click or Space: finish the showing computer move or reward banner."""
        if self.banner is not None:
            self.banner = None
            return True
        if self.bot_move is not None:
            self._finish_bot_move()
            return True
        return False

    def _apply(self, action: Action) -> None:
        game = self.game
        seat = game.current_seat
        phase = game.phase
        logged = len(game.score_log)
        fountain = game.fountains[seat] if seat < len(game.fountains) else None
        drafted = game.drafted
        basin_before = game.basin.clone()
        game.apply(action)
        self._legal_cache = None
        self._describe(action, seat, phase, drafted, basin_before)
        if isinstance(action, Place) and fountain is not None:
            self.last_placed[seat] = fountain.tile_count() - 1
        if (
            isinstance(action, (Place, PlaceToken, Discard, Pass, MachineTurn))
            or phase is Phase.FISH
        ):
            self.last_turn_log[seat] = len(self.log)
        new = game.score_log[logged:]
        if new:
            self._show_rewards(new)
        self._clear_turn_state()
        self.board.invalidate()
        self._static = None
        sound = getattr(self.ctx, "sound", None)
        if sound is not None and hasattr(sound, "play"):
            sound.play(
                "score" if new else ("water" if isinstance(action, Place) else "click")
            )
        if game.is_over():
            self.outcome = game.outcome()

    def _show_rewards(self, entries: Any) -> None:
        rows = []
        for entry in entries:
            rows.append(
                (
                    self._name(entry.seat),
                    self._colour(entry.seat),
                    entry.points,
                    entry.reason,
                    entry.category,
                )
            )
            if entry.points:
                self._say(
                    f"{self._name(entry.seat)} +{entry.points}: {entry.reason}",
                    self._colour(entry.seat),
                )
        categories = sorted({entry.category for entry in entries})
        title = "Points: " + ", ".join(categories)
        duration = REWARD_TIME
        if self.game.is_over():
            title = "Final rewards: " + ", ".join(categories)
            duration = FINAL_REWARD_TIME
        self.banner = RewardBanner(title, rows, duration / self._speed())
        fish = None
        last = self.game.actions[-1] if self.game.actions else None
        if isinstance(last, ChooseFish) and not self.game.is_over():
            fish = last.colour
        self.board.show_reward(self.game, categories, fish)

    def _finish(self) -> None:
        if self.finished:
            return
        self.finished = True
        self.outcome = self.game.outcome()
        if self.manager is None or self.outcome is None:
            return
        try:
            from game.scenes.menus.results import ResultsScene
        except ImportError:
            return
        self.manager.replace(ResultsScene(self.ctx, self.setup, self.outcome))

    # -- viewing -------------------------------------------------------------------

    def _viewed_fountain(self) -> Any:
        return self.game.fountains[min(self.viewing, len(self.game.fountains) - 1)]

    def _view(self, seat: int) -> None:
        self.viewing = seat
        self.board.camera = FountainCamera()
        self._static = None

    def _aims_at_fountain(self, pos: tuple[int, int]) -> bool:
        """The pointer is over the large view, not over its toolbar or a button."""
        if not self.board.view_rect.collidepoint(pos) or pos[1] >= AIM_BOTTOM:
            return False
        buttons = [*self._buttons, self.menu_button]
        return not any(button.rect.collidepoint(pos) for button in buttons)

    def _acting_here(self) -> bool:
        return self._human_to_act() and self.viewing == self.game.turn_seat
