"""Horse Fever as a presentation plug-in on the shell's one table (``game/ui/generic``).

What the shell asks of the game, answered with Horse Fever's own pieces: the box lid on
"Choose a game" (``box_lid.py``), the stage that folds the events into the table it draws
(``stage.py``: the display state, each person's private knowledge, the race show, the
payoffs sheet between rounds, a buyer's new Action cards), the log's words
(``log_words``), the bots' reasons (a card played face down named only after the reveal),
the rules help, where a save stands. It also offers the setup screen three optional hooks
(``game/ui/plugin.py``, "optional hooks"): the rounds' Short / Standard / Long presets for
the number of players (``data/rules.toml``; Short and Long are house rulings), star cards
greyed outside the Board Game, and the rulebook's number of rounds shown for the default.
"""
from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any, Sequence

import pygame

from ..export_summary import summary_text as export_summary_text
from ...services.i18n import N_, _
from ...services.numbers import money
from ...ui.assets import Assets
from ...ui.generic import GenericPresentation
from ...ui.generic.session import ContractSession
from ...ui.painter import Painter
from ...ui.phase_table import phases, title
from ...ui.plugin import GameSetup, Preset, RulesPage, register_presentation
from ...ui.viewport import Viewport
from .. import INFO, NAME
from ..bots.base import public_reason
from ..game import game_data
from .box_lid import TILE_W, draw_lid
from .describe import Words, name_horses
from .final_notes import standing_notes
from .rules_pages import rules_pages

if TYPE_CHECKING:
    from .stage import HorseFeverStage
    from .story_charts import StoryCharts
    from .table_frame import HorseFeverFrame
# The table (its tipster: NumPy), the race show (pymunk's dice) and the charts are imported
# when first shown, not with the presentation: the title screen asks this module for its
# ``about`` line before the window's first frame.

ROUND_PRESETS = (("short", N_("Short"), N_("A shorter game (house ruling)")),
                 ("rounds", N_("Standard"), N_("The rulebook's rounds table for this number of players")),
                 ("long", N_("Long"), N_("A longer game (house ruling)")))


_ORDER = ("random", "easy", "simple", "normal", "hard")  # the bots from the weakest up
TITLES = {"variant": N_("Game"), "stars": N_("Star cards"), "rounds": N_("Rounds")}
VARIANT_WORDS = {"family": N_("Family Game"), "board": N_("Board Game")}


# How long the table dwells on an event after showing it, at normal speed (seconds).
EVENT_BEATS = {
    "round_start": 0.6, "bet": 0.25, "action_played": 0.25, "fixing_start": 0.3,
    "second_bets_start": 0.3, "reveal": 1.0, "action_discarded": 0.7, "odds_change": 0.7,
    "race_start": 0.8, "movement": 0.75, "sprint": 0.65, "photo_finish": 0.9, "ranked": 0.7,
    "ranking": 0.6, "bet_penalty": 0.8, "eliminated": 0.8, "tie_break": 1.0,
}


class HorseFeverPresentation(GenericPresentation):
    """Horse Fever's answers to the shell (see the module docstring)."""

    game = NAME
    # The setup's seat kinds: Human, then the bots from the weakest up (new kinds at the end),
    # and a fair opponent for a first game.
    bot_kinds = tuple(k for k in _ORDER if k in INFO.bot_kinds) + \
        tuple(k for k in INFO.bot_kinds if k not in _ORDER)
    default_bot = "normal"
    # Every table aid of the settings sheet is Horse Fever's (game/ui/table_aids.py).
    table_settings = ("tipster", "explain_bots", "payout_hints", "colour_blind")
    # The sprint's line names the dice: it waits until they have stopped rolling.
    words_after_clip = frozenset({"sprint"})

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
    def new_table(self, app: Any, setup: GameSetup) -> Any:
        options = INFO.setup(setup.options)  # SetupError (a ValueError) names a bad option
        # (Star cards are a Board Game option: a Family Game is played without them.)
        options["stars"] = bool(options["stars"]) and options["variant"] == "board"
        return super().new_table(app, dataclasses.replace(setup, options=options))

    def table_frame(self, scene: Any) -> HorseFeverFrame:
        """The track, lanes, players, decision widgets and tipster (``table_frame.py``)."""
        from .table_frame import HorseFeverFrame
        return HorseFeverFrame(scene)

    def lesson_values(self, seat: int, view: dict[str, Any],
                      events: Sequence[dict[str, Any]]) -> dict[str, str]:
        """The lesson coach's numbers in the table's words (``lesson.py``)."""
        from .lesson import lesson_values
        return lesson_values(seat, view, events)

    def lesson_spot(self, name: str, frame: Any) -> pygame.Rect | None:
        """Where a lesson's highlighted spot lies on the table (``lesson.py``)."""
        from .lesson import lesson_spot
        return lesson_spot(name, frame)

    part_starts = frozenset({"round_start"})  # a replay jumps to a round's start

    def replay_chips(self, events: Sequence[dict[str, Any]]) -> list[tuple[int, str]]:
        """The races run so far, each to replay from the log."""
        from .race.replay import races_in
        return [(rnd, _("Replay the race of round {n}").format(n=rnd)) for rnd in races_in(events)]

    def replay_part(self, events: Sequence[dict[str, Any]], part: int) -> tuple[int, int]:
        """The race of round ``part``: from its reveal to its round's end."""
        from .race.replay import race_span
        return race_span(list(events), part)

    def replay_part_title(self, part: int) -> str:
        return _("The race of round {round}").format(round=part)

    def new_stage(self, session: ContractSession) -> HorseFeverStage:
        from .stage import HorseFeverStage
        return HorseFeverStage(session)

    def beat(self, event: dict[str, Any]) -> float:
        return EVENT_BEATS.get(str(event.get("type")), 0.0)

    def holds_secrets(self, view: dict[str, Any], seat: int) -> bool:
        """A hand, Goal cards or own face-down cards on the lanes."""
        me = view["players"][seat]
        own = any(pc.get("seat") == seat and pc.get("card") is not None
                  for lane in (view.get("lanes") or {}).values() for pc in lane)
        return bool(me.get("hand") or me.get("goals") or own)

    def refusal_words(self, error: Exception) -> str:
        """The rules' reason, as a sentence ("The minimum bet is 300 D...")."""
        detail = getattr(error, "detail", "") or str(error).splitlines()[0]
        return detail[0].upper() + detail[1:] + ("" if detail.endswith(".") else ".")

    def bot_reason(self, bot: Any, phase: str, action: Any) -> tuple[str, str | None]:
        """A bot's reason without what the others must not know yet: a card played face
        down is named after the reveal, a Goal card kept never (``public_reason``)."""
        reason = getattr(bot, "last_reason", "")
        if not reason:
            return "", None
        text, after_reveal = public_reason(reason, phase, getattr(bot, "last_options", {}),
                                           action.to_engine())
        return name_horses(text), ("reveal" if after_reveal else None)

    def hint_words(self, bot: Any, phase: str, action: Any, view: dict[str, Any],
                   names: Sequence[str]) -> str:
        """The hint: the hard bot's own reason, which names what it does as the board does
        (the card's name, "4 Red", the stake) and why; the seat's own secrets included."""
        reason = str(getattr(bot, "last_reason", "") or "")
        text = reason.split(": ", 1)[1] if ": " in reason else reason  # (without its level)
        if not text:
            return super().hint_words(bot, phase, action, view, names)
        return _("Hint: {reason}.").format(reason=name_horses(text).rstrip("."))

    # ---- the shell's words about the game ---------------------------------------------------
    def about(self) -> str:
        """The title screen's footer while Horse Fever is the game at hand."""
        return _("Horse Fever: a fan-made digital edition of the Cranio Creations board game, "
                 "the Family Game and the Board Game, 2 to 6 players.")

    # ---- words ---------------------------------------------------------------------------
    def decision_prompt(self, view: dict[str, Any], seat: int, phase: str,
                        names: Sequence[str]) -> str | None:
        """The rules' own prompt, as the deciding seat's view carries it (the table words
        the decision from its phase, in the player's language: ``status_words``)."""
        d = view.get("decision")
        if view.get("seat") != seat or not isinstance(d, dict) or d.get("kind") != phase:
            return None
        return str(d.get("prompt", "")) or None

    def describe(self, event: dict[str, Any], names: list[str]) -> str:
        return Words(game_data(), names).event_line(event) or ""

    def summary(self) -> str:
        """The setup screen's two lines about Horse Fever."""
        return _("Bet on horse races at the Horseburg track and fix them with Action cards "
                 "played face down. The most Victory Points after the last round wins.")

    def rules_pages(self) -> list[RulesPage]:
        """The rules help (F1): ``rules_text``'s pages as the rules book's (``rules_pages``)."""
        return rules_pages(game_data())

    def save_progress(self, view: dict[str, Any]) -> dict[str, Any]:
        """Where the game stands for its saves' words: the variant, star cards, round and
        phase (the decision's own when one is open: two saves of one round differ by it)."""
        d = view.get("decision")
        kind = d.get("kind") if isinstance(d, dict) else None
        return {**{k: view.get(k) for k in ("variant", "stars", "round", "rounds")},
                "phase": kind if isinstance(kind, str) else view.get("phase")}

    def progress_words(self, view: dict[str, Any]) -> str:
        """Where the game stands, without the phase: the pass screen's line and a save's
        suggested name stay short (the pass screen says the task; the Resume list, reading
        the saved ``progress``, says the phase)."""
        progress = {k: v for k, v in self.save_progress(view).items() if k != "phase"}
        return self.save_words({"progress": progress})

    def save_words(self, meta: dict[str, Any]) -> str:
        """Where a saved game stands, for Resume and Continue: "Board Game with star cards,
        round 2 of 6" (from the save's summary: ``save_progress``, or older saves' own
        fields, ``game/save_format.save_meta``)."""
        progress = meta.get("progress")
        meta = {**meta, **progress} if isinstance(progress, dict) else meta
        variant = meta.get("variant")
        what = _(VARIANT_WORDS[variant]) if variant in VARIANT_WORDS else ""
        if what and meta.get("stars"):
            what = _("{game} with star cards").format(game=what)
        rnd, total = meta.get("round"), meta.get("rounds")
        if type(rnd) is int and not meta.get("over"):
            where = (_("round {n} of {total}").format(n=rnd, total=total) if type(total) is int
                     else _("round {n}").format(n=rnd))
            if isinstance(meta.get("phase"), str) and meta["phase"] in phases():
                where = _("{round} · {phase}").format(round=where, phase=title(meta["phase"]))
            what = ", ".join(w for w in (what, where) if w)
        return what

    # ---- the final scores (the shell's, ``game/ui/scenes/final.py``) -----------------------
    final_sounds = (("fanfare", 1.0), ("crowd_roar", 0.7))

    def chart_page(self, events: Sequence[dict[str, Any]], names: Sequence[str]) -> StoryCharts:
        """VP and Danari, bets won and lost, each horse's odds (``story_charts.py``)."""
        from .story_charts import StoryCharts
        data = game_data()
        return StoryCharts(events, data.colours, data.odds_values)

    def score_columns(self, score: dict[str, Any]) -> list[tuple[str, str]]:
        return [(_("VP"), str(score.get("vp", 0))), (_("Danari"), money(int(score.get("danari", 0))))]

    def standing_notes(self, events: Sequence[dict[str, Any]],
                       names: Sequence[str]) -> dict[int, str]:
        """Goals, ties broken and players out (``final_notes.py``)."""
        return standing_notes(events)

    def standing_subtitle(self, session: ContractSession, seat: int) -> str:
        """The player's character card."""
        players = getattr(session.display, "players", None) or []
        return players[seat].character if seat < len(players) else ""

    def winner_caption(self) -> str:
        return _("Best Gambler Ever")

    def final_rule(self, session: ContractSession) -> str:
        if session.options.get("variant") == "family":
            return _("Most VP wins. Family Game ties: most Danari, then a sprint-die roll "
                     "(higher number wins).")
        return _("Most VP wins, after the Goals are scored. Board Game ties: a sprint-die roll "
                 "(higher number wins); Danari do not count.")

    def summary_text(self, session: ContractSession) -> str:
        """The whole game told from its log, secret cards included (``export_summary``)."""
        return export_summary_text(session.events, game_data())

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
