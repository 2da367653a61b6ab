"""What an Italian frame must not show: English words (``english_words.py``) and the texts an
Italian player met on the screens (issue 38), each named here once.

``bad_italian(ops)`` lists every problem of a frame drawn in Italian; the tests of the Italian
screens (``test_italian_screens.py``, ``test_italian_games.py``) read their frames with it.
"""
from __future__ import annotations

import functools
import re

import pytest

from game.services import i18n

from tests.languages.english_words import english_in, texts_of

# English met in Italian mode, and Italian that read wrong (issue 38), as drawn.
FORBIDDEN = (
    "Bot · random", "Bot · easy", "Bot · simple", "Bot · normal", "Bot · hard",
    "bot · random", "bot · easy", "bot · simple", "bot · normal", "bot · hard",
    "(bot hard)", "(bot normal)", "(bot easy)", "(bot simple)", "(bot random)", "(hard)", "(normal)",
    "bot: hard", "bot: normal", "bot: simple", "bot: easy", "bot: random",
    "WIN", "SHOW", "REPLAY", "Replay della corsa", "Bksp", "Enter",
    "A, H, G, L", "Confirm or undo the choice first",
    "scommessa piazzato", "scommesse piazzato", "Scommessa piazzato", "Scuderia: nessuno",
    "premi V per cosa", "Piazzalo", "come il motore lo prevede", "a la Borsa",
    "normale: il numero del regolamento", "Normale: il numero del regolamento",
)
# Words that must not be a frame's whole line (a key's badge): "Del" (Canc in Italian).
BADGES = ("Del", "Bksp", "Enter", "Space")
THOUSANDS = re.compile(r"\dk\b")  # "-2,5k": Italian writes "2,5mila"
DIE_FACES = ("1k", "2k", "3k")  # printed on Finish Line's Outsider dice: the component's art
HASH = re.compile(r"\b[0-9a-f]{12,}\b")  # a data identity or version hash in a message

# (as whole words: "Bot · normal" is not inside "Bot · normale")
_WHOLE = {f: re.compile(r"(?<!\w)" + re.escape(f) + r"(?!\w)") for f in FORBIDDEN}


def bad_italian(ops: list[tuple], names: set[str] | frozenset[str] = frozenset()) -> list[str]:
    """What is wrong with a frame drawn in Italian (empty: nothing). ``names``: proper names
    drawn as printed (stables, cards, characters, players, each language in its own name),
    whose words are not English words here."""
    out = english_in(ops, names)
    for text in texts_of(ops):
        out += [f"{f!r} in {text[:60]!r}" for f in FORBIDDEN if _WHOLE[f].search(text)]
        if text.strip() in BADGES:
            out.append(f"the key badge {text.strip()!r}")
        if THOUSANDS.search(text) and text.strip() not in DIE_FACES:
            out.append(f"thousands as 'k' in {text[:60]!r}")
        if HASH.search(text):
            out.append(f"a hash in {text[:60]!r}")
    return out


@functools.lru_cache(maxsize=1)
def proper_names() -> frozenset[str]:
    """The names drawn as printed, in every language (``test_pseudo_screens._allowed``)."""
    from game.horsefever.rules.loader import load_data
    from tests.languages.test_pseudo_screens import _allowed
    return frozenset(_allowed(load_data()))


@pytest.fixture
def italian(tmp_path, monkeypatch):
    """The App speaks Italian (HORSEBURG_LANGUAGE pins it over the settings file)."""
    monkeypatch.setenv("HORSEBURG_HOME", str(tmp_path / "home"))
    monkeypatch.setenv(i18n.LANGUAGE_ENV, "it")
    i18n.set_language("it")
    yield
    i18n.set_language("en")
