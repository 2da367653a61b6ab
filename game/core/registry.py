"""The registry of games: a game's name (``horse-fever``, ...) to what it is and offers.

A game module calls ``register_game(GameInfo(...))`` when imported (``game/games.py``
imports every game). The setup options are data, each named, typed, with its default and
its allowed values, so a setup screen and a command line can offer them without knowing
the game; ``GameInfo.setup`` checks a choice of options with one-line reasons.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Callable, Mapping, Sequence

from .actions import TypedAction, action_kinds
from .contract import Event, Game
from .phases import Phase

KINDS = ("bool", "int", "choice")


class SetupError(ValueError):
    """A setup option that is unknown or out of its range: one line naming it."""


@dataclasses.dataclass(frozen=True)
class SetupOption:
    """One setup option: ``bool``, ``int`` (``lo``..``hi``) or ``choice`` (``choices``).

    ``default`` None (with ``none_means`` saying what it means) leaves it to the game,
    e.g. the number of rounds the rulebook gives for the number of players.
    """

    name: str
    kind: str
    default: Any
    help: str
    choices: tuple[Any, ...] = ()
    lo: int = 0
    hi: int = 0
    none_means: str = ""

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"option {self.name}: kind {self.kind!r} is not one of {KINDS}")
        if self.default is not None or not self.none_means:
            self.check(self.default)

    def check(self, value: Any) -> Any:
        """Returns ``value`` if allowed; raises SetupError naming the option otherwise."""
        if value is None and self.none_means:
            return None
        if self.kind == "bool":
            ok = type(value) is bool
            want = "true or false"
        elif self.kind == "int":
            ok = type(value) is int and self.lo <= value <= self.hi
            want = f"a whole number from {self.lo} to {self.hi}"
        else:
            ok = any(type(value) is type(c) and value == c for c in self.choices)
            want = "one of " + ", ".join(str(c) for c in self.choices)
        if not ok:
            raise SetupError(f"option {self.name}: {value!r} is not {want}")
        return value


@dataclasses.dataclass(frozen=True)
class GameInfo:
    """Everything the program needs to know to offer and run one game."""

    name: str  # the registry key, lower case with dashes: "horse-fever"
    title: str  # "Horse Fever"
    min_players: int
    max_players: int
    description: str  # one line
    options: tuple[SetupOption, ...]
    # new_game(options, seed, names, bots=None) -> (game, its events so far); options as
    # ``setup`` made them; names one per player (None: the game names them); bots, if
    # given, each seat's bot kind or "" for a person (for the game's record only).
    new_game: Callable[..., tuple[Game, list[Event]]]
    load: Callable[[dict[str, Any]], Game]  # a game from its ``to_json``
    phases: Mapping[str, Phase]
    actions: tuple[type[TypedAction], ...]
    error: type[Exception]  # what an illegal action raises (one line, names the rule)
    bot_kinds: tuple[str, ...]
    # make_bot(kind, game_seed, seat) -> an object with ``choose(view) -> action`` and
    # ``random_state()`` / ``set_random_state(json)``: its generators as JSON, so that a
    # saved game's bot plays on exactly as the uninterrupted one (``core/history.py``).
    make_bot: Callable[[str, int, int], Any]
    # The rules' version: a save made under another version is refused (its actions may
    # not mean the same any more). A game whose rules come from data files names them.
    version: str = "1"
    # bench(seconds) -> the game's speed figures for ``make bench``: a list of
    # {"label": str, "value": float, "unit": str, "goal": str}, each measured for about
    # ``seconds`` of CPU time. None: the game has no figures of its own.
    bench: Callable[[float], list[dict[str, Any]]] | None = None

    def setup(self, given: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Every option, ``given`` ones checked, the rest at their defaults."""
        given = dict(given or {})
        known = {o.name for o in self.options}
        for name in given:
            if name not in known:
                raise SetupError(f"{self.title} has no option {name!r} "
                                 f"(options: {', '.join(sorted(known))})")
        return {o.name: o.check(given[o.name]) if o.name in given else o.default
                for o in self.options}

    def action_kinds(self) -> dict[str, type[TypedAction]]:
        """``{KIND: class}`` of this game's actions."""
        return action_kinds(self.actions)


_GAMES: dict[str, GameInfo] = {}


def register_game(info: GameInfo) -> GameInfo:
    """Adds a game to the registry; a name taken by another game is an error."""
    if info.name in _GAMES and _GAMES[info.name] is not info:
        raise ValueError(f"a game named {info.name!r} is already registered")
    if not 1 <= info.min_players <= info.max_players:
        raise ValueError(f"{info.name}: players {info.min_players}..{info.max_players}")
    action_kinds(info.actions)  # every action field checkable, kinds distinct
    _GAMES[info.name] = info
    return info


def get_game(name: str) -> GameInfo:
    """The registered game of that name; an unknown name raises SetupError (one line)."""
    info = _GAMES.get(name)
    if info is None:
        raise SetupError(f"there is no game {name!r} (games: {', '.join(sorted(_GAMES))})")
    return info


def registered_games() -> list[GameInfo]:
    """Every registered game, by name."""
    return [_GAMES[n] for n in sorted(_GAMES)]

