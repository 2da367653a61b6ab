"""The normal bot: expected-value bets from the race-odds estimator, sensible card play.

Each bet decision asks the tipster (``game.horsefever.tipster``) for every horse's chance to win and
to show from this seat's view, values every legal bet in VP (3 x P(win) for a win bet,
P(top 3) for a show bet) plus a little for its expected Danari, and places the best one;
the stake is the minimum unless the bet also wins Danari on average (then a quarter-Kelly
stake out of the money not needed for the coming minimum bets). Helpful cards go on the
horse it backed most (or owns), harmful ones on the strongest rival by the estimate.

The helpers here (bet options, stakes, photo-finish choice) are shared with the hard bot.
Board Game steps (purchases, lineup, auctions...) are ``BoardPlay`` at this bot's level;
any other kind it does not know is left to the simple bot.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import numpy as np

from ...services.i18n import _
from ...services.numbers import decimal, money
from ..rules.actions import BET, PASS, PHOTO_PICK, PLAY_CARD, Action
from ..rules.data import GameData
from ..tipster import Estimate, SimResult, estimate, tables_for
from ..tipster.simulate import star_payoffs
from .base import Bot, card_sentiment, handler, kind_words
from .board_play import BoardPlay, board_rng
from .simple_bot import SimpleBot


@dataclass
class BetOption:
    """One (horse, kind) bet as the estimate sees it."""

    horse: str
    kind: str
    p: float  # chance that it pays
    vp: float  # expected VP
    ret: float  # expected Danari back per 1 D staked (stake included)
    mult: float  # Danari back per 1 D when it pays (mean, win bets: the race odds)

    def value(self, stake: int, danari_weight: float) -> float:
        return self.vp + danari_weight * stake * (self.ret - 1.0)

    def words(self) -> str:
        return _("{kind} on {horse} (P={p:.0%}, {vp} VP, {ret} D per D)").format(
            kind=kind_words(self.kind), horse=self.horse, p=self.p, vp=decimal(self.vp, 2),
            ret=decimal(self.ret, 2))


def bet_options(data: GameData, sim: SimResult, options: dict[str, list[str]],
                min_stake: int = 100) -> list[BetOption]:
    """Values every legal (horse, kind) from simulated races (``Estimate.sim``)."""
    t = tables_for(data)
    r = data.rules
    places = sim.places
    odds = t.odds_values[sim.rows].astype(float)
    w = np.full(places.shape[0], 1.0 / places.shape[0]) if sim.weights is None else sim.weights
    # Star cards (Board Game): a winning bet also collects the star cards on its horse;
    # their Danari count per staked Danaro at the minimum stake (an approximation).
    star_vp, star_d = star_payoffs(t, sim)
    stars = bool(star_vp.any() or star_d.any())
    out = []
    for horse, kinds in options.items():
        lane = t.colours.index(horse)
        won = places[:, lane] == 0
        shown = places[:, lane] < r.show_places
        for kind in kinds:
            hit = won if kind == "win" else shown
            extra_vp = float(w @ (hit * star_vp[:, lane])) if stars else 0.0
            extra_d = float(w @ (hit * star_d[:, lane])) / min_stake if stars else 0.0
            if kind == "win":
                p = float(w @ won)
                ret = float(w @ (won * odds[:, lane])) + extra_d
                mult = ret / p if p > 0 else float(odds[:, lane].mean())
                out.append(BetOption(horse, kind, p, r.win_vp * p + extra_vp, ret, mult))
            else:
                p = float(w @ shown)
                out.append(BetOption(horse, kind, p, r.show_vp * p + extra_vp,
                                     r.show_multiplier * p + extra_d,
                                     float(r.show_multiplier)))
    return out


def reserve_for(view: dict[str, Any], first: bool) -> int:
    """Danari to keep for the compulsory first bets of the coming rounds (and a margin)."""
    me = view["players"][view["seat"]]
    rounds_left = view["rounds"] - view["round"]
    per_bet = 100 * (me["vp"] + 2)
    return per_bet * (rounds_left + (1 if first else 0))


def kelly_stake(opt: BetOption, o: dict[str, Any], free: int, fraction: float) -> int:
    """A fractional-Kelly stake for a bet that gains Danari on average (else the minimum)."""
    lo, hi, step = o["min_stake"], o["max_stake"], o["step"]
    if opt.ret <= 1.0 or opt.mult <= 1.0 or free <= lo:
        return lo
    f = (opt.ret - 1.0) / (opt.mult - 1.0)
    stake = int(fraction * f * free) // step * step
    return max(lo, min(hi, stake, free // step * step))


def my_stakes(view: dict[str, Any], data: GameData) -> dict[str, float]:
    """How much this seat cares about each horse doing well (its bets and stables)."""
    me = view["seat"]
    r = data.rules
    care = {c: 0.0 for c in data.colours}
    for b in view["bets"]:
        if b["seat"] == me:
            care[b["horse"]] += r.win_vp if b["kind"] == "win" else r.show_vp
    for h in view["players"][me]["stables"]:
        care[h] += 0.5
    return care


def photo_value(view: dict[str, Any], data: GameData, seat: int, horse: str) -> float:
    """What ``seat`` gets (VP, Danari/1000) if ``horse`` takes the next place in the race."""
    r = data.rules
    place = len(view["race"]["ranked"]) + 1 if view.get("race") else 1
    odds = view["race_odds"] or view["odds"]
    value = 0.0
    for b in view["bets"]:
        if b["seat"] != seat or b["horse"] != horse:
            continue
        if b["kind"] == "win" and place == 1:
            value += r.win_vp + b["stake"] * odds[horse] / 1000
        elif b["kind"] == "show" and place <= r.show_places:
            value += r.show_vp + b["stake"] * r.show_multiplier / 1000
    if horse in view["players"][seat]["stables"] and place <= len(data.prizes):
        value += data.prizes[place - 1] / 1000
    return value


class NormalBot(Bot):
    """Expected-value betting with the tipster; cards on its horses and the strongest rival."""

    name = "normal"
    HELPERS = ("_simple", "_board")  # their generators are saved with the bot's own
    races = 1000  # simulated races per estimate
    danari_weight = 1 / 3000  # VP per expected Danari gained (Danari are the means)
    kelly_fraction = 0.25

    def __init__(self, data: GameData, rng: random.Random) -> None:
        super().__init__(data, rng)
        self._simple = SimpleBot(data, random.Random(rng.getrandbits(64)))
        self._board = BoardPlay(data, self.name, board_rng(rng))
        self.tables = tables_for(data)

    # ---- plumbing ----------------------------------------------------------------------
    def np_rng(self) -> np.random.Generator:
        """A NumPy generator drawn from this bot's own seeded Random (reproducible)."""
        return np.random.default_rng(self.rng.getrandbits(63))

    def estimate(self, view: dict[str, Any], races: int | None = None) -> Estimate:
        # The plain estimate: unknown cards drawn uniformly (no reading of the table).
        return estimate(view, self.data, races or self.races, rng=self.np_rng(), model=None)

    # Bot handler key (the decision's ``Phase.bot``) -> method(view, decision). The Board
    # Game's go to ``BoardPlay``; any other key goes to the simple bot.
    decisions = {"bet": "bet", "fix": "fix", "photo": "photo"}

    def choose(self, view: dict[str, Any]) -> Action:
        d = view["decision"]
        method = self.decisions.get(handler(d["kind"]))
        if method is None:
            board = self._board.choose(view)  # Board Game steps (board_play.py)
            if board is not None:
                self.last_reason = self._board.last_reason
                return board
            return self.fallback(view)
        return getattr(self, method)(view, d)

    def fallback(self, view: dict[str, Any]) -> Action:
        """Decisions this bot does not know yet: the simple bot's choice."""
        action = self._simple.choose(view)
        self.last_reason = (f"{self.name} " + _("(as simple)") + ": "
                            f"{self._simple.last_reason.removeprefix('simple: ')}")
        return action

    # ---- decisions ---------------------------------------------------------------------
    def bet(self, view: dict[str, Any], d: dict[str, Any]) -> Action:
        o = d["options"]
        if not o["horses"]:
            self.last_reason = f"{self.name}: " + _("no horse left to back")
            return Action(PASS)
        est = self.estimate(view)
        opts = bet_options(self.data, est.sim, o["horses"], o["min_stake"])
        lo = o["min_stake"]
        best = max(opts, key=lambda b: (b.value(lo, self.danari_weight), b.kind == "win"))
        me = view["players"][view["seat"]]
        first = not d["can_pass"]
        free = me["danari"] - reserve_for(view, first)
        if d["can_pass"] and (free < lo or best.value(lo, self.danari_weight) <= 0):
            self.last_reason = f"{self.name}: " + _("passes (best was {best}, {danari} "
                                                    "left)").format(best=best.words(),
                                                                    danari=money(me["danari"]))
            return Action(PASS)
        stake = kelly_stake(best, o, free, self.kelly_fraction)
        self.last_reason = f"{self.name}: {money(stake)} {best.words()}"
        return Action(BET, horse=best.horse, kind=best.kind, stake=stake)

    def fix(self, view: dict[str, Any], d: dict[str, Any]) -> Action:
        o = d["options"]
        est = self.estimate(view, self.races // 2)
        care = my_stakes(view, self.data)
        cards = list(o["cards"])
        good = [c for c in cards if card_sentiment(self.data, c) > 0]
        bad = [c for c in cards if card_sentiment(self.data, c) <= 0]
        mine = [h for h in o["horses"] if care[h] > 0]
        if good and mine:
            horse = max(mine, key=lambda h: (care[h], est.p_win[h]))
            card, why = good[0], _("helps my horse")
        elif bad:
            rivals = [h for h in o["horses"] if care[h] == 0] or list(o["horses"])
            horse = max(rivals, key=lambda h: est.p_win[h])
            card, why = bad[0], _("slows the strongest rival ({p:.0%} to win)").format(
                p=est.p_win[horse])
        else:
            horse = max(o["horses"], key=lambda h: est.p_win[h])
            card, why = good[0], _("helps the favourite")
        self.last_reason = f"{self.name}: " + _("{card} on {horse}: {why}").format(
            card=self.data.action(card).name, horse=horse, why=why)
        return Action(PLAY_CARD, card=card, horse=horse)

    def photo(self, view: dict[str, Any], d: dict[str, Any]) -> Action:
        odds = view["race_odds"] or view["odds"]
        seat = view["seat"]
        horses = d["options"]["horses"]
        best = max(horses, key=lambda h: (photo_value(view, self.data, seat, h), -odds[h]))
        self.last_reason = f"{self.name}: " + _("puts {horse} ahead in the photo finish (pays me "
                                                "most)").format(horse=best)
        return Action(PHOTO_PICK, horse=best)
