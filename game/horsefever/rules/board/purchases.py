"""The Purchase Phase (rulebook: "Purchase Phase", "Purchase a Stable Owner Card"):
two steps clockwise; each player buys one thing, sells, or passes (+400 D).

Buying from the bank is here (action cards; Goal, Assistant and Horse cards: draw 4, keep
1; stables); buying from another player and clearance sales are ``trading.py``, loans
``loans.py``.
"""
from __future__ import annotations

from typing import Any

from ..actions import PASS, Action
from ..errors import IllegalAction
from ..family.payoffs import pay
from ..machine import Decision, Event, PhaseRules, StepFn, wait
from ..rand import shuffle
from ..state import GameState
from .common import (BUY, CLEARANCE, KEEP, OFFER, PH_CONSENT, PH_KEEP, PH_PURCHASE,
                     board_data, cards_of, deck_of, record_purchase)
from .loans import take_loan
from .prices import check_price, price, price_effects, priced
from .trading import check_clearance, check_offer, make_offer, sell_to_bank


def _purchase_step(s: GameState, events: list[Event], fresh: bool) -> bool:
    if fresh:
        step_no = s.board.get("purchase_step", 0) + 1
        s.board["purchase_step"] = step_no
        s.board.pop("declined", None)
        s.queue = s.clockwise_from(s.first_player)
        s.seq += 1  # emit's event as one literal (frequent events: see emit)
        events.append({"type": "purchase_step", "seq": s.seq, "round": s.round,
                       "step": step_no})
    players = s.players
    for q in s.queue:  # (asked at every purchase decision: rarely is anyone out)
        if players[q].eliminated:
            s.queue = [q for q in s.queue if not players[q].eliminated]
            break
    if not s.queue:
        return False
    pending = s.board.get("pending")
    if pending is not None:
        if pending["kind"] == "keep":
            return wait(s, PH_KEEP, pending["seat"])
        return wait(s, PH_CONSENT, pending["target"])
    return wait(s, PH_PURCHASE, s.queue[0])


def purchase_options(s: GameState, seat: int) -> dict[str, Any]:
    """Every purchase option of a seat: the allowed ones with prices, the others with why."""
    return _purchase_options(s, seat)[0]


# Why a kind of purchase is not possible now, as a code and its parameters (the words are
# ``game.horsefever.words.PURCHASE_REASONS``: the rules speak no language).
PURCHASE_REASONS = ("once_a_round", "deck_empty", "needs_stable", "costs", "no_stable_free",
                    "no_loan_left", "offer_declined", "nothing_to_buy", "no_card_to_sell")


def reason(code: str, **params: Any) -> dict[str, Any]:
    """A purchase kind's reason: ``{"code": code, **params}`` (``deck``, ``price``)."""
    assert code in PURCHASE_REASONS, code
    return {"code": code, **params}


def _purchase_options(s: GameState, seat: int) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """``purchase_options`` and the allowed options as JSON actions, built in the same pass
    (``_expand_purchase_json``'s list, in its order, for the view: see _describe_purchase)."""
    # Described at every purchase decision (and shown in its view): each lookup is done once
    # here rather than through price()/clearance_value() per card; the same numbers. Most
    # seats have no price effect: then every price is the card's value (``priced``).
    p = s.players[seat]
    data = s.data
    b = data.board
    assert b is not None, "the Board Game data is not loaded"
    prices = b.prices
    danari = p.danari
    book = s.board
    bought = book["bought"].get(str(seat)) if "bought" in book else None  # _bought()
    # Items already bought this round that may not be bought again ("only once a round").
    once_done: Any = ()
    if bought:
        repeat = data.purchase_repeats.get(p.character, ()) if s.stars else ()
        once_done = [item for item in bought if item not in repeat] if repeat else bought
    allowed: dict[str, Any] = {}
    why: dict[str, dict[str, Any]] = {}  # item -> its reason code (``reason``)
    listed: list[dict[str, Any]] = []  # keys in Action.to_json's order

    # The seat's price effects, gathered once for every price below (as price() does).
    effects = price_effects(s, seat) if p.assistants or s.stars else None
    cost = priced(prices.actions, effects, "actions") if effects else prices.actions
    if not s.action_deck:
        why["actions"] = reason("deck_empty", deck="actions")
    elif danari < cost:
        why["actions"] = reason("costs", price=cost)
    else:
        allowed["actions"] = cost
        listed.append({"type": BUY, "item": "actions"})
    goal_value, assistant_value, horse_value = prices.goal, prices.assistant, prices.horse
    for item, deck, value in (("goal", s.goal_deck, goal_value),
                              ("assistant", s.assistant_deck, assistant_value),
                              ("horse", s.horse_deck, horse_value)):  # CARD_ITEMS
        cost = priced(value, effects, item) if effects else value
        if item in once_done:
            why[item] = reason("once_a_round")
        elif not deck:
            why[item] = reason("deck_empty", deck=item)
        elif item == "horse" and not p.stables:
            why[item] = reason("needs_stable")
        elif danari < cost:
            why[item] = reason("costs", price=cost)
        else:
            allowed[item] = cost
            listed.append({"type": BUY, "item": item})
    stables = {}
    stable_once = reason("once_a_round") if "stable" in once_done else None
    price_for_odds = data.price_by_odds  # (the dict behind data.price_for_odds: no call)
    odds = s.odds
    if stable_once is None:  # (a stable bought this round: none is listed)
        owned = set()
        for q in s.players:
            if q.stables:
                owned.update(q.stables)
        for colour in data.colours:
            if colour not in owned:
                cost = price_for_odds[odds[colour]]
                if effects:
                    cost = priced(cost, effects, "stable")
                if danari >= cost:
                    stables[colour] = cost
                    listed.append({"type": BUY, "horse": colour, "item": "stable"})
    if stables:
        allowed["stable"] = stables
    else:
        why["stable"] = stable_once or reason("no_stable_free")
    loans = {}
    if s.loan_cards > 0:
        taken = p.loans
        for k, loan in b.loans.items():
            if k not in taken:
                loans[k] = loan.receive
                listed.append({"type": BUY, "kind": k, "item": "loan"})
    if loans:
        allowed["loan"] = loans
    else:
        why["loan"] = reason("no_loan_left")
    offers = []
    times = prices.buy_from_player_multiplier
    declined = "declined" in book and seat in book["declined"]  # this seat's offer, this step
    offer_once = reason("once_a_round") if "offer" in once_done else None
    if offer_once is None and not declined:
        goal_cost = goal_value * times
        assistant_cost = assistant_value * times
        can_goal = danari >= goal_cost
        can_assistant = danari >= assistant_cost
        horse_cost = horse_value * times
        can_horse = bool(p.stables) and danari >= horse_cost  # a Horse card needs a stable
        for o in s.players:
            other = o.seat
            if other == seat or o.eliminated:
                continue
            # In CARD_ITEMS order: the Goal (unseen), Assistants, Horse cards; then stables.
            if can_goal and o.goals:
                offers.append({"target": other, "item": "goal", "price": goal_cost})
                listed.append({"type": OFFER, "target": other, "item": "goal"})
            for item, cards, can, cost in (("assistant", o.assistants, can_assistant,
                                            assistant_cost),
                                           ("horse", o.horses, can_horse, horse_cost)):
                if can:
                    for card in cards:
                        offers.append({"target": other, "item": item, "card": card,
                                       "price": cost})
                        listed.append({"type": OFFER, "card": card, "target": other,
                                       "item": item})
            for colour in o.stables:
                cost = price_for_odds[odds[colour]] * times
                if danari >= cost:
                    offers.append({"target": other, "item": "stable", "horse": colour,
                                   "price": cost})
                    listed.append({"type": OFFER, "horse": colour, "target": other,
                                   "item": "stable"})
    if offers:
        allowed["offer"] = offers
    else:
        why["offer"] = offer_once or reason("offer_declined" if declined else "nothing_to_buy")
    sales = []
    sale_once = reason("once_a_round") if "clearance" in once_done else None
    if sale_once is None:
        divisor, rounding = prices.clearance_divisor, prices.clearance_rounding
        # clearance_value(): half the card's value, rounded down to 100 D.
        for item, cards, card_value in (("goal", p.goals, goal_value),
                                        ("assistant", p.assistants, assistant_value),
                                        ("horse", p.horses, horse_value)):
            half = card_value // divisor
            value = half - half % rounding
            for card in cards:
                sales.append({"item": item, "card": card, "price": value})
                listed.append({"type": CLEARANCE, "card": card, "item": item})
        for colour in p.stables:
            half = price_for_odds[odds[colour]] // divisor
            sales.append({"item": "stable", "horse": colour, "price": half - half % rounding})
            listed.append({"type": CLEARANCE, "horse": colour, "item": "stable"})
    if sales:
        allowed["clearance"] = sales
    else:
        why["clearance"] = sale_once or reason("no_card_to_sell")
    allowed["pass"] = prices.pass_bonus
    return ({"step": book.get("purchase_step", 1), "allowed": allowed, "unavailable": why},
            listed)


def _describe_purchase(s: GameState, seat: int) -> Decision:
    o, listed = _purchase_options(s, seat)
    return Decision(seat, PH_PURCHASE,
                    f"{s.players[seat].name}: purchase step {o['step']}: buy a card, take a "
                    "loan, sell, or pass (+400 D)", o, can_pass=True, actions_json=listed)


def _check_purchase(s: GameState, d: Decision, a: Action) -> None:
    allowed, why = d.options["allowed"], d.options["unavailable"]
    rule = "Purchase Phase"
    if a.type == BUY:
        item = a.item or ""
        if item not in ("actions", "goal", "assistant", "horse", "stable", "loan"):
            raise IllegalAction(rule, "no_such_item", item=item)
        if item not in allowed:
            raise IllegalAction(rule, "cannot_buy", item=item, why=why.get(item))
        if item == "stable" and a.horse not in allowed["stable"]:
            raise IllegalAction("Purchase a Stable Owner Card", "stable_not_for_sale",
                                horse=a.horse)
        if item == "loan" and a.kind not in allowed["loan"]:
            raise IllegalAction("Taking a Loan Card", "loan_once")
        if item == "loan":
            check_price("Taking a Loan Card", a, allowed["loan"][a.kind], "loan_sum")
        else:
            cost = allowed["stable"][a.horse] if item == "stable" else allowed[item]
            check_price(rule, a, cost, "board_price")
        return
    if a.type == OFFER:
        check_offer(d, a)
        return
    if a.type == CLEARANCE:
        check_clearance(d, a)
        return
    raise IllegalAction(rule, "not_a_purchase", type=a.type)


def _handle_purchase(s: GameState, events: list[Event], seat: int, a: Action) -> None:
    p = s.players[seat]
    b = board_data(s)
    if a.type == PASS:
        pay(s, events, seat, b.prices.pass_bonus, 0, "purchase_pass")
        s.queue.pop(0)
        return
    if a.type == BUY:
        item = a.item or ""
        if item == "loan":
            take_loan(s, events, seat, a)
            return
        cost = price(s, seat, item, a.horse)
        p.danari -= cost
        record_purchase(s, seat, item)
        if item == "stable":
            p.stables.append(a.horse)  # type: ignore[arg-type]
            s.seq += 1
            events.append({"type": "purchase", "seq": s.seq, "round": s.round, "seat": seat,
                           "item": item, "horse": a.horse, "danari": -cost,
                           "vp": s.data.rules.stable_vp, "danari_after": p.danari})
            s.queue.pop(0)
            return
        if item == "actions":
            shuffle(s.rng, s.action_deck)
            drawn = [s.action_deck.pop() for _ in range(min(b.prices.actions_per_purchase,
                                                            len(s.action_deck)))]
            p.hand.extend(drawn)
            _purchase_drawn(s, events, seat, item, cost, drawn)
            s.queue.pop(0)
            return
        deck = deck_of(s, item)
        shuffle(s.rng, deck)  # the program always shuffles before drawing
        drawn = [deck.pop() for _ in range(min(b.prices.draw, len(deck)))]
        _purchase_drawn(s, events, seat, item, cost, drawn)
        s.board["pending"] = {"kind": "keep", "seat": seat, "item": item, "cards": drawn}
        return
    if a.type == OFFER:
        make_offer(s, events, seat, a)
        return
    if a.type == CLEARANCE:
        sell_to_bank(s, events, seat, a)

def _purchase_drawn(s: GameState, events: list[Event], seat: int, item: str, cost: int,
                    drawn: list[int]) -> None:
    """The ``purchase`` and ``draw`` events of a card bought from a deck (frequent events,
    each built as one literal: see emit)."""
    p = s.players[seat]
    s.seq += 1
    events.append({"type": "purchase", "seq": s.seq, "round": s.round, "seat": seat,
                   "item": item, "danari": -cost, "danari_after": p.danari,
                   "count": len(drawn)})
    s.seq += 1
    events.append({"type": "draw", "seq": s.seq, "round": s.round, "seat": seat,
                   "item": item, "cards": drawn, "count": len(drawn)})


def _expand_purchase(s: GameState, d: Decision) -> list[Action]:
    allowed = d.options["allowed"]
    out = []
    for item in ("actions", "goal", "assistant", "horse"):
        if item in allowed:
            out.append(Action(BUY, item=item))
    for colour in allowed.get("stable", {}):
        out.append(Action(BUY, item="stable", horse=colour))
    for kind in allowed.get("loan", {}):
        out.append(Action(BUY, item="loan", kind=kind))
    for o in allowed.get("offer", []):
        out.append(Action(OFFER, target=o["target"], item=o["item"], card=o.get("card"),
                          horse=o.get("horse")))
    for o in allowed.get("clearance", []):
        out.append(Action(CLEARANCE, item=o["item"], card=o.get("card"), horse=o.get("horse")))
    return out


def _expand_purchase_json(s: GameState, d: Decision) -> list[dict[str, Any]]:
    """``[a.to_json() for a in _expand_purchase(s, d)]`` built directly (for the views).

    Keys in Action.to_json's order (type, horse, kind, stake, card, target, item, value);
    tools/golden_logs.py and tests/test_view_secrecy.py compare the two.
    """
    allowed = d.options["allowed"]
    out: list[dict[str, Any]] = []
    for item in ("actions", "goal", "assistant", "horse"):
        if item in allowed:
            out.append({"type": BUY, "item": item})
    if "stable" in allowed:
        for colour in allowed["stable"]:
            out.append({"type": BUY, "horse": colour, "item": "stable"})
    if "loan" in allowed:
        for kind in allowed["loan"]:
            out.append({"type": BUY, "kind": kind, "item": "loan"})
    # purchase_options' offers and sales name a stable by ``horse``, an Assistant or Horse
    # card by ``card`` (never None) and a Goal offer by neither (the seller chooses).
    if "offer" in allowed:
        for o in allowed["offer"]:
            item = o["item"]
            if item == "stable":
                out.append({"type": OFFER, "horse": o["horse"], "target": o["target"],
                            "item": item})
            elif item == "goal":
                out.append({"type": OFFER, "target": o["target"], "item": item})
            else:
                out.append({"type": OFFER, "card": o["card"], "target": o["target"],
                            "item": item})
    if "clearance" in allowed:
        for o in allowed["clearance"]:
            item = o["item"]
            if item == "stable":
                out.append({"type": CLEARANCE, "horse": o["horse"], "item": item})
            else:
                out.append({"type": CLEARANCE, "card": o["card"], "item": item})
    return out


def _purchase_json(s: GameState, d: Decision) -> list[dict[str, Any]]:
    """The view's list: the one _describe_purchase built with the options (a fresh copy of
    the list: the view appends to it), else expanded from the options."""
    if d.actions_json is not None:
        return d.actions_json.copy()
    return _expand_purchase_json(s, d)


def _describe_keep(s: GameState, seat: int) -> Decision:
    pending = s.board["pending"]
    return Decision(seat, PH_KEEP, f"{s.players[seat].name}: keep one of the "
                    f"{pending['item']} cards drawn; the others go under the deck",
                    {"item": pending["item"], "cards": list(pending["cards"])})


def _check_keep(s: GameState, d: Decision, a: Action) -> None:
    if a.type != KEEP or a.card not in d.options["cards"]:
        raise IllegalAction("Purchase Phase", "keep_drawn")


def _handle_keep(s: GameState, events: list[Event], seat: int, a: Action) -> None:
    pending = s.board.pop("pending")
    item = pending["item"]
    cards_of(s, seat, item).append(a.card)  # type: ignore[arg-type]
    rest = [c for c in pending["cards"] if c != a.card]
    deck = deck_of(s, item)
    deck[:0] = rest  # under the deck (the top is the end of the list)
    s.seq += 1  # emit's event as one literal (frequent events: see emit)
    ev: Event = {"type": "keep", "seq": s.seq, "round": s.round, "seat": seat, "item": item,
                 "card": a.card, "returned": len(rest)}
    if item == "goal":
        ev["secret"] = ["card"]
        ev["seen_by"] = [seat]
    events.append(ev)
    if item == "assistant":
        for e in board_data(s).assistant(a.card).effects:  # type: ignore[arg-type]
            if e.trigger == "hire" and e.op == "danari":
                pay(s, events, seat, int(e.value), 0, "hire", card=a.card)  # type: ignore[arg-type]
    s.queue.pop(0)


STEPS: dict[str, StepFn] = {"purchase": _purchase_step}
PHASES = {
    PH_PURCHASE: PhaseRules("Purchase Phase", _describe_purchase, _check_purchase,
                            _handle_purchase, _expand_purchase, _purchase_json),
    PH_KEEP: PhaseRules("Purchase Phase", _describe_keep, _check_keep, _handle_keep,
                        lambda s, d: [Action(KEEP, card=c) for c in d.options["cards"]],
                        lambda s, d: [{"type": KEEP, "card": c} for c in d.options["cards"]]),
}
