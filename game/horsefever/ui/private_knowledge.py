"""What one seat knows that the others don't: its hand, its face-down cards, its Goals.

Kept apart from the public ``DisplayState`` so hidden information stays hidden by
construction: each hot-seat human has one ``PrivateKnowledge``, folded from events redacted
for that seat, and the table draws it only for the seat the hot-seat controller allows.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..rules import redact_event
from .display import FIRST_BET, FIX, SECOND_BET, Event


@dataclass
class PrivateKnowledge:
    """What one seat knows that others don't: its hand and its face-down cards."""

    seat: int
    hand: list[int] = field(default_factory=list)
    played: dict[str, list[int | None]] = field(default_factory=dict)  # lane -> card per slot
    goals: list[int] = field(default_factory=list)  # Board Game: own Goal cards (face down)

    def apply(self, ev: Event, lanes_before: dict[str, list[dict[str, Any]]] | None = None) -> None:
        """Folds one event as this seat may see it."""
        ev = redact_event(ev, self.seat)
        name = ev["type"]
        if name == "deal" and ev.get("seat") == self.seat and "cards" in ev:
            self.hand = list(ev["cards"])
        elif (name == "draw" and ev.get("seat") == self.seat and ev.get("item") == "actions"
              and "cards" in ev):
            self.hand.extend(ev["cards"])  # Board Game: two action cards bought
        elif name == "action_played" and ev.get("seat") == self.seat and ev.get("card") is not None:
            if ev["card"] in self.hand:
                self.hand.remove(ev["card"])
            slot = len(lanes_before.get(ev["horse"], [])) if lanes_before is not None else 0
            lane = self.played.setdefault(ev["horse"], [])
            while len(lane) < slot:
                lane.append(None)
            lane.append(ev["card"])
        elif name in ("reveal", "round_end", "round_start"):
            self.played = {}
            if name != "reveal":
                self.hand = [] if name == "round_end" else self.hand
        elif name == "eliminated" and ev.get("seat") == self.seat:
            self.hand = []
        if ev.get("item") == "goal" and isinstance(ev.get("card"), int):
            self._fold_goal(name, ev)

    def _fold_goal(self, name: str, ev: Event) -> None:
        """Board Game: this seat's own Goal cards (kept, bought from or sold to a player)."""
        card = ev["card"]
        gains = (name == "keep" and ev.get("seat") == self.seat) or (
            name == "purchase" and ev.get("seat") == self.seat and ev.get("seller") is not None)
        loses = name in ("sale", "clearance") and ev.get("seat") == self.seat
        if gains:
            self.goals.append(card)
        elif loses and card in self.goals:
            self.goals.remove(card)

    def card_at(self, horse: str, slot: int) -> int | None:
        """The face of this seat's own face-down card in a lane slot, if it is theirs."""
        lane = self.played.get(horse, [])
        return lane[slot] if slot < len(lane) else None

    def sync_from_view(self, view: dict[str, Any]) -> None:
        """Takes the hand and own face-down cards from this seat's engine view."""
        me = view["players"][self.seat]
        self.hand = list(me.get("hand", []))
        self.goals = list(me.get("goals", []))
        self.played = {}
        if view.get("phase") in (FIRST_BET, FIX, SECOND_BET):
            for c, lane in view["lanes"].items():
                slots = [pc["card"] if pc["seat"] == self.seat else None for pc in lane]
                if any(x is not None for x in slots):
                    self.played[c] = slots
