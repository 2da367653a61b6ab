"""The network package knows no game and imports no pygame: read from its syntax trees,
and checked in a real process that serves a table and plays it (``sys.modules``).

It may import the core (the contract, the registry), the registry's list of games
(``game.catalogue``, which registers them), the save files it writes and the one save reader
(``game.saves.document.read_save``), the settings, the language functions, websockets and the standard library; nothing of a game's package,
of the window (``game.ui``) or of pygame/pymunk.
"""
from __future__ import annotations

import ast
import pathlib
import subprocess
import sys
import textwrap

from .netutil import REPO, env

NET = REPO / "game" / "net"
ALLOWED_GAME = ("game.core", "game.net", "game.catalogue", "game.saves.files", "game.saves.document",
                "game.services.settings", "game.services.i18n")
FORBIDDEN_TOP = ("pygame", "pymunk", "pygame_gui")


def _imports(path: pathlib.Path) -> list[str]:
    """Every module a file of game/net imports, as absolute dotted names."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            out += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = ["game", "net"][:3 - node.level] if node.level else []
            mod = ".".join(base + ([node.module] if node.module else []))
            out += [f"{mod}.{alias.name}" if not node.module else mod for alias in node.names]
    return out


def test_the_network_package_imports_no_game_and_no_pygame() -> None:
    files = sorted(NET.glob("*.py"))
    assert len(files) >= 10
    bad = []
    for path in files:
        for mod in _imports(path):
            top = mod.split(".")
            if top[0] in FORBIDDEN_TOP:
                bad.append(f"{path.name} imports {mod}")
            elif top[0] == "game" and not mod.startswith(ALLOWED_GAME) and mod != "game":
                bad.append(f"{path.name} imports {mod}")
    assert bad == []


def test_serving_and_playing_a_table_loads_no_pygame(tmp_path: pathlib.Path) -> None:
    script = textwrap.dedent(f"""
        import asyncio, sys
        import game.command_line.main, game.net.cli, game.net.bench
        from game.net.thread import ServerThread
        from game.net.client import Client
        from game.net.botclient import play_seat
        thread = ServerThread({str(tmp_path / 'saves')!r})
        port = thread.start()
        async def play():
            c = await Client.open(f"ws://127.0.0.1:{{port}}")
            code = (await c.request("create", game="bettor-horse", seats=["remote", "random"],
                                    seed=3))["code"]
            await c.close()
            return await play_seat(f"ws://127.0.0.1:{{port}}", code, "random", say=lambda s: None)
        assert asyncio.run(asyncio.wait_for(play(), 60)) == 0
        thread.stop()
        print(sorted(m for m in sys.modules if m.split(".")[0] in {FORBIDDEN_TOP!r}))
    """)
    out = subprocess.run([sys.executable, "-c", script], cwd=REPO, env=env(tmp_path),
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip() == "[]"
