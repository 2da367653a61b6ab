"""The tests' broken copies of ``data/``: key paths into a parsed file, and the file written
back as TOML text.

``dotted(path)`` is the loaders' name of a key path (``card[3].values[2]``), ``get`` and
``put`` read and write at one. ``dump(doc)`` writes the shapes the data files use: top-level scalars and arrays,
``[tables]`` (tables inside them inline), ``[[arrays of tables]]`` (their arrays of tables
inline). ``tomllib.loads(dump(doc)) == doc`` for every file of ``data/``
(``tests/core/test_data_files.py`` checks it).
"""
from __future__ import annotations

import json
import re
from typing import Any

Path = tuple[Any, ...]  # keys and 0-based indexes from the top of a parsed file


def dotted(path: Path) -> str:
    """The loader's key path: ``card[3].values[2]`` (arrays counted from 1)."""
    out = ""
    for p in path:
        out += f"[{p + 1}]" if isinstance(p, int) else (f".{p}" if out else p)
    return out


def get(doc: Any, path: Path) -> Any:
    for p in path:
        doc = doc[p]
    return doc


def put(doc: Any, path: Path, value: Any) -> None:
    get(doc, path[:-1])[path[-1]] = value


def _key(k: str) -> str:
    return k if re.fullmatch(r"[A-Za-z0-9_-]+", k) else json.dumps(k, ensure_ascii=False)


def _value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)  # a TOML basic string is JSON's syntax
    if isinstance(v, list):
        return "[" + ", ".join(_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{_key(k)} = {_value(x)}" for k, x in v.items()) + " }"
    raise TypeError(v)


def _is_tables(v: Any) -> bool:
    return isinstance(v, list) and bool(v) and all(isinstance(x, dict) for x in v)


def dump(doc: dict[str, Any]) -> str:
    """The TOML text of a parsed data file (see the module docstring)."""
    out = [f"{_key(k)} = {_value(v)}" for k, v in doc.items()
           if not isinstance(v, dict) and not _is_tables(v)]
    for k, v in doc.items():
        if isinstance(v, dict):
            out += [f"[{_key(k)}]"] + [f"{_key(kk)} = {_value(vv)}" for kk, vv in v.items()]
        elif _is_tables(v):
            for table in v:
                out += [f"[[{_key(k)}]]"]
                out += [f"{_key(kk)} = {_value(vv)}" for kk, vv in table.items()]
    return "\n".join(out) + "\n"
