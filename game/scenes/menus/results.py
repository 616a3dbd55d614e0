"""The end of a game: who won and why, points by category, every final
fountain (a click shows one large) or the score over time."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

import pygame

from game.audio.cues import ending_sound
from game.render.fountains.piece_words import name_pieces
from game.rules.fountains.game import FountainsGame
from game.rules.outcome import Outcome
from game.saves.session import store_for
from game.scenes.fountains.seat_names import table_names
from game.scenes.menus.final_fountains import FinalFountains, FinalSeat
from game.scenes.menus.menu import MenuScene
from game.scenes.menus.seats import new_seed
from game.scenes.records.toast import after_game
from game.scenes.screens import back_to_title
from game.setup import GameSetup, Mode, Seat
from game.ui import theme
from game.ui.chart import draw_score_chart
from game.ui.seat_marks import draw_seat_mark
from game.ui.text import blit_text, place_layer
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.context import AppContext

TABLE = pygame.Rect(40, 170, 720, 430)
CHART = pygame.Rect(780, 170, 460, 430)
#: The side panel's two views (when the table handed over the finished game).
TABS = (pygame.Rect(780, 128, 226, 36), pygame.Rect(1014, 128, 226, 36))
#: One fountain shown large covers the points table and the side panel.
LARGE = pygame.Rect(TABLE.x, TABLE.y, CHART.right - TABLE.x, TABLE.height)
NAME_WIDTH = 230
ROW_HEIGHT = 52
MOMENT_HEIGHT = 30


def seat_for(setup: GameSetup, index: int) -> Seat:
    """The seat's name and colour; a seat the setup does not list (The Machine
    in a solo game started without it) gets a plain name; a computer seat left
    at "Player N" the name the table gave it."""
    if index < len(setup.seats):
        seat = setup.seats[index]
        if setup.mode is Mode.SPLASH:
            return seat
        return dataclasses.replace(seat, name=table_names(setup)[index])
    if setup.mode is Mode.SOLO and index == 1:
        return Seat("The Machine", theme.MACHINE_COLOUR, computer=True)
    return Seat(
        f"Seat {index + 1}", theme.SEAT_COLOURS[index % len(theme.SEAT_COLOURS)]
    )


def fit_name(fonts: object, name: str, width: int) -> pygame.Surface:
    """A seat's name in ``width`` pixels: smaller sizes before cutting it."""
    for size in (30, 26, 22):
        label = fonts.render(name, size, theme.FOAM)  # type: ignore[attr-defined]
        if label.get_width() <= width:
            return label
    short = fonts.fit(name, 22, width)  # type: ignore[attr-defined]
    return fonts.render(short, 22, theme.FOAM)  # type: ignore[attr-defined,no-any-return]


def headline(setup: GameSetup, outcome: Outcome) -> str:
    names = [seat_for(setup, i).name for i in outcome.winners]
    if setup.mode is Mode.SOLO:
        if 0 in outcome.winners and len(outcome.winners) == 1:
            return f"{names[0]} beat The Machine!"
        return "The Machine wins this time"
    if not names:
        return "No winner"
    if len(names) == 1:
        return f"{names[0]} wins!"
    return "Shared victory: " + ", ".join(names[:-1]) + " and " + names[-1]


def categories(outcome: Outcome) -> list[str]:
    """Categories in the order they first scored."""
    seen: list[str] = []
    for entry in outcome.score_log:
        if entry.category not in seen:
            seen.append(entry.category)
    return seen


class ResultsScene(MenuScene):
    """Shown by a game scene with ``manager.replace(ResultsScene(ctx, setup,
    outcome, game))``; ``game`` (the finished game) shows every final
    fountain. Escape returns to the title (first back from a fountain shown
    large)."""

    game_in_progress = False

    def __init__(
        self,
        ctx: AppContext,
        setup: GameSetup,
        outcome: Outcome,
        game: FountainsGame | None = None,
    ) -> None:
        self.setup = setup
        self.outcome = outcome
        self.heading = headline(setup, outcome)
        self._celebrated = False
        self.fountains = (
            FinalFountains(
                game,
                final_seats(setup, outcome, game),
                ctx.fonts,
                ctx.settings.colour_blind,
            )
            if game is not None and game.is_over()
            else None
        )
        #: The side panel shows the fountains (else the score over time).
        self.showing_fountains = self.fountains is not None
        super().__init__(ctx)

    def build(self) -> None:
        store = store_for(self.ctx)
        #: The game just finished, kept as a replay (None when not saved).
        self.record = store.recent_for(self.setup) if store is not None else None
        self.widgets.add(after_game(self.ctx, self.record))
        if self.fountains is not None:
            for rect, label, show in (
                (TABS[0], "Fountains", True),
                (TABS[1], "Score over time", False),
            ):
                self.widgets.add(
                    Button(
                        rect,
                        label,
                        lambda show=show: self.show_fountains(show),  # type: ignore[misc]
                        text_size=22,
                        style="quiet",
                    )
                )
            self._sync_tabs()
        if self.record is None:
            self.widgets.add(
                Button((330, 626, 280, 70), "Play again", self._again, style="accent")
            )
            self.widgets.add(Button((670, 626, 280, 70), "Main menu", self.back))
            return
        self.widgets.add(
            Button((180, 626, 280, 70), "Play again", self._again, style="accent")
        )
        self.widgets.add(Button((500, 626, 280, 70), "Watch again", self._watch))
        self.widgets.add(Button((820, 626, 280, 70), "Main menu", self.back))

    def show_fountains(self, show: bool) -> None:
        """The side panel: every fountain, or the score over time."""
        self.showing_fountains = show and self.fountains is not None
        if self.fountains is not None:
            self.fountains.large = None
        self._sync_tabs()

    def _sync_tabs(self) -> None:
        """The tab of the view shown stands out."""
        for widget in self.widgets:
            if isinstance(widget, Button) and widget.rect in TABS:
                shown = (widget.rect == TABS[0]) == self.showing_fountains
                style = "primary" if shown else "quiet"
                if widget.style != style:
                    widget.style = style
                    widget.forget_looks()

    def handle_event(self, event: pygame.event.Event) -> bool:
        fountains = self.fountains
        if fountains is not None and fountains.large is not None:
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                if LARGE.collidepoint(event.pos):
                    fountains.large = None  # back to every fountain
                    return True
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                fountains.large = None
                return True
        elif (
            fountains is not None
            and self.showing_fountains
            and event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
        ):
            seat = fountains.seat_at(_inside(CHART), event.pos)
            if seat is not None:
                fountains.large = seat  # that fountain, large
                return True
        return super().handle_event(event)

    def static_key(self) -> object:
        large = self.fountains.large if self.fountains is not None else None
        return (super().static_key(), self.showing_fountains, large)

    def _watch(self) -> None:
        assert self.manager is not None and self.record is not None
        self.manager.push(self.ctx.screens.replay(self.ctx, self.record))

    def enter(self) -> None:
        self.ctx.sound.play_music("results")
        if not self._celebrated:
            self._celebrated = True
            seats = [seat.computer for seat in self.setup.seats]
            self.ctx.sound.play(ending_sound(self.outcome.winners, seats))

    def back(self) -> None:
        assert self.manager is not None
        back_to_title(self.manager, self.ctx)

    def _again(self) -> None:
        assert self.manager is not None
        setup = dataclasses.replace(self.setup, seed=new_seed())
        self.manager.replace(self.ctx.screens.game(self.ctx, setup))

    @property
    def subheading(self) -> str:  # type: ignore[override]
        store = store_for(self.ctx)
        unkept = store.unkept_line(self.record) if store is not None else None
        if unkept:  # the finished game is not in the replays: say so first
            return unkept
        parts = []
        if self.outcome.tiebreak:
            parts.append(f"Decided by {self.outcome.tiebreak}")
        if self.outcome.termination:
            parts.append(self.outcome.termination)
        return "  ·  ".join(parts)

    def _draw_table(self) -> pygame.Surface:
        fonts = self.ctx.fonts
        colour_blind = self.ctx.settings.colour_blind
        surface = theme.panel(TABLE.size)
        columns = [*categories(self.outcome), "total"]
        breakdown = self.outcome.breakdown()
        col_width = (TABLE.width - NAME_WIDTH - 30) // max(1, len(columns))
        col_x = [
            NAME_WIDTH + col_width * i + col_width // 2 for i in range(len(columns))
        ]
        for x, name in zip(col_x, columns, strict=True):
            size = 26 if len(name) <= 9 else 22
            text = fonts.render(name.capitalize(), size, theme.MIST, bold=True)
            surface.blit(text, text.get_rect(center=(x, 34)))
        pygame.draw.line(surface, theme.PANEL_EDGE, (20, 58), (TABLE.width - 20, 58), 2)
        order = sorted(
            range(len(self.outcome.scores)),
            key=lambda s: (s not in self.outcome.winners, -self.outcome.scores[s], s),
        )
        for row, seat_index in enumerate(order):
            y = 70 + row * ROW_HEIGHT
            seat = seat_for(self.setup, seat_index)
            if seat_index in self.outcome.winners:
                band = pygame.Rect(12, y, TABLE.width - 24, ROW_HEIGHT - 6)
                pygame.draw.rect(surface, (*theme.ACCENT, 50), band, border_radius=10)
            centre_y = y + (ROW_HEIGHT - 6) // 2
            draw_seat_mark(
                surface, seat_index, seat.colour, (36, centre_y), 13, colour_blind
            )
            plate = fit_name(fonts, seat.name, NAME_WIDTH - 60)
            surface.blit(plate, plate.get_rect(midleft=(58, centre_y)))
            values = [breakdown[seat_index].get(c, 0) for c in columns[:-1]]
            values.append(self.outcome.scores[seat_index])
            for index, (x, value) in enumerate(zip(col_x, values, strict=True)):
                bold = index == len(values) - 1
                text = fonts.render(
                    str(value),
                    32 if bold else 30,
                    theme.ACCENT if bold else theme.FOAM,
                    bold=bold,
                )
                surface.blit(text, text.get_rect(center=(x, centre_y)))
        self._draw_moments(surface, 70 + len(order) * ROW_HEIGHT + 16)
        if not self.outcome.score_log:
            note = fonts.render("No points were recorded by category.", 24, theme.MIST)
            surface.blit(
                note, note.get_rect(midbottom=(TABLE.width // 2, TABLE.height - 16))
            )
        return surface

    def _draw_moments(self, surface: pygame.Surface, top: int) -> None:
        """The biggest single scores, as many as fit under the rows."""
        fonts = self.ctx.fonts
        room = (TABLE.height - top - 50) // MOMENT_HEIGHT
        moments = sorted(self.outcome.score_log, key=lambda e: (-e.points, e.turn))
        if room <= 0 or not moments:
            return
        pygame.draw.line(surface, theme.PANEL_EDGE, (20, top), (TABLE.width - 20, top))
        label = fonts.render("Biggest moments", 24, theme.MIST, bold=True)
        surface.blit(label, (24, top + 12))
        y = top + 46
        for entry in moments[: min(room, 4)]:
            seat = seat_for(self.setup, entry.seat)
            draw_seat_mark(
                surface,
                entry.seat,
                seat.colour,
                (34, y + 11),
                8,
                self.ctx.settings.colour_blind,
            )
            points = fonts.render(f"+{entry.points}", 24, theme.ACCENT, bold=True)
            blit_text(surface, points, (50, y), surface.get_rect())
            words = f"{seat.name}: {name_pieces(entry.reason)} (turn {entry.turn})"
            for line_y, line, size in _moment_lines(fonts, words, TABLE.width - 128):
                text = fonts.render(line, size, theme.FOAM)
                blit_text(surface, text, (104, y + line_y), surface.get_rect())
            y += MOMENT_HEIGHT

    def _draw_chart(self) -> pygame.Surface:
        surface = theme.panel(CHART.size)
        if self.fountains is None:  # else the tab above says what this is
            title = self.ctx.fonts.render("Score over time", 30, theme.MIST, bold=True)
            surface.blit(title, title.get_rect(midtop=(CHART.width // 2, 16)))
        colours = [
            seat_for(self.setup, i).colour for i in range(len(self.outcome.scores))
        ]
        chart = draw_score_chart(
            (CHART.width - 20, CHART.height - 60),
            self.outcome.score_over_time(),
            colours,
            self.ctx.fonts,
            self.ctx.settings.colour_blind,
        )
        surface.blit(chart, (10, 50))
        return surface

    def draw_static(self, surface: pygame.Surface) -> None:
        fountains = self.fountains
        if fountains is not None and fountains.large is not None:
            fountains.draw_large(surface, LARGE)
            return
        place_layer(surface, self._draw_table(), TABLE.topleft)
        if fountains is not None and self.showing_fountains:
            place_layer(surface, theme.panel(CHART.size), CHART.topleft)
            fountains.draw_grid(surface, _inside(CHART))
        else:
            place_layer(surface, self._draw_chart(), CHART.topleft)


def _inside(panel: pygame.Rect) -> pygame.Rect:
    return panel.inflate(-20, -20)


def final_seats(
    setup: GameSetup, outcome: Outcome, game: FountainsGame
) -> list[FinalSeat]:
    """The seats with a fountain (not The Machine), as the results name them,
    in the points table's order (the winners first)."""
    breakdown = outcome.breakdown()
    order = categories(outcome)
    seats = sorted(
        range(len(outcome.scores)),
        key=lambda s: (s not in outcome.winners, -outcome.scores[s], s),
    )
    return [
        FinalSeat(
            seat,
            seat_for(setup, seat).name,
            seat_for(setup, seat).colour,
            outcome.scores[seat],
            seat in outcome.winners,
            tuple((c, breakdown[seat].get(c, 0)) for c in order),
        )
        for seat in seats
        if seat < len(game.fountains) and not game.is_machine(seat)
    ]


def _moment_lines(fonts: Any, words: str, width: int) -> list[tuple[int, str, int]]:
    """A biggest moment in its row, whole: one line at the largest size that
    fits, else two smaller lines (never cut short). At a larger Text size the
    sizes go down as far as the pixels they have at 100%."""
    scale = float(getattr(fonts, "text_scale", 1.0))
    small = int(16 / scale)
    for size in (24, 22, 20, *range(19, small - 1, -1)):
        if fonts.get(size).size(words)[0] <= width:
            return [(2 + max(0, 24 - round(size * scale)) // 2, words, size)]
    lines = fonts.wrap(words, small, width)
    if len(lines) > 2:
        lines = [lines[0], " ".join(lines[1:])]
    step = fonts.get(small).get_linesize() - 4
    return [(k * step - 2, line, small) for k, line in enumerate(lines)]
