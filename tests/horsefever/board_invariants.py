"""Board Game invariants, event by event: ``BoardInvariantChecker`` extends the Family checker.

Fed every event of one Board Game in order (unredacted) and, after every ``Game.apply``,
the real state, it keeps its own model of the game built only from the events and checks
it against the rules (``rulings.md``, ``rules-notes.md``, the data files) and the state:

* **Money and VP** (``invariants.py``): every change of a seat's Danari/VP is the signed
  ``danari``/``vp`` of exactly one event; the ledger equals the state after every apply;
  never negative. On top, each amount is what the rules say: purchase prices after
  Assistants and Otto Von Alt, Pass +400 D, François Riche's hire, buying from a player
  (twice the value) and the seller's side, clearance (half, rounded down to 100 D), loans
  (received; repaid with Aronne / Michele's discount), bet payoffs and stable prizes (Miss
  Paris's fourth place, the stable owners of the moment), star cards, Horse card money,
  Assistant money (Brian / Pedro taking from the next player still in, Cédric Copieur
  copying, a victim who cannot pay taking the 2-VP penalty), the auctions, Goal VP.
* **Cards in exactly one place**: every Goal / Assistant / Horse card in its deck (under-deck
  returns included: the cards not kept, and clearance sales, go to the bottom), a player's
  Goals / Assistants / Horses, the starting lineup, or a pending draw
  (``state.board["pending"]``); every action card in the action deck, a hand, a lane or the
  discards; every movement card in the deck or the cards turned. Each holding equals what
  the events put there (draw, keep, sale, clearance, lineup, horse_returned).
* **Stable Owner cards**: each colour owned by at most one seat; a seat's VP = VP tokens +
  stables (so VP tokens never negative); the owners follow purchases, sales and clearances.
* **Loans**: ``state.loan_cards`` + loans held = the data's count; each player at most one
  of each kind; at the end every loan is repaid or its borrower eliminated.
* **Purchases**: each seat still in makes exactly one purchase per step, clockwise from the
  first player (a declined offer does not use the step; no second offer after a refusal
  in that step); Goal / Assistant / Horse / Stable / buying from a player / clearance at
  most once a round (Miss Double: Goal, Assistant, Horse, Stable twice); two action cards
  per purchase (what is left if the deck is short; never from an empty deck); draw 4 (or
  what is left), keep one of them; Horse cards only with a Stable Owner card.
* **Auctions**: the Dutch auction only among players holding a VP token, offers from 1000 D
  down by 100 D, never below 100 D, the seller loses exactly one VP token (stable VP are
  never auctioned); the English auction's bids from 1000 D up by 100 D, each bidder (and
  the winner) could afford the bid; each ends when everyone else has left.
* **The race** (the Family rules oracle, with the Horse cards' effects counted as cards
  in force): reveal discards, odds changes (El Guapo / Biscuit De Mer unless an action card
  with an odds effect is on the lane), Troy's copy, Eric Change's move, plain moves and
  sprints, the moves and sprints of a horse running with a Horse card (or Troy's copy) and
  no action card, the ranking, the odds update.
* **Secrets**: an event naming a Goal card (keep, sale, purchase, clearance) lists it in
  ``secret``, seen only by the seats involved.
* **The end**: loans repaid clockwise from the first player, Goals scored only for
  players still in (each Goal checked against the rules: most / fewest, ties count, a
  second copy scores once, "- VP" on the VP before Goal VP), standings by VP only (Danari
  do not count: equal VP go to a tie-break roll) with eliminated players last.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Generator

from game.horsefever.rules.cards import misplaced_card
from .invariants import InvariantChecker  # tests/ on sys.path

CARD_ITEMS = ("goal", "assistant", "horse")
# Events of the purchase phase (any other event closes the purchase step in progress).
PURCHASE_EVENTS = frozenset({"purchase_step", "purchase", "draw", "keep", "loan_taken",
                             "offer", "offer_declined", "sale", "clearance"})
BET_PAYOFFS = ("win_bet", "show_bet", "stable_prize")
EXTRA_PAYOFFS = ("star_card", "horse_money", "assistant")
RACE_TRIGGERS = ("start", "first", "last", "finish_line", "sprint", "photo_finish")


class BoardInvariantChecker(InvariantChecker):
    """The Family checker plus a model of the Board Game's cards, purchases and auctions."""

    BET_WHICH = ("first", "second", "third")  # Antonio Vesuvio's third bet

    def __init__(self, data: Any, label: str = "", consecutive_seq: bool = True,
                 tolerate: Any = ()) -> None:
        super().__init__(data, label, consecutive_seq, tolerate)
        b = data.board
        assert b is not None, "the Board Game data is not loaded"
        self.b = b
        self.stable_vp = data.rules.stable_vp
        self.expected_board_cards = {
            "goal": sorted(g.number for g in b.goals),
            "assistant": sorted(a.number for a in b.assistants),
            "horse": sorted(h.number for h in b.horses)}
        self.stars = False
        self.characters: list[str] = []
        self.stables: list[list[str]] = []
        self.holdings: dict[str, list[list[int]]] = {}
        self.loans: list[list[str]] = []
        self.loan_cards = b.prices.loan_cards
        self.decks: dict[str, set[int]] = {k: set(v) for k, v in
                                           self.expected_board_cards.items()}
        self.lineup: dict[str, tuple[int, int]] = {}
        self.troy: dict[str, int] = {}
        self.pending_draw: dict[str, Any] | None = None
        self.offer: dict[str, Any] | None = None
        self.last_sale: dict[str, Any] | None = None
        self.next_must: tuple[dict[str, Any], str] | None = None
        self.under_checks: dict[str, list[int]] = {}
        # Card families an event moved since the last check_state (their places re-checked).
        self.dirty: set[str] = set(CARD_ITEMS)
        self.action_total = 0
        # The round's purchases.
        self.in_purchase = False
        self.purchase_step = 0
        self.step_acts: list[int] = []
        self.declined: set[int] = set()
        self.bought: dict[int, Counter[str]] = {}
        # The reveal and the race.
        self.troy_copies = 0
        self.eric_moves = 0
        self.reveal_seen = False
        # Payoffs after the bets (a generator of what must happen, matched event by event).
        self.extras: Generator[dict[str, Any], Any, None] | None = None
        self.extras_last: dict[str, Any] | None = None
        # Auctions.
        self.auction: dict[str, Any] | None = None
        self.auctions_this_round: list[str] = []
        # The end.
        self.final = False
        self.goal_events: list[tuple[str, int, int]] = []
        self.vp_before_goals: list[int] | None = None
        self.loan_order: list[int] = []
        self.final_order: list[int] = []
        self.tie_breaks: list[list[int]] = []

    # ---- small helpers --------------------------------------------------------------------
    def tokens(self, seat: int) -> int:
        """A seat's VP tokens per the ledger: VP minus its Stable Owner cards."""
        return self.vp[seat] - self.stable_vp * len(self.stables[seat])

    def ability(self, seat: int, trigger: str, op: str) -> Any:
        if not self.stars:
            return None
        for e in self.data.abilities.get(self.characters[seat], ()):
            if e.trigger == trigger and e.op == op:
                return e
        return None

    def max_bets(self, seat: int) -> int:
        e = self.ability(seat, "bets", "extra")
        return 2 + (int(e.value) if e is not None else 0)

    def show_places(self, seat: int) -> int:
        e = self.ability(seat, "show", "places")
        return int(e.value) if e is not None else self.data.rules.show_places

    def may_repeat(self, seat: int, item: str) -> bool:
        return self.stars and any(
            e.trigger == "purchase" and e.op == "repeat" and e.item == item
            for e in self.data.abilities.get(self.characters[seat], ()))

    def card_value(self, item: str, colour: str | None = None) -> int:
        if item == "stable":
            return self.data.price_for_odds(self.odds[colour])
        return getattr(self.b.prices, item)

    def price(self, seat: int, item: str, colour: str | None = None) -> int:
        """What an item costs a seat from the bank: sets (lowest wins), then additions."""
        effects = [e for n in self.holdings["assistant"][seat]
                   for e in self.b.assistant(n).effects if e.trigger == "price"]
        if self.stars:
            effects += [e for e in self.data.abilities.get(self.characters[seat], ())
                        if e.trigger == "price"]
        value = self.card_value(item, colour)
        for e in effects:
            if e.item == item and e.op == "set":
                value = min(value, int(e.value))
        for e in effects:
            if e.item == item and e.op == "add":
                value = max(0, value + int(e.value))
        return value

    def clearance_value(self, item: str, colour: str | None = None) -> int:
        p = self.b.prices
        half = self.card_value(item, colour) // p.clearance_divisor
        return half - half % p.clearance_rounding

    def loan_due(self, seat: int, kind: str) -> int:
        due = self.b.loans[kind].repay
        for n in self.holdings["assistant"][seat]:
            for e in self.b.assistant(n).effects:
                if e.trigger == "loan" and e.op == "repay" and e.item == kind:
                    due = min(due, int(e.value))
        return due

    def action_deck_size(self) -> int:
        """Action cards in the deck during the purchases (lanes are empty then)."""
        return self.action_total - sum(len(h) for h in self.hands.values())

    def horse_effects(self, colour: str) -> tuple:
        slot = self.lineup.get(colour)
        if slot is None:
            return ()
        return self.b.horse(self.troy.get(colour, slot[1])).effects

    def _mods(self, horse: str, triggers: tuple[str, ...]) -> bool:
        """A horse has an effect in force: an action card still on its lane or its Horse
        card (Troy: the card it copies)."""
        return super()._mods(horse, triggers) or any(
            e.trigger in triggers for e in self.horse_effects(horse))

    def winning(self, seat: int, horse: str, kind: str) -> bool:
        place = self.ranked.index(horse) + 1
        return place == 1 if kind == "win" else place <= self.show_places(seat)

    def won_on(self, seat: int, horse: str | None = None) -> bool:
        return any(s == seat and (horse is None or h == horse) and self.winning(s, h, k)
                   for s, h, k, _ in self.round_bets)

    def neighbour(self, seat: int, direction: int) -> int | None:
        n = self.players
        for i in range(1, n):
            other = (seat + direction * i) % n
            if other not in self.eliminated:
                return other if other != seat else None
        return None

    def count_for_goals(self, seat: int, item: str) -> int:
        total = 0
        for n in self.holdings[item][seat]:
            card = self.b.assistant(n) if item == "assistant" else self.b.horse(n)
            counts = [int(e.value) for e in card.effects
                      if e.trigger == "goals" and e.op == "count" and e.item == item]
            total += counts[0] if counts else 1
        return total

    def act(self, seat: int, ev: dict[str, Any]) -> None:
        """A seat's purchase for this step (one per step per seat)."""
        if not self.in_purchase:
            self.fail("a purchase outside the purchase phase", ev)
        if self.pending_draw is not None or self.offer is not None:
            self.fail("a purchase while a draw or an offer is pending", ev)
        if seat in self.step_acts:
            self.fail(f"seat {seat} makes a second purchase in step {self.purchase_step}", ev)
        self.step_acts.append(seat)

    def once(self, seat: int, item: str, ev: dict[str, Any]) -> None:
        c = self.bought.setdefault(seat, Counter())
        c[item] += 1
        limit = 2 if item in CARD_ITEMS + ("stable",) and self.may_repeat(seat, item) else 1
        if c[item] > limit:
            self.fail(f"seat {seat} ({self.characters[seat]}) makes purchase {item!r} "
                      f"{c[item]} times in a round (at most {limit})", ev)

    def close_purchase_step(self, ev: dict[str, Any]) -> None:
        want = self.clockwise_from(self.first_player)
        if self.step_acts != want:
            self.fail(f"purchase step {self.purchase_step}: purchases by seats "
                      f"{self.step_acts}, but each seat still in makes one, clockwise from "
                      f"the first player: {want}", ev)
        if self.pending_draw is not None or self.offer is not None:
            self.fail("the purchase phase ends with a draw or an offer pending", ev)

    def set_owner(self, colour: str, seat: int | None) -> None:
        if seat is None:
            self.owners.pop(colour, None)
        else:
            self.owners[colour] = seat

    # ---- the event loop -------------------------------------------------------------------
    def on_event(self, ev: dict[str, Any]) -> None:
        name = ev["type"]
        if self.next_must is not None:
            want, why = self.next_must
            self.next_must = None
            if any(ev.get(k) != v for k, v in want.items()):
                self.fail(f"{why}: expected next {want}", ev)
        if self.in_purchase and name not in PURCHASE_EVENTS and not (
                name == "payout" and ev.get("reason") in ("purchase_pass", "hire")):
            self.in_purchase = False
            self.close_purchase_step(ev)
        if self.extras is not None and name != "odds_update" and not (
                name == "bet_lost" or (name == "payout" and ev["reason"] in BET_PAYOFFS)):
            self.match_extra(ev)
        if ev.get("item") == "goal" and ev.get("card") is not None and name != "draw":
            # A Goal card lies face down: only the seats involved may see which one it is.
            involved = {ev.get("seat"), ev.get("buyer"), ev.get("seller")}
            if "card" not in ev.get("secret", ()) or not set(ev["seen_by"]) <= involved:
                self.fail("a Goal card named in an event every seat sees", ev)
        if name.startswith("goal_") and self.vp_before_goals is None:
            self.vp_before_goals = list(self.vp)
        if name in ("auction_accept", "auction_bid", "auction_leave") and self.auction is None:
            self.fail("an auction move with no auction in progress", ev)
        super().on_event(ev)
        self.count_corners(ev)
        if name in ("lineup", "horse_returned"):
            self.dirty.add("horse")
        elif ev.get("item") in CARD_ITEMS:
            self.dirty.add(ev["item"])
        seat = ev.get("seat")
        if isinstance(seat, int) and self.started and self.tokens(seat) < 0:
            self.fail(f"seat {seat} has {self.tokens(seat)} VP tokens (VP {self.vp[seat]}, "
                      f"stables {self.stables[seat]})", ev)

    def count_corners(self, ev: dict[str, Any]) -> None:
        """Counts rare paths the events alone do not name (for the fuzz's coverage)."""
        name, reason = ev["type"], ev.get("reason")
        if reason == "star_card":
            self.counts["star_card_paid" if name == "payout" else "star_card_charged"] += 1
        elif reason in ("horse_money", "assistant_taken", "hire") and name != "bet_penalty":
            self.counts[reason] += 1
        elif name == "draw" and ev["item"] == "actions" and self.action_deck_size() == 0:
            self.counts["action_deck_emptied"] += 1
        elif name == "bet" and ev["which"] == "third":
            self.counts["third_bet"] += 1

    # ---- setup and rounds -----------------------------------------------------------------
    def ev_game_start(self, ev: dict[str, Any]) -> None:
        super().ev_game_start(ev)
        if ev["variant"] != "board":
            self.fail("the Board Game checker fed a Family game", ev)
        self.rules_oracle = True  # the race and the bet payoffs follow the Family rules
        self.stars = bool(ev["stars"])
        n = self.players
        self.characters = [p["character"] for p in ev["players"]]
        for p in ev["players"]:
            ch = self.data.character(p["character"])
            if ch.star and not self.stars:
                self.fail("a star character without star cards", ev)
            want = [] if ch.owns_odds is None else [
                c for c in self.colours if ev["odds"][c] == ch.owns_odds]
            if p["stables"] != want:
                self.fail(f"{p['character']} starts with stables {p['stables']}, not {want}",
                          ev)
            if p["danari"] != ch.danari:
                self.fail(f"{p['character']} starts with {p['danari']} D, not {ch.danari}",
                          ev)
            if p["vp"] != self.data.rules.starting_vp + self.stable_vp * len(want):
                self.fail("VP at the start = the VP token + the Stable Owner card", ev)
        self.stables = [list(p["stables"]) for p in ev["players"]]
        self.holdings = {item: [[] for _ in range(n)] for item in CARD_ITEMS}
        self.loans = [[] for _ in range(n)]
        self.action_total = sum(1 for c in self.data.actions if self.stars or not c.star)

    def ev_round_start(self, ev: dict[str, Any]) -> None:
        if self.final:
            self.fail("a round after the final stage began", ev)
        super().ev_round_start(ev)
        if self.lineup or self.troy or self.pending_draw or self.offer or self.auction:
            self.fail("a round starts with last round's lineup, draw, offer or auction left",
                      ev)
        self.purchase_step = 0
        self.bought = {}
        self.troy_copies = 0
        self.eric_moves = 0
        self.reveal_seen = False
        self.auctions_this_round = []

    def ev_round_end(self, ev: dict[str, Any]) -> None:
        if self.lineup:
            self.fail(f"Horse cards {self.lineup} not returned to their owners", ev)
        for seat, hand in self.hands.items():
            if hand and seat not in self.eliminated:
                self.fail(f"seat {seat} ends the round with action cards {hand} unplayed "
                          "(cards bought this round must be played)", ev)
        if self.auctions_this_round != ["dutch", "english"] and \
                len(self.eliminated) < self.players - 1:
            self.fail(f"auctions this round {self.auctions_this_round}: the Dutch, then the "
                      "English", ev)
        super().ev_round_end(ev)
        self.troy = {}

    # ---- purchases ------------------------------------------------------------------------
    def ev_purchase_step(self, ev: dict[str, Any]) -> None:
        if self.in_purchase:
            self.close_purchase_step(ev)
        if ev["step"] != self.purchase_step + 1 or ev["step"] > 2:
            self.fail(f"purchase step {ev['step']} after step {self.purchase_step}", ev)
        self.purchase_step = ev["step"]
        self.in_purchase = True
        self.step_acts = []
        self.declined = set()

    def ev_purchase(self, ev: dict[str, Any]) -> None:
        seat, item = ev["seat"], ev["item"]
        if "seller" in ev:
            sale = self.last_sale
            self.last_sale = None
            if sale is None or sale["buyer"] != seat or sale["seat"] != ev["seller"] or \
                    sale["item"] != item or sale.get("card") != ev.get("card") or \
                    sale.get("horse") != ev.get("horse"):
                self.fail(f"a purchase from a player that is not the sale {sale}", ev)
            vp = self.stable_vp if item == "stable" else 0
            if ev["danari"] != -sale["danari"] or ev.get("vp", 0) != vp:
                self.fail("the buyer pays what the seller gets (and takes the stable VP)", ev)
            self.act(seat, ev)
            self.once(seat, "offer", ev)
            return
        self.act(seat, ev)
        if item not in ("actions",) + CARD_ITEMS + ("stable",):
            self.fail(f"no such purchase {item!r}", ev)
        want = self.price(seat, item, ev.get("horse"))
        if ev["danari"] != -want:
            self.fail(f"seat {seat} pays {-ev['danari']} D for {item}, the price is {want} D",
                      ev)
        if self.danari[seat] < want:
            self.fail(f"seat {seat} buys {item} for {want} D with {self.danari[seat]} D", ev)
        if item == "stable":
            colour = ev["horse"]
            if colour in self.owners:
                self.fail(f"the {colour} stable is bought from the bank but seat "
                          f"{self.owners[colour]} owns it", ev)
            if ev.get("vp", 0) != self.stable_vp:
                self.fail("a Stable Owner card is worth 1 VP while held", ev)
            self.stables[seat].append(colour)
            self.set_owner(colour, seat)
            self.once(seat, item, ev)
            return
        if ev.get("vp", 0):
            self.fail("only a stable changes VP at a purchase", ev)
        if item == "actions":
            left = self.action_deck_size()
            want_count = min(self.b.prices.actions_per_purchase, left)
        else:
            if item == "horse" and not self.stables[seat]:
                self.fail("a Horse card bought without a Stable Owner card", ev)
            left = len(self.decks[item])
            want_count = min(self.b.prices.draw, left)
            self.once(seat, item, ev)
        if left == 0:
            self.fail(f"bought from the empty {item} deck", ev)
        if ev["count"] != want_count:
            self.fail(f"{ev['count']} {item} cards drawn, the rules say {want_count} "
                      f"({left} in the deck)", ev)
        self.next_must = ({"type": "draw", "seat": seat, "item": item, "count": want_count},
                          "a purchase draws its cards")

    def ev_draw(self, ev: dict[str, Any]) -> None:
        seat, item, cards = ev["seat"], ev["item"], ev["cards"]
        if len(cards) != ev["count"] or len(set(cards)) != len(cards):
            self.fail("draw: the cards differ from the count (or repeat)", ev)
        if item == "actions":
            self.hands[seat].extend(cards)
            return
        missing = [c for c in cards if c not in self.decks[item]]
        if missing:
            self.fail(f"drew {missing}, not in the {item} deck", ev)
        self.decks[item].difference_update(cards)
        self.pending_draw = {"kind": "keep", "seat": seat, "item": item, "cards": list(cards)}

    def ev_keep(self, ev: dict[str, Any]) -> None:
        pd = self.pending_draw
        if pd is None or pd["seat"] != ev["seat"] or pd["item"] != ev["item"]:
            self.fail(f"keep without a matching draw ({pd})", ev)
        seat, item, card = ev["seat"], ev["item"], ev["card"]
        if card not in pd["cards"]:
            self.fail(f"kept card {card} was not drawn ({pd['cards']})", ev)
        rest = [c for c in pd["cards"] if c != card]
        if ev["returned"] != len(rest):
            self.fail("keep: returned must count the cards not kept", ev)
        self.pending_draw = None
        self.holdings[item][seat].append(card)
        self.decks[item].update(rest)
        self.under_checks[item] = rest
        if item == "assistant":
            for e in self.b.assistant(card).effects:
                if e.trigger == "hire" and e.op == "danari":
                    self.next_must = ({"type": "payout", "seat": seat, "reason": "hire",
                                       "danari": int(e.value), "vp": 0, "card": card},
                                      "François Riche pays when hired from the deck")

    def ev_loan_taken(self, ev: dict[str, Any]) -> None:
        seat, kind = ev["seat"], ev["kind"]
        self.act(seat, ev)
        if kind not in self.b.loans or kind in self.loans[seat] or self.loan_cards <= 0:
            self.fail(f"loan {kind!r} not available to seat {seat} (holds "
                      f"{self.loans[seat]}, {self.loan_cards} cards left)", ev)
        loan = self.b.loans[kind]
        if ev["danari"] != loan.receive or ev["repay"] != loan.repay:
            self.fail(f"a {kind} loan gives {loan.receive} D and costs {loan.repay} D", ev)
        self.loans[seat].append(kind)
        self.loan_cards -= 1

    def ev_offer(self, ev: dict[str, Any]) -> None:
        seat, target, item = ev["seat"], ev["target"], ev["item"]
        if not self.in_purchase or self.offer is not None or self.pending_draw is not None:
            self.fail("an offer outside a free purchase turn", ev)
        if target == seat or target in self.eliminated or not 0 <= target < self.players:
            self.fail("an offer to oneself or to a seat not in the game", ev)
        if seat in self.declined:
            self.fail("a second offer in the step after a refusal", ev)
        if self.bought.get(seat, Counter())["offer"]:
            self.fail("a second purchase from a player in the round", ev)
        if item == "stable":
            if ev["horse"] not in self.stables[target]:
                self.fail(f"seat {target} does not own the {ev['horse']} stable", ev)
            want = self.card_value("stable", ev["horse"])
        elif item in CARD_ITEMS:
            if item == "goal":
                if not self.holdings["goal"][target] or ev.get("card") is not None:
                    self.fail("an offer for a Goal: the seller holds one and chooses it", ev)
            elif ev["card"] not in self.holdings[item][target]:
                self.fail(f"seat {target} does not hold {item} card {ev['card']}", ev)
            if item == "horse" and not self.stables[seat]:
                self.fail("a Horse card bought without a Stable Owner card", ev)
            want = self.card_value(item)
        else:
            self.fail(f"{item!r} cannot be bought from a player", ev)
        want *= self.b.prices.buy_from_player_multiplier
        if ev["price"] != want:
            self.fail(f"offer price {ev['price']} D, twice the value is {want} D", ev)
        if self.danari[seat] < want:
            self.fail(f"an offer of {want} D by a seat with {self.danari[seat]} D", ev)
        self.offer = dict(ev)

    def ev_offer_declined(self, ev: dict[str, Any]) -> None:
        o = self.offer
        if o is None or ev["seat"] != o["target"] or ev["buyer"] != o["seat"] or \
                ev["item"] != o["item"]:
            self.fail(f"offer_declined does not answer the offer {o}", ev)
        self.declined.add(o["seat"])
        self.offer = None

    def ev_sale(self, ev: dict[str, Any]) -> None:
        o = self.offer
        seat, buyer, item = ev["seat"], ev["buyer"], ev["item"]
        if o is None or seat != o["target"] or buyer != o["seat"] or item != o["item"] or \
                ev.get("horse") != o.get("horse"):
            self.fail(f"a sale that is not the offer {o}", ev)
        self.offer = None
        if ev["danari"] != o["price"]:
            self.fail(f"the seller gets {ev['danari']} D, the offer was {o['price']} D", ev)
        vp = self.stable_vp if item == "stable" else 0
        if ev.get("vp", 0) != -vp:
            self.fail("the seller of a stable loses its VP (and only then)", ev)
        if item == "stable":
            self.stables[seat].remove(ev["horse"])
            self.stables[buyer].append(ev["horse"])
            self.set_owner(ev["horse"], buyer)
        else:
            card = ev["card"]
            if item != "goal" and card != o["card"]:
                self.fail(f"sold card {card}, the offer was for {o['card']}", ev)
            if card not in self.holdings[item][seat]:
                self.fail(f"seat {seat} sells {item} card {card} it does not hold", ev)
            self.holdings[item][seat].remove(card)
            self.holdings[item][buyer].append(card)
        self.last_sale = dict(ev)
        self.next_must = ({"type": "purchase", "seat": buyer, "seller": seat, "item": item},
                          "the buyer's side of a sale")

    def ev_clearance(self, ev: dict[str, Any]) -> None:
        seat, item = ev["seat"], ev["item"]
        self.act(seat, ev)
        self.once(seat, "clearance", ev)
        want = self.clearance_value(item, ev.get("horse"))
        if ev["danari"] != want:
            self.fail(f"clearance pays {ev['danari']} D, half the value is {want} D", ev)
        if item == "stable":
            if ev["horse"] not in self.stables[seat]:
                self.fail(f"seat {seat} sells the {ev['horse']} stable it does not own", ev)
            if ev.get("vp", 0) != -self.stable_vp:
                self.fail("a stable sold loses its VP", ev)
            self.stables[seat].remove(ev["horse"])
            self.set_owner(ev["horse"], None)
            return
        if item not in CARD_ITEMS or ev["card"] not in self.holdings[item][seat]:
            self.fail(f"seat {seat} sells a card it does not hold", ev)
        if ev.get("vp", 0):
            self.fail("only a stable changes VP at a clearance", ev)
        self.holdings[item][seat].remove(ev["card"])
        self.decks[item].add(ev["card"])
        self.under_checks[item] = [ev["card"]]

    # ---- lineup, reveal, race ---------------------------------------------------------------
    def ev_lineup(self, ev: dict[str, Any]) -> None:
        seat, colour, card = ev["seat"], ev["horse"], ev["card"]
        if seat in self.eliminated or colour not in self.stables[seat] or colour in self.lineup:
            self.fail(f"seat {seat} places a Horse card on the {colour} lane (stables "
                      f"{self.stables[seat]}, lineup {self.lineup})", ev)
        if card not in self.holdings["horse"][seat]:
            self.fail(f"seat {seat} places Horse card {card} it does not hold", ev)
        self.holdings["horse"][seat].remove(card)
        self.lineup[colour] = (seat, card)

    def ev_horse_returned(self, ev: dict[str, Any]) -> None:
        slot = self.lineup.pop(ev["horse"], None)
        if slot != (ev["seat"], ev["card"]):
            self.fail(f"returned a Horse card that was not on the lane ({slot})", ev)
        self.holdings["horse"][ev["seat"]].append(ev["card"])

    def _troy_lane(self) -> str | None:
        for colour, (_, card) in self.lineup.items():
            if any(e.trigger == "reveal" and e.op == "copy_horse"
                   for e in self.b.horse(card).effects):
                return colour
        return None

    def ev_horse_copy(self, ev: dict[str, Any]) -> None:
        lane = ev["horse"]
        if lane != self._troy_lane() or self.lineup[lane] != (ev["seat"], ev["card"]) or \
                lane in self.troy:
            self.fail(f"a horse_copy by no Troy (lineup {self.lineup})", ev)
        others = [card for c, (_, card) in self.lineup.items() if c != lane]
        if ev["copied"] not in others:
            self.fail(f"Troy copies {ev['copied']}, not a Horse card on the track {others}", ev)
        self.troy[lane] = ev["copied"]
        self.troy_copies += 1

    def _eric(self, ev: dict[str, Any]) -> int:
        seat = ev["seat"]
        e = self.ability(seat, "reveal", "move_odds")
        if e is None or seat in self.eliminated:
            self.fail("an odds move by a seat that is not Eric Change", ev)
        if not self.reveal_seen or self.positions is not None:
            self.fail("Eric Change moves between the reveal and the race", ev)
        self.eric_moves += 1
        if self.eric_moves > 1:
            self.fail("Eric Change decides twice in a round", ev)
        return int(e.value)

    def ev_odds_move(self, ev: dict[str, Any]) -> None:
        rows = self._eric(ev)
        if ev["rows"] not in (rows, -rows):
            self.fail(f"Eric Change moves {rows} rows up or down, not {ev['rows']}", ev)
        c = ev["horse"]
        values = self.data.odds_values
        i = min(max(values.index(self.odds[c]) + ev["rows"], 0), len(values) - 1)
        if ev["from"] != self.odds[c] or ev["to"] != values[i]:
            self.fail(f"{c} at 1:{self.odds[c]} moved {ev['rows']} rows goes to "
                      f"1:{values[i]}", ev)
        self.odds[c] = values[i]

    def ev_odds_move_pass(self, ev: dict[str, Any]) -> None:
        self._eric(ev)

    def ev_reveal(self, ev: dict[str, Any]) -> None:
        super().ev_reveal(ev)  # the oracle is on: the lanes are the cards played
        self.reveal_seen = True
        for seat, hand in self.hands.items():
            if hand:
                self.fail(f"the reveal with seat {seat}'s action cards {hand} unplayed", ev)

    def rule_reveal_done(self, ev: dict[str, Any]) -> None:
        """At race start: discards as in the Family Game; odds changes of the action cards,
        then, per lane, the Horse card's (El Guapo / Biscuit De Mer, or Troy's copy) unless
        an action card still on the lane has an odds effect; Troy and Eric decided."""
        got = {c: sorted(v) for c, v in self.discards.items()}
        if got != self.expected_discards:
            self.fail(f"the reveal discarded {got}, the rulings say {self.expected_discards}",
                      ev)
        want = []
        for c in self.colours:
            action = [(c, int(e.value), card) for card in self.live[c]
                      for e in self._effects(card) if e.trigger == "reveal" and e.op == "odds"]
            want += action
            if not action and c in self.lineup:
                want += [(c, int(e.value), self.lineup[c][1]) for e in self.horse_effects(c)
                         if e.trigger == "reveal" and e.op == "odds"]
        if self.odds_changes != want:
            self.fail(f"odds changes {self.odds_changes}, the rules say {want} (lineup "
                      f"{self.lineup}, Troy {self.troy})", ev)
        if ev["odds"] != self.odds:
            self.fail(f"race odds {ev['odds']} are not the odds after the reveal and Eric "
                      f"Change {self.odds}", ev)
        lane = self._troy_lane()
        copies = 1 if lane is not None and len(self.lineup) > 1 else 0
        if self.troy_copies != copies:
            self.fail(f"{self.troy_copies} Troy copies with lineup {self.lineup}", ev)
        eric = [s for s in self.clockwise_from(0) if self.ability(s, "reveal", "move_odds")]
        if self.eric_moves != (1 if eric else 0):
            self.fail(f"{self.eric_moves} Eric Change decisions (Eric at seats {eric})", ev)

    def _horse_only(self, c: str) -> tuple | None:
        """The Horse card's effects on a lane no action card with a race effect is on."""
        if c not in self.lineup or any(e.trigger in RACE_TRIGGERS for card in self.live[c]
                                       for e in self._effects(card)):
            return None
        return self.horse_effects(c)

    def ev_movement(self, ev: dict[str, Any]) -> None:
        """Horses running with a Horse card and no action card: the card's text decides."""
        if self.rules_oracle and self.positions is not None and self.lineup:
            pos = self.positions
            running = [c for c in self.colours if c not in self.ranked]
            squares = [pos[c] for c in running]
            unit = self.unit + 1
            rows = self.data.odds_values
            for c, m in ev["moves"].items():
                effects = self._horse_only(c)
                if effects is None:
                    continue
                move = ev["values"][rows.index(self.race_odds[c])]
                ops = {(e.trigger, e.op): int(e.value) for e in effects
                       if e.trigger in RACE_TRIGGERS and e.value is not None}
                if unit == 1:
                    move = ops.get(("start", "set"), move)
                    move = max(0, move + ops.get(("start", "add"), 0))
                elif len(running) > 1:
                    if pos[c] == min(squares) and ("last", "set") in ops:
                        move = ops[("last", "set")]
                    if pos[c] == max(squares) and ("first", "set") in ops:
                        move = ops[("first", "set")]
                if pos[c] < self.finish <= pos[c] + move:
                    if any(e.trigger == "finish_line" and e.op == "stop" for e in effects):
                        move = self.finish - pos[c]
                    move += ops.get(("finish_line", "add"), 0)
                if m != move:
                    self.fail(f"{c} runs with Horse card {self.lineup[c][1]} (Troy: "
                              f"{self.troy.get(c)}) and no action card: it moves {move}, "
                              f"not {m}", ev)
        super().ev_movement(ev)

    def ev_sprint(self, ev: dict[str, Any]) -> None:
        if self.rules_oracle and self.lineup:
            for c, m in ev["moves"].items():
                effects = self._horse_only(c)
                if effects is None:
                    continue
                length = 1
                for e in effects:
                    if e.trigger == "sprint" and e.op == "set":
                        length = int(e.value)
                for e in effects:
                    if e.trigger == "sprint" and e.op == "add":
                        length = max(0, length + int(e.value))
                if m != length:
                    self.fail(f"{c} with Horse card {self.lineup[c][1]} sprints {m}, not "
                              f"{length}", ev)
        super().ev_sprint(ev)

    def ev_ranking(self, ev: dict[str, Any]) -> None:
        super().ev_ranking(ev)
        self.extras = self._extras()
        self.extras_last = None

    # ---- payoffs ------------------------------------------------------------------------
    def ev_payout(self, ev: dict[str, Any]) -> None:
        reason = ev["reason"]
        if ev["danari"] < 0 or ev["vp"] < 0:
            self.fail("a payout is never negative (payments are 'payment' events)", ev)
        if reason == "purchase_pass":
            self.act(ev["seat"], ev)
            if (ev["danari"], ev["vp"]) != (self.b.prices.pass_bonus, 0):
                self.fail(f"Pass gives {self.b.prices.pass_bonus} D", ev)
        elif reason == "hire":
            pass  # announced by the keep (next_must)
        elif reason in BET_PAYOFFS:
            pass
        elif reason in EXTRA_PAYOFFS:
            return  # matched by the payoffs generator; not a bet payoff
        else:
            self.fail(f"unknown payout reason {reason!r}", ev)
        super().ev_payout(ev)

    def ev_payment(self, ev: dict[str, Any]) -> None:
        if self.extras is None:
            self.fail("a payment outside the payoffs", ev)
        if ev.get("danari", 0) > 0 or ev.get("vp", 0) > 0:
            self.fail("a payment is a loss", ev)

    def ev_bet_penalty(self, ev: dict[str, Any]) -> None:
        super().ev_bet_penalty(ev)
        seat = ev["seat"]
        lose = self.data.rules.penalty_vp
        if self.tokens(seat) >= lose:
            if ev["eliminated"] or ev["vp"] != -lose:
                self.fail(f"seat {seat} holds {self.tokens(seat)} VP tokens: it loses {lose}",
                          ev)
        elif not ev["eliminated"] or ev["vp"] != 0:
            self.fail(f"seat {seat} holds {self.tokens(seat)} VP tokens (stables do not "
                      "count): it is eliminated", ev)
        if ev["reason"] == "minimum_bet":
            low = max(self.data.rules.min_bet_per_vp * self.vp[seat], self.step)
            if self.danari[seat] >= low:
                self.fail(f"a minimum-bet penalty for a seat with {self.danari[seat]} D "
                          f"(minimum {low} D)", ev)
        if ev["eliminated"]:
            self.next_must = ({"type": "eliminated", "seat": seat, "reason": ev["reason"]},
                              "a penalty without VP tokens eliminates")

    def ev_eliminated(self, ev: dict[str, Any]) -> None:
        le = self.last_event or {}
        if le.get("seat") != ev["seat"] or not (
                (le.get("type") == "bet_penalty" and le.get("eliminated"))
                or le.get("type") == "loan_default"):
            self.fail("an elimination with no penalty or loan default before it", ev)
        super().ev_eliminated(ev)

    def match_extra(self, ev: dict[str, Any]) -> None:
        """Star cards, Horse money and Assistant money, in the engine's order."""
        assert self.extras is not None
        try:
            want = self.extras.send(self.extras_last)
        except StopIteration:
            if len(self.eliminated) >= self.players - 1 and ev["type"] in (
                    "horse_returned", "round_end"):
                # Fewer than two players left: the round ends at once, no odds update.
                self.extras = None
                return
            self.fail("an event after the payoffs were all made (before the odds update)", ev)
        for k, v in want.items():
            if k == "copied_in":
                if ev.get("copied") not in v:
                    self.fail(f"Cédric Copieur copies {ev.get('copied')}, not one of {v}", ev)
            elif ev.get(k) != v:
                self.fail(f"payoffs: the rules say next {want}", ev)
        self.extras_last = ev

    def _charge(self, seat: int, amount: int, fields: dict[str, Any]):
        """A seat pays ``amount`` D, or (if it cannot) takes the 2-VP penalty."""
        if self.danari[seat] >= amount:
            yield {"type": "payment", "seat": seat, "danari": -amount, **fields}
            return True
        yield from self._penalty(seat, fields["reason"])
        return False

    def _penalty(self, seat: int, reason: str):
        lose = self.data.rules.penalty_vp
        if self.tokens(seat) >= lose:
            yield {"type": "bet_penalty", "seat": seat, "vp": -lose, "eliminated": False,
                   "reason": reason}
        else:
            yield {"type": "bet_penalty", "seat": seat, "vp": 0, "eliminated": True,
                   "reason": reason}
            yield {"type": "eliminated", "seat": seat, "reason": reason}

    def _assistant(self, seat: int, card: int, e: Any, via: int | None = None):
        extra = {"card": card} if via is None else {"card": via, "copied": card}
        value = int(e.value) if e.value is not None else 0
        pay = {"type": "payout", "seat": seat, "danari": value, "vp": 0,
               "reason": "assistant", **extra}
        if e.op == "danari":
            yield pay
        elif e.op == "danari_if_no_win":
            if not self.won_on(seat):
                yield pay
        elif e.op in ("take_left", "take_right"):
            victim = self.neighbour(seat, 1 if e.op == "take_left" else -1)
            if victim is None:
                return
            ok = yield from self._charge(victim, value,
                                         {"reason": "assistant_taken", "to": seat, **extra})
            if ok:
                yield {**pay, "source": victim}
        else:
            self.fail(f"unknown Assistant payoff {e}")

    def _copyable(self, seat: int) -> list[int]:
        out = set()
        for other in range(self.players):
            if other == seat or other in self.eliminated:
                continue
            for n in self.holdings["assistant"][other]:
                if any(e.trigger == "payoff" and e.op != "copy_assistant"
                       for e in self.b.assistant(n).effects):
                    out.add(n)
        return sorted(out)

    def _extras(self):
        """What follows the bet payoffs and stable prizes, in order (a generator: each
        yield is the next event's fields; the event matched is sent back in)."""
        first = self.first_player
        # Star action cards: each winning bettor on the horse, clockwise, per card.
        for c in self.colours:
            for card in self.live[c]:
                for e in self._effects(card):
                    if e.trigger != "payoff":
                        continue
                    for seat in self.clockwise_from(first):
                        if not self.won_on(seat, c):
                            continue
                        amount = int(e.value)
                        base = {"seat": seat, "reason": "star_card", "card": card, "horse": c}
                        if e.op == "danari" and amount >= 0:
                            yield {"type": "payout", **base, "danari": amount, "vp": 0}
                        elif e.op == "danari":
                            yield from self._charge(seat, -amount,
                                                    {"reason": "star_card", "card": card,
                                                     "horse": c})
                        elif amount >= 0:
                            yield {"type": "payout", **base, "danari": 0, "vp": amount}
                        else:
                            lost = min(-amount, self.tokens(seat))
                            yield {"type": "payment", **base, "vp": -lost}
        # Ruling (rules-notes.md): once fewer than two players are in, the part of Payoffs in
        # progress finishes and the rest of the round is skipped.
        if len(self.eliminated) >= self.players - 1:
            return
        # Horse card money to the owner of the lane's Horse card (if still in).
        for c in self.colours:
            slot = self.lineup.get(c)
            if slot is None or slot[0] in self.eliminated:
                continue
            for e in self.horse_effects(c):
                if e.trigger == "payoff" and e.op == "danari":
                    yield {"type": "payout", "seat": slot[0], "danari": int(e.value),
                           "vp": 0, "reason": "horse_money", "card": slot[1], "horse": c}
        if len(self.eliminated) >= self.players - 1:
            return
        # Assistants clockwise from the first player, each seat's in the order hired.
        todo = [(seat, n) for seat in self.clockwise_from(first)
                for n in list(self.holdings["assistant"][seat])]
        for seat, n in todo:
            if seat in self.eliminated:
                continue
            for e in self.b.assistant(n).effects:
                if e.trigger != "payoff":
                    continue
                if e.op != "copy_assistant":
                    yield from self._assistant(seat, n, e)
                    continue
                options = self._copyable(seat)
                if not options:
                    continue
                base = {"type": "assistant_copy", "seat": seat, "card": n}
                if len(options) > 1:
                    got = yield {**base, "copied_in": options}
                    copied = got["copied"]
                else:
                    yield {**base, "copied": options[0]}
                    copied = options[0]
                for e2 in self.b.assistant(copied).effects:
                    if e2.trigger == "payoff":
                        yield from self._assistant(seat, copied, e2, via=n)

    def ev_odds_update(self, ev: dict[str, Any]) -> None:
        if self.extras is not None:
            try:
                want = self.extras.send(self.extras_last)
            except StopIteration:
                pass
            else:
                self.fail(f"the odds update before a payoff the rules want: {want}", ev)
            self.extras = None
        super().ev_odds_update(ev)

    # ---- auctions -----------------------------------------------------------------------
    def ev_auction_start(self, ev: dict[str, Any]) -> None:
        kind = ev["kind"]
        p = self.b.prices
        self.auctions_this_round.append(kind)
        if self.auction is not None:
            self.fail("an auction starts inside another", ev)
        order = self.clockwise_from(self.first_player)
        if kind == "dutch":
            want, offer = [s for s in order if self.tokens(s) > 0], p.dutch_start
        else:
            want, offer = order, p.english_start
        if ev["seats"] != want or ev["offer"] != offer:
            self.fail(f"the {kind} auction starts at {offer} D among seats {want} (Dutch: "
                      "only players with a VP token)", ev)
        self.auction = {"kind": kind, "seats": list(want), "out": set(), "last": None,
                        "price": None, "offer": offer, "asked": -1}

    def _auction_turn(self, ev: dict[str, Any]) -> None:
        """Seats are asked in turn, clockwise from the first player, skipping those who left
        and the holder of the best offer."""
        au = self.auction
        assert au is not None
        seats = au["seats"]
        for k in range(1, len(seats) + 1):
            q = seats[(au["asked"] + k) % len(seats)]
            if q not in au["out"] and q not in self.eliminated and q != au["last"]:
                break
        else:
            q = None
        if ev["seat"] != q:
            self.fail(f"seat {ev['seat']} moves in the auction, but it is seat {q}'s turn "
                      f"({au})", ev)
        au["asked"] = seats.index(ev["seat"])

    def _auction_move(self, ev: dict[str, Any], kind: str) -> dict[str, Any]:
        au = self.auction
        assert au is not None
        seat = ev["seat"]
        if ev["kind"] != au["kind"] or au["kind"] != kind:
            self.fail(f"a {kind} move in the {au['kind']} auction", ev)
        if seat not in au["seats"] or seat in au["out"] or seat == au["last"] or \
                seat in self.eliminated:
            self.fail(f"seat {seat} may not take part now ({au})", ev)
        self._auction_turn(ev)
        return au

    def ev_auction_accept(self, ev: dict[str, Any]) -> None:
        au = self._auction_move(ev, "dutch")
        if ev["price"] != au["offer"] or au["offer"] < self.b.prices.dutch_floor:
            self.fail(f"accepts {ev['price']} D, the offer is {au['offer']} D", ev)
        au["last"], au["price"] = ev["seat"], ev["price"]
        au["offer"] -= self.b.prices.dutch_step

    def ev_auction_bid(self, ev: dict[str, Any]) -> None:
        au = self._auction_move(ev, "english")
        if ev["price"] != au["offer"]:
            self.fail(f"bids {ev['price']} D, the next bid is {au['offer']} D", ev)
        if self.danari[ev["seat"]] < ev["price"]:
            self.fail(f"seat {ev['seat']} bids {ev['price']} D with {self.danari[ev['seat']]}"
                      " D", ev)
        au["last"], au["price"] = ev["seat"], ev["price"]
        au["offer"] += self.b.prices.english_step

    def ev_auction_leave(self, ev: dict[str, Any]) -> None:
        au = self.auction
        assert au is not None
        seat = ev["seat"]
        if ev["kind"] != au["kind"] or seat not in au["seats"] or seat in au["out"] or \
                seat == au["last"]:
            self.fail(f"seat {seat} leaves an auction it is not in ({au})", ev)
        self._auction_turn(ev)
        if ev["reason"] == "cannot_afford":
            if au["kind"] != "english" or self.danari[seat] >= au["offer"]:
                self.fail(f"'cannot afford' with {self.danari[seat]} D against "
                          f"{au['offer']} D", ev)
        elif ev["reason"] != "declined":
            self.fail("a player leaves an auction declining or unable to afford", ev)
        au["out"].add(seat)

    def ev_auction_end(self, ev: dict[str, Any]) -> None:
        au = self.auction
        self.auction = None
        if au is None or ev["kind"] != au["kind"]:
            self.fail("auction_end without its auction", ev)
        assert au is not None
        left = [q for q in au["seats"] if q not in au["out"] and q not in self.eliminated]
        below = au["kind"] == "dutch" and au["last"] is not None and \
            au["offer"] < self.b.prices.dutch_floor
        if left and left != [au["last"]] and not below:
            self.fail(f"the auction ends with seats {left} still in ({au})", ev)
        if ev["winner"] != au["last"] or ev["price"] != au["price"]:
            self.fail(f"the auction goes to the last offer: seat {au['last']} at "
                      f"{au['price']} D", ev)
        if au["last"] is None:
            if "seat" in ev:
                self.fail("an auction without a winner changes no balance", ev)
            return
        seat, price = au["last"], au["price"]
        if ev.get("seat") != seat:
            self.fail("the auction's balance change is the winner's", ev)
        if au["kind"] == "dutch":
            if self.tokens(seat) < 1:
                self.fail(f"seat {seat} sells a VP with {self.tokens(seat)} VP tokens: stable "
                          "VP are never auctioned", ev)
            if (ev["danari"], ev["vp"]) != (price, -1):
                self.fail(f"the Dutch winner gets {price} D for one VP token", ev)
        else:
            if self.danari[seat] < price:
                self.fail(f"the English winner pays {price} D with {self.danari[seat]} D", ev)
            if (ev["danari"], ev["vp"]) != (-price, 1):
                self.fail(f"the English winner pays {price} D for one VP token", ev)
        self.counts[f"auction_sold:{au['kind']}"] += 1

    # ---- the end ------------------------------------------------------------------------
    def _final_event(self, ev: dict[str, Any]) -> None:
        if not self.final:
            self.final_order = self.clockwise_from(self.first_player)
        self.final = True
        if self.round != self.rounds and len(self.eliminated) < self.players - 1:
            self.fail("the final stage before the last round", ev)

    def ev_loan_repaid(self, ev: dict[str, Any]) -> None:
        self._final_event(ev)
        seat, kind = ev["seat"], ev["kind"]
        if kind not in self.loans[seat] or seat in self.eliminated:
            self.fail(f"seat {seat} repays a {kind} loan it does not hold", ev)
        due = self.loan_due(seat, kind)
        if ev["danari"] != -due:
            self.fail(f"the {kind} loan costs seat {seat} {due} D", ev)
        self.loans[seat].remove(kind)
        self.loan_cards += 1
        self.loan_order.append(seat)

    def ev_loan_default(self, ev: dict[str, Any]) -> None:
        self._final_event(ev)
        seat, kind = ev["seat"], ev["kind"]
        due = self.loan_due(seat, kind)
        if kind not in self.loans[seat] or ev["due"] != due:
            self.fail(f"seat {seat} defaults on a {kind} loan (due {due} D) it does not hold",
                      ev)
        if self.danari[seat] >= due:
            self.fail(f"seat {seat} has {self.danari[seat]} D: it can repay {due} D", ev)
        self.loan_order.append(seat)
        self.next_must = ({"type": "eliminated", "seat": seat, "reason": "loan"},
                          "a loan that cannot be repaid eliminates")

    def _goal(self, ev: dict[str, Any]) -> None:
        self._final_event(ev)
        if ev["seat"] in self.eliminated:
            self.fail("a Goal of an eliminated player is checked", ev)
        if ev["card"] not in self.holdings["goal"][ev["seat"]]:
            self.fail("a Goal the seat does not hold", ev)
        if self.b.goal(ev["card"]).design != ev["design"]:
            self.fail("a Goal with the wrong design", ev)
        self.goal_events.append((ev["type"], ev["seat"], ev["card"]))

    def ev_goal_scored(self, ev: dict[str, Any]) -> None:
        self._goal(ev)
        if ev["vp"] != self.b.prices.goal_vp:
            self.fail(f"a Goal is worth {self.b.prices.goal_vp} VP", ev)

    def ev_goal_failed(self, ev: dict[str, Any]) -> None:
        self._goal(ev)

    def ev_goal_duplicate(self, ev: dict[str, Any]) -> None:
        self._goal(ev)

    def ev_tie_break(self, ev: dict[str, Any]) -> None:
        self.tie_breaks.append(sorted(ev["seats"]))

    def expected_goals(self) -> list[tuple[str, int, int]]:
        active = [s for s in range(self.players) if s not in self.eliminated]
        vp_before = self.vp_before_goals or list(self.vp)
        measure = {
            "stables": lambda s: len(self.stables[s]),
            "assistants": lambda s: self.count_for_goals(s, "assistant"),
            "goals": lambda s: len(self.holdings["goal"][s]),
            "horses": lambda s: self.count_for_goals(s, "horse"),
            "danari": lambda s: self.danari[s],
            "vp": lambda s: vp_before[s]}
        out = []
        for seat in active:
            seen: set[str] = set()
            for n in self.holdings["goal"][seat]:
                g = self.b.goal(n)
                if g.design in seen:
                    out.append(("goal_duplicate", seat, n))
                    continue
                seen.add(g.design)
                f = measure[g.measure]
                mine, values = f(seat), [f(o) for o in active]
                ok = (mine >= max(values) and mine > 0) if g.compare == "most" \
                    else mine <= min(values)
                out.append(("goal_scored" if ok else "goal_failed", seat, n))
        return out

    def ev_game_end(self, ev: dict[str, Any]) -> None:
        self._final_event(ev)
        if self.lineup:
            self.fail(f"the game ends with Horse cards {self.lineup} still in the lineup: "
                      "they go back to their owners (and count for their Goals)", ev)
        for seat in range(self.players):
            if self.loans[seat] and seat not in self.eliminated:
                self.fail(f"seat {seat} ends the game still owing {self.loans[seat]} and not "
                          "eliminated", ev)
        pos = [self.final_order.index(s) for s in self.loan_order]
        if pos != sorted(pos):
            self.fail(f"loans settled by seats {self.loan_order}: clockwise from the first "
                      f"player {self.first_player}", ev)
        want = self.expected_goals()
        if self.goal_events != want:
            self.fail(f"Goals {self.goal_events}, the rules say {want}", ev)
        super().ev_game_end(ev)
        # Board Game ties: Danari do not count; equal VP go to a die roll.
        active = [x for x in ev["standings"] if not x["eliminated"]]
        by_vp: dict[int, list[int]] = {}
        for x in active:
            by_vp.setdefault(x["vp"], []).append(x["seat"])
        for vp, seats in by_vp.items():
            if len(seats) > 1 and sorted(seats) not in self.tie_breaks:
                self.fail(f"seats {seats} tie on {vp} VP but no tie-break roll among them "
                          "(Danari do not count in the Board Game)", ev)

    # ---- the state ----------------------------------------------------------------------
    def check_state(self, game: Any, legal: list | None = None) -> None:
        super().check_state(game, legal)
        s = game.state
        if self.next_must is not None:
            self.fail(f"an apply ended before the event that must follow: "
                      f"{self.next_must[0]} ({self.next_must[1]})")
        owned: Counter[str] = Counter()
        for p in s.players:
            i = p.seat
            if sorted(p.stables) != sorted(self.stables[i]):
                self.fail(f"seat {i} holds stables {p.stables}, the events say "
                          f"{self.stables[i]}")
            owned.update(p.stables)
            for item, cards in (("goal", p.goals), ("assistant", p.assistants),
                                ("horse", p.horses)):
                if cards != self.holdings[item][i]:
                    self.fail(f"seat {i} holds {item} cards {cards}, the events say "
                              f"{self.holdings[item][i]}")
            if p.loans != self.loans[i] or len(set(p.loans)) != len(p.loans):
                self.fail(f"seat {i} holds loans {p.loans}, the events say {self.loans[i]}")
            if p.vp_tokens != self.tokens(i):
                self.fail(f"seat {i} holds {p.vp_tokens} VP tokens, the events say "
                          f"{self.tokens(i)}")
            if self.ended and p.loans and not p.eliminated:
                self.fail(f"the game is over and seat {i} still owes {p.loans}")
        if any(n > 1 for n in owned.values()):
            self.fail(f"a stable with two owners: {dict(owned)}")
        held = sum(len(p.loans) for p in s.players)
        if s.loan_cards != self.loan_cards or s.loan_cards + held != self.b.prices.loan_cards:
            self.fail(f"{s.loan_cards} loan cards left + {held} held, not "
                      f"{self.b.prices.loan_cards}")
        lineup = {c: (v["seat"], v["card"]) for c, v in s.lineup.items()}
        if lineup != self.lineup:
            self.fail(f"lineup {s.lineup}, the events say {self.lineup}")
        pending = s.board.get("pending")
        if self.pending_draw is not None:
            if pending != self.pending_draw:
                self.fail(f"pending {pending}, the events say {self.pending_draw}")
        elif self.offer is not None:
            o = self.offer
            if not pending or pending.get("kind") != "offer" or any(
                    pending.get(k) != o.get(k) for k in ("seat", "target", "item", "price")):
                self.fail(f"pending {pending}, the events say the offer {o}")
        elif pending is not None:
            self.fail(f"pending {pending} with no draw or offer in the events")
        if s.board.get("troy", {}) != self.troy:
            self.fail(f"Troy's copy {s.board.get('troy')}, the events say {self.troy}")
        decks = {"goal": s.goal_deck, "assistant": s.assistant_deck, "horse": s.horse_deck}
        for item in CARD_ITEMS:
            deck = decks[item]
            if len(deck) != len(self.decks[item]):
                self.fail(f"the {item} deck holds {len(deck)} cards, the events say "
                          f"{len(self.decks[item])}")
            if item not in self.dirty and not self.ended:
                continue  # no event moved a card of this family since the last check
            if set(deck) != self.decks[item]:
                self.fail(f"the {item} deck {sorted(deck)}, the events say "
                          f"{sorted(self.decks[item])}")
            # Every card in exactly one place, as the events tell it (game.horsefever.rules.cards).
            places = [(item, "", f"the {item} deck", c) for c in deck]
            for seat, held in enumerate(self.holdings[item]):
                places += [(item, "", f"{item} cards of seat {seat} (by the events)", c)
                           for c in held]
            if item == "horse":
                places += [(item, "", f"the lineup on {colour} (by the events)", card)
                           for colour, (_, card) in self.lineup.items()]
            if self.pending_draw is not None and self.pending_draw["item"] == item:
                places += [(item, "", f"the {item} cards drawn (by the events)", c)
                           for c in self.pending_draw["cards"]]
            problem = misplaced_card(places, {item: set(self.expected_board_cards[item])})
            if problem is not None:
                self.fail(problem)
        for item, bottom in self.under_checks.items():
            if decks[item][:len(bottom)] != bottom:
                self.fail(f"cards {bottom} must go under the {item} deck: the bottom is "
                          f"{decks[item][:len(bottom)]}")
        self.under_checks = {}
        self.dirty = set()
