"""Finish Line bot ladder, seat-rotated: python tools/fl_ladder.py GAMES KINDS
(e.g. 200 hard,normal,easy,random); win rate = share of games with the most money."""
import sys, time, collections
sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parents[1]))
from game.finishline.bench import play
games = int(sys.argv[1]); kinds = sys.argv[2].split(",")
wins = collections.Counter(); money = collections.Counter()
t0 = time.process_time()
for g in range(games):
    rot = g % len(kinds)
    seats = kinds[rot:] + kinds[:rot]
    game = play(1000 + g, seats)
    st = game.standings()
    winners = [x.seat for x in st if x.place == 1]
    for w in winners:
        wins[seats[w]] += 1 / len(winners)
    for x in st:
        money[seats[x.seat]] += x.score["total"]
dt = time.process_time() - t0
for k in kinds:
    print(f"{k:7s} win rate {wins[k]/games:6.1%}  mean total {money[k]/games:9.0f}")
print(f"{games} games, {dt:.1f} CPU s, {dt/games*1000:.0f} ms/game")
