"""JSON round-trip at every decision point of a few seeded games.

At each decision: ``json.dumps`` -> ``json.loads`` -> ``Game.from_json`` gives back an equal
``to_json()``, the copy offers the same decision, legal actions and views, and applying the
next action to the copy gives the same events and the same state as the original. From a
few of the points the copy plays on to the end: identical events all the way.
"""
from __future__ import annotations

import json

import pytest

from game.horsefever.rules import Game, StateFormatError
from game.horsefever.rules.loader import load_data
from .invariants import play_recorded  # tests/ is on sys.path (pytest rootdir import)

DATA = load_data()

CASES = [  # (seed, seat kinds): 2-6 players, bots and uniform seats
    (3, ["simple", "uniform"]),
    (8, ["random", "simple", "random"]),
    (21, ["uniform", "simple", "random", "simple"]),
    (5, ["simple", "simple", "random", "uniform", "random"]),
    (13, ["random"] * 6),
]
PHASES_SEEN: set[str] = set()


def record(seed, kinds):
    """Plays a game, keeping the JSON text of the state at every decision."""
    saved: list[str] = []
    game, actions, steps, _ = play_recorded(
        DATA, seed, kinds, between=lambda g: saved.append(json.dumps(g.to_json())))
    return game, saved, actions, steps


@pytest.mark.parametrize("seed,kinds", CASES)
def test_round_trip_at_every_decision(seed, kinds) -> None:
    game, saved, actions, steps = record(seed, kinds)
    saved.append(json.dumps(game.to_json()))
    assert len(saved) == len(actions) + 1
    for i, (text, action) in enumerate(zip(saved, actions)):
        loaded = json.loads(text)
        copy = Game.from_json(loaded, DATA)
        again = copy.to_json()
        assert again == loaded, f"decision {i}: from_json(to_json) is not the same state"
        # to_json is plain JSON already: nothing changes on the way through json.
        assert json.loads(json.dumps(again)) == again
        PHASES_SEEN.add(copy.state.phase)
        assert copy.decision() == Game.from_json(json.loads(text), DATA).decision()
        seat = copy.current_player()
        assert copy.view(seat) == Game.from_json(json.loads(text), DATA).view(seat)
        events = copy.apply(action)
        assert events == steps[i], f"decision {i} ({action}): the copy's events differ"
        assert copy.to_json() == json.loads(saved[i + 1]), \
            f"decision {i} ({action}): the copy's next state differs"


@pytest.mark.parametrize("seed,kinds", CASES)
def test_restored_copy_plays_on_identically(seed, kinds) -> None:
    """The original and a copy restored mid-game play on to identical endings."""
    game, saved, actions, steps = record(seed, kinds)
    points = sorted({1, len(actions) // 3, len(actions) // 2, len(actions) - 1})
    for i in points:
        copy = Game.from_json(json.loads(saved[i]), DATA)
        original = Game.from_json(json.loads(saved[i]), DATA)
        for j in range(i, len(actions)):
            # Interleave: each action goes to the original, then to the copy.
            a_events = original.apply(actions[j])
            b_events = copy.apply(actions[j])
            assert a_events == b_events == steps[j], f"from decision {i}, step {j} differs"
        assert copy.is_over() and original.is_over()
        assert copy.to_json() == original.to_json() == game.to_json()


def test_mid_game_copies_are_independent() -> None:
    """Changing a restored copy never changes the game it came from."""
    game, saved, actions, _ = record(8, ["random", "simple", "random"])
    k = len(actions) // 2
    original = Game.from_json(json.loads(saved[k]), DATA)
    before = original.to_json()
    copy = Game.from_json(original.to_json(), DATA)
    for a in actions[k:]:
        copy.apply(a)
    assert original.to_json() == before


def test_every_decision_kind_was_round_tripped() -> None:
    if len(PHASES_SEEN) == 0:
        pytest.skip("needs test_round_trip_at_every_decision in this session")
    assert {"first_bet", "fix", "second_bet"} <= PHASES_SEEN, PHASES_SEEN


def test_photo_finish_decision_round_trips() -> None:
    """Find a photo-finish decision (first player's choice) and round-trip it too."""
    for seed in range(200):
        found: list[str] = []

        def grab(g, found=found):
            if g.state.phase == "photo_finish":
                found.append(json.dumps(g.to_json()))

        play_recorded(DATA, seed, ["random"] * 4, between=grab)
        if found:
            break
    else:
        pytest.fail("no photo-finish decision in 200 games")
    for text in found:
        copy = Game.from_json(json.loads(text), DATA)
        assert copy.to_json() == json.loads(text)
        assert copy.decision().kind == "photo_finish"
        twin = Game.from_json(json.loads(text), DATA)
        for a in copy.legal_actions():
            c = Game.from_json(json.loads(text), DATA)
            assert c.apply(a) == Game.from_json(json.loads(text), DATA).apply(a)
        assert twin.legal_actions() == copy.legal_actions()


def test_bad_saves_are_refused_with_one_clear_error() -> None:
    game, _ = Game.new(DATA, ["A", "B", "C"], "family", 1)
    good = game.to_json()
    for broken in ({**good, "format": 999}, {**good, "data_identity": "nope"},
                   {k: v for k, v in good.items() if k != "players"}, "not a dict",
                   {**good, "players": [{"seat": 0}]}):
        with pytest.raises(StateFormatError):
            Game.from_json(broken, DATA)  # type: ignore[arg-type]


def _tie_break_game():
    """A simple-bot game whose end needs a tie-break roll (seed 7, 4 players has one)."""
    from tests.horsefever.bot_games import play_game
    for seed in [7] + list(range(200)):
        _, events = play_game(DATA, 4, seed)
        if any(e["type"] == "tie_break" for e in events):
            return events
    pytest.fail("no tie-break in 200 games")


def test_every_event_reads_back_from_json_unchanged() -> None:
    """The log is the game's record: an event written as JSON reads back equal. (tie_break
    used int seat keys, which JSON turns into strings; fixed in the engine since.)"""
    events = _tie_break_game()
    game, _, steps, setup = play_recorded(DATA, 21, ["uniform", "simple", "random", "simple"])
    for ev in events + setup + [e for s in steps for e in s]:
        assert json.loads(json.dumps(ev)) == ev, f"{ev['type']} changes through JSON: {ev}"
