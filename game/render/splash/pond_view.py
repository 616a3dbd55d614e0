"""The pond in cross-section: sky, the wooden board with its basin, the water
with a rippling surface, the droplets, the pebble and the aiming aids.

Drawing only: what to draw comes in as data (the pond's droplet poses, the
ripple heights, the particles); nothing here changes any state but caches.
Everything is drawn through a `Pen` at the picture's scale (places and
lengths logical); the sprites and the background are made per scale, the
last few scales kept.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

import pygame

from game.levels import Level
from game.physics import tuning
from game.physics.pond import Pose
from game.render.splash.art import ROTATIONS, DropletSprites, pebble_sprite, ready
from game.render.splash.coords import POND_VIEW, SCREEN_H, SCREEN_W, PondCamera
from game.render.splash.pen import Pen, scale_key
from game.rules.splash.droplets import STANDARD, DropletColour, SplashModel

Colour = tuple[int, int, int]
Point = tuple[float, float]

SKY_TOP: Colour = (104, 190, 244)
SKY_BOTTOM: Colour = (206, 238, 252)
WOOD: Colour = (236, 178, 104)
WOOD_DARK: Colour = (176, 112, 56)
WOOD_EDGE: Colour = (128, 78, 40)
ROCK: Colour = (158, 160, 172)
ROCK_EDGE: Colour = (96, 98, 112)
WATER_BACK: Colour = (84, 186, 236)
FOAM: Colour = (240, 252, 255)
GUIDE: Colour = (255, 255, 255)
PARTICLE: Colour = (226, 246, 255)
#: The flying pebble is drawn turned to the nearest of this many steps.
PEBBLE_TURNS = 36
#: Scales whose pictures are kept (a window resized back and forth).
KEPT_SCALES = 3


def top_edge(region: Sequence[Point]) -> tuple[int, int] | None:
    """Indices (i, i+1 mod n) of the pond region's horizontal top edge: the
    longest edge lying on the region's highest y; None if there is none."""
    top = min(p[1] for p in region)
    best: tuple[int, int] | None = None
    best_len = 0.0
    n = len(region)
    for i in range(n):
        a, b = region[i], region[(i + 1) % n]
        if abs(a[1] - top) <= 1.0 and abs(b[1] - top) <= 1.0:
            length = abs(a[0] - b[0])
            if length > best_len:
                best, best_len = (i, (i + 1) % n), length
    return best


def surface_line(
    region: Sequence[Point], heights: Sequence[float]
) -> list[Point] | None:
    """The water's surface in level px: points evenly spaced along the pond
    region's top edge, left to right, raised by ``heights`` (+ is up). None
    when the region has no horizontal top edge."""
    edge = top_edge(region)
    if edge is None or len(heights) < 2:
        return None
    a, b = region[edge[0]], region[edge[1]]
    left, right = (a, b) if a[0] <= b[0] else (b, a)
    y = left[1]
    count = len(heights)
    return [
        (left[0] + (right[0] - left[0]) * k / (count - 1), y - heights[k])
        for k in range(count)
    ]


def for_display(surface: pygame.Surface, alpha: bool = False) -> pygame.Surface:
    """``surface`` in the display's pixel format (much faster to blit), when
    there is a display."""
    if pygame.display.get_surface() is None:
        return surface
    return surface.convert_alpha() if alpha else surface.convert()


class PondPictures:
    """The pond's pictures at one scale: the droplets at every turn, the
    pebbles, the background of one picture size."""

    def __init__(self, view: PondView, scale: float) -> None:
        self.scale = scale
        model = view.model
        if scale == 1.0:
            self.sprites = view.sprites
        else:
            self.sprites = DropletSprites(view.sprites.radius * scale)
            self.sprites.prepare(model.colours)
        #: Each droplet's sprites by rotation step (list index = droplet).
        self.turns: list[list[pygame.Surface]] = [
            [
                self.sprites.turned(model.colour_of(d), k * math.tau / ROTATIONS)
                for k in range(ROTATIONS)
            ]
            for d in range(max(model.droplets()) + 1)
        ]
        self.pebble_turns: dict[tuple[Colour | None, int], pygame.Surface] = {}
        self.pebbles: dict[Colour | None, pygame.Surface] = {}
        self.pebble_radius = view.pebble_radius * scale
        self.background: tuple[tuple[int, int], pygame.Surface] | None = None

    def pebble(self, ring: Colour | None) -> pygame.Surface:
        sprite = self.pebbles.get(ring)
        if sprite is None:
            sprite = pebble_sprite(self.pebble_radius, ring, self.scale)
            self.pebbles[ring] = sprite
        return sprite


class PondView:
    """Draws one level's pond through a `PondCamera`."""

    def __init__(
        self,
        level: Level,
        camera: PondCamera | None = None,
        model: SplashModel = STANDARD,
        droplet_radius: float = tuning.DROPLET_RADIUS,
        pebble_radius: float = tuning.PEBBLE_RADIUS,
    ) -> None:
        self.level = level
        self.camera = camera or PondCamera.fit((level.width, level.height))
        self.model = model
        # A touch bigger than the body: easier to see, the tip overlaps a little.
        #: The droplets at the logical size (their radius is the one to read).
        self.sprites = DropletSprites(
            self.camera.length_to_screen(droplet_radius) * 1.12
        )
        self.sprites.prepare(model.colours)
        self._batch: list[tuple[pygame.Surface, tuple[int, int]]] = []
        #: Logical px.
        self.pebble_radius = self.camera.length_to_screen(pebble_radius)
        self._pictures: dict[float, PondPictures] = {}

    def at(self, scale: float) -> PondPictures:
        """The pictures at ``scale`` (made on first use, a few kept)."""
        key = scale_key(scale)
        pictures = self._pictures.get(key)
        if pictures is None:
            if len(self._pictures) >= KEPT_SCALES:
                self._pictures.pop(next(iter(self._pictures)))
            pictures = self._pictures[key] = PondPictures(self, key)
        return pictures

    # ---------------------------------------------------------------- static
    def background(
        self, size: tuple[int, int] = (SCREEN_W, SCREEN_H), scale: float = 1.0
    ) -> pygame.Surface:
        """The whole screen's sky, pond and wood, at ``scale`` on a picture
        of ``size``."""
        pictures = self.at(scale)
        if pictures.background is None or pictures.background[0] != size:
            picture = for_display(self._render_background(size, pictures.scale))
            pictures.background = (size, picture)
        return pictures.background[1]

    def _render_background(
        self, size: tuple[int, int], scale: float = 1.0
    ) -> pygame.Surface:
        x, y, w, h = POND_VIEW
        surface = pygame.Surface(size)
        pen = Pen(surface, scale)
        width, height = size
        for row in range(height):
            t = max(0.0, min(1.0, (row / scale - y) / h))
            colour = tuple(
                round(a + (b - a) * t) for a, b in zip(SKY_TOP, SKY_BOTTOM, strict=True)
            )
            pygame.draw.line(surface, colour, (0, row), (width - 1, row))
        self._draw_sun_and_clouds(pen)
        cam = self.camera
        region = [cam.to_screen(p) for p in self.level.pond_region]
        pen.polygon(WATER_BACK, region)
        for wall in self.level.walls:
            pts = [cam.to_screen(p) for p in wall.points]
            if wall.closed:
                pen.polygon(ROCK, pts)
                pen.polygon(ROCK_EDGE, pts, 4)
                continue
            bottom = cam.to_screen((0.0, self.level.height))[1]
            body = [*pts, (pts[-1][0], bottom), (pts[0][0], bottom)]
            pen.polygon(WOOD, body)
            self._draw_grain(pen, body)
        thick = max(3, round(cam.length_to_screen(12.0)))
        for wall in self.level.walls:
            if wall.closed:
                continue
            pts = [cam.to_screen(p) for p in wall.points]
            pen.lines(WOOD_EDGE, False, pts, thick + 4)
            pen.lines(WOOD_DARK, False, pts, thick)
            for p in pts:
                pen.circle(WOOD_DARK, p, thick / 2)
        return surface

    def _draw_grain(self, pen: Pen, body: list[Point]) -> None:
        surface = pen.surface
        layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        grain = Pen(layer, pen.scale)
        grain.polygon((255, 255, 255, 0), body)
        ys = [p[1] for p in body]
        top, bottom = int(min(ys)), int(max(ys))
        mask = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        Pen(mask, pen.scale).polygon((255, 255, 255, 255), body)
        for row in range(top + 18, bottom, 22):
            grain.line((*WOOD_DARK, 60), (0, row), (SCREEN_W - 1, row + 3), 2)
        layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(layer, (0, 0))

    @staticmethod
    def _draw_sun_and_clouds(pen: Pen) -> None:
        layer = pygame.Surface(pen.surface.get_size(), pygame.SRCALPHA)
        sky = Pen(layer, pen.scale)
        for radius, alpha in ((70, 40), (52, 80), (40, 255)):
            sky.circle((255, 226, 120, alpha), (860, 160), radius)
        for cx, cy, s in ((190, 150, 1.0), (560, 118, 0.8), (760, 250, 0.6)):
            for dx, dy, r in ((-34, 6, 24), (0, -6, 32), (34, 6, 24), (0, 12, 26)):
                sky.circle((255, 255, 255, 200), (cx + dx * s, cy + dy * s), r * s)
        pen.surface.blit(layer, (0, 0))

    # ------------------------------------------------------------- per frame
    def draw_droplets(
        self,
        pen: Pen,
        poses: Iterable[Pose],
        hidden: set[int] | frozenset[int] = frozenset(),
        dim: set[int] | frozenset[int] = frozenset(),
    ) -> None:
        """Every droplet (``(droplet, x, y, angle)`` in level px) not
        ``hidden``; ``dim`` ones veiled (a Free Pick cannot take them).

        One batched blit of cached sprites, turned to the nearest of
        ``ROTATIONS`` steps."""
        pictures = self.at(pen.scale)
        turns, sprites = pictures.turns, pictures.sprites
        scale = self.camera.scale * pen.scale
        ox, oy = self.camera.origin[0] * pen.scale, self.camera.origin[1] * pen.scale
        x0, y0 = ox - sprites.half, oy - sprites.half
        steps = ROTATIONS / math.tau
        batch = self._batch
        batch.clear()
        veiled = []
        for droplet, x, y, angle in poses:
            if hidden and droplet in hidden:
                continue
            at = (round(x0 + x * scale), round(y0 + y * scale))
            batch.append((turns[droplet][round(angle * steps) % ROTATIONS], at))
            if dim and droplet in dim:
                veiled.append(at)
        pen.surface.fblits(batch)
        batch.clear()
        if veiled:
            shade = sprites.shade()
            pen.surface.fblits([(shade, at) for at in veiled])

    def draw_droplet_at(
        self,
        pen: Pen,
        colour: DropletColour,
        centre: Point,
        radius: float | None = None,
    ) -> None:
        """A droplet drawn upright on the screen (in flight, waiting, lifted);
        ``centre`` and ``radius`` logical."""
        r = self.sprites.radius if radius is None else radius
        sprite = self.at(pen.scale).sprites.upright(colour, r * pen.scale)
        pen.blit_centred(sprite, centre)

    def pebble(self, ring: Colour | None = None, scale: float = 1.0) -> pygame.Surface:
        """The pebble (with a ring in a seat colour) as drawn at ``scale``."""
        return self.at(scale).pebble(ring)

    def draw_pebble(
        self,
        pen: Pen,
        level_pos: Point,
        angle: float = 0.0,
        ring: Colour | None = None,
    ) -> None:
        pictures = self.at(pen.scale)
        step = round(angle / math.tau * PEBBLE_TURNS) % PEBBLE_TURNS
        sprite = pictures.pebble_turns.get((ring, step))
        if sprite is None:
            sprite = pictures.pebble(ring)
            if step:
                turned = pygame.transform.rotate(sprite, -step * 360.0 / PEBBLE_TURNS)
                sprite = ready(turned)
            pictures.pebble_turns[(ring, step)] = sprite
        pen.blit_centred(sprite, self.camera.to_screen(level_pos))

    def draw_water(self, pen: Pen, heights: Sequence[float]) -> None:
        """The rippling surface: crests rise above the still water line, with a
        foam line on top. The still water is in the background, under the
        droplets, so they stay bright."""
        line = surface_line(self.level.pond_region, heights)
        if line is None:
            return
        cam = self.camera
        pts = [cam.to_screen(p) for p in line]
        still = cam.to_screen(line[0])[1] + cam.length_to_screen(heights[0])
        band = [*pts, (pts[-1][0], still + 2), (pts[0][0], still + 2)]
        pen.polygon(WATER_BACK, band)
        pen.lines(FOAM, False, pts, 4)

    def draw_drop_guide(
        self,
        pen: Pen,
        x: float,
        colour: Colour,
        time: float,
        ghost: bool = False,
    ) -> None:
        """The drop line, a dotted fall line at ``x`` and the waiting pebble;
        a ``ghost`` ring instead of the pebble when the pebble waits
        elsewhere (at the toss start), so only one pebble is ever seen."""
        cam = self.camera
        x0, x1 = self.level.drop_span
        y = self.level.drop_line[2]
        a, b = cam.to_screen((x0, y)), cam.to_screen((x1, y))
        for k in range(int((b[0] - a[0]) // 18) + 1):
            px = a[0] + k * 18
            pen.line(GUIDE, (px, a[1]), (min(px + 9, b[0]), a[1]), 3)
        top = cam.to_screen((x, y))
        floor = cam.to_screen((x, max(p[1] for p in self.level.pond_region)))
        phase = (time * 60.0) % 24
        yy = top[1] + self.pebble_radius + phase
        while yy < floor[1] - 10:
            pen.circle(colour, (top[0], yy), 4)
            yy += 24
        if ghost:
            r = self.pebble_radius
            pen.circle(GUIDE, top, r, 3)
            pen.circle(colour, top, r - 3, 2)
            return
        bob = math.sin(time * 5.0) * 3.0
        self.draw_pebble(pen, (x, y + cam.length_to_level(bob)), ring=colour)

    def draw_toss_pebble(
        self, pen: Pen, colour: Colour, time: float, grabbed: bool
    ) -> None:
        """The pebble waiting at the toss start, with a pulsing "grab me" ring."""
        centre = self.camera.to_screen(self.level.toss_start)
        if not grabbed:
            pulse = 1.0 + 0.18 * (0.5 + 0.5 * math.sin(time * 5.0))
            pen.circle((255, 255, 255), centre, self.pebble_radius * 1.9 * pulse, 5)
            pen.circle(colour, centre, self.pebble_radius * 1.9 * pulse, 2)
        self.draw_pebble(pen, self.level.toss_start, ring=colour)

    def draw_aim(
        self,
        pen: Pen,
        pointer: Point,
        path: Sequence[Point],
        strength: float | None,
        colour: Colour,
        whole: bool = True,
    ) -> None:
        """Slingshot aiming: a band from the pebble to the pointer, the flight
        preview as dots growing fainter (``whole``: the path is the whole
        flight, and its landing is ringed), and a strength bar."""
        cam = self.camera
        start = cam.to_screen(self.level.toss_start)
        band = (90, 60, 40) if strength is not None else (200, 60, 50)
        pen.line(band, start, pointer, 6)
        pen.circle(band, pointer, 9)
        if strength is None:
            return
        total = len(path)
        for k in range(0, total, 5):
            p = cam.to_screen(path[k])
            fade = 1.0 - 0.5 * k / max(1, total)
            pen.circle((255, 255, 255), p, 9 * fade + 2)
            pen.circle(colour, p, 7 * fade + 1)
        if path and whole:
            end = cam.to_screen(path[-1])
            pen.circle((255, 255, 255), end, 16, 5)
            pen.circle(colour, end, 16, 2)
        bar = pygame.Rect(round(start[0]) - 55, round(start[1]) + 40, 110, 18)
        pen.box((255, 255, 255), bar, border_radius=7)
        fill = bar.inflate(-4, -4)
        fill.width = max(4, round(fill.width * strength))
        pen.box(colour, fill, border_radius=5)

    @staticmethod
    def draw_particles(pen: Pen, particles: Iterable[Sequence[float]]) -> None:
        """Water drops: (x, y, vx, vy, life, size) in logical screen px,
        life 0..1."""
        surface, s = pen.surface, pen.scale
        circle = pygame.draw.circle
        for p in particles:
            life = p[4]
            r = p[5] * (0.5 + 0.5 * life)
            if r >= 1.0:
                circle(surface, PARTICLE, (p[0] * s, p[1] * s), r * s)
