"""Playing Kids' Splash from the keyboard alone.

Space or Enter does the thing shown: rolls the die, takes the choice that
glows, drops (or tosses) the pebble, gives the chosen droplet, presses Done.
The arrows move the glow between the choices (the two cards, the colour
buttons and Back, the leftovers and Done, the boards that can take a gift)
and move the drop point along the line. In the advanced variant Tab lifts
the pebble at the toss start; then Left and Right aim it higher or flatter,
Up and Down throw harder or softer, and Space throws.

A choice made with a key goes through the same panel as a tap at its centre,
so both ways play by the same rules. The glow is shown once a key is used,
until the next mouse press or touch.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.render.splash import coords as coords
from game.rules.splash import Phase
from game.scenes.splash.look import TableLook
from game.scenes.splash.panels.boards import board_centre
from game.scenes.splash.panels.panel import CONFIRM_KEYS
from game.scenes.splash.table_state import TableState
from game.scenes.splash.table_view import ChoiceView, ShareView

BACK_KEYS = (pygame.K_LEFT, pygame.K_UP)
ON_KEYS = (pygame.K_RIGHT, pygame.K_DOWN)
GLOW = (255, 236, 90)


class KeysPanel:
    def __init__(
        self,
        state: TableState,
        look: TableLook,
        choice: ChoiceView,
        share: ShareView,
        throw_key: Callable[[int], bool],
        tap: Callable[[pygame.event.Event], object],
    ) -> None:
        self.state = state
        #: Presses a lit target as a tap would: the event goes to the table's
        #: panels, top-most first (the table's routing, handed over).
        self.tap = tap
        #: A key while a pebble is to be thrown, handed to the throw control
        #: (an intent: whether it was used).
        self.throw_key = throw_key
        self.look = look
        #: What the choices and the row show (the scene's view state).
        self.choice = choice
        self.share = share
        #: The target glowing now, by name (see `targets`), or None.
        self.focus: str | None = None
        #: A key was used since the last press of the mouse or a finger.
        self.shown = False
        self.time = 0.0

    # ------------------------------------------------------------- targets
    def targets(self) -> list[str]:
        """What the arrows move between now, in screen order: names of the
        choice panel's buttons, ``gift:<droplet>``, ``board:<seat>``, "done"."""
        state = self.state
        if not state.waiting_for_human():
            return []
        phase = state.game.phase
        if phase is Phase.CHOOSE:
            names = list(self.choice.buttons())
            if "back" in names:  # the colours first, Back last
                names.remove("back")
                names.append("back")
            return names
        if phase is Phase.SHARE:
            gift = self.share.gift
            if gift is not None:
                return [f"board:{s}" for s in sorted(state.gift_seats(gift))]
            tray = self.share.show.tray
            gifts = sorted(state.givable(), key=lambda d: (tray.get(d, 99), d))
            return [f"gift:{d}" for d in gifts] + ["done"]
        return []

    def default_focus(self, targets: list[str]) -> str | None:
        """Where the glow starts: Splash, Done, the first colour or board."""
        for name in ("splash", "done"):
            if name in targets:
                return name
        return targets[0] if targets else None

    def focused(self) -> str | None:
        """The glowing target (moved to the default when it went away)."""
        targets = self.targets()
        if self.focus not in targets:
            self.focus = self.default_focus(targets)
        return self.focus

    def target_pos(self, name: str) -> tuple[int, int] | None:
        """The centre of a target on the screen."""
        if name.startswith("gift:"):
            pos = self.share.droplet_pos(int(name[5:]))
            return None if pos is None else (round(pos[0]), round(pos[1]))
        if name.startswith("board:"):
            return board_centre(self.look, int(name[6:]))
        box = {**self.choice.buttons(), **self.share.buttons()}.get(name)
        return None if box is None else coords.centre_of(box)

    # -------------------------------------------------------------- events
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.shown = False
            return False
        if event.type == pygame.KEYDOWN:
            return self.key(event.key)
        return False

    def key(self, key: int) -> bool:
        """A key went down while a human seat is to act; True when used."""
        state = self.state
        if not state.waiting_for_human():
            return False
        phase = state.game.phase
        if phase is Phase.THROW:
            used = self.throw_key(key)
            self.shown = self.shown or used
            return used
        if key in CONFIRM_KEYS:
            if phase is Phase.ROLL:
                self._tap(self.target_pos_of_die())
            else:
                name = self.focused()
                if name is not None:
                    self._tap(self.target_pos(name))
            self.shown = True  # after the tap: the glow stays for the keys
            return True
        step = -1 if key in BACK_KEYS else 1 if key in ON_KEYS else 0
        if step == 0:
            return False
        self.shown = True
        targets = self.targets()
        name = self.focused()
        if name is not None:
            self.focus = targets[(targets.index(name) + step) % len(targets)]
        return True

    def target_pos_of_die(self) -> tuple[int, int] | None:
        box = self.choice.buttons().get("die")
        return None if box is None else coords.centre_of(box)

    def _tap(self, pos: tuple[int, int] | None) -> None:
        """Press the target at ``pos`` as a tap would, through the table."""
        if pos is None:
            return
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.tap(pygame.event.Event(kind, pos=pos, button=1))

    def update(self, dt: float) -> None:
        self.time += dt

    # ------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        pen = self.look.pen(surface)
        if not self.shown:
            return
        name = self.focused()
        if name is None:
            return
        pulse = 4 * (0.5 + 0.5 * math.sin(self.time * 6))
        if name.startswith(("gift:", "board:")):
            centre = self.target_pos(name)
            if centre is None:
                return
            if name.startswith("board:"):
                radius = self.look.places[int(name[6:])].radius + 10
            else:
                radius = coords.TRAY_RADIUS + 16
            pen.circle((60, 60, 80), centre, radius + pulse + 3, 9)
            pen.circle(GLOW, centre, radius + pulse, 6)
            return
        box = {**self.choice.buttons(), **self.share.buttons()}.get(name)
        if box is None:
            return
        rect = pygame.Rect(box).inflate(16 + pulse * 2, 16 + pulse * 2)
        pen.box((60, 60, 80), rect.inflate(6, 6), 9, 24)
        pen.box(GLOW, rect, 6, 22)
