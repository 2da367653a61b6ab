"""The translation catalogs' tool: extract, update, pseudo, compile (docs/i18n.md).

(Not named i18n.py: run from tools/, that name would shadow the ``i18n`` package pygame_gui
imports.)

    python tools/catalogs.py extract   # every _(), ngettext(), N_() in game/ and the data texts
                                   #   -> game/locale/horseburg.pot
    python tools/catalogs.py update    # merges the .pot into each language's .po (keeps the
                                   #   translations, flags changed ones fuzzy)
    python tools/catalogs.py pseudo    # writes the tests' pseudo-locale (qps) from the .pot
    python tools/catalogs.py compile   # every .po -> .mo (what the program reads)
    python tools/catalogs.py all       # the four in order (``make i18n``)

The texts of the data files that players read are extracted too; ``TOML_TEXTS`` is the one
table of which keys those are (card names that are proper names stay as printed).
Uses Babel (a dependency in pyproject.toml); the program itself reads the .mo files with
the standard library's gettext.
"""
from __future__ import annotations

import datetime
import pathlib
import re
import sys
import tomllib
from typing import Iterator

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = pathlib.Path(__file__).resolve().parents[1]
LOCALE = ROOT / "game" / "locale"
POT = LOCALE / "horseburg.pot"
DOMAIN = "horseburg"
LANGUAGES = ("it",)  # the translated languages (English is the source)
PSEUDO = "qps"
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2)}

# The translatable texts of data/*.toml: file -> (array of tables, key) pairs. Names that
# are proper names (the Latin action cards, characters, horses, stables) are not here.
TOML_TEXTS: dict[str, tuple[tuple[str, str], ...]] = {
    "actions.toml": (("card", "text"),),
    "assistants.toml": (("card", "text"),),
    "horses.toml": (("card", "text"),),
    "characters.toml": (("character", "text"),),
    "goals.toml": (("goal", "name"), ("goal", "text")),
    "board.toml": (("loan", "name"), ("loan", "text")),
}


def _code_messages() -> Iterator[tuple[str, object]]:
    """(relative file, message) for every marked string in game/."""
    found = extract_from_dir(str(ROOT / "game"), method_map=[("**.py", "python")],
                             keywords=KEYWORDS, comment_tags=("i18n:",), strip_comment_tags=True)
    for filename, _lineno, message, _comments, _context in found:
        yield f"game/{filename}", message


def _toml_messages() -> Iterator[tuple[str, str]]:
    for name, keys in TOML_TEXTS.items():
        path = ROOT / "data" / name
        with open(path, "rb") as f:
            data = tomllib.load(f)
        for table, key in keys:
            for row in data.get(table, []):
                if isinstance(row.get(key), str):
                    yield f"data/{name}", row[key]


def template() -> Catalog:
    """The template catalog: every marked message of the code and the data files."""
    cat = Catalog(project="Horseburg", version="", fuzzy=False,
                  msgid_bugs_address="", copyright_holder="", charset="utf-8")
    for where, msg in list(_code_messages()) + list(_toml_messages()):
        cat.add(msg, locations=[(where, None)])
    return cat


def extract() -> Catalog:
    """Builds the template catalog and writes game/locale/horseburg.pot."""
    cat = template()
    POT.parent.mkdir(parents=True, exist_ok=True)
    with open(POT, "wb") as f:
        # No dates or line numbers: the file changes only when the messages do.
        write_po(f, cat, width=100, omit_header=False, sort_output=True, include_lineno=False)
    _strip_dates(POT)
    return cat


def _strip_dates(path: pathlib.Path) -> None:
    text = path.read_text(encoding="utf-8")
    text = re.sub(r'"(POT-Creation-Date|PO-Revision-Date): [^"]*\\n"\n', "", text)
    path.write_text(text, encoding="utf-8")


def po_path(lang: str) -> pathlib.Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def update() -> None:
    """Merges the template into each language's .po: translations kept, changed ones fuzzy."""
    with open(POT, "rb") as f:
        template = read_po(f)
    for lang in LANGUAGES:
        path = po_path(lang)
        if path.exists():
            with open(path, "rb") as f:
                cat = read_po(f, locale=lang)
        else:
            cat = Catalog(locale=lang, project="Horseburg", charset="utf-8")
        cat.update(template, no_fuzzy_matching=False)
        cat.fuzzy = False  # the header: Babel marks a new catalog's fuzzy until reviewed
        cat.obsolete.clear()  # a message no longer in the code is dropped, not kept
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "wb") as f:
            write_po(f, cat, width=100, sort_output=True, include_lineno=False)
        _strip_dates(path)


_ACCENTED = str.maketrans("aeiouAEIOUnNcCyY", "àéîõüÀÉÎÕÜńŃçÇýÝ")
# Placeholders ({name}, {0}, %s, %(x)d) stay as they are: the program fills them in.
_PLACEHOLDER = re.compile(r"(\{[^{}]*\}|%(?:\([^)]*\))?[sdif])")


def pseudo_text(message: str) -> str:
    """⟦Ńéw gàmé~~~~⟧: accented, ~40% longer, bracketed (placeholders untouched)."""
    parts = _PLACEHOLDER.split(message)
    text = "".join(p if i % 2 else p.translate(_ACCENTED) for i, p in enumerate(parts))
    return "⟦" + text + "~" * max(1, round(len(message) * 0.4)) + "⟧"


def pseudo() -> None:
    """Writes the qps catalog: every message of the template, pseudo-translated."""
    with open(POT, "rb") as f:
        template = read_po(f)
    cat = Catalog(locale="en", project="Horseburg", charset="utf-8")
    for m in template:
        if not m.id:
            continue
        if isinstance(m.id, tuple):
            cat.add(m.id, tuple(pseudo_text(x) for x in m.id))
        else:
            cat.add(m.id, pseudo_text(m.id))
    path = po_path(PSEUDO)
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as f:
        write_po(f, cat, width=100, sort_output=True, include_lineno=False, omit_header=False)
    _strip_dates(path)


def compile_all() -> None:
    """Every language's .po -> .mo beside it (fuzzy entries are left out, as msgfmt does)."""
    for lang in LANGUAGES + (PSEUDO,):
        path = po_path(lang)
        with open(path, "rb") as f:
            cat = read_po(f, locale="en" if lang == PSEUDO else lang)
        # A fixed date in the header: the .mo changes only when the messages do (merges).
        cat.creation_date = cat.revision_date = _FIXED_DATE
        with open(path.with_suffix(".mo"), "wb") as f:
            write_mo(f, cat, use_fuzzy=False)


_FIXED_DATE = datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc)

COMMANDS = {"extract": extract, "update": update, "pseudo": pseudo, "compile": compile_all}


def main(argv: list[str]) -> int:
    names = argv[1:] or ["all"]
    for name in names:
        if name == "all":
            for step in COMMANDS.values():
                step()
        elif name in COMMANDS:
            COMMANDS[name]()
        else:
            print(f"tools/catalogs.py: unknown command {name!r} "
                  f"(one of: {', '.join(COMMANDS)}, all)")
            return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
