"""Bettor Horse on the game contract (``game.core.contract.Game``), over ``rules.Engine``."""
from __future__ import annotations

import random
from typing import Any, Sequence

from ..core import envelope
from ..core.contract import Decision, Event, Standing
from ..core.match import seat_names
from ..core.legal import ActionSet, Arrangements, Family, Pick
from ..services.prompt_memo import PromptMemo
from .actions import KINDS, ROUND_SLOTS, MudderChange, PlaceBet, PlaceHorse, PlaceRound
from .data import game_data
from .phases import N_
from .rules import views
from .rules.deck import BHData
from .rules.engine import BET, HORSE, Engine
from .rules.finish import final_standings
from .rules.errors import BettorHorseError
from .rules.state import State

NAME = "bettor-horse"
RULES_VERSION = "1"


def version(data: BHData) -> str:
    """The rules' version and the data file's identity (a save of others is refused)."""
    return f"{RULES_VERSION}+{data.identity[:16]}"


DEFAULT_NAMES = ("Ada", "Bruno", "Carla", "Dario", "Elena", "Franco", "Gina", "Ugo")
PROMPTS = {"horse": N_("Place horse card {slot} of {need}"), "bet": N_("Choose your bet"),
           "mudder": N_("Choose your Mudder's speed")}


def word_prompt(i18n: Any, kind: str, options: dict[str, Any]) -> str:
    """A decision's prompt from its kind and options, in ``i18n``'s current language (a
    window at another computer's table words it so from its seat's view, too)."""
    return i18n._(PROMPTS[kind]).format(**options)


_PROMPT = PromptMemo(word_prompt)
_CLASSES = frozenset(KINDS.values())
_WORDS: list[bool] = []  # [True] once the refusals' words are loaded
_DECISIONS: dict[tuple[Any, ...], Decision] = {}


def _plain(kind: str, options: dict[str, Any]) -> tuple[Any, ...]:
    """The options' plain values of a decision (the card lists are left out: only plain
    values can appear in a prompt). Spelt out per kind: this runs at every decision."""
    if kind == HORSE:
        return options["slot"], options["need"], options["part"]
    if kind == BET:
        return (options["part"],)
    return options["race"], options["simultaneous"], options["card"]


def _prompt(kind: str, plain: tuple[Any, ...], options: dict[str, Any]) -> str:
    """The decision's prompt, worded once per kind, plain options and language."""
    return _PROMPT((kind, *plain), kind, options)


class BettorHorseGame:
    """One game of Bettor Horse (2, 4, 6 or 8 players) behind the game contract."""

    def __init__(self, engine: Engine) -> None:
        # The refusals' words (words.py installs them in the error class); imported with
        # the first game, not with the package, so that importing the rules package loads
        # no words (once: an import statement costs a look-up of its own at every game).
        if not _WORDS:
            from . import words  # noqa: F401
            _WORDS.append(True)
        self.engine = engine

    @classmethod
    def new(cls, options: dict[str, Any], seed: int, names: Sequence[str] | None = None,
            bots: Sequence[str] | None = None) -> tuple["BettorHorseGame", list[Event]]:
        players = options["players"]
        names = seat_names(players, names, bots, DEFAULT_NAMES)
        data = game_data()
        engine, events = Engine.new(data, names, options["track_conditions"], seed,
                                    list(bots) if bots is not None else None)
        events[0] = envelope.start_event(events[0], NAME, version(data), seed, options, names,
                                         bots)
        return cls(engine), events

    @classmethod
    def load(cls, d: dict[str, Any]) -> "BettorHorseGame":
        return cls(Engine.from_json(game_data(), d))

    def is_over(self) -> bool:
        return self.engine.state.over

    def decision(self) -> Decision | None:
        d = self.engine.decision()
        if d is None:
            return None
        # A Decision is frozen: one per seat, phase, the options' plain values and the
        # language serves every game (the language is known once a prompt was worded).
        seat, kind, options = d
        i18n = _PROMPT.i18n
        plain = _plain(kind, options)
        key = (seat, kind, plain, i18n.current_language() if i18n is not None else None)
        got = _DECISIONS.get(key)
        if got is None:
            got = Decision(seat, kind, _prompt(kind, plain, options))
            if len(_DECISIONS) > 4096:
                _DECISIONS.clear()
            _DECISIONS[(seat, kind, plain, _PROMPT.i18n.current_language())] = got
        return got

    def legal(self) -> ActionSet:
        d = self.engine.decision()
        if d is None:
            return ActionSet(())
        o = d[2]
        if d[1] == HORSE:
            cards = tuple(o["cards"])
            fam = Family(PlaceHorse, {"card": Pick(cards)})
            if o["slot"] == 1:  # (the round's first card: or the whole round at once)
                return ActionSet((fam, Arrangements(
                    PlaceRound, ROUND_SLOTS, cards, o["need"],
                    {"bet": Pick(tuple(self.engine.data.bets))})))
        elif d[1] == BET:
            fam = Family(PlaceBet, {"bet": Pick(tuple(o["bets"]))})
        else:
            fam = Family(MudderChange, {"change": Pick(tuple(o["changes"]))})
        return ActionSet((fam,))

    def legal_actions(self) -> list[Any]:
        return list(self.legal())

    def _value(self, action: Any) -> tuple[str, Any]:
        if type(action) not in _CLASSES:
            raise BettorHorseError("not_an_action", thing=repr(action)[:40])
        problem = action.problem()
        if problem is not None:
            raise BettorHorseError("mistyped_action", detail=problem)
        # (The field read straight from the instance: a frozen dataclass's fields are in its
        # __dict__; ``rules_value()`` says the same with a call more a move.)
        return action.KIND, action.__dict__[action.FIELD]

    def check(self, action: Any) -> None:
        if type(action) is PlaceRound:
            self._value(action)  # (its fields' types)
            d = action.__dict__
            self.engine.check_round([d["first"], d["second"], d["third"]], d["bet"])
            return
        self.engine.check(*self._value(action))

    def apply(self, action: Any) -> list[Event]:
        if type(action) is PlaceRound:
            self._value(action)
            d = action.__dict__
            return self.engine.apply_round([d["first"], d["second"], d["third"]], d["bet"])
        return self.engine.apply(*self._value(action))

    def view(self, seat: int | None) -> dict[str, Any]:
        e = self.engine
        return views.view(e.data, e.state, seat, e.decision())

    def redact(self, event: Event, seat: int | None) -> Event:
        return views.redact(event, seat)

    def standings(self) -> list[Standing]:
        """The rules' final standings (``finish.final_standings``, as ``game_end`` gives
        them): the winners (after Sudden Death) first; then most Purse cards."""
        s = self.engine.state
        if not s.over:
            return []
        return envelope.standings(final_standings(s))

    def to_json(self) -> dict[str, Any]:
        return self.engine.to_json()

    def copy(self) -> "BettorHorseGame":
        e = self.engine
        return BettorHorseGame(Engine(e.data, State.from_json(e.state.to_json())))

    def redeal_hidden(self, seat: int, rng: random.Random) -> "BettorHorseGame":
        other = self.copy()
        views.redeal(other.engine.data, other.engine.state, seat, rng)
        return other
