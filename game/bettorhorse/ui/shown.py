"""The board as shown so far: the board's view advanced by the events shown since it.

The table keeps the view from before a burst of events until every event is shown (the
generic rule), so while a round is revealed the view is older than what the table has
shown. Bettor Horse's board never draws an older moment than the last event shown: it
draws ``shown_view(view, events)``, the view with the public events since it folded in
(cards laid face down, flipped, slid, moved to a Purse or the Pool; the Purses' and the
Pool's counts; the next round laid out; the game over). ``ShownStage`` (the game's stage,
``game/ui/generic/stage.py``) keeps those events.

The folding (``advance``, ``shown_view``) is pure and read-only: the view given is never
changed (its parts are shared with other views, ``rules/view_parts.py``); what changes is
copied first.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable

from ...ui.generic.stage import ClipStage

if TYPE_CHECKING:
    from ...ui.generic.session import ContractSession

# Events that change nothing on the board.
_SILENT = frozenset({"game_start", "prize", "final_over", "sudden_result", "tie_stands",
                     "mudder_chosen"})


class ShownStage(ClipStage):
    """The default clips, and the events shown since the board's view, in order.

    Each event is kept with its place in the game's events; the board's view includes the
    session's first ``view_events`` of them, so the events since the view are those kept
    at or after that place. (Counting, not being told: a view can be current before its
    events are shown, at the game's start, and no "the view is current" call is needed.)
    """

    def __init__(self, session: "ContractSession") -> None:
        super().__init__(session)
        self._kept: list[tuple[int, dict[str, Any]]] = []  # (place in the game's events, as shown)

    def take(self, event: dict[str, Any], shown: dict[str, Any], animate: bool) -> bool:
        s = self.session
        at = len(s.events) - len(s.queue) - 1  # (the session has just taken it off its queue)
        self._kept = [(i, e) for i, e in self._kept if i >= s.view_events] + [(at, shown)]
        return super().take(event, shown, animate)

    @property
    def events(self) -> list[dict[str, Any]]:
        """The events shown since the board's view (redacted for the log's reader)."""
        n = self.session.view_events
        return [e for i, e in self._kept if i >= n]

    def before(self, event: dict[str, Any]) -> list[dict[str, Any]]:
        """The events shown since the view up to ``event`` (a clip's: the same object)."""
        out = self.events
        for k, e in enumerate(out):
            if e is event:
                return out[:k]
        return out


def _table(ev: dict[str, Any], part: str) -> dict[str, Any]:
    """A new round's empty table (the rules view's keys the board reads)."""
    return {"seats": list(ev["seats"]), "need": ev.get("need", 3), "part": part,
            "slots": [[], []], "bets": [None, None], "bet_down": [False, False],
            "revealed": False, "condition": None, "results": [[], []], "outcomes": {}}


def _side(t: dict[str, Any], seat: Any) -> int | None:
    seats = t.get("seats") or []
    return seats.index(seat) if seat in seats else None


def _player(v: dict[str, Any], seat: Any) -> dict[str, Any] | None:
    players = v.get("players")
    if not isinstance(players, list) or not isinstance(seat, int) or not 0 <= seat < len(players):
        return None
    p = players[seat] = dict(players[seat])
    return p


def _without(cards: list[str], gone: Iterable[str]) -> list[str]:
    out = set(gone)
    return [c for c in cards if c not in out]


def advance(view: dict[str, Any], ev: dict[str, Any]) -> dict[str, Any]:
    """``view`` after the public event ``ev`` (a new dict; ``view`` is left as it was)."""
    t = ev.get("type")
    if t in _SILENT or not isinstance(t, str):
        return view
    v = dict(view)
    v["players"] = list(view.get("players") or [])
    old = view.get("table")
    tab = None if old is None else {**old, "slots": [list(r) for r in old.get("slots", [[], []])],
                                    "bets": list(old.get("bets") or [None, None]),
                                    "bet_down": list(old.get("bet_down") or [False, False]),
                                    "results": [list(r) for r in old.get("results", [[], []])],
                                    "outcomes": dict(old.get("outcomes") or {})}
    v["table"] = tab
    v["decision"] = None  # a decision shown is the one at the end of the burst, not this
    if t == "round_start":
        v["round"], v["rounds"] = ev["round"], ev["rounds"]
        v["table"] = _table(ev, ev.get("part", "round"))
    elif t == "sudden_death":
        v["sudden"] = {"duel": list(ev["seats"][:2]), "rounds": 0, "drawn": False}
    elif t == "sudden_round":
        v["sudden"] = {**(view.get("sudden") or {}), "rounds": ev["round"] - 1,
                       "drawn": bool(ev.get("drawn")), "number": ev.get("number")}
        v["table"] = _table(ev, "sudden")
    elif t == "game_end":
        v["over"], v["table"] = True, None
    elif tab is None:
        return v
    elif t in ("horse_placed", "horse_drawn"):
        k = _side(tab, ev["seat"])
        if k is not None and ev.get("card") is not None:  # only the owner's own, until both chose
            tab["slots"][k].append({"card": ev["card"], "back": ev.get("back"),
                                    "face_up": False, "speed": None})
    elif t == "bet_placed":
        k = _side(tab, ev["seat"])
        if k is not None and ev.get("bet") is not None:
            tab["bets"][k], tab["bet_down"][k] = ev["bet"], True
    elif t == "choices_made":
        tab["revealed"] = True
        for x in ev["placed"]:
            k = _side(tab, x["seat"])
            if k is None:
                continue
            row = tab["slots"][k]
            for i, back in enumerate(x["backs"]):
                if i >= len(row):
                    row.append({"card": None, "back": back, "face_up": False, "speed": None})
            tab["bet_down"][k] = True
    elif t == "bets_revealed":
        for b in ev["bets"]:
            k = _side(tab, b["seat"])
            if k is not None:
                tab["bets"][k], tab["bet_down"][k] = b["bet"], True
    elif t == "track_cut":
        tab["condition"] = ev["condition"]
    elif t == "race_revealed":
        for x in ev["runners"]:
            k = _side(tab, x["seat"])
            if k is None:
                continue
            row, i = tab["slots"][k], ev["race"] - 1
            cell = {"card": x["card"], "back": (row[i] or {}).get("back") if i < len(row) else None,
                    "face_up": True, "speed": x["speed"], "run": x["speed"]}
            row[i:i + 1] = [cell]
            p = _player(v, x["seat"])
            if p is not None:
                p["unplayed"] = _without(p.get("unplayed") or [], [x["card"]])
    elif t == "mudder_revealed":
        for x in ev["changes"]:
            k = _side(tab, x["seat"])
            i = ev["race"] - 1
            if k is not None and i < len(tab["slots"][k]) and tab["slots"][k][i]:
                tab["slots"][k][i] = {**tab["slots"][k][i], "run": x["speed"]}
    elif t == "race_result":
        for x in ev["results"]:
            k = _side(tab, x["seat"])
            if k is not None:
                tab["results"][k].append(x["result"])
    elif t == "round_outcome":
        tab["outcomes"] = {o["seat"]: o["outcome"] for o in ev["outcomes"]}
    elif t == "cards_moved":
        moved = set(ev["cards"])
        # The cards leave the table: their slots empty (a slot keeps its place).
        tab["slots"] = [[None if c and c.get("card") in moved else c for c in row]
                        for row in tab["slots"]]
        if ev["to"] == "pool":
            v["pool"] = list(view.get("pool") or []) + list(ev["cards"])
        else:
            p = _player(v, ev.get("seat"))
            if p is not None:
                p["purse_count"] = int(p.get("purse_count", 0)) + len(ev["cards"])
            pool = view.get("pool") or []
            if any(c in moved for c in pool):  # (the Pool shared out at the end)
                v["pool"] = _without(pool, moved)
    elif t == "set_aside":
        v["pool"] = _without(view.get("pool") or [], ev["cards"])
        p = _player(v, ev.get("seat"))
        if p is not None:
            p["unplayed"] = _without(p.get("unplayed") or [], ev["cards"])
    return v


def shown_view(view: dict[str, Any], events: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """``view`` advanced by ``events`` in order (``view`` itself when there are none)."""
    for ev in events:
        view = advance(view, ev)
    return view
