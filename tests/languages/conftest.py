"""The language every i18n test starts and ends in: English (a test that switches restores it)."""
from __future__ import annotations

import pytest

from game.services import i18n


@pytest.fixture(autouse=True)
def english_again():
    before = i18n.current_language()
    i18n.set_language("en")
    yield
    i18n.set_language(before)
