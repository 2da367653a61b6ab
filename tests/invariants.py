"""Game invariants checked event by event: a reusable checker for fuzzing and replays.

``InvariantChecker`` is fed every event of one game in order (``feed`` / ``feed_all``) and,
after every ``Game.apply``, the real state (``check_state``). It keeps its own ledger of
each seat's Danari and VP, built only from the events:

* ``game_start`` gives the starting balances (``players[i].danari`` and ``.vp``);
* any event with a ``seat`` and a top-level ``danari`` and/or ``vp`` is a signed change of
  that seat's balance (``payout``, ``bet_penalty``, ...);
* a ``bet`` event carries ``stake`` instead: a Danari decrease.

The bank is unlimited, so nothing else may change a balance: after every ``apply`` the
ledger must equal ``state.players[i].danari`` and ``state.vp(i)``. ``*_after`` fields in
events must match the ledger at that event.

It also checks, per event: ``event`` and strictly increasing ``seq``; horse positions
never decrease during a race (and ``moves`` add up); a ranked horse never runs again;
``ranking`` is a permutation of the horses and matches the ``ranked`` events; bet tokens
never exceed the table; stakes are legal multiples; odds stay on the Blackboard; nothing
follows ``game_end``, whose ``standings`` are a permutation of the seats and match the
ledger. Per state: every action card and every movement card is in exactly one place,
VP and Danari never negative, the bet-token reserve plus the bets on the table equals the
table's tokens, the hands equal the cards dealt minus the cards played, a game that is not
over has a decision and legal actions (``is_over()`` iff no decision).

The Board Game can subclass it: extend ``STAKE_EVENTS``, ``card_zones`` (more places a
card can be), ``expected_action_cards``, or override ``on_event`` and call ``super()``.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Iterable


class InvariantError(AssertionError):
    """An invariant broke: the message says which, at which event, with the facts."""


class InvariantChecker:
    """Feeds on one game's events (unredacted) and checks the state after each apply."""

    # Events whose ``stake`` field is a Danari decrease of ``seat`` (money onto the table).
    STAKE_EVENTS = frozenset({"bet"})
    # Events that may carry ``danari``/``vp`` but are not balance changes of ``seat``.
    NOT_CHANGES = frozenset({"game_start", "game_end"})

    def __init__(self, data: Any, label: str = "") -> None:
        self.data = data
        self.label = label
        self.colours = tuple(data.colours)
        self.odds_values = set(data.odds_values)
        self.step = data.rules.stake_step
        self.finish = data.track.finish_line
        self.started = False
        self.family = True
        self._expected: dict[tuple[str, bool], list[int]] = {}
        self.ended = False
        self.last_seq = 0
        self.n_events = 0
        self.danari: list[int] = []
        self.vp: list[int] = []
        self.players = 0
        self.bet_tokens_per_colour = 0
        self.round = 0
        self.rounds = 0
        self.rounds_seen = 0
        self.bets_this_round: Counter[str] = Counter()
        self.bets_by_seat: Counter[int] = Counter()
        self.hands: dict[int, list[int]] = {}
        self.eliminated: set[int] = set()
        self.elimination_order: list[int] = []
        self.positions: dict[str, int] | None = None
        self.ranked: list[str] = []
        self.last_event: dict[str, Any] | None = None
        self.counts: Counter[str] = Counter()  # events seen, by name (for coverage reports)

    # ---- helpers ------------------------------------------------------------------------
    def fail(self, what: str, event: dict[str, Any] | None = None) -> None:
        where = f"[{self.label}] " if self.label else ""
        if event is not None:
            what += f"\n  at event {event!r}"
        raise InvariantError(where + what)

    def money_delta(self, ev: dict[str, Any]) -> tuple[int, int]:
        """The (danari, vp) change an event makes to ``ev["seat"]`` (0, 0 if none)."""
        name = ev["event"]
        if name in self.NOT_CHANGES or "seat" not in ev:
            return 0, 0
        if name in self.STAKE_EVENTS:
            return -int(ev["stake"]), int(ev.get("vp", 0))
        d, v = ev.get("danari", 0), ev.get("vp", 0)
        if not isinstance(d, int) or not isinstance(v, int) or isinstance(d, bool) \
                or isinstance(v, bool):
            self.fail("danari/vp fields of an event must be integer changes", ev)
        return d, v

    # ---- events -------------------------------------------------------------------------
    def feed_all(self, events: Iterable[dict[str, Any]]) -> None:
        for ev in events:
            self.feed(ev)

    def feed(self, ev: dict[str, Any]) -> None:
        """Checks one event (in order) and updates the checker's own model."""
        if not isinstance(ev, dict) or "event" not in ev or "seq" not in ev:
            self.fail("every event is a dict with 'event' and 'seq'", ev)  # type: ignore[arg-type]
        if not isinstance(ev["seq"], int) or ev["seq"] <= self.last_seq:
            self.fail(f"seq must strictly increase (last {self.last_seq})", ev)
        if self.ended:
            self.fail("an event after game_end", ev)
        if not self.started and ev["event"] != "game_start":
            self.fail("the first event must be game_start", ev)
        self.last_seq = ev["seq"]
        self.n_events += 1
        self.counts[ev["event"]] += 1
        self.on_event(ev)
        self.last_event = ev

    def on_event(self, ev: dict[str, Any]) -> None:
        name = ev["event"]
        handler = getattr(self, "ev_" + name, None)
        if handler is not None:
            handler(ev)
        seat = ev.get("seat")
        if isinstance(seat, int) and not isinstance(seat, bool) and self.started:
            if not 0 <= seat < self.players:
                self.fail(f"seat {seat} out of range", ev)
            dd, dv = self.money_delta(ev)
            if dd or dv:
                if seat in self.eliminated and name not in ("bet_penalty",):
                    self.fail(f"seat {seat} is out of the game but its balance changes", ev)
                self.danari[seat] += dd
                self.vp[seat] += dv
            if "danari_after" in ev and ev["danari_after"] != self.danari[seat]:
                self.fail(f"danari_after {ev['danari_after']} but the events add up to "
                          f"{self.danari[seat]} for seat {seat}", ev)
            if "vp_after" in ev and ev["vp_after"] != self.vp[seat]:
                self.fail(f"vp_after {ev['vp_after']} but the events add up to "
                          f"{self.vp[seat]} for seat {seat}", ev)
            if self.vp[seat] < 0:
                self.fail(f"seat {seat} VP went negative ({self.vp[seat]})", ev)
            if self.danari[seat] < 0:
                self.fail(f"seat {seat} Danari went negative ({self.danari[seat]})", ev)

    def ev_game_start(self, ev: dict[str, Any]) -> None:
        if self.started:
            self.fail("a second game_start", ev)
        self.started = True
        players = ev["players"]
        self.players = len(players)
        if [p["seat"] for p in players] != list(range(self.players)):
            self.fail("game_start players must be seats 0..n-1 in order", ev)
        self.danari = [int(p["danari"]) for p in players]
        self.vp = [int(p["vp"]) for p in players]
        self.rounds = int(ev["rounds"])
        self.family = ev.get("variant", "family") == "family"
        self.bet_tokens_per_colour = int(ev.get("bet_tokens",
                                                self.data.players[self.players].bet_tokens))
        if set(ev["odds"]) != set(self.colours) or set(ev["odds"].values()) != self.odds_values:
            self.fail("game_start odds must put each stable on its own Blackboard row", ev)
        self.hands = {i: [] for i in range(self.players)}

    def ev_round_start(self, ev: dict[str, Any]) -> None:
        if ev["round"] != self.round + 1:
            self.fail(f"round {ev['round']} follows round {self.round}", ev)
        self.round = ev["round"]
        self.rounds_seen += 1
        if self.round > self.rounds:
            self.fail(f"round {self.round} of a {self.rounds}-round game", ev)
        if ev["first_player"] in self.eliminated:
            self.fail("an eliminated seat is the first player", ev)
        self.bets_this_round = Counter()
        self.bets_by_seat = Counter()
        self.positions = None
        self.ranked = []

    def ev_deal(self, ev: dict[str, Any]) -> None:
        seat = ev["seat"]
        if seat in self.eliminated:
            self.fail("cards dealt to an eliminated seat", ev)
        if "cards" in ev:
            if len(ev["cards"]) != ev["count"]:
                self.fail("deal: count differs from the cards", ev)
            self.hands[seat] = list(ev["cards"])

    def ev_bet(self, ev: dict[str, Any]) -> None:
        seat, horse, stake = ev["seat"], ev["horse"], ev["stake"]
        if seat in self.eliminated:
            self.fail("an eliminated seat bets", ev)
        if horse not in self.colours:
            self.fail("a bet on no horse", ev)
        if ev["kind"] not in ("win", "show") or ev["which"] not in ("first", "second"):
            self.fail("bad bet kind/which", ev)
        if stake <= 0 or stake % self.step:
            self.fail(f"stake must be a positive multiple of {self.step}", ev)
        if stake > self.danari[seat]:
            self.fail(f"stake {stake} over the {self.danari[seat]} D seat {seat} has", ev)
        if stake < self.data.rules.min_bet_per_vp * self.vp[seat]:
            self.fail("stake under the minimum bet", ev)
        self.bets_this_round[horse] += 1
        self.bets_by_seat[seat] += 1
        if self.bets_this_round[horse] > self.bet_tokens_per_colour:
            self.fail(f"more {horse} bets than the {self.bet_tokens_per_colour} tokens on "
                      "the table", ev)
        if self.bets_by_seat[seat] > 2:
            self.fail("more than two bets by one seat in a round", ev)

    def ev_bet_penalty(self, ev: dict[str, Any]) -> None:
        if ev["vp"] != -ev["vp_lost"] or ev["vp_lost"] < 0:
            self.fail("bet_penalty: vp must be -vp_lost", ev)

    def ev_eliminated(self, ev: dict[str, Any]) -> None:
        if ev["seat"] in self.eliminated:
            self.fail("a seat eliminated twice", ev)
        self.eliminated.add(ev["seat"])
        self.elimination_order.append(ev["seat"])
        self.hands[ev["seat"]] = []

    def ev_action_played(self, ev: dict[str, Any]) -> None:
        seat = ev["seat"]
        if seat in self.eliminated:
            self.fail("an eliminated seat plays a card", ev)
        if ev["horse"] not in self.colours:
            self.fail("a card on no lane", ev)
        if "card" in ev:
            hand = self.hands[seat]
            if ev["card"] not in hand:
                self.fail(f"card {ev['card']} is not in seat {seat}'s hand {hand}", ev)
            hand.remove(ev["card"])

    def ev_round_end(self, ev: dict[str, Any]) -> None:
        # Every card goes back to its deck at the end of a round (hands included).
        self.hands = {i: [] for i in range(self.players)}

    def ev_race_start(self, ev: dict[str, Any]) -> None:
        if set(ev["odds"]) != set(self.colours):
            self.fail("race_start odds must cover every horse", ev)
        self.positions = {c: 0 for c in self.colours}
        self.ranked = []

    def _moves(self, ev: dict[str, Any]) -> None:
        if self.positions is None:
            self.fail("a race move outside a race", ev)
        assert self.positions is not None
        for c, m in ev["moves"].items():
            if m < 0:
                self.fail(f"{c} moves backwards ({m})", ev)
            if c in self.ranked:
                self.fail(f"{c} moves after it was ranked", ev)
            self.positions[c] += m
        for c, p in ev["positions"].items():
            if p != self.positions[c]:
                self.fail(f"{c} is on {p} but its moves add up to {self.positions[c]} "
                          "(positions never decrease)", ev)
        if set(ev["positions"]) != set(self.colours):
            self.fail("positions must list every horse", ev)

    def ev_movement(self, ev: dict[str, Any]) -> None:
        running = {c for c in self.colours if c not in self.ranked}
        if set(ev["moves"]) != running:
            self.fail(f"the movement card must move exactly the running horses {running}", ev)
        if tuple(ev["values"]) != self.data.movement_card(ev["card"]).values:
            self.fail("movement values differ from the card's", ev)
        self._moves(ev)

    def ev_sprint(self, ev: dict[str, Any]) -> None:
        if len(ev["dice"]) != len(self.data.track.dice) or \
                any(d not in self.colours for d in ev["dice"]):
            self.fail("bad sprint dice", ev)
        if any(c not in ev["dice"] for c in ev["moves"]):
            self.fail("a horse sprints without its die", ev)
        self._moves(ev)

    def ev_ranked(self, ev: dict[str, Any]) -> None:
        for h in ev["horses"]:
            if h in self.ranked or h not in self.colours:
                self.fail(f"{h} ranked twice (or not a horse)", ev)
            assert self.positions is not None
            if self.positions[h] < self.finish:
                self.fail(f"{h} ranked before the finish line", ev)
            self.ranked.append(h)
        if "places" in ev and ev["places"] != [self.ranked.index(h) + 1 for h in ev["horses"]]:
            self.fail("ranked: places differ from the order", ev)

    def ev_ranking(self, ev: dict[str, Any]) -> None:
        order = ev["order"]
        if sorted(order) != sorted(self.colours):
            self.fail("the ranking must be a permutation of the horses", ev)
        if list(order) != self.ranked:
            self.fail(f"the ranking differs from the ranked events {self.ranked}", ev)

    def ev_payout(self, ev: dict[str, Any]) -> None:
        if ev["danari"] < 0 or ev["vp"] < 0:
            self.fail("a Family Game payout is never negative", ev)

    def ev_odds_update(self, ev: dict[str, Any]) -> None:
        if set(ev["odds"]) != set(self.colours) or \
                any(v not in self.odds_values for v in ev["odds"].values()):
            self.fail("odds off the Blackboard", ev)

    def ev_odds_change(self, ev: dict[str, Any]) -> None:
        if ev["to"] not in self.odds_values:
            self.fail("odds off the Blackboard", ev)

    def ev_game_end(self, ev: dict[str, Any]) -> None:
        st = ev["standings"]
        seats = [x["seat"] for x in st]
        if sorted(seats) != list(range(self.players)):
            self.fail("game_end standings must be a permutation of the seats", ev)
        if ev["winner"] != seats[0]:
            self.fail("the winner must head the standings", ev)
        if ev["winner"] in self.eliminated and len(self.eliminated) < self.players:
            self.fail("an eliminated seat won while a seat is still in", ev)
        for x in st:
            s = x["seat"]
            if x["danari"] != self.danari[s] or x["vp"] != self.vp[s]:
                self.fail(f"standings of seat {s} ({x['danari']} D, {x['vp']} VP) differ "
                          f"from the events ({self.danari[s]} D, {self.vp[s]} VP)", ev)
            if bool(x["eliminated"]) != (s in self.eliminated):
                self.fail(f"standings: seat {s} eliminated flag is wrong", ev)
        # The still-active seats come first; among them, more VP first.
        active = [x for x in st if not x["eliminated"]]
        if st[:len(active)] != active:
            self.fail("eliminated seats must come after the seats still in", ev)
        keys = [(x["vp"], x["danari"] if self.family else 0) for x in active]
        if keys != sorted(keys, reverse=True):
            self.fail("standings not ordered by VP (then Danari in the Family Game)", ev)
        out = [x["seat"] for x in st[len(active):]]
        if out != self.elimination_order[::-1]:
            self.fail(f"eliminated seats must be ranked last out first "
                      f"({self.elimination_order[::-1]})", ev)
        if len(active) >= 2 and self.rounds_seen != self.rounds:
            self.fail(f"the game ended after {self.rounds_seen} of {self.rounds} rounds "
                      "with two or more players still in", ev)
        self.ended = True

    # ---- the state ----------------------------------------------------------------------
    def expected_action_cards(self, state: Any) -> Counter[int]:
        return Counter(c.number for c in self.data.actions if state.stars or not c.star)

    def expected_movement_cards(self, state: Any) -> Counter[int]:
        return Counter(c.number for c in self.data.movement)

    def card_zones(self, state: Any) -> dict[str, dict[str, list[int]]]:
        """Every place a card can be: {"action": {zone: cards}, "movement": {...}}."""
        action: dict[str, list[int]] = {"action_deck": list(state.action_deck)}
        for p in state.players:
            action[f"hand[{p.seat}]"] = list(p.hand)
        for c in self.colours:
            action[f"lane[{c}]"] = [pc.card for pc in state.lanes[c]]
            action[f"discarded[{c}]"] = [pc.card for pc in state.discarded[c]]
        movement = {"movement_deck": list(state.movement_deck),
                    "movement_used": list(state.movement_used)}
        return {"action": action, "movement": movement}

    def count_legal(self, d: Any) -> int:
        """Counts the legal actions a decision offers without expanding them (cheap).

        ``legal_actions()`` builds one Action per stake; the fuzz passes its list to
        ``check_state`` when it has one, else this count stands in for it.
        """
        o = d.options
        n = 1 if d.can_pass else 0
        if d.kind in ("first_bet", "second_bet"):
            stakes = max(0, (o["max_stake"] - o["min_stake"]) // o["step"] + 1)
            n += stakes * sum(len(k) for k in o["horses"].values())
        elif d.kind == "fix":
            n += len(set(o["cards"])) * len(o["horses"])
        elif d.kind == "photo_finish":
            n += len(o["horses"])
        else:
            n += 1  # a phase this checker does not know (Board Game): not counted here
        return n

    def check_state(self, game: Any, legal: list | None = None) -> None:
        """Compares the checker's model with the real state (call after each apply).

        ``legal``: the state's ``legal_actions()`` if the caller already has them.
        """
        s = game.state
        if not self.started:
            self.fail("check_state before game_start")
        # Balances: the events alone explain every Danari and VP.
        for p in s.players:
            i = p.seat
            if p.danari != self.danari[i] or s.vp(i) != self.vp[i]:
                self.fail(f"seat {i} has {p.danari} D {s.vp(i)} VP but the events add up "
                          f"to {self.danari[i]} D {self.vp[i]} VP (last event "
                          f"{self.last_event!r})")
            if p.vp_tokens < 0 or s.vp(i) < 0:
                self.fail(f"seat {i} has negative VP")
            if p.danari < 0:
                self.fail(f"seat {i} has negative Danari")
            if p.eliminated != (i in self.eliminated):
                self.fail(f"seat {i}: eliminated flag without (or despite) an event")
            if p.hand != self.hands[i]:
                self.fail(f"seat {i}: hand {p.hand} but the deal and plays give "
                          f"{self.hands[i]}")
        # Cards: every card in exactly one place.
        zones = self.card_zones(s)
        for kind in ("action", "movement"):
            found = sorted(c for cards in zones[kind].values() for c in cards)
            key = (kind, s.stars)
            if key not in self._expected:
                self._expected[key] = sorted((self.expected_action_cards(s) if kind == "action"
                                              else self.expected_movement_cards(s)).elements())
            if found != self._expected[key]:
                expected = Counter(self._expected[key])
                counted = Counter(found)
                self.fail(f"{kind} cards not each in exactly one place: extra/duplicated "
                          f"{dict(counted - expected)}, missing {dict(expected - counted)}; "
                          f"zones {zones[kind]}")
        # Bet tokens: reserve + table = the table's tokens; never negative.
        on_table: Counter[str] = Counter(b.horse for b in s.bets)
        for c in self.colours:
            if s.bet_tokens[c] < 0 or s.bet_tokens[c] + on_table[c] != self.bet_tokens_per_colour:
                self.fail(f"{c} bet tokens: {s.bet_tokens[c]} in the reserve and "
                          f"{on_table[c]} on the table, not {self.bet_tokens_per_colour}")
        if on_table != self.bets_this_round:
            self.fail(f"bets on the table {dict(on_table)} differ from this round's bet "
                      f"events {dict(self.bets_this_round)}")
        for c in self.colours:
            if s.odds[c] not in self.odds_values:
                self.fail(f"{c} odds 1:{s.odds[c]} off the Blackboard")
        # The race in progress: positions match the events.
        if s.race is not None and self.positions is not None:
            if s.race.positions != self.positions:
                self.fail(f"race positions {s.race.positions} differ from the events "
                          f"{self.positions}")
        # Decisions.
        d = game.decision()
        over = game.is_over()
        if over != (d is None):
            self.fail(f"is_over() is {over} but decision() is {d!r}")
        if over != self.ended:
            self.fail(f"is_over() is {over} but game_end {'was' if self.ended else 'was not'}"
                      " emitted")
        if not over:
            seat = game.current_player()
            if seat != d.seat or not 0 <= seat < self.players:
                self.fail(f"current_player() {seat} but decision().seat {d.seat}")
            if s.players[seat].eliminated:
                self.fail(f"eliminated seat {seat} must decide")
            if legal is None:
                legal_count = self.count_legal(d)
            else:
                legal_count = len(legal)
            if legal_count <= 0:
                self.fail(f"no legal action in a non-terminal state ({d!r})")
        else:
            if s.winner is None or (self.last_event or {}).get("event") != "game_end":
                self.fail("a finished game must end with game_end and a winner")
