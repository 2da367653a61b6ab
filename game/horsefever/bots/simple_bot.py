"""The simple bot: bets on good odds or horses it fixed, helps its horses, hurts rivals."""
from __future__ import annotations

from typing import Any

from ...services.i18n import _
from ...services.numbers import money
from ..rules.actions import BET, PASS, PHOTO_PICK, PLAY_CARD, Action
from .base import Bot, card_sentiment, handler, kind_words


class SimpleBot(Bot):
    """A readable rule-of-thumb player, the baseline the stronger bots must beat."""

    name = "simple"

    def _my_horses(self, view: dict[str, Any]) -> list[str]:
        me = view["seat"]
        horses = [b["horse"] for b in view["bets"] if b["seat"] == me]
        horses += view["players"][me]["stables"]
        return horses

    def _helped(self, view: dict[str, Any], horse: str) -> int:
        """How much the cards I played on this horse help it (I know only mine)."""
        me = view["seat"]
        return sum(card_sentiment(self.data, pc["card"]) for pc in view["lanes"][horse]
                   if pc["seat"] == me and pc["card"] is not None)

    def choose(self, view: dict[str, Any]) -> Action:
        d = view["decision"]
        o = d["options"]
        key = handler(d["kind"])
        odds = view["race_odds"] or view["odds"]
        if key == "bet":
            return self._bet(view, d, o, odds)
        if key == "fix":
            return self._fix(view, o, odds)
        if key == "photo":
            mine = self._my_horses(view)
            best = min(o["horses"], key=lambda h: (h not in mine, odds[h]))
            self.last_reason = "simple: " + _("puts {horse} ahead (my horse or the "
                                                "favourite)").format(horse=best)
            return Action(PHOTO_PICK, horse=best)
        return self._board(view, d, odds)

    def _bet(self, view, d, o, odds) -> Action:
        me = view["seat"]
        hand = view["players"][me].get("hand", [])
        # A horse is attractive when it is fast (low N) or when I can help it.
        def score(h: str) -> float:
            plan = sum(1 for c in hand if card_sentiment(self.data, c) > 0)
            return -odds[h] + 2.0 * self._helped(view, h) + (1.5 * plan if h in self._my_horses(view) else 0)
        horses = sorted(o["horses"], key=lambda h: (-score(h), odds[h]))
        if not horses:
            return Action(PASS)
        horse = horses[0]
        if d["can_pass"] and self._helped(view, horse) <= 0 and odds[horse] > 3:
            self.last_reason = "simple: " + _("no horse worth a second bet")
            return Action(PASS)
        kinds = o["horses"][horse]
        bet_kind = "win" if ("win" in kinds and odds[horse] <= 3) else (
            "show" if "show" in kinds else kinds[0])
        budget = view["players"][me]["danari"] // 4
        stake = max(o["min_stake"], min(o["max_stake"], budget - budget % o["step"]))
        self.last_reason = "simple: " + _("{kind} on {horse} at 1:{odds}").format(
            kind=kind_words(bet_kind), horse=horse, odds=odds[horse])
        return Action(BET, horse=horse, kind=bet_kind, stake=stake)

    def _fix(self, view, o, odds) -> Action:
        me = view["seat"]
        mine = self._my_horses(view)
        rivals = [b["horse"] for b in view["bets"] if b["seat"] != me and b["horse"] not in mine]
        card = o["cards"][0]
        good = [c for c in o["cards"] if card_sentiment(self.data, c) > 0]
        if good and mine:
            card, horse = good[0], mine[0]
        else:
            bad = [c for c in o["cards"] if card_sentiment(self.data, c) < 0]
            card = bad[0] if bad else o["cards"][0]
            pool = rivals or [h for h in o["horses"] if h not in mine] or o["horses"]
            horse = min(pool, key=lambda h: (odds[h], o["horses"].index(h)))
            if card_sentiment(self.data, card) > 0:
                horse = mine[0] if mine else horse
        name = self.data.action(card).name
        why = _("to help my horse") if horse in mine else _("against a rival")
        self.last_reason = "simple: " + _("{card} ({number}) on {horse} {why}").format(
            card=name, number=card, horse=horse, why=why)
        return Action(PLAY_CARD, card=card, horse=horse)

    # ---- Board Game decisions: rules of thumb -------------------------------------------
    def _board(self, view, d, odds) -> Action:
        key, o, me = handler(d["kind"]), d["options"], view["seat"]
        p = view["players"][me]
        actions = [Action.from_json(a) for a in d["actions"]]
        if key == "purchase":
            allowed = o["allowed"]
            cheap = {c: v for c, v in allowed.get("stable", {}).items()
                     if odds[c] <= 4 and p["danari"] - v >= 1500}
            if cheap:
                colour = min(cheap, key=lambda c: (odds[c], c))
                self.last_reason = "simple: " + _("buys the {horse} stable at 1:{odds}").format(
                    horse=colour, odds=odds[colour])
                return Action("buy", item="stable", horse=colour)
            if "horse" in allowed and not p.get("horses") and p["danari"] > 2000:
                self.last_reason = "simple: " + _("buys a horse for its stable")
                return Action("buy", item="horse")
            if "actions" in allowed and p["danari"] > 1500 and len(p.get("hand", [])) < 2:
                self.last_reason = "simple: " + _("buys two action cards")
                return Action("buy", item="actions")
            if "assistant" in allowed and p["danari"] > 2500 and not p.get("assistants"):
                self.last_reason = "simple: " + _("hires an assistant")
                return Action("buy", item="assistant")
            self.last_reason = "simple: " + _("passes for 400 D")
            return Action(PASS)
        if key == "keep":
            self.last_reason = "simple: " + _("keeps the first card drawn")
            return Action("keep", card=o["cards"][0])
        if key == "consent":
            ok = o["offer"]["item"] != "stable"
            self.last_reason = "simple: " + (_("sells") if ok else _("keeps its stable"))
            return Action("accept", card=(o.get("cards") or [None])[0]) if ok else Action(PASS)
        if key == "lineup":
            self.last_reason = "simple: " + _("lines up a horse")
            return Action("lineup", card=o["cards"][0], horse=o["horses"][0])
        if key == "eric_odds":
            mine = self._my_horses(view)
            if mine:
                self.last_reason = "simple: " + _("moves {horse} up").format(horse=mine[0])
                return Action("odds_move", horse=mine[0], value=min(o["rows"]))
            return Action(PASS)
        if key == "dutch_auction":
            if o["offer"] >= 900 and p["vp_tokens"] > 2:
                self.last_reason = "simple: " + _("sells a VP for {price}").format(
                    price=money(o["offer"]))
                return Action("accept")
            return Action(PASS)
        if key == "english_auction":
            if o["offer"] <= 1200 and p["danari"] - o["offer"] >= 2000:
                self.last_reason = "simple: " + _("bids {price} for a VP").format(
                    price=money(o["offer"]))
                return Action("bid", value=o["offer"])
            return Action(PASS)
        self.last_reason = "simple: " + _("the first choice")
        return actions[0]
