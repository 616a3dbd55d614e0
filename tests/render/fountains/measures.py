"""Measures that compare drawings made at two scales, with pygame alone: how
far a large drawing brought down to 1x lies from the 1x drawing, and how sharp
its edges are next to the 1x drawing blown up."""

from __future__ import annotations

import pygame

GROUND = (60, 50, 40)


def flat(surface: pygame.Surface) -> pygame.Surface:
    """``surface`` laid on an opaque ground (so see-through pixels compare)."""
    out = pygame.Surface(surface.get_size())
    out.fill(GROUND)
    out.blit(surface, (0, 0))
    return out


def difference(a: pygame.Surface, b: pygame.Surface) -> pygame.Surface:
    """|a - b| channel by channel (two surfaces of one size)."""
    assert a.get_size() == b.get_size(), (a.get_size(), b.get_size())
    one = flat(a)
    one.blit(flat(b), (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    two = flat(b)
    two.blit(flat(a), (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    one.blit(two, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    return one


def mean_difference(a: pygame.Surface, b: pygame.Surface) -> float:
    """The mean of |a - b| over every pixel and channel, 0 to 255."""
    colour = pygame.transform.average_color(difference(a, b))
    return sum(colour[:3]) / 3


def share_beyond(d: pygame.Surface, tolerance: int) -> float:
    """The share of pixels of a difference with a channel past ``tolerance``."""
    near = pygame.mask.from_threshold(
        d, (0, 0, 0), (tolerance + 1, tolerance + 1, tolerance + 1, 255)
    )
    return 1 - near.count() / max(1, d.get_width() * d.get_height())


def brought_down(big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """A large drawing smoothscaled to ``size`` (on the opaque ground)."""
    return pygame.transform.smoothscale(flat(big), size)


def blown_up(small: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """A 1x drawing smoothscaled up to ``size``: what the window showed."""
    return pygame.transform.smoothscale(flat(small), size)


def steep_edges(surface: pygame.Surface, step: int = 64) -> float:
    """The share of neighbouring pixel pairs (across) whose colours differ by
    more than ``step`` in a channel: high for a crisp drawing, near 0 for a
    blown-up one whose edges are smeared over several pixels."""
    s = flat(surface)
    w, h = s.get_size()
    right = s.subsurface((1, 0, w - 1, h)).copy()
    left = s.subsurface((0, 0, w - 1, h)).copy()
    return share_beyond(difference(right, left), step)
