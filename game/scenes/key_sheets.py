"""The keys of each screen, as the help overlay (F1 or ?) lists them.

One sheet per kind of screen: the Fountains table, the menus and setup
screens, the rules, the replay viewer, Kids' Splash, the lesson. A scene's
``keys_sheet()`` picks its sheet by the package it lives in (one package per
mode), or overrides it. Plain data: nothing here imports a scene.
"""

from __future__ import annotations

from game.ui.keys_overlay import KeySheet, Row

ANYWHERE: tuple[Row, ...] = (
    ("F1 or ?", "this list of keys (F1, Esc or Enter closes it)"),
    ("F11", "full screen or window"),
)

TABLE = KeySheet(
    "Keys at the Fountains table",
    (
        (
            "Move and choose",
            (
                ("Tab / Shift+Tab", "next / previous choice: pawns, spaces, spots"),
                ("F6 / Ctrl+Tab", "next group: turn buttons, view, cards, Menu"),
                ("Left / Right", "move within the group (off the fountain)"),
                ("Up / Down", "previous / next group (off the fountain)"),
                ("Enter", "choose what the ring is on; Confirm the turn"),
                ("Esc", "take back a step (spot, token, draft); else the menu"),
                ("Space", "skip a computer's move or the points shown"),
            ),
        ),
        (
            "Your turn",
            (
                ("R or wheel", "turn the held tile"),
                ("H", "Hint: what Hard would do; Play it is then a turn button"),
                ("Enter or Space", "go on from a hand-off or recap card"),
            ),
        ),
        (
            "The view",
            (
                ("Q / E", "turn the view a quarter turn"),
                ("+ / -", "zoom in / out"),
                ("Arrow keys", "pan the view (ring on the fountain, or no ring)"),
                ("L", "peel away upper levels to see below"),
            ),
        ),
        ("Anywhere", ANYWHERE),
    ),
)

MENUS = KeySheet(
    "Keys on the menus",
    (
        (
            "Move and choose",
            (
                ("Tab / Down", "next button or field"),
                ("Shift+Tab / Up", "previous button or field"),
                ("Enter or Space", "press the button the ring is on"),
                ("Left / Right", "change a choice (seats, levels, sliders)"),
                ("Esc", "back to the screen before"),
            ),
        ),
        (
            "Names",
            (
                ("Letters", "type into the name field the ring is on"),
                ("Backspace", "rub out a letter"),
                ("Enter or Tab", "done: on to the next field"),
            ),
        ),
        ("Anywhere", ANYWHERE),
    ),
)

RULES = KeySheet(
    "Keys in the rules",
    (
        (
            "Reading",
            (
                ("Left / Right", "previous / next page"),
                ("Page Up / Down", "scroll the page"),
                ("Tab, Enter", "the buttons, as on the menus"),
                ("Esc", "back to the game or the menu"),
            ),
        ),
        ("Anywhere", ANYWHERE),
    ),
)

REPLAY = KeySheet(
    "Keys in the replay",
    (
        (
            "Watching",
            (
                ("Space", "play / pause"),
                ("Left / Right", "one move back / on"),
                ("Home / End", "the start / the end"),
                ("Tab, Enter", "the buttons, as on the menus"),
                ("Esc", "back to the list of games"),
            ),
        ),
        ("Anywhere", ANYWHERE),
    ),
)

SPLASH = KeySheet(
    "Keys in Kids' Splash",
    (
        (
            "Playing",
            (
                ("Space or Enter", "do what glows: roll, choose, drop, give, Done"),
                ("Arrow keys", "move the glow between the choices"),
                ("Left / Right", "move the drop point along the line"),
                ("Esc", "put back a lifted pebble or a choice"),
                ("Esc (held)", "the pause menu"),
            ),
        ),
        (
            "Tossing (advanced)",
            (
                ("Tab", "lift the pebble at the toss start"),
                ("Left / Right", "aim higher / flatter"),
                ("Up / Down", "throw harder / softer"),
                ("Space", "throw"),
            ),
        ),
        ("Anywhere", ANYWHERE),
    ),
)

LESSON = KeySheet(
    "Keys in Learn to play",
    (
        *TABLE.sections[:3],
        (
            "The lesson's card",
            (
                ("N", "Next: the next step, part or lesson"),
                ("T", "hide / show the tips"),
                ("A", "try again (a goal missed)"),
                ("G", "play a real game (the lesson done)"),
                ("Ctrl+L", "leave the lesson"),
                ("Enter", "the last button of the card at a part's end"),
            ),
        ),
        ("Anywhere", ANYWHERE),
    ),
)

GENERAL = KeySheet("Keys", (("Anywhere", (*ANYWHERE, ("Esc", "back"))),))

_BY_MODULE: tuple[tuple[str, KeySheet], ...] = (
    ("game.scenes.fountains", TABLE),
    ("game.scenes.menus.rules", RULES),
    ("game.scenes.replay.viewer", REPLAY),
    ("game.scenes.splash.table", SPLASH),
    ("game.scenes.tutorial.learn_menu", MENUS),
    ("game.scenes.tutorial", LESSON),
    ("game.scenes.menus", MENUS),
    ("game.scenes.records", MENUS),
    ("game.scenes.replay", MENUS),
    ("game.scenes.splash", MENUS),
)


def sheet_for_module(module: str) -> KeySheet:
    """The sheet of a scene defined in ``module`` (most specific first)."""
    for prefix, sheet in _BY_MODULE:
        if module.startswith(prefix):
            return sheet
    return GENERAL
