"""The auctions (rulebook: "Auction Phase", "Dutch Auction to Sell 1 VP", "English
Auction to Buy 1 VP"): after each round the bank buys one VP token, then sells one.
"""
from __future__ import annotations

from ..actions import PASS, Action
from ..errors import IllegalAction
from ..machine import Decision, Event, PhaseRules, StepFn, emit, wait
from ..state import GameState
from .common import ACCEPT, BID, PH_DUTCH, PH_ENGLISH, board_data
from .prices import check_price


def _dutch(s: GameState, events: list[Event], fresh: bool) -> bool:
    """The bank buys one VP token: the lowest acceptance wins (stable VP are not for sale)."""
    if fresh:
        seats = [q for q in s.clockwise_from(s.first_player) if s.players[q].vp_tokens > 0]
        _open_auction(s, events, "dutch", seats, board_data(s).prices.dutch_start)
    return _auction_turn(s, events, PH_DUTCH)


def _english(s: GameState, events: list[Event], fresh: bool) -> bool:
    """The bank sells one VP token to the highest bidder."""
    if fresh:
        _open_auction(s, events, "english", s.clockwise_from(s.first_player),
                      board_data(s).prices.english_start)
    return _auction_turn(s, events, PH_ENGLISH)


def _open_auction(s: GameState, events: list[Event], kind: str, seats: list[int],
                  offer: int) -> None:
    """Sets the auction up on the board and announces it (both kinds start alike)."""
    s.board["auction"] = {"kind": kind, "seats": seats, "out": [], "turn": 0,
                          "offer": offer, "last": None, "price": None}
    emit(s, events, "auction_start", round=s.round, kind=kind, offer=offer, seats=seats)


def _auction_turn(s: GameState, events: list[Event], phase_name: str) -> bool:
    """Asks the next seat still in, or ends the auction when nobody else is left."""
    au = s.board["auction"]
    prices = board_data(s).prices
    seats, out, last = au["seats"], au["out"], au["last"]
    players = s.players
    while True:
        # The seats still in (not out, not eliminated): none, or only the best offer so far,
        # ends the auction. Counted, not listed (asked at every auction turn).
        still_in = 0
        one_left = None
        for q in seats:
            if q not in out and not players[q].eliminated:
                still_in += 1
                one_left = q
        if not still_in or (still_in == 1 and one_left == last):
            return _auction_end(s, events)
        if au["kind"] == "dutch" and last is not None and au["offer"] < prices.dutch_floor:
            return _auction_end(s, events)
        seat = seats[au["turn"] % len(seats)]
        if seat in out or players[seat].eliminated or seat == last:
            # Those who left are not asked again; the best offer so far is not asked to
            # outbid itself.
            au["turn"] += 1
            continue
        if au["kind"] == "english" and s.players[seat].danari < au["offer"]:
            out.append(seat)
            _auction_leave(s, events, "english", seat, "cannot_afford")
            au["turn"] += 1
            continue
        s.queue = []
        return wait(s, phase_name, seat)


def _auction_leave(s: GameState, events: list[Event], kind: str, seat: int,
                   reason: str) -> None:
    """The ``auction_leave`` event (a frequent one: built as one literal, see emit)."""
    s.seq += 1
    events.append({"type": "auction_leave", "seq": s.seq, "round": s.round, "kind": kind,
                   "seat": seat, "reason": reason})


def _auction_end(s: GameState, events: list[Event]) -> bool:
    au = s.board["auction"]
    seat, price_ = au["last"], au["price"]
    if seat is None:
        emit(s, events, "auction_end", round=s.round, kind=au["kind"], winner=None,
             price=None)
        return False
    p = s.players[seat]
    if au["kind"] == "dutch":
        p.danari += price_
        p.vp_tokens -= 1
        emit(s, events, "auction_end", round=s.round, kind="dutch", winner=seat, seat=seat,
             price=price_, danari=price_, vp=-1, danari_after=p.danari, vp_after=s.vp(seat))
    else:
        p.danari -= price_
        p.vp_tokens += 1
        emit(s, events, "auction_end", round=s.round, kind="english", winner=seat,
             seat=seat, price=price_, danari=-price_, vp=1, danari_after=p.danari,
             vp_after=s.vp(seat))
    return False


def _describe_auction(s: GameState, seat: int) -> Decision:
    au = s.board["auction"]
    name = s.players[seat].name
    if au["kind"] == "dutch":
        return Decision(seat, PH_DUTCH, f"{name}: sell one VP to the Bank for {au['offer']} D, "
                        "or leave the auction", {"offer": au["offer"], "last": au["last"]},
                        can_pass=True)
    return Decision(seat, PH_ENGLISH, f"{name}: bid {au['offer']} D for one VP, or leave "
                    "the auction", {"offer": au["offer"], "last": au["last"],
                                      "high": au["price"]}, can_pass=True)


def _check_auction(s: GameState, d: Decision, a: Action) -> None:
    if d.kind == PH_DUTCH and a.type != ACCEPT:
        raise IllegalAction("Dutch Auction to Sell 1 VP", "dutch_accept")
    if d.kind == PH_DUTCH:
        check_price("Dutch Auction to Sell 1 VP", a, d.options["offer"], "bank_offer")
    if d.kind == PH_ENGLISH and (a.type != BID or a.value != d.options["offer"]):
        raise IllegalAction("English Auction to Buy 1 VP", "english_bid",
                            offer=d.options["offer"])


def _handle_auction(s: GameState, events: list[Event], seat: int, a: Action) -> None:
    au = s.board["auction"]
    prices = board_data(s).prices
    s.queue.pop(0)
    au["turn"] += 1
    if a.type == PASS:
        au["out"].append(seat)
        _auction_leave(s, events, au["kind"], seat, "declined")
        return
    au["last"], au["price"] = seat, au["offer"]
    s.seq += 1  # emit's event, as one literal (a frequent event: see emit)
    events.append({"type": "auction_accept" if au["kind"] == "dutch" else "auction_bid",
                   "seq": s.seq, "round": s.round, "kind": au["kind"], "seat": seat,
                   "price": au["offer"]})
    au["offer"] += -prices.dutch_step if au["kind"] == "dutch" else prices.english_step


STEPS: dict[str, StepFn] = {"dutch_auction": _dutch, "english_auction": _english}
PHASES = {
    ph: PhaseRules(rule, _describe_auction, _check_auction, _handle_auction,
                   lambda s, d: [Action(ACCEPT)] if d.kind == PH_DUTCH
                   else [Action(BID, value=d.options["offer"])],
                   # The same list as JSON for the views (asked at every auction turn).
                   lambda s, d: [{"type": ACCEPT}] if d.kind == PH_DUTCH
                   else [{"type": BID, "value": d.options["offer"]}])
    for ph, rule in ((PH_DUTCH, "Dutch Auction to Sell 1 VP"),
                     (PH_ENGLISH, "English Auction to Buy 1 VP"))}
