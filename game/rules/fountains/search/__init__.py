"""The fast path for search, behind one door.

Search (the bots, random playouts, the game's own unchecked moves) asks the same
questions of a fountain thousands of times a turn. The answers are worked out here
on bitboards (``boards.py``, ``tile_bits.py``, ``legal_spots.py``), on the water
kept tile by tile (``water_net.py``, cells as keys: ``cell_keys.py``), from tiles
laid once and cached (``laid_tile.py``), and as trials that lay nothing
(``trial_lay.py``). Everything outside this package sees them through
:class:`game.rules.fountains.search.view.SearchView`, which ``Fountain.search()``
gives: legal spots, trials, token trials, unchecked placing and the quick look's
ranking of placements. The readable rules (``game/rules/fountains/readable/``)
are the rules of record; the tests check this package against them after every
step of seeded growth.

(This module imports nothing, so that the fountain may import the package's
modules and the view may import the fountain without a circle.)
"""
