"""The reveal (rulebook: "Reveal the Action Cards"): the action cards turn face up.

Friz Finden / Rochelle Recherche discard, letter pairs cancel, then the revealed cards'
odds changes (and the variant's: ``Variant.reveal_odds_extra``) move the stable tokens.
Which cards go and which odds moves follow is ``game/horsefever/rules/reveal.py`` (pure functions the
tipster's race shares); this chapter applies them to the table and announces them.
"""
from __future__ import annotations

from .. import reveal as reveal_rules
from ..machine import Event, StepFn, emit, variant_of
from ..state import GameState
from .odds import move_odds


def _reveal(s: GameState, events: list[Event], fresh: bool) -> bool:
    """Turns the action cards face up: Friz/Rochelle discards, then letter pairs cancel."""
    data = s.data
    emit(s, events, "reveal", round=s.round,
         lanes={c: [{"seat": pc.seat, "card": pc.card} for pc in s.lanes[c]]
                for c in s.colours})
    for colour in s.colours:
        cards = s.lanes[colour]
        if not cards:
            continue
        gone = [(cards[i], reason)
                for i, reason in reveal_rules.discards([pc.card for pc in cards], data.action)]
        for pc, reason in gone:
            cards.remove(pc)
            s.discarded[colour].append(pc)
            emit(s, events, "action_discarded", round=s.round, horse=colour, card=pc.card,
                 seat=pc.seat, reason=reason)
    return False


def _reveal_odds(s: GameState, events: list[Event], fresh: bool) -> bool:
    """Odds changes of the revealed cards, lane by lane, in play order on each lane."""
    extra = variant_of(s).reveal_odds_extra
    for colour in s.colours:
        for card, rows in reveal_rules.odds_moves([pc.card for pc in s.lanes[colour]],
                                                  s.data.action):
            move_odds(s, events, colour, rows, cause=card)
        if extra is not None:
            for card, e in extra(s, colour):
                move_odds(s, events, colour, int(e.value), cause=card)  # type: ignore[arg-type]
    return False


STEPS: dict[str, StepFn] = {"reveal": _reveal, "reveal_odds": _reveal_odds}
