# Fountaineer: `make play` sets everything up and starts the game; `make test` sets
# everything up and runs every test headless; `make dist` builds the standalone app.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

.PHONY: play test test-fast bench lint setup dist clean sounds music

setup: $(STAMP)

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "Python 3.11+ is required"'
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check --upgrade pip
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[test]'
	touch $(STAMP)

play: $(STAMP)
	$(PY) main.py $(ARGS)

test: $(STAMP)
	$(HEADLESS) $(PY) -m pytest -q -n auto

# The edit loop (under a minute on a quiet machine): the rules, the Fountains
# bots (the fingerprint's quick games among them), ponds, widgets and the layers;
# no scenes, worker processes, soaks or command-line runs. `make test` stays the
# whole suite.
FAST_TESTS := tests/rules tests/ai/fountains tests/levels tests/ui tests/test_architecture.py
test-fast: $(STAMP)
	$(HEADLESS) $(PY) -m pytest -q -n auto $(FAST_TESTS)

bench: $(STAMP)
	$(HEADLESS) $(PY) -m game.bench $(SUITES)

# The standalone one-folder app in dist/fountaineer/ (PyInstaller, from the
# `dist` extra, installed here only: `make test` stays light).
dist: $(STAMP)
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[test,dist]'
	$(PY) tools/build_dist.py

# The music and sound effects in assets/ (committed; players need only pygame).
# Needs Debian's fluidsynth, fluid-soundfont-gm and vorbis-tools; the numpy of
# the `assets` extra is installed here only. `make music` remakes the music alone.
sounds: $(STAMP)
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[test,assets]'
	$(PY) tools/make_sounds.py

music: $(STAMP)
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[test,assets]'
	$(PY) tools/make_sounds.py music

# CI runs this before the tests (.ci/run): ruff, and mypy on all of game/.
lint: $(STAMP)
	$(PY) -m ruff check game tests main.py
	$(PY) -m mypy game

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis build dist *.egg-info
