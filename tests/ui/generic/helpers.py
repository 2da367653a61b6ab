"""Shared pieces of the generic table's tests: a table on the real App, a state snapshot."""
from __future__ import annotations

from typing import Any

from game.ui.app import App, AppConfig
from game.ui.generic.session import ContractSession
from game.ui.generic.table import GenericTableScene
from game.ui.plugin import GameSetup, SeatChoice

from .plain_horse_fever import PlainHorseFever

PRES = PlainHorseFever()


def setup(*kinds: str, seed: int = 5, **options: Any) -> GameSetup:
    names = ["Ada", "Bruno", "Carla", "Dino"]
    seats = tuple(SeatChoice(names[i], k) for i, k in enumerate(kinds))
    return GameSetup("horse-fever", {"players": len(kinds), **options}, seats, seed)


def table_app(data: Any, *kinds: str, seed: int = 5, autosave: bool = False,
              speed: str = "instant") -> tuple[App, GenericTableScene]:
    """The real App (title below) with the generic table on top."""
    app = App(AppConfig(speed=speed, autosave=False), data=data)
    session = ContractSession.new(PRES, setup(*kinds, seed=seed), speed=speed,
                                  anim_speed=speed, autosave=autosave)
    scene = GenericTableScene(app, session)
    app.stack.push(scene)
    return app, scene


SKIP_SESSION = {"pres", "info", "game", "bots", "autosaver", "_thinking"}
SKIP_SCENE = {"app", "gui", "session", "pres", "board", "panel"}


def snapshot(scene: Any) -> str:
    """Everything a draw could change: the scene's and its session's fields, the game."""
    parts = [repr(sorted((k, repr(v)) for k, v in vars(scene).items() if k not in SKIP_SCENE))]
    s = getattr(scene, "session", None)
    if s is not None:
        parts.append(repr(sorted((k, repr(v)) for k, v in vars(s).items()
                                 if k not in SKIP_SESSION)))
        parts.append(repr(s.game.to_json()))
    panel = getattr(scene, "panel", None)
    if panel is not None:
        parts.append(repr(sorted((k, repr(v)) for k, v in vars(panel).items() if k != "ctx")))
    return "\n".join(parts)
