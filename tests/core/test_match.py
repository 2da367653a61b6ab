"""The core match driver (``game/core/match.py``) on a game registered only here (the toy
game of ``toy_game.py``): a game plugs in by registering, nothing else is edited.

The toy game also goes through the generic random-simulation and save/resume tests that
every registered game gets (``test_random_sim.py``, ``test_history_resume.py``).
"""
from __future__ import annotations

import json
import random

import pytest

from game.core import history as hist
from game.core.match import new_match, play_match, play_on, result_line
from game.core.registry import SetupError, get_game, registered_games

from . import test_history_resume as resume_test
from . import test_random_sim as sim_test
from .toy_game import NAME, registered


@pytest.fixture()
def toy():
    with registered() as info:
        yield info


def test_the_toy_game_is_registered_only_inside_the_tests(toy) -> None:
    assert get_game(NAME) is toy
    import game.catalogue
    assert NAME not in game.catalogue.__dict__  # no game module names it


def test_after_the_block_the_registry_no_longer_has_it() -> None:
    with registered():
        pass
    assert NAME not in [i.name for i in registered_games()]
    with pytest.raises(SetupError):
        get_game(NAME)


def test_a_match_plays_to_the_end_with_every_event_and_action(toy) -> None:
    m = play_match(toy, {"pile": 13}, seed=4, kinds=["smart", "random"])
    assert m.game.is_over() and m.kinds == ["smart", "random"]
    assert [e["type"] for e in m.events[:3]] == ["game_start", "deal", "deal"]
    assert m.events[-1]["type"] == "game_end"
    takes = [e for e in m.events if e["type"] == "take"]
    assert sum(e["count"] for e in takes) == 13
    assert [(e["seat"], e["count"]) for e in takes] == [(s, a.count) for s, a in m.actions]
    # 13 counters: the smart bot opens by taking 1 and wins whatever random does.
    assert m.game.standings()[0].seat == 0 and m.actions[0][1].count == 1
    assert result_line(m).startswith(f"{NAME} seed 4: 1. seat 0 Ada (smart) taken=")


def test_a_short_kinds_list_repeats_and_names_say_the_kind(toy) -> None:
    m = new_match(toy, {"players": 3}, 1, ["random"])
    assert m.kinds == ["random"] * 3
    assert m.names == ["Ada (random)", "Bruno (random)", "Carla (random)"]


def test_bad_setups_are_one_line_errors(toy) -> None:
    with pytest.raises(SetupError, match="option pile: 99 is not a whole number from 5 to 40"):
        new_match(toy, {"pile": 99}, 1, ["random"])
    with pytest.raises(SetupError, match="Counters has no bot 'hard' \\(bots: random, smart\\)"):
        new_match(toy, None, 1, ["hard"])


def test_each_bot_gets_only_its_own_view(toy) -> None:
    m = new_match(toy, None, 9, ["random", "random"])
    seen: list = []

    class Spy:
        def __init__(self, inner, seat):
            self.inner, self.seat = inner, seat

        def choose(self, view):
            assert view == m.game.view(self.seat)  # exactly its view, nothing more
            others = [c for s, c in enumerate(view["cards"]) if s != self.seat]
            seen.append((self.seat, others))
            return self.inner.choose(view)

        def random_state(self):
            return self.inner.random_state()

    m.bots = [Spy(b, i) for i, b in enumerate(m.bots)]
    play_on(m)
    assert seen and all(others == [None] for _, others in seen)  # never another's card


def test_stop_after_then_play_on_is_the_uninterrupted_game(toy) -> None:
    whole = play_match(toy, {"pile": 30}, 5, ["random", "smart"])
    m = new_match(toy, {"pile": 30}, 5, ["random", "smart"])
    hooked: list[int] = []
    assert play_on(m, stop_after=8, on_decision=lambda x: hooked.append(len(x.events))) \
        is False
    assert len(m.events) >= 8 and hooked and hooked[-1] < 8 <= len(m.events)
    # The history (setup + actions, bots' generators) replays to the same point ...
    h = hist.History.from_json(json.loads(json.dumps(m.history().to_json())))
    replayed = hist.replay(h)
    assert replayed.events == m.events
    # ... and played on with its restored bots, ends as the uninterrupted game.
    m.game, m.bots = replayed.game, hist.make_bots(toy, h)
    assert play_on(m, on_decision=lambda x: hooked.append(len(x.events))) is True
    assert m.events == whole.events and hooked[-1] == len(whole.events)
    assert m.history().to_json()["actions"] == whole.history().to_json()["actions"]


def test_timing_collects_each_seats_decision_cpu_times(toy) -> None:
    m = play_match(toy, None, 2, ["random", "smart"], timing=True)
    assert [len(t) for t in m.times] == [sum(1 for s, _ in m.actions if s == seat)
                                         for seat in (0, 1)]
    assert all(t >= 0 for ts in m.times for t in ts)


@pytest.mark.parametrize("index", range(3))
def test_the_toy_passes_the_generic_random_simulation(toy, index) -> None:
    cases = sim_test.setups(toy)
    sim_test.test_random_simulation(toy, index, cases[index % len(cases)])


def test_the_toy_resumes_event_for_event(toy) -> None:
    rng = random.Random(3)
    for i in range(3):
        resume_test.test_save_at_a_random_decision_load_and_play_on_event_for_event(
            toy, toy.setup({"players": 2 + i % 2}), rng.randrange(1000), ["smart", "random",
                                                                         "random"],
            rng.random())
