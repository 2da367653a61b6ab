"""The Board Game: purchases, starting lineup, Horse cards, Assistants, star characters,
payoff extras, the Dutch and English VP auctions, loans and Goals at the end.

It plugs into the Family Game engine: it registers its round script, its steps and its
decision phases in ``engine``'s registries, and adds its hooks (setup, Horse card race
effects, reveal-time odds, end of round, final stage). Every number comes from the data
(``data/board.toml``, ``assistants.toml``, ``horses.toml``, ``goals.toml``).
"""
from __future__ import annotations

from typing import Any

from . import engine as E
from .actions import PASS, Action
from .data import RACE_TRIGGERS, BoardCard, Effect
from .errors import IllegalAction
from .rand import shuffle
from .state import BOARD, GameState

Event = dict[str, Any]

# Action types of the Board Game.
BUY = "buy"  # item: actions, goal, assistant, horse, stable (horse=colour), loan (kind)
KEEP = "keep"  # card: the drawn card kept
OFFER = "offer"  # target: seller; item: goal, assistant, horse, stable; card or horse
ACCEPT = "accept"  # the seller agrees (card: which Goal); the Dutch auction: accept the offer
CLEARANCE = "clearance"  # item and card (or horse for a stable): sold to the bank
LINEUP = "lineup"  # card on horse (a stable the player owns)
COPY = "copy"  # Troy's or Cédric Copieur's choice: card
ODDS_MOVE = "odds_move"  # Eric Change: horse, value = rows (negative = towards 1:2)
BID = "bid"  # the English auction: value = the bid

# Phases (decision kinds) of the Board Game.
PH_PURCHASE = "purchase"
PH_KEEP = "keep"
PH_CONSENT = "consent"
PH_LINEUP = "lineup"
PH_TROY = "troy_copy"
PH_ERIC = "eric_odds"
PH_CEDRIC = "cedric_copy"
PH_DUTCH = "dutch_auction"
PH_ENGLISH = "english_auction"

CARD_ITEMS = ("goal", "assistant", "horse")  # draw 4, keep 1
ONCE_A_ROUND = ("goal", "assistant", "horse", "stable", "offer", "clearance")

E.ROUND_SCRIPTS[BOARD] = [
    "round_start", "purchase", "purchase", "lineup", "first_bets", "fix", "second_bets",
    "reveal", "troy_copy", "reveal_odds", "eric_odds", "race", "payoffs", "star_cards",
    "horse_money", "assistant_money", "odds_update", "dutch_auction", "english_auction",
    "end_round",
]
E.RULE_NAMES.update({PH_PURCHASE: "Purchase Phase", PH_KEEP: "Purchase Phase",
                     PH_CONSENT: "Buying from Another Player", PH_LINEUP: "Starting Lineup",
                     PH_TROY: "Troy", PH_ERIC: "Eric Change", PH_CEDRIC: "Cédric Copieur",
                     PH_DUTCH: "Dutch Auction to Sell 1 VP",
                     PH_ENGLISH: "English Auction to Buy 1 VP"})


# ---- helpers ---------------------------------------------------------------------------

def _board(s: GameState):
    assert s.data.board is not None, "the Board Game data is not loaded"
    return s.data.board


def _deck(s: GameState, item: str) -> list[int]:
    return {"goal": s.goal_deck, "assistant": s.assistant_deck, "horse": s.horse_deck,
            "actions": s.action_deck}[item]


def _cards_of(s: GameState, seat: int, item: str) -> list[int]:
    p = s.players[seat]
    return {"goal": p.goals, "assistant": p.assistants, "horse": p.horses}[item]


def _assistant_effects(s: GameState, seat: int) -> list[tuple[int, Effect]]:
    b = _board(s)
    return [(n, e) for n in s.players[seat].assistants for e in b.assistant(n).effects]


def price(s: GameState, seat: int, item: str, colour: str | None = None) -> int:
    """What ``item`` costs this seat from the bank, after Assistants and abilities."""
    return _priced(card_value(s, item, colour), _price_effects(s, seat), item)


def _price_effects(s: GameState, seat: int) -> list[Effect]:
    """The price effects of a seat's Assistants and (star cards) character, in that order."""
    p = s.players[seat]
    effects: list[Effect] = []
    if p.assistants:
        by_card = _board(s).assistant_price_effects
        for n in p.assistants:
            effects += by_card[n]
    if s.stars:
        effects += s.data.ability_price_effects.get(p.character, ())
    return effects


def _priced(base: int, effects: list[Effect], item: str) -> int:
    """A card's value changed by price effects: the lowest ``set``, then every ``add``."""
    if not effects:
        return base
    value = base
    for e in effects:
        if e.trigger == "price" and e.item == item and e.op == "set":
            value = min(value, int(e.value))  # type: ignore[arg-type]
    for e in effects:
        if e.trigger == "price" and e.item == item and e.op == "add":
            value = max(0, value + int(e.value))  # type: ignore[arg-type]
    return value


def card_value(s: GameState, item: str, colour: str | None = None) -> int:
    """A card's original value (what buying from a player and clearance sales start from)."""
    if item == "stable":
        return s.data.price_for_odds(s.odds[colour])  # type: ignore[index]
    return getattr(s.data.board.prices, item)  # type: ignore[union-attr]


def clearance_value(s: GameState, item: str, colour: str | None = None) -> int:
    """Half the card's value, rounded down to 100 D."""
    p = _board(s).prices
    half = card_value(s, item, colour) // p.clearance_divisor
    return half - half % p.clearance_rounding


def _charge(s: GameState, events: list[Event], seat: int, amount: int, reason: str,
            **extra: Any) -> bool:
    """A seat pays the bank (or another seat); False and the penalty if it cannot."""
    p = s.players[seat]
    if p.danari >= amount:
        p.danari -= amount
        E.emit(s, events, "payment", round=s.round, seat=seat, danari=-amount, reason=reason,
               danari_after=p.danari, **extra)
        return True
    E.penalty(s, events, seat, reason)
    return False


def _round_book(s: GameState) -> dict[str, Any]:
    """The round's purchase bookkeeping: items bought per seat (JSON keys are strings)."""
    return s.board.setdefault("bought", {})


def _bought(s: GameState, seat: int) -> list[str]:
    """What a seat bought this round (read only: describing a decision changes nothing)."""
    return s.board.get("bought", {}).get(str(seat), [])


def _record(s: GameState, seat: int, item: str) -> None:
    _round_book(s).setdefault(str(seat), []).append(item)


def _may_repeat(s: GameState, seat: int, item: str) -> bool:
    return bool(s.stars) and any(
        e.trigger == "purchase" and e.op == "repeat" and e.item == item
        for e in s.data.abilities.get(s.players[seat].character, ()))


# ---- setup and end of round ------------------------------------------------------------

def _setup(s: GameState, events: list[Event]) -> None:
    b = _board(s)
    s.goal_deck = [g.number for g in b.goals]
    s.assistant_deck = [a.number for a in b.assistants]
    s.horse_deck = [h.number for h in b.horses]
    for deck in (s.goal_deck, s.assistant_deck, s.horse_deck):
        shuffle(s.rng, deck)
    s.loan_cards = b.prices.loan_cards


def _end_round(s: GameState, events: list[Event]) -> None:
    """Horse cards go back to their owners; the round's bookkeeping is cleared."""
    _return_horses(s, events)
    s.board = {}


def _return_horses(s: GameState, events: list[Event]) -> None:
    """The starting lineup's Horse cards go back to their owners."""
    for colour, slot in sorted(s.lineup.items()):
        s.players[slot["seat"]].horses.append(slot["card"])
        E.emit(s, events, "horse_returned", round=s.round, seat=slot["seat"], horse=colour,
               card=slot["card"])
    s.lineup = {}


E.VARIANT_SETUP[BOARD] = _setup
E.END_ROUND_EXTRA[BOARD] = _end_round
E.GAME_END_RETURNS[BOARD] = _return_horses


# ---- purchase phase --------------------------------------------------------------------

@E.step("purchase")
def _purchase_step(s: GameState, events: list[Event], fresh: bool) -> bool:
    if fresh:
        step_no = s.board.get("purchase_step", 0) + 1
        s.board["purchase_step"] = step_no
        s.board.pop("declined", None)
        s.queue = s.clockwise_from(s.first_player)
        s.seq += 1  # E.emit's event as one literal (frequent events: see E.emit)
        events.append({"event": "purchase_step", "seq": s.seq, "round": s.round,
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
            return E.wait(s, PH_KEEP, pending["seat"])
        return E.wait(s, PH_CONSENT, pending["target"])
    return E.wait(s, PH_PURCHASE, s.queue[0])


def purchase_options(s: GameState, seat: int) -> dict[str, Any]:
    """Every purchase option of a seat: the allowed ones with prices, the others with why."""
    return _purchase_options(s, seat)[0]


def _purchase_options(s: GameState, seat: int) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """``purchase_options`` and the allowed options as JSON actions, built in the same pass
    (``_expand_purchase_json``'s list, in its order, for the view: see _describe_purchase)."""
    # Described at every purchase decision (and shown in its view): each lookup is done once
    # here rather than through price()/clearance_value() per card; the same numbers. Most
    # seats have no price effect: then every price is the card's value (``_priced``).
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
    why: dict[str, str] = {}
    listed: list[dict[str, Any]] = []  # keys in Action.to_json's order

    # The seat's price effects, gathered once for every price below (as price() does).
    effects = _price_effects(s, seat) if p.assistants or s.stars else None
    cost = _priced(prices.actions, effects, "actions") if effects else prices.actions
    if not s.action_deck:
        why["actions"] = "the Action deck is empty"
    elif danari < cost:
        why["actions"] = f"costs {cost} D"
    else:
        allowed["actions"] = cost
        listed.append({"type": BUY, "item": "actions"})
    goal_value, assistant_value, horse_value = prices.goal, prices.assistant, prices.horse
    for item, deck, value in (("goal", s.goal_deck, goal_value),
                              ("assistant", s.assistant_deck, assistant_value),
                              ("horse", s.horse_deck, horse_value)):  # CARD_ITEMS
        cost = _priced(value, effects, item) if effects else value
        if item in once_done:
            why[item] = "only once a round"
        elif not deck:
            why[item] = f"the {item} deck is empty"
        elif item == "horse" and not p.stables:
            why[item] = "you need a Stable Owner card first"
        elif danari < cost:
            why[item] = f"costs {cost} D"
        else:
            allowed[item] = cost
            listed.append({"type": BUY, "item": item})
    stables = {}
    reason = "only once a round" if "stable" in once_done else None
    price_for_odds = data.price_by_odds  # (the dict behind data.price_for_odds: no call)
    odds = s.odds
    if reason is None:  # (a stable bought this round: none is listed)
        owned = set()
        for q in s.players:
            if q.stables:
                owned.update(q.stables)
        for colour in data.colours:
            if colour not in owned:
                cost = price_for_odds[odds[colour]]
                if effects:
                    cost = _priced(cost, effects, "stable")
                if danari >= cost:
                    stables[colour] = cost
                    listed.append({"type": BUY, "horse": colour, "item": "stable"})
    if stables:
        allowed["stable"] = stables
    else:
        why["stable"] = reason or "no stable you can afford is free"
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
        why["loan"] = "no loan left to take"
    offers = []
    times = prices.buy_from_player_multiplier
    declined = "declined" in book and seat in book["declined"]  # this seat's offer, this step
    offer_once = "only once a round" if "offer" in once_done else None
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
            if can_assistant:
                for card in o.assistants:
                    offers.append({"target": other, "item": "assistant", "card": card,
                                   "price": assistant_cost})
                    listed.append({"type": OFFER, "card": card, "target": other,
                                   "item": "assistant"})
            if can_horse:
                for card in o.horses:
                    offers.append({"target": other, "item": "horse", "card": card,
                                   "price": horse_cost})
                    listed.append({"type": OFFER, "card": card, "target": other,
                                   "item": "horse"})
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
        why["offer"] = offer_once or ("your offer was declined this step"
                                      if declined else "nothing to buy")
    sales = []
    sale_once = "only once a round" if "clearance" in once_done else None
    if sale_once is None:
        divisor, rounding = prices.clearance_divisor, prices.clearance_rounding
        # clearance_value(): half the card's value, rounded down to 100 D.
        if p.goals:
            half = goal_value // divisor
            value = half - half % rounding
            for card in p.goals:
                sales.append({"item": "goal", "card": card, "price": value})
                listed.append({"type": CLEARANCE, "card": card, "item": "goal"})
        if p.assistants:
            half = assistant_value // divisor
            value = half - half % rounding
            for card in p.assistants:
                sales.append({"item": "assistant", "card": card, "price": value})
                listed.append({"type": CLEARANCE, "card": card, "item": "assistant"})
        if p.horses:
            half = horse_value // divisor
            value = half - half % rounding
            for card in p.horses:
                sales.append({"item": "horse", "card": card, "price": value})
                listed.append({"type": CLEARANCE, "card": card, "item": "horse"})
        for colour in p.stables:
            half = price_for_odds[odds[colour]] // divisor
            sales.append({"item": "stable", "horse": colour, "price": half - half % rounding})
            listed.append({"type": CLEARANCE, "horse": colour, "item": "stable"})
    if sales:
        allowed["clearance"] = sales
    else:
        why["clearance"] = sale_once or "no card to sell"
    allowed["pass"] = prices.pass_bonus
    return ({"step": book.get("purchase_step", 1), "allowed": allowed, "unavailable": why},
            listed)


def _describe_purchase(s: GameState, seat: int) -> E.Decision:
    o, listed = _purchase_options(s, seat)
    return E.Decision(seat, PH_PURCHASE,
                      f"{s.players[seat].name}: purchase step {o['step']}: buy a card, take a "
                      "loan, sell, or pass (+400 D)", o, can_pass=True, actions_json=listed)


def _check_purchase(s: GameState, d: E.Decision, a: Action) -> None:
    allowed, why = d.options["allowed"], d.options["unavailable"]
    rule = "Purchase Phase"
    if a.type == BUY:
        item = a.item or ""
        if item not in ("actions", "goal", "assistant", "horse", "stable", "loan"):
            raise IllegalAction(rule, f"there is nothing called {item!r} to buy")
        if item not in allowed:
            raise IllegalAction(rule, f"cannot buy {item}: {why.get(item, 'not allowed')}")
        if item == "stable" and a.horse not in allowed["stable"]:
            raise IllegalAction("Purchase a Stable Owner Card",
                                f"the {a.horse} stable is not for sale to you now")
        if item == "loan" and a.kind not in allowed["loan"]:
            raise IllegalAction("Taking a Loan Card",
                                "each kind of loan can be taken once a game, while cards last")
        if item == "loan":
            _check_price("Taking a Loan Card", a, allowed["loan"][a.kind], "the loan's sum")
        else:
            cost = allowed["stable"][a.horse] if item == "stable" else allowed[item]
            _check_price(rule, a, cost, "the Board's price")
        return
    if a.type == OFFER:
        rule = "Buying from Another Player"
        if "offer" not in allowed:
            raise IllegalAction(rule, f"no offer possible: {why.get('offer', '')}")
        if a.item == "goal" and a.card is not None:
            # Goal cards lie face down: the buyer cannot name one, the seller chooses.
            raise IllegalAction(rule, "a Goal card is bought unseen: name no card, the "
                                "seller chooses which of their Goals to sell")
        for o in allowed["offer"]:
            if (o["target"] == a.target and o["item"] == a.item
                    and o.get("card") == a.card and o.get("horse") == a.horse):
                _check_price(rule, a, o["price"], "twice the card's value")
                return
        raise IllegalAction(rule, "that card is not for sale to you (not held, or too dear)")
    if a.type == CLEARANCE:
        for o in allowed.get("clearance", []):
            if o["item"] == a.item and o.get("card") == a.card and o.get("horse") == a.horse:
                _check_price("Clearance Sale", a, o["price"],
                             "half the card's value, rounded down to 100 D")
                return
        raise IllegalAction("Clearance Sale",
                            why.get("clearance", "you can only sell a card you hold"))
    raise IllegalAction(rule, f"{a.type} is not a purchase")


def _check_price(rule: str, a: Action, price_: int, what: str) -> None:
    """An action may name its amount (``value``); it must then be the rules' price.

    The engine charges the price from the data (data/board.toml) whatever is named, so a
    different amount is refused rather than silently replaced.
    """
    if a.value is not None and (isinstance(a.value, bool) or a.value != price_):
        raise IllegalAction(rule, f"{a.value!r} D is not the price: {what} is {price_} D "
                            "(data/board.toml)")


def _handle_purchase(s: GameState, events: list[Event], seat: int, a: Action) -> None:
    p = s.players[seat]
    b = _board(s)
    if a.type == PASS:
        E.pay(s, events, seat, b.prices.pass_bonus, 0, "purchase_pass")
        s.queue.pop(0)
        return
    if a.type == BUY:
        item = a.item or ""
        if item == "loan":
            loan = b.loans[a.kind]  # type: ignore[index]
            p.loans.append(loan.kind)
            s.loan_cards -= 1
            p.danari += loan.receive
            s.seq += 1
            events.append({"event": "loan_taken", "seq": s.seq, "round": s.round,
                           "seat": seat, "kind": loan.kind, "danari": loan.receive,
                           "repay": loan.repay, "danari_after": p.danari})
            s.queue.pop(0)
            return
        cost = price(s, seat, item, a.horse)
        p.danari -= cost
        _record(s, seat, item)
        if item == "stable":
            p.stables.append(a.horse)  # type: ignore[arg-type]
            s.seq += 1
            events.append({"event": "purchase", "seq": s.seq, "round": s.round, "seat": seat,
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
        deck = _deck(s, item)
        shuffle(s.rng, deck)  # the program always shuffles before drawing
        drawn = [deck.pop() for _ in range(min(b.prices.draw, len(deck)))]
        _purchase_drawn(s, events, seat, item, cost, drawn)
        s.board["pending"] = {"kind": "keep", "seat": seat, "item": item, "cards": drawn}
        return
    if a.type == OFFER:
        pr = card_value(s, a.item or "", a.horse) * b.prices.buy_from_player_multiplier
        s.board["pending"] = {"kind": "offer", "seat": seat, "target": a.target,
                              "item": a.item, "card": a.card, "horse": a.horse, "price": pr}
        s.seq += 1
        events.append({"event": "offer", "seq": s.seq, "round": s.round, "seat": seat,
                       "target": a.target, "item": a.item,
                       "card": a.card if a.item != "goal" else None, "horse": a.horse,
                       "price": pr})
        return
    if a.type == CLEARANCE:
        _record(s, seat, "clearance")
        value = clearance_value(s, a.item or "", a.horse)
        p.danari += value
        vp = 0
        if a.item == "stable":
            p.stables.remove(a.horse)  # type: ignore[arg-type]
            vp = -s.data.rules.stable_vp
        else:
            _cards_of(s, seat, a.item or "").remove(a.card)  # type: ignore[arg-type]
            _deck(s, a.item or "").insert(0, a.card)  # type: ignore[arg-type]
        s.seq += 1
        ev: Event = {"event": "clearance", "seq": s.seq, "round": s.round, "seat": seat,
                     "item": a.item, "card": a.card, "horse": a.horse, "danari": value,
                     "vp": vp, "danari_after": p.danari}
        if a.item == "goal":  # which Goal card: only the seller knows
            ev["secret"] = ["card"]
            ev["seen_by"] = [seat]
        events.append(ev)
        s.queue.pop(0)


def _purchase_drawn(s: GameState, events: list[Event], seat: int, item: str, cost: int,
                    drawn: list[int]) -> None:
    """The ``purchase`` and ``draw`` events of a card bought from a deck (frequent events,
    each built as one literal: see E.emit)."""
    p = s.players[seat]
    s.seq += 1
    events.append({"event": "purchase", "seq": s.seq, "round": s.round, "seat": seat,
                   "item": item, "danari": -cost, "danari_after": p.danari,
                   "count": len(drawn)})
    s.seq += 1
    events.append({"event": "draw", "seq": s.seq, "round": s.round, "seat": seat,
                   "item": item, "cards": drawn, "count": len(drawn)})


def _expand_purchase(s: GameState, d: E.Decision) -> list[Action]:
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


def _expand_purchase_json(s: GameState, d: E.Decision) -> list[dict[str, Any]]:
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


E.phase(PH_PURCHASE, _describe_purchase, _check_purchase, _handle_purchase, _expand_purchase)
def _purchase_json(s: GameState, d: E.Decision) -> list[dict[str, Any]]:
    """The view's list: the one _describe_purchase built with the options (a fresh copy of
    the list: the view appends to it), else expanded from the options."""
    if d.actions_json is not None:
        return d.actions_json.copy()
    return _expand_purchase_json(s, d)


E.EXPAND_JSON[PH_PURCHASE] = _purchase_json


# Keeping one of the drawn Goal/Assistant/Horse cards.

def _describe_keep(s: GameState, seat: int) -> E.Decision:
    pending = s.board["pending"]
    return E.Decision(seat, PH_KEEP, f"{s.players[seat].name}: keep one of the "
                      f"{pending['item']} cards drawn; the others go under the deck",
                      {"item": pending["item"], "cards": list(pending["cards"])})


def _check_keep(s: GameState, d: E.Decision, a: Action) -> None:
    if a.type != KEEP or a.card not in d.options["cards"]:
        raise IllegalAction("Purchase Phase", "keep one of the cards you drew")


def _handle_keep(s: GameState, events: list[Event], seat: int, a: Action) -> None:
    pending = s.board.pop("pending")
    item = pending["item"]
    _cards_of(s, seat, item).append(a.card)  # type: ignore[arg-type]
    rest = [c for c in pending["cards"] if c != a.card]
    deck = _deck(s, item)
    deck[:0] = rest  # under the deck (the top is the end of the list)
    s.seq += 1  # E.emit's event as one literal (frequent events: see E.emit)
    ev: Event = {"event": "keep", "seq": s.seq, "round": s.round, "seat": seat, "item": item,
                 "card": a.card, "returned": len(rest)}
    if item == "goal":
        ev["secret"] = ["card"]
        ev["seen_by"] = [seat]
    events.append(ev)
    if item == "assistant":
        for e in _board(s).assistant(a.card).effects:  # type: ignore[arg-type]
            if e.trigger == "hire" and e.op == "danari":
                E.pay(s, events, seat, int(e.value), 0, "hire", card=a.card)  # type: ignore[arg-type]
    s.queue.pop(0)


E.phase(PH_KEEP, _describe_keep, _check_keep, _handle_keep,
        lambda s, d: [Action(KEEP, card=c) for c in d.options["cards"]])
E.EXPAND_JSON[PH_KEEP] = lambda s, d: [{"type": KEEP, "card": c} for c in d.options["cards"]]


# The seller's consent to an offer.

def _describe_consent(s: GameState, seat: int) -> E.Decision:
    o = s.board["pending"]
    buyer = s.players[o["seat"]].name
    what = f"the {o['horse']} stable" if o["item"] == "stable" else (
        "one of your Goal cards (you choose which)" if o["item"] == "goal"
        else f"{o['item']} card {o['card']}")
    opts: dict[str, Any] = {"offer": dict(o)}
    if o["item"] == "goal":
        opts["cards"] = list(s.players[seat].goals)
    return E.Decision(seat, PH_CONSENT, f"{s.players[seat].name}: {buyer} offers "
                      f"{o['price']} D for {what}: accept or decline", opts, can_pass=True)


def _check_consent(s: GameState, d: E.Decision, a: Action) -> None:
    if a.type != ACCEPT:
        raise IllegalAction("Buying from Another Player", "accept the offer or decline it")
    if "cards" in d.options and a.card not in d.options["cards"]:
        raise IllegalAction("Buying from Another Player",
                            "the seller chooses one of their own Goal cards")
    offer = d.options["offer"]
    if "cards" not in d.options and a.card not in (None, offer["card"]):
        raise IllegalAction("Buying from Another Player",
                            f"the offer is for {offer['item']} card {offer['card']}, "
                            f"not card {a.card}" if offer["card"] is not None else
                            f"the offer is for the {offer['horse']} stable, not a card")
    _check_price("Buying from Another Player", a, offer["price"], "the offered price")


def _handle_consent(s: GameState, events: list[Event], seat: int, a: Action) -> None:
    o = s.board.pop("pending")
    buyer = o["seat"]
    s.queue.pop(0)  # the seller's answer given; the buyer is at the front again
    if a.type == PASS:
        s.board.setdefault("declined", []).append(buyer)
        s.seq += 1
        events.append({"event": "offer_declined", "seq": s.seq, "round": s.round,
                       "seat": seat, "buyer": buyer, "item": o["item"]})
        return
    item, card = o["item"], (a.card if o["item"] == "goal" else o["card"])
    _record(s, buyer, "offer")  # bought from a player: once a round (a refusal buys nothing)
    b, sp = s.players[buyer], s.players[seat]
    b.danari -= o["price"]
    sp.danari += o["price"]
    vp = s.data.rules.stable_vp if item == "stable" else 0
    if item == "stable":
        sp.stables.remove(o["horse"])
        b.stables.append(o["horse"])
    else:
        _cards_of(s, seat, item).remove(card)
        _cards_of(s, buyer, item).append(card)
    # E.emit's two events, each as one literal (frequent events: see E.emit).
    s.seq += 1
    sale: Event = {"event": "sale", "seq": s.seq, "round": s.round, "seat": seat,
                   "buyer": buyer, "item": item, "card": card, "horse": o["horse"],
                   "danari": o["price"], "vp": -vp, "danari_after": sp.danari}
    s.seq += 1
    bought: Event = {"event": "purchase", "seq": s.seq, "round": s.round, "seat": buyer,
                     "item": item, "card": card, "horse": o["horse"], "danari": -o["price"],
                     "vp": vp, "seller": seat, "danari_after": b.danari}
    if item == "goal":  # which Goal card: only the two players know (the same lists)
        sale["secret"] = bought["secret"] = ["card"]
        sale["seen_by"] = bought["seen_by"] = [buyer, seat]
    events.append(sale)
    events.append(bought)
    s.queue.pop(0)  # the buyer's purchase is made


E.phase(PH_CONSENT, _describe_consent, _check_consent, _handle_consent,
        lambda s, d: ([Action(ACCEPT, card=c) for c in d.options["cards"]]
                      if "cards" in d.options else [Action(ACCEPT)]))
# The same lists as JSON for the views (Action.to_json's keys; Goal card numbers are never
# None): no Action objects.
E.EXPAND_JSON[PH_CONSENT] = (lambda s, d: [{"type": ACCEPT, "card": c}
                                           for c in d.options["cards"]]
                             if "cards" in d.options else [{"type": ACCEPT}])


# ---- starting lineup -------------------------------------------------------------------

def _lineup_choices(s: GameState, seat: int) -> tuple[list[int], list[str]]:
    p = s.players[seat]
    free = [c for c in p.stables if c not in s.lineup]
    return (list(p.horses) if free else []), free


@E.step("lineup")
def _lineup_step(s: GameState, events: list[Event], fresh: bool) -> bool:
    if fresh:
        s.queue = s.clockwise_from(s.first_player)
    while s.queue:
        seat = s.queue[0]
        cards, free = _lineup_choices(s, seat)
        if cards and free and not s.players[seat].eliminated:
            return E.wait(s, PH_LINEUP, seat)
        s.queue.pop(0)
    return False


def _describe_lineup(s: GameState, seat: int) -> E.Decision:
    cards, free = _lineup_choices(s, seat)
    return E.Decision(seat, PH_LINEUP, f"{s.players[seat].name}: place a Horse card on a "
                      "stable you own, or pass", {"cards": cards, "horses": free},
                      can_pass=True)


def _check_lineup(s: GameState, d: E.Decision, a: Action) -> None:
    if a.type != LINEUP or a.card not in d.options["cards"]:
        raise IllegalAction("Starting Lineup", "place one of your Horse cards")
    if a.horse not in d.options["horses"]:
        raise IllegalAction("Starting Lineup", "a Horse card goes on a stable you own that "
                            "has no Horse card yet")


def _handle_lineup(s: GameState, events: list[Event], seat: int, a: Action) -> None:
    if a.type == PASS:
        E.emit(s, events, "lineup_pass", round=s.round, seat=seat)
        s.queue.pop(0)
        return
    s.players[seat].horses.remove(a.card)  # type: ignore[arg-type]
    s.lineup[a.horse] = {"seat": seat, "card": a.card}  # type: ignore[index]
    E.emit(s, events, "lineup", round=s.round, seat=seat, horse=a.horse, card=a.card)


E.phase(PH_LINEUP, _describe_lineup, _check_lineup, _handle_lineup,
        lambda s, d: [Action(LINEUP, card=c, horse=h) for c in d.options["cards"]
                      for h in d.options["horses"]])
E.EXPAND_JSON[PH_LINEUP] = lambda s, d: [{"type": LINEUP, "horse": h, "card": c}
                                         for c in d.options["cards"]
                                         for h in d.options["horses"]]


# ---- Horse cards in the race -----------------------------------------------------------

def lane_horse_effects(s: GameState, colour: str) -> list[tuple[int, Effect]]:
    """The effects of the Horse card running on a lane (Troy: those of the card it copies)."""
    slot = s.lineup.get(colour)
    if slot is None:
        return []
    card = slot["card"]
    copied = s.board.get("troy", {}).get(colour)
    source = _board(s).horse(copied if copied is not None else card)
    return [(card, e) for e in source.effects]


def _race_effects(s: GameState, colour: str) -> list[tuple[int, Effect]]:
    if colour not in s.lineup:  # no Horse card on this lane (most lanes): no effects
        return []
    return [(c, e) for c, e in lane_horse_effects(s, colour) if e.trigger in RACE_TRIGGERS]


def _reveal_odds_extra(s: GameState, colour: str) -> list[tuple[int, Effect]]:
    """A Horse card's odds change at the reveal, unless an Action card on its lane has one."""
    if colour not in s.lineup:  # no Horse card on this lane (most lanes): no change
        return []
    overruled = any(e.trigger == "reveal" and e.op == "odds"
                    for pc in s.lanes[colour] for e in s.data.action(pc.card).effects)
    if overruled:
        return []
    return [(c, e) for c, e in lane_horse_effects(s, colour)
            if e.trigger == "reveal" and e.op == "odds"]


E.HORSE_EFFECTS[BOARD] = _race_effects
E.REVEAL_ODDS_EXTRA[BOARD] = _reveal_odds_extra


def _troy_lane(s: GameState) -> str | None:
    for colour, slot in s.lineup.items():
        if any(e.trigger == "reveal" and e.op == "copy_horse"
               for e in _board(s).horse(slot["card"]).effects):
            return colour
    return None


def _troy_options(s: GameState, lane: str) -> list[int]:
    return sorted(slot["card"] for c, slot in s.lineup.items() if c != lane)


@E.step("troy_copy")
def _troy_step(s: GameState, events: list[Event], fresh: bool) -> bool:
    lane = _troy_lane(s)
    if lane is None or lane in s.board.get("troy", {}):
        return False
    options = _troy_options(s, lane)
    seat = s.lineup[lane]["seat"]
    if not options:
        return False
    if len(options) == 1 or s.players[seat].eliminated:
        # Nobody chooses: the event says so ("auto"), so the table can tell it at that moment.
        _copy_horse(s, events, lane, options[0],
                    auto="one_target" if len(options) == 1 else "owner_out")
        return False
    s.queue = []
    return E.wait(s, PH_TROY, seat)


def _copy_horse(s: GameState, events: list[Event], lane: str, card: int,
                auto: str | None = None) -> None:
    s.board.setdefault("troy", {})[lane] = card
    extra = {"auto": auto} if auto else {}
    E.emit(s, events, "horse_copy", round=s.round, horse=lane, card=s.lineup[lane]["card"],
           copied=card, seat=s.lineup[lane]["seat"], **extra)


def _describe_troy(s: GameState, seat: int) -> E.Decision:
    lane = _troy_lane(s)
    return E.Decision(seat, PH_TROY, f"{s.players[seat].name}: Troy copies another Horse "
                      "card on the track: choose which", {"horse": lane,
                                                         "cards": _troy_options(s, lane)})


def _check_troy(s: GameState, d: E.Decision, a: Action) -> None:
    if a.type != COPY or a.card not in d.options["cards"]:
        raise IllegalAction("Troy", "choose one of the other Horse cards on the track")


def _handle_troy(s: GameState, events: list[Event], seat: int, a: Action) -> None:
    _copy_horse(s, events, _troy_lane(s), a.card)  # type: ignore[arg-type]
    s.queue.pop(0)


E.phase(PH_TROY, _describe_troy, _check_troy, _handle_troy,
        lambda s, d: [Action(COPY, card=c) for c in d.options["cards"]])


# ---- Eric Change -----------------------------------------------------------------------

def _eric_seat(s: GameState) -> int | None:
    for seat in s.active_seats():
        if E.ability_value(s, seat, "reveal", "move_odds", None) is not None:
            return seat
    return None


@E.step("eric_odds")
def _eric_step(s: GameState, events: list[Event], fresh: bool) -> bool:
    seat = _eric_seat(s)
    if seat is None or s.board.get("eric_done"):
        return False
    s.queue = []
    return E.wait(s, PH_ERIC, seat)


def _describe_eric(s: GameState, seat: int) -> E.Decision:
    rows = int(E.ability_value(s, seat, "reveal", "move_odds", 0))
    return E.Decision(seat, PH_ERIC, f"{s.players[seat].name} (Eric Change): move one stable "
                      f"token {rows} rows up or down, or pass",
                      {"horses": list(s.colours), "rows": [-rows, rows]}, can_pass=True)


def _check_eric(s: GameState, d: E.Decision, a: Action) -> None:
    if a.type != ODDS_MOVE or a.horse not in s.colours or a.value not in d.options["rows"]:
        raise IllegalAction("Eric Change", f"move a stable token by one of {d.options['rows']} rows")


def _handle_eric(s: GameState, events: list[Event], seat: int, a: Action) -> None:
    s.board["eric_done"] = True
    s.queue.pop(0)
    if a.type == PASS:
        E.emit(s, events, "odds_move_pass", round=s.round, seat=seat)
        return
    values = s.data.odds_values
    old = s.odds[a.horse]  # type: ignore[index]
    i = min(max(values.index(old) + int(a.value), 0), len(values) - 1)  # type: ignore[arg-type]
    s.odds[a.horse] = values[i]  # type: ignore[index]
    E.emit(s, events, "odds_move", round=s.round, seat=seat, horse=a.horse, rows=a.value,
           **{"from": old, "to": values[i]})


E.phase(PH_ERIC, _describe_eric, _check_eric, _handle_eric,
        lambda s, d: [Action(ODDS_MOVE, horse=h, value=r) for h in d.options["horses"]
                      for r in d.options["rows"]])


# ---- payoffs: star action cards, Horse money, Assistant money --------------------------

@E.step("star_cards")
def _star_cards(s: GameState, events: list[Event], fresh: bool) -> bool:
    """Each player with a winning bet on a horse gets each star card on it once."""
    for colour in s.colours:
        for pc in s.lanes[colour]:
            card = s.data.action(pc.card)
            for e in card.effects:
                if e.trigger != "payoff":
                    continue
                for seat in s.clockwise_from(s.first_player):
                    if not any(b.seat == seat and b.horse == colour and E.winning_bet(s, b)
                               for b in s.bets):
                        continue
                    amount = int(e.value)  # type: ignore[arg-type]
                    if e.op == "danari" and amount >= 0:
                        E.pay(s, events, seat, amount, 0, "star_card", card=pc.card, horse=colour)
                    elif e.op == "danari":
                        _charge(s, events, seat, -amount, "star_card", card=pc.card, horse=colour)
                    elif amount >= 0:
                        E.pay(s, events, seat, 0, amount, "star_card", card=pc.card, horse=colour)
                    else:
                        # VP never go below 0: only tokens held can be lost.
                        lost = min(-amount, s.players[seat].vp_tokens)
                        s.players[seat].vp_tokens -= lost
                        E.emit(s, events, "payment", round=s.round, seat=seat, vp=-lost,
                               reason="star_card", card=pc.card, horse=colour,
                               vp_after=s.vp(seat))
    return False


@E.step("horse_money")
def _horse_money(s: GameState, events: list[Event], fresh: bool) -> bool:
    for colour in s.colours:
        slot = s.lineup.get(colour)
        if slot is None or s.players[slot["seat"]].eliminated:
            continue
        for card, e in lane_horse_effects(s, colour):
            if e.trigger == "payoff" and e.op == "danari":
                E.pay(s, events, slot["seat"], int(e.value), 0, "horse_money",  # type: ignore[arg-type]
                      card=card, horse=colour)
    return False


def _neighbour(s: GameState, seat: int, direction: int) -> int | None:
    """The next player still in to the left (+1, clockwise) or right (-1)."""
    n = len(s.players)
    for i in range(1, n):
        other = (seat + direction * i) % n
        if not s.players[other].eliminated:
            return other if other != seat else None
    return None


def _apply_assistant(s: GameState, events: list[Event], seat: int, card: int,
                     e: Effect, via: int | None = None) -> None:
    """One Assistant's Payoffs effect for ``seat`` (``via``: Cédric Copieur copying it)."""
    extra = {"card": card} if via is None else {"card": via, "copied": card}
    if e.op == "danari":
        E.pay(s, events, seat, int(e.value), 0, "assistant", **extra)  # type: ignore[arg-type]
    elif e.op == "danari_if_no_win":
        if not any(b.seat == seat and E.winning_bet(s, b) for b in s.bets):
            E.pay(s, events, seat, int(e.value), 0, "assistant", **extra)  # type: ignore[arg-type]
    elif e.op in ("take_left", "take_right"):
        victim = _neighbour(s, seat, 1 if e.op == "take_left" else -1)
        if victim is not None and _charge(s, events, victim, int(e.value), "assistant_taken",  # type: ignore[arg-type]
                                          to=seat, **extra):
            E.pay(s, events, seat, int(e.value), 0, "assistant", source=victim, **extra)  # type: ignore[arg-type]


def _copyable(s: GameState, seat: int) -> list[int]:
    """Payoff Assistants other players hold that Cédric Copieur may copy."""
    out = []
    for other in s.active_seats():
        if other == seat:
            continue
        for n in s.players[other].assistants:
            if any(e.trigger == "payoff" and e.op != "copy_assistant"
                   for e in _board(s).assistant(n).effects):
                out.append(n)
    return sorted(set(out))


@E.step("assistant_money")
def _assistant_money(s: GameState, events: list[Event], fresh: bool) -> bool:
    """Assistants' Payoffs effects clockwise from the first player."""
    if fresh:
        s.board["assistant_queue"] = [[seat, n] for seat in s.clockwise_from(s.first_player)
                                      for n in s.players[seat].assistants]
    todo = s.board["assistant_queue"]
    while todo:
        seat, n = todo[0]
        if s.players[seat].eliminated:
            todo.pop(0)
            continue
        for e in _board(s).assistant(n).effects:
            if e.trigger != "payoff":
                continue
            if e.op == "copy_assistant":
                options = _copyable(s, seat)
                if len(options) > 1:
                    s.queue = []
                    return E.wait(s, PH_CEDRIC, seat)
                if options:  # one Assistant to copy: no choice to ask for
                    _cedric_copy(s, events, seat, n, options[0], auto="one_target")
            else:
                _apply_assistant(s, events, seat, n, e)
        todo.pop(0)
    return False


def _cedric_copy(s: GameState, events: list[Event], seat: int, card: int, copied: int,
                 auto: str | None = None) -> None:
    extra = {"auto": auto} if auto else {}
    E.emit(s, events, "assistant_copy", round=s.round, seat=seat, card=card, copied=copied,
           **extra)
    for e in _board(s).assistant(copied).effects:
        if e.trigger == "payoff":
            _apply_assistant(s, events, seat, copied, e, via=card)


def _describe_cedric(s: GameState, seat: int) -> E.Decision:
    return E.Decision(seat, PH_CEDRIC, f"{s.players[seat].name} (Cédric Copieur): choose "
                      "another player's Assistant to copy", {"cards": _copyable(s, seat)})


def _check_cedric(s: GameState, d: E.Decision, a: Action) -> None:
    if a.type != COPY or a.card not in d.options["cards"]:
        raise IllegalAction("Cédric Copieur", "copy one of the other players' Assistants")


def _handle_cedric(s: GameState, events: list[Event], seat: int, a: Action) -> None:
    card = s.board["assistant_queue"].pop(0)[1]
    s.queue.pop(0)
    _cedric_copy(s, events, seat, card, a.card)  # type: ignore[arg-type]


E.phase(PH_CEDRIC, _describe_cedric, _check_cedric, _handle_cedric,
        lambda s, d: [Action(COPY, card=c) for c in d.options["cards"]])


# ---- the auctions ----------------------------------------------------------------------

@E.step("dutch_auction")
def _dutch(s: GameState, events: list[Event], fresh: bool) -> bool:
    """The bank buys one VP token: the lowest acceptance wins (stable VP are not for sale)."""
    if fresh:
        prices = _board(s).prices
        seats = [q for q in s.clockwise_from(s.first_player) if s.players[q].vp_tokens > 0]
        s.board["auction"] = {"kind": "dutch", "seats": seats, "out": [], "turn": 0,
                              "offer": prices.dutch_start, "last": None, "price": None}
        E.emit(s, events, "auction_start", round=s.round, kind="dutch",
               offer=prices.dutch_start, seats=seats)
    return _auction_turn(s, events, PH_DUTCH)


@E.step("english_auction")
def _english(s: GameState, events: list[Event], fresh: bool) -> bool:
    """The bank sells one VP token to the highest bidder."""
    if fresh:
        prices = _board(s).prices
        seats = s.clockwise_from(s.first_player)
        s.board["auction"] = {"kind": "english", "seats": seats, "out": [], "turn": 0,
                              "offer": prices.english_start, "last": None, "price": None}
        E.emit(s, events, "auction_start", round=s.round, kind="english",
               offer=prices.english_start, seats=seats)
    return _auction_turn(s, events, PH_ENGLISH)


def _auction_turn(s: GameState, events: list[Event], phase_name: str) -> bool:
    """Asks the next seat still in, or ends the auction when nobody else is left."""
    au = s.board["auction"]
    prices = _board(s).prices
    seats, out, last = au["seats"], au["out"], au["last"]
    players = s.players
    while True:
        # The seats still in (not out, not eliminated): none, or only the best offer so far,
        # ends the auction. Counted, not listed (asked at every auction turn).
        still_in = 0
        one_left = None
        for q in seats:
            if q not in out and not players[q].eliminated:
                still_in += 1
                one_left = q
        if not still_in or (still_in == 1 and one_left == last):
            return _auction_end(s, events)
        if au["kind"] == "dutch" and last is not None and au["offer"] < prices.dutch_floor:
            return _auction_end(s, events)
        seat = seats[au["turn"] % len(seats)]
        if seat in out or players[seat].eliminated or seat == last:
            # Those who left are not asked again; the best offer so far is not asked to
            # outbid itself.
            au["turn"] += 1
            continue
        if au["kind"] == "english" and s.players[seat].danari < au["offer"]:
            out.append(seat)
            _auction_leave(s, events, "english", seat, "cannot_afford")
            au["turn"] += 1
            continue
        s.queue = []
        return E.wait(s, phase_name, seat)


def _auction_leave(s: GameState, events: list[Event], kind: str, seat: int,
                   reason: str) -> None:
    """The ``auction_leave`` event (a frequent one: built as one literal, see E.emit)."""
    s.seq += 1
    events.append({"event": "auction_leave", "seq": s.seq, "round": s.round, "kind": kind,
                   "seat": seat, "reason": reason})


def _auction_end(s: GameState, events: list[Event]) -> bool:
    au = s.board["auction"]
    seat, price_ = au["last"], au["price"]
    if seat is None:
        E.emit(s, events, "auction_end", round=s.round, kind=au["kind"], winner=None,
               price=None)
        return False
    p = s.players[seat]
    if au["kind"] == "dutch":
        p.danari += price_
        p.vp_tokens -= 1
        E.emit(s, events, "auction_end", round=s.round, kind="dutch", winner=seat, seat=seat,
               price=price_, danari=price_, vp=-1, danari_after=p.danari, vp_after=s.vp(seat))
    else:
        p.danari -= price_
        p.vp_tokens += 1
        E.emit(s, events, "auction_end", round=s.round, kind="english", winner=seat,
               seat=seat, price=price_, danari=-price_, vp=1, danari_after=p.danari,
               vp_after=s.vp(seat))
    return False


def _describe_auction(s: GameState, seat: int) -> E.Decision:
    au = s.board["auction"]
    name = s.players[seat].name
    if au["kind"] == "dutch":
        return E.Decision(seat, PH_DUTCH, f"{name}: sell one VP to the Bank for {au['offer']} D, "
                          "or leave the auction", {"offer": au["offer"], "last": au["last"]},
                          can_pass=True)
    return E.Decision(seat, PH_ENGLISH, f"{name}: bid {au['offer']} D for one VP, or leave "
                      "the auction", {"offer": au["offer"], "last": au["last"],
                                      "high": au["price"]}, can_pass=True)


def _check_auction(s: GameState, d: E.Decision, a: Action) -> None:
    if d.kind == PH_DUTCH and a.type != ACCEPT:
        raise IllegalAction("Dutch Auction to Sell 1 VP", "accept the Bank's offer or leave")
    if d.kind == PH_DUTCH:
        _check_price("Dutch Auction to Sell 1 VP", a, d.options["offer"], "the Bank's offer")
    if d.kind == PH_ENGLISH and (a.type != BID or a.value != d.options["offer"]):
        raise IllegalAction("English Auction to Buy 1 VP",
                            f"the next bid is {d.options['offer']} D, or leave")


def _handle_auction(s: GameState, events: list[Event], seat: int, a: Action) -> None:
    au = s.board["auction"]
    prices = _board(s).prices
    s.queue.pop(0)
    au["turn"] += 1
    if a.type == PASS:
        au["out"].append(seat)
        _auction_leave(s, events, au["kind"], seat, "declined")
        return
    au["last"], au["price"] = seat, au["offer"]
    s.seq += 1  # E.emit's event, as one literal (a frequent event: see E.emit)
    events.append({"event": "auction_accept" if au["kind"] == "dutch" else "auction_bid",
                   "seq": s.seq, "round": s.round, "kind": au["kind"], "seat": seat,
                   "price": au["offer"]})
    au["offer"] += -prices.dutch_step if au["kind"] == "dutch" else prices.english_step


for _ph in (PH_DUTCH, PH_ENGLISH):
    E.phase(_ph, _describe_auction, _check_auction, _handle_auction,
            lambda s, d: [Action(ACCEPT)] if d.kind == PH_DUTCH
            else [Action(BID, value=d.options["offer"])])
    # The same list as JSON for the views (asked at every auction turn): no Action objects.
    E.EXPAND_JSON[_ph] = (lambda s, d: [{"type": ACCEPT}] if d.kind == PH_DUTCH
                          else [{"type": BID, "value": d.options["offer"]}])


# ---- the final stage -------------------------------------------------------------------

def _goal_count(s: GameState, seat: int, item: str) -> int:
    b = _board(s)
    cards = s.players[seat].assistants if item == "assistant" else s.players[seat].horses
    total = 0
    for n in cards:
        card: BoardCard = b.assistant(n) if item == "assistant" else b.horse(n)
        counts = [int(e.value) for e in card.effects  # type: ignore[arg-type]
                  if e.trigger == "goals" and e.op == "count" and e.item == item]
        total += counts[0] if counts else 1
    return total


def measure(s: GameState, seat: int, what: str, vp_before: dict[int, int]) -> int:
    """What a Goal compares for one seat."""
    p = s.players[seat]
    return {"stables": lambda: len(p.stables),
            "assistants": lambda: _goal_count(s, seat, "assistant"),
            "goals": lambda: len(p.goals),
            "horses": lambda: _goal_count(s, seat, "horse"),
            "danari": lambda: p.danari,
            "vp": lambda: vp_before[seat]}[what]()


def _final_stage(s: GameState, events: list[Event]) -> None:
    """Loans are repaid (or the borrower is out), then fulfilled Goals score."""
    b = _board(s)
    for seat in s.clockwise_from(s.first_player):
        p = s.players[seat]
        for kind in list(p.loans):
            due = b.loans[kind].repay
            for _, e in _assistant_effects(s, seat):
                if e.trigger == "loan" and e.op == "repay" and e.item == kind:
                    due = min(due, int(e.value))  # type: ignore[arg-type]
            if p.danari >= due:
                p.danari -= due
                p.loans.remove(kind)
                s.loan_cards += 1
                E.emit(s, events, "loan_repaid", round=s.round, seat=seat, kind=kind,
                       danari=-due, danari_after=p.danari)
            else:
                E.emit(s, events, "loan_default", round=s.round, seat=seat, kind=kind, due=due,
                       danari_after=p.danari)
                E.eliminate(s, events, seat, "loan")
                break
    active = s.active_seats()
    vp_before = {seat: s.vp(seat) for seat in active}
    goal_vp = b.prices.goal_vp
    for seat in active:
        seen: set[str] = set()
        for n in s.players[seat].goals:
            g = b.goal(n)
            if g.design in seen:
                E.emit(s, events, "goal_duplicate", seat=seat, card=n, design=g.design)
                continue
            seen.add(g.design)
            mine = measure(s, seat, g.measure, vp_before)
            values = [measure(s, other, g.measure, vp_before) for other in active]
            if g.compare == "most":
                ok = mine >= max(values) and mine > 0
            else:
                ok = mine <= min(values)
            if ok:
                s.players[seat].vp_tokens += goal_vp
                E.emit(s, events, "goal_scored", seat=seat, card=n, design=g.design,
                       vp=goal_vp, vp_after=s.vp(seat))
            else:
                E.emit(s, events, "goal_failed", seat=seat, card=n, design=g.design)


E.FINAL_STAGE[BOARD] = _final_stage
