"""Mutated saves, one per kind of damage issue 18 lists, shared by the loader's tests
(``test_save_mutations.py``) and the window's (``ui/test_save_mutations_window.py``).

Each mutation takes a good save document (a Family Game in its second round, bots in
every seat) and returns the damaged file's bytes, with what must happen: refused with one
line containing ``words``, or ``LOADS`` (a game identical to one the rules produce).
"""
from __future__ import annotations

import copy
import json
import pickle
from typing import Any, Callable

from game import saves
from game.horsefever import saves as hf_saves
from game.horsefever.bot_seats import random_state
from tests.horsefever.bot_games import new_bot_game, play_on

LOADS = None  # expected outcome: the save loads (a game the rules produce)
EITHER = "either"  # refused in one line, or loads a game the rules produce


def good_game(data, stop=90):
    """A bots game stopped at a decision point, with its actions."""
    game, events, bots = new_bot_game(data, 4, 3, "family", ["random", "simple"])
    actions: list = []
    play_on(game, bots, events, stop_after=stop, actions=actions)
    return game, events, bots, actions


def good_doc(data) -> dict[str, Any]:
    game, events, bots, actions = good_game(data)
    return json.loads(json.dumps(hf_saves.make_save(game, events, bots, actions)))


def old_doc(game, events, bots) -> dict[str, Any]:
    """The same game as today's program saved it before histories (format 1)."""
    seats = []
    for i, b in enumerate(bots):
        if b is None:
            seats.append({"seat": i, "kind": "human", "rng": None, "inner_rngs": {}})
            continue
        state = random_state(b)
        seats.append({"seat": i, "kind": game.state.players[i].bot, "rng": state.pop("rng"),
                      "inner_rngs": state})
    return json.loads(json.dumps({
        "kind": "horse-fever-save", "format": 1, "data_identity": game.state.data.identity,
        "saved_at": "2026-11-20T20:00:00+01:00",
        "meta": hf_saves.save_meta(game, events, bots, "old one"), "seats": seats,
        "state": game.to_json(), "events": list(events)}))


def _dump(d: dict[str, Any]) -> bytes:
    return json.dumps(d).encode("utf-8")


def _edit(fn: Callable[[dict[str, Any]], None]) -> Callable[[dict[str, Any]], bytes]:
    def mutate(doc: dict[str, Any]) -> bytes:
        d = copy.deepcopy(doc)
        fn(d)
        return _dump(d)
    return mutate


def _actions(d: dict[str, Any]) -> list:
    return d["history"]["actions"]


def _first(d: dict[str, Any], kind: str) -> dict[str, Any]:
    return next(a for _, a in _actions(d) if a["type"] == kind)


def _set_seat(k: int, seat: Any) -> Callable[[dict[str, Any]], None]:
    def f(d):
        _actions(d)[k][0] = seat
    return f


def _bet(field: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def f(d):
        _first(d, "bet")[field] = value
    return f


def _without(k: int) -> Callable[[dict[str, Any]], None]:
    def f(d):
        del _actions(d)[k]
    return f


def _twice(k: int) -> Callable[[dict[str, Any]], None]:
    def f(d):
        _actions(d).insert(k, copy.deepcopy(_actions(d)[k]))
    return f


def _swap(k: int) -> Callable[[dict[str, Any]], None]:
    def f(d):
        a = _actions(d)
        a[k], a[k + 1] = a[k + 1], a[k]
    return f


def _digits(n: int) -> Callable[[dict[str, Any]], bytes]:
    """A stake of ``n`` digits (a 4,000-digit balance once crashed the window with an
    ``OverflowError``); past 4,300 digits Python's JSON reader refuses the number itself."""
    def mutate(doc):
        text = json.dumps(doc)
        stake = f'"stake": {_first(doc, "bet")["stake"]}'
        return text.replace(stake, '"stake": ' + "9" * n, 1).encode()
    return mutate


def _cut(fraction: float) -> Callable[[dict[str, Any]], bytes]:
    def mutate(doc):
        raw = _dump(doc)
        return raw[:int(len(raw) * fraction)]
    return mutate


def _not_utf8(doc: dict[str, Any]) -> bytes:
    raw = _dump(doc)
    return raw[:200] + b"\xff\xfe" + raw[202:]


class Evil:
    """Unpickling this would create a file: a pickle save must never be run."""

    marker = "/nonexistent/pwned"

    def __reduce__(self):
        import pathlib
        return (pathlib.Path.touch, (pathlib.Path(self.marker),))


def _pickle(doc: dict[str, Any]) -> bytes:
    return pickle.dumps({"kind": saves.SAVE_KIND, "x": Evil()})


def _meta_danari(d):
    d["meta"]["players"][1]["danari"] += 1000


def _meta_vp(d):
    d["meta"]["players"][1]["vp"] += 3


def _stored_balance(d):
    d["history"]["danari"] = [99999, 0, 0, 0]


def _stored_state(d):
    d["state"] = {"players": [{"danari": 10 ** 30}]}


def _stored_deck(d):
    d["history"]["movement_deck"] = list(range(1, 20))


def _action_extra_field(d):
    _first(d, "bet")["danari"] = 999999


def _rng_word(d):
    d["history"]["seats"][1]["random"]["rng"][1][0] = 2 ** 40


def _set(path: tuple, value: Any) -> Callable[[dict[str, Any]], None]:
    def f(d):
        obj = d
        for k in path[:-1]:
            obj = obj[k]
        obj[path[-1]] = value
    return f


# (id, mutate(doc) -> bytes, expected: words of the one-line refusal, LOADS or EITHER)
MUTATIONS: list[tuple[str, Callable[[dict[str, Any]], bytes], Any]] = [
    ("seat-42", _edit(_set_seat(3, 42)), "taken by seat 42"),
    ("seat-negative", _edit(_set_seat(3, -1)), "taken by seat -1"),
    ("seat-bool", _edit(_set_seat(3, True)), "not [seat, {action}]"),
    ("colour-purple", _edit(_bet("horse", "purple")), "purple"),
    ("colour-list", _edit(_bet("horse", ["red"])), "is not text"),
    ("stake-huge", _edit(_bet("stake", 10 ** 30)), "out of range"),
    ("stake-4000-digits", _digits(4000), "out of range"),
    ("stake-5000-digits", _digits(5000), "not a save"),
    ("stake-float", _edit(_bet("stake", 300.0)), "not a whole number"),
    ("stake-negative", _edit(_bet("stake", -300)), "stake"),
    ("seed-huge", _edit(_set(("history", "seed"), 10 ** 30)), "seed:"),
    ("seed-float", _edit(_set(("history", "seed"), 3.0)), "seed:"),
    ("rounds-99", _edit(_set(("history", "options", "rounds"), 99)), "option rounds"),
    ("players-9", _edit(_set(("history", "options", "players"), 9)), "option players"),
    ("shown-float", _edit(_set(("shown",), 2.5)), "shown:"),
    ("shown-huge", _edit(_set(("shown",), 10 ** 6)), "shown:"),
    ("meta-danari+1000", _edit(_meta_danari), LOADS),
    ("meta-vp+3", _edit(_meta_vp), LOADS),
    ("stored-balance", _edit(_stored_balance), "unknown key 'danari'"),
    ("stored-state", _edit(_stored_state), "unknown key 'state'"),
    ("stored-deck-order", _edit(_stored_deck), "unknown key 'movement_deck'"),
    ("action-extra-field", _edit(_action_extra_field), "has no field"),
    ("action-unknown", _edit(_set(("history", "actions", 2, 1), {"type": "cheat"})),
     "there is no action"),
    ("bot-rng-word", _edit(_rng_word), "seats[1].random"),
    ("bot-kind", _edit(_set(("history", "seats", 1, "kind"), "wizard")), "seats[1].kind"),
    ("version", _edit(_set(("history", "version"), "0+old")), "another version"),
    ("game", _edit(_set(("history", "game"), "chess")), "there is no game"),
    ("format", _edit(_set(("format",), 3)), "save format version 3"),
    ("deleted-first", _edit(_without(0)), EITHER),
    ("deleted-middle", _edit(_without(5)), EITHER),
    ("deleted-last", _edit(_without(-1)), LOADS),
    ("duplicated-first", _edit(_twice(0)), EITHER),
    ("duplicated-middle", _edit(_twice(5)), EITHER),
    ("swapped", _edit(_swap(4)), EITHER),
    ("truncated-10", _cut(0.1), "truncated"),
    ("truncated-50", _cut(0.5), "truncated"),
    ("truncated-99", _cut(0.99), "truncated"),
    ("not-utf8", _not_utf8, "not UTF-8"),
    ("pickle", _pickle, "not"),
]
