"""A game played back from its history: the session the shell's replay shows.

The replay is a ``ContractSession`` whose every seat is a ``ReplayBot`` answering with
the history's next action: the same pacing, stage, clips and log as the live game, no
copy of them, drawn by the game's own table frame (``game/ui/scenes/replay.py``).
Nobody's secrets are shown (the spectator view, events redacted for a spectator). A
replay of a part of the game (a race or round; Horse Fever's race of one round), or a jump
to one, first shows everything before the part at once (``show_until``), its sheets passed
over and kept for the log, then plays on.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core import history as hist
from ...core.actions import action_from_json
from ...core.history import History
from .session import ContractSession

if TYPE_CHECKING:
    from .presentation import GenericPresentation


class ReplayBot:
    """Plays the history's action at the game's current count of actions (so asking
    twice for the same decision gives the same answer)."""

    def __init__(self, actions: list[Any]) -> None:
        self.actions = actions
        self.session: ContractSession | None = None

    def choose(self, view: dict[str, Any]) -> Any:
        assert self.session is not None
        return self.actions[len(self.session.applied)]

    def random_state(self) -> dict[str, Any]:
        return {}


def replay_session(pres: "GenericPresentation", h: History) -> ContractSession:
    """A session that plays ``h`` back (HistoryError, one line, if it does not replay)."""
    info, game, events = hist.start(h)
    kinds = info.action_kinds()
    actions = [action_from_json(kinds, data, info.error, "Saved actions")
               for _, data in h.actions]
    bot = ReplayBot(actions)
    # Every seat a bot: no pass screens, nobody's view but the spectator's.
    s = ContractSession(pres, game, events, [*h.names], [x.kind for x in h.seats],
                        [bot] * len(h.seats), h.seed, h.options, autosave=None)
    s.humans = []
    s.viewer = None
    s.until_action = len(actions)
    s._refresh_view()
    bot.session = s
    return s


def shown(s: ContractSession) -> int:
    """How many of the session's events the table has shown (or is showing)."""
    return len(s.events) - len(s.queue)


def show_until(s: ContractSession, upto: int) -> None:
    """Shows the events before the ``upto``-th at once: nothing played, sheets passed
    over, the replay's bots answering, never past the history's last action."""
    for _ in range(1_000_000):
        if shown(s) >= upto:
            if s.stop is None and s.queue:
                # The sheet right before the part (the last race's results) is passed over
                # too, kept for the log: the part starts with its own first event.
                stop = s._stop_before(s.queue[0])
                if stop is not None:
                    s._keep_sheet(stop)
            s.stop = None
            return
        if s.stop is not None:
            s.resume()
        elif s.queue:
            s._present(animate=False)
        elif s.game.is_over() or s._history_played():
            return
        else:
            s._caught_up()
            seat = s.game.decision().seat  # type: ignore[union-attr]
            s.submit(s.bots[seat].choose(s.game.view(seat)))
