"""The Fountains table (and solo against The Machine), played with one mouse.

Every choice the scene offers comes from ``game.legal_actions()``; the view
only highlights and previews. A turn: pick a Basin pawn and where it goes,
then put the drafted tile (or bonus token) into the fountain: it follows the
pointer snapped to the grid, turns about the pointer with the wheel or R, shows
every spot where it fits (Tab cycles), says why it cannot go somewhere,
previews the water and the points, lands tentatively on a click. The whole
turn is committed with Confirm or Enter; until then Undo, Escape or a right
click takes it back step by step (the spot, then the draft itself).

The scene composes a :class:`TableState` (the game and the turn flow), the
table's view state (the large view and its camera, the held piece, the Basin
choice, where the plates and thumbnails were drawn: plain objects the panels
share) and the panels that show them, kept in one
:class:`~game.scenes.panel_stack.PanelStack` that routes every event (top-most
panel first) and draws (bottom-most first); no panel is handed another.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.audio.cues import TableCues
from game.render.fountains.tile_art import TileArt
from game.rules.fountains.actions import Action
from game.rules.fountains.catalogue import tile_by_id
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.tiles import Placement
from game.rules.outcome import Outcome
from game.scenes.fountains.basin_panel import BasinPanel
from game.scenes.fountains.board import PictureCache
from game.scenes.fountains.computer_panel import ComputerPanel
from game.scenes.fountains.dialogs import (
    BannerPanel,
    FishPanel,
    HandoffPanel,
    MenuPanel,
    RecapPanel,
    SwapPanel,
)
from game.scenes.fountains.dock_panel import DockPanel
from game.scenes.fountains.focus import TableView
from game.scenes.fountains.fountain_panel import FountainPanel
from game.scenes.fountains.held import HeldArt
from game.scenes.fountains.held_panel import HeldPanel
from game.scenes.fountains.held_piece import HeldPiece
from game.scenes.fountains.hint_panel import HintPanel
from game.scenes.fountains.keys import KeyboardPanel
from game.scenes.fountains.log_panel import LogPanel
from game.scenes.fountains.panel import Panel, TableEnv
from game.scenes.fountains.prompt import PromptPanel
from game.scenes.fountains.table_state import BotMove, TableState, options_for
from game.scenes.fountains.thumbs import ThumbsPanel
from game.scenes.fountains.tips import TipsPanel
from game.scenes.fountains.toolbar import ToolbarPanel
from game.scenes.fountains.top_bar import TopBarPanel
from game.scenes.fountains.turn_panel import TurnPanel
from game.scenes.fountains.view_state import (
    BasinChoice,
    FountainView,
    ScoredMarks,
    SeatPlaces,
)
from game.scenes.panel_stack import Offered, PanelStack
from game.scenes.scene import Scene
from game.setup import GameSetup, Mode
from game.ui.text import clear_texts, is_recording, place_layer
from game.ui.view import View

__all__ = ["BotMove", "FountainsTableScene", "TableState", "options_for"]

Cell = tuple[int, int]


class FountainsTableScene(Scene):
    """A whole game of Fountains (or solo against The Machine) from setup to
    results: ``FountainsTableScene(ctx, setup, game=None)``; ``game`` resumes a
    saved game (a person to act sees the hand-off first); ``tips=False``: no
    table tips (a lesson's table)."""

    # every panel lays out logically and draws through ``env.view``
    draws_at_scale = True

    def __init__(
        self,
        ctx: Any,
        setup: GameSetup,
        game: FountainsGame | None = None,
        tips: bool = True,
    ) -> None:
        super().__init__(ctx)
        self.setup = setup
        self.state = TableState(
            setup,
            game,
            speed=self._speed,
            pass_screen=self._pass_screen,
            computer_speed=self._computer_speed,
        )
        self.cues = TableCues(ctx.sound, self.state.game, setup.mode is Mode.SOLO)
        self.state.on_commit.append(self.cues.acted)
        self.state.on_finish.append(self._results)
        self.state.log.echo_to(getattr(ctx, "echo_log", None))
        env = self.env = TableEnv(ctx)
        state = self.state
        pictures = PictureCache(TileArt())
        # The table's view state: small plain objects the panels share, read
        # and change through their intents (a panel never holds another).
        self.fountain = FountainView(env, state, pictures)
        self.held = HeldPiece(env, state, self.fountain, self._covered)
        self.basin = BasinChoice(state)
        self.places = SeatPlaces()
        self.marks = ScoredMarks(state)
        view, held, basin, places = self.fountain, self.held, self.basin, self.places
        art = HeldArt(view.board, pictures.art, env.fonts)  # held piece and hint
        self.menu = MenuPanel(env, self._pause)
        self.fountain_panel = FountainPanel(env, state, view, held)
        self.thumbs = ThumbsPanel(env, state, pictures, view, places, self.marks)
        self.held_panel = HeldPanel(env, state, view, held, art)
        self.toolbar = ToolbarPanel(env, state, view, held, self._pause)
        self.basin_panel = BasinPanel(env, state, basin)
        self.dock = DockPanel(env, state, basin, art)
        self.prompt = PromptPanel(env, state, view, held)
        self.top_bar = TopBarPanel(env, state, places)
        self.log = LogPanel(env, state)
        self.hint = HintPanel(env, state, view, basin, art)
        self.computers = ComputerPanel(env, state, places)
        self.banner = BannerPanel(env, state, view, self.marks)
        self.handoff = HandoffPanel(env, state, view)
        self.recap = RecapPanel(env, state)
        self.turn = TurnPanel(env, state, view)
        self.fish = FishPanel(env, state)
        self.swap = SwapPanel(env, state)
        self.tips = TipsPanel(env, state, ctx, offered=tips)  # none at a lesson
        self.keys = KeyboardPanel(
            env, TableView(state, view, basin, held, places, self._offered)
        )
        # The one ordered list of the table's panels, bottom-most first (the
        # convention both tables share, game/scenes/panel_stack.py): the static
        # layer and each frame are drawn in this order, and events are offered
        # in the reverse order (top-most first) until one takes it.
        self.panels: list[Panel] = [
            self.fountain_panel,
            self.log,
            self.basin_panel,
            self.held_panel,
            self.hint,  # over the held piece: its Play it button comes first
            self.dock,
            self.prompt,  # before the computers: a refused spot's reason wins
            self.toolbar,
            self.thumbs,
            self.top_bar,
            self.banner,  # a click skips the move being shown...
            self.computers,  # ...unless it is on Why?; badges sit on the plates
            self.turn,  # sees the first click on the table, closes, passes it on
            self.recap,
            self.fish,
            self.swap,
            self.tips,  # over the dialogs, never on them (see tips.py)
            self.handoff,  # opaque while it shows: drawn over nothing
            self.menu,
            self.keys,  # the focus ring: sees keys first
        ]
        self.stack = PanelStack(self.panels)
        self._static: pygame.Surface | None = None
        self._static_revision = -1
        self._static_shapes = False

    @property
    def routing(self) -> list[Panel]:
        """The panels, top-most first (the order events are offered in)."""
        return list(reversed(self.panels))

    # -- what the shell, the pause menu and the tests read -------------------------

    @property
    def game(self) -> FountainsGame:
        return self.state.game

    @property
    def outcome(self) -> Outcome | None:
        return self.state.outcome

    @property
    def finished(self) -> bool:
        return self.state.finished

    @property
    def game_in_progress(self) -> bool:
        """Read by the pause menu: leaving asks first while this is True."""
        return not self.state.game.is_over()

    def awaiting_human(self) -> bool:
        """True when a person at the table must act now (nothing is animating,
        no hand-off or recap is showing)."""
        return self.state.human_to_act()

    def can_place_here(self) -> bool:
        """True when the large view shows the acting player's own fountain."""
        return self.fountain.acting_here()

    def play(self, action: Action) -> None:
        """Apply a legal action as if chosen on screen (scripted demos, replays);
        an action the game does not offer now is refused with ``ValueError``."""
        self.state.play(action)

    def refresh(self) -> None:
        """Redraw the cached layers on the next frame."""
        self.env.invalidate()

    def button_pos(self, key: str) -> tuple[int, int] | None:
        for button in self._shown_buttons():
            if button.key == key and button.enabled:
                return button.rect.center
        return None

    def _shown_buttons(self) -> list[Any]:
        """The buttons a person can press now: a modal panel's and those above
        it (the menu's), else every panel's, top-most first."""
        return [shown.button for shown in self._offered().buttons]

    def _offered(self) -> Offered:
        return self.stack.offered()

    # -- public positions (tests, accessibility) -----------------------------------

    def screen_pos_of_pawn(self, pawn: Any) -> tuple[int, int]:
        return self.basin.layout.space_centre(self.game.basin.pawns[pawn])

    def screen_pos_of_space(self, space: int) -> tuple[int, int]:
        return self.basin.layout.space_centre(space)

    def screen_pos_of_token(self, token_id: str) -> tuple[int, int]:
        slot = self.game.basin.face_up.index(token_id)
        return self.basin.layout.token_centre(slot)

    def screen_pos_of_cell(self, cell: Cell) -> tuple[int, int] | None:
        """Where to point to reach ``cell``'s visible top in the large fountain."""
        return self.fountain.board.pointer_for_cell(self.fountain.fountain(), cell)

    def screen_pos_for_placement(self, placement: Placement) -> tuple[int, int] | None:
        """Where to point so the held tile (at its current turn) lands on
        ``placement``; None when that spot is hidden at this camera turn."""
        tile = tile_by_id(placement.tile_id)
        hx, hy = self.held.grip_of(tile, placement.rotation)
        return self.screen_pos_of_cell((placement.x + hx, placement.y + hy))

    # -- scene protocol ------------------------------------------------------------

    def enter(self) -> None:
        # back from the pause menu: settings (colour-blind marks) may have changed
        self.env.invalidate()
        self.cues.enter()

    def exit(self) -> None:
        # leaving the table (results, title, quitting): stop the thinking worker
        self.state.computer.close()
        self.cues.leave()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if hasattr(event, "pos") and event.type in _POINTER_EVENTS:
            self.env.mouse = event.pos
        return self.stack.handle_event(event)

    def update(self, dt: float) -> None:
        if not self.env.reduce_motion:
            self.env.time += dt  # reduce motion: the water and the marks hold still
        self.state.update(dt)
        self.stack.update(dt)
        self.cues.watch(
            self.fountain.fountain(), self.state.revision, self.handoff.modal
        )

    def draw(self, surface: pygame.Surface) -> None:
        self.env.notice = None
        self.env.view = View.of_picture(surface.get_size())
        if not self.stack.hidden():
            if (
                self._static is None
                or self.env.static_dirty
                or self._static_revision != self.state.revision
                or self._static_shapes != self.env.shapes
                or self._static.get_size() != surface.get_size()
                or is_recording()  # its words noted on the layer, carried over
            ):
                self._static = self._render_static(surface.get_size())
            place_layer(surface, self._static, (0, 0))
        self.stack.draw(surface)

    def _render_static(self, size: tuple[int, int]) -> pygame.Surface:
        """The static layer at the size of the surface drawn on (the picture
        when the table draws at scale), painted through ``env.view``."""
        self.env.static_dirty = False
        self._static_revision = self.state.revision
        self._static_shapes = self.env.shapes  # colour-blind marks, live
        surface = self._static
        if surface is None or surface.get_size() != size:
            surface = pygame.Surface(size)
        clear_texts(surface)
        background = self.fountain.board.table_background(self.env.view.scale)
        if background.get_size() != size:  # a pixel short at an odd size
            surface.fill(background.get_at((0, background.get_height() - 1)))
        surface.blit(background, (0, 0))
        self.stack.draw_static(surface)
        return surface

    # -- wiring --------------------------------------------------------------------

    def _covered(self, pos: tuple[int, int]) -> bool:
        """A button some panel shows is at ``pos``: the held piece aims past it."""
        return self.stack.button_at(pos)

    def _pass_screen(self) -> bool:
        return bool(getattr(self.ctx.settings, "handoff_screen", False))

    def _speed(self) -> float:
        speed = getattr(self.ctx.settings, "animation_speed", 1.0) or 1.0
        return max(0.1, float(speed))

    def _computer_speed(self) -> float:
        return float(getattr(self.ctx.settings, "computer_speed", 1.0) or 1.0)

    def _pause(self) -> None:
        if self.manager is not None:
            self.manager.push(self.ctx.screens.pause(self.ctx, self.setup.mode))

    def _results(self, outcome: Outcome) -> None:
        if self.manager is not None:
            screens = self.ctx.screens
            results = screens.results(self.ctx, self.setup, outcome, self.game)
            self.manager.replace(results)


_POINTER_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
