"""The setup screen cleans the names typed by the one rule (``game.core.names``): a name
changed for a reason is shown changed, with the reason, and the next Start plays with it."""
from __future__ import annotations

from game.core.names import NAME_MAX

from .driver import Driver, make_app


def test_a_pasted_name_is_cleaned_shown_and_played(data) -> None:
    app = make_app(data)
    drv = Driver(app)
    drv.new_game("bettor-horse")
    setup = drv.top
    setup.entries[0].set_text("Zoe\nand a tab\there")  # (as a paste would bring it)
    drv.press("start")
    assert drv.top is setup  # not started: the change is shown first
    assert setup.entries[0].get_text() == "Zoe and a tab here"[:NAME_MAX]
    assert "Zoe and a tab here"[:NAME_MAX] in setup.message
    assert "cannot be shown became spaces" in setup.message
    drv.step()
    texts = " | ".join(op[1] for op in app.last_ops if op[0] == "text")
    assert "became spaces" in texts  # (on the screen)
    drv.press("start")
    assert drv.top.name == "table"  # (the game is on the table)
    names = [p["name"] for p in drv.top.session.game.view(None)["players"]]
    assert names[0] == "Zoe and a tab here"[:NAME_MAX]
