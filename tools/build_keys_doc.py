"""Write docs/KEYS.md, every key of every screen, from the sheets the help
overlay (F1 or ?) shows (``game/scenes/key_sheets.py``), so the two never
disagree. Run from the project root: ``python tools/build_keys_doc.py``."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.scenes import key_sheets  # noqa: E402

SHEETS = (
    key_sheets.TABLE,
    key_sheets.MENUS,
    key_sheets.RULES,
    key_sheets.REPLAY,
    key_sheets.SPLASH,
)
INTRO = """\
# Keys

<!-- built by tools/build_keys_doc.py from game/scenes/key_sheets.py; do not edit -->

Every screen can be played with the keyboard alone. **F1** (or **?**) shows the keys of
the screen you are on; the pause menu's **Keys** button shows the game's. At the
Fountains table a yellow ring shows what the keys are on: Tab goes round this step's
choices (the pawns that may move, then the spaces the chosen one may take; the face-up
bonus tokens, then where the chosen one may go; the held tile's spots, best first), F6
goes on to the next group (the turn's buttons, the view and the thumbnails, the design
cards and a computer's Why?, the Menu), and Enter chooses. What the ring is on is said
in words under the prompt (a design card's rule, a button's tip). A click or a real move
of the mouse puts the ring away; the next key brings it back. Learn to play's table
takes the same keys.
"""


def build() -> str:
    parts = [INTRO]
    for sheet in SHEETS:
        title = sheet.title.removeprefix("Keys ").strip()
        parts.append(f"\n## {title[:1].upper()}{title[1:]}\n")
        for heading, rows in sheet.sections:
            parts.append(f"\n**{heading}**\n\n| keys | what they do |\n| --- | --- |\n")
            parts.extend(f"| {keys} | {what} |\n" for keys, what in rows)
    return "".join(parts)


if __name__ == "__main__":
    (ROOT / "docs" / "KEYS.md").write_text(build(), encoding="utf-8")
    print("wrote docs/KEYS.md")
