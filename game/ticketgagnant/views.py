"""What one seat may see of a game of Ticket Gagnant, as plain JSON data.

Public: the horses' squares, the track, the played pile, scores, hand counts, tickets once
revealed (and whether each seat has made one). Private: the seat's own hand and ticket.
The screens draw from this alone; a bot gets only this.
"""
from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

from .data import TrackMap

if TYPE_CHECKING:
    from .game import TicketGagnantGame


def view_for(game: "TicketGagnantGame", seat: int | None) -> dict[str, Any]:
    s, d = game.s, game.data
    players = []
    tickets = s.predictions or [None] * s.players
    hands = s.hands or [[]] * s.players
    for p, ticket in enumerate(tickets):
        shown = ticket is not None and (s.revealed or p == seat)
        players.append({"seat": p, "name": s.names[p], "bot": s.bots[p],
                        "score": s.scores[p], "exact": s.exact[p],
                        "hand_count": len(hands[p]), "predicted": ticket is not None,
                        "prediction": list(ticket) if shown else None})
    return {
        "game": "ticket-gagnant", "seat": seat, "phase": s.phase, "mode": s.mode,
        "race": s.race, "races": s.races, "first": s.first, "turn": s.turn,
        "hand_size": s.hand_size, "discipline": s.discipline, "visibility": s.visibility,
        "default_visibility": s.default_visibility, "revealed": s.revealed,
        "positions": {str(h): list(p) for h, p in s.positions.items()},
        "grid": {"lanes": d.lanes, "columns": d.columns, "line_after": d.line_after},
        "track": _track(d.maps[s.discipline]),
        "hand": list(s.hands[seat]) if seat is not None and s.hands else [],
        "played": list(s.played), "deck_count": len(s.deck),
        "players": players, "totals": [list(t) for t in s.totals],
        "places": list(s.places),
        "decision": None if s.phase == "over" else {"seat": s.turn, "phase": s.phase},
    }


@functools.lru_cache(maxsize=None)
def _track(tmap: TrackMap) -> dict[str, Any]:
    """The track's look and special squares: made once per track and shared by every view
    (a view is read, never changed, by the screens and the bots)."""
    return tmap.to_json()
