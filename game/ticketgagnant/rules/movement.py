"""Horse movement: playing a card (horse card, joker, two-colour card), pushes, dead cards.

A play is (card, horse, destination, push destination or None). ``play_problem`` is the
one judge of a play; ``plays`` lists the legal ones from candidates it judges, so a rule
is written once.
"""
from __future__ import annotations

from typing import Any, Iterator, Mapping, Sequence

from .components import Card, TGData, TrackMap
from .errors import TicketGagnantError
from .track import ORTHOGONAL, Problem, Square, can_push, move_problem, occupant, \
    push_problem, push_targets, taken

Play = tuple[int, int, Square, Square | None]  # card id, horse, destination, push


def movers(card: Card, horses: Sequence[int]) -> tuple[int, ...]:
    """The horses a card may move."""
    if card.kind == "horse":
        return (card.horse,)
    if card.kind == "pair":
        return card.pair
    return tuple(horses)


def destinations(card: Card, horse: int, positions: Mapping[int, Sequence[int]]) -> list[Square]:
    """Where a card may put ``horse``, board and track aside."""
    if card.kind == "pair":
        other = card.pair[1] if horse == card.pair[0] else card.pair[0]
        c, l = positions[other]
        return [(c + dc, l + dl) for dc, dl in ORTHOGONAL]
    c, l = positions[horse]
    v = card.value
    return [(c + dc * v, l + dl * v) for dc, dl in ORTHOGONAL]


def play_problem(data: TGData, tmap: TrackMap, positions: Mapping[int, Sequence[int]],
                 card: Card, horse: int, dst: Sequence[int],
                 push: Sequence[int] | None, reachable: bool = False) -> Problem:
    """What makes this play illegal (a reason code and its parameters), or None.

    ``reachable``: the caller took ``horse`` from ``movers`` and ``dst`` from
    ``destinations`` (the list of plays, the random play), so those two checks are
    skipped: they are true, and they were most of the cost of listing the plays."""
    if not reachable and horse not in movers(card, data.horses):
        return "wrong_horse", {"card": card.id, "horse": horse}
    src = positions[horse]
    if not reachable and tuple(dst) not in destinations(card, horse, positions):
        if card.kind == "pair":
            return "not_adjacent", {"card": card.id, "horse": horse, "square": list(dst)}
        return "not_straight", {"card": card.id, "value": card.value, "square": list(dst)}
    if dst[0] == src[0] and dst[1] == src[1]:
        return "same_square", {"horse": horse, "square": list(dst)}
    problem = move_problem(data, tmap, src, dst)
    if problem is not None:
        return problem
    pushed = occupant(positions, dst, horse)
    if not pushed:
        return None if push is None else ("push_not_needed", {"square": list(dst)})
    if push is None:
        if can_push(data, tmap, positions, pushed, horse, dst):
            return "push_needed", {"horse": pushed, "square": list(dst)}
        return "no_free_square", {"horse": pushed, "square": list(dst)}
    return push_problem(data, tmap, taken(positions, pushed, horse), dst, push)


def card_plays(data: TGData, tmap: TrackMap, positions: Mapping[int, Sequence[int]],
               card: Card) -> Iterator[Play]:
    """Every legal play of one card."""
    for horse in movers(card, data.horses):
        for dst in destinations(card, horse, positions):
            problem = play_problem(data, tmap, positions, card, horse, dst, None, True)
            if problem is None:
                yield card.id, horse, dst, None
            elif problem[0] == "push_needed":
                pushed = problem[1]["horse"]
                for p in push_targets(data, tmap, positions, pushed, horse, dst):
                    yield card.id, horse, dst, p


def plays(data: TGData, tmap: TrackMap, positions: Mapping[int, Sequence[int]],
          hand: Sequence[int]) -> list[Play]:
    """Every legal play of a hand (copies of one card each listed: they are distinct)."""
    return [p for cid in hand for p in card_plays(data, tmap, positions, data.cards[cid])]


def has_play(data: TGData, tmap: TrackMap, positions: Mapping[int, Sequence[int]],
             hand: Sequence[int]) -> bool:
    """Whether any card of the hand has a legal play (a dead hand discards)."""
    return any(next(card_plays(data, tmap, positions, data.cards[c]), None) is not None
               for c in hand)


def move(positions: dict[int, list[int]], horse: int, dst: Sequence[int],
         push: Sequence[int] | None) -> dict[str, Any] | None:
    """Moves ``horse`` (and the horse it pushes); the push as event data, or None."""
    pushed = occupant(positions, dst, horse)
    positions[horse] = [dst[0], dst[1]]
    if not pushed or push is None:
        return None
    was = positions[pushed]
    positions[pushed] = [push[0], push[1]]
    return {"horse": pushed, "from": list(was), "to": [push[0], push[1]]}


def refuse(problem: Problem) -> None:
    """Raises the game's error for a problem (nothing if None)."""
    if problem is not None:
        raise TicketGagnantError(problem[0], **problem[1])
