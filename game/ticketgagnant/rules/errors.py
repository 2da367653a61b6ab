"""Refusals: the game's error carries a reason code and its parameters, no sentence.

``str()`` of the error is one readable line: the words come from a hook that the adapter
installs (``game/ticketgagnant/words.py``), so this package stays free of language. With
no hook installed it falls back on the code and parameters.
"""
from __future__ import annotations

from typing import Any, Callable

# The rule (rulebook chapter) each reason code belongs to, by key (words.py names it).
RULES = {
    "not_your_turn": "turn_order", "wrong_phase": "turn_order", "not_an_action": "actions",
    "bad_field": "actions", "game_over": "end_of_the_game",
    "hand_size": "deal", "discipline_basic": "disciplines", "discipline": "disciplines",
    "visibility": "predictions",
    "no_prediction": "predictions", "same_horse": "predictions", "no_horse": "predictions",
    "card_not_in_hand": "movement", "wrong_horse": "movement", "not_straight": "movement",
    "off_board": "movement", "past_line": "dotted_line", "hedge_backward": "hedges",
    "river": "river", "not_adjacent": "two_colour_cards", "same_square": "movement",
    "push_needed": "pushes", "push_not_needed": "pushes", "push_not_neighbour": "pushes",
    "push_occupied": "pushes", "push_off_board": "pushes", "push_river": "pushes",
    "push_past_line": "pushes", "push_hedge": "pushes", "no_free_square": "pushes",
    "has_legal_play": "dead_cards", "must_discard": "dead_cards",
}

# Installed by the adapter: (code, params) -> one line in the player's language.
RENDER: list[Callable[[str, dict[str, Any]], str]] = []


class TicketGagnantError(ValueError):
    """An illegal action: ``code`` (a key of ``RULES``) and ``params`` (plain JSON)."""

    def __init__(self, code: str, *detail: str, **params: Any) -> None:
        if detail:  # the core's field checks call ERROR(rule, detail): a mistyped field
            code, params = "bad_field", {"rule": code, "detail": detail[0]}
        super().__init__(code)
        self.code = code
        self.params = params
        self.rule = RULES.get(code, "rules")

    def __str__(self) -> str:
        if RENDER:
            return RENDER[0](self.code, self.params)
        detail = ", ".join(f"{k}={v}" for k, v in sorted(self.params.items()))
        return f"{self.code}({detail}) [{self.rule}]"
