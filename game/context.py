"""What every scene is given: settings, sound, fonts. Passed through constructors."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass
class AppContext:
    """Shared services for scenes.

    ``settings`` has at least ``volume``, ``music``, ``fullscreen``,
    ``colour_blind`` and ``animation_speed``; ``sound.play(name)`` plays one of
    "click", "water", "score", "splash", "win" (silently when there is no audio
    device); ``fonts.get(size, bold=False)`` returns a cached ``pygame.font.Font``.
    """

    settings: Any
    sound: Any
    fonts: Any
