"""Whole numbers and money in the player's language, written and read back.

Italian groups thousands with a dot ("1.000 D", "€ 1.000"), English with a comma
("1,000 D", "€1,000"). Typed amounts are read the same way: in Italian "1.000" is a
thousand and "1,5" is not a whole number; in English "1,000" is a thousand and "1.5" is not.
The language is ``game.services.i18n``'s current one unless given. Pure: no pygame.

    number(12000) -> "12,000"        money(1000) -> "1,000 D"     money(1000, "€") -> "€1,000"
    decimal(0.75, 2) -> "0.75" (Italian "0,75")         ordinal(2) -> "2nd" (Italian "2°")
    parse_amount("1.000", "it") -> 1000          parse_amount("1,5", "it") -> None
"""
from __future__ import annotations

import re

from . import i18n
from .i18n import N_, _

# Each language's thousands separator; the pseudo-locale writes English numbers.
_GROUP = {"en": ",", "it": ".", "qps": ","}
# Units written before the amount (currency signs); the others (D, VP) follow it.
_PREFIX_UNITS = ("€", "$", "£")


def _group(lang: str | None) -> str:
    return _GROUP.get(lang or i18n.current_language(), ",")


def number(n: int, lang: str | None = None) -> str:
    """A whole number with its thousands grouped ("1,000" / "1.000"; "-2,500")."""
    return f"{n:,}".replace(",", _group(lang))


def decimal(x: float, places: int, signed: bool = False, lang: str | None = None) -> str:
    """A number with ``places`` decimals in the language's format: "1,234.50" / "1.234,50";
    ``signed`` writes "+" before a positive one (an expected gain)."""
    shown = f"{x:{'+' if signed else ''},.{places}f}"
    if _group(lang) == ".":  # Italian: the two separators swap
        shown = shown.replace(",", "\0").replace(".", ",").replace("\0", ".")
    return shown


def money(amount: int, unit: str = "D", lang: str | None = None) -> str:
    """An amount with its unit: "1,000 D" / "1.000 D"; Euros "€1,000" / "€ 1.000"."""
    lang = lang or i18n.current_language()
    shown = number(amount, lang)
    if unit in _PREFIX_UNITS:
        sign, shown = ("-", shown[1:]) if shown.startswith("-") else ("", shown)
        return f"{sign}{unit} {shown}" if lang == "it" else f"{sign}{unit}{shown}"
    return f"{shown} {unit}"


def parse_amount(text: str, lang: str | None = None) -> int | None:
    """The whole number a player typed ("1,000", "1.000", "€ 1.000", "250 D"), read in the
    language's format; None when it is not one (a decimal, letters, misplaced groups)."""
    sep = _group(lang)
    t = text.strip()
    for unit in _PREFIX_UNITS + ("D",):
        t = t.removeprefix(unit).removesuffix(unit).strip()
    t = t.replace(" ", "").replace("\u00a0", "")
    sign = -1 if t.startswith("-") else 1
    t = t.lstrip("+-")
    if re.fullmatch(r"\d+", t):
        return sign * int(t)
    if re.fullmatch(r"\d{1,3}(" + re.escape(sep) + r"\d{3})+", t):
        return sign * int(t.replace(sep, ""))
    return None


def ordinal(n: int) -> str:
    """"1st", "2nd"... (Italian "1°"): the English suffix picks the message."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    pattern = {"st": N_("{n}st"), "nd": N_("{n}nd"), "rd": N_("{n}rd")}.get(suffix, N_("{n}th"))
    return _(pattern).format(n=n)
