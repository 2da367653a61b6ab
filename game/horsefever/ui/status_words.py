"""What the table's status panel says: one line per phase and decision, for new players.

Words only (no drawing): the table scene shows them while nobody of this screen decides,
and the hot-seat banner names the decision with ``what``; ``top_bar_text`` is the top bar's
line (the round, the phase, who decides). The words are the game's
``Phase`` objects' (``phase_table``): this module only chooses which one applies.
"""
from __future__ import annotations

from .display import PHASE_TITLES, RACE, DisplayState
from ...services.i18n import _
from ...ui.phase_table import decision, phases, title


def phase_status(ds) -> tuple[str, str]:
    """The status panel's title and line while nobody is deciding (events being shown)."""
    if ds.race_on and ds.unit and ds.phase == RACE:  # (the horses stay out for the payoffs)
        head = _("The race · unit {n}").format(n=ds.unit)
        if ds.movement_card is not None:
            head = _("The race · unit {n}").format(n=ds.unit)
        return head, _("Each horse moves by its odds row on the movement card, then the two "
                       "sprint dice each give a horse one square.")
    return title(ds.phase), explain(ds.variant, ds.phase)


def explain(variant: str, phase: str, kind: str | None = None) -> str:
    """The status panel's line: the decision being made if there is one, else the phase
    (each in the variant's words)."""
    p = decision(kind) if kind is not None else phases().get(phase)
    return _(p.explain(variant)) if p is not None and p.explain(variant) else ""


def what(kind: str | None) -> str:
    """The decision in a few words, after "to decide" ("a second bet"; none: "a move")."""
    return _(decision(kind).asks) if kind is not None else _("a move")


def top_bar_text(ds: DisplayState, who: str, deciding: str | None = None) -> str:
    """The words in the middle of the top bar.

    ``deciding`` is the kind of the decision being asked for, if any: a decision with a phase
    of its own (the Board Game's lineup, a photo finish) names it, since no event announces it.
    """
    key = deciding if deciding in PHASE_TITLES else ds.phase
    phase = PHASE_TITLES[key] if key in PHASE_TITLES else key.replace("_", " ").capitalize()
    if ds.round:
        head = _("Round {n} of {total}").format(n=ds.round, total=ds.rounds)
        return f"{head}  ·  {phase}" + (f"  ·  {who}" if who else "")
    return phase
