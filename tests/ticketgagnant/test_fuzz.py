"""A seeded fuzz of 2,000 whole games (2-6 players, both modes, every discipline, both
visibilities), bots and random legal play, with invariants after every event:

* one horse per square, every horse on the board, never on the river;
* no backward move (or push) of a horse past the dotted line;
* every card in exactly one place (deck, a hand, the played pile);
* each race's score lines and bonus as the rules give them (worked out here again from
  the ranking and the tickets), each total = max(-8, previous total + that race's lines).
"""
from __future__ import annotations

import collections
import random

from game.ticketgagnant.bots import make_bot
from game.ticketgagnant.game import TicketGagnantGame

from .helpers import DATA

GAMES = int(__import__("os").environ.get("TG_FUZZ_GAMES", 2000))
POINTS = {"exact": (7, 5, 4), "podium": 3, "off": -1, "out": -2}


def expected_lines(slots, order, out):
    """The scoring, written again from the rule text (not the rules' code)."""
    pts, exact = [], 0
    for i, h in enumerate(slots):
        if h is None:
            continue
        if h in out:
            pts.append(POINTS["out"])
        elif h in order[:3] and order.index(h) == i:
            pts.append(POINTS["exact"][i])
            exact += 1
        elif h in order[:3]:
            pts.append(POINTS["podium"])
        else:
            pts.append(POINTS["off"])
    chosen = [h for h in slots if h is not None]
    bonus = 0
    if len(chosen) == 3 and len(order) >= 3:
        if exact == 3:
            bonus = 5
        elif set(chosen) == set(order[:3]):
            bonus = 2
    return pts, bonus


class Watcher:
    """Follows the events of one game and checks them one by one."""

    def __init__(self, players: int) -> None:
        self.board: dict[int, list[int]] = {}
        self.tickets: dict[int, list] = {}
        self.totals = [0] * players
        self.ranking = None
        self.river: set = set()
        self.discipline = ""

    def squares_ok(self) -> None:
        squares = [tuple(p) for p in self.board.values()]
        assert len(set(squares)) == len(squares), "two horses on one square"
        for c, l in squares:
            assert 1 <= c <= DATA.columns and 1 <= l <= DATA.lanes
            assert (c, l) not in self.river, "a horse on the river"

    def see(self, e: dict) -> None:
        t = e["type"]
        if t == "race_start":
            self.board = {int(h): list(sq) for h, sq in e["positions"].items()}
            self.discipline = e["discipline"]
            self.river = set(DATA.maps[self.discipline].river)
            self.tickets = {}
        elif t == "prediction_made":
            self.tickets[e["seat"]] = e["slots"]
        elif t == "card_played":
            for mv in [e, e["push"]] if e["push"] else [e]:
                if mv["from"][0] > DATA.line_after:
                    assert mv["to"][0] >= mv["from"][0], f"backward past the line: {e}"
            assert self.board[e["horse"]] == e["from"]
            if e["push"]:
                assert self.board[e["push"]["horse"]] == e["push"]["from"] == e["to"]
                self.board[e["push"]["horse"]] = e["push"]["to"]
            self.board[e["horse"]] = e["to"]
        elif t == "ranking":
            self.ranking = (e["order"], e["disqualified"])
            assert sorted(e["order"] + e["disqualified"]) == list(DATA.horses)
            cols = [self.board[h][0] for h in e["order"]]
            assert cols == sorted(cols, reverse=True)
        elif t == "race_score":
            order, out = self.ranking
            pts, bonus = expected_lines(self.tickets[e["seat"]], order, out)
            assert [x["points"] for x in e["lines"]] == pts, e
            assert e["bonus"] == bonus, e
            assert e["previous"] == self.totals[e["seat"]]
            assert e["total"] == max(-8, e["previous"] + sum(pts) + bonus)
            self.totals[e["seat"]] = e["total"]
        elif t == "game_end":
            assert e["scores"] == self.totals
        self.squares_ok()


def cards_in_one_place(g: TicketGagnantGame) -> None:
    s = g.s
    every = s.deck + s.played + [c for h in s.hands for c in h]
    assert sorted(every) == list(range(len(DATA.cards))), "a card lost or doubled"


def test_fuzz_whole_games() -> None:
    rng = random.Random("tg-fuzz")
    seen = collections.Counter()
    kinds = ("random",) * 6 + ("easy", "normal")
    for n in range(GAMES):
        players = 2 + n % 5
        mode = ("basic", "advanced")[n // 5 % 2]
        vis = ("visible", "hidden")[n // 10 % 2]
        races = None if n % 3 else rng.randint(1, 3)
        g, events = TicketGagnantGame.new({"players": players, "mode": mode,
                                           "predictions": vis, "races": races}, n)
        bots = [make_bot(kinds[rng.randrange(len(kinds))], n, seat) for seat in range(players)]
        w = Watcher(players)
        for e in events:
            w.see(e)
        while not g.is_over():
            seat = g.s.turn
            if rng.random() < 0.15:
                action = g.legal().sample(rng)
            else:
                action = bots[seat].choose(g.view(seat))
            for e in g.apply(action):
                w.see(e)
                seen[e["type"]] += 1
                if e["type"] == "race_start":
                    seen[e["discipline"]] += 1
                    seen[e["visibility"]] += 1
            assert {h: list(p) for h, p in g.s.positions.items()} == w.board
            cards_in_one_place(g)
        assert g.standings()[0].place == 1
    for what in ("flat", "obstacle", "steeplechase", "harness", "visible", "hidden",
                 "photo_finish", "disqualified"):
        assert seen[what], f"the fuzz never saw {what}"
    print(dict(seen))
