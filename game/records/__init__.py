"""Players and their records: profiles, every finished game in an SQLite
database, the statistics and achievements read from it, and today's deal.

No pygame here: the Records screens (``game/scenes/records/``) draw what this
package works out. The rules core's ``Outcome`` and score log are the only
source of points; nothing here scores a game a second time.
"""
