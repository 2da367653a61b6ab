"""Helpers of the network tests: a server and its clients as real processes on 127.0.0.1,
an in-process server on the test's event loop, and the same game played locally.

Every process is started on 127.0.0.1 (never ``localhost``) on a port it picks itself
(``--port 0``, read back from its first line), waited for with a deadline, and stopped by
the test that started it (``Procs``).
"""
from __future__ import annotations

import asyncio
import contextlib
import json
import os
import pathlib
import select
import signal
import subprocess
import sys
import time
from typing import Any, AsyncIterator, Sequence

from game.core.registry import GameInfo

REPO = pathlib.Path(__file__).resolve().parents[2]
HOST = "127.0.0.1"


def env(home: pathlib.Path) -> dict[str, str]:
    """A child's environment: its own home folder, English, no proxy of ours."""
    out = dict(os.environ)
    out.update(HORSEBURG_HOME=str(home), HORSEBURG_LANGUAGE="en", PYTHONUNBUFFERED="1")
    return out


class Procs:
    """The processes a test started; ``stop_all`` ends every one still running."""

    def __init__(self, home: pathlib.Path) -> None:
        self.home = home
        self.procs: list[subprocess.Popen[str]] = []

    def start(self, *args: str, stderr: Any = subprocess.PIPE) -> subprocess.Popen[str]:
        p = subprocess.Popen([sys.executable, str(REPO / "main.py"), *args], cwd=REPO,
                             env=env(self.home), stdout=subprocess.PIPE, stderr=stderr,
                             text=True)
        self.procs.append(p)
        return p

    def server(self, saves: pathlib.Path, logs: pathlib.Path, port: int = 0,
               timeout: float = 30.0) -> tuple[subprocess.Popen[str], int, str]:
        """``main.py --serve`` on 127.0.0.1; (the process, its port, its URL). Its standard error
        goes to ``logs``/stderr.txt (a pipe nobody reads could fill and stop it)."""
        logs.mkdir(parents=True, exist_ok=True)
        with open(logs / "stderr.txt", "a", encoding="utf-8") as err:
            p = self.start("--serve", "--host", HOST, "--port", str(port), "--saves",
                           str(saves), "--log-dir", str(logs), stderr=err)
        line = read_line(p, timeout)
        assert f"ws://{HOST}:" in line, line + (logs / "stderr.txt").read_text()
        port = int(line.split(f"ws://{HOST}:")[1].split()[0])
        return p, port, f"ws://{HOST}:{port}"

    def stop_all(self) -> None:
        for p in self.procs:
            if p.poll() is None:
                p.send_signal(signal.SIGTERM)
        deadline = time.monotonic() + 10
        for p in self.procs:
            try:
                p.wait(max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait(5)
            for f in (p.stdout, p.stderr):
                if f is not None:
                    f.close()


def read_line(p: subprocess.Popen[str], timeout: float) -> str:
    """The next line of a child's output, waiting at most ``timeout`` seconds."""
    assert p.stdout is not None
    ready, _, _ = select.select([p.stdout], [], [], timeout)
    assert ready, f"no output within {timeout} s"
    return p.stdout.readline()


def wait_all(procs: Sequence[subprocess.Popen[str]], timeout: float) -> list[str]:
    """Waits for the processes (deadline ``timeout``); their standard outputs."""
    deadline = time.monotonic() + timeout
    outs = []
    for p in procs:
        out, err = p.communicate(timeout=max(0.1, deadline - time.monotonic()))
        assert p.returncode == 0, f"exit {p.returncode}: {out[-800:]} {err[-1500:]}"
        outs.append(out)
    return outs


def wait_lines(path: pathlib.Path, count: int, timeout: float) -> int:
    """Waits until ``path`` has at least ``count`` lines; how many it has."""
    deadline = time.monotonic() + timeout
    n = 0
    while time.monotonic() < deadline:
        n = path.read_bytes().count(b"\n") if path.exists() else 0
        if n >= count:
            return n
        time.sleep(0.02)
    raise AssertionError(f"{path.name}: {n} lines after {timeout} s, waiting for {count}")


def read_jsonl(path: pathlib.Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def local_game(info: GameInfo, options: dict[str, Any], seed: int, names: list[str],
               record: list[str], bots: list[Any]) -> tuple[list[dict[str, Any]],
                                                          list[list[dict[str, Any]]]]:
    """The same game played in this process: (every event, each seat's redacted events,
    redacted as the server does: as each action's events come)."""
    game, events = info.new_game(info.setup(options), seed, names, bots=record)
    events = list(events)
    seats = range(len(names))
    red = [[game.redact(e, s) for e in events] for s in seats]
    while (d := game.decision()) is not None:
        new = game.apply(bots[d.seat].choose(game.view(d.seat)))
        events += new
        for s in seats:
            red[s] += [game.redact(e, s) for e in new]
    return events, red


def create(url: str, name: str, seats: list[str], seed: int) -> str:
    """A new table (``players`` as many as ``seats``) made by a client of this process; its code."""
    from game.net.client import Client

    async def go() -> str:
        client = await Client.open(url)
        try:
            return (await client.request("create", game=name, options={"players": len(seats)},
                                         seats=seats, seed=seed))["code"]
        finally:
            await client.close()
    return asyncio.run(asyncio.wait_for(go(), 30))


def join(procs: Procs, url: str, code: str, kind: str, files: pathlib.Path,
         seat: int | None = None, delay: float = 0.0) -> subprocess.Popen[str]:
    """A bot client process playing a seat of ``code``, its log and state files named
    ``files`` + ``.jsonl`` / ``.state``."""
    return procs.start("--connect", url, "--join", code, "--bots", kind, "--delay", str(delay),
                       "--log", f"{files}.jsonl", "--state", f"{files}.state",
                       *(["--seat", str(seat)] if seat is not None else []))


def tokens_written_nowhere(tokens: list[str], *folders: pathlib.Path) -> None:
    """No token in any file of ``folders`` (logs, saves, keys files)."""
    for folder in folders:
        for path in folder.rglob("*"):
            if path.is_file():
                data = path.read_bytes()
                for t in tokens:
                    assert t.encode() not in data, f"a token in {path.name}"


@contextlib.asynccontextmanager
async def served(saves: pathlib.Path, **kw: Any) -> AsyncIterator[tuple[Any, str]]:
    """A TableServer on this event loop, on 127.0.0.1; (the server, its URL)."""
    from game.net.server import TableServer

    lines: list[str] = []
    server = TableServer(saves, log=lines.append, **kw)
    server.log_lines = lines  # type: ignore[attr-defined]
    port = await server.start(HOST, 0)
    try:
        yield server, f"ws://{HOST}:{port}"
    finally:
        await asyncio.wait_for(server.stop(), 20)
