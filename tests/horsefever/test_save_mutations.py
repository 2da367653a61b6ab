"""Every kind of damaged save issue 18 lists is refused in one line, or loads a game the
rules produce; a save of the older snapshot format is converted, or refused saying so.

(The window's Resume and Continue on each: ``ui/test_save_mutations_window.py``.)
"""
from __future__ import annotations

import copy
import json

import pytest

from game import saves
from game.horsefever import saves as hf_saves
from game.horsefever.rules import Game
from game.horsefever.rules.loader import load_data
from .save_mutations import EITHER, LOADS, MUTATIONS, Evil, good_doc, good_game, old_doc


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HORSEBURG_HOME", str(tmp_path / "hf-home"))
    monkeypatch.delenv("HORSE_FEVER_HOME", raising=False)  # the old name must not leak in


@pytest.fixture(scope="module")
def data():
    return load_data()


@pytest.fixture(scope="module")
def doc(data):
    return good_doc(data)


def by_the_rules(data, loaded) -> Game:
    """The game the rules make of the loaded save's setup and actions, on their own."""
    s = loaded.game.state
    game, _ = Game.new(data, [p.name for p in s.players], s.variant, s.seed, s.stars,
                       s.rounds, bots=[p.bot for p in s.players])
    events = []
    for seat, action in loaded.actions:
        assert game.current_player() == seat
        events += game.apply(action)
    return game


def load_outcome(path, data):
    """("refused", the one line) or ("loaded", the LoadedSave)."""
    try:
        return "loaded", hf_saves.load_save(path, data)
    except saves.SaveError as e:
        return "refused", str(e)


@pytest.mark.parametrize("name, mutate, expected", MUTATIONS, ids=[m[0] for m in MUTATIONS])
def test_each_damaged_save_is_refused_in_one_line_or_is_a_game_of_the_rules(
        tmp_path, data, doc, name, mutate, expected):
    Evil.marker = str(tmp_path / "pwned")
    path = tmp_path / "autosave-mutant.json"
    path.write_bytes(mutate(doc))
    what, result = load_outcome(path, data)
    assert not (tmp_path / "pwned").exists()
    if what == "refused":
        assert expected is not LOADS, f"{name} refused: {result}"
        assert "\n" not in result and result.startswith(str(path))
        if expected is not EITHER:
            assert expected in result, result
        return
    assert expected in (LOADS, EITHER), f"{name} loaded; expected a refusal with {expected!r}"
    ruled = by_the_rules(data, result)
    assert result.game.to_json() == ruled.to_json()
    assert result.meta["players"] == hf_saves.save_meta(ruled, result.events, result.bots)["players"]


def test_an_edited_balance_is_ignored_the_rules_give_the_money(tmp_path, data):
    """The Resume line's Danari are for the list only: a load recomputes them."""
    game, events, bots, actions = good_game(data)
    path = hf_saves.save_game(tmp_path / "s.json", game, events, bots, actions)
    d = json.loads(path.read_text())
    d["meta"]["players"][1]["danari"] += 1000
    path.write_text(json.dumps(d))
    loaded = hf_saves.load_save(path, data)
    assert loaded.meta["players"][1]["danari"] == game.state.players[1].danari
    assert loaded.game.to_json() == game.to_json() and loaded.events == events


def test_a_refused_action_names_its_index_and_the_rule(tmp_path, data, doc):
    d = copy.deepcopy(doc)
    k, (seat, bet) = next((k, a) for k, a in enumerate(d["history"]["actions"])
                          if a[1]["type"] == "bet")
    bet["stake"] = 10 ** 8  # no player has that much
    path = tmp_path / "s.json"
    path.write_text(json.dumps(d))
    what, line = load_outcome(path, data)
    assert what == "refused"
    total = len(d["history"]["actions"])
    assert f"refused: action {k} of {total} (seat {seat}, bet" in line
    assert "illegal action:" in line and line.rstrip().endswith(")")  # "(<the rule>)"


# ---- saves of the older snapshot format (format 1) ----------------------------------

@pytest.mark.parametrize("variant, stars, stop", [("family", False, 90), ("board", False, 200),
                                                  ("board", True, 260)])
def test_an_older_save_is_converted_to_its_history(tmp_path, data, variant, stars, stop):
    from tests.horsefever.bot_games import new_bot_game, play_on
    game, events, bots = new_bot_game(data, 4, 5, variant, ["simple", "random"], stars=stars)
    play_on(game, bots, events, stop_after=stop)
    path = tmp_path / "old.json"
    path.write_text(json.dumps(old_doc(game, events, bots)))
    loaded = hf_saves.load_save(path, data)
    assert loaded.converted and loaded.label == "old one"
    assert loaded.events == json.loads(json.dumps(events))
    assert loaded.game.to_json() == game.to_json()
    # ... and it plays on exactly as the uninterrupted game (its bots' generators kept).
    play_on(game, bots, events)
    play_on(loaded.game, loaded.bots, loaded.events)
    assert loaded.events == json.loads(json.dumps(events))


def _old_edit(fn):
    def mutate(d):
        d = copy.deepcopy(d)
        fn(d)
        return d
    return mutate


def _reorder_deck(d):
    deck = d["state"]["movement_deck"]
    deck[0], deck[-1] = deck[-1], deck[0]


OLD_MUTATIONS = [
    ("balance+1000", _old_edit(lambda d: d["state"]["players"][1].__setitem__(
        "danari", d["state"]["players"][1]["danari"] + 1000)), "state.players[1].danari"),
    ("vp+3", _old_edit(lambda d: d["state"]["players"][1].__setitem__(
        "vp_tokens", d["state"]["players"][1]["vp_tokens"] + 3)), "state.players[1].vp_tokens"),
    ("reordered-deck", _old_edit(_reorder_deck), "state.movement_deck"),
    ("event-edited", _old_edit(lambda d: d["events"][40].__setitem__("seat", 42)), "event"),
    ("events-cut", _old_edit(lambda d: d.__setitem__("events", d["events"][:-9])),
     "cannot be converted"),
    ("seat-42-state", _old_edit(lambda d: d["state"].__setitem__("first_player", 42)),
     "state.first_player"),
    ("no-events", _old_edit(lambda d: d.__setitem__("events", [])), "events"),
    ("other-data", _old_edit(lambda d: d.__setitem__("data_identity", "0" * 64)),
     "different data files"),
]


@pytest.mark.parametrize("name, mutate, words", OLD_MUTATIONS, ids=[m[0] for m in OLD_MUTATIONS])
def test_an_older_save_that_does_not_add_up_is_refused_saying_so(tmp_path, data, name,
                                                                 mutate, words):
    game, events, bots, _ = good_game(data)
    path = tmp_path / "old.json"
    path.write_text(json.dumps(mutate(old_doc(game, events, bots))))
    what, line = load_outcome(path, data)
    assert what == "refused" and "\n" not in line
    assert "older version of Horse Fever (format 1)" in line and words in line, line
