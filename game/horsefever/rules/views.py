"""Per-seat views: what one seat may see of the game, and of each event.

Bots and the hot-seat screen read only these. A seat sees its own hand and the faces of
the cards it played; other face-down cards show as backs with the seat that played them
(that is visible at the table). Bets are public: the token sits on the stake in front of
the player. ``seat=None`` is a spectator who sees only public things.
"""
from __future__ import annotations

from typing import Any

from ...core.envelope import GAME_START, public_start
from .actions import PASS
from .engine import decision
from .machine import Decision, variant_of
from .state import (FAMILY, PHASE_FIRST_BET, PHASE_FIX, PHASE_OVER, PHASE_PHOTO,
                    PHASE_SECOND_BET, TERMINAL, GameState)

# Events whose listed fields only the named seat (``seat`` field) may see.
_PRIVATE_FIELDS = {
    "deal": ("cards",),
    "action_played": ("card",),
    "draw": ("cards",),  # Board Game: cards drawn when buying
}

# Decisions whose options already say everything (no list of actions needed in views).
_STRUCTURED_DECISIONS = (PHASE_FIRST_BET, PHASE_SECOND_BET, PHASE_FIX, PHASE_PHOTO)
_BET_DECISIONS = (PHASE_FIRST_BET, PHASE_SECOND_BET)  # options: horses {colour: [kinds]}

# Phases during which the cards behind the lanes are still face down.
_FACE_DOWN_PHASES = (PHASE_FIRST_BET, PHASE_FIX, PHASE_SECOND_BET)


def redact_event(event: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """Returns the event as ``seat`` may see it (private fields of others removed).

    Besides the fixed table above, an event may carry ``secret`` (field names) and
    ``seen_by`` (seats): those fields are removed for every other seat. Nobody but the
    full log gets the seed (``game_start``): it would tell every card to come.
    """
    if "secret" in event:
        if seat in event["seen_by"]:
            return event
        return {k: v for k, v in event.items() if k not in event["secret"]}
    name = event["type"]
    if name == GAME_START:
        return public_start(event)
    hidden = _PRIVATE_FIELDS.get(name)
    if not hidden or event.get("seat") == seat:
        return event
    return {k: v for k, v in event.items() if k not in hidden}


def view_for(s: GameState, seat: int | None) -> dict[str, Any]:
    """Returns everything ``seat`` may know about the game, as plain data."""
    return view_and_decision(s, seat)[0]


def view_and_decision(s: GameState, seat: int | None,
                      d: Decision | None = None) -> tuple[dict[str, Any], Decision | None]:
    """``view_for`` plus the Decision it describes (None unless ``seat`` is to move).

    A driver that applies the seat's answer straight away may pass that Decision to
    ``engine.apply_action`` instead of having it described again (the game contract's
    adapter does, ``game.horsefever.game``); ``d``: that Decision when the caller has it
    already (``decision(s)`` of this very state), so it is not described again.
    """
    # Built at every decision of every seat, the engine's busiest code: fresh lists and
    # dicts (a view is the caller's to keep or change, it never shares a list with the
    # state), each dict written as one literal (made at its size: no resizing as keys are
    # added), and plain loops rather than comprehensions (each of which is a function call).
    # A literal of more than 15 keys is not made at its size (CPython fills it from an
    # empty dict, resizing it on the way): a bigger dict is a literal of its first 15 keys
    # (room for 21) and the rest added one by one, in the same order.
    to_move = TERMINAL if s.phase == PHASE_OVER else s.queue[0]  # current_player(s)
    bets = []
    for b in s.bets:
        bets.append({"seat": b.seat, "horse": b.horse, "kind": b.kind, "stake": b.stake,
                     "which": b.which})
    race = s.race
    lanes, discarded = _lane_cards(s, seat)
    view: dict[str, Any] = {
        "seat": seat, "variant": s.variant, "stars": s.stars, "round": s.round,
        "rounds": s.rounds, "phase": s.phase, "to_move": to_move,
        "first_player": s.first_player, "odds": s.odds.copy(),
        "race_odds": s.race_odds.copy(), "bet_tokens": s.bet_tokens.copy(),
        "players": _players(s, seat), "lanes": lanes, "discarded": discarded,
        "bets": bets,
    }
    view["movement_deck_count"] = len(s.movement_deck)
    view["movement_used"] = s.movement_used.copy()
    view["action_deck_count"] = len(s.action_deck)
    view["race"] = None if race is None else {
        "unit": race.unit, "positions": race.positions.copy(), "ranked": race.ranked.copy()}
    view["last_ranking"] = s.last_ranking.copy()
    view["winner"] = s.winner
    if s.variant != FAMILY:
        view["board"] = _board_view(s)
    if seat is not None and to_move == seat:
        if d is None:
            d = decision(s)
        if d is not None:
            view["decision"] = _decision_view(s, d)
    else:
        d = None
    return view, d


def decision_part(s: GameState, seat: int | None,
                  d: Decision | None = None) -> dict[str, Any]:
    """The part of ``view_for(s, seat)`` a bot that reads only its decision needs: the
    view's ``seat``, and its ``decision`` when ``seat`` is to move, built as the whole view
    builds them (``d`` as for ``view_and_decision``)."""
    part: dict[str, Any] = {"seat": seat}
    if seat is not None and s.phase != PHASE_OVER and s.queue[0] == seat:
        if d is None:
            d = decision(s)
        if d is not None:
            part["decision"] = _decision_view(s, d)
    return part


def _players(s: GameState, seat: int | None) -> list[dict[str, Any]]:
    """Every seat's public facts; the viewer's own hand (and Goal cards) besides."""
    stable_vp = s.data.rules.stable_vp
    out = []
    if s.variant == FAMILY:
        for p in s.players:
            if p.seat == seat:
                out.append({
                    "seat": p.seat, "name": p.name, "character": p.character,
                    "danari": p.danari, "vp": p.vp_tokens + stable_vp * len(p.stables),
                    "vp_tokens": p.vp_tokens, "stables": p.stables.copy(),
                    "hand_count": len(p.hand), "eliminated": p.eliminated, "bot": p.bot,
                    "hand": p.hand.copy()})
            else:
                out.append({
                    "seat": p.seat, "name": p.name, "character": p.character,
                    "danari": p.danari, "vp": p.vp_tokens + stable_vp * len(p.stables),
                    "vp_tokens": p.vp_tokens, "stables": p.stables.copy(),
                    "hand_count": len(p.hand), "eliminated": p.eliminated, "bot": p.bot})
        return out
    for p in s.players:
        # Goal cards lie face down: everyone sees how many, only the holder which.
        if p.seat == seat:
            mine = {
                "seat": p.seat, "name": p.name, "character": p.character,
                "danari": p.danari, "vp": p.vp_tokens + stable_vp * len(p.stables),
                "vp_tokens": p.vp_tokens, "stables": p.stables.copy(),
                "hand_count": len(p.hand), "eliminated": p.eliminated, "bot": p.bot,
                "hand": p.hand.copy(), "goal_count": len(p.goals),
                "assistants": p.assistants.copy(), "horses": p.horses.copy(),
                "loans": p.loans.copy()}
            mine["goals"] = p.goals.copy()  # (a 16th key: see view_and_decision)
            out.append(mine)
        else:
            out.append({
                "seat": p.seat, "name": p.name, "character": p.character,
                "danari": p.danari, "vp": p.vp_tokens + stable_vp * len(p.stables),
                "vp_tokens": p.vp_tokens, "stables": p.stables.copy(),
                "hand_count": len(p.hand), "eliminated": p.eliminated, "bot": p.bot,
                "goal_count": len(p.goals), "assistants": p.assistants.copy(),
                "horses": p.horses.copy(), "loans": p.loans.copy()})
    return out


def _lane_cards(s: GameState, seat: int | None) -> tuple[dict[str, list[dict[str, Any]]],
                                                       dict[str, list[dict[str, Any]]]]:
    """The cards behind each lane, face down (card None) but the viewer's own until the
    reveal, and the cards discarded at the reveal (public), in one pass over the lanes."""
    lanes, discarded = s.lanes, s.discarded
    # Copies of the state's dicts (their keys in lane order, sized for six: no resizing as
    # a new dict would at its sixth key), each value then replaced by a fresh list.
    out: dict[str, Any] = lanes.copy()
    gone: dict[str, Any] = discarded.copy()
    face_down = s.phase in _FACE_DOWN_PHASES
    for c in out:
        cards = lanes[c]
        if cards:  # (most lanes are empty most of the time)
            listed = []
            for pc in cards:
                listed.append({"seat": pc.seat,
                               "card": None if face_down and pc.seat != seat else pc.card})
            out[c] = listed
        else:
            out[c] = []
        cards = discarded[c]
        if cards:
            listed = []
            for pc in cards:
                listed.append({"seat": pc.seat, "card": pc.card})
            gone[c] = listed
        else:
            gone[c] = []
    return out, gone


def _board_view(s: GameState) -> dict[str, Any]:
    """The Board Game's public table: lineup, Troy's copy, the offer or auction, decks."""
    board = s.board
    pending = board.get("pending")
    troy = board.get("troy")
    auction = board.get("auction")
    if auction is not None:  # (its seat lists copied too: a view shares no list with the state)
        auction = auction.copy()
        auction["seats"] = auction["seats"].copy()
        auction["out"] = auction["out"].copy()
    lineup = {}
    for c, slot in s.lineup.items():
        lineup[c] = slot.copy()
    return {
        "lineup": lineup,
        "troy": troy.copy() if troy else {},
        "purchase_step": board.get("purchase_step"),
        "offer": ({k: v for k, v in pending.items() if k != "cards"}
                  if pending and pending["kind"] == "offer" else None),
        "auction": auction,
        "decks": {"goal": len(s.goal_deck), "assistant": len(s.assistant_deck),
                  "horse": len(s.horse_deck)},
        "loan_cards": s.loan_cards,
    }


def _decision_view(s: GameState, d: Decision) -> dict[str, Any]:
    """The decision as the seat to move sees it; small ones list their legal actions. Its
    options are the view's own copy: the seat's answer is checked against ``d``, which a
    reader scribbling over its view must not change."""
    # (Copied by the shapes of the Family Game's decisions, which come at every move; any
    # other decision's options by ``_fresh``.)
    o = d.options
    kind = d.kind
    if kind == PHASE_FIX:  # cards, horses: lists of plain values
        options = o.copy()
        options["cards"] = o["cards"].copy()
        options["horses"] = o["horses"].copy()
    elif kind in _BET_DECISIONS:  # a horse's bet kinds, then plain numbers
        horses = {}
        for colour, kinds in o["horses"].items():
            horses[colour] = kinds.copy()
        options = o.copy()
        options["horses"] = horses
    else:
        options = _fresh(o)
    if d.kind in _STRUCTURED_DECISIONS:
        return {"kind": d.kind, "prompt": d.prompt, "options": options,
                "can_pass": d.can_pass}
    # Every legal action of a small decision, ready to choose from (expanded from this
    # decision: engine.legal_actions would describe it again).
    rules = variant_of(s).phases[d.kind]
    if rules.expand_json is not None:
        listed = rules.expand_json(s, d)
    else:
        listed = [a.to_json() for a in rules.expand(s, d)]
    if d.actions_json is None:  # (kept with the decision: apply checks an action against it)
        d.actions_json = listed.copy()
    if d.can_pass:
        listed.append({"type": PASS})
    return {"kind": d.kind, "prompt": d.prompt, "options": options,
            "can_pass": d.can_pass, "actions": listed}


def _fresh(x: Any) -> Any:
    """A JSON value with every dict and list in it anew (their scalars shared)."""
    if type(x) is dict:
        out = x.copy()
        for k, v in out.items():
            if type(v) is dict or type(v) is list:
                out[k] = _fresh(v)
        return out
    if type(x) is list:
        out_list = x.copy()
        for i, v in enumerate(out_list):
            if type(v) is dict or type(v) is list:
                out_list[i] = _fresh(v)
        return out_list
    return x
