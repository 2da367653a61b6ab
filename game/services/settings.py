"""Player settings that stick between runs, and where the game keeps its files.

Settings live in ``settings.json`` in the user's config directory
(``platformdirs.user_config_dir("horseburg")``); saves and exports live in the user's
data directory (``platformdirs.user_data_dir("horseburg")``). The environment variable
``HORSEBURG_HOME`` overrides both (``$HORSEBURG_HOME/config`` and
``$HORSEBURG_HOME/data``) so tests and CI never touch the real home; the program's old
``HORSE_FEVER_HOME`` is still honoured when ``HORSEBURG_HOME`` is not set. The folders of
the old name (``horse-fever``) are moved here once by ``game.services.old_folders``.

Loading never crashes: a missing file gives the defaults, a broken file (not JSON, not an
object, a value of the wrong type or out of range) is repaired with the defaults and a
warning is returned (and logged) for each thing that was wrong. No pygame here.

    settings, warnings = load_settings()
    settings = settings.replace(music_volume=0.3)   # ValueError on a bad value
    save_settings(settings)
"""
from __future__ import annotations

import json
import logging
import math
import os
import pathlib
import sys
import tempfile
from dataclasses import asdict, dataclass, field, fields, replace
from typing import Any

from .i18n import LANGUAGES as _LANGUAGE_NAMES, system_language

APP_NAME = "horseburg"
HOME_ENV = "HORSEBURG_HOME"
# The program was called Horse Fever until it became a table of games: the old variable still
# works, and the old folders are moved to the new ones once (game.services.old_folders).
OLD_APP_NAME = "horse-fever"
OLD_HOME_ENV = "HORSE_FEVER_HOME"
SETTINGS_FILE = "settings.json"

log = logging.getLogger(__name__)

SPEEDS = ("slow", "normal", "fast", "instant")
LANGUAGES = tuple(_LANGUAGE_NAMES)  # "en", "it" (game.services.i18n names each in its own words)
MIN_WINDOW = (800, 600)
MAX_WINDOW = (7680, 4320)


# ---- where the files go ----------------------------------------------------------------

def _fallback_dir(kind: str, app: str = APP_NAME) -> pathlib.Path:
    """The platform's usual place when platformdirs is not installed."""
    home = pathlib.Path.home()
    if sys.platform.startswith("win"):
        base = os.environ.get("LOCALAPPDATA") or os.environ.get("APPDATA") or str(home)
        return pathlib.Path(base) / app
    if sys.platform == "darwin":
        sub = "Preferences" if kind == "config" else "Application Support"
        return home / "Library" / sub / app
    env = "XDG_CONFIG_HOME" if kind == "config" else "XDG_DATA_HOME"
    default = home / (".config" if kind == "config" else ".local/share")
    return pathlib.Path(os.environ.get(env) or default) / app


def platform_dir(kind: str, app: str = APP_NAME) -> pathlib.Path:
    """The user's ``kind`` ("config" or "data") folder of the platform for ``app``."""
    try:
        import platformdirs
    except ImportError:
        return _fallback_dir(kind, app)
    if kind == "config":
        return pathlib.Path(platformdirs.user_config_dir(app))
    return pathlib.Path(platformdirs.user_data_dir(app))


def home_override() -> str | None:
    """The folder that replaces the platform's: ``HORSEBURG_HOME``, else ``HORSE_FEVER_HOME``."""
    return os.environ.get(HOME_ENV) or os.environ.get(OLD_HOME_ENV) or None


def _user_dir(kind: str) -> pathlib.Path:
    override = home_override()
    if override:
        return pathlib.Path(override) / kind
    return platform_dir(kind)


def config_dir() -> pathlib.Path:
    """The user's config directory for the game (not created)."""
    return _user_dir("config")


def data_dir() -> pathlib.Path:
    """The user's data directory for the game: saves and exports go below it (not created)."""
    return _user_dir("data")


def settings_path() -> pathlib.Path:
    """Where the settings file is."""
    return config_dir() / SETTINGS_FILE


def atomic_write_text(path: pathlib.Path, text: str) -> None:
    """Writes ``text`` to ``path`` atomically: a temp file in the same folder, flush, fsync,
    rename over the old file, then fsync the folder. A crash leaves the old or the new file."""
    path = pathlib.Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    fsync_dir(path.parent)


def fsync_dir(directory: pathlib.Path) -> None:
    """Makes a rename in ``directory`` durable (POSIX; a no-op where folders cannot be opened)."""
    if not hasattr(os, "O_DIRECTORY"):
        return
    try:
        fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


# ---- the settings ----------------------------------------------------------------------

@dataclass(frozen=True)
class Settings:
    """Everything the player sets once and expects to find again next time."""

    effects_volume: float = 0.8  # 0.0 .. 1.0
    music_volume: float = 0.5  # 0.0 .. 1.0
    muted: bool = False  # every sound off at once (M), the volumes kept for when it is on again
    animation_speed: str = "normal"  # one of SPEEDS
    bot_speed: str = "normal"  # one of SPEEDS: how long bots "think" before acting
    tipster: bool = False  # the tipster panel (issue 6: off until the player turns it on)
    payout_hints: bool = True  # "pays N:1" hints on the betting screen's bet buttons
    explain_bots: bool = True  # bots' one-line reasons in the game log
    colour_blind: bool = False  # patterns on horses, lanes and tokens
    window_size: tuple[int, int] = (1280, 720)  # the last windowed size
    # True once the player picked a size (a settings chip, or the window's edge dragged): the
    # window then opens at ``window_size``; False lets it open at the size that best fits the
    # screen (game.ui.window). Files written before the flag existed read as False.
    window_chosen: bool = False
    fullscreen: bool = False
    # One of LANGUAGES. A first start (no settings file) takes the system's language if the
    # program speaks it (load_settings); HORSEBURG_LANGUAGE pins it (game.services.i18n.start_language).
    language: str = "en"
    last_setup: dict[str, Any] | None = None  # the new-game screen's last choices (JSON)
    # The game last put on the table (its registry name; "" before the first): the shell
    # speaks that game (the title's "now at the table", F1, the settings it shows).
    last_game: str = ""
    # Room for the UI's own keys without a format change: any JSON object.
    extra: dict[str, Any] = field(default_factory=dict)

    def replace(self, **changes: Any) -> "Settings":
        """Returns a copy with ``changes``; raises ValueError naming a bad value or key."""
        names = {f.name for f in fields(Settings)}
        for key, value in changes.items():
            if key not in names:
                raise ValueError(f"unknown setting {key!r}")
            problem, fixed = _check(key, value)
            if problem:
                raise ValueError(f"setting {key}: {problem}")
            changes[key] = fixed
        return replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        """The settings as plain JSON data."""
        d = asdict(self)
        d["window_size"] = list(self.window_size)
        return d


def _is_number(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _json_like(v: Any, depth: int = 0) -> bool:
    if depth > 20:
        return False
    if v is None or isinstance(v, (bool, str)) or _is_int(v):
        return True
    if isinstance(v, float):
        return math.isfinite(v)
    if isinstance(v, (list, tuple)):
        return all(_json_like(x, depth + 1) for x in v)
    if isinstance(v, dict):
        return all(isinstance(k, str) and _json_like(x, depth + 1) for k, x in v.items())
    return False


def _check(key: str, v: Any) -> tuple[str, Any]:
    """Returns (problem, value): problem is "" when ``v`` is a good value for ``key``."""
    if key in ("effects_volume", "music_volume"):
        if not _is_number(v) or not 0 <= v <= 1:
            return f"{v!r} is not a volume from 0 to 1", None
        return "", float(v)
    if key in ("animation_speed", "bot_speed"):
        if v not in SPEEDS:
            return f"{v!r} is not one of {', '.join(SPEEDS)}", None
        return "", v
    if key in ("tipster", "payout_hints", "explain_bots", "colour_blind", "fullscreen", "muted",
               "window_chosen"):
        if not isinstance(v, bool):
            return f"{v!r} is not true or false", None
        return "", v
    if key == "window_size":
        if (not isinstance(v, (list, tuple)) or len(v) != 2 or not all(_is_int(x) for x in v)
                or not MIN_WINDOW[0] <= v[0] <= MAX_WINDOW[0]
                or not MIN_WINDOW[1] <= v[1] <= MAX_WINDOW[1]):
            return (f"{v!r} is not [width, height] from {MIN_WINDOW[0]}x{MIN_WINDOW[1]} "
                    f"to {MAX_WINDOW[0]}x{MAX_WINDOW[1]}"), None
        return "", (v[0], v[1])
    if key == "language":
        if v not in LANGUAGES:
            return f"{v!r} is not one of {', '.join(LANGUAGES)}", None
        return "", v
    if key == "last_game":
        if not isinstance(v, str) or len(v) > 60 or not all(c.isalnum() or c == "-" for c in v):
            return f"{v!r:.40} is not a game's name", None
        return "", v
    if key == "last_setup":
        if v is not None and (not isinstance(v, dict) or not _json_like(v)):
            return "not a JSON object", None
        return "", v
    if key == "extra":
        if not isinstance(v, dict) or not _json_like(v):
            return "not a JSON object", None
        return "", v
    return f"unknown setting {key!r}", None


def settings_from_json(d: Any) -> tuple[Settings, list[str]]:
    """Builds settings from JSON data, keeping every good value; returns the warnings."""
    if not isinstance(d, dict):
        return Settings(), [f"settings are not a JSON object ({type(d).__name__}): "
                            "using the defaults"]
    warnings: list[str] = []
    names = [f.name for f in fields(Settings)]
    d = _migrate(d)
    kw: dict[str, Any] = {}
    for key in names:
        if key not in d:
            continue
        problem, value = _check(key, d[key])
        if problem:
            warnings.append(f"setting {key}: {problem}: using the default")
        else:
            kw[key] = value
    for key in d:
        if key not in names:
            warnings.append(f"unknown setting {key!r} ignored")
    return Settings(**kw), warnings


def _migrate(d: dict[str, Any]) -> dict[str, Any]:
    """Reads settings files written before ``payout_hints`` existed.

    Those files used ``tipster`` for the betting screen's payout hints; the key now means
    the tipster panel, which starts off. So an old file's ``tipster`` value moves to
    ``payout_hints`` and the panel keeps its default (no warning: nothing was wrong)."""
    if "tipster" in d and "payout_hints" not in d:
        d = dict(d)
        d["payout_hints"] = d.pop("tipster")
    return d


def load_settings(path: pathlib.Path | str | None = None) -> tuple[Settings, list[str]]:
    """Reads the settings; returns them and a list of one-line warnings (never raises).

    A missing file gives the defaults with no warning (the language: the system's, if it
    is one the program speaks). A broken file gives the defaults
    (or its good values) with warnings, and is rewritten in good form, the broken copy
    kept beside it as ``settings.json.broken``.
    """
    p = pathlib.Path(path) if path is not None else settings_path()
    try:
        raw = p.read_bytes()
    except FileNotFoundError:
        return Settings(language=system_language()), []
    except OSError as e:
        w = f"{p}: cannot read the settings ({e.strerror or e}): using the defaults"
        log.warning(w)
        return Settings(), [w]
    try:
        d = json.loads(raw.decode("utf-8"), parse_constant=_no_constant)
    except (UnicodeDecodeError, ValueError, RecursionError) as e:
        settings, warnings = Settings(), [f"{p}: not valid JSON ({_short(e)}): "
                                          "using the defaults"]
    else:
        settings, warnings = settings_from_json(d)
        warnings = [f"{p}: {w}" for w in warnings]
    if warnings:
        for w in warnings:
            log.warning(w)
        try:
            broken = p.with_name(p.name + ".broken")
            broken.write_bytes(raw)
            save_settings(settings, p)
        except OSError as e:
            warnings.append(f"{p}: cannot repair the settings file ({e.strerror or e})")
    return settings, warnings


def save_settings(settings: Settings, path: pathlib.Path | str | None = None) -> pathlib.Path:
    """Writes the settings atomically; returns the file's path."""
    p = pathlib.Path(path) if path is not None else settings_path()
    atomic_write_text(p, json.dumps(settings.to_json(), indent=2, ensure_ascii=False) + "\n")
    return p


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def _short(e: BaseException) -> str:
    return str(e).splitlines()[0][:120] if str(e) else type(e).__name__
