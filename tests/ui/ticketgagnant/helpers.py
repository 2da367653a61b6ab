"""Ticket Gagnant's table in the real App, headless, and a person's clicks through its
own panels (card, horse, square, push; ticket; race setup)."""
from __future__ import annotations

from typing import Any

import pygame

import game.ui.games_ui  # noqa: F401  (registers every presentation)
from game.ticketgagnant.ui import PRESENTATION
from game.ticketgagnant.ui import look as L
from game.ui.app import App, AppConfig
from game.ui.generic import layout as GL
from game.ui.scenes.final import FinalScene
from game.ui.scenes.handover import PassScene as GenericPassScene
from game.ui.generic.session import ContractSession
from game.ui.generic.table import GenericTableScene
from game.ui.plugin import GameSetup, SeatChoice

from ..driver import Driver

DISCIPLINES = ("steeplechase", "harness", "obstacle", "flat")  # by race, in turn
NAMES = ["Ada", "Bruno", "Carla", "Dino"]


def table(data: Any, *kinds: str, seed: int = 5, **options: Any
          ) -> tuple[App, GenericTableScene, Driver]:
    opts = {"players": len(kinds), "mode": "advanced", "predictions": "visible",
            "races": None, **options}
    setup = GameSetup("ticket-gagnant", opts,
                      tuple(SeatChoice(NAMES[i], k) for i, k in enumerate(kinds)), seed)
    app = App(AppConfig(speed="instant", autosave=False), data=data)
    session = ContractSession.new(PRESENTATION, setup, speed="instant", anim_speed="instant",
                                  autosave=False)
    scene = GenericTableScene(app, session)
    app.stack.push(scene)
    return app, scene, Driver(app)


def button(scene: GenericTableScene, key: str):
    for b in scene.frame.panel.buttons(GL.PANEL):
        if b.key == key:
            return b
    raise AssertionError(f"no button {key}: {[b.key for b in scene.frame.panel.buttons(GL.PANEL)]}")


def click_button(d: Driver, scene: GenericTableScene, key: str) -> None:
    d.click(button(scene, key).rect.center)


def click_square(d: Driver, scene: GenericTableScene, sq: tuple[int, int]) -> None:
    d.click(L.square_centre(GL.BOARD, scene.session.view, sq))


def answer(d: Driver, scene: GenericTableScene) -> str:
    """One decision answered by clicks on the panel and the board; returns its phase."""
    panel = scene.frame.panel
    phase = panel.ctx.phase.key
    if phase == "race_setup":
        keys = {b.key for b in panel.buttons(GL.PANEL)}
        disc = "disc:" + DISCIPLINES[panel.ctx.view["race"] % 4]
        click_button(d, scene, disc if disc in keys else "hand:3")
        click_button(d, scene, "hand:7")
        click_button(d, scene, "setup:go")
    elif phase == "predict":
        click_button(d, scene, "horse:3")
        click_button(d, scene, "horse:5")
        click_button(d, scene, "ticket:go")
    elif phase == "play":
        card = next(b for b in panel.buttons(GL.PANEL)
                    if b.key.startswith("card:") and b.enabled)
        d.click(card.rect.center)
        if panel.stage() == "horse":
            click_square(d, scene, tuple(panel.positions[
                sorted({a.horse for a in panel.plays(card=panel.card)})[0]]))
        click_square(d, scene, sorted(panel.marks()["targets"])[0])
        if panel.stage() == "push":
            click_square(d, scene, sorted(panel.marks()["targets"])[0])
    else:
        d.key(pygame.K_1)
    assert scene.session.pending is not None, (phase, scene.frame.message)
    d.key(pygame.K_RETURN)
    return phase


def play_to_final(app: App, scene: GenericTableScene, d: Driver, limit: int = 20000
                  ) -> list[str]:
    phases = []
    for _ in range(limit):
        top = app.stack.top
        if isinstance(top, FinalScene):
            return phases
        if isinstance(top, GenericPassScene):
            d.run_until(lambda: top.age >= 0.5, steps=20, dt=0.1)
            d.key(pygame.K_RETURN)
            continue
        if top.name == "results":  # a race's results wait for a person
            d.go_on()
            continue
        if top is scene and scene.frame.panel is not None:
            phases.append(answer(d, scene))
            continue
        d.step(0.1)
    raise AssertionError("the game did not reach the final scores")
