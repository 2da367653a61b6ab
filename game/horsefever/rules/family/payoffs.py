"""Payoffs (rulebook: "Payoffs", "Bet to Win", "Bet to Show"): the bank pays the
winning bets clockwise from the first player, then the stable owners' prizes.
"""
from __future__ import annotations

from typing import Any

from ..machine import Event, StepFn
from ..state import SHOW, WIN, Bet, GameState
from .characters import ability_value


def show_places(s: GameState, seat: int) -> int:
    """The places a seat's Show bets win on (Miss Paris: one more)."""
    return ability_value(s, seat, "show", "places", s.data.rules.show_places)


def _payoffs(s: GameState, events: list[Event], fresh: bool) -> bool:
    """Pays the bets clockwise from the first player, then the stable prizes."""
    rules = s.data.rules
    ranking = s.last_ranking
    for seat in s.clockwise_from(s.first_player):
        for b in s.bets:
            if b.seat != seat:
                continue
            place = ranking.index(b.horse) + 1
            if b.kind == WIN and place == 1:
                pay(s, events, seat, b.stake * s.race_odds[b.horse], rules.win_vp,
                    "win_bet", horse=b.horse, kind=b.kind, stake=b.stake)
            elif b.kind == SHOW and place <= show_places(s, seat):
                pay(s, events, seat, b.stake * rules.show_multiplier, rules.show_vp,
                    "show_bet", horse=b.horse, kind=b.kind, stake=b.stake)
            else:
                s.seq += 1
                events.append({"type": "bet_lost", "seq": s.seq, "round": s.round,
                               "seat": seat, "horse": b.horse, "kind": b.kind,
                               "stake": b.stake, "place": place})
    for place, (colour, prize) in enumerate(zip(ranking, s.data.prizes), start=1):
        owner = s.owner_of(colour)
        if owner is not None and not s.players[owner].eliminated:
            pay(s, events, owner, prize, 0, "stable_prize", horse=colour, place=place)
    return False


def winning_bet(s: GameState, b: Bet) -> bool:
    """True when a bet on the table won this round's race."""
    place = s.last_ranking.index(b.horse) + 1
    if b.kind == WIN:
        return place == 1
    return place <= show_places(s, b.seat)


def pay(s: GameState, events: list[Event], seat: int, danari: int, vp: int, reason: str,
        **extra: Any) -> None:
    """The bank pays a seat Danari and VP tokens (the bank is unlimited)."""
    p = s.players[seat]
    p.danari += danari
    p.vp_tokens += vp
    s.seq += 1
    ev = {"type": "payout", "seq": s.seq, "round": s.round, "seat": seat, "danari": danari,
          "vp": vp, "reason": reason, "danari_after": p.danari, "vp_after": s.vp(seat)}
    if extra:
        ev.update(extra)
    events.append(ev)


STEPS: dict[str, StepFn] = {"payoffs": _payoffs}
