"""Horse Fever's ``Phase`` objects are the one place a phase is declared: every decision the
engine asks has exactly one, every phase the table shows has one, and the screen's pass
rule, words, widgets and the bots' dispatch all read them (adding a phase is one object)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import dataclasses  # noqa: E402

import pytest  # noqa: E402

from game.horsefever.bots import make_bot  # noqa: E402
from game.horsefever.bots.base import handler  # noqa: E402
from game.horsefever.bots.board_play import HANDLERS, BoardPlay  # noqa: E402
from game.horsefever.bots.normal_bot import NormalBot  # noqa: E402
from game.core.phases import Phase, Secrets, UnknownPhase  # noqa: E402
from game.horsefever.game import game_data  # noqa: E402
from game.horsefever.phases import PHASES  # noqa: E402
from game.horsefever.rules import Game  # noqa: E402
from game.horsefever.rules.variants import RULE_NAMES  # noqa: E402
from game.ui import phase_table  # noqa: E402
from game.horsefever.ui.decisions import REGISTRY  # noqa: E402
from game.horsefever.ui.decisions.fix import FixWidget  # noqa: E402
from game.horsefever.ui.display import PHASE_TITLES, DisplayState  # noqa: E402
from game.ui.pass_rule import shows_secrets  # noqa: E402
from game.horsefever.ui.status_words import explain, what  # noqa: E402

GAMES = [("family", 3, False, s) for s in (1, 2, 3)] + [
    ("board", n, stars, s) for n, stars in ((3, False), (5, True), (6, True)) for s in (4, 5, 6)]


def _play() -> tuple[set[str], set[str]]:
    """The decision kinds asked and the display phases shown in seeded random games."""
    data = game_data()
    kinds: set[str] = set()
    shown: set[str] = set()
    for variant, n, stars, seed in GAMES:
        game, events = Game.new(data, [f"P{i}" for i in range(n)], variant, seed, stars)
        bots = [make_bot("random", data, seed, i) for i in range(n)]
        ds = DisplayState.empty(data.colours)
        while True:
            for ev in events:
                ds.apply(ev)
                shown.add(ds.phase)
            if game.is_over():
                break
            seat = game.current_player()
            kinds.add(game.decision().kind)
            events = game.apply(bots[seat].choose(game.view(seat)))
    return kinds, shown


def test_every_decision_of_the_engine_has_exactly_one_phase() -> None:
    kinds, shown = _play()
    deciding = {k for k, p in PHASES.items() if p.decides}
    assert deciding == set(RULE_NAMES)  # every kind the engine can ask, no other
    assert kinds <= deciding and {"purchase", "keep", "lineup", "dutch_auction"} <= kinds
    assert shown <= set(PHASES) and {"reveal", "race", "payoffs", "game_over"} <= shown
    for key, p in PHASES.items():
        assert p.key == key and p.title and (p.explanation or not p.decides)
        if p.decides:
            assert p.rule == RULE_NAMES[key] and p.asks, key


@pytest.mark.parametrize("key", sorted(k for k, p in PHASES.items() if p.decides))
def test_every_phases_widget_and_bot_handler_resolve(key: str) -> None:
    p = PHASES[key]
    assert p.widget in REGISTRY
    assert handler(key) == p.bot
    # Every bot level answers the Family Game's handlers itself (the random, simple and easy
    # bots by the same keys); the Board Game's go to BoardPlay, one method per key.
    assert p.bot in NormalBot.decisions or (p.bot in HANDLERS and hasattr(BoardPlay, "_" + p.bot))


def test_the_screen_reads_the_registered_table() -> None:
    assert phase_table.phases() is PHASES
    assert dict(PHASE_TITLES) == {k: p.title for k, p in PHASES.items()}
    with pytest.raises(UnknownPhase, match="'no_such_kind' has no phase"):
        phase_table.decision("no_such_kind")
    with pytest.raises(UnknownPhase):  # a phase that asks nobody is no decision
        shows_secrets("reveal", {})


@pytest.mark.parametrize("options", [
    {}, {"offer": {"item": "goal"}, "cards": [3]}, {"offer": {"item": "assistant"}},
    {"offer": {"item": "stable"}}, {"cards": [1, 2]},
])
def test_the_pass_screen_rule_is_the_phases(options: dict) -> None:
    expect = {"first_bet": None, "second_bet": None, "fix": None, "photo_finish": None,
              "purchase": True, "keep": True, "lineup": False, "troy_copy": False,
              "eric_odds": False, "cedric_copy": False, "dutch_auction": False,
              "english_auction": False,
              "consent": options.get("offer", {}).get("item") == "goal" or "cards" in options}
    assert {k: shows_secrets(k, options) for k in expect} == expect
    assert {k for k, p in PHASES.items() if p.decides} == set(expect)


def test_adding_a_phase_is_one_object(monkeypatch) -> None:
    """A new decision kind declared once is titled, explained, named, ruled on for the pass
    screen, given its widget and dispatched to its bot handler, with no other edit."""
    coin = Phase("coin_toss", "Coin Toss", "Coin toss", "A coin decides who starts.",
                 Secrets.ALWAYS, "fix", "fix", asks="heads or tails",
                 variant_explanations={"board": "The Board Game's coin."})
    monkeypatch.setitem(PHASES, "coin_toss", coin)
    assert PHASE_TITLES["coin_toss"] == "Coin toss"
    assert explain("family", "race", "coin_toss") == "A coin decides who starts."
    assert explain("board", "race", "coin_toss") == "The Board Game's coin."
    assert what("coin_toss") == "heads or tails" and coin.must() == "decide heads or tails"
    assert shows_secrets("coin_toss", {}) is True
    assert handler("coin_toss") == "fix"
    assert REGISTRY[phase_table.decision("coin_toss").widget] is FixWidget
    # Changing a phase changes every reader: here the pass-screen rule of the lineup.
    monkeypatch.setitem(PHASES, "lineup", dataclasses.replace(PHASES["lineup"],
                                                              shows_secrets=Secrets.ALWAYS))
    assert shows_secrets("lineup", {}) is True
