"""The one error a pond file can give."""

from __future__ import annotations

from pathlib import Path


class LevelError(ValueError):
    """A level file that cannot be used; the message names the file and why."""

    def __init__(self, path: Path | str, problem: str) -> None:
        self.path = Path(path)
        self.problem = " ".join(problem.split())  # always one line
        super().__init__(f"{self.path}: {self.problem}")
