"""Ticket Gagnant's presentation on the generic table: its board, panels, clips, sounds,
words, rules help (house rulings marked), the score chart and the box lid tile."""
from __future__ import annotations

from typing import Any, Sequence

import pygame

from ...ui.charts import MARKERS as CHART_MARKERS
from ...ui.generic import Clip, GenericPresentation, ScoreSeries
from ...services.i18n import N_, ngettext
from ...ui.plugin import RulesPage
from ..data import game_data
from ..rules.setup import races_for
from ..words import _, card_name, decision_prompt, event_line, refusal_words, square_words
from . import clips, marks
from .board import TicketBoard
from .box_lid import draw_tile
from .look import seat_mark
from .choice_panels import PredictPanel, SetupPanel
from .play_panel import DiscardPanel, PlayPanel
from .results import race_results
from .rules_pages import rules_pages
from .terms import deal_words, discipline_name, ticket_words
from .tipster_box import TIPSTER


class TicketGagnantPresentation(GenericPresentation):
    """The screens of Ticket Gagnant."""

    game = "ticket-gagnant"
    refusal_wording = staticmethod(refusal_words)  # (the refusals in a player's words)
    board_class = TicketBoard
    panels = {"race_setup": SetupPanel, "predict": PredictPanel, "play": PlayPanel,
              "discard": DiscardPanel}

    def draw_tile(self, surface: pygame.Surface, rect: pygame.Rect, hover: bool) -> None:
        draw_tile(surface, rect, hover)

    table_settings = ("explain_bots", "tipster")

    def bot_reason(self, bot: Any, phase: str, action: Any) -> tuple[str, str | None]:
        """The bots' reasons name no hidden card nor a hidden ticket's horses: at once."""
        return str(getattr(bot, "last_reason", "") or ""), None

    def follow_settings(self, settings: Any, view: dict[str, Any]) -> None:
        """The tipster follows the setting *Tipster* (T, or its button on the board)."""
        TIPSTER.follow(bool(getattr(settings, "tipster", False)), view)

    progress = ("race", "races")  # a save says "race 3 of 4"
    # The results moment: once a race is ranked (its tickets scored next), before the next
    # race's first player or the end of the game; a replay plays or jumps to a race.
    results_after = frozenset({"ranking"})
    results_before = frozenset({"first_player", "race_start", "game_end"})
    part_starts = frozenset({"race_start"})

    def results(self, events: Sequence[dict[str, Any]], names: Sequence[str]) -> Any:
        """The race's ending, its ranking and each ticket scored line by line."""
        return race_results(events, names)

    def lesson_spot(self, name: str, frame: Any) -> pygame.Rect | None:
        """A spot of the board the lesson's coach points at (``lesson.py``)."""
        from .lesson import lesson_spot
        return lesson_spot(name, frame)

    def lesson_values(self, seat: int, view: dict[str, Any],
                      events: Sequence[dict[str, Any]]) -> dict[str, str]:
        """The lesson coach's numbers in the game's terms (``lesson.py``)."""
        from .lesson import lesson_values
        return lesson_values(seat, view, events)

    def about(self) -> str:
        """The title screen's footer while Ticket Gagnant is the game at hand."""
        return _("Ticket Gagnant: a fan-made digital edition of the board game by Célestine "
                 "and Jean-Christophe Bouvier (2024), horses pushed across a grid and the "
                 "podium predicted, 2 to 6 players.")

    def seat_style(self, seat: int) -> tuple[tuple[int, int, int], str]:
        """The seat's mark as its board shows it (``look.SEAT_MARKS``), for the standings,
        the charts and the chat too; a shape the charts do not draw (star, hexagon) is a
        circle there, in the seat's colour."""
        shape, colour = seat_mark(seat)
        return colour, shape if shape in CHART_MARKERS else "circle"

    def draw_seat_mark(self, p: Any, seat: int, centre: tuple[float, float],
                       size: float = 5.0) -> None:
        marks.seat_mark(p, centre, size * 2.4, seat)

    def decision_prompt(self, view: dict[str, Any], seat: int, phase: str,
                        names: Sequence[str]) -> str | None:
        return decision_prompt(phase, names[seat])

    def describe(self, event: dict[str, Any], names: list[str]) -> str:
        self._names = list(names)  # the score clip names the seat (describe comes first)
        return event_line(event, names)

    def describe_action(self, action: Any, names: Sequence[str]) -> str:
        kind = getattr(action, "KIND", "")
        if kind == "predict":
            return ticket_words(action.slots())
        if kind == "discard":
            return _("Discard {card}").format(card=card_name(action.card))
        if kind == "setup_race":  # as the board's title will say it
            return (discipline_name(action.discipline) + " · "
                    + deal_words(action.hand, action.visibility))
        if kind == "play_card":  # (squares named as the board and its buttons name them)
            words = _("{card}: horse {horse} to {square}").format(
                card=card_name(action.card), horse=action.horse,
                square=square_words((action.column, action.lane)))
            push = action.push()
            if push is not None:  # the push is half the choice: say it too
                words += ", " + _("the pushed horse to {square}").format(
                    square=square_words(push))
            return words
        return super().describe_action(action, names)

    def hint_action(self, action: Any, view: dict[str, Any], names: Sequence[str]) -> str:
        """The hinted action with its card named as its face shows it (never by number)."""
        kind = getattr(action, "KIND", "")
        if kind not in ("play_card", "discard"):
            return self.describe_action(action, names)
        card = card_name(action.card)
        if kind == "discard":
            return _("discard {card}").format(card=card)
        words = _("play {card}: horse {horse} to {square}").format(
            card=card, horse=action.horse, square=square_words((action.column, action.lane)))
        push = action.push()
        if push is not None:
            words += ", " + _("the pushed horse to {square}").format(square=square_words(push))
        return words

    def hint_reason(self, bot: Any, phase: str, action: Any) -> str:
        """The hard bot's reason; for a race's setup, why rather than what again (its
        reason for the log repeats the choice)."""
        if getattr(bot, "reason", ("",))[0] == "setup":
            return _("a hand of middle size and the table's usual predictions")
        return super().hint_reason(bot, phase, action)

    def animate(self, event: dict[str, Any]) -> Clip | None:
        return clips.clip_for(event, list(self._names))

    _names: Sequence[str] = ()

    def sound(self, event: dict[str, Any]) -> str | None:
        t = event.get("type")
        if t == "card_played":
            return "tg_gallop" if not event.get("push") else "tg_bump"
        # (The deal is heard once, with the race's start: its events follow at once.)
        return {"race_end": "tg_bell", "photo_finish": "card_flip", "race_score": "chalk",
                "game_end": "fanfare", "race_start": "card_slide"}.get(str(t))

    def beat(self, event: dict[str, Any]) -> float:
        """The deal follows the race's start at once: the board then shows the new race
        (while events are shown it keeps the picture from before them)."""
        return 0.0 if event.get("type") == "deal" else super().beat(event)

    # ---- the setup screen (game/ui/plugin.py's hooks) ---------------------------------------
    OPTION_TITLES = {"mode": N_("Mode"), "predictions": N_("Predictions"), "races": N_("Races")}
    CHOICES = {"basic": N_("Basic"), "advanced": N_("Advanced"), "visible": N_("Visible"),
               "hidden": N_("Hidden")}

    def option_title(self, name: str) -> str:
        title = self.OPTION_TITLES.get(name)
        return _(title) if title else name.capitalize()

    def option_default(self, name: str, options: dict[str, Any]) -> Any:
        """What "Default" races stand for now: the data file's number for the players."""
        if name == "races":
            return races_for(game_data(), int(options["players"]), None)
        return None

    def choice_label(self, name: str, value: Any) -> str:
        label = self.CHOICES.get(str(value))
        return _(label) if label else str(value).capitalize()

    def seat_summary(self, view: dict[str, Any], seat: int) -> str:
        pl = view["players"][seat]
        pts = ngettext("{n} point", "{n} points", abs(pl["score"])).format(n=pl["score"])
        cards = ngettext("{n} card in hand", "{n} cards in hand",
                         pl["hand_count"]).format(n=pl["hand_count"])
        return f"{pts}, {cards}"

    def score_line(self, score: dict[str, Any]) -> str:
        """A final standing: points, and the exact predictions that break a tie."""
        pts = ngettext("{n} point", "{n} points", abs(score["points"])).format(n=score["points"])
        exact = ngettext("{n} exact prediction", "{n} exact predictions",
                         score["exact"]).format(n=score["exact"])
        return f"{pts}, {exact}"

    def summary(self) -> str:
        return _("Predict the podium on your ticket, then play movement cards that push any "
                 "of the eight horses across the grid. Right predictions score; the most "
                 "points after the last race wins.")

    def rules_pages(self) -> list[RulesPage]:
        return rules_pages()

    def holds_secrets(self, view: dict[str, Any], seat: int) -> bool:
        return True

    def chart_series(self, events: Sequence[dict[str, Any]],
                     names: Sequence[str]) -> list[ScoreSeries]:
        """Each player's score after each race (the score track over the races)."""
        start = next((e for e in events if e.get("type") == "game_start"), None)
        if start is None:
            return []
        n = start["players"]
        values: dict[int, list[float | None]] = {s: [0.0] for s in range(n)}
        labels = [_("start")]
        race = None
        for e in events:
            if e.get("type") == "race_score":
                if e["race"] != race:
                    race = e["race"]
                    labels.append(_("race {n}").format(n=race))
                    for s in range(n):
                        values[s].append(values[s][-1])
                values[e["seat"]][-1] = float(e["total"])
        return [ScoreSeries(_("Score track"), labels, values)]
