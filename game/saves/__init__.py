"""Saved games: autosave after every committed action, Continue, replays.

- (``game.atomic``, one layer down, shared with the settings file: durable
  atomic writes and the clean-up of killed writes);
- `bounded_json`: reading an untrusted file with every size bounded;
- `record`: a saved game as a document (setup, game, bots' random state);
- `store`: the folders of unfinished and finished games;
- `writer`: the background thread that writes;
- `autosave`: the table listener; `session`: the store of a running game;
- `launch`: the command line's ``--stop-after``, ``--continue``, ``--replay``.
"""
