"""The registry of games: a game's name (``horse-fever``, ...) to what it is and offers.

Registering reads no data file: a game's entry holds what needs none, and what its data
settles (``GameRules``) is read when the game is first used, so a broken file stops only
its own game, with one line (``GameInfo.load_rules``).

A game module calls ``register_game(GameInfo(...))`` when imported. ``game/catalogue.py`` (the
catalogue: the one module that knows which games exist) names every game with the module
that registers its rules and the one that registers its presentation plug-in, if it has
screens (``register_lazily``): a game's module is imported the first time the game is
asked for (``get_game``; the window's ``game.ui.plugin.presentation`` imports the second
through ``presentation_module``), so a command about one game loads that game alone;
``registered_games()`` loads them all. The setup options are
data, each named, typed, with its default and
its allowed values, so a setup screen and a command line can offer them without knowing
the game; ``GameInfo.setup`` checks a choice of options with one-line reasons.
"""
from __future__ import annotations

import dataclasses
import importlib
from typing import Any, Callable, Mapping, Sequence

from .actions import TypedAction, action_kinds
from .data_schema import DataError
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
class GameRules:
    """What a game's data files settle about offering it: its player counts, its setup
    options and its rules' version. Read when the game is first used (``GameInfo.rules``)."""

    min_players: int
    max_players: int
    options: tuple[SetupOption, ...]
    # The rules' version: a save made under another version is refused (its actions may
    # not mean the same any more). A game whose rules come from data files names them.
    version: str = "1"

    def __post_init__(self) -> None:
        if not 1 <= self.min_players <= self.max_players:
            raise ValueError(f"players {self.min_players}..{self.max_players}")


@dataclasses.dataclass(frozen=True)
class GameInfo:
    """Everything the program needs to know to offer and run one game.

    The entry itself needs no data file: its name, title and description are known at
    once, and registering a game reads nothing. What the game's data files settle (its
    player counts, options and rules' version: ``GameRules``) comes from ``rules``, a
    loader the first use calls (``load_rules``; ``options``, ``min_players``,
    ``max_players`` and ``version`` ask it). A broken data file is that game's one-line
    ``DataError`` (``game.core.data_schema``), raised at every use, while the other games
    play on.
    """

    name: str  # the registry key, lower case with dashes: "horse-fever"
    title: str  # "Horse Fever"
    description: str  # one line
    # rules() -> GameRules, read from the data files (DataError, one line, if broken), or
    # the GameRules themselves for a game without data files.
    rules: "Callable[[], GameRules] | GameRules"
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
    # The data files its rules read (names in the data folder), for the tests and tools
    # that check them; () for a game without data files.
    data_files: tuple[str, ...] = ()
    # bench(seconds) -> the game's speed figures for ``make bench``: a list of
    # {"label": str, "value": float, "unit": str, "goal": str}, each measured for about
    # ``seconds`` of CPU time. None: the game has no figures of its own.
    bench: Callable[[float], list[dict[str, Any]]] | None = None
    # The bots seated when none are named (``--headless``, ``--autoplay`` without
    # ``--bots``): a mix that plays with purpose to a watcher, a short list repeating.
    # Empty: the first of ``bot_kinds``.
    default_bots: tuple[str, ...] = ()
    # result_line(game) -> the headless command's line for a finished game; None: the
    # match driver's (each seat's place and score).
    result_line: Callable[[Game], str] | None = None
    # save_meta(game) -> what a save's Resume line says of the game beyond every game's
    # fields (a variant, the round...): plain JSON data, never read as truth. None: nothing.
    save_meta: Callable[[Game], dict[str, Any]] | None = None
    # The reader of this game's saves of an older save format, before histories (Horse
    # Fever's snapshot saves, format 1): an object with ``check_header(path, doc)`` and
    # ``convert(path, doc) -> (History, shown, label, saved_at)``, each raising the saves'
    # SaveError (one line). None: the game never wrote such saves.
    old_saves: Any = None

    def load_rules(self) -> GameRules:
        """The game's ``GameRules``, read once; a broken data file raises its DataError
        (one line naming the file, the key and what is wrong) at this and every later use."""
        got = _LOADED.get(self.name)
        if got is None:
            rules = self.rules
            if isinstance(rules, GameRules):
                got = rules
            else:
                try:
                    got = rules()
                except DataError as e:
                    got = e
            _LOADED[self.name] = got
        if isinstance(got, DataError):
            raise got
        return got

    def problem(self) -> str | None:
        """Why the game cannot be played (its data file's one line), or None."""
        try:
            self.load_rules()
        except DataError as e:
            return str(e)
        return None

    @property
    def options(self) -> tuple[SetupOption, ...]:
        return self.load_rules().options

    @property
    def min_players(self) -> int:
        return self.load_rules().min_players

    @property
    def max_players(self) -> int:
        return self.load_rules().max_players

    @property
    def version(self) -> str:
        return self.load_rules().version

    def setup(self, given: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Every option, ``given`` ones checked, the rest at their defaults."""
        given = dict(given or {})
        options = self.options
        known = {o.name for o in options}
        for name in given:
            if name not in known:
                raise SetupError(f"{self.title} has no option {name!r} "
                                 f"(options: {', '.join(sorted(known))})")
        return {o.name: o.check(given[o.name]) if o.name in given else o.default
                for o in options}

    def action_kinds(self) -> dict[str, type[TypedAction]]:
        """``{KIND: class}`` of this game's actions."""
        return action_kinds(self.actions)


# Each game's GameRules as first read (or the DataError that read met), by name: a frozen
# GameInfo keeps nothing itself. ``forget_rules`` empties it (tests that break a file).
_LOADED: dict[str, "GameRules | DataError"] = {}


def forget_rules(name: str | None = None) -> None:
    """Reads the game's (every game's) rules again at the next use."""
    if name is None:
        _LOADED.clear()
    else:
        _LOADED.pop(name, None)


_GAMES: dict[str, GameInfo] = {}
_LAZY: dict[str, str] = {}  # a game's name -> the module that registers it when imported
# A game's name -> the module registering its presentation plug-in (its screens), in the
# order the catalogue names them: the window imports one when first shown.
_SCREENS: dict[str, str] = {}


def register_lazily(name: str, module: str, screens: str = "") -> None:
    """Names a game whose module (``game.horsefever``) registers it when first imported:
    ``get_game(name)`` imports it then. ``screens``: the module registering its
    presentation plug-in (``game.horsefever.ui.entry``), if it has screens of its own."""
    if name not in _GAMES:
        _LAZY[name] = module
    if screens:
        _SCREENS[name] = screens


def presentation_module(name: str) -> str:
    """The module that registers ``name``'s presentation plug-in ("" for none), imported
    by nobody here: the window imports it when it first shows the game."""
    return _SCREENS.get(name, "")


def games_with_screens() -> list[str]:
    """Every game with screens of its own, in the order the catalogue names them."""
    return list(_SCREENS)


def _load(name: str) -> None:
    """Imports the module that registers ``name``, if it is one not yet imported."""
    module = _LAZY.pop(name, None)
    if module is not None:
        importlib.import_module(module)
        if name not in _GAMES:
            raise ValueError(f"{module} does not register the game {name!r}")


def register_game(info: GameInfo) -> GameInfo:
    """Adds a game to the registry; a name taken by another game is an error."""
    if info.name in _GAMES and _GAMES[info.name] is not info:
        raise ValueError(f"a game named {info.name!r} is already registered")
    _LAZY.pop(info.name, None)
    action_kinds(info.actions)  # every action field checkable, kinds distinct
    unknown = [k for k in info.default_bots if k not in info.bot_kinds]
    if unknown:
        raise ValueError(f"{info.name}: default bot {unknown[0]!r} is not one of its bots")
    _GAMES[info.name] = info
    return info


def get_game(name: str) -> GameInfo:
    """The registered game of that name (its module imported now if it was not yet); an
    unknown name raises SetupError (one line)."""
    info = _GAMES.get(name)
    if info is None:
        _load(name)
        info = _GAMES.get(name)
    if info is None:
        raise SetupError(f"there is no game {name!r} (games: {', '.join(game_names())})")
    return info


def game_names() -> list[str]:
    """Every game's name, by name, without importing any game."""
    return sorted({*_GAMES, *_LAZY})


def registered_games() -> list[GameInfo]:
    """Every registered game, by name (every named game's module imported)."""
    for name in list(_LAZY):
        _load(name)
    return [_GAMES[n] for n in sorted(_GAMES)]

