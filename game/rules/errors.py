"""Errors raised by the rules core."""

from __future__ import annotations

from typing import Any


class IllegalActionError(ValueError):
    """An action that the rules do not allow in the current state.

    The message names the action, the reason and the phase (and the player when
    known). The state the action was applied to is left exactly as it was.
    """

    def __init__(
        self,
        action: Any,
        reason: str,
        phase: Any = None,
        player: Any = None,
    ) -> None:
        self.action = action
        self.reason = reason
        self.phase = phase
        self.player = player
        where = []
        if phase is not None:
            where.append(f"phase {getattr(phase, 'value', phase)}")
        if player is not None:
            where.append(f"player {player}")
        suffix = f" ({', '.join(where)})" if where else ""
        super().__init__(f"illegal action {action!s}: {reason}{suffix}")


class InvalidActionError(ValueError):
    """Text that is not an action at all (as opposed to an illegal one)."""

    def __init__(self, text: str, reason: str) -> None:
        self.text = text
        self.reason = reason
        super().__init__(f"cannot read action {text!r}: {reason}")


class CorruptStateError(ValueError):
    """A saved state or action log that cannot be read back."""
