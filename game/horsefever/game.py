"""Horse Fever on the game contract (``game.core.contract.Game``), over ``game.horsefever.rules.Game``.

The engine is unchanged: this adapter turns typed actions into the engine's ``Action``,
describes the legal actions (a bet is horses x win/show x a stake range, race fixing is
cards x lanes; the Board Game's smaller decisions are listed as the engine lists them),
ranks the final standings and re-deals hidden cards for the secrecy test.
"""
from __future__ import annotations

import functools
import os
import pathlib
import random
from typing import Any, Sequence

from ..core import envelope
from ..core.match import DEFAULT_NAMES as CORE_NAMES
from ..core.match import seat_names
from ..core.contract import Decision, Event, Standing
from ..core.legal import ActionSet, Family, Pick, Steps
from .rules import Game as Engine
from .rules import IllegalAction, redact_event
from .rules.data import GameData
from .rules.engine import apply_action, check_action
from .rules.engine import decision as engine_decision
from .rules.variants import RULE_NAMES
from ..services.resources import DATA_ENV, data_dir
from .rules.loader import load_data
from .rules.family.end_of_game import final_standings
from .rules.views import decision_part, view_and_decision
from .rules.state import PHASE_FIRST_BET, PHASE_FIX, PHASE_SECOND_BET
from .actions import ENGINE, KINDS, Bet, HorseFeverAction, Pass, PlayCard, from_engine
from .secrecy import redeal_hidden


DEFAULT_NAMES = CORE_NAMES[:6]  # one name per seat, up to its six players


def game_data() -> GameData:
    """The data files, read once (a broken one raises the loader's one-line DataError)."""
    # (Asked for at every seat's bot and every game set up: the folder's path is made and
    # looked up again only when $HORSEBURG_DATA has changed since the last call.)
    chosen = os.environ.get(DATA_ENV)
    last = _LAST
    if last and last[0] == chosen:
        return last[1]
    data = _data_in(data_dir())
    _LAST[:] = [chosen, data]
    return data


_LAST: list[Any] = []  # [$HORSEBURG_DATA's value, the data read for it] of the last call


@functools.lru_cache(maxsize=1)  # (the folder read last: another replaces it)
def _data_in(directory: pathlib.Path) -> GameData:
    """The data files of a folder (``data_dir()``: the bundled one, or $HORSEBURG_DATA's)."""
    return load_data(directory)


_CLASSES = frozenset(KINDS.values())


def _rule(d: Any) -> str:
    """The rule a refusal names: the decision's phase's, or the end of the game."""
    return RULE_NAMES.get(d.kind, d.kind) if d is not None else "End of the Game"


class HorseFeverGame:
    """One game of Horse Fever (Family Game or Board Game) behind the game contract."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        # The decision due, described once per position: the match driver asks for it
        # three times a move (whose turn, the view, the check of the answer). Keyed by the
        # state object and its event count: every move emits events, so the count changes
        # with the position (a loaded or copied game is another state); ``apply`` forgets
        # it besides. (state, seq, the engine's Decision, the contract's Decision)
        self._due: tuple[Any, int, Any, Decision | None] | None = None

    @classmethod
    def new(cls, options: dict[str, Any], seed: int, names: Sequence[str] | None = None,
            bots: Sequence[str] | None = None) -> tuple["HorseFeverGame", list[Event]]:
        """A game from the setup options (``GameInfo.setup``) and a seed, and its events;
        ``bots``: each seat's bot kind ("" for a person), written in ``game_start``."""
        players = options["players"]
        names = seat_names(players, names, bots, DEFAULT_NAMES)
        engine, events = Engine.new(game_data(), names, options["variant"], seed,
                                    options["stars"], options["rounds"],
                                    bots=list(bots) if bots is not None else None)
        return cls(engine), events

    @classmethod
    def load(cls, d: dict[str, Any]) -> "HorseFeverGame":
        """A game from ``to_json`` (StateFormatError, one line, if it cannot be)."""
        return cls(Engine.from_json(d, game_data()))

    @property
    def data(self) -> GameData:
        """The data files this game is played with (the table draws its track from them)."""
        return self.engine.state.data

    # ---- the contract --------------------------------------------------------------
    def is_over(self) -> bool:
        return self.engine.is_over()

    def _decided(self) -> tuple[Any, Decision | None]:
        """The engine's decision at this position and the contract's, described once."""
        s = self.engine.state
        due = self._due
        if due is None or due[0] is not s or due[1] != s.seq:
            d = engine_decision(s)
            due = self._due = (s, s.seq, d, None if d is None else
                               Decision(d.seat, d.kind, d.prompt))
        return due[2], due[3]

    def decision(self) -> Decision | None:
        return self._decided()[1]

    def legal(self) -> ActionSet:
        """The legal actions described: bets and race fixing as ranges, the rest listed."""
        d = self._decided()[0]
        if d is None:
            return ActionSet(())
        o = d.options
        families: list[Family] = []
        if d.kind in (PHASE_FIRST_BET, PHASE_SECOND_BET):
            stakes = Steps(o["min_stake"], o["max_stake"], o["step"])
            for kind in ("win", "show"):
                horses = tuple(h for h, kinds in o["horses"].items() if kind in kinds)
                if horses and len(stakes):
                    families.append(Family(Bet, {"horse": Pick(horses), "kind": kind,
                                                 "stake": stakes}))
        elif d.kind == PHASE_FIX:
            families.append(Family(PlayCard, {"card": Pick(tuple(sorted(set(o["cards"])))),
                                              "horse": Pick(tuple(o["horses"]))}))
        else:
            for a in self.engine.legal_actions():
                if a.type != Pass.KIND:
                    t = from_engine(a)
                    families.append(Family(type(t), {k: getattr(t, k) for k in
                                                     t.to_json() if k != "type"}))
        if d.can_pass:
            families.append(Family(Pass))
        return ActionSet(tuple(families))

    def legal_actions(self) -> list[HorseFeverAction]:
        return [from_engine(a) for a in self.engine.legal_actions()]

    def _engine_action(self, action: Any, d: Any) -> Any:
        """The engine's record of a typed action; anything else is refused with a reason
        naming the rule of the decision ``d``."""
        if type(action) not in _CLASSES:
            raise IllegalAction(_rule(d), "not_horse_fever_action", action=f"{action!r:.40}")
        problem = action.problem()  # (an action forged past its constructor's checks)
        if problem is not None:
            raise IllegalAction(_rule(d), "bad_field", problem=problem)
        return action.to_engine()

    def check(self, action: Any) -> None:
        d = self._decided()[0]
        check_action(self.engine.state, self._engine_action(action, d), d)

    def apply(self, action: Any) -> list[Event]:
        s = self.engine.state
        due = self._due  # (the position's decision, as ``decision()`` described it)
        d = due[2] if due is not None and due[0] is s and due[1] == s.seq else \
            self._decided()[0]
        # A bot's answer carries its engine record, its fields checked when the typed action
        # was made from it (``from_engine``, as strictly as the engine would).
        made = action.__dict__.get(ENGINE) if type(action) in _CLASSES else None
        engine_action = made or self._engine_action(action, d)
        self._due = None
        return apply_action(s, engine_action, d, made is not None)

    def view(self, seat: int | None) -> dict[str, Any]:
        s = self.engine.state
        due = self._due
        d = due[2] if due is not None and due[0] is s and due[1] == s.seq else None
        return view_and_decision(s, seat, d)[0]

    def decision_view(self, seat: int | None) -> dict[str, Any]:
        """``view(seat)``'s ``seat`` and ``decision`` alone (the optional part of the
        contract the match driver asks of a bot that reads nothing else: the random bot)."""
        s = self.engine.state
        due = self._due
        d = due[2] if due is not None and due[0] is s and due[1] == s.seq else None
        return decision_part(s, seat, d)

    def redact(self, event: Event, seat: int | None) -> Event:
        return redact_event(event, seat)

    def standings(self) -> list[Standing]:
        """The rules' final standings (``end_of_game.final_standings``, as ``game_end``
        gives them): the winner first, level seats sharing a place, eliminated last."""
        if not self.engine.is_over():
            return []
        return envelope.standings(final_standings(self.engine.state))

    def to_json(self) -> dict[str, Any]:
        return self.engine.to_json()

    def copy(self) -> "HorseFeverGame":
        return HorseFeverGame.load(self.to_json())

    def redeal_hidden(self, seat: int, rng: random.Random) -> "HorseFeverGame":
        other = self.copy()
        redeal_hidden(other.engine.state, seat, rng)
        return other
