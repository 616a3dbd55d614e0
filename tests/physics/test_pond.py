"""The pond: building, throws, determinism, events, and keeping in step."""

from __future__ import annotations

import statistics

import pytest

from game.ai.splash import SplashBot
from game.levels import Level, available_levels, point_in_polygon
from game.physics import aim, tuning
from game.physics.events import (
    DropletLeftPond,
    DropletState,
    PebbleLanded,
    PebbleReleased,
    PourEnded,
    ThrowEnded,
)
from game.physics.pond import Pond, PondBusyError, inner_box, settled_layout
from game.physics.world import CollisionType
from game.rules.splash import ChooseSplash, Roll, SplashGame, SplashOptions, Toss
from game.rules.splash.events import Thrown
from tests.physics.pond_checks import StepChecker

LEVELS = available_levels()
IDS = [lv.key for lv in LEVELS]


@pytest.fixture(params=LEVELS, ids=IDS)
def level(request: pytest.FixtureRequest) -> Level:
    return request.param


def test_collision_types_are_an_intenum() -> None:
    assert {t.name for t in CollisionType} >= {"WALL", "DROPLET", "PEBBLE"}
    assert int(CollisionType.WALL) != int(CollisionType.DROPLET)


def test_droplets_start_resting_in_the_pond(level: Level) -> None:
    pond = Pond(level, 4)
    assert pond.is_settled()
    assert len(pond.in_pond()) == 50
    for view in pond.droplets():
        assert point_in_polygon((view.x, view.y), level.pond_region)
        assert abs(view.vx) + abs(view.vy) < 1e-9  # rebuilt at rest
    assert pond.pebble_view() is None


def test_the_same_seed_gives_the_same_pond_and_throw(level: Level) -> None:
    settled_layout.cache_clear()
    a = Pond(level, 9)
    b = Pond(level, 9)  # second one from the cached layout
    assert [(v.x, v.y) for v in a.droplets()] == [(v.x, v.y) for v in b.droplets()]
    x = sum(level.drop_span) / 2
    a.drop(x)
    b.drop(x)
    a.settle()
    b.settle()
    assert a.result() == b.result()
    assert [(v.x, v.y) for v in a.droplets()] == [(v.x, v.y) for v in b.droplets()]
    c = Pond(level, 10)
    assert [(v.x, v.y) for v in a.droplets()] != [(v.x, v.y) for v in c.droplets()]


def _poses_from_views(pond: Pond) -> list[tuple[int, float, float, float]]:
    return [(v.id, v.x, v.y, v.angle) for v in pond.droplets()]


def test_the_light_read_for_drawing_agrees_with_the_bodies(level: Level) -> None:
    """``poses`` (one batch read) says what ``droplets`` says, body by body,
    while droplets fly, after some are lifted out and poured back, and when
    they are asleep."""
    pond = Pond(level, 12)
    assert pond.poses() == _poses_from_views(pond)
    pond.drop(sum(level.drop_span) / 2)
    for _ in range(50):
        pond.fixed_step()
    assert pond.pebble_pose() is not None
    assert pond.poses() == _poses_from_views(pond)
    pond.settle()
    assert pond.pebble_pose() is None
    for _ in range(600):  # left alone, droplets fall asleep
        pond.space.step(tuning.PHYSICS_DT)
        if any(b.is_sleeping for b in pond.space.bodies):
            break
    assert any(b.is_sleeping for b in pond.space.bodies)
    assert pond.poses() == _poses_from_views(pond)
    pond.follow([d for d in range(50) if d % 4])
    assert [p[0] for p in pond.poses()] == sorted(pond.in_play())
    pond.follow(range(50))
    pond.settle()
    assert pond.poses() == _poses_from_views(pond)
    assert len(pond.poses()) == len(pond.in_play()) == 50


def test_a_throw_is_independent_of_frame_timing(level: Level) -> None:
    a, b = Pond(level, 3), Pond(level, 3)
    a.step(5.0)  # waiting before a throw changes nothing
    a.toss(-30.0, 0.8)
    b.toss(-30.0, 0.8)
    while not a.is_settled():
        a.step(1 / 60)
    while not b.is_settled():
        b.step(1 / 23)
    assert a.result() == b.result()


def test_throw_limits_are_checked(level: Level) -> None:
    pond = Pond(level, 1)
    x0, x1 = pond.drop_span
    with pytest.raises(ValueError, match="outside the drop line"):
        pond.drop(x1 + 1)
    with pytest.raises(ValueError, match="strength"):
        pond.toss(10.0, tuning.TOSS_STRENGTH_MAX + 0.01)
    with pytest.raises(ValueError, match="strength"):
        pond.toss(10.0, 0.0)
    pond.drop(x0)
    with pytest.raises(PondBusyError):
        pond.drop(x0)
    with pytest.raises(PondBusyError):
        pond.result()
    pond.settle()
    assert pond.result().kind == "drop"


def test_a_throw_reports_what_left_the_pond(level: Level) -> None:
    pond = Pond(level, 2)
    target = _pile_top(pond)
    angle = aim.aim_at(pond.toss_start, target, 1.0)
    assert angle is not None
    events = pond.toss(angle, 1.0)
    assert isinstance(events[0], PebbleReleased)
    checker = StepChecker(pond)
    seen = []
    while not pond.is_settled():
        pond.fixed_step()
        checker.check()
        seen.extend(pond.step(0.0))
    result = pond.result()
    assert result.out, "a hard toss at the pile splashes"
    assert any(isinstance(e, PebbleLanded) for e in seen)
    assert isinstance(seen[-1], ThrowEnded) and seen[-1].result == result
    left = {e.droplet for e in seen if isinstance(e, DropletLeftPond)}
    assert set(result.out) - set(result.off_area) <= left
    for d in result.out:
        assert pond.state_of(d) is DropletState.OUT
    assert set(result.off_area) <= set(result.out)
    assert len(pond.in_play()) == 50 - len(result.out)
    assert pond.pebble is None and pond.is_settled()


def test_preview_matches_the_real_flight(level: Level) -> None:
    pond = Pond(level, 5)
    path = pond.preview_toss(20.0, 0.7, seconds=0.5)
    pond.toss(20.0, 0.7)
    flown = []
    for _ in range(len(path) - 2):
        pond.fixed_step()
        if pond.pebble is None:
            break
        flown.append(tuple(pond.pebble.position))
    for (ax, ay), (bx, by) in zip(flown, path[1:], strict=False):
        assert abs(ax - bx) < 1e-6 and abs(ay - by) < 1e-6


def _body_of(pond: Pond, droplet: int):  # type: ignore[no-untyped-def]
    x, y = next((v.x, v.y) for v in pond.droplets() if v.id == droplet)
    return next(b for b in pond.space.bodies if tuple(b.position) == (x, y))


def test_a_high_lob_comes_back_down_and_the_pebble_returns(level: Level) -> None:
    """The sky above the map is open: a lob far above the top of the screen
    falls back (it is not lost), and the next throw has its pebble again."""
    pond = Pond(level, 3)
    checker = StepChecker(pond)
    pond.toss(85.0, 1.0)
    heights = []
    while not pond.is_settled():
        pond.fixed_step()
        checker.check()
        if pond.pebble is not None:
            heights.append(pond.pebble.position.y)
    assert min(heights) < -100.0, "it flew high above the top of the map"
    assert heights[-1] > 0.0, "and came back down"
    assert sum(pond.counts().values()) == 50
    assert len(pond.in_play()) + len(pond.result().out) == 50
    pond.toss(30.0, 0.5)
    assert pond.pebble_pose()[:2] == pytest.approx(level.toss_start)  # type: ignore[index]
    checker.run()


def test_droplets_off_the_area_are_splashed_out_and_conserved(level: Level) -> None:
    """Flung straight up at the speed cap a droplet comes back down; flung
    over the side of the box it counts as splashed out (and stays counted in
    the rules: pond + boards + out = 50)."""
    pond = Pond(level, 7)
    pond.toss(180.0, tuning.TOSS_STRENGTH_MIN)  # a plop onto the board: no splash
    top = min(pond.droplets(), key=lambda v: v.y).id  # nothing above it
    side_id = 21 if top != 21 else 22
    up, side = _body_of(pond, top), _body_of(pond, side_id)
    up.velocity = (0.0, -tuning.DROPLET_SPEED_CAP)
    side.position = (30.0, 60.0)  # in the air above the box's left lip
    side.velocity = (-600.0, -100.0)
    checker = StepChecker(pond)
    checker.run()
    result = pond.result()
    assert side_id in result.off_area and side_id in result.out
    assert top not in result.off_area
    assert pond.state_of(side_id) is DropletState.OUT
    game = SplashGame.new(SplashOptions(players=2, advanced=True, seed=1))
    game.apply(Roll())
    game.apply(ChooseSplash())
    events = game.apply(Toss(180.0, tuning.TOSS_STRENGTH_MIN, result.out))
    assert any(isinstance(e, Thrown) and side_id in e.out for e in events)
    assert game.droplet_total() == 50


def test_preview_stops_at_the_first_wall(level: Level) -> None:
    pond = Pond(level, 5)
    path = pond.preview_toss(-89.0, 1.0, seconds=3.0)
    last_x, last_y = path[-1]
    assert last_y < level.height  # it hit the board, it did not fall through
    assert len(path) < 3.0 / tuning.PHYSICS_DT


def test_follow_takes_and_pours_droplets(level: Level) -> None:
    pond = Pond(level, 6)
    keep = [d for d in range(50) if d % 3]
    pond.follow(keep)
    assert set(pond.in_play()) == set(keep)
    assert pond.state_of(0) is DropletState.TAKEN
    pond.follow(range(50))
    assert not pond.is_settled()
    checker = StepChecker(pond)
    events = []
    while not pond.is_settled():
        pond.fixed_step()
        checker.check()
        events.extend(pond.step(0.0))
    assert any(isinstance(e, PourEnded) for e in events)
    assert set(pond.in_pond()) == set(range(50))
    assert all(point_in_polygon((v.x, v.y), level.pond_region) for v in pond.droplets())


def test_inner_box_is_inside_the_region(level: Level) -> None:
    left, top, right, bottom = inner_box(level.pond_region)
    assert left < right and top < bottom
    for x in (left, (left + right) / 2, right):
        for y in (top, (top + bottom) / 2, bottom):
            assert point_in_polygon((x, y), level.pond_region)


def _pile_top(pond: Pond) -> tuple[float, float]:
    """The top of the pile over its middle droplet."""
    views = sorted(
        (v for v in pond.droplets() if v.state is DropletState.POND),
        key=lambda v: v.x,
    )
    middle = views[len(views) // 2]
    top = min(v.y for v in views if abs(v.x - middle.x) < 60)
    return middle.x, top - tuning.DROPLET_RADIUS


def _mean_out(level: Level, throw, seeds: range) -> float:  # type: ignore[no-untyped-def]
    outs = []
    for seed in seeds:
        pond = Pond(level, seed)
        throw(pond, seed)
        pond.settle()
        outs.append(len(pond.result().out))
    return statistics.mean(outs)


def test_the_pond_responds_to_the_throw(level: Level) -> None:
    """A soft toss splashes fewer droplets than a hard one; a drop some.

    Measured (6 seeds, tossed at the pile top where the Hard seat would drop;
    soft / hard / drop): Classic Cup 1.8 / 6.3 / 1.8, Rocky Pool 2.2 / 5.7 /
    2.2, Wide Lagoon 3.2 / 4.0 / 1.2, Twin Coves 1.7 / 4.0 / 0.8, Deep Well
    2.5 / 2.7 / 2.2, Rock Steps 1.8 / 5.0 / 1.3 (since each throw begins in a
    fresh space, issue 21; before: Deep Well 2.2 / 3.0 / 2.0, over 12 seeds
    now 2.25 / 2.33: in the narrow well hard and soft tosses splash alike)."""

    def toss(strength: float):  # type: ignore[no-untyped-def]
        def go(pond: Pond, seed: int) -> None:
            target = SplashBot(seed, "hard").toss_target(pond, 0.5)  # the bot's aim
            angle = aim.aim_at(pond.toss_start, target, strength)
            assert angle is not None
            pond.toss(angle, strength)

        return go

    def drop(pond: Pond, seed: int) -> None:
        x0, x1 = pond.drop_span
        pond.drop(x0 + (x1 - x0) * (seed + 0.5) / 6)

    seeds = range(6)
    soft = _mean_out(level, toss(0.5), seeds)
    hard = _mean_out(level, toss(1.0), seeds)
    dropped = _mean_out(level, drop, seeds)
    assert hard >= (2.5 if level.key == "deep_well" else 3.0)
    # a soft toss at a rim of the shallow Wide Lagoon splashes plenty too; in
    # the narrow Deep Well a hard toss's droplets mostly hit its walls
    margin = {"wide_lagoon": 0.5, "deep_well": 0.0}.get(level.key, 1.5)
    assert hard >= soft + margin
    assert hard > dropped
    assert dropped >= 0.5, "a drop from the top sends some droplets over the rim"
