"""Choose a game: every registered game that has a presentation, as box-style tiles.

Each tile is the game's own box art (``Presentation.draw_tile``) with its title, its player
range and its one-line description (``GameInfo``) under it. A game whose data file is broken
(``GameInfo.problem``) is greyed: a plain tile with its title and the file's one line, which
cannot be set up; the other games play on. Mouse: hover for a tip, click to
set the game up. Keyboard: ← → (and ↑ ↓) choose, Enter sets it up, Esc goes back. Laid out for
four tiles on the logical 1280 x 720 table (the viewport scales it to any window, the minimum
800 x 600 included).
"""
from __future__ import annotations

import pygame

from ...services.i18n import _, ngettext
from ...core.registry import GameInfo, get_game
from ...services.lesson_files import has_lesson
from .. import palette as P
from ..painter import Painter
from ..plugin import presentations
from ..scene_registry import register_scene
from ..widgets import Button
from .common import ButtonScene, draw_felt_title, draw_tip
from .. import key_names as KN

TILE_W, TILE_H, GAP = 250, 316, 34
TILE_TOP = 142
MAX_TILES = 4  # a row; more games would need a second row (not yet: four are planned)


def players_words(info: GameInfo) -> str:
    """"2 to 6 players" (or "2 players" when there is one number)."""
    if info.min_players == info.max_players:
        return ngettext("{n} player", "{n} players", info.min_players).format(n=info.min_players)
    return _("{lo} to {hi} players").format(lo=info.min_players, hi=info.max_players)


def tile_rects(n: int) -> list[pygame.Rect]:
    """``n`` tiles centred in a row."""
    n = max(1, min(n, MAX_TILES))
    total = n * TILE_W + (n - 1) * GAP
    x0 = (1280 - total) // 2
    return [pygame.Rect(x0 + i * (TILE_W + GAP), TILE_TOP, TILE_W, TILE_H) for i in range(n)]


def draw_greyed_tile(p: Painter, r: pygame.Rect, info: GameInfo, problem: str) -> None:
    """A game that cannot be played (its data file is broken): a plain grey tile with its
    title, and under it the file's one line (the game's own art may need the file)."""
    p.rect(r, P.NEUTRAL_CARD, 12)
    p.rect(r, P.DISABLED, 12, width=3)
    p.text(_(info.title), r.center, 26, P.CREAM_DARK, "display", anchor="center",
           max_width=TILE_W - 20)
    p.note("tile", info.name, tuple(r))
    p.note("greyed", info.name, problem)
    y = r.bottom + 14
    p.text(_(info.title), (r.centerx, y), 24, P.DISABLED, "display", anchor="midtop",
           max_width=TILE_W + GAP - 6)
    p.text(_("Cannot be played"), (r.centerx, y + 34), 14, P.CREAM, "ui_bold", anchor="midtop")
    p.text_block(problem, pygame.Rect(r.x - GAP // 2 + 4, y + 56, TILE_W + GAP - 8, 90),
                 12, P.CREAM_DARK, "ui", align="center")


@register_scene("choose")
class ChooseGameScene(ButtonScene):
    """The games as tiles; the chosen one's setup opens on top."""

    name = "choose"

    def __init__(self, app, hosting: bool = False) -> None:
        super().__init__(app)
        self.hosting = hosting  # (the setup then offers "Invite" seats and hosts the table)
        self.games = [get_game(name) for name in sorted(presentations())][:MAX_TILES]
        # The game at hand (the one last put on the table) is chosen already: Enter plays
        # it again.
        last = app.game_at_hand
        names = [g.name for g in self.games]
        self.selected = names.index(last) if last in names else 0
        # "Learn to play" under each game that has a lesson (data/lessons/)
        self.lessons = {g.name for g in self.games if has_lesson(g.name)}
        self.message = ""

    def rules_game(self) -> str | None:
        """F1 opens the rules of the game chosen here."""
        return self.games[self.selected].name if self.games else None

    def tiles(self) -> list[tuple[GameInfo, pygame.Rect]]:
        return list(zip(self.games, tile_rects(len(self.games))))

    def choose(self, i: int) -> None:
        """Sets up game ``i``: its setup screen, built from its options, over this one (a
        greyed game stays chosen: its tile says why it cannot be played)."""
        if 0 <= i < len(self.games):
            self.selected = i
            if self.games[i].problem() is None:
                self.app.open("setup", self.games[i].name, hosting=self.hosting)

    def tile_at(self, pos: tuple[float, float]) -> int | None:
        for i, (_info, r) in enumerate(self.tiles()):
            if r.collidepoint(pos):
                return i
        return None

    def on_click(self, pos: tuple[float, float]) -> bool:
        i = self.tile_at(pos)
        if i is None:
            return False
        self.choose(i)
        return True

    def process_event(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            step = -1 if ev.key in (pygame.K_LEFT, pygame.K_UP) else 1
            if self.games:
                self.selected = (self.selected + step) % len(self.games)
            self.keyboard = True
            self.focus.clear()
            return True
        return super().process_event(ev)

    def default_action(self) -> bool:
        self.choose(self.selected)
        return True

    def learn(self, i: int) -> None:
        """Game ``i``'s lesson: a guided first game (``App.start_lesson``)."""
        self.selected = i
        self.message = self.app.start_lesson(self.games[i].name) or ""

    def learn_buttons(self) -> list[Button]:
        """"Learn to play" under each tile whose game has a lesson and can be played."""
        out = []
        for i, (info, r) in enumerate(self.tiles()):
            if info.name in self.lessons and info.problem() is None:
                out.append(Button(f"learn:{info.name}", pygame.Rect(r.x + 30, r.bottom + 140,
                                                                     r.w - 60, 34),
                                  _("Learn to play"), lambda i=i: self.learn(i), size=15,
                                  tip=_("A guided first game of {game}: the coach shows "
                                        "you how, step by step.").format(game=_(info.title))))
        return out

    def buttons(self) -> list[Button]:
        chosen = self.games[self.selected] if self.games else None
        problem = chosen.problem() if chosen is not None else None
        return self.learn_buttons() + [Button("back", pygame.Rect(60, 646, 160, 46), _("Back"), self.back, style="ghost", hotkey=KN.label("esc")),
                Button("choose", pygame.Rect(1280 - 60 - 300, 646, 300, 46),
                       _("Set up {game}").format(game=_(chosen.title)) if chosen else _("No game"),
                       lambda: self.choose(self.selected), style="primary", hotkey=KN.label("enter"),
                       enabled=chosen is not None and problem is None,
                       reason=problem or _("No game has a presentation yet."), size=18)]

    def draw(self, p: Painter) -> None:
        draw_felt_title(p, _("Choose a game"), title="HORSEBURG")
        hover = None if self.keyboard else self.tile_at(self.mouse)
        shown = presentations()
        for i, (info, r) in enumerate(self.tiles()):
            lit = hover == i or (hover is None and i == self.selected)
            if i == self.selected:
                p.rect(r.inflate(14, 14), P.HIGHLIGHT, 18, width=3)
            p.shadow(r, 14, 6, 150)
            problem = info.problem()
            y = r.bottom + 14
            if problem is not None:
                draw_greyed_tile(p, r, info, problem)
                continue
            shown[info.name].draw_tile(p.surface, p.R(r), lit)
            p.note("tile", info.name, tuple(r))
            p.text(_(info.title), (r.centerx, y), 24, P.BRASS_LIGHT, "display", anchor="midtop",
                   max_width=TILE_W + GAP - 6)
            p.text(players_words(info), (r.centerx, y + 34), 14, P.CREAM, "ui_bold", anchor="midtop")
            p.text_block(_(info.description), pygame.Rect(r.x - GAP // 2 + 4, y + 56, TILE_W + GAP - 8, 60),
                         13, P.CREAM_DARK, "ui", align="center")
        if not self.games:
            p.text(_("No game is installed."), (640, 360), 24, P.CREAM, "serif_italic", anchor="center")
        if self.message:
            p.text(self.message, (640, 636), 14, P.BAD, "ui_bold", anchor="midbottom",
                   max_width=1200)
        self.draw_buttons(p)
        if hover is not None:
            info = self.games[hover]
            problem = info.problem()
            if problem is not None:
                draw_tip(p, _("{game} cannot be played: {problem}").format(
                    game=_(info.title), problem=problem), self.mouse)
            else:
                draw_tip(p, _("{game}: {description} {players}. Click to set it up.").format(
                    game=_(info.title), description=_(info.description),
                    players=players_words(info)), self.mouse)
