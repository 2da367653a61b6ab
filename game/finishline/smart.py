"""The thinking bots: easy, normal and hard (``bots.py`` has the random one).

They share one loop: bets are planned once a race and entered line by line; a die is
drawn by colour preference. They differ in what they know and how they bet and steer:
* easy: no estimate, only the odds: the two favourites (the lowest odds), modest stakes
  (at most 60% of its room: 30% to win on the favourite, 10% on the second, 20% on the
  pair); a die only pushes its own horses, the strongest push first.
* normal: the position estimate (``estimate.chances``) with its own pushes counted: win
  bets on the two best values, the stakes split by their estimated chances, and the
  pair; each rolled die is tried on a copy of the rules' engine built from the view and
  used where the sheet's estimated worth gains most (pushing its horses or holding back
  their rivals).
* hard: the horse by the estimate with its own pushes counted more; its chances to win
  and place then simulated (``estimate.simulate``) to size the stakes by fractional
  Kelly above a floor; dice as normal.
"""
from __future__ import annotations

import copy
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
            self.last_reason = self.use_reason(best[1], sheet)
            return best[1]
        return self.decline(view)

    @staticmethod
    def use_reason(a: Use, sheet: list[dict[str, Any]]) -> tuple[str, dict[str, Any]]:
        """Says whether a use helps one of the sheet's horses or holds back a rival."""
        mine = {h for b in sheet for h in b["horses"]}
        if a.target is None or a.order is not None:  # (an Interference reorders three)
            return "best_use", {"die": a.die}
        if a.target in mine:
            return "push", {"die": a.die, "horse": a.target}
        return "hinder", {"die": a.die, "horse": a.target}

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


# How far a face moves its horse at once (easy's greedy order of pushes): a helmet two
# places, a double horseshoe one, a white horseshoe one when it moves the tile now (an F
# tile, or a white already waiting there), else it waits; an Extra move is saved.
PUSH_FACES = ("rider_helmet", "double_horseshoes", "horseshoe", "extra_move")


class EasyBot(SmartBot):
    """The two favourites by the odds, modest stakes; dice only to push them."""

    kind = "easy"
    WIN = (0.3, 0.1)  # of its room to win on the favourite, then on the second favourite
    PLACE = 0.2  # of its room on the two favourites as a place pair

    def make_plan(self, view: dict[str, Any]) -> list[FinishLineAction]:
        room = _room(view)
        favs = sorted(view["start"], key=lambda h: _odds(view, h))[:2]
        self.last_reason = ("bet_front", {"horse": favs[0]})
        plan: list[FinishLineAction] = [WinBet(h, _stake(room, f))
                                        for h, f in zip(favs, self.WIN)]
        if len(favs) == 2:
            plan.append(PlaceBet(favs[0], favs[1], _stake(room, self.PLACE)))
        return [a for a in plan if a.stake >= 100]

    def use(self, view: dict[str, Any]) -> FinishLineAction:
        sheet = self.sheet(view)
        mine = [h for b in sheet for h in b["horses"]]  # (the favourite first)
        pushes = [a for a in self.candidates(view) if a.target in mine
                  and view["faces"].get(a.die) in PUSH_FACES]
        if pushes:
            a = max(pushes, key=lambda a: (_push_size(view, a), -mine.index(a.target)))
            self.last_reason = ("push", {"die": a.die, "horse": a.target})
            return a
        return self.decline(view)


def _push_size(view: dict[str, Any], a: Use) -> float:
    """How far the use moves its target at once (easy's greedy yardstick)."""
    face = view["faces"][a.die]
    if face == "rider_helmet":
        return 2.0
    if face == "double_horseshoes":
        return 1.0
    if face == "horseshoe":
        waiting = any(view["faces"].get(d) in ("horseshoe", "extra_move")
                      for d in view["squares"][str(a.target)])
        return 1.0 if waiting or view["tiles"][str(a.target)]["trait"] == "F" else 0.5
    return 0.25 if view["phase"] == "use" else 1.0  # an Extra move: saved, or placed now


def _stake(room: int, fraction: float) -> int:
    """``fraction`` of the room, down to a whole step of 100."""
    return int(room * fraction) // 100 * 100


def kelly(p: float, odds: int) -> float:
    """The Kelly fraction of a bet paying ``odds`` gross with chance ``p`` (0 if none)."""
    if odds <= 1:
        return 0.0
    return max(0.0, (p * odds - 1) / (odds - 1))


class NormalBot(SmartBot):
    """Value bets by the position estimate, its own pushes counted; stakes follow it."""

    kind = "normal"
    BOOST = 1.3  # the backed horse's strength, for the dice this seat will steer
    WIN = 0.6  # of its room to win, split between its two best values by their chances
    PLACE = 0.2  # of its room on those two as a place pair

    def make_plan(self, view: dict[str, Any]) -> list[FinishLineAction]:
        data = load_data()
        s = state_from_view(view)
        values = []
        for h in view["start"]:
            p = chances(data, s, {h: self.BOOST})[0][h]
            values.append((p * _odds(view, h), p, h))
        top = sorted(values, reverse=True)[:2]
        room, total = _room(view), sum(p for _, p, _ in top)
        self.last_reason = ("bet_value", {"horse": top[0][2]})
        plan: list[FinishLineAction] = [WinBet(h, _stake(room, self.WIN * p / total))
                                        for _, p, h in top]
        if len(top) == 2:
            plan.append(PlaceBet(top[0][2], top[1][2], _stake(room, self.PLACE)))
        return [a for a in plan if a.stake >= 100]


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
        ws, ps = _stake(room, fw), _stake(room, fp)
        self.last_reason = ("bet_kelly", {"horse": h, "chance": round(p * 100)})
        plan: list[FinishLineAction] = []
        if ws >= 100:
            plan.append(WinBet(h, ws))
        if ps >= 100:
            plan.append(PlaceBet(h, partner, ps))
        return plan
