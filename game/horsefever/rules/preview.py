"""What a bet would pay, as one seat knows it (the bet preview): pure, and read from a view.

``bet_preview(data, view, horse, kind, stake)`` builds a what-if ``GameState`` out of the
seat's own view, holding only what that seat knows: the cards face up or its own face-down
ones behind the lanes, the Horse cards lined up and Troy's copy (Board Game), every seat's
character and Assistants. It then runs the engine's own round steps on that copy: the reveal
(discards and cancelled letter pairs), Troy, the reveal's odds moves and Eric Change, then
the payoffs of this one bet as a winner and the star cards on its horse. No payout rule is
written here: every number comes out of the engine's steps, so the preview cannot drift
from what the payoffs pay.

Whatever the seat cannot know is reported instead of guessed (``BetPreview.unsure``):
face-down cards of other seats on the lane, action cards still to be played (first bets),
and a choice another seat makes at the reveal (Eric Change, Troy with several cards to copy).
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from .data import GameData
from .engine import decision
from .family.payoffs import show_places
from .machine import Event, rule_of, variant_of
from .state import FAMILY, PHASE_FIRST_BET, Bet, GameState, PlayedCard, Player

# The round steps between the last bet and the race: the reveal and its odds moves.
_BEFORE_RACE = ("reveal", "troy_copy", "reveal_odds", "eric_odds")
# The steps that pay a winning bet: the bet itself, then the star cards on its horse.
_BET_PAYOFFS = ("payoffs", "star_cards")
_BET_REASONS = ("win_bet", "show_bet")


@dataclass(frozen=True)
class BetPreview:
    """What one bet pays if it wins, with the effects the seat knows applied."""

    horse: str
    kind: str
    stake: int
    odds_now: int  # N of 1:N on the Blackboard now
    odds: int  # N of 1:N after the reveal effects the seat knows (what a Win bet is paid at)
    causes: tuple[int, ...]  # card numbers whose known effects move this horse's odds
    danari: int  # what the bet pays (stake included, as the bank pays it)
    vp: int  # VP tokens the bet pays
    star_danari: int  # star cards on the horse: Danari for a player with a winning bet on it
    star_vp: int
    star_cards: tuple[int, ...]  # the star cards counted in star_danari / star_vp
    places: int  # the places a Show bet wins on (Miss Paris: one more)
    # Why the odds may still change at the reveal, as reason codes and their parameter
    # (none: they will not): ("face_down", n) cards face down on the lane, ("cards_to_play",
    # None) before the first bets, ("choice", rule) a seat still to choose (Troy...).
    unsure: tuple[tuple[str, Any], ...]

    @property
    def sure(self) -> bool:
        """True when nothing this seat cannot see can change what the bet pays."""
        return not self.unsure


def bet_preview(data: GameData, view: dict[str, Any], horse: str, kind: str,
                stake: int) -> BetPreview:
    """The preview of a bet of ``stake`` on ``horse`` (``kind`` win or show) for the view's seat."""
    seat = view["seat"]
    s = _what_if(data, view)
    unsure = list(_unknowns(data, view, horse))
    moves: list[int] = []
    events: list[Event] = []
    rules = variant_of(s)
    script = rules.round_script
    for name in _BEFORE_RACE:
        if name not in script:
            continue
        start = len(events)
        if rules.steps[name](s, events, True):
            # A seat chooses here (Eric Change, Troy): that choice is not known yet.
            d = decision(s)
            lane = d.options.get("horse") if d is not None else None
            if d is not None and (not isinstance(lane, str) or lane == horse):
                unsure.append(("choice", rule_of(s, d.kind)))
            s.queue = []
        for ev in events[start:]:
            if ev["type"] == "odds_change" and ev["horse"] == horse and ev["from"] != ev["to"]:
                moves.append(ev["cause"])
    odds = s.odds[horse]
    # The payoffs, with this bet on the table and its horse first.
    s.race_odds = dict(s.odds)
    s.last_ranking = [horse] + [c for c in s.colours if c != horse]
    s.bets = [Bet(seat, horse, kind, stake, "first")]
    s.players[seat].danari -= stake  # (the stake is on the table when the payoffs come)
    events = []
    for name in _BET_PAYOFFS:
        if name in script:
            rules.steps[name](s, events, True)
    danari = vp = star_d = star_v = 0
    stars: list[int] = []
    for ev in events:
        if ev.get("seat") != seat:
            continue
        if ev.get("reason") in _BET_REASONS:
            danari += ev["danari"]
            vp += ev["vp"]
        elif ev.get("reason") == "star_card" and ev.get("horse") == horse:
            star_d += ev.get("danari", 0)
            star_v += ev.get("vp", 0)
            if ev["card"] not in stars:
                stars.append(ev["card"])
    return BetPreview(horse=horse, kind=kind, stake=stake, odds_now=view["odds"][horse],
                      odds=odds, causes=tuple(moves), danari=danari, vp=vp,
                      star_danari=star_d, star_vp=star_v, star_cards=tuple(stars),
                      places=show_places(s, seat), unsure=tuple(unsure))


def _unknowns(data: GameData, view: dict[str, Any], horse: str) -> list[tuple[str, Any]]:
    """What the seat cannot see that may still change this horse's odds or payout."""
    out = []
    hidden = sum(1 for pc in view["lanes"][horse] if pc["card"] is None)
    if hidden:
        out.append(("face_down", hidden))
    if view["phase"] == PHASE_FIRST_BET and any(
            p["hand_count"] for p in view["players"] if not p["eliminated"]):
        out.append(("cards_to_play", None))
    return out


def _what_if(data: GameData, view: dict[str, Any]) -> GameState:
    """A GameState holding only what the view shows (unknown cards left out)."""
    variant = view["variant"]
    s = GameState(data=data, variant=variant, seed=0, stars=view["stars"], rounds=view["rounds"],
                  round=view["round"], phase="reveal", first_player=view["first_player"],
                  odds=dict(view["odds"]), rng=random.Random(0))
    for p in view["players"]:
        s.players.append(Player(seat=p["seat"], name=p["name"], character=p["character"],
                                danari=p["danari"], vp_tokens=p["vp_tokens"],
                                stables=list(p["stables"]), eliminated=p["eliminated"],
                                assistants=list(p.get("assistants", [])),
                                horses=list(p.get("horses", []))))
    s.eliminations = sum(1 for p in s.players if p.eliminated)
    s.lanes = {c: [PlayedCard(pc["seat"], pc["card"]) for pc in view["lanes"][c]
                   if pc["card"] is not None] for c in data.colours}
    s.discarded = {c: [] for c in data.colours}
    if variant != FAMILY:
        board = view["board"]
        s.lineup = {c: dict(slot) for c, slot in board["lineup"].items()}
        if board.get("troy"):
            s.board["troy"] = dict(board["troy"])
    return s

