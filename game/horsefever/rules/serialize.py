"""Game state to JSON and back: plain dicts, no pickle, the data files checked by hash."""
from __future__ import annotations

import random
from dataclasses import asdict, fields
from typing import Any

from .data import GameData
from .state import Bet, GameState, PlayedCard, Player, RaceProgress

FORMAT_VERSION = 1


class StateFormatError(ValueError):
    """A saved state that cannot be loaded: the message names what is wrong."""


def state_to_json(s: GameState) -> dict[str, Any]:
    """Returns the whole state as JSON-compatible plain data."""
    out: dict[str, Any] = {"format": FORMAT_VERSION, "data_identity": s.data.identity}
    for f in fields(GameState):
        name = f.name
        if name == "data":
            continue
        v = getattr(s, name)
        if name == "rng":
            version, internal, gauss = v.getstate()
            out[name] = [version, list(internal), gauss]
        elif name == "players":
            out[name] = [asdict(p) for p in v]
        elif name == "bets":
            out[name] = [asdict(b) for b in v]
        elif name in ("lanes", "discarded"):
            out[name] = {c: [asdict(pc) for pc in cards] for c, cards in v.items()}
        elif name == "race":
            out[name] = asdict(v) if v is not None else None
        elif isinstance(v, (dict, list)):
            out[name] = _copy(v)
        else:
            out[name] = v
    return out


def _copy(v: Any) -> Any:
    if isinstance(v, dict):
        return {k: _copy(x) for k, x in v.items()}
    if isinstance(v, list):
        return [_copy(x) for x in v]
    return v


def state_from_json(d: dict[str, Any], data: GameData) -> GameState:
    """Rebuilds a state from ``state_to_json`` output; raises StateFormatError if it cannot."""
    if not isinstance(d, dict):
        raise StateFormatError("a saved state must be a JSON object")
    if d.get("format") != FORMAT_VERSION:
        raise StateFormatError(f"format version {d.get('format')!r} is not {FORMAT_VERSION}")
    if data.identity and d.get("data_identity") != data.identity:
        raise StateFormatError("made with different data files (data_identity differs)")
    try:
        kw: dict[str, Any] = {}
        for f in fields(GameState):
            name = f.name
            if name == "data":
                continue
            v = d[name]
            if name == "rng":
                rng = random.Random()
                rng.setstate((v[0], tuple(v[1]), v[2]))
                kw[name] = rng
            elif name == "players":
                kw[name] = [Player(**p) for p in v]
            elif name == "bets":
                kw[name] = [Bet(**b) for b in v]
            elif name in ("lanes", "discarded"):
                kw[name] = {c: [PlayedCard(**pc) for pc in cards] for c, cards in v.items()}
            elif name == "race":
                kw[name] = RaceProgress(**v) if v is not None else None
            else:
                kw[name] = _copy(v)
        return GameState(data=data, **kw)
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise StateFormatError(f"malformed state: {type(exc).__name__}: {exc}") from None
