"""Bettor Horse on the generic table: its board, panels, clips, sounds, words and tile."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

import pygame

from ...services import i18n
from ...services.i18n import _, ngettext
from ...ui import palette as P
from ...ui.generic import Clip, GenericPresentation, ScoreSeries
from ...ui.generic.chart_page import ChartPage
from ...ui.plugin import RulesPage
from .. import words
from ..actions import PlaceRound
from ..data import game_data
from ..game import PROMPTS, word_prompt
from . import cards as C
from .board import DuelBoard
from .clips import make_clip
from .panels import BetPanel, HorsePanel, MudderPanel
from .results import round_results
from .rules_pages import rules_pages
from .shown import ShownStage
from .tile import draw_tile

if TYPE_CHECKING:
    from ...ui.generic.session import ContractSession

SOUNDS = {"bets_revealed": "bh_flip", "race_revealed": "bh_flip", "track_cut": "bh_flip",
          "race_result": "bh_slide", "cards_moved": "bh_slide", "round_outcome": "bh_crowd",
          "pool_awarded": "coins", "sudden_death": "bh_crowd", "game_end": "fanfare"}


class BettorHorsePresentation(GenericPresentation):
    """Bettor Horse's screens (``docs/ui-bettor-horse.md``)."""

    game = "bettor-horse"
    refusal_wording = staticmethod(words.refusal_words)  # (the refusals in a player's words)
    board_class = DuelBoard
    panels = {"horse": HorsePanel, "bet": BetPanel, "mudder": MudderPanel}
    sounds = SOUNDS

    table_settings = ("explain_bots",)
    # A reason of a secret choice waits until it is public: the round's horses and bet
    # until the round's outcome, a Mudder's speed until the Mudders are revealed.
    REASON_UNTIL = {"horse": "round_outcome", "bet": "round_outcome",
                    "mudder": "mudder_revealed"}

    def bot_reason(self, bot: Any, phase: str, action: Any) -> tuple[str, str | None]:
        words = getattr(bot, "reason_text", None)
        return (words() if words is not None else ""), self.REASON_UNTIL.get(phase)

    def lesson_spot(self, name: str, frame: Any) -> pygame.Rect | None:
        """A spot of the board the lesson's coach points at (``lesson.py``)."""
        from .lesson import lesson_spot
        return lesson_spot(name, frame)

    def lesson_values(self, seat: int, view: dict[str, Any],
                      events: Sequence[dict[str, Any]]) -> dict[str, str]:
        """The lesson coach's numbers in the board's words (``lesson.py``)."""
        from .lesson import lesson_values
        return lesson_values(seat, view, events)

    def about(self) -> str:
        """The title screen's footer while Bettor Horse is the game at hand."""
        return _("Bettor Horse: a fan-made digital edition of the Senntertain card game "
                 "(2019), the card duel of horses and bets, 2, 4, 6 or 8 players.")

    progress = ("round", "rounds")  # a save says "round 3 of 8"
    # The results moment: once a round's outcome is known (its prize, cards, the final's
    # Pool follow), before the next round, Sudden Death or the end of the game; a replay
    # plays or jumps to a round (Sudden Death's rounds too).
    results_after = frozenset({"round_outcome"})
    results_before = frozenset({"round_start", "sudden_round", "sudden_death", "tie_stands",
                                "game_end"})
    part_starts = frozenset({"round_start", "sudden_round"})

    def results(self, events: Sequence[dict[str, Any]], names: Sequence[str]) -> Any:
        """Each racer's three races and bet, and where the round's cards went."""
        return round_results(events, names)

    def save_progress(self, view: dict[str, Any]) -> dict[str, Any]:
        return {**super().save_progress(view), "sudden": view.get("sudden") is not None}

    def save_words(self, meta: dict[str, Any]) -> str:
        """"round 3 of 8", or "Sudden Death"."""
        p = meta.get("progress")
        if isinstance(p, dict) and p.get("sudden") is True:
            return _("Sudden Death")
        return super().save_words(meta)

    def decision_prompt(self, view: dict[str, Any], seat: int, phase: str,
                        names: Sequence[str]) -> str | None:
        """The prompt from the deciding seat's own view (its decision's options)."""
        d = view.get("decision")
        if view.get("seat") != seat or not isinstance(d, dict) or d.get("kind") != phase \
                or phase not in PROMPTS or not isinstance(d.get("options"), dict):
            return None
        try:
            return word_prompt(i18n, phase, d["options"])
        except (KeyError, IndexError, ValueError):
            return None

    def describe(self, event: dict[str, Any], names: list[str]) -> str:
        return words.event_line(event, names)

    def describe_action(self, action: Any, names: Sequence[str]) -> str:
        if isinstance(action, PlaceRound):
            return _("Place {cards} and bet {bet}").format(
                cards=", ".join(words.card_name(c) for c in action.cards()),
                bet=words.bet(action.bet))
        if hasattr(action, "card"):
            return _("Place {card}").format(card=words.card_name(action.card))
        if hasattr(action, "bet"):
            return _("Bet {bet}").format(bet=words.bet(action.bet))
        return _("Mudder {c:+d}").format(c=action.change)

    def hint_action(self, action: Any, view: dict[str, Any], names: Sequence[str]) -> str:
        """The hinted action with the horse cards named as their faces show them (their
        speed, a Mudder's drop, a Sure Thing's star), never by their deck number."""
        if isinstance(action, PlaceRound):
            return _("place your {cards} in that order and bet {bet}").format(
                cards=", ".join(C.face_words(view, c) for c in action.cards()),
                bet=words.bet(action.bet))
        if hasattr(action, "card"):
            return _("place your {card}").format(card=C.face_words(view, action.card))
        if hasattr(action, "bet"):
            return _("bet {bet}").format(bet=words.bet(action.bet))
        return self.describe_action(action, names)

    def sound(self, event: dict[str, Any]) -> str | None:
        return self.sounds.get(str(event.get("type", "")))

    def new_stage(self, session: "ContractSession") -> ShownStage:
        # The events shown since the board's view was the game as it stood: the board
        # draws its view advanced by them (shown.py), never an older moment.
        return ShownStage(session)

    def animate(self, event: dict[str, Any]) -> Clip | None:
        return make_clip(event)

    def beat(self, event: dict[str, Any]) -> float:
        return 0.15 if event.get("type") in ("horse_placed", "horse_drawn", "bet_placed") \
            else 0.45

    def summary(self) -> str:
        return _("A card duel of horse races: each round, race three horse cards against your "
                 "opponent's and bet whether you will win, lose or draw. Right bets fill your "
                 "Purse; the fullest Purse wins.")

    def rules_pages(self) -> list[RulesPage]:
        return rules_pages()

    def draw_tile(self, surface: pygame.Surface, rect: pygame.Rect, hover: bool) -> None:
        draw_tile(surface, rect, hover)

    def option_title(self, name: str) -> str:
        """The setup screen's words for an option (game/ui/plugin.py's hook)."""
        return _("Track Conditions") if name == "track_conditions" else name.capitalize()

    def seat_summary(self, view: dict[str, Any], seat: int) -> str:
        # (The table gives the view as the board shows it: ``DuelBoard.as_shown``.)
        players = view.get("players") or []
        if not 0 <= seat < len(players):
            return ""
        me = players[seat]
        return _("Purse {p}, {n} cards left").format(p=me["purse_count"], n=len(me["unplayed"]))

    def score_line(self, score: dict[str, Any]) -> str:
        """A final standing: the Purse's cards, and "winner" for the winners."""
        n = score["purse"]
        line = ngettext("{n} card in the Purse", "{n} cards in the Purse", n).format(n=n)
        return _("{purse}, winner").format(purse=line) if score.get("winner") else line

    def holds_secrets(self, view: dict[str, Any], seat: int) -> bool:
        return True  # a hand, face-down cards, a bet: always something private

    def chart_series(self, events: Sequence[dict[str, Any]],
                     names: Sequence[str]) -> list[ScoreSeries]:
        from .chart import series
        return series(events, names)

    def final_pages(self, events: Sequence[dict[str, Any]],
                    names: Sequence[str]) -> list[tuple[str, ChartPage]]:
        from .rounds import RoundsPage
        return [(_("Round by round"), RoundsPage(events, names))]


def colour_of(code: str) -> tuple[int, int, int]:
    """A deck's colour from the data file (for the seat markers and the tile)."""
    for c in game_data().colours:
        if c.code == code:
            return tuple(c.rgb)  # type: ignore[return-value]
    return P.CREAM


__all__ = ["BettorHorsePresentation", "C"]
