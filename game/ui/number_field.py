"""A number typed digit by digit into a field: the typing state every stake box shares.

A field starts typing when it gets the focus (a click on it, or Tab onto it); the digits
then go into it instead of choosing a horse, Backspace takes the last digit back, and the
amount shown when typing starts is "selected", as in a text field: the first digit typed
replaces it ("100" then 2, 0, 0 is 200, never "100200"). Horse Fever's stake box and Finish
Line's bet sheet both type through this one rule.
"""
from __future__ import annotations

from dataclasses import dataclass

MAX_DIGITS = 7  # more than any stake a game reaches; keeps a box readable


@dataclass
class NumberField:
    """The typing state of a number field."""

    editing: bool = False
    text: str = ""
    fresh: bool = False  # the amount shown is "selected": the next digit replaces it

    def start(self, value: int | None) -> None:
        self.editing, self.text, self.fresh = True, "" if value is None else str(value), True

    def stop(self) -> None:
        self.editing, self.fresh = False, False

    def type_digit(self, d: int) -> None:
        if self.fresh:
            self.text, self.fresh = "", False
        if len(self.text) < MAX_DIGITS:
            self.text = str(int(self.text + str(d)))  # (no leading zeros)

    def backspace(self) -> None:
        if self.fresh:
            self.text, self.fresh = "", False
        self.text = self.text[:-1]

    @property
    def value(self) -> int | None:
        """The amount typed, or None while the field is empty."""
        return int(self.text) if self.text else None
