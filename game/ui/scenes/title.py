"""The title screen: continue the last game, new game, play with others (host or join a
table: ``game/ui/net``), resume (the saved games; greyed until one
exists), rules, settings, quit. It speaks of the game at hand (``App.game_at_hand``, the game
last put on the table): "Now at the table: TICKET GAGNANT", that game's line at the foot, and
its rules under Rules (F1)."""
from __future__ import annotations

import math
from typing import Any

import pygame

from ...core.registry import SetupError, get_game
from ...services.i18n import _, ngettext
from ...net.seat_records import read_records
from .. import palette as P
from .. import pieces
from .. import saves
from ..painter import Painter
from ..plugin import presentation
from ..resume_words import continue_save, save_line
from ..widgets import Button, column
from ..scene_registry import register_scene
from .common import ButtonScene, draw_felt_title
from .. import key_names as KN


def game_title(game: str) -> str:
    """A registered game's title in the player's language ("" for none)."""
    try:
        return _(get_game(game).title)
    except SetupError:
        return ""


def about_line(game: str) -> str:
    """The title screen's footer: a line about the game at hand, from its presentation
    (``about``; by default its title and one-line description)."""
    try:
        pres = presentation(game)
    except KeyError:
        return ""
    about = getattr(pres, "about", None)
    if about is not None:
        return about()
    info = get_game(game)
    return _("{game}: {description}").format(game=_(info.title), description=_(info.description))


# The six horses of the bottom rail (Horse Fever's stables, as its data lists them: drawn
# whether or not a game's data file reads).
RAIL_COLOURS = ("black", "blue", "green", "red", "yellow", "white")


@register_scene("title")
class TitleScene(ButtonScene):
    name = "title"
    back_on_escape = False

    def __init__(self, app) -> None:
        super().__init__(app)
        self.t = 0.0
        self.message = ""
        self.latest: Any = None
        self.can_resume = False
        if not getattr(app, "_settings_greeted", False):
            # Once per run: a word if the settings file was broken (the App opened the window at
            # the saved size already).
            app._settings_greeted = True
            self._first_run_of_app(app)

    def _first_run_of_app(self, app) -> None:
        if saves.last_warnings:
            n = len(saves.last_warnings)
            self.message = ngettext(
                "The settings file was damaged and has been repaired with the defaults "
                "({n} problem; the old file is kept as settings.json.broken).",
                "The settings file was damaged and has been repaired with the defaults "
                "({n} problems; the old file is kept as settings.json.broken).", n).format(n=n)
            saves.last_warnings.clear()

    def on_enter(self) -> None:
        # (read on entering, not when made: the scenes the title replaces leave first, and
        # a table hosted here keeps its save among the saves as it leaves)
        super().on_enter()
        self._read_saves()

    def on_resume(self) -> None:
        self._read_saves()

    def _read_saves(self) -> None:
        """Resume is offered when any save exists; Continue takes the newest unfinished
        autosave (the list is newest first; one reading of the folder serves both)."""
        infos = saves.list_all()
        self.can_resume = bool(infos) or bool(read_records())  # (seats kept at other tables too)
        self.latest = next((i for i in infos if i.autosave and i.ok and not i.over), None)

    def continue_latest(self) -> None:
        """Continue: the newest unfinished autosave, straight onto the table."""
        if self.latest is None:
            return
        err = continue_save(self.app, self.latest)
        if err:
            self.message = err
            self.latest = None  # (Resume still lists it, with its problem)

    def continue_words(self) -> str:
        """"Ticket Gagnant · Ada, Bruno, Carla · race 3 of 4, Bruno to play": what Continue
        continues."""
        return "" if self.latest is None else save_line(self.latest.meta)

    def update(self, dt: float) -> None:
        self.t += dt

    def buttons(self) -> list[Button]:
        app = self.app
        out: list[Button] = []
        if self.latest is not None:
            # The last game first, one click away (its players and round are written under it).
            rects = column(490, 196, 300, 50, 12, 1) + column(490, 272, 300, 44, 8, 6)
            out.append(Button("continue", rects[0], _("Continue"), self.continue_latest,
                              style="primary", size=20, hotkey=KN.label("enter"),
                              tip=_("Back to the last game, exactly where it stopped.")))
            rects = rects[1:]
        else:
            rects = column(490, 236, 300, 48, 10, 6)
        out += [
            Button("new", rects[0], _("New game"), app.new_game_setup,
                   style="primary" if self.latest is None else "secondary", size=20),
            Button("together", rects[1], _("Play with others"), lambda: app.open("together"),
                   size=19, tip=_("Host a table or join one: each player at their own computer.")),
            Button("resume", rects[2], _("Resume"), self.open_resume, enabled=self.can_resume,
                   reason=_("No unfinished game saved yet: every game is saved after each move."), size=19,
                   tip=_("Your saved games: continue one where it stopped.")),
            Button("rules", rects[3], _("Rules"), self.open_rules, hotkey="F1", size=19),
            Button("settings", rects[4], _("Settings"), self.open_settings, size=19),
            Button("quit", rects[5], _("Quit"), lambda: app.quit(0), style="ghost", size=19),
        ]
        return out

    def open_rules(self) -> None:
        self.app.open("rules", self.app.game_at_hand)

    def open_resume(self) -> None:
        self.app.open("resume")

    def open_settings(self) -> None:
        self.app.open("settings")

    def default_action(self) -> bool:
        if self.latest is not None:
            self.continue_latest()
        else:
            self.app.new_game_setup()
        return True

    def draw(self, p: Painter) -> None:
        # The program is Horseburg, the racing town; Horse Fever is the game played at its table.
        draw_felt_title(p, _("A table of horse-racing betting games, 1920s"), title="HORSEBURG")
        top = 146 if self.latest is None else 138  # above Continue when it is there
        game = self.app.game_at_hand  # the game last put on the table
        p.text(_("NOW AT THE TABLE"), (640, top), 11, P.CREAM_DARK, "ui_bold", anchor="midtop")
        p.text(game_title(game).upper(), (640, top + 16), 26, P.BRASS_LIGHT, "display",
               anchor="midtop")
        # Six horses gallop along the bottom rail, one per stable.
        rail_y = 600
        used = p.sprite("rail", (0, rail_y + 40, 1280, 16), lambda w, h: pygame.Surface((1, 1), pygame.SRCALPHA),
                        fit=f"tile:{p.scale * 0.66:.3f}", tag=("bg", "rail"))
        if used.startswith("fallback:"):
            p.rect((0, rail_y + 44, 1280, 8), P.RAIL, alpha=120)
        for i, c in enumerate(RAIL_COLOURS):
            speed = 70 + 9 * ((i * 5) % 6)
            x = (self.t * speed + i * 213) % 1480 - 120
            bob = math.sin(self.t * 9 + i) * 2
            frame = int(self.t * speed / 6 + i) % 6  # the gallop cycle keeps pace with the horse
            pieces.horse(p, c, pygame.Rect(round(x), round(rail_y + bob - (i % 2) * 20), 80, 56), frame=frame)
        p.text(about_line(game), (640, 690), 13, P.CREAM_DARK, "ui", anchor="midtop",
               max_width=1240)
        if self.latest is not None:
            p.text(self.continue_words(), (640, 250), 13, P.CREAM_DARK, "ui", anchor="midtop",
                   max_width=620)
        if self.message:
            p.text(self.message, (640, 570), 15, P.HIGHLIGHT, "ui_bold", anchor="midtop", max_width=900)
        self.draw_buttons(p)
