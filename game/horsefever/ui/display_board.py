"""The Board Game's public table as the display shows it, folded from presented events.

``DisplayState.board`` is a ``BoardPublic``: who holds which Assistants and Horse cards, the
loans, how many Goal cards (never which), the lined-up Horse cards, Troy's copies, the
auction under way and the round's clearances. It folds spectator-redacted events only, so
it holds nothing private; ``board_panels`` draws it. Empty in the Family Game.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

Event = dict[str, Any]


@dataclass
class BoardSeat:
    """Board Game things one player holds that everybody sees (Goal cards: only how many)."""

    assistants: list[int] = field(default_factory=list)
    horses: list[int] = field(default_factory=list)  # Horse cards in hand (not lined up)
    loans: list[str] = field(default_factory=list)  # loan kinds taken and not repaid
    goal_count: int = 0
    goals_revealed: list[dict[str, Any]] = field(default_factory=list)  # final stage: {card, result}


@dataclass
class BoardPublic:
    """The public Board Game table, folded from events (the Board Game's panels read it)."""

    seats: dict[int, BoardSeat] = field(default_factory=dict)
    lineup: dict[str, dict[str, Any]] = field(default_factory=dict)  # colour -> {seat, card}
    troy: dict[str, int] = field(default_factory=dict)  # lane -> copied Horse card
    auction: dict[str, Any] | None = None  # {kind, offer, last, price, out}
    sold_to_bank: list[dict[str, Any]] = field(default_factory=list)  # this round's clearances

    def seat(self, seat: int) -> BoardSeat:
        return self.seats.setdefault(seat, BoardSeat())

    def apply(self, ev: Event) -> None:
        """Folds one (spectator-redacted) event."""
        e, seat = ev["type"], ev.get("seat")
        item, card = ev.get("item"), ev.get("card")
        if e == "keep" and isinstance(seat, int):
            self._gain(seat, item, card)
        elif e == "purchase" and ev.get("seller") is not None:
            self._gain(seat, item, card)
        elif e in ("sale", "clearance") and isinstance(seat, int):
            self._lose(seat, item, card)
            if e == "clearance":
                self.sold_to_bank.append({"seat": seat, "item": item, "card": card,
                                          "horse": ev.get("horse")})
        elif e == "loan_taken":
            self.seat(seat).loans.append(ev["kind"])
        elif e == "loan_repaid" and ev.get("kind") in self.seat(seat).loans:
            self.seat(seat).loans.remove(ev["kind"])
        elif e == "lineup":
            self._lose(seat, "horse", card)
            self.lineup[ev["horse"]] = {"seat": seat, "card": card}
        elif e == "horse_returned":
            self.lineup.pop(ev["horse"], None)
            self._gain(seat, "horse", card)
        elif e == "horse_copy":
            self.troy[ev["horse"]] = ev["copied"]
        elif e == "round_start":
            self.troy, self.auction, self.sold_to_bank = {}, None, []
        elif e == "auction_start":
            self.auction = {"kind": ev["kind"], "offer": ev["offer"], "last": None,
                            "price": None, "out": []}
        elif e in ("auction_accept", "auction_bid") and self.auction is not None:
            self.auction.update(last=seat, price=ev["price"])
        elif e == "auction_leave" and self.auction is not None:
            self.auction["out"].append(seat)
        elif e == "auction_end" and self.auction is not None:
            self.auction.update(done=True, winner=ev.get("winner"), price=ev.get("price"))
        elif e in ("goal_scored", "goal_failed", "goal_duplicate"):
            result = {"goal_scored": "scored", "goal_failed": "failed"}.get(e, "duplicate")
            self.seat(seat).goals_revealed.append({"card": card, "result": result})

    def _gain(self, seat: int, item: Any, card: Any) -> None:
        b = self.seat(seat)
        if item == "goal":
            b.goal_count += 1
        elif item == "assistant" and isinstance(card, int):
            b.assistants.append(card)
        elif item == "horse" and isinstance(card, int):
            b.horses.append(card)

    def _lose(self, seat: int, item: Any, card: Any) -> None:
        b = self.seat(seat)
        if item == "goal":
            b.goal_count = max(0, b.goal_count - 1)
        elif item == "assistant" and card in b.assistants:
            b.assistants.remove(card)
        elif item == "horse" and card in b.horses:
            b.horses.remove(card)

    def facts(self) -> dict[int, tuple]:
        """Comparable with ``facts_of_view`` (tests)."""
        facts = {s: (sorted(b.assistants), sorted(b.horses), sorted(b.loans), b.goal_count)
                 for s, b in sorted(self.seats.items())}
        return {s: f for s, f in facts.items() if f != ([], [], [], 0)}

    @staticmethod
    def facts_of_view(view: dict[str, Any]) -> dict[int, tuple]:
        facts = {p["seat"]: (sorted(p.get("assistants", [])), sorted(p.get("horses", [])),
                             sorted(p.get("loans", [])), p.get("goal_count", 0))
                 for p in view["players"]}
        return {s: f for s, f in facts.items() if f != ([], [], [], 0)}

    def sync_from_view(self, view: dict[str, Any]) -> None:
        """Takes the public Board facts from an engine view (resume, catching up)."""
        for p in view["players"]:
            b = self.seat(p["seat"])
            b.assistants = list(p.get("assistants", []))
            b.horses = list(p.get("horses", []))
            b.loans = list(p.get("loans", []))
            b.goal_count = p.get("goal_count", 0)
        board = view.get("board") or {}
        self.lineup = {c: dict(v) for c, v in board.get("lineup", {}).items()}
        self.troy = dict(board.get("troy", {}))
