"""Horse Fever's words on its final scores: why each player stands where they do.

Folded from the finished game's public events (the shell's final scores ask the
presentation, ``standing_notes``): a seat out of the game and why (a loan not repaid, a
minimum bet or a payment it could not cover), how tied players were placed (Danari in the
Family Game, then sprint-die rolls), and in the Board Game each player's Goals.
"""
from __future__ import annotations

from typing import Any, Sequence

from ...services.i18n import _, ngettext
from ..log_words import horse, money, tie_rolls

Event = dict[str, Any]


def why_out(events: Sequence[Event], seat: int) -> str:
    """Why an eliminated player ranks last, from the events: a loan not repaid, or a debt or
    minimum bet they could not cover without VP tokens left to give up."""
    default = None
    for ev in events:
        if ev.get("seat") != seat:
            continue
        if ev.get("type") == "loan_default":
            pattern = (_("out: could not repay the Mob loan ({due} due, {held} held)")
                       if ev.get("kind") == "mob" else
                       _("out: could not repay the Bank loan ({due} due, {held} held)"))
            return pattern.format(due=money(ev.get("due", 0)), held=money(ev.get("danari_after", 0)))
        if ev.get("type") == "eliminated":
            pattern = (_("out in round {round}: could not cover the minimum bet, no VP token left")
                       if ev.get("reason") == "minimum_bet" else
                       _("out in round {round}: could not cover a payment, no VP token left"))
            default = pattern.format(round=ev.get("round"))
    return default or _("out of the game: ranks last")


def tie_notes(events: Sequence[Event]) -> dict[int, str]:
    """Why tied players are in their order: Danari (Family Game), then sprint-die rolls;
    and why a player out of the game ranks last."""
    start = next((e for e in events if e.get("type") == "game_start"), {})
    end = next((e for e in reversed(events) if e.get("type") == "game_end"), {})
    standings = [r for r in end.get("standings", []) if isinstance(r, dict)]
    family = start.get("variant", "family") == "family"
    rolls: dict[int, list[str]] = {}
    for tb in (e for e in events if e.get("type") == "tie_break"):
        for seat, colour in tie_rolls(tb):
            rolls.setdefault(seat, []).append(horse(colour))
    notes = {row["seat"]: why_out(events, row["seat"]) for row in standings if row.get("eliminated")}
    active = [row for row in standings if not row.get("eliminated")]
    for row in active:
        same_vp = [o for o in active if o["vp"] == row["vp"]]
        if len(same_vp) < 2:
            continue
        same_all = [o for o in same_vp if not family or o["danari"] == row["danari"]]
        if len(same_all) < 2:
            notes[row["seat"]] = _("tied on {vp} VP, placed by Danari").format(vp=row["vp"])
        else:
            rolled = _(", then ").join(rolls.get(row["seat"], [])) or "?"
            pattern = (_("tied on {vp} VP and {danari}: sprint die {rolled}") if family else
                       _("tied on {vp} VP: sprint die {rolled}"))
            notes[row["seat"]] = pattern.format(vp=row["vp"], danari=money(row["danari"]), rolled=rolled)
    return notes


def goal_notes(events: Sequence[Event]) -> dict[int, str]:
    """Board Game: each player's Goals at the final stage ("Goals 2 of 3: +4 VP")."""
    scored: dict[int, list[int]] = {}
    held: dict[int, int] = {}
    for ev in events:
        e = ev.get("type")
        if e in ("goal_scored", "goal_failed", "goal_duplicate"):
            held[ev["seat"]] = held.get(ev["seat"], 0) + 1
            if e == "goal_scored":
                scored.setdefault(ev["seat"], []).append(int(ev.get("vp", 0)))
    return {seat: ngettext("Goals {scored} of {n}: +{vp} VP", "Goals {scored} of {n}: +{vp} VP", n).format(
        scored=len(scored.get(seat, [])), n=n, vp=sum(scored.get(seat, []))) for seat, n in held.items()}


def standing_notes(events: Sequence[Event]) -> dict[int, str]:
    """Every seat's note: its Goals, then why it stands where it does."""
    notes = tie_notes(events)
    for seat, goals in goal_notes(events).items():
        notes[seat] = goals + (" · " + notes[seat] if notes.get(seat) else "")
    return notes
