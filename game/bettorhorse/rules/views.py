"""What a seat may see: its view, events as it may see them, and re-dealing the unseen.

Public: the decks (so every card's speed), every raced card, Purses, the Pool, set-aside
cards, each player's unplayed cards as a set (the decks are known: the program counts
cards for everyone) and, once both racers have chosen, the backs of their face-down cards.
Private: which unplayed cards lie face down in which slot, a bet before the reveal, a
Mudder change before both are in, and the card the track cut turned (only its back is
shown, to everyone). Until both racers have chosen, a seat sees nothing of another's
placed cards and bet, not even the backs (at the table both choose at the same time: the
second to choose must not choose knowing the first's choice); its own, face down.
"""
from __future__ import annotations

import random
from typing import Any

from ...core.envelope import GAME_START, public_start
from .deck import BHData
from .engine import HORSE, OPTION_LIST
from .race import mudder_options
from .state import SIDES, State, Table
from .view_parts import Memo, base, data_parts, forget, memo, players, table_common

# event type -> (fields hidden, who sees them: "own" = the event's seat, "none" = nobody).
# A placed card's back too: it becomes public with ``choices_made``, once both have chosen.
PRIVATE = {"horse_placed": (("card", "back"), "own"), "horse_drawn": (("card", "back"), "own"),
           "bet_placed": (("bet",), "own"),
           "mudder_chosen": (("change",), "own"), "track_cut": (("card",), "none")}


def redact(event: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """``event`` as ``seat`` may see it (None: a spectator, who sees nothing private; and
    nobody but the full log the seed, which would tell every cut to come)."""
    rule = PRIVATE.get(event["type"])
    if rule is None:
        return public_start(event) if event["type"] == GAME_START else event
    if event.get("secret") is False:  # (a lone Mudder's change: public)
        return event
    fields, who = rule
    if who == "own" and seat is not None and event.get("seat") == seat:
        return event
    out = event.copy()
    for field in fields:
        out[field] = None
    return out


def table_view(data: BHData, t: Table, seat: int | None,
               m: Memo | None = None) -> dict[str, Any]:
    """The round on the table as ``seat`` may see it (``m``: the parts kept for the state,
    if any: the part the same for every seat is then kept too)."""
    parts = m.data if m is not None else data_parts(data)
    v = table_common(t, m).copy()
    s0, s1 = t.seats
    row0, row1 = t.slots
    b0, b1 = t.bets
    if not t.revealed:
        # Both still choosing (the reveal follows the second bet at once): each racer sees
        # its own cards face down and bet; nobody sees anything of another's, not even
        # whether a card or the bet is down.
        own = parts.own.__getitem__
        mine: list[Any] = []
        add = mine.append
        for c in row0 if seat == s0 else row1 if seat == s1 else ():
            add(own(c))
        v["slots"] = [mine, []] if seat == s0 else [[], mine]
        v["bets"] = [b0 if seat == s0 else None, b1 if seat == s1 else None]
        v["bet_down"] = [seat == s0 and b0 is not None, seat == s1 and b1 is not None]
        v["changes"] = [None, None]  # (no race is face up yet)
        return v
    shown = t.shown
    # (Each card's picture is shared: face up, or face down as its owner or others see it.)
    down0 = (parts.own if seat == s0 else parts.hidden).__getitem__
    down1 = (parts.own if seat == s1 else parts.hidden).__getitem__
    # (Rows of three cards at most: a loop of appends costs half what ``list(map())`` does.)
    slots0: list[Any] = []
    slots1: list[Any] = []
    add0, add1 = slots0.append, slots1.append
    if shown:
        up = parts.face_up.__getitem__
        for k, c in enumerate(row0):
            add0(up(c) if k < shown else down0(c))
        for k, c in enumerate(row1):
            add1(up(c) if k < shown else down1(c))
    else:
        for c in row0:
            add0(down0(c))
        for c in row1:
            add1(down1(c))
    v["slots"] = [slots0, slots1]
    pending, changes = t.pending, t.changes
    v["bets"] = [b0, b1]
    v["bet_down"] = [True, True]
    v["changes"] = [changes[0] if (not pending[0] or seat == s0) else None,
                    changes[1] if (not pending[1] or seat == s1) else None]
    return v


def view(data: BHData, s: State, seat: int | None,
         decision: tuple[int, str, dict[str, Any]] | None) -> dict[str, Any]:
    """Everything ``seat`` may see, as plain JSON (None: a spectator). Parts of it are
    shared with other views (``view_parts``): read it, never change it."""
    m = memo(s, data)
    parts = m.data
    v = base(data, parts, s, m).copy()
    v["seat"] = seat
    v["players"] = players(data, s, m)
    t = s.table
    if seat is not None:
        v["hand"] = hand = s.hands[seat][:]
    if t is not None:
        v["table"] = table_view(data, t, seat, m)
    if decision is not None:
        dec = v["decision"] = {"seat": decision[0], "kind": decision[1]}
        if seat == decision[0]:
            # (The engine keeps its decision: the view's options are a copy. A horse card
            # offered outside Sudden Death is any card of the hand: the view's own copy of
            # the hand serves as both, a list less at most decisions.)
            dec["options"] = options = decision[2].copy()
            kind = decision[1]
            if kind == HORSE and t is not None and t.sources is None:
                options["cards"] = hand
            else:
                key = OPTION_LIST[kind]
                options[key] = options[key][:]
            if kind == HORSE and "bets" in options:  # (a round's first card: its bet too)
                options["bets"] = options["bets"][:]
    return v


def redeal(data: BHData, s: State, seat: int, rng: random.Random) -> None:
    """Deals anew, in place, what ``seat`` cannot see: the other side's face-down cards
    (from the same unplayed cards; with the same backs once both have chosen, when the
    backs are public), its hidden bet and Mudder change, and the generator of future
    cuts."""
    t = s.table
    forget(s)  # (cards change, sizes stay: the parts kept are stale)
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
                pick = next(c for c in pool if data.spec(c).back == back or not t.revealed)
                pool.remove(pick)
                new.append(pick)
            t.slots[i] = t.slots[i][:t.shown] + new
            if t.sources is None:
                s.hands[other] = sorted(pool)
        if not t.revealed and t.bets[i] is not None:
            t.bets[i] = rng.choice(data.bets)
        if t.pending[i] and t.changes[i] is not None:
            t.changes[i] = rng.choice(mudder_options(data, t, i))
