"""Bettor Horse's bots: random, easy, normal and hard. Each reads only its seat's view.

The decks are public, so what a bot does not know is the opponent's choice of the round,
drawn from the opponent's unplayed cards (every view lists them: card counting for free).
A bot plans the round's whole choice (three horses and a bet) at its first horse decision
from a generator derived from the game seed, its seat and the round, so a resumed game
plans exactly as the uninterrupted one; the later decisions of the round follow the plan.

* random: a uniformly random legal choice, decision by decision.
* easy: a random triple; bets Win when its horses are faster than the deck's average
  horse, else Lose (no card counting).
* normal: of every distinct triple of speeds in its hand and the three bets, the pair most
  likely to match against random triples of the opponent's unplayed cards (sampled).
* hard: the same over every triple, exactly (``bot_math``), against the opponent's triples
  weighted as a strategic opponent would choose them (a logit response: docs/bots.md says
  why this and not the round's zero-sum equilibrium).
"""
from __future__ import annotations

import random
from typing import Any

import numpy as np

from ..core.rng import derive_rng, randbelow, rng_state_from_json, rng_state_to_json
from .actions import BettorHorseAction, MudderChange, PlaceBet, PlaceHorse, PlaceRound
from .bot_math import MIRROR, codes, multiplicity, multisets, outcome_probs

BOT_KINDS = ("random", "easy", "normal", "hard")
BETS = ("win", "lose", "draw")


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
        """``last_reason`` in words."""
        from .words import bot_reason  # (lazily: words load the language)
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
            if not placed:  # (the round's first card: the whole round at once)
                return round_action(cards, bet)
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
    """A uniformly random legal choice at every decision."""

    kind = "random"

    def choose(self, view: dict[str, Any]) -> BettorHorseAction:
        d = view["decision"]
        o = d["options"]
        self.last_reason = _RANDOM_REASON
        # (``randbelow`` draws what ``rng.choice`` would, with fewer calls; the actions are
        # frozen values, so each distinct one is built once and handed out again.)
        kind = d["kind"]
        if kind == "horse":
            cards = o["cards"]
            if o["slot"] == 1:
                # The whole round: each card drawn from those left, then the bet (what
                # card after card and then the bet would draw, in the same order).
                left = cards[:]
                rng = self.rng
                need = o["need"]  # (1 to 3: a round names at most three cards)
                first = left.pop(randbelow(rng, len(left)))
                second = left.pop(randbelow(rng, len(left))) if need > 1 else None
                third = left.pop(randbelow(rng, len(left))) if need > 2 else None
                bets = o["bets"]
                return PlaceRound(first, bets[randbelow(rng, len(bets))], second, third)
            return _action(PlaceHorse, cards[randbelow(self.rng, len(cards))])
        if kind == "bet":
            bets = o["bets"]
            return _action(PlaceBet, bets[randbelow(self.rng, len(bets))])
        changes = o["changes"]
        return _action(MudderChange, changes[randbelow(self.rng, len(changes))])


def round_action(cards: list[str], bet: str) -> PlaceRound:
    """A round's whole choice: its cards in race order (one, or three) and its bet."""
    padded = cards + [None] * (3 - len(cards))  # type: ignore[list-item]
    return PlaceRound(padded[0], bet, padded[1], padded[2])


_RANDOM_REASON: tuple[str, dict[str, Any]] = ("random", {})
_ACTIONS: dict[tuple[type, Any], BettorHorseAction] = {}


def _action(cls: type, value: Any) -> BettorHorseAction:
    """``cls(value)``, built once per class and value (typed actions are frozen: sharing
    one is safe). Kept small: the values are a game's cards, bets and changes."""
    got = _ACTIONS.get((cls, value))
    if got is None:
        if len(_ACTIONS) > 1024:
            _ACTIONS.clear()
        got = _ACTIONS[(cls, value)] = cls(value)
    return got


class EasyBot(BHBot):
    """A random triple; bets Win if it is faster than the deck's average horse, else Lose
    (it counts no cards)."""

    kind = "easy"

    def plan(self, view, own, placed, need, rng):
        cards = self.sample_triples(own, placed, need, 1, rng)[0]
        mine = sum(speed_of(view, c) for c in cards) / need
        avg = sum(c["speed"] for c in view["deck"]) / len(view["deck"])
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
    """The triple of speeds and the bet most likely to match against a random triple of
    the opponent's unplayed cards (sampled)."""

    kind = "normal"
    SAMPLES = 120

    def plan(self, view, own, placed, need, rng):
        speed = lambda c: speed_of(view, c)  # noqa: E731
        opp = [speed(c) for c in self._opp_cards(view)]
        n = min(need, len(opp))
        rest = [c for c in own if c not in placed]
        cands = [placed + m for m in multisets(rest, need - len(placed), speed)]
        samples = np.array([rng.sample(opp, n) for _ in range(self.SAMPLES)])
        c = codes(np.array([[speed(x) for x in t[:n]] for t in cands]), samples, n)
        p = np.stack([(c == b).mean(axis=1) for b in range(3)], axis=1)
        i, b = divmod(int(np.argmax(p)), 3)
        self.last_reason = ("best_bet", {"pct": round(100 * float(p[i, b]))})
        return _ordered(cands[i], placed, rng), BETS[b]


class HardBot(BHBot):
    """Counts cards and answers the opponent's simultaneous choice: it weighs every triple
    of speeds the opponent may race by how likely it is (its count among their unplayed
    cards) and how good it is for them (a logit response: their best bet's chance of
    matching against my unplayed cards, sharpened by ``BETA``), then plays the triple and
    bet most likely to match against that mix."""

    kind = "hard"
    BETA = 8.0
    PRIOR_SPREAD = 2.2  # before any round: half way
    RANDOM, SHARP = 3.2, 1.2  # spreads read as "no strategy" and "fully strategic"

    def plan(self, view, own, placed, need, rng):
        speed = lambda c: speed_of(view, c)  # noqa: E731
        opp = self._opp_cards(view)
        n = min(need, len(opp))
        rest = [c for c in own if c not in placed]
        mine = [placed + m for m in multisets(rest, need - len(placed), speed)]
        theirs = multisets(opp, n, speed)
        p = outcome_probs([[speed(c) for c in t[:n]] for t in mine],
                          [[speed(c) for c in t] for t in theirs], n)  # C x D x 3
        # How the opponent sees my choice: my triples as likely as their counts.
        wm = multiplicity(own, mine, speed)
        q = np.einsum("i,ijb->jb", wm / wm.sum(), p)[:, MIRROR]  # their outcome odds
        count = multiplicity(opp, theirs, speed)
        sharp = count * np.exp(self.BETA * q.max(axis=1))
        lam = self.sharpness(view)
        wt = (1 - lam) * count / count.sum() + lam * sharp / sharp.sum()
        val = np.einsum("j,ijb->ib", wt, p)
        i, b = divmod(int(np.argmax(val)), 3)
        self.last_reason = ("counted", {"pct": round(100 * float(val[i, b])),
                                        "n": len(theirs)})
        return _ordered(mine[i], placed, rng), BETS[b]


    def sharpness(self, view: dict[str, Any]) -> float:
        """How strategic the opponent has shown itself, 0 to 1. A strategic player races
        alike horses (all fast to Win, all slow to Lose): the spread of speeds in its past
        triples (fastest minus slowest) is about 1 for normal and hard bots, 3.5 for random
        choices. Read from the public record of the rounds it raced."""
        total, n = self.PRIOR_SPREAD, 1
        other = view["table"]["seats"][1 - self._side(view)]
        for r in view["record"]:
            if other in r["seats"]:
                raced = [speed_of(view, c) for c in r["cards"][r["seats"].index(other)]]
                if len(raced) > 1:
                    total += max(raced) - min(raced)
                    n += 1
        return min(1.0, max(0.0, (self.RANDOM - total / n) / (self.RANDOM - self.SHARP)))


def _ordered(cards: list[str], placed: list[str], rng: random.Random) -> list[str]:
    """The cards in a random race order after those already placed (the order is
    chosen at random: an opponent cannot read it)."""
    rest = cards[len(placed):]
    rng.shuffle(rest)
    return placed + rest


CLASSES = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot}


def make_bot(kind: str, game_seed: int, seat: int) -> BHBot:
    """A bot of this kind for this seat of this game."""
    if kind not in CLASSES:
        raise ValueError(f"no Bettor Horse bot {kind!r} (kinds: {', '.join(BOT_KINDS)})")
    return CLASSES[kind](game_seed, seat)
