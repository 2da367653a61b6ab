"""A data file's bytes to a checked document, every failure one ``DataError`` line.

Every game reads its data files through this one mechanism: the game's loader reads the
file's bytes (the only file I/O, in the loader) and hands them here with the file's
schema (``game.core.data_schema``), its table of bounds (key pattern -> ``Bound``) and its
checks beyond them. Here the bytes must be UTF-8 text, the text TOML, the document fit
the schema and every number its range; a problem anywhere is a ``DataError`` whose
``str()`` is one line naming the file, the key and what is wrong::

    data/finish_line.toml: game.races: expected a whole number from 1 to 9, found string "x"

The core reads no file itself (``tests/core/test_core_imports.py``): ``read_problem``
words an ``OSError`` the loader met.
"""
from __future__ import annotations

import pathlib
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

try:
    import tomllib
except ModuleNotFoundError:  # Python < 3.11
    import tomli as tomllib  # type: ignore[no-redef]

from .data_schema import N_, Bound, DataError, Problem, Spec, check_document

__all__ = ["DataError", "check_file", "check_parsed", "in_file", "parse_toml", "read_problem", "shown_name"]

# A check beyond the schema and the bounds: (the checked document) -> None, or ``fail``.
Check = Callable[[dict[str, Any]], None]


def shown_name(path: pathlib.Path, bases: Sequence[tuple[pathlib.Path, str]]) -> str:
    """The file name shown in messages: under one of ``bases`` (folder, prefix), the
    prefix and the path inside it (a bundled file is ``data/NAME`` wherever the package is
    installed); else the path as given."""
    for base, prefix in bases:
        try:
            rel = path.resolve().relative_to(base.resolve()).as_posix()
        except (ValueError, OSError):
            continue
        return prefix + rel if rel != "." or not prefix else prefix.rstrip("/")
    return path.as_posix()


def read_problem(shown: str, path: pathlib.Path | None, error: OSError) -> DataError:
    """The one line for a file that could not be read (missing, a folder, no access)."""
    if isinstance(error, FileNotFoundError):
        return DataError(shown, "", N_("file not found"), path)
    return DataError(shown, "", N_("cannot read: {why}"), path, why=error.strerror or error)


@contextmanager
def in_file(shown: str, path: pathlib.Path | None = None) -> Iterator[None]:
    """Turns a ``Problem`` raised inside the block into a DataError naming the file."""
    try:
        yield
    except Problem as p:
        raise DataError(shown, p.key, p.problem, path, **p.params) from None


_TOML_POSITION = re.compile(r"\s*\(at (line \d+, column \d+|end of document)\)\s*$")


def parse_toml(raw: bytes, shown: str, path: pathlib.Path | None = None) -> dict[str, Any]:
    """The TOML document of a file's bytes; DataError if not UTF-8 text or not TOML."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise DataError(shown, "", N_("not UTF-8 text (byte {start})"), path,
                        start=e.start) from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        message = str(e)
        where = _TOML_POSITION.search(message)
        position = where.group(1) if where else ""
        problem = message[:where.start()] if where else message
        raise DataError(shown, position, N_("invalid TOML: {problem}"), path,
                        problem=problem) from None


def check_parsed(parsed: dict[str, Any], shown: str, schema: Spec,
                 bounds: Mapping[str, Bound], checks: Sequence[Check] = (),
                 path: pathlib.Path | None = None) -> dict[str, Any]:
    """A parsed TOML document checked: its schema, every number's range in ``bounds``
    (key pattern -> Bound), then ``checks`` in order. The checked document has every key
    of the schema (an optional one missing at its default) and arrays as tuples."""
    with in_file(shown, path):
        doc = check_document(schema, parsed, bounds)
        for check in checks:
            check(doc)
    return doc


def check_file(raw: bytes, shown: str, schema: Spec, bounds: Mapping[str, Bound],
               checks: Sequence[Check] = (), path: pathlib.Path | None = None
               ) -> tuple[dict[str, Any], dict[str, Any]]:
    """A file's bytes parsed and checked (``check_parsed``): (the document as parsed, the
    checked one)."""
    parsed = parse_toml(raw, shown, path)
    return parsed, check_parsed(parsed, shown, schema, bounds, checks, path)
