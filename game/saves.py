"""Saved games: autosave, save as, list, load (refusing bad files), export, game history.

A save is ONE JSON file (never pickle), written atomically (a temp file in the same folder,
flush, fsync, ``os.replace``, fsync of the folder). Autosaves keep the previous autosave as
``<name>.json.bak`` beside it; loading falls back to it when the main file is refused.
Files live under ``settings.data_dir()`` (``HORSEBURG_HOME`` overrides it)::

    <data>/saves/autosave-<date>-<id>.json   one per game, rewritten at every decision
    <data>/saves/<name>.json                 "Save as"
    <data>/exports/<stem>.jsonl / .txt       exported event log and text summary

The file::

    {"kind": "horseburg-save", "format": 1, "data_identity": "<sha256 of data/*.toml>",
     "saved_at": "2025-01-31T21:04:05+01:00",
     "meta": {players, variant, round, rounds, seed, phase, over, to_move, to_move_human,
              events, winner, label},
     "seats": [{"seat": 0, "kind": "human" | "simple" | ..., "rng": [3, [625 ints], null],
                "inner_rngs": {"_simple.rng": [...]}}],   (helper RNGs a bot holds)
     "state": Game.to_json(), "events": [every event so far, unredacted]}

Loading checks, in order, and refuses with ONE line (``SaveError``) naming what is wrong:
missing/unreadable file, too big, not UTF-8, truncated, not JSON, not a Horseburg save,
another format version, other data files, then ``game.save_check`` (impossible states).

The headless driver (``python main.py --headless --stop-after N --save F`` / ``--resume F``
/ ``--autosave F``) is ``run_headless_with_saves`` at the bottom of this file.
"""
from __future__ import annotations

import datetime as _dt
import json
import os
import pathlib
import random as _random
import re
import secrets
import shutil
import sys
import time
from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence

from . import save_check
from .bots import make_bot
from .bots.base import Bot
from .log_words import LogWords
from .rules import Game
from .rules.data import GameData
from .settings import atomic_write_text, data_dir

SAVE_KIND = "horseburg-save"
# Saves written while the program was called Horse Fever: read exactly like ours.
OLD_SAVE_KINDS = ("horse-fever-save",)
SAVE_FORMAT = 1
MAX_SAVE_BYTES = 32 * 1024 * 1024
BACKUP_SUFFIX = ".bak"
AUTOSAVE_PREFIX = "autosave-"
HUMAN = save_check.HUMAN
TOP_KEYS = {"kind", "format", "data_identity", "saved_at", "meta", "seats", "state", "events"}
# Optional: "shown", how many events the window had put on the table when it saved (the
# rest, a race still running for instance, is shown again on resuming). Absent: all.
OPTIONAL_KEYS = {"shown"}


class SaveError(Exception):
    """A save that cannot be written or loaded; ``str()`` is one line: ``<file>: <problem>``."""

    def __init__(self, path: pathlib.Path | str | None, problem: str) -> None:
        self.path = pathlib.Path(path) if path is not None else None
        self.problem = " ".join(str(problem).split())
        super().__init__(f"{self.path}: {self.problem}" if self.path else self.problem)


# ---- folders and names -----------------------------------------------------------------

def saves_dir() -> pathlib.Path:
    """The folder of saved games (not created until the first save)."""
    return data_dir() / "saves"


def exports_dir() -> pathlib.Path:
    """The folder of exported logs and summaries, beside the saves."""
    return data_dir() / "exports"


def backup_path(path: pathlib.Path | str) -> pathlib.Path:
    """The backup kept beside a save: ``<name>.json.bak``."""
    p = pathlib.Path(path)
    return p.with_name(p.name + BACKUP_SUFFIX)


def new_autosave_path(directory: pathlib.Path | str | None = None) -> pathlib.Path:
    """A fresh autosave file name for a new game: ``autosave-YYYYmmdd-HHMMSS-xxxx.json``."""
    d = pathlib.Path(directory) if directory is not None else saves_dir()
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    return d / f"{AUTOSAVE_PREFIX}{stamp}-{secrets.token_hex(2)}.json"


def safe_name(name: str) -> str:
    """A file-name-safe version of a player-typed save name (letters, digits, - _ .)."""
    s = re.sub(r"[^\w\-. ]+", "", name, flags=re.UNICODE).strip().replace(" ", "_")
    s = s.lstrip(".")[:60]
    return s or "save"


def _now() -> str:
    return _dt.datetime.now().astimezone().isoformat(timespec="seconds")


# ---- building a save -------------------------------------------------------------------

def rng_to_json(rng: Any) -> list:
    """``random.Random.getstate()`` as JSON lists: [version, [625 ints], gauss]."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def inner_rngs(bot: Bot) -> dict[str, Any]:
    """Random generators a bot holds besides ``bot.rng`` (e.g. a helper bot's), by
    attribute path ("_simple.rng"): they are saved too, so a resume stays exact."""
    found: dict[str, Any] = {}

    def walk(obj: Any, prefix: str, depth: int) -> None:
        for name, v in sorted(vars(obj).items()):
            path = f"{prefix}{name}"
            if isinstance(v, _random.Random):
                if path != "rng":
                    found[path] = v
            elif isinstance(v, Bot) and depth < 3:
                walk(v, path + ".", depth + 1)

    walk(bot, "", 0)
    return found


def seats_to_json(game: Game, bots: Sequence[Bot | None]) -> list[dict[str, Any]]:
    """Each seat's kind ("human" or the bot kind) and, for bots, its RNG states."""
    out = []
    players = game.state.players
    if len(bots) != len(players):
        raise ValueError(f"{len(bots)} seats for {len(players)} players")
    for i, (p, bot) in enumerate(zip(players, bots)):
        if bot is None:
            out.append({"seat": i, "kind": HUMAN, "rng": None, "inner_rngs": {}})
        else:
            kind = p.bot or getattr(bot, "name", "")
            out.append({"seat": i, "kind": kind, "rng": rng_to_json(bot.rng),
                        "inner_rngs": {k: rng_to_json(r) for k, r in inner_rngs(bot).items()}})
    return out


def save_meta(game: Game, events: Sequence[dict[str, Any]], bots: Sequence[Bot | None],
              label: str = "") -> dict[str, Any]:
    """The metadata the Resume list shows (recomputed from the state when loading)."""
    s = game.state
    over = game.is_over()
    to_move = -1 if over else game.current_player()
    return {
        "players": [{"seat": p.seat, "name": p.name, "character": p.character,
                     "kind": p.bot or HUMAN, "danari": p.danari, "vp": s.vp(p.seat),
                     "eliminated": p.eliminated} for p in s.players],
        "variant": s.variant, "stars": s.stars, "round": s.round, "rounds": s.rounds,
        "seed": s.seed, "phase": s.phase, "over": over, "to_move": to_move,
        "to_move_human": (not over) and bots[to_move] is None,
        "events": len(events), "winner": s.winner, "label": label,
    }


def make_save(game: Game, events: Sequence[dict[str, Any]], bots: Sequence[Bot | None],
              label: str = "", shown: int | None = None) -> dict[str, Any]:
    """The whole save document (plain JSON data). ``shown``: the events the window had
    presented, when fewer than all (written only then)."""
    doc = {
        "kind": SAVE_KIND, "format": SAVE_FORMAT,
        "data_identity": game.state.data.identity, "saved_at": _now(),
        "meta": save_meta(game, events, bots, label),
        "seats": seats_to_json(game, bots),
        "state": game.to_json(), "events": list(events),
    }
    if shown is not None and 0 <= shown < len(events):
        doc["shown"] = shown
    return doc


def _dumps(doc: dict[str, Any]) -> str:
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":"), allow_nan=False) + "\n"


_HEADS = tuple(b'{"kind":"' + k.encode() + b'"' for k in (SAVE_KIND, *OLD_SAVE_KINDS))


def _is_complete(path: pathlib.Path) -> bool:
    """True if ``path`` looks like a whole save written by us (worth keeping as the
    backup): it starts as our saves start and ends with the closing brace. Cheap: the
    autosave runs at every decision."""
    try:
        with open(path, "rb") as f:
            head = f.read(max(map(len, _HEADS)))
            f.seek(0, os.SEEK_END)
            size = f.tell()
            f.seek(max(0, size - 2))
            tail = f.read()
    except OSError:
        return False
    return head.startswith(_HEADS) and tail.rstrip().endswith(b"}")


def _rotate_backup(path: pathlib.Path) -> None:
    """Makes the current ``path`` the backup, without ever leaving ``path`` missing."""
    if not path.exists() or not _is_complete(path):
        return
    bak = backup_path(path)
    tmp = path.with_name(f".{path.name}.{secrets.token_hex(4)}.bak.tmp")
    try:
        os.link(path, tmp)  # a second name for the current file: instant, atomic
    except OSError:
        shutil.copyfile(path, tmp)
        with open(tmp, "rb+") as f:
            os.fsync(f.fileno())
    os.replace(tmp, bak)


def save_game(path: pathlib.Path | str, game: Game, events: Sequence[dict[str, Any]],
              bots: Sequence[Bot | None], *, keep_backup: bool = False,
              label: str = "", shown: int | None = None) -> pathlib.Path:
    """Writes a save atomically; with ``keep_backup`` the previous file becomes ``.bak``.

    ``bots`` has one entry per seat: the Bot object, or None for a human seat. Returns the
    path. Raises SaveError (one line) if the file cannot be written.
    """
    p = pathlib.Path(path)
    try:
        text = _dumps(make_save(game, events, bots, label, shown))
        p.parent.mkdir(parents=True, exist_ok=True)
        if keep_backup:
            _rotate_backup(p)
        atomic_write_text(p, text)
    except OSError as e:
        raise SaveError(p, f"cannot write the save ({e.strerror or e})") from None
    return p


def save_as(name: str, game: Game, events: Sequence[dict[str, Any]],
            bots: Sequence[Bot | None], directory: pathlib.Path | str | None = None,
            overwrite: bool = False) -> pathlib.Path:
    """Manual "Save as": ``<saves>/<safe name>.json`` (``-2``, ``-3``... if it exists and
    ``overwrite`` is False). Returns the path written."""
    d = pathlib.Path(directory) if directory is not None else saves_dir()
    stem = safe_name(name)
    p = d / f"{stem}.json"
    k = 2
    while not overwrite and p.exists():
        p = d / f"{stem}-{k}.json"
        k += 1
    return save_game(p, game, events, bots, keep_backup=overwrite, label=name)


class AutoSaver:
    """Autosaves one game at every decision point, keeping the previous one as a backup.

        saver = AutoSaver()                     # a new autosave-....json in saves_dir()
        saver.save(game, events, bots)          # after Game.new and after every apply
        saver = AutoSaver(loaded.path)          # continue a resumed game's file
    """

    def __init__(self, path: pathlib.Path | str | None = None) -> None:
        self.path = pathlib.Path(path) if path is not None else new_autosave_path()
        self.saves = 0
        clean_temp_files(self.path.parent, self.path.name)

    def save(self, game: Game, events: Sequence[dict[str, Any]],
             bots: Sequence[Bot | None], shown: int | None = None) -> pathlib.Path:
        """Writes the autosave now (raises SaveError if the disk refuses). ``shown``: see
        ``make_save``."""
        save_game(self.path, game, events, bots, keep_backup=True, shown=shown)
        self.saves += 1
        return self.path


def clean_temp_files(directory: pathlib.Path, name: str | None = None) -> int:
    """Removes temp files a killed process left behind (``.<name>.*.tmp``); returns how many."""
    n = 0
    try:
        for p in pathlib.Path(directory).glob(f".{name or ''}*.tmp"):
            try:
                p.unlink()
                n += 1
            except OSError:
                pass
    except OSError:
        pass
    return n


def delete_save(path: pathlib.Path | str) -> None:
    """Deletes a save and its backup (missing files are fine)."""
    p = pathlib.Path(path)
    for q in (p, backup_path(p)):
        try:
            q.unlink()
        except FileNotFoundError:
            pass


# ---- loading ---------------------------------------------------------------------------

@dataclass
class LoadedSave:
    """A save that passed every check: ready to continue."""

    path: pathlib.Path  # the file read (the backup if the main file was refused)
    game: Game
    events: list[dict[str, Any]]
    bots: list[Bot | None]  # per seat: a bot with its RNG restored, or None (human)
    meta: dict[str, Any]  # recomputed from the state (players, variant, round, ...)
    saved_at: str
    label: str = ""
    warning: str = ""  # why the main file was refused, when the backup was used
    main_path: pathlib.Path | None = None  # the file asked for (autosaves: keep saving here)
    shown: int | None = None  # events the window had presented (None: all of them)


def _read_doc(path: pathlib.Path) -> dict[str, Any]:
    """Reads and parses a save file as JSON; SaveError on anything but a JSON object."""
    try:
        size = path.stat().st_size
        if size > MAX_SAVE_BYTES:
            raise SaveError(path, f"too big to be a save ({size} bytes)")
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveError(path, "no such save file") from None
    except IsADirectoryError:
        raise SaveError(path, "is a folder, not a save file") from None
    except OSError as e:
        raise SaveError(path, f"cannot read ({e.strerror or e})") from None
    if not raw.strip():
        raise SaveError(path, "empty file (truncated save)")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise SaveError(path, f"not a save: not UTF-8 text (byte {e.start})") from None
    try:
        doc = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as e:
        body = text.strip()
        # A save is one JSON object: one that opens but never closes was cut short.
        if e.pos >= len(body) or (body.startswith("{") and not body.endswith("}")):
            raise SaveError(path, f"truncated: the JSON ends early after {len(raw)} bytes "
                                  f"({e.msg})") from None
        raise SaveError(path, f"not JSON: {e.msg} at line {e.lineno} column {e.colno}") \
            from None
    except RecursionError:
        raise SaveError(path, "not a save: JSON nested too deeply") from None
    except ValueError as e:
        raise SaveError(path, f"not a save: {str(e).splitlines()[0][:100]}") from None
    if not isinstance(doc, dict) or doc.get("kind") not in (SAVE_KIND, *OLD_SAVE_KINDS):
        raise SaveError(path, "not a Horseburg save (JSON, but no \"kind\": "
                              f"\"{SAVE_KIND}\")")
    return doc


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed in a save")


def _check_header(path: pathlib.Path, doc: dict[str, Any], data: GameData) -> None:
    fmt = doc.get("format")
    if fmt != SAVE_FORMAT:
        raise SaveError(path, f"save format version {fmt!r}: this version of the game reads "
                              f"version {SAVE_FORMAT}")
    ident = doc.get("data_identity")
    if data.identity and ident != data.identity:
        theirs = ident[:12] if isinstance(ident, str) else repr(ident)
        raise SaveError(path, f"made with different data files (data identity {theirs}..., "
                              f"these are {data.identity[:12]}...)")


def load_save(path: pathlib.Path | str, data: GameData | None = None) -> LoadedSave:
    """Loads and checks one save file; raises SaveError (one line) if it is refused."""
    p = pathlib.Path(path)
    if data is None:
        from .rules.loader import load_data
        data = load_data()
    doc = _read_doc(p)
    _check_header(p, doc, data)
    try:
        missing = sorted(TOP_KEYS - set(doc))
        if missing:
            raise save_check.ImpossibleState(f"missing {', '.join(missing)}")
        unknown = sorted(set(doc) - TOP_KEYS - OPTIONAL_KEYS)
        if unknown:
            raise save_check.ImpossibleState(f"unknown key {', '.join(map(repr, unknown))}")
        game = save_check.build_game(doc["state"], data)
        save_check.check_events(doc["events"], doc["state"])
        seat_states = save_check.check_seats(doc["seats"], doc["state"])
        if not isinstance(doc["saved_at"], str):
            raise save_check.ImpossibleState("saved_at: not text")
        shown = doc.get("shown")
        if shown is not None and (not isinstance(shown, int) or isinstance(shown, bool)
                                  or not 0 <= shown <= len(doc["events"])):
            raise save_check.ImpossibleState(f"shown: {shown!r} is not a number of events "
                                             f"(0..{len(doc['events'])})")
        meta = doc["meta"]
        label = meta.get("label", "") if isinstance(meta, dict) else ""
        bots: list[Bot | None] = []
        for i, (kind, rng_state, inner) in enumerate(seat_states):
            if kind == HUMAN:
                bots.append(None)
                continue
            bot = make_bot(kind, data, game.state.seed, i)
            bot.rng.setstate(rng_state)  # type: ignore[arg-type]
            have = inner_rngs(bot)
            if set(have) != set(inner):
                raise save_check.ImpossibleState(
                    f"seats[{i}].inner_rngs: {sorted(inner)} but a {kind} bot has "
                    f"{sorted(have)}")
            for path, st in inner.items():
                have[path].setstate(st)
            bots.append(bot)
    except save_check.ImpossibleState as e:
        raise SaveError(p, f"refused: {e}") from None
    except SaveError:
        raise
    except Exception as e:  # noqa: BLE001 - a file from outside must never crash the game
        raise SaveError(p, f"refused: unreadable save ({type(e).__name__}: "
                           f"{str(e).splitlines()[0][:100] if str(e) else ''})") from None
    events = doc["events"]
    return LoadedSave(path=p, game=game, events=events, bots=bots,
                      meta=save_meta(game, events, bots, label if isinstance(label, str) else ""),
                      saved_at=doc["saved_at"], label=label if isinstance(label, str) else "",
                      main_path=p, shown=shown)


def load_with_backup(path: pathlib.Path | str, data: GameData | None = None) -> LoadedSave:
    """Loads ``path``; if it is refused (or missing) and its ``.bak`` loads, returns the
    backup with ``warning`` set to the main file's problem. Raises the main file's
    SaveError if neither loads."""
    p = pathlib.Path(path)
    if data is None:
        from .rules.loader import load_data
        data = load_data()
    try:
        return load_save(p, data)
    except SaveError as main_error:
        bak = backup_path(p)
        if not bak.exists():
            raise
        try:
            loaded = load_save(bak, data)
        except SaveError:
            raise main_error from None
        loaded.warning = f"{main_error}; continuing from the backup {bak.name}"
        loaded.main_path = p
        return loaded


# ---- listing ---------------------------------------------------------------------------

@dataclass
class SaveInfo:
    """One line of the Resume list."""

    path: pathlib.Path  # the file to pass to load_with_backup
    name: str  # the file's stem
    autosave: bool
    saved_at: str = ""
    mtime: float = 0.0
    meta: dict[str, Any] = field(default_factory=dict)  # see save_meta(); {} if unreadable
    error: str = ""  # one line when neither the file nor its backup can be read
    warning: str = ""  # the main file is damaged: meta comes from the backup

    @property
    def ok(self) -> bool:
        return not self.error

    @property
    def over(self) -> bool:
        return bool(self.meta.get("over"))

    def describe(self) -> str:
        """One line for a list: players, variant, round, date."""
        if self.error:
            return f"{self.name}: damaged ({self.error})"
        m = self.meta
        names = ", ".join(str(p.get("name", "?")) for p in m.get("players", []))
        state = "finished" if m.get("over") else f"round {m.get('round')}/{m.get('rounds')}"
        return (f"{names} - {m.get('variant', '?')} game, {state} - "
                f"{self.saved_at[:16].replace('T', ' ')}")


def _info_from(path: pathlib.Path, data: GameData | None) -> tuple[dict, str]:
    doc = _read_doc(path)
    if data is not None:
        _check_header(path, doc, data)
    elif doc.get("format") != SAVE_FORMAT:
        raise SaveError(path, f"save format version {doc.get('format')!r}")
    meta = doc.get("meta")
    if not isinstance(meta, dict) or not isinstance(meta.get("players"), list):
        raise SaveError(path, "refused: meta is missing")
    saved_at = doc.get("saved_at") if isinstance(doc.get("saved_at"), str) else ""
    return meta, saved_at


def read_info(path: pathlib.Path | str, data: GameData | None = None,
              validate: bool = False) -> SaveInfo:
    """Metadata of one save for the Resume list (never raises).

    Reads the JSON and its ``meta``; with ``data`` also checks the format and data files;
    with ``validate`` fully loads it (slower: every check of ``load_save``). Falls back to
    the backup when the main file is damaged (``warning`` says so)."""
    p = pathlib.Path(path)
    info = SaveInfo(path=p, name=p.stem, autosave=p.name.startswith(AUTOSAVE_PREFIX))
    try:
        info.mtime = p.stat().st_mtime
    except OSError:
        pass

    def read(q: pathlib.Path) -> tuple[dict, str]:
        if validate:
            loaded = load_save(q, data)
            return loaded.meta, loaded.saved_at
        return _info_from(q, data)

    try:
        info.meta, info.saved_at = read(p)
    except SaveError as e:
        try:
            info.meta, info.saved_at = read(backup_path(p))
            info.warning = str(e)
        except SaveError:
            info.error = e.problem
    return info


def list_saves(directory: pathlib.Path | str | None = None, data: GameData | None = None,
               validate: bool = False, include_finished: bool = True) -> list[SaveInfo]:
    """Every save in the saves folder (newest first), damaged ones included with ``error``.

    A save whose main file is gone but whose ``.bak`` remains is listed under the main
    name (load it with ``load_with_backup``)."""
    d = pathlib.Path(directory) if directory is not None else saves_dir()
    if not d.is_dir():
        return []
    paths = {q for q in d.glob("*.json") if not q.name.startswith(".")}
    paths |= {q.with_name(q.name[:-len(BACKUP_SUFFIX)]) for q in d.glob("*.json.bak")
              if not q.name.startswith(".")}
    out = [read_info(q, data, validate) for q in paths]
    if not include_finished:
        out = [i for i in out if not i.over]
    out.sort(key=lambda i: (i.saved_at or "", i.mtime), reverse=True)
    return out


def latest_autosave(directory: pathlib.Path | str | None = None,
                    data: GameData | None = None) -> SaveInfo | None:
    """The newest unfinished autosave that can be read, or None ("Continue" button)."""
    for info in list_saves(directory, data):
        if info.autosave and info.ok and not info.over:
            return info
    return None


def prune_autosaves(keep: int = 20, directory: pathlib.Path | str | None = None) -> int:
    """Deletes the oldest finished autosaves beyond ``keep``; returns how many."""
    done = [i for i in list_saves(directory) if i.autosave and i.over]
    for info in done[keep:]:
        delete_save(info.path)
    return max(0, len(done) - keep)


# ---- the story of a game (charts, export) ----------------------------------------------

def game_history(events: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """What the charts need, from the event log alone::

        {"players": [{seat, name, character, bot}],
         "rounds": [1, 2, ...],
         "vp": {seat: [VP after round 1, ...]}, "danari": {seat: [...]},
         "odds": {colour: [odds at the start of round 1, ..., after the last round]},
         "bets": {seat: {"won": n, "lost": n, "staked": D, "paid": D}},
         "rankings": [[colour, ...] per race], "winner": seat | None,
         "standings": game_end standings or []}

    Balances follow the events' ``danari_after``/``vp_after`` fields, else their signed
    ``danari``/``vp`` changes. ``game.chart_series`` draws the final-scores charts.
    """
    events = list(events)
    players: list[dict[str, Any]] = []
    danari: dict[int, int] = {}
    vp: dict[int, int] = {}
    hist: dict[str, Any] = {"players": players, "rounds": [], "vp": {}, "danari": {},
                            "odds": {}, "bets": {}, "rankings": [], "winner": None,
                            "standings": []}
    last_odds: dict[str, int] | None = None
    for ev in events:
        name = ev.get("event")
        seat = ev.get("seat")
        if name == "game_start":
            for p in ev.get("players", []):
                s = p["seat"]
                players.append({k: p.get(k) for k in ("seat", "name", "character", "bot")})
                danari[s], vp[s] = p.get("danari", 0), p.get("vp", 0)
                hist["vp"][s], hist["danari"][s] = [], []
                hist["bets"][s] = {"won": 0, "lost": 0, "staked": 0, "paid": 0}
        elif name == "round_start":
            hist["rounds"].append(ev.get("round"))
            for c, o in ev.get("odds", {}).items():
                hist["odds"].setdefault(c, []).append(o)
        elif name == "odds_update":
            last_odds = dict(ev.get("odds", {}))
        elif name == "ranking":
            hist["rankings"].append(list(ev.get("order", [])))
        elif name == "round_end":
            for s in danari:
                hist["danari"][s].append(danari[s])
                hist["vp"][s].append(vp[s])
        elif name == "game_end":
            hist["winner"] = ev.get("winner")
            hist["standings"] = list(ev.get("standings", []))
        if seat not in danari:
            continue
        if name == "bet":
            hist["bets"][seat]["staked"] += ev.get("stake", 0)
        elif name == "payout" and ev.get("reason") in ("win_bet", "show_bet"):
            hist["bets"][seat]["won"] += 1
            hist["bets"][seat]["paid"] += ev.get("danari", 0)
        elif name == "bet_lost":
            hist["bets"][seat]["lost"] += 1
        # A balance where the event has one, else its signed change (a Stable bought or
        # sold moves VP with "vp" only).
        for what, table in (("danari", danari), ("vp", vp)):
            after, change = ev.get(f"{what}_after"), ev.get(what)
            if isinstance(after, int):
                table[seat] = after
            elif isinstance(change, int) and not isinstance(change, bool):
                table[seat] += change
    # The odds after the last race close each line (one point more than rounds started).
    if last_odds is not None:
        for c, o in last_odds.items():
            if len(hist["odds"].get(c, [])) == len(hist["rounds"]):
                hist["odds"].setdefault(c, []).append(o)
    return hist


def summary_text(events: Sequence[dict[str, Any]], data: GameData | None = None) -> str:
    """A readable account of the game: who bet what, race results, payoffs, standings."""
    events = list(events)
    names: dict[int, str] = {}
    lines: list[str] = []
    card_name = (lambda n: f"{n} {data.action(n).name}") if data is not None else str
    # The Board Game's purchases, loans, auctions, Goals and other money: said as the table's
    # log says them (the full events: the export is the whole record, secrets included).
    words: LogWords | None = None

    def who(seat: Any) -> str:
        return names.get(seat, f"seat {seat}")

    def place(n: int) -> str:
        return f"{n}{'st' if n == 1 else 'nd' if n == 2 else 'rd' if n == 3 else 'th'}"

    for ev in events:
        e = ev.get("event")
        if e == "game_start":
            variant = "Family Game" if ev.get("variant") == "family" else "Board Game"
            lines.append(f"Horse Fever - {variant}, seed {ev.get('seed')}, "
                         f"{ev.get('rounds')} rounds")
            lines.append("Players:")
            for p in ev.get("players", []):
                names[p["seat"]] = p.get("name", f"seat {p['seat']}")
                stables = ", ".join(p.get("stables", [])) or "none"
                kind = p.get("bot") or "human"
                lines.append(f"  {p['name']} ({kind}): {p.get('character')}, "
                             f"{p.get('danari')} D, {p.get('vp')} VP, stable: {stables}")
            if data is not None:
                words = LogWords(data, [names[k] for k in sorted(names)])
        elif e == "round_start":
            odds = ", ".join(f"{c} 1:{o}" for c, o in ev.get("odds", {}).items())
            lines += ["", f"Round {ev.get('round')} (first player {who(ev.get('first_player'))})",
                      f"  Odds: {odds}"]
        elif e == "bet":
            lines.append(f"  {who(ev['seat'])} bets {ev['stake']} D on {ev['horse']} to "
                         f"{ev['kind']} ({ev.get('which')} bet)")
        elif e == "bet_pass":
            why = {"declined": "passes", "no_tokens": "cannot bet (no bet tokens left)",
                   "cannot_cover": "cannot cover the minimum bet"}.get(ev.get("reason"),
                                                                       ev.get("reason"))
            lines.append(f"  {who(ev['seat'])} {why} ({ev.get('which')} bet)")
        elif e == "bet_penalty":
            out = ", eliminated" if ev.get("eliminated") else ""
            lines.append(f"  {who(ev['seat'])} cannot cover the minimum bet: "
                         f"loses {ev.get('vp_lost')} VP{out}")
        elif e == "action_played" and "card" in ev:
            lines.append(f"  {who(ev['seat'])} plays action card {card_name(ev['card'])} "
                         f"on {ev['horse']}")
        elif e == "action_discarded":
            lines.append(f"  card {card_name(ev['card'])} on {ev['horse']} discarded "
                         f"({ev.get('reason')})")
        elif e == "odds_change":
            lines.append(f"  {ev['horse']} odds 1:{ev.get('from')} -> 1:{ev.get('to')} "
                         f"(card {ev.get('cause')})")
        elif e == "photo_finish":
            lines.append(f"  photo finish: {', '.join(ev.get('horses', []))}")
        elif e == "photo_finish_choice":
            lines.append(f"  {who(ev['seat'])} places {ev['horse']} next")
        elif e == "ranking":
            order = ", ".join(f"{i}. {c}" for i, c in enumerate(ev.get("order", []), 1))
            lines.append(f"  Race result: {order}")
        elif e == "payout":
            what = {"win_bet": f"win bet on {ev.get('horse')}",
                    "show_bet": f"show bet on {ev.get('horse')}",
                    "stable_prize": f"stable prize, {ev.get('horse')} "
                                    f"{place(ev.get('place', 0))}"}.get(ev.get("reason"),
                                                                       ev.get("reason"))
            vp = f" +{ev['vp']} VP" if ev.get("vp") else ""
            if ev.get("reason") not in ("win_bet", "show_bet", "stable_prize") \
                    and words is not None:
                lines.append(f"  {words.payout_words(ev)}")
            else:
                lines.append(f"  {who(ev['seat'])} wins {ev.get('danari')} D{vp} ({what})")
        elif e == "bet_lost":
            lines.append(f"  {who(ev['seat'])} loses {ev.get('stake')} D ({ev.get('kind')} "
                         f"bet on {ev.get('horse')}, {place(ev.get('place', 0))})")
        elif e == "eliminated":
            lines.append(f"  {who(ev['seat'])} is out of the game ({ev.get('reason')})")
        elif e in ("odds_update", "tie_break", "bet_refund") and words is not None:
            lines.append(f"  {words.event_line(ev)}")
        elif e == "game_end":
            lines += ["", "Final standings:"]
            for i, st in enumerate(ev.get("standings", []), 1):
                out = " (out)" if st.get("eliminated") else ""
                lines.append(f"  {i}. {st.get('name')}: {st.get('vp')} VP, "
                             f"{st.get('danari')} D{out}")
            lines.append(f"Winner: {who(ev.get('winner'))}")
        elif words is not None and e != "draw":  # (a draw repeats the purchase before it)
            line = words.board_line(ev)
            if line:
                lines.append(f"  {line}")
    hist = game_history(events)
    if not hist["standings"] and hist["players"]:
        lines += ["", "Game in progress. Standings after the last full round:"]
        for p in hist["players"]:
            s = p["seat"]
            v = hist["vp"][s][-1] if hist["vp"][s] else "?"
            d = hist["danari"][s][-1] if hist["danari"][s] else "?"
            lines.append(f"  {p['name']}: {v} VP, {d} D")
    return "\n".join(lines) + "\n"


@dataclass
class ExportPaths:
    log: pathlib.Path  # the full event log, one JSON object per line
    summary: pathlib.Path  # the readable text summary


def export_game(events: Sequence[dict[str, Any]], data: GameData | None = None,
                directory: pathlib.Path | str | None = None,
                stem: str | None = None) -> ExportPaths:
    """Writes ``<stem>.jsonl`` (every event) and ``<stem>.txt`` (the summary) to the
    exports folder beside the saves; returns both paths."""
    d = pathlib.Path(directory) if directory is not None else exports_dir()
    if stem is None:
        start = next((e for e in events if e.get("event") == "game_start"), {})
        stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        stem = f"game-{start.get('variant', 'x')}-{start.get('seed', 'x')}-{stamp}"
    stem = safe_name(stem)
    log = d / f"{stem}.jsonl"
    summary = d / f"{stem}.txt"
    try:
        atomic_write_text(log, "".join(event_line(e) for e in events))
        atomic_write_text(summary, summary_text(events, data))
    except OSError as e:
        raise SaveError(d, f"cannot write the export ({e.strerror or e})") from None
    return ExportPaths(log, summary)


def event_line(ev: dict[str, Any]) -> str:
    """One event as a JSON Lines line (the same form as ``main.py --log``)."""
    return json.dumps(ev, ensure_ascii=False, separators=(",", ":")) + "\n"


# ---- the headless driver ----------------------------------------------------------------

def run_headless_with_saves(args: Any) -> int:
    """``main.py --headless`` with ``--stop-after``/``--save``/``--resume``/``--autosave``.

    * new game: plays seed ``--seed`` (one game), autosaving to ``--autosave FILE`` at every
      decision point if given, stops at the first decision point after ``--stop-after N``
      events and writes ``--save FILE``; ``--log`` gets the events so far;
    * ``--resume FILE``: loads FILE (or its ``.bak`` if FILE is refused), continues with
      the saved bots and RNG states, prints the result line and APPENDS the new events to
      ``--log``; ``--stop-after``/``--save``/``--autosave`` work the same from there.
    Returns the exit code (2 for a refused save or bad arguments).
    """
    from .match import new_bot_game, play_on, result_line
    from .rules.loader import load_or_exit

    data = load_or_exit()
    if getattr(args, "games", 1) != 1:
        print("error: --stop-after, --save, --resume and --autosave play one game "
              "(--games 1)", file=sys.stderr)
        return 2
    if args.stop_after is not None and args.stop_after < 0:
        print("error: --stop-after must be 0 or more", file=sys.stderr)
        return 2
    if args.stop_after is not None and not args.save:
        print("error: --stop-after needs --save FILE", file=sys.stderr)
        return 2
    log_mode = "w"
    if args.resume:
        try:
            loaded = load_with_backup(args.resume, data)
        except SaveError as e:
            print(f"error: {e}", file=sys.stderr)
            return 2
        if loaded.warning:
            print(f"warning: {loaded.warning}", file=sys.stderr)
        humans = [i for i, b in enumerate(loaded.bots) if b is None]
        if humans and not loaded.game.is_over():
            print(f"error: {args.resume}: seat {humans[0]} is a human seat: resume this "
                  "game in the game window", file=sys.stderr)
            return 2
        game, events, bots = loaded.game, loaded.events, loaded.bots
        first_new = len(events)
        log_mode = "a"
    else:
        import random
        if not 2 <= args.players <= 6:
            print(f"error: --players must be 2 to 6, not {args.players}", file=sys.stderr)
            return 2
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**9)
        try:
            game, events, bots = new_bot_game(data, args.players, seed, args.variant,
                                              args.bots.split(","), stars=args.stars == "on",
                                              rounds=args.rounds)
        except ValueError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        first_new = 0
    saver = AutoSaver(args.autosave) if args.autosave else None
    delay = max(0.0, float(getattr(args, "delay", 0) or 0))

    def at_decision(g: Game, evs: list[dict[str, Any]]) -> None:
        if saver is not None:
            saver.save(g, evs, bots)
        if delay and not g.is_over():
            time.sleep(delay)

    try:
        over = play_on(game, bots, events, stop_after=args.stop_after,  # type: ignore[arg-type]
                       on_decision=at_decision)
        if args.save:
            save_game(args.save, game, events, bots)
    except SaveError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    if args.log:
        with open(args.log, log_mode, encoding="utf-8") as f:
            for ev in events[first_new:]:
                f.write(event_line(ev))
    if over:
        print(result_line(game), flush=True)
    else:
        print(f"stopped after {len(events)} events (round {game.state.round}, "
              f"{game.decision().kind} of seat {game.current_player()}): saved to {args.save}",
              flush=True)
    return 0
