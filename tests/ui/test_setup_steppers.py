"""Setup offers only what the game allows (issue 34): every stepper of every game's setup,
walked from end to end with its own − and + buttons, shows only values the game accepts;
"Default" says the value it stands for; a refusal is gone once the choice is fixed."""
from __future__ import annotations

import pytest

from game.core.registry import SetupError, get_game
from game.ui.plugin import presented_games
from game.ui.scenes.setup import SetupScene
from game.ui.setup_values import player_counts

from .driver import make_app


def _button(scene: SetupScene, key: str):
    return next(b for b in scene.buttons() if b.key == key)


def _walk(scene: SetupScene, name: str, shown) -> list:
    """Every value the stepper ``name`` shows, pressing − to its end, then + to the other."""
    seen = [shown()]
    for sign in ("-", "+"):
        for _ in range(60):
            b = _button(scene, f"{name}:{sign}")
            if not b.enabled:
                break
            assert b.click()
            seen.append(shown())
        else:
            raise AssertionError(f"{name}:{sign} never stops")
    return seen


@pytest.mark.parametrize("game", presented_games())
def test_every_stepper_offers_only_allowed_values(data, game):
    app = make_app(data)
    scene = SetupScene(app, game)
    info = get_game(game)
    allowed_players = player_counts(info)
    seen = _walk(scene, "players", lambda: scene.n)
    assert set(seen) == set(allowed_players), (seen, allowed_players)
    players = next((o for o in info.options if o.name == "players"), None)
    for n in set(seen):
        if players is not None:
            players.check(n)  # (raises SetupError: the game would refuse it)
        scene.set_players(n)
        scene.make_setup()  # the game takes every count the stepper shows
    for o in scene.shown_options():
        if o.kind != "int" or scene.disabled(o.name):
            continue
        values = _walk(scene, o.name, lambda o=o: scene.int_value(o))
        assert set(values) == set(range(o.lo, o.hi + 1)), (o.name, values)
        for v in values:
            o.check(v)


def test_bettor_horse_players_step_through_2_4_6_8_and_a_refusal_goes(data):
    app = make_app(data)
    scene = SetupScene(app, "bettor-horse")
    scene.set_players(2)
    shown = [scene.n]
    while _button(scene, "players:+").enabled:
        _button(scene, "players:+").click()
        shown.append(scene.n)
    assert shown == [2, 4, 6, 8]
    scene.message = "option players: 3 is not one of 2, 4, 6, 8"  # (a refusal from before)
    _button(scene, "players:-").click()
    assert scene.n == 6 and scene.message == ""
    scene.set_players(3)  # (a count remembered from elsewhere: the nearest allowed)
    assert scene.n in (2, 4)


def test_default_says_the_value_it_stands_for(data):
    app = make_app(data)
    scene = SetupScene(app, "ticket-gagnant")
    scene.set_players(4)
    o = next(o for o in scene.info.options if o.name == "races")
    assert scene.options["races"] is None
    table = scene.default_shown(o)
    assert table == 4  # (the data file's table: 4 races for 4 players)
    assert scene.int_value(o) == table  # the stepper shows it, not the low end
    labels = [b.label for b in scene.buttons() if b.key.startswith("races:") and b.selected]
    assert labels == [f"Default ({table})"]
    _button(scene, "races:+").click()
    assert scene.options["races"] == table + 1  # + goes on from what Default stood for
    with pytest.raises(SetupError):
        o.check(o.hi + 1)
