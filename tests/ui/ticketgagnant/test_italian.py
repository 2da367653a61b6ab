"""Ticket Gagnant's Italian: every message of the game (words, phases, screens, house
rulings, the keys the log shows) has its Italian with the same placeholders, the compiled
catalog is today's, and the table speaks Italian when asked."""
from __future__ import annotations

import re
import sys
from pathlib import Path

from babel.messages.pofile import read_po

from game import i18n
from game.ticketgagnant.ui import PRESENTATION

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "tools"))
import tg_catalog  # noqa: E402

FIELD = re.compile(r"\{[^}]*\}")


def _catalog():
    with open(tg_catalog.PO, "rb") as f:
        return read_po(f)


def test_every_message_has_its_italian_with_the_same_fields():
    cat = _catalog()
    have = {m.id: m.string for m in cat if m.id}
    for msg in tg_catalog.messages():
        assert msg in have, f"not in the catalog (python tools/tg_catalog.py): {msg!r}"
        it = have[msg]
        pairs = zip(msg, it) if isinstance(msg, tuple) else [(msg, it)]
        for en, tr in pairs:
            assert tr, f"untranslated: {en!r}"
            assert sorted(FIELD.findall(en)) == sorted(FIELD.findall(tr)), en


def test_the_table_speaks_italian(data):
    from .helpers import table
    try:
        i18n.set_language("it")
        app, scene, d = table(data, "human", "random", seed=2)
        d.run_until(lambda: scene.panel is not None)
        app.draw()
        texts = " ".join(op[1] for op in app.last_ops if op[0] == "text")
        assert "Schedine e mani" in texts and "Corsa" in texts
        help_titles = [t for t, _ in PRESENTATION.rules_help()]
        assert "Regola della casa" in help_titles and "Punteggio" in help_titles
    finally:
        i18n.set_language("en")
