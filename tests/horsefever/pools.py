"""Process pools for the fuzz tests: workers that still end when the pool terminates them."""
from __future__ import annotations

import signal


def default_signals() -> None:
    """Pool worker start: SIGTERM and SIGINT end the worker again.

    A forked worker inherits the parent's handlers; once pygame's audio has started in the
    test process, SDL's SIGTERM handler would swallow the Pool's terminate and hang the run.
    """
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_DFL)
