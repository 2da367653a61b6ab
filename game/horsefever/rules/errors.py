"""Errors the rules engine raises: an illegal action names the rule it breaks.

A refusal is a reason code with its parameters (``IllegalAction("Starting Lineup",
"lineup_card")``), never a sentence: the rules speak no language. The words live outside
the rules (``game.horsefever.words``), which installs ``IllegalAction.wording`` when it is
imported, so that ``str(error)`` is one readable line in the player's language. Without it
the line names the code and its parameters.
"""
from __future__ import annotations

from typing import Any, Callable, ClassVar


class RulesError(Exception):
    """Base class of every error the rules engine raises on purpose."""


class IllegalAction(RulesError):
    """An action that the current decision does not allow.

    ``rule``: the rulebook section broken (its English name, translated by the words);
    ``code``: why, as a reason code; ``params``: the code's values (names, amounts...).
    The game state is unchanged.
    """

    # Set by game.horsefever.words: why, in words (``detail``), and the whole line.
    wording: ClassVar[Callable[["IllegalAction"], str] | None] = None
    line: ClassVar[Callable[["IllegalAction"], str] | None] = None

    def __init__(self, rule: str, code: str, **params: Any) -> None:
        super().__init__(rule, code)
        self.rule = rule
        self.code = code
        self.params = params

    @property
    def detail(self) -> str:
        """Why, in words when the words are loaded (the line without the rule)."""
        words = IllegalAction.wording
        if words is not None:
            return words(self)
        shown = ", ".join(f"{k}={v!r}" for k, v in self.params.items())
        return self.code + (f" [{shown}]" if shown else "")

    def __str__(self) -> str:
        line = IllegalAction.line
        if line is not None:
            return line(self)
        return f"illegal action: {self.detail} ({self.rule})"
