"""The catalogs: extraction is up to date, every message has a non-fuzzy Italian entry, the
compiled .mo files match their .po files, plurals follow the catalogs' plural forms, and the
pseudo-locale wraps every message (tools/catalogs.py, game/i18n.py, docs/i18n.md)."""
from __future__ import annotations

import gettext
import importlib.util
import io
import pathlib
import re

import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from game import i18n

REPO = pathlib.Path(__file__).resolve().parents[2]
LOCALE = REPO / "game" / "locale"


def _tool():
    spec = importlib.util.spec_from_file_location("i18n_tool", REPO / "tools" / "catalogs.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _ids(catalog) -> set:
    return {m.id for m in catalog if m.id}


def _po(lang: str):
    with open(LOCALE / lang / "LC_MESSAGES" / "horseburg.po", "rb") as f:
        return read_po(f, locale="en" if lang == "qps" else lang)


def test_the_committed_template_holds_exactly_the_marked_messages():
    with open(LOCALE / "horseburg.pot", "rb") as f:
        committed = _ids(read_po(f))
    extracted = _ids(_tool().template())
    assert extracted - committed == set(), "run `make i18n`: not in the .pot"
    assert committed - extracted == set(), "run `make i18n`: no longer marked"


def test_the_data_files_texts_are_extracted():
    ids = _ids(_tool().template())
    assert "Each sprint of this horse is 1 square longer." in ids  # data/actions.toml
    assert "Receive 2000 D from the Bank now; repay 2500 D at the end of the game or lose." in ids
    assert "Magna Velocitas" not in ids  # a proper name stays as printed


def test_every_message_has_a_non_fuzzy_italian_entry():
    with open(LOCALE / "horseburg.pot", "rb") as f:
        wanted = _ids(read_po(f))
    it = {m.id: m for m in _po("it") if m.id}
    missing = sorted(str(w) for w in wanted
                     if w not in it or "fuzzy" in it[w].flags
                     or not all(it[w].string if isinstance(it[w].string, tuple)
                                else [it[w].string]))
    assert missing == [], "untranslated or fuzzy in it/horseburg.po:\n" + "\n".join(missing)


def _fields(text: str) -> list[str]:
    return sorted(re.findall(r"\{[^{}]*\}", text))


def test_italian_translations_keep_every_placeholder():
    wrong = []
    for m in _po("it"):
        if not m.id:
            continue
        pairs = zip(m.id, m.string) if isinstance(m.id, tuple) else [(m.id, m.string)]
        for source, text in pairs:
            if set(_fields(source)) != set(_fields(text)):
                wrong.append(f"{source!r} -> {text!r}")
    assert wrong == []


@pytest.mark.parametrize("lang", ["it", "qps"])
def test_the_compiled_catalog_is_the_po_compiled(lang):
    buf = io.BytesIO()
    write_mo(buf, _po(lang), use_fuzzy=False)
    buf.seek(0)
    fresh = gettext.GNUTranslations(buf)._catalog  # type: ignore[attr-defined]
    with open(LOCALE / lang / "LC_MESSAGES" / "horseburg.mo", "rb") as f:
        committed = gettext.GNUTranslations(f)._catalog  # type: ignore[attr-defined]
    # The header (dates) aside, the same messages and translations.
    fresh.pop("", None)
    committed.pop("", None)
    assert fresh == committed, f"run `make i18n`: {lang} .mo is stale"


def test_plurals_follow_the_catalogs_plural_forms():
    i18n.set_language("it")
    assert i18n.ngettext("{n} player", "{n} players", 1).format(n=1) == "1 giocatore"
    assert i18n.ngettext("{n} player", "{n} players", 4).format(n=4) == "4 giocatori"
    assert i18n.ngettext("{n} round", "{n} rounds", 0).format(n=0) == "0 turni"
    i18n.set_language("en")
    assert i18n.ngettext("{n} player", "{n} players", 1).format(n=1) == "1 player"
    assert i18n.ngettext("{n} player", "{n} players", 2).format(n=2) == "2 players"


def test_the_pseudo_locale_wraps_every_message_and_keeps_placeholders():
    with open(LOCALE / "horseburg.pot", "rb") as f:
        messages = [m.id for m in read_po(f) if m.id]
    i18n.set_language("qps")
    for m in messages:
        shown = (i18n.ngettext(m[0], m[1], 2) if isinstance(m, tuple) else i18n._(m))
        source = m[1] if isinstance(m, tuple) else m
        assert shown.startswith("⟦") and shown.endswith("⟧"), m
        assert len(shown) >= len(source) * 1.3, m
        assert _fields(shown) == _fields(source), m
    assert i18n._("Red") != "Red"


def test_languages_each_in_their_own_name_and_qps_is_not_offered():
    assert i18n.available_languages() == {"en": "English", "it": "Italiano"}
    with pytest.raises(ValueError):
        i18n.set_language("tlh")
    i18n.set_language("it")
    assert i18n.current_language() == "it" and i18n._("Red") == "Rosso"
    i18n.set_language("en")
    assert i18n._("Red") == "Red"


def test_the_system_locale_picks_italian_on_first_start(monkeypatch, tmp_path):
    from game.settings import load_settings
    for var in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    assert load_settings(tmp_path / "none.json")[0].language == "it"
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert load_settings(tmp_path / "none.json")[0].language == "en"


def test_the_environment_pins_the_language_over_the_settings(monkeypatch):
    monkeypatch.setenv(i18n.LANGUAGE_ENV, "it")
    assert i18n.start_language("en") == "it" and i18n.current_language() == "it"
    monkeypatch.delenv(i18n.LANGUAGE_ENV)
    assert i18n.start_language("en") == "en"
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    assert i18n.start_language(None) == "it"
