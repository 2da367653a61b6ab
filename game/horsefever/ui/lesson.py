"""Horse Fever's side of its lesson (``data/lessons/horse_fever.toml``): the spots the coach
may point at on the table, and the numbers its words speak of.

Spots (``lesson_spot``), in the table's logical 1280 x 720 coordinates (``table_layout``):
``blackboard`` (the odds board), ``odds`` (its six odds rows with their prices),
``token:<colour>`` (a stable token on it), ``track``, ``track-lane:<colour>``, ``ranking``
(the six places under the Blackboard), ``me`` / ``them`` (the learner's and the opponent's
player panels), ``hand`` (the learner's cards) and ``hand-card:<number>`` (one of them).

Values (``lesson_values``), in the table's words ("4 Red", "1:5", "1,000 D"):

* always: ``me``, ``them``; each horse by its colour (``red`` = "4 Red"), its odds now
  (``odds_red`` = "1:5") and its Win multiplier (``times_red`` = "5"); the learner's
  ``my_character``, ``my_danari``, ``my_vp``, ``min_bet``, ``min_plus_500`` (the stake
  after the +500 quick amount), ``my_stables``; the opponent's ``their_danari``; every
  action card's name and text (``card_19``, ``card_19_text``) and every Goal's
  (``goal_55``, ``goal_55_text``); ``goal_vp`` (what a fulfilled Goal scores);
* from the events shown since the learner's last action (``game/core/lessons.py``): the
  bets (``my_bet_horse``, ``my_bet_stake``, ``my_bet_pays``, ``their_bet_horse``...), the
  opponent's last lane (``their_lane``), purchases (``paid``, ``their_paid``, ``drawn``,
  ``their_pass``), the reveal (``lane_red``: the cards on a lane and whose; ``oc_red_from``,
  ``oc_red_to``, ``oc_red_times``: an odds change; ``race_odds_red``, ``race_times_red``:
  the odds the race is run at), the start (``start_red``: squares at the first card), the
  first sprint (``dice``), the arrival (``winner``, ``arrival``, ``place_red``), the
  payoffs (``win_horse``, ``win_stake``, ``win_odds``, ``win_danari``, ``show_*``,
  ``prize_*``, ``their_lost_*``) and the new odds (``odds_moves``, ``now_red``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

import pygame

from ...services.i18n import _
from ..game import game_data
from ..log_words import card_name, horse, money, ordinal
from . import table_layout as L

if TYPE_CHECKING:
    from ...ui.generic.frame import TableFrame

# Where the coach's panel may sit (``TableFrame.coach_places``), best first: over the log
# and the right of the hand, clear of the decision panel, the track and the Blackboard;
# over the Blackboard when the hand is pointed at; over the track's start last.
_W, _H = 420, 196
COACH_PLACES = (pygame.Rect(1280 - 8 - _W, 720 - 8 - _H, _W, _H),
                pygame.Rect(1280 - 12 - _W, 52, _W, _H),
                pygame.Rect(12, 52, _W, _H))
QUICK_STAKE = 500  # the bet panel's "+500" quick amount (decisions/bet.py QUICK[0])


def _colours() -> tuple[str, ...]:
    return tuple(game_data().colours)


# The spots' names (module docstring): whole names, and the kinds followed by ":<what>".
SPOTS = frozenset({"blackboard", "track", "hand", "odds", "ranking", "me", "them"})
SPOT_KINDS = frozenset({"track-lane", "token", "hand-card"})


def is_spot(name: str) -> bool:
    """Whether a highlight names one of this table's spots (else a button's key glob)."""
    return name in SPOTS or name.partition(":")[0] in SPOT_KINDS


def lesson_spot(name: str, frame: "TableFrame") -> pygame.Rect | None:
    """Where ``name`` lies on the table drawn now (module docstring), or None."""
    colours = _colours()
    session = frame.session
    view = session.view
    seat, n = 0, len(view.get("players") or []) or 2
    fixed = {"blackboard": L.BOARD, "track": L.TRACK, "hand": L.HAND,
             "odds": L.odds_row_rect(0).unionall([L.odds_row_rect(r) for r in range(1, 6)]),
             "ranking": L.rank_rect(1).unionall([L.rank_rect(p) for p in range(2, 7)]),
             "me": L.panel_rect(seat, n), "them": L.panel_rect(1 if n > 1 else 0, n)}
    if name in fixed:
        return pygame.Rect(fixed[name])
    kind, _sep, what = name.partition(":")
    if kind == "track-lane" and what in colours:
        return pygame.Rect(L.lane_rect(colours.index(what)))
    if kind == "token" and what in colours:
        odds = view.get("odds") or {}
        values = list(game_data().odds_values)
        mine = odds.get(what)
        if mine not in values:
            return None
        row = values.index(mine)
        on_row = [c for c in colours if odds.get(c) == mine]
        return pygame.Rect(L.token_rect(row, on_row.index(what)))
    if kind == "hand-card" and what.isdigit():
        hand = list(((view.get("players") or [{}])[seat]).get("hand") or [])
        if int(what) in hand:
            return pygame.Rect(L.hand_card_rect(hand.index(int(what)), len(hand)))
    return None


def lesson_values(seat: int, view: dict[str, Any],
                  events: Sequence[dict[str, Any]]) -> dict[str, str]:
    """The coach's placeholders (module docstring)."""
    data = game_data()
    players = view.get("players") or []
    other = next((p["seat"] for p in players if p.get("seat") != seat), None)
    me = players[seat] if 0 <= seat < len(players) else {}
    them = players[other] if other is not None else {}
    out: dict[str, str] = {"me": str(me.get("name", "")), "them": str(them.get("name", ""))}
    odds = view.get("odds") or {}
    for c in data.colours:
        out[c] = horse(c)
        if c in odds:
            out[f"odds_{c}"] = f"1:{odds[c]}"
            out[f"times_{c}"] = str(odds[c])
    vp = int(me.get("vp", 0))
    out.update(my_character=str(me.get("character", "")), my_danari=money(me.get("danari", 0)),
               my_vp=str(vp), min_bet=money(100 * vp), min_plus_500=money(100 * vp + QUICK_STAKE),
               my_stables=_joined([horse(c) for c in me.get("stables", [])]),
               their_danari=money(them.get("danari", 0)))
    for card in data.actions:
        out[f"card_{card.number}"] = card.name
        out[f"card_{card.number}_text"] = _(card.text)
    board = getattr(data, "board", None)
    if board is not None:
        for g in board.goals:
            out[f"goal_{g.number}"] = card_name(data, g.number)
            out[f"goal_{g.number}_text"] = _(g.text)
        out["goal_vp"] = str(board.prices.goal_vp)
    names = {p.get("seat"): str(p.get("name", "")) for p in players}
    for ev in events:
        _event(out, ev, seat, names, data)
    return out


def _event(out: dict[str, str], ev: dict[str, Any], seat: int, names: dict[Any, str],
           data: Any) -> None:
    """What one event adds to the coach's values."""
    kind = ev.get("type")
    mine = ev.get("seat") == seat
    who = "my" if mine else "their"
    if kind == "purchase":
        out["paid" if mine else "their_paid"] = money(-int(ev.get("danari", 0)))
    elif kind == "draw" and mine and ev.get("cards"):
        out["drawn"] = _joined([card_name(data, c) for c in ev["cards"]])
    elif kind == "payout" and ev.get("reason") == "purchase_pass" and not mine:
        out["their_pass"] = money(ev["danari"])
    elif kind == "bet":
        stake, odds = int(ev["stake"]), _odds_now(out, ev["horse"])
        out.update({f"{who}_bet_horse": horse(ev["horse"]), f"{who}_bet_stake": money(stake),
                    f"{who}_bet_odds": f"1:{odds}" if odds else ""})
        if odds:
            out[f"{who}_bet_pays"] = money(stake * odds if ev["kind"] == "win" else 2 * stake)
    elif kind == "action_played" and not mine:
        out["their_lane"] = horse(ev["horse"])
    elif kind == "reveal":
        for c, cards in (ev.get("lanes") or {}).items():
            out[f"lane_{c}"] = _joined([
                (_("your {card}") if x["seat"] == seat else _("{name}'s {card}")).format(
                    card=card_name(data, x["card"]), name=names.get(x["seat"], ""))
                for x in cards])
    elif kind == "odds_change":
        out[f"oc_{ev['horse']}_from"] = f"1:{ev['from']}"
        out[f"oc_{ev['horse']}_to"] = f"1:{ev['to']}"
        out[f"oc_{ev['horse']}_times"] = str(ev["to"])
    elif kind == "race_start":
        for c, o in (ev.get("odds") or {}).items():
            out[f"race_odds_{c}"] = f"1:{o}"
            out[f"race_times_{c}"] = str(o)
    elif kind == "movement" and ev.get("unit") == 1:
        for c, m in (ev.get("moves") or {}).items():
            out[f"start_{c}"] = str(m)
    elif kind == "sprint" and "dice" not in out:
        dice = list(dict.fromkeys(ev.get("dice") or []))
        out["dice"] = _joined([horse(c) for c in dice])
    elif kind == "ranking":
        order = list(ev.get("order") or [])
        out["winner"] = horse(order[0]) if order else ""
        out["arrival"] = ", ".join(f"{ordinal(i + 1)} {horse(c)}" for i, c in enumerate(order))
        for i, c in enumerate(order):
            out[f"place_{c}"] = ordinal(i + 1)
    elif kind == "payout" and mine:
        _payout(out, ev)
    elif kind == "bet_lost":
        out.update({f"{who}_lost_horse": horse(ev["horse"]),
                    f"{who}_lost_stake": money(ev["stake"]),
                    f"{who}_lost_place": ordinal(ev["place"])})
    elif kind == "odds_update":
        moves = []
        for c, ch in (ev.get("changes") or {}).items():
            moves.append(_("{horse} {was} → {now}").format(horse=horse(c), was=f"1:{ch['from']}",
                                                           now=f"1:{ch['to']}"))
        out["odds_moves"] = "; ".join(moves)
        for c, o in (ev.get("odds") or {}).items():
            out[f"now_{c}"] = f"1:{o}"


def _payout(out: dict[str, str], ev: dict[str, Any]) -> None:
    """The learner's own payouts: a Win bet, a Show bet, a stable prize."""
    reason = ev.get("reason")
    if reason == "win_bet":
        stake = int(ev["stake"])
        out.update(win_horse=horse(ev["horse"]), win_stake=money(stake),
                   win_odds=str(int(ev["danari"]) // max(stake, 1)),
                   win_danari=money(ev["danari"]), win_vp=str(ev.get("vp", 0)))
    elif reason == "show_bet":
        out.update(show_horse=horse(ev["horse"]), show_stake=money(ev["stake"]),
                   show_danari=money(ev["danari"]), show_vp=str(ev.get("vp", 0)),
                   show_place=out.get(f"place_{ev['horse']}", ""))
    elif reason == "stable_prize":
        out.update(prize_horse=horse(ev["horse"]), prize=money(ev["danari"]),
                   prize_place=ordinal(int(ev.get("place", 0))))


def _odds_now(out: dict[str, str], colour: str) -> int:
    """A horse's odds N (1:N) as the values hold them now: the race odds once the race
    has begun, else the Blackboard's."""
    said = out.get(f"race_odds_{colour}") or out.get(f"odds_{colour}", "")
    try:
        return int(said.split(":")[1])
    except (IndexError, ValueError):
        return 0


def _joined(items: Sequence[str]) -> str:
    """"A", "A and B", "A, B and C" in the player's language."""
    items = [i for i in items if i]
    if len(items) <= 1:
        return "".join(items)
    return _("{first} and {last}").format(first=", ".join(items[:-1]), last=items[-1])
