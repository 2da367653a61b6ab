"""Whole numbers and money in each language's format, and typed amounts read the same way
(game/services/numbers.py)."""
from __future__ import annotations

import pytest

from game.services import i18n
from game.services.numbers import money, number, parse_amount


def test_english_groups_with_commas():
    assert number(1000, "en") == "1,000" and number(999, "en") == "999"
    assert number(-2500, "en") == "-2,500" and number(1234567, "en") == "1,234,567"
    assert money(1000, lang="en") == "1,000 D" and money(400, lang="en") == "400 D"
    assert money(1000, "€", "en") == "€1,000" and money(-50, "€", "en") == "-€50"


def test_italian_groups_with_dots():
    assert number(1000, "it") == "1.000" and number(12000, "it") == "12.000"
    assert money(1000, lang="it") == "1.000 D" and money(2500, "D", "it") == "2.500 D"
    assert money(1000, "€", "it") == "€ 1.000"


def test_the_current_language_is_the_default():
    i18n.set_language("it")
    assert money(3000) == "3.000 D"
    i18n.set_language("en")
    assert money(3000) == "3,000 D"


@pytest.mark.parametrize("text, lang, value", [
    ("1.000", "it", 1000), ("1000", "it", 1000), ("€ 1.000", "it", 1000), ("2.500 D", "it", 2500),
    ("1,5", "it", None), ("1.5", "it", None), ("1,000", "it", None), ("1.00", "it", None),
    ("1,000", "en", 1000), ("€1,000", "en", 1000), ("250 D", "en", 250), (" 400 ", "en", 400),
    ("1.5", "en", None), ("1.000", "en", None), ("1,0000", "en", None), ("abc", "en", None),
    ("", "en", None), ("-200", "en", -200), ("12,345,678", "en", 12345678),
])
def test_typed_amounts_are_read_in_the_languages_format(text, lang, value):
    assert parse_amount(text, lang) == value


def test_decimals_are_written_in_the_languages_format():
    from game.services.numbers import decimal
    assert decimal(0.75, 2, lang="en") == "0.75" and decimal(0.75, 2, lang="it") == "0,75"
    assert decimal(1234.5, 1, lang="en") == "1,234.5" and decimal(1234.5, 1, lang="it") == "1.234,5"
    assert decimal(0.4, 2, signed=True, lang="it") == "+0,40" and decimal(-2, 0, True, "en") == "-2"


def test_a_bots_reason_in_italian_has_italian_decimals():
    from game.services import i18n
    from game.horsefever.bots.normal_bot import BetOption
    i18n.set_language("it")
    try:
        words = BetOption(horse="red", kind="win", p=0.75, vp=0.75, ret=1.48, mult=2.0).words()
    finally:
        i18n.set_language("en")
    assert "0,75 PV" in words and "1,48 D per D" in words, words
