"""Who plays: a profile is a name, a colour, a colour-blind mark and, if
chosen, a picture the game draws.

A person's seat belongs to the profile of its name (made when first
needed, so naming a seat at setup is making a profile); a computer seat
belongs to its level's profile ("Easy computer", ...), so records against
"Hard" exist. A guest seat ("Guest", "Guest 2", ...; a setup's untouched
"Player 2" too) and The Machine keep no profile and no record.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime

from game.setup import LEVELS

GUEST = "Guest"
_GUEST_NAME = re.compile(r"^(guest( \d{1,2})?|player \d{1,2})$", re.IGNORECASE)
MAX_NAME = 40
MARKS = ("circle", "square", "triangle", "diamond", "star", "hexagon")
#: Pictures a profile may show, drawn by the game ("" for none).
PICTURES = ("", "drop", "fish", "lily", "leaf", "sun", "star", "heart", "crown", "gear")
#: Each computer level's profile colour (greys, darker as it plays harder).
COMPUTER_COLOURS = {
    "easy": (176, 190, 197),
    "medium": (120, 144, 156),
    "hard": (84, 110, 122),
    "expert": (55, 71, 79),
}


class ProfileError(ValueError):
    """A profile change that cannot be made: names the change and why."""


@dataclass(frozen=True)
class Profile:
    id: int
    name: str
    colour: tuple[int, int, int]
    mark: str
    computer: str | None  # the level of a computer's profile
    picture: str = ""

    @property
    def is_computer(self) -> bool:
        return self.computer is not None


def computer_name(level: str) -> str:
    """The profile name of a computer level ("Hard computer")."""
    return f"{level.capitalize()} computer"


def is_guest_name(name: str) -> bool:
    return bool(_GUEST_NAME.match(name.strip()))


def guest_name(seat: int) -> str:
    return GUEST if seat == 0 else f"{GUEST} {seat + 1}"


def clean_name(name: str, action: str) -> str:
    """``name`` trimmed; `ProfileError` naming ``action`` when it cannot be a
    person's profile name."""
    text = " ".join(name.split())
    if not text:
        raise ProfileError(f"cannot {action}: the name is empty")
    if len(text) > MAX_NAME or not text.isprintable():
        raise ProfileError(f"cannot {action}: {text[:20]!r} is not a usable name")
    if is_guest_name(text):
        raise ProfileError(f"cannot {action}: {text!r} is kept for guest seats")
    if text.casefold() in {computer_name(level).casefold() for level in LEVELS}:
        raise ProfileError(f"cannot {action}: {text!r} is a computer's name")
    if text.casefold() == "the machine":
        raise ProfileError(f"cannot {action}: The Machine keeps no profile")
    return text


_COLUMNS = "id, name, red, green, blue, mark, computer, picture"


def _profile(row: tuple[object, ...]) -> Profile:
    pid, name, red, green, blue, mark, computer, picture = row
    return Profile(
        int(pid),  # type: ignore[call-overload]
        str(name),
        (int(red), int(green), int(blue)),  # type: ignore[call-overload]
        str(mark),
        None if computer is None else str(computer),
        str(picture) if picture in PICTURES else "",
    )


def insert_profile(
    connection: sqlite3.Connection,
    name: str,
    colour: tuple[int, int, int],
    computer: str | None,
    mark: str = "circle",
    profile_id: int | None = None,
) -> Profile:
    """Add a profile inside the caller's transaction (``profile_id``: the id
    it had before, when the records are rebuilt from the replays)."""
    red, green, blue = colour
    stamp = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    cursor = connection.execute(
        "INSERT INTO profiles (id, name, red, green, blue, mark, computer, created)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (profile_id, name, red, green, blue, mark, computer, stamp),
    )
    return Profile(int(cursor.lastrowid or 0), name, colour, mark, computer)


class ProfileBook:
    """The profiles in the records database: looking them up, and the
    changes a player makes (each one transaction; `ProfileError` when it
    cannot be made, nothing changed)."""

    def __init__(
        self,
        connection: sqlite3.Connection,
        on_change: Callable[[int], object] | None = None,
    ) -> None:
        self.connection = connection
        #: Told the id of a profile renamed, or kept by a merge (the
        #: records write it into the replays).
        self.on_change = on_change

    def _one(self, where: str, args: tuple[object, ...]) -> Profile | None:
        row = self.connection.execute(
            f"SELECT {_COLUMNS} FROM profiles WHERE {where}", args
        ).fetchone()
        return _profile(row) if row is not None else None

    def profile(self, profile_id: int) -> Profile | None:
        return self._one("id = ?", (profile_id,))

    def named(self, name: str) -> Profile | None:
        """The person's profile of this name (any case)."""
        return self._one("name = ? AND computer IS NULL", (" ".join(name.split()),))

    def computer(self, level: str) -> Profile:
        """The profile of a computer level (made the first time it plays,
        inside the caller's transaction)."""
        found = self._one("computer = ?", (level,))
        if found is not None:
            return found
        colour = COMPUTER_COLOURS[level]
        return insert_profile(self.connection, computer_name(level), colour, level)

    def profiles(self, computers: bool = True) -> list[Profile]:
        """People by name, then the computers by level."""
        rows = self.connection.execute(f"SELECT {_COLUMNS} FROM profiles")
        found = [_profile(row) for row in rows]
        people = sorted(
            (p for p in found if not p.is_computer), key=lambda p: p.name.casefold()
        )
        if not computers:
            return people
        machines = sorted(
            (p for p in found if p.is_computer),
            key=lambda p: LEVELS.index(p.computer or "easy"),
        )
        return people + machines

    def create(
        self, name: str, colour: tuple[int, int, int], mark: str = "circle"
    ) -> Profile:
        """A new person's profile; `ProfileError` if the name is taken."""
        text = clean_name(name, "make a profile")
        if self.named(text) is not None:
            raise ProfileError(f"cannot make a profile: {text!r} exists already")
        with _Transaction(self.connection):
            return insert_profile(self.connection, text, colour, None, mark)

    def change(
        self,
        profile_id: int,
        name: str | None = None,
        colour: tuple[int, int, int] | None = None,
        mark: str | None = None,
        picture: str | None = None,
    ) -> Profile:
        """Rename a person's profile or change its colour, mark or picture."""
        profile = self._person(profile_id, "change a profile")
        new_name = profile.name if name is None else clean_name(name, "rename")
        other = self.named(new_name)
        if other is not None and other.id != profile_id:
            raise ProfileError(f"cannot rename: {new_name!r} is another profile")
        if mark is not None and mark not in MARKS:
            raise ProfileError(f"cannot change the mark: {mark!r} is not a mark")
        if picture is not None and picture not in PICTURES:
            raise ProfileError(f"cannot change the picture: no picture {picture!r}")
        red, green, blue = colour or profile.colour
        with _Transaction(self.connection):
            self.connection.execute(
                "UPDATE profiles SET name = ?, red = ?, green = ?, blue = ?,"
                " mark = ?, picture = ? WHERE id = ?",
                (
                    new_name,
                    red,
                    green,
                    blue,
                    mark or profile.mark,
                    profile.picture if picture is None else picture,
                    profile_id,
                ),
            )
        changed = self.profile(profile_id)
        assert changed is not None
        if changed.name != profile.name and self.on_change is not None:
            self.on_change(profile_id)
        return changed

    def merge(self, keep_id: int, drop_id: int) -> Profile:
        """Move every game and achievement of ``drop_id`` to ``keep_id`` (the
        earlier date of an achievement both hold) and remove ``drop_id``."""
        if keep_id == drop_id:
            raise ProfileError("cannot merge a profile with itself")
        keep = self._person(keep_id, "merge")
        self._person(drop_id, "merge")
        db = self.connection
        with _Transaction(db):
            db.execute(
                "UPDATE seats SET profile_id = ? WHERE profile_id = ?",
                (keep_id, drop_id),
            )
            db.execute(
                "INSERT INTO achievements (profile_id, key, game_id, earned)"
                " SELECT ?, key, game_id, earned FROM achievements"
                " WHERE profile_id = ?"
                " ON CONFLICT (profile_id, key) DO UPDATE SET"
                " earned = min(earned, excluded.earned),"
                " game_id = CASE WHEN excluded.earned < earned"
                " THEN excluded.game_id ELSE game_id END",
                (keep_id, drop_id),
            )
            db.execute("DELETE FROM profiles WHERE id = ?", (drop_id,))
        if self.on_change is not None:
            self.on_change(keep_id)
        return keep

    def delete(self, profile_id: int) -> None:
        """Remove a person's profile: its seats stay in the games as guests,
        its achievements go."""
        self._person(profile_id, "delete")
        with _Transaction(self.connection):
            self.connection.execute("DELETE FROM profiles WHERE id = ?", (profile_id,))

    def _person(self, profile_id: int, action: str) -> Profile:
        profile = self.profile(profile_id)
        if profile is None:
            raise ProfileError(f"cannot {action}: there is no profile {profile_id}")
        if profile.is_computer:
            raise ProfileError(f"cannot {action}: {profile.name} is a computer")
        return profile


class _Transaction:
    def __init__(
        self,
        connection: sqlite3.Connection,
        on_change: Callable[[int], object] | None = None,
    ) -> None:
        self.connection = connection
        #: Told the id of a profile renamed, or kept by a merge (the
        #: records write it into the replays).
        self.on_change = on_change

    def __enter__(self) -> sqlite3.Connection:
        self.connection.execute("BEGIN IMMEDIATE")
        return self.connection

    def __exit__(self, kind: object, *_rest: object) -> None:
        self.connection.execute("ROLLBACK" if kind is not None else "COMMIT")
