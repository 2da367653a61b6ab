"""A round chosen whole (``PlaceRound``: the bots' way): legal where a side's first horse
card is due, the same events as its cards placed one by one and then its bet, and refused
whole with the rule's reason, the game unchanged, when any part of it is wrong."""
from __future__ import annotations

import json

import pytest

from game.bettorhorse.actions import PlaceBet, PlaceHorse, PlaceRound
from game.bettorhorse.bots import make_bot
from game.bettorhorse.game import BettorHorseGame
from game.bettorhorse.rules.errors import BettorHorseError
from game.core.legal import Arrangements


def new(players: int = 2, track: bool = False, seed: int = 3) -> BettorHorseGame:
    return BettorHorseGame.new({"players": players, "track_conditions": track}, seed)[0]


def state(game: BettorHorseGame) -> str:
    return json.dumps(game.to_json(), sort_keys=True)


def hand(game: BettorHorseGame) -> list[str]:
    d = game.decision()
    return list(game.view(d.seat)["hand"])


def refused(game: BettorHorseGame, action: PlaceRound, code: str) -> None:
    before = state(game)
    with pytest.raises(BettorHorseError) as e:
        game.check(action)
    assert e.value.code == code
    with pytest.raises(BettorHorseError) as e:
        game.apply(action)
    assert e.value.code == code
    assert state(game) == before  # (nothing placed: refused whole)


def test_a_whole_round_is_its_cards_then_its_bet_event_for_event() -> None:
    one, two = new(), new()
    cards = hand(one)[:3][::-1]
    whole = one.apply(PlaceRound(cards[0], "lose", cards[1], cards[2]))
    singly = []
    for c in cards:
        singly += two.apply(PlaceHorse(c))
    singly += two.apply(PlaceBet("lose"))
    assert whole == singly
    assert [e["type"] for e in whole] == ["horse_placed"] * 3 + ["bet_placed"]
    assert state(one) == state(two)


def test_the_second_sides_round_runs_the_races_as_its_bet_would() -> None:
    one, two = new(track=True), new(track=True)
    for g in (one, two):
        c = hand(g)[:3]
        g.apply(PlaceRound(c[0], "win", c[1], c[2]))
    c = hand(one)[-3:]
    whole = one.apply(PlaceRound(c[0], "draw", c[1], c[2]))
    singly = []
    for card in c:
        singly += two.apply(PlaceHorse(card))
    singly += two.apply(PlaceBet("draw"))
    assert whole == singly and "round_outcome" in [e["type"] for e in whole]
    assert state(one) == state(two)


def test_legal_only_at_the_rounds_first_card_and_counted_as_arrangements() -> None:
    game = new()
    legal = game.legal()
    rounds = [f for f in legal.families if isinstance(f, Arrangements)]
    assert len(rounds) == 1
    n = len(hand(game))
    assert rounds[0].count() == n * (n - 1) * (n - 2) * 3
    assert legal.count() == n + n * (n - 1) * (n - 2) * 3
    c = hand(game)
    assert legal.contains(PlaceRound(c[0], "win", c[1], c[2]))
    assert not legal.contains(PlaceRound(c[0], "win", c[0], c[2]))  # (a card twice)
    assert not legal.contains(PlaceRound(c[0], "win", c[1]))  # (two of three)
    game.apply(PlaceHorse(c[0]))
    assert all(not isinstance(f, Arrangements) for f in game.legal().families)
    refused(game, PlaceRound(c[1], "win", c[2], c[3]), "round_not_now")


def test_wrong_rounds_are_refused_whole_with_their_reason() -> None:
    game = new()
    c = hand(game)
    other = game.view(1)["players"][1]["unplayed"][0]
    refused(game, PlaceRound(c[0], "win", c[1]), "round_count")
    refused(game, PlaceRound(c[0], "win", None, c[2]), "round_count")
    refused(game, PlaceRound(c[0], "win", c[1], c[0]), "round_twice")
    refused(game, PlaceRound(c[0], "win", c[1], other), "card_not_in_hand")
    refused(game, PlaceRound(c[0], "win", c[1], "Z99"), "unknown_card")
    with pytest.raises(BettorHorseError):
        PlaceRound(c[0], "maybe", c[1], c[2])  # (not a Bet card: refused when built)


def test_the_final_round_is_one_card_and_a_bet() -> None:
    game = new(seed=4)
    bots = [make_bot("random", 4, i) for i in range(2)]
    while True:
        d = game.decision()
        o = game.view(d.seat)["decision"]["options"]
        if d.phase == "horse" and o["need"] == 1:
            break
        game.apply(bots[d.seat].choose(game.view(d.seat)))
    c = o["cards"]
    refused(game, PlaceRound(c[0], "win", c[1], c[2]), "round_count")
    events = game.apply(PlaceRound(c[1], "win"))
    assert [e["type"] for e in events] == ["horse_placed", "bet_placed"]
    assert events[0]["card"] == c[1]


def test_every_bot_plays_whole_rounds_and_the_games_end() -> None:
    for kinds in (["random"], ["easy", "normal"], ["hard", "random", "normal", "easy"]):
        players = len(kinds) if len(kinds) > 1 else 2
        game = new(players=players, track=True, seed=11)
        bots = [make_bot(kinds[i % len(kinds)], 11, i) for i in range(players)]
        rounds = 0
        while not game.is_over():
            d = game.decision()
            a = bots[d.seat].choose(game.view(d.seat))
            assert d.phase != "bet"  # (a bot's bet comes with its round)
            rounds += type(a) is PlaceRound
            game.apply(a)
        assert rounds >= 2 * len(game.to_json()["schedule"])
