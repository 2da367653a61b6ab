"""The table server on a thread of its own, with its own event loop, inside another program.

The window hosts a table this way (issue 40): ``ServerThread(saves).start()`` returns the
port once the server listens (or raises what stopped it), and ``stop()`` closes every
connection, waits for the saves and ends the thread. The program's own loop (a frame loop)
never waits on the network: it talks to the server as any client does, or hands work to
the server's loop with ``call(coroutine function)``, which is thread-safe.
"""
from __future__ import annotations

import asyncio
import concurrent.futures
import pathlib
import threading
from typing import Any, Awaitable, Callable, Collection

from .server import TableServer

START_TIMEOUT = 30.0


class ServerThread:
    """A ``TableServer`` running on its own thread and event loop."""

    def __init__(self, saves: pathlib.Path | str, log_dir: pathlib.Path | str | None = None,
                 host: str = "127.0.0.1", port: int = 0, server_id: str = "a",
                 log: Callable[[str], None] | None = None,
                 tables: Collection[str] | None = None) -> None:
        # (``tables``: the codes of the saves folder's tables to host again; None: all)
        self.args = (pathlib.Path(saves), pathlib.Path(log_dir) if log_dir else None, server_id, log)
        self.tables = tables
        self.host, self.port = host, port
        self.server: TableServer | None = None
        self.loop: asyncio.AbstractEventLoop | None = None
        self._ready = threading.Event()
        self._stop: asyncio.Event | None = None
        self._failed: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name="horseburg-table-server",
                                        daemon=True)

    def start(self, timeout: float = START_TIMEOUT) -> int:
        """Starts the thread; the port once listening. Raises what stopped the server."""
        self._thread.start()
        if not self._ready.wait(timeout):
            raise TimeoutError(f"the table server did not start within {timeout:g} s")
        if self._failed is not None:
            raise self._failed
        return self.port

    def stop(self, timeout: float = START_TIMEOUT) -> None:
        """Stops the server (connections closed, saves written) and joins the thread."""
        if self.loop is not None and self._stop is not None and self._thread.is_alive():
            self.loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(timeout)

    def call(self, work: Callable[[TableServer], Awaitable[Any]]) -> "concurrent.futures.Future[Any]":
        """Runs ``work(server)`` on the server's loop; a future of its result."""
        assert self.loop is not None and self.server is not None
        return asyncio.run_coroutine_threadsafe(work(self.server), self.loop)

    def _run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        self.loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        try:
            self.server = TableServer(*self.args, tables=self.tables)
            self.port = await self.server.start(self.host, self.port)
        except BaseException as e:  # noqa: BLE001 - handed to start()'s caller
            self._failed = e
            self._ready.set()
            return
        self._ready.set()
        await self._stop.wait()
        await self.server.stop()
