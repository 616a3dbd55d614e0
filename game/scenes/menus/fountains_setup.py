"""Set up Fountains: 2 to 5 seats, each human or computer, and the advanced variant."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.scenes.menus.seats import ROW_LEFT, SeatsSetupScene, new_seed
from game.setup import GameSetup, Mode
from game.ui.widgets import Toggle

if TYPE_CHECKING:
    from game.context import AppContext


class FountainsSetupScene(SeatsSetupScene):
    heading = "Fountains"
    mode = Mode.FOUNTAINS
    subheading = (
        "Click a colour to change it; type a name; choose who plays, and how well"
    )
    min_players, max_players, start_players = 2, 5, 3
    levels_setting = "fountains_levels"

    def __init__(self, ctx: AppContext) -> None:
        self.advanced = False
        super().__init__(ctx)

    def build_options(self) -> None:
        self.widgets.add(
            Toggle(
                (ROW_LEFT + 520, 130, 480, 64),
                "Advanced (design cards)",
                self.advanced,
                self._set_advanced,
            )
        )

    def _set_advanced(self, value: bool) -> None:
        self.advanced = value

    def make_setup(self) -> GameSetup:
        return GameSetup(
            mode=Mode.FOUNTAINS,
            seats=self.seats(),
            seed=new_seed(),
            advanced=self.advanced,
        )
