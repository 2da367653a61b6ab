"""Ticket Gagnant on the game contract (``game.core.contract.Game``).

The rules (``rules/``) hold the position and judge actions; this adapter turns typed
actions into rule calls, describes the legal actions, shows each seat its view, hides
private event fields and re-deals hidden cards for the secrecy test.
"""
from __future__ import annotations

import random
from typing import Any, Sequence

from ..core import envelope
from ..core.contract import Decision, Event, Standing
from ..core.envelope import GAME_START
from ..core.match import seat_names
from ..core.legal import ActionSet, Family, Pick
from ..services.prompt_memo import PromptMemo
from ..core.rng import shuffle
from .actions import KINDS, Discard, PlayCard, Predict, SetupRace
from .data import DISCIPLINES, TGData, game_data
from .rules import engine
from .rules.errors import TicketGagnantError
from .rules.movement import plays
from .rules.predict import prediction_problem
from .rules.setup import new_state, setup_problem
from .rules.state import DISCARD, MODES, OVER, PLAY, PREDICT, RACE_SETUP, VISIBILITIES, State
from .views import view_for
from .words import decision_prompt

NAME = "ticket-gagnant"
RULES_VERSION = "2"  # 2: the 11-column grid, the 80-card deck (a version 1 save replays wrong)
DEFAULT_NAMES = ("Ada", "Bruno", "Chiara", "Dario", "Elena", "Fabio")
PRIVATE = {"deal": "cards", "prediction_made": "slots"}  # event type -> its private field


_PROMPT = PromptMemo(lambda i18n, phase, name: decision_prompt(phase, name))


def _prompt(phase: str, name: str) -> str:
    """The decision's prompt, worded once per phase, name and language."""
    return _PROMPT((phase, name), phase, name)


class TicketGagnantGame:
    """One game of Ticket Gagnant behind the game contract."""

    def __init__(self, state: State, data: TGData | None = None) -> None:
        self.s = state
        self.data = data or game_data()

    @classmethod
    def new(cls, options: dict[str, Any], seed: int, names: Sequence[str] | None = None,
            bots: Sequence[str] | None = None) -> tuple["TicketGagnantGame", list[Event]]:
        players = options["players"]
        names = seat_names(players, names, bots, DEFAULT_NAMES)
        if options["mode"] not in MODES or options["predictions"] not in VISIBILITIES:
            raise ValueError(f"mode {options['mode']!r} or predictions "
                             f"{options['predictions']!r} unknown")
        events: list[Event] = []
        s = new_state(game_data(), names, options["mode"], options["predictions"],
                             options["races"], seed, bots, events)
        played = {**options, "races": s.races}  # (the table's number when none was asked)
        events[0] = envelope.start_event(events[0], NAME, RULES_VERSION, seed, played, names,
                                         bots)
        return cls(s), events

    @classmethod
    def load(cls, d: dict[str, Any]) -> "TicketGagnantGame":
        return cls(State.from_json(d))

    # ---- the contract ----------------------------------------------------------------
    def is_over(self) -> bool:
        return self.s.phase == OVER

    def decision(self) -> Decision | None:
        s = self.s
        if s.phase == OVER:
            return None
        return Decision(s.turn, s.phase, _prompt(s.phase, s.names[s.turn]))

    def legal(self) -> ActionSet:
        s, d = self.s, self.data
        if s.phase == OVER:
            return ActionSet(())
        if s.phase == RACE_SETUP:
            disciplines = ("flat",) if s.mode == "basic" else DISCIPLINES
            return ActionSet((Family(SetupRace, {
                "hand": Pick(tuple(range(d.hand_min, d.hand_max + 1))),
                "discipline": Pick(disciplines), "visibility": Pick(("visible", "hidden"))}),))
        if s.phase == PREDICT:
            return _ticket_set(d.horses)
        if s.phase == DISCARD:
            return ActionSet((Family(Discard, {"card": Pick(tuple(s.hands[s.turn]))}),))
        return ActionSet(tuple(Family(PlayCard, _play_fields(p)) for p in self.plays()))

    def plays(self) -> list[tuple[int, int, tuple[int, int], tuple[int, int] | None]]:
        """The legal plays of the seat to play (the rules' list)."""
        s = self.s
        return plays(self.data, self.data.maps[s.discipline], s.positions, s.hands[s.turn])

    def legal_actions(self) -> list[Any]:
        return list(self.legal())

    def _dispatch(self, action: Any, apply: bool) -> list[Event]:
        s, d = self.s, self.data
        if type(action) not in KINDS.values():
            raise TicketGagnantError("not_an_action", given=type(action).__name__)
        problem = None if action.checked() else action.problem()
        if problem is not None:
            raise TicketGagnantError("bad_field", rule="Actions", detail=problem)
        seat = s.turn
        if s.phase == OVER:
            raise TicketGagnantError("game_over")
        if isinstance(action, SetupRace):
            if not apply:
                engine.check_turn(s, seat, RACE_SETUP)
                p = setup_problem(d, s, action.hand, action.discipline,
                                  action.visibility)
                if p is not None:
                    raise TicketGagnantError(p[0], **p[1])
                return []
            return engine.do_setup(d, s, seat, action.hand, action.discipline,
                                   action.visibility)
        if isinstance(action, Predict):
            if not apply:
                engine.check_turn(s, seat, PREDICT)
                p = prediction_problem(d, action.slots())
                if p is not None:
                    raise TicketGagnantError(p[0], **p[1])
                return []
            return engine.do_predict(d, s, seat, action.slots())
        if isinstance(action, PlayCard):
            if s.phase == DISCARD:
                raise TicketGagnantError("must_discard")
            args = (d, s, seat, action.card, action.horse, (action.column, action.lane),
                    action.push())
            if not apply:
                engine.check_play(*args)
                return []
            return engine.do_play(*args)
        if s.phase == PLAY:
            raise TicketGagnantError("has_legal_play")
        if not apply:
            engine.check_discard(d, s, seat, action.card)
            return []
        return engine.do_discard(d, s, seat, action.card)

    def check(self, action: Any) -> None:
        self._dispatch(action, False)

    def apply(self, action: Any) -> list[Event]:
        # Every rule judges before it changes anything: a refusal leaves the state as it was.
        return self._dispatch(action, True)

    def view(self, seat: int | None) -> dict[str, Any]:
        return view_for(self, seat)

    def redact(self, event: Event, seat: int | None) -> Event:
        field = PRIVATE.get(event["type"])
        if field is None:
            # (Nobody but the full log gets the seed: it tells every deal to come.)
            return envelope.public_start(event) if event["type"] == GAME_START else event
        if event.get("seat") == seat:
            return event
        return {**event, field: None}

    def standings(self) -> list[Standing]:
        """The rules' final standings (``engine.final_standings``, as ``game_end`` gives
        them)."""
        if self.s.phase != OVER:
            return []
        return envelope.standings(engine.final_standings(self.s))

    def to_json(self) -> dict[str, Any]:
        return self.s.to_json()

    def copy(self) -> "TicketGagnantGame":
        return TicketGagnantGame(self.s.copy(), self.data)

    def redeal_hidden(self, seat: int, rng: random.Random) -> "TicketGagnantGame":
        """Others' hands and the deck dealt anew; tickets this seat can't see redrawn;
        the generator (start lanes, photo finishes to come) reseeded."""
        g = self.copy()
        s = g.s
        others = [p for p in range(s.players) if p != seat]
        dealt = [p for p in others if p < len(s.hands)]  # (none before the first race)
        pool = list(s.deck)
        for p in dealt:
            pool += s.hands[p]
        shuffle(rng, pool)
        for p in dealt:
            s.hands[p] = sorted(pool.pop() for _ in s.hands[p])
        s.deck = pool
        if not s.revealed:
            tickets = _tickets(self.data.horses)
            for p in others:
                if p < len(s.predictions) and s.predictions[p] is not None:
                    t = tickets[rng.randrange(len(tickets))]
                    s.predictions[p] = [t.get("first"), t.get("second"), t.get("third")]
        s.rng.seed(rng.getrandbits(64))
        return g


def _play_fields(p: tuple[int, int, tuple[int, int], tuple[int, int] | None]) -> dict:
    card, horse, dst, push = p
    out: dict[str, Any] = {"card": card, "horse": horse, "column": dst[0], "lane": dst[1]}
    if push is not None:
        out["push_column"], out["push_lane"] = push
    return out


_TICKETS: dict[tuple[int, ...], list[dict[str, int]]] = {}
_TICKET_SETS: dict[tuple[int, ...], ActionSet] = {}


def _ticket_set(horses: tuple[int, ...]) -> ActionSet:
    """Every legal ticket, described: a family per (1st, 2nd), the 3rd picked among the
    other horses (or none, when 1st or 2nd is filled)."""
    out = _TICKET_SETS.get(horses)
    if out is None:
        families = []
        opts: list[int | None] = [None, *horses]
        for a in opts:
            for b in opts:
                if a is not None and a == b:
                    continue
                third = tuple(h for h in horses if h not in (a, b))
                if a is not None or b is not None:
                    third = (None, *third)
                families.append(Family(Predict, {"first": a, "second": b,
                                                 "third": Pick(third)}))
        out = _TICKET_SETS[horses] = ActionSet(tuple(families))
    return out


def _tickets(horses: tuple[int, ...]) -> list[dict[str, int]]:
    """Every legal ticket as fields: 1 to 3 slots, different horses."""
    out = _TICKETS.get(horses)
    if out is None:
        out = []
        names = ("first", "second", "third")
        opts: list[int | None] = [None, *horses]
        for a in opts:
            for b in opts:
                for c in opts:
                    chosen = [x for x in (a, b, c) if x is not None]
                    if chosen and len(set(chosen)) == len(chosen):
                        out.append({n: v for n, v in zip(names, (a, b, c)) if v is not None})
        _TICKETS[horses] = out
    return out
