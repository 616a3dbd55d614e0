"""The Fountains table (and solo against The Machine), played with one mouse.

Every choice the scene offers comes from ``game.legal_actions()``; the view
only highlights and previews. A turn: pick a Basin pawn and where it goes,
then put the drafted tile (or bonus token) into the fountain: it follows the
pointer snapped to the grid, turns with the wheel, right click or R, says why
it cannot go somewhere, previews the water and the points, lands tentatively on
a click and is committed with Confirm or Enter (Escape or Undo takes it back).
"""

from __future__ import annotations

from game.scenes.fountains.table_core import BotMove, TableCore, options_for
from game.scenes.fountains.table_draw import TableDrawing
from game.scenes.fountains.table_input import TableInput

__all__ = ["BotMove", "FountainsTableScene", "TableCore", "options_for"]


class FountainsTableScene(TableInput, TableDrawing):
    """A whole game of Fountains (or solo against The Machine) from setup to
    results: ``FountainsTableScene(ctx, setup)``; ``outcome`` once it is over."""
