"""The event envelope every game's log shares (``docs/event-log.md``), and logs of before it.

Every event is a JSON object whose ``type`` names it and whose ``seq`` numbers it (1, 2, 3
... over the game). Logs written before the envelope differ in two words only: Horse
Fever's events named themselves with an ``event`` key, and Bettor Horse's last event was
``game_over``. ``upgrade`` reads such an event as today's; whatever reads a log that may be
old (a file, an older save's events) reads it through ``upgrade_log`` or ``parse_log``
(``game.save_files.read_log`` reads a log file).
"""
from __future__ import annotations

import json
from typing import Any, Iterable

Event = dict[str, Any]

TYPE, SEQ = "type", "seq"
OLD_TYPE = "event"  # Horse Fever's name of the ``type`` key before the envelope
RENAMED = {"game_over": "game_end"}  # Bettor Horse's last event before the envelope


class LogError(ValueError):
    """A log that cannot be read: one line naming the line."""


def upgrade(ev: Event) -> Event:
    """``ev`` as the envelope writes it: the same event when it already is, else a copy
    with ``type`` first (in place of ``event``) and an old type's new name."""
    if TYPE in ev and OLD_TYPE not in ev:
        name = ev[TYPE]
        if name not in RENAMED:
            return ev
        return {k: (RENAMED[name] if k == TYPE else v) for k, v in ev.items()}
    if OLD_TYPE not in ev:
        return ev  # not an event of any log: left for its reader to refuse
    name = ev[OLD_TYPE]
    out: Event = {TYPE: RENAMED.get(name, name)}
    out.update((k, v) for k, v in ev.items() if k != OLD_TYPE)
    return out


def upgrade_log(events: Iterable[Event]) -> list[Event]:
    """A log's events as the envelope writes them. A log is written by one version, so its
    ends tell: a list of today's events comes back as it is, not copied."""
    events = events if isinstance(events, list) else list(events)
    first = events[0] if events else None
    last = events[-1] if events else None
    old = isinstance(first, dict) and OLD_TYPE in first
    renamed = isinstance(last, dict) and last.get(TYPE) in RENAMED
    if not (old or renamed):
        return events
    return [upgrade(e) if isinstance(e, dict) else e for e in events]


def parse_log(text: str) -> list[Event]:
    """The events of a JSON Lines log (``--log``, an export), today's or older, as today's;
    LogError (one line naming the line) if a line is not a JSON object."""
    events: list[Event] = []
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            ev = json.loads(line)
        except ValueError as e:
            raise LogError(f"line {n}: not JSON ({e})") from None
        if not isinstance(ev, dict):
            raise LogError(f"line {n}: not an event (a JSON object)")
        events.append(ev)
    return upgrade_log(events)
