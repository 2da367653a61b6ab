"""The game's refusal: a reason code and its parameters, never an English sentence.

``str()`` renders one readable line through ``RENDER``, a hook that
``game/finishline/words.py`` sets when imported (the rules stay free of language);
without it the code and parameters are shown as they are.
"""
from __future__ import annotations

from typing import Any, Callable

# words.refusal(code, params) -> one line; set by game.finishline.words.
RENDER: Callable[[str, dict[str, Any]], str] | None = None


class FinishLineError(ValueError):
    """An illegal choice: ``code`` names the rule broken, ``params`` the particulars.

    The core's typed actions build it as ``(rule, detail)`` for a mistyped field: that
    becomes the code ``bad_action`` with ``rule`` and ``detail``.
    """

    def __init__(self, code: str, detail: str | None = None, **params: Any) -> None:
        if detail is not None:
            params = {"rule": code, "detail": detail}
            code = "bad_action"
        super().__init__(code)
        self.code = code
        self.params = params

    def __str__(self) -> str:
        if RENDER is not None:
            return RENDER(self.code, self.params)
        extra = ", ".join(f"{k}={v!r}" for k, v in sorted(self.params.items()))
        return f"{self.code} ({extra})" if extra else self.code
