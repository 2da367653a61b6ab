"""New game setup: 2-6 seats (name, human or bot), variant, star cards, rounds, seed, speed.

Defaults make two clicks enough: "New game" then "Start" plays you against three bots.
Names and the seed are pygame_gui text entries; everything else is our buttons.
"""
from __future__ import annotations

import random

import pygame
import pygame_gui

from ...horsefever.bots import BOT_KINDS
from ...horsefever.match import DEFAULT_NAMES
from .. import palette as P
from .. import saves
from ..gui import GuiLayer
from ..painter import Painter
from ..session import HUMAN, SPEEDS, SeatSpec
from ..widgets import Button, draw_panel
from .common import ButtonScene, draw_felt_title

# Human first, then the bots from the weakest up (new kinds appear at the end).
_ORDER = ("random", "easy", "simple", "normal", "hard")
KINDS = [HUMAN] + [k for k in _ORDER if k in BOT_KINDS] + [k for k in BOT_KINDS if k not in _ORDER]
PANEL = pygame.Rect(110, 136, 1060, 500)
ROW_Y0 = PANEL.y + 96
ROW_H = 50


def kind_label(kind: str) -> str:
    return "Human" if kind == HUMAN else f"Bot · {kind}"


class SetupScene(ButtonScene):
    name = "setup"

    def __init__(self, app, players: int = 4, variant: str = "family", seed: int | None = None) -> None:
        super().__init__(app)
        self.n = max(2, min(6, players))
        self.names = list(DEFAULT_NAMES[:6])
        self.kinds = [HUMAN] + ["normal"] * 5  # a fair opponent for a first game
        self.variant = variant if variant in ("family", "board") else "family"
        self.stars = False
        self.rounds: int | None = None  # a number chosen with - / +, else the preset below
        self.round_preset: str | None = "rounds"  # "short", "rounds" (the rulebook's table) or "long"; None: custom
        self.recall()
        self.seed_text = "" if seed is None else str(seed)
        self.speed = app.bot_speed
        self.message = ""
        self.entries: list[pygame_gui.elements.UITextEntryLine] = []
        self.seed_entry: pygame_gui.elements.UITextEntryLine | None = None
        self.gui = GuiLayer(app, self._build)

    # ---- pygame_gui text entries -------------------------------------------------------
    def _build(self, gui: GuiLayer) -> None:
        self.entries = []
        for i in range(self.n):
            e = pygame_gui.elements.UITextEntryLine(gui.rect((PANEL.x + 86, ROW_Y0 + i * ROW_H, 230, 38)),
                                                    gui.manager)
            e.set_text_length_limit(18)
            e.set_text(self.names[i])
            self.entries.append(e)
        self.seed_entry = pygame_gui.elements.UITextEntryLine(
            gui.rect((PANEL.x + 660, PANEL.y + 330, 200, 38)), gui.manager,
            placeholder_text="random")
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

    # ---- choices -------------------------------------------------------------------------
    def default_rounds(self) -> int:
        return self.app.data.players[self.n].rounds

    def preset_rounds(self, preset: str) -> int:
        """Short / Standard / Long for this many players (data/rules.toml)."""
        return getattr(self.app.data.players[self.n], preset)

    def chosen_rounds(self) -> int:
        """The rounds the game will have: a preset follows the number of players."""
        if self.round_preset is not None:
            return self.preset_rounds(self.round_preset)
        return self.rounds or self.default_rounds()

    def set_preset(self, preset: str) -> None:
        self.round_preset = preset
        self.rounds = None

    def set_players(self, n: int) -> None:
        n = max(2, min(6, n))
        if n != self.n:
            self.n = n
            self._rebuild()

    def cycle_kind(self, i: int) -> None:
        self.kinds[i] = KINDS[(KINDS.index(self.kinds[i]) + 1) % len(KINDS)]

    def set_rounds(self, v: int) -> None:
        r = self.app.data.rules
        self.rounds = max(r.min_rounds, min(r.max_rounds, v))
        self.round_preset = None

    def start(self) -> None:
        self._read_entries()
        seats = []
        used: set[str] = set()
        for i in range(self.n):
            name = self.names[i].strip() or DEFAULT_NAMES[i]
            base, k = name, 2
            while name in used:
                name = f"{base} {k}"
                k += 1
            used.add(name)
            seats.append(SeatSpec(name, self.kinds[i]))
        seed = int(self.seed_text) if self.seed_text.strip().isdigit() else random.SystemRandom().randrange(10**6)
        self.app.set_speeds(self.speed, self.speed)
        self.remember()
        # The standard preset leaves the number to the engine's table (None); anything else is said.
        rounds = None if self.round_preset == "rounds" else self.chosen_rounds()
        err = self.app.start_game(seats, self.variant, seed, self.stars and self.variant == "board",
                                  rounds)
        if err:
            self.message = err

    def remember(self) -> None:
        """Keeps these choices for the next time the setup screen opens."""
        last = {"players": self.n, "names": self.names[:6], "kinds": self.kinds[:6],
                "variant": self.variant, "stars": self.stars,
                # A preset follows the player count next time; a number chosen by hand stays.
                "round_preset": self.round_preset,
                "rounds": None if self.round_preset is not None else self.chosen_rounds()}
        self.app.settings = self.app.settings.replace(last_setup=last)
        saves.store(self.app.settings)

    def recall(self) -> None:
        last = self.app.settings.last_setup or {}
        try:
            names, kinds = list(last.get("names", [])), list(last.get("kinds", []))
            if len(names) == 6 and all(isinstance(n, str) for n in names):
                self.names = [n[:18] for n in names]
            if len(kinds) == 6 and all(k in KINDS for k in kinds):
                self.kinds = kinds
            if last.get("players") in range(2, 7):
                self.n = last["players"]
            if last.get("variant") in ("family", "board"):
                self.variant = last["variant"]
            self.stars = bool(last.get("stars", False))
            r = self.app.data.rules
            if last.get("round_preset") in ("short", "rounds", "long"):
                self.set_preset(last["round_preset"])
            elif last.get("round_preset") is None and isinstance(last.get("rounds"), int) \
                    and r.min_rounds <= last["rounds"] <= r.max_rounds:
                self.set_rounds(last["rounds"])
        except (TypeError, ValueError, AttributeError):
            pass  # a strange file: keep the defaults

    def default_action(self) -> bool:
        self.start()
        return True

    def back(self) -> None:
        self.app.to_title()

    def buttons(self) -> list[Button]:
        out: list[Button] = []
        x0 = PANEL.x + 30
        out.append(Button("players:-", pygame.Rect(x0 + 210, PANEL.y + 40, 38, 38), "−", lambda: self.set_players(self.n - 1),
                          enabled=self.n > 2, reason="Horse Fever needs at least 2 players.", size=22))
        out.append(Button("players:+", pygame.Rect(x0 + 300, PANEL.y + 40, 38, 38), "+", lambda: self.set_players(self.n + 1),
                          enabled=self.n < 6, reason="At most 6 players.", size=22))
        for i in range(self.n):
            out.append(Button(f"kind:{i}", pygame.Rect(PANEL.x + 326, ROW_Y0 + i * ROW_H, 170, 38),
                              kind_label(self.kinds[i]), lambda i=i: self.cycle_kind(i), size=15,
                              tip="Click to switch between a human and the bots"))
        rx = PANEL.x + 560
        for k, (v, label) in enumerate((("family", "Family Game"), ("board", "Board Game"))):
            out.append(Button(f"variant:{v}", pygame.Rect(rx + 100 + k * 160, PANEL.y + 40, 150, 38), label,
                              lambda v=v: setattr(self, "variant", v), selected=self.variant == v, size=15))
        for k, (v, label) in enumerate(((False, "Off"), (True, "On"))):
            out.append(Button(f"stars:{label}", pygame.Rect(rx + 100 + k * 90, PANEL.y + 110, 80, 38), label,
                              lambda v=v: setattr(self, "stars", v), selected=self.stars == v and self.variant == "board",
                              enabled=self.variant == "board", reason="Star cards are a Board Game option.", size=15))
        rounds = self.chosen_rounds()
        r = self.app.data.rules
        out.append(Button("rounds:-", pygame.Rect(rx + 100, PANEL.y + 180, 38, 38), "−", lambda: self.set_rounds(rounds - 1),
                          enabled=rounds > r.min_rounds, reason=f"At least {r.min_rounds} rounds.", size=22))
        out.append(Button("rounds:+", pygame.Rect(rx + 190, PANEL.y + 180, 38, 38), "+", lambda: self.set_rounds(rounds + 1),
                          enabled=rounds < r.max_rounds, reason=f"At most {r.max_rounds} rounds.", size=22))
        presets = (("short", "Short", "A shorter game (house ruling)"),
                   ("rounds", "Standard", "The rulebook's rounds table for this number of players"),
                   ("long", "Long", "A longer game (house ruling)"))
        for k, (key, label, tip) in enumerate(presets):
            n = self.preset_rounds(key)
            out.append(Button("rounds:std" if key == "rounds" else f"rounds:{key}",
                              pygame.Rect(rx + 236 + k * 84, PANEL.y + 180, 80, 38), f"{label} {n}",
                              lambda key=key: self.set_preset(key), selected=self.round_preset == key, size=13,
                              tip=f"{tip}: {n} rounds for {self.n} players"))
        for k, s in enumerate(SPEEDS):
            out.append(Button(f"speed:{s}", pygame.Rect(rx + 100 + k * 100, PANEL.y + 250, 92, 38), s.capitalize(),
                              lambda s=s: setattr(self, "speed", s), selected=self.speed == s, size=14))
        out.append(Button("back", pygame.Rect(PANEL.x, PANEL.bottom + 20, 160, 48), "Back", self.back, style="ghost",
                          hotkey="Esc"))
        out.append(Button("start", pygame.Rect(PANEL.right - 260, PANEL.bottom + 20, 260, 48), "Start the game",
                          self.start, style="primary", size=20, hotkey="Enter"))
        return out

    def draw(self, p: Painter) -> None:
        draw_felt_title(p, "New game")
        draw_panel(p, PANEL, "paper", radius=12)
        x0 = PANEL.x + 30
        p.text("Players", (x0, PANEL.y + 59), 20, P.INK, "ui_bold", anchor="midleft")
        p.text(str(self.n), (x0 + 274, PANEL.y + 59), 26, P.INK, "condensed", anchor="center")
        for i in range(self.n):
            y = ROW_Y0 + i * ROW_H
            p.circle((x0 + 22, y + 19), 16, P.BRASS)
            p.text(str(i + 1), (x0 + 22, y + 19.5), 16, P.INK, "ui_bold", anchor="center")
        p.line((PANEL.x + 530, PANEL.y + 30), (PANEL.x + 530, PANEL.bottom - 30), P.BRASS_DARK, 1)
        rx = PANEL.x + 560
        labels = (("Game", 59), ("Star cards", 129), ("Rounds", 199), ("Speed", 269), ("Seed", 349))
        for text, dy in labels:
            p.text(text, (rx, PANEL.y + dy), 18, P.INK, "ui_bold", anchor="midleft")
        rounds = self.chosen_rounds()
        p.text(str(rounds), (rx + 164, PANEL.y + 199), 26, P.INK, "condensed", anchor="center")
        std = self.default_rounds()
        p.text(f"rulebook: {std} for {self.n} players", (rx + 100, PANEL.y + 227), 12, P.INK_SOFT, "ui",
               anchor="midleft")
        p.text("same seed, same shuffles", (rx + 310, PANEL.y + 349), 13, P.INK_SOFT, "ui", anchor="midleft")
        humans = sum(1 for k in self.kinds[:self.n] if k == HUMAN)
        if humans >= 2:
            note = f"{humans} people share this screen: a pass screen hides each player's cards from the others."
        elif humans == 1:
            note = "One human against bots: your cards stay on screen, no pass screens."
        else:
            note = "Bots only: watch a whole game."
        p.text(note, (rx, PANEL.y + 410), 14, P.INK_SOFT, "ui", max_width=PANEL.right - rx - 30)
        if self.variant == "board":
            p.text("Board Game: purchases, Assistants, Horse cards, Goals, loans and VP auctions (Rules: F1).",
                   (rx, PANEL.y + 434), 13, P.INK_SOFT, "ui", max_width=PANEL.right - rx - 30)
        if self.message:
            p.text(self.message, (PANEL.centerx, PANEL.bottom + 44), 16, P.BAD, "ui_bold", anchor="center",
                   max_width=560)
        self.draw_buttons(p)
