# Fountaineer: `make play` sets everything up and starts the game; `make test` sets
# everything up and runs every test headless; `make dist` builds the standalone app.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

.PHONY: play test bench lint setup dist clean sounds music

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

lint: $(STAMP)
	$(PY) -m ruff check game tests main.py
	$(PY) -m mypy game/rules

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis build dist *.egg-info
