"""The thinking bots: easy, normal and hard (``bots.py`` has the random one).

They share one loop: bets are planned once a race and entered line by line; a die is
drawn by colour preference; a rolled die is used where the seat's bet sheet gains most
by the estimate (``estimate.py``), the state after each legal use tried on a copy of the
rules' engine built from the view. They differ in what they know:
* easy: bets half its capital on the front runner; uses a die only to push that horse.
* normal: bets on the best value by the position estimate, its own pushing counted;
  uses each die for the most gain by that estimate.
* hard: simulates the rest of the race for each horse it could back (itself pushing it,
  everyone else random-legal), stakes by fractional Kelly on those chances, and uses dice
  as normal does.
"""
from __future__ import annotations

import copy
import math
from typing import Any

from .actions import Discard, Draw, EndBets, FinishLineAction, PlaceBet, Use, WinBet
from .bots import RandomBot
from .data import load_data
from .estimate import chances, sheet_value, simulate, state_from_view
from .rules.engine import Engine

COLOUR_TASTE = {"yellow": 5, "red": 4, "white": 3, "black": 2, "green": 1}


class SmartBot(RandomBot):
    """The shared loop; subclasses plan the bets."""

    kind = "smart"

    def __init__(self, game_seed: int, seat: int) -> None:
        super().__init__(game_seed, seat)
        self.plan: list[FinishLineAction] = []
        self.plan_race = 0

    def random_state(self) -> dict[str, Any]:
        """The generator and the bets still planned for this race (JSON)."""
        return {**super().random_state(), "plan": [a.to_json() for a in self.plan],
                "plan_race": self.plan_race}

    def set_random_state(self, state: Any) -> None:
        if not isinstance(state, dict) or set(state) != {"rng", "plan", "plan_race"}:
            raise ValueError(f"a {self.kind} bot's state is rng, plan and plan_race")
        from .actions import from_json
        try:
            plan = [from_json(a) for a in state["plan"]]
        except Exception as e:  # a broken saved plan: one line
            raise ValueError(f"a {self.kind} bot's plan: {e}") from None
        if type(state["plan_race"]) is not int:
            raise ValueError(f"a {self.kind} bot's plan_race is not a whole number")
        super().set_random_state({"rng": state["rng"]})
        self.plan, self.plan_race = plan, state["plan_race"]

    def choose(self, view: dict[str, Any]) -> FinishLineAction:
        phase = view["decision"]["phase"]
        if phase == "bet":
            return self.bet(view)
        if phase == "draw":
            return self.draw(view)
        return self.use(view)

    # ---- bets ---------------------------------------------------------------------
    def bet(self, view: dict[str, Any]) -> FinishLineAction:
        if self.plan_race != view["race"]:
            self.plan_race = view["race"]
            self.plan = self.make_plan(view)
        legal = self.legal(view)
        while self.plan:
            a = self.plan.pop(0)
            if legal.contains(a):
                return a
        self.last_reason = ("bets_done", {})
        return EndBets()

    def make_plan(self, view: dict[str, Any]) -> list[FinishLineAction]:
        raise NotImplementedError

    # ---- the race -----------------------------------------------------------------
    def draw(self, view: dict[str, Any]) -> FinishLineAction:
        cols = view["decision"]["options"]["colours"]
        best = max(cols, key=lambda c: (COLOUR_TASTE[c], self.rng.random()))
        self.last_reason = ("draw", {"colour": best})
        return Draw(best)

    def sheet(self, view: dict[str, Any]) -> list[dict[str, Any]]:
        return view["sheets"][-1][self.seat] or []

    def value(self, s: dict[str, Any], sheet: list[dict[str, Any]]) -> float:
        data = load_data()
        v = sheet_value(data, s, sheet, chances(data, s))
        return v + 1.0 * s["side"][self.seat]

    def use(self, view: dict[str, Any]) -> FinishLineAction:
        data = load_data()
        s = state_from_view(view)
        sheet = self.sheet(view)
        base = self.value(s, sheet)
        best: tuple[float, Any] = (base, None)
        for a in self.candidates(view):
            eng = Engine(data, copy.deepcopy(s), self.rng)
            eng.simulating = True
            eng.apply(a.to_json())
            v = self.value(eng.s, sheet)
            if a.to_json().get("type") == "use" and view["faces"].get(a.die) == "extra_move" \
                    and view["phase"] == "use":
                v += 150  # a saved Extra move is worth a white horseshoe later
            if v > best[0] + 1e-9:
                best = (v, a)
        if best[1] is not None:
            self.last_reason = ("best_use", {"die": best[1].die})
            return best[1]
        return self.decline(view)

    def decline(self, view: dict[str, Any]) -> FinishLineAction:
        """Put out the die worth least to the next player (the highest-tasting kept)."""
        dice = view["decision"]["options"]["dice"]
        worst = max(dice, key=lambda d: COLOUR_TASTE[d["colour"]])
        self.last_reason = ("decline", {"die": worst["id"]})
        return Discard(worst["id"])

    def candidates(self, view: dict[str, Any]) -> list[Use]:
        out = []
        for f in view["decision"]["options"]["uses"]:
            base = {"die": f["die"], **f["fixed"]}
            if f["pick"] is None:
                out.append(Use(**base))
            else:
                vals = f["values"]
                if len(vals) > 6 and f["pick"] == "back2":
                    vals = vals[:2]
                out += [Use(**base, **{f["pick"]: v}) for v in vals]
        return out


def _odds(view: dict[str, Any], h: int) -> int:
    return view["odds"][view["start"].index(h)]


def _room(view: dict[str, Any]) -> int:
    return view["decision"]["options"]["room"]


class EasyBot(SmartBot):
    """Half its capital on the front runner; dice only to push that horse."""

    kind = "easy"

    def make_plan(self, view: dict[str, Any]) -> list[FinishLineAction]:
        room = _room(view)
        stake = (room // 2) // 100 * 100
        lead = view["start"][-1]
        self.last_reason = ("bet_front", {"horse": lead})
        return [WinBet(lead, stake)] if stake >= 100 else []

    def use(self, view: dict[str, Any]) -> FinishLineAction:
        mine = {b["horses"][0] for b in self.sheet(view) if b["kind"] == "win"}
        for a in self.candidates(view):
            face = view["faces"].get(a.die)
            if a.target in mine and face in ("horseshoe", "double_horseshoes",
                                             "rider_helmet", "extra_move"):
                self.last_reason = ("push", {"die": a.die, "horse": a.target})
                return a
        return self.decline(view)


def kelly(p: float, odds: int) -> float:
    """The Kelly fraction of a bet paying ``odds`` gross with chance ``p`` (0 if none)."""
    if odds <= 1:
        return 0.0
    return max(0.0, (p * odds - 1) / (odds - 1))


class NormalBot(SmartBot):
    """Best value by the position estimate, counting its own pushes."""

    kind = "normal"
    BOOST = 1.3  # the backed horse's strength, for the dice this seat will steer

    def make_plan(self, view: dict[str, Any]) -> list[FinishLineAction]:
        data = load_data()
        s = state_from_view(view)
        best = None
        for h in view["start"]:
            st = s["squares"]
            _ = st
            win, top2, pair = chances(data, s)
            p = min(0.95, win[h] * self.BOOST)
            ev = p * _odds(view, h)
            if best is None or ev > best[0]:
                best = (ev, h, p)
        assert best is not None
        ev, h, p = best
        room = _room(view)
        frac = 0.6 if ev >= 1 else 0.3
        stake = int(room * frac) // 100 * 100
        self.last_reason = ("bet_value", {"horse": h})
        plan: list[FinishLineAction] = []
        if stake >= 100:
            plan.append(WinBet(h, stake))
        # a place bet pairing it with the leader of the rest
        others = [x for x in reversed(view["start"]) if x != h]
        pstake = int(room * 0.2) // 100 * 100
        if pstake >= 100:
            plan.append(PlaceBet(h, others[0], pstake))
        return plan


class HardBot(SmartBot):
    """The horse by the position estimate with its own pushes counted; its chances to
    win and place then simulated (itself pushing it, the others random-legal) to size
    the stakes by fractional Kelly."""

    kind = "hard"
    RUNS = 40  # simulated races for the chosen horse
    BOOST = 1.6  # the backed horse's strength in the position estimate (own pushes)
    FRACTION = 0.5  # of the Kelly stake, added to the floor
    WIN_FLOOR = 0.6  # of its room always on the winner bet (most money wins the game)
    PLACE_FLOOR = 0.2

    def make_plan(self, view: dict[str, Any]) -> list[FinishLineAction]:
        data = load_data()
        s = state_from_view(view)
        s["phase"], s["turn"] = "draw", view["starter"]
        s["hand"], s["faces"] = [], {d: None for d in s["faces"]}
        hwin = chances(data, s)[0]
        h = max(view["start"], key=lambda x: min(0.95, hwin[x] * self.BOOST) * _odds(view, x))
        partner = next(x for x in reversed(view["start"]) if x != h)
        win, _top2, pair = simulate(s, self.rng, self.RUNS, prior=4, me=self.seat, focus=h)
        o, po = _odds(view, h), _odds(view, h) + _odds(view, partner)
        p, pp = win.get(h, 0.0), pair.get(frozenset((h, partner)), 0.0)
        room = _room(view)
        fw = min(0.8, self.WIN_FLOOR + self.FRACTION * kelly(p, o))
        fp = min(1.0 - fw, self.PLACE_FLOOR + self.FRACTION * kelly(pp, po))
        ws = int(room * fw) // 100 * 100
        ps = int(room * fp) // 100 * 100
        self.last_reason = ("bet_kelly", {"horse": h, "chance": round(p * 100)})
        plan: list[FinishLineAction] = []
        if ws >= 100:
            plan.append(WinBet(h, ws))
        if ps >= 100:
            plan.append(PlaceBet(h, partner, ps))
        return plan
