"""Per-seat views: what one seat may see of the game, and of each event.

Bots and the hot-seat screen read only these. A seat sees its own hand and the faces of
the cards it played; other face-down cards show as backs with the seat that played them
(that is visible at the table). Bets are public: the token sits on the stake in front of
the player. ``seat=None`` is a spectator who sees only public things.
"""
from __future__ import annotations

from typing import Any

from .actions import PASS
from .engine import EXPAND, EXPAND_JSON, Decision, current_player, decision
from .state import PHASE_FIRST_BET, PHASE_FIX, PHASE_PHOTO, PHASE_SECOND_BET, GameState

# Events whose listed fields only the named seat (``seat`` field) may see.
_PRIVATE_FIELDS = {
    "deal": ("cards",),
    "action_played": ("card",),
    "draw": ("cards",),  # Board Game: cards drawn when buying
}

# Decisions whose options already say everything (no list of actions needed in views).
_STRUCTURED_DECISIONS = (PHASE_FIRST_BET, PHASE_SECOND_BET, PHASE_FIX, PHASE_PHOTO)

# Phases during which the cards behind the lanes are still face down.
_FACE_DOWN_PHASES = (PHASE_FIRST_BET, PHASE_FIX, PHASE_SECOND_BET)


def redact_event(event: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """Returns the event as ``seat`` may see it (private fields of others removed).

    Besides the fixed table above, an event may carry ``secret`` (field names) and
    ``seen_by`` (seats): those fields are removed for every other seat.
    """
    if "secret" in event:
        if seat in event["seen_by"]:
            return event
        return {k: v for k, v in event.items() if k not in event["secret"]}
    hidden = _PRIVATE_FIELDS.get(event["event"])
    if not hidden or event.get("seat") == seat:
        return event
    return {k: v for k, v in event.items() if k not in hidden}


def view_for(s: GameState, seat: int | None) -> dict[str, Any]:
    """Returns everything ``seat`` may know about the game, as plain data."""
    return view_and_decision(s, seat)[0]


def view_and_decision(s: GameState, seat: int | None) -> tuple[dict[str, Any], Decision | None]:
    """``view_for`` plus the Decision it describes (None unless ``seat`` is to move).

    A driver that applies the seat's answer straight away may pass that Decision to
    ``engine.apply_action`` instead of having it described again (game.match does).
    """
    # Built often (every decision of every seat): plain loops, fresh lists and dicts (a view
    # is the caller's to keep or change, it never shares a list with the state).
    stable_vp = s.data.rules.stable_vp
    face_down = s.phase in _FACE_DOWN_PHASES
    board = s.variant != "family"
    players = []
    for p in s.players:
        entry: dict[str, Any] = {
            "seat": p.seat, "name": p.name, "character": p.character, "danari": p.danari,
            "vp": p.vp_tokens + stable_vp * len(p.stables), "vp_tokens": p.vp_tokens,
            "stables": p.stables[:], "hand_count": len(p.hand), "eliminated": p.eliminated,
            "bot": p.bot,
        }
        mine = p.seat == seat
        if mine:
            entry["hand"] = p.hand[:]
        if board:
            # Goal cards lie face down: everyone sees how many, only the holder which.
            entry["goal_count"] = len(p.goals)
            entry["assistants"] = p.assistants[:]
            entry["horses"] = p.horses[:]
            entry["loans"] = p.loans[:]
            if mine:
                entry["goals"] = p.goals[:]
        players.append(entry)
    lanes = {}
    for c, cards in s.lanes.items():
        lanes[c] = [{"seat": pc.seat,
                     "card": pc.card if (not face_down or pc.seat == seat) else None}
                    for pc in cards] if cards else []
    to_move = current_player(s)
    view: dict[str, Any] = {
        "seat": seat, "variant": s.variant, "stars": s.stars, "round": s.round,
        "rounds": s.rounds, "phase": s.phase, "to_move": to_move,
        "first_player": s.first_player, "odds": dict(s.odds),
        "race_odds": dict(s.race_odds), "bet_tokens": dict(s.bet_tokens),
        "players": players, "lanes": lanes,
        "discarded": {c: [{"seat": pc.seat, "card": pc.card} for pc in cards] if cards else []
                      for c, cards in s.discarded.items()},
        "bets": [{"seat": b.seat, "horse": b.horse, "kind": b.kind, "stake": b.stake,
                  "which": b.which} for b in s.bets],
        "movement_deck_count": len(s.movement_deck),
        "movement_used": list(s.movement_used),
        "action_deck_count": len(s.action_deck),
        "race": None if s.race is None else {
            "unit": s.race.unit, "positions": dict(s.race.positions),
            "ranked": list(s.race.ranked)},
        "last_ranking": list(s.last_ranking),
        "winner": s.winner,
    }
    if s.variant != "family":
        pending = s.board.get("pending")
        view["board"] = {
            "lineup": {c: dict(v) for c, v in s.lineup.items()},
            "troy": dict(s.board.get("troy", {})),
            "purchase_step": s.board.get("purchase_step"),
            "offer": ({k: v for k, v in pending.items() if k != "cards"}
                      if pending and pending["kind"] == "offer" else None),
            "auction": dict(s.board["auction"]) if "auction" in s.board else None,
            "decks": {"goal": len(s.goal_deck), "assistant": len(s.assistant_deck),
                      "horse": len(s.horse_deck)},
            "loan_cards": s.loan_cards,
        }
    d = None
    if seat is not None and to_move == seat:
        d = decision(s)
        if d is not None:
            view["decision"] = {"kind": d.kind, "prompt": d.prompt, "options": d.options,
                                "can_pass": d.can_pass}
            if d.kind not in _STRUCTURED_DECISIONS:
                # Every legal action of a small decision, ready to choose from (expanded
                # from this decision: engine.legal_actions would describe it again).
                as_json = EXPAND_JSON.get(d.kind)
                if as_json is not None:
                    listed = as_json(s, d)
                else:
                    listed = [a.to_json() for a in EXPAND[d.kind](s, d)]
                if d.can_pass:
                    listed.append({"type": PASS})
                view["decision"]["actions"] = listed
    return view, d
