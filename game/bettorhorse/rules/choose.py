"""Play a Round, steps 1 and 2: each player secretly chooses horses in race order, then a Bet.

A decision places one horse card in the next race slot; the Bet card confirms the choice.
The first seat of the round chooses, then the second. At the table both choose at the same
time, so until both have chosen nobody sees anything of another's choice, not even the
backs of the cards placed (``views``); then their backs show (``choices_made``).
"""
from __future__ import annotations

from .deck import BHData
from .errors import BettorHorseError
from .state import Emit, State, Table


def chooser(t: Table) -> int:
    """The side (0 or 1) still choosing: the first until its bet is down."""
    return 0 if t.bets[0] is None else 1


def available(s: State, t: Table, side: int) -> list[str]:
    """The cards this side may still race: its hand, or in Sudden Death its source."""
    if t.sources is not None:
        return [c for c in t.sources[side] if c not in t.slots[side]]
    return s.hands[t.seats[side]]


def check_horse(data: BHData, s: State, t: Table, card: str) -> None:
    """Refuses a horse card this side may not place now."""
    side = chooser(t)
    if len(t.slots[side]) >= t.need:
        raise BettorHorseError("too_many_horses", need=t.need)
    if not data.is_card(card, s.players):
        raise BettorHorseError("unknown_card", card=card)
    if card not in available(s, t, side):
        if t.sources is None:
            raise BettorHorseError("card_not_in_hand", card=card)
        if card in t.slots[side]:
            raise BettorHorseError("card_not_available", card=card)
        raise BettorHorseError("card_not_in_purse", card=card)


def place_horse(data: BHData, s: State, t: Table, card: str, emit: Emit,
                side: int | None = None) -> None:
    """Puts a (checked) card face down in the next slot of ``side``: the side choosing
    (``horse_placed``), or a side dealt a Sudden Death round's horses (``horse_drawn``)."""
    if side is None:
        kind, side = "horse_placed", 0 if t.bets[0] is None else 1  # (``chooser``)
    else:
        kind = "horse_drawn"
    seat = t.seats[side]
    if t.sources is None:
        s.hands[seat].remove(card)
    row = t.slots[side]
    row.append(card)
    emit({"type": kind, "seq": None, "seat": seat, "slot": len(row), "card": card,
          "back": data.backs[card]})


def check_bet(data: BHData, t: Table, bet: str) -> None:
    """Refuses a bet before the horses are all down, or one that is no Bet card."""
    side = chooser(t)
    if len(t.slots[side]) < t.need:
        raise BettorHorseError("too_few_horses", need=t.need, placed=len(t.slots[side]))
    if bet not in data.bets:
        raise BettorHorseError("unknown_bet", bet=bet)


def choices_made(data: BHData, t: Table, emit: Emit) -> None:
    """Both sides have chosen: their face-down cards' backs are public from now on."""
    bk = data.backs
    (s0, s1), (row0, row1) = t.seats, t.slots  # (both sides spelt out: every round)
    if t.need == 3:  # (a full round's three cards spelt out too: the usual round)
        a0, b0, c0 = row0
        a1, b1, c1 = row1
        backs0, backs1 = [bk[a0], bk[b0], bk[c0]], [bk[a1], bk[b1], bk[c1]]
    else:
        backs0, backs1 = [bk[c] for c in row0], [bk[c] for c in row1]
    emit({"type": "choices_made", "seq": None, "placed": [
        {"seat": s0, "backs": backs0}, {"seat": s1, "backs": backs1}]})
