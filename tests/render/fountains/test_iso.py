"""Grid <-> isometric screen maths at all four camera rotations."""

from __future__ import annotations

import itertools

import pytest

from game.render.fountains.iso import (
    ROTATIONS,
    IsoCamera,
    depth_key,
    fit_camera,
    front_neighbours,
    rotate_cell,
    rotate_point,
    unrotate_cell,
    unrotate_point,
)

CELLS = [(0, 0), (3, -2), (-5, 7), (11, 4), (-1, -1)]


@pytest.mark.parametrize(
    ("rotation", "point", "expected"),
    [
        (0, (2, 1), (2, 1)),
        (1, (2, 1), (-1, 2)),
        (2, (2, 1), (-2, -1)),
        (3, (2, 1), (1, -2)),
        (1, (1, 0), (0, 1)),  # east turns to south: clockwise seen from above
    ],
)
def test_rotate_point_table(rotation: int, point: tuple, expected: tuple) -> None:
    assert rotate_point(*point, rotation) == expected


@pytest.mark.parametrize(
    ("rotation", "cell", "expected"),
    [
        (0, (0, 0), (0, 0)),
        (1, (0, 0), (-1, 0)),
        (2, (0, 0), (-1, -1)),
        (3, (0, 0), (0, -1)),
        (1, (2, 1), (-2, 2)),
        (2, (2, 1), (-3, -2)),
        (3, (2, 1), (1, -3)),
    ],
)
def test_rotate_cell_table(rotation: int, cell: tuple, expected: tuple) -> None:
    assert rotate_cell(*cell, rotation) == expected


@pytest.mark.parametrize("rotation", ROTATIONS)
@pytest.mark.parametrize("cell", CELLS)
def test_cell_rotation_round_trips(rotation: int, cell: tuple[int, int]) -> None:
    assert unrotate_cell(*rotate_cell(*cell, rotation), rotation) == cell
    assert unrotate_point(*rotate_point(*cell, rotation), rotation) == cell


@pytest.mark.parametrize("rotation", ROTATIONS)
def test_rotating_a_cell_keeps_its_centre(rotation: int) -> None:
    for x, y in CELLS:
        u, v = rotate_cell(x, y, rotation)
        cu, cv = rotate_point(x + 0.5, y + 0.5, rotation)
        assert (u + 0.5, v + 0.5) == (cu, cv)


def test_four_quarter_turns_are_the_identity() -> None:
    for x, y in CELLS:
        cell = (x, y)
        for _ in range(4):
            cell = rotate_cell(*cell, 1)
        assert cell == (x, y)


@pytest.mark.parametrize(
    ("rotation", "point", "z", "expected"),
    [
        (0, (0, 0), 0, (100.0, 50.0)),
        (0, (1, 0), 0, (116.0, 58.0)),
        (0, (0, 1), 0, (84.0, 58.0)),
        (0, (1, 1), 1, (100.0, 58.0)),
        (1, (1, 0), 0, (84.0, 58.0)),
        (2, (1, 0), 0, (84.0, 42.0)),
        (3, (1, 0), 0, (116.0, 42.0)),
        (2, (0, 0), 2, (100.0, 34.0)),
    ],
)
def test_to_screen_table(rotation: int, point: tuple, z: int, expected: tuple) -> None:
    cam = IsoCamera(rotation=rotation, cell_w=32, origin=(100, 50))
    assert cam.to_screen(*point, z) == expected


@pytest.mark.parametrize("rotation", ROTATIONS)
@pytest.mark.parametrize("cell_w", [12, 32, 57])
def test_screen_ground_round_trip(rotation: int, cell_w: int) -> None:
    cam = IsoCamera(rotation=rotation, cell_w=cell_w, origin=(640.5, 300))
    for (x, y), z in itertools.product(CELLS, (0, 1, 3)):
        gx, gy = cam.to_ground(*cam.to_screen(x + 0.25, y + 0.75, z), z)
        assert gx == pytest.approx(x + 0.25)
        assert gy == pytest.approx(y + 0.75)
        assert cam.to_cell(*cam.cell_centre(x, y, z), z) == (x, y)


@pytest.mark.parametrize("rotation", ROTATIONS)
def test_every_pixel_of_a_face_picks_its_cell(rotation: int) -> None:
    cam = IsoCamera(rotation=rotation, cell_w=32, origin=(300, 200))
    corners = cam.cell_top_face(2, -1, 1)
    cx = sum(p[0] for p in corners) / 4
    cy = sum(p[1] for p in corners) / 4
    for fx, fy in ((0.8, 0.0), (-0.8, 0.0), (0.0, 0.8), (0.0, -0.8)):
        px = cx + fx * cam.half_w
        py = cy + fy * cam.half_h
        assert cam.to_cell(px, py, 1) == (2, -1)


@pytest.mark.parametrize("rotation", ROTATIONS)
def test_pick_prefers_the_highest_visible_surface(rotation: int) -> None:
    cam = IsoCamera(rotation=rotation, cell_w=32, origin=(300, 200))
    heights = {(0, 0): 1, (1, 0): 1, (0, 1): 1, (1, 1): 3}

    def height(x: int, y: int) -> int:
        return heights.get((x, y), 0)

    for cell, h in heights.items():
        picked, ph = cam.pick_cell(*cam.cell_centre(*cell, h), height, 3)
        if picked != cell:  # hidden by a taller column in front of it
            assert ph > h
            assert sum(rotate_cell(*picked, rotation)) > sum(
                rotate_cell(*cell, rotation)
            )
    assert cam.pick_cell(*cam.cell_centre(1, 1, 3), height, 3) == ((1, 1), 3)
    # The table far from the fountain.
    far = cam.cell_centre(20, 20, 0)
    assert cam.pick_cell(*far, height, 3) == ((20, 20), 0)


@pytest.mark.parametrize("rotation", ROTATIONS)
def test_front_neighbours_are_nearer(rotation: int) -> None:
    right, left = front_neighbours(rotation)
    assert (
        rotate_cell(right[0], right[1], rotation)[0]
        == rotate_cell(0, 0, rotation)[0] + 1
    )
    assert (
        rotate_cell(left[0], left[1], rotation)[1] == rotate_cell(0, 0, rotation)[1] + 1
    )
    assert depth_key(*right, 1, rotation) > depth_key(0, 0, 1, rotation)
    assert depth_key(*left, 1, rotation) > depth_key(0, 0, 1, rotation)


@pytest.mark.parametrize("rotation", ROTATIONS)
def test_depth_order_paints_nearer_and_higher_boxes_later(rotation: int) -> None:
    right, left = front_neighbours(rotation)
    back = (-right[0], -right[1])
    base = (4, -3)
    nearer = (base[0] + right[0] + left[0], base[1] + right[1] + left[1])
    behind = (base[0] + back[0], base[1] + back[1])
    assert depth_key(*nearer, 1, rotation) > depth_key(*base, 1, rotation)
    assert depth_key(*behind, 1, rotation) < depth_key(*base, 1, rotation)
    # A box on level 2 is painted after every box of level 1, even nearer ones.
    assert depth_key(*behind, 2, rotation) > depth_key(*nearer, 1, rotation)
    # Front-most on screen (largest sy) sorts last within a level.
    cam = IsoCamera(rotation=rotation, cell_w=32)
    cells = [(x, y) for x in range(-2, 3) for y in range(-2, 3)]
    by_key = sorted(cells, key=lambda c: depth_key(*c, 1, rotation))
    screen_y = [cam.cell_centre(*c, 1)[1] for c in by_key]
    assert screen_y == sorted(screen_y)


def _point_in_quad(p: tuple[float, float], quad: list) -> bool:
    sign = None
    for i in range(4):
        (x1, y1), (x2, y2) = quad[i], quad[(i + 1) % 4]
        cross = (x2 - x1) * (p[1] - y1) - (y2 - y1) * (p[0] - x1)
        if abs(cross) < 1e-9:
            continue
        if sign is None:
            sign = cross > 0
        elif sign != (cross > 0):
            return False
    return True


@pytest.mark.parametrize("rotation", ROTATIONS)
def test_painting_in_depth_order_shows_what_is_physically_in_front(
    rotation: int,
) -> None:
    """A small height field painted with depth_key: at sample pixels the last
    face painted belongs to the box a ray from the viewer meets first."""
    cam = IsoCamera(rotation=rotation, cell_w=32, origin=(0, 0))
    heights = {(0, 0): 2, (1, 0): 1, (2, 0): 1, (0, 1): 1, (1, 1): 3, (2, 2): 1}
    right, left = front_neighbours(rotation)
    boxes = [(x, y, lv) for (x, y), h in heights.items() for lv in range(1, h + 1)]
    boxes.sort(key=lambda b: depth_key(*b, rotation))

    def painted_at(px: float, py: float) -> tuple[int, int, int] | None:
        last = None
        for x, y, lv in boxes:
            top = cam.cell_top_face(x, y, lv)
            faces = [top]
            rf, lf = cam.side_faces(x, y, lv, lv - 1)
            if heights.get((x + right[0], y + right[1]), 0) < lv:
                faces.append(rf)
            if heights.get((x + left[0], y + left[1]), 0) < lv:
                faces.append(lf)
            if any(_point_in_quad((px, py), f) for f in faces):
                last = (x, y, lv)
        return last

    # Top faces of the tallest column are never hidden.
    cx, cy = cam.cell_centre(1, 1, 3)
    assert painted_at(cx, cy) == (1, 1, 3)
    # Every column's exposed top face shows itself unless something taller is
    # in front of it on screen.
    for (x, y), h in heights.items():
        cx, cy = cam.cell_centre(x, y, h)
        hit = painted_at(cx, cy)
        assert hit is not None
        hx, hy, hl = hit
        if (hx, hy) != (x, y):
            assert depth_key(hx, hy, hl, rotation) > depth_key(x, y, h, rotation)
            assert sum(rotate_cell(hx, hy, rotation)) > sum(rotate_cell(x, y, rotation))


def test_fit_camera_centres_the_fountain() -> None:
    columns = [(x, y, 1) for x in range(4) for y in range(3)]
    for rotation in ROTATIONS:
        cam = fit_camera(columns, rotation, (100, 100, 400, 300), max_cell_w=200)
        left, top, right, bottom = cam.bounds(columns)
        assert left >= 99 and right <= 501 and top >= 99 and bottom <= 401
        assert abs((left + right) / 2 - 300) <= 1
        assert abs((top + bottom) / 2 - 250) <= 1
    small = fit_camera(columns, 0, (0, 0, 4000, 4000), max_cell_w=40)
    assert small.cell_w == 40


@pytest.mark.parametrize("rotation", ROTATIONS)
def test_bounds_hold_every_face_of_every_column(rotation: int) -> None:
    cam = IsoCamera(rotation=rotation, cell_w=20, origin=(50, 70))
    columns = [(0, 0, 1), (3, -2, 4), (-5, 7, 0), (11, 4, 2), (-1, -1, 3)]
    left, top, right, bottom = cam.bounds(columns)
    xs, ys = [], []
    for x, y, h in columns:
        for px, py in cam.cell_top_face(x, y, h):
            xs.append(px)
            ys.extend((py, py + h * cam.level_h))
    assert (left, top, right, bottom) == pytest.approx(
        (min(xs), min(ys), max(xs), max(ys))
    )
