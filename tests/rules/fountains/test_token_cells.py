"""``Fountain.token_cells`` is kept up to date tile by tile (covered cells leave,
the new tile's shaded slots and icons come): it must always list exactly the
visible cells that may take a bonus token, in reading order, in copies and in
fountains loaded from a save too."""

from __future__ import annotations

from game.rules.fountains.fountain import Fountain
from game.rules.fountains.fountain_save import fountain_from_json, fountain_to_json
from game.rules.fountains.search.cell_keys import cell_key
from tests.rules.fountains.random_growth import Growth


def _looked_up(fountain: Fountain) -> list[tuple[int, int]]:
    """The token cells found cell by cell from what is seen on top."""
    found = []
    for x, y in fountain.cells():
        spec = fountain.cell(x, y)
        assert spec is not None
        if spec.slot or spec.icon is not None:
            found.append((x, y))
    return found


def test_token_cells_are_the_visible_slots_and_icons_after_every_tile() -> None:
    covered = 0
    for seed in range(6):
        growth = Growth.seeded(seed, covers=20)
        copy = growth.fountain.clone()
        for _ in range(30):
            before = set(growth.fountain.token_cells())
            growth.step()
            fountain = growth.fountain
            assert fountain.token_cells() == _looked_up(fountain), growth.history
            # a tile laid on slots or icons: some left the list
            covered += bool(before - set(fountain.token_cells()))
            loaded = fountain_from_json(fountain_to_json(fountain))
            assert loaded.token_cells() == fountain.token_cells()
        # the copy made at the start never saw the tiles laid since
        assert copy.token_cells() == _looked_up(copy)
    assert covered > 10, covered  # tiles laid on slots and icons, not only beside


def test_the_check_catches_a_cell_left_after_it_was_covered() -> None:
    growth = Growth.seeded(2, covers=20).grown(20)
    fountain = growth.fountain
    assert fountain.token_cells() == _looked_up(fountain)
    x, y = next(c for c in fountain.cells() if c not in fountain.token_cells())
    fountain._slots.add(cell_key(x, y))
    fountain._token_cells = None
    assert fountain.token_cells() != _looked_up(fountain)
