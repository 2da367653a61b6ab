"""Ticket Gagnant's table speaks Italian when asked (its own catalog, the domain
``ticketgagnant``)."""
from __future__ import annotations

from game.services import i18n
from game.ticketgagnant.ui import PRESENTATION
from game.ticketgagnant.ui.terms import colour_name, discipline_name
from game.ticketgagnant.actions import PlayCard, SetupRace
from game.ticketgagnant.words import event_line

# The catalog itself (up to date, fully translated, fields kept, compiled) is checked with
# every domain's by tests/languages/test_catalogs.py.


def test_the_table_speaks_italian(data, monkeypatch):
    from .helpers import table
    # The window starts in the settings' language unless HORSEBURG_LANGUAGE pins one.
    monkeypatch.setenv(i18n.LANGUAGE_ENV, "it")
    try:
        i18n.set_language("it")
        app, scene, d = table(data, "human", "random", seed=2)
        d.run_until(lambda: scene.frame.panel is not None)
        app.draw()
        texts = " ".join(op[1] for op in app.last_ops if op[0] == "text")
        assert "Schedine e mani" in texts and "Corsa" in texts
        help_titles = [page.title for page in PRESENTATION.rules_pages()]
        assert "Regole della casa" in help_titles and "Punteggio" in help_titles
        assert colour_name("yellow") == "giallo" and discipline_name("harness") == "Trotto"
        # The log names the discipline and the mode in Italian, not by the rules' keys.
        start = event_line({"type": "game_start", "players": 2, "mode": "advanced", "races": 4})
        race = event_line({"type": "race_start", "race": 1, "races": 4, "first": 0,
                           "discipline": "harness", "hand_size": 5, "visibility": "visible"},
                          ["Ada", "Bruno"])
        assert "modalità avanzata" in start and "Trotto" in race and "harness" not in race
        # So does the chosen race setup, above Confirm.
        chosen = PRESENTATION.describe_action(
            SetupRace(hand=5, discipline="harness", visibility="hidden"), ["Ada", "Bruno"])
        assert chosen == "Trotto · mani di 5, pronostici segreti", chosen
        push = PRESENTATION.describe_action(PlayCard(card=25, horse=4, column=1, lane=3,
                                                     push_column=2, push_lane=3), ["Ada"])
        # Squares as the board names them (its column and lane numbers), as the log does.
        assert push == ("Cavallo 4 · 1: cavallo 4 in colonna 1, corsia 3, il cavallo spinto in "
                        "colonna 2, corsia 3"), push
    finally:
        i18n.set_language("en")
