"""Headless set-up for the window tests: dummy video and audio, a private home folder.

SDL reads the driver variables when pygame initialises, so they are set here, before any
test module imports pygame. Every test gets its own ``HORSEBURG_HOME`` so settings and
autosaves never touch the real user folders (and never leak from one test to the next).
"""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402

from game.horsefever.rules.loader import load_data  # noqa: E402

from .driver import Driver, make_app  # noqa: E402,F401


class DiscoveryUnderTests(BaseException):
    """Service discovery (zeroconf) was started by a test: it never may be."""


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    home = tmp_path / "hf-home"
    monkeypatch.setenv("HORSEBURG_HOME", str(home))
    # A table a test's window hosts listens on this computer only, and no test looks for
    # tables on the network: service discovery never starts under the tests.
    monkeypatch.setenv("HORSEBURG_HOST_ON", "127.0.0.1")
    import zeroconf

    def no_discovery(*args, **kw):  # (a BaseException: the code's own guards let it through)
        raise DiscoveryUnderTests("service discovery started under the tests")
    monkeypatch.setattr(zeroconf, "Zeroconf", no_discovery)
    monkeypatch.delenv("HORSE_FEVER_HOME", raising=False)  # the old name must not leak in
    return home


@pytest.fixture(autouse=True)
def same_language():
    """A test that switches the language (the monkeys click Settings' language chips) leaves
    it as it found it: the next test's texts are compared in English."""
    from game.services import i18n
    lang = i18n.current_language()
    yield
    i18n.set_language(lang)


@pytest.fixture(scope="session")
def data():
    return load_data()


def pytest_configure(config):
    # pygame_gui warns each time it loads a font size on the fly (HTML text sizes); that is
    # expected here and only noise in the test report.
    config.addinivalue_line("filterwarnings", "ignore:Finding font with id:UserWarning")
