"""The reveal, as one set of pure functions: which action cards on a lane are discarded,
and how the survivors move the stable token.

The rulebook's reveal, horse by horse (the order of the steps is this program's reading,
docs/rules-notes.md): Friz Finden / Rochelle Recherche discard every red / green card on
their horse, then a green and a red card with the same letter cancel each other, then the
odds cards left move the stable token (stopping at the end rows). The engine's reveal
steps (``family/reveal.py``: ``_reveal``, ``_reveal_odds``) and the tipster's pure-Python race
(``game.horsefever.tipster.bench``) both call these; the NumPy simulator's vectorised reveal
(``game.horsefever.tipster.reveal``) is checked against them card for card (tests/test_estimator.py).
"""
from __future__ import annotations

from typing import Callable, Sequence

from .data import ActionCard


def discards(cards: Sequence[int], action: Callable[[int], ActionCard]) -> list[tuple[int, str]]:
    """The cards of one lane (card numbers in play order) that the reveal discards, as
    (their index in ``cards``, the reason), in the order they are announced: the
    Friz/Rochelle discards first, then the letter pairs (each positive card, then the
    negative card it cancels, letters in the order they first appear)."""
    faces = [action(c) for c in cards]
    gone: list[tuple[int, str]] = []
    out: set[int] = set()  # indexes already in ``gone``
    # Friz Finden / Rochelle Recherche discard every red / green card on their horse.
    for face in faces:
        for e in face.effects:
            if e.trigger == "reveal" and e.op == "discard":
                for i, other in enumerate(faces):
                    if other.kind == e.value and i not in out:
                        gone.append((i, face.name))
                        out.add(i)
    # A positive and a negative card with the same letter cancel each other.
    by_letter: dict[str, list[int]] = {}
    for i, face in enumerate(faces):
        if face.letter and i not in out:
            by_letter.setdefault(face.letter, []).append(i)
    for letter, group in by_letter.items():
        if len(group) < 2:
            continue
        pos = [i for i in group if faces[i].kind == "positive"]
        neg = [i for i in group if faces[i].kind == "negative"]
        for a, b in zip(pos, neg):
            gone.append((a, f"letter {letter}: cancelled by {faces[b].name}"))
            gone.append((b, f"letter {letter}: cancelled by {faces[a].name}"))
    return gone


def survivors(cards: Sequence[int], action: Callable[[int], ActionCard]) -> list[int]:
    """The cards of one lane left after the reveal's discards, in play order."""
    gone = {i for i, _ in discards(cards, action)}
    return [c for i, c in enumerate(cards) if i not in gone]


def odds_moves(cards: Sequence[int], action: Callable[[int], ActionCard]) -> list[tuple[int, int]]:
    """The odds changes of a lane's surviving cards, as (card, rows), in play order (rows
    negative = towards 1:2)."""
    return [(c, int(e.value)) for c in cards for e in action(c).effects  # type: ignore[arg-type]
            if e.trigger == "reveal" and e.op == "odds"]


def shift_row(row: int, rows: int, n_rows: int) -> int:
    """An odds row moved ``rows`` rows, stopping at the first and the last of ``n_rows``."""
    return min(max(row + rows, 0), n_rows - 1)
