"""Bettor Horse speaks Italian through its own catalog (game/bettorhorse/locale, domain
``bettorhorse``): its log, its bet names, its rulings' titles and the data file's notes."""
from __future__ import annotations

from game.services import i18n
from game.bettorhorse import words
from game.bettorhorse.data import game_data


def test_the_house_rulings_and_their_notes_are_shown_in_italian():
    i18n.set_language("it")
    rulings = words.house_rulings(game_data())
    assert any(r.startswith("Il Piatto va a tutti i giocatori") for r in rulings)
    assert any(r.startswith("Lo Spareggio non sposta carte") for r in rulings)
    i18n.set_language("en")
    assert any(r.startswith("The Pool goes to every player") for r in words.house_rulings(game_data()))


def test_the_log_and_the_bets_are_worded_in_italian():
    i18n.set_language("it")
    assert words.bet("draw") == "Pareggio" and words.bet(None) == "segreta"
    line = words.event_line({"type": "game_start", "players": ["Ada", "Bo"],
                             "track_conditions": True}, ["Ada", "Bo"])
    assert line == "Bettor Horse per 2 giocatori; Condizioni della Pista in gioco."
    assert words.bot_reason("hunch", {"kind": "faster"}) == (
        "i suoi cavalli sembrano più veloci di quelli rimasti")


def test_a_mudders_change_is_said_secret_only_when_it_is():
    i18n.set_language("it")
    public = {"type": "mudder_chosen", "race": 1, "seat": 0, "change": -1, "secret": False}
    hidden = {**public, "change": None, "secret": True}
    assert words.event_line(public, ["Ada", "Bo"]) == "Ada sceglie di far correre il Mudder a -1."
    assert "segreto" in words.event_line(hidden, ["Ada", "Bo"])
