"""Words: every event of whole games has a log line, and no line gives a secret away."""
from __future__ import annotations

import re

import pytest

from game.match import play_game
from game.rules import Game
from game.ui.describe import Words, card_summary
from game.ui.rules_text import pages


@pytest.mark.parametrize("variant", ["family", "board"])
def test_every_event_reads_and_hides_private_cards(data, variant):
    try:
        Game.new(data, ["a", "b", "c"], variant=variant, seed=2)
    except Exception as exc:  # noqa: BLE001
        pytest.skip(f"no {variant} game: {exc}")
    game, events = play_game(data, 3, 2, variant)
    words = Words(data, [p.name for p in game.state.players])
    names = [re.compile(r"\b" + re.escape(c.name) + r"(?!\w)") for c in data.actions]
    revealed = False
    for ev in events:
        line = words.event_line(ev)
        if ev["event"] == "reveal":
            revealed = True
        if ev["event"] == "round_start":
            revealed = False
        if line is None:
            continue
        assert line and "{" not in line and "None" not in line, (ev, line)
        if ev["event"] in ("deal", "action_played", "draw") or not revealed:
            assert not any(n.search(line) for n in names), (ev, line)


def test_every_action_card_has_a_short_face_and_full_details(data):
    words = Words(data, ["Ada"])
    for c in data.actions:
        assert card_summary(c) and len(card_summary(c)) < 40
        d = words.action_card(c.number)
        assert d.title == c.name and c.text in d.body


def test_rules_pages_cover_the_game(data):
    titles = [t for t, _h in pages(data)]
    for needed in ("Setup", "Betting", "Fixing the race", "The race", "Photo finish",
                   "Payoffs and odds", "End of the game", "Controls"):
        assert needed in titles
    text = " ".join(h for _t, h in pages(data))
    for c in data.actions:
        assert c.name in text
