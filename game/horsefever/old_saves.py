"""Horse Fever's older saves (format 1, a snapshot of the state and its event log) read as
histories: ``GameInfo.old_saves`` names this module, which the saves (``game/saves/document.py``)
import when they meet such a save.

Before histories, a save held the engine's whole state, every event, and each bot's
generators. Its events say what happened, so its history can be found: set the game up
from its ``game_start`` event (variant, seed, rounds, star cards, names, bot kinds), then
at each decision find the action whose events are the log's next events (a bet, a pass, a
card played and a photo finish pick are read off their event; any other decision tries
the legal actions on a copy). The log must be replayed to its last event and the state
replayed must be the stored state, field for field: otherwise the save is refused with
one line saying it comes from an older version and what does not match (an edited
balance, a reordered deck, a cut log...). ``docs/saves.md`` says the same.
"""
from __future__ import annotations

import json
import pathlib
from typing import Any, Iterator

from ..core import history as hist
from ..core.envelope import GAME_END, GAME_START, START_FIELDS, upgrade_log
from ..core.history import HUMAN, History, HistoryError, Seat
from ..core.registry import GameInfo, get_game
from ..services.i18n import N_, _
from ..saves.files import SaveError
from .actions import Bet, HorseFeverAction, Pass, PhotoPick, PlayCard
from .game import HorseFeverGame, game_data
from .rules.identity import NAME


def _hf() -> GameInfo:
    """Horse Fever's registry entry (registered by ``entry.py``, which names this module
    as the reader of its older saves: ``GameInfo.old_saves``)."""
    return get_game(NAME)

OLD = N_("saved by an older version of Horse Fever (format 1)")
MAX_TRIES = 5000  # legal actions tried at one decision before giving up


def check_header(path: pathlib.Path, doc: dict[str, Any]) -> None:
    """An old save made with other data files cannot be converted (their rules differ)."""
    ident = doc.get("data_identity")
    mine = game_data().identity
    if mine and ident != mine:
        # (the identities are data hashes: a player is told what happened, not them)
        raise SaveError(path, _("{old} with different data files: it cannot be converted").format(
            old=_(OLD)))


def convert(path: pathlib.Path, doc: dict[str, Any]) -> tuple[History, Any, str, str]:
    """The history of an old save, with its ``shown``, label and date; SaveError (one line,
    saying it comes from an older version) if it cannot be converted."""
    try:
        return _convert(doc)
    except (HistoryError, _hf().error, ValueError, KeyError, TypeError, IndexError) as e:
        text = str(e).splitlines()[0] if str(e) else type(e).__name__
        raise SaveError(path, _("{old} that cannot be converted: {why}").format(
            old=_(OLD), why=text[:200])) from None


def _convert(doc: dict[str, Any]) -> tuple[History, Any, str, str]:
    events = doc["events"]
    if not isinstance(events, list) or not events or not all(isinstance(e, dict)
                                                             for e in events):
        raise ValueError(_("events: not a list of events"))
    events = upgrade_log(events)  # (its events name themselves as they did then)
    start = events[0]
    if start.get("type") != "game_start":
        raise ValueError(_("events[0] is not the game_start event"))
    players = start["players"]
    seats_doc = doc["seats"]
    if not isinstance(players, list) or not isinstance(seats_doc, list) \
            or len(seats_doc) != len(players):
        raise ValueError(_("seats: not one per player"))
    seats = [_seat(i, s) for i, s in enumerate(seats_doc)]
    options = {"variant": start["variant"], "players": len(players),
               "stars": start["stars"], "rounds": start["rounds"]}
    h = History(_hf().name, _hf().version, options, start["seed"],
                [p["name"] for p in players], seats, [])
    h = History.from_json(h.to_json())  # the same shape checks as a new save's
    _info, game, produced = hist.start(h)
    if not _same(produced, events[:len(produced)]):
        raise ValueError(_("its first events are not those of the game it names"))
    pos = len(produced)
    while pos < len(events):
        d = game.decision()
        if d is None:
            raise ValueError(_("event {n} comes after the end of the game").format(n=pos + 1))
        found = _find(game, events, pos)  # type: ignore[arg-type]
        if found is None:
            ev = events[pos]
            raise ValueError(_("event {n} ({event}) follows from no legal action of seat {seat} ({phase})")
                             .format(n=pos + 1, event=str(ev.get("type"))[:30], seat=d.seat, phase=d.phase))
        action, n = found
        h.actions.append((d.seat, action.to_json()))
        pos += n
    state = doc["state"]
    mine = game.to_json()
    if state != mine:
        raise ValueError(_("its state is not what its events give ({where})").format(
            where=_first_difference(state, mine)))
    meta = doc.get("meta")
    label = meta.get("label", "") if isinstance(meta, dict) else ""
    saved_at = doc.get("saved_at")
    return h, doc.get("shown"), label if isinstance(label, str) else "", \
        saved_at if isinstance(saved_at, str) else ""


def _seat(i: int, s: Any) -> Seat:
    """An old seat record (kind, rng, inner_rngs) as a history's seat."""
    if not isinstance(s, dict) or s.get("seat") != i:
        raise ValueError(_("seats[{i}]: not seat {i}").format(i=i))
    kind = s.get("kind")
    if kind == HUMAN:
        return Seat(HUMAN)
    inner = s.get("inner_rngs") or {}
    if not isinstance(inner, dict):
        raise ValueError(_("seats[{i}].inner_rngs: not an object").format(i=i))
    return Seat(str(kind), {"rng": s.get("rng"), **inner})


def _plain(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Events as a JSON file holds them (tuples become lists)."""
    return json.loads(json.dumps(events))


def _same(produced: list[dict[str, Any]], saved: list[dict[str, Any]]) -> bool:
    """Whether the replay's events are the saved ones, the envelope's additions (which an
    old save's events lack) left out: ``game_start``'s setup fields but the seed, and
    ``game_end``'s standings (the replayed state is compared whole afterwards)."""
    return [_then(e) for e in _plain(produced)] == [_then(e) for e in saved]


def _then(ev: dict[str, Any]) -> dict[str, Any]:
    if ev.get("type") == GAME_START:
        return {k: v for k, v in ev.items() if k not in START_FIELDS or k == "seed"}
    if ev.get("type") == GAME_END:
        return {k: v for k, v in ev.items() if k != "standings"}
    return ev


def _find(game: HorseFeverGame, events: list[dict[str, Any]], pos: int) \
        -> tuple[HorseFeverAction, int] | None:
    """The action whose events are ``events[pos:]``'s next ones, applied to ``game``, and
    how many events it made; None if no legal action does."""
    ev = events[pos]
    guess = _read_off(ev)
    if guess is not None:
        return _try(game, guess, events, pos)
    for k, action in enumerate(_candidates(game)):
        if k >= MAX_TRIES:
            return None
        trial = game.copy()
        found = _try(trial, action, events, pos)
        if found is not None:
            game.engine = trial.engine
            return found
    return None


def _read_off(ev: dict[str, Any]) -> HorseFeverAction | None:
    """The one action an event can only come from, if it is such an event."""
    name = ev.get("type")
    if name == "bet":
        return Bet(ev["horse"], ev["kind"], ev["stake"])
    if name == "bet_pass" and ev.get("reason") == "declined":
        return Pass()
    if name == "action_played" and "card" in ev:
        return PlayCard(ev["card"], ev["horse"])
    if name == "photo_finish_choice":
        return PhotoPick(ev["horse"])
    return None


def _candidates(game: HorseFeverGame) -> Iterator[HorseFeverAction]:
    yield from game.legal_actions()


def _try(game: HorseFeverGame, action: HorseFeverAction, events: list[dict[str, Any]],
         pos: int) -> tuple[HorseFeverAction, int] | None:
    """Applies ``action``; returns it and its number of events if they are the log's."""
    try:
        produced = _plain(game.apply(action))
    except _hf().error:
        return None
    if not produced or not _same(produced, events[pos:pos + len(produced)]):
        return None
    return action, len(produced)


def _first_difference(a: Any, b: Any, where: str = "state") -> str:
    """Where two JSON values first differ: ``state.players[1].danari``."""
    if isinstance(a, dict) and isinstance(b, dict):
        for k in sorted(set(a) | set(b), key=str):
            if k not in a or k not in b or a[k] != b[k]:
                return _first_difference(a.get(k), b.get(k), f"{where}.{k}")
    if isinstance(a, list) and isinstance(b, list):
        if len(a) == len(b):
            for i, (x, y) in enumerate(zip(a, b)):
                if x != y:
                    return _first_difference(x, y, f"{where}[{i}]")
        return f"{where} differs"
    return f"{where} differs"
