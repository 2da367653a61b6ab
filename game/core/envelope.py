"""The event envelope every game's log shares (``docs/event-log.md``), and logs of before it.

Every event is a JSON object whose ``type`` names it and whose ``seq`` numbers it (1, 2, 3
... over the game). The first is ``game_start``: the game's registry name, its rules
version, the seed, the setup options and the seats (``start_event`` puts them before the
game's own fields); the last is ``game_end`` with the final ``standings`` (``rows``, as
``Game.standings()`` gives them). What a seat or a spectator receives (``Game.redact``)
never carries the seed: with it a seat could work out every hidden card (``public_start``).

Logs written before the envelope differ in two words only: Horse
Fever's events named themselves with an ``event`` key, and Bettor Horse's last event was
``game_over``. ``upgrade`` reads such an event as today's; whatever reads a log that may be
old (a file, an older save's events) reads it through ``upgrade_log`` or ``parse_log``
(``game.saves.files.read_log`` reads a log file).
"""
from __future__ import annotations

import json
from typing import Any, Iterable, Sequence

from .contract import Standing
from .history import HUMAN

Event = dict[str, Any]

TYPE, SEQ = "type", "seq"
GAME_START, GAME_END = "game_start", "game_end"
START_FIELDS = ("game", "version", "seed", "options", "seats")  # after type and seq
SECRET_START = ("seed",)  # what only the full log keeps (a seat could replay the dealing)
PLACE_FIELDS = ("seat", "name", "place")  # a standing row's own; the rest is its score
OLD_TYPE = "event"  # Horse Fever's name of the ``type`` key before the envelope
RENAMED = {"game_over": "game_end"}  # Bettor Horse's last event before the envelope


def seats(names: Sequence[str], bots: Sequence[str] | None) -> list[dict[str, Any]]:
    """``[{seat, name, bot}]``: ``bot`` the seat's bot kind, or ``"human"`` for a person
    (``""`` or no bots given)."""
    return [{"seat": i, "name": n, "bot": (bots[i] if bots and bots[i] else HUMAN)}
            for i, n in enumerate(names)]


def start_event(own: Event, game: str, version: str, seed: int, options: dict[str, Any],
                names: Sequence[str], bots: Sequence[str] | None) -> Event:
    """A game's ``game_start`` with the envelope's fields after ``type`` and ``seq``, then
    the game's own (a field of its own by an envelope name is the envelope's). ``options``:
    as played, an option left to the game (None) given as the game chose it, so that the
    same game is set up again from them, whatever the save or command that set it up."""
    out: Event = {TYPE: GAME_START, SEQ: own[SEQ], "game": game, "version": version,
                  "seed": seed, "options": dict(options), "seats": seats(names, bots)}
    for k, v in own.items():
        if k not in out:
            out[k] = v
    return out


def own_fields(ev: Event) -> Event:
    """An event's fields but the envelope's (``type``, ``seq``; ``game_start``'s setup):
    what the game's own event list documents."""
    skip = START_FIELDS if ev.get(TYPE) == GAME_START else ()
    return {k: v for k, v in ev.items() if k not in (TYPE, SEQ) and k not in skip}


def public_start(ev: Event) -> Event:
    """``game_start`` as a seat or a spectator receives it: without the seed."""
    return {k: v for k, v in ev.items() if k not in SECRET_START}


def rows(standings: Iterable[Standing]) -> list[dict[str, Any]]:
    """``game_end``'s ``standings``: ``[{seat, name, place, ...score}]``, best first."""
    return [{"seat": st.seat, "name": st.name, "place": st.place, **st.score}
            for st in standings]


def standings(table: Iterable[dict[str, Any]]) -> list[Standing]:
    """``rows`` read back: ``Game.standings()`` of a game whose rules rank in rows."""
    return [Standing(r["seat"], r["name"], r["place"],
                     {k: v for k, v in r.items() if k not in PLACE_FIELDS}) for r in table]


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


def log_text(events: Iterable[Event]) -> str:
    """Events as the log's JSON Lines: one compact object a line (``parse_log`` reads them)."""
    return "".join(json.dumps(ev, ensure_ascii=False, separators=(",", ":")) + "\n"
                   for ev in events)

