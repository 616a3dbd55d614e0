"""What the Fountains table asks for now, in one line led by who must act,
over the large view; and why the held piece cannot go where it points."""

from __future__ import annotations

import pygame

from game.render.fountains.hud import smaller_sizes
from game.render.fountains.piece_words import name_pieces, tile_words
from game.rules.fountains.phases import Phase
from game.scenes.fountains.held_piece import HeldPiece
from game.scenes.fountains.label import label
from game.scenes.fountains.layout import NOTICE_ROOM, NOTICE_TOP, PROMPT_TOP
from game.scenes.fountains.panel import Panel, TableEnv
from game.scenes.fountains.table_log import action_words, plain_reason
from game.scenes.fountains.table_state import TableState
from game.scenes.fountains.view_state import FountainView
from game.ui.text import place_layer


class PromptPanel(Panel):
    def __init__(
        self,
        env: TableEnv,
        state: TableState,
        view: FountainView,
        held: HeldPiece,
    ) -> None:
        self.env = env
        self.state = state
        self.view = view
        self.held = held

    def words(self) -> str:
        """What the table asks for now, in one line led by who must act."""
        state = self.state
        game = state.game
        if game.is_over():
            return "The game is over."
        if state.bot_move is not None:
            move = state.bot_move
            return (
                f"{state.name(move.seat)} {name_pieces(action_words(move.action))}"
                "   (click or Space to skip)"
            )
        name = state.name(game.current_seat)
        here = self.view.acting_here()
        acting = state.human_to_act()
        if state.is_human(game.current_seat) and not acting:
            # the person before is still at the mouse: no orders for the next yet
            if state.reward is not None:
                return "Points scored (click or Space to go on)"
            return f"Next: {name}"
        if here and game.phase is Phase.PLACE and game.drafted:
            tile = tile_words(game.drafted)
            if state.pending is not None:
                return f"{name}: Confirm to keep {tile} there and end your turn"
            if self.held.tab_spot is not None:
                return f"{name}: click or Enter puts {tile} there (Tab: next spot)"
            count = len(self.held.spots())
            if not count:
                return f"{name}: {tile} fits nowhere at this turn: turn it (R)"
            spots = f"{count} spot{'s' if count != 1 else ''} fit"
            return f"{name}: place {tile} ({spots}, Tab tries them)"
        if acting and game.phase is Phase.DRAFT and state.legal_drafts():
            if state.selected_pawn is None:
                return (
                    f"{name}: click a pawn in the Basin, then a space ringed in green"
                )
            return (
                f"{name}: click where the {state.selected_pawn.value} pawn goes "
                "(ringed in green), or pick another pawn"
            )
        if here and game.phase is Phase.TOKEN:
            if state.chosen_token is None:
                return f"{name}: click a face-up bonus token in the Basin"
            if state.pending is not None:
                return f"{name}: Confirm to keep the token there and end your turn"
            return f"{name}: put the token on a slot or icon outlined in green"
        if acting and not here and game.phase in (Phase.PLACE, Phase.TOKEN):
            return f"{name}: go back to your own fountain to place"
        asked = game.prompt()
        if asked.lower().startswith(name.lower()):
            return asked[:1].upper() + asked[1:]  # "The Machine moves its Gear Wheel"
        return f"{name}: {asked}"

    def draw(self, surface: pygame.Surface) -> None:
        fonts, view = self.env.fonts, self.env.view
        name_rect = self.view.name_rect
        room = name_rect.x - 24 if name_rect.width else 810
        words = self.words()
        strip, pos = label(
            fonts,
            words,
            prompt_size(fonts, words, room),
            (250, 240, 220),
            (20, 16, 14, 190),
            PROMPT_TOP,
            room,
            view.scale,
        )
        place_layer(surface, strip, view.point(pos))
        held = self.held
        if (
            self.view.acting_here()
            and self.state.pending is None
            and held.hover_reason
            and (held.hover_placement or self.state.chosen_token)
        ):
            why = f"Can't go here: {plain_reason(held.hover_reason)}"
            self.env.notice = "reason"
            back = (110, 28, 22, 225)
            strip, pos = label(
                fonts,
                why,
                20,
                (255, 222, 214),
                back,
                NOTICE_TOP,
                NOTICE_ROOM,
                view.scale,
            )
            place_layer(surface, strip, view.point(pos))


PROMPT_SIZES = (22, 20, 18, 16)


def prompt_size(fonts: object, words: str, room: int) -> int:
    """The largest size at which the prompt keeps to its one row (it wraps,
    into the notice row below, only past the smallest; at a larger Text size
    the sizes go down as far as the pixels the smallest has at 100%)."""
    get = getattr(fonts, "get", None)
    if get is None:
        return PROMPT_SIZES[0]
    sizes = (*PROMPT_SIZES, *smaller_sizes(fonts, PROMPT_SIZES[-1]))
    for size in sizes:
        if get(size, True).size(words)[0] <= room - 16:
            return size
    return sizes[-1]
