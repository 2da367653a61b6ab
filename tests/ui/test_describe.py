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


def test_board_items_details_give_every_card_text_and_keep_other_goals_secret(data):
    from game.ui.display import BoardSeat

    words = Words(data, ["Ada", "Bruno"])
    b = data.board
    held = BoardSeat(assistants=[b.assistants[0].number], horses=[b.horses[0].number],
                     loans=["bank"], goal_count=2)
    d = words.board_items(1, "assistant", held, None, 0)
    assert any(b.assistants[0].text in line for line in d.body)
    d = words.board_items(1, "horse", held, None, 0)
    assert any(b.horses[0].text in line for line in d.body)
    d = words.board_items(1, "loan", held, None, b.loans["bank"].repay)
    assert any(str(b.loans["bank"].repay) in line for line in d.body)
    secret = words.board_items(1, "goal", held, None, 0)
    assert "2 Goal cards" in " ".join(secret.body)
    assert not any(g.name in line or g.text in line for g in b.goals for line in secret.body)
    mine = words.board_items(0, "goal", held, [b.goals[0].number], 0)
    assert mine.title == "Your Goal cards" and any(b.goals[0].text in line for line in mine.body)
    held.goals_revealed = [{"card": b.goals[0].number, "result": "scored"}]
    shown = words.board_items(1, "goal", held, None, 0)
    assert any(b.goals[0].name in line and "+" in line for line in shown.body)


def test_board_goal_and_copy_lines(data):
    words = Words(data, ["Ada", "Bruno"])
    g = data.board.goals[0]
    assert words.event_line({"event": "goal_scored", "seat": 0, "card": g.number, "design": g.design,
                             "vp": 2, "vp_after": 9}) == f"Ada fulfils the Goal {g.name}: +2 VP."
    assert g.name in words.event_line({"event": "goal_failed", "seat": 1, "card": g.number,
                                       "design": g.design})
    assert words.event_line({"event": "horse_returned", "round": 1, "seat": 0, "horse": "red",
                             "card": data.board.horses[0].number}) is None
