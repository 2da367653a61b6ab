"""Every key of every data file of every game, broken: one line, or a game that ends.

For each registered game, each file it reads (``GameInfo.data_files``) is broken in a copy
of ``data/`` (``$HORSEBURG_DATA``), one way at a time:

* every key (in an array, the first, the last and one seeded item) set to 0, -1, 10**9,
  2**63 and a text, and deleted; every array emptied; a number refused for its range is
  also tried at the two ends of that range (the ranges are declared so that any value
  inside them gives a game that ends);
* a syntax error, and bytes that are not UTF-8.

Then the game is asked for its rules (``GameInfo.load_rules``, as its first use does). A
refusal is one line, ``data/<file>: <key>: <what is wrong>``, naming a file of the game.
A file that loads plays a whole game through the core match driver (random bots, every
seat, its largest table and every optional rule on) that ends within ``DECISIONS``
decisions and ``CPU_PER_GAME`` CPU seconds (a rule that loops inside one move is caught
by a CPU timer, not waited for). A handful of the same go through the command line: exit
code 2, the one line on stderr, no traceback.
"""
from __future__ import annotations

import contextlib
import os
import pathlib
import random
import shutil
import signal
import subprocess
import sys
import tomllib
from typing import Any, Callable, Iterator

import pytest

from game.core import registry
from game.core.data_schema import DataError
from game.core.match import new_match
from game.core.registry import GameInfo
from game.catalogue import registered_games
from game.services.resources import DATA_ENV, bundled_dir

from .data_edit import Path, dotted as shown, dump, get
from .setups import richest

REPO = pathlib.Path(__file__).resolve().parents[2]
BUNDLED = bundled_dir("data")  # (the files as shipped, whatever $HORSEBURG_DATA says)
GAMES = registered_games()
DECISIONS = 20_000  # a game of the real data takes a few hundred at most
CPU_PER_GAME = 10.0  # seconds: a rule looping inside one move is caught here
EXTREMES: tuple[Any, ...] = (0, -1, 10**9, 2**63, "text")


def sampled(n: int, rng: random.Random) -> list[int]:
    """The first, the last and one seeded item of an array of ``n``."""
    return sorted({0, n - 1, rng.randrange(n)}) if n else []


def keys(node: Any, rng: random.Random, path: Path = ()) -> Iterator[tuple[Path, Any]]:
    """Every key path under ``node`` (arrays sampled) with its value, parents first."""
    if path:
        yield path, node
    if isinstance(node, dict):
        for k, v in node.items():
            yield from keys(v, rng, path + (k,))
    elif isinstance(node, list):
        for i in sampled(len(node), rng):
            yield from keys(node[i], rng, path + (i,))


# A way of breaking a parsed file: (what it does, in words; the change, on a deep copy).
Break = tuple[str, Callable[[dict[str, Any]], None]]


def _set(path: Path, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(doc: dict[str, Any]) -> None:
        get(doc, path[:-1])[path[-1]] = value
    return change


def _delete(path: Path) -> Callable[[dict[str, Any]], None]:
    def change(doc: dict[str, Any]) -> None:
        del get(doc, path[:-1])[path[-1]]
    return change


def breaks(doc: dict[str, Any], rng: random.Random) -> Iterator[tuple[Path, Break]]:
    """Every way this test breaks one parsed file (module docstring), by key path."""
    for path, value in keys(doc, rng):
        if isinstance(value, (dict, list)):
            if isinstance(value, list) and value:
                yield path, ("emptied", _set(path, []))
        else:
            for bad in EXTREMES:
                if bad != value or type(bad) is not type(value):
                    yield path, (f"= {bad!r}", _set(path, bad))
        yield path, ("deleted", _delete(path))


class Overrun(Exception):
    """A game went past its CPU time."""


@contextlib.contextmanager
def cpu_limit(seconds: float) -> Iterator[None]:
    """Raises Overrun inside the block once it has used ``seconds`` of CPU time."""
    def expired(signum: int, frame: Any) -> None:
        raise Overrun(f"still running after {seconds} CPU s")
    old = signal.signal(signal.SIGVTALRM, expired)
    signal.setitimer(signal.ITIMER_VIRTUAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_VIRTUAL, 0)
        signal.signal(signal.SIGVTALRM, old)


def play_bounded(info: GameInfo, seed: int) -> int:
    """A whole game of random bots (each seat its kind, else the game's first); returns
    its decisions. Fails past DECISIONS or CPU_PER_GAME."""
    kind = "random" if "random" in info.bot_kinds else info.bot_kinds[0]
    with cpu_limit(CPU_PER_GAME):
        match = new_match(info, richest(info), seed, [kind])
        game = match.game
        for n in range(DECISIONS):
            d = game.decision()
            if d is None:
                assert game.is_over() and game.standings()
                return n
            game.apply(match.bots[d.seat].choose(game.view(d.seat)))
    raise AssertionError(f"no end after {DECISIONS} decisions")


def refusal(info: GameInfo) -> DataError | None:
    """The game's data refused at its first use (one line), or None if it loads."""
    registry.forget_rules(info.name)
    try:
        info.load_rules()
    except DataError as e:
        return e
    return None


def one_line(info: GameInfo, error: DataError) -> str:
    """Why ``error`` is not the one line it should be ("" if it is)."""
    text = str(error)
    if "\n" in text or not any(text.startswith(f"data/{f}") for f in info.data_files):
        return f"not one line naming a file of {info.name}: {text!r}"
    return ""


class Folders:
    """Copies of ``data/``, each with one file replaced, one at a time: each a new folder,
    so the games' caches (by folder) read it afresh; it is what every game reads
    ($HORSEBURG_DATA) until the next one."""

    def __init__(self, base: pathlib.Path, monkeypatch: pytest.MonkeyPatch) -> None:
        self.base, self.monkeypatch, self.count = base, monkeypatch, 0
        self.current: pathlib.Path | None = None

    def use(self, name: str, content: bytes) -> pathlib.Path:
        """A new folder where ``name`` holds ``content`` (the other files as bundled)."""
        if self.current is not None:
            shutil.rmtree(self.current)
        self.count += 1
        folder = self.current = self.base / f"data{self.count}"
        folder.mkdir()
        for f in BUNDLED.iterdir():
            if f.suffix == ".toml" and f.name != name:
                (folder / f.name).symlink_to(f)
        (folder / name).write_bytes(content)
        self.monkeypatch.setenv(DATA_ENV, str(folder))
        return folder


@pytest.fixture
def folders(tmp_path: pathlib.Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Folders]:
    yield Folders(tmp_path, monkeypatch)
    monkeypatch.delenv(DATA_ENV)
    registry.forget_rules()


def test_the_toml_writer_round_trips() -> None:
    for info in GAMES:
        for name in info.data_files:
            doc = tomllib.loads((BUNDLED / name).read_text(encoding="utf-8"))
            assert tomllib.loads(dump(doc)) == doc, name


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.name)
def test_every_key_broken_is_one_line_or_a_game_that_ends(info: GameInfo,
                                                          folders: Folders) -> None:
    rng = random.Random(f"data-files:{info.name}")
    problems: list[str] = []
    refused = played = 0
    ranged: set[Path] = set()  # (keys whose range's ends are tried)
    for name in info.data_files:
        text = (BUNDLED / name).read_text(encoding="utf-8")
        tried: list[tuple[Path, Break]] = list(breaks(tomllib.loads(text), rng))
        ranged.clear()
        for k, (where, (how, change)) in enumerate(tried):
            doc = tomllib.loads(text)
            change(doc)
            folders.use(name, dump(doc).encode())
            what = f"{name} {shown(where)} {how}"
            error = refusal(info)
            if error is not None:
                refused += 1
                problems.append(one_line(info, error) and f"{what}: " + one_line(info, error))
                low, high = error.params.get("low"), error.params.get("high")
                if type(low) is int and type(high) is int and error.key == shown(where) \
                        and where not in ranged:
                    # (a range refused: its two ends give games that end)
                    ranged.add(where)
                    tried += [(where, (f"= {low} (the range's low)", _set(where, low))),
                              (where, (f"= {high} (the range's high)", _set(where, high)))]
                continue
            try:
                play_bounded(info, seed=k)
                played += 1
            except Exception as e:  # noqa: BLE001 - every failure is reported, not one
                problems.append(f"{what}: the game broke: {type(e).__name__}: {e}"[:300])
        for how, raw in (("a syntax error", ("[unclosed\n" + text).encode()),
                         ("not UTF-8", b"\xff\xfe" + text.encode())):
            folders.use(name, raw)
            error = refusal(info)
            problems.append(f"{name}: {how} loaded" if error is None else
                            one_line(info, error) and f"{name} {how}: " + one_line(info, error))
    problems = [p for p in problems if p]
    assert not problems, (f"{len(problems)} problems ({refused} refused, {played} played):\n"
                          + "\n".join(problems[:40]))
    assert refused and played  # (both outcomes were met)


def test_the_command_line_answers_a_broken_file_in_one_line(folders: Folders) -> None:
    """A handful through the program: exit code 2, ``error: <the line>``, no traceback."""
    for k, info in enumerate(GAMES):
        name = info.data_files[-1]
        doc = tomllib.loads((BUNDLED / name).read_text(encoding="utf-8"))
        where, (how, change) = next(b for b in breaks(doc, random.Random(k))
                                    if b[1][0] == f"= {2**63!r}")
        change(doc)
        folder = folders.use(name, dump(doc).encode())
        expected = str(refusal(info))
        env = {**os.environ, "HORSEBURG_HOME": str(folder.parent / "home"),
               "HORSEBURG_LANGUAGE": "en"}
        command = (["--headless", "--game", info.name], ["--game", info.name, "--help-options"],
                   ["--tournament", "--game", info.name, "--seats", "random"],
                   ["-m", "game.command_line.bench", "--game", info.name, "--seconds", "0.1"])[k % 4]
        argv = command if command[0] == "-m" else [str(REPO / "main.py"), *command]
        out = subprocess.run([sys.executable, *argv], cwd=REPO, env=env, capture_output=True,
                             text=True, timeout=120)
        run = (info.name, shown(where), how, out.returncode, out.stderr.strip())
        assert out.returncode == 2 and "Traceback" not in out.stderr, run
        assert out.stderr.strip().splitlines()[-1] == f"error: {expected}", run
