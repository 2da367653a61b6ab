"""``RemoteGame``: a game played at a table server, as a window's session sees it.

It answers the game contract (``game/core/contract.py``) from what the server sent the
seats this window holds, and from nothing else: each seat's ``view`` and the events
redacted for it, whose decision it is (``turn``), and for the seat to decide its legal
actions (``game/net/legal_wire.py``). The decision's prompt is worded here, in this
window's language, from the views it holds (``word``: the game presentation's
``decision_prompt``); the server's prompt, in the host's language, stands only where the
game cannot word it so. It holds no secret of another seat,
because it was never sent one. The rules live on the server: ``apply`` is never called
here (the session sends the action instead), and ``check`` tests membership of the legal
actions the server described, which the server checks again.
"""
from __future__ import annotations

import random
from typing import Any, Callable

from ...core import envelope
from ...core.contract import Decision, Event, Standing
from ...core.legal import ActionSet
from ...core.registry import GameInfo
from ...net.legal_wire import WireError, legal_from_wire
from ...services.i18n import current_language

# word(view, seat, phase) -> the prompt in this window's language, or None
Wording = Callable[[dict[str, Any], int, str], "str | None"]


class NotHere(Exception):
    """What only the server may do (apply an action, deal anew)."""


class RemoteGame:
    """The game contract over the server's messages (see the module docstring)."""

    def __init__(self, info: GameInfo, seats: list[int], word: Wording | None = None) -> None:
        self.info = info
        self.seats = list(seats)  # the seats this window holds
        self.word = word
        self._worded: tuple[Any, str] = (None, "")  # (decision and language, its prompt)
        self.views: dict[int | None, dict[str, Any]] = {}
        self.turn: dict[str, Any] | None = None
        self.prompt = ""
        self._legal = ActionSet(())
        self.over = False
        self.rows: list[dict[str, Any]] = []
        self.kinds = info.action_kinds()

    @property
    def started(self) -> bool:
        return bool(self.views)

    def take(self, msg: dict[str, Any]) -> None:
        """The last message of an ``update`` batch: a seat's view, the turn, its choices."""
        seat = msg.get("seat")
        self.views[seat] = msg["view"]
        self.turn = msg.get("turn")
        self.over = bool(msg.get("over"))
        if self.turn is not None and self.turn.get("seat") == seat:
            self.prompt = str(msg.get("prompt", ""))
            try:
                self._legal = legal_from_wire(msg.get("legal", []), self.kinds)
            except WireError:
                self._legal = ActionSet(())
        elif self.turn is None or self.turn.get("seat") not in self.seats:
            self._legal = ActionSet(())

    def note_events(self, events: list[Event]) -> None:
        for ev in events:
            if ev.get("type") == envelope.GAME_END:
                self.rows = list(ev.get("standings") or [])

    # ---- the contract ------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.over

    def decision(self) -> Decision | None:
        t = self.turn
        if t is None or self.over:
            return None
        seat, phase = int(t["seat"]), str(t["phase"])
        return Decision(seat, phase, self._prompt(seat, phase))

    def _prompt(self, seat: int, phase: str) -> str:
        """The decision's prompt in this window's language (worded once per decision and
        language: ``decision()`` is asked several times a frame)."""
        key = (self.number, seat, phase, current_language(), id(self.views.get(seat)))
        if self._worded[0] != key:
            text = self.word(self.view(seat), seat, phase) if self.word and self.views else None
            if text is None:  # (the server's words: its language, the deciding seat's only)
                text = self.prompt if seat in self.seats else ""
            self._worded = (key, text)
        return self._worded[1]

    @property
    def number(self) -> int:
        """The decision's number (the actions taken so far)."""
        return int(self.turn["n"]) if self.turn is not None else 0

    def legal(self) -> ActionSet:
        d = self.decision()
        return self._legal if d is not None and d.seat in self.seats else ActionSet(())

    def legal_actions(self) -> list[Any]:
        return list(self.legal())

    def check(self, action: Any) -> None:
        if not self.legal().contains(action):
            raise NotHere("not one of the choices the table offers now")

    def apply(self, action: Any) -> list[Event]:
        raise NotHere("the table server applies actions")

    def view(self, seat: int | None) -> dict[str, Any]:
        """A seat's own view; any other (the public one) is the watcher's if this window
        watches, else the first own seat's (the window's one person sees no more)."""
        if seat in self.views:
            return self.views[seat]
        if None in self.views:
            return self.views[None]
        return self.views[self.seats[0]]

    def redact(self, event: Event, seat: int | None) -> Event:
        return event  # (redacted by the server for this window already)

    def standings(self) -> list[Standing]:
        return envelope.standings(self.rows) if self.over else []

    def to_json(self) -> dict[str, Any]:
        raise NotHere("the table server holds the game")

    def copy(self) -> "RemoteGame":
        return self

    def redeal_hidden(self, seat: int, rng: random.Random) -> "RemoteGame":
        raise NotHere("the table server holds the game")
