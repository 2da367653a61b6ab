"""Every event type and field Bettor Horse emits is documented in docs/events-bettor-horse.md."""
from __future__ import annotations

import pathlib
import random
import re

from game.core.envelope import own_fields

from .helpers import new, random_move

DOC = pathlib.Path(__file__).resolve().parents[2] / "docs" / "events-bettor-horse.md"


def _fields(v, out: set[str]) -> None:
    if isinstance(v, dict):
        for k, x in v.items():
            out.add(k)
            _fields(x, out)
    elif isinstance(v, list):
        for x in v:
            _fields(x, out)


def test_every_event_and_field_is_documented() -> None:
    text = DOC.read_text(encoding="utf-8")
    sections = dict(re.findall(r"### `(\w+)`\n(.*?)(?=\n### |\Z)", text, re.S))
    rng = random.Random(3)
    seen: dict[str, set[str]] = {}
    for g in range(60):
        eng, events = new(players=(2, 4, 6, 8)[g % 4], track=g % 2 == 0, seed=g)
        while not eng.is_over():
            events += eng.apply(*random_move(eng, rng))
        for ev in events:
            fields: set[str] = set()
            _fields(own_fields(ev), fields)  # (the envelope's: docs/event-log.md)
            seen.setdefault(ev["type"], set()).update(fields)
    assert {"sudden_death", "mudder_revealed", "pool_awarded"} <= set(seen)
    for kind, fields in seen.items():
        assert kind in sections, f"event {kind} is not in {DOC.name}"
        missing = [f for f in fields if f"`{f}`" not in sections[kind]]
        assert not missing, f"{kind}: fields {missing} undocumented"
