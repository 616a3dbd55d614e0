"""Drawing the Kids' Splash table from the scene's state (reads, never changes it)."""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

import pygame

from game.ai.splash import ThrowPlan
from game.render.splash import coords as coords
from game.render.splash.hud import BoardArgs
from game.rules.splash import DropletColour, Phase
from game.rules.splash.droplets import COLOUR_RGB
from game.scenes.splash.aim import TossAim
from game.scenes.splash.show import NOTE_TIME

if TYPE_CHECKING:
    from game.scenes.splash.table import SplashTableScene

GLOW = (255, 255, 255)
PICK_GLOW = (255, 236, 90)
GIFT_GREEN = (52, 168, 83)


def draw_table(scene: SplashTableScene, surface: pygame.Surface) -> None:
    view, hud = scene.view, scene.hud
    surface.blit(hud.backdrop(view.background(), board_args(scene)), (0, 0))
    surface.set_clip(coords.POND_VIEW)  # a lob's arc goes up under the banner
    _draw_pebble_waiting(scene, surface)
    surface.set_clip(None)
    dim: set[int] = set()
    hovered = None
    if scene.picking and scene.waiting_for_human():
        hovered = scene.pick_target(scene.mouse)
        for name, box in scene.buttons().items():
            if name.startswith("colour:") and coords.inside(box, scene.mouse):
                hovered = scene.pick_for_colour(DropletColour(name[7:]))
        legal = scene.free_picks()
        dim = {b[0] for b in scene.bodies if b[0] not in legal}
    surface.set_clip(coords.POND_VIEW)  # lobs high in the sky stay off the banner
    view.draw_droplets(surface, scene.bodies, frozenset(), dim)
    pebble = scene.pond.pebble_pose()
    if pebble is not None:
        x, y, angle = pebble
        view.draw_pebble(surface, (x, y), angle, scene.colour(scene.seat))
    surface.set_clip(None)
    _draw_up_in_the_sky(scene, surface, pebble)
    view.draw_water(surface, scene.show.ripples.heights())
    if hovered is not None:
        _draw_lifted(scene, surface, hovered)
    view.draw_particles(surface, scene.show.particles.items)
    _draw_tray(scene, surface)
    _draw_gift_paths(scene, surface)
    _draw_boards(scene, surface)
    _draw_banner(scene, surface)
    _draw_overlays(scene, surface)
    for flight in scene.show.flights.items:
        view.draw_droplet_at(surface, flight.colour, flight.position(), flight.size())
    _draw_notes(scene, surface)
    if scene.show.confetti is not None:
        _draw_confetti(scene, surface)
    hud.draw_pause(
        surface, coords.PAUSE_BUTTON, coords.inside(coords.PAUSE_BUTTON, scene.mouse)
    )


def _draw_up_in_the_sky(
    scene: SplashTableScene,
    surface: pygame.Surface,
    pebble: tuple[float, float, float] | None,
) -> None:
    """Above the top of the screen the sky goes on: an arrow at the top edge
    shows where the pebble (and any droplet) is, and it grows as it falls
    back."""
    top = coords.POND_VIEW[1]
    cam = scene.camera
    marks: list[tuple[float, float, tuple[int, int, int], float]] = []
    if pebble is not None:
        sx, sy = cam.to_screen(pebble[:2])
        if sy < top:
            marks.append((sx, sy, scene.colour(scene.seat), 22.0))
    colour_of = scene.game.model.colour_of
    for droplet, x, y, _ in scene.bodies:
        sx, sy = cam.to_screen((x, y))
        if sy < top:
            marks.append((sx, sy, COLOUR_RGB[colour_of(droplet)], 13.0))
    for sx, sy, colour, size in marks:
        near = max(0.6, 1.0 - (top - sy) / 1200.0)
        r = size * near
        x = coords.clamp(sx, 20, coords.POND_VIEW[2] - 20)
        y = top + 10
        tip = [(x, y - 2), (x - r, y + r * 1.2), (x + r, y + r * 1.2)]
        pygame.draw.polygon(surface, (255, 255, 255), tip)
        centre = (x, y + r * 1.2 + r)
        if size > 20:  # the pebble itself, in its ring of the seat colour
            sprite = scene.view.pebble(colour)
            surface.blit(sprite, sprite.get_rect(center=_round(centre)))
        else:
            pygame.draw.circle(surface, colour, centre, r)
            pygame.draw.circle(surface, (60, 60, 80), centre, r, 2)


def _draw_pebble_waiting(scene: SplashTableScene, surface: pygame.Surface) -> None:
    """Before a throw: the pebble on the drop line (and at the toss start), or
    the toss being aimed; a computer seat's aim is shown as it is made."""
    game = scene.game
    if (
        game.phase is not Phase.THROW
        or scene.throw is not None
        or scene.pond.is_throwing()
    ):
        return
    colour = scene.colour(scene.seat)
    advanced = game.options.advanced
    if scene.is_computer(scene.seat):
        plan = scene.bot_action
        shown = scene.bot_progress()
        tossing = isinstance(plan, ThrowPlan) and plan.kind == "toss"
        if advanced:
            scene.view.draw_toss_pebble(surface, colour, scene.time, tossing)
        if isinstance(plan, ThrowPlan) and plan.kind == "drop":
            mid = sum(scene.level.drop_span) / 2
            x = mid + (plan.x - mid) * min(1.0, shown * 1.4)
            scene.view.draw_drop_guide(surface, x, colour, scene.time)
        elif isinstance(plan, ThrowPlan):
            aim = TossAim(scene.camera, scene.level.toss_start)
            strength = plan.strength * min(1.0, 0.3 + shown)
            aim.move(scene.toss_release_pos(plan.angle, strength))
            path = scene.pond.preview_toss(*aim.toss) if aim.toss else []
            scene.view.draw_aim(surface, aim.pointer, path, aim.strength, colour)
        return
    if advanced:
        scene.view.draw_toss_pebble(surface, colour, scene.time, scene.aim is not None)
    if scene.aim is not None:
        aim = scene.aim
        scene.view.draw_aim(surface, aim.pointer, aim.path, aim.strength, colour)
    elif not (advanced and math.dist(scene.mouse, scene.pebble_pos()) < 60):
        scene.view.draw_drop_guide(surface, scene.drop_x, colour, scene.time)


def _draw_lifted(
    scene: SplashTableScene, surface: pygame.Surface, droplet: int
) -> None:
    for body, x, y, _ in scene.bodies:
        if body == droplet:
            centre = scene.camera.to_screen((x, y))
            lift = (centre[0], centre[1] - 6 - 3 * math.sin(scene.time * 8))
            pygame.draw.circle(surface, GLOW, lift, 24, 5)
            scene.view.draw_droplet_at(
                surface, scene.game.model.colour_of(droplet), lift, 15
            )
            return


def _draw_tray(scene: SplashTableScene, surface: pygame.Surface) -> None:
    flying = scene.show.flights.flying()
    givable = (
        scene.givable()
        if (scene.game.phase is Phase.SHARE and scene.waiting_for_human())
        else set()
    )
    waiting = [d for d in scene.game.out_droplets() if d in scene.show.tray]
    landing = [f.end for f in scene.show.flights.items if f.kind == "tray"]
    if waiting or landing:
        slots = [coords.tray_slot(scene.show.tray[d]) for d in waiting] + landing
        right = max(x for x, _ in slots) + 30
        y = coords.TRAY_Y + coords.TRAY_RADIUS - 2
        shelf = pygame.Rect(34, round(y), round(right - 34), 12)
        pygame.draw.rect(surface, (128, 78, 40), shelf.move(0, 3), border_radius=6)
        pygame.draw.rect(surface, (255, 226, 170), shelf, border_radius=6)
    for droplet in waiting:
        if droplet in flying:
            continue
        centre = coords.tray_slot(scene.show.tray[droplet])
        radius = coords.TRAY_RADIUS
        if droplet == scene.gift:
            centre = (centre[0], centre[1] - 12)
            pygame.draw.circle(surface, PICK_GLOW, centre, radius + 12, 5)
        elif droplet in givable:
            pulse = 0.5 + 0.5 * math.sin(scene.time * 6)
            pygame.draw.circle(surface, GLOW, centre, radius + 6 + 3 * pulse, 3)
        scene.view.draw_droplet_at(
            surface, scene.game.model.colour_of(droplet), centre, radius
        )


def _draw_gift_paths(scene: SplashTableScene, surface: pygame.Surface) -> None:
    """A chosen leftover: dotted hops from it to every board that can use it,
    the dots running towards the board ("give it here")."""
    gift = scene.gift
    if gift is None or gift not in scene.show.tray:
        return
    start = coords.tray_slot(scene.show.tray[gift])
    start = (start[0], start[1] - 12)
    flow = (scene.time * 1.2) % 1.0
    for seat in sorted(scene.gift_seats(gift)):
        place = scene.places[seat]
        end = (place.centre[0] - place.radius - 22, place.centre[1])
        lift = 220.0
        for k in range(16):
            t = (k + flow) / 16
            p = coords.arc_point(start, end, t, lift)
            pygame.draw.circle(surface, (255, 255, 255), p, 10)
            pygame.draw.circle(surface, GIFT_GREEN, p, 7)
        tip = coords.arc_point(start, end, 1.0, lift)
        arrow = [
            (tip[0] + 16, tip[1]),
            (tip[0] - 8, tip[1] - 18),
            (tip[0] - 8, tip[1] + 18),
        ]
        pygame.draw.polygon(surface, GIFT_GREEN, arrow)
        pygame.draw.polygon(surface, (255, 255, 255), arrow, 3)


def board_args(scene: SplashTableScene) -> list[BoardArgs]:
    """What each board shows: droplets still flying to it are not on it yet."""
    game = scene.game
    flying = scene.show.flights.flying("board")
    marks = bool(getattr(scene.ctx.settings, "colour_blind", False))
    return [
        (
            place,
            seat,
            scene.name(seat),
            scene.colour(seat),
            game.boards[seat].layout,
            tuple(d is not None and d not in flying for d in game.boards[seat].spaces),
            seat == scene.shown_seat and not game.is_over(),
            marks,
        )
        for seat, place in enumerate(scene.places)
    ]


def _draw_boards(scene: SplashTableScene, surface: pygame.Surface) -> None:
    """The glow of the current board, gift targets, and the arrow (the boards
    themselves are on the backdrop)."""
    game = scene.game
    targets = scene.gift_seats(scene.gift) if scene.gift is not None else set()
    for seat, place in enumerate(scene.places):
        current = seat == scene.shown_seat and not game.is_over()
        scene.hud.draw_board_glow(surface, place, current, seat in targets, scene.time)
    if game.winner is not None:
        _draw_winner_rays(scene, surface, scene.places[game.winner])
    if not game.is_over():
        place = scene.places[scene.shown_seat]
        x = place.centre[0] - place.radius - 26 + 6 * math.sin(scene.time * 5)
        y = place.centre[1]
        pygame.draw.polygon(
            surface, (255, 240, 140), [(x + 20, y), (x - 4, y - 18), (x - 4, y + 18)]
        )
        pygame.draw.polygon(
            surface, (60, 60, 80), [(x + 20, y), (x - 4, y - 18), (x - 4, y + 18)], 3
        )


def _draw_winner_rays(
    scene: SplashTableScene, surface: pygame.Surface, place: coords.BoardPlace
) -> None:
    """Golden rays turning round the winner's board."""
    cx, cy = place.centre
    r = place.radius
    pulse = 0.5 + 0.5 * math.sin(scene.time * 6)
    for k in range(12):
        a = scene.time * 0.8 + k * math.tau / 12
        inner, outer = r + 8, r + 22 + 10 * pulse
        spread = 0.09
        points = [
            (cx + inner * math.cos(a - spread), cy + inner * math.sin(a - spread)),
            (cx + outer * math.cos(a), cy + outer * math.sin(a)),
            (cx + inner * math.cos(a + spread), cy + inner * math.sin(a + spread)),
        ]
        pygame.draw.polygon(surface, (255, 214, 70), points)
    pygame.draw.circle(surface, (255, 236, 140), (cx, cy), r + 6, 6)


def _prompt(scene: SplashTableScene) -> str:
    game = scene.game
    if game.is_over():
        return "We have a winner!"
    if scene.is_computer(scene.seat):
        return "is playing... (click to skip)"
    if scene.rolling > 0:
        return "Rolling..."
    if scene.is_busy():
        return "Splash!" if scene.pond.is_throwing() else "Look!"
    phase = game.phase
    if phase is Phase.ROLL:
        return "Tap the die!"
    if phase is Phase.CHOOSE:
        return "Tap a droplet you need" if scene.picking else "Free Pick or Splash?"
    if phase is Phase.THROW:
        if game.options.advanced:
            return "Pull the pebble back to toss, or tap to drop"
        return "Tap over the pond to drop the pebble"
    if phase is Phase.SHARE:
        return "Give droplets to a friend, then Done"
    return ""


def _draw_banner(scene: SplashTableScene, surface: pygame.Surface) -> None:
    game = scene.game
    seat = game.winner if game.winner is not None else scene.shown_seat
    throws = scene.throws_shown()
    roll = game.roll if scene.rolling <= 0 else None
    scene.hud.draw_banner(
        surface,
        scene.name(seat),
        scene.colour(seat),
        seat,
        bool(getattr(scene.ctx.settings, "colour_blind", False)),
        _prompt(scene),
        roll,
        throws,
        scene.time,
    )


def _draw_overlays(scene: SplashTableScene, surface: pygame.Surface) -> None:
    hud = scene.hud
    game = scene.game
    mouse = scene.mouse
    if scene.rolling > 0 and game.roll is not None:
        spin = scene.rolling / 0.9
        rng = random.Random(int(scene.time * 14))
        value = game.roll if spin < 0.25 else rng.choice(game.model.die_faces)
        hop = abs(math.sin(spin * math.pi * 3)) * 60 * spin
        cx, cy = coords.DIE_BIG_CENTRE
        hud.draw_die(surface, value, (cx, cy - hop), coords.DIE_BIG_SIZE, spin * 720)
        return
    buttons = scene.buttons()
    phase = game.phase
    bot_choice = scene.bot_action if scene.is_computer(scene.seat) else None
    if phase is Phase.ROLL and not game.is_over() and not scene.is_busy():
        box = buttons.get("die")
        cx, cy = coords.DIE_BIG_CENTRE
        wobble = math.sin(scene.time * 4) * 8
        hover = box is not None and coords.inside(box, mouse)
        size = coords.DIE_BIG_SIZE + (10 if hover else 0)
        hud.draw_die(surface, 1 + int(scene.time * 2) % 3, (cx, cy), size, wobble)
        if box is not None:
            hud.draw_note(surface, "Roll!", (cx, cy + 118), 44)
    elif phase is Phase.CHOOSE and not scene.picking:
        from game.rules.splash import ChooseSplash, FreePick

        throws = game.roll or 1
        pick_chosen = isinstance(bot_choice, FreePick)
        splash_chosen = isinstance(bot_choice, ChooseSplash)
        if scene.free_picks():
            hud.draw_choice(
                surface,
                coords.CHOICE_FREE_PICK,
                "pick",
                coords.inside(coords.CHOICE_FREE_PICK, mouse),
                throws,
                scene.time,
                pick_chosen,
            )
        hud.draw_choice(
            surface,
            coords.CHOICE_SPLASH,
            "splash",
            coords.inside(coords.CHOICE_SPLASH, mouse),
            throws,
            scene.time,
            splash_chosen,
        )
        if pick_chosen and bot_choice is not None:
            droplet = bot_choice.droplet  # type: ignore[union-attr]
            _draw_lifted(scene, surface, droplet)
    elif phase is Phase.CHOOSE and "back" in buttons:
        hud.draw_button(
            surface,
            coords.BACK_BUTTON,
            "Back",
            coords.inside(coords.BACK_BUTTON, mouse),
            size=40,
        )
        for name, box in buttons.items():
            if name.startswith("colour:"):
                hud.draw_colour_button(
                    surface,
                    box,
                    DropletColour(name[7:]),
                    coords.inside(box, mouse),
                    scene.time,
                )
    elif phase is Phase.SHARE and not game.is_over():
        box = buttons.get("done")
        if box is not None:
            hud.draw_button(
                surface,
                box,
                "Done",
                coords.inside(box, mouse),
                fill=(120, 220, 130),
                size=52,
            )


def _draw_notes(scene: SplashTableScene, surface: pygame.Surface) -> None:
    for words, left, colour in scene.show.notes[:1]:
        rise = (NOTE_TIME - left) * 24
        scene.hud.draw_note(surface, words, (480, 160 - rise), 52, back=colour)
    if scene.game.is_over() and scene.game.winner is not None:
        winner = scene.game.winner
        scene.hud.draw_note(
            surface,
            f"{scene.name(winner)} wins!",
            (480, 260),
            84,
            back=scene.colour(winner),
        )


def _draw_confetti(scene: SplashTableScene, surface: pygame.Surface) -> None:
    assert scene.show.confetti is not None
    confetti = scene.show.confetti
    for (x, y, _, _, turn), colour in zip(
        confetti.pieces, confetti.colours, strict=True
    ):
        w = 16 * abs(math.cos(turn)) + 3
        pygame.draw.rect(surface, colour, (x - w / 2, y - 7, w, 14))


def _round(p: tuple[float, float]) -> tuple[int, int]:
    return (round(p[0]), round(p[1]))
