"""Finishing the Game and Sudden Death.

Most Purse cards wins. Tied leaders play Sudden Death two at a time, in seat order (the
winner of a duel meets the next tied player): each races any 3 Purse cards (fewer than 3:
the 24 horses of their own colour deck, borrowed) with a bet, repeated until one bet alone
matches. No card moves [house ruling]. After ``sudden_death_chosen`` undecided rounds of a
duel the horses are drawn [house ruling]: each side is dealt 3 of the 24 horses of its own
colour deck at random and only bets (careful players can nearly always make a bet match
with horses they choose: chosen rounds alone seldom end). After ``sudden_death_max``
undecided rounds of a duel the tie stands [house ruling]: its two players and the tied
players not yet met share first place.
"""
from __future__ import annotations

from typing import Any

from ...core.rng import randbelow
from .choose import place_horse
from .deck import BHData
from .state import SIDES, Emit, State, Table


def finish(data: BHData, s: State, emit: Emit) -> None:
    """After the final: the leaders, then Sudden Death or the end."""
    counts = [len(p) for p in s.purses]
    top = max(counts)
    tied = [seat for seat, n in enumerate(counts) if n == top]
    if len(tied) == 1:
        end(s, tied, emit)
        return
    s.sudden = {"duel": tied[:2], "queue": tied[2:], "rounds": 0, "number": 0, "drawn": False}
    emit({"type": "sudden_death", "seq": None, "seats": tied, "purse": top})
    start_duel_round(data, s, emit)


def start_duel_round(data: BHData, s: State, emit: Emit) -> None:
    """Lays out one Sudden Death round between the duel's two players (and deals its
    horses, when they are drawn)."""
    sd = s.sudden
    assert sd is not None
    sd["number"] += 1
    drawn = sd["drawn"] = sd["rounds"] >= data.sudden_death_chosen
    sources = []
    kinds = []
    for seat in sd["duel"]:
        if len(s.purses[seat]) >= data.race_cards and not drawn:
            sources.append(list(s.purses[seat]))
            kinds.append("purse")
        else:
            sources.append(data.deck_ids(seat))
            kinds.append("deck")
    s.table = t = Table.laid_out(list(sd["duel"]), data.race_cards, "sudden", sources)
    emit({"type": "sudden_round", "seq": None, "number": sd["number"],
          "round": sd["rounds"] + 1, "seats": list(sd["duel"]), "sources": kinds,
          "drawn": drawn})
    if drawn:
        for side in SIDES:
            for card in draw(s, sources[side], data.race_cards):
                place_horse(data, s, t, card, emit, side)


def draw(s: State, cards: list[str], k: int) -> list[str]:
    """``k`` of ``cards`` at random, in the order drawn (the game's generator)."""
    left = list(cards)
    return [left.pop(randbelow(s.rng, len(left))) for _ in range(k)]


def duel_result(data: BHData, s: State, matched: list[bool], emit: Emit) -> None:
    """After a Sudden Death round: the duel won, another round, or the tie standing."""
    sd = s.sudden
    assert sd is not None and s.table is not None
    duel = sd["duel"]
    if matched[0] != matched[1]:
        winner = duel[0 if matched[0] else 1]
        emit({"type": "sudden_result", "seq": None, "winner": winner, "seats": list(duel)})
        if sd["queue"]:
            sd["duel"] = sorted([winner, sd["queue"].pop(0)])
            sd["rounds"] = 0
            start_duel_round(data, s, emit)
        else:
            end(s, [winner], emit)
        return
    emit({"type": "sudden_result", "seq": None, "winner": None, "seats": list(duel)})
    sd["rounds"] += 1
    if sd["rounds"] >= data.sudden_death_max:
        tied = sorted(duel + sd["queue"])
        emit({"type": "tie_stands", "seq": None, "seats": tied, "rounds": sd["rounds"]})
        end(s, tied, emit)
    else:
        start_duel_round(data, s, emit)


def end(s: State, winners: list[int], emit: Emit) -> None:
    s.over = True
    s.table = None
    s.winners = sorted(winners)
    emit({"type": "game_end", "seq": None, "winners": s.winners,
          "purses": [len(p) for p in s.purses], "pool": len(s.pool), "aside": len(s.aside),
          "standings": final_standings(s)})


def final_standings(s: State) -> list[dict[str, Any]]:
    """The final standings, best first, as ``game_end`` and the game contract give them:
    ``{seat, name, place, purse, winner}``: the winners (after Sudden Death) first, then
    most Purse cards, level seats sharing a place."""
    counts = [len(p) for p in s.purses]
    order = sorted(range(s.players), key=lambda i: (i not in s.winners, -counts[i], i))
    rows: list[dict[str, Any]] = []
    for k, seat in enumerate(order):
        if seat in s.winners:
            place = 1
        elif k and order[k - 1] not in s.winners and counts[order[k - 1]] == counts[seat]:
            place = rows[-1]["place"]
        else:
            place = k + 1
        rows.append({"seat": seat, "name": s.names[seat], "place": place,
                     "purse": counts[seat], "winner": seat in s.winners})
    return rows
