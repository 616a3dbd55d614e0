"""The list of saved games: unfinished ones to continue and finished ones to
watch again, the most recent first, a page at a time. A file that cannot be
read is kept aside (never deleted) and named at the top. Drawn at the
window's resolution, like every menu (``MenuScene.picture_view``)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from game.rules.errors import CorruptStateError
from game.saves.session import store_for
from game.saves.store import SaveEntry
from game.scenes.menus.menu import MenuScene
from game.ui import theme
from game.ui.text import blit_text
from game.ui.widgets import Button

if TYPE_CHECKING:
    import pygame

    from game.context import AppContext

PAGE = 5
ROW_TOP, ROW_HEIGHT, ROW_GAP = 150, 76, 10


class GameListScene(MenuScene):
    """Replays: finished games (Watch) and unfinished ones (Continue)."""

    heading = "Replays"
    draws_at_scale = True

    def __init__(self, ctx: AppContext) -> None:
        self.store = store_for(ctx)
        self.page = 0
        self.entries: list[tuple[SaveEntry, bool]] = []
        self.problem = ""
        super().__init__(ctx)

    @property
    def subheading(self) -> str:  # type: ignore[override]
        if self.problem:
            return self.problem
        if not self.entries:
            return "No games yet: a finished game is kept here to watch again."
        return "Finished games to watch again, unfinished ones to continue"

    def _load_entries(self) -> None:
        if self.store is None:
            self.entries = []
            return
        unfinished = [(e, False) for e in self.store.unfinished()]
        finished = [(e, True) for e in self.store.finished()]
        self.entries = unfinished + finished

    def build(self) -> None:
        self._load_entries()
        pages = max(1, (len(self.entries) + PAGE - 1) // PAGE)
        self.page = min(self.page, pages - 1)
        shown = self.entries[self.page * PAGE : (self.page + 1) * PAGE]
        for row, (entry, finished) in enumerate(shown):
            verb = "Watch" if finished else "Continue"
            y = ROW_TOP + row * (ROW_HEIGHT + ROW_GAP)
            self.widgets.add(
                Button(
                    (190, y, 900, ROW_HEIGHT),
                    entry.describe(),
                    partial(self._open, entry, finished),
                    text_size=28,
                    style="primary" if finished else "accent",
                    detail=f"{verb} · last played {entry.when()}",
                )
            )
        bottom = 630
        self.widgets.add(
            Button((190, bottom, 200, 62), "Back", self.back, style="quiet")
        )
        newer = self.widgets.add(
            Button((680, bottom, 200, 62), "Newer", self._newer, style="quiet")
        )
        older = self.widgets.add(
            Button((890, bottom, 200, 62), "Older", self._older, style="quiet")
        )
        newer.enabled = self.page > 0
        older.enabled = self.page < pages - 1

    def _rebuild(self) -> None:
        self.widgets.clear()
        self.build()

    def enter(self) -> None:
        self._rebuild()  # back from a game or a replay: the lists may have changed

    def _newer(self) -> None:
        self.page -= 1
        self._rebuild()

    def _older(self) -> None:
        self.page += 1
        self._rebuild()

    def _open(self, entry: SaveEntry, finished: bool) -> None:
        assert self.manager is not None and self.store is not None
        try:
            saved = self.store.load(entry.path)
        except CorruptStateError as exc:
            self.problem = _short(str(exc))
            self.ctx.notices.append(
                self.store.problems[-1] if self.store.problems else str(exc)
            )
            self._rebuild()
            return
        screens = self.ctx.screens
        try:
            scene = (
                screens.replay(self.ctx, saved)
                if finished
                else screens.resume(self.ctx, saved)
            )
        except ValueError as exc:  # a sound file whose pond is gone: left as it is
            self.problem = _short(f"cannot open {entry.path.name}: {exc}")
            self._rebuild()
            return
        self.manager.push(scene)

    def draw_static(self, surface: pygame.Surface) -> None:
        if not self.entries:
            return
        pages = max(1, (len(self.entries) + PAGE - 1) // PAGE)
        view = self.picture_view
        words = f"Page {self.page + 1} of {pages}"
        text = self.ctx.fonts.render(words, 24, theme.MIST, scale=view.scale)
        blit_text(surface, text, view.place(text, midleft=(410, 661)))

    def static_key(self) -> object:
        return (super().static_key(), self.page, len(self.entries), self.problem)


def _short(text: str, most: int = 90) -> str:
    return text if len(text) <= most else text[: most - 3] + "..."
