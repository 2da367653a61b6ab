"""Continuing a loaded save in the window: the session rebuilt from the saved story.

``resume(Session, ...)`` (Horse Fever's presentation calls it) lives here to keep the session
module to its one job (presenting a game as it is played); this module imports the session
module, never the other way round (no import cycle).
"""
from __future__ import annotations

from collections import deque
from typing import Any

from ...i18n import _
from ..rules.data import GameData
from .display import DisplayState
from .private_knowledge import PrivateKnowledge
from .session import HUMAN, PAUSE_FINAL, SHEET_BEFORE, SeatSpec, Session


def resume(cls: type[Session], data: GameData, loaded: Any, speed: str,
           race_speed: str | None) -> Session:
    """A session of class ``cls`` continuing ``loaded`` (its game, bots and events)."""
    game = loaded.game
    seats = [SeatSpec(p.name, HUMAN if bot is None else (p.bot or getattr(bot, "name", "simple")))
             for p, bot in zip(game.state.players, loaded.bots)]
    s = cls(data, seats, speed=speed, race_speed=race_speed, game=game, events=None)
    s.bots = {i: b for i, b in enumerate(loaded.bots) if b is not None}
    s.events = list(loaded.events)
    s.earlier = list(loaded.actions)  # the history goes on from there (autosaves)
    s.label = loaded.label  # a named save's name: "Save as" offers it again
    # Rebuild the table and the log from the story so far, as far as the window had
    # shown it when it saved ("shown"); the rest (a race that was still running when the
    # game was killed, say) is queued and presented again, animations and all.
    shown = len(s.events) if loaded.shown is None else max(0, min(loaded.shown, len(s.events)))
    s.display = DisplayState.empty(data.colours)
    s.display.tokens_per_colour = data.players[len(seats)].bet_tokens
    s.privates = {h: PrivateKnowledge(h) for h in s.humans}  # (not the engine's end state)
    for ev in s.events[:shown]:
        s._take(ev)
        line = s.words.event_line(ev)
        if line:
            s.log.append(line)
        s._note_round(ev)
        if ev.get("type") in SHEET_BEFORE:  # that round's sheet was seen before the save
            s._sheet_round = s.display.round
    s.log.append(_("— Game resumed —"))
    s.queue = deque(s.events[shown:])
    if not s.queue:
        s._sync()
        s.sync_mismatches.clear()
        if game.is_over():
            s.pause = PAUSE_FINAL
    return s
