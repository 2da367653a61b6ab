"""The races of a game's log, for the replay of one race (the shell's replay plays a
part of the game: ``HorseFeverPresentation.replay_part``).

The replay shows the table as it stood just before that race's reveal, then the race's
events, from the reveal to the round's end, through Horse Fever's stage and race show:
the same clips, the same dice (each throw is seeded by the game seed and the event's
number), so the replay looks exactly like the race did.
"""
from __future__ import annotations

from typing import Any

from ....core.envelope import upgrade_log

Event = dict[str, Any]


def races_in(events: list[Event]) -> list[int]:
    """The rounds of this log whose race has been run (a ``ranking`` event), in order."""
    events = upgrade_log(events)
    return [ev["round"] for ev in events if ev.get("type") == "ranking" and "round" in ev]


def race_span(events: list[Event], round_no: int) -> tuple[int, int]:
    """(first, end) indexes of the race of ``round_no``: from its reveal to its round end;
    ValueError (one line) for a round whose race is not in the log."""
    events = upgrade_log(events)
    first = end = None
    for i, ev in enumerate(events):
        if ev.get("round") != round_no:
            continue
        name = ev.get("type")
        if first is None and name in ("reveal", "race_start"):
            first = i
        if first is not None and name == "round_end":
            end = i
            break
    if first is None:
        raise ValueError(f"round {round_no} has no race in this game's log")
    return first, end if end is not None else len(events)
