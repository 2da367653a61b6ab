"""Board Game decisions for the easy, normal and hard bots: purchases, cards kept, sales
asked of them, the starting lineup, Troy's and Cédric's copies, Eric Change and the VP
auctions.

Every choice is priced in Danari: a VP is worth ``vp_price`` Danari (more while rounds
remain, because money still buys bets, stables and Goals; in the last round's auctions
money left over buys nothing, so a VP is worth every Danaro not owed to a lender), and each
card is worth what it should bring over the races still to run (stable prizes and its VP,
an Assistant's money, a Horse card's race help) plus what it changes in the Goals the bot
holds (``goal_chances``: from the public counts of stables, Assistants, Goal cards, Horse
cards, Danari and VP). The levels differ in what they see:

- easy: fixed prices for stables, Assistants and Horse cards (no tipster), never borrows,
  sells a VP at the Dutch auction whenever the offer is high, bids little, and buys Action
  cards on a whim;
- normal: values stables by the tipster's expected prizes, keeps the card that serves its
  Goals, buys only what is worth its price, bids up to a round-dependent VP price;
- hard: the same values, plus Goal planning (it buys what fulfils the Goals it holds, and
  Goal cards it can fulfil), buys stables away from the leader, takes a Bank loan when a
  purchase is worth more than the loan's cost and the repayment stays safe, and in the last
  round turns every free Danaro into VP at the English auction (keeping the loan money).

Decides from the view only; ``BoardPlay.choose`` returns None for decision kinds that are
not Board Game steps.
"""
from __future__ import annotations

import random
from typing import Any

import numpy as np

from ...services.i18n import _
from ...services.numbers import decimal, money
from ..board_words import item_words
from ..rules.actions import PASS, Action
from ..rules.data import GameData
from ..tipster import estimate
from .base import Bot, handler

# The bot handler keys (``Phase.bot`` of the Board Game's decisions) answered here, each by
# the method named "_" + key.
HANDLERS = ("purchase", "keep", "consent", "lineup", "troy_copy", "eric_odds",
            "cedric_copy", "dutch_auction", "english_auction")

# A Horse card's race help, in Danari per race it runs (a rough price: what a helpful
# action card on one's own stable is worth in prizes and bets), and its money.
HORSE_RACE_VALUE = {"sprint": 200, "finish_line": 220, "last": 120, "start": 240,
                    "reveal": 120}
# Assistants' Payoffs effects, in Danari per race (take_*: also costs a rival as much).
ASSISTANT_RATE = {"danari": 1.0, "danari_if_no_win": 0.5, "take_left": 1.3, "take_right": 1.3}


def board_rng(rng: random.Random) -> random.Random:
    """A Random for the Board Game decisions, seeded from the bot's own without drawing
    from it (so the Family Game decisions stay exactly as they were)."""
    return random.Random("board:" + ",".join(map(str, rng.getstate()[1][:8])))


class BoardPlay(Bot):
    """Board Game decisions at one level ("easy", "normal" or "hard").

    A Bot (of the bot it serves) so that saves keep its RNG with the bot's own."""

    def __init__(self, data: GameData, level: str, rng: random.Random) -> None:
        super().__init__(data, rng)
        self.board = data.board
        self.level = level
        self.name = level

    # ---- entry -------------------------------------------------------------------------
    def choose(self, view: dict[str, Any]) -> Action | None:
        d = view.get("decision")
        key = handler(d["kind"]) if d is not None else None
        if key not in HANDLERS:
            return None
        return getattr(self, "_" + key)(view, d)

    def say(self, text: str) -> None:
        self.last_reason = f"{self.level}: {text}"

    # ---- the game's clock and money ----------------------------------------------------
    @staticmethod
    def races_left(view: dict[str, Any]) -> int:
        """Races still to run, this round's included if it has not been run yet."""
        pre_race = view["phase"] in ("purchase", "keep", "consent", "lineup", "first_bet",
                                     "fix", "second_bet", "troy_copy", "eric_odds")
        return view["rounds"] - view["round"] + (1 if pre_race else 0)

    def vp_price(self, view: dict[str, Any]) -> float:
        """What one VP is worth in Danari to this bot now."""
        left = view["rounds"] - view["round"]  # rounds after this one
        if self.level == "easy":
            return 1200.0
        if left <= 0 and view["phase"] in ("dutch_auction", "english_auction"):
            return float("inf")  # nothing else to buy: a VP is worth all the free money
        return 1100.0 + 300.0 * left

    def me(self, view: dict[str, Any]) -> dict[str, Any]:
        return view["players"][view["seat"]]

    def dues(self, view: dict[str, Any]) -> int:
        """What this seat must repay at the end (its loans, lowered by its Assistants)."""
        total = 0
        for kind in self.me(view).get("loans", []):
            due = self.board.loans[kind].repay
            for n in self.me(view).get("assistants", []):
                for e in self.board.assistant(n).effects:
                    if e.trigger == "loan" and e.op == "repay" and e.item == kind:
                        due = min(due, int(e.value))  # type: ignore[arg-type]
            total += due
        return total

    def reserve(self, view: dict[str, Any]) -> int:
        """Danari to keep: the coming compulsory minimum bets and the loans to repay."""
        me = self.me(view)
        bets = 100 * (me["vp"] + 1) * self.races_left(view)
        return bets + self.dues(view)

    # ---- Goals -------------------------------------------------------------------------
    def counts(self, view: dict[str, Any], seat: int) -> dict[str, float]:
        """What each Goal compares, for one seat, from public things."""
        p = view["players"][seat]
        def weight(cards: list[int], item: str) -> int:
            total = 0
            for n in cards:
                card = self.board.assistant(n) if item == "assistant" else self.board.horse(n)
                extra = [int(e.value) for e in card.effects  # type: ignore[arg-type]
                         if e.trigger == "goals" and e.op == "count"]
                total += extra[0] if extra else 1
            return total
        horses = list(p.get("horses", []))
        lineup = (view.get("board") or {}).get("lineup", {})
        horses += [v["card"] for v in lineup.values() if v["seat"] == seat]
        return {"stables": len(p["stables"]), "assistants": weight(p.get("assistants", []),
                                                                 "assistant"),
                "goals": p.get("goal_count", 0), "horses": weight(horses, "horse"),
                "danari": p["danari"] - (self.dues(view) if seat == view["seat"] else 0),
                "vp": p["vp"]}

    def goal_chance(self, view: dict[str, Any], measure: str, compare: str,
                    mine: dict[str, float]) -> float:
        """P(a Goal of this kind is fulfilled at the end), from where everyone stands now."""
        others = [self.counts(view, p["seat"])[measure] for p in view["players"]
                  if p["seat"] != view["seat"] and not p["eliminated"]]
        if not others:
            return 1.0
        me = mine[measure]
        scale = {"danari": 1500.0, "vp": 2.0}.get(measure, 1.0)
        if compare == "most":
            if me <= 0:
                return 0.05
            lead = (me - max(others)) / scale
        else:
            lead = (min(others) - me) / scale
        # A lead (ties count as fulfilled) holds more surely when few rounds remain.
        spread = 0.6 + 0.5 * max(0, view["rounds"] - view["round"])
        return float(1.0 / (1.0 + np.exp(-(lead + 0.5) * 2.2 / spread)))

    def goal_score(self, view: dict[str, Any], mine: dict[str, float],
                   goals: list[int] | None = None) -> float:
        """Expected Goal VP of the Goals this seat holds (one per design), given ``mine``."""
        held = goals if goals is not None else self.me(view).get("goals", [])
        designs = {}
        for n in held:
            g = self.board.goal(n)
            designs[g.design] = g
        vp = self.board.prices.goal_vp
        return sum(vp * self.goal_chance(view, g.measure, g.compare, mine)
                   for g in designs.values())

    def goal_gain(self, view: dict[str, Any], **change: float) -> float:
        """Expected Goal VP gained if this seat's counts change by ``change``."""
        mine = self.counts(view, view["seat"])
        after = dict(mine)
        for k, v in change.items():
            after[k] += v
        return self.goal_score(view, after) - self.goal_score(view, mine)

    def new_goal_value(self, view: dict[str, Any], card: int) -> float:
        """Expected VP of adding this Goal card (0 if its design is held already)."""
        g = self.board.goal(card)
        held = self.me(view).get("goals", [])
        if any(self.board.goal(n).design == g.design for n in held):
            return 0.0
        mine = self.counts(view, view["seat"])
        mine["goals"] += 1
        before = self.goal_score(view, mine)
        return self.goal_score(view, mine, held + [card]) - before

    # ---- card values (Danari) ----------------------------------------------------------
    def stable_prizes(self, view: dict[str, Any]) -> dict[str, float]:
        """Expected stable prize of each horse in one race (the tipster, plain draw)."""
        if self.level == "easy":
            odds = view["odds"]
            return {c: 700.0 / odds[c] for c in odds}
        est = estimate(view, self.data, races=300, rng=self.rng.getrandbits(32), model=None)
        places = est.sim.places
        prizes = np.zeros(places.shape[0])
        out = {}
        for k, colour in enumerate(self.data.colours):  # lane order, as the simulator
            prizes[:] = 0
            for place, prize in enumerate(self.data.prizes):
                prizes += prize * (places[:, k] == place)
            out[colour] = float(prizes.mean())
        return out

    def stable_value(self, view: dict[str, Any], colour: str, prizes: dict[str, float],
                     sign: int = 1) -> float:
        """A Stable Owner card: its VP, the prizes of the races left, Goal changes."""
        vp = 1.0 + self.goal_gain(view, stables=sign)
        return self.vp_price(view) * vp + prizes.get(colour, 300.0) * self.races_left(view)

    def assistant_value(self, view: dict[str, Any], number: int) -> float:
        races = self.races_left(view)
        if self.level == "easy":
            return 200.0 * races
        card = self.board.assistant(number)
        value = 0.0
        for e in card.effects:
            if e.trigger == "payoff" and e.op in ASSISTANT_RATE:
                value += ASSISTANT_RATE[e.op] * int(e.value) * races  # type: ignore[arg-type]
            elif e.trigger == "payoff" and e.op == "copy_assistant":
                value += 200.0 * races
            elif e.trigger == "hire":
                value += int(e.value)  # type: ignore[arg-type]
            elif e.trigger == "price" and e.op == "set":
                value += 250.0 * min(2, races)
            elif e.trigger == "price" and e.op == "add":
                value += 300.0 if races > 1 else 0.0
            elif e.trigger == "loan":
                loans = self.me(view).get("loans", [])
                value += (self.board.loans[e.item].repay - int(e.value)  # type: ignore[index]
                          if e.item in loans else 0.0)
        extra = [int(e.value) for e in card.effects  # type: ignore[arg-type]
                 if e.trigger == "goals" and e.op == "count"]
        value += self.vp_price(view) * self.goal_gain(view, assistants=extra[0] if extra else 1)
        return value

    def horse_value(self, view: dict[str, Any], number: int) -> float:
        races = self.races_left(view)
        if self.level == "easy":
            return 150.0 * races
        card = self.board.horse(number)
        per_race = 0.0
        for e in card.effects:
            if e.trigger == "payoff" and e.op == "danari":
                per_race += int(e.value)  # type: ignore[arg-type]
            elif e.trigger == "start" and e.op == "set" and int(e.value) == 0:  # type: ignore[arg-type]
                per_race -= 200.0
            elif e.trigger == "reveal" and e.op == "odds" and int(e.value) > 0:  # type: ignore[arg-type]
                per_race -= 120.0
            elif e.trigger in HORSE_RACE_VALUE:
                per_race += HORSE_RACE_VALUE[e.trigger]
        extra = [int(e.value) for e in card.effects  # type: ignore[arg-type]
                 if e.trigger == "goals" and e.op == "count"]
        goal = self.vp_price(view) * self.goal_gain(view, horses=extra[0] if extra else 1)
        return per_race * races + goal

    def actions_value(self, view: dict[str, Any]) -> float:
        """Two more Action cards to fix this round's race with."""
        return {"easy": 450.0, "normal": 380.0, "hard": 420.0}[self.level]

    def unseen(self, view: dict[str, Any], item: str) -> list[int]:
        """Cards of a deck this seat has not seen in anyone's hands (what a draw may give)."""
        cards = {"assistant": self.board.assistants, "horse": self.board.horses,
                 "goal": self.board.goals}[item]
        seen: set[int] = set()
        for p in view["players"]:
            seen.update(p.get("assistants" if item == "assistant" else "horses", []))
        seen.update(self.me(view).get("goals", []))
        for v in ((view.get("board") or {}).get("lineup") or {}).values():
            seen.add(v["card"])
        return [c.number for c in cards if c.number not in seen]

    def draw_value(self, view: dict[str, Any], item: str) -> float:
        """Expected value of the best of the cards drawn (draw 4, keep 1)."""
        pool = self.unseen(view, item)
        if not pool:
            return 0.0
        values = sorted((self.card_value(view, item, c) for c in pool), reverse=True)
        k = min(self.board.prices.draw, len(values))
        # The expected best of k drawn among n: sum over ranks of P(rank i is the best drawn).
        n = len(values)
        total, p_left = 0.0, 1.0
        for i, v in enumerate(values):
            p_not = 1.0
            for j in range(k):  # P(rank i not among the k drawn | ranks < i not drawn)
                p_not *= max(0, n - i - 1 - j) / max(1, n - i - j)
            p_best = p_left * (1.0 - p_not)
            total += p_best * v
            p_left *= p_not
            if p_left <= 1e-9:
                break
        return total

    def card_value(self, view: dict[str, Any], item: str, card: int) -> float:
        if item == "goal":
            return self.vp_price(view) * self.new_goal_value(view, card)
        if item == "assistant":
            return self.assistant_value(view, card)
        return self.horse_value(view, card)

    # ---- purchases ---------------------------------------------------------------------
    def _purchase(self, view: dict[str, Any], d: dict[str, Any]) -> Action:
        allowed = d["options"]["allowed"]
        me = self.me(view)
        free = me["danari"] - self.reserve(view)
        prizes = self.stable_prizes(view) if "stable" in allowed or "offer" in allowed else {}
        pass_bonus = float(allowed.get("pass", 0))
        cands: list[tuple[float, Action, str]] = [
            (0.0, Action(PASS), _("passes for {bonus}").format(bonus=money(int(pass_bonus))))]
        # Gains are measured against passing (which pays its bonus).
        def add(value: float, cost: float, action: Action, words: str) -> None:
            if cost > free + (pass_bonus if self.level == "hard" else 0):
                return
            cands.append((value - cost - pass_bonus, action, words))
        if "actions" in allowed:
            add(self.actions_value(view), allowed["actions"], Action("buy", item="actions"),
                _("buys two Action cards ({price})").format(price=money(allowed["actions"])))
        for item in ("goal", "assistant", "horse"):
            if item in allowed:
                add(self.draw_value(view, item), allowed[item], Action("buy", item=item),
                    _("draws {item} cards ({price})").format(item=item_words(item),
                                                             price=money(allowed[item])))
        for colour, cost in allowed.get("stable", {}).items():
            add(self.stable_value(view, colour, prizes), cost,
                Action("buy", item="stable", horse=colour),
                _("buys the {horse} stable ({price}, 1 VP and its prizes)").format(
                    horse=colour, price=money(cost)))
        if self.level == "hard":
            self._hard_purchases(view, allowed, prizes, add, free)
        value, action, words = max(cands, key=lambda c: c[0])
        if self.level == "easy" and action.type == PASS and "actions" in allowed \
                and me["danari"] > 1500:
            action, words = Action("buy", item="actions"), _("buys two Action cards, why not")
        self.say(words if action.type == PASS else _("{what}: worth {value} D against "
                                                     "passing").format(
            what=words, value=decimal(value + pass_bonus, 0, signed=True)) if self.level != "easy" else words)
        return action

    def _hard_purchases(self, view, allowed, prizes, add, free) -> None:
        """The hard bot also buys stables from the leader and borrows when it pays."""
        me = view["seat"]
        leader = max((p for p in view["players"] if p["seat"] != me and not p["eliminated"]),
                     key=lambda p: p["vp"], default=None)
        for offer in allowed.get("offer", []):
            if offer["item"] != "stable" or leader is None or offer["target"] != leader["seat"]:
                continue
            value = self.stable_value(view, offer["horse"], prizes) + 0.5 * self.vp_price(view)
            add(value, offer["price"], Action("offer", target=offer["target"], item="stable",
                                              horse=offer["horse"]),
                _("offers {price} for the leader's {horse} stable").format(
                    price=money(offer["price"]), horse=offer["horse"]))
        if "bank" in allowed.get("loan", {}) and self.races_left(view) >= 2:
            loan = self.board.loans["bank"]
            # Worth it only if the money buys a stable now that passing would not.
            best_stable = max((self.stable_value(view, c, prizes) - cost
                               for c, cost in allowed.get("stable", {}).items()), default=0.0)
            unaffordable = any(cost > free for cost in allowed.get("stable", {}).values())
            if unaffordable and best_stable > loan.repay - loan.receive + 600:
                add(best_stable * 0.5, 0.0, Action("buy", item="loan", kind="bank"),
                    _("takes a Bank loan ({receive} now, {repay} at the end) to buy a stable "
                      "next").format(receive=money(loan.receive), repay=money(loan.repay)))

    # ---- cards drawn, offers, lineup, copies -------------------------------------------
    def _keep(self, view: dict[str, Any], d: dict[str, Any]) -> Action:
        item, cards = d["options"]["item"], d["options"]["cards"]
        card = max(cards, key=lambda c: (self.card_value(view, item, c), -c))
        self.say(_("keeps {item} card {card}").format(item=item_words(item),
                                                      card=self._name(item, card)))
        return Action("keep", card=card)

    def _name(self, item: str, card: int) -> str:
        if item == "goal":
            return self.board.goal(card).name
        if item == "assistant":
            return self.board.assistant(card).name
        return self.board.horse(card).name

    def _consent(self, view: dict[str, Any], d: dict[str, Any]) -> Action:
        o = d["options"]["offer"]
        price = o["price"]
        item = o["item"]
        if item == "stable":
            prizes = self.stable_prizes(view)
            value = self.stable_value(view, o["horse"], prizes)
        elif item == "goal":
            goals = self.me(view).get("goals", [])
            card = min(d["options"]["cards"], key=lambda c: self.card_value(view, "goal", c))
            value = self.vp_price(view) * 2 * 0.5 if self.level == "easy" else \
                self.goal_score(view, self.counts(view, view["seat"]), goals) - \
                self.goal_score(view, self.counts(view, view["seat"]),
                                [g for g in goals if g != card])
            if self.level != "easy":
                value *= self.vp_price(view)
        else:
            value = self.card_value(view, item, o["card"])
        # Selling helps the buyer too: ask for a margin (more of the game's leader).
        buyer = view["players"][o["seat"]]
        margin = 1.0 if self.level == "easy" else 1.15
        if self.level == "hard" and buyer["vp"] >= max(p["vp"] for p in view["players"]):
            margin = 1.4
        if price >= value * margin:
            self.say(_("sells its {item} for {price} (worth {value} D to it)").format(
                item=item_words(item), price=money(price), value=decimal(value, 0)))
            if item == "goal":
                return Action("accept", card=card)
            return Action("accept")
        self.say(_("refuses {price} for its {item} (worth {value} D to it)").format(
            price=money(price), item=item_words(item), value=decimal(value, 0)))
        return Action(PASS)

    def _lineup(self, view: dict[str, Any], d: dict[str, Any]) -> Action:
        cards, horses = d["options"]["cards"], d["options"]["horses"]
        if self.level == "easy":
            card, horse = cards[0], horses[0]
        else:
            odds = view["odds"]
            fast = sorted(horses, key=lambda h: (odds[h], horses.index(h)))
            def help_of(c: int) -> float:
                return self.horse_value(view, c) / max(1, self.races_left(view))
            # Race help on the fastest stable it owns (its prizes count most); a card that
            # slows its horse for money (Bosson, Biscuit De Mer) on the slowest.
            card = max(cards, key=lambda c: (help_of(c), -c))
            slows = any((e.trigger == "start" and e.op == "set" and int(e.value) == 0)  # type: ignore[arg-type]
                        or (e.trigger == "reveal" and e.op == "odds" and int(e.value) > 0)  # type: ignore[arg-type]
                        for e in self.board.horse(card).effects)
            horse = fast[-1] if slows else fast[0]
        self.say(_("lines up {card} on its {horse} stable").format(
            card=self.board.horse(card).name, horse=horse))
        return Action("lineup", card=card, horse=horse)

    def _troy_copy(self, view: dict[str, Any], d: dict[str, Any]) -> Action:
        cards = d["options"]["cards"]
        card = cards[0] if self.level == "easy" else max(
            cards, key=lambda c: (self.horse_value(view, c), -c))
        self.say(_("Troy copies {card}").format(card=self.board.horse(card).name))
        return Action("copy", card=card)

    def _cedric_copy(self, view: dict[str, Any], d: dict[str, Any]) -> Action:
        cards = d["options"]["cards"]
        card = cards[0] if self.level == "easy" else max(
            cards, key=lambda c: (self.assistant_value(view, c), -c))
        self.say(_("Cédric Copieur copies {card}").format(card=self.board.assistant(card).name))
        return Action("copy", card=card)

    def _eric_odds(self, view: dict[str, Any], d: dict[str, Any]) -> Action:
        me = view["seat"]
        mine = [b["horse"] for b in view["bets"] if b["seat"] == me]
        mine += [h for h in self.me(view)["stables"] if h not in mine]
        rows = d["options"]["rows"]
        if not mine:
            self.say(_("Eric Change leaves the odds alone"))
            return Action(PASS)
        # Towards 1:2 the horse runs faster (my bets and prizes want that).
        self.say(_("Eric Change moves {horse} {n} rows towards 1:2").format(
            horse=mine[0], n=abs(min(rows))))
        return Action("odds_move", horse=mine[0], value=min(rows))

    # ---- auctions ----------------------------------------------------------------------
    def _dutch_auction(self, view: dict[str, Any], d: dict[str, Any]) -> Action:
        offer = d["options"]["offer"]
        me = self.me(view)
        if self.level == "easy":  # a casual seller, but not in the last round
            ok = offer >= 900 and me["vp_tokens"] > 2 and view["round"] < view["rounds"]
        else:
            short = me["danari"] < self.reserve(view) - self.dues(view) * 0
            price = self.vp_price(view)
            ok = me["vp_tokens"] > 1 and (offer >= price * 1.1 or (short and offer >= 600))
            if self.level == "hard" and view["round"] >= view["rounds"]:
                ok = False  # the last round: every VP counts, money no longer does
        if ok:
            self.say(_("sells a VP to the Bank for {price}").format(price=money(offer)))
            return Action("accept")
        self.say(_("keeps its VP (the Bank offers {price})").format(price=money(offer)))
        return Action(PASS)

    def _english_auction(self, view: dict[str, Any], d: dict[str, Any]) -> Action:
        offer = d["options"]["offer"]
        me = self.me(view)
        last = view["round"] >= view["rounds"]
        if self.level == "easy":
            ok = offer <= 1200 and me["danari"] - offer >= 2000
        else:
            spare = me["danari"] - self.dues(view)
            if not last:
                spare -= 100 * (me["vp"] + 2) * (view["rounds"] - view["round"])
            limit = min(self.vp_price(view), spare)
            if self.level == "normal" and last:
                limit = min(limit, 2000)
            ok = offer <= limit
        if ok:
            self.say(_("bids {price} for a VP").format(price=money(offer)))
            return Action("bid", value=offer)
        self.say(_("leaves the auction at {price}").format(price=money(offer)))
        return Action(PASS)
