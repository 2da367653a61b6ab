"""Horseburg from the source tree: ``python main.py [options]`` (what ``make play`` runs).

The command line itself is ``game/command_line/main.py``; installed, the same ``main()`` is the
``horseburg`` command and ``python -m game``.
"""
from __future__ import annotations

import sys

from game.command_line.main import main, parse_args, run_headless  # noqa: F401  (tests import them from here)

if __name__ == "__main__":
    sys.exit(main())
