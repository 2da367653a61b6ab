"""The live "W / L / D so far -> outcome" readout of a round's races.

Words only: the outcome of a finished round comes from the rules' own events
(``round_outcome``); while races are still to run this shows what the results so far
are, and "?" for the outcome until the rules' event says it.
"""
from __future__ import annotations

from ...services.i18n import N_, _
from .cards import BET_WORDS, word

# The one-letter marks of a race result (Italian: V, S, P).
LETTER = {"win": N_("W"), "lose": N_("L"), "draw": N_("D")}


def counts(results: list[str]) -> tuple[int, int, int]:
    """(wins, losses, draws) among ``results``."""
    return (results.count("win"), results.count("lose"), results.count("draw"))


def readout(results: list[str], need: int, outcome: str | None = None) -> str:
    """"W L · so far 1W 1L 0D → ?" (or the outcome, once the rules gave it)."""
    marks = " ".join(word(LETTER, r) for r in results) + " ·" * (need - len(results))
    w, lo, d = counts(results)
    out = word(BET_WORDS, outcome) if outcome else "?"
    return _("{marks}   so far {w} {W}, {l} {L}, {d} {D} → {outcome}").format(
        marks=marks, w=w, l=lo, d=d, W=word(LETTER, "win"), L=word(LETTER, "lose"),
        D=word(LETTER, "draw"), outcome=out)
