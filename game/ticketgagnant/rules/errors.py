"""Refusals: the game's error carries a reason code and its parameters, no sentence.

``str()`` of the error is one readable line: the words come from a hook that the adapter
installs (``game/ticketgagnant/words.py``), so this package stays free of language. With
no hook installed it falls back on the code and parameters.
"""
from __future__ import annotations

from typing import Any, Callable

# The rule (rulebook chapter) each reason code belongs to, named in the error's line.
RULES = {
    "not_your_turn": "Turn order", "wrong_phase": "Turn order", "not_an_action": "Actions",
    "bad_field": "Actions", "game_over": "End of the game",
    "hand_size": "Deal", "discipline_basic": "Disciplines", "discipline": "Disciplines",
    "visibility": "Predictions",
    "no_prediction": "Predictions", "same_horse": "Predictions", "no_horse": "Predictions",
    "card_not_in_hand": "Movement", "wrong_horse": "Movement", "not_straight": "Movement",
    "off_board": "Movement", "past_line": "Dotted line", "hedge_backward": "Hedges",
    "river": "River", "not_adjacent": "Two-colour cards", "same_square": "Movement",
    "push_needed": "Pushes", "push_not_needed": "Pushes", "push_not_neighbour": "Pushes",
    "push_occupied": "Pushes", "push_off_board": "Pushes", "push_river": "Pushes",
    "push_past_line": "Pushes", "push_hedge": "Pushes", "no_free_square": "Pushes",
    "has_legal_play": "Dead cards", "must_discard": "Dead cards",
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
        self.rule = RULES.get(code, "Rules")

    def __str__(self) -> str:
        if RENDER:
            return RENDER[0](self.code, self.params)
        detail = ", ".join(f"{k}={v}" for k, v in sorted(self.params.items()))
        return f"{self.code}({detail}) [{self.rule}]"
