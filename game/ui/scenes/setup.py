"""New game setup, built from the options the chosen game declares (``GameInfo.options``).

Seats on the left: as many rows as players (the ``players`` option, else the game's player
range), each a name (a pygame_gui text entry) and Human or one of the game's bot kinds
(click to cycle). The options on the right, one row each: a bool is an Off / On toggle, a
choice a selector, an int a − / + stepper; an option whose default is None (``none_means``)
shows what the default stands for, and a presentation may offer named presets beside it
(``game/ui/plugin.py``, optional hooks). Then the shell's own rows: speed and the seed
(random unless one is typed). Start makes a ``GameSetup`` and opens the game's table through
its presentation (``App.start``). The last choices are remembered per game.

Under the game's name, two lines say what the game is about (``Presentation.summary``);
Rules (F1) opens the game's rules help (``rules_pages``, the shell's ``rules_book.py``).

Defaults make two clicks enough: "New game", the game, then "Start" plays you against bots.
"""
from __future__ import annotations

import random
from typing import Any

import pygame
import pygame_gui

from ...services.bot_words import level_name
from ...services.lesson_files import has_lesson
from ...core.registry import GameInfo, SetupError, SetupOption, get_game
from ...core.match import DEFAULT_NAMES  # the seats' names of any game, by default
from ...core.names import EMPTY, NAME_MAX, clean_name, name_reason
from ...services.i18n import _
from .. import palette as P
from .. import saves
from ...catalogue import FIRST_GAME
from ..backdrop import draw_background
from ..gui import GuiLayer
from ..painter import Painter
from ..plugin import HUMAN, GameSetup, Preset, SeatChoice, presentation
from ..scene_registry import register_scene
from ..setup_values import nearest, player_counts, step
from ..speeds import SPEEDS
from .settings import SPEED_NAMES
from ..widgets import Button, draw_panel
from .common import ButtonScene
from .setup_memory import recalled_setup, remembered_setup
from .. import key_names as KN

PANEL = pygame.Rect(110, 136, 1060, 500)
RULES_BUTTON = pygame.Rect(1050, 30, 190, 42)
SUMMARY = pygame.Rect(150, 88, 980, 46)  # two lines about the game, under its name
ROW_Y0 = PANEL.y + 96
ROW_H = 50
RX = PANEL.x + 560  # the options' column
NAME_LEN = NAME_MAX  # (the one rule of names: game.core.names)


INVITE = "invite"  # a seat for a player at another computer (hosting only)


def kind_label(kind: str) -> str:
    if kind == INVITE:
        return _("Invite")
    return _("Human") if kind == HUMAN else _("Bot · {kind}").format(kind=level_name(kind))


def default_name(i: int) -> str:
    return DEFAULT_NAMES[i] if i < len(DEFAULT_NAMES) else _("Player {n}").format(n=i + 1)


@register_scene("setup")
class SetupScene(ButtonScene):
    name = "setup"

    def __init__(self, app, game: str = FIRST_GAME, seed: int | None = None,
                 hosting: bool = False) -> None:
        super().__init__(app)
        self.hosting = hosting  # a table others join: seats may be "Invite" (game/ui/net)
        self.info: GameInfo = get_game(game)
        self.pres = presentation(game)
        info = self.info
        self.kind_order = [HUMAN] + [INVITE] * hosting + list(getattr(self.pres, "bot_kinds",
                                                                      info.bot_kinds))
        fair = getattr(self.pres, "default_bot", info.bot_kinds[len(info.bot_kinds) // 2])
        self.names = [default_name(i) for i in range(info.max_players)]
        self.kinds = [HUMAN] + [fair] * (info.max_players - 1)  # a fair opponent for a first game
        self.options: dict[str, Any] = info.setup()
        self.presets: dict[str, str] = {}  # option -> the preset chosen (a "follows" preset)
        self.n = self.options.get("players", min(4, info.max_players))
        self.n = nearest(player_counts(info), int(self.n))
        for o in info.options:  # a None default that a preset stands for starts on it
            for pr in self.presets_of(o.name):
                if pr.value is None and self.options[o.name] is None:
                    self.presets[o.name] = pr.key
        self._given(app.command_line_options(game))
        self.recall()  # (the last choices win over the command line's, as they always did)
        seed = seed if seed is not None else (app.cfg.seed if app.cfg.game == game else None)
        self.seed_text = "" if seed is None else str(seed)
        self.speed = app.bot_speed
        self.message = ""
        self.entries: list[pygame_gui.elements.UITextEntryLine] = []
        self.seed_entry: pygame_gui.elements.UITextEntryLine | None = None
        self.gui = GuiLayer(app, self._build)

    def rules_game(self) -> str | None:
        """F1 here opens the rules of the game being set up."""
        return self.info.name

    def _given(self, given: dict[str, Any]) -> None:
        """Starts on the command line's options (a bad one is left at its default)."""
        by_name = {o.name: o for o in self.info.options}
        for name, value in given.items():
            if name == "players" and isinstance(value, int):
                self.n = nearest(player_counts(self.info), value)
            elif name in by_name and value is not None:
                try:
                    self.options[name] = by_name[name].check(value)
                except SetupError:
                    pass

    # ---- layout --------------------------------------------------------------------------
    def shown_options(self) -> list[SetupOption]:
        """The options in the right-hand column ("players" is the seats' stepper)."""
        return [o for o in self.info.options if o.name != "players"]

    def row_step(self) -> int:
        rows = len(self.shown_options()) + 2  # + speed and seed
        return max(46, min(70, (PANEL.h - 90) // rows))

    def row_y(self, k: int) -> int:
        """The top of the right column's row ``k`` (options, then speed, then seed)."""
        return PANEL.y + 40 + k * self.row_step()

    # ---- pygame_gui text entries -------------------------------------------------------
    def _build(self, gui: GuiLayer) -> None:
        self.entries = []
        for i in range(self.n):
            e = pygame_gui.elements.UITextEntryLine(gui.rect((PANEL.x + 86, ROW_Y0 + i * ROW_H, 230, 38)),
                                                    gui.manager)
            e.set_text_length_limit(NAME_LEN)
            e.set_text(self.names[i])
            self.entries.append(e)
        seed_y = self.row_y(len(self.shown_options()) + 1)
        self.seed_entry = pygame_gui.elements.UITextEntryLine(
            gui.rect((RX + 100, seed_y, 200, 38)), gui.manager, placeholder_text=_("random"))
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_entry.set_text_length_limit(9)
        self.seed_entry.set_text(self.seed_text)

    def _read_entries(self) -> None:
        for i, e in enumerate(self.entries):
            self.names[i] = e.get_text()
        if self.seed_entry is not None:
            self.seed_text = self.seed_entry.get_text()

    def _rebuild(self) -> None:
        self._read_entries()
        if self.gui is not None:
            self.gui.rebuild()

    def on_resize(self) -> None:
        self._read_entries()
        super().on_resize()

    # ---- the game's hooks (optional, ``game/ui/plugin.py``) ------------------------------
    def presets_of(self, name: str) -> list[Preset]:
        hook = getattr(self.pres, "option_presets", None)
        return list(hook(self.current()).get(name, [])) if hook else []

    def disabled(self, name: str) -> str:
        hook = getattr(self.pres, "option_disabled", None)
        return hook(name, self.current()) if hook else ""

    def default_shown(self, o: SetupOption) -> Any:
        """What a None option stands for now (the stepper shows it), else None."""
        hook = getattr(self.pres, "option_default", None)
        return hook(o.name, self.current()) if hook else None

    def option_title(self, o: SetupOption) -> str:
        hook = getattr(self.pres, "option_title", None)
        return hook(o.name) if hook else o.name.replace("_", " ").capitalize()

    @staticmethod
    def draw_option_title(p: Painter, title: str, y: int) -> None:
        """An option's name left of its widget; a long one ("Condizioni della Pista") on
        two smaller lines rather than cut short."""
        lines = p.wrap(title, 96, 15, "ui_bold") if p.text_size(title, 18, "ui_bold")[0] > 96 else [title]
        if len(lines) == 1:
            p.text(title, (RX, y + 19), 18, P.INK, "ui_bold", anchor="midleft", max_width=96)
            return
        for i, line in enumerate(lines[:2]):
            p.text(line, (RX, y + 10 + i * 18), 15, P.INK, "ui_bold", anchor="midleft", max_width=96)

    def choice_label(self, o: SetupOption, value: Any) -> str:
        hook = getattr(self.pres, "choice_label", None)
        return hook(o.name, value) if hook else str(value).replace("-", " ").capitalize()

    # ---- choices -------------------------------------------------------------------------
    def current(self) -> dict[str, Any]:
        """The options as chosen now (with the number of players)."""
        out = dict(self.options)
        if any(o.name == "players" for o in self.info.options):
            out["players"] = self.n
        return out

    def _follow_presets(self) -> None:
        """A chosen preset that follows the other options takes its new value."""
        for name, key in self.presets.items():
            pr = next((q for q in self.presets_of(name) if q.key == key), None)
            if pr is not None:
                self.options[name] = pr.value

    def step_players(self, by: int) -> None:
        """The stepper: the next number of players the game allows (Bettor Horse: 2, 4...)."""
        n = step(player_counts(self.info), self.n, by)
        if n is not None:
            self.set_players(n)

    def set_players(self, n: int) -> None:
        n = nearest(player_counts(self.info), n)
        self.message = ""  # (a refusal is about the choices before this one)
        if n != self.n:
            self.n = n
            self._follow_presets()
            self._rebuild()

    def cycle_kind(self, i: int) -> None:
        order = self.kind_order
        k = order.index(self.kinds[i]) if self.kinds[i] in order else 0
        self.kinds[i] = order[(k + 1) % len(order)]

    def set_option(self, o: SetupOption, value: Any) -> None:
        """A value chosen by hand (a stepper's number, a choice, a toggle)."""
        if o.kind == "int" and value is not None:
            value = max(o.lo, min(o.hi, int(value)))
        self.message = ""
        self.options[o.name] = o.check(value)
        self.presets.pop(o.name, None)
        self._follow_presets()

    def set_preset(self, o: SetupOption, pr: Preset) -> None:
        self.message = ""
        self.options[o.name] = o.check(pr.value)
        if pr.follows or pr.value is None:
            self.presets[o.name] = pr.key
        else:
            self.presets.pop(o.name, None)

    def int_value(self, o: SetupOption) -> int:
        """The number a stepper shows: the value, or what None stands for (else the low end)."""
        v = self.options[o.name]
        if v is None:
            v = self.default_shown(o)
        return o.lo if v is None else int(v)

    def chosen(self, name: str) -> Any:
        """The option's value as the game will get it (tests and the words on the screen)."""
        return self.current()[name]

    def seats(self) -> tuple[SeatChoice, ...]:
        """The seats as typed: empty names get the default, a repeated name a number."""
        out: list[SeatChoice] = []
        used: set[str] = set()
        for i in range(self.n):
            name = clean_name(self.names[i], default_name(i))[0]
            base, k = name, 2
            while name in used:
                name = f"{base} {k}"
                k += 1
            used.add(name)
            out.append(SeatChoice(name, self.kinds[i]))
        return tuple(out)

    def make_setup(self) -> GameSetup:
        """The ``GameSetup`` this screen stands for now (SetupError naming a bad option)."""
        self._read_entries()
        options = self.current()
        for o in self.info.options:  # an option greyed out now goes at its default
            if self.disabled(o.name):
                options[o.name] = o.default
        seed = int(self.seed_text) if self.seed_text.strip().isdigit() else random.SystemRandom().randrange(10**6)
        return GameSetup(self.info.name, self.info.setup(options), self.seats(), seed)

    def names_changed(self) -> bool:
        """Cleans the names typed (``game.core.names``: the one rule); when one changed for
        a reason (not merely left empty), its field shows the name the game will use and
        the message why, and True: the next Start plays with it."""
        self._read_entries()
        said = []
        for i in range(self.n):
            name, reasons = clean_name(self.names[i], default_name(i))
            if reasons and reasons != (EMPTY,):
                self.names[i] = name
                if i < len(self.entries):
                    self.entries[i].set_text(name)
                said.append(_("{name}: {reason}").format(name=name,
                                                         reason=name_reason(reasons, _)))
        if said:
            self.message = " · ".join(said)
        return bool(said)

    def start(self) -> None:
        if self.names_changed():
            return
        try:
            setup = self.make_setup()
        except SetupError as exc:
            self.message = str(exc)
            return
        self.app.set_speeds(self.speed, self.speed)
        if self.hosting:  # the player chose to host: the server starts now (game/ui/net)
            self.app.open("host", setup)
            return
        self.remember()
        err = self.app.start(setup)
        if err:
            self.message = err

    # ---- remembered per game (settings.last_setup) ---------------------------------------
    def remember(self) -> None:
        """Keeps these choices for the next time this game's setup opens."""
        last = remembered_setup(self.app.settings.last_setup, self.info.name, {
            "players": self.n, "names": self.names, "kinds": self.kinds,
            "options": {k: v for k, v in self.options.items() if k != "players"},
            "presets": dict(self.presets)})
        self.app.settings = self.app.settings.replace(last_setup=last)
        saves.store(self.app.settings)

    def recall(self) -> None:
        mine = recalled_setup(self.app.settings.last_setup, self.info.name)
        if mine is None:
            return
        info = self.info
        try:
            names, kinds = list(mine.get("names", [])), list(mine.get("kinds", []))
            if len(names) == info.max_players and all(isinstance(n, str) for n in names):
                self.names = [clean_name(n)[0] for n in names]
            if len(kinds) == info.max_players and all(k in self.kind_order for k in kinds):
                self.kinds = kinds
            if mine.get("players") in player_counts(info):
                self.n = mine["players"]
            by_name = {o.name: o for o in info.options}
            for name, value in dict(mine.get("options", {})).items():
                if name in by_name and name != "players":
                    try:
                        self.options[name] = by_name[name].check(value)
                        self.presets.pop(name, None)
                    except SetupError:
                        pass  # an option's range changed since: its default
            for name, key in dict(mine.get("presets", {})).items():
                if name in by_name and any(q.key == key for q in self.presets_of(name)):
                    self.presets[name] = key
            self._follow_presets()
        except (TypeError, ValueError, AttributeError):
            pass  # a strange file: keep the defaults

    def default_action(self) -> bool:
        self.start()
        return True

    def process_event(self, ev: pygame.event.Event) -> bool:
        # Enter in a name or the seed field: pygame_gui keeps the key and posts this
        # instead; it presses "Start the game", as the button's Enter badge says.
        if ev.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and (
                getattr(ev, "ui_element", None) in [*self.entries, self.seed_entry]):
            return self.default_action()
        return super().process_event(ev)

    def learn(self) -> None:
        self.message = self.app.start_lesson(self.info.name) or ""

    def open_rules(self) -> None:
        """This game's rules (the Rules button; F1 too, through ``rules_game``)."""
        self.app.open("rules", self.info.name)

    # ---- controls ------------------------------------------------------------------------
    def buttons(self) -> list[Button]:
        out: list[Button] = []
        info = self.info
        x0 = PANEL.x + 30
        counts = player_counts(info)
        out.append(Button("players:-", pygame.Rect(x0 + 210, PANEL.y + 40, 38, 38), "−",
                          lambda: self.step_players(-1), enabled=self.n > counts[0],
                          reason=_("{game} needs at least {n} players.").format(game=_(info.title), n=counts[0]), size=22))
        out.append(Button("players:+", pygame.Rect(x0 + 300, PANEL.y + 40, 38, 38), "+",
                          lambda: self.step_players(1), enabled=self.n < counts[-1],
                          reason=_("At most {n} players.").format(n=counts[-1]), size=22))
        for i in range(self.n):
            out.append(Button(f"kind:{i}", pygame.Rect(PANEL.x + 326, ROW_Y0 + i * ROW_H, 170, 38),
                              kind_label(self.kinds[i]), lambda i=i: self.cycle_kind(i), size=15,
                              tip=_("Click to switch between a human and the bots")))
        for k, o in enumerate(self.shown_options()):
            out += self.option_buttons(o, self.row_y(k))
        speed_y = self.row_y(len(self.shown_options()))
        for k, s in enumerate(SPEEDS):
            out.append(Button(f"speed:{s}", pygame.Rect(RX + 100 + k * 100, speed_y, 92, 38), _(SPEED_NAMES[s]),
                              lambda s=s: setattr(self, "speed", s), selected=self.speed == s, size=14))
        out.append(Button("rules", RULES_BUTTON, _("Rules"), self.open_rules, style="ghost", hotkey="F1",
                          tip=_("How {game} is played").format(game=_(info.title))))
        out.append(Button("back", pygame.Rect(PANEL.x, PANEL.bottom + 20, 160, 48), _("Back"), self.back,
                          style="ghost", hotkey=KN.label("esc")))
        if not self.hosting and has_lesson(info.name):  # a guided first game (data/lessons/)
            out.append(Button("learn", pygame.Rect(PANEL.x + 180, PANEL.bottom + 20, 240, 48),
                              _("Learn to play"), self.learn, size=17,
                              tip=_("A guided first game: the coach shows you how.")))
        out.append(Button("start", pygame.Rect(PANEL.right - 260, PANEL.bottom + 20, 260, 48), _("Host the table") if self.hosting
                          else _("Start the game"), self.start, style="primary", size=20, hotkey=KN.label("enter")))
        return out

    def option_buttons(self, o: SetupOption, y: int) -> list[Button]:
        """One option's widget: toggle, selector or stepper (and its presets)."""
        why = self.disabled(o.name)
        value = self.options[o.name]
        out: list[Button] = []
        if o.kind == "bool":
            for k, (v, key) in enumerate(((False, "Off"), (True, "On"))):
                label = _("On") if v else _("Off")
                out.append(Button(f"{o.name}:{key}", pygame.Rect(RX + 100 + k * 90, y, 80, 38), label,
                                  lambda v=v: self.set_option(o, v), selected=value == v and not why,
                                  enabled=not why, reason=why, tip=_(o.help), size=15))
        elif o.kind == "choice":
            w = max(70, min(150, (PANEL.right - RX - 130) // max(1, len(o.choices)) - 10))
            for k, v in enumerate(o.choices):
                out.append(Button(f"{o.name}:{v}", pygame.Rect(RX + 100 + k * (w + 10), y, w, 38),
                                  self.choice_label(o, v), lambda v=v: self.set_option(o, v),
                                  selected=value == v, enabled=not why, reason=why, tip=_(o.help), size=15))
        else:
            n = self.int_value(o)
            out.append(Button(f"{o.name}:-", pygame.Rect(RX + 100, y, 38, 38), "−", lambda: self.set_option(o, n - 1),
                              enabled=n > o.lo and not why, reason=why or _("At least {n}.").format(n=o.lo), size=22))
            out.append(Button(f"{o.name}:+", pygame.Rect(RX + 190, y, 38, 38), "+", lambda: self.set_option(o, n + 1),
                              enabled=n < o.hi and not why, reason=why or _("At most {n}.").format(n=o.hi), size=22))
            presets = self.presets_of(o.name)
            if not presets and o.none_means:
                shown = self.default_shown(o)  # ("Default (4)": the value it stands for now)
                label = _("Default") if shown is None else _("Default ({n})").format(n=shown)
                presets = [Preset("std", label, None, _("Default: {what}").format(what=_(o.none_means)))]
            for k, pr in enumerate(presets):
                chosen = self.presets.get(o.name) == pr.key or (pr.value is None and value is None)
                out.append(Button(f"{o.name}:{pr.key}", pygame.Rect(RX + 236 + k * 84, y, 80, 38), pr.label,
                                  lambda pr=pr: self.set_preset(o, pr), selected=chosen, enabled=not why,
                                  reason=why, tip=pr.tip, size=13))
        return out

    # ---- drawing -------------------------------------------------------------------------
    def draw(self, p: Painter) -> None:
        draw_background(p)
        title = _(self.info.title).upper()
        p.text(title, (640, 18), 56, P.BRASS_DARK, "display", anchor="midtop")
        p.text(title, (638, 15), 56, P.BRASS_LIGHT, "display", anchor="midtop")
        p.text_block(self.pres.summary(), SUMMARY, 17, P.CREAM_DARK, "serif_italic", align="center",
                     line_gap=1.1, max_lines=2)
        draw_panel(p, PANEL, "paper", radius=12)
        x0 = PANEL.x + 30
        p.text(_("Players"), (x0, PANEL.y + 59), 20, P.INK, "ui_bold", anchor="midleft")
        p.text(str(self.n), (x0 + 274, PANEL.y + 59), 26, P.INK, "condensed", anchor="center")
        for i in range(self.n):
            y = ROW_Y0 + i * ROW_H
            p.circle((x0 + 22, y + 19), 16, P.BRASS)
            p.text(str(i + 1), (x0 + 22, y + 19.5), 16, P.INK, "ui_bold", anchor="center")
        p.line((PANEL.x + 530, PANEL.y + 30), (PANEL.x + 530, PANEL.bottom - 30), P.BRASS_DARK, 1)
        options = self.shown_options()
        for k, o in enumerate(options):
            y = self.row_y(k)
            self.draw_option_title(p, self.option_title(o), y)
            if o.kind == "int":
                p.text(str(self.int_value(o)), (RX + 164, y + 19), 26, P.INK, "condensed", anchor="center")
                if o.none_means and self.options[o.name] is None:
                    shown = self.default_shown(o)
                    words = (_("default: {what} ({n})").format(what=_(o.none_means), n=shown) if shown is not None
                             else _("default: {what}").format(what=_(o.none_means)))
                    p.text(words, (RX + 100, y + 47), 12, P.INK_SOFT, "ui", anchor="midleft",
                           max_width=PANEL.right - RX - 130)
        speed_y = self.row_y(len(options))
        p.text(_("Speed"), (RX, speed_y + 19), 18, P.INK, "ui_bold", anchor="midleft")
        seed_y = self.row_y(len(options) + 1)
        p.text(_("Seed"), (RX, seed_y + 19), 18, P.INK, "ui_bold", anchor="midleft")
        p.text(_("same seed, same shuffles"), (RX + 310, seed_y + 19), 13, P.INK_SOFT, "ui", anchor="midleft",
               max_width=PANEL.right - RX - 330)
        humans = sum(1 for k in self.kinds[:self.n] if k == HUMAN)
        if humans >= 2:
            note = _("{n} people share this screen: a pass screen hides each player's cards from the others.").format(n=humans)
        elif humans == 1:
            note = _("One human against bots: your cards stay on screen, no pass screens.")
        else:
            note = _("Bots only: watch a whole game.")
        note_y = max(seed_y + 60, PANEL.y + 410)
        p.text(note, (RX, note_y), 14, P.INK_SOFT, "ui", max_width=PANEL.right - RX - 30)
        hook = getattr(self.pres, "setup_note", None)
        extra = hook(self.current()) if hook else ""
        if extra:
            p.text(extra, (RX, note_y + 24), 13, P.INK_SOFT, "ui", max_width=PANEL.right - RX - 30)
        if self.message:
            p.text(self.message, (PANEL.centerx, PANEL.bottom + 44), 16, P.BAD, "ui_bold", anchor="center",
                   max_width=560)
        self.draw_buttons(p)

