"""The language switches live in the middle of a game (Settings), is kept in the settings
file, is spoken again at the next start, and a game saved in one language resumes in the
other (saves hold codes and numbers, never words)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.services import i18n  # noqa: E402
from game.horsefever.rules.loader import load_data  # noqa: E402
from game.services.settings import load_settings  # noqa: E402


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HORSEBURG_HOME", str(tmp_path / "home"))
    monkeypatch.delenv(i18n.LANGUAGE_ENV, raising=False)  # the settings file decides here
    monkeypatch.setenv("LANG", "en_GB.UTF-8")  # a first start's language: the system's
    yield tmp_path / "home"
    i18n.set_language("en")


@pytest.fixture(scope="module")
def data():
    return load_data()


def _texts(app) -> str:
    return " | ".join(op[1] for op in app.last_ops if op[0] == "text")


def _choose(drv, code: str) -> None:
    """Esc -> Settings -> the language chip -> Done, from the table's pass screen."""
    drv.key(pygame.K_ESCAPE)
    drv.press("settings")
    drv.press(f"language:{code}")
    drv.press("back")  # back on the pause menu: already in the new language
    drv.step()


def test_switching_language_mid_game_and_resuming_in_the_other(home, data):
    from game.ui.plugin import SeatChoice
    from tests.ui.driver import Driver, make_app
    app = make_app(data, seats=[SeatChoice("Ada"), SeatChoice("Bruno")], seed=2, autosave=True)
    drv = Driver(app)
    assert drv.run_until(lambda: drv.top.name == "pass")
    drv.step()
    assert "Pass the screen to" in _texts(app)

    _choose(drv, "it")
    assert i18n.current_language() == "it" and load_settings()[0].language == "it"
    assert "Riprendi" in _texts(app) and "Resume" not in _texts(app)  # the pause menu, next frame
    drv.press("resume")
    drv.step()
    assert "Passa lo schermo a" in _texts(app) and "turno 1 di" in _texts(app)

    _choose(drv, "en")
    drv.press("resume")
    drv.step()
    assert "Pass the screen to" in _texts(app) and "round 1 of" in _texts(app)

    _choose(drv, "it")
    drv.press("title")  # saved (autosave), back to the title in Italian
    drv.step()
    assert "Nuova partita" in _texts(app)
    app.quit(0)

    # The next start speaks the saved language; the game saved while Italian was spoken
    # resumes in English once English is chosen.
    app2 = make_app(data)
    drv2 = Driver(app2)
    drv2.step()
    assert i18n.current_language() == "it" and "Continua" in _texts(app2)
    drv2.press("settings")
    drv2.press("language:en")
    drv2.press("back")
    drv2.step()
    assert "Continue" in _texts(app2)
    drv2.press("continue")
    assert drv2.run_until(lambda: drv2.top.name == "pass")
    drv2.step()
    assert "Pass the screen to" in _texts(app2) and "round 1 of" in _texts(app2)
