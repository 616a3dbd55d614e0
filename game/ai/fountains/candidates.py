"""What a bot weighs: a placement tried (:class:`Option`) and a legal action with
its terms (:class:`Candidate`), as MediumBot makes them and the explanations
read them."""

from __future__ import annotations

from typing import NamedTuple

from game.ai.fountains.terms import Terms
from game.rules.fountains.actions import Action
from game.rules.fountains.features import WaterWorth


class Option(NamedTuple):
    """A tile or token placement tried: its terms and what the fountain's water
    would be (a copy of the fountain with it laid when design cards are in play,
    else a ``TrialLay``: rewards read either alike)."""

    terms: Terms
    action: Action
    fountain: WaterWorth

    @property
    def value(self) -> float:
        return self.terms.value


class Candidate(NamedTuple):
    """One legal action with its terms (and, for a draft, the planned placement)."""

    action: Action
    terms: Terms
    follow_up: Action | None = None
