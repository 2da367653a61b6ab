"""The game's phases as the screen reads them: through the game registry.

The screen names no phase itself: titles, explanations, the pass-screen rule, the turn
banner's words and the widget of each decision come from the game's ``Phase`` objects
(``game/horsefever/phases.py``). A decision kind the table does not declare raises
``UnknownPhase`` (a programming error a test catches, never silently secret or public).
"""
from __future__ import annotations

from typing import Iterator, Mapping

from .. import catalogue as games  # noqa: F401  (registers every game)
from ..catalogue import FIRST_GAME
from ..core.phases import Phase, UnknownPhase, decision_phase
from ..core.registry import get_game
from ..services.i18n import _

GAME = FIRST_GAME  # (the decision titles of the first game: older callers and tests)

__all__ = ["GAME", "TITLES", "Phase", "UnknownPhase", "phases", "decision", "title", "must",
           "task_words"]


def phases() -> Mapping[str, Phase]:
    """``{key: Phase}`` of the game on the table."""
    return get_game(GAME).phases


def decision(kind: str) -> Phase:
    """The phase of a decision of this kind (``UnknownPhase`` if there is none)."""
    return decision_phase(phases(), kind)


def title(key: str) -> str:
    """The top bar's title of a phase (a key without a phase: its words, capitalised)."""
    p = phases().get(key)
    return _(p.title) if p is not None else key.replace("_", " ").capitalize()


def must(kind: str) -> str:
    """What the seat must do, for the pass screen, in the player's language ("place a
    second bet or pass"); the phases mark their words with ``N_``."""
    return task_words(decision(kind))


def task_words(p: Phase) -> str:
    """What a phase asks the seat to do, in the player's language (any game's phase)."""
    if p.task:
        return _(p.task)
    return _("decide {what}").format(what=_(p.asks)) if p.asks else _("decide")


class _Titles(Mapping[str, str]):
    """``{phase key: title}``, read from the game's phases when asked (``display``'s
    ``PHASE_TITLES``: the top bar names the display phase or the decision being asked)."""

    def __getitem__(self, key: str) -> str:
        return _(phases()[key].title)

    def __iter__(self) -> Iterator[str]:
        return iter(phases())

    def __len__(self) -> int:
        return len(phases())


TITLES: Mapping[str, str] = _Titles()
