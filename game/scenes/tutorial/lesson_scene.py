"""One lesson of "Learn to play", played at an ordinary Fountains table.

Each part of the lesson (``game.lessons.lessons``) starts a table on its
prepared game (the player, "You", against an Easy computer who never gets to
move while the lesson runs) and lays its steps' callouts over it: each names
the rectangle it explains (``targets.py``) and is placed clear of it and of the
table's buttons. The step showing is the first one the player has not done
yet, so Undo brings an earlier step back. When the player's turn is confirmed
the lesson measures it with the rules core (``game.lessons.results``): a goal
reached shows the points banner (held while explained), then the part's
result; a goal missed says why and offers Try again. The last part ends with
the lesson's one-line recap, Next lesson and Play a real game, and the lesson
is remembered as done.

"Hide tips" takes the callouts away and leaves the table to the player (the
goal is still checked); Leave asks first. The table is never told it is being
taught: the lesson reads it and passes the player's events on.

Sizes: the lesson draws the way its table does (``draws_at_scale`` is the
table's): over a table drawn at the window's resolution the callouts, the
shade and Show tips are drawn through the view of that picture, their words
rendered at the physical size; over a table drawn on the 1280x720 canvas they
are drawn there at 1:1. Their layout and hit tests stay logical either way.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.lessons.lessons import LESSONS
from game.lessons.results import Result, measure
from game.lessons.situations import YOU, Situation, build_game
from game.lessons.steps import Lesson, Part, Step
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.phases import Phase
from game.rules.fountains.solo import MACHINE_NAME
from game.scenes.fountains.layout import BASIN_RECT, side_panels
from game.scenes.fountains.table import FountainsTableScene
from game.scenes.menus.confirm import ConfirmScene
from game.scenes.scene import Scene, SceneManager
from game.scenes.tutorial.callout import Callout
from game.scenes.tutorial.progress import mark_done
from game.scenes.tutorial.targets import TableTargets
from game.setup import GameSetup, Mode, Seat
from game.ui.text import blit_text, cover_texts
from game.ui.theme import MACHINE_COLOUR, SEAT_COLOURS
from game.ui.view import View

HELD_BANNER_AT = 0.5
"""Seconds into a reward banner at which it stays while a step explains it."""
TIPS_RECT = pygame.Rect(1132, 481, 132, 29)
"""Show tips, while they are hidden: at the right of the game log's title,
above its first line (which reaches under the button at 150%)."""
RIM = 26
"""How far a drawn fountain reaches past the centres of its outer cells."""
CHIP_ROOM = 48
"""The chip over a held piece ("Level 1 · no coins now") and its gap."""
THUMBS_RECT = pygame.Rect(0, 578, 1280, 142)
"""The fountains' thumbnails along the bottom."""
OPPONENT = "Robin"
BUTTON_KEYS: dict[tuple[int, bool], tuple[str, ...]] = {
    (pygame.K_n, False): ("next", "next-part", "next-lesson"),
    (pygame.K_t, False): ("hide-tips", "show-tips"),
    (pygame.K_a, False): ("again",),
    (pygame.K_g, False): ("real-game",),
    (pygame.K_l, True): ("leave", "lessons"),  # Ctrl+L (L alone peels the levels)
}
"""The callout buttons by key ((key, with Ctrl): the buttons it presses, the
first one showing); the lesson's help sheet (``key_sheets.LESSON``) lists
them. Enter presses the last button of the card at a part's end."""


def lesson_setup(situation: Situation) -> GameSetup:
    """You against an Easy computer (it moves only once a lesson is over), or
    against The Machine on Easy."""
    you = Seat("You", SEAT_COLOURS[0])
    seed = situation.seed
    if situation.solo:
        machine = Seat(MACHINE_NAME, MACHINE_COLOUR, computer=True)
        return GameSetup(
            mode=Mode.SOLO, seats=(you, machine), seed=seed, difficulty="easy"
        )
    other = Seat(OPPONENT, SEAT_COLOURS[1], computer=True, level="easy")
    return GameSetup(
        mode=Mode.FOUNTAINS,
        seats=(you, other),
        seed=seed,
        advanced=bool(situation.design),
    )


class _TableHost:
    """The manager the lesson's table sees: the pause menu opens over the
    lesson as usual; the results of a game the lesson ended wait (the recap
    comes instead)."""

    def __init__(self, lesson: LessonScene, manager: SceneManager) -> None:
        self.lesson = lesson
        self.manager = manager

    def push(self, scene: Scene) -> None:
        self.manager.push(scene)

    def pop(self) -> Scene:
        return self.manager.pop()

    def replace(self, scene: Scene) -> None:
        self.lesson.results = scene

    def clear_to(self, scene: Scene) -> None:
        self.manager.clear_to(scene)


class LessonScene(Scene):
    """``LessonScene(ctx, lesson, part=0)``; ``step`` is the key of the step
    showing, or ``"done"`` (a part reached its goal), ``"missed"``, ``"recap"``."""

    def __init__(self, ctx: Any, lesson: Lesson, part: int = 0) -> None:
        super().__init__(ctx)
        self.lesson = lesson
        self.part_index = part
        self.tips = True
        self.time = 0.0
        self.results: Scene | None = None
        self.result: Result | None = None
        self.acknowledged: set[str] = set()
        self._callout: tuple[object, Callout] | None = None
        #: the scale the lesson was last drawn at (its callouts' words are
        #: measured as drawn there)
        self.scale = 1.0
        self._start_part()

    @property
    def draws_at_scale(self) -> bool:  # type: ignore[override]
        """As the table it hosts: the callouts draw over it at its scale."""
        return bool(self.table.draws_at_scale)

    # -- the part being played -----------------------------------------------------

    @property
    def part(self) -> Part:
        return self.lesson.parts[self.part_index]

    @property
    def game_in_progress(self) -> bool:
        """Read by the pause menu: leaving asks first."""
        return self.result is None

    def _start_part(self) -> None:
        part = self.part
        self.before: FountainsGame = build_game(part.situation)
        self.setup = lesson_setup(part.situation)
        self.table = FountainsTableScene(
            self.ctx, self.setup, self.before.clone(), tips=False
        )
        self.table.state.skip_handoff()
        self.targets = TableTargets(self.table, part.place())
        self.acknowledged = set()
        self.result = None
        self.results = None
        self._callout = None
        if self.manager is not None:
            self._host_table()

    def _host_table(self) -> None:
        assert self.manager is not None
        self.table.manager = _TableHost(self, self.manager)  # type: ignore[assignment]
        self.table.enter()

    def restart(self) -> None:
        """Try again: the part from its start."""
        self.table.exit()
        self._start_part()

    # -- where the player is -------------------------------------------------------

    def turn_done(self) -> bool:
        """The player's turn is confirmed (and its fish colour chosen)."""
        game = self.table.state.committed_game
        return game.is_over() or game.turns_taken[YOU] > self.before.turns_taken[YOU]

    def _done(self, step: Step) -> bool:
        state = self.table.state
        game = state.game
        if self.turn_done() and step.until != "next":
            return True
        until = step.until
        if until == "next":
            if step.key in self.acknowledged:
                return True
            # a step about the banner is passed over when there is none
            return step.target == "banner" and self.turn_done() and state.reward is None
        if until == "pawn":
            pawn = step.target.partition(":")[2]
            chosen = state.selected_pawn
            return game.phase is not Phase.DRAFT or (
                chosen is not None and chosen.value == pawn
            )
        if until == "placing":
            return game.phase is not Phase.DRAFT
        if until == "token":
            return state.chosen_token is not None or state.pending is not None
        if until == "pending":
            return state.pending is not None or game.phase is Phase.FISH
        if until == "turn":
            return game.phase is Phase.FISH and not state.turn_open
        return False  # "fish": only a finished turn

    def current(self) -> Step | None:
        """The first step the player has not done yet (None: every one is).
        A step that only explains is done once it is read (Next) or once the
        player has done something a later step asks for."""
        steps = self.part.steps
        done = [self._done(step) for step in steps]
        for index, step in enumerate(steps):
            if done[index]:
                continue
            acted = any(
                done[later] and steps[later].until != "next"
                for later in range(index + 1, len(steps))
            )
            if step.until == "next" and acted:
                continue
            return step
        return None

    @property
    def step(self) -> str:
        if self.result is not None:
            if not self.part.reached(self.result):
                return "missed"
            return "recap" if self._last_part() else "done"
        step = self.current()
        return "playing" if step is None else step.key

    def _last_part(self) -> bool:
        return self.part_index == len(self.lesson.parts) - 1

    def _holding(self) -> bool:
        """A step explains the banner: the table waits with it in sight."""
        step = self.current()
        return step is not None and step.target == "banner" and self.turn_done()

    # -- flow ------------------------------------------------------------------------

    def enter(self) -> None:
        if self.table.manager is None and self.manager is not None:
            self._host_table()
        else:
            self.table.enter()

    def exit(self) -> None:
        self.table.exit()

    def update(self, dt: float) -> None:
        self.time += dt
        if self.result is not None:
            return  # the lesson is over: the table stays as it was
        if self._holding() and self.tips:
            reward = self.table.state.reward
            if reward is not None:  # in, then held in full until Next
                self.table.update(min(dt, max(0.0, HELD_BANNER_AT - reward.elapsed)))
            return
        if not self.turn_done():
            self.table.update(dt)
            return
        if self.table.state.reward is not None and not self.tips:
            self.table.update(dt)  # no tips: the banner runs its course
            return
        if self.current() is None or not self.tips:
            self._finish_part()

    def _finish_part(self) -> None:
        self.result = measure(self.before, self.table.state.committed_game)
        self._callout = None
        if self.part.reached(self.result) and self._last_part():
            mark_done(self.ctx, self.lesson)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            key = self.hit(event.pos)
            if key is not None:
                self.press(key)
                return True
        if event.type == pygame.KEYDOWN:
            key = self.button_for_key(event)
            if key is not None:
                self.press(key)
                return True
        if self.result is not None:
            return True  # the end of a part: only its buttons
        if self._holding() and self.tips and event.type != pygame.MOUSEMOTION:
            return True  # the banner being explained stays until Next
        return self.table.handle_event(event)

    def hit(self, pos: tuple[int, int]) -> str | None:
        if not self.tips and self.result is None:
            return "show-tips" if TIPS_RECT.collidepoint(pos) else None
        callout = self.callout()
        return None if callout is None else callout.hit(pos)

    def offered(self) -> list[str]:
        """The buttons showing now, in order (Show tips while tips are hidden)."""
        if not self.tips and self.result is None:
            return ["show-tips"]
        callout = self.callout()
        return [] if callout is None else [button.key for button in callout.buttons]

    def button_for_key(self, event: pygame.event.Event) -> str | None:
        """The button a key press presses (``BUTTON_KEYS``), or None."""
        offered = self.offered()
        if not offered:
            return None
        if self.result is not None and event.key in (
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
        ):
            return offered[-1]  # the card's way on: Next, Try again, Next lesson
        ctrl = bool(getattr(event, "mod", 0) & pygame.KMOD_CTRL)
        for key in BUTTON_KEYS.get((event.key, ctrl), ()):
            if key in offered:
                return key
        return None

    def press(self, key: str) -> None:
        """A callout button (tests press them like a player)."""
        if key == "next":
            step = self.current()
            if step is not None:
                self.acknowledged.add(step.key)
                self._callout = None
        elif key == "hide-tips":
            self.tips = False
        elif key == "show-tips":
            self.tips = True
            self._callout = None
        elif key == "leave":
            self.ask_to_leave()
        elif key == "again":
            self.restart()
        elif key == "next-part":
            self.table.exit()
            self.part_index += 1
            self._start_part()
        elif key == "next-lesson":
            self.open_lesson(self.lesson.number)  # numbers count from 1
        elif key == "lessons":
            self.to_lessons()
        elif key == "real-game":
            self.to_real_game()

    def ask_to_leave(self) -> None:
        if self.manager is None:
            return
        if self.result is not None:
            self.to_lessons()
            return
        self.manager.push(
            ConfirmScene(
                self.ctx,
                "Leave this lesson? It starts again from the beginning next time.",
                self.to_lessons,
                confirm_label="Leave lesson",
                cancel_label="Keep going",
            )
        )

    def to_lessons(self) -> None:
        if self.manager is None:
            return
        self.manager.clear_to(self.ctx.screens.title(self.ctx))
        lessons = self.ctx.screens.tutorial
        if lessons is not None:
            self.manager.push(lessons(self.ctx))

    def open_lesson(self, index: int) -> None:
        if self.manager is not None and index < len(LESSONS):
            self.manager.replace(LessonScene(self.ctx, LESSONS[index]))

    def to_real_game(self) -> None:
        if self.manager is None:
            return
        from game.scenes.menus.mode_select import ModeSelectScene

        self.manager.clear_to(self.ctx.screens.title(self.ctx))
        self.manager.push(ModeSelectScene(self.ctx))

    # -- the callout -------------------------------------------------------------------

    def target_rect(self, step: Step) -> pygame.Rect | None:
        return self.targets.rect(step.target)

    def controls(self) -> list[pygame.Rect]:
        """The rectangles a callout leaves in sight: the table's buttons, the
        score track and the game log (where the card of the choice at hand
        and the preview of a spot show)."""
        track, log = side_panels(bool(self.table.game.design_cards))
        return [*self.targets.controls(), track, log]

    def rather_not(self) -> list[pygame.Rect]:
        """What a callout stays off when it can, most wanted first: where the
        suggested piece goes (and the chip over the piece held there), and the
        fountain in view."""
        rects = []
        spot = self.targets.rect("spot")
        if spot is not None:
            spot = spot.inflate(2 * RIM, 2 * RIM)
            rects.append(spot.union(spot.move(0, -CHIP_ROOM)))
        fountain = self.targets.rect("fountain")
        if fountain is not None:  # the tiles' sides reach past their cells' centres
            rects.append(fountain.inflate(2 * RIM, 2 * RIM))
        return rects

    def panel_words(self) -> list[pygame.Rect]:
        """What a callout over the panels hides whole or not at all: the
        Basin's stack counts and each seat's thumbnail (its name, points and
        count of tiles)."""
        thumbs = self.table.thumbs
        seats = range(self.table.game.seats)
        found = [thumbs.thumb_rect(seat) for seat in seats]
        counts = self.table.basin_panel.count_rects()
        return [*counts, *(pygame.Rect(r) for r in found if r is not None)]

    def panels(self) -> list[pygame.Rect]:
        """Panels full of small words a callout keeps off, so none is half
        hidden: the Basin (a pawn or space it rings is seen whole) and the
        thumbnails."""
        return [BASIN_RECT.copy(), THUMBS_RECT.copy()]

    def callout(self) -> Callout | None:
        if self.result is not None:
            return self._end_callout(self.result)
        step = self.current()
        if step is None or not self.tips:
            return None
        target = self.target_rect(step)
        avoid = self.controls()
        rather = self.rather_not()
        words = self.panel_words()
        key = (
            self.ctx.fonts.text_scale,  # the words are wrapped at the Text size
            self.scale,  # and as drawn at this scale
            self.part_index,
            step.key,
            tuple(target or ()),
            tuple(map(tuple, avoid)),
            tuple(map(tuple, rather)),
            tuple(map(tuple, words)),
        )
        if self._callout is None or self._callout[0] != key:
            buttons = [("leave", "Leave"), ("hide-tips", "Hide tips")]
            if step.until == "next":
                buttons.append(("next", "Next"))
            steps = self.part.steps
            where = f"{steps.index(step) + 1} of {len(steps)}"
            if len(self.lesson.parts) > 1:
                where = f"part {self.part_index + 1} · {where}"
            callout = Callout(
                self.ctx.fonts,
                step.title,
                [step.text],
                target,
                buttons,
                avoid=avoid,
                step=where,
                rather_not=rather,
                panels=self.panels(),
                scale=self.scale,
                words=words,
            )
            self._callout = (key, callout)
        return self._callout[1]

    def _end_callout(self, result: Result) -> Callout:
        key: object = (
            "end",
            self.part_index,
            self.step,
            self.ctx.fonts.text_scale,
            self.scale,
        )
        if self._callout is not None and self._callout[0] == key:
            return self._callout[1]
        lesson, part = self.lesson, self.part
        if not part.reached(result):
            title = "Not quite"
            lines = [part.miss]
            buttons = [("leave", "Leave"), ("again", "Try again")]
        elif not self._last_part():
            title = "Well done"
            lines = [f"You: {part.result}."]
            buttons = [("leave", "Leave"), ("next-part", "Next")]
        else:
            title = f"Lesson {lesson.number} done: {lesson.title}"
            lines = [f"You: {part.result}.", lesson.recap]
            buttons = [("lessons", "Lessons"), ("real-game", "Play a real game")]
            if lesson.number < len(LESSONS):
                buttons.append(("next-lesson", "Next lesson"))
        callout = Callout(
            self.ctx.fonts,
            title,
            lines,
            None,
            buttons,
            corner=(444, 220),
            width=520,
            scale=self.scale,
        )
        self._callout = (key, callout)
        return callout

    def callout_button(self, key: str) -> tuple[int, int] | None:
        """Where a callout button is (tests press it like a player)."""
        if key == "show-tips":
            return TIPS_RECT.center if not self.tips else None
        callout = self.callout()
        if callout is None:
            return None
        for button in callout.buttons:
            if button.key == key:
                return button.rect.center
        return None

    # -- drawing -----------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface)
        view = View.of_picture(surface.get_size())
        self.scale = view.scale
        if self.result is not None:
            shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            shade.fill((0, 0, 0, 140))
            surface.blit(shade, (0, 0))
            cover_texts(surface, surface.get_rect())  # the table only as a backdrop
        if not self.tips and self.result is None:
            self._draw_show_tips(surface, view)
            return
        callout = self.callout()
        if callout is not None:
            callout.draw(surface, self.table.env.mouse, self.time, view)

    def _draw_show_tips(self, surface: pygame.Surface, view: View) -> None:
        hot = TIPS_RECT.collidepoint(self.table.env.mouse)
        button = view.rect(TIPS_RECT)
        radius = view.px(8)
        fill = (70, 110, 70) if hot else (48, 58, 72)
        pygame.draw.rect(surface, fill, button, border_radius=radius)
        pygame.draw.rect(surface, (255, 214, 110), button, view.px(2), radius)
        cover_texts(surface, button)
        label = self.ctx.fonts.render(
            "Show tips", 19, (250, 240, 220), True, view.scale
        )
        blit_text(surface, label, view.place(label, center=TIPS_RECT.center), button)
