"""Choices with a reason (issue 37, point 6): a two-colour card says why one of its
horses is not offered, the setup's buttons and the hand shown while predicting explain
themselves, and squares have one name (the board's) on buttons and in the confirmation."""
from __future__ import annotations

from game.ticketgagnant.actions import PlayCard
from game.ticketgagnant.ui import PRESENTATION
from game.ticketgagnant.ui.play_panel import PlayPanel
from game.ticketgagnant.words import square_words
from game.ui.generic import layout as GL
from game.ui.generic.panels import PanelContext
from game.ui.painter import Painter
from game.ui.app import App, AppConfig

from tests.ticketgagnant.helpers import card, table as scenario
from .helpers import button, table


def _panel(g) -> PlayPanel:
    chosen: list = []
    ctx = PanelContext(seat=0, name="Ada", phase=g.info.phases["play"] if hasattr(g, "info")
                       else PRESENTATION.info.phases["play"], prompt="", view=g.view(0),
                       legal=list(g.legal_actions()), words=str,
                       choose=lambda a: chosen.append(a) or "", pending=lambda: None)
    return PlayPanel(ctx)


def test_a_two_colour_card_says_why_a_horse_is_not_offered(data):
    # Horse 8 is past the dotted line: every square beside horse 7 (back in column 1)
    # would take it backward. Horse 7 can still go next to horse 8.
    pair = card("pair", pair=(7, 8))
    g = scenario({8: (10, 8), 7: (1, 7)}, [pair])
    panel = _panel(g)
    panel.pick_card(pair)
    assert panel.stage() == "horse"
    horses = {b.key: b for b in panel.buttons(GL.PANEL) if b.key.startswith("horse:")}
    assert horses["horse:7"].enabled and not horses["horse:8"].enabled
    why = horses["horse:8"].reason
    assert why.startswith("Horse 8 cannot go next to horse 7: ")
    assert "past the dotted line cannot go back" in why
    # Said on the panel too, not only on hover; and on the horse's square on the board.
    app = App(AppConfig(speed="instant", autosave=False), data=data)
    p = Painter(app.screen, app.viewport, app.assets)
    panel.draw(p, GL.PANEL, None, None)
    assert any("Horse 8 cannot go next to horse 7" in t for t in p.texts())
    assert panel.marks()["greyed"][(10, 8)] == why


def test_setup_buttons_and_the_hand_while_predicting_have_tips(data):
    app, scene, d = table(data, "human", "random", seed=2)
    d.run_until(lambda: scene.frame.panel is not None)
    tips = {d: button(scene, f"disc:{d}").tip for d in
            ("flat", "obstacle", "steeplechase", "harness")}
    assert "river" in tips["steeplechase"] and "horseshoe" in tips["harness"]
    assert "hedges" in tips["obstacle"] and len(set(tips.values())) == 4
    assert button(scene, "hand:5").tip and button(scene, "vis:hidden").tip
    button(scene, "setup:go").click()
    scene.frame.confirm()
    d.run_until(lambda: scene.frame.panel is not None and scene.frame.panel.ctx.phase.key == "predict")
    hand = scene.frame.panel.ctx.view["hand"]
    cards = [b for b in scene.frame.panel.buttons(GL.PANEL) if b.key.startswith("hand:")]
    assert [b.data for b in cards] == hand and all(
        b.tip.startswith(("Horse ", "Joker", "Two-colour")) for b in cards)  # (what it does)


def test_squares_have_one_name_on_buttons_and_in_the_confirmation(data):
    app, scene, d = table(data, "human", "random", seed=2)
    from .helpers import answer
    for _ in range(500):
        if scene.frame.panel is not None and scene.frame.panel.ctx.phase.key == "play":
            break
        if scene.frame.panel is not None:
            answer(d, scene)
        else:
            d.step(0.1)
    panel = scene.frame.panel
    a = next(a for a in panel.ctx.legal if isinstance(a, PlayCard) and a.push() is None)
    panel.pick_card(a.card)
    if panel.stage() == "horse":
        panel.pick_horse(a.horse)
    labels = {b.key: b.label for b in panel.buttons(GL.PANEL) if b.key.startswith("sq:")}
    assert labels[f"sq:{a.column},{a.lane}"] == square_words((a.column, a.lane)) == \
        f"column {a.column}, lane {a.lane}"
    words = PRESENTATION.describe_action(a, ["Ada", "Bruno"])
    from game.ticketgagnant.words import card_name
    assert words == f"{card_name(a.card)}: horse {a.horse} to column {a.column}, lane {a.lane}"
    assert not words.startswith("Card ")  # (a card by what it shows, never its number)
