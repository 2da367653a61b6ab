"""At the table both racers choose at the same time: until both have chosen, no seat (nor a
spectator) sees anything of another's choice, not even the backs of the cards placed, in
its view or in the events as redacted for it. Checked at every decision of seeded whole
games (2 and 4 players, Track Conditions on and off, Sudden Death included), and by
construction: the second chooser's view and events are the same whatever the first chose.
"""
from __future__ import annotations

import random

from game.bettorhorse.actions import PlaceBet, PlaceHorse, PlaceRound
from game.bettorhorse.bots import make_bot
from game.bettorhorse.game import BettorHorseGame

GAMES = [(2, False, 3, ("hard", "normal")), (2, True, 8, ("normal", "hard")),
         (4, True, 5, ("hard", "normal", "easy", "random")),
         (4, False, 6, ("normal", "random", "hard", "easy"))]
CHOICE = {"horse_placed": ("card", "back"), "bet_placed": ("bet",)}


def new(players: int, track: bool, seed: int) -> BettorHorseGame:
    return BettorHorseGame.new({"players": players, "track_conditions": track}, seed)[0]


def hides_others_choices(game: BettorHorseGame, seats: list[int | None],
                         round_events: list[dict]) -> None:
    t = game.engine.state.table
    for seat in seats:
        v = game.view(seat)["table"]
        for k, racer in enumerate(t.seats):
            if racer != seat:
                assert v["slots"][k] == [] and v["bets"][k] is None, (seat, v)
                assert not v["bet_down"][k], (seat, v)
        for ev in round_events:
            r = game.redact(ev, seat)
            if r["type"] in CHOICE and r["seat"] != seat:
                assert all(r[f] is None for f in CHOICE[r["type"]]), (seat, r)


def test_no_seat_sees_anothers_choice_before_both_have_chosen() -> None:
    sudden = 0
    for players, track, seed, kinds in GAMES:
        game = new(players, track, seed)
        bots = [make_bot(kinds[i], seed, i) for i in range(players)]
        seats: list[int | None] = [None, *range(players)]
        round_events: list[dict] = []
        checked = 0
        plan: list = []
        while not game.is_over():
            d = game.decision()
            if not game.engine.state.table.revealed:
                hides_others_choices(game, seats, round_events)
                checked += 1
            action = plan.pop(0) if plan else bots[d.seat].choose(game.view(d.seat))
            if isinstance(action, PlaceRound):  # (a bot's whole round: card by card here)
                plan = [PlaceHorse(c) for c in action.cards()] + [PlaceBet(action.bet)]
                action = plan.pop(0)
            for ev in game.apply(action):
                if ev["type"] in ("round_start", "sudden_round"):
                    round_events = []
                round_events.append(ev)
                sudden += ev["type"] == "sudden_death"
        assert checked >= 60  # (every card, every bet of every round)
    assert sudden  # a Sudden Death was among the games checked


def test_the_second_choosers_view_is_the_same_whatever_the_first_chose() -> None:
    rng = random.Random("bh-secrecy")
    game = new(2, True, 12)
    bots = [make_bot("hard", 12, 0), make_bot("normal", 12, 1)]
    rounds = 0
    while not game.is_over() and rounds < 4:
        d = game.decision()
        if d.phase == "horse" and game.engine.decision()[2]["slot"] == 1 and \
                game.engine.state.table.bets[0] is None:
            rounds += 1
            a, b = game.copy(), game.copy()
            ev_a = a.apply(bots[d.seat].choose(a.view(d.seat)))
            ev_b = b.apply(b.legal().sample(rng))
            second = a.decision().seat
            assert second != d.seat and b.decision().seat == second
            assert a.to_json() != b.to_json()  # the first chose differently...
            assert [a.redact(e, second) for e in ev_a] == [b.redact(e, second) for e in ev_b]
            # ... and at every decision of the second, its view is the same.
            for action in [PlaceHorse(c) for c in a.view(second)["hand"][:3]] + [None]:
                assert a.view(second) == b.view(second)
                assert a.view(None) == b.view(None)
                if action is not None:
                    a.apply(action)
                    b.apply(action)
            a.apply(PlaceBet("draw"))  # (the bet starts the reveal: then the cards show)
        game.apply(bots[d.seat].choose(game.view(d.seat)))
    assert rounds == 4
