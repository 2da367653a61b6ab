"""The one error the rules raise: a reason code and its parameters, no words.

``str()`` is one readable line: the code and parameters are rendered by a hook that
``game.bettorhorse.words`` installs when imported (the game's adapter imports it when it
makes a game; the rules package carries no language); without the hook the line is the
bare code and its parameters, still one line.
"""
from __future__ import annotations

from typing import Any, Callable

# code -> the rulebook section it belongs to (the rule the refusal names)
RULES = {
    "wrong_action": "Play a Round",
    "mistyped_action": "Play a Round",
    "not_an_action": "Play a Round",
    "game_over": "Finishing the Game",
    "unknown_card": "The Cards",
    "card_not_in_hand": "Choose Horses",
    "card_not_in_purse": "Sudden Death",
    "card_not_available": "Sudden Death",
    "too_many_horses": "Choose Horses",
    "too_few_horses": "Make Bets",
    "unknown_bet": "Make Bets",
    "round_not_now": "Choose Horses",
    "round_count": "Choose Horses",
    "round_twice": "Choose Horses",
    "mudder_out_of_range": "Track Conditions",
    "mudder_below_one": "Track Conditions",
    "mudder_on_dry": "Track Conditions",
    "mudder_no_track": "Track Conditions",
    "mudder_not_now": "Track Conditions",
}

# Set by game.bettorhorse.words: (code, params) -> one line of words.
render_hook: Callable[[str, dict[str, Any]], str] | None = None


class BettorHorseError(ValueError):
    """An illegal action (or a mistyped one): ``code`` names the refusal, ``params`` its
    details; ``rule`` is the rulebook section broken."""

    def __init__(self, code: str, detail: str | None = None, **params: Any) -> None:
        # (code, detail) is how core/actions.py reports a mistyped field: keep the detail.
        if detail is not None:
            params["detail"] = detail
        if code not in RULES:  # core/actions passes the rule name as the "code"
            params.setdefault("rule", code)
            code = "mistyped_action"
        super().__init__(code)
        self.code = code
        self.params = params
        self.rule = RULES[code]

    def __str__(self) -> str:
        if render_hook is not None:
            return render_hook(self.code, self.params)
        shown = ", ".join(f"{k}={v!r}" for k, v in sorted(self.params.items()))
        return f"illegal action: {self.code} ({shown}) [{self.rule}]".replace("\n", " ")
