"""What a seat may see: its view, events as it may see them, and re-dealing the unseen.

Public: the decks (so every card's speed), every raced card, Purses, the Pool, set-aside
cards, the backs of face-down cards, each player's unplayed cards as a set (the decks are
known: the program counts cards for everyone). Private: which unplayed cards lie face down
in which slot, a bet before the reveal, a Mudder change before both are in, and the card
the track cut turned (only its back is shown, to everyone).
"""
from __future__ import annotations

import random
from typing import Any

from .deck import BHData
from .race import mudder_options
from .state import SIDES, State, Table, _copy

# event type -> (field hidden, who sees it: "own" = the event's seat, "none" = nobody)
PRIVATE = {"horse_placed": ("card", "own"), "bet_placed": ("bet", "own"),
           "mudder_chosen": ("change", "own"), "track_cut": ("card", "none")}


# Parts of a view that never change, or only grow, built once and shared by every view
# (a view is read, never changed, by the screens and the bots: views are built at every
# decision, and rebuilding these lists was most of their cost). Keyed by the id of the
# object they show, which each entry keeps alive, so an id is not reused while cached.
_SHARED: dict[tuple[str, int], tuple[Any, int, list[Any]]] = {}


def _shared(kind: str, source: Any, size: int, build: Any) -> list[Any]:
    """The view of ``source`` (a data object, or a list only appended to, of ``size``
    items): ``build(source)``, or the one built before for the same object and size."""
    got = _SHARED.get((kind, id(source)))
    if got is None or got[0] is not source or got[1] != size:
        if len(_SHARED) > 256:  # (old games' entries: drop them all now and then)
            _SHARED.clear()
        got = (source, size, build(source))
        _SHARED[(kind, id(source))] = got
    return got[2]


def _grown(kind: str, source: list[Any], item: Any) -> list[Any]:
    """The view of a list only appended to: ``item(x)`` of each of its items, the ones
    seen before reused (a new list when it has grown)."""
    got = _SHARED.get((kind, id(source)))
    if got is not None and got[0] is source and got[1] == len(source):
        return got[2]  # type: ignore[no-any-return]
    old = got[2] if got is not None and got[0] is source and got[1] < len(source) else []
    built = old + [item(x) for x in source[len(old):]]
    if len(_SHARED) > 256:
        _SHARED.clear()
    _SHARED[(kind, id(source))] = (source, len(source), built)
    return built


def _deck(data: BHData) -> list[dict[str, Any]]:
    return [{"number": k + 1, "speed": c.speed, "back": c.back, "mudder": c.mudder,
             "sure": c.sure} for k, c in enumerate(data.deck)]


def _schedule(schedule: list[dict[str, Any]]) -> list[dict[str, Any]]:
    # (deep copies: no view shares a list with the state, and built once they cost nothing)
    return [{"round": k + 1, **_copy(r)} for k, r in enumerate(schedule)]




def redact(event: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """``event`` as ``seat`` may see it (None: a spectator, who sees nothing private)."""
    rule = PRIVATE.get(event["type"])
    if rule is None:
        return event
    field, who = rule
    if who == "own" and seat is not None and event.get("seat") == seat:
        return event
    return {**event, field: None}


def unplayed(s: State, seat: int) -> list[str]:
    """The seat's colour cards not yet raced: its hand and its face-down table cards."""
    t = s.table
    if t is not None and not t.sudden and seat in t.seats:
        # (One colour, numbers zero-padded: the ids sort by number.)
        return sorted(s.hands[seat] + t.slots[t.seats.index(seat)][t.shown:])
    return list(s.hands[seat])  # (hands are kept in number order)


def table_view(data: BHData, t: Table, seat: int | None) -> dict[str, Any]:
    slots = []
    spec, shown = data.spec, t.shown
    for i in SIDES:
        own = seat == t.seats[i]
        row = []
        for k, card in enumerate(t.slots[i]):
            c = spec(card)
            if own or k < shown:
                row.append({"card": card, "back": c.back, "face_up": k < shown,
                            "speed": c.speed})
            else:
                row.append({"card": None, "back": c.back, "face_up": False, "speed": None})
        slots.append(row)
    return {"seats": list(t.seats), "need": t.need, "part": t.part, "slots": slots,
            "bets": [t.bets[i] if (t.revealed or seat == t.seats[i]) else None for i in SIDES],
            "bet_down": [b is not None for b in t.bets], "revealed": t.revealed,
            "condition": t.condition, "cutter": t.cutter, "race": t.race, "shown": t.shown,
            "results": [list(r) for r in t.results], "pending": list(t.pending),
            "changes": [t.changes[i] if (not t.pending[i] or seat == t.seats[i]) else None
                        for i in SIDES],
            "sources": None if t.sources is None else [list(x) for x in t.sources]}


def view(data: BHData, s: State, seat: int | None,
         decision: tuple[int, str, dict[str, Any]] | None) -> dict[str, Any]:
    """Everything ``seat`` may see, as plain JSON (None: a spectator)."""
    players = [{"seat": i, "name": s.names[i], "bot": s.bots[i],
                "colour": data.colours[i].name, "code": data.colours[i].code,
                "purse": list(s.purses[i]), "purse_count": len(s.purses[i]),
                "hand_count": len(s.hands[i]), "unplayed": unplayed(s, i)}
               for i in range(s.players)]
    dec = None
    if decision is not None:
        dec = {"seat": decision[0], "kind": decision[1]}
        if seat == decision[0]:
            dec["options"] = decision[2]
    return {"game": "bettor-horse", "seat": seat, "track_conditions": s.track,
            "bets": list(data.bets), "min_speed": data.min_speed,
            "mudder_range": data.mudder_range,
            "deck": _shared("deck", data, 0, _deck),
            "players": players,
            "hand": list(s.hands[seat]) if seat is not None else None,
            "pool": list(s.pool), "aside": list(s.aside),
            "round": min(s.match + 1, len(s.schedule)), "rounds": len(s.schedule),
            "schedule": _shared("schedule", s.schedule, len(s.schedule), _schedule),
            "table": None if s.table is None else table_view(data, s.table, seat),
            "pool_matched": list(s.pool_matched),
            "sudden": None if s.sudden is None else {k: (list(v) if isinstance(v, list) else v)
                                                      for k, v in s.sudden.items()},
            "record": _grown("record", s.record, _copy), "over": s.over,
            "winners": list(s.winners), "decision": dec}


def redeal(data: BHData, s: State, seat: int, rng: random.Random) -> None:
    """Deals anew, in place, what ``seat`` cannot see: the other side's face-down cards
    (same backs, from the same unplayed cards), its hidden bet and Mudder change, and the
    generator of future cuts."""
    t = s.table
    s.rng = random.Random(rng.getrandbits(64))
    if t is None:
        return
    for i in SIDES:
        other = t.seats[i]
        if other == seat:
            continue
        hidden = t.slots[i][t.shown:]
        if hidden:
            if t.sources is None:
                pool = s.hands[other] + hidden
            else:
                pool = [c for c in t.sources[i] if c not in t.slots[i][:t.shown]]
            rng.shuffle(pool)
            new = []
            for card in hidden:
                back = data.spec(card).back
                pick = next(c for c in pool if data.spec(c).back == back)
                pool.remove(pick)
                new.append(pick)
            t.slots[i] = t.slots[i][:t.shown] + new
            if t.sources is None:
                s.hands[other] = sorted(pool)
        if not t.revealed and t.bets[i] is not None:
            t.bets[i] = rng.choice(data.bets)
        if t.pending[i] and t.changes[i] is not None:
            t.changes[i] = rng.choice(mudder_options(data, t, i))
