"""Helpers for Finish Line's tests: games driven fast, and the invariants."""
from __future__ import annotations

import random
from typing import Any

from game.finishline.data import load_data
from game.finishline.game import FinishLineGame

DATA = load_data()
ALL_DICE = sorted(d["id"] for d in DATA.dice)


def new(players: int = 3, seed: int = 1) -> tuple[FinishLineGame, list[dict[str, Any]]]:
    return FinishLineGame.new({"players": players}, seed)


def dice_places(s: dict[str, Any]) -> list[str]:
    """Every die where the state keeps it: pool, hand, tiles, saved, extras, out."""
    on_tiles = [d for sq in s["squares"].values() for d in sq if d not in (None, "#")]
    return (s["pool"] + s["hand"] + on_tiles + [d for _, d in s["saved"]]
            + [d for _, d in s["extras"]] + s["out"])


def check_state(s: dict[str, Any]) -> None:
    """The invariants of a state between decisions."""
    assert sorted(dice_places(s)) == ALL_DICE, "27 dice not accounted for"
    running = [t for t in s["start"] if t not in s["disqualified"]]
    assert sorted(s["order"]) == sorted(running), "order is not the running tiles"
    assert sorted(map(int, s["squares"])) == sorted(running)
    assert sum(s["side"]) == 0, "side bets do not sum to zero"
    assert all(c >= 0 for c in s["capital"])
    if s["level"]:
        assert s["dead_even_used"] and len(s["order"]) >= 2


class EventModel:
    """Follows the events alone and checks them: the order a permutation of the running
    tiles, money conserved race by race, dead even at most once a race."""

    def __init__(self) -> None:
        self.running: list[int] = []
        self.dead_even = 0
        self.paid: dict[int, int] = {}
        self.side: dict[int, int] = {}

    def see(self, e: dict[str, Any]) -> None:
        t = e["type"]
        if t == "race_start":
            self.running, self.dead_even, self.paid = list(e["tiles"]), 0, {}
        elif t == "disqualified":
            self.running.remove(e["horse"])
        elif t == "order":
            assert sorted(e["order"]) == sorted(self.running), e
            if e["cause"] == "dead_even":
                self.dead_even += 1
                assert self.dead_even == 1, "dead even twice in a race"
        elif t in ("payout", "outsider_bonus"):
            self.paid[e["seat"]] = self.paid.get(e["seat"], 0) + e["amount"]
        elif t == "race_end":
            for seat, (before, stake, ret, after) in enumerate(zip(
                    e["capital_before"], e["stakes"], e["returns"], e["capital"])):
                assert ret == self.paid.get(seat, 0)
                assert after == before - stake + ret, "money not conserved"
        elif t == "side_bet":
            self.side[e["seat"]] = self.side.get(e["seat"], 0) + e["amount"]
            self.side[e["payer"]] = self.side.get(e["payer"], 0) - e["amount"]
        elif t == "game_end":
            assert sum(e["side"]) == 0
            for seat, v in enumerate(e["side"]):
                assert v == self.side.get(seat, 0)
            assert e["totals"] == [c + s for c, s in zip(e["capital"], e["side"])]


def play_random(players: int, seed: int, check: bool = True) -> tuple[FinishLineGame, list]:
    """A whole game of uniformly random legal actions, checked after every event."""
    rng = random.Random(f"fl-fuzz:{seed}")
    game, events = new(players, seed)
    model = EventModel()
    for e in events:
        model.see(e)
    while not game.is_over():
        new_events = game.apply(game.legal().sample(rng))
        for e in new_events:
            model.see(e)
        if check:
            check_state(game.engine.s)
        events += new_events
    return game, events


def at_use(order: list[int], hand: dict[str, str], players: int = 3, seat: int = 0,
           on: dict[str, tuple[int, str]] | None = None, out: list[str] | None = None,
           pool: list[str] | None = None) -> FinishLineGame:
    """A race forced to a ``use`` decision: the row ``order`` (back to lead), ``seat``
    holding ``hand`` ({die: face}), dice ``on`` tiles ({die: (horse, face)}), dice
    ``out``; the rest in the pool (or only ``pool``, the others out)."""
    from game.finishline.rules.state import squares_of
    game, _ = new(players, 5)
    s = game.engine.s
    s["start"], s["order"] = list(order), list(order)
    s["squares"] = {str(t): squares_of(DATA, t) for t in order}
    s["sheets"][-1] = [[] for _ in range(players)]
    s["done"] = [True] * players
    s["phase"], s["turn"], s["starter"] = "use", seat, seat
    s["faces"] = {d: None for d in ALL_DICE}
    s["hand"] = list(hand)
    s["faces"].update(hand)
    s["out"] = list(out or [])
    for die, (tile, face) in (on or {}).items():
        sq = s["squares"][str(tile)]
        sq[sq.index(None)] = die
        s["faces"][die] = face
    placed = set(hand) | set(on or {}) | set(s["out"])
    rest = [d["id"] for d in DATA.dice if d["id"] not in placed]
    if pool is not None:
        s["out"] += [d for d in rest if d not in pool]
        rest = [d for d in rest if d in pool]
    s["pool"] = rest
    game.engine.touched()  # (the state written outside apply: views start afresh)
    check_state(s)
    return game
