"""The story of a game as chart series, folded from its event log (pure: no pygame).

The final-scores screen draws three charts from this (``game/ui/charts.py``):

* each player's VP and Danari at the start and after every round (one line per player);
* each player's bets won and lost (and the Danari staked and paid);
* each horse's odds at the start of every round and after the last race.

Everything comes from the events alone, so the charts of a resumed or exported game are
the same as those of the game played straight through. A game that ends early (everybody
but one eliminated, or a Board Game loan default) still gets a point for its last round,
and a last "End" point when end-of-game scoring (Goals, loans) changed anybody's totals.

    series = chart_series(events)
    series.labels              # ["Start", "1", "2", ..., "End"?]  (x axis of VP / Danari)
    series.vp[seat]            # one value per label; None after the player left the game
    series.odds_labels         # ["1", "2", ..., "End"]           (x axis of the odds)
    series.odds[colour]        # odds N of 1:N per odds label
"""
from __future__ import annotations

from ..core.envelope import upgrade_log

from dataclasses import dataclass, field
from typing import Any, Iterable

START = "Start"
END = "End"


@dataclass
class PlayerLine:
    """One player in the charts."""

    seat: int
    name: str
    eliminated_at: int | None = None  # index into ``labels`` of the last point drawn


@dataclass
class BetTally:
    """A player's bets over the whole game."""

    won: int = 0
    lost: int = 0
    refunded: int = 0  # stakes given back when the game ended before a race
    staked: int = 0  # Danari put on bets
    paid: int = 0  # Danari the bank paid for winning bets


@dataclass
class ChartSeries:
    """Everything the charts draw; lists line up with their labels."""

    variant: str = "family"
    players: list[PlayerLine] = field(default_factory=list)
    labels: list[str] = field(default_factory=list)
    vp: dict[int, list[int | None]] = field(default_factory=dict)
    danari: dict[int, list[int | None]] = field(default_factory=dict)
    bets: dict[int, BetTally] = field(default_factory=dict)
    odds_labels: list[str] = field(default_factory=list)
    odds: dict[str, list[int]] = field(default_factory=dict)
    rounds_played: int = 0
    over: bool = False

    @property
    def empty(self) -> bool:
        return not self.players


def chart_series(events: Iterable[dict[str, Any]]) -> ChartSeries:
    """Folds an event log (full or redacted: no secret field is read; today's or one written
    before the envelope) into chart series."""
    events = upgrade_log(events)
    out = ChartSeries()
    danari: dict[int, int] = {}
    vp: dict[int, int] = {}
    out_of_game: set[int] = set()
    left_at: dict[int, int] = {}  # seat -> the round it was eliminated in
    round_open: int | None = None
    last_odds: dict[str, int] | None = None

    def point(label: str) -> None:
        out.labels.append(label)
        for s in danari:
            gone = s in out_of_game and s not in _leaving
            out.danari[s].append(None if gone else danari[s])
            out.vp[s].append(None if gone else vp[s])
        for s in _leaving:
            out_of_game.add(s)
            pl = next(p for p in out.players if p.seat == s)
            pl.eliminated_at = len(out.labels) - 1
        _leaving.clear()

    _leaving: set[int] = set()  # eliminated since the last point: drawn once more, then not
    for ev in events:
        name = ev.get("type")
        seat = ev.get("seat")
        if name == "game_start":
            out.variant = ev.get("variant", "family")
            for p in ev.get("players", []):
                s = p["seat"]
                out.players.append(PlayerLine(s, str(p.get("name", f"Seat {s + 1}"))))
                danari[s], vp[s] = int(p.get("danari", 0)), int(p.get("vp", 0))
                out.vp[s], out.danari[s] = [], []
                out.bets[s] = BetTally()
            point(START)
            continue
        if name == "round_start":
            round_open = ev.get("round")
            for c, o in ev.get("odds", {}).items():
                out.odds.setdefault(c, []).append(o)
            out.odds_labels.append(str(round_open))
        elif name == "odds_update":
            last_odds = dict(ev.get("odds", {}))
        elif name == "round_end":
            point(str(ev.get("round", round_open)))
            out.rounds_played += 1
            round_open = None
        elif name == "eliminated" and seat in danari:
            left_at[seat] = ev.get("round", round_open or 0)
            _leaving.add(seat)
        elif name == "game_end":
            out.over = True
        if seat in danari:
            tally = out.bets[seat]
            if name == "bet":
                tally.staked += int(ev.get("stake", 0))
            elif name == "payout" and ev.get("reason") in ("win_bet", "show_bet"):
                tally.won += 1
                tally.paid += int(ev.get("danari", 0))
            elif name == "bet_lost":
                tally.lost += 1
            elif name == "bet_refund":
                tally.refunded += 1
            _follow(ev, "danari", danari, seat)
            _follow(ev, "vp", vp, seat)
        if name == "game_end":
            if round_open is not None:
                point(str(round_open))  # ended mid-round (too few players left)
                out.rounds_played += 1
            elif _leaving or _changed_since_last_point(out, danari, vp):
                point(END)  # end-of-game scoring (Goals, loans) moved somebody's totals
    if last_odds is not None:
        out.odds_labels.append(END)
        for c in out.odds:
            out.odds[c].append(last_odds.get(c, out.odds[c][-1]))
    return out


def _follow(ev: dict[str, Any], what: str, balances: dict[int, int], seat: int) -> None:
    """Moves a seat's balance by an event: its ``*_after`` field where it has one, else its
    signed change (a Stable bought or sold moves VP with ``vp`` only). A ``bet``'s ``danari``
    does not exist: its stake leaves with ``danari_after``."""
    after = ev.get(f"{what}_after")
    if isinstance(after, int):
        balances[seat] = after
        return
    change = ev.get(what)
    if isinstance(change, int) and not isinstance(change, bool):
        balances[seat] += change


def _changed_since_last_point(out: ChartSeries, danari: dict[int, int],
                              vp: dict[int, int]) -> bool:
    return any(out.danari[s] and out.danari[s][-1] is not None
               and (out.danari[s][-1] != danari[s] or out.vp[s][-1] != vp[s]) for s in danari)


def last_values(series: ChartSeries, what: str) -> dict[int, int]:
    """Each seat's last drawn value of ``vp`` or ``danari`` (the line's end)."""
    table = series.vp if what == "vp" else series.danari
    return {s: next(v for v in reversed(vals) if v is not None) for s, vals in table.items()
            if any(v is not None for v in vals)}
