"""Actions: every decision a seat can make, as small immutable JSON-friendly records."""
from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

# Action types of the Family Game. The Board Game adds its own in the same record.
BET = "bet"  # place a bet: horse, kind (win/show), stake
PASS = "pass"  # decline an optional step (the second bet, a purchase, an auction...)
PLAY_CARD = "play_card"  # play an action card face down: card, horse
PHOTO_PICK = "photo_pick"  # photo finish among equal odds: the horse placed next


@dataclass(frozen=True, init=False)
class Action:
    """One decision. Unused fields stay at their defaults and are left out of JSON."""

    type: str
    horse: str | None = None
    kind: str | None = None
    stake: int = 0
    card: int | None = None
    target: int | None = None  # another seat (Board Game trades)
    item: str | None = None  # a purchase option or card family (Board Game)
    value: int | None = None  # an amount or a row count (Board Game)

    def __init__(self, type: str, horse: str | None = None, kind: str | None = None,
                 stake: int = 0, card: int | None = None, target: int | None = None,
                 item: str | None = None, value: int | None = None) -> None:
        # Legal-action lists build thousands of these: plain writes to the instance dict
        # instead of the frozen dataclass's eight object.__setattr__ calls (still frozen:
        # assigning an attribute afterwards raises FrozenInstanceError).
        d = self.__dict__
        d["type"] = type
        d["horse"] = horse
        d["kind"] = kind
        d["stake"] = stake
        d["card"] = card
        d["target"] = target
        d["item"] = item
        d["value"] = value

    def to_json(self) -> dict[str, Any]:
        """Returns the action as a plain dict with only the fields that are set."""
        out: dict[str, Any] = {"type": self.type}
        # The fields in their declared order, each left out at its default.
        if self.horse is not None:
            out["horse"] = self.horse
        if self.kind is not None:
            out["kind"] = self.kind
        if self.stake != 0:
            out["stake"] = self.stake
        if self.card is not None:
            out["card"] = self.card
        if self.target is not None:
            out["target"] = self.target
        if self.item is not None:
            out["item"] = self.item
        if self.value is not None:
            out["value"] = self.value
        return out

    @staticmethod
    def from_json(data: dict[str, Any]) -> "Action":
        """Builds an action from ``to_json`` output; unknown keys are refused."""
        if "type" not in data or not _FIELD_NAMES.issuperset(data):
            raise ValueError(f"not an action: {data!r}")
        return Action(**data)

    def __str__(self) -> str:
        if self.type == BET:
            return f"bet {self.stake} D on {self.horse} to {self.kind}"
        if self.type == PLAY_CARD:
            return f"play card {self.card} on {self.horse}"
        if self.type == PHOTO_PICK:
            return f"place {self.horse} next in the photo finish"
        if self.type == PASS:
            return "pass"
        parts = [self.type] + [f"{k}={v}" for k, v in self.to_json().items() if k != "type"]
        return " ".join(parts)


# (name, default) of every field but ``type``, in order (to_json writes them in this order).
_OPTIONAL_FIELDS = tuple((f.name, f.default) for f in fields(Action)[1:])
_FIELD_NAMES = frozenset(f.name for f in fields(Action))
assert _OPTIONAL_FIELDS == (("horse", None), ("kind", None), ("stake", 0), ("card", None),
                            ("target", None), ("item", None), ("value", None)), \
    "Action.to_json lists the fields by hand: update it with the fields"
