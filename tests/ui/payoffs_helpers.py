"""A Board Game round full of cards up to its payoffs sheet, for the sheet's tests
(tests/ui/test_payoffs_sheet.py) and the pseudo-locale's (tests/languages)."""
from __future__ import annotations

from horsefever.board_helpers import (BISCUIT_DE_MER, COSTANTINO, EL_GUAPO, TROY, act, autoplay,
                                      board_game, force_race, quiet_action)
from game.horsefever.rules import Action

from .hf_session import session_over as _over


def session_over(data, game, names):
    """A window session over ``game`` as it stands (made before the round is played)."""
    return _over(game, names)


def run_to_sheet(s, events):
    """Shows ``events`` (the rest of the round) up to the payoffs sheet."""
    s.queue.extend(events)
    s.events.extend(events)
    for _ in range(1000):
        if s.stop is not None and s.stop.sheet.name == "payoffs":
            return s
        s.update(0.1)
    raise AssertionError("no payoffs sheet")


def board_round(data, names=("Ada", "Bruno")):
    """Seat 0 owns red, white, yellow and green: El Guapo on red (1:5 -> 1:3), Biscuit De
    Mer on white (1:7 stays at 1:7, +600 D), Troy on yellow and Costantino on green.
    Seat 1 is Eric Change and moves black 2 rows down (1:2 -> 1:4). Returns the session at
    the round's payoffs sheet and the round's events."""
    game = board_game(2, stars=True, characters={1: "Eric Change"},
                      stables={0: ["red", "white", "yellow", "green"]},
                      horses={0: [EL_GUAPO, BISCUIT_DE_MER, TROY, COSTANTINO]})
    force_race(game)
    s = session_over(data, game, list(names))
    events = autoplay(game, until="lineup")
    for card, lane in ((EL_GUAPO, "red"), (BISCUIT_DE_MER, "white"), (TROY, "yellow"),
                       (COSTANTINO, "green")):
        events += act(game, 0, Action("lineup", card=card, horse=lane), "lineup")
    events += autoplay(game, until="troy_copy")
    events += act(game, 0, Action("copy", card=COSTANTINO), "troy_copy")
    events += act(game, 1, Action("odds_move", horse="black", value=2), "eric_odds")
    while game.decision().kind not in ("dutch_auction", "english_auction"):
        events += game.apply(quiet_action(game))
    return run_to_sheet(s, events), events
