"""Horse Fever on the game contract (``game.horsefever``): registered, its legal actions
described exactly as the engine lists them, typed actions equal to the engine's, final
standings as the game ends them, re-deals that keep every card in one place."""
from __future__ import annotations

import json
import random

import pytest

from .board_helpers import check_cards
from game.core.legal import Steps
from game.core.registry import SetupError
from game.catalogue import get_game
from game.horsefever.actions import Bet, Pass, from_engine
from game.horsefever.game import HorseFeverGame
from game.horsefever.rules import IllegalAction

INFO = get_game("horse-fever")


def bot_game(variant: str, seed: int, players: int = 4, stars: bool = False):
    """A game of bots (every kind around the table), decision by decision."""
    game, events = INFO.new_game(INFO.setup({"variant": variant, "players": players,
                                             "stars": stars}), seed, None)
    bots = [INFO.make_bot(INFO.bot_kinds[(seed + i) % len(INFO.bot_kinds)], seed, i)
            for i in range(players)]
    while not game.is_over():
        yield game, events
        d = game.decision()
        events += game.apply(bots[d.seat].choose(game.view(d.seat)))
    yield game, events


def test_registered_with_its_options() -> None:
    assert (INFO.title, INFO.min_players, INFO.max_players) == ("Horse Fever", 2, 6)
    assert INFO.setup({}) == {"variant": "family", "players": 4, "stars": False,
                              "rounds": None}
    for bad in ({"players": 7}, {"variant": "grand"}, {"stars": "yes"}, {"rounds": 2},
                {"speed": 3}):
        with pytest.raises(SetupError):
            INFO.setup(bad)
    with pytest.raises(ValueError, match="3 players need 3 names"):
        INFO.new_game(INFO.setup({"players": 3}), 1, ["Ada", "Bruno"])
    game, events = INFO.new_game(INFO.setup({"players": 3, "rounds": 3}), 1,
                                 ["Ada", "Bruno", "Carla"])
    assert events[0]["type"] == "game_start" and events[0]["rounds"] == 3
    assert [p["name"] for p in game.view(None)["players"]] == ["Ada", "Bruno", "Carla"]


@pytest.mark.parametrize("variant", ["family", "board"])
def test_described_legal_actions_are_the_engines(variant: str) -> None:
    kinds_seen = set()
    for game, _ in bot_game(variant, 5, stars=variant == "board"):
        if game.is_over():
            break
        legal = game.legal()
        listed = game.engine.legal_actions()
        typed = [from_engine(a) for a in listed]
        assert [a.to_engine() for a in typed] == listed
        assert set(legal) == set(typed) and legal.count() == len(listed)
        kinds_seen.add(game.decision().phase)
    assert {"first_bet", "second_bet", "fix"} <= kinds_seen


def test_a_bet_is_described_as_a_stake_range() -> None:
    game, _ = INFO.new_game(INFO.setup({}), 3, None)
    families = game.legal().families
    assert {f.action for f in families} == {Bet}
    o = game.engine.decision().options
    stakes = Steps(o["min_stake"], o["max_stake"], 100)
    assert len(stakes) > 10 and all(f.fields["stake"] == stakes for f in families)
    assert game.legal().count() == 2 * 6 * len(stakes)  # six horses, win or show
    seat = game.decision().seat
    refused = [Bet("red", "win", o["min_stake"] + 50), Bet("red", "win", o["max_stake"] + 100),
               Bet("red", "win", o["min_stake"] - 100), Pass()]
    for a in refused:
        assert not game.legal().contains(a)
        with pytest.raises(IllegalAction):
            game.apply(a)
    assert game.decision().seat == seat


@pytest.mark.parametrize("variant,seed", [("family", 1), ("family", 2), ("board", 3),
                                          ("board", 4)])
def test_standings_are_the_games_final_order(variant: str, seed: int) -> None:
    *_, (game, events) = bot_game(variant, seed, players=5)
    standings = game.standings()
    end = events[-1]
    assert end["type"] == "game_end" and standings[0].seat == end["winner"]
    assert standings[0].place == 1
    # Seats sharing a place come in the game's order, in some order of their own.
    order = [x["seat"] for x in end["standings"]]
    for place in {s.place for s in standings}:
        idx = [i for i, s in enumerate(standings) if s.place == place]
        assert {standings[i].seat for i in idx} == {order[i] for i in idx}
    for s, x in zip(standings, end["standings"]):
        assert s.score["eliminated"] == x["eliminated"] or s.place > 1


@pytest.mark.parametrize("variant,stars", [("family", False), ("board", True)])
def test_redeal_keeps_every_card_in_one_place(variant: str, stars: bool) -> None:
    rng = random.Random(9)
    moved_hands = 0
    for game, _ in bot_game(variant, 11, stars=stars):
        if game.is_over():
            break
        seat = game.decision().seat
        other = game.redeal_hidden(seat, rng)
        assert other.view(seat) == game.view(seat)
        s, t = game.engine.state, other.engine.state
        if variant == "board":
            check_cards(other.engine)
        cards = sorted(t.action_deck + [c for p in t.players for c in p.hand]
                       + [pc.card for lane in t.lanes.values() for pc in lane]
                       + [pc.card for lane in t.discarded.values() for pc in lane])
        assert cards == sorted(c.number for c in s.data.actions if s.stars or not c.star)
        assert t.players[seat].hand == s.players[seat].hand
        moved_hands += any(p.hand != q.hand for p, q in zip(s.players, t.players))
    assert moved_hands  # other players' hands were really dealt anew


def test_json_round_trip_of_the_contract() -> None:
    game, _ = INFO.new_game(INFO.setup({"variant": "board"}), 2, None)
    d = json.loads(json.dumps(game.to_json()))
    back = INFO.load(d)
    assert isinstance(back, HorseFeverGame) and back.to_json() == game.to_json()
