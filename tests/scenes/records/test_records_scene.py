"""The Records screen, clicked through with posted events: its figures equal
the ones worked out here from the replays on disk, a path of its own."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from game.records.session import records_for
from game.saves.record import SavedGame, decode
from game.scenes.menus.confirm import ConfirmScene
from game.scenes.records.profiles_scene import ProfilesScene
from game.scenes.records.records_scene import RecordsScene
from game.setup import Mode
from game.ui.driver import UiDriver
from game.ui.widgets import Stepper


def _tally(games: int, wins: int) -> str:
    g = "1 game" if games == 1 else f"{games} games"
    w = "1 win" if wins == 1 else f"{wins} wins"
    return f"{g}, {w} ({round(100 * wins / games)}%)"


def _who(saved: SavedGame, seat: int) -> str | None:
    """The profile a seat counts for, worked out from the setup alone."""
    if saved.setup.mode is Mode.SOLO and seat == 1:
        return None
    s = saved.setup.seats[seat]
    if s.computer:
        return f"{s.level.capitalize()} computer"
    return None if s.name.startswith("Guest") else s.name


def expected_figures(replays: Path, name: str) -> dict[str, str]:
    games = [decode(p.read_bytes(), p) for p in replays.glob("*.json")]
    games.sort(key=lambda g: g.saved)
    tables: Counter[tuple[str, int]] = Counter()
    table_wins: Counter[tuple[str, int]] = Counter()
    versus: Counter[str] = Counter()
    versus_wins: Counter[str] = Counter()
    together: Counter[str] = Counter()
    beaten_by: Counter[str] = Counter()
    scores: list[int] = []
    splash_best = 0
    solo_runs: dict[str, list[tuple[int, bool]]] = {}
    own_points: list[dict[str, int]] = []
    table_points: list[dict[str, int]] = []
    for saved in games:
        outcome = saved.game.outcome()
        assert outcome is not None
        mine = [i for i in range(len(outcome.scores)) if _who(saved, i) == name]
        if not mine:
            continue
        me = mine[0]
        won = me in outcome.winners
        mode = saved.setup.mode
        players = 1 if mode is Mode.SOLO else len(saved.setup.seats)
        key = ("Solo", 0) if mode is Mode.SOLO else (mode.value, players)
        tables[key] += 1
        table_wins[key] += won
        breakdown = outcome.breakdown()
        if mode is Mode.SOLO:
            difficulty = str(saved.setup.difficulty)
            level = f"The Machine at {difficulty.capitalize()}"
            versus[level] += 1
            versus_wins[level] += won
            solo_runs.setdefault(difficulty, []).append((outcome.scores[me], won))
        if mode is Mode.FOUNTAINS:
            own_points.append(breakdown[me])
            table_points.extend(
                breakdown[i] for i in range(len(outcome.scores)) if i != me
            )
        if mode is not Mode.SPLASH:
            scores.append(outcome.scores[me])
        else:
            per_turn = Counter(
                e.turn
                for e in outcome.score_log
                if e.seat == me and e.category == "splash"
            )
            splash_best = max([splash_best, *per_turn.values()])
        levels = set()
        for other in range(len(outcome.scores)):
            who = _who(saved, other)
            if other == me or who is None:
                continue
            together[who] += 1
            if not won and other in outcome.winners:
                beaten_by[who] += 1
            seat = saved.setup.seats[other]
            if mode is Mode.FOUNTAINS and seat.computer:
                levels.add(seat.level)
        for level in levels:
            versus[f"Against {level.capitalize()} computers"] += 1
            versus_wins[f"Against {level.capitalize()} computers"] += won
    total = sum(tables.values())
    figures = {"All games": _tally(total, sum(table_wins.values()))}
    names = {"fountains": "Fountains", "splash": "Kids' Splash"}
    for key in sorted(tables, key=lambda k: (k[0].lower(), k[1])):
        label = "Solo" if key[0] == "Solo" else f"{names[key[0]]}, {key[1]} players"
        figures[label] = _tally(tables[key], table_wins[key])
    rival = min(together, key=lambda n: (-together[n], n))
    figures["Rival"] = f"{rival} ({together[rival]} games together)"
    if beaten_by:
        nemesis = min(beaten_by, key=lambda n: (-beaten_by[n], -together[n], n))
        figures["Nemesis"] = f"{nemesis} (won {beaten_by[nemesis]} of yours)"
    else:
        figures["Nemesis"] = "nobody yet"
    splash_key = [k for k in tables if k[0] == "splash"]
    if splash_key:
        g = sum(tables[k] for k in splash_key)
        w = sum(table_wins[k] for k in splash_key)
        figures["Kids' Splash"] = f"{_tally(g, w)}, best splash {splash_best}"
    for label in versus:
        figures[label] = _tally(versus[label], versus_wins[label])
    for difficulty, runs in solo_runs.items():
        streak = best_streak = 0
        for _, won in runs:
            streak = streak + 1 if won else 0
            best_streak = max(best_streak, streak)
        best = max(score for score, _ in runs)
        label = f"Solo best at {difficulty.capitalize()}"
        figures[label] = f"{best}, streak {streak} (best {best_streak})"
    for category in ("coins", "fish", "pools", "lily pads", "design"):
        own = sum(p.get(category, 0) for p in own_points) / len(own_points)
        table = sum(p.get(category, 0) for p in table_points) / len(table_points)
        figures[f"{category.capitalize()} per game"] = f"{own:.1f} / {table:.1f}"
    figures["Best"] = str(max(scores))
    figures["Average"] = f"{sum(scores) / len(scores):.1f}"
    figures["Recent"] = ", ".join(str(s) for s in scores[-10:][::-1])
    return figures


def open_records(ui: UiDriver) -> RecordsScene:
    ui.click("Records")
    assert isinstance(ui.top, RecordsScene)
    return ui.top


def show(ui: UiDriver, name: str) -> RecordsScene:
    scene = open_records(ui) if not isinstance(ui.top, RecordsScene) else ui.top
    stepper = ui.widget("Player")
    assert isinstance(stepper, Stepper)
    for _ in range(len(scene.profiles)):
        if scene.profile is not None and scene.profile.name == name:
            return scene
        ui.click_at(stepper.plus_rect.center)
    raise AssertionError(f"{name} is not on the Records screen")


def test_the_figures_equal_the_replays(ui: UiDriver, tmp_path: Path) -> None:
    for name in ("Ann", "Bob"):
        scene = show(ui, name)
        expected = expected_figures(tmp_path / "replays", name)
        assert scene.figures == expected
        ui.frames()


def test_every_page_draws(ui: UiDriver) -> None:
    scene = open_records(ui)
    page = ui.widget("Page")
    for index in range(3):
        ui.click_at(page.segment_rect(index).center)  # type: ignore[attr-defined]
        assert scene.page == index
        ui.frames()


def test_the_profiles_rename_and_delete_with_confirmation(ui: UiDriver) -> None:
    open_records(ui)
    ui.click("Profiles")
    assert isinstance(ui.top, ProfilesScene)
    scene = ui.top
    assert scene.profile is not None and scene.profile.name == "Ann"
    ui.click("Name")
    for _ in range(3):
        ui.key(8)  # backspace
    ui.type_text("Annie")
    ui.click("Rename")
    database = records_for(ui.app.ctx)
    assert database is not None
    assert database.book.named("Annie") is not None
    assert "Renamed: Annie" in scene.message
    ui.click("Delete")
    assert isinstance(ui.top, ConfirmScene)
    ui.click("Cancel")
    assert database.book.named("Annie") is not None
    ui.click("Delete")
    ui.click("Delete")  # the dialog's own button
    assert ui.top is scene
    assert database.book.named("Annie") is None
    ui.click_at(ui.widget("Picture").plus_rect.center)  # type: ignore[attr-defined]
    bob = database.book.named("Bob")
    assert bob is not None and scene.profile == bob and bob.picture == "drop"
    ui.key(27)  # Escape: back to Records, which shows the change
    records = ui.top
    assert isinstance(records, RecordsScene)
    assert "Annie" not in [p.name for p in records.profiles]


def test_no_records_yet(tmp_path: Path) -> None:
    from game.app import App
    from game.cli import LaunchOptions
    from game.records.session import close_all

    app = App(LaunchOptions(headless=True, config_dir=tmp_path / "empty"))
    app.start()
    try:
        ui = UiDriver(app)
        ui.frames()
        scene = open_records(ui)
        assert scene.profile is None and scene.figures == {}
        assert not ui.widget("Play today's deal").enabled
        ui.frames()
        ui.click("Back")
        assert not isinstance(ui.top, RecordsScene)
    finally:
        app.stop()
        close_all()


def test_merging_two_profiles_after_a_confirmation(ui: UiDriver) -> None:
    open_records(ui)
    ui.click("Profiles")
    scene = ui.top
    assert isinstance(scene, ProfilesScene)
    database = records_for(ui.app.ctx)
    assert database is not None
    ann, bob = database.book.named("Ann"), database.book.named("Bob")
    assert ann is not None and bob is not None
    assert scene.profile == ann and scene._others()[0] == bob
    ui.click("Merge")
    assert isinstance(ui.top, ConfirmScene)
    ui.click("Merge")  # the dialog's own button
    assert ui.top is scene
    assert database.book.named("Ann") is None
    kept = [p.name for p in scene.people]
    assert kept == ["Bob", "Cy"] and scene.profile is not None
    assert scene.profile.name == "Bob" and "Merged into Bob" in scene.message
