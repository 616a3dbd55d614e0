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
from game.ui.widgets import Button, Choice, Stepper

if TYPE_CHECKING:
    from game.context import AppContext

PAGES = ("Overview", "Badges", "Versus & deal")
LEFT = pygame.Rect(40, 190, 590, 420)
RIGHT = pygame.Rect(650, 190, 590, 420)
WHOLE = pygame.Rect(40, 190, 1200, 420)


class RecordsScene(MenuScene):
    heading = "Records"

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

    def _note(self, surface: pygame.Surface, words: str) -> None:
        text = self.ctx.fonts.render(words, 32, theme.MIST)
        surface.blit(text, text.get_rect(center=WHOLE.center))

    def _draw_overview(
        self, surface: pygame.Surface, profile: Profile, record: ProfileRecord
    ) -> None:
        fonts = self.ctx.fonts
        left = theme.panel(LEFT.size)
        mark = SHAPES.index(profile.mark) if profile.mark in SHAPES else 0
        draw_seat_mark(left, mark, profile.colour, (34, 32), 14, True)
        name = fonts.render(fonts.fit(profile.name, 34, 480), 34, theme.FOAM, True)
        left.blit(name, (58, 16))
        if profile.picture:
            draw_picture(
                left, profile.picture, profile.colour, (LEFT.width - 40, 36), 24
            )
        y = 64
        self._draw_lines(left, figures.overview(record), y)
        surface.blit(left, LEFT.topleft)

        right = theme.panel(RIGHT.size)
        x = 22
        for label, value in figures.scores(record).items():
            words = fonts.render(f"{label}:", 22, theme.MIST)
            right.blit(words, (x, 16))
            figure = fonts.render(value, 22, theme.ACCENT, True)
            right.blit(figure, (x + words.get_width() + 8, 16))
            x += words.get_width() + figure.get_width() + 30
        if record.scores:
            chart = draw_score_chart(
                (RIGHT.width - 20, 210),
                [record.scores],
                [profile.colour],
                fonts,
                self.ctx.settings.colour_blind,
                caption="game",
            )
            right.blit(chart, (10, 40))
        self._draw_categories(right, figures.categories(record), profile.colour)
        surface.blit(right, RIGHT.topleft)

    def _draw_lines(self, panel: pygame.Surface, lines: dict[str, str], y: int) -> int:
        fonts = self.ctx.fonts
        for label, value in lines.items():
            if y > panel.get_height() - 36:
                break
            words = fonts.render(fonts.fit(label, 22, 236), 22, theme.MIST)
            panel.blit(words, (22, y))
            figure = fonts.render(fonts.fit(value, 22, 320), 22, theme.FOAM, True)
            panel.blit(figure, (262, y))
            y += 28
        return y

    def _draw_categories(
        self,
        panel: pygame.Surface,
        rows: list[tuple[str, float, float]],
        colour: theme.Colour,
    ) -> None:
        fonts = self.ctx.fonts
        top = 262
        title = fonts.render("Points per game: you and the table", 22, theme.MIST)
        panel.blit(title, (22, top))
        if not rows:
            none = fonts.render("after your first Fountains game", 22, theme.FOAM)
            panel.blit(none, (22, top + 30))
            return
        most = max(max(own, table) for _, own, table in rows) or 1.0
        for row, (name, own, table) in enumerate(rows):
            y = top + 30 + row * 25
            label = fonts.render(name.capitalize(), 20, theme.FOAM)
            panel.blit(label, (22, y))
            for offset, value, fill in ((0, own, colour), (11, table, theme.MIST)):
                width = round(300 * value / most)
                bar = pygame.Rect(130, y + offset, max(2, width), 9)
                pygame.draw.rect(panel, fill, bar, border_radius=3)
            text = fonts.render(figures.category_words(own, table), 20, theme.FOAM)
            panel.blit(text, (450, y))

    def _draw_badges(self, surface: pygame.Surface, profile: Profile) -> None:
        fonts = self.ctx.fonts
        assert self.database is not None
        held = {e.key: e.earned for e in self.database.achievements_of(profile.id)}
        box = theme.panel(WHOLE.size)
        columns, cell_w, cell_h = 6, 198, 58
        for index, achievement in enumerate(achievements.ACHIEVEMENTS):
            row, column = divmod(index, columns)
            x, y = 10 + column * cell_w, 10 + row * cell_h
            when = held.get(achievement.key)
            picture = badge(achievement, 50, when is not None)
            box.blit(picture, (x, y + 4))
            ink = theme.FOAM if when is not None else theme.darken(theme.MIST, 0.3)
            title = fonts.fit(achievement.title, 20, cell_w - 66, True)
            box.blit(fonts.render(title, 20, ink, True), (x + 60, y + 6))
            detail = (
                f"earned {when[:10]}"
                if when is not None
                else fonts.fit(achievement.words, 16, cell_w - 66)
            )
            colour = theme.ACCENT if when is not None else ink
            box.blit(fonts.render(detail, 16, colour), (x + 60, y + 29))
        surface.blit(box, WHOLE.topleft)

    def _draw_versus(
        self, surface: pygame.Surface, profile: Profile, record: ProfileRecord
    ) -> None:
        fonts = self.ctx.fonts
        left = theme.panel(LEFT.size)
        title = fonts.render("Against the computers", 30, theme.FOAM, True)
        left.blit(title, (22, 16))
        lines = {**figures.versus(record), **figures.solo_rows(record)}
        if not lines:
            lines = {"Nobody yet": "play a computer or The Machine"}
        self._draw_lines(left, lines, 64)
        surface.blit(left, LEFT.topleft)

        right = theme.panel(RIGHT.size)
        day = self.today.isoformat()
        head = fonts.render(
            f"Today's deal: {self.today:%A %d %B}", 30, theme.FOAM, True
        )
        right.blit(head, (22, 16))
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
            right.blit(fonts.render(line, 22, theme.MIST), (22, y))
            y += 28
        right.blit(fonts.render("Your days", 24, theme.FOAM, True), (22, y + 10))
        y += 44
        days = record.daily or []
        if not days:
            right.blit(fonts.render("not played yet", 22, theme.MIST), (22, y))
        for played, score, won in days[:9]:
            mark = "won" if won else "lost"
            text = f"{played}   best {score}   {mark}"
            colour = theme.ACCENT if played == day else theme.FOAM
            right.blit(fonts.render(text, 22, colour), (22, y))
            y += 28
        surface.blit(right, RIGHT.topleft)
