"""The Auction Phase: the Dutch auction (the Bank buys one VP token) and the English auction
(the Bank sells one VP token). 2017 rulebook "Auction Phase", the 2009 rulebook's Dutch
example and the Board Game rulings.

Every test plays round 1 for real up to the auctions: everybody passes both purchase steps
(+800 D) and loses a 100 D first bet in RACE_A, so a seat given 3000 D has 3700 D and its
VP tokens unchanged when the auctions start.
"""
from __future__ import annotations

from .board_helpers import (PASS, act, autoplay, balances, board_game, force_race, named, one,
                           refused)
from game.horsefever.rules import Action

ACCEPT = Action("accept")


def bid(value):
    return Action("bid", value=value)


def at_auction(n, **kw):
    game = board_game(n, **kw)
    force_race(game)
    autoplay(game, until="dutch_auction")
    return game


def offer_to(game):
    d = game.decision()
    return d.seat, d.options["offer"]


def test_dutch_auction_rulebook_example():
    # John (seat 0) is the first player, then Jack, James, Jim. John accepts 1000; Jack
    # leaves; James accepts 900; Jim leaves; John accepts 800; James accepts 700; John
    # refuses 600. James sells one VP token for 700 D.
    game = at_auction(4)
    assert balances(game) == [(3700, 1)] * 4
    script = [(0, 1000, ACCEPT), (1, 900, PASS), (2, 900, ACCEPT), (3, 800, PASS),
              (0, 800, ACCEPT), (2, 700, ACCEPT), (0, 600, PASS)]
    events = []
    for seat, offer, action in script:
        assert game.decision().kind == "dutch_auction"
        assert offer_to(game) == (seat, offer)
        events += act(game, seat, action)
    assert [(e["seat"], e["price"]) for e in named(events, "auction_accept")] == [
        (0, 1000), (2, 900), (0, 800), (2, 700)]
    assert [e["seat"] for e in named(events, "auction_leave")] == [1, 3, 0]
    end = one(events, "auction_end", kind="dutch")
    assert (end["winner"], end["price"], end["vp"]) == (2, 700, -1)
    assert balances(game) == [(3700, 1), (3700, 1), (3700 + 700, 0), (3700, 1)]
    # The English auction follows, from the first player.
    assert game.decision().kind == "english_auction" and offer_to(game) == (0, 1000)


def test_dutch_auction_nobody_accepts():
    # Seat 2 is the first player: the Bank asks seats 2, 0, 1 in turn.
    game = at_auction(3, first_player=2)
    events = []
    for seat in (2, 0, 1):
        assert offer_to(game) == (seat, 1000)
        events += act(game, seat, PASS, "dutch_auction")
    end = one(events, "auction_end", kind="dutch")
    assert (end["winner"], end["price"]) == (None, None)
    assert balances(game) == [(3700, 1)] * 3
    assert game.decision().kind == "english_auction"


def test_stable_vp_cannot_be_sold():
    # Seat 1 has no VP token, only two Stable Owner cards (2 VP): it is never asked. Blue
    # and yellow rank 6th and 5th: no prize. Its minimum bet is 200 D.
    game = board_game(3, vp_tokens={1: 0}, stables={1: ["blue", "yellow"]})
    force_race(game)
    events = autoplay(game, until="dutch_auction")
    assert one(events, "auction_start", kind="dutch")["seats"] == [0, 2]
    assert balances(game) == [(3700, 1), (3600, 2), (3700, 1)]
    act(game, 0, ACCEPT)
    assert offer_to(game) == (2, 900)
    events = act(game, 2, PASS)
    assert one(events, "auction_end")["winner"] == 0
    assert balances(game) == [(4700, 0), (3600, 2), (3700, 1)]
    # The English auction follows: a Dutch "accept" is not a bid there.
    refused(game, ACCEPT, "English Auction to Buy 1 VP")


def test_dutch_auction_offer_never_goes_below_100():
    # Two players accept in turn: 1000, 900, ..., 200 (seat 0), 100 (seat 1). The next
    # offer would be 0 D: nobody is asked again and seat 1 sells at 100 D.
    game = at_auction(2)
    events = []
    for i, offer in enumerate(range(1000, 0, -100)):
        assert offer_to(game) == (i % 2, offer)
        events += act(game, i % 2, ACCEPT, "dutch_auction")
    end = one(events, "auction_end", kind="dutch")
    assert (end["winner"], end["price"]) == (1, 100)
    assert balances(game) == [(3700, 1), (3800, 0)]
    assert game.decision().kind == "english_auction"


def test_dutch_auction_refuses_anything_but_accept_or_pass():
    game = at_auction(2)
    refused(game, bid(1000), "Dutch Auction to Sell 1 VP")


def test_english_auction_with_raises():
    # Dutch: nobody accepts. English: seat 0 bids 1000, seat 1 1100, seat 2 leaves, seat 0
    # 1200, seat 1 leaves: seat 0 pays 1200 D for one VP token.
    game = at_auction(3)
    for seat in (0, 1, 2):
        act(game, seat, PASS, "dutch_auction")
    events = []
    assert offer_to(game) == (0, 1000)
    events += act(game, 0, bid(1000), "english_auction")
    assert offer_to(game) == (1, 1100)
    refused(game, bid(1150), "English Auction to Buy 1 VP", "the next bid is 1100 D")
    refused(game, bid(1000), "English Auction to Buy 1 VP")
    refused(game, ACCEPT, "English Auction to Buy 1 VP")
    events += act(game, 1, bid(1100))
    events += act(game, 2, PASS)
    assert offer_to(game) == (0, 1200)
    events += act(game, 0, bid(1200))
    assert offer_to(game) == (1, 1300)  # seat 2 left and is not asked again
    events += act(game, 1, PASS)
    assert [(e["seat"], e["price"]) for e in named(events, "auction_bid")] == [
        (0, 1000), (1, 1100), (0, 1200)]
    end = one(events, "auction_end", kind="english")
    assert (end["winner"], end["price"], end["vp"]) == (0, 1200, 1)
    assert balances(game) == [(3700 - 1200, 2), (3700, 1), (3700, 1)]
    assert game.state.round == 2  # the round is over


def test_english_auction_a_player_who_cannot_afford_the_bid_is_out():
    # Seat 1 has 1000 D at the auction, seat 2 900 D. Seat 0 leaves; seat 1 bids all its
    # 1000 D; seat 2 cannot pay 1100 (nor 1000) and is out without being asked.
    game = at_auction(3, danari={1: 300, 2: 200})
    assert balances(game) == [(3700, 1), (1000, 1), (900, 1)]
    for seat in (0, 1, 2):
        act(game, seat, PASS, "dutch_auction")
    events = act(game, 0, PASS, "english_auction")
    assert offer_to(game) == (1, 1000)
    events += act(game, 1, bid(1000))
    leave = [(e["seat"], e["reason"]) for e in named(events, "auction_leave")]
    assert leave == [(0, "declined"), (2, "cannot_afford")]
    assert one(events, "auction_end", kind="english")["winner"] == 1
    assert balances(game) == [(3700, 1), (0, 2), (900, 1)]


def test_english_auction_nobody_bids():
    game = at_auction(2)
    for seat in (0, 1):
        act(game, seat, PASS, "dutch_auction")
    events = []
    for seat in (0, 1):
        events += act(game, seat, PASS, "english_auction")
    end = one(events, "auction_end", kind="english")
    assert (end["winner"], end["price"]) == (None, None)
    assert balances(game) == [(3700, 1), (3700, 1)]
    assert game.state.round == 2
