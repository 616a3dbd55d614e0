"""A small AppContext for table tests: real fonts, silent sound, plain settings."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.context import AppContext
from game.ui.fonts import Fonts


@dataclass
class Settings:
    volume: float = 0.0
    music: bool = False
    fullscreen: bool = False
    colour_blind: bool = False
    animation_speed: float = 1.0


@dataclass
class SilentSound:
    played: list[str] = field(default_factory=list)

    def play(self, name: str) -> None:
        self.played.append(name)


def make_ctx(**settings: object) -> AppContext:
    return AppContext(settings=Settings(**settings), sound=SilentSound(), fonts=Fonts())
