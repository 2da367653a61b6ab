"""The legal actions of a decision on the wire: an ``ActionSet`` as JSON and back.

The server sends the seat whose decision it is the decision's legal actions (``update``'s
``legal``), described as the rules describe them (``game/core/legal.py``: families of an
action's class with picks, steps and arrangements), never listed: a round of Bettor Horse
is tens of thousands of orders. A window playing a seat over the network offers, greys and
checks its choices with them, as a local table does with ``Game.legal()``; the server
checks the action again when it arrives. A seat's legal actions are its own to know.

Every field is tagged, so that a fixed value that is a list is not read as a pick:
``{"type": KIND, "fixed": {...}, "pick": {f: [...]}, "steps": {f: {lo, hi, step}},
"arrange": {"fields": [...], "of": [...]}}``.
"""
from __future__ import annotations

from typing import Any, Mapping

from ..core.actions import TypedAction
from ..core.legal import ActionSet, Arrangements, Family, Pick, Steps


class WireError(ValueError):
    """Legal actions that do not read (one line)."""


def _fields(fields: Mapping[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {"fixed": {}, "pick": {}, "steps": {}}
    for k, v in fields.items():
        if isinstance(v, Pick):
            out["pick"][k] = list(v.values)
        elif isinstance(v, Steps):
            out["steps"][k] = v.to_json()
        else:
            out["fixed"][k] = v
    return out


def legal_to_wire(legal: ActionSet) -> list[dict[str, Any]]:
    """``legal`` as plain JSON data."""
    out = []
    for f in legal.families:
        item = {"type": f.action.KIND, **_fields(f.fields)}
        if isinstance(f, Arrangements):
            item["arrange"] = {"slots": list(f.slots), "k": f.k, "of": list(f.values)}
        out.append(item)
    return out


def _tuples(v: Any) -> Any:
    """JSON's lists back as the tuples typed actions hold."""
    return tuple(_tuples(x) for x in v) if isinstance(v, list) else v


def legal_from_wire(data: Any, kinds: Mapping[str, type[TypedAction]]) -> ActionSet:
    """The ``ActionSet`` ``legal_to_wire`` described; WireError for anything else."""
    if not isinstance(data, list):
        raise WireError("legal actions are a list")
    families: list[Family | Arrangements] = []
    try:
        for item in data:
            cls = kinds[item["type"]]
            fields: dict[str, Any] = {k: _tuples(v) for k, v in item.get("fixed", {}).items()}
            fields.update({k: Pick(tuple(_tuples(x) for x in v))
                           for k, v in item.get("pick", {}).items()})
            fields.update({k: Steps(int(v["lo"]), int(v["hi"]), int(v["step"]))
                           for k, v in item.get("steps", {}).items()})
            arrange = item.get("arrange")
            if arrange is None:
                families.append(Family(cls, fields))
            else:
                families.append(Arrangements(cls, tuple(arrange["slots"]),
                                             tuple(_tuples(x) for x in arrange["of"]),
                                             int(arrange["k"]), fields))
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        raise WireError(f"legal actions do not read ({type(e).__name__}: {e})"[:200]) from None
    return ActionSet(tuple(families))
