"""Every command in the README (and docs/COMMAND_LINE.md) works as written on a
clone after the Quick start: each is checked, and the headless ones are run in
the environment `make play` set up, activated as the README says."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from game.bench import SUITES
from game.cli import parse_args

ROOT = Path(__file__).resolve().parent.parent
DOCS = ("README.md", "docs/COMMAND_LINE.md")
PROGRAMS = (
    "make ",
    "python ",
    "fountaineer ",
    ". .venv",
    "pip ",
    "dist/",
    ".venv/bin/",
)
GAME = ("python main.py", "fountaineer")


def command_groups(text: str) -> list[list[str]]:
    """The command lines of the text, comments dropped: each ```sh block is one
    group, run in order (a later line may use what an earlier one wrote); each
    inline code span that starts with a program is a group of its own."""
    groups: list[list[str]] = []
    for block in re.findall(r"```sh\n(.*?)```", text, re.S):
        lines = [re.split(r"\s+#\s", line)[0].strip() for line in block.splitlines()]
        groups.append([line for line in lines if line])
    prose = re.sub(r"```.*?```", "", text, flags=re.S)
    for span in re.findall(r"`([^`]+)`", prose):
        span = " ".join(span.split())
        if span.startswith(PROGRAMS) and not span.endswith("/"):  # not a folder
            groups.append([span])
    return groups


def commands(text: str) -> list[str]:
    return [line for group in command_groups(text) for line in group]


def _all_groups() -> list[tuple[str, list[str]]]:
    found: list[tuple[str, list[str]]] = []
    for doc in DOCS:
        for group in command_groups((ROOT / doc).read_text(encoding="utf-8")):
            if (doc, group) not in found:
                found.append((doc, group))
    return found


def _all_commands() -> list[tuple[str, str]]:
    return [(doc, line) for doc, group in _all_groups() for line in group]


def _game_argv(line: str) -> list[str] | None:
    line = line.split(" | ")[0]  # the game's part of a pipeline
    for program in GAME:
        if line == program or line.startswith(program + " "):
            return shlex.split(line)[len(program.split()) :]
    return None


def _activated_env(tmp_path: Path) -> dict[str, str]:
    """What `. .venv/bin/activate` does, for this test's environment."""
    venv_bin = Path(sys.executable).parent
    env = dict(os.environ, FOUNTAINEER_CONFIG_DIR=str(tmp_path / "config"))
    env["PATH"] = f"{venv_bin}{os.pathsep}{env.get('PATH', '')}"
    env["VIRTUAL_ENV"] = str(venv_bin.parent)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return env


def test_the_docs_have_commands_and_no_placeholders() -> None:
    found = _all_commands()
    assert len(found) > 15
    for doc, line in found:
        assert "..." not in line, (doc, line)
        assert not re.search(r"\[--|\|[a-z]|NAME|\bN\b|\bSUITE\b", line), (doc, line)


@pytest.mark.parametrize(
    ("doc", "lines"),
    [
        pytest.param(doc, lines, id=f"{doc}:{lines[0][:60]}")
        for doc, lines in _all_groups()
    ],
)
def test_documented_commands_work_as_written(
    doc: str, lines: list[str], tmp_path: Path
) -> None:
    for line in lines:
        _check(doc, line, tmp_path)


def _check(doc: str, line: str, tmp_path: Path) -> None:
    words = shlex.split(line)
    argv = _game_argv(line)
    if argv is not None:
        # parse_args exits (failing the test) when refused; --help is run below
        options = parse_args([a for a in argv if a != "--help"])
        if options.headless or "--help" in argv:
            run = subprocess.run(
                line,
                shell=True,
                cwd=ROOT,
                env=_activated_env(tmp_path),
                capture_output=True,
                text=True,
                timeout=240,
            )
            assert run.returncode == 0, (line, run.stderr)
            assert "Traceback" not in run.stderr
            if options.screenshot is not None:
                assert options.screenshot.is_file()
        return
    if words[0] == "make":
        makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
        phony = re.search(r"^\.PHONY:(.*)$", makefile, re.M)
        assert phony is not None
        target = next((w for w in words[1:] if "=" not in w), "play")
        assert target in phony.group(1).split(), line
        for word in words[1:]:
            name, _, value = word.partition("=")
            if name == "ARGS":
                parse_args([a for a in shlex.split(value) if a != "--help"])
            elif name == "SUITES":
                assert all(s.partition(".")[0] in SUITES for s in value.split())
        return
    if words[:2] == [".", ".venv/bin/activate"]:
        assert (Path(sys.executable).parent / "activate").is_file()
        return
    if words[:2] == ["pip", "install"]:
        pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
        assert 'fountaineer = "game.app:run"' in pyproject
        return
    if words[0].startswith("dist/"):
        program = ROOT / words[0]
        if not program.is_file():
            pytest.skip("not built: tests/test_dist.py (--run-dist) builds and runs it")
        if "--headless" not in words:
            assert os.access(program, os.X_OK)
            return
        run = subprocess.run(words, cwd=ROOT, env=_activated_env(tmp_path))
        assert run.returncode == 0
        return
    if words[:2] == ["python", "-m"] and words[2].startswith("game."):
        # a module command of the game (the arena, the pond checker, ...): run it
        run = subprocess.run(
            line,
            shell=True,
            cwd=ROOT,
            env=_activated_env(tmp_path),
            capture_output=True,
            text=True,
            timeout=240,
        )
        assert run.returncode == 0, (line, run.stdout[-2000:], run.stderr[-2000:])
        assert "Traceback" not in run.stderr
        return
    if words[0] == ".venv/bin/python" and words[1:3] == ["-m", "pytest"]:
        conftest = (ROOT / "tests" / "conftest.py").read_text(encoding="utf-8")
        for option in (w for w in words[3:] if w.startswith("--")):
            assert f'"{option}"' in conftest, line
        assert all((ROOT / w).exists() for w in words[3:] if not w.startswith("-"))
        return
    pytest.fail(f"{doc}: a command this test does not know how to check: {line}")
