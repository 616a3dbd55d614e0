"""A computer's move says why in one short sentence; its Why? button opens the
bot's own detail and keeps it up until closed."""

from __future__ import annotations

import time

from game.ai.fountains.explain import PLAIN_AT_MOST
from game.scenes.fountains.table import FountainsTableScene
from game.scenes.fountains.table_log import screen_words
from game.setup import GameSetup, Mode, Seat
from game.ui.text import recording
from game.ui.theme import SEAT_COLOURS
from tests.scenes.fountains.table_driver import MouseDriver, make_ctx


def test_why_opens_the_bots_own_detail_and_keeps_it_up(surface) -> None:
    seats = (
        Seat("Ann", SEAT_COLOURS[0]),
        Seat("Player 2", SEAT_COLOURS[1], computer=True, level="medium"),
    )
    scene = FountainsTableScene(
        make_ctx(), GameSetup(mode=Mode.FOUNTAINS, seats=seats, seed=3)
    )
    driver = MouseDriver(scene, surface)
    give_up = time.monotonic() + 60
    played = False  # Ann's first turn, then Bram's: its reason lingers into Ann's
    while not (played and scene.awaiting_human() and scene.computers.explained()):
        assert time.monotonic() < give_up
        if scene.awaiting_human() and not played:
            draft = next(a for a in scene.state.legal_drafts() if a.space != 0)
            scene.play(draft)
            scene.play(sorted(scene.state.legal(), key=str)[0])
            played = True
        driver.step(0.05, draw=True)
    explained = scene.computers.explained()
    assert explained is not None
    sentence = scene.computers.sentence()
    assert sentence is not None and sentence.startswith(scene.state.name(1))
    assert not sentence.startswith("Player")  # a computer seat named by its level
    assert len(sentence) <= len(scene.state.name(1)) + 1 + PLAIN_AT_MOST
    scene.draw(surface)
    pos = scene.button_pos("why")
    assert pos is not None
    driver.click(pos)
    assert scene.computers.detail
    for _ in range(120):  # long past the time a reason lingers
        driver.step(0.05)
    assert scene.computers.explained() is explained
    with recording() as rec:
        scene.draw(surface)
        words = " ".join(t.words for t in rec.texts_on(surface))
    detail = screen_words(explained.decision.reason)
    assert detail.split(" ")[0] in words  # the bot's own sentence shows
    driver.click(pos)
    assert not scene.computers.detail
    scene.exit()
