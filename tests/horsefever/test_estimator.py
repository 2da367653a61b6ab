"""Tests for game.horsefever.tipster: the race-odds estimator.

- it mirrors the engine exactly: with the same cards, movement deck, dice and photo-finish
  choices, a simulated race ends as the engine's race does (reveal, odds moves, ranking);
- its probabilities add up (1 for the win, 3 for the top 3, 21 for the places);
- it reacts to known cards (Globus Obscurus lowers a horse's chance, Magna raises it);
- it takes a view dict only: never the game state, and the same view gives the same answer.
"""
from __future__ import annotations

import copy
import json
import random

import numpy as np
import pytest

from game.horsefever.bots import make_bot
from game.horsefever.rules import Action, Game
from game.horsefever.rules.loader import load_data
from game.horsefever.tipster import (UNKNOWN, Forced, estimate, simulate, situation_from_view,
                          tables_for)

GLOBUS_OBSCURUS = 8
MAGNA_VELOCITAS = 1


@pytest.fixture(scope="module")
def data():
    return load_data()


def play_to(data, seed, kind, players=4, bots="random", rounds_played=0):
    """A game played by bots up to the first decision of ``kind`` (after some rounds)."""
    game, _ = Game.new(data, [f"P{i}" for i in range(players)], "family", seed)
    seats = [make_bot(bots, data, seed, i) for i in range(players)]
    while not game.is_over():
        d = game.decision()
        if d.kind == kind and game.state.round > rounds_played:
            return game
        seat = game.current_player()
        game.apply(seats[seat].choose(game.view(seat)))
    return None


def replay_matches(data, game) -> bool:
    """Forces one race in the simulator and in the engine the same way; same ranking?"""
    t = tables_for(data)
    s = game.state
    seat = game.current_player()
    view = game.view(seat)
    sit = situation_from_view(view, data, future=False)
    actual = [pc.card for c in data.colours for pc in s.lanes[c]]
    assert len(actual) == len(sit.slots)
    unknown = [t.card_index[a] for a, sl in zip(actual, sit.slots) if sl.card == UNKNOWN]
    rng = random.Random(s.seed)
    dice = [[rng.choice(data.colours), rng.choice(data.colours)] for _ in range(40)]
    prio = list(range(6))
    rng.shuffle(prio)
    deck = [t.move_index[m] for m in reversed(s.movement_deck)]
    forced = Forced(cards=np.array([unknown], np.int16) if unknown else None,
                    movement=np.array([deck], np.int16),
                    dice=np.array([[[data.colours.index(c) for c in d] for d in dice]], np.int16),
                    photo=np.array([prio], np.int16))
    res = simulate(t, sit, 1, np.random.default_rng(0), forced)
    g2 = Game.from_json(game.to_json(), data)
    g2.state.dice_queue = [list(d) for d in dice]
    events = []
    race_odds = dict(s.race_odds)
    ranking = None
    while ranking is None and not g2.is_over():
        d = g2.decision()
        if d.kind in ("second_bet", "eric_odds"):
            events = g2.apply(Action("pass"))
        elif d.kind == "photo_finish":
            h = max(d.options["horses"], key=lambda h: prio[data.colours.index(h)])
            events = g2.apply(Action("photo_pick", horse=h))
        else:
            raise AssertionError(f"unexpected decision {d.kind}")
        for ev in events:
            if ev["type"] == "race_start":
                race_odds = ev["odds"]
            if ev["type"] == "ranking":
                ranking = ev["order"]
    simulated = [data.colours[i] for i in np.argsort(res.places[0])]
    odds = [data.odds_values[r] for r in res.rows[0]]
    return ranking == simulated and odds == [race_odds[c] for c in data.colours]


@pytest.mark.parametrize("players", [2, 4, 6])
def test_simulator_replays_engine_races_exactly(data, players):
    checked = 0
    for seed in range(12):
        game = play_to(data, 100 * players + seed, "second_bet", players)
        if game is None:
            continue
        assert replay_matches(data, game), f"seed {100 * players + seed}"
        checked += 1
    assert checked >= 10


def test_simulator_continues_a_race_from_a_photo_finish(data):
    checked = 0
    for seed in range(300):
        game = play_to(data, seed, "photo_finish")
        if game is None:
            continue
        assert replay_matches(data, game), f"seed {seed}"
        checked += 1
        if checked == 5:
            break
    assert checked == 5


@pytest.mark.parametrize("kind", ["first_bet", "fix", "second_bet", "photo_finish"])
def test_probabilities_add_up(data, kind):
    for seed in range(60):
        game = play_to(data, seed, kind)
        if game is not None:
            break
    view = game.view(game.current_player())
    for model in (None, 1.0):
        est = estimate(view, data, races=1000, rng=1, model=model)
        assert sum(est.p_win.values()) == pytest.approx(1.0)
        assert sum(est.p_show.values()) == pytest.approx(data.rules.show_places)
        assert sum(est.exp_place.values()) == pytest.approx(21.0)
        for c in data.colours:
            assert 0.0 <= est.p_win[c] <= est.p_show[c] <= 1.0
            assert 1.0 <= est.exp_place[c] <= 6.0


def with_my_card(view, horse, card):
    """The view as if this seat had played ``card`` (from its hand) on ``horse``."""
    v = copy.deepcopy(view)
    me = v["players"][v["seat"]]
    if card in me.get("hand", []):
        me["hand"].remove(card)
    v["lanes"][horse].append({"seat": v["seat"], "card": card})
    return v


def test_known_cards_move_the_estimate(data):
    game = play_to(data, 3, "first_bet")
    view = game.view(game.current_player())
    view["players"][view["seat"]]["hand"] = []
    fav = min(data.colours, key=lambda c: view["odds"][c])
    base = estimate(view, data, races=4000, rng=5, future=False)
    globus = estimate(with_my_card(view, fav, GLOBUS_OBSCURUS), data, races=4000, rng=5,
                      future=False)
    magna = estimate(with_my_card(view, fav, MAGNA_VELOCITAS), data, races=4000, rng=5,
                     future=False)
    assert globus.p_win[fav] < base.p_win[fav] - 0.05
    assert globus.exp_place[fav] > base.exp_place[fav]
    assert magna.p_win[fav] > base.p_win[fav] + 0.05
    # Both cards together cancel (same letter A): back to the plain race.
    both = estimate(with_my_card(with_my_card(view, fav, GLOBUS_OBSCURUS), fav,
                                 MAGNA_VELOCITAS), data, races=4000, rng=5, future=False)
    assert both.p_win[fav] == pytest.approx(base.p_win[fav], abs=0.03)


def test_a_face_down_card_is_drawn_from_the_unseen_cards(data):
    game = play_to(data, 8, "second_bet")
    view = game.view(game.current_player())
    sit = situation_from_view(view, data)
    t = tables_for(data)
    seen = set(view["players"][view["seat"]]["hand"])
    seen |= {pc["card"] for c in data.colours for pc in view["lanes"][c] if pc["card"]}
    assert {t.card_numbers[i] for i in sit.pool}.isdisjoint(seen)
    assert sit.unknown_cards == sum(1 for c in data.colours for pc in view["lanes"][c]
                                    if pc["card"] is None)
    res = simulate(t, sit, 500, np.random.default_rng(2))
    for k, slot in enumerate(sit.slots):
        if slot.card == UNKNOWN:
            assert set(res.cards[:, k].tolist()) <= set(sit.pool)
    # no card drawn twice in one race
    for row in res.cards:
        assert len(set(row.tolist())) == len(row)


def test_it_takes_a_view_not_the_state(data):
    game = play_to(data, 4, "second_bet")
    with pytest.raises(TypeError):
        estimate(game.state, data)  # type: ignore[arg-type]
    view = game.view(game.current_player())
    plain = json.loads(json.dumps(view))  # plain JSON data is all it needs
    a = estimate(view, data, races=500, rng=9)
    b = estimate(plain, data, races=500, rng=9)
    assert a.p_win == b.p_win and a.p_show == b.p_show


def test_hidden_information_does_not_change_the_estimate(data):
    game = play_to(data, 6, "second_bet")
    seat = game.current_player()
    other = Game.from_json(game.to_json(), data)
    s = other.state
    # Swap every face-down card of the other seats with a card still in the deck, and
    # reshuffle the movement deck: nothing this seat can see.
    for c in data.colours:
        for pc in s.lanes[c]:
            if pc.seat != seat and s.action_deck:
                pc.card, s.action_deck[0] = s.action_deck[0], pc.card
                s.action_deck.append(s.action_deck.pop(0))
    random.Random(1).shuffle(s.movement_deck)
    assert game.view(seat) == other.view(seat)
    a = estimate(game.view(seat), data, races=500, rng=3)
    b = estimate(other.view(seat), data, races=500, rng=3)
    assert a.p_win == b.p_win


def test_same_seed_same_estimate(data):
    game = play_to(data, 2, "fix")
    view = game.view(game.current_player())
    a = estimate(view, data, races=800, rng=11)
    b = estimate(view, data, races=800, rng=11)
    c = estimate(view, data, races=800, rng=12)
    assert a.p_win == b.p_win
    assert a.p_win != c.p_win


def test_reading_the_table(data):
    """The placement model: a face-down card a seat put on the horse it backed is likely
    to help it, so that horse's chance goes up compared with the plain draw."""
    for seed in range(40):
        game = play_to(data, seed, "second_bet", bots="simple")
        view = game.view(game.current_player())
        me = view["seat"]
        backed = {(b["seat"], b["horse"]) for b in view["bets"] if b["which"] == "first"}
        lanes = [c for c in data.colours
                 if any(pc["seat"] != me and pc["card"] is None and (pc["seat"], c) in backed
                        for pc in view["lanes"][c])]
        if lanes:
            break
    horse = lanes[0]
    seat = next(b["seat"] for b in view["bets"] if b["horse"] == horse and b["seat"] != me
                and b["which"] == "first")
    # Only that card behind the lanes: everything else is known to be empty.
    view = copy.deepcopy(view)
    view["lanes"] = {c: [] for c in data.colours}
    view["lanes"][horse] = [{"seat": seat, "card": None}]
    plain = estimate(view, data, races=4000, rng=1, model=None)
    read = estimate(view, data, races=4000, rng=1, model=1.0)
    assert read.p_win[horse] > plain.p_win[horse]


def test_candidate_blocks_share_the_random_draws(data):
    """simulate(extra=...) gives each candidate play exactly the races a separate run on
    the same draws gives (common random numbers: differences come from the plays only)."""
    from dataclasses import replace

    from game.horsefever.tipster import Slot, draw_chance, placement_policy
    game = play_to(data, 3, "fix", bots="simple")
    view = game.view(game.current_player())
    t = tables_for(data)
    sit = replace(situation_from_view(view, data), policy=placement_policy(view, data))
    forced = draw_chance(t, sit, 300, np.random.default_rng(4))
    card = view["players"][view["seat"]]["hand"][0]
    plans = [[Slot(lane, t.card_index[card], view["seat"])] for lane in range(6)]
    big = simulate(t, sit, 300, np.random.default_rng(5), forced, extra=plans)
    for b, plan in enumerate(plans):
        one = simulate(t, sit.with_slots(plan), 300, np.random.default_rng(6), forced)
        assert np.array_equal(one.places, big.block(b).places)


def play_board_to_lineup_race(data, seed, players=4):
    """A Board Game played by normal bots up to a second bet with Horse cards lined up
    that change the race (and no Troy, whose copy is chosen only at the reveal)."""
    game, _ = Game.new(data, [f"P{i}" for i in range(players)], "board", seed)
    seats = [make_bot("normal", data, seed, i) for i in range(players)]
    race_effect = {"start", "first", "last", "finish_line", "sprint", "reveal"}
    while not game.is_over():
        d = game.decision()
        if d.kind == "second_bet" and game.state.lineup:
            cards = [v["card"] for v in game.state.lineup.values()]
            effects = [e for c in cards for e in data.board.horse(c).effects]
            troy = any(e.op == "copy_horse" for e in effects)
            if not troy and any(e.trigger in race_effect for e in effects):
                return game
        seat = game.current_player()
        game.apply(seats[seat].choose(game.view(seat)))
    return None


def test_simulator_replays_board_races_with_horse_cards(data):
    """Horse cards run as per-lane effects, overruled by an Action card's same symbol."""
    checked = 0
    overruled = 0
    for seed in range(60):
        game = play_board_to_lineup_race(data, 3000 + seed)
        if game is None:
            continue
        s = game.state
        for colour, slot in s.lineup.items():
            symbols = {e.trigger for pc in s.lanes[colour] for e in data.action(pc.card).effects}
            if symbols & {e.trigger for e in data.board.horse(slot["card"]).effects}:
                overruled += 1
        assert replay_matches(data, game), f"seed {3000 + seed}"
        checked += 1
        if checked == 12:
            break
    assert checked >= 8


def test_a_horse_card_changes_the_estimate(data):
    """The Fury (start = 4) on a lane makes that horse likelier to win, from the view."""
    game = play_to(data, 5, "first_bet")
    view = game.view(game.current_player())
    base = estimate(view, data, races=3000, rng=1, model=None)
    slow = min(data.colours, key=lambda c: base.p_win[c])
    fury = next(h.number for h in data.board.horses if h.name == "The Fury")
    with_card = dict(view, board={"lineup": {slow: {"seat": 0, "card": fury}}, "troy": {}})
    helped = estimate(with_card, data, races=3000, rng=1, model=None)
    assert helped.p_win[slow] > base.p_win[slow] + 0.02


def test_the_calibration_power_keeps_the_total_and_the_order(data):
    from game.horsefever.tipster.estimate import sharpen
    from game.horsefever.tipster.model import SHARPEN

    game = next(g for g in (play_to(data, s, "second_bet") for s in range(60)) if g is not None)
    view = game.view(game.current_player())
    raw = estimate(view, data, races=1000, rng=3, calibrated=False)
    cal = estimate(view, data, races=1000, rng=3)
    assert cal.p_show == raw.p_show and cal.exp_place == raw.exp_place  # only P(win) changes
    assert cal.p_win == sharpen(raw, SHARPEN["placed"]).p_win
    steep = sharpen(raw, 1.5)
    assert sum(steep.p_win.values()) == pytest.approx(sum(raw.p_win.values()))
    order = sorted(raw.p_win, key=raw.p_win.get)
    assert sorted(steep.p_win, key=steep.p_win.get) == order
    assert steep.p_win[order[-1]] > raw.p_win[order[-1]] and steep.p_win[order[0]] < raw.p_win[order[0]]
    assert sharpen(raw, 1.0) is raw
    # The plain draw (the normal bot's) is never reshaped.
    plain = estimate(view, data, races=1000, rng=3, model=None)
    assert plain.p_win == estimate(view, data, races=1000, rng=3, model=None, calibrated=False).p_win
