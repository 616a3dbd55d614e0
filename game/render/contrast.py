"""High contrast: a palette with strong contrast for text, panels, buttons and
the legal-spot marks, put in place of the calm one while the setting is on.

The drawing code reads its colours from module constants at draw time
(``theme.FOAM``, ``pal.LEGAL``, ``hud.PANEL``); :func:`use_high_contrast`
rebinds them to the strong palette, or back to the calm one as it was at
start, so the next frame shows the change. Text the Fountains table draws
through ``hud.text`` is lifted too (light words to near white, dark words to
black), and the legal-spot marks get a solid fill and a black edge.

What is drawn once and kept (the courtyard under the Fountains table,
``render/fountains/courtyard.py``; a tile's red ghost, ``TileArt.ghost``; the
legal-spot marks) is kept by the colours it was drawn in, read when it is
asked for, so a switch mid-game shows on the next frame: no store has to be
emptied here, and switching back finds the calm drawings still kept.

The strong colours: white and near-white text on black or deep navy panels
(contrast above 15:1), white panel edges, a saturated yellow for choices and
the focus ring, a bright green for legal spots and a clear red for refusals.
"""

from __future__ import annotations

from types import ModuleType

from game.render.fountains import hud, spot_marks
from game.render.fountains import palette as pal
from game.ui import theme

Colour = tuple[int, int, int]

#: theme.py's colours under high contrast (menus, widgets, dialogs)
THEME_HIGH: dict[str, Colour] = {
    "DEEP": (0, 0, 0),
    "LAGOON": (0, 22, 40),
    "SHALLOW": (0, 60, 90),
    "FOAM": (255, 255, 255),
    "MIST": (236, 242, 246),
    "INK": (0, 0, 0),
    "ACCENT": (255, 221, 0),
    "DANGER": (255, 96, 80),
    "PANEL": (0, 0, 0),
    "PANEL_EDGE": (255, 255, 255),
    "BUTTON": (0, 64, 128),
    "BUTTON_HOVER": (0, 92, 176),
    "BUTTON_PRESSED": (0, 40, 90),
    "BUTTON_TEXT": (255, 255, 255),
    "BUTTON_QUIET": (22, 22, 28),
    "BUTTON_QUIET_HOVER": (52, 52, 64),
    "FOCUS_RING": (255, 221, 0),
}
#: the Fountains palette under high contrast (the table, legal spots)
PALETTE_HIGH: dict[str, Colour] = {
    "TABLE_TOP": (30, 24, 20),
    "TABLE_BOTTOM": (8, 6, 5),
    "TABLE_GRAIN": (44, 36, 30),
    "LEGAL": (40, 255, 110),
    "ILLEGAL": (255, 56, 40),
    "HIGHLIGHT": (255, 230, 0),
}
#: the table's panels under high contrast
HUD_HIGH: dict[str, Colour] = {
    "PANEL": (0, 0, 0),
    "PANEL_EDGE": (255, 255, 255),
    "TEXT": (255, 255, 255),
    "DIM": (228, 228, 228),
}
_STRONG: tuple[tuple[ModuleType, dict[str, Colour]], ...] = (
    (theme, THEME_HIGH),
    (pal, PALETTE_HIGH),
    (hud, HUD_HIGH),
)
#: the calm colours, as the modules define them
_CALM: tuple[tuple[ModuleType, dict[str, Colour]], ...] = tuple(
    (module, {name: getattr(module, name) for name in strong})
    for module, strong in _STRONG
)
_state = {"high": False}


def is_high_contrast() -> bool:
    """The strong palette is in place."""
    return _state["high"]


def use_high_contrast(high: bool) -> None:
    """Put the strong palette in place (True) or the calm one back (False)."""
    for module, colours in _STRONG if high else _CALM:
        for name, colour in colours.items():
            setattr(module, name, colour)
    hud.TEXT_INK = strong_ink if high else None
    spot_marks.STRONG = high
    _state["high"] = high


def luminance(colour: Colour) -> float:
    """The WCAG relative luminance of an sRGB colour, 0 (black) to 1 (white)."""

    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: Colour, b: Colour) -> float:
    """WCAG contrast ratio of two colours, 1 to 21."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def strong_ink(colour: Colour) -> Colour:
    """A text colour under high contrast: dark ink (on light chips) made black;
    light ink lifted towards white until it reads at 7:1 on black (the strong
    panels), keeping what it can of its hue (a seat's name, a red warning)."""
    found = _inks.get(colour)
    if found is not None:
        return found
    if luminance(colour) < 0.18:
        found = (0, 0, 0)
    else:
        found = colour
        step = 0
        while contrast_ratio(found, (0, 0, 0)) < STRONG_RATIO and step < 10:
            step += 1
            found = pal.mix(colour, (255, 255, 255), step / 10)
    if len(_inks) < 4096:
        _inks[colour] = found
    return found


#: the contrast every strong text colour reaches on black (WCAG AAA)
STRONG_RATIO = 7.0
_inks: dict[Colour, Colour] = {}
