"""Lesson complete: the end of a game's lesson, over its dimmed table.

It offers what comes next: a real game of that game against easy bots (the learner and
the game's default options and player count, the weakest bots but the random one), the
lesson again, or the title. Enter plays the real game, Esc goes to the title.
"""
from __future__ import annotations

import random

import pygame

from ...core.history import HUMAN
from ...core.registry import get_game
from ...services.i18n import N_, _
from .. import key_names as KN
from .. import palette as P
from ..painter import Painter
from ..plugin import GameSetup, SeatChoice, presentation
from ..scene_registry import register_scene
from ..widgets import Button
from .common import SheetScene
from .setup import default_name

EASY = "easy"


def easy_setup(game: str, learner: str, seed: int | None = None) -> GameSetup:
    """A real game of ``game``: the learner (a person) and easy bots, default options."""
    info = get_game(game)
    options = info.setup()
    n = int(options.get("players") or info.min_players)
    order = list(getattr(presentation(game), "bot_kinds", info.bot_kinds))
    kind = EASY if EASY in info.bot_kinds else next(
        (k for k in order if k != "random"), info.bot_kinds[0])
    seats = (SeatChoice(learner, HUMAN),) + tuple(SeatChoice(default_name(i), kind)
                                                  for i in range(1, n))
    return GameSetup(game, options, seats, seed if seed is not None else random.randrange(10 ** 6))


@register_scene("lesson_end")
class LessonEndScene(SheetScene):
    """"Lesson complete" (see the module docstring)."""

    name = "lesson_end"
    title = N_("Lesson complete")
    sheet = pygame.Rect(290, 170, 700, 360)

    def __init__(self, app, game: str, learner: str = "") -> None:
        super().__init__(app)
        self.game = game
        self.learner = learner or _("You")
        self.message = ""

    def play(self) -> None:
        """A real game against easy bots."""
        err = self.app.start(easy_setup(self.game, self.learner))
        if err:
            self.message = err

    def again(self) -> None:
        err = self.app.start_lesson(self.game)
        if err:
            self.message = err

    def back(self) -> None:
        self.app.to_title()

    def default_action(self) -> bool:
        self.play()
        return True

    def rules_game(self) -> str | None:
        return self.game

    def buttons(self) -> list[Button]:
        r = self.sheet
        return [Button("play", pygame.Rect(r.x + 60, r.bottom - 150, r.w - 120, 50),
                       _("Play a real game against easy bots"), self.play, style="primary",
                       hotkey=KN.label("enter"), size=19),
                Button("again", pygame.Rect(r.x + 60, r.bottom - 86, 280, 44),
                       _("Play the lesson again"), self.again),
                Button("title", pygame.Rect(r.right - 340, r.bottom - 86, 280, 44),
                       _("Back to title"), self.back, style="ghost", hotkey=KN.label("esc"))]

    def draw_content(self, p: Painter) -> None:
        r = self.sheet
        title = _(get_game(self.game).title)
        text = _("You have played {game}'s lesson to the end. Now try a real game: the "
                 "same rules, against easy bots, with nobody pointing the way. The Rules "
                 "(F1) and the Hint button are there if you need them.").format(game=title)
        p.text_block(text, pygame.Rect(r.x + 60, r.y + 88, r.w - 120, 110), 17, P.INK,
                     "ui_medium")
        if self.message:
            p.text(self.message, (r.centerx, r.bottom - 164), 14, P.BAD, "ui_bold",
                   anchor="center", max_width=r.w - 80)
