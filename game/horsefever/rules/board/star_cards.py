"""Star cards (rulebook: the cards "marked with a star"): the star action cards' Payoffs
for the winning bets on their horse, and Eric Change (a star character) moving a stable
token after the reveal. (Other star characters' abilities: ``family/characters.py``.)
"""
from __future__ import annotations

from ..actions import PASS, Action
from ..errors import IllegalAction
from ..family.characters import ability_value
from ..family.payoffs import pay, winning_bet
from ..machine import Decision, Event, PhaseRules, StepFn, emit, wait
from ..state import GameState
from .common import ODDS_MOVE, PH_ERIC, charge


def _eric_seat(s: GameState) -> int | None:
    for seat in s.active_seats():
        if ability_value(s, seat, "reveal", "move_odds", None) is not None:
            return seat
    return None


def _eric_step(s: GameState, events: list[Event], fresh: bool) -> bool:
    seat = _eric_seat(s)
    if seat is None or s.board.get("eric_done"):
        return False
    s.queue = []
    return wait(s, PH_ERIC, seat)


def _describe_eric(s: GameState, seat: int) -> Decision:
    rows = int(ability_value(s, seat, "reveal", "move_odds", 0))
    return Decision(seat, PH_ERIC, f"{s.players[seat].name} (Eric Change): move one stable "
                    f"token {rows} rows up or down, or pass",
                    {"horses": list(s.colours), "rows": [-rows, rows]}, can_pass=True)


def _check_eric(s: GameState, d: Decision, a: Action) -> None:
    if a.type != ODDS_MOVE or a.horse not in s.colours or a.value not in d.options["rows"]:
        raise IllegalAction("Eric Change", f"move a stable token by one of {d.options['rows']} rows")


def _handle_eric(s: GameState, events: list[Event], seat: int, a: Action) -> None:
    s.board["eric_done"] = True
    s.queue.pop(0)
    if a.type == PASS:
        emit(s, events, "odds_move_pass", round=s.round, seat=seat)
        return
    values = s.data.odds_values
    old = s.odds[a.horse]  # type: ignore[index]
    i = min(max(values.index(old) + int(a.value), 0), len(values) - 1)  # type: ignore[arg-type]
    s.odds[a.horse] = values[i]  # type: ignore[index]
    emit(s, events, "odds_move", round=s.round, seat=seat, horse=a.horse, rows=a.value,
         **{"from": old, "to": values[i]})


def _star_cards(s: GameState, events: list[Event], fresh: bool) -> bool:
    """Each player with a winning bet on a horse gets each star card on it once."""
    for colour in s.colours:
        for pc in s.lanes[colour]:
            card = s.data.action(pc.card)
            for e in card.effects:
                if e.trigger != "payoff":
                    continue
                for seat in s.clockwise_from(s.first_player):
                    if not any(b.seat == seat and b.horse == colour and winning_bet(s, b)
                               for b in s.bets):
                        continue
                    amount = int(e.value)  # type: ignore[arg-type]
                    if e.op == "danari" and amount >= 0:
                        pay(s, events, seat, amount, 0, "star_card", card=pc.card, horse=colour)
                    elif e.op == "danari":
                        charge(s, events, seat, -amount, "star_card", card=pc.card, horse=colour)
                    elif amount >= 0:
                        pay(s, events, seat, 0, amount, "star_card", card=pc.card, horse=colour)
                    else:
                        # VP never go below 0: only tokens held can be lost.
                        lost = min(-amount, s.players[seat].vp_tokens)
                        s.players[seat].vp_tokens -= lost
                        emit(s, events, "payment", round=s.round, seat=seat, vp=-lost,
                             reason="star_card", card=pc.card, horse=colour,
                             vp_after=s.vp(seat))
    return False


STEPS: dict[str, StepFn] = {"eric_odds": _eric_step, "star_cards": _star_cards}
PHASES = {PH_ERIC: PhaseRules(
    "Eric Change", _describe_eric, _check_eric, _handle_eric,
    lambda s, d: [Action(ODDS_MOVE, horse=h, value=r) for h in d.options["horses"]
                  for r in d.options["rows"]])}
