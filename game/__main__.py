"""``python -m game``: the same as the ``horseburg`` command (``game/cli.py``)."""
from __future__ import annotations

import sys

from game.cli import main

if __name__ == "__main__":
    sys.exit(main())
