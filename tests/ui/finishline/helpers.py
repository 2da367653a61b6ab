"""Finish Line's table on the real App, headless, and a panel-driving person."""
from __future__ import annotations

from typing import Any

import pygame

from game.finishline.actions import EndBets
from game.finishline.game import FinishLineGame
from game.finishline.phases import PHASES
from game.finishline.ui import PRESENTATION
from game.ui.assets import Assets
from game.ui.generic import PanelContext, Steps
from game.ui.painter import Painter
from game.ui.viewport import Viewport
from game.ui.app import App, AppConfig
from game.ui.generic.session import ContractSession
from game.ui.generic.table import GenericTableScene
from game.ui.plugin import GameSetup, SeatChoice

NAMES = ["Ada", "Bruno", "Carla", "Dino"]


def painter() -> Painter:
    pygame.init()
    surf = pygame.Surface((1280, 720))
    return Painter(surf, Viewport((1280, 720), 1.0, 0, 0), Assets())


def play_to(game: FinishLineGame, want: str) -> list[dict[str, Any]]:
    """Plays first-legal actions until an event of type ``want``; the events so far."""
    seen: list[dict[str, Any]] = []
    for _ in range(2000):
        legal = game.legal_actions()
        a = next((x for x in legal if isinstance(x, EndBets)), legal[0])
        seen += game.apply(a)
        if any(e["type"] == want for e in seen):
            return seen
    raise AssertionError(f"no {want} event")


def ctx_for(game: FinishLineGame, chosen: list[Any]) -> PanelContext:
    seat = game.decision().seat
    phase = PHASES[game.decision().phase]

    def check(a: Any) -> str:
        try:
            game.check(a)
        except Exception as e:  # noqa: BLE001
            return str(e)
        return ""

    def choose(a: Any) -> str:
        if isinstance(a, Steps):  # (each step checked after the ones before, on a copy)
            trial = game.copy()
            for step in a:
                trial.apply(step)
            why = ""
        else:
            why = check(a)
        if not why:
            chosen.append(a)
        return why
    return PanelContext(seat, "Ada", phase, "prompt", game.view(seat), game.legal_actions(),
                        lambda a: PRESENTATION.describe_action(a, ["Ada", "Bruno"]), choose,
                        lambda: None, check)


def fl_table(data: Any, *kinds: str, seed: int = 5,
             speed: str = "instant") -> tuple[App, GenericTableScene]:
    """The real App with Finish Line's table on top (seats: "human" or a bot kind)."""
    app = App(AppConfig(speed=speed, autosave=False), data=data)
    seats = tuple(SeatChoice(NAMES[i], k) for i, k in enumerate(kinds))
    session = ContractSession.new(PRESENTATION, GameSetup("finish-line",
                                                          {"players": len(kinds)}, seats, seed),
                                  speed=speed, anim_speed=speed, autosave=False)
    scene = GenericTableScene(app, session)
    app.stack.push(scene)
    return app, scene
