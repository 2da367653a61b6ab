"""Bettor Horse's bots: random, easy, normal and hard. Each reads only its seat's view.

The decks are public, so what a bot does not know is the opponent's choice of the round,
drawn from the opponent's unplayed cards (every view lists them: card counting for free).
A bot plans the round's whole choice (three horses and a bet) at its first horse decision
from a generator derived from the game seed, its seat and the round, so a resumed game
plans exactly as the uninterrupted one; the later decisions of the round follow the plan.

* random: a uniformly random legal choice, decision by decision.
* easy: a random triple; bets Win when its horses are faster than the opponent's average.
* normal: of a dozen sampled triples and the three bets, the pair most likely to match
  against random opponent triples.
* hard: regret matching over sampled own and opponent (triple, bet) pairs, the round as a
  zero-sum game (your bet alone matching against theirs), and plays the mixed strategy.
"""
from __future__ import annotations

import random
from typing import Any

import numpy as np

from ..core.rng import derive_rng, rng_state_from_json, rng_state_to_json
from .actions import BettorHorseAction, MudderChange, PlaceBet, PlaceHorse
from .words import bot_reason

BOT_KINDS = ("random", "easy", "normal", "hard")
BETS = ("win", "lose", "draw")
MIRROR = np.array([1, 0, 2])  # my outcome code -> the opponent's (win<->lose)


def speed_of(view: dict[str, Any], card: str) -> int:
    return view["deck"][int(card[1:]) - 1]["speed"]


def outcome_code(mine: list[int], theirs: list[int]) -> int:
    """0 win, 1 lose, 2 draw: the round outcome for ``mine`` against ``theirs``."""
    w = sum(a > b for a, b in zip(mine, theirs))
    lo = sum(a < b for a, b in zip(mine, theirs))
    n = len(mine)
    if n == 1:
        return 0 if w else 1 if lo else 2
    if 2 * w > n:
        return 0
    if 2 * lo > n:
        return 1
    return 2


class BHBot:
    """The shared part: the plan of the round, the Mudder, the generators."""

    kind = "random"

    def __init__(self, game_seed: int, seat: int) -> None:
        self.seed, self.seat = game_seed, seat
        self.rng = derive_rng("bettor-horse", "bot", game_seed, seat, self.kind)
        self.last_reason: tuple[str, dict[str, Any]] = ("random", {})
        self._plans: dict[Any, tuple[list[str], str]] = {}

    def reason_text(self) -> str:
        return bot_reason(*self.last_reason)

    def random_state(self) -> dict[str, Any]:
        return {"rng": rng_state_to_json(self.rng)}

    def set_random_state(self, state: Any) -> None:
        if not isinstance(state, dict) or set(state) != {"rng"}:
            raise ValueError("a Bettor Horse bot's state is {\"rng\": ...}")
        self.rng.setstate(rng_state_from_json(state["rng"]))

    # ---- the view, read -------------------------------------------------------------
    def _side(self, view: dict[str, Any]) -> int:
        return view["table"]["seats"].index(self.seat)

    def _mine_placed(self, view: dict[str, Any]) -> list[str]:
        return [s["card"] for s in view["table"]["slots"][self._side(view)]]

    def _opp_cards(self, view: dict[str, Any]) -> list[str]:
        t = view["table"]
        other = t["seats"][1 - self._side(view)]
        if t["sources"] is not None:
            return t["sources"][1 - self._side(view)]
        return view["players"][other]["unplayed"]

    def choose(self, view: dict[str, Any]) -> BettorHorseAction:
        d = view["decision"]
        o = d["options"]
        if d["kind"] == "mudder":
            return MudderChange(self.mudder(view, o))
        placed = self._mine_placed(view)
        t = view["table"]
        key = (t["part"], view["round"], (view["sudden"] or {}).get("number"), tuple(t["seats"]))
        plan = self._plans.get(key)
        if plan is None or plan[0][:len(placed)] != placed:
            # The plan of the round is a function of the round's start (its key and the
            # cards then unplayed), so a resumed game plans the same; only when the cards
            # placed differ from it (a move not the bot's own) it plans around them.
            pre = (t["sources"][self._side(view)] if t["sources"] is not None
                   else placed + list(view["hand"]))
            own = sorted(pre, key=lambda c: (c[0], int(c[1:])))
            plan = self.plan(view, own, [], t["need"], derive_rng(
                "bettor-horse", "plan", self.seed, self.seat, self.kind, *key))
            if plan[0][:len(placed)] != placed:
                plan = self.plan(view, own, placed, t["need"], derive_rng(
                    "bettor-horse", "plan", self.seed, self.seat, self.kind, *key, *placed))
            self._plans = {key: plan}
        cards, bet = plan
        if d["kind"] == "horse":
            return PlaceHorse(cards[len(placed)])
        return PlaceBet(bet)

    def plan(self, view: dict[str, Any], own: list[str], placed: list[str], need: int,
             rng: random.Random) -> tuple[list[str], str]:
        """The round's triple (starting with ``placed``) and bet."""
        rest = [c for c in own if c not in placed]
        cards = placed + rng.sample(rest, need - len(placed))
        self.last_reason = ("random", {})
        return cards, rng.choice(BETS)

    def sample_triples(self, own: list[str], placed: list[str], need: int, k: int,
                       rng: random.Random) -> list[list[str]]:
        rest = [c for c in own if c not in placed]
        return [placed + rng.sample(rest, need - len(placed)) for _ in range(k)]

    def mudder(self, view: dict[str, Any], options: dict[str, Any]) -> int:
        """The change that makes the bet most likely to match (estimated by sampling)."""
        t = view["table"]
        side = self._side(view)
        r = options["race"] - 1
        my_cards = [s["card"] for s in t["slots"][side]]
        opp_speed = t["slots"][1 - side][r]["speed"]
        bet = BETS.index(t["bets"][side])
        done = [1 if x == "win" else -1 if x == "lose" else 0 for x in t["results"][side]]
        opp_left = [c for c in self._opp_cards(view)
                    if c not in [s["card"] for s in t["slots"][1 - side] if s["card"]]]
        rest = [speed_of(view, c) for c in my_cards[r + 1:]]
        best, best_p = 0, -1.0
        for ch in options["changes"]:
            me = speed_of(view, my_cards[r]) + ch
            now = (me > opp_speed) - (me < opp_speed)
            hits = 0
            trials = 24 if rest else 1
            for _ in range(trials):
                opp = [speed_of(view, c) for c in self.rng.sample(opp_left, len(rest))] \
                    if rest and len(opp_left) >= len(rest) else [0] * len(rest)
                res = done + [now] + [(a > b) - (a < b) for a, b in zip(rest, opp)]
                # Results as stand-in speeds against a field of 1s.
                mine = [2 if x > 0 else 0 if x < 0 else 1 for x in res]
                theirs = [1] * len(res)
                hits += outcome_code(mine, theirs) == bet
            p = hits / trials
            if p > best_p + 1e-9:
                best, best_p = ch, p
        self.last_reason = ("mudder", {"change": best})
        return best


class RandomBot(BHBot):
    kind = "random"

    def choose(self, view: dict[str, Any]) -> BettorHorseAction:
        d = view["decision"]
        o = d["options"]
        self.last_reason = ("random", {})
        if d["kind"] == "horse":
            return PlaceHorse(self.rng.choice(o["cards"]))
        if d["kind"] == "bet":
            return PlaceBet(self.rng.choice(o["bets"]))
        return MudderChange(self.rng.choice(o["changes"]))


class EasyBot(BHBot):
    kind = "easy"

    def plan(self, view, own, placed, need, rng):
        cards = self.sample_triples(own, placed, need, 1, rng)[0]
        opp = self._opp_cards(view)
        mine = sum(speed_of(view, c) for c in cards) / need
        avg = sum(speed_of(view, c) for c in opp) / max(1, len(opp))
        kind = "win" if mine >= avg else "lose"
        self.last_reason = ("hunch", {"kind": "faster" if kind == "win" else "slower"})
        return cards, kind

    def mudder(self, view, options):
        t = view["table"]
        bet = t["bets"][self._side(view)]
        want = {"win": 1, "lose": -1, "draw": 0}[bet]
        ch = want if want in options["changes"] else 0
        self.last_reason = ("mudder", {"change": ch})
        return ch


class NormalBot(BHBot):
    kind = "normal"
    TRIPLES, SAMPLES = 12, 40

    def plan(self, view, own, placed, need, rng):
        cands = self.sample_triples(own, placed, need, self.TRIPLES, rng)
        opp = [speed_of(view, c) for c in self._opp_cards(view)]
        n = min(need, len(opp))
        opps = [rng.sample(opp, n) for _ in range(self.SAMPLES)]
        best = (-1.0, cands[0], "win")
        for c in cands:
            sp = [speed_of(view, x) for x in c]
            counts = [0, 0, 0]
            for o in opps:
                counts[outcome_code(sp[:n], o)] += 1
            k = max(range(3), key=lambda i: counts[i])
            p = counts[k] / len(opps)
            if p > best[0]:
                best = (p, c, BETS[k])
        self.last_reason = ("best_bet", {"pct": round(100 * best[0])})
        return best[1], best[2]


class HardBot(BHBot):
    kind = "hard"
    TRIPLES, ITERATIONS = 40, 150

    def plan(self, view, own, placed, need, rng):
        mine = self.sample_triples(own, placed, need, self.TRIPLES, rng)
        opp_cards = self._opp_cards(view)
        n = min(need, len(opp_cards))
        theirs = [rng.sample(opp_cards, n) for _ in range(self.TRIPLES)]
        ms = np.array([[speed_of(view, c) for c in t[:n]] for t in mine])
        ts = np.array([[speed_of(view, c) for c in t] for t in theirs])
        diff = np.sign(ms[:, None, :] - ts[None, :, :])  # K x K x n
        w = (diff > 0).sum(axis=2)
        lo = (diff < 0).sum(axis=2)
        if n == 1:
            code = np.where(w > 0, 0, np.where(lo > 0, 1, 2))
        else:
            code = np.where(2 * w > n, 0, np.where(2 * lo > n, 1, 2))
        k = len(mine)
        # A[(i, b), (j, b2)] = [my bet b matches] - [their bet b2 matches]
        me = np.stack([(code == b) for b in range(3)], axis=1).astype(float)  # K x 3 x K
        them = np.stack([(MIRROR[code] == b) for b in range(3)], axis=2).astype(float)  # K x K x 3
        a = (me[:, :, :, None] - them[:, None, :, :]).reshape(3 * k, 3 * k)
        x = self._regret_matching(a, rng)
        # Purified: the row most played by the equilibrium, its value against it.
        i, b = divmod(int(np.argmax(x)), 3)
        pct = round(100 * float(me[i, b].mean()))
        self.last_reason = ("equilibrium", {"n": k, "pct": pct})
        return mine[i], BETS[b]

    def _regret_matching(self, a: np.ndarray, rng: random.Random) -> np.ndarray:
        """The average strategy of regret matching+ for the row player of zero-sum ``a``."""
        m, n = a.shape
        rx, ry = np.zeros(m), np.zeros(n)
        sx, sy = np.zeros(m), np.zeros(n)
        x, y = np.full(m, 1 / m), np.full(n, 1 / n)
        for it in range(self.ITERATIONS):
            ux = a @ y
            uy = -(x @ a)
            rx = np.maximum(rx + ux - x @ ux, 0)
            ry = np.maximum(ry + uy - y @ uy, 0)
            x = rx / rx.sum() if rx.sum() > 0 else np.full(m, 1 / m)
            y = ry / ry.sum() if ry.sum() > 0 else np.full(n, 1 / n)
            sx += (it + 1) * x
            sy += (it + 1) * y
        return sx / sx.sum()


CLASSES = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot}


def make_bot(kind: str, game_seed: int, seat: int) -> BHBot:
    """A bot of this kind for this seat of this game."""
    if kind not in CLASSES:
        raise ValueError(f"no Bettor Horse bot {kind!r} (kinds: {', '.join(BOT_KINDS)})")
    return CLASSES[kind](game_seed, seat)
