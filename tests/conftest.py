"""Shared test set-up: every test runs headless."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402

from game.saves.writer import WRITER  # noqa: E402


@pytest.fixture(autouse=True)
def _no_save_problems_from_earlier_tests() -> None:
    """The save writer is one per process: a problem an earlier test met on
    purpose (a read-only folder) must not reach a later test's title."""
    WRITER.forget_problems()


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--run-slow", action="store_true", default=False, help="run slow soak tests"
    )
    parser.addoption(
        "--run-dist",
        action="store_true",
        default=False,
        help="build the standalone app and a wheel, and start them (minutes)",
    )


def pytest_collection_modifyitems(
    config: pytest.Config, items: list[pytest.Item]
) -> None:
    opt_in = {
        "slow": ("--run-slow", "slow soak: run with --run-slow"),
        "dist": ("--run-dist", "builds the standalone app: run with --run-dist"),
    }
    for marker, (option, reason) in opt_in.items():
        if config.getoption(option):
            continue
        skip = pytest.mark.skip(reason=reason)
        for item in items:
            if marker in item.keywords:
                item.add_marker(skip)
