"""Scenario helpers: a game put in a chosen position (forced squares, hands, tickets)."""
from __future__ import annotations

from typing import Any

from game.ticketgagnant.actions import Predict, SetupRace
from game.ticketgagnant.data import game_data
from game.ticketgagnant.game import TicketGagnantGame
from game.ticketgagnant.rules import engine

DATA = game_data()


def card(kind: str, horse: int = 0, value: int = 0, pair: tuple[int, int] = (0, 0),
         nth: int = 0) -> int:
    """The id of the ``nth`` card of that description in the deck."""
    found = [c.id for c in DATA.cards if c.kind == kind and c.horse == horse
             and c.value == value and (kind != "pair" or c.pair == pair)]
    return found[nth]


def table(positions: dict[int, tuple[int, int]] | None = None, hand: list[int] | None = None,
          discipline: str = "flat", players: int = 2, races: int = 1,
          tickets: list[list[Any]] | None = None) -> TicketGagnantGame:
    """A game in the movement phase of race 1, seat 0 to play ``hand``; horses not named
    in ``positions`` start in column 1, horse N in lane N."""
    g, _ = TicketGagnantGame.new({"players": players, "mode": "advanced",
                                  "predictions": "visible", "races": races}, 1)
    g.apply(SetupRace(hand=3, discipline=discipline, visibility="visible"))
    for seat in range(players):
        slots = (tickets or [[1, None, None]] * players)[seat]
        g.apply(Predict(first=slots[0], second=slots[1], third=slots[2]))
    s = g.s
    s.positions = {h: [1, h] for h in DATA.horses}
    for h, sq in (positions or {}).items():
        s.positions[h] = list(sq)
    if hand is not None:
        everything = s.deck + s.played + [c for h in s.hands for c in h]
        s.hands[0] = list(hand)
        rest = [c for c in everything if c not in hand]
        for seat in range(1, players):
            s.hands[seat] = rest[:len(hand)]
            del rest[:len(hand)]
        s.deck, s.played = rest, []
    s.turn = 0
    engine.start_turn(DATA, s, [])
    return g
