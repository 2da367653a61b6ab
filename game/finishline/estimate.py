"""The bots' estimates: each horse's chance to win and place, from a seat's view alone.

``chances`` is the quick position estimate: a horse's strength falls with its distance
from the lead, the more steeply the fewer dice are left (F tiles and a waiting white
horseshoe count as part of a place ahead, a waiting Whipping as a risk). ``simulate``
plays the rest of the race many times from the view (the remaining dice known, every
use random-legal) with the rules' own engine. ``sheet_value`` prices a bet sheet.
"""
from __future__ import annotations

import copy
import math
import random
from typing import Any

from .data import FLData, load_data
from .rules.engine import Engine

Chances = dict[int, float]


def state_from_view(view: dict[str, Any]) -> dict[str, Any]:
    """A state the engine can play on, built from a view (others' bets left out)."""
    data = load_data()
    n = len(view["players"])
    faces = {d: view["faces"].get(d) for d in view["colours"]}
    used = set(view["start"])
    return {
        "names": [p["name"] for p in view["players"]], "bots": [""] * n, "seed": 0,
        "seq": 0, "race": view["race"], "phase": view["phase"],
        "pile": [t for t in sorted(data.tiles) if t not in used],
        "start": list(view["start"]), "order": list(view["order"]), "level": view["level"],
        "dead_even_used": view["dead_even_used"], "disqualified": list(view["disqualified"]),
        "squares": copy.deepcopy(view["squares"]),
        "capital": [p["capital"] for p in view["players"]],
        "side": [p["side"] for p in view["players"]], "history": [],
        "sheets": [[[] for _ in range(n)]], "done": [True] * n, "starter": view["starter"],
        "turn": view["turn"], "pool": list(view["pool"]), "hand": list(view["hand"]),
        "out": list(view["out"]), "saved": copy.deepcopy(view["saved"]),
        "faces": faces, "homestretch": view["homestretch"], "skip": False,
        "extras": copy.deepcopy(view["extras"]), "winners": [],
    }


def strengths(data: FLData, s: dict[str, Any]) -> dict[int, float]:
    """Each running horse's strength by the position estimate."""
    order = s["order"]
    left = len(s["pool"]) + len(s["hand"]) + len(s["extras"]) + len(s["saved"])
    steep = 0.2 + 6.0 / (left + 2)
    out = {}
    n = len(order)
    for i, h in enumerate(order):
        k = n - 1 - i
        if s["level"] and i == n - 2:
            k = 0
        sq = s["squares"][str(h)]
        faces = [s["faces"].get(d) for d in sq if d not in (None, "#")]
        if left:
            if data.tiles[h]["trait"] == "F":
                k -= 0.3
            k -= 0.5 * faces.count("horseshoe")
            k += 0.3 * faces.count("whipping")
        out[h] = math.exp(-max(k, -1.0) * steep)
    return out


def chances(data: FLData, s: dict[str, Any], boost: dict[int, float] | None = None) \
        -> tuple[Chances, Chances, dict[frozenset, float]]:
    """(win, top two, pair) chances by the position estimate; ``boost`` multiplies some
    horses' strengths (the horses a seat will push with its own dice)."""
    st = strengths(data, s)
    for h, b in (boost or {}).items():
        if h in st:
            st[h] *= b
    total = sum(st.values()) or 1.0
    win = {h: v / total for h, v in st.items()}
    top2 = dict(win)
    pair: dict[frozenset, float] = {}
    hs = list(st)
    for a in hs:
        rest = total - st[a]
        for b in hs:
            if b != a and rest > 0:
                p = win[a] * st[b] / rest
                top2[b] += p
                key = frozenset((a, b))
                pair[key] = pair.get(key, 0.0) + p
    return win, top2, pair


PUSH = ("horseshoe", "extra_horseshoe", "double", "helmet")


def random_step(eng: Engine, rng: random.Random, me: int = -1, focus: int = 0) -> None:
    """One random-legal decision of the race (the simulations' policy); seat ``me``
    pushes the horse ``focus`` whenever a die lets it."""
    s = eng.s
    if s["turn"] == me and s["phase"] in ("use", "extra") and focus in s["order"]:
        for f in eng.use_families():
            eff = eng.s["faces"][f["die"]]
            if eff in ("horseshoe", "double_horseshoes", "rider_helmet", "extra_move") \
                    and f["pick"] == "target" and focus in f["values"]:
                eng.apply({"type": "use", "die": f["die"], "target": focus})
                return
    if s["phase"] == "draw":
        from .rules.dice import drawable
        cols = drawable(s, eng.data)
        eng.apply({"type": "draw", "colour": cols[rng.randrange(len(cols))]})
        return
    fams = eng.use_families()
    if fams and rng.random() < 0.8:
        f = fams[rng.randrange(len(fams))]
        a = {"type": "use", "die": f["die"], **f["fixed"]}
        if f["pick"]:
            a[f["pick"]] = f["values"][rng.randrange(len(f["values"]))]
        eng.apply(a)
    else:
        held = eng.held()
        eng.apply({"type": "discard", "die": held[rng.randrange(len(held))]})


def simulate(s: dict[str, Any], rng: random.Random, runs: int, prior: int = 8,
             me: int = -1, focus: int = 0) -> tuple[Chances, Chances, dict[frozenset, float]]:
    """Chances from ``runs`` random-legal races from ``s`` (a race-phase state), shrunk
    towards the position estimate by ``prior`` imaginary runs."""
    data = load_data()
    w0, t0, p0 = chances(data, s)
    win = {h: prior * p for h, p in w0.items()}
    top2 = {h: prior * p for h, p in t0.items()}
    pair = {k: prior * p for k, p in p0.items()}
    for _ in range(runs):
        eng = Engine(data, copy.deepcopy(s), rng)
        eng.simulating = True
        while eng.s["phase"] not in ("result", "over", "bet"):
            random_step(eng, rng, me, focus)
        places = list(reversed(eng.s["order"]))
        if places:
            win[places[0]] = win.get(places[0], 0.0) + 1
            for h in places[:2]:
                top2[h] = top2.get(h, 0.0) + 1
            if len(places) > 1:
                key = frozenset(places[:2])
                pair[key] = pair.get(key, 0.0) + 1
    n = runs + prior
    return ({h: v / n for h, v in win.items()}, {h: v / n for h, v in top2.items()},
            {k: v / n for k, v in pair.items()})


def sheet_value(data: FLData, s: dict[str, Any], sheet: list[dict[str, Any]],
                est: tuple[Chances, Chances, dict[frozenset, float]]) -> float:
    """What a bet sheet is expected to return, Outsider bonuses included."""
    win, top2, pair = est
    v = 0.0
    for b in sheet:
        if b["kind"] == "win":
            v += b["stake"] * b["odds"] * win.get(b["horses"][0], 0.0)
        else:
            v += b["stake"] * b["odds"] * pair.get(frozenset(b["horses"]), 0.0)
    for h in s["order"]:
        for d in s["squares"][str(h)]:
            face = s["faces"].get(d) if d not in (None, "#") else None
            if face and data.faces[face]["effect"] == "outsider":
                amount = data.faces[face]["amount"]
                if any(b["kind"] == "win" and b["horses"][0] == h for b in sheet):
                    v += amount * win.get(h, 0.0)
                elif any(b["kind"] == "place" and h in b["horses"] for b in sheet):
                    v += amount / 2 * top2.get(h, 0.0)
    return v
