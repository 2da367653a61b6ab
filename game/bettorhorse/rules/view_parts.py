"""The parts of Bettor Horse's views kept from one view to the next (``views.view``).

A view is built at every decision (the bench's and the bots' hot path), so what never
changes in a game (the deck, the schedule, each card's picture in a slot) is built once,
and what changes rarely (a player's cards, the Pool, the record of rounds) once per
content, and shared by every view it belongs to: **a view is read, never changed**, by
the screens and the bots (a reader that wants to change one copies it first). No part is
shared with the state: a reader scribbling over a view spoils at worst the later views,
never the game (``tests/core/test_view_isolation.py``).

How a part's content is known without looking at it: the state changes only by the
engine's moves, and they only ever take cards out of a hand or out of a seat's unplayed
cards, and only ever add to a Purse, the Pool (until it is shared out at the end, after
the last round), the cards set aside, the final's matching seats and the record. So within
one state object the sizes of those lists fix their contents: a player's part is fixed by
the sizes of their Purse and unplayed cards (their hand and face-down cards); the rest by
the round and the sizes (and the table's part the same for every seat by what of the round
is face up or down).
Re-dealing hidden cards (``views.redeal``) changes cards, not sizes: it forgets the parts.
"""
from __future__ import annotations

from typing import Any

from .deck import BHData
from .state import State, Table

MEMOS_KEPT = 4  # states whose parts are kept (the games in play at once: a few)
DATAS_KEPT = 16


class DataParts:
    """The parts that depend on the data alone."""

    def __init__(self, data: BHData) -> None:
        self.data = data  # (kept alive: the cache is keyed by its id)
        self.deck = [{"number": k + 1, "speed": c.speed, "back": c.back, "mudder": c.mudder,
                      "sure": c.sure} for k, c in enumerate(data.deck)]
        self.bets = list(data.bets)
        specs = data.specs
        # A card in a slot: face up; face down, in its owner's view; face down, to others.
        self.face_up = {c: {"card": c, "back": sp.back, "face_up": True, "speed": sp.speed}
                        for c, sp in specs.items()}
        self.own = {c: {"card": c, "back": sp.back, "face_up": False, "speed": sp.speed}
                    for c, sp in specs.items()}
        self.hidden = {c: {"card": None, "back": sp.back, "face_up": False, "speed": None}
                       for c, sp in specs.items()}


_DATAS: dict[int, DataParts] = {}


def data_parts(data: BHData) -> DataParts:
    """The parts of ``data`` (built once per data object)."""
    parts = _DATAS.get(id(data))
    if parts is None or parts.data is not data:
        if len(_DATAS) >= DATAS_KEPT:
            _DATAS.clear()
        parts = _DATAS[id(data)] = DataParts(data)
    return parts


class Memo:
    """The parts of one game's state (see the module). A state only moves on, so only the
    latest part of each kind is kept, with the key it was built for."""

    def __init__(self, s: State, data: BHData) -> None:
        self.state = s  # (kept alive: the memo is keyed by its id)
        self.data = data_parts(data)
        self.schedule = _schedule(s.schedule)
        none: tuple[Any, Any] = ((), None)
        self.parts = [none] * len(s.names)  # each player's part
        self.others = none  # in 4+ player games, the parts of the players not racing
        self.base = none  # the part common to every view
        self.table: tuple[Any, Any, Any] = (None, (), None)  # the table's common part
        self.record: list[Any] = []


_MEMOS: dict[int, Memo] = {}
_SCHEDULES: dict[int, tuple[list[Any], list[Any]]] = {}  # rounds -> (schedule, its part)


def _schedule(schedule: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The views' schedule, shared by every game with the same schedule (every game of a
    number of players has the one ``make_schedule`` lays out: compared, not copied)."""
    got = _SCHEDULES.get(len(schedule))
    if got is not None and got[0] == schedule:
        return got[1]
    part = [{"round": k + 1, **_copy2(r)} for k, r in enumerate(schedule)]
    if len(_SCHEDULES) >= DATAS_KEPT:
        _SCHEDULES.clear()
    # (The schedule compared is a copy: the state's own may be anyone's to change.)
    _SCHEDULES[len(schedule)] = ([_copy2(r) for r in schedule], part)
    return part


def memo(s: State, data: BHData) -> Memo:
    """The parts kept for ``s`` under ``data``'s rules."""
    got = _MEMOS.get(id(s))
    if got is None or got.state is not s or got.data.data is not data:
        if len(_MEMOS) >= MEMOS_KEPT:
            _MEMOS.clear()
        got = _MEMOS[id(s)] = Memo(s, data)
    return got


def forget(s: State) -> None:
    """Drops the parts kept for ``s`` (its cards are about to change in place)."""
    _MEMOS.pop(id(s), None)


def unplayed(s: State, seat: int) -> list[str]:
    """The seat's colour cards not yet raced: its hand and its face-down table cards."""
    t = s.table
    if t is not None and t.sources is None and seat in t.seats:  # (not Sudden Death)
        down = t.slots[t.seats.index(seat)][t.shown:]
        if down:
            # (One colour, numbers zero-padded: the ids sort by number.)
            return sorted(s.hands[seat] + down)
    return list(s.hands[seat])  # (hands are kept in number order)


def players(data: BHData, s: State, m: Memo) -> list[dict[str, Any]]:
    """Every player's public part, each built once per content."""
    t = s.table
    if t is None or t.sources is not None:  # (no round, or Sudden Death: only it has sources)
        return [_part(data, s, m, i, -1) for i in range(len(s.names))]
    a, b = t.seats
    if len(s.names) == 2:
        out = [None, None]
    else:
        # Only the two players racing change their cards during a round (Purses change
        # as it ends, and each round lays out a new Table): the others' parts are kept as
        # one list, keyed by the Table itself.
        got = m.others
        if got[0] is not t:
            got = m.others = (t, [None if i == a or i == b else _part(data, s, m, i, -1)
                                    for i in range(len(s.names))])
        out = got[1].copy()
    shown = t.shown
    out[a] = _part(data, s, m, a, len(t.slots[0]) - shown)
    out[b] = _part(data, s, m, b, len(t.slots[1]) - shown)
    return out  # type: ignore[return-value]


def _part(data: BHData, s: State, m: Memo, i: int, down: int) -> dict[str, Any]:
    """Player ``i``'s part (``down``: their face-down cards on the table, -1 if they race
    no round of their hands now). It tells no hand's size: a card placed face down stays
    among the unplayed cards, and the part says nothing of where they lie."""
    purse, hand = s.purses[i], s.hands[i]
    # (A card placed moves from the hand to the table: the unplayed cards stay the same.)
    key = (len(purse), len(hand) + down if down > 0 else len(hand))
    got = m.parts[i]
    if got[0] == key:
        return got[1]  # type: ignore[no-any-return]
    colour = data.colours[i]
    p = {"seat": i, "name": s.names[i], "bot": s.bots[i], "colour": colour.name,
         "code": colour.code, "purse": list(purse), "purse_count": len(purse),
         "unplayed": unplayed(s, i)}
    m.parts[i] = (key, p)
    return p


def base(data: BHData, parts: DataParts, s: State, m: Memo) -> dict[str, Any]:
    """Every view's part that is the same for every seat and changes only between rounds
    (and the other keys, in their order, to be filled in per view)."""
    # While a round is on the table its Table object stands for the key: everything in
    # this part changes only as a round ends, and every round (Sudden Death's too) lays
    # out a new Table (the memo keeps it alive, so the object is never another's).
    t, sudden = s.table, s.sudden
    got = m.base
    if t is not None:
        key: Any = t
        fresh = got[0] is t
    else:
        key = (s.match, len(s.pool), len(s.aside), len(s.record), len(s.pool_matched),
               s.over, len(s.winners), None if sudden is None else repr(sudden))
        fresh = type(got[0]) is tuple and got[0] == key
    if not fresh:
        got = m.base = (key, {
            "game": "bettor-horse", "seat": None, "track_conditions": s.track,
            "bets": parts.bets, "min_speed": data.min_speed,
            "mudder_range": data.mudder_range, "deck": parts.deck, "players": None,
            "hand": None, "pool": list(s.pool), "aside": list(s.aside),
            "round": min(s.match + 1, len(s.schedule)), "rounds": len(s.schedule),
            "schedule": m.schedule, "table": None, "pool_matched": list(s.pool_matched),
            "sudden": None if sudden is None else {k: (list(v) if isinstance(v, list) else v)
                                                    for k, v in sudden.items()},
            "record": _record(s, m), "over": s.over, "winners": list(s.winners),
            "decision": None})
    return got[1]  # type: ignore[no-any-return]


def table_common(t: Table, m: Memo | None) -> dict[str, Any]:
    """The table's part the same for every seat (and its other keys, in their order, to be
    filled in per view). Kept while the round stays put but for its face-down cards and
    hidden choices: in one Table the seats, the cards needed, the part and Sudden Death's
    sources never change, the results grow by one a race, and the cut sets the condition
    and the cutter together, once."""
    pending = t.pending
    # (Which bets are down is written per view, as the slots are: the first side's bet
    # goes down mid-choice, and the rest of this part stays as it was.)
    key = (t.revealed, t.shown, t.race, t.condition, pending[0], pending[1])
    if m is not None and m.table[0] is t and m.table[1] == key:
        return m.table[2]  # type: ignore[no-any-return]
    results = t.results
    got = {"seats": list(t.seats), "need": t.need, "part": t.part, "slots": None,
           "bets": None, "bet_down": None, "revealed": t.revealed,
           "condition": t.condition, "cutter": t.cutter, "race": t.race, "shown": t.shown,
           "results": [results[0][:], results[1][:]], "pending": pending[:], "changes": None,
           "sources": None if t.sources is None else [t.sources[0][:], t.sources[1][:]]}
    if m is not None:
        m.table = (t, key, got)
    return got


def _record(s: State, m: Memo) -> list[Any]:
    """The record of rounds (only ever added to): a new list when it has grown."""
    old = m.record
    if len(old) != len(s.record):
        m.record = old + [_round(x) for x in s.record[len(old):]]
    return m.record


def _round(r: dict[str, Any]) -> dict[str, Any]:
    """A copy of a round of the record, its fields spelt out as the engine writes them
    (``Engine._end_round``; a saved game's are the same, its JSON): a round ends often,
    and the general copy asks every value's kind. Any other shape is copied by it."""
    if len(r) != 9:
        return _copy2(r)
    try:
        c0, c1 = r["cards"]
        return {"round": r["round"], "seats": r["seats"][:], "rule": r["rule"],
                "outcomes": r["outcomes"][:], "matched": r["matched"][:],
                "bets": r["bets"][:], "cards": [c0[:], c1[:]], "purses": r["purses"][:],
                "pool": r["pool"]}
    except (KeyError, TypeError, ValueError):
        return _copy2(r)


def _copy2(d: dict[str, Any]) -> dict[str, Any]:
    """A copy of a round of the schedule or of the record: a dict whose values are plain
    values or lists, each list of plain values only or of lists of them only (the engine
    builds them so, and a saved game is its JSON). Cheaper than ``state._copy``, which
    asks every item's kind: a view copies a round of the record as it ends."""
    out = {}
    for k, v in d.items():
        if type(v) is list:
            v = [x[:] for x in v] if v and type(v[0]) is list else v[:]
        out[k] = v
    return out
