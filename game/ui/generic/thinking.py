"""Bots at the table: each thinks on a worker thread from its own view only, and says why.

``BotThinking`` is the part of ``ContractSession`` (``session.py``) that starts a bot's
decision while its pause runs (a slow bot never freezes the window), collects it, and
puts its one-line reason beside the log (``game/ui/table_aids.BotReasons``), held back
while it would tell a secret (``GenericPresentation.bot_reason``).
"""
from __future__ import annotations

import copy
import logging
import threading
from typing import Any

from ...services.bot_words import level_name
from ...services.i18n import _
from .logbook import Worded

log = logging.getLogger(__name__)


class BotThinking:
    """Bots' decisions off the window's thread (mixed into ``ContractSession``)."""

    def _think(self, seat: int, bot: Any) -> None:
        """Starts the bot's decision on a worker thread, from its own view only."""
        view = self.game.view(seat)  # a fresh dict: the thread shares nothing with us
        box: dict[str, Any] = {"seat": seat}
        self._thinking = box

        def work() -> None:
            try:
                box["action"] = bot.choose(view)
            except BaseException as exc:  # noqa: BLE001 - handed to the main thread
                box["error"] = exc

        t = threading.Thread(target=work, name=f"bot-{seat}", daemon=True)
        box["thread"] = t
        t.start()

    def _thought(self, seat: int) -> Any | None:
        """The bot's action once ready (None while it thinks). A bot that failed plays
        the first legal action (``bot_errors`` says so: tests keep it empty)."""
        box = self._thinking
        if box is None or box.get("seat") != seat:
            return None
        t = box.get("thread")
        if t is not None and t.is_alive():
            t.join(0.05)  # a quick bot answers within a frame
        if "error" in box:
            self._thinking = None
            log.error("bot of seat %s failed: %r", seat, box["error"])
            self.bot_errors.append(f"seat {seat}: {box['error']!r}")
            return self.game.legal_actions()[0]
        if "action" not in box:
            return None
        self._thinking = None
        return box["action"]

    def _note_reason(self, seat: int, bot: Any, action: Any) -> None:
        """The bot's reason for its move, beside the log just before the move's events
        (or once what it tells is public: ``GenericPresentation.bot_reason``)."""
        d = self.game.decision()
        try:
            text, until = self.pres.bot_reason(bot, d.phase if d is not None else "", action)
        except Exception:  # noqa: BLE001 - a reason is words: never a reason to stop
            return
        if text:
            # Worded again when read in another language: from the bot as it was now
            # (a shallow copy keeps its reason; the bot itself moves on).
            was, phase, name, kind = copy.copy(bot), d.phase if d is not None else "", \
                self.name(seat), self.kinds[seat]

            def words() -> str:
                try:
                    reason = self.pres.bot_reason(was, phase, action)[0] or text
                except Exception:  # noqa: BLE001 - (words, as above)
                    reason = text
                return _("{name} ({level} bot): {reason}").format(name=name, level=level_name(kind),
                                                                 reason=reason)
            line = Worded(words)
            line()  # (worded now, in the language on screen)
            self.reasons.add(len(self.book), line, until)
