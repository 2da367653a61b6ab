"""The data files' schema language: small spec classes, the one-line ``DataError``.

Every game's data files are checked by the same mechanism (``game.core.data_load``): a
file's schema is built from ``Int``, ``Str``, ``Bool``, ``Scalar``, ``Array``, ``Table``,
``Tables``, ``Map`` and ``Opt``: they check types (a TOML boolean is never an integer),
counts, missing and unknown keys. An ``Int`` checks only that it is an integer: every
number's allowed range is declared once, in the game's table of bounds
(``game.core.data_bounds``).

Inside a file, a problem is raised with ``fail(key, N_("message {field}"), field=...)``;
``game.core.data_load`` turns it into a ``DataError`` naming the file. The message is an
English template with named fields, marked with the local ``N_`` for extraction: the core
and the rules speak no language, and ``game.services.data_words`` translates it when the error is
shown (``DataError.wording``). Key paths name tables as the file does; arrays are counted
from 1, the way a person counts them in the file (``card[3]`` is the third ``[[card]]``
table).
"""
from __future__ import annotations

import pathlib
import re
from collections.abc import Iterable, Mapping
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any, Callable, ClassVar, NoReturn


def N_(message: str) -> str:
    """Marks a problem's template for extraction (tools/catalogs.py); no translation here."""
    return message


class DataError(ValueError):
    """A data file is missing, unreadable or invalid; ``str()`` is one line.

    ``message``: the problem's English template, ``params`` its fields; ``problem`` is it
    filled in (English). ``str()`` is in the player's language once the words are loaded.
    """

    # Set by game.services.data_words: the problem in the player's language.
    wording: ClassVar[Callable[["DataError"], str] | None] = None

    def __init__(self, file: str, key: str, problem: str, path: pathlib.Path | None = None,
                 /, **params: Any):
        self.file = file
        self.key = key
        self.message = problem
        self.params = params
        self.problem = " ".join(problem.format(**params).split())  # always one line
        self.path = path
        super().__init__(str(self))

    def __str__(self) -> str:
        words = DataError.wording
        problem = " ".join(words(self).split()) if words is not None else self.problem
        parts = [self.file, self.key, problem]
        return ": ".join(p for p in parts if p)


class Problem(Exception):
    """A problem at a key path, raised inside one file; turned into a DataError."""

    def __init__(self, key: str, problem: str, /, **params: Any):
        super().__init__(problem)
        self.key = key
        self.problem = problem
        self.params = params


def fail(key: str, problem: str, /, **params: Any) -> NoReturn:
    """Stops checking the current file: ``problem`` (a template of ``params``) at ``key``."""
    raise Problem(key, problem, **params)


def join(path: str, key: str) -> str:
    """The key path of ``key`` inside the table at ``path``."""
    return f"{path}.{key}" if path else key


def item(path: str, index: int) -> str:
    """The key path of the array element at 0-based ``index`` (shown counted from 1)."""
    return f"{path}[{index + 1}]"


def toml_type(value: Any) -> str:
    """Describes a parsed TOML value for error messages, e.g. 'string "abc"'."""
    if isinstance(value, bool):
        return f"boolean {str(value).lower()}"
    if isinstance(value, int):
        return f"integer {value}"
    if isinstance(value, float):
        return f"float {value}"
    if isinstance(value, str):
        return f'string "{value}"' if len(value) <= 40 else "a string"
    if isinstance(value, list):
        return "an array"
    if isinstance(value, dict):
        return "a table"
    return f"a date/time ({value})"


def is_int(value: Any) -> bool:
    """True for a TOML integer (Python's bool is an int: a TOML boolean is not)."""
    return isinstance(value, int) and not isinstance(value, bool)


def unique(rows: Iterable[dict[str, Any]], key: str, path: str) -> None:
    """Fails when two rows of the array of tables ``path`` share a value of ``key``."""
    seen: dict[Any, int] = {}
    for i, row in enumerate(rows):
        value = row[key]
        if value is None:
            continue
        if value in seen:
            fail(join(item(path, i), key),
                 N_("duplicate {key} {value!r} (also in {item})"),
                 key=key, value=value, item=item(path, seen[value]))
        seen[value] = i


class Spec:
    """Checks one parsed TOML value at a key path and returns it (tuples for arrays).

    ``pat`` is the key's pattern (``card[].values[]``, ``face.*.amount``): the key in the
    table of bounds of the number found there (``check_document``)."""

    plural = "values"

    def check(self, value: Any, path: str, pat: str | None = None) -> Any:
        raise NotImplementedError


@dataclass(frozen=True)
class Bound:
    """An inclusive integer range and why it is there."""

    low: int
    high: int
    why: str

    def check(self, value: int, key: str) -> None:
        """Fails at ``key`` when ``value`` is outside the range."""
        if not self.low <= value <= self.high:
            fail(key, N_("must be from {low} to {high} ({why}), found {value}"),
                      low=self.low, high=self.high, why=self.why, value=value)


# The bounds of the document being checked (``check_document``): key pattern -> Bound.
_BOUNDS: ContextVar[Mapping[str, Bound] | None] = ContextVar("data_bounds", default=None)
_POSITION = re.compile(r"\[\d+\]")


def pattern(path: str) -> str:
    """The key pattern of a key path: ``card[3].values[2]`` -> ``card[].values[]``."""
    return _POSITION.sub("[]", path)


def bound_of(pat: str) -> Bound | None:
    """The declared range of the numbers at key pattern ``pat`` (None outside
    ``check_document``); a number without one is the program's mistake, not the file's."""
    bounds = _BOUNDS.get()
    if bounds is None:
        return None
    got = bounds.get(pat)
    if got is None:
        raise KeyError(f"no range declared for {pat} in the table of bounds")
    return got


def check_document(schema: "Spec", doc: Any, bounds: Mapping[str, Bound]) -> Any:
    """``schema.check(doc)`` with every integer also checked against its range in
    ``bounds`` (key pattern -> Bound): the checked document, or ``Problem``."""
    token = _BOUNDS.set(bounds)
    try:
        return schema.check(doc, "", "")
    finally:
        _BOUNDS.reset(token)


@dataclass(frozen=True)
class Int(Spec):
    """An integer (never a boolean) within its declared range (``check_document``)."""

    plural = "integers"

    def check(self, value: Any, path: str, pat: str | None = None) -> int:
        bound = bound_of(pattern(path) if pat is None else pat)
        if not is_int(value):
            if bound is not None:
                fail(path, N_("expected a whole number from {low} to {high}, found {found}"),
                     low=bound.low, high=bound.high, found=toml_type(value))
            fail(path, N_("expected an integer, found {found}"), found=toml_type(value))
        if bound is not None:
            bound.check(value, path)
        return value


@dataclass(frozen=True)
class Str(Spec):
    """A non-blank string, or one of ``choices`` (which may name the empty string)."""

    choices: tuple[str, ...] | None = None
    plural = "strings"

    def check(self, value: Any, path: str, pat: str | None = None) -> str:
        if not isinstance(value, str):
            fail(path, N_("expected a string, found {found}"),
                       found=toml_type(value))
        if self.choices is not None:
            if value not in self.choices:
                fail(path, N_('"{value}" is not one of: {names}'),
                     value=value, names=", ".join(c or '""' for c in self.choices))
        elif not value.strip():
            fail(path, N_("must not be empty"))
        return value


@dataclass(frozen=True)
class Bool(Spec):
    """true or false."""

    plural = "booleans"

    def check(self, value: Any, path: str, pat: str | None = None) -> bool:
        if not isinstance(value, bool):
            fail(path, N_("expected true or false, found {found}"),
                       found=toml_type(value))
        return value


@dataclass(frozen=True)
class Scalar(Spec):
    """An integer or a string (an effect's value; its exact type is checked per effect)."""

    def check(self, value: Any, path: str, pat: str | None = None) -> int | str:
        if not (is_int(value) or isinstance(value, str)):
            fail(path, N_("expected an integer or a string, found {found}"),
                       found=toml_type(value))
        return value


@dataclass(frozen=True)
class Opt(Spec):
    """Marks a table key as optional; a missing key reads as ``default``."""

    spec: Spec
    default: Any = None

    def check(self, value: Any, path: str, pat: str | None = None) -> Any:
        return self.spec.check(value, path, pat)


def _pat(path: str, pat: str | None) -> str:
    return pattern(path) if pat is None else pat


@dataclass(frozen=True)
class Array(Spec):
    """An array of ``item``, of exactly ``length`` items when given, else of
    ``min_length`` to ``max_length``."""

    item: Spec
    length: int | None = None
    min_length: int = 0
    max_length: int | None = None

    def check(self, value: Any, path: str, pat: str | None = None) -> tuple:
        if not isinstance(value, list):
            fail(path, N_("expected an array of {plural}, found {found}"),
                       plural=self.item.plural, found=toml_type(value))
        if self.length is not None and len(value) != self.length:
            fail(path, N_("expected {length} {plural}, found {count}"),
                       length=self.length, plural=self.item.plural, count=len(value))
        _count(path, len(value), self.min_length, self.max_length, self.item.plural)
        inner = _pat(path, pat) + "[]"
        return tuple(self.item.check(v, item(path, i), inner) for i, v in enumerate(value))


def _count(path: str, n: int, least: int, most: int | None, plural: str) -> None:
    if n < least or (most is not None and n > most):
        if most is None:
            fail(path, N_("expected at least {least} {plural}, found {count}"),
                 least=least, plural=plural, count=n)
        fail(path, N_("expected {least} to {most} {plural}, found {count}"),
             least=least, most=most, plural=plural, count=n)


@dataclass(frozen=True)
class Table(Spec):
    """A table with exactly these keys (``Opt`` ones may be missing); others are typos."""

    fields: dict[str, Spec]

    def check(self, value: Any, path: str, pat: str | None = None) -> dict[str, Any]:
        if not isinstance(value, dict):
            fail(path or "(top level)", N_("expected a table, found {found}"),
                                        found=toml_type(value))
        for key in value:
            if key not in self.fields:
                import difflib  # (here: only a broken file needs it, and it is slow to import)
                close = difflib.get_close_matches(key, list(self.fields), n=1)
                known = ", ".join(self.fields)
                if close:
                    fail(join(path, key), N_('unknown key; did you mean "{close}"? (known keys: '
                                             '{known})'), close=close[0], known=known)
                fail(join(path, key), N_("unknown key (known keys: {known})"), known=known)
        out: dict[str, Any] = {}
        base = _pat(path, pat)
        for key, spec in self.fields.items():
            if key in value:
                out[key] = spec.check(value[key], join(path, key), join(base, key))
            elif isinstance(spec, Opt):
                out[key] = spec.default
            else:
                fail(join(path, key), N_("missing key"))
        return out


@dataclass(frozen=True)
class Map(Spec):
    """A table of names chosen by the file (the faces of dice, say): each name ``key``
    (a Str, maybe of fixed choices), each value ``value``; ``min_count`` names at least.
    Its values' key pattern is ``<path>.*``."""

    value: Spec
    key: Str = Str()
    min_count: int = 0
    plural = "tables"

    def check(self, value: Any, path: str, pat: str | None = None) -> dict[str, Any]:
        if not isinstance(value, dict):
            fail(path or "(top level)", N_("expected a table, found {found}"),
                                        found=toml_type(value))
        _count(path, len(value), self.min_count, None, N_("keys"))
        inner = join(_pat(path, pat), "*")
        out: dict[str, Any] = {}
        for key, v in value.items():
            self.key.check(key, join(path, key), inner)
            out[key] = self.value.check(v, join(path, key), inner)
        return out


@dataclass(frozen=True)
class Tables(Spec):
    """An array of tables (``[[name]]`` or inline), of exactly ``count`` when given, else
    of ``min_count`` to ``max_count``."""

    table: Table
    count: int | None = None
    min_count: int = 1
    max_count: int | None = None
    plural = "tables"

    def check(self, value: Any, path: str, pat: str | None = None) -> tuple[dict[str, Any], ...]:
        if not isinstance(value, list):
            fail(path, N_("expected an array of tables, found {found}"),
                       found=toml_type(value))
        if self.count is not None and len(value) != self.count:
            fail(path, N_("expected {count} tables, found {found}"),
                       count=self.count, found=len(value))
        if len(value) < self.min_count:
            fail(path, N_("expected at least {min_count} tables, found {count}"),
                       min_count=self.min_count, count=len(value))
        if self.max_count is not None and len(value) > self.max_count:
            _count(path, len(value), self.min_count, self.max_count, self.plural)
        inner = _pat(path, pat) + "[]"
        return tuple(self.table.check(v, item(path, i), inner) for i, v in enumerate(value))
