"""Seeded fuzz: 2,000 whole Bettor Horse games (2 to 8 players, Track Conditions on and
off) by random legal moves, with the invariants checked after every event: every card in
exactly one place, the totals conserved, each prize following from the round's outcomes
(``helpers.Shadow``), and the engine's places equal to the events' after every move."""
from __future__ import annotations

import random

from .helpers import Shadow, new, random_move

GAMES = 2000
PLAYERS = (2, 2, 2, 2, 2, 4, 4, 6, 8, 2)


def test_fuzz_two_thousand_games() -> None:
    rng = random.Random("bettor-horse-fuzz")
    sudden = 0
    for g in range(GAMES):
        players = PLAYERS[g % len(PLAYERS)]
        eng, events = new(players=players, track=g % 2 == 1, seed=g)
        shadow = Shadow(events[0])
        for ev in events[1:]:
            shadow.see(ev)
        while not eng.is_over():
            for ev in eng.apply(*random_move(eng, rng)):
                shadow.see(ev)
            shadow.check_state(eng)
        s = eng.state
        counts = [len(p) for p in s.purses]
        assert sum(counts) + len(s.pool) + len(s.aside) == 24 * players and not s.pool
        assert s.winners and all(counts[w] == max(counts) for w in s.winners)
        sudden += s.sudden is not None
    assert sudden  # Sudden Death was played
