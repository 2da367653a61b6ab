"""Whose is what, and the table's aids (issue 37, points 4 and 7): the seats' marks are
never a horse's colour nor a disc, equal scores fan out on the score track, the tipster
turns on and off with T and its button in every kind of game, and the race's played
cards lie face up on the board."""
from __future__ import annotations

import itertools

import pygame
import pytest

from game.ticketgagnant.ui import look as L
from game.ticketgagnant.ui import score_track
from game.ticketgagnant.ui.marks import shape_points
from game.ui.generic import layout as GL
from game.ui.scenes.handover import PassScene

from .helpers import answer, table


def _lab(c: tuple[int, int, int]) -> tuple[float, float, float]:
    """sRGB to CIE L*a*b* (D65)."""
    def lin(v: float) -> float:
        v /= 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = map(lin, c)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116
    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def _delta_e(a, b) -> float:
    return sum((p - q) ** 2 for p, q in zip(_lab(a), _lab(b))) ** 0.5


def test_seat_marks_are_no_horse_colour_and_no_disc():
    marks = [L.seat_mark(s) for s in range(6)]
    shapes = [shape for shape, _ in marks]
    assert len(set(shapes)) == 6 and "circle" not in shapes and "disc" not in shapes
    for _shape, colour in marks:
        for horse, rgb in L.HORSE_RGB.items():
            # 30 CIE76 units: told apart at a glance (2.3 is a just noticeable difference).
            assert _delta_e(colour, rgb) >= 30, (colour, horse)
    for (_, a), (_, b) in itertools.combinations(marks, 2):
        assert _delta_e(a, b) >= 30
    # Each shape really is its own outline: no two have the same number of corners
    # and size, and none is round.
    outlines = {len(shape_points(s, (0, 0), 12)) for s in shapes}
    assert len(outlines) >= 5


@pytest.mark.parametrize("scores", [[0, 0, 0, 0], [5, 5, 5, 5, 5, 5], [3, 4, 3, 4, 0, 30],
                                    [-8, -8, 12, 12]])
def test_equal_and_close_scores_fan_out(scores):
    rect = pygame.Rect(600, 96, 62, 384)
    spots = score_track.marker_spots(rect, scores)
    size = score_track.MARK
    boxes = [pygame.Rect(round(x - size / 2), round(y - size / 2), size, size)
             for x, y, _ in spots]
    for a, b in itertools.combinations(boxes, 2):
        assert not a.colliderect(b.inflate(-1, -1)), (a, b)
    lo, hi = score_track.span(scores)
    for (x, y, at), v in zip(spots, scores):
        assert at == pytest.approx(score_track.value_y(rect, v, lo, hi))
        assert abs(y - at) <= 2 * (size + 1)  # near its own score, a leader line to it


def _drawn(app) -> list:
    app.draw()
    return app.last_ops


def _tipster_shown(app) -> bool:
    return any(op[0] == "text" and op[1] == "Tipster: chance of the podium"
               for op in _drawn(app))


@pytest.mark.parametrize("kinds", [("human", "random"), ("human", "human"),
                                   ("random", "random")],
                         ids=["one-person", "hot-seat", "bots-only"])
def test_the_tipster_turns_on_and_off_in_every_kind_of_game(data, kinds):
    app, scene, d = table(data, *kinds, seed=3)
    s = scene.session
    s.set_speed("normal", "normal")  # time to look while bots think
    for _ in range(400):  # into the race: the tickets filled in, cards played
        if isinstance(app.stack.top, PassScene):
            d.run_until(lambda: app.stack.top.age >= 0.5, steps=20, dt=0.1)
            d.key(pygame.K_RETURN)
        elif scene.frame.panel is not None and scene.frame.panel.ctx.phase.key != "play":
            answer(d, scene)
        elif s.view["phase"] == "play" and app.stack.top is scene:
            break
        else:
            d.step(0.1)
    assert app.stack.top is scene and s.view["phase"] == "play"
    assert not app.settings.tipster and not _tipster_shown(app)
    d.key(pygame.K_t)
    assert app.settings.tipster
    assert d.run_until(lambda: _tipster_shown(app) and any(
        op[0] == "text" and op[1].endswith("%") for op in app.last_ops), steps=100)
    d.key(pygame.K_t)
    assert not app.settings.tipster and not _tipster_shown(app)
    # Its button on the board does the same.
    d.click(L.tipster_button(GL.BOARD).center)
    assert app.settings.tipster and _tipster_shown(app)
    d.click(L.tipster_button(GL.BOARD).center)
    assert not app.settings.tipster and not _tipster_shown(app)


def test_the_played_cards_lie_face_up_on_the_board(data):
    app, scene, d = table(data, "human", "random", "random", seed=6)
    s = scene.session
    for _ in range(3000):
        if len(s.view.get("played", [])) >= 5 and s.view["phase"] == "play":
            break
        if scene.frame.panel is not None:
            answer(d, scene)
        else:
            d.step(0.1)
    pile = s.game.view(None)["played"]
    assert len(pile) >= 5 and pile == s.view["played"]
    ops = _drawn(app)
    assert [op[1] for op in ops if op[0] == "played_card"] == pile
    assert f"Played this race: {len(pile)} cards" in [op[1] for op in ops if op[0] == "text"]
    # Each lies where the board shows it: hovering one names the card.
    from game.ticketgagnant.ui.side import card_spots
    spots = card_spots(L.played_rect(GL.BOARD, 3), len(pile))
    tip = scene.frame.board.tooltip(spots[-1].center, GL.BOARD, s.view)
    assert tip.startswith(("Horse ", "Joker", "Two-colour"))  # (by what it shows, no number)
