"""How lively Ticket Gagnant's races are: seeded bot games, measured race by race.

    python tools/tg_pace.py                               the data file as it is
    python tools/tg_pace.py --set grid.columns=11 --set grid.dotted_line_after=7 \
        --set deck.horse_values=[1,2,3,4]                  a variant (the file untouched)

Per race: whether a horse reached the last column (the race stopped there) or the hands
were spent; the leader's column at the end; the share of horses past the dotted line at
the end; the leader's and the median horse's column half-way through the race's cards; the
race's length in cards played (turns). Groups: the bots' own choice of hand size (normal
and hard pick the middle one) at 2-6 players, and random bots (random hand sizes, moves).

A variant with fewer columns drops the map squares beyond the grid and moves the rest in
proportion (the measure is of pace, mostly on the Flat track; the maps themselves are
judged by eye and by the data file's checks).
"""
from __future__ import annotations

import argparse
import ast
import dataclasses
import statistics
import sys
import tomllib
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ticketgagnant import data as tg_data  # noqa: E402
from game.ticketgagnant.actions import SetupRace  # noqa: E402
from game.ticketgagnant.bots import make_bot  # noqa: E402
from game.ticketgagnant.game import TicketGagnantGame  # noqa: E402

GROUPS = {  # name: (seat kinds per player count, mode)
    "normal+hard": [["normal", "hard"], ["hard", "normal", "normal"],
                    ["hard", "normal", "hard", "normal"],
                    ["normal", "hard", "normal", "hard", "normal"],
                    ["hard", "normal", "hard", "normal", "hard", "normal"]],
    "random": [["random"] * n for n in range(2, 7)],
}


def variant(sets: list[str]) -> dict[str, Any]:
    """The data file with ``key=value`` overrides (values in Python/TOML literal form)."""
    doc = tomllib.loads((Path(tg_data.__file__).resolve().parents[2] / "data" /
                         tg_data.FILE).read_text(encoding="utf-8"))
    old = doc["grid"]["columns"]
    for s in sets:
        key, _, raw = s.partition("=")
        node = doc
        parts = key.split(".")
        for p in parts[:-1]:
            node = node[p]
        node[parts[-1]] = ast.literal_eval(raw)
    new = doc["grid"]["columns"]
    if new != old:
        for d in doc["disciplines"].values():
            for feature in ("hedges", "river", "horseshoes"):
                if not any(s.startswith(f"disciplines.") for s in sets):
                    d[feature] = sorted({(max(2, round(c * new / old)), lane)
                                         for c, lane in d[feature]
                                         if round(c * new / old) < new})
                    d[feature] = [list(x) for x in d[feature]]
    return doc


def use(doc: dict[str, Any]) -> None:
    """Makes the game read ``doc`` instead of the bundled file."""
    parsed = tg_data.parse(doc)
    tg_data.load_file = lambda path: parsed  # type: ignore[assignment]
    tg_data.game_data.cache_clear()


def races(seed: int, kinds: list[str], mode: str, hand: int | None = None
          ) -> list[dict[str, Any]]:
    """One game; a record per race (``hand``: every race dealt that many, whatever the
    bots would choose)."""
    d = tg_data.game_data()
    game, _ = TicketGagnantGame.new({"players": len(kinds), "mode": mode,
                                     "predictions": "visible", "races": None}, seed)
    bots = [make_bot(k, seed, i) for i, k in enumerate(kinds)]
    out: list[dict[str, Any]] = []
    cur: dict[str, Any] = {}
    while not game.is_over():
        seat = game.s.turn
        action = bots[seat].choose(game.view(seat))
        if hand is not None and isinstance(action, SetupRace):
            action = dataclasses.replace(action, hand=hand)
        events = game.apply(action)
        for e in events:
            if e["type"] == "race_start":
                cur = {"hand": e["hand_size"], "players": len(kinds), "turns": 0,
                       "discipline": e["discipline"],
                       "dealt": len(kinds) * e["hand_size"],
                       "half": len(kinds) * e["hand_size"] // 2}
            elif e["type"] in ("card_played", "card_discarded"):
                cur["turns"] += 1
                if cur["turns"] == cur["half"]:
                    cols = sorted(p[0] for p in game.s.positions.values())
                    cur["mid_lead"], cur["mid_median"] = cols[-1], statistics.median(cols)
            elif e["type"] == "race_end":
                cols = [p[0] for p in game.s.positions.values()]
                cur["finish"] = e["reason"] == "finish"
                cur["lead"] = max(cols)
                cur["past"] = sum(c > d.line_after for c in cols) / len(cols)
                cur["second"] = sorted(cols)[-2]
                cur["third"] = sorted(cols)[-3]
                cur.setdefault("mid_lead", cur["lead"])
                cur.setdefault("mid_median", statistics.median(cols))
                out.append(cur)
    return out


def report(name: str, rs: list[dict[str, Any]], columns: int, line: int) -> None:
    n = len(rs)
    fin = sum(r["finish"] for r in rs) / n
    lead = Counter(r["lead"] for r in rs)
    lead_past = sum(r["lead"] > line for r in rs) / n
    third_past = sum(r["third"] > line for r in rs) / n
    print(f"  {name}: {n} races; reached the finish {fin:.1%}; leader past the line "
          f"{lead_past:.0%}; 3rd horse past the line {third_past:.0%}; horses past the line "
          f"{statistics.mean(r['past'] for r in rs):.0%}")
    print(f"    leader's final column: mean {statistics.mean(r['lead'] for r in rs):.1f}  "
          + " ".join(f"{c}:{lead[c] * 100 / n:.0f}%" for c in range(1, columns + 1) if lead[c]))
    print(f"    half-way: leader {statistics.mean(r['mid_lead'] for r in rs):.1f}, median "
          f"horse {statistics.mean(r['mid_median'] for r in rs):.1f}; race length "
          f"{statistics.mean(r['turns'] for r in rs):.1f} turns (of "
          f"{statistics.mean(r['dealt'] for r in rs):.1f} cards dealt)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--set", action="append", default=[], help="key=value override")
    ap.add_argument("--games", type=int, default=20, help="games per player count")
    ap.add_argument("--mode", default="basic", choices=("basic", "advanced"))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--hand", type=int, help="deal this many cards every race")
    ap.add_argument("--players", type=int, help="this player count only")
    ap.add_argument("--by-players", action="store_true", help="also a line per player count")
    a = ap.parse_args()
    if a.set:
        use(variant(a.set))
    d = tg_data.game_data()
    print(f"{d.columns} columns, line after {d.line_after}, {len(d.cards)} cards "
          f"({a.games} games per player count, {a.mode}"
          + (f", hands of {a.hand})" if a.hand else ")"))
    for name, tables in GROUPS.items():
        tables = [t for t in tables if a.players in (None, len(t))]
        rs = [r for kinds in tables for g in range(a.games)
              for r in races(a.seed + g, kinds, a.mode, a.hand)]
        report(name, rs, d.columns, d.line_after)
        if a.by_players:
            for p in sorted({r["players"] for r in rs}):
                sub = [r for r in rs if r["players"] == p]
                fin = sum(r["finish"] for r in sub) / len(sub)
                past = sum(r["lead"] > d.line_after for r in sub) / len(sub)
                print(f"    {p} players: finish {fin:4.0%}, leader past the line {past:4.0%}, "
                      f"leader's column {statistics.mean(r['lead'] for r in sub):4.1f}")

if __name__ == "__main__":
    main()
