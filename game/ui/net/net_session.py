"""``NetSession``: a game at a table server, behind the same interface as a local game.

The table scenes (``game/ui/generic/table.py`` and each game's frame, stage, sheets, final
scores, log, rules help) read a ``ContractSession``; this is one whose game is a
``RemoteGame`` (``remote_game.py``) fed by a ``Link`` (``game/net/link.py``): the events
the server sent this window's seats, redacted for them, are queued and shown with their
animations as a local game's are; a person's confirmed action is sent to the server
(``act``) and the table waits for the server's update, which carries its events.

The seats of other computers are neither people here nor bots: the table waits for them
("waiting for NAME"), and ``marks`` says, per seat, whether its player is connected.
Several people at this computer (the host's hot seat) see the table's public events
(this window watches as well) and each their own view after their pass screen; one
person sees the events as their seat receives them. A dropped connection is taken back by
the link by itself; meanwhile ``banner`` says so. Chat lines arrive as ``said``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.history import HUMAN
from ...services.i18n import _
from ...net.seat_records import forget_record
from ..generic.logbook import Tinted, Worded
from ..generic.session import ContractSession
from .remote_game import RemoteGame

if TYPE_CHECKING:
    from ...net.link import Link
    from ..generic.presentation import GenericPresentation

REMOTE = "remote"
UP, DOWN, LOST = "up", "down", "lost"


class NetSession(ContractSession):
    """A seat (or the host's seats) at a table server (see the module docstring)."""

    replayable = False  # (the history is the server's: the final scores offer no Replay)

    def __init__(self, pres: "GenericPresentation", link: "Link", seats: list[int],
                 listing: dict[str, Any], backlog: list[tuple[str, dict[str, Any]]], *,
                 speed: str = "normal", anim_speed: str = "normal") -> None:
        self.link = link
        self.mine = sorted(seats)
        names = [s["name"] for s in listing["seats"]]
        game = RemoteGame(pres.info, self.mine,
                          word=lambda view, seat, phase: pres.decision_prompt(
                              view, seat, phase, self.names))
        kinds = [HUMAN if i in self.mine else s["kind"] for i, s in enumerate(listing["seats"])]
        self.listing = listing
        self.stream: int | None = self.mine[0] if len(self.mine) == 1 else None
        self.connection = UP
        self.why = ""
        self.sent: int | None = None  # the decision an action was sent for
        self.closed = ""  # the table is no longer hosted: why (the server's cause)
        self.later = False  # ... closed for later: its host may host it again
        self.chat: list[tuple[int, str, str]] = []  # (seat, name, text) as received
        self.refused = ""  # the server's last refusal of ours (one line)
        # The game as it stands when the table opens: its first events and views, taken
        # before the session is built (its stage reads the view at once).
        events: list[dict[str, Any]] = []
        rest = []
        for kind, msg in backlog:
            if kind == "update" and (msg.get("seat") == self.stream or "view" in msg):
                if msg.get("seat") == self.stream and msg["first"] <= len(events):
                    new = msg["events"][len(events) - msg["first"]:]
                    game.note_events(new)
                    events.extend(new)
                if "view" in msg:
                    game.take(msg)
            else:
                rest.append((kind, msg))
        # A game joined (or joined again) after its first move is put on the table as it
        # stands, as a local game resumed is: its past is in the log, not played again.
        super().__init__(pres, game, events, names, kinds, [], 0, {},
                         applied=[(-1, None)] * game.number, speed=speed,
                         anim_speed=anim_speed, autosave=None,
                         shown=len(events) if game.number else 0)
        self.kinds = [HUMAN if i in self.mine else REMOTE if s["kind"] == REMOTE else s["kind"]
                      for i, s in enumerate(listing["seats"])]
        for kind, msg in rest:
            self.take(kind, msg)

    # ---- what arrives ------------------------------------------------------------------
    def pump(self) -> None:
        """Takes what the link received since the last frame."""
        for kind, msg in self.link.poll():
            self.take(kind, msg)

    def take(self, kind: str, msg: dict[str, Any]) -> None:
        game: RemoteGame = self.game  # type: ignore[assignment]
        if kind == "update":
            seat = msg.get("seat")
            if seat == self.stream:
                have = len(self.events)
                new = msg["events"][max(0, have - msg["first"]):] if msg["first"] <= have else []
                game.note_events(new)
                self.events.extend(new)
                self.queue.extend(new)
            if "view" in msg:
                before = game.number
                last = game.turn["seat"] if game.turn else -1
                game.take(msg)
                while len(self.applied) < game.number:
                    self.applied.append((last if len(self.applied) == before else -1, None))
                    self.bot_wait = None
                if game.over:
                    self._forget()
                if game.number != before:
                    self.sent = None
                    if self.hotseat and self.viewer is not None:
                        self.viewer = None  # (secrets leave the board between turns)
        elif kind == "seats":
            self.listing = msg
        elif kind == "link":
            if msg["state"] == UP and self.connection != UP:
                self.sent = None  # (an action sent while away is sent again if still due)
            self.connection = msg["state"]
            self.why = str(msg.get("why", ""))
        elif kind == "closed":
            self.closed = str(msg.get("cause") or msg.get("reason") or "closed")
            self.later = msg.get("later") is True
            if not self.later:  # (closed for later: the kept seat rejoins it, Continue)
                self._forget()
        elif kind == "said":
            self.hear(int(msg["seat"]), str(msg["name"]), str(msg["text"]))
        elif kind == "refused" and msg.get("code") != "stale":
            self.refused = refusal_line(str(msg.get("code", "")), str(msg.get("request", "")),
                                        str(msg.get("message", "")))
            self.sent = None

    def hear(self, seat: int, name: str, text: str) -> None:
        """A chat line: into the log in the sender's seat colour (the colour the table
        shows the seat in), worded "NAME: text", only ever drawn as text."""
        self.chat.append((seat, name, text))
        colour = self.pres.seat_colour(seat)
        self.book.add_note(Worded(lambda: Tinted(_("{name}: {text}").format(name=name,
                                                                           text=text), colour)))

    def closed_words(self) -> str:
        """Why the table closed, in this window's language (the server's ``cause``)."""
        words = {"host_left": _("the host left"), "owner": _("its host closed it"),
                 "over": _("the game is over"), "not_started": _("nobody started it")}
        why = words.get(self.closed, self.closed)
        if self.later:
            return _("The table is closed: {why}. When they host it again, Continue at table "
                     "{code} (Resume).").format(why=why, code=self.link.code)
        return _("The table is closed: {why}").format(why=why)

    def _forget(self) -> None:
        """The kept seats of a game over, or of a table closed, are no longer needed."""
        if self.link.code is not None:
            for seat in self.mine:
                forget_record(self.link.code, seat)

    # ---- the session's interface, over the network -------------------------------------
    def update(self, dt: float) -> None:
        self.pump()
        if self.game.started:  # type: ignore[attr-defined]
            super().update(dt)

    def _history_played(self) -> bool:
        """Nobody moves here while the server has not said whose decision it is."""
        return self.game.decision() is None

    def human_to_move(self) -> int | None:
        seat = super().human_to_move()
        return None if seat is None or self.sent == self.game.number else seat  # type: ignore[attr-defined]

    def refusal(self, action: Any) -> str:
        try:
            self.game.check(action)
        except Exception:  # noqa: BLE001 - RemoteGame's NotHere: not among the choices
            return _("That is not one of the choices now.")
        return ""

    def choose(self, action: Any) -> str:
        seat = self.turn_open()
        if seat is None:
            return _("It is not your turn to decide.")
        why = self.refusal(action) if not isinstance(action, list) else ""
        if not why:
            self.pending = action
        return why

    def submit(self, action: Any) -> None:
        """Sends the action to the server; its events come back with the next update."""
        d = self.game.decision()
        if d is None or self.sent == self.game.number:  # type: ignore[attr-defined]
            return
        self.sent = self.game.number  # type: ignore[attr-defined]
        self.refused = ""
        self.link.act(d.seat, self.sent, action.to_json())
        self.pending = None

    def waiting_for(self) -> str | None:
        """The name of the player at another computer the table waits for, if any."""
        d = self.game.decision()
        if d is None or d.seat in self.mine or not self.caught_up():
            return None
        return self.names[d.seat] if self.kinds[d.seat] == REMOTE else None

    def marks(self) -> dict[int, str]:
        """Per seat of another computer: "present", "away" or "stand_in" (its bot plays);
        none once the table is closed (the banner says so)."""
        if self.closed:
            return {}
        out = {}
        for s in self.listing.get("seats", []):
            if s["kind"] == REMOTE and s["seat"] not in self.mine:
                out[s["seat"]] = ("stand_in" if s.get("stand_in") else
                                  "present" if s.get("present") else "away")
        return out

    def banner(self) -> str:
        """A line about the connection, the table or a refusal ("" when all is well)."""
        if self.closed:
            return self.closed_words()
        if self.connection == DOWN:
            return _("Connection lost: reconnecting…")
        if self.connection == LOST:
            return _("Cannot reach the table: {why}").format(why=self.why)
        return self.refused

    def say(self, text: str) -> None:
        """A chat line to the table (the server cleans and limits it)."""
        if self.link.code is not None and text.strip():
            self.link.request("say", code=self.link.code, text=text[:200])

    def close(self) -> None:
        self.link.stop()


def refusal_line(code: str, request: str, message: str) -> str:
    """The server's refusal of this window's request in this window's language (its
    ``message`` is the host's language: it stands only for a game's own refusal)."""
    if request == "say":
        if code == "rate":
            return _("Too many lines: one every 2 seconds, please.")
        return _("The table did not take that line.")
    words = {"not_your_turn": _("It is not your turn to decide."),
             "rate": _("Too many messages at once: wait a moment."),
             "over": _("The game is over."),
             "no_table": _("That table is no longer hosted."),
             "token": _("The table no longer knows this seat as yours."),
             "not_your_seat": _("The table no longer knows this seat as yours."),
             "no_seat": _("No invited seat is free at that table."),
             "seat_taken": _("No invited seat is free at that table."),
             "rules_version": _("That table plays another version of the game's rules: "
                                "both programs need the same version.")}
    return words.get(code, message[:200])
