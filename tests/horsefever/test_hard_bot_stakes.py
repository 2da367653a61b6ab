"""The hard bot values a big winning bet at its full payout (issue 16, point 15).

Its simulated outcomes multiplied the stake by the odds in the tables' 16-bit integers: a
5000 D Win bet at 1:7 came out as -30536 D (the product wrapped round), and a stake above
32767 D stopped the bot with an OverflowError. Found by setting the data's numbers to the
ends of their declared ranges (tests/test_data_bounds.py).
"""
from __future__ import annotations

import numpy as np

from game.horsefever.bots import make_bot
from game.horsefever.bots.hard_bot import Table
from game.horsefever.rules.loader import load_data
from game.horsefever.tipster.simulate import SimResult


def one_race(rows: list[int]) -> SimResult:
    """One simulated race: lanes finish in lane order, on these odds rows, no cards."""
    return SimResult(places=np.array([[0, 1, 2, 3, 4, 5]], np.int8),
                     rows=np.array([rows], np.int8),
                     cards=np.zeros((1, 0), np.int16), lanes=np.zeros((1, 0), np.int16),
                     survive=np.zeros((1, 0), bool))


def test_a_big_win_bet_pays_stake_times_odds():
    data = load_data()
    bot = make_bot("hard", data, 1, 0)
    tab = Table(seats=[0, 1], vp=np.zeros(2), danari=np.zeros(2), extra_vp=np.zeros((1, 2)),
                extra_d=np.zeros((1, 2)), owners={})
    sim = one_race([5, 0, 1, 2, 3, 4])  # black, 1:7, wins
    for stake in (5000, 40000):
        _, dd = bot.outcomes(sim, tab, [(0, "black", "win", stake)])
        assert dd[0, 0] == stake * 7
