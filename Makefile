# Two commands: `make play` starts the game, `make test` runs every test headless.
# Each builds .venv first when needed, installing the dependencies pyproject.toml declares.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: play test bench headless i18n clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -c "import tomllib; p = tomllib.load(open('pyproject.toml', 'rb'))['project']; \
	print('\n'.join(p['dependencies'] + p['optional-dependencies']['test']))" > $(VENV)/requirements.txt
	$(PY) -m pip install --quiet --disable-pip-version-check -r $(VENV)/requirements.txt
	touch $(STAMP)

play: $(STAMP)
	$(PY) main.py $(ARGS)

test: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest $(PYTEST_ARGS)

bench: $(STAMP)
	$(PY) -m game.command_line.bench $(if $(GAME),--game $(GAME))
	$(PY) tools/bench_load.py
	$(if $(GAME),,$(PY) -m game.net.bench)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m game.horsefever.ui.bench
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m game.ui.generic.hint_bench
	$(if $(GAME),,$(PY) tools/speed_compare.py --today)

# The translation catalogs: extract the marked strings (and the data files' texts) into
# game/locale/horseburg.pot, merge into each .po, write the pseudo-locale, compile the .mo
# files (committed, so `make play` needs nothing more). docs/i18n.md.
i18n: $(STAMP)
	$(PY) tools/catalogs.py all

headless: $(STAMP)
	$(PY) main.py --headless --variant family --players 4 --seed 7 --games 1 --log game.jsonl

clean:
	rm -rf $(VENV) .pytest_cache
