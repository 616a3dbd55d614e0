"""Mouse and keys on the Kids' Splash table: what a press, a drag, a release
or a key does in each phase. Everything goes through the scene's own
``play``/``start_throw``/``pause``; targets are found with its public helpers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ai.splash import ThrowPlan
from game.render.splash import coords as coords
from game.render.splash.coords import Box
from game.rules.splash import (
    ChooseSplash,
    DropletColour,
    EndTurn,
    FreePick,
    Give,
    Phase,
    Roll,
)
from game.scenes.splash.aim import TossAim

if TYPE_CHECKING:
    from game.scenes.splash.table import SplashTableScene

Point = tuple[float, float]


def handle_input(scene: SplashTableScene, event: pygame.event.Event) -> bool:
    """Handle one event for the table; True when it was used."""
    kind = event.type
    if kind == pygame.MOUSEMOTION:
        scene.mouse = event.pos
        if scene.aim is not None:
            _aim_moved(scene, event.pos)
        elif scene.waiting_for_human() and scene.game.phase is Phase.THROW:
            scene.drop_x = coords.drop_x_for(
                scene.camera, event.pos, scene.level.drop_span
            )
        return True
    if kind == pygame.MOUSEBUTTONDOWN:
        scene.mouse = event.pos
        if event.button == 1:
            return _press(scene, event.pos)
        return False
    if kind == pygame.MOUSEBUTTONUP:
        if event.button == 1 and scene.aim is not None:
            _release(scene, event.pos)
            return True
        return False
    if kind in (pygame.WINDOWLEAVE, pygame.WINDOWFOCUSLOST):
        scene.aim = None  # leaving the window never throws
        return False
    if kind == pygame.KEYDOWN:
        return _key(scene, event.key)
    return False


def _press(scene: SplashTableScene, pos: Point) -> bool:
    if coords.inside(coords.PAUSE_BUTTON, pos):
        scene.aim = None
        scene.pause()
        return True
    if scene.skip():
        return True
    if not scene.waiting_for_human():
        return True
    buttons = scene.buttons()
    phase = scene.game.phase
    if phase is Phase.ROLL:
        if "die" in buttons and coords.inside(buttons["die"], pos):
            scene.play(Roll())
        return True
    if phase is Phase.CHOOSE:
        return _press_choose(scene, pos, buttons)
    if phase is Phase.THROW:
        return _press_throw(scene, pos)
    if phase is Phase.SHARE:
        return _press_share(scene, pos, buttons)
    return True


def _press_choose(scene: SplashTableScene, pos: Point, buttons: dict[str, Box]) -> bool:
    if not scene.picking:
        if "pick" in buttons and coords.inside(buttons["pick"], pos):
            scene.picking = True
            scene.ctx.sound.play("click")
        elif coords.inside(buttons["splash"], pos):
            scene.play(ChooseSplash())
        return True
    if coords.inside(coords.BACK_BUTTON, pos):
        scene.picking = False
        return True
    for name, box in buttons.items():
        if name.startswith("colour:") and coords.inside(box, pos):
            droplet = scene.pick_for_colour(DropletColour(name[7:]))
            if droplet is not None:
                scene.play(FreePick(droplet))
            return True
    droplet = scene.pick_target(pos)
    if droplet is not None:
        scene.play(FreePick(droplet))
    return True


def _press_throw(scene: SplashTableScene, pos: Point) -> bool:
    if scene.game.options.advanced:
        scene.aim = TossAim.grab(scene.camera, scene.level.toss_start, pos)
        if scene.aim is not None:
            _aim_moved(scene, pos)
            return True
    if coords.inside(coords.POND_VIEW, pos):
        x = coords.drop_x_for(scene.camera, pos, scene.level.drop_span)
        scene.drop_x = x
        scene.start_throw(ThrowPlan("drop", x=x))
    return True


def _press_share(scene: SplashTableScene, pos: Point, buttons: dict[str, Box]) -> bool:
    if coords.inside(buttons["done"], pos):
        scene.play(EndTurn())
        return True
    if scene.gift is not None:
        for seat in sorted(scene.gift_seats(scene.gift)):
            if scene.places[seat].contains(pos):
                scene.play(Give(scene.gift, seat))
                return True
    droplet = scene.gift_target(pos)
    scene.gift = droplet if droplet != scene.gift else None
    return True


def _aim_moved(scene: SplashTableScene, pos: Point) -> None:
    aim = scene.aim
    assert aim is not None
    if aim.move(pos) and aim.toss is not None:
        aim.path = scene.pond.preview_toss(*aim.toss)


def _release(scene: SplashTableScene, pos: Point) -> None:
    aim = scene.aim
    scene.aim = None
    assert aim is not None
    if not coords.inside((0, 0, coords.SCREEN_W, coords.SCREEN_H), pos):
        return  # let go outside the window: no toss
    aim.move(pos)
    if aim.toss is None or not scene.waiting_for_human():
        return  # back on the pebble: cancelled
    angle, strength = aim.toss
    scene.start_throw(ThrowPlan("toss", angle=angle, strength=strength))


def _key(scene: SplashTableScene, key: int) -> bool:
    if key == pygame.K_SPACE:
        scene.skip(everything=True)
        return True
    if key != pygame.K_ESCAPE:
        return False
    if scene.aim is not None:
        scene.aim = None
    elif scene.picking:
        scene.picking = False
    elif scene.gift is not None:
        scene.gift = None
    else:
        scene.pause()
    return True
