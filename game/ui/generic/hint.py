"""A hint on request: what the hard bot would do now in the player's seat, and why.

The Hint button (and its key, H) at every game's table asks ``HintAsker.ask``: the game's
hardest bot (``hint_kind``: "hard" where the game has one) is made afresh for the seat
and chooses from ``game.view(seat)`` alone, on a worker thread (the frame never waits);
the presentation says its choice and reason in one sentence, naming things as the board
shows them (``GenericPresentation.hint_words``). A fresh bot is seeded from the view
itself (``view_seed``), never from the game's seed: the same view always gets the same
hint, and nothing the seat cannot see (other hands, the deck's order, the seed that
dealt them) can change it (tests/ui/hint_check.py re-deals those in every game).

Only the person whose turn is on screen may ask (``ContractSession.turn_open``: in hot
seat that is after their pass screen); a bot's seat, a turn not yet opened and a replay
are refused with a line saying why. A hint belongs to the decision it was asked at: once
an action is applied it is gone.
"""
from __future__ import annotations

import hashlib
import json
import logging
import threading
from typing import TYPE_CHECKING, Any, Sequence

from ...services.i18n import _

if TYPE_CHECKING:
    from .presentation import GenericPresentation
    from .session import ContractSession

log = logging.getLogger(__name__)

HINT_KIND = "hard"  # the bot that gives hints, where the game has one (else its last kind)


def hint_kind(kinds: Sequence[str]) -> str:
    """The bot kind whose choice is the hint: "hard", else the strongest (kinds are listed
    weakest first)."""
    return HINT_KIND if HINT_KIND in kinds else kinds[-1]


def view_seed(view: dict[str, Any]) -> int:
    """A seed read from the view alone (its canonical JSON hashed): a bot that draws at
    random gives the same hint for the same view, whatever was dealt out of sight."""
    text = json.dumps(view, sort_keys=True, separators=(",", ":"), default=str)
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")


def compute_hint(pres: "GenericPresentation", view: dict[str, Any], seat: int, phase: str,
                 names: Sequence[str]) -> str:
    """The hint's sentence for ``seat`` from its ``view`` (and the decision's public phase
    key): a fresh hard bot's choice and reason, worded by the presentation."""
    info = pres.info
    bot = info.make_bot(hint_kind(info.bot_kinds), view_seed(view), seat)
    action = bot.choose(view)
    return pres.hint_words(bot, phase, action, view, names)


def hint_for(session: "ContractSession", seat: int) -> str:
    """The hint of ``seat`` at the session's decision, computed now (tests; the table asks
    ``HintAsker`` instead). The game is read through ``view(seat)`` only."""
    d = session.game.decision()
    if d is None or d.seat != seat:
        raise ValueError(f"seat {seat} is not deciding")
    return compute_hint(session.pres, session.game.view(seat), seat, d.phase,
                        list(session.names))


def refusal(session: "ContractSession") -> str:
    """Why no hint can be asked now ("" when one can): only the person whose turn is on
    screen may ask."""
    d = session.decision()
    if d is None:
        return _("The game is over.")
    if not session.caught_up():
        return _("Ask again when the table has shown what happened.")
    if d.seat in session.bots:
        return _("Hints are for people's turns, not a bot's.")
    if session.turn_open() is None:
        return _("Hints are for your own turn.")
    return ""


class HintAsker:
    """The hint of the turn on screen: asked, worked out on a worker thread, shown."""

    def __init__(self, session: "ContractSession") -> None:
        self.session = session
        self._box: dict[str, Any] | None = None  # the hint asked: its turn, then its words
        self.note = ""  # a refusal to show for a while (one line)

    def _turn(self) -> tuple[int, int] | None:
        seat = self.session.turn_open()
        return None if seat is None else (seat, len(self.session.applied))

    def available(self) -> bool:
        """Whether a hint may be asked now (the button's enabled state)."""
        return not refusal(self.session)

    def ask(self) -> str:
        """Starts working out the hint of the turn on screen ("" or why it cannot); asked
        again while shown, it hides it."""
        why = refusal(self.session)
        if why:
            return why
        turn = self._turn()
        if self._box is not None and self._box.get("turn") == turn:
            self._box = None  # (the button toggles the hint away)
            return ""
        s = self.session
        assert turn is not None
        seat = turn[0]
        d = s.game.decision()
        # A fresh dict: the worker shares nothing with the game the window plays on.
        view, phase, names = s.game.view(seat), d.phase if d else "", list(s.names)
        box: dict[str, Any] = {"turn": turn}

        def work() -> None:
            try:
                box["text"] = compute_hint(s.pres, view, seat, phase, names)
            except Exception as exc:  # noqa: BLE001 - a hint is words: never a crash
                log.error("hint for seat %s failed: %r", seat, exc)
                box["text"] = _("No hint this time: {why}").format(
                    why=str(exc).splitlines()[0] if str(exc) else type(exc).__name__)

        t = threading.Thread(target=work, name=f"hint-{seat}", daemon=True)
        box["thread"] = t
        self._box = box
        t.start()
        return ""

    def shown(self) -> str | None:
        """The hint for the turn on screen: its sentence, "" while it is worked out, None
        when none was asked (or the turn it was asked at is over)."""
        box = self._box
        if box is None:
            return None
        if box.get("turn") != self._turn():
            self._box = None  # the decision was taken (or the screen passed on)
            return None
        return str(box.get("text", ""))

    def wait(self, timeout: float) -> None:
        """Waits for the hint being worked out (tests; the table never waits)."""
        box = self._box
        t = box.get("thread") if box is not None else None
        if t is not None:
            t.join(timeout)
