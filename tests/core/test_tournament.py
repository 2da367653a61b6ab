"""The generic tournament (``game/core/tournament.py``) on the toy game: seat rotation,
shared first places as fractions, Wilson intervals, score means, decision times, worker
processes that change nothing, and the ladder smart > random."""
from __future__ import annotations

import pytest

from game.core.tournament import (KindStats, Results, add_result, ladder_holds, rotated,
                                  run_tournament, table, wilson)

from .toy_game import registered


@pytest.fixture()
def toy():
    with registered() as info:
        yield info


def test_game_g_rotates_the_kinds_by_g() -> None:
    assert [rotated(["a", "b", "c"], g) for g in range(4)] == [
        ["a", "b", "c"], ["b", "c", "a"], ["c", "a", "b"], ["a", "b", "c"]]


def test_wilson_interval_known_values() -> None:
    lo, hi = wilson(50, 100)
    assert (round(lo, 4), round(hi, 4)) == (0.4038, 0.5962)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
    assert wilson(0, 0) == (0.0, 0.0)


def test_a_shared_first_place_counts_as_a_fraction() -> None:
    stats = {"a": KindStats("a"), "b": KindStats("b")}
    add_result(stats, {"kinds": ["a", "b", "a"], "wins": [0.5, 0.0, 0.5],
                       "score": [{"vp": 3, "out": False}, {"vp": 1, "out": True},
                                 {"vp": 5, "out": False}], "times": [[0.1], [], [0.3]]})
    assert stats["a"].games == 2 and stats["a"].wins == 1.0 and stats["b"].wins == 0.0
    assert stats["a"].mean("vp") == 4.0 and stats["b"].counts == {"out": 1}
    assert stats["a"].decision_ms()[0] == pytest.approx(200.0)


def test_the_games_with_a_shared_first_place_are_counted() -> None:
    stats = Results(["a", "b", "a"])
    assert list(stats) == ["a", "b"] and stats.shared_first_rate() == 0.0
    game = {"kinds": ["a", "b"], "score": [{}, {}], "times": [[], []]}
    stats.add({**game, "wins": [0.5, 0.5], "shared": True})
    stats.add({**game, "wins": [1.0, 0.0], "shared": False})
    stats.add({**game, "wins": [0.0, 1.0], "shared": False})
    stats.add({**game, "wins": [0.0, 1.0], "shared": False})
    assert (stats.games, stats.shared_first, stats.shared_first_rate()) == (4, 1, 0.25)
    assert stats["a"].wins == 1.5 and stats["b"].wins == 2.5


def test_smart_beats_random_with_non_overlapping_intervals(toy) -> None:
    stats = run_tournament(toy, {"pile": 21}, ["smart", "random"], games=60, seed=1)
    smart, rnd = stats["smart"], stats["random"]
    assert smart.games == rnd.games == 60 == stats.games
    assert smart.wins + rnd.wins == 60 and stats.shared_first == 0  # one winner a game
    assert smart.win_rate() > 0.8 and ladder_holds(stats, ["smart", "random"])
    assert not ladder_holds(stats, ["random", "smart"])
    # every numeric score field's mean; the yes/no one counted; CPU times per decision
    assert set(smart.scores) == {"taken", "card"} and smart.counts["won"] == smart.wins
    assert 1 <= smart.mean("card") <= 9 and smart.times and smart.decision_ms() is not None
    text = table(stats)
    lines = text.splitlines()
    assert lines[0] == ("| bot | games | wins | win rate | 95% interval | mean taken | "
                        "mean card | won | decision CPU ms median / p99 / max |")
    assert lines[2].startswith("| smart | 60 | ")  # best win rate first


def test_worker_processes_change_nothing(toy) -> None:
    one = run_tournament(toy, {"players": 3}, ["smart", "random", "random"], 9, seed=7,
                         processes=1, timing=False)
    two = run_tournament(toy, {"players": 3}, ["smart", "random", "random"], 9, seed=7,
                         processes=2, timing=False)
    assert {k: (s.games, s.wins, s.scores, s.counts) for k, s in one.items()} == \
        {k: (s.games, s.wins, s.scores, s.counts) for k, s in two.items()}
    assert one["random"].games == 18  # two seats a game


def test_horse_fever_keeps_its_scores_through_the_generic_tournament() -> None:
    from game.horsefever import INFO
    stats = run_tournament(INFO, {"players": 2}, ["easy", "random"], 2, seed=3)
    assert set(stats["easy"].scores) == {"vp", "danari"}
    assert set(stats["easy"].counts) == {"eliminated"}
    assert "mean vp | mean danari | eliminated" in table(stats)
