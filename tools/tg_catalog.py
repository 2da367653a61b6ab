"""Ticket Gagnant's own Italian catalog: extract, merge, compile.

    python tools/tg_catalog.py        # game/ticketgagnant/locale/it/LC_MESSAGES/ticketgagnant.po/.mo

Messages: every ``_()``/``N_()``/``ngettext()`` of ``game/ticketgagnant/`` (rules' words,
phases, screens), the house rulings' notes of ``data/ticket_gagnant.toml`` (shown through
``_()`` in the rules help) and the rules' keys the log shows through ``_(value)``
(disciplines, modes, colours: ``EXTRA``). The ``.po`` keeps its translations; a message that
vanished is dropped, a new one is added empty (tests/ui/ticketgagnant/test_italian.py fails
on it). Kept beside ``tools/catalogs.py`` (the program's catalog) until the catalogs are
split per game.
"""
from __future__ import annotations

import pathlib
import sys
import tomllib

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = pathlib.Path(__file__).resolve().parents[1]
PKG = ROOT / "game" / "ticketgagnant"
PO = PKG / "locale" / "it" / "LC_MESSAGES" / "ticketgagnant.po"
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2)}
EXTRA = ("flat", "obstacle", "steeplechase", "harness", "basic", "advanced", "red", "blue",
         "green", "yellow", "black", "white", "orange", "purple")


def messages() -> list[str | tuple[str, str]]:
    """Every message of the game, in a stable order."""
    out: list[str | tuple[str, str]] = []
    for _f, _l, msg, _c, _x in extract_from_dir(str(PKG), method_map=[("**.py", "python")],
                                                keywords=KEYWORDS):
        if msg not in out:
            out.append(msg)
    doc = tomllib.loads((ROOT / "data" / "ticket_gagnant.toml").read_text("utf-8"))
    for ruling in doc["rulings"]:
        if ruling["note"] not in out:
            out.append(ruling["note"])
    out += [m for m in EXTRA if m not in out]
    return out


def build(translations: dict | None = None) -> Catalog:
    """The catalog: the old translations (or ``translations``) for today's messages."""
    old: dict = {}
    if PO.exists():
        with open(PO, "rb") as f:
            for m in read_po(f):
                if m.id:
                    old[m.id] = m.string
    old.update(translations or {})
    cat = Catalog(locale="it", domain="ticketgagnant", project="Horseburg",
                  fuzzy=False)
    for msg in messages():
        cat.add(msg, old.get(msg, ("", "") if isinstance(msg, tuple) else ""))
    return cat


def main(argv: list[str]) -> int:
    cat = build()
    PO.parent.mkdir(parents=True, exist_ok=True)
    with open(PO, "wb") as f:
        write_po(f, cat, width=100, omit_header=False, no_location=True)
    with open(PO.with_suffix(".mo"), "wb") as f:
        write_mo(f, cat)
    missing = [m.id for m in cat if m.id and not (m.string if isinstance(m.string, str)
                                                  else all(m.string))]
    print(f"{PO.relative_to(ROOT)}: {len(cat)} messages, {len(missing)} untranslated")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
