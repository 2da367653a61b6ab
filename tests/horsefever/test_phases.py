"""Horse Fever's ``Phase`` objects cover every decision the engine asks and say what the
screen's own tables say (titles, explanations, pass-screen rule, widgets), so the two
cannot drift apart before the screen reads the phases (a later step of issue 17)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.horsefever.phases import PHASES  # noqa: E402
from game.rules.variants import RULE_NAMES  # noqa: E402
from game.ui import session  # noqa: E402
from game.ui.decisions.base import REGISTRY  # noqa: E402
from game.ui.display import PHASE_TITLES  # noqa: E402
from game.ui.status_words import BOARD_EXPLAIN, EXPLAIN  # noqa: E402


def test_every_decision_of_the_engine_is_a_phase() -> None:
    assert set(PHASES) == set(RULE_NAMES)
    for key, p in PHASES.items():
        assert p.key == key and p.rule == RULE_NAMES[key]


@pytest.mark.parametrize("key", sorted(PHASES))
def test_a_phase_says_what_the_screen_says(key: str) -> None:
    p = PHASES[key]
    assert p.title == PHASE_TITLES[key]
    assert p.widget in REGISTRY
    # The screen's line for the phase, where it has one (the Board Game's own line for
    # race fixing, which names the bought cards, stays on the screen's table for now).
    line = EXPLAIN.get(key) or BOARD_EXPLAIN.get(key)
    if line is not None:
        assert p.explanation == line
    assert p.explanation


@pytest.mark.parametrize("options", [
    {}, {"offer": {"item": "goal"}, "cards": [3]}, {"offer": {"item": "assistant"}},
    {"offer": {"item": "stable"}}, {"cards": [1, 2]},
])
def test_the_pass_screen_rule_is_the_sessions(options: dict) -> None:
    for key, p in PHASES.items():
        assert p.secret(options) == session.shows_secrets(key, options), key
