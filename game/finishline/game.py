"""Finish Line on the game contract (``game.core.contract.Game``), over ``rules.Engine``.

This adapter turns typed actions into the engine's dicts, describes the legal actions
from the engine's own options (one place for the rules), ranks the standings by Grand
Total and re-deals what a seat cannot see (the tile pile, the dice to come) for the
secrecy test.
"""
from __future__ import annotations

import random
from typing import Any, Sequence

from ..core import envelope
from ..core.contract import Decision, Event, Standing
from ..core.match import seat_names
from ..core.legal import ActionSet, Family, Pick, Steps
from ..services.prompt_memo import PromptMemo
from ..core.rng import randbelow, shuffle
from .actions import KINDS, Discard, Draw, EndBets, FinishLineAction, PlaceBet, Use, WinBet
from .data import load_data
from .rules import Engine, FinishLineError
from .rules.scoring import final_standings
from .rules.state import odds_of
from .rules.tables import FLData
from .rules.views import redact, view
from .words import prompt

NAME = "finish-line"
# 2: Losing speed counts places beside a dead heat (a version 1 save replays wrong)
RULES_VERSION = "2"
DEFAULT_NAMES = ("Ada", "Bruno", "Carla", "Dario")


def version(data: FLData) -> str:
    """The rules' version and the data file's identity (a save of others is refused)."""
    return f"{RULES_VERSION}+{data.identity[:16]}"


_CLASSES = frozenset(KINDS.values())
_PROMPT = PromptMemo(lambda i18n, phase, name: prompt(phase, name))


def _prompt(phase: str, name: str) -> str:
    """The decision's prompt, worded once per phase, name and language."""
    return _PROMPT((phase, name), phase, name)


class FinishLineGame:
    """One game of Finish Line behind the game contract."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    @classmethod
    def new(cls, options: dict[str, Any], seed: int, names: Sequence[str] | None = None,
            bots: Sequence[str] | None = None) -> tuple["FinishLineGame", list[Event]]:
        players = options["players"]
        names = seat_names(players, names, bots, DEFAULT_NAMES)
        data = load_data()
        engine, events = Engine.new(data, names,
                                    list(bots) if bots is not None else [""] * players, seed)
        events[0] = envelope.start_event(events[0], NAME, version(data), seed, options, names,
                                         bots)
        return cls(engine), events

    @classmethod
    def load(cls, d: dict[str, Any]) -> "FinishLineGame":
        try:
            return cls(Engine.from_json(load_data(), d))
        except (KeyError, TypeError, ValueError) as e:
            raise FinishLineError("bad_state", detail=None, problem=str(e)[:80]) from None

    # ---- the contract --------------------------------------------------------------
    def is_over(self) -> bool:
        return self.engine.is_over()

    def decision(self) -> Decision | None:
        s = self.engine.s
        if self.engine.is_over():
            return None
        return Decision(s["turn"], s["phase"], _prompt(s["phase"], s["names"][s["turn"]]))

    def legal(self) -> ActionSet:
        """The legal actions described from the engine's options."""
        if self.engine.is_over():
            return ActionSet(())
        return ActionSet(tuple(families(self.engine.s["phase"], self.engine.options())))

    def legal_actions(self) -> list[FinishLineAction]:
        return list(self.legal())  # type: ignore[arg-type]

    def _engine_action(self, action: Any) -> dict[str, Any]:
        """The action as the engine takes it (its JSON), checked as typed. Kept in the
        frozen action: the random bot hands out each distinct action again, and the
        engine only reads it (and judges it every time)."""
        if type(action) not in _CLASSES:
            raise FinishLineError("not_an_action", thing=f"{action!r:.40}")
        d = action.__dict__
        a = d.get("_json")
        if a is None:
            if not d.get("_checked"):  # (forged past its constructor's checks)
                problem = action.problem()
                if problem is not None:
                    raise FinishLineError("Actions", problem)
            a = d["_json"] = action.to_json()
        return a  # type: ignore[no-any-return]

    def check(self, action: Any) -> None:
        self.engine.check(self._engine_action(action))

    def apply(self, action: Any) -> list[Event]:
        return self.engine.apply(self._engine_action(action))

    def view(self, seat: int | None) -> dict[str, Any]:
        return view(self.engine, seat)

    def redact(self, event: Event, seat: int | None) -> Event:
        return redact(event, seat)

    def standings(self) -> list[Standing]:
        """The rules' final standings (``scoring.final_standings``, as ``game_end`` gives
        them): most money (Grand Total: capital + side bets) first; ties share a place."""
        if not self.engine.is_over():
            return []
        return envelope.standings(final_standings(self.engine.s))

    def to_json(self) -> dict[str, Any]:
        return self.engine.to_json()

    def copy(self) -> "FinishLineGame":
        return FinishLineGame(Engine.from_json(self.engine.data, self.engine.to_json()))

    def redeal_hidden(self, seat: int, rng: random.Random) -> "FinishLineGame":
        """A copy with what ``seat`` cannot see dealt anew: the face-down pile reshuffled,
        the dice to come re-rolled (a new generator), and the other players' secret
        sheets of this race replaced by random legal ones of as many lines."""
        other = self.copy()
        s = other.engine.s
        shuffle(rng, s["pile"])
        other.engine.rng = random.Random(rng.getrandbits(64))
        if s["phase"] != "over" and s["sheets"]:
            step = other.engine.data.bet_step
            for i, sheet in enumerate(s["sheets"][-1]):
                if i == seat or not sheet:
                    continue
                most = other.engine.data.max_winner_bets
                horses = rng.sample(s["start"], min(len(sheet), most))
                budget = s["capital"][i] // step // len(horses)
                s["sheets"][-1][i] = [
                    {"kind": "win", "horses": [h], "odds": odds_of(other.engine.data, s, h),
                     "stake": step * (1 + rng.randrange(budget)) if budget else 0}
                    for h in horses if budget]
        other.engine.touched()  # (written outside apply: its views start afresh)
        return other


# A draw's families by the colours offered: families never change, and most draws offer
# the same colours (screens and smart bots ask for them at every decision).
_DRAWS: dict[tuple[str, ...], tuple[Family, ...]] = {}


def families(phase: str, o: dict[str, Any]) -> list[Family]:
    """The legal actions of a decision, from the engine's options (``Engine.options``)."""
    if phase != "draw":
        return [_family(shape) for shape in shapes(phase, o)]
    key = tuple(o["colours"])
    got = _DRAWS.get(key)
    if got is None:  # (31 sets of colours at most)
        got = _DRAWS[key] = tuple(_family(shape) for shape in shapes(phase, o))
    return list(got)


# A family's shape: its class, its fixed fields, the field picked (or None) from these
# values, and the stakes (``Steps``, or None). Every family of Finish Line has this shape,
# so the random bot can count and index the actions without building the families.
Shape = tuple[type[FinishLineAction], dict[str, Any], "str | None", tuple[Any, ...],
              "Steps | None"]


def _family(shape: Shape) -> Family:
    cls, fixed, pick, values, stakes = shape
    fields = dict(fixed)  # (in the order a family lists them: fixed, picked, stake)
    if pick is not None:
        fields[pick] = Pick(values)
    if stakes is not None:
        fields["stake"] = stakes
    return Family(cls, fields)


# The random bot's actions, each distinct one built once and handed out again (typed
# actions are frozen values: sharing one is safe, and its constructor's checks run once
# per value, not once per move), by kind: a draw by its colour, a bet by its horses and
# stake, a use that names its target alone or nothing by its die and target, a discard
# by its die. Kept small: cleared when large (a long tournament's stakes grow).
_DRAWS_MADE: dict[Any, FinishLineAction] = {}
_WINS_MADE: dict[tuple[Any, Any], FinishLineAction] = {}
_PLACES_MADE: dict[tuple[Any, Any, Any], FinishLineAction] = {}
_USES_MADE: dict[tuple[Any, Any], FinishLineAction] = {}
_DISCARDS_MADE: dict[Any, FinishLineAction] = {}
_END_BETS_MADE = EndBets()
_MADE_MOST = 4096


def sample(phase: str, o: dict[str, Any], rng: random.Random) -> FinishLineAction:
    """One legal action, every one equally likely: the very action, from the very draws,
    that ``ActionSet(families(phase, o)).sample(rng)`` gives (the same index, the picked
    field slower than the stake), counted straight from the options in the order
    ``shapes`` lists them, without building families or shapes: only the action drawn
    (or the same one built before)."""
    if phase == "draw":
        colours = o["colours"]
        n = len(colours)
        i = randbelow(rng, n)
        colour = colours[i]
        got = _DRAWS_MADE.get(colour)
        if got is None:
            got = _DRAWS_MADE[colour] = Draw(colour=colour)
        return got
    if phase != "bet":
        uses, held = o["uses"], o["dice"]
        total = len(held)  # (the discards, listed last)
        for u in uses:
            total += len(u["values"]) if u["pick"] is not None else 1
        i = randbelow(rng, total)
        for u in uses:
            pick = u["pick"]
            n = len(u["values"]) if pick is not None else 1
            if i >= n:
                i -= n
                continue
            fixed = u["fixed"]
            if not fixed and (pick is None or pick == "target"):
                key = (u["die"], u["values"][i] if pick is not None else None)
                got = _USES_MADE.get(key)
                if got is None:
                    if len(_USES_MADE) > _MADE_MOST:
                        _USES_MADE.clear()
                    got = _USES_MADE[key] = Use(die=key[0], target=key[1])
                return got
            fields = {"die": u["die"], **fixed}
            if pick is not None:
                fields[pick] = u["values"][i]
            return Use(**fields)
        die = held[i]["id"]
        got = _DISCARDS_MADE.get(die)
        if got is None:
            got = _DISCARDS_MADE[die] = Discard(die=die)
        return got
    return _sample_bet(o, rng)


def _win(horse: Any, stake: Any) -> FinishLineAction:
    """``WinBet(horse, stake)``, built once (``_WINS_MADE``)."""
    got = _WINS_MADE.get((horse, stake))
    if got is None:
        if len(_WINS_MADE) > _MADE_MOST:
            _WINS_MADE.clear()
        got = _WINS_MADE[(horse, stake)] = WinBet(horse=horse, stake=stake)
    return got


def _place(first: Any, second: Any, stake: Any) -> FinishLineAction:
    """``PlaceBet(first, second, stake)``, built once (``_PLACES_MADE``)."""
    got = _PLACES_MADE.get((first, second, stake))
    if got is None:
        if len(_PLACES_MADE) > _MADE_MOST:
            _PLACES_MADE.clear()
        got = _PLACES_MADE[(first, second, stake)] = PlaceBet(first=first, second=second,
                                                              stake=stake)
    return got


def _sample_bet(o: dict[str, Any], rng: random.Random) -> FinishLineAction:
    """``sample`` of a bet, from the options: the stakes of every bet are ``Steps(step,
    room, step)`` (``shapes``), room // step of them, the fastest-turning index. The place
    bets are counted without listing them (``_seconds``' order): every ordered pair of
    the running horses (distinct) but the two of each pair already bet, the first horse
    slower than the second; the bet drawn is found by counting each first horse's
    seconds (while the sheet holds no pair: by the index over the others' count)."""
    step, room = o["step"], o["room"]
    if room < step:  # (only the sheet's end is left)
        randbelow(rng, 1)
        return _END_BETS_MADE
    k = (room - step) // step + 1
    wins = o["win_horses"]
    n = len(wins) * k
    places, bars = 0, set()
    if o["place_open"]:
        horses = o["horses"]
        m = len(horses)
        pairs = o["pairs_taken"]
        if pairs:  # (the pairs ``_seconds`` bars; a loop costs less than a comprehension)
            for p in pairs:
                if len(p) == 2:
                    a, b = p
                    if a < b and a in horses and b in horses:
                        bars.add((a, b))
        places = (m * (m - 1) - 2 * len(bars)) * k
    total = n + places + 1
    i = randbelow(rng, total)
    if i < n:
        i, j = divmod(i, k)
        return _win(wins[i], step + j * step)
    i -= n
    if i >= places:
        return _END_BETS_MADE
    i, j = divmod(i, k)
    stake = step + j * step
    if not bars:
        first, x = divmod(i, m - 1)
        return _place(horses[first], horses[x + (x >= first)], stake)
    for h in horses:  # (each bar a sorted pair: a second x is barred when (h, x) sorted is)
        c = m - 1
        for a, b in bars:  # (two at most: a loop costs less than listing the partners)
            if a == h or b == h:
                c -= 1
        if i < c:
            for x in horses:
                if x != h and ((h, x) if h < x else (x, h)) not in bars:
                    if not i:
                        return _place(h, x, stake)
                    i -= 1
        i -= c
    raise AssertionError("a place bet counted but not found")  # (never: counted above)


# Each first horse of a place bet and the seconds it may take, by the running horses and
# the pairs already bet: alike in every sheet of a race (``shapes`` and ``families``; the
# random bot counts them without listing them).
_SECONDS: dict[tuple[Any, ...], list[tuple[int, tuple[int, ...]]]] = {}


def _seconds(horses: tuple[int, ...], pairs: tuple[tuple[int, ...], ...]
             ) -> list[tuple[int, tuple[int, ...]]]:
    key = (horses, pairs)
    got = _SECONDS.get(key)
    if got is None:
        if len(_SECONDS) > 4096:  # (a long tournament: start again now and then)
            _SECONDS.clear()
        taken = set(pairs)
        got = []
        for h in horses:
            seconds = tuple(x for x in horses if x != h and
                            ((h, x) if h < x else (x, h)) not in taken)
            if seconds:
                got.append((h, seconds))
        _SECONDS[key] = got
    return got


_NONE: dict[str, Any] = {}  # (no fixed fields: read, never changed)
_END_BETS: Shape = (EndBets, _NONE, None, (), None)


def shapes(phase: str, o: dict[str, Any]) -> list[Shape]:
    """The shapes of a decision's families (see ``Shape``), in the order listed."""
    out: list[Shape] = []
    if phase == "bet":
        step, room = o["step"], o["room"]
        if room >= step:
            stakes = Steps(step, room, step)
            if o["win_horses"]:
                out.append((WinBet, _NONE, "horse", tuple(o["win_horses"]), stakes))
            if o["place_open"]:
                for h, seconds in _seconds(tuple(o["horses"]),
                                           tuple(map(tuple, o["pairs_taken"]))):
                    out.append((PlaceBet, {"first": h}, "second", seconds, stakes))
        out.append(_END_BETS)
    elif phase == "draw":
        out.append((Draw, _NONE, "colour", tuple(o["colours"]), None))
    else:
        for u in o["uses"]:
            out.append((Use, {"die": u["die"], **u["fixed"]}, u["pick"], tuple(u["values"]),
                        None))
        out.append((Discard, _NONE, "die", tuple([d["id"] for d in o["dice"]]), None))
    return out
