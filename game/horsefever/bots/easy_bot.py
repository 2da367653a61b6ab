"""The easy bot: backs the favourites with small stakes and plays its cards sensibly.

No estimator and no planning: it reads the odds, bets the minimum (now and then 100 D
more) on the fastest horse it may still back, puts its helpful cards on that horse and its
harmful ones on the fastest horse it did not back. Board Game steps: ``BoardPlay`` at the
easy level (fixed prices, the first card drawn, a VP sold whenever the Bank offers well).
"""
from __future__ import annotations

import random
from typing import Any

from ...services.i18n import _
from ...services.numbers import money
from ..rules.actions import BET, PASS, PHOTO_PICK, PLAY_CARD, Action
from .base import Bot, card_sentiment, handler, kind_words
from .board_play import BoardPlay, board_rng
from .simple_bot import SimpleBot


class EasyBot(Bot):
    """A casual player: favourites, small stakes, cards on the obvious horses."""

    name = "easy"
    HELPERS = ("_simple", "_board")  # their generators are saved with the bot's own

    def __init__(self, data, rng: random.Random) -> None:
        super().__init__(data, rng)
        self._simple = SimpleBot(data, random.Random(rng.getrandbits(64)))
        self._board = BoardPlay(data, "easy", board_rng(rng))

    def choose(self, view: dict[str, Any]) -> Action:
        d = view["decision"]
        key = handler(d["kind"])
        if key == "bet":
            return self._bet(view, d)
        if key == "fix":
            return self._fix(view, d["options"])
        if key == "photo":
            return self._photo(view, d["options"])
        board = self._board.choose(view)
        if board is not None:
            self.last_reason = self._board.last_reason
            return board
        action = self._simple.choose(view)
        self.last_reason = f"easy (as simple): {self._simple.last_reason.removeprefix('simple: ')}"
        return action

    # ---- helpers -----------------------------------------------------------------------
    @staticmethod
    def _odds(view: dict[str, Any]) -> dict[str, int]:
        return view["race_odds"] or view["odds"]

    @staticmethod
    def _backed(view: dict[str, Any]) -> list[str]:
        """Horses this seat bet on this round (first bet first), then its stables."""
        me = view["seat"]
        out = [b["horse"] for b in view["bets"] if b["seat"] == me]
        out += [h for h in view["players"][me]["stables"] if h not in out]
        return out

    # ---- decisions ---------------------------------------------------------------------
    def _bet(self, view: dict[str, Any], d: dict[str, Any]) -> Action:
        o = d["options"]
        odds = self._odds(view)
        me = view["seat"]
        if not o["horses"]:
            self.last_reason = "easy: " + _("no horse left to back")
            return Action(PASS)
        # The favourites first: lowest odds, then lane order.
        horses = sorted(o["horses"], key=lambda h: (odds[h], list(odds).index(h)))
        danari = view["players"][me]["danari"]
        if d["can_pass"]:
            # A second bet only while money is comfortable, and on another favourite.
            rounds_left = view["rounds"] - view["round"]
            if danari - o["min_stake"] < o["min_stake"] * (2 * rounds_left + 1):
                self.last_reason = "easy: " + _("passes, keeping money for the next rounds")
                return Action(PASS)
            backed = self._backed(view)
            fresh = [h for h in horses if h not in backed[:1]]
            horse = (fresh or horses)[0]
        else:
            horse = horses[0]
        kinds = o["horses"][horse]
        bet_kind = "win" if ("win" in kinds and odds[horse] <= 3) else (
            "show" if "show" in kinds else kinds[0])
        stake = o["min_stake"]
        if self.rng.random() < 0.3 and stake + o["step"] <= min(o["max_stake"], danari // 5):
            stake += o["step"]
        self.last_reason = "easy: " + _("{kind} on the favourite {horse} (1:{odds}), a small "
                                        "{stake}").format(kind=kind_words(bet_kind), horse=horse,
                                                          odds=odds[horse], stake=money(stake))
        return Action(BET, horse=horse, kind=bet_kind, stake=stake)

    def _fix(self, view: dict[str, Any], o: dict[str, Any]) -> Action:
        odds = self._odds(view)
        backed = self._backed(view)
        cards = list(o["cards"])
        good = [c for c in cards if card_sentiment(self.data, c) > 0]
        bad = [c for c in cards if card_sentiment(self.data, c) <= 0]
        favourites = sorted(o["horses"], key=lambda h: (odds[h], o["horses"].index(h)))
        if good and backed:
            card, horse = good[0], backed[0]
            why = _("helps my horse")
        elif bad:
            rivals = [h for h in favourites if h not in backed] or favourites
            card, horse = bad[0], rivals[0]
            why = _("slows the favourite I did not back")
        else:
            card, horse = good[0], favourites[0]
            why = _("helps the favourite")
        name = self.data.action(card).name
        self.last_reason = "easy: " + _("{card} on {horse}: {why}").format(card=name, horse=horse,
                                                                           why=why)
        return Action(PLAY_CARD, card=card, horse=horse)

    def _photo(self, view: dict[str, Any], o: dict[str, Any]) -> Action:
        odds = self._odds(view)
        backed = self._backed(view)
        best = min(o["horses"], key=lambda h: (h not in backed, odds[h]))
        self.last_reason = "easy: " + _("puts {horse} ahead (my horse or the "
                                              "favourite)").format(horse=best)
        return Action(PHOTO_PICK, horse=best)
