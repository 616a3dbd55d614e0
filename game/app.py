"""The application frame: window, loop, scene stack, and the headless runs.

``main(argv)`` is what ``main.py`` calls. The loop body is ``App.frame``, so
the same loop runs plainly (``App.run``) or under asyncio (``App.run_async``,
which yields with ``await asyncio.sleep(0)`` every frame, e.g. for pygbag).

SIGTERM and SIGHUP (``game.signals``) end every run at the next frame: the
game in progress is saved as far as it is committed, one line says so, and the
run exits with 0 (1 when it could not be saved), windowed or headless.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.cli import LaunchOptions, parse_args  # noqa: E402
from game.context import AppContext, make_context  # noqa: E402
from game.paths import GamePaths  # noqa: E402
from game.play_limit import PlayOutLimit  # noqa: E402
from game.records.session import close_records  # noqa: E402
from game.rules.outcome import Outcome  # noqa: E402
from game.saves import launch as saved_games  # noqa: E402
from game.saves.writer import WRITER  # noqa: E402
from game.scenes.between_games import forget_between_games  # noqa: E402
from game.scenes.directory import default_screens  # noqa: E402
from game.scenes.menus.confirm import ConfirmScene  # noqa: E402
from game.scenes.scene import SceneManager  # noqa: E402
from game.signals import StopSignals  # noqa: E402
from game.ui.fonts import Fonts  # noqa: E402
from game.ui.view import LOGICAL_SIZE  # noqa: E402
from game.window import Window  # noqa: E402

__all__ = ["LOGICAL_SIZE", "App", "NoDisplayError", "main", "run"]
TITLE = "Fountaineer"
FPS = 60
MAX_DT = 0.1  # seconds: a stall (dragging the window, a slow disk) never jumps time
HEADLESS_DT = 1.0 / FPS
MAX_HEADLESS_FRAMES = 10 * 60 * 60 * 2  # two simulated hours at MAX_DT a frame
PLAY_OUT_DRAW_EVERY = 30
# SDL's stand-ins when there is no screen: nothing would ever be shown.
WINDOWLESS_DRIVERS = ("dummy", "offscreen")


class NoDisplayError(RuntimeError):
    """SDL found no display and fell back to a driver that shows nothing."""

    def __init__(self, driver: str) -> None:
        self.driver = driver
        super().__init__(
            f"no display was found (SDL fell back to its {driver!r} video "
            "driver, which shows nothing); --headless runs without a window, "
            "e.g. --headless --autoplay"
        )


def finished_outcome(manager: SceneManager) -> Outcome | None:
    """The outcome once the game on the stack has finished: a results scene on
    top, or any scene exposing a non-None ``outcome`` (the hook table scenes
    may offer)."""
    for scene in reversed(manager.scenes):
        outcome = getattr(scene, "outcome", None)
        if isinstance(outcome, Outcome):
            return outcome
    return None


class App:
    """Owns the window, the clock, the context and the scene stack."""

    def __init__(self, options: LaunchOptions | None = None) -> None:
        self.options = options or LaunchOptions()
        self.manager = SceneManager()
        # Back at the title after a game: its caches go (a long evening stays lean).
        self.manager.on_cleared.append(forget_between_games)
        self.frames = 0
        self.ctx: AppContext | None = None
        self.screen: pygame.Surface | None = None
        self.window = Window()
        self.clock: pygame.time.Clock | None = None
        self._sound_started = False
        self._windowless = False
        self.signals = StopSignals()
        #: The exit code once SIGTERM or SIGHUP ended the run (None before).
        self.stop_code: int | None = None

    # -- start and stop ---------------------------------------------------------

    def start(self) -> None:
        """Open everything; raises ``NoDisplayError`` when a windowed run has
        no display (unless ``SDL_VIDEODRIVER`` asked for a windowless driver,
        as tests do), ``pygame.error`` when no window can be opened."""
        asked = os.environ.get("SDL_VIDEODRIVER", "").strip().lower()
        if self.options.headless:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ["SDL_AUDIODRIVER"] = "dummy"
        # Every module, so the clock and pygame.get_init() work for every scene;
        # a missing audio device only leaves the mixer off (the sound manager
        # then stays silent).
        from game.audio.quiet import quiet_audio_probe

        with quiet_audio_probe():
            pygame.init()
        driver = pygame.display.get_driver()
        if (
            not self.options.headless
            and driver in WINDOWLESS_DRIVERS
            and asked not in WINDOWLESS_DRIVERS
        ):
            raise NoDisplayError(driver)
        paths = GamePaths.resolve(self.options.config_dir)
        ctx = make_context(config_dir=paths.config, levels_dir=self.options.levels_dir)
        ctx.paths = paths
        # A missing file is the usual first start: only a bad one is worth a line.
        if ctx.store is not None and ctx.store.is_corrupt and ctx.store.warning:
            print(f"Fountaineer: {ctx.store.warning}", file=sys.stderr)
        ctx.on_fullscreen = self.set_fullscreen
        if self.options.log:
            ctx.echo_log = print
        ctx.screens = default_screens()
        self.ctx = ctx
        # Without a real display: a plain surface of the size asked (1280x720
        # unless --size says otherwise).
        windowless = self.options.headless or driver in WINDOWLESS_DRIVERS
        self._windowless = windowless
        pygame.display.set_caption(TITLE)
        if not windowless:
            from game.ui.art import fountain

            pygame.display.set_icon(fountain(64, 52))
        fullscreen = self.options.fullscreen or ctx.settings.fullscreen
        if self.options.fullscreen and not ctx.settings.fullscreen:
            # Shown as on (the switch tells the truth), saved as it was: a
            # launch option is not the player's choice (F11 then is).
            if ctx.store is not None:
                ctx.store.saved_as["fullscreen"] = ctx.settings.fullscreen
            ctx.settings = ctx.settings.with_changes(fullscreen=True)
        self.screen = self.window.open(self.options.size, fullscreen, not windowless)
        ctx.fonts.text_scale = ctx.settings.text_size / 100
        self.clock = pygame.time.Clock()
        self._first_scenes(ctx)

    def _first_scenes(self, ctx: AppContext) -> None:
        self.manager.push(ctx.screens.title(ctx))
        setup = self.options.setup
        if setup is not None:
            self.manager.push(ctx.screens.game(ctx, setup))

    def stop(self) -> None:
        if self.ctx is not None:
            self.ctx.sound.stop()
        while len(self.manager):
            self.manager.pop()
        if self.ctx is not None:
            close_records(self.ctx)  # records.sqlite3 and its WAL let go
            # The fonts close their files while pygame still can (a font let
            # go after pygame.quit() keeps its file open for good).
            self.ctx.fonts = Fonts()
        forget_between_games()  # a process that starts the game again stays lean
        pygame.quit()

    def _start_sound(self) -> None:
        # After the first frame, so opening the audio device never delays it.
        self._sound_started = True
        assert self.ctx is not None
        if not self.options.headless and not self.ctx.sound.start():
            print(
                f"Fountaineer: {self.ctx.sound.problem}; playing silently",
                file=sys.stderr,
            )

    # -- the loop ---------------------------------------------------------------

    @property
    def running(self) -> bool:
        ctx = self.ctx
        if ctx is None or ctx.quit_requested or not len(self.manager):
            return False
        frames = self.options.frames
        return frames is None or self.frames < frames

    def frame(self, dt: float, draw: bool = True) -> None:
        """One frame: events, update, draw, flip (``draw`` False skips the last
        two, for headless play-outs that only want the end)."""
        assert self.ctx is not None and self.screen is not None
        if self.signals.received is not None and self.stop_code is None:
            self.stop_for_signal(self.signals.received)
        if self.stop_code is not None:
            return  # saved and quitting: nothing moves any more
        for event in pygame.event.get():
            self.handle_event(event)
        if not len(self.manager):
            return
        self.manager.update(min(dt, MAX_DT))
        self.ctx.sound.update(min(dt, MAX_DT))  # music fades, ducking, water
        if draw:
            self.ctx.fonts.text_scale = self.ctx.settings.text_size / 100
            self.window.draw(self.manager)
            self.screen = self.window.surface
            pygame.display.flip()
        self.frames += 1
        if not self._sound_started:
            self._start_sound()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self._on_window_close()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            assert self.ctx is not None
            self.ctx.change_settings(fullscreen=not self.ctx.settings.fullscreen)
        else:
            self.manager.handle_event(self.window.logical_event(event))

    def stop_for_signal(self, name: str) -> int:
        """SIGTERM or SIGHUP: save every game in progress as far as it is
        committed (on disk before this returns), say so in one line, and
        quit. The exit code: 0, or 1 when a game could not be saved."""
        ctx = self.ctx
        assert ctx is not None
        saved: list[str] = []
        lost = False
        for scene in self.manager.scenes:
            if not getattr(scene, "game_in_progress", False):
                continue
            autosave = getattr(scene, "autosave", None)
            if autosave is None:
                lost = True
            elif autosave.keep():  # the save of its last commit, on disk
                saved.append(str(autosave.path))
            else:
                lost = True
        lost = not WRITER.flush() or lost  # on disk, the replays too
        if lost:
            where = "; the game in progress could not be saved"
        elif saved:
            where = f"; the game is saved to {', '.join(saved)} (Continue picks it up)"
        else:
            where = ""
        print(f"Fountaineer: stopped by {name}{where}", file=sys.stderr)
        self.stop_code = 1 if lost else 0
        ctx.request_quit()
        return self.stop_code

    def _on_window_close(self) -> None:
        ctx = self.ctx
        assert ctx is not None
        top = self.manager.top
        in_game = any(
            getattr(s, "game_in_progress", False) for s in self.manager.scenes
        )
        if isinstance(top, ConfirmScene) or not in_game:
            ctx.request_quit()
            return
        saved = any(getattr(s, "autosave", None) for s in self.manager.scenes)
        self.manager.push(
            ConfirmScene(
                ctx,
                "Quit Fountaineer? The game is saved: Continue on the title "
                "screen picks it up."
                if saved
                else "Quit Fountaineer? The game in progress will be lost.",
                ctx.request_quit,
                confirm_label="Quit",
                cancel_label="Keep playing",
            )
        )

    def set_fullscreen(self, on: bool) -> None:
        # No real window (headless, or SDL's dummy driver): only the setting moves.
        # The player chose (F11, Settings): that is saved from now on.
        if self.ctx is not None and self.ctx.store is not None:
            self.ctx.store.saved_as.pop("fullscreen", None)
        self.window.set_fullscreen(on)
        self.screen = self.window.surface

    def _tick(self) -> float:
        assert self.clock is not None
        if self.options.headless:
            self.clock.tick()
            return HEADLESS_DT
        return self.clock.tick(FPS) / 1000.0

    def run(self) -> int:
        dt = 0.0
        while self.running:
            self.frame(dt)
            dt = self._tick()
        return self.finish()

    async def run_async(self) -> int:
        import asyncio  # only here: importing it costs start-up time

        dt = 0.0
        while self.running:
            self.frame(dt)
            await asyncio.sleep(0)
            dt = self._tick()
        return self.finish()

    def finish(self) -> int:
        """Save the screenshot asked for; 0 when all went well, 1 (and a line
        saying why) when it could not be saved after all (the command line
        checked it could be written before the first frame)."""
        shot = self.options.screenshot
        if shot is not None and self.screen is not None:
            try:
                pygame.image.save(self.screen, str(shot))
            except (pygame.error, OSError) as exc:
                print(
                    f"Fountaineer: cannot save the screenshot {shot} ({exc})",
                    file=sys.stderr,
                )
                return 1
        return self.stop_code or 0

    # -- headless autoplay ------------------------------------------------------

    def play_out(self) -> tuple[int, Outcome | None, str]:
        """Headless autoplay with no frame count: run until the game has an
        outcome. Returns (exit code, outcome, message)."""
        assert self.options.setup is not None
        # Nobody watches: take the longest step the loop allows and draw only
        # now and then (enough to exercise drawing) and at the end.
        limit = PlayOutLimit(self.frames + MAX_HEADLESS_FRAMES)
        while not limit.reached(self.frames):
            outcome = finished_outcome(self.manager)
            if outcome is not None:
                self.frame(MAX_DT)
                return 0, outcome, ""
            if self.stop_code is not None:  # SIGTERM: saved, and said so
                return self.stop_code, None, ""
            if self.ctx is not None and self.ctx.quit_requested:
                return 1, None, "the game was closed before it ended"
            self.frame(MAX_DT, draw=self.frames % PLAY_OUT_DRAW_EVERY == 0)
        return 1, None, limit.message


def main(argv: Sequence[str] | None = None, max_frames: int | None = None) -> int:
    """Start Fountaineer; ``max_frames`` (for tests) stops after that many frames."""
    options = parse_args(list(argv) if argv is not None else sys.argv[1:])
    if max_frames is not None:
        from dataclasses import replace

        options = replace(options, frames=max_frames)
    app = App(options)
    # Before SDL starts, so it leaves SIGTERM to us (it only takes a signal
    # nobody handles) instead of making it a window close.
    app.signals.install()
    try:
        try:
            app.start()
        except NoDisplayError as exc:
            print(f"Fountaineer: {exc}", file=sys.stderr)
            return 1
        except pygame.error as exc:
            print(
                f"Fountaineer: cannot open a window ({exc}); "
                "--headless runs without one",
                file=sys.stderr,
            )
            return 1
        from game.headless import format_outcome

        # --continue, --replay, --stop-after (game/saves/launch.py)
        code = saved_games.start(app, options, format_outcome)
        if code is not None:
            return app.finish() or code
        if options.headless and options.setup is not None and not options.runs_to_end:
            # Nobody sees the table: the seed is what lets the game be replayed.
            setup = options.setup
            print(f"{setup.mode.value} game, seed {setup.seed}")
        if options.runs_to_end:
            code, outcome, message = app.play_out()
            if message:
                print(message, file=sys.stderr if code else sys.stdout)
            if outcome is not None and options.setup is not None:
                print(format_outcome(options.setup, outcome))
            # 1 when the finished game could not be saved as a replay
            code = code or saved_games.unkept_games(app.ctx)
            return app.finish() or code
        if sys.platform == "emscripten":  # in a browser (pygbag): yield each frame
            import asyncio

            return asyncio.run(app.run_async())
        return app.run()
    finally:
        app.stop()
        app.signals.restore()


def run() -> None:
    """The ``fountaineer`` command (and ``main.py``): ``main`` with the
    terminal's manners. Text the terminal cannot encode (accented names under
    ``PYTHONIOENCODING=ascii``) becomes ``?``; a reader that goes away
    (``| head -1``) ends the run quietly."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="replace")
    try:
        code = main(sys.argv[1:])
        sys.stdout.flush()
    except BrokenPipeError:
        # Python would complain again while flushing at exit: point stdout at
        # nothing first (the recipe in the docs of the signal module).
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        code = 1
    sys.exit(code)
