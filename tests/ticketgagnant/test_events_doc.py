"""docs/events-ticket-gagnant.md names every event type and top-level field that whole
games (both modes, every discipline, both visibilities, 2-6 players) emit."""
from __future__ import annotations

import pathlib
import re

from game.core.envelope import own_fields
from game.ticketgagnant.actions import Discard, PlayCard
from game.ticketgagnant.bench import play_game
from game.ticketgagnant.words import event_line

from .helpers import card, table

DOC = pathlib.Path(__file__).resolve().parents[2] / "docs" / "events-ticket-gagnant.md"


def documented() -> dict[str, set[str]]:
    out = {}
    for line in DOC.read_text(encoding="utf-8").splitlines():
        m = re.match(r"\| `(\w+)` \| (.*) \| .* \|$", line)
        if m:
            out[m.group(1)] = set(re.findall(r"`(\w+)`", m.group(2)))
    return out


def rare_events() -> list[dict]:
    """Events whole bot games seldom show: a dead hand's discard, a horseshoe's
    disqualification (the scenarios of test_movement/test_scoring)."""
    dead = table({1: (9, 1), 2: (9, 4), 3: (10, 3), 4: (10, 4), 5: (10, 5), 6: (9, 3),
                  7: (9, 5)}, [card("horse", horse=1, value=3)])
    events = dead.apply(Discard(card=card("horse", horse=1, value=3)))
    c = card("horse", horse=1, value=3)
    shoe = table({1: (8, 1), 2: (7, 2)}, [c], discipline="harness")
    return events + shoe.apply(PlayCard(card=c, horse=1, column=11, lane=1))


def test_every_event_and_field_is_documented() -> None:
    doc = documented()
    seen: set[str] = set()
    for e in rare_events():
        assert set(own_fields(e)) <= doc[e["type"]], e
        seen.add(e["type"])
    for seed in range(40):
        players = 2 + seed % 5
        kinds = ["random", "easy", "normal", "random", "easy", "normal"][:players]
        mode = ("basic", "advanced")[seed % 2]
        game, events = play_game(seed, kinds, mode=mode,
                                 predictions=("visible", "hidden")[seed // 2 % 2],
                                 with_events=True)
        for e in events:
            assert e["type"] in doc, f"event {e['type']} is not in {DOC.name}"
            extra = set(own_fields(e)) - doc[e["type"]]  # (the envelope's: event-log.md)
            assert not extra, f"{e['type']}: fields {sorted(extra)} are not in {DOC.name}"
            seen.add(e["type"])
            line = event_line(e, game.s.names)
            assert line and "\n" not in line and line != e["type"]
            for seat in range(players):
                assert event_line(game.redact(e, seat), game.s.names)
    assert seen == set(doc), f"documented but never seen: {sorted(set(doc) - seen)}"
