"""``python -m game``: the same as the ``horseburg`` command (``game/command_line/main.py``)."""
from __future__ import annotations

import sys

from game.command_line.main import main

if __name__ == "__main__":
    sys.exit(main())
