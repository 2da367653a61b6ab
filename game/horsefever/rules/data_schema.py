"""The data files' schema language: small spec classes, the one-line ``DataError``.

A file's schema is built from ``Int``, ``Str``, ``Bool``, ``Scalar``, ``Array``, ``Table``,
``Tables`` and ``Opt``: they check types (a TOML boolean is never an integer), counts,
missing and unknown keys. An ``Int`` checks only that it is an integer: every number's
allowed range is declared once, in ``game.horsefever.rules.data_bounds``.

Inside a file, a problem is raised with ``fail(key, problem)``; ``game.horsefever.rules.loader`` turns
it into a ``DataError`` naming the file. Key paths name tables as the file does; arrays are
counted from 1, the way a person counts them in the file (``card[3]`` is the third
``[[card]]`` table).
"""
from __future__ import annotations

import difflib
import pathlib
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, NoReturn


class DataError(Exception):
    """A data file is missing, unreadable or invalid; ``str()`` is one line."""

    def __init__(self, file: str, key: str, problem: str, path: pathlib.Path | None = None):
        self.file = file
        self.key = key
        self.problem = " ".join(problem.split())  # always one line
        self.path = path
        super().__init__(str(self))

    def __str__(self) -> str:
        parts = [self.file, self.key, self.problem]
        return ": ".join(p for p in parts if p)


class Problem(Exception):
    """A problem at a key path, raised inside one file; turned into a DataError."""

    def __init__(self, key: str, problem: str):
        super().__init__(problem)
        self.key = key
        self.problem = problem


def fail(key: str, problem: str) -> NoReturn:
    """Stops checking the current file: ``problem`` at the key path ``key``."""
    raise Problem(key, problem)


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
                 f"duplicate {key} {value!r} (also in {item(path, seen[value])})")
        seen[value] = i


class Spec:
    """Checks one parsed TOML value at a key path and returns it (tuples for arrays)."""

    plural = "values"

    def check(self, value: Any, path: str) -> Any:
        raise NotImplementedError


@dataclass(frozen=True)
class Int(Spec):
    """An integer (never a boolean); its range is declared in ``data_bounds``."""

    plural = "integers"

    def check(self, value: Any, path: str) -> int:
        if not is_int(value):
            fail(path, f"expected an integer, found {toml_type(value)}")
        return value


@dataclass(frozen=True)
class Str(Spec):
    """A non-blank string, optionally one of ``choices``."""

    choices: tuple[str, ...] | None = None
    plural = "strings"

    def check(self, value: Any, path: str) -> str:
        if not isinstance(value, str):
            fail(path, f"expected a string, found {toml_type(value)}")
        if not value.strip():
            fail(path, "must not be empty")
        if self.choices is not None and value not in self.choices:
            fail(path, f'"{value}" is not one of: {", ".join(self.choices)}')
        return value


@dataclass(frozen=True)
class Bool(Spec):
    """true or false."""

    plural = "booleans"

    def check(self, value: Any, path: str) -> bool:
        if not isinstance(value, bool):
            fail(path, f"expected true or false, found {toml_type(value)}")
        return value


@dataclass(frozen=True)
class Scalar(Spec):
    """An integer or a string (an effect's value; its exact type is checked per effect)."""

    def check(self, value: Any, path: str) -> int | str:
        if not (is_int(value) or isinstance(value, str)):
            fail(path, f"expected an integer or a string, found {toml_type(value)}")
        return value


@dataclass(frozen=True)
class Opt(Spec):
    """Marks a table key as optional; a missing key reads as None."""

    spec: Spec

    def check(self, value: Any, path: str) -> Any:
        return self.spec.check(value, path)


@dataclass(frozen=True)
class Array(Spec):
    """An array of ``item``, of exactly ``length`` items when given."""

    item: Spec
    length: int | None = None

    def check(self, value: Any, path: str) -> tuple:
        if not isinstance(value, list):
            fail(path, f"expected an array of {self.item.plural}, found {toml_type(value)}")
        if self.length is not None and len(value) != self.length:
            fail(path, f"expected {self.length} {self.item.plural}, found {len(value)}")
        return tuple(self.item.check(v, item(path, i)) for i, v in enumerate(value))


@dataclass(frozen=True)
class Table(Spec):
    """A table with exactly these keys (``Opt`` ones may be missing); others are typos."""

    fields: dict[str, Spec]

    def check(self, value: Any, path: str) -> dict[str, Any]:
        if not isinstance(value, dict):
            fail(path or "(top level)", f"expected a table, found {toml_type(value)}")
        for key in value:
            if key not in self.fields:
                close = difflib.get_close_matches(key, list(self.fields), n=1)
                hint = f'; did you mean "{close[0]}"?' if close else ""
                known = ", ".join(self.fields)
                fail(join(path, key), f"unknown key{hint} (known keys: {known})")
        out: dict[str, Any] = {}
        for key, spec in self.fields.items():
            if key in value:
                out[key] = spec.check(value[key], join(path, key))
            elif isinstance(spec, Opt):
                out[key] = None
            else:
                fail(join(path, key), "missing key")
        return out


@dataclass(frozen=True)
class Tables(Spec):
    """An array of tables (``[[name]]`` or inline), of exactly ``count`` when given."""

    table: Table
    count: int | None = None
    min_count: int = 1
    plural = "tables"

    def check(self, value: Any, path: str) -> tuple[dict[str, Any], ...]:
        if not isinstance(value, list):
            fail(path, f"expected an array of tables, found {toml_type(value)}")
        if self.count is not None and len(value) != self.count:
            fail(path, f"expected {self.count} tables, found {len(value)}")
        if len(value) < self.min_count:
            fail(path, f"expected at least {self.min_count} tables, found {len(value)}")
        return tuple(self.table.check(v, item(path, i)) for i, v in enumerate(value))
