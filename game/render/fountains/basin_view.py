"""The Basin board: the seven-space ring, its pawns, the six tile stacks with
their top tile and count, the five face-up bonus tokens and (solo) the Gear
Wheel. Layout and hit-testing are here too, so the scene and the tests ask the
same place where things are.

At a scale (``BasinView.scale``: physical pixels per logical one) the board is
drawn on the picture at that scale: the layout stays logical (hit tests, the
scene's positions), and the drawing reads ``layout.at_scale(scale)``, whose
rect and every fixed length (a ring's width, a badge's pad) are scaled, with
text rendered at the physical size.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

import pygame

from game.render.fountains import palette as pal
from game.render.fountains.at_scale import keep, px
from game.render.fountains.icon_art import icon_image, token_image
from game.rules.fountains.basin import RING, RING_SIZE, Basin, Pawn, SpaceKind
from game.rules.fountains.catalogue import tile_by_id, token_by_id
from game.rules.fountains.icons import CellKind
from game.rules.fountains.tiles import TileSpec
from game.ui.text import blit_text

Point = tuple[int, int]

SPACE_COLOURS: dict[SpaceKind, pal.Colour] = {
    SpaceKind.BONUS: (232, 190, 92),
    SpaceKind.BLUE: (64, 126, 222),
    SpaceKind.WHITE: (238, 238, 232),
    SpaceKind.GREEN: (72, 166, 84),
    SpaceKind.PLAIN: (190, 170, 140),
}
PAWN_COLOURS: dict[Pawn, pal.Colour] = {
    Pawn.BLUE: (40, 96, 210),
    Pawn.WHITE: (248, 248, 244),
    Pawn.GREEN: (44, 150, 62),
}


@dataclass(frozen=True, slots=True)
class BasinLayout:
    """Where the parts of the Basin are drawn inside ``rect`` (``scale``: the
    layout of a picture drawn at that scale, see :meth:`at_scale`)."""

    rect: pygame.Rect
    scale: float = 1.0

    def at_scale(self, scale: float) -> BasinLayout:
        """This layout on a picture drawn at ``scale``: its rect's edges
        mapped, its fixed lengths scaled."""
        if scale == self.scale:
            return self
        f = scale / self.scale
        r = self.rect
        left, top = round(r.x * f), round(r.y * f)
        right, bottom = round(r.right * f), round(r.bottom * f)
        return BasinLayout(pygame.Rect(left, top, right - left, bottom - top), scale)

    def _px(self, length: float) -> int:
        return px(length, self.scale)

    @property
    def centre(self) -> Point:
        return (self.rect.centerx, self.rect.centery + self._px(6))

    @property
    def ring_radius(self) -> int:
        return round(min(self.rect.width, self.rect.height) * 0.255)

    @property
    def space_radius(self) -> int:
        return max(self._px(14), round(self.ring_radius * 0.25))

    def space_centre(self, space: int) -> Point:
        angle = -math.pi / 2 + space * math.tau / RING_SIZE
        cx, cy = self.centre
        r = self.ring_radius
        return (round(cx + r * math.cos(angle)), round(cy + r * math.sin(angle)))

    def stack_centre(self, space: int) -> Point:
        angle = -math.pi / 2 + space * math.tau / RING_SIZE
        cx, cy = self.centre
        r = self.ring_radius + self.space_radius + self.stack_size * 0.66
        return (round(cx + r * math.cos(angle)), round(cy + r * math.sin(angle)))

    @property
    def stack_size(self) -> int:
        return round(self.ring_radius * 0.6)

    def token_centre(self, slot: int) -> Point:
        cx, cy = self.centre
        w = self.token_width
        spots = (
            (-0.55, -0.62),
            (0.55, -0.62),
            (-0.55, 0.0),
            (0.55, 0.0),
            (0.0, 0.62),
        )
        fx, fy = spots[slot]
        return (round(cx + fx * w * 1.08), round(cy + fy * w * 0.95))

    @property
    def token_width(self) -> int:
        return round(self.ring_radius * 0.52)

    def pile_centre(self) -> Point:
        return (self.rect.x + self._px(40), self.rect.y + self._px(34))

    # -- hit tests ---------------------------------------------------------------

    def space_at(self, pos: tuple[int, int]) -> int | None:
        for space in range(RING_SIZE):
            x, y = self.space_centre(space)
            if math.hypot(pos[0] - x, pos[1] - y) <= self.space_radius + 3:
                return space
        for space in range(1, RING_SIZE):
            x, y = self.stack_centre(space)
            half = self.stack_size // 2
            if abs(pos[0] - x) <= half and abs(pos[1] - y) <= half:
                return space
        return None

    def token_slot_at(self, pos: tuple[int, int]) -> int | None:
        w = self.token_width
        for slot in range(5):
            x, y = self.token_centre(slot)
            if abs(pos[0] - x) <= w / 2 and abs(pos[1] - y) <= w * 0.33:
                return slot
        return None


def tile_plan(
    tile: TileSpec, cell: int, icons: bool = True, scale: float = 1.0
) -> pygame.Surface:
    """A tile seen from straight above, ``cell`` physical pixels a cell
    (cached), its edges and joints ``scale`` pixels a logical one."""
    key = (tile.id, cell, icons, scale)
    surface = _PLAN_CACHE.get(key)
    if surface is not None:
        return surface
    rot = tile.rotation(0)
    edge = px(1, scale)
    surface = pygame.Surface(
        (rot.width * cell + 2 * edge, rot.height * cell + 2 * edge), pygame.SRCALPHA
    )
    for (x, y), spec in rot.cells.items():
        rect = pygame.Rect(edge + x * cell, edge + y * cell, cell, cell)
        if spec.kind is CellKind.WATER:
            pygame.draw.rect(surface, pal.WATER, rect)
        else:
            stone = pal.DARK_STONE if spec.kind is CellKind.DARK else pal.LIGHT_STONE
            pygame.draw.rect(surface, pal.shade(stone, 0.8), rect)
            pygame.draw.rect(surface, stone, rect.inflate(-2 * edge, -2 * edge))
    for (x, y), spec in rot.cells.items():
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            if (x + dx, y + dy) not in rot.cells and spec.kind is not CellKind.WATER:
                a = (
                    edge + x * cell + (cell if dx == 1 else 0),
                    edge + y * cell + (cell if dy == 1 else 0),
                )
                if dx == 0:
                    b = (a[0] + cell, a[1])
                else:
                    b = (a[0], a[1] + cell)
                pygame.draw.line(surface, pal.RIM_EDGE, a, b, edge)
    for (x, y), spec in rot.cells.items():
        centre = (edge + x * cell + cell // 2, edge + y * cell + cell // 2)
        if spec.slot:
            r = pygame.Rect(0, 0, round(cell * 0.7), round(cell * 0.5))
            r.center = centre
            pygame.draw.ellipse(surface, pal.SLOT_SHADE, r)
        elif spec.icon is not None and icons:
            image = icon_image(spec.icon, round(cell * 1.05))
            surface.blit(image, image.get_rect(center=centre))
    return keep(_PLAN_CACHE, key, surface, BOUND)


#: the most drawings each store keeps (see ``at_scale.keep``)
BOUND = 256
_PLAN_CACHE: dict[tuple[str, int, bool, float], pygame.Surface] = {}


def _star(
    surface: pygame.Surface, centre: Point, radius: float, scale: float = 1.0
) -> None:
    """A five-pointed star: the Bonus space's mark."""
    points = []
    for k in range(10):
        r = radius if k % 2 == 0 else radius * 0.45
        a = -math.pi / 2 + k * math.pi / 5
        points.append((centre[0] + r * math.cos(a), centre[1] + r * math.sin(a)))
    pygame.draw.polygon(surface, (150, 104, 40), points)
    pygame.draw.polygon(surface, pal.OUTLINE, points, px(1, scale))


def draw_pawn(
    surface: pygame.Surface,
    centre: Point,
    colour: pal.Colour,
    size: int,
    scale: float = 1.0,
) -> None:
    """A wooden pawn seen from the front (painted once per colour, size and
    scale): ``size`` in physical pixels, its outlines ``scale`` wide."""
    key = (colour, size, scale)
    room = px(4, scale)
    image = _PAWN_CACHE.get(key)
    if image is None:
        image = pygame.Surface(
            (size * 2 + 2 * room, size * 2 + 2 * room), pygame.SRCALPHA
        )
        _paint_pawn(image, (size + room, size + room), colour, size, scale)
        keep(_PAWN_CACHE, key, image, BOUND)
    surface.blit(image, (centre[0] - size - room, centre[1] - size - room))


_PAWN_CACHE: dict[tuple[pal.Colour, int, float], pygame.Surface] = {}


def _paint_pawn(
    surface: pygame.Surface,
    centre: Point,
    colour: pal.Colour,
    size: int,
    scale: float = 1.0,
) -> None:
    """A base, a body and a round head."""
    x, y = centre
    one, two = px(1, scale), px(2, scale)
    base = pygame.Rect(0, 0, round(size * 1.3), round(size * 0.5))
    base.center = (x, y + round(size * 0.55))
    pygame.draw.ellipse(
        surface,
        (0, 0, 0, 90) if surface.get_flags() & pygame.SRCALPHA else pal.OUTLINE,
        base.inflate(px(4, scale), two),
    )
    pygame.draw.ellipse(surface, pal.OUTLINE, base)
    pygame.draw.ellipse(surface, pal.shade(colour, 0.75), base.inflate(-two, -two))
    body = [
        (x - size * 0.55, y + size * 0.55),
        (x - size * 0.25, y - size * 0.1),
        (x + size * 0.25, y - size * 0.1),
        (x + size * 0.55, y + size * 0.55),
    ]
    pygame.draw.polygon(surface, pal.OUTLINE, body)
    inner = [(px * 0.9 + x * 0.1, py) for px, py in body]
    pygame.draw.polygon(surface, colour, [(p[0], p[1] - one) for p in inner])
    head = (x, round(y - size * 0.35))
    pygame.draw.circle(surface, pal.OUTLINE, head, round(size * 0.36))
    pygame.draw.circle(surface, colour, head, round(size * 0.36) - two)
    pygame.draw.circle(
        surface,
        pal.shade(colour, 1.35),
        (head[0] - size // 8, head[1] - size // 8),
        max(two, size // 9),
    )


def draw_gear(
    surface: pygame.Surface,
    centre: Point,
    radius: int,
    angle: float = 0.0,
    ring: bool = False,
    scale: float = 1.0,
) -> None:
    """The Machine's Gear Wheel: a brass cog. ``ring``: drawn as a toothed ring
    around a Basin space, so the space and any pawn under it stay visible.
    ``centre`` and ``radius`` are physical; its strokes are ``scale`` wide."""
    x, y = centre
    drop = 2 * scale
    teeth = 14 if ring else 10
    points = []
    for k in range(teeth * 2):
        a = angle + k * math.pi / teeth
        r = radius if k % 2 == 0 else radius * (0.86 if ring else 0.78)
        points.append((x + r * math.cos(a), y + r * math.sin(a)))
    if ring:
        pygame.draw.polygon(
            surface, pal.OUTLINE, [(gx, gy + drop) for gx, gy in points], px(7, scale)
        )
        pygame.draw.polygon(surface, (196, 156, 76), points, px(6, scale))
        pygame.draw.polygon(surface, (120, 90, 40), points, px(1, scale))
        inner = round(radius * 0.8)
        pygame.draw.circle(surface, (120, 90, 40), centre, inner, px(2, scale))
        return
    shadow = [(gx, gy + drop) for gx, gy in points]
    pygame.draw.polygon(surface, pal.OUTLINE, shadow)
    pygame.draw.polygon(surface, (188, 150, 74), points)
    pygame.draw.polygon(surface, (120, 90, 40), points, px(2, scale))
    pygame.draw.circle(surface, (150, 116, 52), centre, round(radius * 0.55))
    pygame.draw.circle(surface, pal.OUTLINE, centre, round(radius * 0.22))


class BasinView:
    """Draws the Basin; the scene tells it what to highlight.

    ``scale`` (set it before drawing, e.g. to ``view.scale``) is the scale of
    the surfaces drawn on; positions given to the draw methods (a pawn on its
    way) are logical, like :attr:`layout`.
    """

    def __init__(self, layout: BasinLayout, fonts: object, scale: float = 1.0) -> None:
        self.layout = layout
        self.fonts = fonts
        self.scale = scale

    @property
    def drawn(self) -> BasinLayout:
        """The layout on the surface drawn on (at :attr:`scale`)."""
        return self.layout.at_scale(self.scale)

    def _px(self, length: float) -> int:
        return px(length, self.scale)

    def _point(self, pos: tuple[float, float]) -> Point:
        s = self.scale
        return (round(pos[0] * s), round(pos[1] * s))

    def _text(
        self, text: str, size: int, colour: pal.Colour, bold: bool = False
    ) -> pygame.Surface:
        render = getattr(self.fonts, "render", None)
        if render is not None:
            if self.scale != 1.0:
                return render(text, size, colour, bold, self.scale)
            return render(text, size, colour, bold)
        font = self.fonts.get(size, bold)  # type: ignore[attr-defined]
        return font.render(text, True, colour)

    def draw_board(self, surface: pygame.Surface, basin: Basin) -> None:
        """The board itself: everything that changes only when the game does."""
        lay = self.drawn
        p = self._px
        cx, cy = lay.centre
        r = lay.ring_radius
        sr = lay.space_radius
        pygame.draw.circle(surface, (40, 32, 28), (cx, cy + p(5)), r + sr + p(10))
        pygame.draw.circle(surface, (122, 98, 78), (cx, cy), r + sr + p(10))
        pygame.draw.circle(surface, (150, 124, 98), (cx, cy), r + sr + p(4))
        pygame.draw.circle(surface, pal.WATER_DEEP, (cx, cy), r - sr - p(4))
        pygame.draw.circle(surface, pal.WATER, (cx, cy), r - sr - p(8))
        for k in range(3):
            rr = r - sr - p(16) - k * p(12)
            if rr > p(8):
                ripple = pal.shade(pal.WATER, 1.12)
                pygame.draw.circle(surface, ripple, (cx, cy), rr, p(1))
        for space in range(RING_SIZE):
            kind = RING[space]
            pos = lay.space_centre(space)
            colour = SPACE_COLOURS[kind]
            pygame.draw.circle(surface, pal.OUTLINE, (pos[0], pos[1] + p(2)), sr + p(2))
            pygame.draw.circle(surface, pal.shade(colour, 0.7), pos, sr + p(1))
            pygame.draw.circle(surface, colour, pos, sr - p(2))
            if kind is SpaceKind.BONUS:
                # the word sits above the space, where no pawn or gear hides it
                _star(surface, pos, sr * 0.55, self.scale)
                word = self._text("Bonus", 17, pal.FOAM, True)
                place = word.get_rect(midbottom=(pos[0], pos[1] - sr - p(8)))
                pygame.draw.rect(
                    surface,
                    (40, 32, 28),
                    place.inflate(p(10), p(4)),
                    border_radius=p(6),
                )
                blit_text(surface, word, place)
            elif kind is SpaceKind.PLAIN:
                pygame.draw.circle(surface, pal.shade(colour, 0.85), pos, sr // 3)
        for space in range(1, RING_SIZE):
            self._draw_stack(surface, basin, space)
        for slot, token in enumerate(basin.face_up):
            pos = lay.token_centre(slot)
            if token is None:
                rect = pygame.Rect(0, 0, lay.token_width, round(lay.token_width * 0.65))
                rect.center = pos
                pygame.draw.ellipse(surface, pal.WATER_DEEP, rect, p(2))
                continue
            image = token_image(token_by_id(token).icons, lay.token_width)
            surface.blit(image, image.get_rect(center=pos))
        px_, py_ = lay.pile_centre()
        pile = pygame.Rect(
            0, 0, round(lay.token_width * 0.8), round(lay.token_width * 0.5)
        )
        pile.center = (px_, py_)
        for k in range(min(3, len(basin.pile))):
            pygame.draw.ellipse(surface, pal.OUTLINE, pile.move(0, p(6) - p(3) * k))
            pygame.draw.ellipse(
                surface,
                pal.TOKEN_RIM,
                pile.move(0, p(5) - p(3) * k).inflate(-p(2), -p(2)),
            )
        label = self._text(f"{len(basin.pile)}", 18, pal.FOAM, True)
        blit_text(surface, label, label.get_rect(center=(px_, py_ + pile.height)))

    def _draw_stack(self, surface: pygame.Surface, basin: Basin, space: int) -> None:
        lay = self.drawn
        p = self._px
        pos = lay.stack_centre(space)
        size = lay.stack_size
        stack = basin.stack(space)
        box = pygame.Rect(0, 0, size, size)
        box.center = pos
        if not stack:
            pygame.draw.rect(surface, (60, 50, 44), box, p(2), border_radius=p(6))
            empty = self._text("empty", 15, (170, 150, 130))
            blit_text(surface, empty, empty.get_rect(center=pos))
            return
        plan = self._stack_plan(basin, space)
        rect = plan.get_rect(center=pos)
        depth = min(4, len(stack) - 1)
        for k in range(depth, 0, -1):
            shadow = rect.move(k * p(2), k * p(2))
            pygame.draw.rect(
                surface,
                pal.shade(pal.LIGHT_STONE, 0.55 + 0.05 * (4 - k)),
                shadow,
                border_radius=p(3),
            )
        surface.blit(plan, rect)
        self._draw_count(surface, basin, space)

    def _stack_plan(self, basin: Basin, space: int) -> pygame.Surface:
        """The top tile of a stack seen from above (the stack is not empty)."""
        tile = tile_by_id(basin.stack(space)[-1])
        rot = tile.rotation(0)
        # whole pixels a cell at 1x, that many times the scale at a scale
        logical = max(4, (self.layout.stack_size - 4) // max(rot.width, rot.height))
        return tile_plan(tile, self._px(logical), scale=self.scale)

    def _count_badge(
        self, basin: Basin, space: int
    ) -> tuple[pygame.Surface, tuple[int, int], int]:
        """A stack's count: its words, the badge's centre and its words' half
        size (the badge's radius less its rim)."""
        p = self._px
        rect = self._stack_plan(basin, space).get_rect(
            center=self.drawn.stack_centre(space)
        )
        badge = self._text(str(len(basin.stack(space))), 17, pal.FOAM, True)
        brect = badge.get_rect()
        half = max(brect.width, brect.height) // 2
        return badge, (rect.right + p(2), rect.bottom + p(2)), half

    def _draw_count(self, surface: pygame.Surface, basin: Basin, space: int) -> None:
        """The badge with the number of tiles in a stack, on its bottom right."""
        badge, bpos, half = self._count_badge(basin, space)
        pygame.draw.circle(surface, pal.OUTLINE, bpos, half + self._px(4))
        pygame.draw.circle(surface, (96, 70, 50), bpos, half + self._px(3))
        blit_text(surface, badge, badge.get_rect(center=bpos))

    def count_rects(self, basin: Basin) -> list[pygame.Rect]:
        """Where the stacks' count badges lie on the surface drawn on (at
        :attr:`scale`): the words a card over the Basin must hide whole or
        not at all."""
        found = []
        for space in range(1, RING_SIZE):
            if basin.stack(space):
                _badge, centre, half = self._count_badge(basin, space)
                reach = half + self._px(4)
                found.append(pygame.Rect(0, 0, 2 * reach, 2 * reach))
                found[-1].center = centre
        return found

    def draw_stack_counts(
        self,
        surface: pygame.Surface,
        basin: Basin,
        spaces: Iterable[int] = (),
        stacks: Iterable[int] = (),
    ) -> None:
        """The counts that rings drawn since the board run over, again on top:
        rings round ``spaces`` (``draw_space_ring``) and round ``stacks``
        (``draw_stack_ring``, whose corner is its own count's place)."""
        lay = self.drawn
        ringed = list(spaces)
        around = set(stacks)
        reach = lay.space_radius + self._px(5)  # a space ring's radius
        for space in range(1, RING_SIZE):
            if not basin.stack(space):
                continue
            _badge, (bx, by), half = self._count_badge(basin, space)
            touched = space in around or any(
                abs(math.dist(lay.space_centre(s), (bx, by)) - reach)
                <= half + self._px(4) + self._px(5)
                for s in ringed
            )
            if touched:
                self._draw_count(surface, basin, space)

    def draw_pieces(
        self,
        surface: pygame.Surface,
        basin: Basin,
        pawn_pos: dict[Pawn, tuple[float, float]] | None = None,
        gear_pos: tuple[float, float] | None = None,
        gear_angle: float = 0.0,
        letters: bool = False,
    ) -> None:
        """Pawns and the Gear Wheel (positions, logical, may be overridden
        while moving); ``letters`` (colour-blind marks) writes each pawn's
        colour initial on it."""
        lay = self.drawn
        if basin.gear is not None:
            pos = self._point(gear_pos) if gear_pos else lay.space_centre(basin.gear)
            draw_gear(
                surface,
                (round(pos[0]), round(pos[1])),
                lay.space_radius + self._px(9),
                gear_angle,
                ring=True,
                scale=self.scale,
            )
        size = round(lay.space_radius * 1.05)
        moving = pawn_pos or {}
        for pawn, space in basin.pawns.items():
            there = moving.get(pawn)
            pos = self._point(there) if there else lay.space_centre(space)
            centre = (round(pos[0]), round(pos[1]) - self._px(2))
            draw_pawn(surface, centre, PAWN_COLOURS[pawn], size, self.scale)
            if letters:
                self._pawn_letter(surface, pawn, centre, size)

    def _pawn_letter(
        self, surface: pygame.Surface, pawn: Pawn, centre: tuple[int, int], size: int
    ) -> None:
        ink = pal.OUTLINE if pawn is Pawn.WHITE else (250, 246, 236)
        logical = size / self.scale if self.scale != 1.0 else size
        letter = self._text(
            pawn.value[:1].upper(), max(12, round(logical) // 2), ink, True
        )
        blit_text(
            surface, letter, letter.get_rect(center=(centre[0], centre[1] + size // 5))
        )

    def draw_space_ring(
        self, surface: pygame.Surface, space: int, colour: pal.Colour, width: int = 4
    ) -> None:
        lay = self.drawn
        pos = lay.space_centre(space)
        radius = lay.space_radius + self._px(5)
        pygame.draw.circle(surface, colour, pos, radius, self._px(width))

    def draw_stack_ring(
        self, surface: pygame.Surface, space: int, colour: pal.Colour
    ) -> None:
        lay = self.drawn
        p = self._px
        if space == 0:
            for slot in range(5):
                self._token_ring(surface, lay, slot, colour)
            return
        box = pygame.Rect(0, 0, lay.stack_size + p(10), lay.stack_size + p(10))
        box.center = lay.stack_centre(space)
        pygame.draw.rect(surface, colour, box, p(3), border_radius=p(8))

    def draw_token_ring(
        self, surface: pygame.Surface, slot: int, colour: pal.Colour
    ) -> None:
        self._token_ring(surface, self.drawn, slot, colour)

    def _token_ring(
        self,
        surface: pygame.Surface,
        lay: BasinLayout,
        slot: int,
        colour: pal.Colour,
    ) -> None:
        p = self._px
        rect = pygame.Rect(
            0, 0, lay.token_width + p(8), round(lay.token_width * 0.65) + p(8)
        )
        rect.center = lay.token_centre(slot)
        pygame.draw.ellipse(surface, colour, rect, p(3))
