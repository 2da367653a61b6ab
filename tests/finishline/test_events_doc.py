"""docs/events-finish-line.md documents every event type and field the game emits, and
every event has a log sentence (words.event_line), redacted or not."""
from __future__ import annotations

import pathlib
import re

from game.core.envelope import own_fields
from game.finishline.words import event_line
from tests.finishline.helpers import play_random

DOC = pathlib.Path(__file__).resolve().parents[2] / "docs" / "events-finish-line.md"


def documented() -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    current = None
    for line in DOC.read_text(encoding="utf-8").splitlines():
        m = re.match(r"### `(\w+)`", line)
        if m:
            current = out.setdefault(m.group(1), set())
        elif current is not None and line.startswith("| `"):
            current.update(re.findall(r"`(\w+)`", line.split("|")[1]))
    return out


def test_every_emitted_event_and_field_is_documented() -> None:
    doc = documented()
    seen: set[str] = set()
    for seed in range(150):
        game, events = play_random(2 + seed % 3, seed, check=False)
        names = game.engine.s["names"]
        for e in events:
            assert e["type"] in doc, f"event {e['type']} is not documented"
            for seat in (None, 0, 1):
                r = game.redact(e, seat)
                missing = set(own_fields(r)) - doc[e["type"]]  # (envelope: event-log.md)
                assert not missing, f"{e['type']}: fields {missing} are not documented"
                line = event_line(r, names)
                assert line and "\n" not in line and line != e["type"]
            seen.add(e["type"])
    assert seen == set(doc), f"documented but never seen: {set(doc) - seen}"
