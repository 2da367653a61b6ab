"""Guided lessons: a scripted first game of any registered game, as data (issue 42).

A lesson is one TOML file per game, ``data/lessons/<name>.toml`` (``lesson_file``: the
registry name with ``_`` for ``-``). The game's own rules run everything: the seed fixes
the cards, dice and draws, the opponents' moves are scripted, and the learner (seat 0)
is walked through the game one step at a time::

    game = "bettor-horse"        # the registry name
    seed = 1234                  # found by tools/lesson_seed.py (its command in a comment)
    options = { players = 2 }    # the setup options the lesson plays
    names = ["You", "Ada"]       # seat 0 is the learner; translated by the game's catalog
    [[opponent]]                 # each opponent seat's moves, in order, as saves write them
    seat = 1
    actions = [ { type = "round", first = "B20", bet = "win", ... } ]
    [[step]]
    say = "..."                  # the coach's words (English msgid; placeholders {x})
    highlight = ["bet:win", "hand"]  # Button.key globs and/or spots the game names
    until = "next"               # next | click | shown | event | do (default: do with a
                                 # ``do``, else next)
    do = { type = "...", ... }   # (until "do") the learner's exact action
    event = { type = "race_result", race = 1 }  # (until "event") the event it waits for
    explain = "..."              # shown once the step's result is on the table
    since = { type = "round_start" }  # the words speak of the events from the last such
                                 # one (default: from the learner's last action)
    expect = [ { type = "race_result", winner = 0 } ]  # events the seed must produce

This module is pure: ``parse_lesson`` checks a file's bytes (one ``DataError`` line naming
the file and key), ``ScriptedBot`` plays an opponent's list, ``run_lesson`` plays the
whole lesson headless (the tests and ``tools/lesson_seed.py``) and ``matches`` is the one
subset match of an event or action against a pattern. The window's side is
``game/ui/generic/lesson_session.py`` and ``coach.py``.
"""
from __future__ import annotations

import dataclasses
import string
from typing import Any, Mapping, Sequence

from .actions import TypedAction, action_from_json, action_kinds
from .contract import Event, Game
from .data_load import check_file
from .data_schema import (N_, Array, Bound, Int, Opt, Spec, Str, Table, Tables, fail,
                          toml_type)
from .registry import GameInfo

LEARNER = 0  # the learner's seat in every lesson
UNTIL = ("next", "click", "shown", "event", "do")
LESSON_DIR = "lessons"  # under the data folder


def lesson_file(game: str) -> str:
    """A game's lesson file under the data folder: ``lessons/bettor_horse.toml``."""
    return f"{LESSON_DIR}/{game.replace('-', '_')}.toml"


class LessonError(ValueError):
    """A lesson that cannot be played as written (one line: the file, the step, why)."""


class AnyTable(Spec):
    """A TOML table taken as JSON (an action, an event pattern): its fields are checked
    later, by the game's actions or against the events."""

    plural = "tables"

    def check(self, value: Any, path: str, pat: str | None = None) -> dict[str, Any]:
        if not isinstance(value, dict):
            fail(path, N_("expected a table, found {found}"), found=toml_type(value))
        return _plain(value)


def _plain(value: Any) -> Any:
    """A parsed TOML value as plain JSON data (tuples to lists)."""
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


STEP = Table({
    "say": Str(),
    "highlight": Opt(Array(Str(), max_length=20), ()),
    "until": Opt(Str(choices=("",) + UNTIL), ""),
    "do": Opt(AnyTable(), None),
    "event": Opt(AnyTable(), None),
    "explain": Opt(Str(), ""),
    "since": Opt(AnyTable(), None),
    "expect": Opt(Array(AnyTable(), max_length=20), ()),
})
SCHEMA = Table({
    "game": Str(),
    "seed": Int(),
    "options": Opt(AnyTable(), {}),
    "names": Array(Str(), min_length=1, max_length=8),
    "opponent": Opt(Tables(Table({"seat": Int(), "actions": Array(AnyTable(), max_length=400)}),
                           min_count=0, max_count=7), ()),
    "expect": Opt(Array(AnyTable(), max_length=50), ()),
    "step": Tables(STEP, min_count=1, max_count=200),
})
BOUNDS = {"seed": Bound(0, 2 ** 31 - 1, N_("a game's seed")),
          "opponent[].seat": Bound(1, 7, N_("an opponent's seat: the learner is seat 0"))}


@dataclasses.dataclass(frozen=True)
class Step:
    """One thing the coach says and waits for (see the module docstring)."""

    say: str
    highlight: tuple[str, ...] = ()
    until: str = "next"
    do: TypedAction | None = None
    event: dict[str, Any] | None = None
    explain: str = ""
    expect: tuple[dict[str, Any], ...] = ()
    since: dict[str, Any] | None = None  # the words' events start at the last such event


@dataclasses.dataclass(frozen=True)
class Lesson:
    """A game's lesson as checked (``parse_lesson``)."""

    game: str
    seed: int
    options: dict[str, Any]
    names: tuple[str, ...]
    scripts: dict[int, tuple[TypedAction, ...]]
    steps: tuple[Step, ...]
    expect: tuple[dict[str, Any], ...] = ()
    shown: str = ""  # the file as messages name it (data/lessons/NAME.toml)

    @property
    def do_steps(self) -> list[int]:
        """The indexes of the steps that end with the learner's action, in order."""
        return [i for i, s in enumerate(self.steps) if s.do is not None]

    def with_seed(self, seed: int) -> "Lesson":
        return dataclasses.replace(self, seed=seed)


class _Refused(Exception):
    def __init__(self, rule: str, detail: str) -> None:
        super().__init__(detail)
        self.detail = detail


def _action(kinds: Mapping[str, type[TypedAction]], data: dict[str, Any], key: str) -> TypedAction:
    try:
        return action_from_json(kinds, data, error=_Refused)
    except _Refused as e:
        fail(key, N_("not an action of this game: {why}"), why=e.detail)
    except Exception as e:  # noqa: BLE001 - a game's own field check: still one line
        fail(key, N_("not an action of this game: {why}"), why=str(e).splitlines()[0])


def placeholder_names(text: str) -> set[str]:
    """The names ``text``'s ``{name}`` placeholders ask for (the coach fills them; the
    tests check the game's ``lesson_values`` gives each)."""
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name}


def _placeholders(text: str, key: str) -> None:
    """A coach's text must format: ``{name}`` placeholders only, braces balanced."""
    try:
        for _lit, name, _spec, _conv in string.Formatter().parse(text):
            if name is not None and not name.isidentifier():
                fail(key, N_("a placeholder must be a name in braces, found {{{name}}}"),
                     name=name)
    except ValueError as e:
        fail(key, N_("unbalanced braces: {why}"), why=str(e))


def parse_lesson(raw: bytes, shown: str, info: GameInfo) -> Lesson:
    """A lesson file's bytes checked for ``info``'s game: its schema, then every action a
    typed action of the game, the options a setup the game accepts, the seats named,
    each step's ``until`` fitting its keys. DataError (one line) otherwise."""
    out: list[Lesson] = []
    kinds = action_kinds(info.actions) if info.actions else {}

    def check(doc: dict[str, Any]) -> None:
        if doc["game"] != info.name:
            fail("game", N_('a lesson of "{found}" in the file of "{game}"'),
                 found=doc["game"], game=info.name)
        try:
            options = info.setup(dict(doc["options"]))
        except ValueError as e:
            fail("options", N_("not a setup of this game: {why}"), why=str(e).splitlines()[0])
        players = options.get("players", len(doc["names"]))
        if players != len(doc["names"]):
            fail("names", N_("{players} players need {players} names, found {count}"),
                 players=players, count=len(doc["names"]))
        scripts: dict[int, tuple[TypedAction, ...]] = {}
        for i, opp in enumerate(doc["opponent"]):
            seat = opp["seat"]
            if seat >= len(doc["names"]) or seat in scripts:
                fail(f"opponent[{i + 1}].seat", N_("seat {seat} is not an opponent's seat of "
                                                   "this lesson, or named twice"), seat=seat)
            scripts[seat] = tuple(_action(kinds, a, f"opponent[{i + 1}].actions[{k + 1}]")
                                  for k, a in enumerate(opp["actions"]))
        steps = []
        for i, st in enumerate(doc["step"]):
            key = f"step[{i + 1}]"
            until = st["until"] or ("do" if st["do"] is not None else "next")
            if (until == "do") != (st["do"] is not None):
                fail(f"{key}.until", N_('"do" goes with an action to do, and an action to do '
                                        'with "do"'))
            if (until == "event") != (st["event"] is not None):
                fail(f"{key}.until", N_('"event" goes with the event to wait for, and an event '
                                        'with "event"'))
            if until == "click" and not st["highlight"]:
                fail(f"{key}.highlight", N_('a "click" step needs something highlighted'))
            _placeholders(st["say"], f"{key}.say")
            _placeholders(st["explain"], f"{key}.explain")
            act = _action(kinds, st["do"], f"{key}.do") if st["do"] is not None else None
            steps.append(Step(st["say"], tuple(st["highlight"]), until, act, st["event"],
                              st["explain"], tuple(st["expect"]), st["since"]))
        out.append(Lesson(info.name, doc["seed"], options, tuple(doc["names"]), scripts,
                          tuple(steps), tuple(doc["expect"]), shown))

    check_file(raw, shown, SCHEMA, BOUNDS, (check,))
    return out[0]


# ---- matching ----------------------------------------------------------------------------
def matches(obj: Any, pattern: Any) -> bool:
    """Whether ``obj`` (an event or an action as JSON) fits ``pattern``: a table's keys a
    subset, each value fitting (tables recursively, lists item by item, the rest equal
    and of the same kind: ``true`` is not 1)."""
    if isinstance(pattern, dict):
        return isinstance(obj, dict) and all(k in obj and matches(obj[k], v)
                                             for k, v in pattern.items())
    if isinstance(pattern, list):
        return (isinstance(obj, (list, tuple)) and len(obj) == len(pattern)
                and all(matches(o, p) for o, p in zip(obj, pattern)))
    if isinstance(pattern, bool) or isinstance(obj, bool):
        return type(obj) is type(pattern) and obj == pattern
    return obj == pattern


def words_start(events: Sequence[Event], upto: int, since: dict[str, Any] | None,
                default: int) -> int:
    """Where the events a step's words speak of begin: at the last event before ``upto``
    fitting the step's ``since`` pattern (``{ type = "round_start" }``: the round so far),
    else ``default`` (the learner's last action of the lesson)."""
    if since is not None:
        for i in range(min(upto, len(events)) - 1, -1, -1):
            if matches(events[i], since):
                return i
    return default


# ---- the opponents -------------------------------------------------------------------------
class ScriptedBot:
    """An opponent of a lesson: plays its script's actions in order (the rules check each
    as any bot's). ``LessonError`` when the script has run out."""

    def __init__(self, seat: int, actions: Sequence[TypedAction], shown: str = "") -> None:
        self.seat = seat
        self.actions = tuple(actions)
        self.next = 0
        self.shown = shown

    def choose(self, view: Any) -> TypedAction:
        if self.next >= len(self.actions):
            raise LessonError(f"{self.shown}: opponent seat {self.seat} has no action left "
                              f"(it played all {len(self.actions)})")
        self.next += 1
        return self.actions[self.next - 1]

    # (a bot's generators, as every bot answers them: a script has none but its place)
    def random_state(self) -> Any:
        return {"next": self.next}

    def set_random_state(self, state: Any) -> None:
        self.next = int(state.get("next", 0)) if isinstance(state, dict) else 0


def new_lesson_game(info: GameInfo, lesson: Lesson,
                    names: Sequence[str] | None = None) -> tuple[Game, list[Event]]:
    """The lesson's game: its options, seed and names (``names``: the lesson's in the
    player's language; the learner a person, every other seat scripted)."""
    bots = ["" if seat == LEARNER else "lesson" for seat in range(len(lesson.names))]
    return info.new_game(dict(lesson.options), lesson.seed, list(names or lesson.names),
                         bots=bots)


# ---- headless ------------------------------------------------------------------------------
@dataclasses.dataclass
class Moment:
    """What the coach's words are filled from at one step: the learner's view then, and the
    events (redacted for the learner) since the learner's last action of the lesson."""

    view: dict[str, Any]
    events: list[Event]


@dataclasses.dataclass
class LessonRun:
    """A lesson played headless: the game, every event, every action, and per step the
    moment its words were said and (for a step with ``explain``) explained."""

    game: Game
    events: list[Event]
    applied: list[tuple[int, TypedAction]]
    said: list[Moment]
    explained: list[Moment | None]


def run_lesson(info: GameInfo, lesson: Lesson) -> LessonRun:
    """Plays ``lesson`` through the game's rules as the window does with a learner doing
    every step: the learner's ``do`` at its decisions, the opponents' scripts at theirs.
    A ``next`` or ``click`` step moves nothing; ``shown`` plays the opponents on to the
    learner's next decision; ``event`` until that event comes; ``do`` the action (after
    the opponents' moves before it). LessonError (one line) when an action is refused, a
    script runs out, an awaited event never comes or an ``expect`` is not met."""
    game, events = new_lesson_game(info, lesson)
    run = LessonRun(game, list(events), [], [], [])
    bots = {s: ScriptedBot(s, a, lesson.shown) for s, a in lesson.scripts.items()}
    since = 0  # where the events since the learner's last action begin
    cursor = len(run.events)  # an awaited event is looked for from here

    def where(k: int) -> str:
        return f"{lesson.shown}: step[{k + 1}]"

    def moment(step: Step, upto: int | None = None) -> Moment:
        end = len(run.events) if upto is None else upto
        evs = run.events[words_start(run.events, end, step.since, since):end]
        return Moment(game.view(LEARNER), [game.redact(e, LEARNER) for e in evs])

    def apply(seat: int, action: TypedAction, k: int) -> None:
        try:
            got = game.apply(action)
        except info.error as e:
            who = "the learner" if seat == LEARNER else f"opponent seat {seat}"
            raise LessonError(f"{where(k)}: the rules refuse {who}'s {action.to_json()}: "
                              f"{str(e).splitlines()[0]}") from None
        run.applied.append((seat, action))
        run.events.extend(got)

    def one_opponent_move(k: int) -> bool:
        d = game.decision()
        if d is None or d.seat == LEARNER:
            return False
        bot = bots.get(d.seat)
        if bot is None:
            raise LessonError(f"{where(k)}: seat {d.seat} decides but has no script")
        try:
            act = bot.choose(game.view(d.seat))
        except LessonError as e:
            raise LessonError(f"{where(k)}: {str(e).split(': ', 1)[-1]}") from None
        apply(d.seat, act, k)
        return True

    for k, step in enumerate(lesson.steps):
        if step.until == "do":
            while one_opponent_move(k):
                pass
            d = game.decision()
            if d is None:
                raise LessonError(f"{where(k)}: the game is over before the learner's action")
            run.said.append(moment(step))
            assert step.do is not None
            since = len(run.events)
            apply(LEARNER, step.do, k)
            # An explanation waits until the action's events are all shown; without one the
            # next step sees them being shown (an "event" step may wait for one of them).
            cursor = len(run.events) if step.explain else since
            run.explained.append(moment(step) if step.explain else None)
        elif step.until == "shown":
            run.said.append(moment(step, cursor))
            while one_opponent_move(k):
                pass
            cursor = len(run.events)
            run.explained.append(moment(step) if step.explain else None)
        elif step.until == "event":
            run.said.append(moment(step, cursor))
            found = None
            while found is None:
                found = next((i for i in range(cursor, len(run.events))
                              if matches(run.events[i], step.event)), None)
                if found is None and not one_opponent_move(k):
                    raise LessonError(f"{where(k)}: the event {step.event} never comes "
                                      "before the learner's next decision")
            cursor = found + 1
            run.explained.append(moment(step, found + 1) if step.explain else None)
        else:
            run.said.append(moment(step, cursor))
            run.explained.append(moment(step, cursor) if step.explain else None)
        for pat in step.expect:
            if not any(matches(e, pat) for e in run.events[:cursor]):
                raise LessonError(f"{where(k)}: no event matches {pat} by this step")
    for pat in lesson.expect:
        if not any(matches(e, pat) for e in run.events):
            raise LessonError(f"{lesson.shown}: expect: no event matches {pat}")
    return run
