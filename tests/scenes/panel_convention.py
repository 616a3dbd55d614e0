"""Checks of the panel convention both tables share (``game/scenes/panel_stack.py``):
no panel's constructor takes another panel, and no built panel holds one (or
the stack), however deep in the table's own plain objects it would hide. A
bound method of another panel counts as holding it: what panels share lives in
plain view-state objects, and their methods are the intents."""

from __future__ import annotations

import inspect
import typing
from collections.abc import Iterable, Iterator
from typing import Any

from game.scenes.panel_stack import PanelStack


def is_panel_type(kind: object) -> bool:
    """``kind`` (a type hint, perhaps a union) names a panel or the stack: a
    class with ``handle_event`` and ``draw``."""
    for arg in typing.get_args(kind) or (kind,):
        origin = typing.get_origin(arg) or arg
        if isinstance(origin, type) and (
            issubclass(origin, PanelStack)
            or (hasattr(origin, "handle_event") and hasattr(origin, "draw"))
        ):
            return True
    return False


def constructors_taking_panels(kinds: Iterable[type]) -> list[str]:
    """ "Panel(param: Kind)" for each constructor parameter typed as a panel
    (an untyped parameter counts: it could be one)."""
    found = []
    for kind in kinds:
        hints = typing.get_type_hints(kind.__init__)
        for name in inspect.signature(kind.__init__).parameters:
            if name in ("self", "args", "kwargs"):
                continue
            if name not in hints or is_panel_type(hints[name]):
                found.append(f"{kind.__name__}({name}: {hints.get(name)})")
    return found


def _held(
    value: object, package: str, skip: tuple[type, ...], depth: int, seen: set[int]
) -> Iterator[Any]:
    """What ``value`` holds: its fields, items and bound methods' owners, into
    the objects of ``package`` (not ``skip``: the table state, whose listeners
    are panels) ``depth`` deep."""
    if id(value) in seen or depth < 0:
        return
    seen.add(id(value))
    yield value
    owner = getattr(value, "__self__", None)
    if inspect.ismethod(value) and owner is not None:
        yield owner  # a bound method: the object it acts on
        return
    if isinstance(value, list | tuple | set | frozenset):
        for item in value:
            yield from _held(item, package, skip, depth - 1, seen)
        return
    if isinstance(value, dict):
        for item in value.values():
            yield from _held(item, package, skip, depth - 1, seen)
        return
    if not type(value).__module__.startswith(package) or isinstance(value, skip):
        return  # the context, fonts, pygame objects: no panels in them
    fields = dict(getattr(value, "__dict__", {}))
    for slot in getattr(type(value), "__slots__", ()):
        if hasattr(value, slot):
            fields[slot] = getattr(value, slot)
    for item in fields.values():
        yield from _held(item, package, skip, depth - 1, seen)


def panels_holding_panels(
    panels: Iterable[Any], package: str, skip: tuple[type, ...] = (), depth: int = 3
) -> list[str]:
    """ "Holder holds Held" for each built panel that holds another panel of
    ``panels`` or a ``PanelStack`` (through ``package``'s plain objects)."""
    panels = list(panels)
    found = []
    for panel in panels:
        fields = dict(getattr(panel, "__dict__", {}))
        for slot in getattr(type(panel), "__slots__", ()):
            if hasattr(panel, slot):
                fields[slot] = getattr(panel, slot)
        for thing in _held(fields, package, skip, depth, {id(panel)}):
            if isinstance(thing, PanelStack) or any(
                thing is other for other in panels if other is not panel
            ):
                found.append(f"{type(panel).__name__} holds {type(thing).__name__}")
    return found
