"""Finish Line's screens on the generic table (``game/ui/generic``): the racecourse
board, the bet sheet, pool and dice panels, the clips, sounds, rules pages, box lid and
the final chart of each player's capital over the three races.

The session words every event it presents (``describe``), in order, before it asks for
the event's clip (``animate``): ``describe`` also folds the event into the picture the
track shows while a burst of events plays (``shown.py``), and the clip carries the
pictures before and after it.
"""
from __future__ import annotations

from typing import Any, Sequence

import pygame

from ...services.i18n import _, ngettext
from ...ui import palette as P
from ...ui.assets import Assets
from ...ui.generic import Clip, GenericPresentation, ScoreSeries
from ...ui.painter import Painter
from ...ui.plugin import RulesPage
from ...ui.viewport import Viewport
from ..actions import Discard, Draw, EndBets, PlaceBet, Use, WinBet
from ..data import load_data
from ..words import (bot_reason, die_label, event_line, interference_order, prompt,
                     refusal_words, use_line)
from . import art
from .board import TrackBoard, eur, saved_extras
from .clips import make_clip
from . import lesson
from .panels import BetSheetPanel, DicePanel, PoolPanel
from .results import race_results
from .rules_pages import rules_pages
from .shown import Shown, fold

LID_W = 300.0  # the box lid is drawn at this logical width and scaled to the tile


class FinishLinePresentation(GenericPresentation):
    """Finish Line on the generic table (see the module docstring)."""

    game = "finish-line"
    refusal_wording = staticmethod(refusal_words)  # (the refusals in a player's words)
    board_class = TrackBoard
    panels = {"bet": BetSheetPanel, "draw": PoolPanel, "use": DicePanel, "extra": DicePanel}
    sounds = {"roll": "fl_rattle", "order": "fl_hooves", "race_result": "fl_bell",
              "homestretch": "fl_bell", "race_running": "fl_bell", "payout": "coins",
              "disqualified": "fl_whistle", "photo_finish": "fl_rattle"}

    def __init__(self) -> None:
        self._assets: Assets | None = None
        self._tile_table: dict[int, dict[str, Any]] | None = None  # (read at first use)
        self._shown = Shown()
        self._before = Shown()

    @property
    def _tiles(self) -> dict[int, dict[str, Any]]:
        """Each horse tile's trait and free squares, from the data file when first asked
        (registering the presentation reads no file: a broken one greys only this game)."""
        if self._tile_table is None:
            self._tile_table = {n: {"trait": t["trait"], "slots": t["slots"]}
                                for n, t in load_data().tiles.items()}
        return self._tile_table

    # ---- words ----------------------------------------------------------------------------
    table_settings = ("explain_bots",)
    # Reasons that tell a bot's secret bets (a horse it bet on, helped or held back) wait
    # until the bet sheets are revealed at the race's end.
    SECRET_REASONS = frozenset({"bet_front", "bet_value", "bet_kelly", "push", "hinder"})

    def bot_reason(self, bot: Any, phase: str, action: Any) -> tuple[str, str | None]:
        reason = getattr(bot, "last_reason", None)
        if not (isinstance(reason, tuple) and len(reason) == 2):
            return "", None
        return bot_reason(reason), ("bets_revealed" if reason[0] in self.SECRET_REASONS
                                    else None)

    progress = ("race", "races")  # a save says "race 3 of 4"
    # The results moment: once a race's payouts are made, before the next race's top-ups
    # and start or the end of the game; a replay plays or jumps to a race.
    results_after = frozenset({"race_end"})
    results_before = frozenset({"top_up", "race_start", "game_end"})
    part_starts = frozenset({"race_start"})

    def results(self, events: Sequence[dict[str, Any]], names: Sequence[str]) -> Any:
        """The finish, every bet sheet revealed with each payout, the capitals."""
        return race_results(events, names)

    def about(self) -> str:
        """The title screen's footer while Finish Line is the game at hand."""
        return _("Finish Line: a fan-made digital edition of Dan Glimne's dice-drafting race "
                 "(Queen Games, 2023), 2 to 4 players.")

    def decision_prompt(self, view: dict[str, Any], seat: int, phase: str,
                        names: Sequence[str]) -> str | None:
        return prompt(phase, names[seat])

    def describe(self, event: dict[str, Any], names: list[str]) -> str:
        """The log's sentence (``words.event_line``); also folds the event (docstring)."""
        if event.get("type") == "game_start":
            self._shown = Shown()
        self._before = self._shown.copy()
        fold(self._shown, event, self._tiles)
        return event_line(event, names)

    def revealed_sheets(self, race: Any) -> list[Any] | None:
        """The bet sheets of ``race`` as revealed by the last event shown (None before)."""
        got = self._shown
        return got.sheets if got.known and got.race == race else None

    def describe_action(self, action: Any, names: Sequence[str]) -> str:
        if isinstance(action, WinBet):
            return _("{stake} on horse {horse} to win").format(stake=eur(action.stake),
                                                                horse=action.horse)
        if isinstance(action, PlaceBet):
            return _("{stake} on horses {first} and {second} to place").format(
                stake=eur(action.stake), first=action.first, second=action.second)
        if isinstance(action, EndBets):
            return _("Sheet complete")
        if isinstance(action, Draw):
            return _("Draw a {colour} die").format(colour=_(action.colour))
        if isinstance(action, Discard):
            return _("Put {die} out, doing nothing").format(die=die_label(action.die))
        if isinstance(action, Use):
            if action.target is None and action.source is None and action.order is None:
                face = self._shown.faces.get(action.die)  # (the die's face as shown)
                effect = load_data().faces[face]["effect"] if face else ""
                back = [d for d in (action.back, action.back2) if d is not None]
                return use_line(effect, action.die, amount=int(load_data().side_bet),
                                back=back, order=self._shown.order)
            parts = [_("Use {die}").format(die=die_label(action.die))]
            if action.source is not None:
                parts.append(_("from horse {horse}").format(horse=action.source))
            if action.target is not None:
                parts.append(_("on horse {horse}").format(horse=action.target))
            if action.order is not None:
                parts.append(_("in a new order: {order}").format(order=interference_order(
                    action.target or 0, action.order, self._shown.order)))
            if action.back is not None:
                parts.append(_("back: {dice}").format(
                    dice=", ".join(die_label(d) for d in (action.back, action.back2) if d)))
            return " ".join(parts)
        return super().describe_action(action, names)

    def summary(self) -> str:
        return _("Bet in secret on three horse races, then draft and roll dice that push the "
                 "horses forward, hold them back or throw them out. The most money after the "
                 "third race wins.")

    def rules_pages(self) -> list[RulesPage]:
        return rules_pages()

    # ---- the guided lesson (``lesson.py``) ---------------------------------------------------
    def lesson_values(self, seat: int, view: dict[str, Any],
                      events: Sequence[dict[str, Any]]) -> dict[str, str]:
        """The lesson coach's numbers in the sheet's and the board's words."""
        return lesson.lesson_values(seat, view, events)

    def lesson_spot(self, name: str, frame: Any) -> pygame.Rect | None:
        """A part of the board the lesson's coach points at (a tile, the track, the pool)."""
        return lesson.lesson_spot(name, frame)

    # ---- the table ------------------------------------------------------------------------
    def animate(self, event: dict[str, Any]) -> Clip | None:
        return make_clip(event, self._before, self._shown.copy(), self.beat(event))

    def beat(self, event: dict[str, Any]) -> float:
        return 0.5 if event.get("type") in ("die_used", "pass_dice", "payout") else 0.3

    def seat_summary(self, view: dict[str, Any], seat: int) -> str:
        players = view.get("players", [])
        if not 0 <= seat < len(players):
            return ""
        me = players[seat]
        line = _("capital {amount}").format(amount=eur(me["capital"]))
        more = []
        if me.get("side"):
            more.append(_("side bets {amount}").format(amount=eur(me["side"])))
        extras = saved_extras(view, seat)
        if extras:
            more.append(ngettext("{n} Extra move saved", "{n} Extra moves saved",
                                 extras).format(n=extras))
        return "\n".join([line, ", ".join(more)]) if more else line

    def score_line(self, score: dict[str, Any]) -> str:
        """A final standing: the Grand Total, capital plus side bets."""
        return _("Grand Total {total} (capital {capital}, side bets {side})").format(
            total=eur(score["total"]), capital=eur(score["capital"]), side=eur(score["side"]))

    def chart_series(self, events: Sequence[dict[str, Any]],
                     names: Sequence[str]) -> list[ScoreSeries]:
        """Each player's capital at the start and after each race."""
        start = next((e for e in events if e.get("type") == "game_start"), None)
        if start is None:
            return []
        labels = [_("Start")]
        values = {i: [float(c)] for i, c in enumerate(start["capital"])}
        for e in events:
            if e.get("type") == "race_end":
                labels.append(_("Race {race}").format(race=e["race"]))
                for i, c in enumerate(e["capital"]):
                    values[i].append(float(c))
        return [ScoreSeries(_("Capital"), labels, values)]

    def holds_secrets(self, view: dict[str, Any], seat: int) -> bool:
        return view.get("phase") == "bet"

    # ---- the box lid ------------------------------------------------------------------------
    def draw_tile(self, surface: pygame.Surface, rect: pygame.Rect, hover: bool) -> None:
        if self._assets is None:
            self._assets = Assets()
        vp = Viewport(surface.get_size(), rect.w / LID_W, rect.x, rect.y)
        with_clip = surface.get_clip()
        surface.set_clip(rect.clip(with_clip) if with_clip else rect)
        try:
            draw_lid(Painter(surface, vp, self._assets), rect.h * LID_W / rect.w, hover)
        finally:
            surface.set_clip(with_clip)


def draw_lid(p: Painter, h: float, hover: bool) -> None:
    """The box lid: the title over three horse tiles in a row and the five dice colours."""
    box = pygame.Rect(0, 0, int(LID_W), int(h))
    p.rect(box, P.lighten(P.TURF_A, 0.12) if hover else P.TURF_A, 12)
    for i in range(0, int(LID_W), 30):
        if (i // 30) % 2:
            p.rect(pygame.Rect(i, 0, 30, int(h)), P.TURF_B)
    p.rect(box, P.BRASS, 12, width=3)
    p.text("Finish Line", (LID_W / 2, h * 0.05), 34, P.CREAM, "display", anchor="midtop",
           shadow=P.BLACK)
    tw, th = 72, 104
    y = h * 0.27
    for i, (n, trait, silks) in enumerate(((11, "", ("orange", "black")),
                                           (7, "F", ("gold", "purple")),
                                           (4, "S", ("pink", "green")))):
        r = pygame.Rect(int(LID_W / 2 - 1.5 * tw - 8 + i * (tw + 8)), int(y), tw, th)
        squares = (["#"] if trait else []) + [None]
        art.draw_tile(p, r, n, trait, squares, silks)
    for i, colour in enumerate(art.COLOURS):
        art.draw_die(p, (LID_W / 2 - 100 + i * 50, h * 0.86), 30, colour,
                     ("horseshoe", "outsider_1000", "double_horseshoes", "tempo_change",
                      "rider_helmet")[i], angle=0.2 * (i - 2))
    p.text(_("2-4 players"), (LID_W - 10, h * 0.05 + 40), 13, P.CREAM, anchor="topright")
