"""Bettor Horse scenarios from the leaflet's text and every refusal the issue names.

The bundled deck, by card number: 1-2 speed 1, 3-5 speed 2, 6-8 speed 3, 9-12 speed 4,
13-16 speed 5 (13 the Mudder), 17-19 speed 6, 20-22 speed 7, 23-24 speed 8 (Sure Things).
"""
from __future__ import annotations

import pytest

from game.bettorhorse import words  # noqa: F401  (the refusals' words)
from game.bettorhorse.data import game_data
from game.bettorhorse.rules import prize, race, views
from game.bettorhorse.rules.engine import Engine
from game.bettorhorse.rules.errors import BettorHorseError
from game.bettorhorse.rules.state import Table

from .helpers import choose, data_with, new


def all_backs(back: str, mudder_speed: int | None = None):
    deck = [(c.speed, back, c.mudder) for c in game_data().deck]
    if mudder_speed is not None:
        deck[12] = (mudder_speed, back, True)
    return data_with(deck)


def refused(eng: Engine, kind: str, value, code: str) -> None:
    before = eng.to_json()
    with pytest.raises(BettorHorseError) as e:
        eng.apply(kind, value)
    assert e.value.code == code
    text = str(e.value)
    assert text and "\n" not in text and e.value.rule in text
    assert eng.to_json() == before


def wet_mudder_race(mudder_speed: int = 5) -> Engine:
    eng, _ = new(track=True, data=all_backs("wet", mudder_speed))
    choose(eng, ["R13", "R01", "R02"], "win")
    choose(eng, ["B14", "B03", "B04"], "win")  # B14: a plain 5
    return eng


def test_a_lone_mudders_change_is_public_and_not_said_secret() -> None:
    eng = wet_mudder_race()
    ev = eng.apply("mudder", -1)[0]
    assert ev["type"] == "mudder_chosen" and ev["secret"] is False
    for seat in (None, 0, 1):  # (its Italian: tests/languages/test_bettorhorse_words.py)
        seen = views.redact(ev, seat)
        assert seen["change"] == -1
        assert words.event_line(seen, ["Ada", "Bo"]) == "Ada chooses to run the Mudder -1."


@pytest.mark.parametrize("change,result", [(-1, "lose"), (0, "draw"), (1, "win")])
def test_the_five_mudder_runs_as_four_five_or_six(change: int, result: str) -> None:
    eng = wet_mudder_race()
    seat, kind, o = eng.decision()
    assert (seat, kind, o["changes"], o["simultaneous"]) == (0, "mudder", [-1, 0, 1], False)
    events = eng.apply("mudder", change)
    res = next(e for e in events if e["type"] == "race_result" and e["race"] == 1)
    assert res["speeds"] == [5 + change, 5]
    assert res["results"][0]["result"] == result


def test_mudder_refusals() -> None:
    eng = wet_mudder_race()
    refused(eng, "mudder", 2, "mudder_out_of_range")
    refused(eng, "mudder", -2, "mudder_out_of_range")
    low = wet_mudder_race(mudder_speed=1)
    assert low.decision()[2]["changes"] == [0, 1]
    refused(low, "mudder", -1, "mudder_below_one")
    off, _ = new(track=False)
    refused(off, "mudder", 1, "mudder_no_track")
    on, _ = new(track=True)
    refused(on, "mudder", 1, "mudder_not_now")
    # On a Dry track no Mudder decision ever comes; the rule itself refuses one.
    t = Table(seats=[0, 1], need=3, part="round", slots=[["R13"], ["B14"]], revealed=True,
              condition="dry")
    with pytest.raises(BettorHorseError) as e:
        race.check_mudder(game_data(), t, True, 1)
    assert e.value.code == "mudder_on_dry"


def test_dry_track_races_a_mudder_at_its_speed() -> None:
    eng, _ = new(track=True, data=all_backs("dry"))
    choose(eng, ["R13", "R01", "R02"], "win")
    events = choose(eng, ["B14", "B03", "B04"], "lose")
    cut = next(e for e in events if e["type"] == "track_cut")
    assert cut["condition"] == "dry" and cut["deck"] == 1  # the second player's deck first
    res = next(e for e in events if e["type"] == "race_result")
    assert res["speeds"] == [5, 5] and res["winner"] is None


def test_both_mudders_choose_in_secret() -> None:
    eng, _ = new(track=True, data=all_backs("wet"))
    choose(eng, ["R13", "R01", "R02"], "win")
    choose(eng, ["B13", "B03", "B04"], "win")
    assert eng.decision()[:2] == (0, "mudder") and eng.decision()[2]["simultaneous"]
    ev = eng.apply("mudder", 1)
    assert [e["type"] for e in ev] == ["mudder_chosen"] and ev[0]["secret"]
    assert views.redact(ev[0], 1)["change"] is None and views.redact(ev[0], 0)["change"] == 1
    assert words.event_line(views.redact(ev[0], 1), ["Ada", "Bo"]) == \
        "Ada chooses a Mudder speed in secret."
    assert eng.decision()[:2] == (1, "mudder")
    ev = eng.apply("mudder", 1)
    res = next(e for e in ev if e["type"] == "race_result")
    assert res["speeds"] == [6, 6]


@pytest.mark.parametrize("results,outcome", [
    (["draw", "win", "lose"], "draw"), (["win", "lose", "draw"], "draw"),
    (["win", "win", "lose"], "win"), (["lose", "draw", "lose"], "lose"),
    (["draw", "draw", "win"], "draw"), (["win"], "win"), (["draw"], "draw")])
def test_round_outcome(results: list[str], outcome: str) -> None:
    assert race.round_outcome(results) == outcome


def test_one_draw_a_win_and_a_loss_is_a_draw() -> None:
    eng, _ = new()
    choose(eng, ["R13", "R23", "R01"], "draw")  # 5, 8, 1
    ev = choose(eng, ["B14", "B01", "B24"], "win")  # 5, 1, 8
    out = next(e for e in ev if e["type"] == "round_outcome")["outcomes"]
    assert [(o["wins"], o["losses"], o["draws"], o["outcome"]) for o in out] == \
        [(1, 1, 1, "draw"), (1, 1, 1, "draw")]
    assert eng.state.purses[0] == ["R13", "R23", "R01", "B14", "B01", "B24"]


def test_both_bets_match_each_banks_their_own() -> None:
    eng, _ = new()
    choose(eng, ["R23", "R24", "R20"], "win")
    ev = choose(eng, ["B01", "B02", "B03"], "lose")
    assert next(e for e in ev if e["type"] == "prize")["rule"] == "both"
    assert eng.state.purses == [["R23", "R24", "R20"], ["B01", "B02", "B03"]]


def test_neither_bet_matches_all_six_to_the_pool() -> None:
    eng, _ = new()
    choose(eng, ["R23", "R24", "R20"], "lose")
    choose(eng, ["B01", "B02", "B03"], "win")
    assert eng.state.pool == ["R23", "R24", "R20", "B01", "B02", "B03"]
    assert eng.state.purses == [[], []]


def test_horse_refusals() -> None:
    eng, _ = new()
    refused(eng, "bet", "win", "too_few_horses")
    eng.apply("horse", "R01")
    refused(eng, "horse", "R01", "card_not_in_hand")
    refused(eng, "horse", "B02", "card_not_in_hand")
    refused(eng, "horse", "Z99", "unknown_card")
    refused(eng, "horse", "R25", "unknown_card")
    eng.apply("horse", "R02")
    eng.apply("horse", "R03")
    refused(eng, "horse", "R04", "too_many_horses")
    refused(eng, "bet", "maybe", "unknown_bet")


def play_same(eng: Engine, bets=("draw", "draw")) -> None:
    """Both players race the same numbers in the same order: every race ties."""
    while not eng.is_over() and eng.state.sudden is None:
        seat, kind, o = eng.decision()
        if kind == "horse":
            eng.apply("horse", o["cards"][0])
        else:
            eng.apply("bet", bets[seat])


def test_unwon_pool_set_aside_and_sudden_death_borrows_decks() -> None:
    eng, _ = new()
    play_same(eng, bets=("win", "lose"))  # every round ties: a Draw, nobody matches
    s = eng.state
    assert s.purses == [[], []] and s.pool == []
    assert len(s.aside) == 48  # 42 + the final's 2 through the Pool, and 2 x 2 unraced
    # 0-0: Sudden Death, each with fewer than 3 Purse cards racing their own colour deck.
    assert s.sudden is not None and s.table is not None
    assert s.table.sources == [game_data().deck_ids(0), game_data().deck_ids(1)]


def test_final_round_pool_to_the_matching_bet() -> None:
    eng, _ = new()
    for _ in range(7):
        choose(eng, eng.decision()[2]["cards"][:3], "win")
        choose(eng, eng.decision()[2]["cards"][:3], "win")  # ties: Draw, nobody matches
    assert len(eng.state.pool) == 42
    choose(eng, ["R24"], "win")
    ev = choose(eng, ["B22"], "win")
    s = eng.state
    assert s.over and s.winners == [0]
    assert len(s.purses[0]) == 44 and s.pool == [] and len(s.aside) == 4
    assert next(e for e in ev if e["type"] == "pool_awarded")["winners"] == [0]


def test_pool_split_sets_the_odd_cards_aside() -> None:
    eng, _ = new(players=4)
    s = eng.state
    s.pool = [f"R{i:02d}" for i in range(1, 7)]
    s.hands[0] = [c for c in s.hands[0] if c not in s.pool]
    s.pool_matched = [0, 1, 2, 3]
    prize.award_pool(s, lambda *a, **k: None)
    assert [len(p) for p in s.purses] == [1, 1, 1, 1] and len(s.aside) == 2


def test_sudden_death_draws_the_horses_after_the_chosen_rounds() -> None:
    eng, _ = new(seed=5)
    play_same(eng)  # every round: both bet Draw, both match, each banks their own
    s, d = eng.state, game_data()
    assert s.sudden is not None and [len(p) for p in s.purses] == [22, 22]
    chosen = d.sudden_death_chosen
    for _ in range(chosen):  # as the leaflet says: any 3 Purse cards, chosen
        assert not s.sudden["drawn"] and s.table.sources == s.purses
        choose(eng, eng.decision()[2]["cards"][:3], "draw")
        ev = choose(eng, eng.decision()[2]["cards"][:3], "draw")  # both match: again
    start = next(e for e in ev if e["type"] == "sudden_round")
    assert start["round"] == chosen + 1 and start["drawn"] and start["sources"] == ["deck"] * 2
    dealt = [e for e in ev if e["type"] == "horse_drawn"]
    # Each is dealt 3 horses of its own colour deck at random, face down; only bets remain.
    assert [e["seat"] for e in dealt] == [0, 0, 0, 1, 1, 1]
    assert s.table.slots == [[e["card"] for e in dealt[:3]], [e["card"] for e in dealt[3:]]]
    assert all(e["card"] in d.deck_ids(e["seat"]) for e in dealt)
    assert views.redact(dealt[0], 1)["card"] is None and views.redact(dealt[0], 1)["back"] is None
    assert eng.decision()[:2] == (0, "bet")
    refused(eng, "horse", d.deck_ids(0)[0], "too_many_horses")
    assert [len(p) for p in s.purses] == [22, 22]  # Sudden Death moves no card


def test_sudden_death_tie_stands_after_the_undecided_rounds() -> None:
    # Every horse runs at 4: every race ties, both bets of Draw always match.
    data = data_with([(4, "dry", False)] * 24, sudden_death_chosen=1, sudden_death_max=4)
    eng, _ = new(data=data)
    play_same(eng)
    assert eng.state.sudden is not None
    bets = 0
    while not eng.is_over():
        seat, kind, o = eng.decision()
        if kind == "horse":
            eng.apply("horse", o["cards"][0])
        else:
            ev = eng.apply("bet", "draw")
            bets += 1
    assert bets == 8 and eng.state.winners == [0, 1]
    assert next(e for e in ev if e["type"] == "tie_stands")["rounds"] == 4


def test_sudden_death_one_bet_alone_wins() -> None:
    eng, _ = new()
    play_same(eng)
    choose(eng, eng.decision()[2]["cards"][:3], "draw")
    choose(eng, eng.decision()[2]["cards"][:3], "win")
    assert eng.is_over() and eng.state.winners == [0]


def test_four_player_schedule() -> None:
    eng, _ = new(players=4)
    sched = eng.state.schedule
    for seat in range(4):
        mine = [r for r in sched if seat in r["seats"]]
        assert sum(r["need"] for r in mine) == 23
        assert [r["part"] for r in mine][-2:] == ["final_1", "final_2"]
    assert [r["seats"] for r in sched if r["part"] == "final_2"] == [[0, 2], [1, 3]]
