"""The table's log kept as what happened, worded when it is read, in the language of then.

A log line is words made from an event (the game's ``describe``), from a shell note (a
message and its values) or from a bot's reason; ``Logbook`` keeps those sources, never the
words, and words them when the log is read (drawn, opened, exported), caching the lines
of each language. So a switch of language mid-game (Settings) turns every line written
before it at once (issue 38), and a line's words are never older than the language on
screen. ``Worded`` is one such line on its own (a bot's reason beside the log).

A line may carry a colour of its own: ``Tinted`` (a chat line, in its sender's seat colour)
is a ``str`` everywhere (compared, searched, merged, exported) and the log boxes draw it in
its colour, made legible on their paper or slate (``palette.readable``); a line is only
ever drawn as text, never read as markup.

Pure: no pygame; the words come through ``game.services.i18n``.
"""
from __future__ import annotations

from typing import Any, Callable, Iterator

from ...services import i18n

Event = dict[str, Any]
RGB = tuple[int, int, int]


class Tinted(str):
    """A log line drawn in a colour of its own (``colour``, RGB); a ``str`` otherwise."""

    colour: RGB

    def __new__(cls, text: str, colour: RGB) -> "Tinted":
        line = super().__new__(cls, text)
        line.colour = (int(colour[0]), int(colour[1]), int(colour[2]))
        return line


def colour_of(line: str) -> RGB | None:
    """A line's own colour (a ``Tinted`` line's), else None: the log's ink."""
    return getattr(line, "colour", None)


class Worded:
    """A line worded on reading, once per language: ``Worded(fn)()`` is ``fn()`` as the
    current language says it. ``fn`` must read only what it captured (never a live
    object that moves on: a bot's reason is captured as the bot had it)."""

    __slots__ = ("fn", "_cache")

    def __init__(self, fn: Callable[[], str]) -> None:
        self.fn = fn
        self._cache: dict[str, str] = {}

    def __call__(self) -> str:
        lang = i18n.current_language()
        text = self._cache.get(lang)
        if text is None:
            text = self._cache[lang] = self.fn()
        return text


def note(message: str, **values: Any) -> Worded:
    """A shell's line: ``message`` (marked with ``N_``) translated when read, then filled."""
    return Worded(lambda: i18n._(message).format(**values))


class Logbook:
    """The log's entries (events to describe, or ``Worded`` notes) and their lines by
    language. ``describe(event)`` words one event ("" for none)."""

    def __init__(self, describe: Callable[[Event], str]) -> None:
        self.describe = describe
        self.entries: list[Event | Worded] = []
        self._worded: dict[str, list[str]] = {}

    def __len__(self) -> int:
        return len(self.entries)

    def add_event(self, event: Event, line: str | None = None) -> bool:
        """Adds an event that has a line (``line``: its words now, if already made; an
        event without words is not an entry). True if it was added."""
        text = self.describe(event) if line is None else line
        if not text:
            return False
        self.entries.append(event)
        cache = self._worded.get(i18n.current_language())
        if cache is not None and len(cache) == len(self.entries) - 1:
            cache.append(text)  # (worded just now: no need to word it again)
        return True

    def add_note(self, words: Worded) -> None:
        self.entries.append(words)

    def lines(self) -> list[str]:
        """Every line, in the current language (worded once per language and entry)."""
        cache = self._worded.setdefault(i18n.current_language(), [])
        for entry in self.entries[len(cache):]:
            cache.append(entry() if isinstance(entry, Worded) else self.describe(entry))
        return cache

    def __iter__(self) -> Iterator[str]:
        return iter(self.lines())
