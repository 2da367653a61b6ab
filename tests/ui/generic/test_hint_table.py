"""The Hint button and H at the shell's table (``game/ui/generic/hint_box.py``): in hot seat
a hint only once the pass screen is confirmed, for the seat whose turn it is; H shows it
(worked out on a thread, the note drawn over the table), H again hides it, and it goes
when the decision is taken. Played on Bettor Horse's table, the real App."""
from __future__ import annotations

from game.ui import input_map as K
from game.ui.app import App, AppConfig
from game.ui.generic.session import ContractSession
from game.ui.generic.table import GenericTableScene
from game.ui.plugin import GameSetup, SeatChoice, presentation


def hot_seat_table(data) -> tuple[App, GenericTableScene]:
    app = App(AppConfig(speed="instant", autosave=False), data=data)
    setup = GameSetup("bettor-horse", {"players": 2},
                      (SeatChoice("Ada"), SeatChoice("Bruno")), 4)
    session = ContractSession.new(presentation("bettor-horse"), setup, speed="instant",
                                  anim_speed="instant", autosave=False)
    scene = GenericTableScene(app, session)
    app.stack.push(scene)
    return app, scene


def hint_button(scene):
    return next(b for b in scene.buttons() if b.key == "hint")


def test_hint_only_after_the_pass_screen_then_gone_with_the_decision(data):
    app, scene = hot_seat_table(data)
    s = scene.session
    s.update(0.0)
    assert s.handover_needed() == 0  # Ada's secret turn waits behind its pass screen
    assert not hint_button(scene).enabled
    scene.on_command(K.HINT)
    assert scene.hints.asker.shown() is None
    assert scene.hints.text() == "Hints are for your own turn."
    s.confirm_handover(0)
    s.update(0.0)
    assert s.turn_open() == 0 and hint_button(scene).enabled
    scene.on_command(K.HINT)
    scene.hints.asker.wait(30.0)
    text = scene.hints.text()
    assert text.startswith("Hint: place your speed ") and " and bet " in text
    drawn = " ".join(str(op[1]) for op in app.draw().ops if op[0] == "text")
    assert text.split(" — ")[0][:40] in drawn  # the note is on the table
    assert scene.hints.text() == text
    scene.on_command(K.HINT)  # again: the hint goes away
    assert scene.hints.asker.shown() is None
    scene.on_command(K.HINT)
    scene.hints.asker.wait(30.0)
    assert scene.hints.text() == text  # (the same view, the same hint)
    scene.on_command(K.HINT)  # (hidden again)
    scene.focus.key, scene.focus.visible = "hint", True  # (as Tab leaves it)
    scene.on_command(K.CONFIRM)  # Enter presses the focused Hint button
    scene.hints.asker.wait(30.0)
    assert scene.hints.text() == text
    s.choose(s.legal_now()[0])
    assert s.confirm() == ""
    assert scene.hints.asker.shown() is None  # the decision was taken: its hint is gone
