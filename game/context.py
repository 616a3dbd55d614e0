"""What every scene is given: settings, sound, fonts. Passed through constructors."""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from game.audio import SoundManager
from game.paths import GamePaths, levels_dir
from game.render.contrast import use_high_contrast
from game.settings import Settings, SettingsStore
from game.ui.fonts import Fonts

if TYPE_CHECKING:
    import pygame

    from game.rules.fountains.game import FountainsGame
    from game.rules.outcome import Outcome
    from game.rules.splash import SplashGame
    from game.saves.record import SavedGame
    from game.setup import GameSetup, Mode


class Screen(Protocol):
    """A screen the scene manager shows: what a ``game.scenes.scene.Scene`` does,
    named here so that the context need not name the scenes (they are given the
    context: naming them here would close a circle)."""

    def enter(self) -> None: ...

    def exit(self) -> None: ...

    def handle_event(self, event: pygame.event.Event) -> bool: ...

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    @property
    def is_opaque(self) -> bool: ...


class ScreenDirectory(Protocol):
    """The screens one screen may open, each a factory of a fresh screen: what
    ``game.scenes.screens.Screens`` (the one the app builds) offers, read
    through ``ctx.screens``. A factory added there is added here too."""

    @property
    def title(self) -> Callable[[AppContext], Screen]: ...

    @property
    def game(self) -> Callable[[AppContext, GameSetup], Screen]: ...

    @property
    def pause(self) -> Callable[[AppContext, Mode], Screen]: ...

    @property
    def results(
        self,
    ) -> Callable[[AppContext, GameSetup, Outcome, FountainsGame], Screen]: ...

    @property
    def resume(self) -> Callable[[AppContext, SavedGame], Screen]: ...

    @property
    def replay(self) -> Callable[[AppContext, SavedGame], Screen]: ...

    @property
    def replays(self) -> Callable[[AppContext], Screen]: ...

    @property
    def who_starts(self) -> Callable[[AppContext, GameSetup], Screen]: ...

    @property
    def splash_results(
        self,
    ) -> Callable[[AppContext, GameSetup, SplashGame], Screen]: ...

    @property
    def tutorial(self) -> Callable[[AppContext], Screen] | None: ...

    @property
    def records(self) -> Callable[[AppContext], Screen] | None: ...


LEVELS_DIR = levels_dir()


@dataclass
class AppContext:
    """Shared services for scenes.

    ``settings`` is a ``game.settings.Settings`` (``volume``, ``music``,
    ``fullscreen``, ``colour_blind``, ``animation_speed``, the sound levels);
    ``sound`` is a ``game.audio.SoundManager`` (``play(name)`` for effects named
    in ``game.audio.catalogue``, ``play_music(piece)``, ``play_voice(name)``;
    silent when there is no audio device); ``fonts.get(size, bold=False)``
    returns a cached ``pygame.font.Font`` and ``fonts.render(text, size,
    colour)`` a cached surface.

    Scenes change settings through ``change_settings`` (saved and applied at
    once) and leave the game through ``request_quit``.
    """

    settings: Settings
    sound: SoundManager
    fonts: Fonts
    store: SettingsStore | None = None  # None when nothing is saved
    levels_dir: Path = LEVELS_DIR
    notices: list[str] = field(default_factory=list)
    quit_requested: bool = False
    on_fullscreen: Callable[[bool], None] | None = None
    # How scenes open each other. The app sets it; a context built elsewhere (a
    # test, a tool, a bench) sets
    # ``ctx.screens = game.scenes.directory.default_screens()``.
    screens_directory: ScreenDirectory | None = None
    # where settings, saves and replays go (None: nowhere)
    paths: GamePaths | None = None
    # --log: where the Fountains table echoes each game log line (None: nowhere)
    echo_log: Callable[[str], None] | None = None

    def change_settings(self, **changes: object) -> None:
        """Apply new setting values, then save them (a failed save is reported,
        never fatal)."""
        old = self.settings
        new = old.with_changes(**changes)
        if new == old:
            return
        self.settings = new
        if new.volume != old.volume:
            self.sound.set_volume(new.volume)
        if new.music != old.music:
            self.sound.set_music(new.music)
        levels = (new.music_volume, new.effects_volume, new.voice_volume)
        if levels != (old.music_volume, old.effects_volume, old.voice_volume):
            self.sound.set_levels(*levels)
        if new.high_contrast != old.high_contrast:
            use_high_contrast(new.high_contrast)
        if new.fullscreen != old.fullscreen and self.on_fullscreen is not None:
            self.on_fullscreen(new.fullscreen)
        if self.store is not None:
            warning = self.store.warning
            try:
                kept = self.store.save(new)
            except OSError as exc:
                message = (
                    f"settings file {self.store.path}: cannot save ({exc}); "
                    "your changes last until you close the game"
                )
                if message not in self.notices:  # said once, not at every click
                    self.notices.append(message)
                    print(f"Fountaineer: {message}", file=sys.stderr)
                return
            if kept is not None:
                # The unreadable file is safe beside the new one: say so instead.
                self.notices = [n for n in self.notices if n != warning]
                self.notices.append(
                    f"the unreadable settings file was kept as {kept}; "
                    "your new settings are saved"
                )

    @property
    def screens(self) -> ScreenDirectory:
        if self.screens_directory is None:
            raise RuntimeError(
                "AppContext.screens is not set: give the context "
                "game.scenes.directory.default_screens()"
            )
        return self.screens_directory

    @screens.setter
    def screens(self, screens: ScreenDirectory) -> None:
        self.screens_directory = screens

    def request_quit(self) -> None:
        self.quit_requested = True


def make_context(
    config_dir: Path | str | None = None,
    levels_dir: Path | None = None,
    start_sound: bool = False,
) -> AppContext:
    """A ready context: settings loaded from ``config_dir`` (nothing is saved when
    it is None), a sound manager (opened only with ``start_sound``), fonts."""
    store = SettingsStore(config_dir) if config_dir is not None else None
    settings = store.load() if store is not None else Settings()
    sound = SoundManager(
        volume=settings.volume,
        music=settings.music,
        music_volume=settings.music_volume,
        effects_volume=settings.effects_volume,
        voice_volume=settings.voice_volume,
    )
    if start_sound:
        sound.start()
    use_high_contrast(settings.high_contrast)
    ctx = AppContext(
        settings=settings,
        sound=sound,
        fonts=Fonts(),
        store=store,
        levels_dir=levels_dir or LEVELS_DIR,
        paths=GamePaths.under(Path(config_dir)) if config_dir is not None else None,
    )
    if store is not None and store.is_corrupt and store.warning:
        ctx.notices.append(store.warning)
    return ctx
