"""Horse Fever on the shell's one session, without a window: for the tests that drive the
session itself (the race show, the payoffs sheet, replays) or build one over a game set up
by hand (``tests/horsefever/helpers.py``)."""
from __future__ import annotations

from typing import Any, Sequence

from game.horsefever.bot_seats import BotSeat, make_bot
from game.horsefever.bots import make_bot as make_engine_bot
from game.horsefever.game import HorseFeverGame
from game.horsefever.rules import Game as Engine
from game.horsefever.ui.presentation import PRESENTATION
from game.ui.generic.session import ContractSession
from game.ui.plugin import HUMAN, GameSetup, SeatChoice

__all__ = ["hf_session", "session_over", "SeatChoice", "HUMAN", "PRESENTATION"]


def hf_session(seats: Sequence[SeatChoice], variant: str = "family", seed: int = 0,
               stars: bool = False, rounds: int | None = None, speed: str = "instant",
               anim_speed: str | None = None, data: Any = None) -> ContractSession:
    """A new game on the session (no autosave), its first events queued; with ``data``,
    played with those data files (a house variant's), its bots too."""
    options = {"variant": variant, "players": len(seats), "stars": stars, "rounds": rounds}
    if data is None:
        setup = GameSetup("horse-fever", options, tuple(seats), seed)
        return ContractSession.new(PRESENTATION, setup, speed=speed,
                                   anim_speed=anim_speed or speed, autosave=False)
    kinds = [s.kind for s in seats]
    engine, events = Engine.new(data, [s.name for s in seats], variant, seed, stars, rounds,
                                bots=["" if k == HUMAN else k for k in kinds])
    bots = [None if k == HUMAN else BotSeat(make_engine_bot(k, data, seed, i))
            for i, k in enumerate(kinds)]
    return ContractSession(PRESENTATION, HorseFeverGame(engine), events, [s.name for s in seats],
                           kinds, bots, seed, options, speed=speed, anim_speed=anim_speed or speed)


def session_over(game: Any, names: Sequence[str], kinds: Sequence[str] | None = None,
                 speed: str = "instant") -> ContractSession:
    """The session over an engine ``game`` as it stands (people in every seat unless
    ``kinds`` says otherwise), nothing left to show: events the test applies to ``game``
    afterwards are queued by hand (``s.queue``/``s.events``)."""
    s = game.state
    kinds = list(kinds or [HUMAN] * len(names))
    bots = [None if k == HUMAN else make_bot(k, s.seed, i) for i, k in enumerate(kinds)]
    options = {"variant": s.variant, "players": len(names), "stars": s.stars, "rounds": s.rounds}
    return ContractSession(PRESENTATION, HorseFeverGame(game), [], list(names), kinds, bots,
                           s.seed, options, speed=speed, anim_speed=speed)


def payoffs_up(s: ContractSession) -> bool:
    """The session waits on a round's payoffs sheet."""
    return s.stop is not None and s.stop.sheet.name == "payoffs"


def summary(s: ContractSession):
    """The round summary of the payoffs sheet the session waits on."""
    assert payoffs_up(s), "no payoffs sheet"
    return s.stop.sheet.summary
