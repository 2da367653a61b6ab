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

It also checks, per event: ``event`` and ``seq`` 1, 2, 3 ... (strictly increasing); horse
positions never decrease during a race (and ``moves`` add up); a ranked horse never runs again;
``ranking`` is a permutation of the horses and matches the ``ranked`` events; bet tokens
never exceed the table; stakes are legal multiples; odds stay on the Blackboard; nothing
follows ``game_end``, whose ``standings`` are a permutation of the seats and match the
ledger. Per state: every card is in exactly one place (``game.horsefever.rules.cards.card_problem``),
VP and Danari never negative, the bet-token reserve plus the bets on the table equals the
table's tokens, the hands equal the cards dealt minus the cards played, a game that is not
over has a decision and legal actions (``is_over()`` iff no decision).

The Board Game can subclass it: extend ``STAKE_EVENTS``, ``BET_WHICH``,
``max_bets``/``show_places`` (star characters), the ``ev_*`` handlers, or override
``on_event`` and call ``super()`` (``tests/board_invariants.py`` does).
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Iterable

from game.horsefever.rules.cards import card_problem


# Engine bugs found by these checks and still open: name -> what is wrong. A checker made
# with ``tolerate={name}`` skips that check (so the fuzz keeps finding other bugs while one is
# open); a strict xfail test in test_fuzz.py (test_fuzz_board.py for the Board Game) shows
# each one and turns red once it is fixed. Fixed since: "unsettled_bets" (stakes lost when a
# game ended at the first bets), "lone_survivor_asked" (a lone survivor still asked for a
# first bet) and "board_lone_survivor_asked" (an elimination at Payoffs that left one player
# did not end the game: the auctions asked the lone survivor).
KNOWN_BUGS: dict[str, str] = {}


class InvariantError(AssertionError):
    """An invariant broke: the message says which, at which event, with the facts."""


class InvariantChecker:
    """Feeds on one game's events (unredacted) and checks the state after each apply."""

    # Events whose ``stake`` field is a Danari decrease of ``seat`` (money onto the table).
    STAKE_EVENTS = frozenset({"bet"})
    # Events that may carry ``danari``/``vp`` but are not balance changes of ``seat``.
    NOT_CHANGES = frozenset({"game_start", "game_end"})
    # The names a bet's ``which`` may take (the Board Game adds Antonio Vesuvio's "third").
    BET_WHICH: tuple[str, ...] = ("first", "second")

    def __init__(self, data: Any, label: str = "", consecutive_seq: bool = True,
                 tolerate: Iterable[str] = ()) -> None:
        self.data = data
        # Names of known engine bugs whose checks are switched off (see KNOWN_BUGS).
        self.tolerate = frozenset(tolerate)
        unknown = self.tolerate - set(KNOWN_BUGS)
        if unknown:
            raise ValueError(f"unknown tolerated bugs {sorted(unknown)}")
        self.consecutive_seq = consecutive_seq  # False for a redacted or filtered stream
        self.label = label
        self.colours = tuple(data.colours)
        self.odds_values = set(data.odds_values)
        self.step = data.rules.stake_step
        self.finish = data.track.finish_line
        self.started = False
        self.family = True
        self._handlers: dict[str, Any] = {}
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
        # The Family rules oracle (rulings.md): what the race, payoffs and odds must be.
        self.rules_oracle = True
        self.odds: dict[str, int] = {}
        self.race_odds: dict[str, int] = {}
        self.owners: dict[str, int] = {}
        self.first_player = 0
        self.round_bets: list[tuple[int, str, str, int]] = []
        self.played: dict[str, list[tuple[int, int]]] = {}
        self.live: dict[str, list[int]] = {}
        self.expected_discards: dict[str, list[int]] = {}
        self.discards: dict[str, list[int]] = {}
        self.expected_odds_changes: list[tuple[str, int, int]] = []
        self.odds_changes: list[tuple[str, int, int]] = []
        self.unit = 0
        self.finishers: list[str] | None = None
        self.expected_payoffs: list[tuple] | None = None
        self.payoffs: list[tuple] = []
        # Bets placed and not yet paid, lost or returned (every bet must be settled).
        self.unsettled: list[tuple[int, str, str, int]] = []

    # ---- helpers ------------------------------------------------------------------------
    def fail(self, what: str, event: dict[str, Any] | None = None) -> None:
        where = f"[{self.label}] " if self.label else ""
        if event is not None:
            what += f"\n  at event {event!r}"
        raise InvariantError(where + what)

    def money_delta(self, ev: dict[str, Any]) -> tuple[int, int]:
        """The (danari, vp) change an event makes to ``ev["seat"]`` (0, 0 if none)."""
        name = ev["type"]
        if name in self.NOT_CHANGES or "seat" not in ev:
            return 0, 0
        if name in self.STAKE_EVENTS:
            return -int(ev["stake"]), int(ev.get("vp", 0))
        d, v = ev.get("danari", 0), ev.get("vp", 0)
        if not isinstance(d, int) or not isinstance(v, int) or isinstance(d, bool) \
                or isinstance(v, bool):
            self.fail("danari/vp fields of an event must be integer changes", ev)
        return d, v

    def max_bets(self, seat: int) -> int:
        """How many bets a seat may place in a round (a subclass: Antonio Vesuvio's three)."""
        return 2

    def show_places(self, seat: int) -> int:
        """The places a seat's Show bets win on (a subclass: Miss Paris's four)."""
        return self.data.rules.show_places

    # ---- events -------------------------------------------------------------------------
    def feed_all(self, events: Iterable[dict[str, Any]]) -> None:
        for ev in events:
            self.feed(ev)

    def feed(self, ev: dict[str, Any]) -> None:
        """Checks one event (in order) and updates the checker's own model."""
        if not isinstance(ev, dict) or "type" not in ev or "seq" not in ev:
            self.fail("every event is a dict with 'type' and 'seq'", ev)  # type: ignore[arg-type]
        if not isinstance(ev["seq"], int) or ev["seq"] <= self.last_seq:
            self.fail(f"seq must strictly increase (last {self.last_seq})", ev)
        if self.consecutive_seq and ev["seq"] != self.last_seq + 1:
            self.fail(f"seq must go 1, 2, 3 ... (last {self.last_seq}; docs/events-horse-fever.md)", ev)
        if self.ended:
            self.fail("an event after game_end", ev)
        if not self.started and ev["type"] != "game_start":
            self.fail("the first event must be game_start", ev)
        self.last_seq = ev["seq"]
        self.n_events += 1
        self.counts[ev["type"]] += 1
        self.on_event(ev)
        self.last_event = ev

    def on_event(self, ev: dict[str, Any]) -> None:
        name = ev["type"]
        try:
            handler = self._handlers[name]
        except KeyError:
            handler = self._handlers[name] = getattr(self, "ev_" + name, None)
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
        self.odds = dict(ev["odds"])
        self.rules_oracle = self.family
        for p in players:
            for colour in p["stables"]:
                if colour in self.owners:
                    self.fail(f"two owners of the {colour} stable", ev)
                self.owners[colour] = p["seat"]

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
        self.first_player = ev["first_player"]
        if self.unsettled:
            self.fail(f"a new round begins with last round's bets unsettled {self.unsettled}",
                      ev)
        if "odds" in ev and ev["odds"] != self.odds:
            self.fail(f"the round starts with odds {ev['odds']}, not the updated {self.odds}",
                      ev)
        self.round_bets = []
        self.played = {c: [] for c in self.colours}
        self.live = {c: [] for c in self.colours}
        self.discards = {c: [] for c in self.colours}
        self.expected_discards = {c: [] for c in self.colours}
        self.expected_odds_changes = []
        self.odds_changes = []
        self.expected_payoffs = None
        self.payoffs = []

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
        if ev["kind"] not in ("win", "show") or ev["which"] not in self.BET_WHICH:
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
        if self.bets_by_seat[seat] > self.max_bets(seat):
            self.fail(f"more than {self.max_bets(seat)} bets by one seat in a round", ev)
        self.round_bets.append((seat, horse, ev["kind"], stake))
        self.unsettled.append((seat, horse, ev["kind"], stake))

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
            self.played[ev["horse"]].append((seat, ev["card"]))

    def ev_round_end(self, ev: dict[str, Any]) -> None:
        # Every card goes back to its deck at the end of a round (hands included).
        self.hands = {i: [] for i in range(self.players)}

    def ev_race_start(self, ev: dict[str, Any]) -> None:
        if set(ev["odds"]) != set(self.colours):
            self.fail("race_start odds must cover every horse", ev)
        self.positions = {c: 0 for c in self.colours}
        self.ranked = []
        self.unit = 0
        self.finishers = None
        self.race_odds = dict(ev["odds"])
        if self.rules_oracle:
            self.rule_reveal_done(ev)

    # ---- the Family rules oracle (rulings.md), on by default for the Family Game -----------
    def _effects(self, card: int) -> tuple:
        return self.data.action(card).effects

    def ev_reveal(self, ev: dict[str, Any]) -> None:
        lanes = {c: [(pc["seat"], pc["card"]) for pc in ev["lanes"][c]] for c in self.colours}
        if self.rules_oracle and lanes != self.played:
            self.fail(f"the reveal shows {lanes}, but the cards played were {self.played}", ev)
        for c in self.colours:
            cards = [card for _, card in lanes[c]]
            kinds = {e.value for card in cards for e in self._effects(card)
                     if e.trigger == "reveal" and e.op == "discard"}
            gone = [card for card in cards if self.data.action(card).kind in kinds]
            left = [card for card in cards if card not in gone]
            by_letter: dict[str, dict[str, list[int]]] = {}
            for card in left:
                a = self.data.action(card)
                if a.letter:
                    by_letter.setdefault(a.letter, {}).setdefault(a.kind, []).append(card)
            for group in by_letter.values():
                for x, y in zip(group.get("positive", []), group.get("negative", [])):
                    gone += [x, y]
            self.expected_discards[c] = sorted(gone)
            self.live[c] = [card for card in cards if card not in gone]
            for card in self.live[c]:
                for e in self._effects(card):
                    if e.trigger == "reveal" and e.op == "odds":
                        self.expected_odds_changes.append((c, int(e.value), card))

    def ev_action_discarded(self, ev: dict[str, Any]) -> None:
        self.discards[ev["horse"]].append(ev["card"])

    def rule_reveal_done(self, ev: dict[str, Any]) -> None:
        """At race start: the reveal discarded and moved odds as rulings.md says."""
        got = {c: sorted(v) for c, v in self.discards.items()}
        if got != self.expected_discards:
            self.fail(f"the reveal discarded {got}, the rulings say {self.expected_discards} "
                      f"(lanes {self.played})", ev)
        if self.odds_changes != self.expected_odds_changes:
            self.fail(f"odds changes {self.odds_changes}, the rulings say "
                      f"{self.expected_odds_changes}", ev)
        if ev["odds"] != self.odds:
            self.fail(f"race odds {ev['odds']} are not the odds after the reveal {self.odds}",
                      ev)

    def _mods(self, horse: str, triggers: tuple[str, ...]) -> bool:
        """True if a card still on the horse's lane has an effect with one of ``triggers``."""
        return any(e.trigger in triggers for card in self.live.get(horse, ())
                   for e in self._effects(card))

    def _photo(self, horse: str) -> int:
        return sum(1 if e.op == "win" else -1 for card in self.live.get(horse, ())
                   for e in self._effects(card) if e.trigger == "photo_finish")

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
        if self.finishers:
            self.fail(f"{self.finishers} reached the line last unit but were not ranked", ev)
        self.unit += 1
        if ev["unit"] != self.unit:
            self.fail(f"unit {ev['unit']} after unit {self.unit - 1}", ev)
        if self.rules_oracle:
            rows = self.data.odds_values
            for c, m in ev["moves"].items():
                if not self._mods(c, ("start", "first", "last", "finish_line")):
                    want = ev["values"][rows.index(self.race_odds[c])]
                    if m != want:
                        self.fail(f"{c} (no card on it) moves {m}, the card shows {want} for "
                                  f"1:{self.race_odds[c]}", ev)
        self._moves(ev)

    def ev_sprint(self, ev: dict[str, Any]) -> None:
        if len(ev["dice"]) != len(self.data.track.dice) or \
                any(d not in self.colours for d in ev["dice"]):
            self.fail("bad sprint dice", ev)
        if any(c not in ev["dice"] for c in ev["moves"]):
            self.fail("a horse sprints without its die", ev)
        should = {c for c in ev["dice"] if c not in self.ranked}
        if set(ev["moves"]) != should:
            self.fail(f"the horses shown on the dice and still running ({should}) sprint, "
                      "once each", ev)
        if self.rules_oracle:
            for c, m in ev["moves"].items():
                if not self._mods(c, ("sprint",)) and m != 1:
                    self.fail(f"{c} (no sprint card) sprints {m}, not 1", ev)
        self._moves(ev)
        assert self.positions is not None
        self.finishers = [c for c in self.colours
                          if c not in self.ranked and self.positions[c] >= self.finish]

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
        if self.finishers is not None and sorted(ev["horses"]) != sorted(self.finishers):
            self.fail(f"the horses ranked this unit must be those that reached the line: "
                      f"{self.finishers}", ev)
        self.finishers = None
        if self.rules_oracle:
            assert self.positions is not None
            pos = self.positions

            def key(h: str) -> tuple[int, int, int]:
                return (-pos[h], -self._photo(h), self.race_odds[h])

            keys = [key(h) for h in ev["horses"]]
            if keys != sorted(keys):
                self.fail("ranked out of order: more squares first, then In Igni Veritas / "
                          "Mala Tempora, then better race odds", ev)

    def ev_ranking(self, ev: dict[str, Any]) -> None:
        order = ev["order"]
        if sorted(order) != sorted(self.colours):
            self.fail("the ranking must be a permutation of the horses", ev)
        if list(order) != self.ranked:
            self.fail(f"the ranking differs from the ranked events {self.ranked}", ev)
        if self.rules_oracle:
            self.expected_payoffs = self.rule_payoffs(order)
            self.payoffs = []

    def clockwise_from(self, seat: int) -> list[int]:
        n = self.players
        return [x for x in ((seat + i) % n for i in range(n)) if x not in self.eliminated]

    def rule_payoffs(self, order: list[str]) -> list[tuple]:
        """Payoffs per rulings.md, in order: each seat's bets clockwise from the first
        player (in the order placed), then the stable prizes for places 1-3."""
        r = self.data.rules
        out: list[tuple] = []
        for seat in self.clockwise_from(self.first_player):
            for s, horse, kind, stake in self.round_bets:
                if s != seat:
                    continue
                place = order.index(horse) + 1
                if kind == "win" and place == 1:
                    out.append(("payout", seat, stake * self.race_odds[horse], r.win_vp,
                                "win_bet"))
                elif kind == "show" and place <= self.show_places(seat):
                    out.append(("payout", seat, stake * r.show_multiplier, r.show_vp,
                                "show_bet"))
                else:
                    out.append(("bet_lost", seat, horse, kind, stake))
        for place, (horse, prize) in enumerate(zip(order, self.data.prizes), start=1):
            owner = self.owners.get(horse)
            if owner is not None and owner not in self.eliminated:
                out.append(("payout", owner, prize, 0, "stable_prize"))
        return out

    def settle(self, ev: dict[str, Any]) -> None:
        """A payout or bet_lost naming a bet (seat, horse, kind, stake) settles it; so does a
        bet_refund (its ``danari`` is the stake coming back)."""
        stake = ev.get("danari") if ev["type"] == "bet_refund" else ev.get("stake")
        key = (ev.get("seat"), ev.get("horse"), ev.get("kind"), stake)
        if key in self.unsettled:
            self.unsettled.remove(key)  # type: ignore[arg-type]
        elif ev["type"] in ("bet_lost", "bet_refund") or \
                ev.get("reason") in ("win_bet", "show_bet"):
            self.fail(f"settles a bet that is not on the table ({self.unsettled})", ev)

    def ev_bet_refund(self, ev: dict[str, Any]) -> None:
        """Stakes go back when the game ends before the race (fewer than two players)."""
        if ev["danari"] <= 0:
            self.fail("a refund gives the stake back", ev)
        self.settle(ev)
        self.bets_this_round[ev["horse"]] -= 1
        self.round_bets.remove((ev["seat"], ev["horse"], ev["kind"], ev["danari"]))

    def ev_bet_lost(self, ev: dict[str, Any]) -> None:
        self.payoffs.append(("bet_lost", ev["seat"], ev["horse"], ev["kind"], ev["stake"]))
        self.settle(ev)

    def ev_payout(self, ev: dict[str, Any]) -> None:
        if self.family and (ev["danari"] < 0 or ev["vp"] < 0):
            self.fail("a Family Game payout is never negative", ev)
        self.payoffs.append(("payout", ev["seat"], ev["danari"], ev["vp"], ev["reason"]))
        if "stake" in ev:
            self.settle(ev)

    def ev_odds_update(self, ev: dict[str, Any]) -> None:
        if set(ev["odds"]) != set(self.colours) or \
                any(v not in self.odds_values for v in ev["odds"].values()):
            self.fail("odds off the Blackboard", ev)
        if self.rules_oracle:
            if self.expected_payoffs is not None and self.payoffs != self.expected_payoffs:
                self.fail(f"payoffs {self.payoffs}, the rulings say {self.expected_payoffs} "
                          f"(bets {self.round_bets}, ranking {self.ranked}, race odds "
                          f"{self.race_odds})", ev)
            rows = self.data.odds_values
            want = {}
            for place, c in enumerate(self.ranked, start=1):
                row = rows.index(self.race_odds[c]) + 1
                row = row - 1 if place < row else row + 1 if place > row else row
                want[c] = rows[min(max(row, 1), len(rows)) - 1]
            if ev["odds"] != want:
                self.fail(f"odds update {ev['odds']}, the rulings say {want}", ev)
        self.odds = dict(ev["odds"])

    def ev_odds_change(self, ev: dict[str, Any]) -> None:
        if ev["to"] not in self.odds_values:
            self.fail("odds off the Blackboard", ev)
        c = ev["horse"]
        if ev["from"] != self.odds[c]:
            self.fail(f"odds_change from 1:{ev['from']} but {c} is at 1:{self.odds[c]}", ev)
        rows = self.data.odds_values
        i = min(max(rows.index(self.odds[c]) + ev["rows"], 0), len(rows) - 1)
        if ev["to"] != rows[i]:
            self.fail(f"{c} moves {ev['rows']} rows from 1:{self.odds[c]} to 1:{rows[i]}, "
                      f"not 1:{ev['to']}", ev)
        self.odds[c] = ev["to"]
        self.odds_changes.append((c, ev["rows"], ev.get("cause")))

    def ev_game_end(self, ev: dict[str, Any]) -> None:
        if self.unsettled:
            self.fail(f"the game ends with bets never settled (paid, lost or returned): "
                      f"{self.unsettled}", ev)
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
        # Cards: every card in exactly one place (game/horsefever/rules/cards.py: the places, once).
        problem = card_problem(s)
        if problem is not None:
            self.fail(problem)
        # Bet tokens: reserve + table = the table's tokens; never negative.
        on_table = dict.fromkeys(self.colours, 0)
        for b in s.bets:
            on_table[b.horse] += 1
        full = self.bet_tokens_per_colour
        for c in self.colours:
            reserve = s.bet_tokens[c]
            if reserve < 0 or reserve + on_table[c] != full:
                self.fail(f"{c} bet tokens: {reserve} in the reserve and "
                          f"{on_table[c]} on the table, not {full}")
            if on_table[c] != self.bets_this_round[c]:
                self.fail(f"bets on the table {on_table} differ from this round's bet "
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
            if len(self.eliminated) >= self.players - 1:
                self.fail(f"seat {seat} must decide {d.kind} but fewer than two players are "
                          "still in: the game should be over")
            if legal is None:
                legal_count = self.count_legal(d)
            else:
                legal_count = len(legal)
            if legal_count <= 0:
                self.fail(f"no legal action in a non-terminal state ({d!r})")
        else:
            if s.winner is None or (self.last_event or {}).get("type") != "game_end":
                self.fail("a finished game must end with game_end and a winner")


# ---- drivers shared by the tests ---------------------------------------------------------

class Seats:
    """Chooses actions for every seat: bots (``random``/``simple``, each seeing only its
    own view) or ``uniform`` (a uniform choice over ``legal_actions()``, own RNG)."""

    def __init__(self, data: Any, seed: int, kinds: list[str]) -> None:
        from game.horsefever.bots import make_bot  # local import: this module is also data-only
        import random as _random
        self.kinds = list(kinds)
        self.bots = [make_bot(k, data, seed, i) if k != "uniform" else None
                     for i, k in enumerate(kinds)]
        self.rng = _random.Random(f"uniform:{seed}")

    def choose(self, game: Any) -> Any:
        seat = game.current_player()
        bot = self.bots[seat]
        if bot is None:
            return self.rng.choice(game.legal_actions())
        return bot.choose(game.view(seat))


def play_recorded(data: Any, seed: int, kinds: list[str], rounds: int | None = None,
                  between: Any = None) -> tuple[Any, list[Any], list[list[dict]], list[dict]]:
    """Plays one whole Family game; returns (game, actions, events per action, setup events).

    ``between(game)`` runs before every decision (to disturb, snapshot or inspect).
    """
    from game.horsefever.rules import Game
    names = [f"P{i}" for i in range(len(kinds))]
    game, setup = Game.new(data, names, "family", seed, rounds=rounds)
    seats = Seats(data, seed, kinds)
    actions: list[Any] = []
    per_step: list[list[dict]] = []
    while not game.is_over():
        if between is not None:
            between(game)
        action = seats.choose(game)
        actions.append(action)
        per_step.append(game.apply(action))
        if len(actions) > 5000:
            raise InvariantError(f"seed {seed}: the game does not end")
    return game, actions, per_step, setup


def replay(data: Any, seed: int, players: int, actions: list[Any], rounds: int | None = None,
           between: Any = None) -> tuple[Any, list[list[dict]], list[dict]]:
    """Replays recorded actions on a new game with the same seed."""
    from game.horsefever.rules import Game
    names = [f"P{i}" for i in range(players)]
    game, setup = Game.new(data, names, "family", seed, rounds=rounds)
    per_step = []
    for a in actions:
        if between is not None:
            between(game)
        per_step.append(game.apply(a))
    return game, per_step, setup
