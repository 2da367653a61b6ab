"""The race's banners ("And they're off!", the winner) never show an empty band (issue 16)."""
from __future__ import annotations

import pygame
import pytest

from game.ui.assets import Assets
from game.ui.painter import Painter
from game.horsefever.ui.race.clips import Banner
from game.ui.plugin import SeatChoice
from game.ui.viewport import Viewport
from .hf_session import hf_session


@pytest.fixture
def painter():
    pygame.init()
    screen = pygame.display.set_mode((1280, 720))
    return Painter(screen, Viewport((1280, 720), 1.0, 0, 0), Assets())


def banner_frame(painter, monkeypatch, banner, show) -> tuple[int, list[str]]:
    """(filled shapes, texts) one frame of ``banner`` draws."""
    shapes = []
    real = Painter.rect
    monkeypatch.setattr(Painter, "rect", lambda self, *a, **k: (shapes.append(a), real(self, *a, **k)))
    painter.ops = []
    banner.draw(painter, show)
    monkeypatch.setattr(Painter, "rect", real)
    return len(shapes), painter.texts()


@pytest.mark.parametrize("dt", [1 / 144, 1 / 60, 1 / 30, 0.1])
def test_a_banner_has_its_words_on_every_frame_it_shows(painter, monkeypatch, dt):
    b = Banner("And they're off!", "Round 1 · Horseburg, 1928", 1.3)
    show = type("S", (), {"effects": [], "sfx": lambda *a: None})()
    frames = 0
    while not b.done:
        shapes, texts = banner_frame(painter, monkeypatch, b, show)
        if shapes:
            frames += 1
            assert "And they're off!" in texts and "Round 1 · Horseburg, 1928" in texts, b.t
        b.update(dt, show)
    assert frames >= 1.3 / dt - 2


def test_the_race_start_banner_has_words_on_its_first_frame(data, painter, monkeypatch):
    # A real race at 60 frames a second: the first frame that draws the band draws the words.
    s = hf_session([SeatChoice(f"Bot {i}", "simple") for i in range(3)], "family", 3, rounds=3,
                speed="instant", anim_speed="normal")
    firsts = []
    seen: set[int] = set()
    for _ in range(100000):
        if s.stop is not None or s.finished():
            break
        s.update(1 / 60)
        head = s.stage.show.track[0] if s.stage.show.track else None
        if isinstance(head, Banner) and id(head) not in seen:
            shapes, texts = banner_frame(painter, monkeypatch, head, s.stage.show)
            if shapes:
                seen.add(id(head))
                firsts.append((head.title, head.title in texts))
    assert firsts and firsts[0][0] == "And they're off!"
    assert all(ok for _t, ok in firsts), firsts
