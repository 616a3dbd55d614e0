"""The profiles: rename one, change its colour or colour-blind mark, merge
two into one, delete one (each after a confirmation), or make a new one.
Computers' profiles are listed on the Records screen but not changed here.

It draws at the window's resolution: its own drawing through
``self.picture_view``, its text field and colour swatches through their view."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.records.database import RecordsDatabase
from game.records.profiles import MARKS, PICTURES, Profile, ProfileError
from game.records.session import records_for
from game.scenes.menus.confirm import ConfirmScene
from game.scenes.menus.menu import MenuScene
from game.scenes.records.badges import draw_picture
from game.ui import theme
from game.ui.swatch import ColourSwatch
from game.ui.text import blit_text
from game.ui.text_field import TextField
from game.ui.widgets import Button, Choice, Stepper

if TYPE_CHECKING:
    from game.context import AppContext

LEFT = 140


class ProfilesScene(MenuScene):
    draws_at_scale = True
    heading = "Profiles"
    subheading = "Rename, recolour, merge or delete a player's profile"

    def __init__(self, ctx: AppContext) -> None:
        self.database: RecordsDatabase | None = records_for(ctx)
        self.people: list[Profile] = []
        self.index = 0
        self.target = 0
        self.name = ""
        self.new_name = ""
        self.message = ""
        self._refresh()
        super().__init__(ctx)

    def _refresh(self, keep: int | None = None) -> None:
        self.people = self.database.book.profiles(False) if self.database else []
        ids = [p.id for p in self.people]
        self.index = ids.index(keep) if keep in ids else 0
        self.target = 0
        self.name = self.profile.name if self.profile is not None else ""

    @property
    def profile(self) -> Profile | None:
        return self.people[self.index] if self.people else None

    def _others(self) -> list[Profile]:
        return [p for i, p in enumerate(self.people) if i != self.index]

    def build(self) -> None:
        self.widgets.clear()
        add = self.widgets.add
        names = [p.name for p in self.people] or ["no profiles yet"]
        add(
            Stepper(
                (LEFT, 130, 1000, 62),
                "Profile",
                self.index,
                0,
                max(0, len(names) - 1),
                self._set_index,
                fmt=lambda i: names[i],
                value_width=420,
            )
        )
        profile = self.profile
        if profile is not None:
            add(
                TextField(
                    (LEFT, 212, 560, 62),
                    "Name",
                    self.name,
                    self._set_name,
                    max_length=24,
                )
            )
            add(Button((LEFT + 580, 212, 200, 62), "Rename", self._rename))
            add(
                ColourSwatch(
                    (LEFT + 800, 212, 200, 62),
                    "Colour",
                    MARKS.index(profile.mark) if profile.mark in MARKS else 0,
                    profile.colour,
                    self._next_colour,
                    lambda: True,
                )
            )
            add(
                Choice(
                    (LEFT, 292, 1000, 62),
                    "Colour-blind mark",
                    [m.capitalize() for m in MARKS],
                    MARKS.index(profile.mark) if profile.mark in MARKS else 0,
                    self._set_mark,
                    control_width=640,
                )
            )
            add(
                Stepper(
                    (LEFT, 372, 560, 62),
                    "Picture",
                    PICTURES.index(profile.picture),
                    0,
                    len(PICTURES) - 1,
                    self._set_picture,
                    fmt=lambda i: PICTURES[i].capitalize() or "None",
                    value_width=160,
                )
            )
            others = [p.name for p in self._others()] or ["nobody"]
            add(
                Stepper(
                    (LEFT, 452, 780, 62),
                    "Merge into",
                    self.target,
                    0,
                    max(0, len(others) - 1),
                    self._set_target,
                    fmt=lambda i: others[i],
                    value_width=300,
                )
            )
            merge = add(Button((LEFT + 800, 452, 200, 62), "Merge", self._merge))
            merge.enabled = bool(self._others())
        add(
            TextField(
                (LEFT, 532, 560, 62),
                "New name",
                self.new_name,
                self._set_new_name,
                max_length=24,
                placeholder="A new player's name",
            )
        )
        add(Button((LEFT + 580, 532, 420, 62), "Make profile", self._make))
        add(Button((LEFT, 636, 240, 62), "Back", self.back, style="quiet"))
        delete = add(
            Button((LEFT + 700, 636, 300, 62), "Delete", self._delete, style="danger")
        )
        delete.enabled = profile is not None

    def _rebuild(self, keep: int | None = None, message: str = "") -> None:
        self._refresh(keep)
        self.message = message
        self.build()
        self._static = None

    def _set_index(self, index: int) -> None:
        self.index = index
        self.target = 0
        self.name = self.profile.name if self.profile is not None else ""
        self.build()

    def _set_name(self, text: str) -> None:
        self.name = text

    def _set_new_name(self, text: str) -> None:
        self.new_name = text

    def _set_target(self, index: int) -> None:
        self.target = index

    def _change(self, action: str, **changes: object) -> None:
        profile = self.profile
        if profile is None or self.database is None:
            return
        try:
            changed = self.database.book.change(profile.id, **changes)  # type: ignore[arg-type]
        except ProfileError as exc:
            self._rebuild(profile.id, str(exc))
            return
        self._rebuild(changed.id, f"{action}: {changed.name}")

    def _rename(self) -> None:
        self._change("Renamed", name=self.name)

    def _set_picture(self, index: int) -> None:
        self._change("Picture changed", picture=PICTURES[index])

    def _set_mark(self, index: int) -> None:
        self._change("Mark changed", mark=MARKS[index])

    def _next_colour(self, _seat: int) -> theme.Colour:
        profile = self.profile
        if profile is None:
            return theme.SEAT_COLOURS[0]
        colours = theme.SEAT_COLOURS
        now = colours.index(profile.colour) if profile.colour in colours else -1
        colour = colours[(now + 1) % len(colours)]
        self._change("Colour changed", colour=colour)
        return colour

    def _make(self) -> None:
        if self.database is None:
            return
        taken = {p.colour for p in self.people}
        colour = next(
            (c for c in theme.SEAT_COLOURS if c not in taken), theme.SEAT_COLOURS[0]
        )
        try:
            made = self.database.book.create(self.new_name, colour)
        except ProfileError as exc:
            self.message = str(exc)
            self._static = None
            return
        self.new_name = ""
        self._rebuild(made.id, f"Made a profile for {made.name}")

    def _merge(self) -> None:
        assert self.manager is not None
        profile, others = self.profile, self._others()
        if profile is None or not others:
            return
        into = others[min(self.target, len(others) - 1)]
        self.manager.push(
            ConfirmScene(
                self.ctx,
                f"Merge {profile.name} into {into.name}? Every game and "
                f"achievement of {profile.name} becomes {into.name}'s.",
                lambda: self._merge_now(into.id, profile.id),
                confirm_label="Merge",
                cancel_label="Cancel",
            )
        )

    def _merge_now(self, keep: int, drop: int) -> None:
        assert self.database is not None
        try:
            kept = self.database.book.merge(keep, drop)
        except ProfileError as exc:
            self._rebuild(drop, str(exc))
            return
        self._rebuild(kept.id, f"Merged into {kept.name}")

    def _delete(self) -> None:
        assert self.manager is not None
        profile = self.profile
        if profile is None:
            return
        self.manager.push(
            ConfirmScene(
                self.ctx,
                f"Delete {profile.name}? Their games stay, played by a guest; "
                "their achievements go.",
                lambda: self._delete_now(profile.id),
                confirm_label="Delete",
                cancel_label="Cancel",
            )
        )

    def _delete_now(self, profile_id: int) -> None:
        assert self.database is not None
        name = self.profile.name if self.profile is not None else ""
        try:
            self.database.book.delete(profile_id)
        except ProfileError as exc:
            self._rebuild(profile_id, str(exc))
            return
        self._rebuild(None, f"Deleted {name}")

    def static_key(self) -> object:
        profile = self.profile
        look = (profile.picture, profile.colour) if profile is not None else None
        return (super().static_key(), self.message, look)

    def draw_static(self, surface: pygame.Surface) -> None:
        fonts, view = self.ctx.fonts, self.picture_view
        if not self.people:
            note = "No profiles yet: make one below, or name a seat at setup."
            text = fonts.render(note, 28, theme.MIST, False, view.scale)
            blit_text(surface, text, view.place(text, midtop=(640, 390)))
        profile = self.profile
        if profile is not None and profile.picture:
            draw_picture(
                surface,
                profile.picture,
                profile.colour,
                view.point((LEFT + 620, 403)),
                view.px(28),
            )
        if self.message:
            text = fonts.render(self.message, 26, theme.ACCENT, False, view.scale)
            blit_text(surface, text, view.place(text, midtop=(640, 604)))
