"""The photo finish (rulebook: "Photo Finish", "Tiebreaker table").

Horses on the same square beyond the line: a photo-finish card decides, else the better
odds, else the first player chooses.
"""
from __future__ import annotations

from .. import race as race_rules
from ..actions import PHOTO_PICK, Action
from ..errors import IllegalAction
from ..machine import Decision, Event, PhaseRules
from ..state import PHASE_PHOTO, GameState


def photo_reason_words(horses: list[str], mods: dict[str, race_rules.HorseMods],
                       odds: dict[str, int]) -> str:
    """Says how a tie on squares is broken: a card, the odds, or the first player."""
    distinct_odds = set()
    for h in horses:
        if mods[h].photo:  # a photo-finish card decides, whatever the odds
            return "card"
        distinct_odds.add(odds[h])
    if len(distinct_odds) < len(horses):
        return "choice" if len(distinct_odds) == 1 else "odds_and_choice"
    return "odds"


def place_pending(s: GameState, events: list[Event]) -> bool:
    """Moves this unit's finishers to the ranking until a group needs a choice."""
    r = s.race
    assert r is not None
    pending, ranked, placed = r.pending, r.ranked, r.pending_placed
    while pending:
        group = pending[0]
        if len(group) > 1:
            return False
        del pending[0]
        ranked.append(group[0])
        placed.append(group[0])
    # This unit's horses are the ranking's last ones (placed and chosen in order).
    places = list(range(len(ranked) - len(placed) + 1, len(ranked) + 1))
    s.seq += 1
    events.append({"type": "ranked", "seq": s.seq, "round": s.round, "unit": r.pending_unit,
                   "horses": list(placed), "photo_finish": r.pending_photo,
                   "places": places})
    r.pending_placed = []
    return True


def _describe_photo(s: GameState, seat: int) -> Decision:
    group = s.race.pending[0]  # type: ignore[union-attr]
    return Decision(seat, PHASE_PHOTO,
                    f"{s.players[seat].name}: photo finish between {', '.join(group)} at "
                    "equal odds: choose the horse placed next", {"horses": list(group)})


def _check_photo(s: GameState, d: Decision, action: Action) -> None:
    if action.type != PHOTO_PICK or action.horse not in d.options["horses"]:
        raise IllegalAction("Photo Finish", "photo_pick", horses=list(d.options["horses"]))


def _handle_photo(s: GameState, events: list[Event], seat: int, action: Action) -> None:
    r = s.race
    assert r is not None
    s.seq += 1  # emit()'s event as one literal (see emit)
    events.append({"type": "photo_finish_choice", "seq": s.seq, "round": s.round,
                   "seat": seat, "horse": action.horse})
    r.pending[0].remove(action.horse)  # type: ignore[arg-type]
    r.ranked.append(action.horse)  # type: ignore[arg-type]
    r.pending_placed.append(action.horse)  # type: ignore[arg-type]
    s.queue.pop(0)


def _expand_photo(s: GameState, d: Decision) -> list[Action]:
    return [Action(PHOTO_PICK, horse=h) for h in d.options["horses"]]


PHASES = {PHASE_PHOTO: PhaseRules("Photo Finish", _describe_photo, _check_photo, _handle_photo,
                                  _expand_photo)}
