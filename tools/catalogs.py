"""The translation catalogs' tool: extract, update, pseudo, compile (docs/i18n.md).

(Not named i18n.py: run from tools/, that name would shadow the ``i18n`` package pygame_gui
imports.)

    python tools/catalogs.py extract   # every _(), ngettext(), N_() and the data texts -> each
                                   #   domain's .pot (game/locale/horseburg.pot: game/ minus
                                   #   the game packages with their own locale/ folder;
                                   #   game/<pkg>/locale/<pkg>.pot: that package's files)
    python tools/catalogs.py update    # merges the .pot into each language's .po (keeps the
                                   #   translations, flags changed ones fuzzy)
    python tools/catalogs.py pseudo    # writes the tests' pseudo-locale (qps) from the .pot
    python tools/catalogs.py compile   # every .po -> .mo (what the program reads)
    python tools/catalogs.py all       # the four in order (``make i18n``)

Every game package with a ``locale/`` folder is its own gettext domain (docs/i18n.md), so
each game ships its own words. The texts of the data files that players read are extracted
too; ``TOML_TEXTS`` is the one table of which keys those are, and of which domain they go to
(card names that are proper names stay as printed).
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
from babel.messages.extract import extract as babel_extract
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = pathlib.Path(__file__).resolve().parents[1]
GAME = ROOT / "game"
DOMAIN = "horseburg"  # the shell's, the core's and Horse Fever's domain: game/locale
LOCALE = GAME / "locale"
POT = LOCALE / f"{DOMAIN}.pot"
LANGUAGES = ("it",)  # the translated languages (English is the source)
PSEUDO = "qps"
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}

# The translatable texts of data/*.toml: file -> (domain, (tables, key) pairs). ``tables``
# is a dotted path to an array of tables or to one table; ``*`` stands for every table
# under a name (``rulings.*``: each [rulings.x]). Names that are proper names (the Latin
# action cards, characters, horses, stables) are not here. A file absent on a branch is
# skipped (a game not merged yet).
LESSON_TEXTS = (("step", "say"), ("step", "explain"), ("", "names"))
TOML_TEXTS: dict[str, tuple[str, tuple[tuple[str, str], ...]]] = {
    "actions.toml": (DOMAIN, (("card", "text"),)),
    "assistants.toml": (DOMAIN, (("card", "text"),)),
    "horses.toml": (DOMAIN, (("card", "text"),)),
    "characters.toml": (DOMAIN, (("character", "text"),)),
    "goals.toml": (DOMAIN, (("goal", "name"), ("goal", "text"))),
    "board.toml": (DOMAIN, (("loan", "name"), ("loan", "text"))),
    "bettor_horse.toml": ("bettorhorse", (("deck", "note"), ("rulings.*", "note"))),
    "ticket_gagnant.toml": ("ticketgagnant", (("rulings", "note"),)),
    "finish_line.toml": ("finishline", (("house_ruling", "note"),)),
    # The lessons (game/core/lessons.py): the coach's words and the seats' names, each in
    # its game's own domain ("" is the file's top level; a list of strings gives each).
    "lessons/horse_fever.toml": (DOMAIN, LESSON_TEXTS),
    "lessons/bettor_horse.toml": ("bettorhorse", LESSON_TEXTS),
    "lessons/ticket_gagnant.toml": ("ticketgagnant", LESSON_TEXTS),
    "lessons/finish_line.toml": ("finishline", LESSON_TEXTS),
}


def game_domains() -> list[str]:
    """The game packages with their own catalog (a ``locale/`` folder): each is a domain."""
    return sorted(p.parent.name for p in GAME.glob("*/locale")
                  if (p.parent / "__init__.py").exists())


def domains() -> list[str]:
    """Every domain: ``horseburg`` first, then each game package's."""
    return [DOMAIN] + game_domains()


def locale_of(domain: str) -> pathlib.Path:
    """The folder of ``domain``'s catalogs."""
    return LOCALE if domain == DOMAIN else GAME / domain / "locale"


def pot_path(domain: str = DOMAIN) -> pathlib.Path:
    return locale_of(domain) / f"{domain}.pot"


def po_path(lang: str, domain: str = DOMAIN) -> pathlib.Path:
    return locale_of(domain) / lang / "LC_MESSAGES" / f"{domain}.po"


def _sources(domain: str) -> list[pathlib.Path]:
    """The .py files of ``domain``: its package, or game/ minus every game domain's package."""
    if domain != DOMAIN:
        return sorted((GAME / domain).rglob("*.py"))
    others = [GAME / d for d in game_domains()]
    return sorted(p for p in GAME.rglob("*.py")
                  if not any(p.is_relative_to(o) for o in others))


def _code_messages(domain: str = DOMAIN) -> Iterator[tuple[str, object, str | None]]:
    """(relative file, message, context) for every marked string in ``domain``'s files (a
    context only for ``pgettext``)."""
    for path in _sources(domain):
        with open(path, "rb") as f:
            # Babel's own extraction (what extract_from_dir does, file by file).
            found = list(babel_extract("python", f, keywords=KEYWORDS, comment_tags=("i18n:",),
                                       strip_comment_tags=True))
        for _lineno, message, _comments, context in found:
            yield path.relative_to(ROOT).as_posix(), message, context


def _rows(data: object, path: str) -> list[dict]:
    """The tables at dotted ``path`` in ``data`` (``*``: every table under a name)."""
    found = [data]
    for part in path.split("."):
        nxt: list = []
        for node in found:
            if not isinstance(node, dict):
                continue
            if part == "*":
                nxt.extend(node.values())
            elif part in node:
                nxt.append(node[part])
        found = nxt
    rows: list[dict] = []
    for node in found:
        rows.extend(r for r in (node if isinstance(node, list) else [node]) if isinstance(r, dict))
    return rows


def _toml_messages(domain: str = DOMAIN) -> Iterator[tuple[str, str, None]]:
    for name, (owner, keys) in TOML_TEXTS.items():
        path = ROOT / "data" / name
        if owner != domain or not path.exists():
            continue
        with open(path, "rb") as f:
            data = tomllib.load(f)
        for table, key in keys:
            for row in ([data] if table == "" else _rows(data, table)):
                value = row.get(key)
                for text in (value if isinstance(value, list) else [value]):
                    if isinstance(text, str) and text:
                        yield f"data/{name}", text, None


def template(domain: str = DOMAIN) -> Catalog:
    """``domain``'s template catalog: every marked message of its code and data texts."""
    cat = Catalog(project="Horseburg", version="", fuzzy=False, domain=domain,
                  msgid_bugs_address="", copyright_holder="", charset="utf-8")
    for where, msg, context in list(_code_messages(domain)) + list(_toml_messages(domain)):
        cat.add(msg, locations=[(where, None)], context=context)
    return cat


def extract() -> None:
    """Builds every domain's template catalog and writes its .pot."""
    for domain in domains():
        cat = template(domain)
        pot = pot_path(domain)
        pot.parent.mkdir(parents=True, exist_ok=True)
        with open(pot, "wb") as f:
            # No dates or line numbers: the file changes only when the messages do.
            write_po(f, cat, width=100, omit_header=False, sort_output=True,
                     include_lineno=False)
        _strip_dates(pot)


def _strip_dates(path: pathlib.Path) -> None:
    text = path.read_text(encoding="utf-8")
    text = re.sub(r'"(POT-Creation-Date|PO-Revision-Date): [^"]*\\n"\n', "", text)
    path.write_text(text, encoding="utf-8")


def update() -> None:
    """Merges each template into each language's .po: translations kept, changed ones fuzzy."""
    for domain in domains():
        with open(pot_path(domain), "rb") as f:
            template = read_po(f)
        for lang in LANGUAGES:
            path = po_path(lang, domain)
            if path.exists():
                with open(path, "rb") as f:
                    cat = read_po(f, locale=lang, domain=domain)
            else:
                cat = Catalog(locale=lang, domain=domain, project="Horseburg", charset="utf-8")
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
    """Writes each domain's qps catalog: every message of its template, pseudo-translated."""
    for domain in domains():
        with open(pot_path(domain), "rb") as f:
            template = read_po(f)
        cat = Catalog(locale="en", domain=domain, project="Horseburg", charset="utf-8")
        for m in template:
            if not m.id:
                continue
            if isinstance(m.id, tuple):
                cat.add(m.id, tuple(pseudo_text(x) for x in m.id), context=m.context)
            else:
                cat.add(m.id, pseudo_text(m.id), context=m.context)
        path = po_path(PSEUDO, domain)
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "wb") as f:
            write_po(f, cat, width=100, sort_output=True, include_lineno=False,
                     omit_header=False)
        _strip_dates(path)


def compile_all() -> None:
    """Every domain's .po -> .mo beside it (fuzzy entries are left out, as msgfmt does)."""
    for domain in domains():
        for lang in LANGUAGES + (PSEUDO,):
            path = po_path(lang, domain)
            with open(path, "rb") as f:
                cat = read_po(f, locale="en" if lang == PSEUDO else lang, domain=domain)
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
