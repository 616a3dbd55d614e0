"""Seat markings: a colour, plus a distinct shape in colour-blind mode."""

from __future__ import annotations

import math

import pygame

from game.ui.theme import INK, Colour

SHAPES = ("circle", "square", "triangle", "diamond", "star", "hexagon")


def shape_for_seat(seat: int) -> str:
    return SHAPES[seat % len(SHAPES)]


def _polygon(centre: tuple[float, float], radius: float, corners: int, turn: float):
    cx, cy = centre
    return [
        (
            cx + radius * math.cos(turn + i * math.tau / corners),
            cy + radius * math.sin(turn + i * math.tau / corners),
        )
        for i in range(corners)
    ]


def shape_points(shape: str, centre: tuple[float, float], radius: float):
    """Outline points for a polygon shape (None for the circle)."""
    if shape == "circle":
        return None
    if shape == "square":
        return _polygon(centre, radius * 1.05, 4, math.pi / 4)
    if shape == "triangle":
        cx, cy = centre
        return _polygon((cx, cy + radius * 0.15), radius * 1.15, 3, -math.pi / 2)
    if shape == "diamond":
        return _polygon(centre, radius * 1.1, 4, 0.0)
    if shape == "star":
        cx, cy = centre
        points = []
        for i in range(10):
            r = radius * (1.15 if i % 2 == 0 else 0.5)
            angle = -math.pi / 2 + i * math.pi / 5
            points.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
        return points
    if shape == "hexagon":
        return _polygon(centre, radius, 6, 0.0)
    raise ValueError(f"unknown seat shape {shape!r}")


def draw_seat_mark(
    surface: pygame.Surface,
    seat: int,
    colour: Colour,
    centre: tuple[float, float],
    radius: float,
    colour_blind: bool,
    outline: int = 2,
    scale: float = 1.0,
) -> None:
    """A round token in the seat colour; in colour-blind mode the seat's own
    shape, outlined in ink (``outline`` logical pixels, drawn ``scale`` times
    that: ``centre`` and ``radius`` are the surface's own) so it reads on any
    background."""
    outline = max(1, round(outline * scale))
    shape = shape_for_seat(seat) if colour_blind else "circle"
    points = shape_points(shape, centre, radius)
    if points is None:
        pos = (round(centre[0]), round(centre[1]))
        pygame.draw.circle(surface, colour, pos, round(radius))
        pygame.draw.circle(surface, INK, pos, round(radius), width=outline)
    else:
        pygame.draw.polygon(surface, colour, points)
        pygame.draw.polygon(surface, INK, points, width=outline)
