"""The Records screen, from the title: one page per profile.

"Overview" shows games and wins by mode and table size, against each
computer level and The Machine's each difficulty, the rival and nemesis,
Kids' Splash counts, best / average / recent scores with a chart over time
(the game's own chart) and category averages against the tables'.
"Badges" shows every achievement, earned ones with their date. "Versus &
deal" shows the record against each computer level and The Machine (best,
streaks) and today's deal.
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

import pygame

from game.records import achievements
from game.records.daily import DAILY_DIFFICULTY, daily_setup
from game.records.database import RecordsDatabase
from game.records.profiles import Profile
from game.records.session import records_for
from game.records.statistics import ProfileRecord, daily_best, profile_record
from game.scenes.menus.menu import MenuScene
from game.scenes.records import figures
from game.scenes.records.badges import badge, draw_picture
from game.scenes.screens import start_game
from game.setup import Seat
from game.ui import theme
from game.ui.chart import draw_score_chart
from game.ui.seat_marks import SHAPES, draw_seat_mark
from game.ui.text import blit_text, place_layer
from game.ui.view import View
from game.ui.widgets import Button, Choice, Stepper

if TYPE_CHECKING:
    from game.context import AppContext

PAGES = ("Overview", "Badges", "Versus & deal")
LEFT = pygame.Rect(40, 190, 590, 420)
RIGHT = pygame.Rect(650, 190, 590, 420)
WHOLE = pygame.Rect(40, 190, 1200, 420)
BADGE_COLUMNS = 5
BADGE_SIZE = 42


def _panel_view(view: View, panel: pygame.Rect) -> tuple[pygame.Surface, View]:
    """A panel card of logical ``panel`` drawn at ``view``'s scale, and the
    view of its own surface (logical places inside the panel)."""
    size = view.rect(panel).size
    card = theme.panel(size, scale=view.scale)
    return card, View(size, view.scale, pygame.Rect((0, 0), size))


class RecordsScene(MenuScene):
    heading = "Records"
    draws_at_scale = True

    def __init__(self, ctx: AppContext, today: date | None = None) -> None:
        self.database: RecordsDatabase | None = records_for(ctx)
        self.today = today or date.today()
        self.profiles: list[Profile] = (
            self.database.book.profiles() if self.database is not None else []
        )
        self.index = self._first_index()
        self.page = 0
        self.record: ProfileRecord | None = None
        self.figures: dict[str, str] = {}
        self._shown = False
        self._load()
        super().__init__(ctx)

    def _first_index(self) -> int:
        if self.database is None:
            return 0
        recent = self.database.recent_person()
        for index, profile in enumerate(self.profiles):
            if recent is not None and profile.id == recent:
                return index
        return 0

    @property
    def profile(self) -> Profile | None:
        return self.profiles[self.index] if self.profiles else None

    def _load(self) -> None:
        profile = self.profile
        if self.database is None or profile is None:
            self.record, self.figures = None, {}
            return
        self.record = profile_record(self.database.connection, profile.id)
        self.figures = {
            **figures.overview(self.record),
            **figures.versus(self.record),
            **figures.solo_rows(self.record),
            **figures.scores(self.record),
            **figures.category_lines(self.record),
        }

    # -- widgets ----------------------------------------------------------------

    def build(self) -> None:
        self.widgets.clear()
        add = self.widgets.add
        names = [p.name for p in self.profiles] or ["nobody yet"]
        add(
            Stepper(
                (40, 112, 590, 62),
                "Player",
                self.index,
                0,
                max(0, len(names) - 1),
                self._set_index,
                fmt=lambda i: names[i],
                value_width=300,
            )
        )
        add(
            Choice(
                (650, 112, 590, 62),
                "Page",
                PAGES,
                self.page,
                self._set_page,
                control_width=470,
            )
        )
        add(Button((40, 636, 220, 62), "Back", self.back, style="quiet"))
        add(Button((280, 636, 260, 62), "Profiles", self._profiles, style="quiet"))
        deal = add(
            Button(
                (900, 636, 340, 62),
                "Play today's deal",
                self._play_daily,
                style="accent",
                text_size=34,
            )
        )
        profile = self.profile
        deal.enabled = profile is not None and not profile.is_computer

    def _set_index(self, index: int) -> None:
        self.index = index
        self._load()

    def _set_page(self, page: int) -> None:
        self.page = page

    def _profiles(self) -> None:
        assert self.manager is not None
        from game.scenes.records.profiles_scene import ProfilesScene

        self.manager.push(ProfilesScene(self.ctx))

    def _play_daily(self) -> None:
        assert self.manager is not None
        profile = self.profile
        if profile is None or profile.is_computer:
            return
        player = Seat(profile.name, profile.colour)
        start_game(self.manager, self.ctx, daily_setup(player, self.today))

    def enter(self) -> None:
        # Back from the profiles' list or a game: names and figures may differ.
        if not self._shown:
            self._shown = True  # the first time, what __init__ read is new
            return
        if self.database is None:
            return
        chosen = self.profile.id if self.profile is not None else None
        self.profiles = self.database.book.profiles()
        ids = [p.id for p in self.profiles]
        self.index = ids.index(chosen) if chosen in ids else 0
        self._load()
        self.build()
        self._static = None

    # -- drawing ----------------------------------------------------------------

    def static_key(self) -> object:
        return (super().static_key(), self.index, self.page, id(self.record))

    def draw_static(self, surface: pygame.Surface) -> None:
        profile, record = self.profile, self.record
        if profile is None or record is None:
            self._note(surface, "No records yet: finish a game with a named player.")
            return
        if self.page == 0:
            self._draw_overview(surface, profile, record)
        elif self.page == 1:
            self._draw_badges(surface, profile)
        else:
            self._draw_versus(surface, profile, record)

    def _line(
        self,
        panel: pygame.Surface,
        view: View,
        words: str,
        size: int,
        colour: theme.Colour,
        at: tuple[int, int],
        room: int,
        bold: bool = False,
    ) -> pygame.Rect:
        """``words`` with its top left at logical ``at`` of a panel, in
        ``room`` logical pixels: at the Text size when it fits, else smaller
        (to its pixels at 100%), and cut short only past that."""
        fonts = self.ctx.fonts
        width = view.px(room)
        least = min(size, int(size / fonts.text_scale))
        while size > least and fonts.get(size, bold, view.scale).size(words)[0] > width:
            size -= 1
        font = fonts.get(size, bold, view.scale)
        if font.size(words)[0] > width:
            while words and font.size(words + "...")[0] > width:
                words = words[:-1]
            words = words.rstrip() + "..."
        label = fonts.render(words, size, colour, bold, view.scale)
        return blit_text(panel, label, view.point(at), panel.get_rect())

    def _note(self, surface: pygame.Surface, words: str) -> None:
        view = self.picture_view
        text = self.ctx.fonts.render(words, 32, theme.MIST, False, view.scale)
        blit_text(surface, text, text.get_rect(center=view.point(WHOLE.center)))

    def _draw_overview(
        self, surface: pygame.Surface, profile: Profile, record: ProfileRecord
    ) -> None:
        view = self.picture_view
        left, inside = _panel_view(view, LEFT)
        mark = SHAPES.index(profile.mark) if profile.mark in SHAPES else 0
        draw_seat_mark(
            left, mark, profile.colour, inside.point((34, 32)), inside.px(14), True
        )
        self._line(left, inside, profile.name, 34, theme.FOAM, (58, 16), 480, True)
        if profile.picture:
            draw_picture(
                left,
                profile.picture,
                profile.colour,
                inside.point((LEFT.width - 40, 36)),
                inside.px(24),
            )
        self._draw_lines(left, inside, figures.overview(record), 64)
        place_layer(surface, left, view.point(LEFT.topleft))

        right, inside = _panel_view(view, RIGHT)
        self._draw_scores(right, inside, figures.scores(record))
        if record.scores:
            chart = draw_score_chart(
                (RIGHT.width - 20, 210),
                [record.scores],
                [profile.colour],
                self.ctx.fonts,
                self.ctx.settings.colour_blind,
                caption="game",
                scale=inside.scale,
            )
            place_layer(right, chart, inside.point((10, 40)))
        self._draw_categories(right, inside, figures.categories(record), profile.colour)
        place_layer(surface, right, view.point(RIGHT.topleft))

    def _draw_scores(
        self, panel: pygame.Surface, view: View, scores: dict[str, str]
    ) -> None:
        """Best, average and recent on one line, as large as fits."""
        fonts = self.ctx.fonts
        room = view.px(RIGHT.width - 44)
        size = 22
        least = min(12, int(size / fonts.text_scale))

        def width(size: int) -> int:
            plain = fonts.get(size, False, view.scale)
            bold = fonts.get(size, True, view.scale)
            gaps = view.px(8) + view.px(30)
            return sum(
                plain.size(f"{label}:")[0] + bold.size(value)[0] + gaps
                for label, value in scores.items()
            )

        while size > least and width(size) > room:
            size -= 1
        x = view.px(22)
        for label, value in scores.items():
            words = fonts.render(f"{label}:", size, theme.MIST, False, view.scale)
            blit_text(panel, words, (x, view.px(16)), panel.get_rect())
            x += words.get_width() + view.px(8)
            figure = fonts.render(value, size, theme.ACCENT, True, view.scale)
            blit_text(panel, figure, (x, view.px(16)), panel.get_rect())
            x += figure.get_width() + view.px(30)

    def _draw_lines(
        self, panel: pygame.Surface, view: View, lines: dict[str, str], y: int
    ) -> int:
        height = round(panel.get_height() / view.scale)
        for label, value in lines.items():
            if y > height - 36:
                break
            self._line(panel, view, label, 22, theme.MIST, (22, y), 232)
            self._line(panel, view, value, 22, theme.FOAM, (262, y), 306, True)
            y += 28
        return y

    def _draw_categories(
        self,
        panel: pygame.Surface,
        view: View,
        rows: list[tuple[str, float, float]],
        colour: theme.Colour,
    ) -> None:
        top = 262
        title = "Points per game: you and the table"
        self._line(panel, view, title, 22, theme.MIST, (22, top), 546)
        if not rows:
            words = "after your first Fountains game"
            self._line(panel, view, words, 22, theme.FOAM, (22, top + 30), 546)
            return
        most = max(max(own, table) for _, own, table in rows) or 1.0
        # rows 25 apart: a text keeps its pixels at 100% where a larger one
        # would run into the next row
        size = self._row_size(20, 25, view)
        for row, (name, own, table) in enumerate(rows):
            y = top + 30 + row * 25
            self._line(panel, view, name.capitalize(), size, theme.FOAM, (22, y), 104)
            for offset, value, fill in ((0, own, colour), (11, table, theme.MIST)):
                width = round(300 * value / most)
                bar = pygame.Rect(130, y + offset, max(2, width), 9)
                pygame.draw.rect(panel, fill, view.rect(bar), border_radius=view.px(3))
            words = figures.category_words(own, table)
            self._line(panel, view, words, size, theme.FOAM, (450, y), 118)

    def _row_size(self, size: int, step: int, view: View) -> int:
        """The largest size up to ``size`` whose line fits ``step`` logical
        pixels as drawn (at least its size at 100%)."""
        fonts = self.ctx.fonts
        least = min(size, int(size / fonts.text_scale))
        while size > least and fonts.get(
            size, False, view.scale
        ).get_height() > view.px(step):
            size -= 1
        return size

    def _draw_badges(self, surface: pygame.Surface, profile: Profile) -> None:
        """Every achievement in a grid: its badge, its title and what earns
        it (or when it was earned), whole. The grid has no room to grow, so
        its words keep their pixels at 100% at every Text size."""
        fonts, view = self.ctx.fonts, self.picture_view
        assert self.database is not None
        held = {e.key: e.earned for e in self.database.achievements_of(profile.id)}
        box, inside = _panel_view(view, WHOLE)
        cell_w = (WHOLE.width - 20) // BADGE_COLUMNS
        rows = -(-len(achievements.ACHIEVEMENTS) // BADGE_COLUMNS)
        cell_h = (WHOLE.height - 20) // rows
        room = cell_w - BADGE_SIZE - 14
        for index, achievement in enumerate(achievements.ACHIEVEMENTS):
            row, column = divmod(index, BADGE_COLUMNS)
            x, y = 10 + column * cell_w, 10 + row * cell_h
            when = held.get(achievement.key)
            picture = badge(achievement, inside.px(BADGE_SIZE), when is not None)
            spot = inside.point((x, y + (cell_h - BADGE_SIZE) // 2))
            box.blit(picture, spot)
            ink = theme.FOAM if when is not None else theme.darken(theme.MIST, 0.3)
            left = x + BADGE_SIZE + 8
            cell = inside.rect(pygame.Rect(left, y, room + 4, cell_h))
            title_sizes = (20, 19, 18, 17, 16, 15, 14)
            size = self._unscaled(achievement.title, title_sizes, room, True)
            title = fonts.render(achievement.title, size, ink, True, view.scale)
            blit_text(box, title, inside.point((left, y + 1)), cell)
            top = y + 1 + round(title.get_height() / view.scale)
            if when is not None:
                lines, size = [f"earned {when[:10]}"], self._unscaled("", (15,), room)
                colour = theme.ACCENT
            else:
                below = (room, y + cell_h - top - 1)
                lines, size = self._badge_words(achievement.words, below)
                colour = ink
            step = fonts.get(size, False, view.scale).get_linesize()
            for k, line in enumerate(lines):
                label = fonts.render(line, size, colour, False, view.scale)
                blit_text(
                    box, label, (inside.px(left), inside.px(top) + k * step), cell
                )
        place_layer(surface, box, view.point(WHOLE.topleft))

    def _unscaled(
        self, words: str, sizes: tuple[int, ...], room: int, bold: bool = False
    ) -> int:
        """The first of ``sizes`` (pixels at 100%) at which ``words`` fit
        ``room`` logical pixels, as a logical size at the Text size in use
        (the last when none fits)."""
        fonts, view = self.ctx.fonts, self.picture_view
        for pixels in sizes:
            size = max(6, round(pixels / fonts.text_scale))
            if fonts.get(size, bold, view.scale).size(words)[0] <= view.px(room):
                break
        return size

    def _badge_words(self, words: str, room: tuple[int, int]) -> tuple[list[str], int]:
        """What earns a badge in ``room`` (logical width and height): the
        largest of a few small sizes (pixels at 100%) that holds it whole,
        on one line or two."""
        fonts, view = self.ctx.fonts, self.picture_view
        lines: list[str] = [words]
        size = 11
        for pixels in (15, 14, 13, 12, 11):
            size = max(6, round(pixels / fonts.text_scale))
            lines = fonts.wrap(words, size, room[0], scale=view.scale)
            step = fonts.get(size, False, view.scale).get_linesize()
            if len(lines) * step <= view.px(room[1]):
                break
        return lines, size

    def _draw_versus(
        self, surface: pygame.Surface, profile: Profile, record: ProfileRecord
    ) -> None:
        view = self.picture_view
        left, inside = _panel_view(view, LEFT)
        title = "Against the computers"
        self._line(left, inside, title, 30, theme.FOAM, (22, 16), 546, True)
        lines = {**figures.versus(record), **figures.solo_rows(record)}
        if not lines:
            lines = {"Nobody yet": "play a computer or The Machine"}
        self._draw_lines(left, inside, lines, 64)
        place_layer(surface, left, view.point(LEFT.topleft))

        right, inside = _panel_view(view, RIGHT)
        day = self.today.isoformat()
        head = f"Today's deal: {self.today:%A %d %B}"
        self._line(right, inside, head, 30, theme.FOAM, (22, 16), 546, True)
        level = DAILY_DIFFICULTY.capitalize()
        notes = [f"Solo at {level}, the same tiles for everyone today."]
        assert self.database is not None
        best = daily_best(self.database.connection, day)
        notes.append(
            f"Best today here: {best[1]} by {best[0]}"
            if best is not None
            else "Nobody here has played it yet today."
        )
        y = 60
        for line in notes:
            self._line(right, inside, line, 22, theme.MIST, (22, y), 546)
            y += 28
        self._line(right, inside, "Your days", 24, theme.FOAM, (22, y + 10), 546, True)
        y += 44
        days = record.daily or []
        if not days:
            self._line(right, inside, "not played yet", 22, theme.MIST, (22, y), 546)
        for played, score, won in days[:9]:
            mark = "won" if won else "lost"
            text = f"{played}   best {score}   {mark}"
            colour = theme.ACCENT if played == day else theme.FOAM
            self._line(right, inside, text, 22, colour, (22, y), 546)
            y += 28
        place_layer(surface, right, view.point(RIGHT.topleft))
