"""The end of a game: who won and why, points by category, every final
fountain (a click shows one large) or the score over time.

Drawn at the window's resolution: the layout is logical (``TABLE``,
``CHART``, the buttons), mapped through ``self.picture_view``; text is
rendered and measured at the physical size, the fountains painted at the
physical cell width, and the score chart (``game.ui.chart``) drawn at the
view's scale.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

import pygame

from game.audio.cues import ending_sound
from game.render.fountains.piece_words import name_pieces
from game.rules.fountains.game import FountainsGame
from game.rules.outcome import Outcome
from game.saves.session import store_for
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
from game.ui.view import View
from game.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from game.context import AppContext
    from game.ui.fonts import Fonts

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
        return dataclasses.replace(seat, name=setup.shown_names()[index])
    if setup.mode is Mode.SOLO and index == 1:
        return Seat("The Machine", theme.MACHINE_COLOUR, computer=True)
    return Seat(
        f"Seat {index + 1}", theme.SEAT_COLOURS[index % len(theme.SEAT_COLOURS)]
    )


def fit_name(fonts: Any, name: str, width: int, scale: float = 1.0) -> pygame.Surface:
    """A seat's name in ``width`` logical pixels, rendered at ``scale``:
    smaller sizes before cutting it."""
    room = round(width * scale)
    least = int(22 / float(getattr(fonts, "text_scale", 1.0)))
    for size in (30, 26, *range(22, least - 1, -1)):
        label = fonts.render(name, size, theme.FOAM, False, scale)
        if label.get_width() <= room:
            return label  # type: ignore[no-any-return]
    font = fonts.get(22, False, scale)
    short = name
    while short and font.size(short + "...")[0] > room:
        short = short[:-1]
    return fonts.render(short.rstrip() + "...", 22, theme.FOAM, False, scale)  # type: ignore[no-any-return]


def fit_size(fonts: Any, words: str, size: int, width: int, scale: float) -> int:
    """The largest size up to ``size`` at which bold ``words`` fit ``width``
    logical pixels as drawn at ``scale`` (at least 16)."""
    room = round(width * scale)
    while size > 16 and fonts.get(size, True, scale).size(words)[0] > room:
        size -= 1
    return size


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


class FountainCell(Widget):
    """A seat's final fountain as a thing to focus: Tab reaches it, Enter
    shows it large, and Enter again (or Escape) goes back to every
    fountain. The fountain is drawn on the results' static layer; this draws
    the focus ring. Clicks are the scene's own (on the press)."""

    def __init__(self, scene: ResultsScene, seat: int, name: str) -> None:
        super().__init__(pygame.Rect(0, 0, 1, 1), f"{name}'s fountain")
        self.scene = scene
        self.seat = seat

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False  # the scene takes the clicks on the fountains

    def activate(self) -> None:
        self._click()
        fountains = self.scene.fountains
        if fountains is not None:
            fountains.large = None if fountains.large is not None else self.seat
        self.scene.sync_cells()

    def draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool) -> None:
        if focused:
            self._draw_focus(surface, self.rect)


class ResultsScene(MenuScene):
    """Shown by a game scene with ``manager.replace(ResultsScene(ctx, setup,
    outcome, game))``; ``game`` (the finished game) shows every final
    fountain. Escape returns to the title (first back from a fountain shown
    large)."""

    game_in_progress = False
    draws_at_scale = True

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
            for seat in self.fountains.seats:
                self.widgets.add(FountainCell(self, seat.seat, seat.name))
            self.sync_cells()
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
        self.sync_cells()

    def sync_cells(self) -> None:
        """The fountains to focus as shown: each in the grid, the large one
        alone, or none while the score chart shows."""
        fountains = self.fountains
        if fountains is None:
            return
        boxes = {seat.seat: box for seat, box in fountains.boxes(_inside(CHART))}
        for widget in self.widgets:
            if not isinstance(widget, FountainCell):
                continue
            if fountains.large is not None:
                widget.enabled = widget.seat == fountains.large
                widget.rect = LARGE.inflate(-6, -6)
            else:
                widget.enabled = self.showing_fountains
                widget.rect = boxes.get(widget.seat, widget.rect)

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
        used = self._handle(event)
        self.sync_cells()
        return used

    def _handle(self, event: pygame.event.Event) -> bool:
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

    def _draw_table(self, surface: pygame.Surface, view: View) -> None:
        """The points table: a row per seat (winners first), a column per
        category, then the biggest moments."""
        fonts = self.ctx.fonts
        colour_blind = self.ctx.settings.colour_blind
        body = view.rect(TABLE)
        surface.blit(theme.panel(body.size, scale=view.scale), body.topleft)
        x0, y0 = TABLE.topleft
        columns = [*categories(self.outcome), "total"]
        breakdown = self.outcome.breakdown()
        col_width = (TABLE.width - NAME_WIDTH - 30) // max(1, len(columns))
        col_x = [
            x0 + NAME_WIDTH + col_width * i + col_width // 2
            for i in range(len(columns))
        ]
        for x, name in zip(col_x, columns, strict=True):
            words = name.capitalize()
            size = fit_size(fonts, words, 26, col_width - 6, view.scale)
            text = fonts.render(words, size, theme.MIST, True, view.scale)
            blit_text(
                surface, text, text.get_rect(center=view.point((x, y0 + 34))), body
            )
        line_y = y0 + 58
        pygame.draw.line(
            surface,
            theme.PANEL_EDGE,
            view.point((x0 + 20, line_y)),
            view.point((TABLE.right - 20, line_y)),
            view.px(2),
        )
        order = sorted(
            range(len(self.outcome.scores)),
            key=lambda s: (s not in self.outcome.winners, -self.outcome.scores[s], s),
        )
        for row, seat_index in enumerate(order):
            y = y0 + 70 + row * ROW_HEIGHT
            seat = seat_for(self.setup, seat_index)
            if seat_index in self.outcome.winners:
                band = pygame.Rect(x0 + 12, y, TABLE.width - 24, ROW_HEIGHT - 6)
                theme.blend_rect(
                    surface, (*theme.ACCENT, 50), view.rect(band), view.px(10)
                )
            centre_y = y + (ROW_HEIGHT - 6) // 2
            draw_seat_mark(
                surface,
                seat_index,
                seat.colour,
                view.point((x0 + 36, centre_y)),
                view.px(13),
                colour_blind,
            )
            plate = fit_name(fonts, seat.name, NAME_WIDTH - 60, view.scale)
            spot = plate.get_rect(midleft=view.point((x0 + 58, centre_y)))
            blit_text(surface, plate, spot, body)
            values = [breakdown[seat_index].get(c, 0) for c in columns[:-1]]
            values.append(self.outcome.scores[seat_index])
            for index, (x, value) in enumerate(zip(col_x, values, strict=True)):
                bold = index == len(values) - 1
                text = fonts.render(
                    str(value),
                    32 if bold else 30,
                    theme.ACCENT if bold else theme.FOAM,
                    bold,
                    view.scale,
                )
                spot = text.get_rect(center=view.point((x, centre_y)))
                blit_text(surface, text, spot, body)
        self._draw_moments(surface, view, y0 + 70 + len(order) * ROW_HEIGHT + 16)
        if not self.outcome.score_log:
            note = fonts.render(
                "No points were recorded by category.",
                24,
                theme.MIST,
                False,
                view.scale,
            )
            spot = note.get_rect(
                midbottom=view.point((TABLE.centerx, TABLE.bottom - 16))
            )
            blit_text(surface, note, spot, body)

    def _draw_moments(self, surface: pygame.Surface, view: View, top: int) -> None:
        """The biggest single scores, as many as fit under the rows."""
        fonts = self.ctx.fonts
        room = (TABLE.bottom - top - 50) // MOMENT_HEIGHT
        moments = sorted(self.outcome.score_log, key=lambda e: (-e.points, e.turn))
        if room <= 0 or not moments:
            return
        x0 = TABLE.x
        body = view.rect(TABLE)
        pygame.draw.line(
            surface,
            theme.PANEL_EDGE,
            view.point((x0 + 20, top)),
            view.point((TABLE.right - 20, top)),
            view.px(1),
        )
        label = fonts.render("Biggest moments", 24, theme.MIST, True, view.scale)
        blit_text(surface, label, view.point((x0 + 24, top + 12)), body)
        y = top + 46
        for entry in moments[: min(room, 4)]:
            seat = seat_for(self.setup, entry.seat)
            draw_seat_mark(
                surface,
                entry.seat,
                seat.colour,
                view.point((x0 + 34, y + 11)),
                view.px(8),
                self.ctx.settings.colour_blind,
            )
            points = fonts.render(
                f"+{entry.points}", 24, theme.ACCENT, True, view.scale
            )
            blit_text(surface, points, view.point((x0 + 50, y)), body)
            words = f"{seat.name}: {name_pieces(entry.reason)} (turn {entry.turn})"
            for line_y, line, size in _moment_lines(
                fonts, words, TABLE.width - 128, view.scale
            ):
                text = fonts.render(line, size, theme.FOAM, False, view.scale)
                spot = (view.point((x0 + 104, 0))[0], view.point((0, y))[1] + line_y)
                blit_text(surface, text, spot, body)
            y += MOMENT_HEIGHT

    def _draw_chart(self, surface: pygame.Surface, view: View) -> None:
        body = view.rect(CHART)
        surface.blit(theme.panel(body.size, scale=view.scale), body.topleft)
        if self.fountains is None:  # else the tab above says what this is
            title = self.ctx.fonts.render(
                "Score over time", 30, theme.MIST, True, view.scale
            )
            spot = title.get_rect(midtop=view.point((CHART.centerx, CHART.y + 16)))
            blit_text(surface, title, spot, body)
        colours = [
            seat_for(self.setup, i).colour for i in range(len(self.outcome.scores))
        ]
        chart = draw_score_chart(
            (CHART.width - 20, CHART.height - 60),
            self.outcome.score_over_time(),
            colours,
            self.ctx.fonts,
            self.ctx.settings.colour_blind,
            scale=view.scale,
        )
        place_layer(surface, chart, view.point((CHART.x + 10, CHART.y + 50)))

    def draw_static(self, surface: pygame.Surface) -> None:
        view = self.picture_view
        fountains = self.fountains
        if fountains is not None and fountains.large is not None:
            fountains.draw_large(surface, LARGE, view)
            return
        self._draw_table(surface, view)
        if fountains is not None and self.showing_fountains:
            body = view.rect(CHART)
            surface.blit(theme.panel(body.size, scale=view.scale), body.topleft)
            fountains.draw_grid(surface, _inside(CHART), view)
        else:
            self._draw_chart(surface, view)


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


def _moment_lines(
    fonts: Any, words: str, width: int, scale: float = 1.0
) -> list[tuple[int, str, int]]:
    """A biggest moment in its row, whole: one line at the largest size that
    fits ``width`` logical pixels as drawn at ``scale``, else two smaller
    lines (never cut short). At a larger Text size the sizes go down as far
    as the pixels they have at 100%. Each line: (its offset in physical
    pixels from the row's top, its words, its logical size)."""
    text_scale = float(getattr(fonts, "text_scale", 1.0))
    small = int(16 / text_scale)
    room = round(width * scale)
    for size in (24, 22, 20, *range(19, small - 1, -1)):
        if fonts.get(size, False, scale).size(words)[0] <= room:
            lift = 2 + max(0, 24 - round(size * text_scale)) // 2
            return [(round(lift * scale), words, size)]
    lines = fonts.wrap(words, small, width, scale=scale)
    if len(lines) > 2:
        lines = [lines[0], " ".join(lines[1:])]
    step = fonts.get(small, False, scale).get_linesize() - round(4 * scale)
    return [(k * step - round(2 * scale), line, small) for k, line in enumerate(lines)]
