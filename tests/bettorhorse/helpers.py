"""Helpers for Bettor Horse's tests: games with chosen decks, a shadow of card places."""
from __future__ import annotations

import dataclasses
import random
from typing import Any

from game.bettorhorse.data import game_data
from game.bettorhorse.rules.deck import BHData, CardSpec
from game.bettorhorse.rules.engine import Engine


def data_with(deck: list[tuple[int, str, bool]] | None = None, **changes: Any) -> BHData:
    """The bundled data with another deck (speed, back, mudder) or other values."""
    d = game_data()
    if deck is not None:
        changes["deck"] = tuple(CardSpec(s, b, m, s == 8) for s, b, m in deck)
    return dataclasses.replace(d, **changes)


def new(players: int = 2, track: bool = False, seed: int = 1,
        data: BHData | None = None) -> tuple[Engine, list[dict[str, Any]]]:
    names = [f"P{i + 1}" for i in range(players)]
    return Engine.new(data or game_data(), names, track, seed)


def choose(eng: Engine, cards: list[str], bet: str) -> list[dict[str, Any]]:
    """The deciding seat places ``cards`` in order and bets."""
    events = []
    for c in cards:
        events += eng.apply("horse", c)
    return events + eng.apply("bet", bet)


def random_move(eng: Engine, rng: random.Random) -> tuple[str, Any]:
    seat, kind, o = eng.decision()  # type: ignore[misc]
    key = {"horse": "cards", "bet": "bets", "mudder": "changes"}[kind]
    return kind, rng.choice(o[key])


class Shadow:
    """Card places rebuilt from the events alone, checked after every event."""

    def __init__(self, start: dict[str, Any]) -> None:
        self.place: dict[str, str] = {}
        for deck in start["decks"]:
            for c in deck["cards"]:
                assert c["card"] not in self.place
                self.place[c["card"]] = f"hand:{deck['seat']}"
        self.total = len(self.place)
        self.sudden = False
        self.outcome: dict[str, Any] | None = None
        self.prize: dict[str, Any] | None = None

    def see(self, ev: dict[str, Any]) -> None:
        t = ev["type"]
        if t == "round_start":
            self.sudden = False
        elif t == "sudden_round":
            self.sudden = True
        elif t == "horse_placed" and not self.sudden:
            assert self.place[ev["card"]] == f"hand:{ev['seat']}", ev
            self.place[ev["card"]] = f"table:{ev['seat']}"
        elif t == "round_outcome":
            self.outcome = ev
        elif t == "prize":
            matched = [o["seat"] for o in self.outcome["outcomes"] if o["matched"]]
            want = {0: "neither", 1: "alone", 2: "both"}[len(matched)]
            assert ev["rule"] == want and sorted(ev["winners"]) == sorted(matched), ev
            self.prize = ev
        elif t == "cards_moved":
            for c in ev["cards"]:
                src = self.place[c]
                if self.prize is not None:  # a round's prize: from the table
                    assert src.startswith("table:"), (c, src)
                    rule = self.prize["rule"]
                    if rule == "neither":
                        assert ev["to"] == "pool"
                    elif rule == "alone":
                        assert ev["to"] == "purse" and ev["seat"] == self.prize["winners"][0]
                    else:
                        assert ev["to"] == "purse" and src == f"table:{ev['seat']}"
                else:  # the Pool's award
                    assert src == "pool" and ev["to"] == "purse", (c, src)
                self.place[c] = "pool" if ev["to"] == "pool" else f"purse:{ev['seat']}"
        elif t == "set_aside":
            for c in ev["cards"]:
                src = self.place[c]
                assert src == ("pool" if ev["reason"] == "pool" else f"hand:{ev['seat']}")
                self.place[c] = "aside"
        elif t in ("final_over", "round_start"):
            self.prize = None
        if t == "round_start" or t == "pool_awarded":
            self.prize = None
        assert len(self.place) == self.total

    def check_state(self, eng: Engine) -> None:
        """The engine's places are the shadow's, card for card."""
        s = eng.state
        real: dict[str, str] = {}
        for seat, hand in enumerate(s.hands):
            for c in hand:
                real[c] = f"hand:{seat}"
        for seat, purse in enumerate(s.purses):
            for c in purse:
                real[c] = f"purse:{seat}"
        for c in s.pool:
            real[c] = "pool"
        for c in s.aside:
            real[c] = "aside"
        if s.table is not None and not s.table.sudden:
            for i, seat in enumerate(s.table.seats):
                for c in s.table.slots[i]:
                    real[c] = f"table:{seat}"
        n = sum(map(len, s.hands)) + sum(map(len, s.purses)) + len(s.pool) + len(s.aside)
        if s.table is not None and not s.table.sudden:
            n += sum(map(len, s.table.slots))
        assert n == self.total == len(real), "a card in two places or none"
        assert real == self.place
