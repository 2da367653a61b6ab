"""A toy game on the game contract, registered only inside the tests.

Counters: players take 1 to 3 counters from a pile in turn; whoever takes the last one
wins (or, with the ``misere`` option, loses). Each seat is dealt a hidden card (1-9) at
the start, shown to nobody else until the end; it is the tie-break of nothing and the
score of something (``Standing.score["card"]``), which is enough to test that secrets
stay secret: views, redacted events, ``redeal_hidden``.

Its events (each ``{"type", "seq", ...}``, in the envelope of ``docs/event-log.md``):
``game_start`` (the envelope's game, version, seed, options, seats; then pile; the seed
redacted for every seat), ``deal`` (seat, card: redacted to None for the other seats),
``take`` (seat, count, left), ``game_end`` (winner, cards: every hidden card shown; the
envelope's standings).

It proves that a game plugs in by registering, without editing another game: the match
driver, the tournament, the command line and ``make bench`` run it through the contract
only (``docs/architecture.md``, "How to add a game", walks through this file). The
shell's tests reuse it. ``registered()`` adds it to the registry for one test and takes
it out again, so no other test sees it; ``register()`` leaves it in (a subprocess).
"""
from __future__ import annotations

import contextlib
import dataclasses
import random
from typing import Annotated, Any, Iterator, Sequence

from game.core import envelope, registry
from game.core.actions import ActionRefused, Between, TypedAction
from game.core.contract import Decision, Event, Standing
from game.core.legal import ActionSet, Family, Steps
from game.core.phases import Phase, Secrets, phase_table
from game.core.registry import GameInfo, GameRules, SetupOption
from game.core.rng import derive_rng, rng_state_from_json, rng_state_to_json

NAME = "toy-counters"
VERSION = "1"
CARDS = tuple(range(1, 10))


class ToyError(ActionRefused):
    """An illegal toy action: one line naming the rule."""


@dataclasses.dataclass(frozen=True)
class Take(TypedAction):
    """Take ``count`` counters from the pile."""

    KIND = "take"
    ERROR = ToyError
    RULE = "Taking"
    count: Annotated[int, Between(1, 3)]


PHASES = phase_table([
    Phase("take", "Taking", "Take counters", "Take 1 to 3 counters; the last one decides.",
          Secrets.ALWAYS, widget="toy_take", bot="take", asks="how many counters to take"),
    Phase("over", "End", "Game over", "The hidden cards are shown.", Secrets.NEVER,
          widget=None, bot=None),
])


class ToyGame:
    """One game of Counters, behind the game contract."""

    def __init__(self, d: dict[str, Any]) -> None:
        self.d = d  # plain JSON data: the whole state

    @classmethod
    def new(cls, options: dict[str, Any], seed: int, names: Sequence[str] | None = None,
            bots: Sequence[str] | None = None) -> tuple["ToyGame", list[Event]]:
        players = options["players"]
        names = list(names) if names is not None else [f"Player {i + 1}" for i in
                                                        range(players)]
        if len(names) != players:
            raise ValueError(f"{players} players need {players} names, not {len(names)}")
        rng = random.Random(seed)  # the game's one seeded generator
        cards = rng.sample(CARDS, players)
        game = cls({"options": dict(options), "seed": seed, "names": names,
                    "pile": options["pile"], "turn": 0, "cards": cards,
                    "taken": [0] * players, "last": None, "seq": 0,
                    "rng": rng_state_to_json(rng)})
        events = [envelope.start_event(game._emit("game_start", pile=options["pile"]), NAME,
                                        VERSION, seed, options, names, bots)]
        events += [game._emit("deal", seat=s, card=c) for s, c in enumerate(cards)]
        return game, events

    @classmethod
    def load(cls, d: dict[str, Any]) -> "ToyGame":
        if not isinstance(d, dict) or "pile" not in d:
            raise ValueError("not a toy game's JSON")
        rng_state_from_json(d["rng"])  # a malformed generator is refused here, in one line
        return cls(dict(d))

    def _emit(self, name: str, **fields: Any) -> Event:
        self.d["seq"] += 1
        return {"type": name, "seq": self.d["seq"], **fields}

    # ---- the contract --------------------------------------------------------------
    def is_over(self) -> bool:
        return self.d["pile"] == 0

    def decision(self) -> Decision | None:
        if self.is_over():
            return None
        return Decision(self.d["turn"], "take", f"take 1 to {self._most()} counters")

    def _most(self) -> int:
        return min(3, self.d["pile"])

    def legal(self) -> ActionSet:
        if self.is_over():
            return ActionSet(())
        return ActionSet((Family(Take, {"count": Steps(1, self._most())}),))

    def legal_actions(self) -> list[Any]:
        return list(self.legal())

    def check(self, action: Any) -> None:
        if self.is_over():
            raise ToyError("End", "the game is over")
        if type(action) is not Take:
            raise ToyError("Taking", f"{action!r:.40} is not a toy action")
        problem = action.problem()
        if problem is not None:
            raise ToyError("Taking", problem)
        if action.count > self.d["pile"]:
            raise ToyError("Taking", f"only {self.d['pile']} counters are left")

    def apply(self, action: Any) -> list[Event]:
        self.check(action)
        d, seat = self.d, self.d["turn"]
        d["pile"] -= action.count
        d["taken"][seat] += action.count
        d["last"] = seat
        events = [self._emit("take", seat=seat, count=action.count, left=d["pile"])]
        if self.is_over():
            winners = self._winners()
            events.append(self._emit("game_end", winner=winners[0], cards=list(d["cards"]),
                                     standings=envelope.rows(self.standings())))
        else:
            d["turn"] = (seat + 1) % len(d["names"])
        return events

    def _winners(self) -> list[int]:
        """The winning seat (the last taker, or with ``misere`` the seat after it)."""
        last = self.d["last"]
        if self.d["options"]["misere"]:
            return [(last + 1) % len(self.d["names"])]
        return [last]

    def view(self, seat: int | None) -> dict[str, Any]:
        d = self.d
        shown = self.is_over()
        out: dict[str, Any] = {
            "seat": seat, "pile": d["pile"], "turn": d["turn"], "taken": list(d["taken"]),
            "misere": d["options"]["misere"],
            "players": [{"seat": s, "name": n, "taken": d["taken"][s]}
                        for s, n in enumerate(d["names"])],
            "cards": [c if shown or s == seat else None for s, c in enumerate(d["cards"])]}
        dec = self.decision()
        if dec is not None and dec.seat == seat:
            out["decision"] = {"kind": dec.phase, "most": self._most()}
        return out

    def redact(self, event: Event, seat: int | None) -> Event:
        if event["type"] == "deal" and event["seat"] != seat:
            return {**event, "card": None}
        if event["type"] == envelope.GAME_START:
            return envelope.public_start(event)  # (the seed would tell every card)
        return event

    def standings(self) -> list[Standing]:
        if not self.is_over():
            return []
        winners = self._winners()
        order = winners + [s for s in range(len(self.d["names"])) if s not in winners]
        return [Standing(s, self.d["names"][s], 1 if s in winners else 2,
                         {"taken": self.d["taken"][s], "card": self.d["cards"][s],
                          "won": s in winners})
                for s in order]

    def to_json(self) -> dict[str, Any]:
        return {k: (list(v) if isinstance(v, list) else v) for k, v in self.d.items()}

    def copy(self) -> "ToyGame":
        return ToyGame.load(self.to_json())

    def redeal_hidden(self, seat: int, rng: random.Random) -> "ToyGame":
        """Every other seat's card dealt anew from the cards ``seat`` cannot see."""
        other = self.copy()
        if self.is_over():
            return other
        cards = other.d["cards"]
        unseen = [c for c in CARDS if c != cards[seat]]
        fresh = rng.sample(unseen, len(cards) - 1)
        other.d["cards"] = [cards[seat] if s == seat else fresh.pop()
                            for s in range(len(cards))]
        return other


class ToyBot:
    """``random``: any legal take; ``smart``: leaves the pile a multiple of 4 when it can
    (the winning strategy when the last counter wins)."""

    def __init__(self, kind: str, game_seed: int, seat: int) -> None:
        self.kind = kind
        self.rng = derive_rng("toy", kind, game_seed, seat)
        self.last_reason = ""

    def choose(self, view: dict[str, Any]) -> Take:
        most = view["decision"]["most"]
        good = view["pile"] % 4 if not view["misere"] else (view["pile"] - 1) % 4
        if self.kind == "smart" and 1 <= good <= most:
            self.last_reason = f"smart: takes {good}, leaving a losing pile"
            return Take(good)
        self.last_reason = f"{self.kind}: takes at random"
        return Take(self.rng.randint(1, most))

    def random_state(self) -> dict[str, Any]:
        return {"rng": rng_state_to_json(self.rng)}

    def set_random_state(self, state: Any) -> None:
        if not isinstance(state, dict) or set(state) != {"rng"}:
            raise ValueError("a toy bot has the generator 'rng' only")
        self.rng.setstate(rng_state_from_json(state["rng"]))


def bench(seconds: float) -> list[dict[str, Any]]:
    """The toy's own ``make bench`` figure: whole games of smart bots per CPU second,
    played without the match driver (one game at least)."""
    import time
    games, cpu0 = 0, time.process_time()
    while games == 0 or time.process_time() - cpu0 < seconds:
        game, _ = ToyGame.new(INFO.setup(), games)
        bots = [ToyBot("smart", games, s) for s in range(2)]
        while (d := game.decision()) is not None:
            game.apply(bots[d.seat].choose(game.view(d.seat)))
        games += 1
    cpu = max(time.process_time() - cpu0, 1e-9)
    return [{"label": "toy: games, smart bots", "value": games / cpu, "unit": "games/s",
             "goal": ">= 1"}]


INFO = GameInfo(
    name=NAME, title="Counters",
    description="Take 1 to 3 counters; whoever takes the last one wins.",
    # (no data file: its rules are known at once)
    rules=GameRules(min_players=2, max_players=3, options=(
        SetupOption("players", "int", 2, "number of players", lo=2, hi=3),
        SetupOption("pile", "int", 15, "counters in the pile", lo=5, hi=40),
        SetupOption("misere", "bool", False, "whoever takes the last counter loses")),
        version=VERSION),
    new_game=ToyGame.new, load=ToyGame.load, phases=PHASES, actions=(Take,), error=ToyError,
    bot_kinds=("random", "smart"), make_bot=ToyBot, bench=bench)


def register() -> GameInfo:
    """Registers the toy game for good (a subprocess running the command line)."""
    return registry.register_game(INFO)


@contextlib.contextmanager
def registered() -> Iterator[GameInfo]:
    """The toy game in the registry for the ``with`` block only."""
    registry.register_game(INFO)
    try:
        yield INFO
    finally:
        registry._GAMES.pop(NAME, None)  # (tests only: the program never unregisters)
