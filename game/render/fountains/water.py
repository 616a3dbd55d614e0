"""Moving water: shimmer on fed pools, droplets running along channels,
waterfalls where water drops a level, spouting jets, and the chevrons that show
which way water flows even when nothing moves.

``WaterLayer`` holds the animated parts of one fountain picture, positioned in
the picture's own pixels; ``draw(surface, offset, t)`` paints them for time
``t`` with a few small blits, so the cost does not grow with the static art.

Sizes are physical: ``cell_w`` is a cell's width in the pixels drawn, and
``scale`` (physical pixels per logical one) makes every fixed length (a
stem's edge, a streak, a spray drop) grow with it, so water at 3x is the
1x water, three times as large, as sharp. Frames are kept by size and scale.
"""

from __future__ import annotations

import math
import random
from collections.abc import Collection
from dataclasses import dataclass, field

import pygame

from game.render.fountains import palette as pal
from game.render.fountains.at_scale import keep, px

Point = tuple[float, float]

JET_FRAMES = 8
FALL_FRAMES = 6
GLINT_FRAMES = 8
GLINT_PERIOD = 2.6
PARTICLE_SPEED = 0.9  # cells per second
JET_FPS = 10.0
FALL_FPS = 12.0

#: the most sizes each store of frames keeps (see ``at_scale.keep``)
BOUND = 64

_jet_cache: dict[tuple[float, float], list[pygame.Surface]] = {}
_glint_cache: dict[tuple[float, float], list[pygame.Surface]] = {}
_drop_cache: dict[tuple[float, float], pygame.Surface] = {}
_fall_cache: dict[tuple[int, int, int, float], list[pygame.Surface]] = {}
_chevron_cache: dict[tuple[float, int, int, bool, float], pygame.Surface] = {}


def jet_frames(cell_w: float, scale: float = 1.0) -> list[pygame.Surface]:
    """A plume of water rising from a jet and falling back as droplets."""
    key = (cell_w, scale)
    frames = _jet_cache.get(key)
    if frames is not None:
        return frames
    w = max(round(8 * scale), round(cell_w * 0.9))
    h = max(round(10 * scale), round(cell_w * 1.3))
    frames = []
    rng = random.Random(7)
    drops = [(rng.uniform(-1, 1), rng.uniform(0, 1)) for _ in range(8)]
    for k in range(JET_FRAMES):
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        phase = k / JET_FRAMES
        cx = w / 2
        top = h * (0.12 + 0.05 * math.sin(phase * math.tau))
        stem = pygame.Rect(
            0, 0, max(px(2, scale), round(w * 0.16)), round(h - top - h * 0.12)
        )
        stem.midbottom = (round(cx), round(h * 0.9))
        pygame.draw.ellipse(s, (*pal.WATER_LIGHT, 200), stem.inflate(px(2, scale), 0))
        pygame.draw.ellipse(
            s,
            (*pal.FOAM, 235),
            stem.inflate(-max(1, stem.width // 2), -px(2, scale)),
        )
        for spread, offset in drops:
            p = (phase + offset) % 1.0
            x = cx + spread * w * 0.42 * p
            y = top + (h * 0.75) * (p * p) - h * 0.05 * math.sin(p * math.pi)
            r = max(1, round(w * 0.06 * (1.2 - p)))
            pygame.draw.circle(s, (*pal.FOAM, round(230 * (1.0 - 0.6 * p))), (x, y), r)
        crown = pygame.Rect(0, 0, round(w * 0.42), max(px(2, scale), round(h * 0.12)))
        crown.center = (round(cx), round(top + 2 * scale))
        pygame.draw.ellipse(s, (*pal.FOAM, 220), crown)
        frames.append(s)
    return keep(_jet_cache, key, frames, BOUND)


def glint_frames(cell_w: float, scale: float = 1.0) -> list[pygame.Surface]:
    """A glint of light on the water that swells and fades."""
    key = (cell_w, scale)
    frames = _glint_cache.get(key)
    if frames is not None:
        return frames
    w = max(round(4 * scale), round(cell_w * 0.5))
    h = max(px(2, scale), round(cell_w * 0.18))
    frames = []
    for k in range(GLINT_FRAMES):
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        life = math.sin(math.pi * (k + 0.5) / GLINT_FRAMES)
        length = max(px(2, scale), round(w * (0.4 + 0.6 * life)))
        rect = pygame.Rect(0, 0, length, max(1, round(h * 0.6)))
        rect.center = (w // 2, h // 2)
        pygame.draw.ellipse(s, (*pal.FOAM, round(60 + 150 * life)), rect)
        frames.append(s)
    return keep(_glint_cache, key, frames, BOUND)


def drop_image(cell_w: float, scale: float = 1.0) -> pygame.Surface:
    """A droplet carried along a channel."""
    key = (cell_w, scale)
    s = _drop_cache.get(key)
    if s is None:
        r = max(px(2, scale), round(cell_w * 0.08))
        rim = 1 if scale == 1.0 else scale  # the light edge, a logical pixel
        side = 2 * r + 2 * math.ceil(rim)
        s = pygame.Surface((side, side), pygame.SRCALPHA)
        c = side / 2 if scale != 1.0 else r + 1
        pygame.draw.circle(s, (*pal.WATER_LIGHT, 170), (c, c), r + rim)
        pygame.draw.circle(s, (*pal.FOAM, 255), (c, c - rim), max(1, r - rim))
        keep(_drop_cache, key, s, BOUND)
    return s


def fall_frames(
    width: int, height: int, slant: int, scale: float = 1.0
) -> list[pygame.Surface]:
    """A small waterfall over a slab side: ``slant`` is the face's vertical
    shear across its width (positive when the right end is lower); streaks
    and spray are ``scale`` pixels wide a logical one."""
    key = (width, height, slant, scale)
    frames = _fall_cache.get(key)
    if frames is not None:
        return frames
    frames = []
    foot = px(4, scale)
    streak = px(1, scale)
    total_h = height + abs(slant) + foot
    for k in range(FALL_FRAMES):
        s = pygame.Surface((width, total_h), pygame.SRCALPHA)

        def base_y(x):
            return (x / max(1, width - 1)) * slant + (abs(slant) if slant < 0 else 0)

        for x in range(width):
            y0 = base_y(x)
            pygame.draw.line(s, (*pal.WATER, 200), (x, y0), (x, y0 + height))
        rng = random.Random(11)
        for _ in range(max(2, int(width / (3 * scale)))):
            x = rng.randrange(width)
            start = (rng.random() + k / FALL_FRAMES) % 1.0
            y0 = base_y(x) + start * height
            length = max(2, height // 3)
            y1 = min(base_y(x) + height, y0 + length)
            if streak == 1:
                pygame.draw.line(s, (*pal.FOAM, 220), (x, y0), (x, y1))
            else:
                rect = pygame.Rect(x, round(y0), streak, max(1, round(y1 - y0)))
                s.fill((*pal.FOAM, 220), rect)
        step = px(2, scale)
        # every spray drop of a frame alike, as at 1x
        r = 1 + k % 2 if scale == 1.0 else (1 + k % 2) * scale
        for x in range(0, width, step):
            pygame.draw.circle(s, (*pal.FOAM, 200), (x, base_y(x) + height + scale), r)
        frames.append(s)
    return keep(_fall_cache, key, frames, BOUND)


def chevron(
    cell_w: float, du: int, dv: int, faint: bool = False, scale: float = 1.0
) -> pygame.Surface:
    """A ">" pointing along view direction (du, dv) on the water surface."""
    key = (cell_w, du, dv, faint, scale)
    s = _chevron_cache.get(key)
    if s is not None:
        return s
    size = max(round(6 * scale), round(cell_w * 0.42))
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    dx, dy = (du - dv) * 1.0, (du + dv) * 0.5
    n = math.hypot(dx, dy)
    dx, dy = dx / n, dy / n
    nx, ny = -dy, dx
    c = size / 2
    arm = size * 0.38
    tip = (c + dx * arm * 0.7, c + dy * arm * 0.7)
    wings = [
        (c - dx * arm * 0.5 + nx * arm, c - dy * arm * 0.5 + ny * arm),
        (c - dx * arm * 0.5 - nx * arm, c - dy * arm * 0.5 - ny * arm),
    ]
    width = max(px(2, scale), round(size * 0.16))
    alpha = 150 if faint else 235
    colour = (*pal.WATER_DEEP, alpha + 20 if not faint else alpha)
    for wing in wings:
        pygame.draw.line(s, colour, wing, tip, width + px(2, scale))
    for wing in wings:
        pygame.draw.line(s, (*pal.FOAM, alpha), wing, tip, width)
    return keep(_chevron_cache, key, s, BOUND)


@dataclass(slots=True)
class Stream:
    """Droplets running along a path from one pool's cell into the next."""

    path: list[Point]
    length: float
    phase: float


@dataclass(slots=True)
class Fall:
    frames: list[pygame.Surface]
    at: tuple[int, int]
    phase: int


@dataclass(slots=True)
class WaterLayer:
    """The animated parts of one fountain picture (picture-local pixels):
    ``cell_w`` is a cell's width in those pixels, ``scale`` the picture's
    physical pixels per logical one."""

    cell_w: float
    scale: float = 1.0
    glints: list[tuple[int, int, float]] = field(default_factory=list)
    streams: list[Stream] = field(default_factory=list)
    falls: list[Fall] = field(default_factory=list)
    jets: list[tuple[int, int, int]] = field(default_factory=list)
    jet_cells: list[tuple[int, int] | None] = field(default_factory=list)

    def add_glint(self, centre: Point, seed: int) -> None:
        rng = random.Random(seed)
        w = self.cell_w
        frames = glint_frames(w, self.scale)
        x = centre[0] + rng.uniform(-0.2, 0.2) * w - frames[0].get_width() / 2
        y = centre[1] + rng.uniform(-0.08, 0.08) * w - frames[0].get_height() / 2
        self.glints.append((round(x), round(y), rng.random()))

    def add_stream(self, path: list[Point], seed: int) -> None:
        length = sum(
            math.hypot(b[0] - a[0], b[1] - a[1])
            for a, b in zip(path, path[1:], strict=False)
        )
        if length > 0:
            self.streams.append(Stream(path, length, (seed * 0.618) % 1.0))

    def add_fall(
        self, left: Point, width: int, height: int, slant: int, seed: int
    ) -> None:
        top = left[1] - (abs(slant) if slant < 0 else 0)
        frames = fall_frames(width, height, slant, self.scale)
        self.falls.append(
            Fall(frames, (round(left[0]), round(top)), seed % FALL_FRAMES)
        )

    def add_jet(
        self, base: Point, seed: int, cell: tuple[int, int] | None = None
    ) -> None:
        frames = jet_frames(self.cell_w, self.scale)
        w, h = frames[0].get_size()
        self.jets.append((round(base[0] - w / 2), round(base[1] - h * 0.9), seed))
        self.jet_cells.append(cell)

    def draw(
        self,
        surface: pygame.Surface,
        offset: tuple[int, int],
        t: float,
        hidden: Collection[tuple[int, int]] = (),
    ) -> None:
        """The animated water at ``offset``; jets on ``hidden`` cells are still."""
        ox, oy = offset
        blits: list[tuple[pygame.Surface, tuple[int, int]]] = []
        glints = glint_frames(self.cell_w, self.scale)
        cycle = t / GLINT_PERIOD
        for x, y, phase in self.glints:
            p = (cycle + phase) % 1.0
            if p < 0.45:  # each glint shows for a part of its cycle only
                frame = glints[int(p / 0.45 * GLINT_FRAMES) % GLINT_FRAMES]
                blits.append((frame, (x + ox, y + oy)))
        drop = drop_image(self.cell_w, self.scale)
        half = drop.get_width() // 2
        speed = PARTICLE_SPEED * self.cell_w
        for stream in self.streams:
            for k in (0.0, 0.5):
                d = (
                    (t * speed / stream.length + stream.phase + k) % 1.0
                ) * stream.length
                px, py = _along(stream.path, d)
                blits.append((drop, (round(px) - half + ox, round(py) - half + oy)))
        k_fall = int(t * FALL_FPS)
        for fall in self.falls:
            frame = fall.frames[(k_fall + fall.phase) % len(fall.frames)]
            blits.append((frame, (fall.at[0] + ox, fall.at[1] + oy)))
        jets = jet_frames(self.cell_w, self.scale)
        k_jet = int(t * JET_FPS)
        for (x, y, seed), cell in zip(self.jets, self.jet_cells, strict=True):
            if cell is not None and cell in hidden:
                continue  # a piece held over this jet stops its spray
            blits.append((jets[(k_jet + seed) % JET_FRAMES], (x + ox, y + oy)))
        surface.fblits(blits)

    @property
    def part_count(self) -> int:
        return (
            len(self.glints) + 2 * len(self.streams) + len(self.falls) + len(self.jets)
        )


def _along(path: list[Point], distance: float) -> Point:
    for a, b in zip(path, path[1:], strict=False):
        seg = math.hypot(b[0] - a[0], b[1] - a[1])
        if distance <= seg and seg > 0:
            f = distance / seg
            return (a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f)
        distance -= seg
    return path[-1]
