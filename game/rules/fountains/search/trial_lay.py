"""What laying one tile would do to a fountain's water, without laying it.

Search weighs many placements and keeps few of them: ``SearchView.trial`` works
out only the water the fountain would have (one new :class:`WaterNet`, which
shares nothing it changes) and leaves the fountain as it is. A
:class:`TrialLay` answers the questions a bot weighs a placement by, with the
same numbers the fountain would give after ``place_unchecked``; rewards read
it as they read a fountain (``features.WaterWorth``). ``SearchView.token_trial``
gives one for a bonus token, as ``place_token`` would leave the water.
"""

from __future__ import annotations

from game.rules.fountains import features
from game.rules.fountains.icons import FishColour, Icon
from game.rules.fountains.search.cell_keys import cell_key
from game.rules.fountains.search.water_net import WaterNet
from game.rules.fountains.tiles import Cell


class TrialLay:
    """A tile tried at one placement (or a bonus token on one cell): the
    ``level`` it would lie on (a token: its pool's), the coins it would score,
    and the fountain's water (``net``) if it were laid."""

    __slots__ = ("level", "coins_scored", "net")

    def __init__(self, level: int, coins_scored: int, net: WaterNet) -> None:
        self.level = level
        self.coins_scored = coins_scored
        self.net = net

    def fed_pool_count(self) -> int:
        return len(self.net.fed)

    def pond_weed_count(self) -> int:
        """Pools not fed by a jet: each would carry a pond weed token."""
        net = self.net
        return len(net.cells) - len(net.fed)

    def fish_points(self, colour: FishColour) -> int:
        """Fed fish of ``colour`` plus fed wild fish, as ``Fountain.fish_points``."""
        return features.fish_points(self.net, colour)

    def fish_points_by_colour(self) -> dict[FishColour, int]:
        """Fed fish points by colour, as ``Fountain.fish_points_by_colour``."""
        return features.fish_points_by_colour(self.net)

    def best_fish_points(self) -> int:
        """The most fish points of any colour, as ``Fountain.best_fish_points``."""
        return features.best_fish_points(self.net)

    def lily_points(self) -> int:
        """The best lily pad group's points, as ``Fountain.lily_points``."""
        return features.lily_points(self.net)

    def pool_icons_at(self, cell: Cell) -> tuple[Icon, ...]:
        """The visible icons of the pool holding water cell ``cell`` after the
        trial, in reading order (none when ``cell`` holds no water)."""
        net = self.net
        pool = net.pool_of.get(cell_key(cell[0], cell[1]))
        return () if pool is None else net.icons.get(pool, ())

    def __repr__(self) -> str:
        return (
            f"<TrialLay level {self.level}, {self.coins_scored} coins, "
            f"{len(self.net.fed)} of {len(self.net.cells)} pools fed>"
        )
