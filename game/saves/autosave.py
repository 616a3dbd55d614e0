"""Autosave: every committed action of a table is saved at once.

`Autosave.attach(scene, store)` listens to the table's ``state.on_commit``
(Fountains: each confirmed action; Kids' Splash: each roll, choice and settled
throw), serialises the game on the main loop (cheap: bench
``app.autosave_serialise``) and hands the bytes to the background `WRITER`,
so writing and syncing never stall a frame. A finished game moves to the
replays folder: its unfinished save is removed only once the replay is on
disk (``SaveStore.file_finished``; when it cannot be written the game stays in
``saves/`` and ``problem`` says so). Leaving a game either keeps it (``keep``,
which says whether the save is really on disk) or drops it (``discard``).

Keeping never saves the game as it is at that moment: the save made at the
last commit stands. Between two commits a computer seat may already have
decided its next move (its random stream moved on) without playing it; a save
taken then would resume as another game.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.saves.record import (
    SavedGame,
    bot_states,
    computer_seats,
    encode,
    now_text,
    table_record,
)
from game.saves.store import SaveStore
from game.saves.writer import WRITER, SaveWriter
from game.setup import GameSetup


class Autosave:
    """Saves one table's game to ``path`` after every committed action."""

    def __init__(
        self,
        store: SaveStore,
        setup: GameSetup,
        state: Any,
        path: Path | None = None,
        started: str | None = None,
        writer: SaveWriter = WRITER,
    ) -> None:
        self.store = store
        self.setup = setup
        self.state = state  # the table state: ``game``, ``on_commit``, computers
        self.path = path or store.new_path(setup)
        self.started = started or now_text()
        self.writer = writer
        self.active = True
        self.writes = 0
        self.done = False  # the finished game has gone to the replays
        # the bytes saved at the last commit (None: nothing committed yet), and
        # the computer seats' random states before anything was decided
        self.committed: bytes | None = None
        self._bots_at_start = bot_states(computer_seats(state))
        #: The reasons of a resumed game's earlier computer moves.
        self.earlier_reasons: dict[int, str] = {}

    @classmethod
    def attach(
        cls, scene: Any, store: SaveStore, saved: SavedGame | None = None
    ) -> Autosave:
        """Save ``scene``'s game after every commit; ``saved`` is the game it
        was resumed from (the same file goes on being used)."""
        autosave = cls(
            store,
            scene.setup,
            scene.state,
            path=saved.path if saved is not None else None,
            started=saved.started if saved is not None else None,
        )
        if saved is not None:
            autosave.earlier_reasons = dict(saved.reasons)
        scene.state.on_commit.append(autosave.on_commit)
        scene.autosave = autosave
        return autosave

    @property
    def game(self) -> Any:
        """The game as far as it is final: a turn a person may still take back
        (``committed_game`` of the Fountains table) is not saved."""
        committed = getattr(self.state, "committed_game", None)
        return committed if committed is not None else self.state.game

    def record(self, game: Any = None, bots: dict[int, Any] | None = None) -> SavedGame:
        game = self.game if game is None else game
        if bots is None:
            bots = bot_states(computer_seats(self.state))
        return SavedGame(
            setup=self.setup,
            game=game,
            started=self.started,
            saved=now_text(),
            finished=game.is_over(),
            bots=bots,
            table=table_record(self.state),
            reasons=self.reasons(len(game.actions)),
        )

    def reasons(self, actions: int) -> dict[int, str]:
        """Why each computer move of the first ``actions`` was played (a
        move decided but not yet played is left out)."""
        seats = computer_seats(self.state)
        told = getattr(seats, "reasons", None)
        reasons = dict(self.earlier_reasons)
        if isinstance(told, dict):
            reasons.update(told)
        return {index: why for index, why in reasons.items() if index < actions}

    def serialise(self) -> bytes:
        """The save file's bytes for the game as it is now (main loop)."""
        return encode(self.record())

    def on_commit(self, game: Any, _action: Any) -> None:
        self.save(game)

    def save(self, game: Any = None, bots: dict[int, Any] | None = None) -> None:
        """Hand ``game`` (by default the game as far as it is final) to the
        writer: never half an action, never a turn that may still be taken back."""
        if not self.active or self.done:
            return
        record = self.record(game, bots)
        data = encode(record)
        self.writes += 1
        if record.finished:
            # Finished: it becomes a replay; the unfinished save goes only
            # once the replay is on disk.
            self.done = True
            replay = self.store.replay_path(self.path)
            record.path = replay
            self.store.remember_finished(record)
            save, store = self.path, self.store
            self.writer.later(lambda: store.file_finished(save, replay, data))
            self.writer.later(self.store.prune_replays)
        else:
            self.committed = data
            self.writer.write(self.path, data)

    @property
    def problem(self) -> str | None:
        """Why the game is not on disk as it should be (its latest save, or
        its replay once finished, could not be written), or None. Call after
        the writer has caught up (``writer.flush()``)."""
        if self.done:
            return self.store.unkept.get(self.store.replay_path(self.path))
        return self.writer.problem_for(self.path)

    def keep(self) -> bool:
        """Leaving the table, keeping the game for later: saved and on disk
        before this returns. True only when the save was written; False when
        the disk would not take it (or did not answer in time). The save of
        the last commit stands as it was (written again, should the disk have
        refused it then); with nothing committed yet, the game as it was set
        up is saved."""
        if self.active and not self.done:
            if self.committed is not None:
                self.writer.write(self.path, self.committed)
            else:
                self.save(bots=self._bots_at_start)
        self.active = False
        return self.writer.flush() and self.problem is None

    def discard(self) -> None:
        """Leaving without keeping: the unfinished save is removed."""
        self.active = False
        if not self.done:
            self.writer.remove(self.path)
        self.writer.flush()
