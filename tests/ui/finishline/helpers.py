"""Finish Line's table on the real App, headless, and a panel-driving person."""
from __future__ import annotations

from typing import Any

from game.finishline.ui import PRESENTATION
from game.ui.app import App, AppConfig
from game.ui.generic.session import ContractSession
from game.ui.generic.table import GenericTableScene
from game.ui.plugin import GameSetup, SeatChoice

NAMES = ["Ada", "Bruno", "Carla", "Dino"]


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
