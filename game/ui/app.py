"""The window and its loop: events in, ``update(dt)``, draw, present, screenshots.

``run_app(args)`` is what ``main.py`` calls. ``App`` is also what the tests drive:
``App.step(dt)`` runs exactly one frame with a given time step and no sleeping, so a
whole game can be played through the real scenes as fast as the machine allows.

The App also owns what outlives a scene: the settings (assigning ``app.settings`` applies
the colour-blind aid and the music volume at once), the window's size and fullscreen
(remembered for the next run) and the looping tune of the title and table screens.
"""
from __future__ import annotations

import argparse
import logging
import os
import random
import sys
from typing import Any
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from ..services.audio import Audio, Music, shared
from ..core.registry import get_game
from ..core.match import DEFAULT_NAMES, default_kinds  # the seats' names of any game, by default
from ..services.i18n import _, start_language
from ..services.settings import MAX_WINDOW, MIN_WINDOW, Settings
from . import fallback_art as FA
from . import input_map as K
from . import saves
from . import window as W
from .app_config import AppConfig, config_from_args  # noqa: F401  (imported from here)
from .assets import Assets
from .command_line_game import check_save, event_log, resume_at_start
from .held_keys import HeldKeys
from . import games_ui  # noqa: F401  (registers every scene and every game's presentation)
from ..catalogue import FIRST_GAME
from .painter import Painter
from .plugin import HUMAN, GameSetup, SeatChoice, presentation, presented_games
from .scene import Scene, SceneStack
from .scene_registry import make_scene
from .speeds import END_DWELL, SPEEDS
from .viewport import Viewport
from .volumes import apply_volumes

log = logging.getLogger(__name__)

MAX_DT = 0.1  # a long stall (window drag) must not skip the game forward
FPS = 60
# A window dragged to a new size sends a burst of resize events: the size is written to
# the settings file once it has stayed the same this long (and at quit), not per event.
RESIZE_SAVE_DELAY = 0.5


class App:
    """The window, the scene stack and the loop."""

    def __init__(self, cfg: AppConfig, data: Any = None) -> None:
        # ``data``: a game's data a caller read already (a test's); the shell reads none
        # (each game's table reads its own when it opens), so it is only kept.
        self.data = data
        self._settings = saves.load()
        # The language chosen in Settings (HORSEBURG_LANGUAGE pins it, else the system's).
        start_language(self._settings.language)
        # --speed sets both speeds for this run only (the saved settings stay as they are).
        self.bot_speed = cfg.speed if cfg.speed in SPEEDS else self.settings.bot_speed
        self.race_speed = cfg.speed if cfg.speed in SPEEDS else self.settings.animation_speed
        self.autosave = cfg.autosave
        pygame.init()
        pygame.display.set_caption("Horseburg")
        self.desktop = W.desktop_size()  # None under a headless video driver
        # The window opens at the size the player chose, else at the size that best fits the
        # screen (or as asked).
        self.cfg = cfg = replace(cfg, window=tuple(cfg.window or W.opening_size(self._settings,
                                                                             self.desktop)))
        self.fullscreen = bool(self.settings.fullscreen if cfg.fullscreen is None else cfg.fullscreen)
        self.windowed_size = cfg.window
        self._open_window()
        try:
            pygame.display.set_icon(FA.icon(64))
        except pygame.error:
            pass
        try:
            pygame.key.set_repeat(350, 45)
        except pygame.error:
            pass
        self.assets = Assets()
        self.music = Music()
        self._resize_save_at: float | None = None
        self.settings = self._settings  # applies the colour-blind aid and the music volume
        self.stack = SceneStack()
        self.running = True
        self.exit_code = 0
        self.time = 0.0
        self.clock = pygame.time.Clock()
        self.last_ops: list[tuple] = []
        self.held = HeldKeys()  # keys held across a change of screen (held_keys.py)
        self._shot_key: str | None = None
        self._shots = 0
        self._end_timer: float | None = None
        self._start()

    # ---- settings --------------------------------------------------------------------------
    @property
    def settings(self) -> Settings:
        """The player's settings; setting them applies what is drawn or heard at once."""
        return self._settings

    @settings.setter
    def settings(self, value: Settings) -> None:
        self._settings = value
        # Pieces read it when they draw: the pawns wear their stable's patterned cloth.
        self.assets.colour_blind = value.colour_blind
        self.music.set_volume(0.0 if value.muted else value.music_volume)

    # ---- window --------------------------------------------------------------------------
    def _open_window(self) -> None:
        if self.fullscreen:
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            # At least the minimum, and never larger than the desktop (a huge window makes
            # every frame slow); SDL then keeps a dragged window at the minimum too (set_mode
            # forgets it, so it is set again each time).
            size = (max(MIN_WINDOW[0], self.windowed_size[0]), max(MIN_WINDOW[1], self.windowed_size[1]))
            self.windowed_size = W.within_desktop(size, self.desktop)
            self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            W.set_minimum_size(MIN_WINDOW)
        self.viewport = Viewport.for_window(self.screen.get_size())

    def reopen_window(self) -> None:
        """Opens the window again at ``windowed_size`` or fullscreen; every scene is laid out
        again for the new size."""
        self._open_window()
        self.assets.forget_scaled()
        for s in self.stack.scenes:
            s.on_resize()

    def _resized(self) -> None:
        surf = pygame.display.get_surface()
        if surf is not None:
            self.screen = surf
        if not self.fullscreen:
            self._remember_window_size(self.screen.get_size())
        vp = Viewport.for_window(self.screen.get_size())
        if vp != self.viewport:
            self.viewport = vp
            self.assets.forget_scaled()
            for s in self.stack.scenes:
                s.on_resize()

    def _remember_window_size(self, size: tuple[int, int]) -> None:
        """Keeps a window size the player chose (dragged) for the next run; the file is
        written when the size has settled (``RESIZE_SAVE_DELAY``). The size the window was
        opened at (SDL's own notice of it) is no choice: an unchosen size stays unchosen."""
        size = (int(size[0]), int(size[1]))
        if size == tuple(self.windowed_size):
            return
        w = max(MIN_WINDOW[0], min(MAX_WINDOW[0], size[0]))
        h = max(MIN_WINDOW[1], min(MAX_WINDOW[1], size[1]))
        self.windowed_size = size
        if (w, h) != tuple(self.settings.window_size) or not self.settings.window_chosen:
            self.settings = self.settings.replace(window_size=(w, h), window_chosen=True)
            self._resize_save_at = self.time + RESIZE_SAVE_DELAY

    def _save_window_size(self, now: bool = False) -> None:
        if self._resize_save_at is not None and (now or self.time >= self._resize_save_at):
            self._resize_save_at = None
            saves.store(self.settings)

    def sound(self) -> Audio:
        """The process's sound player at the player's effects volume and mute. Later changes
        reach the same player through ``volumes.apply_volumes`` (Settings, M)."""
        audio = shared()
        audio.set_volume(self.settings.effects_volume, muted=self.settings.muted)
        return audio

    def _typing(self) -> bool:
        """True while a text field has the keyboard (an M typed into a name is a letter)."""
        return any(s.gui is not None and s.gui.text_focused() for s in self.stack.visible())

    def toggle_mute(self) -> None:
        """M: every sound off, or back on at the volumes set (saved like any setting)."""
        self.settings = self.settings.replace(muted=not self.settings.muted)
        apply_volumes(self, self.settings)
        saves.store(self.settings)

    def toggle_fullscreen(self) -> None:
        """F11 (or the settings' Fullscreen chip): switches and remembers it for next time."""
        if not self.fullscreen:
            self.windowed_size = self.screen.get_size()
        self.fullscreen = not self.fullscreen
        self.settings = self.settings.replace(fullscreen=self.fullscreen)
        saves.store(self.settings)
        self.reopen_window()

    def logical(self, pos: tuple[float, float]) -> tuple[float, float]:
        """A window pixel as a table point."""
        return self.viewport.to_logical(pos)

    # ---- navigation: scenes by name (``scene_registry``) ---------------------------------
    def open(self, name: str, *args: object, how: str = "push", **kw: object) -> Scene:
        """Opens the scene registered as ``name``: ``how`` "push" (over the top one; a reused
        scene already on the stack stays where it is), "replace" (the top one) or "reset"
        (the whole stack)."""
        scene = make_scene(name, self, *args, **kw)
        if how == "push":
            if scene not in self.stack.scenes:
                self.stack.push(scene)
        elif how == "replace":
            self.stack.replace(scene)
        elif how == "reset":
            self.stack.reset(scene)
        else:
            raise ValueError(f"open {name!r}: how must be push, replace or reset, not {how!r}")
        return scene

    def find(self, name: str) -> Scene | None:
        """The top-most scene of that name on the stack ("table", "title"...), if any."""
        return self.stack.find(name)

    def _start(self) -> None:
        self.to_title()
        cfg = self.cfg
        if cfg.seats is not None:
            self.start_game(cfg.seats, cfg.variant, cfg.seed or 0, cfg.stars, cfg.rounds)
        err = (resume_at_start(self) if cfg.resume is not None else
               self.start(self.autoplay_setup()) if cfg.autoplay and cfg.seats is None else None)
        if err:
            raise SystemExit(f"error: {err}")
        self.event_log = event_log(cfg)

    def autoplay_setup(self) -> GameSetup:
        """``--autoplay``: bots in every seat of ``--game`` (Horse Fever's --variant, --stars,
        --rounds and --players as its options; ``--option``s of any game as given)."""
        cfg = self.cfg
        info = get_game(cfg.game)
        given = dict(cfg.options or {})
        if cfg.game == FIRST_GAME and cfg.options is None:
            given = {"variant": cfg.variant, "players": cfg.players, "stars": cfg.stars,
                     "rounds": cfg.rounds}
        options = info.setup(given)
        players = options.get("players", cfg.players)
        # --bots, else the game's own mix (GameInfo.default_bots: bots that play with purpose).
        bots = cfg.bots or default_kinds(info)
        kinds = [bots[i % len(bots)] for i in range(players)]  # a short list repeats
        kinds = [k if k in info.bot_kinds else info.bot_kinds[0] for k in kinds]
        seats = tuple(SeatChoice(DEFAULT_NAMES[i % len(DEFAULT_NAMES)], kinds[i])
                      for i in range(players))
        seed = cfg.seed if cfg.seed is not None else random.SystemRandom().randrange(10**6)
        return GameSetup(cfg.game, options, seats, seed)

    def command_line_options(self, game: str) -> dict:
        """The options the command line gave for ``game`` (the setup screen opens on them):
        ``--option``s, or Horse Fever's ``--variant`` and ``--players``; {} for another game."""
        cfg = self.cfg
        if game != cfg.game:
            return {}
        if cfg.options is not None:
            return dict(cfg.options)
        return {"variant": cfg.variant, "players": cfg.players} if game == FIRST_GAME else {}

    def start(self, setup: GameSetup) -> str | None:
        """Starts a game on the table through its presentation; an error message instead if
        it cannot."""
        try:
            scene = presentation(setup.game).new_table(self, setup)
        except Exception as exc:  # noqa: BLE001 - e.g. a variant the engine cannot set up yet
            return f"Cannot start this game: {saves.one_line(exc)}"
        self.game_at_hand = setup.game
        self.to_title()
        self.stack.push(scene)
        return None

    def start_lesson(self, game: str) -> str | None:
        """Puts ``game``'s lesson on the table (``data/lessons/``); a one-line message
        instead if it cannot be (a broken lesson file names its key)."""
        from ..services.lesson_files import load_lesson
        try:
            scene = presentation(game).new_lesson(self, load_lesson(game))
        except Exception as exc:  # noqa: BLE001 - a broken lesson file: its one line
            return _("Cannot start the lesson: {why}").format(why=saves.one_line(exc))
        self.game_at_hand = game
        self.to_title()
        self.stack.push(scene)
        return None

    # ---- the game at hand: the shell speaks of the game last put on the table ---------------
    @property
    def game_at_hand(self) -> str:
        """The registry name of the game the shell speaks of (the title's "now at the
        table", F1, the settings it shows): the one last put on the table (kept in the
        settings, ``last_game``), else the first game with a presentation."""
        have = presented_games()  # (their names: the title's first frame loads no game)
        name = self.settings.last_game
        return name if name in have else next(iter(have), "")

    @game_at_hand.setter
    def game_at_hand(self, name: str) -> None:
        if not name or name == self.settings.last_game:
            return
        try:
            self.settings = self.settings.replace(last_game=name)
        except ValueError:
            return  # (not a game's name: the shell goes on speaking of the last one)
        saves.store(self.settings)

    def start_game(self, seats: list, variant: str, seed: int, stars: bool,
                   rounds: int | None) -> str | None:
        """A Horse Fever game from seats (``SeatChoice``, or anything with ``name`` and
        ``kind``) and its options: the tests' and the old callers' way in."""
        options = {"variant": variant, "players": len(seats), "stars": stars, "rounds": rounds}
        choice = tuple(SeatChoice(s.name, getattr(s, "kind", HUMAN)) for s in seats)
        return self.start(GameSetup(FIRST_GAME, options, choice, seed))

    def new_game_setup(self) -> None:
        """New game: "Choose a game" over the title."""
        self.to_title()
        self.open("choose")

    def to_title(self) -> None:
        self.open("title", how="reset")

    def set_speeds(self, bot: str | None = None, race: str | None = None, remember: bool = True) -> None:
        """Changes the bot and/or race speed now (and in the settings file)."""
        if bot in SPEEDS:
            self.bot_speed = bot
        if race in SPEEDS:
            self.race_speed = race
        if remember:
            self.settings = self.settings.replace(bot_speed=self.bot_speed, animation_speed=self.race_speed)
            saves.store(self.settings)
        t = self.find("table")
        session = getattr(t, "session", None)
        if session is not None and hasattr(session, "set_speed"):
            session.set_speed(self.bot_speed, self.race_speed)

    def quit(self, code: int = 0) -> None:
        self.running = False
        self.exit_code = code
        self._save_window_size(now=True)
        self.music.stop()

    def _update_music(self) -> None:
        """The tune loops on the title screen and at the table (and the sheets over them)."""
        wanted = self.running and any(self.find(n) is not None
                                      for n in ("table", "title"))
        if wanted:
            self.music.play()
        else:
            self.music.stop()

    # ---- one frame -------------------------------------------------------------------------
    def handle(self, ev: pygame.event.Event) -> None:
        """Routes one pygame event."""
        if ev.type == pygame.QUIT:
            self.quit(0)
            return
        if ev.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._resized()
            return
        if self.held.swallow(ev, self.stack.top):
            return
        if ev.type == pygame.KEYDOWN and K.command_for(ev) == K.FULLSCREEN:
            self.toggle_fullscreen()
            return
        if ev.type == pygame.KEYDOWN and K.command_for(ev) == K.SCREENSHOT:
            self.save_screenshot()
            return
        if ev.type == pygame.KEYDOWN and K.command_for(ev) == K.MUTE and not self._typing():
            self.toggle_mute()
            return
        self.stack.process_event(ev)

    def step(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """Runs one frame: events (from the queue unless given), update, draw, present."""
        if events is None:
            events = pygame.event.get()
        for ev in events:
            if not self.running:
                break
            self.handle(ev)
        dt = max(0.0, min(dt, MAX_DT))
        self.time += dt
        self.stack.update(dt)
        if self.event_log is not None:
            self.event_log.follow(self)
        self._check_end(dt)
        self._save_window_size()
        self._update_music()
        self.draw()
        pygame.display.flip()
        self._screenshot()

    def draw(self) -> Painter:
        """Draws the visible scenes; the draw list of the frame is kept in ``last_ops``."""
        p = Painter(self.screen, self.viewport, self.assets)
        p.fill((10, 14, 12))
        self.stack.draw(p)
        self.last_ops = p.ops
        return p

    def _check_end(self, dt: float) -> None:
        top = self.stack.top
        if not self.cfg.quit_at_end or top is None or top.name != "final":
            return
        if self._end_timer is None:
            # Leave the final scores up for a moment (none at instant speed).
            self._end_timer = END_DWELL.get(self.race_speed, 0.0)
            return
        self._end_timer -= dt
        if self._end_timer <= 0:
            self.quit(0)

    def _screenshot(self) -> None:
        if self.cfg.screenshots is None or self.stack.top is None:
            return
        key = self.stack.top.screenshot_key()
        if key is None or key == self._shot_key:  # (None: the scene is still filling in)
            return
        self._shot_key = key
        self._shots += 1
        self.cfg.screenshots.mkdir(parents=True, exist_ok=True)
        safe = "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in key)
        pygame.image.save(self.screen, str(self.cfg.screenshots / f"{self._shots:03d}_{safe}.png"))

    def save_screenshot(self) -> Path | None:
        """F12: the window as it is now, into --screenshots DIR or the user's data folder."""
        from ..services.settings import data_dir

        folder = self.cfg.screenshots or (data_dir() / "screenshots")
        try:
            folder.mkdir(parents=True, exist_ok=True)
            self._shots += 1
            path = folder / f"{self._shots:03d}_f12_{int(self.time * 1000)}.png"
            pygame.image.save(self.screen, str(path))
            return path
        except (OSError, pygame.error) as exc:
            log.warning("cannot save a screenshot: %s", exc)
            return None

    def run(self) -> int:
        """The real loop: about 60 frames a second until quit."""
        while self.running:
            dt = self.clock.tick(FPS) / 1000.0
            self.step(dt)
        pygame.quit()
        return self.exit_code


def run_app(args: argparse.Namespace) -> int:
    """Opens the window and plays until it is closed; returns the exit code."""
    cfg = config_from_args(args)
    problem = check_save(cfg.resume) if cfg.resume is not None else ""
    if problem:  # (one line, before any window opens)
        print(_("error: {why}").format(why=problem), file=sys.stderr)
        return 2
    info = get_game(cfg.game)
    if info.problem() is None and not info.min_players <= cfg.players <= info.max_players:
        print(f"error: --players must be {info.min_players} to {info.max_players} for "
              f"{info.title}, not {cfg.players}")
        return 2
    app = App(cfg)
    return app.run()
