"""Errors the rules engine raises: an illegal action names the rule it breaks."""
from __future__ import annotations


class RulesError(Exception):
    """Base class of every error the rules engine raises on purpose."""


class IllegalAction(RulesError):
    """An action that the current decision does not allow.

    The message is one line that names the rule broken; the game state is unchanged.
    """

    def __init__(self, rule: str, detail: str) -> None:
        super().__init__(f"illegal action: {detail} ({rule})")
        self.rule = rule
        self.detail = detail
