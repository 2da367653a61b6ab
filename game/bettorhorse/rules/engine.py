"""The engine: a game's state, whose decision it is, and applying one decision.

Decisions (``decision()``): ``horse`` (place the next horse card of the round, face down),
``bet`` (the Bet card, which confirms the choice), ``mudder`` (a Wet-track Mudder change).
Everything between decisions (the reveal, the cut, the races, the prize, the next round,
the end and Sudden Death) runs in ``apply`` and comes back as events.
"""
from __future__ import annotations

import random
from typing import Any

from . import choose, finish, prize, race
from .deck import BHData
from .errors import BettorHorseError
from .schedule import make_schedule, pool_part
from .state import State, Table

HORSE, BET, MUDDER = "horse", "bet", "mudder"
KINDS = (HORSE, BET, MUDDER)
OPTION_LIST = {HORSE: "cards", BET: "bets", MUDDER: "changes"}  # each decision's choices


class Engine:
    """One game of Bettor Horse: ``state`` (plain data) under ``data``'s rules."""

    def __init__(self, data: BHData, state: State) -> None:
        self.data = data
        self.state = state
        self._events: list[dict[str, Any]] = []
        # The decision due, worked out once per position: the adapter asks for it three
        # times a move (whose turn, the view, the check). Keyed by the state object and its
        # event count: every move emits events, so the count changes with the position (the
        # state changes only by moves; a re-deal changes a copy, before it is asked).
        self._decided: tuple[State, int, Any] | None = None

    # ---- making one ------------------------------------------------------------------
    @classmethod
    def new(cls, data: BHData, names: list[str], track: bool, seed: int,
            bots: list[str] | None = None) -> tuple["Engine", list[dict[str, Any]]]:
        n = len(names)
        if n not in data.player_counts:
            raise ValueError(f"Bettor Horse is for {data.player_counts} players, not {n}")
        s = State(names=list(names), bots=list(bots) if bots else [""] * n, track=track,
                  seed=seed, hands=[data.deck_ids(i) for i in range(n)],
                  purses=[[] for _ in range(n)], pool=[], aside=[],
                  schedule=make_schedule(data, n), match=0, table=None,
                  rng=random.Random(seed))
        eng = cls(data, s)
        decks = [{"seat": i, "colour": data.colours[i].name, "code": data.colours[i].code,
                  "cards": data.deck_cards(i)} for i in range(n)]
        eng._emit({"type": "game_start", "seq": None,
                   "players": [{"seat": i, "name": names[i], "bot": s.bots[i],
                                "colour": data.colours[i].name} for i in range(n)],
                   "track_conditions": track, "seed": seed, "bets": list(data.bets),
                   "decks": decks,
                   "schedule": [{"round": k + 1, **r} for k, r in enumerate(s.schedule)]})
        eng._start_match()
        return eng, eng._take()

    # ---- whose decision -------------------------------------------------------------
    def is_over(self) -> bool:
        return self.state.over

    def decision(self) -> tuple[int, str, dict[str, Any]] | None:
        """(seat, kind, options) of the decision due; None once the game is over. The
        same tuple for the same position: read it, never change it."""
        s = self.state
        got = self._decided
        if got is not None and got[0] is s and got[1] == s.seq:
            return got[2]  # type: ignore[no-any-return]
        d = self._decide()
        self._decided = (s, s.seq, d)
        return d

    def _decide(self) -> tuple[int, str, dict[str, Any]] | None:
        s = self.state
        t = s.table
        if s.over or t is None:
            return None
        if t.revealed:
            side = race.mudder_chooser(t)
            assert side is not None
            return t.seats[side], MUDDER, {
                "changes": race.mudder_options(self.data, t, side), "race": t.race + 1,
                "simultaneous": all(t.pending),
                "card": t.slots[side][t.race]}
        side = choose.chooser(t)
        if len(t.slots[side]) < t.need:
            slot = len(t.slots[side]) + 1
            o = {"cards": list(choose.available(s, t, side)), "slot": slot, "need": t.need,
                 "part": t.part}
            if slot == 1:  # (the round's first card: the whole round may be chosen at once)
                o["bets"] = list(self.data.bets)
            return t.seats[side], HORSE, o
        return t.seats[side], BET, {"bets": list(self.data.bets), "part": t.part}

    # ---- checking and applying --------------------------------------------------------
    def check(self, kind: str, value: Any) -> None:
        """Raises BettorHorseError (a reason code) unless the decision may be this."""
        d = self.decision()
        if d is None:
            raise BettorHorseError("game_over")
        s, t = self.state, self.state.table
        assert t is not None
        if self._offered(d, kind, value):
            return
        if kind == MUDDER:
            race.check_mudder(self.data, t, s.track, value)
        # A horse when the bet is due (or the reverse) is the wrong count of horses.
        if kind != d[1] and not (kind in (HORSE, BET) and d[1] in (HORSE, BET)):
            raise BettorHorseError("wrong_action", expected=d[1], got=kind)
        if kind == HORSE:
            choose.check_horse(self.data, s, t, value)
        elif kind == BET:
            choose.check_bet(self.data, t, value)

    def _offered(self, d: tuple[int, str, dict[str, Any]], kind: str, value: Any) -> bool:
        """Whether the move is a card (or bet) the decision offers: the usual move, legal
        whatever the checks would ask (they decide only the other moves' refusal)."""
        return kind == d[1] and type(value) is str and (
            value in d[2]["cards"] if kind == HORSE else
            kind == BET and value in self.data.bets)

    def apply(self, kind: str, value: Any) -> list[dict[str, Any]]:
        """Applies one decision (checked first: a refusal changes nothing); the events."""
        d = self.decision()
        if d is None or not self._offered(d, kind, value):
            self.check(kind, value)
        t = self.state.table
        assert t is not None and d is not None
        if kind == HORSE:
            self._place(t, d[0], value)
        elif kind == BET:
            self._bet(t, d[0], value)
        else:
            race.choose_mudder(t, value, self._emit)
            if race.mudder_chooser(t) is None:
                race.resolve_race(self.data, t, self._emit)
                self._run()
        out, self._events = self._events, []  # (``_take``, spelt out: a call less a move)
        return out

    def check_round(self, cards: list[str | None], bet: str) -> None:
        """Raises BettorHorseError unless a side may choose its whole round now: where its
        first horse card is due, ``cards`` in race order (None for a slot left out, only
        after the cards named) as many as the round races, each a card it may place,
        none twice, and a Bet card."""
        d = self.decision()
        if d is None:
            raise BettorHorseError("game_over")
        o = d[2]
        if d[1] != HORSE or o["slot"] != 1:
            raise BettorHorseError("round_not_now")
        named = [c for c in cards if c is not None]
        need = o["need"]
        if len(named) != need or None in cards[:need]:
            raise BettorHorseError("round_count", need=need, placed=len(named))
        offered = o["cards"]
        for card in named:
            if card not in offered:
                self.check(HORSE, card)  # (raises the card's own reason)
                raise BettorHorseError("card_not_in_hand", card=card)
        if need > 1 and len(set(named)) != need:
            raise BettorHorseError("round_twice", card=next(
                c for k, c in enumerate(named) if c in named[:k]))
        if bet not in self.data.bets:
            raise BettorHorseError("unknown_bet", bet=bet)

    def apply_round(self, cards: list[str | None], bet: str) -> list[dict[str, Any]]:
        """A side's whole round at once (checked first, whole: a refusal changes nothing):
        each card placed, then the bet, as ``apply`` would one by one (the same events)."""
        self.check_round(cards, bet)
        t = self.state.table
        d = self.decision()
        assert t is not None and d is not None
        seat = d[0]
        for card in cards:
            if card is not None:
                self._place(t, seat, card)
        self._bet(t, seat, bet)
        out, self._events = self._events, []
        return out

    def _place(self, t: Table, seat: int, card: str) -> None:
        choose.place_horse(self.data, self.state, t, card, self._emit)

    def _bet(self, t: Table, seat: int, bet: str) -> None:
        """The bet down; the second side's starts the reveal, the cut and the races."""
        s = self.state
        side = choose.chooser(t)
        t.bets[side] = bet
        self._emit({"type": "bet_placed", "seq": None, "seat": seat, "bet": bet})
        if side == 1:
            choose.choices_made(self.data, t, self._emit)
            race.reveal_bets(t, self._emit)
            if s.track:
                number = s.sudden["number"] - 1 if t.sudden and s.sudden else s.match
                race.cut(self.data, s, t, number, self._emit)
            self._run()

    # ---- what runs between decisions --------------------------------------------------
    def _run(self) -> None:
        """Races until a Mudder change is due or the round is over."""
        t = self.state.table
        assert t is not None
        data, emit = self.data, self._emit
        while t.race < t.need:
            if t.shown == t.race:
                race.reveal_race(data, t, emit)
                if any(t.pending):
                    return
            race.resolve_race(data, t, emit)
        self._end_round(t)

    def _end_round(self, t: Table) -> None:
        s = self.state
        outs = race.outcomes(t)
        self._emit({"type": "round_outcome", "seq": None, "round": s.match + 1, "part": t.part,
                    "outcomes": outs})
        if t.sudden:
            finish.duel_result(self.data, s, [o["matched"] for o in outs], self._emit)
            return
        rule = prize.award(s, t, outs, self._emit)
        o0, o1 = outs  # (the two sides spelt out: a round ends often)
        if pool_part(t.part):
            s.pool_matched.extend([o["seat"] for o in outs if o["matched"]])
        s.record.append({"round": s.match + 1, "seats": list(t.seats), "rule": rule,
                         "outcomes": [o0["outcome"], o1["outcome"]],
                         "matched": [o0["matched"], o1["matched"]],
                         "bets": [o0["bet"], o1["bet"]],
                         "cards": [o0["cards"], o1["cards"]],
                         "purses": list(map(len, s.purses)), "pool": len(s.pool)})
        s.match += 1
        if s.match < len(s.schedule):
            self._start_match()
            return
        s.table = None
        self._emit({"type": "final_over", "seq": None, "pool": len(s.pool),
                    "matched": sorted(set(s.pool_matched))})
        prize.set_aside(s, self._emit)
        prize.award_pool(s, self._emit)
        finish.finish(self.data, s, self._emit)

    def _start_match(self) -> None:
        s = self.state
        r = s.schedule[s.match]
        s.table = Table.laid_out(list(r["seats"]), r["need"], r["part"])
        self._emit({"type": "round_start", "seq": None, "round": s.match + 1,
                    "seats": list(r["seats"]), "need": r["need"], "part": r["part"],
                    "rounds": len(s.schedule)})

    # ---- events -------------------------------------------------------------------------
    def _emit(self, event: dict[str, Any]) -> None:
        """Numbers ``event`` (its keys: ``type``, ``seq`` at None, then its fields) and
        adds it to the move's events. (Built by the caller as one dict: the events of a
        game are made at every move, and keyword arguments cost a dict more each.)"""
        s = self.state
        s.seq += 1
        event["seq"] = s.seq
        self._events.append(event)

    def _take(self) -> list[dict[str, Any]]:
        out, self._events = self._events, []
        return out

    # ---- JSON -------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return self.state.to_json()

    @classmethod
    def from_json(cls, data: BHData, d: dict[str, Any]) -> "Engine":
        return cls(data, State.from_json(d))
