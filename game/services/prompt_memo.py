"""A decision's prompt worded once per key and language, for the games' contract adapters.

``Game.decision()`` is asked at every decision (the bench's and the bots' hot path), and
translating its prompt costs more than the rules' step: the adapters keep each worded
prompt by what it depends on and the current language. ``game.services.i18n`` is imported at the
first prompt, not with the game's package, so that importing a game's rules loads no words.
"""
from __future__ import annotations

from typing import Any, Callable, Hashable

LIMIT = 4096  # prompts kept at most (a long tournament of many names: keep it small)


class PromptMemo:
    """``memo(key, *args)``: ``word(i18n, *args)``, worded once per ``key`` and language."""

    def __init__(self, word: Callable[..., str]) -> None:
        self.word = word
        self.texts: dict[tuple[Hashable, str], str] = {}
        self.i18n: Any = None

    def __call__(self, key: Hashable, *args: Any) -> str:
        if self.i18n is None:
            from . import i18n  # (the first prompt: the rules import no words)
            self.i18n = i18n
        full = (key, self.i18n.current_language())
        text = self.texts.get(full)
        if text is None:
            if len(self.texts) > LIMIT:
                self.texts.clear()
            text = self.texts[full] = self.word(self.i18n, *args)
        return text
