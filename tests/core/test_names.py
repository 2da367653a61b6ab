"""Player names: one rule (``game.core.names``) for the setup screen, the command line, saves
and the network to come: printable, spaces run together and trimmed, at most 18
characters, the seat's own name when nothing is left; the reason given when changed."""
from __future__ import annotations

import pytest

from game.core.match import play_match, result_line, seat_names
from game.core.names import EMPTY, NAME_MAX, TOO_LONG, UNPRINTABLE, clean_name, name_reason
from game.catalogue import registered_games


@pytest.mark.parametrize("given,name,reasons", [
    ("Ada", "Ada", ()),
    ("  Ada   Lovelace ", "Ada Lovelace", ()),  # (spaces: nothing a player meant)
    ("Ada\nBruno", "Ada Bruno", (UNPRINTABLE,)),
    ("Ada\tB\x07", "Ada B", (UNPRINTABLE,)),
    ("x\u200by\u2028z", "x y z", (UNPRINTABLE,)),  # (a format character, a line separator)
    ("Élodie Grünwald-Schmidtberger", "Élodie Grünwald-Sc", (TOO_LONG,)),
    ("A" * 17 + " B", "A" * 17, (TOO_LONG,)),  # (cut, then trimmed)
    ("\n" + "B" * 30, "B" * NAME_MAX, (UNPRINTABLE, TOO_LONG)),
    ("", "Seat", (EMPTY,)),
    (" \x00\r\n ", "Seat", (EMPTY,)),
    (None, "Seat", (EMPTY,)),
    (["Ada"], "Seat", (EMPTY,)),
])
def test_the_rule(given, name, reasons) -> None:
    assert clean_name(given, "Seat") == (name, reasons)
    # Cleaning a clean name changes nothing: the rule holds wherever it is applied again.
    assert clean_name(name, "Other") == (name, ())


def test_the_reason_in_words() -> None:
    assert name_reason(()) == ""
    assert name_reason((UNPRINTABLE, TOO_LONG)) == (
        "line breaks and other characters that cannot be shown became spaces; "
        f"shortened to {NAME_MAX} characters")
    assert name_reason((TOO_LONG,), lambda s: s.replace("shortened", "cut")) == \
        f"cut to {NAME_MAX} characters"


def test_every_game_gets_its_seats_names_cleaned() -> None:
    assert seat_names(3, ["Ada\nBruno", "", "C" * 40], None, ("Ada", "Bruno", "Carla")) == [
        "Ada Bruno", "Bruno", "C" * NAME_MAX]
    for info in registered_games():
        kind = "random" if "random" in info.bot_kinds else info.bot_kinds[0]
        players = info.setup().get("players", info.min_players)
        names = ["Eve\nline two\x1b[31m"] + [f"P{i}" for i in range(1, players)]
        match = play_match(info, None, 3, [kind], names=names)
        shown = match.game.view(None)["players"]
        assert "Eve line two [31m" in str(shown) and "\n" not in str(shown), info.name
        line = result_line(match)
        assert "\n" not in line and "\x1b" not in line
