"""The decision panel's words stay whole and in place (issue 16): a refusal is wrapped,
never cut, and a hover tooltip never covers the hand during keyboard play."""
from __future__ import annotations

import pygame
import pytest

from game.horsefever.bots import make_bot
from game.horsefever.ui.decisions.base import PANEL
from game.horsefever.ui.decisions.bet import BetWidget
from game.ui.painter import Painter
from game.horsefever.actions import from_engine

from .driver import Driver, make_app
from .scenarios import first_player, seats_with_human

SEED, PLAYERS = 5, 3


def second_bet_on_a_backed_horse(data):
    """A window game at the human's second bet, the horse of their Win bet chosen again."""
    seat = first_player(data, PLAYERS, SEED)
    app = make_app(data, seats=seats_with_human(PLAYERS, seat), seed=SEED)
    drv = Driver(app)
    assert drv.run_until(lambda: isinstance(drv.frame.widget, BetWidget))
    w = drv.frame.widget
    backed = next(iter(w.allowed))
    drv.press(f"horse:{backed}")
    drv.press("kind:win")
    drv.press("confirm")
    session = drv.table.session
    helper = make_bot("simple", data, SEED, seat)

    def at_second_bet() -> bool:
        w = drv.frame.widget
        if isinstance(w, BetWidget) and w.ctx.kind == "second_bet":
            return True
        if w is not None and not w.done and session.game.engine.current_player() == seat:
            session.submit(from_engine(helper.choose(session.game.view(seat))))
        return False

    assert drv.run_until(at_second_bet, steps=20000)
    drv.press(f"horse:{backed}")
    return app, drv, backed


def drawn_lines(monkeypatch) -> list[tuple[str, str, pygame.Rect]]:
    """(asked, drawn, rect) of every text drawn: drawn ends in "…" when it was cut."""
    seen: list[tuple[str, str, pygame.Rect]] = []
    fit, text = Painter._fit, Painter.text
    last: list[str] = []

    def spy_fit(self, txt, size, role, max_width):
        out = fit(self, txt, size, role, max_width)
        last[:] = [out[0]]
        return out

    def spy_text(self, txt, *a, **k):
        last[:] = [txt]
        r = text(self, txt, *a, **k)
        seen.append((txt, last[0], r))
        return r
    monkeypatch.setattr(Painter, "_fit", spy_fit)
    monkeypatch.setattr(Painter, "text", spy_text)
    return seen


@pytest.mark.parametrize("extra", ids=["reason", "longer"], argvalues=["", " Pick the other kind, another horse, or pass: nothing "
                                       "is sent until you confirm."])
def test_a_refusal_is_wrapped_whole_inside_the_panel(data, monkeypatch, extra):
    app, drv, backed = second_bet_on_a_backed_horse(data)
    w = drv.frame.widget
    drv.press("kind:win")  # refused: a second bet on the same horse must be the other kind
    assert "must be the other kind" in w.message
    w.message += extra  # a longer reason still fits (three or four lines)
    drv.move((640, 200))  # (the pointer on the Win button shows the reason in a box too)
    seen = drawn_lines(monkeypatch)
    drv.step()
    box = w.line_box()
    mine = [(a, d, r) for a, d, r in seen if box.collidepoint(r.center)]
    assert " ".join(a for a, _d, _r in mine) == w.message, mine  # every line, in order
    assert all(d == a for a, d, _r in mine), "a line was cut with an ellipsis"
    buttons = [b.rect for b in w.buttons()]
    for _a, _d, r in mine:
        assert PANEL.contains(r)
        assert not any(r.inflate(-2, -4).colliderect(b) for b in buttons), (r, buttons)


def test_keys_put_the_hover_tips_away_until_the_mouse_moves(data, monkeypatch):
    # A tip stayed where the pointer rested, over the hand's card text, while the player
    # used the keyboard. Now a key puts every hover tip away; moving the mouse brings it back.
    from game.horsefever.ui import table_layout as L
    from game.horsefever.ui import table_frame as table_scene

    seat = first_player(data, PLAYERS, SEED)
    app = make_app(data, seats=seats_with_human(PLAYERS, seat), seed=SEED)
    drv = Driver(app)
    assert drv.run_until(lambda: isinstance(drv.frame.widget, BetWidget))
    tips: list[str] = []
    real = table_scene.draw_tip
    monkeypatch.setattr(table_scene, "draw_tip", lambda p, text, *a, **k: (tips.append(text),
                                                                            real(p, text, *a, **k)))
    # A button's tip (the confirm button says what is missing).
    drv.move(drv.button("confirm").rect.center)
    tips.clear()
    drv.step()
    assert tips, "the hovered button shows its tip"
    drv.key(pygame.K_1)  # keyboard play: horse 1
    tips.clear()
    drv.step()
    assert not tips
    # A hand card's tooltip (pygame_gui), after the hover delay.
    hand = drv.table.session.private().hand
    assert hand
    drv.move(L.hand_card_rect(0, len(hand)).center)
    for _ in range(10):
        drv.step(0.1)
    assert drv.frame.gui.tooltip is not None
    drv.key(pygame.K_w)
    drv.step(0.1)
    assert drv.frame.gui.tooltip is None
    for _ in range(10):
        drv.step(0.1)
    assert drv.frame.gui.tooltip is None, "the tip stays away while the mouse rests"
    drv.move(L.hand_card_rect(0, len(hand)).center)
    for _ in range(10):
        drv.step(0.1)
    assert drv.frame.gui.tooltip is not None
