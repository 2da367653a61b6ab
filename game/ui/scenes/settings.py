"""The settings sheet (title screen and pause menu): every choice saved the moment it changes.

Volumes are sliders (drag, click on the track, or the − / + buttons); the rest are chips.
What can change live does: the volumes go to the sound player and the tune, the speeds to
the game in play, the window size and fullscreen to the window, colour-blind patterns to
the pawns on the track (at once). The table aids (the tipster, the bots' explanations, the
payout hints, colour-blind patterns) are those of the game at hand only, where its table
follows them (``game/ui/table_aids.py``), and read by the table whenever it draws or decides.
The settings file is written atomically after each change (``game.services.settings``).
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from ...services.i18n import N_, _, available_languages, set_language
from ...services.numbers import number
from ...services.settings import Settings
from .. import palette as P
from .. import saves
from ..painter import Painter
from ..speeds import SPEEDS
from ..volumes import apply_volumes, sound_player  # noqa: F401  (sound_player: the tests' way in)
from ..widgets import Button
from ..window import WINDOW_PRESETS
from ..scene_registry import register_scene
from ..table_aids import table_settings
from ...core.registry import get_game
from .common import SheetScene
from .. import key_names as KN

ROW0 = 92  # first row, below the sheet's title
ROW_H = 47
LABEL_W = 230
SLIDER_W = 260
WINDOW_CHIP_W = 86  # narrow enough to leave "Schermo intero" its whole width
# The rows' labels (translated where drawn) and the speeds' names.
ROW_LABELS = {"effects_volume": N_("Effects volume"), "music_volume": N_("Music volume"),
              "race": N_("Race animation"), "bot": N_("Bot speed"),
              "tipster": N_("Tipster panel"), "explain_bots": N_("Explain bots' moves"),
              "payout_hints": N_("Payout hints"), "colour_blind": N_("Colour-blind patterns"),
              "window": N_("Window"), "language": N_("Language")}
AID_TIPS = {"tipster": N_("The tipster's panel of chances beside the betting choices."),
            "explain_bots": N_("A bot's one-line reason for each move, in the game log."),
            "payout_hints": N_("What each bet would pay, on the betting buttons."),
            "colour_blind": N_("Each pawn wears its stable's pattern and a big number, as the "
                               "tokens and lane plates do.")}
SPEED_NAMES = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"), "instant": N_("Instant")}


def apply_window_size(app, size: tuple[int, int]) -> None:
    """Opens the window at ``size`` (when not fullscreen); the scenes re-lay themselves out."""
    app.windowed_size = tuple(size)
    if app.fullscreen:
        return  # used when fullscreen is turned off again
    try:
        app.reopen_window()
    except pygame.error:
        return


class Slider:
    """A volume from 0 to 1: a track with a brass knob."""

    def __init__(self, key: str, rect: pygame.Rect) -> None:
        self.key = key
        self.rect = rect

    def value_at(self, x: float) -> float:
        v = (x - self.rect.x) / self.rect.w
        return round(max(0.0, min(1.0, v)) * 100) / 100

    def hit(self, pos: tuple[float, float]) -> bool:
        return self.rect.inflate(24, 26).collidepoint(pos)

    def draw(self, p: Painter, value: float, active: bool) -> None:
        r = self.rect
        y = r.centery
        p.rect((r.x, y - 4, r.w, 8), P.PAPER_SHADE, 4)
        p.rect((r.x, y - 4, max(8, r.w * value), 8), P.BRASS_DARK, 4)
        for k in range(11):  # a tick every 10 %
            x = r.x + r.w * k / 10
            p.line((x, y + 9), (x, y + (14 if k % 5 == 0 else 11)), P.INK_FAINT, 1)
        kx = r.x + r.w * value
        p.circle((kx, y), 13 if active else 11, P.BRASS_DARK)
        p.circle((kx, y), 10 if active else 8.5, P.HIGHLIGHT if active else P.BRASS)


@register_scene("settings")
class SettingsScene(SheetScene):
    """Volumes, speeds, table aids, window and language: saved between launches."""

    name = "settings"
    title = N_("Settings")
    sheet = pygame.Rect(230, 28, 820, 664)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.dragging: str | None = None
        self.message = ""
        # The table aids shown are those of the game at hand (the table's, else the game
        # last put on the table): a game's settings where that game uses them.
        table = app.find("table")
        self.game = table.rules_game() if table is not None else app.game_at_hand
        self.aids = table_settings(self.game)
        self.rows = ["effects_volume", "music_volume", "race", "bot", *self.aids, "window",
                     "language"]
        self.group_starts = {2, 4, 4 + len(self.aids)}  # pace, the table, display
        x = self.sheet.x + 40 + LABEL_W
        self.sliders = {"effects_volume": Slider("effects_volume", pygame.Rect(x + 44, self._row_y(0) - 8, SLIDER_W, 16)),
                        "music_volume": Slider("music_volume", pygame.Rect(x + 44, self._row_y(1) - 8, SLIDER_W, 16))}

    # ---- the model -------------------------------------------------------------------
    @property
    def settings(self) -> Settings:
        return self.app.settings

    def change(self, persist: bool = True, **values: Any) -> None:
        """Sets and (unless dragging) saves settings; applies what applies live."""
        try:
            self.app.settings = self.app.settings.replace(**values)
        except ValueError as exc:
            self.message = str(exc)
            return
        if "effects_volume" in values or "music_volume" in values or "muted" in values:
            apply_volumes(self.app, self.app.settings, preview=persist and "effects_volume" in values)
        if persist:
            self.persist()

    def persist(self) -> None:
        problem = saves.store(self.app.settings)
        self.message = problem or ""

    def set_speed(self, bot: str | None = None, race: str | None = None) -> None:
        self.app.set_speeds(bot=bot, race=race)  # live, and saved with the other settings
        self.persist()

    def set_language(self, code: str) -> None:
        """Speaks ``code`` from the next frame on (also in the middle of a game) and keeps it."""
        set_language(code)
        self.change(language=code)

    def set_window(self, size: tuple[int, int]) -> None:
        self.change(window_size=size, window_chosen=True)
        apply_window_size(self.app, size)

    def toggle_fullscreen(self) -> None:
        self.app.toggle_fullscreen()  # saves fullscreen itself
        self.persist()

    def reset(self) -> None:
        """Back to the defaults (window and fullscreen left as they are: no surprise resize)."""
        d = Settings()
        keep = {"window_size": self.settings.window_size, "window_chosen": self.settings.window_chosen,
                "fullscreen": self.settings.fullscreen, "language": self.settings.language,
                "last_setup": self.settings.last_setup, "extra": self.settings.extra}
        self.app.settings = d.replace(**keep)
        apply_volumes(self.app, self.app.settings)
        self.app.set_speeds(bot=d.bot_speed, race=d.animation_speed)
        self.persist()
        self.message = _("Settings reset to the defaults.")

    # ---- layout ----------------------------------------------------------------------
    def _row_y(self, i: int) -> int:
        return self.sheet.y + ROW0 + i * ROW_H + 18

    def _chips(self, key: str, i: int, options: list[tuple[Any, str]], current: Any,
               pick: Callable[[Any], None], w: int = 96, tips: dict | None = None) -> list[Button]:
        x = self.sheet.x + 40 + LABEL_W
        y = self._row_y(i) - 18
        return [Button(f"{key}:{v}", pygame.Rect(x + k * (w + 8), y, w, 36), label,
                       (lambda v=v: pick(v)), selected=v == current, size=14,
                       tip=(tips or {}).get(v, ""))
                for k, (v, label) in enumerate(options)]

    def _on_off(self, key: str, i: int, tip: str = "") -> list[Button]:
        value = getattr(self.settings, key)
        tips = {True: tip, False: tip}
        return self._chips(key, i, [(True, _("On")), (False, _("Off"))], value,
                           lambda v, key=key: self.change(**{key: v}), w=80, tips=tips)

    def _window_chips(self) -> list[Button]:
        """The window sizes: the one the window has now is lit; a size larger than the
        screen is greyed (the window never opens larger than the desktop)."""
        desk = self.app.desktop
        now = tuple(self.app.windowed_size)
        out = self._chips("window", self.rows.index("window"),
                          [(sz, f"{sz[0]}×{sz[1]}") for sz in WINDOW_PRESETS], now,
                          self.set_window, w=WINDOW_CHIP_W)
        for b, sz in zip(out, WINDOW_PRESETS):
            if desk is not None and (sz[0] > desk[0] or sz[1] > desk[1]):
                b.enabled = False
                b.reason = _("Larger than the screen ({w}×{h}).").format(w=desk[0], h=desk[1])
        return out

    def buttons(self) -> list[Button]:
        s = self.settings
        app = self.app
        r = self.sheet
        out: list[Button] = []
        for i, key in enumerate(("effects_volume", "music_volume")):
            sl = self.sliders[key]
            v = getattr(s, key)
            out.append(Button(f"{key}:-", pygame.Rect(sl.rect.x - 44, sl.rect.centery - 16, 32, 32), "−",
                              lambda key=key: self.change(**{key: max(0.0, round(getattr(self.settings, key) - 0.1, 2))}),
                              size=16, enabled=v > 0, reason=_("Already silent.")))
            out.append(Button(f"{key}:+", pygame.Rect(sl.rect.right + 14, sl.rect.centery - 16, 32, 32), "+",
                              lambda key=key: self.change(**{key: min(1.0, round(getattr(self.settings, key) + 0.1, 2))}),
                              size=16, enabled=v < 1, reason=_("Already at full volume.")))
        out.append(Button("mute", pygame.Rect(r.right - 40 - 96, self._row_y(0) - 18, 96, 36),
                          _("Muted") if s.muted else _("Mute"), lambda: self.change(muted=not self.settings.muted),
                          selected=s.muted, size=14, hotkey=KN.letter("mute"),
                          tip=_("Every sound off, or on again at these volumes (M, anywhere)")))
        speeds = [(v, _(SPEED_NAMES[v])) for v in SPEEDS]
        out += self._chips("race", 2, speeds, app.race_speed, lambda v: self.set_speed(race=v),
                           tips={"instant": _("Races are shown at once, without the animation.")})
        out += self._chips("bot", 3, speeds, app.bot_speed, lambda v: self.set_speed(bot=v),
                           tips={"instant": _("Bots play without pausing to think.")})
        for key in self.aids:
            out += self._on_off(key, self.rows.index(key), _(AID_TIPS[key]))
        out += self._window_chips()
        x = r.x + 40 + LABEL_W + len(WINDOW_PRESETS) * (WINDOW_CHIP_W + 8)
        row = self.rows.index("window")
        out.append(Button("fullscreen", pygame.Rect(x, self._row_y(row) - 18, r.right - 40 - x, 36),
                          _("Fullscreen"), self.toggle_fullscreen, selected=app.fullscreen, size=14, hotkey="F11"))
        # Each language in its own name (never translated: a player lost in the other
        # language still finds theirs).
        langs = list(available_languages().items())
        out += self._chips("language", self.rows.index("language"), langs, s.language,
                           self.set_language, w=120)
        out.append(Button("reset", pygame.Rect(r.x + 40, r.bottom - 62, 200, 42), _("Reset to defaults"), self.reset,
                          style="ghost", size=15))
        out.append(Button("back", pygame.Rect(r.right - 200, r.bottom - 62, 160, 42), _("Done"), self.back,
                          style="primary", hotkey=KN.label("esc")))
        return out

    # ---- input -----------------------------------------------------------------------
    def process_event(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            pos = self.app.logical(ev.pos)
            for key, sl in self.sliders.items():
                if sl.hit(pos) and not any(b.contains(pos) for b in self.buttons()):
                    self.dragging = key
                    self.mouse = pos
                    self.change(persist=False, **{key: sl.value_at(pos[0])})
                    return True
        if ev.type == pygame.MOUSEMOTION and self.dragging is not None:
            pos = self.app.logical(ev.pos)
            self.mouse = pos
            self.change(persist=False, **{self.dragging: self.sliders[self.dragging].value_at(pos[0])})
            return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.dragging is not None:
            if self.dragging == "effects_volume":
                apply_volumes(self.app, self.app.settings, preview=True)
            self.dragging = None
            self.persist()  # one write per drag, when the knob is let go
            return True
        return super().process_event(ev)

    def on_exit(self) -> None:
        if self.dragging is not None:
            self.dragging = None
            self.persist()
        super().on_exit()

    # ---- drawing ---------------------------------------------------------------------
    def draw_content(self, p: Painter) -> None:
        r = self.sheet
        s = self.settings
        for i, key in enumerate(self.rows):
            y = self._row_y(i)
            if i in self.group_starts:  # a rule above each group: pace, the table, display
                p.line((r.x + 40, y - ROW_H / 2 + 1), (r.right - 40, y - ROW_H / 2 + 1), P.CREAM_DARK, 1)
            p.text(_(ROW_LABELS[key]), (r.x + 40, y), 17, P.INK, "ui_bold", anchor="midleft",
                   max_width=LABEL_W - 6)
        if self.aids:  # whose table the aids are
            title = _(get_game(self.game).title)
            p.text(_("At the table of {game}").format(game=title),
                   (r.right - 40, self._row_y(4) - ROW_H / 2 + 4), 12, P.INK_SOFT, "ui_medium",
                   anchor="topright")
        for i, key in enumerate(("effects_volume", "music_volume")):
            sl = self.sliders[key]
            v = getattr(s, key)
            sl.draw(p, v, self.dragging == key)
            p.text(_("{n} %").format(n=number(round(v * 100))) if v else _("off"), (sl.rect.right + 60, sl.rect.centery), 15, P.INK,
                   "ui_medium", anchor="midleft")
        note = self.message or _("Saved as you change them, kept for the next time you play.")
        p.text(note, (r.centerx + 20, r.bottom - 41), 13, P.BAD if self.message.startswith("cannot") else P.INK_SOFT,
               "ui", anchor="center", max_width=r.w - 460)
