"""One table of the server: its seats, its game, and what each seat is sent.

A table is a game of any registered game (reached through ``GameInfo`` and the ``Game``
contract only) with one ``SeatState`` per seat: ``remote`` (a player at another computer,
holding the seat by a token) or a bot kind (the server's bot, seeded as a local game's).
Until it starts the table has no game: players join and name their seats; ``start`` sets
the game up with those names. From then on every action goes through ``take`` (the
rules check it; an illegal one changes nothing) and the table keeps every event and every
action: its history, which the server autosaves (``store.py``).

What a connection receives is built here and nowhere else: ``updates(seat, first)`` gives
the events from ``first`` as ``redact(event, seat)`` and the seat's ``view(seat)`` (None:
a spectator's public view), chunked under ``protocol.CHUNK`` bytes; ``listing()`` the
table's public description. No message built here holds the seed, a generator's state,
the salt or a token: the seat's own token goes only into its ``joined`` answer
(``server.py``).
"""
from __future__ import annotations

import asyncio
import dataclasses
import json
from typing import Any

from ..core import history as hist
from ..core.actions import action_from_json
from ..core.contract import Event, Game
from ..core.history import HUMAN, History, Seat
from ..core.match import DEFAULT_NAMES
from ..core.registry import GameInfo
from . import protocol, tokens
from .legal_wire import legal_to_wire
from .protocol import ProtocolError

REMOTE = "remote"  # a seat played from another computer
DEFAULT_AWAY = 120.0  # seconds a player may stay away before the stand-in plays
WAITING, PLAYING, OVER = "waiting", "playing", "over"


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


@dataclasses.dataclass
class SeatState:
    """One seat: who plays it and, for a remote seat, who holds it now."""

    kind: str  # REMOTE or a bot kind
    name: str
    token: str | None = None  # the hash of the seat's token (None: nobody joined yet)
    conn: Any = None  # the connection holding the seat now (server.Conn), if any
    away_since: float | None = None  # loop time the seat was left (None: held or a bot)
    stand_in: bool = False  # the table's stand-in bot plays it while its player is away
    bot: Any = None  # a bot seat's bot, or a remote seat's stand-in (made when first needed)
    bot_random: dict[str, Any] | None = None  # a stand-in's generators to restore


class Table:
    """A table: setup, seats, the game once started, every event and action."""

    def __init__(self, code: str, info: GameInfo, options: dict[str, Any], seed: int,
                 salt: str, seats: list[SeatState], owner: str, away_after: float,
                 stand_in: str) -> None:
        self.code, self.info, self.options, self.seed = code, info, options, seed
        self.salt, self.seats, self.owner = salt, seats, owner
        self.away_after, self.stand_in_kind = away_after, stand_in
        self.game: Game | None = None
        self.events: list[Event] = []
        self.actions: list[tuple[int, Any]] = []
        self.actions_json: list[tuple[int, dict[str, Any]]] = []  # (written once each)
        self.watchers: set[Any] = set()
        self.thinking = False  # a bot of this table is choosing (off the event loop)
        self.closed = False
        self.over_at: float | None = None
        self.creator = ""  # the address that created it (a limit on waiting tables)
        self.lock = asyncio.Lock()  # one change at a time: check, apply, save, send
        self.kinds = info.action_kinds()

    # ---- where it stands ----------------------------------------------------------------

    @property
    def started(self) -> bool:
        return self.game is not None

    @property
    def turn(self) -> int:
        """The number of the decision to take: the actions applied so far."""
        return len(self.actions)

    def state(self) -> str:
        if self.game is None:
            return WAITING
        return OVER if self.game.is_over() else PLAYING

    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def free_seats(self) -> list[int]:
        """Remote seats nobody has joined yet."""
        return [i for i, s in enumerate(self.seats) if s.kind == REMOTE and s.token is None]

    def ready(self) -> bool:
        """Every remote seat joined: the game starts by itself."""
        return not self.free_seats()

    # ---- playing ----------------------------------------------------------------------

    def start(self) -> list[Event]:
        """Sets the game up with the seats' names now; returns its first events."""
        record = ["" if s.kind == REMOTE else s.kind for s in self.seats]
        game, events = self.info.new_game(self.options, self.seed, self.names(), bots=record)
        self.game = game
        self.events = list(events)
        for i, s in enumerate(self.seats):
            if s.kind != REMOTE:  # the server's own bots are seeded as a local game's
                s.bot = self.info.make_bot(s.kind, self.seed, i)
        return self.events

    def bot_to_play(self) -> tuple[int, Any] | None:
        """(seat, bot) when the decision is a bot seat's or a stand-in's, else None."""
        if self.game is None or self.closed:
            return None
        d = self.game.decision()
        if d is None:
            return None
        s = self.seats[d.seat]
        if s.kind != REMOTE:
            return d.seat, s.bot
        if not s.stand_in:
            return None
        if s.bot is None:
            s.bot = self.info.make_bot(self.stand_in_kind,
                                       tokens.stand_in_seed(self.salt, self.seed, d.seat), d.seat)
            if s.bot_random is not None:
                s.bot.set_random_state(s.bot_random)
        return d.seat, s.bot

    def take(self, seat: int, data: dict[str, Any]) -> list[Event]:
        """A client's action for ``seat`` (as JSON) checked by the rules and applied;
        ProtocolError ("over", "not_your_turn", "illegal") changes nothing."""
        if self.game is None:
            raise ProtocolError("not_started", "the game has not started yet")
        d = self.game.decision()
        if d is None:
            raise ProtocolError("over", "the game is over")
        if d.seat != seat:
            raise ProtocolError("not_your_turn", f"it is seat {d.seat}'s decision, not seat {seat}'s")
        try:
            action = action_from_json(self.kinds, data, self.info.error, "Actions")
        except self.info.error as e:
            raise ProtocolError("illegal", _line(e)) from None
        except Exception as e:  # noqa: BLE001 - a field the action's class cannot take
            raise ProtocolError("illegal", f"not an action of this game ({type(e).__name__})") \
                from None
        return self.apply(seat, action)

    def apply(self, seat: int, action: Any) -> list[Event]:
        """Applies a typed action (a bot's, or a client's read by ``take``)."""
        assert self.game is not None
        try:
            events = self.game.apply(action)
        except self.info.error as e:
            raise ProtocolError("illegal", _line(e)) from None
        except Exception as e:  # noqa: BLE001 - a rules bug: the game may be half changed
            self.rebuild()
            raise ProtocolError("illegal", f"the rules could not take this action "
                                           f"({type(e).__name__}: {_line(e)})") from None
        self.events.extend(events)
        self.actions.append((seat, action))
        self.actions_json.append((seat, action.to_json()))
        return events

    def rebuild(self) -> None:
        """The game played again from its history (after a rules failure)."""
        replayed = hist.replay(self.history())
        self.game, self.events = replayed.game, replayed.events

    def history(self) -> History:
        """The table's game as a history: remote seats are people, bot seats bots with
        their generators as they are now."""
        seats = [Seat(HUMAN) if s.kind == REMOTE or s.bot is None
                 else Seat(s.kind, s.bot.random_state()) for s in self.seats]
        # (hist.record would write every action's JSON anew at every save)
        return History(self.info.name, self.info.version, dict(self.options), self.seed,
                       self.names(), seats, list(self.actions_json))

    # ---- messages -----------------------------------------------------------------------

    def turn_info(self) -> dict[str, Any] | None:
        d = self.game.decision() if self.game is not None else None
        if d is None:
            return None
        return {"n": self.turn, "seat": d.seat, "phase": d.phase}

    def updates(self, seat: int | None, first: int) -> list[bytes]:
        """``update`` messages for ``seat`` (None: a spectator): the events from ``first``
        as the seat may see them, then its view and whose turn it is (in the last)."""
        assert self.game is not None
        game, code = self.game, self.code
        parts = [_dumps(game.redact(e, seat)) for e in self.events[first:]]
        head = f'{{"v":{protocol.PROTOCOL},"type":"update","code":"{code}","seat":' \
               f'{"null" if seat is None else seat},"first":'
        out: list[bytes] = []
        start, size, chunk = first, 0, []
        for p in parts:
            if chunk and size + len(p) > protocol.CHUNK:
                out.append(f'{head}{start},"events":[{",".join(chunk)}]}}'.encode())
                start, size, chunk = start + len(chunk), 0, []
            chunk.append(p)
            size += len(p) + 1
        tail = {"view": game.view(seat), "turn": self.turn_info(), "over": game.is_over()}
        d = game.decision()
        if d is not None and d.seat == seat:  # the seat to decide: its prompt and choices
            tail["prompt"] = d.prompt
            tail["legal"] = legal_to_wire(game.legal())
        out.append(f'{head}{start},"events":[{",".join(chunk)}],{_dumps(tail)[1:]}'.encode())
        return out

    def listing(self) -> dict[str, Any]:
        """The table as the lobby lists it and the ``seats`` message tells it."""
        return {"code": self.code, "game": self.info.name, "title": self.info.title,
                "state": self.state(), "watchers": len(self.watchers),
                "seats": [{"seat": i, "name": s.name, "kind": s.kind,
                           "taken": s.kind != REMOTE or s.token is not None,
                           "present": s.kind != REMOTE or s.conn is not None,
                           "stand_in": s.stand_in} for i, s in enumerate(self.seats)]}


def default_name(seat: int, kind: str) -> str:
    """A seat's name when nobody gives one (a bot's says its kind, as local games do)."""
    base = DEFAULT_NAMES[seat % len(DEFAULT_NAMES)]
    return base if kind == REMOTE else f"{base} ({kind})"


def _line(e: BaseException) -> str:
    text = str(e).splitlines()[0] if str(e) else type(e).__name__
    return text[:240]
