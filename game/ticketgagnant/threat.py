"""The finish threat: which horses one card could bring to the last column now.

The race ends at once when a horse reaches the last column (house ruling ``race_end``,
and ``finish_by_push`` for a pushed horse), however many cards the players still hold:
the board marks the horses that one card not yet played could bring home, so nobody is
surprised. Public information only: the horses' squares, the track and the race's
face-up played pile (the cards not played are the deck and every hand alike, so every
seat, and a spectator, sees the same marks). Pure, like the rules it asks
(``rules.movement.card_plays``, the one judge of a play).
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from .data import TGData, game_data
from .rules.track import occupant
from .rules.movement import card_plays


def finish_threats(data: TGData, discipline: str, positions: Mapping[int, Sequence[int]],
                   played: Sequence[int]) -> frozenset[int]:
    """The horses a legal play of one card not in ``played`` would put in the last
    column (as the mover, or pushed there)."""
    pos = tuple(sorted((int(h), (int(sq[0]), int(sq[1]))) for h, sq in positions.items()))
    gone = frozenset(played)
    # Copies of one card play alike: each kind of card not all played is tried once.
    kinds = tuple(sorted({_kind(c) for c in data.cards if c.id not in gone}))
    key = (id(data), discipline, pos, kinds)
    hit = _CACHE.get(key)
    if hit is None or hit[0] is not data:
        if len(_CACHE) > 256:
            _CACHE.clear()
        hit = _CACHE[key] = (data, _threats(data, discipline, pos, kinds))
    return hit[1]


def view_threats(view: Mapping[str, Any], data: TGData | None = None) -> frozenset[int]:
    """``finish_threats`` from a view (any seat's, or the spectator's): none before the
    race is set up or once it is over."""
    if view.get("phase") not in ("predict", "play", "discard") or not view.get("positions"):
        return frozenset()
    return finish_threats(data or game_data(), view["discipline"], view["positions"],
                          view.get("played", ()))


def _kind(card: Any) -> tuple[str, int, int, tuple[int, int]]:
    return card.kind, card.value, card.horse, tuple(card.pair)


# (The board asks every frame, and a position changes once a turn: the answers are kept,
# by data file, track, squares and the kinds of card left.)
_CACHE: dict[tuple[Any, ...], tuple[TGData, frozenset[int]]] = {}


def _threats(data: TGData, discipline: str, pos: tuple[tuple[int, tuple[int, int]], ...],
             kinds: tuple[tuple[str, int, int, tuple[int, int]], ...]) -> frozenset[int]:
    positions = {h: list(sq) for h, sq in pos}
    tmap = data.maps[discipline]
    last = data.columns
    by_kind = {_kind(c): c for c in data.cards}
    out: set[int] = set()
    for k in kinds:
        for _card, horse, dst, push in card_plays(data, tmap, positions, by_kind[k]):
            if dst[0] == last:
                out.add(horse)
            if push is not None and push[0] == last:
                out.add(occupant(positions, dst, horse))
    return frozenset(out)
