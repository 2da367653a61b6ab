"""The match driver: any registered game played by bots, through the game contract only.

A ``Match`` is one game with its setup (options, seed, names), one bot kind per seat
(``GameInfo.make_bot(kind, seed, seat)``), every event so far and every action applied,
with its seat: the history (``core/history.py``), so a save is setup + actions.

Each bot gets ONLY ``game.view(seat)`` (plain JSON data) and answers with a typed action
that the game checks like any other. A bot that reads nothing but its decision (its
``decision_only`` is true) gets only that part of its view when the game can build it
alone (``game.decision_view(seat)``: the view's ``seat`` and ``decision``, as ``view``
gives them), not the whole table it would not read: the view is most of a bots game. The headless command line, the tournament and
``make bench`` all play through here; a game plugs in by registering, nothing more.
"""
from __future__ import annotations

import dataclasses
import time
from typing import Any, Callable, Mapping, Sequence

from .contract import Event, Game
from .history import History, Seat, record
from .names import clean_name
from .registry import GameInfo, SetupError

DEFAULT_NAMES = ("Ada", "Bruno", "Carla", "Dario", "Elsa", "Fritz", "Greta", "Hugo")
MAX_DECISIONS = 1_000_000  # no game of the table comes near it: a stuck game is a bug

def seat_names(players: int, names: Sequence[str] | None, bots: Sequence[str] | None,
               defaults: Sequence[str] = DEFAULT_NAMES) -> list[str]:
    """The seats' names for a new game (``defaults`` when None), checked against the player
    count with the bots' list: a game's ``new`` raises ValueError (one line) otherwise.
    Each is cleaned by the one rule of names (``names.clean_name``: printable, trimmed, at
    most 18 characters), wherever it came from: a screen, a save, the command line."""
    names = list(names) if names is not None else list(defaults[:players])
    if len(names) != players:
        raise ValueError(f"{players} players need {players} names, not {len(names)}")
    names = [clean_name(n, defaults[i % len(defaults)] if defaults else f"P{i + 1}")[0]
             for i, n in enumerate(names)]
    if bots is not None and len(bots) != players:
        raise ValueError(f"{players} players need {players} seats, not {len(bots)}")
    return names


# on_decision(match): called at every decision point reached and once at the end.
DecisionHook = Callable[["Match"], None]


@dataclasses.dataclass
class Match:
    """One game played by bots, and everything needed to save, score or replay it."""

    info: GameInfo
    game: Game
    options: dict[str, Any]
    seed: int
    names: list[str]
    kinds: list[str]  # each seat's bot kind
    bots: list[Any]  # each seat's bot (``choose(view) -> action``)
    events: list[Event] = dataclasses.field(default_factory=list)
    actions: list[tuple[int, Any]] = dataclasses.field(default_factory=list)
    # CPU seconds of each bot's decisions, per seat, when timed (``play_on(timing=True)``)
    times: list[list[float]] = dataclasses.field(default_factory=list)

    def history(self) -> History:
        """The match as its history: setup, seats with the bots' generators now, actions."""
        seats = [Seat(k, b.random_state()) for k, b in zip(self.kinds, self.bots)]
        return record(self.info, self.options, self.seed, self.names, seats, self.actions)


def player_count(info: GameInfo, options: Mapping[str, Any], kinds: Sequence[str]) -> int:
    """How many seats: the game's ``players`` option when it declares one, else one per
    bot kind given (within the game's player range)."""
    n = options.get("players")
    if type(n) is int:
        return n
    n = len(kinds)
    if not info.min_players <= n <= info.max_players:
        raise SetupError(f"{info.title} is for {info.min_players} to {info.max_players} "
                         f"players, not {n}")
    return n


def seat_kinds(info: GameInfo, kinds: Sequence[str], players: int) -> list[str]:
    """One bot kind per seat: a short list repeats (none given: the game's default mix);
    an unknown kind is one line."""
    given = [k for k in kinds if k] or default_kinds(info)
    for k in given:
        if k not in info.bot_kinds:
            raise SetupError(f"{info.title} has no bot {k!r} "
                             f"(bots: {', '.join(info.bot_kinds)})")
    return [given[i % len(given)] for i in range(players)]


def default_kinds(info: GameInfo) -> list[str]:
    """The bots a game seats when none are named: its default mix, else its first kind."""
    return list(info.default_bots or info.bot_kinds[:1])


def new_match(info: GameInfo, options: Mapping[str, Any] | None, seed: int,
              kinds: Sequence[str] = (), names: Sequence[str] | None = None) -> Match:
    """Sets up ``info``'s game from ``options`` (checked by ``GameInfo.setup``) and a seed,
    with a bot of ``kinds`` in every seat (none: the game's default mix); SetupError/
    ValueError (one line) if it cannot."""
    opts = info.setup(options)
    kinds = [k for k in kinds if k] or default_kinds(info)
    players = player_count(info, opts, kinds)
    seats = seat_kinds(info, kinds, players)
    if names is None:
        names = [f"{DEFAULT_NAMES[i % len(DEFAULT_NAMES)]} ({k})" for i, k in enumerate(seats)]
    game, events = info.new_game(opts, seed, list(names), bots=seats)
    bots = [info.make_bot(k, seed, i) for i, k in enumerate(seats)]
    return Match(info, game, opts, seed, list(names), seats, bots, list(events),
                 times=[[] for _ in seats])


def play_on(match: Match, stop_after: int | None = None,
            on_decision: DecisionHook | None = None, timing: bool = False) -> bool:
    """Lets the bots play from the current decision, appending events and actions.

    Stops at the first decision point once ``len(match.events) >= stop_after`` (returns
    False), else plays to the end (returns True). ``on_decision(match)`` is called at every
    decision point reached (not at the stop point) and once at the end: the autosave hook.
    ``timing``: each decision's CPU time goes to ``match.times[seat]``.
    """
    game, clock = match.game, time.process_time  # CPU time: one core, whatever the load
    # (The loop of every move of every bots game: its look-ups made once.)
    decide, view_of, apply = game.decision, game.view, game.apply
    bots, events, actions = match.bots, match.events, match.actions
    part = getattr(game, "decision_view", None)
    views = [part if part is not None and getattr(b, "decision_only", False) else view_of
             for b in bots]  # each seat's view, or the part of it its bot reads
    for _ in range(MAX_DECISIONS):
        d = decide()
        if d is None:
            break
        if stop_after is not None and len(events) >= stop_after:
            return False
        if on_decision is not None:
            on_decision(match)
        seat = d.seat
        view = views[seat](seat)  # the bot sees its own view and nothing else
        if timing:
            t0 = clock()
            action = bots[seat].choose(view)
            match.times[seat].append(clock() - t0)
        else:
            action = bots[seat].choose(view)
        events.extend(apply(action))
        actions.append((seat, action))
    else:
        raise RuntimeError(f"{match.info.title} seed {match.seed}: no end after "
                           f"{MAX_DECISIONS} decisions")
    if on_decision is not None:
        on_decision(match)
    return True


def play_match(info: GameInfo, options: Mapping[str, Any] | None, seed: int,
               kinds: Sequence[str] = (), names: Sequence[str] | None = None,
               timing: bool = False) -> Match:
    """Plays one whole game with bots; returns the finished match."""
    match = new_match(info, options, seed, kinds, names)
    play_on(match, timing=timing)
    return match


def result_line(match: Match) -> str:
    """One line: the game, the seed, and each seat's place and score, best first (or the
    game's own line, ``GameInfo.result_line``)."""
    if match.info.result_line is not None:
        return match.info.result_line(match.game)
    parts = []
    for st in match.game.standings():
        score = " ".join(f"{k}={v}" for k, v in st.score.items())
        parts.append(f"{st.place}. seat {st.seat} {st.name}" + (f" {score}" if score else ""))
    return f"{match.info.name} seed {match.seed}: " + " | ".join(parts)
