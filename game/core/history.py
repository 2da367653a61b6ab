"""A game as its history: how it was set up and every action since, for any game.

A save holds no position. It holds what it takes to play the game again: the game's
name and rules version, its setup options, the seed, the players' names, each seat's
kind (a person, or a bot kind with the states of the bot's generators, so a resumed bot
plays on exactly as the uninterrupted one would), and the actions in order, each with the
seat that took it. Loading replays the actions through the game's own rules, so nothing a
rule computes (money, decks, positions) is ever read from the file, and the rules
themselves validate it: an action they refuse is named with the rule it breaks.

As JSON (``History.to_json``)::

    {"game": "horse-fever", "version": "1+9e6acd955a3bec8f",
     "options": {"variant": "family", "players": 2, "stars": false, "rounds": 6},
     "seed": 7, "names": ["Ada", "Bruno"],
     "seats": [{"kind": "human"}, {"kind": "simple", "random": {"rng": [3, [...], null]}}],
     "actions": [[0, {"type": "bet", "horse": "red", "kind": "win", "stake": 300}], ...]}

``replay`` plays it back (``HistoryError``, one line, when it cannot); ``make_bots`` gives
each bot seat its bot with its generators restored. Nothing here knows any game: a game
takes part by registering (``registry.GameInfo``) and nothing more.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Sequence

from .actions import TEXT_LIMIT, action_from_json
from .contract import Event, Game
from .registry import GameInfo, SetupError, get_game

HUMAN = "human"  # a seat played by a person
SEED_LIMIT = 2 ** 63  # seeds are whole numbers below this (either sign)
MAX_ACTIONS = 100_000  # far beyond any game's length: a bigger list is not a save
KEYS = ("game", "version", "options", "seed", "names", "seats", "actions")


class HistoryError(ValueError):
    """A history that is malformed or does not replay; ``str()`` is one line naming the
    field, or the action (its index) and the rule it breaks."""

    def __init__(self, problem: str) -> None:
        super().__init__(" ".join(str(problem).split()))


@dataclasses.dataclass
class Seat:
    """One seat: ``HUMAN`` or a bot kind, and that bot's generators as JSON (None: fresh)."""

    kind: str
    random: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        if self.random is not None:
            out["random"] = self.random
        return out


@dataclasses.dataclass
class History:
    """A game from its start: setup, seed, seats and the actions taken, in order."""

    game: str
    version: str
    options: dict[str, Any]
    seed: int
    names: list[str]
    seats: list[Seat]
    actions: list[tuple[int, dict[str, Any]]]  # (seat, the action as its to_json())

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "version": self.version, "options": dict(self.options),
                "seed": self.seed, "names": list(self.names),
                "seats": [s.to_json() for s in self.seats],
                "actions": [[seat, a] for seat, a in self.actions]}

    @classmethod
    def from_json(cls, d: Any) -> "History":
        """Reads ``to_json`` output, checking every field's shape (not yet the rules:
        ``replay`` does that); HistoryError names the first malformed field."""
        if not isinstance(d, dict):
            raise HistoryError("a history is a JSON object")
        missing = [k for k in KEYS if k not in d]
        if missing:
            raise HistoryError(f"missing {', '.join(missing)}")
        unknown = sorted(str(k) for k in d if k not in KEYS)
        if unknown:  # (a balance or a deck has no place here: the rules compute them)
            raise HistoryError(f"unknown key {unknown[0]!r:.40}")
        game, version = _text(d["game"], "game"), _text(d["version"], "version")
        options = d["options"]
        if not isinstance(options, dict):
            raise HistoryError("options: not an object")
        seed = d["seed"]
        if type(seed) is not int or not -SEED_LIMIT < seed < SEED_LIMIT:
            raise HistoryError(f"seed: {_show(seed)} is not a whole number below 2**63")
        names = _list(d["names"], "names")
        for i, n in enumerate(names):
            _text(n, f"names[{i}]")
        seats = []
        for i, s in enumerate(_list(d["seats"], "seats")):
            if not isinstance(s, dict) or not set(s) <= {"kind", "random"} or "kind" not in s:
                raise HistoryError(f"seats[{i}]: not {{\"kind\": ..., \"random\": ...}}")
            rnd = s.get("random")
            if rnd is not None and not isinstance(rnd, dict):
                raise HistoryError(f"seats[{i}].random: not an object")
            seats.append(Seat(_text(s["kind"], f"seats[{i}].kind"), rnd))
        if len(seats) != len(names):
            raise HistoryError(f"seats: {len(seats)} seats for {len(names)} names")
        actions = []
        raw = _list(d["actions"], "actions")
        if len(raw) > MAX_ACTIONS:
            raise HistoryError(f"actions: {len(raw)} actions, more than any game has")
        for i, a in enumerate(raw):
            if not (isinstance(a, list) and len(a) == 2 and type(a[0]) is int
                    and isinstance(a[1], dict)):
                raise HistoryError(f"action {i}: not [seat, {{action}}] but {_show(a)}")
            actions.append((a[0], a[1]))
        return cls(game, version, options, seed, list(names), seats, actions)


@dataclasses.dataclass
class Replayed:
    """A history played back: the game where it stands and every event so far."""

    info: GameInfo
    game: Game
    events: list[Event]
    actions: list[Any]  # the typed actions, in order (their seats: History.actions)


def record(info: GameInfo, options: dict[str, Any], seed: int, names: Sequence[str],
           seats: Sequence[Seat], actions: Sequence[tuple[int, Any]]) -> History:
    """A history of ``info``'s game; ``actions`` are (seat, typed action) pairs."""
    return History(info.name, info.version, dict(options), seed, list(names), list(seats),
                   [(seat, a.to_json()) for seat, a in actions])


def game_of(h: History) -> GameInfo:
    """The registered game a history belongs to, at the same rules version."""
    try:
        info = get_game(h.game)
    except SetupError as e:
        raise HistoryError(f"game: {e}") from None
    if h.version != info.version:
        raise HistoryError(f"version: made with the rules of version {h.version[:40]}, "
                           f"these are version {info.version} of {info.title}")
    return info


def start(h: History) -> tuple[GameInfo, Game, list[Event]]:
    """The game as the history begins: set up from its options, seed, names and seats."""
    info = game_of(h)
    try:
        options = info.setup(h.options)
    except SetupError as e:
        raise HistoryError(f"options: {e}") from None
    for i, s in enumerate(h.seats):
        if s.kind != HUMAN and s.kind not in info.bot_kinds:
            raise HistoryError(f"seats[{i}].kind: {_show(s.kind)} is neither {HUMAN} nor a "
                               f"bot ({', '.join(info.bot_kinds)})")
    bots = ["" if s.kind == HUMAN else s.kind for s in h.seats]
    try:
        game, events = info.new_game(options, h.seed, h.names, bots=bots)
    except (ValueError, TypeError) as e:
        raise HistoryError(f"options: {_line(e)}") from None
    return info, game, list(events)


def replay(h: History) -> Replayed:
    """Plays the history's actions through the rules; HistoryError names the first action
    they refuse (its index, what it is, the rule) or the malformed field."""
    info, game, events = start(h)
    kinds = info.action_kinds()
    done: list[Any] = []
    total = len(h.actions)
    for i, (seat, data) in enumerate(h.actions):
        d = game.decision()
        if d is None:
            raise HistoryError(f"action {i} of {total}: the game was already over "
                               f"({total - i} actions too many)")
        try:
            action = action_from_json(kinds, data, info.error, "Saved actions")
        except info.error as e:
            raise HistoryError(f"action {i} of {total} (seat {_show(seat)}): {_line(e)}") \
                from None
        if seat != d.seat:
            raise HistoryError(f"action {i} of {total} ({_brief(data)}): taken by seat "
                               f"{_show(seat)}, but the decision ({d.phase}) is seat "
                               f"{d.seat}'s")
        try:
            events.extend(game.apply(action))
        except info.error as e:
            raise HistoryError(f"action {i} of {total} (seat {seat}, {_brief(data)}): "
                               f"{_line(e)}") from None
        except Exception as e:  # noqa: BLE001 - a rules bug must not crash a load either
            raise HistoryError(f"action {i} of {total} (seat {seat}, {_brief(data)}): the "
                               f"rules failed on it ({type(e).__name__}: {_line(e)})") \
                from None
        done.append(action)
    return Replayed(info, game, events, done)


def make_bots(info: GameInfo, h: History) -> list[Any]:
    """Per seat: its bot (``info.make_bot``) with its generators restored, or None for a
    person. HistoryError names a seat whose generators do not fit its bot."""
    out: list[Any] = []
    for i, s in enumerate(h.seats):
        if s.kind == HUMAN:
            if s.random is not None:
                raise HistoryError(f"seats[{i}].random: a person's seat has no generators")
            out.append(None)
            continue
        bot = info.make_bot(s.kind, h.seed, i)
        if s.random is not None:
            try:
                bot.set_random_state(s.random)
            except ValueError as e:
                raise HistoryError(f"seats[{i}].random: {_line(e)}") from None
        out.append(bot)
    return out


def _text(v: Any, where: str) -> str:
    if not isinstance(v, str) or not v or len(v) > 4 * TEXT_LIMIT:
        raise HistoryError(f"{where}: {_show(v)} is not a short text")
    return v


def _list(v: Any, where: str) -> list[Any]:
    if not isinstance(v, list):
        raise HistoryError(f"{where}: not a list")
    return v


def _show(v: Any) -> str:
    text = repr(v)
    return text if len(text) <= 40 else text[:37] + "..."


def _brief(data: dict[str, Any]) -> str:
    """An action as a few words: ``bet horse=red kind=win stake=300``."""
    words = [str(data.get("type", "?"))] + [f"{k}={_show(v)}" for k, v in data.items()
                                            if k != "type"]
    text = " ".join(words)
    return text if len(text) <= 60 else text[:57] + "..."


def _line(e: BaseException) -> str:
    text = str(e).splitlines()[0] if str(e) else type(e).__name__
    return text[:200]
