"""Calibration of the race-odds estimator (game.horsefever.tipster) over real races from seeded games.

    python tools/calibrate.py --races 10000 --seed 1            # the table in docs/bots.md

Plays seeded bot games (seats rotated, default normal,easy,simple,random). In every round,
at the first second-bet decision (all action cards behind the lanes, the others' face
down) and at the first first-bet decision (lanes empty, every card still in hand), it asks
the estimator for each horse's chances from the deciding seat's view only, then records
how the race really ended. Predictions are grouped into bins of predicted win probability;
for each bin the observed win rate is compared with the band the predictions allow:
mean predicted +- 1.96 x sqrt(sum p(1-p)) / n (the spread of a sum of independent
Bernoulli draws with those probabilities). The estimator runs as the tipster panel and
the hard bot run it: with the placement model (``tipster.model``, scale 1.0; at the first
bet the deciding seat's own cards are played by the model too). ``--compare none,0.8``
also scores other settings on the same views (``none``: the plain uniform draw, as the
normal bot uses it) in one summary line each. ``--peek`` checks the race simulation alone:
at the second bet the estimator is shown every face-down card (read from the game state by
this tool, never by the estimator), so only the movement cards and dice are left to chance.
"""
from __future__ import annotations

import argparse
import math
import multiprocessing as mp
import pathlib
import sys
import time
from typing import Any

import numpy as np

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from game.horsefever.bots import make_bot  # noqa: E402
from game.horsefever.rules import Game  # noqa: E402
from game.horsefever.rules.loader import load_data  # noqa: E402
from game.horsefever.tipster import estimate  # noqa: E402

POINTS = ("second_bet", "first_bet")
WIN_BINS = (0.0, 0.02, 0.05, 0.10, 0.15, 0.20, 0.30, 0.40, 0.50, 0.60, 1.0001)
SHOW_BINS = (0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0001)

_DATA = None


def _init() -> None:
    global _DATA
    _DATA = load_data()


def play(job: tuple[int, list[str], int, int, list[float | None], bool, bool]
         ) -> list[dict[str, Any]]:
    """Plays one game; returns one record per (race, point) with predictions and result."""
    seed, kinds, races, players, models, peek, calibrated = job
    data = _DATA
    assert data is not None
    game, _ = Game.new(data, [f"P{i}" for i in range(players)], "family", seed,
                       bots=kinds)
    bots = [make_bot(k, data, seed, i) for i, k in enumerate(kinds)]
    records: list[dict[str, Any]] = []
    pending: list[dict[str, Any]] = []
    seen: set[tuple[int, str]] = set()
    rng = np.random.default_rng(seed)
    while not game.is_over():
        seat = game.current_player()
        view = game.view(seat)
        kind = view["decision"]["kind"]
        key = (view["round"], kind)
        if kind in POINTS and key not in seen:
            seen.add(key)
            rec: dict[str, Any] = {"seed": seed, "round": view["round"], "point": kind}
            own = kind == "first_bet"  # the seat's own cards will be played too
            if peek and kind == "second_bet":
                view = dict(view, lanes={c: [{"seat": pc.seat, "card": pc.card}
                                             for pc in game.state.lanes[c]]
                                         for c in data.colours})
            est = estimate(view, data, races, rng, model=models[0], own_future=own,
                           calibrated=calibrated)
            rec["win"] = [est.p_win[c] for c in data.colours]
            rec["show"] = [est.p_show[c] for c in data.colours]
            rec["place"] = [est.exp_place[c] for c in data.colours]
            rec["seconds"] = est.seconds
            for j, model in enumerate(models[1:], start=1):
                em = estimate(view, data, races, rng, model=model, own_future=own)
                rec[f"win_{j}"] = [em.p_win[c] for c in data.colours]
                rec[f"show_{j}"] = [em.p_show[c] for c in data.colours]
            pending.append(rec)
        events = game.apply(bots[seat].choose(view))
        for ev in events:
            if ev["type"] == "ranking":
                order = ev["order"]
                for rec in pending:
                    rec["rank"] = [order.index(c) for c in data.colours]
                    records.append(rec)
                pending = []
    return records


def bin_table(pred: np.ndarray, hit: np.ndarray, bins: tuple[float, ...]) -> tuple[str, int, int]:
    """A Markdown calibration table; returns it with (bins inside band, bins used)."""
    lines = ["| predicted | n | mean predicted | observed | 95% band | inside |",
             "|---|---:|---:|---:|---|:---:|"]
    inside = used = 0
    for lo, hi in zip(bins, bins[1:]):
        m = (pred >= lo) & (pred < hi)
        n = int(m.sum())
        if n == 0:
            continue
        p = pred[m]
        mean = float(p.mean())
        obs = float(hit[m].mean())
        half = 1.96 * math.sqrt(float((p * (1 - p)).sum())) / n
        ok = mean - half <= obs <= mean + half
        used += 1
        inside += ok
        lines.append(f"| {lo:.2f}-{min(hi, 1):.2f} | {n} | {mean:.3f} | {obs:.3f} | "
                     f"{max(0, mean - half):.3f}-{min(1, mean + half):.3f} | "
                     f"{'yes' if ok else 'NO'} |")
    return "\n".join(lines), inside, used


def spiegelhalter(pred: np.ndarray, hit: np.ndarray) -> tuple[float, float]:
    """Spiegelhalter's z test of calibration over all predictions at once (no binning):
    z = sum((o - p)(1 - 2p)) / sqrt(sum((1 - 2p)^2 p (1 - p))); returns (z, two-sided p)."""
    num = float(((hit - pred) * (1 - 2 * pred)).sum())
    den = math.sqrt(float((((1 - 2 * pred) ** 2) * pred * (1 - pred)).sum()))
    z = num / den if den > 0 else 0.0
    return z, math.erfc(abs(z) / math.sqrt(2))


def scores(pred: np.ndarray, hit: np.ndarray) -> str:
    brier = float(((pred - hit) ** 2).mean())
    eps = 1e-6
    logloss = float(-(hit * np.log(np.clip(pred, eps, 1)) +
                      (1 - hit) * np.log(np.clip(1 - pred, eps, 1))).mean())
    z, p = spiegelhalter(pred, hit)
    return f"Brier {brier:.4f}, log loss {logloss:.4f}, Spiegelhalter z {z:+.2f} (p = {p:.2f})"


def fit_sharpen(records: list[dict[str, Any]]) -> int:
    """Prints the power of P(win) that minimises the log loss of the real winners, for each
    point (the values of ``game.horsefever.tipster.model.SHARPEN``)."""
    keys = {"second_bet": "placed", "first_bet": "in_hands"}
    for point in POINTS:
        recs = [r for r in records if r["point"] == point]
        if not recs:
            continue
        p = np.clip(np.array([r["win"] for r in recs]), 1e-6, 1.0)
        winner = np.array([r["rank"].index(0) for r in recs])
        best = None
        for a in np.arange(0.70, 2.001, 0.01):
            q = p ** a
            q /= q.sum(axis=1, keepdims=True)
            loss = float(-np.log(q[np.arange(len(q)), winner]).mean())
            if best is None or loss < best[1]:
                best = (float(a), loss)
        q1 = p / p.sum(axis=1, keepdims=True)
        raw = float(-np.log(q1[np.arange(len(q1)), winner]).mean())
        print(f"{point} ({keys[point]}): {len(recs)} races, power {best[0]:.2f} "
              f"(log loss of the winner {raw:.4f} -> {best[1]:.4f})")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--races", type=int, default=10000, help="real races to score")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seats", default="normal,easy,simple,random")
    ap.add_argument("--sims", type=int, default=2000, help="simulated races per estimate")
    ap.add_argument("--model", default="1.0",
                    help="placement model scale of the main tables (none: uniform draw)")
    ap.add_argument("--compare", default="",
                    help="other settings to score on the same views, e.g. none,0.8")
    ap.add_argument("--processes", type=int, default=2)
    ap.add_argument("--fit", action="store_true",
                    help="fit model.SHARPEN on these races (raw estimates) instead of scoring")
    ap.add_argument("--peek", action="store_true",
                    help="second bet: show the estimator every card (checks the simulation)")
    args = ap.parse_args(argv)
    kinds = args.seats.split(",")
    if len(kinds) == 1:
        kinds *= args.players
    def parse(m: str) -> float | None:
        return None if m.strip().lower() == "none" else float(m)

    models = [parse(args.model)] + [parse(m) for m in args.compare.split(",") if m.strip()]
    data = load_data()
    rounds = data.players[args.players].rounds
    games = math.ceil(args.races / rounds)
    jobs = []
    for g in range(games):
        k = g % len(kinds)
        jobs.append((args.seed + g, kinds[k:] + kinds[:k], args.sims, args.players, models,
                     args.peek, not args.fit))
    t0 = time.perf_counter()
    records: list[dict[str, Any]] = []
    ctx = mp.get_context("fork" if sys.platform != "win32" else "spawn")
    with ctx.Pool(args.processes, initializer=_init) as pool:
        for i, recs in enumerate(pool.imap(play, jobs, chunksize=8)):
            records.extend(recs)
            if (i + 1) % 250 == 0:
                print(f"  {i + 1}/{games} games, {time.perf_counter() - t0:.0f} s",
                      file=sys.stderr, flush=True)
    took = time.perf_counter() - t0
    print(f"Calibration: {games} seeded games (seeds {args.seed}..{args.seed + games - 1}), "
          f"{args.players} players, seats {','.join(kinds)} rotated; {args.sims} simulated "
          f"races per estimate; placement model {args.model}"
          f"{'; PEEK: every card shown at the second bet' if args.peek else ''}; {took:.0f} s")
    if args.fit:
        return fit_sharpen(records)
    for point in POINTS:
        recs = [r for r in records if r["point"] == point]
        if not recs:
            continue
        win = np.array([r["win"] for r in recs]).ravel()
        show = np.array([r["show"] for r in recs]).ravel()
        rank = np.array([r["rank"] for r in recs]).ravel()
        place = np.array([r["place"] for r in recs]).ravel()
        won = (rank == 0).astype(float)
        shown = (rank < data.rules.show_places).astype(float)
        ms = 1000 * np.array([r["seconds"] for r in recs])
        print(f"\n### At the {point.replace('_', ' ')}: {len(recs)} races, "
              f"{win.size} predictions (estimate {np.median(ms):.1f} ms median)\n")
        tab, inside, used = bin_table(win, won, WIN_BINS)
        print("P(win):", scores(win, won), f"- {inside}/{used} bins inside the band\n")
        print(tab)
        tab, inside, used = bin_table(show, shown, SHOW_BINS)
        print(f"\nP(top 3): {scores(show, shown)} - {inside}/{used} bins inside the band\n")
        print(tab)
        print(f"\nExpected place: mean absolute error "
              f"{float(np.abs(place - (rank + 1)).mean()):.3f} places "
              f"(sum of P(win) per race {np.array([sum(r['win']) for r in recs]).mean():.4f},"
              f" of P(top 3) {np.array([sum(r['show']) for r in recs]).mean():.4f})")
        for j, model in enumerate(models[1:], start=1):
            wm = np.array([r[f"win_{j}"] for r in recs]).ravel()
            sm = np.array([r[f"show_{j}"] for r in recs]).ravel()
            _, inside, used = bin_table(wm, won, WIN_BINS)
            _, inside3, used3 = bin_table(sm, shown, SHOW_BINS)
            name = "the plain draw (no placement model)" if model is None else f"model {model}"
            print(f"\nWith {name}: P(win) {scores(wm, won)}, {inside}/{used} bins inside; "
                  f"P(top 3) {scores(sm, shown)}, {inside3}/{used3} bins inside")
    return 0


if __name__ == "__main__":
    sys.exit(main())
