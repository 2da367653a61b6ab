"""Horse Fever as a presentation plug-in (``game.ui.plugin.Presentation``).

What the shell asks of the game, answered with Horse Fever's own screens: the box lid on
"Choose a game" (``box_lid.py``), today's ``Session`` and ``TableScene`` for a new game from a
``GameSetup`` or for a loaded save, the log's words (``log_words``), the rules help. It also
offers the setup screen three optional hooks (``game/ui/plugin.py``, "optional hooks"): the
rounds' Short / Standard / Long presets for the number of players (``data/rules.toml``; Short
and Long are house rulings), star cards greyed outside the Board Game, and the rulebook's
number of rounds shown for the default.
"""
from __future__ import annotations

from typing import Any

import pygame

from ...i18n import N_, _
from ...ui import saves
from ...ui.assets import Assets
from .describe import Words
from ...ui.painter import Painter
from ...ui.plugin import GameSetup, Preset, RulesPage, register_presentation
from .rules_pages import rules_pages
from .scenes.table import TableScene
from .session import SeatSpec, Session
from .session_load import resume
from ...ui.viewport import Viewport
from .. import INFO, NAME
from ..game import game_data
from .box_lid import TILE_W, draw_lid

ROUND_PRESETS = (("short", N_("Short"), N_("A shorter game (house ruling)")),
                 ("rounds", N_("Standard"), N_("The rulebook's rounds table for this number of players")),
                 ("long", N_("Long"), N_("A longer game (house ruling)")))


_ORDER = ("random", "easy", "simple", "normal", "hard")  # the bots from the weakest up
TITLES = {"variant": N_("Game"), "stars": N_("Star cards"), "rounds": N_("Rounds")}
VARIANT_WORDS = {"family": N_("Family Game"), "board": N_("Board Game")}


class HorseFeverPresentation:
    """Horse Fever's answers to the shell (see the module docstring)."""

    game = NAME
    # The setup's seat kinds: Human, then the bots from the weakest up (new kinds at the end),
    # and a fair opponent for a first game.
    bot_kinds = tuple(k for k in _ORDER if k in INFO.bot_kinds) + \
        tuple(k for k in INFO.bot_kinds if k not in _ORDER)
    default_bot = "normal"
    # Every table aid of the settings sheet is Horse Fever's (game/ui/table_aids.py).
    table_settings = ("tipster", "explain_bots", "payout_hints", "colour_blind")

    def __init__(self) -> None:
        self._assets: Assets | None = None

    # ---- Choose a game -------------------------------------------------------------------
    def draw_tile(self, surface: pygame.Surface, rect: pygame.Rect, hover: bool) -> None:
        if self._assets is None:
            self._assets = Assets()  # (fonts and sprites, loaded once, on first use)
        vp = Viewport(surface.get_size(), rect.w / TILE_W, rect.x, rect.y)
        with_clip = surface.get_clip()
        surface.set_clip(rect.clip(with_clip) if with_clip else rect)
        try:
            draw_lid(Painter(surface, vp, self._assets), rect.h * TILE_W / rect.w, hover)
        finally:
            surface.set_clip(with_clip)

    # ---- the table -----------------------------------------------------------------------
    def new_table(self, app: Any, setup: GameSetup) -> TableScene:
        options = INFO.setup(setup.options)  # SetupError (a ValueError) names a bad option
        seats = [SeatSpec(s.name, s.kind) for s in setup.seats]
        if len(seats) != options["players"]:
            raise ValueError(f"{options['players']} players need {options['players']} seats, "
                             f"not {len(seats)}")
        variant = options["variant"]
        session = Session(app.data, seats, variant, setup.seed, options["stars"] and variant == "board",
                          options["rounds"], app.bot_speed, race_speed=app.race_speed)
        return TableScene(app, session)

    def resume_table(self, app: Any, save: dict[str, Any]) -> TableScene:
        """``save``: {"path": the file, "autosave": bool} (``game/ui/scenes/resume.py``)."""
        path = save["path"]
        loaded = saves.load_path(path, app.data)
        if isinstance(loaded, str):
            raise ValueError(loaded)
        try:
            session = resume(Session, app.data, loaded, app.bot_speed, app.race_speed)
        except Exception as exc:  # noqa: BLE001 - a save the window cannot continue
            raise ValueError(f"Cannot resume {getattr(path, 'name', path)}: {saves.one_line(exc)}") from exc
        # An autosave goes on being written in place; a manual save stays as it was and the
        # game it continues gets an autosave of its own.
        keep = (loaded.main_path or loaded.path) if save.get("autosave") else None
        table = TableScene(app, session, autosave_path=keep)
        if loaded.warning:
            table.show_banner("Resumed from the backup: the last autosave was damaged, "
                              "so the last move may have to be made again.")
            why = loaded.warning.split(": ", 1)[-1].split("; continuing from", 1)[0]
            session.log.append(f"The last autosave was damaged ({why}): the game goes on from its "
                               "backup, one decision earlier.")
        return table

    # ---- the shell's words about the game ---------------------------------------------------
    def about(self) -> str:
        """The title screen's footer while Horse Fever is the game at hand."""
        return _("Horse Fever: a fan-made digital edition of the Cranio Creations board game, "
                 "the Family Game and the Board Game, 2 to 6 players.")

    # ---- words ---------------------------------------------------------------------------
    def describe(self, event: dict[str, Any], names: list[str]) -> str:
        return Words(game_data(), names).event_line(event) or ""

    def summary(self) -> str:
        """The setup screen's two lines about Horse Fever."""
        return _("Bet on horse races at the Horseburg track and fix them with Action cards "
                 "played face down. The most Victory Points after the last round wins.")

    def rules_pages(self) -> list[RulesPage]:
        """The rules help (F1): ``rules_text``'s pages as the rules book's (``rules_pages``)."""
        return rules_pages(game_data())

    def save_words(self, meta: dict[str, Any]) -> str:
        """Where a saved game stands, for Resume and Continue: "Board Game with star cards,
        round 2 of 6" (from the save's summary, ``game/save_format.save_meta``)."""
        variant = meta.get("variant")
        what = _(VARIANT_WORDS[variant]) if variant in VARIANT_WORDS else ""
        if what and meta.get("stars"):
            what = _("{game} with star cards").format(game=what)
        rnd, total = meta.get("round"), meta.get("rounds")
        if type(rnd) is int and not meta.get("over"):
            where = (_("round {n} of {total}").format(n=rnd, total=total) if type(total) is int
                     else _("round {n}").format(n=rnd))
            what = ", ".join(w for w in (what, where) if w)
        return what

    # ---- the setup screen's optional hooks -----------------------------------------------
    def option_presets(self, options: dict[str, Any]) -> dict[str, list[Preset]]:
        """Rounds: Short / Standard / Long for the number of players chosen."""
        row = game_data().players[options["players"]]
        return {"rounds": [Preset("std" if key == "rounds" else key, f"{_(label)} {getattr(row, key)}",
                                  None if key == "rounds" else getattr(row, key),
                                  _("{tip}: {n} rounds for {players} players").format(
                                      tip=_(tip), n=getattr(row, key), players=options["players"]),
                                  follows=key != "rounds")
                           for key, label, tip in ROUND_PRESETS]}

    def option_disabled(self, name: str, options: dict[str, Any]) -> str:
        """Why an option cannot be chosen now ("" when it can)."""
        if name == "stars" and options.get("variant") != "board":
            return _("Star cards are a Board Game option.")
        return ""

    def option_default(self, name: str, options: dict[str, Any]) -> Any:
        """What a None option stands for now: the rulebook's rounds for the players."""
        if name == "rounds":
            return game_data().players[options["players"]].rounds
        return None

    def option_title(self, name: str) -> str:
        return _(TITLES[name]) if name in TITLES else name.capitalize()

    def choice_label(self, name: str, value: Any) -> str:
        return _(VARIANT_WORDS[value]) if name == "variant" and value in VARIANT_WORDS else str(value)

    def setup_note(self, options: dict[str, Any]) -> str:
        if options.get("variant") == "board":
            return _("Board Game: purchases, Assistants, Horse cards, Goals, loans and VP auctions (Rules: F1).")
        return ""


PRESENTATION = register_presentation(HorseFeverPresentation())
