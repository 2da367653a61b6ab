"""The story of a Horse Fever game from its events alone: what the final-scores charts
(``chart_series.py``) and the export's summary (``export_summary.py``) tell.
"""
from __future__ import annotations

from typing import Any, Iterable

from ..core.envelope import upgrade_log


def game_history(events: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """What the charts need, from the event log alone::

        {"players": [{seat, name, character, bot}],
         "rounds": [1, 2, ...],
         "vp": {seat: [VP after round 1, ...]}, "danari": {seat: [...]},
         "odds": {colour: [odds at the start of round 1, ..., after the last round]},
         "bets": {seat: {"won": n, "lost": n, "staked": D, "paid": D}},
         "rankings": [[colour, ...] per race], "winner": seat | None,
         "standings": game_end standings or []}

    Balances follow the events' ``danari_after``/``vp_after`` fields, else their signed
    ``danari``/``vp`` changes. ``game.horsefever.chart_series`` draws the final-scores charts.
    """
    events = upgrade_log(events)  # (a log of before the envelope reads the same)
    players: list[dict[str, Any]] = []
    danari: dict[int, int] = {}
    vp: dict[int, int] = {}
    hist: dict[str, Any] = {"players": players, "rounds": [], "vp": {}, "danari": {},
                            "odds": {}, "bets": {}, "rankings": [], "winner": None,
                            "standings": []}
    last_odds: dict[str, int] | None = None
    for ev in events:
        name = ev.get("type")
        seat = ev.get("seat")
        if name == "game_start":
            for p in ev.get("players", []):
                s = p["seat"]
                players.append({k: p.get(k) for k in ("seat", "name", "character", "bot")})
                danari[s], vp[s] = p.get("danari", 0), p.get("vp", 0)
                hist["vp"][s], hist["danari"][s] = [], []
                hist["bets"][s] = {"won": 0, "lost": 0, "staked": 0, "paid": 0}
        elif name == "round_start":
            hist["rounds"].append(ev.get("round"))
            for c, o in ev.get("odds", {}).items():
                hist["odds"].setdefault(c, []).append(o)
        elif name == "odds_update":
            last_odds = dict(ev.get("odds", {}))
        elif name == "ranking":
            hist["rankings"].append(list(ev.get("order", [])))
        elif name == "round_end":
            for s in danari:
                hist["danari"][s].append(danari[s])
                hist["vp"][s].append(vp[s])
        elif name == "game_end":
            hist["winner"] = ev.get("winner")
            hist["standings"] = list(ev.get("standings", []))
        if seat not in danari:
            continue
        if name == "bet":
            hist["bets"][seat]["staked"] += ev.get("stake", 0)
        elif name == "payout" and ev.get("reason") in ("win_bet", "show_bet"):
            hist["bets"][seat]["won"] += 1
            hist["bets"][seat]["paid"] += ev.get("danari", 0)
        elif name == "bet_lost":
            hist["bets"][seat]["lost"] += 1
        # A balance where the event has one, else its signed change (a Stable bought or
        # sold moves VP with "vp" only).
        for what, table in (("danari", danari), ("vp", vp)):
            after, change = ev.get(f"{what}_after"), ev.get(what)
            if isinstance(after, int):
                table[seat] = after
            elif isinstance(change, int) and not isinstance(change, bool):
                table[seat] += change
    # The odds after the last race close each line (one point more than rounds started).
    if last_odds is not None:
        for c, o in last_odds.items():
            if len(hist["odds"].get(c, [])) == len(hist["rounds"]):
                hist["odds"].setdefault(c, []).append(o)
    return hist
