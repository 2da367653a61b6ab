# Two commands: `make play` and `make test`. Each builds .venv when needed.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: play test bench headless clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet "pygame-ce>=2.5" "pymunk>=6.6" "pygame_gui>=0.6.9" "numpy>=1.26" "platformdirs>=3.0" "pytest>=7.4" "hypothesis>=6.80"
	touch $(STAMP)

play: $(STAMP)
	$(PY) main.py $(ARGS)

test: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest $(PYTEST_ARGS)

bench: $(STAMP)
	$(PY) -m game.bench

headless: $(STAMP)
	$(PY) main.py --headless --variant family --players 4 --seed 7 --games 1 --log game.jsonl

clean:
	rm -rf $(VENV) .pytest_cache
