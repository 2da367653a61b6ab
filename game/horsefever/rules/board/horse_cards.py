"""Horse cards (rulebook: "Horse Cards"): a lined-up Horse card's effects on its lane.

Its race effects (which every action card may overrule) and reveal-time odds change, Troy
copying another Horse card, its owner's Horse money at the Payoffs, and the cards going
back to their owners at the end of the round.
"""
from __future__ import annotations

from ..actions import Action
from ..data import RACE_TRIGGERS, Effect
from ..errors import IllegalAction
from ..family.payoffs import pay
from ..machine import Decision, Event, PhaseRules, StepFn, emit, wait
from ..state import GameState
from .common import COPY, PH_TROY, board_data


def end_round(s: GameState, events: list[Event]) -> None:
    """Horse cards go back to their owners; the round's bookkeeping is cleared."""
    return_horses(s, events)
    s.board = {}


def return_horses(s: GameState, events: list[Event]) -> None:
    """The starting lineup's Horse cards go back to their owners."""
    for colour, slot in sorted(s.lineup.items()):
        s.players[slot["seat"]].horses.append(slot["card"])
        emit(s, events, "horse_returned", round=s.round, seat=slot["seat"], horse=colour,
             card=slot["card"])
    s.lineup = {}


def lane_horse_effects(s: GameState, colour: str) -> list[tuple[int, Effect]]:
    """The effects of the Horse card running on a lane (Troy: those of the card it copies)."""
    slot = s.lineup.get(colour)
    if slot is None:
        return []
    card = slot["card"]
    copied = s.board.get("troy", {}).get(colour)
    source = board_data(s).horse(copied if copied is not None else card)
    return [(card, e) for e in source.effects]


def race_effects(s: GameState, colour: str) -> list[tuple[int, Effect]]:
    if colour not in s.lineup:  # no Horse card on this lane (most lanes): no effects
        return []
    return [(c, e) for c, e in lane_horse_effects(s, colour) if e.trigger in RACE_TRIGGERS]


def reveal_odds_extra(s: GameState, colour: str) -> list[tuple[int, Effect]]:
    """A Horse card's odds change at the reveal, unless an Action card on its lane has one."""
    if colour not in s.lineup:  # no Horse card on this lane (most lanes): no change
        return []
    overruled = any(e.trigger == "reveal" and e.op == "odds"
                    for pc in s.lanes[colour] for e in s.data.action(pc.card).effects)
    if overruled:
        return []
    return [(c, e) for c, e in lane_horse_effects(s, colour)
            if e.trigger == "reveal" and e.op == "odds"]


def _troy_lane(s: GameState) -> str | None:
    for colour, slot in s.lineup.items():
        if any(e.trigger == "reveal" and e.op == "copy_horse"
               for e in board_data(s).horse(slot["card"]).effects):
            return colour
    return None


def _troy_options(s: GameState, lane: str) -> list[int]:
    return sorted(slot["card"] for c, slot in s.lineup.items() if c != lane)


def _troy_step(s: GameState, events: list[Event], fresh: bool) -> bool:
    lane = _troy_lane(s)
    if lane is None or lane in s.board.get("troy", {}):
        return False
    options = _troy_options(s, lane)
    seat = s.lineup[lane]["seat"]
    if not options:
        return False
    if len(options) == 1 or s.players[seat].eliminated:
        # Nobody chooses: the event says so ("auto"), so the table can tell it at that moment.
        _copy_horse(s, events, lane, options[0],
                    auto="one_target" if len(options) == 1 else "owner_out")
        return False
    s.queue = []
    return wait(s, PH_TROY, seat)


def _copy_horse(s: GameState, events: list[Event], lane: str, card: int,
                auto: str | None = None) -> None:
    s.board.setdefault("troy", {})[lane] = card
    extra = {"auto": auto} if auto else {}
    emit(s, events, "horse_copy", round=s.round, horse=lane, card=s.lineup[lane]["card"],
         copied=card, seat=s.lineup[lane]["seat"], **extra)


def _describe_troy(s: GameState, seat: int) -> Decision:
    lane = _troy_lane(s)
    return Decision(seat, PH_TROY, f"{s.players[seat].name}: Troy copies another Horse "
                    "card on the track: choose which", {"horse": lane,
                                                         "cards": _troy_options(s, lane)})


def _check_troy(s: GameState, d: Decision, a: Action) -> None:
    if a.type != COPY or a.card not in d.options["cards"]:
        raise IllegalAction("Troy", "choose one of the other Horse cards on the track")


def _handle_troy(s: GameState, events: list[Event], seat: int, a: Action) -> None:
    _copy_horse(s, events, _troy_lane(s), a.card)  # type: ignore[arg-type]
    s.queue.pop(0)


def _horse_money(s: GameState, events: list[Event], fresh: bool) -> bool:
    for colour in s.colours:
        slot = s.lineup.get(colour)
        if slot is None or s.players[slot["seat"]].eliminated:
            continue
        for card, e in lane_horse_effects(s, colour):
            if e.trigger == "payoff" and e.op == "danari":
                pay(s, events, slot["seat"], int(e.value), 0, "horse_money",  # type: ignore[arg-type]
                    card=card, horse=colour)
    return False


STEPS: dict[str, StepFn] = {"troy_copy": _troy_step, "horse_money": _horse_money}
PHASES = {PH_TROY: PhaseRules("Troy", _describe_troy, _check_troy, _handle_troy,
                              lambda s, d: [Action(COPY, card=c) for c in d.options["cards"]])}
