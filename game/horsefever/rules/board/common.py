"""What every Board Game chapter shares: its action types and phases, its decks, paying.

Every number comes from the data (``data/board.toml``, ``assistants.toml``,
``horses.toml``, ``goals.toml``).
"""
from __future__ import annotations

from typing import Any

from ..data import BoardData, Effect
from ..family.penalties import penalty
from ..machine import Event, emit
from ..state import GameState


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


def board_data(s: GameState) -> BoardData:
    assert s.data.board is not None, "the Board Game data is not loaded"
    return s.data.board


def deck_of(s: GameState, item: str) -> list[int]:
    return {"goal": s.goal_deck, "assistant": s.assistant_deck, "horse": s.horse_deck,
            "actions": s.action_deck}[item]


def cards_of(s: GameState, seat: int, item: str) -> list[int]:
    p = s.players[seat]
    return {"goal": p.goals, "assistant": p.assistants, "horse": p.horses}[item]


def assistant_effects(s: GameState, seat: int) -> list[tuple[int, Effect]]:
    b = board_data(s)
    return [(n, e) for n in s.players[seat].assistants for e in b.assistant(n).effects]


def charge(s: GameState, events: list[Event], seat: int, amount: int, reason: str,
           **extra: Any) -> bool:
    """A seat pays the bank (or another seat); False and the penalty if it cannot."""
    p = s.players[seat]
    if p.danari >= amount:
        p.danari -= amount
        emit(s, events, "payment", round=s.round, seat=seat, danari=-amount, reason=reason,
             danari_after=p.danari, **extra)
        return True
    penalty(s, events, seat, reason)
    return False


def _round_book(s: GameState) -> dict[str, Any]:
    """The round's purchase bookkeeping: items bought per seat (JSON keys are strings)."""
    return s.board.setdefault("bought", {})


def _bought(s: GameState, seat: int) -> list[str]:
    """What a seat bought this round (read only: describing a decision changes nothing)."""
    return s.board.get("bought", {}).get(str(seat), [])


def record_purchase(s: GameState, seat: int, item: str) -> None:
    _round_book(s).setdefault(str(seat), []).append(item)
