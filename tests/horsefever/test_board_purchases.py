"""Board Game purchases: every option, its price and its limits, driven through real actions.

Rules: 2017 rulebook "Purchase Phase" and "Buying from Another Player", 2009 rulebook (the
yellow stable example), shared/reference/rulings.md (Board Game) and the card table
(horse-fever-cards.md). Unless a test says otherwise every seat has 3000 D, 1 VP token, no
card and no stable, seat 0 is the first player and the odds are LANE_ODDS (black 1:2, blue
1:3, green 1:4, red 1:5, yellow 1:6, white 1:7): Blackboard prices black 2100, blue 1900,
green 1700, red 1500, yellow 1300, white 1100.
"""
from __future__ import annotations

import pytest

from .board_helpers import (ADELBERT_DIPLOMATISH, COSTANTINO, DANIEL_JACKSON,
                           FEWEST_VP, FRANCISCO_CABALLOS, FRANCOIS_RICHE, FRANZ_GALOPP,
                           GIUMENTA, JUSTICE_BROS, MOST_STABLES, PASS, TOMMY_STYLE, TROY, act,
                           autoplay, balances, board_game, buy, check_cards, deck_of,
                           force_race, named, one, refused, stack)
from game.horsefever.rules import Action, redact_event

# The 2009 rulebook's example odds: the yellow stable on the 1:3 row (price 1900 D).
YELLOW_AT_3 = {"black": 2, "blue": 4, "green": 5, "red": 6, "yellow": 3, "white": 7}


def offer(target, item, card=None, horse=None):
    return Action("offer", target=target, item=item, card=card, horse=horse)


def clearance(item, card=None, horse=None, value=None):
    return Action("clearance", item=item, card=card, horse=horse, value=value)


def keep(card):
    return Action("keep", card=card)


ACCEPT = Action("accept")


# ---- Action cards ----------------------------------------------------------------------

def test_two_action_cards_cost_400_and_may_be_bought_in_both_steps():
    game = board_game(2, fixed_order=True)
    stack(game, "actions", [1, 8, 15, 19])  # drawn in this order
    ev = act(game, 0, buy("actions"), "purchase")
    assert one(ev, "purchase", seat=0)["danari"] == -400
    assert one(ev, "draw", seat=0)["cards"] == [1, 8]
    act(game, 1, PASS)
    assert game.decision().options["step"] == 2
    ev = act(game, 0, buy("actions"), "purchase")  # allowed again in the second step
    assert one(ev, "draw", seat=0)["cards"] == [15, 19]
    act(game, 1, PASS)
    p0 = game.state.players[0]
    assert p0.hand == [1, 8, 15, 19]  # four Action cards: the maximum in a round
    assert p0.danari == 3000 - 400 - 400 == 2200
    assert len(game.state.action_deck) == 18 - 4
    check_cards(game)
    # Cards bought this round must be played this round: after the first bets, seat 0 plays
    # its four cards (seat 1 holds none and is never asked).
    autoplay(game, until="fix")
    d = game.decision()
    assert (d.seat, sorted(d.options["cards"])) == (0, [1, 8, 15, 19])


def test_otto_von_alt_buys_action_cards_for_nothing():
    game = board_game(2, stars=True, characters={0: "Otto Von Alt"})
    assert game.decision().options["allowed"]["actions"] == 0
    ev = act(game, 0, buy("actions"))
    assert one(ev, "purchase", seat=0)["danari"] == 0
    assert game.state.players[0].danari == 3000
    assert len(game.state.players[0].hand) == 2
    # The other seat (Oliver Oil, no ability) still pays 400 D.
    assert game.decision().options["allowed"]["actions"] == 400


# ---- Goal, Assistant, Horse: draw 4, keep 1 --------------------------------------------

@pytest.mark.parametrize("item", ["goal", "assistant", "horse"])
def test_draw_four_keep_one_the_rest_under_the_deck(item):
    # The program shuffles before drawing (the real shuffle here): whatever four come up,
    # one is kept and the other three go under the deck in the order drawn.
    game = board_game(2, stables={0: ["red"]})  # a Horse card needs a Stable Owner card
    deck = deck_of(game, item)
    size = len(deck)
    before = sorted(deck)
    ev = act(game, 0, buy(item))
    assert one(ev, "purchase", seat=0)["danari"] == -400
    drawn = one(ev, "draw", seat=0)["cards"]
    assert len(drawn) == 4 and set(drawn) <= set(before)
    d = game.decision()
    assert (d.seat, d.kind, d.options["cards"]) == (0, "keep", drawn)
    check_cards(game)  # the four drawn cards are in the pending draw, nowhere else
    kept = [c for c in drawn if c != FRANCOIS_RICHE][1]  # (Riche would pay 800 D)
    rest = [c for c in drawn if c != kept]
    ev = act(game, 0, keep(kept))
    mine = {"goal": game.state.players[0].goals, "assistant": game.state.players[0].assistants,
            "horse": game.state.players[0].horses}[item]
    assert mine == [kept]
    deck = deck_of(game, item)
    assert len(deck) == size - 1
    assert deck[:3] == rest  # under the deck, in the order drawn
    assert game.state.players[0].danari == 2600
    assert game.current_player() == 1  # the purchase is done; seat 1's turn
    check_cards(game)


def test_the_kept_goal_is_secret_but_its_count_is_public():
    game = board_game(2)
    ev = act(game, 0, buy("goal"))
    draw = one(ev, "draw")
    drawn = draw["cards"]
    assert "cards" not in redact_event(draw, 1) and redact_event(draw, 0)["cards"] == drawn
    ev = act(game, 0, keep(drawn[0]))
    kept = one(ev, "keep")
    assert kept["card"] == drawn[0]
    assert "card" not in redact_event(kept, 1)
    view1 = game.view(1)
    assert view1["players"][0]["goal_count"] == 1 and "goals" not in view1["players"][0]
    assert game.view(0)["players"][0]["goals"] == [drawn[0]]


def test_a_short_deck_draws_fewer_cards():
    # Seat 1 holds twelve of the fourteen Goals: only 58 and 59 are left in the deck.
    held = [46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57]
    game = board_game(2, goals={1: held})
    assert sorted(game.state.goal_deck) == [58, 59]
    ev = act(game, 0, buy("goal"))
    drawn = one(ev, "draw")["cards"]
    assert sorted(drawn) == [58, 59] and one(ev, "purchase")["count"] == 2
    other = [c for c in drawn if c != 59][0]
    act(game, 0, keep(59))
    assert game.state.players[0].goals == [59]
    assert game.state.goal_deck == [other]
    check_cards(game)


def test_an_empty_deck_cannot_be_bought_from():
    every_assistant = list(range(23, 36))
    game = board_game(2, assistants={1: every_assistant})
    assert game.decision().options["unavailable"]["assistant"] == {"code": "deck_empty", "deck": "assistant"}
    refused(game, buy("assistant"), "Purchase Phase", "the Assistant deck is empty")
    act(game, 0, buy("goal"))  # the player chooses again


def test_a_horse_card_needs_a_stable_owner_card():
    game = board_game(2)
    refused(game, buy("horse"), "Purchase Phase", "you need a Stable Owner card first")
    game.state.players[0].stables = ["white"]
    assert game.decision().options["allowed"]["horse"] == 400


def test_nobody_buys_what_they_cannot_pay_for():
    game = board_game(2, danari={0: 300})
    refused(game, buy("goal"), "Purchase Phase", "costs 400 D")
    refused(game, buy("actions"), "Purchase Phase", "costs 400 D")
    refused(game, buy("stable", horse="white"), "Purchase Phase")  # 1100 D at 1:7
    ev = act(game, 0, PASS)  # passing is always possible: the bank pays 400 D
    assert one(ev, "payout", seat=0)["reason"] == "purchase_pass"
    assert game.state.players[0].danari == 700


# ---- Stable Owner cards ----------------------------------------------------------------

def test_stable_price_is_its_blackboard_price_rulebook_example():
    # 2009 rulebook: the yellow stable token is on 1:3; John buys it for 1900 D and now owns
    # the yellow stable; a Stable Owner card is worth 1 VP while held.
    game = board_game(2, odds=YELLOW_AT_3)
    assert game.decision().options["allowed"]["stable"] == {
        "black": 2100, "blue": 1700, "green": 1500, "red": 1300, "yellow": 1900,
        "white": 1100}
    ev = act(game, 0, buy("stable", horse="yellow"))
    e = one(ev, "purchase", seat=0)
    assert (e["item"], e["horse"], e["danari"], e["vp"]) == ("stable", "yellow", -1900, 1)
    s = game.state
    assert s.players[0].stables == ["yellow"] and s.owner_of("yellow") == 0
    assert balances(game)[0] == (3000 - 1900, 1 + 1) == (1100, 2)
    assert s.min_bet(0) == 200  # the stable's VP counts for the minimum bet
    # The yellow stable is no longer for sale from the bank.
    assert "yellow" not in game.decision().options["allowed"]["stable"]
    refused(game, buy("stable", horse="yellow"), "Purchase a Stable Owner Card")


def test_a_stable_owned_by_a_player_is_not_sold_by_the_bank():
    game = board_game(2, stables={1: ["red"]})
    refused(game, buy("stable", horse="red"), "Purchase a Stable Owner Card")
    refused(game, buy("stable", horse="purple"), "Purchase a Stable Owner Card")


# ---- once a round, and Miss Double -----------------------------------------------------

@pytest.mark.parametrize("item,again", [("goal", {}), ("assistant", {}), ("horse", {}),
                                        ("stable", {"horse": "white"})])
def test_goal_assistant_horse_and_stable_only_once_a_round(item, again):
    game = board_game(2, stables={0: ["black"]})
    first = buy(item, horse="yellow") if item == "stable" else buy(item)
    act(game, 0, first)
    if item != "stable":
        act(game, 0, keep(game.decision().options["cards"][0]), "keep")
    act(game, 1, PASS)
    d = game.decision()
    assert (d.seat, d.options["step"]) == (0, 2)
    assert d.options["unavailable"][item] == {"code": "once_a_round"}
    refused(game, buy(item, **again), "Purchase Phase", "only once a round")
    act(game, 0, buy("actions"))  # action cards are still allowed


def test_limits_start_again_next_round_but_each_loan_kind_is_once_a_game():
    game = board_game(2)
    act(game, 0, buy("goal"))
    act(game, 0, keep(game.decision().options["cards"][0]))
    act(game, 1, PASS)
    act(game, 0, buy("loan", kind="bank"))  # a loan is not limited to once a round...
    act(game, 1, PASS)
    force_race(game)
    autoplay(game, next_round=True)
    s = game.state
    assert (s.round, s.first_player, game.current_player()) == (2, 1, 1)
    act(game, 1, PASS)
    d = game.decision()
    assert d.seat == 0 and d.options["allowed"]["goal"] == 400  # ... the Goal limit is over
    assert d.options["allowed"]["loan"] == {"mob": 4000}  # ... but a Bank loan only once
    refused(game, buy("loan", kind="bank"), "Taking a Loan Card")


@pytest.mark.parametrize("item", ["goal", "assistant", "horse"])
def test_miss_double_buys_goal_assistant_horse_in_both_steps(item):
    game = board_game(2, stars=True, characters={0: "Miss Double"}, stables={0: ["red"]})
    for step in (1, 2):
        assert game.decision().options["step"] == step
        act(game, 0, buy(item))
        # (not François Riche, +800 D, nor Tommy Style, who would make the second free)
        act(game, 0, keep(next(c for c in game.decision().options["cards"]
                               if c not in (FRANCOIS_RICHE, TOMMY_STYLE))))
        act(game, 1, PASS)
    p0 = game.state.players[0]
    assert len({"goal": p0.goals, "assistant": p0.assistants, "horse": p0.horses}[item]) == 2
    assert p0.danari == 3000 - 2 * 400


def test_miss_double_buys_two_stables_but_clears_only_once():
    game = board_game(2, stars=True, characters={0: "Miss Double"}, danari={0: 5000},
                      goals={0: [46, 58]})
    act(game, 0, buy("stable", horse="red"))  # 1:5: 1500 D
    act(game, 1, PASS)
    act(game, 0, buy("stable", horse="yellow"))  # 1:6: 1300 D
    assert balances(game)[0] == (5000 - 1500 - 1300, 1 + 2) == (2200, 3)
    # Her ability covers Goal, Assistant, Horse and Stable Owner cards only.
    game2 = board_game(2, stars=True, characters={0: "Miss Double"}, goals={0: [46, 58]})
    act(game2, 0, clearance("goal", card=46))
    act(game2, 1, PASS)
    refused(game2, clearance("goal", card=58), "Clearance Sale", "only once a round")


def test_only_miss_double_has_the_exception():
    game = board_game(2, stars=True, characters={0: "Oliver Oil"}, danari={0: 6000})
    act(game, 0, buy("stable", horse="red"))
    act(game, 1, PASS)
    refused(game, buy("stable", horse="yellow"), "Purchase Phase", "only once a round")


# ---- pass and loans --------------------------------------------------------------------

def test_pass_gives_400_in_both_steps():
    game = board_game(2)
    events = []
    for seat in (0, 1, 0, 1):
        events += act(game, seat, PASS, "purchase")
    assert [(e["seat"], e["danari"], e["reason"]) for e in named(events, "payout")] == [
        (0, 400, "purchase_pass"), (1, 400, "purchase_pass"),
        (0, 400, "purchase_pass"), (1, 400, "purchase_pass")]
    assert balances(game) == [(3800, 1), (3800, 1)]
    assert game.decision().kind == "first_bet"  # no Horse cards: no starting lineup


def test_bank_and_mob_loans_each_once():
    game = board_game(2)
    assert game.decision().options["allowed"]["loan"] == {"bank": 2000, "mob": 4000}
    ev = act(game, 0, buy("loan", kind="bank"))
    e = one(ev, "loan_taken", seat=0)
    assert (e["kind"], e["danari"], e["repay"]) == ("bank", 2000, 2500)
    act(game, 1, PASS)
    assert game.decision().options["allowed"]["loan"] == {"mob": 4000}
    refused(game, buy("loan", kind="bank"), "Taking a Loan Card")
    refused(game, buy("loan", kind="friend"), "Taking a Loan Card")
    ev = act(game, 0, buy("loan", kind="mob"))
    assert one(ev, "loan_taken", seat=0)["repay"] == 5000
    p0 = game.state.players[0]
    assert (p0.danari, p0.loans) == (3000 + 2000 + 4000, ["bank", "mob"])
    assert game.state.loan_cards == 6 - 2
    check_cards(game)


def test_loan_cards_run_out():
    # Six double-sided Loan cards: seats 1 and 2 hold two each, seat 3 one: one is left.
    game = board_game(4, loans={1: ["bank", "mob"], 2: ["bank", "mob"], 3: ["bank"]})
    assert game.state.loan_cards == 1
    act(game, 0, buy("loan", kind="mob"))
    assert game.state.loan_cards == 0
    act(game, 1, PASS)
    act(game, 2, PASS)
    d = game.decision()
    assert d.seat == 3 and "loan" not in d.options["allowed"]
    assert d.options["unavailable"]["loan"] == {"code": "no_loan_left"}
    refused(game, buy("loan", kind="mob"), "Purchase Phase", "no loan left to take")


# ---- buying from another player --------------------------------------------------------

def test_buy_an_assistant_from_a_player_at_twice_its_value_with_consent():
    game = board_game(3, assistants={1: [DANIEL_JACKSON]})
    offers = game.decision().options["allowed"]["offer"]
    assert offers == [{"target": 1, "item": "assistant", "card": DANIEL_JACKSON,
                       "price": 800}]
    ev = act(game, 0, offer(1, "assistant", card=DANIEL_JACKSON))
    assert one(ev, "offer")["price"] == 2 * 400
    # The seller decides on their own decision.
    d = game.decision()
    assert (d.seat, d.kind, d.can_pass) == (1, "consent", True)
    ev = act(game, 1, ACCEPT)
    sale, bought = one(ev, "sale"), one(ev, "purchase")
    assert (sale["seat"], sale["buyer"], sale["danari"]) == (1, 0, 800)
    assert (bought["seat"], bought["seller"], bought["danari"]) == (0, 1, -800)
    s = game.state
    assert (s.players[0].assistants, s.players[1].assistants) == ([DANIEL_JACKSON], [])
    assert balances(game) == [(2200, 1), (3800, 1), (3000, 1)]
    # The buyer's purchase is made: seat 1 now makes its own purchase.
    assert (game.decision().seat, game.decision().kind) == (1, "purchase")
    check_cards(game)


def test_a_declined_offer_lets_the_buyer_choose_again_but_not_offer_again_that_step():
    game = board_game(3, assistants={1: [DANIEL_JACKSON], 2: [TOMMY_STYLE]})
    act(game, 0, offer(1, "assistant", card=DANIEL_JACKSON))
    ev = act(game, 1, PASS, "consent")
    assert one(ev, "offer_declined")["buyer"] == 0
    assert balances(game) == [(3000, 1), (3000, 1), (3000, 1)]
    d = game.decision()
    assert (d.seat, d.kind) == (0, "purchase")
    assert d.options["unavailable"]["offer"] == {"code": "offer_declined"}
    refused(game, offer(2, "assistant", card=TOMMY_STYLE), "Buying from Another Player")
    act(game, 0, buy("goal"))
    act(game, 0, keep(game.decision().options["cards"][0]))
    assert (game.decision().seat, game.decision().kind) == (1, "purchase")


def test_a_declined_offer_does_not_stop_other_buyers():
    # Seat 0's offer was declined; seat 1 (another buyer) may still buy from seat 2.
    game = board_game(3, assistants={1: [DANIEL_JACKSON], 2: [TOMMY_STYLE]})
    act(game, 0, offer(1, "assistant", card=DANIEL_JACKSON))
    act(game, 1, PASS, "consent")
    act(game, 0, PASS)
    assert "offer" in game.decision().options["allowed"]
    act(game, 1, offer(2, "assistant", card=TOMMY_STYLE))
    act(game, 2, ACCEPT, "consent")
    assert game.state.players[1].assistants == [DANIEL_JACKSON, TOMMY_STYLE]


def test_a_declined_offer_may_be_made_again_in_the_next_step():
    # Nothing was bought from a player in step 1, so step 2 still allows it (2017 rules:
    # "a card can be bought from another player in only one of the two steps").
    game = board_game(2, assistants={1: [DANIEL_JACKSON]})
    act(game, 0, offer(1, "assistant", card=DANIEL_JACKSON))
    act(game, 1, PASS, "consent")
    act(game, 0, PASS)
    act(game, 1, PASS)
    act(game, 0, offer(1, "assistant", card=DANIEL_JACKSON))
    act(game, 1, ACCEPT, "consent")
    assert game.state.players[0].assistants == [DANIEL_JACKSON]
    assert balances(game) == [(3000 + 400 - 800, 1), (3000 + 400 + 800, 1)]


def test_an_accepted_offer_is_once_a_round():
    game = board_game(2, assistants={1: [DANIEL_JACKSON, TOMMY_STYLE]})
    act(game, 0, offer(1, "assistant", card=DANIEL_JACKSON))
    act(game, 1, ACCEPT)
    act(game, 1, PASS)
    assert game.decision().options["unavailable"]["offer"] == {"code": "once_a_round"}
    refused(game, offer(1, "assistant", card=TOMMY_STYLE), "Buying from Another Player",
            "only once a round")


def test_the_seller_chooses_which_goal_to_sell():
    game = board_game(3, goals={1: [MOST_STABLES[0], FEWEST_VP[0]]})
    # The buyer names no card: Goal cards lie face down.
    assert {"target": 1, "item": "goal", "price": 800} in \
        game.decision().options["allowed"]["offer"]
    ev = act(game, 0, offer(1, "goal"))
    assert one(ev, "offer")["card"] is None
    d = game.decision()
    assert d.seat == 1 and d.options["cards"] == [MOST_STABLES[0], FEWEST_VP[0]]
    refused(game, Action("accept", card=MOST_STABLES[1]), "Buying from Another Player")
    ev = act(game, 1, Action("accept", card=FEWEST_VP[0]))
    s = game.state
    assert (s.players[0].goals, s.players[1].goals) == ([FEWEST_VP[0]], [MOST_STABLES[0]])
    sale = one(ev, "sale")
    assert sale["card"] == FEWEST_VP[0]
    assert "card" not in redact_event(sale, 2)  # only buyer and seller see which
    assert redact_event(sale, 0)["card"] == FEWEST_VP[0]


def test_buying_a_stable_from_a_player_moves_its_vp():
    # Yellow is on 1:3 (1900 D): from a player it costs twice that, 3800 D.
    game = board_game(2, odds=YELLOW_AT_3, danari={0: 4000}, stables={1: ["yellow"]})
    assert game.decision().options["allowed"]["offer"] == [
        {"target": 1, "item": "stable", "horse": "yellow", "price": 3800}]
    act(game, 0, offer(1, "stable", horse="yellow"))
    ev = act(game, 1, ACCEPT)
    assert one(ev, "sale")["vp"] == -1 and one(ev, "purchase")["vp"] == 1
    assert game.state.owner_of("yellow") == 0
    assert balances(game) == [(4000 - 3800, 1 + 1), (3000 + 3800, 2 - 1)]


def test_what_cannot_be_bought_from_a_player():
    game = board_game(2, danari={0: 700}, assistants={1: [DANIEL_JACKSON]},
                      loans={1: ["bank"]}, hands={1: [1]}, stables={1: ["white"]})
    # 700 D: the 800 D assistant and the 2200 D stable are too dear.
    assert "offer" not in game.decision().options["allowed"]
    refused(game, offer(1, "assistant", card=DANIEL_JACKSON), "Buying from Another Player")
    game.state.players[0].danari = 3000
    refused(game, offer(1, "actions", card=1), "Buying from Another Player")
    refused(game, offer(1, "loan"), "Buying from Another Player")
    refused(game, offer(1, "assistant", card=TOMMY_STYLE), "Buying from Another Player")
    refused(game, offer(0, "assistant", card=DANIEL_JACKSON), "Buying from Another Player")


def test_buying_from_a_player_ignores_price_assistants():
    # Tommy Style makes the Assistant deck free, not another player's Assistant.
    game = board_game(2, assistants={0: [TOMMY_STYLE], 1: [DANIEL_JACKSON]})
    opts = game.decision().options["allowed"]
    assert opts["assistant"] == 0
    assert opts["offer"] == [{"target": 1, "item": "assistant", "card": DANIEL_JACKSON,
                              "price": 800}]


def test_francois_riche_pays_800_when_hired_from_the_deck_only():
    game = board_game(2, fixed_order=True)
    stack(game, "assistant", [DANIEL_JACKSON, FRANCOIS_RICHE, TOMMY_STYLE, JUSTICE_BROS])
    act(game, 0, buy("assistant"))
    ev = act(game, 0, keep(FRANCOIS_RICHE))
    assert one(ev, "payout", seat=0)["reason"] == "hire"
    assert one(ev, "payout", seat=0)["danari"] == 800
    assert game.state.players[0].danari == 3000 - 400 + 800 == 3400
    assert game.state.assistant_deck[:3] == [DANIEL_JACKSON, TOMMY_STYLE, JUSTICE_BROS]
    # Bought from a player he pays nothing more: seat 1 pays 800 D to seat 0.
    ev = act(game, 1, offer(0, "assistant", card=FRANCOIS_RICHE))
    ev += act(game, 0, ACCEPT)
    assert not named(ev, "payout")
    assert balances(game) == [(3400 + 800, 1), (3000 - 800, 1)]


# ---- price assistants ------------------------------------------------------------------

def test_tommy_adelbert_francisco_make_their_cards_free():
    game = board_game(2, assistants={0: [TOMMY_STYLE, ADELBERT_DIPLOMATISH,
                                         FRANCISCO_CABALLOS]}, stables={0: ["red"]})
    allowed = game.decision().options["allowed"]
    assert (allowed["goal"], allowed["assistant"], allowed["horse"]) == (0, 0, 0)
    assert allowed["actions"] == 400  # not an action-card discount
    act(game, 0, buy("horse"))
    act(game, 0, keep(game.decision().options["cards"][0]))
    act(game, 1, PASS)
    act(game, 0, buy("goal"))
    act(game, 0, keep(game.decision().options["cards"][0]))
    assert game.state.players[0].danari == 3000


def test_franz_galopp_takes_600_off_every_stable():
    game = board_game(2, assistants={0: [FRANZ_GALOPP]})
    # 2100, 1900, 1700, 1500, 1300, 1100 less 600 each (a price never goes below 0 D).
    assert game.decision().options["allowed"]["stable"] == {
        "black": 1500, "blue": 1300, "green": 1100, "red": 900, "yellow": 700, "white": 500}
    act(game, 0, buy("stable", horse="blue"))
    assert balances(game)[0] == (3000 - 1300, 2)
    # Seat 1 pays the full price.
    assert game.decision().options["allowed"]["stable"]["black"] == 2100


# ---- Clearance Sale --------------------------------------------------------------------

@pytest.mark.parametrize("item,card", [("goal", MOST_STABLES[0]),
                                       ("assistant", DANIEL_JACKSON), ("horse", GIUMENTA)])
def test_clearance_sale_of_a_card_pays_half_and_puts_it_under_its_deck(item, card):
    game = board_game(2, **{item + "s": {0: [card]}})
    ev = act(game, 0, clearance(item, card=card))
    e = one(ev, "clearance")
    assert (e["danari"], e["vp"]) == (200, 0)  # 400 D / 2
    assert game.state.players[0].danari == 3200
    assert deck_of(game, item)[0] == card  # the bottom of the deck
    check_cards(game)


@pytest.mark.parametrize("odds,price", [(3, 900), (2, 1000), (4, 800), (7, 500)])
def test_clearance_sale_of_a_stable(odds, price):
    # Half the Blackboard price rounded down to 100 D: 1900 -> 950 -> 900; 2100 -> 1000;
    # 1700 -> 800; 1100 -> 500. The seller loses the stable's VP; the stable is free again.
    game = board_game(2, odds=dict(YELLOW_AT_3, yellow=odds), stables={0: ["yellow"]})
    ev = act(game, 0, clearance("stable", horse="yellow"))
    assert (one(ev, "clearance")["danari"], one(ev, "clearance")["vp"]) == (price, -1)
    assert balances(game)[0] == (3000 + price, 1)
    assert game.state.owner_of("yellow") is None
    assert "yellow" in game.decision().options["allowed"]["stable"]  # seat 1 may buy it


def test_clearance_sale_limits():
    game = board_game(2, goals={0: [MOST_STABLES[0], FEWEST_VP[0]]})
    refused(game, clearance("goal", card=FEWEST_VP[1]), "Clearance Sale")  # not held
    refused(game, clearance("horse", card=COSTANTINO), "Clearance Sale")
    refused(game, clearance("actions", card=1), "Clearance Sale")
    act(game, 0, clearance("goal", card=FEWEST_VP[0]))
    act(game, 1, PASS)
    refused(game, clearance("goal", card=MOST_STABLES[0]), "Clearance Sale",
            "only once a round")
    game2 = board_game(2)
    refused(game2, clearance("stable", horse="red"), "Clearance Sale", "no card to sell")


# ---- illegal actions -------------------------------------------------------------------

def test_illegal_purchase_actions_name_the_rule_and_change_nothing():
    game = board_game(3, horses={1: [TROY]})
    refused(game, buy("castle"), "Purchase Phase", "nothing called 'castle'")
    refused(game, Action("bet", horse="red", kind="win", stake=100), "Purchase Phase")
    refused(game, Action("keep", card=46), "Purchase Phase")
    refused(game, buy("stable"), "Purchase a Stable Owner Card")
    # A Horse card from a player needs a Stable Owner card too.
    refused(game, offer(1, "horse", card=TROY), "Buying from Another Player")
    act(game, 0, buy("goal"))
    drawn = game.decision().options["cards"]
    not_drawn = next(c for c in range(46, 60) if c not in drawn)
    refused(game, keep(not_drawn), "Purchase Phase", "keep one of the cards you drew")
    refused(game, PASS, "Purchase Phase", "may not pass")
    check_cards(game)


# ---- amounts and cards an action may not choose ----------------------------------------

def test_a_goal_offer_names_no_card_and_no_price():
    # Goal cards lie face down: an offer naming one (any number, even the seller's own) is
    # refused; so is an offer naming a price other than twice the value (2 x 400 D), and
    # naming the price at all is no choice the decision offers (one definition of legal).
    game = board_game(2, goals={1: [MOST_STABLES[0]]})
    for card in (MOST_STABLES[0], 999):
        refused(game, Action("offer", target=1, item="goal", card=card),
                "Buying from Another Player", "bought unseen")
    for value in (0, 100, 700, 801):
        refused(game, Action("offer", target=1, item="goal", value=value),
                "Buying from Another Player", "800 D")
    refused(game, Action("offer", target=1, item="goal", value=800),
            "Purchase Phase", "not one of the choices offered")
    act(game, 0, Action("offer", target=1, item="goal"))
    # The seller's answer may not name another card or price either.
    refused(game, Action("accept", card=MOST_STABLES[0], value=500),
            "Buying from Another Player", "800 D")
    refused(game, Action("accept", card=MOST_STABLES[0], value=800),
            "Buying from Another Player", "not one of the choices offered")
    ev = act(game, 1, Action("accept", card=MOST_STABLES[0]))
    assert one(ev, "sale")["danari"] == 800
    assert balances(game) == [(3000 - 800, 1), (3000 + 800, 1)]


def test_accepting_an_assistant_offer_cannot_name_another_card():
    game = board_game(2, assistants={1: [DANIEL_JACKSON, TOMMY_STYLE]})
    act(game, 0, offer(1, "assistant", card=DANIEL_JACKSON))
    refused(game, Action("accept", card=TOMMY_STYLE), "Buying from Another Player",
            "the offer is for Daniel Jackson, not Tommy Style")  # (cards by name)
    # (naming the card offered is no choice the decision lists: one definition of legal)
    refused(game, Action("accept", card=DANIEL_JACKSON), "Buying from Another Player",
            "not one of the choices offered")
    act(game, 1, Action("accept"))
    assert game.state.players[0].assistants == [DANIEL_JACKSON]


def test_buying_and_clearance_refuse_a_price_other_than_the_data_price():
    game = board_game(2, stables={0: ["white"]}, goals={0: [FEWEST_VP[0]]})
    refused(game, buy("goal", value=300), "Purchase Phase", "400 D")
    refused(game, buy("stable", horse="blue", value=100), "Purchase Phase", "1,900 D")
    refused(game, buy("loan", kind="bank", value=1), "Taking a Loan Card")
    refused(game, clearance("goal", card=FEWEST_VP[0], value=400), "Clearance Sale", "200 D")
    refused(game, clearance("stable", horse="white", value=1100), "Clearance Sale", "500 D")
    refused(game, clearance("goal", card=FEWEST_VP[0], value=200), "Purchase Phase",
            "not one of the choices offered")  # (the price named: no choice offered)
    ev = act(game, 0, clearance("goal", card=FEWEST_VP[0]))
    assert one(ev, "clearance")["danari"] == 200
