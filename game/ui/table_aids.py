"""The table aids, one piece for every game's table: the bots' reasons beside the log
(setting *Explain bots' moves*), the tipster switched on and off (setting *Tipster*, the T
key), and which of the settings a game's table follows.

* ``BotReasons``: each bot's one-line reason, kept apart from the log of events (a resumed
  game rebuilds its log from the saved events alone) and merged into it where it was said,
  just before the bot's move, while the setting is on. A reason that would tell what the
  others may not know yet (a card played face down, a secret bet) is held until the event
  that makes it public, which the game names (``until``).
* ``table_settings(game)``: the settings a game's table follows (its presentation's
  ``table_settings``: Horse Fever's tipster, explanations, payout hints and colour-blind
  patterns; a game whose bots give reasons has ``explain_bots``...). The settings sheet
  shows those of the game at hand and no other game's.
* ``toggle_tipster(app)``: T, or the tipster's button, in any game that has one.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence, Union

from .plugin import presentation
from .saves import store

Line = Union[str, Callable[[], str]]

# Every setting that is an aid at the table, in the settings sheet's order.
TABLE_SETTINGS = ("tipster", "explain_bots", "payout_hints", "colour_blind")


def table_settings(game: str) -> tuple[str, ...]:
    """The table aids ``game``'s table follows (none for a game without a presentation)."""
    try:
        pres = presentation(game)
    except KeyError:
        return ()
    own = set(getattr(pres, "table_settings", ()))
    return tuple(k for k in TABLE_SETTINGS if k in own)


def toggle_tipster(app: Any) -> str:
    """Shows or hides the tipster (the setting, remembered); "" or a one-line problem."""
    try:
        app.settings = app.settings.replace(tipster=not app.settings.tipster)
    except (AttributeError, TypeError, ValueError):
        return ""
    return store(app.settings)


class BotReasons:
    """The bots' reasons of one game, by where in the log each was said."""

    def __init__(self) -> None:
        # A line is words, or a callable that words it when read (``logbook.Worded``).
        self.said: list[tuple[int, Line]] = []  # (len(log) when said, line), in order
        self.held: list[tuple[str, Line]] = []  # (the event that makes it public, line)

    def add(self, at: int, line: Line, until: str | None = None) -> None:
        """A reason said when the log had ``at`` lines; held until the event ``until``."""
        if until:
            self.held.append((until, line))
        else:
            self.said.append((at, line))

    def shown(self, event: str, at: int) -> None:
        """The event ``event`` has been shown (the log now has ``at`` lines): the reasons
        it made public follow it."""
        if any(until == event for until, _line in self.held):
            self.said.extend((at, line) for until, line in self.held if until == event)
            self.held = [(u, line) for u, line in self.held if u != event]

    def release(self, at: int) -> None:
        """Every reason still held (the game is over: nothing is secret any more)."""
        self.said.extend((at, line) for _until, line in self.held)
        self.held = []

    def merge(self, log: Sequence[str], explain: bool) -> list[str]:
        """The log as shown: with each reason before the lines that followed it when
        ``explain``; the log alone otherwise. A reason given as a callable (worded on
        reading, in the language on screen) is worded here. Changes nothing."""
        if not explain or not self.said:
            return list(log)
        out: list[str] = []
        k = 0
        for i, line in enumerate(log):
            while k < len(self.said) and self.said[k][0] <= i:
                out.append(_said(self.said[k][1]))
                k += 1
            out.append(line)
        out.extend(_said(line) for _at, line in self.said[k:])
        return out


def _said(line: Line) -> str:
    return line if isinstance(line, str) else line()
