"""The seats a window holds at other computers' tables, kept so that Continue rejoins.

One small JSON file per seat in ``<data>/seats/`` (``{"kind": "horseburg-seat-record",
"format": 1, address, code, seat, token, game, name}``), written atomically and readable
by its owner only (mode 0600: it holds the seat's token). Resume lists them; Continue
joins the table again with the token and receives what was missed. A record goes when
its game is over or its table is closed. Nothing else in the program writes a token: no
save, export or log holds one.
"""
from __future__ import annotations

import json
import os
import pathlib
from typing import Any

from ..services.settings import data_dir
from .codes import CODE_RE
from .protocol import TOKEN_RE

KIND = "horseburg-seat-record"
FORMAT = 1


def records_dir() -> pathlib.Path:
    return data_dir() / "seats"


def record_path(code: str, seat: int, folder: pathlib.Path | None = None) -> pathlib.Path:
    return (folder or records_dir()) / f"seat-{code}-{seat}.json"


def write_record(address: str, code: str, seat: int, token: str, game: str, name: str,
                 folder: pathlib.Path | None = None) -> pathlib.Path:
    """Keeps a seat (mode 0600, written whole or not at all)."""
    path = record_path(code, seat, folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    os.chmod(path.parent, 0o700)
    doc = {"kind": KIND, "format": FORMAT, "address": address, "code": code, "seat": seat,
           "token": token, "game": game, "name": name}
    tmp = path.with_name(path.name + ".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump(doc, f)
    os.replace(tmp, path)
    return path


def read_records(folder: pathlib.Path | None = None) -> list[dict[str, Any]]:
    """Every seat kept (a file that does not read as one is left out)."""
    folder = folder or records_dir()
    out = []
    for path in sorted(folder.glob("seat-*.json")) if folder.is_dir() else []:
        try:
            doc = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if (isinstance(doc, dict) and doc.get("kind") == KIND and doc.get("format") == FORMAT
                and isinstance(doc.get("code"), str) and CODE_RE.fullmatch(doc["code"])
                and type(doc.get("seat")) is int and isinstance(doc.get("token"), str)
                and TOKEN_RE.fullmatch(doc["token"]) and isinstance(doc.get("address"), str)
                and isinstance(doc.get("game"), str) and isinstance(doc.get("name"), str)):
            out.append(doc)
    return out


def forget_record(code: str, seat: int, folder: pathlib.Path | None = None) -> None:
    try:
        record_path(code, seat, folder).unlink()
    except OSError:
        pass
