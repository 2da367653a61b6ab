"""Finish Line's ``make bench`` figures (``GameInfo.bench``)."""
from __future__ import annotations

import statistics
import time
from typing import Any


def play(seed: int, kinds: list[str], timer: list[float] | None = None) -> Any:
    """One whole game by bots of these kinds; ``timer`` collects the hard bot's times."""
    from .bots import make_bot
    from .game import FinishLineGame
    game, _ = FinishLineGame.new({"players": len(kinds)}, seed, bots=kinds)
    bots = [make_bot(k, seed, i) for i, k in enumerate(kinds)]
    timed = [timer is not None and k == "hard" for k in kinds]
    while not game.is_over():
        seat = game.engine.s["turn"]
        if timed[seat]:  # (the clock read only for a decision timed: a read is a system call)
            t0 = time.process_time()
            a = bots[seat].choose(game.view(seat))
            timer.append(time.process_time() - t0)  # type: ignore[union-attr]
        else:
            a = bots[seat].choose(game.view(seat))
        game.apply(a)
    return game


def bench(seconds: float) -> list[dict[str, Any]]:
    """Random-bot games per CPU second; the hard bot's decision time."""
    out = []
    t0, n = time.process_time(), 0
    while time.process_time() - t0 < seconds:
        play(n, ["random"] * 4)
        n += 1
    rate = n / (time.process_time() - t0)
    out.append({"label": "Finish Line: 4-player games (random bots)", "value": rate,
                "unit": "games/s", "goal": ">= 300"})
    times: list[float] = []
    t0, n = time.process_time(), 0
    while time.process_time() - t0 < seconds or n == 0:
        play(10_000 + n, ["hard", "random", "random", "random"], times)
        n += 1
    out.append({"label": "Finish Line: hard bot decision, median",
                "value": statistics.median(times) * 1000, "unit": "ms", "goal": "<= 100"})
    out.append({"label": "Finish Line: hard bot decision, max",
                "value": max(times) * 1000, "unit": "ms", "goal": "<= 1000"})
    frames = sorted(throw_frames())
    out.append({"label": "Finish Line: dice throw frame at 1280x720, p99",
                "value": frames[int(len(frames) * 0.99) - 1] * 1000, "unit": "ms",
                "goal": "<= 8"})
    return out


def throw_frames(frames: int = 240) -> list[float]:
    """CPU seconds to draw each frame of a dice throw on the whole board at
    1280x720 (headless: pygame imported here only, the rules stay pygame-free)."""
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from ..ui.assets import Assets
    from ..ui.generic import Playing, layout
    from ..ui.painter import Painter
    from ..ui.viewport import Viewport
    from .actions import EndBets
    from .game import FinishLineGame
    from .ui import PRESENTATION
    from .ui.board import TrackBoard

    pygame.font.init()  # (not the mixer: no sound here)
    surface = pygame.Surface((1280, 720))
    p = Painter(surface, Viewport((1280, 720), 1.0, 0, 0), Assets())
    game, _ = FinishLineGame.new({"players": 4}, 5)
    roll = None
    while roll is None:
        legal = game.legal_actions()
        events = game.apply(next((a for a in legal if isinstance(a, EndBets)), legal[0]))
        roll = next((e for e in events if e["type"] == "roll"), None)
    for e in events:
        PRESENTATION.describe(e, ["A", "B", "C", "D"])
    clip = PRESENTATION.animate(roll)
    board, view = TrackBoard(PRESENTATION), game.view(None)
    for i in range(120):  # one throw first: fonts and shapes cached, as in a real game
        board.draw(p, layout.BOARD, view, Playing(roll, clip, i / 119))
    out = []
    for i in range(frames):
        t0 = time.process_time()
        p.ops.clear()
        board.draw(p, layout.BOARD, view, Playing(roll, clip, (i % 120) / 119))
        out.append(time.process_time() - t0)
    return out
