"""What counts as an English word on an Italian screen, for the Italian screen tests.

A word is English when it appears in an English message (a msgid of any domain's template)
and in no Italian translation (an msgstr of any domain's Italian catalog): loanwords that
Italian uses too ("Bot", "Pool", "sprint", "replay") pass, as do the names printed on cards
(the data files' names are not messages). Words are compared lowercased, two letters or more
(a single letter is a key or an initial: the tests name those they mean).
"""
from __future__ import annotations

import functools
import importlib.util
import pathlib
import re

from babel.messages.pofile import read_po

REPO = pathlib.Path(__file__).resolve().parents[2]
WORD = re.compile(r"[^\W\d_]{2,}")
FIELD = re.compile(r"\{[^{}]*\}")  # a message's {fields} are not words
TAG = re.compile(r"<[^>]+>")  # nor its HTML tags (the rules pages)
PATH = re.compile(r"\S*[/\\]\S*")  # a file's path on a drawn line


def _tool():
    spec = importlib.util.spec_from_file_location("i18n_tool", REPO / "tools" / "catalogs.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _words(texts) -> set[str]:
    out: set[str] = set()
    for t in texts:
        out |= {w.lower() for w in WORD.findall(TAG.sub(" ", FIELD.sub(" ", t)))}
    return out


def _texts(ids) -> list[str]:
    out = []
    for i in ids:
        out += [i] if isinstance(i, str) else [x for x in i if x]
    return out


@functools.lru_cache(maxsize=1)
def english_words() -> frozenset[str]:
    """Every word of an English message that no Italian translation uses."""
    tool = _tool()
    english: set[str] = set()
    italian: set[str] = set()
    for domain in tool.domains():
        with open(tool.pot_path(domain), "rb") as f:
            english |= _words(_texts(m.id for m in read_po(f) if m.id))
        with open(tool.po_path("it", domain), "rb") as f:
            italian |= _words(_texts(m.string for m in read_po(f, locale="it") if m.id))
    return frozenset(english - italian)


def english_in(ops: list[tuple], names=frozenset()) -> list[str]:
    """The English words drawn on a frame (its ``text_box`` ops), each with its line; the
    words of ``names`` (proper names drawn as printed) are not read."""
    words = english_words()
    skip = {w.lower() for n in names for w in WORD.findall(n)}
    out = []
    for op in ops:
        if op[0] != "text_box":
            continue
        line = PATH.sub(" ", str(op[1]))  # (a file's path is the disk's words, not ours)
        seen = WORD.findall(line)
        if len(op) > 3 and op[3]:
            seen = seen[:-1]  # (a line cut with "…" ends in part of a word: "pass…" of "passare")
        found = [w for w in seen if w.lower() in words and w.lower() not in skip]
        out += [f"{w!r} in {str(op[1])[:120]!r}" for w in found]
    return out


def texts_of(ops: list[tuple]) -> list[str]:
    """The lines drawn on a frame."""
    return [str(op[1]) for op in ops if op[0] == "text_box"]
