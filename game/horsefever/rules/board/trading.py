"""Trading (rulebook: "Buying from Another Player", "Clearance Sale"): an offer at twice
the card's value that the seller accepts or declines; a card sold to the bank for half.
"""
from __future__ import annotations

from typing import Any

from ..actions import PASS, Action
from ..errors import IllegalAction
from ..machine import Decision, Event, PhaseRules, emit
from ..state import GameState
from .common import ACCEPT, PH_CONSENT, board_data, cards_of, deck_of, record_purchase
from .prices import card_value, check_price, clearance_value


def check_offer(d: Decision, a: Action) -> None:
    """An offer to buy another player's card or stable: one of the decision's offers, at
    twice the card's value."""
    allowed, why = d.options["allowed"], d.options["unavailable"]
    rule = "Buying from Another Player"
    if "offer" not in allowed:
        raise IllegalAction(rule, "no_offer", why=why.get("offer"))
    if a.item == "goal" and a.card is not None:
        # Goal cards lie face down: the buyer cannot name one, the seller chooses.
        raise IllegalAction(rule, "goal_unseen")
    for o in allowed["offer"]:
        if (o["target"] == a.target and o["item"] == a.item
                and o.get("card") == a.card and o.get("horse") == a.horse):
            check_price(rule, a, o["price"], "twice_value")
            return
    raise IllegalAction(rule, "not_for_sale")


def check_clearance(d: Decision, a: Action) -> None:
    """A clearance sale: a card the seller holds, at half its value."""
    allowed, why = d.options["allowed"], d.options["unavailable"]
    for o in allowed.get("clearance", []):
        if o["item"] == a.item and o.get("card") == a.card and o.get("horse") == a.horse:
            check_price("Clearance Sale", a, o["price"], "half_value")
            return
    raise IllegalAction("Clearance Sale", "clearance_held", why=why.get("clearance"))


def make_offer(s: GameState, events: list[Event], seat: int, a: Action) -> None:
    """The buyer's offer, at twice the card's value: the seller's consent comes next."""
    b = board_data(s)
    pr = card_value(s, a.item or "", a.horse) * b.prices.buy_from_player_multiplier
    s.board["pending"] = {"kind": "offer", "seat": seat, "target": a.target,
                          "item": a.item, "card": a.card, "horse": a.horse, "price": pr}
    s.seq += 1
    events.append({"type": "offer", "seq": s.seq, "round": s.round, "seat": seat,
                   "target": a.target, "item": a.item,
                   "card": a.card if a.item != "goal" else None, "horse": a.horse,
                   "price": pr})


def sell_to_bank(s: GameState, events: list[Event], seat: int, a: Action) -> None:
    """A clearance sale: the bank pays half the card's value; the card goes under its deck."""
    p = s.players[seat]
    record_purchase(s, seat, "clearance")
    value = clearance_value(s, a.item or "", a.horse)
    p.danari += value
    vp = 0
    if a.item == "stable":
        p.stables.remove(a.horse)  # type: ignore[arg-type]
        vp = -s.data.rules.stable_vp
    else:
        cards_of(s, seat, a.item or "").remove(a.card)  # type: ignore[arg-type]
        deck_of(s, a.item or "").insert(0, a.card)  # type: ignore[arg-type]
    s.seq += 1
    ev: Event = {"type": "clearance", "seq": s.seq, "round": s.round, "seat": seat,
                 "item": a.item, "card": a.card, "horse": a.horse, "danari": value,
                 "vp": vp, "danari_after": p.danari}
    if a.item == "goal":  # which Goal card: only the seller knows
        ev["secret"] = ["card"]
        ev["seen_by"] = [seat]
    events.append(ev)
    s.queue.pop(0)


def _describe_consent(s: GameState, seat: int) -> Decision:
    o = s.board["pending"]
    buyer = s.players[o["seat"]].name
    what = f"the {o['horse']} stable" if o["item"] == "stable" else (
        "one of your Goal cards (you choose which)" if o["item"] == "goal"
        else f"{o['item']} card {o['card']}")
    opts: dict[str, Any] = {"offer": dict(o)}
    if o["item"] == "goal":
        opts["cards"] = list(s.players[seat].goals)
    return Decision(seat, PH_CONSENT, f"{s.players[seat].name}: {buyer} offers "
                    f"{o['price']} D for {what}: accept or decline", opts, can_pass=True)


def _check_consent(s: GameState, d: Decision, a: Action) -> None:
    if a.type != ACCEPT:
        raise IllegalAction("Buying from Another Player", "consent")
    if "cards" in d.options and a.card not in d.options["cards"]:
        raise IllegalAction("Buying from Another Player", "seller_goal")
    offer = d.options["offer"]
    if "cards" not in d.options and a.card not in (None, offer["card"]):
        raise IllegalAction("Buying from Another Player", "offer_card", item=offer["item"],
                            card=offer["card"], named=a.card) if offer["card"] is not None \
            else IllegalAction("Buying from Another Player", "offer_stable",
                               horse=offer["horse"])
    check_price("Buying from Another Player", a, offer["price"], "offered_price")


def _handle_consent(s: GameState, events: list[Event], seat: int, a: Action) -> None:
    o = s.board.pop("pending")
    buyer = o["seat"]
    s.queue.pop(0)  # the seller's answer given; the buyer is at the front again
    if a.type == PASS:
        s.board.setdefault("declined", []).append(buyer)
        s.seq += 1
        events.append({"type": "offer_declined", "seq": s.seq, "round": s.round,
                       "seat": seat, "buyer": buyer, "item": o["item"]})
        return
    item, card = o["item"], (a.card if o["item"] == "goal" else o["card"])
    record_purchase(s, buyer, "offer")  # bought from a player: once a round (a refusal buys nothing)
    b, sp = s.players[buyer], s.players[seat]
    b.danari -= o["price"]
    sp.danari += o["price"]
    vp = s.data.rules.stable_vp if item == "stable" else 0
    if item == "stable":
        sp.stables.remove(o["horse"])
        b.stables.append(o["horse"])
    else:
        cards_of(s, seat, item).remove(card)
        cards_of(s, buyer, item).append(card)
    # emit's two events, each as one literal (frequent events: see emit).
    s.seq += 1
    sale: Event = {"type": "sale", "seq": s.seq, "round": s.round, "seat": seat,
                   "buyer": buyer, "item": item, "card": card, "horse": o["horse"],
                   "danari": o["price"], "vp": -vp, "danari_after": sp.danari}
    s.seq += 1
    bought: Event = {"type": "purchase", "seq": s.seq, "round": s.round, "seat": buyer,
                     "item": item, "card": card, "horse": o["horse"], "danari": -o["price"],
                     "vp": vp, "seller": seat, "danari_after": b.danari}
    if item == "goal":  # which Goal card: only the two players know (the same lists)
        sale["secret"] = bought["secret"] = ["card"]
        sale["seen_by"] = bought["seen_by"] = [buyer, seat]
    events.append(sale)
    events.append(bought)
    s.queue.pop(0)  # the buyer's purchase is made


PHASES = {PH_CONSENT: PhaseRules(
    "Buying from Another Player", _describe_consent, _check_consent, _handle_consent,
    lambda s, d: ([Action(ACCEPT, card=c) for c in d.options["cards"]]
                  if "cards" in d.options else [Action(ACCEPT)]),
    # The same lists as JSON for the views (Action.to_json's keys; Goal card numbers are
    # never None): no Action objects.
    lambda s, d: ([{"type": ACCEPT, "card": c} for c in d.options["cards"]]
                  if "cards" in d.options else [{"type": ACCEPT}]))}
