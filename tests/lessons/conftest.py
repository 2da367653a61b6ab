"""The lessons' tests run headless like the window's (``tests/ui/conftest.py``: dummy video
and audio, a private home folder each, the language put back)."""
from __future__ import annotations

from tests.ui.conftest import data, private_home, same_language  # noqa: F401
