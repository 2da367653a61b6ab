"""The reveal (rulebook: "Revealing the Action Cards"): the action cards turn face up.

Friz Finden / Rochelle Recherche discard, letter pairs cancel, then the revealed cards'
odds changes (and the variant's: ``Variant.reveal_odds_extra``) move the stable tokens.
"""
from __future__ import annotations

from ..machine import Event, StepFn, emit, variant_of
from ..state import GameState, PlayedCard
from .odds import move_odds


def _reveal(s: GameState, events: list[Event], fresh: bool) -> bool:
    """Turns the action cards face up: Friz/Rochelle discards, then letter pairs cancel."""
    data = s.data
    emit(s, events, "reveal", round=s.round,
         lanes={c: [{"seat": pc.seat, "card": pc.card} for pc in s.lanes[c]]
                for c in s.colours})
    action = data.action
    for colour in s.colours:
        cards = s.lanes[colour]
        if not cards:
            continue
        faces = [action(pc.card) for pc in cards]
        gone: list[tuple[PlayedCard, str]] = []
        out: set[int] = set()  # id() of the cards in ``gone``
        # Friz Finden / Rochelle Recherche discard every red / green card on their horse.
        for face in faces:
            for e in face.effects:
                if e.trigger == "reveal" and e.op == "discard":
                    for other, other_face in zip(cards, faces):
                        if other_face.kind == e.value and id(other) not in out:
                            gone.append((other, face.name))
                            out.add(id(other))
        # A positive and a negative card with the same letter cancel each other.
        by_letter: dict[str, list[PlayedCard]] = {}
        kind_of: dict[int, str] = {}
        for pc, face in zip(cards, faces):
            if face.letter and id(pc) not in out:
                by_letter.setdefault(face.letter, []).append(pc)
                kind_of[id(pc)] = face.kind
        for letter, group in by_letter.items():
            if len(group) < 2:
                continue
            pos = [pc for pc in group if kind_of[id(pc)] == "positive"]
            neg = [pc for pc in group if kind_of[id(pc)] == "negative"]
            for a, b in zip(pos, neg):
                gone.append((a, f"letter {letter}: cancelled by {data.action(b.card).name}"))
                gone.append((b, f"letter {letter}: cancelled by {data.action(a.card).name}"))
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
        for pc in s.lanes[colour]:
            for e in s.data.action(pc.card).effects:
                if e.trigger == "reveal" and e.op == "odds":
                    move_odds(s, events, colour, int(e.value), cause=pc.card)  # type: ignore[arg-type]
        if extra is not None:
            for card, e in extra(s, colour):
                move_odds(s, events, colour, int(e.value), cause=card)  # type: ignore[arg-type]
    return False


STEPS: dict[str, StepFn] = {"reveal": _reveal, "reveal_odds": _reveal_odds}
