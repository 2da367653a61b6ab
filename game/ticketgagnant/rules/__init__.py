"""Ticket Gagnant's rules, pure: no pygame, no words, no files; one chapter per module.

``components`` (the cards, tracks and tables as records), ``errors`` (refusals as reason
codes), ``state`` (the position as JSON), ``track`` (the
grid: moves, pushes, hedges, river), ``setup`` (the game and each race's start),
``predict`` (the tickets), ``movement`` (playing and discarding cards), ``finish`` (the
race's end, ranking and photo finish), ``scoring`` (the tickets scored, the floor) and
``engine`` (whose decision it is, and applying an action).
"""
