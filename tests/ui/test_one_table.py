"""One table for four games (issue 29): the shell speaks the game at hand, and every game's
table has the same menu, rules, log, settings and bots' reasons (docs/ui.md, "The game at
hand, and one table's manners for every game")."""
from __future__ import annotations

import pygame
import pytest

from game import catalogue as games  # noqa: F401  (registers every game)
from game.core.registry import get_game
from game.ui.app import App, AppConfig
from game.ui.plugin import GameSetup, SeatChoice
from game.ui.scenes.overlays import PauseScene
from game.ui.scenes.rules_book import RulesBookScene
from game.ui.scenes.save_as import SaveAsScene
from game.ui.scenes.settings import SettingsScene
from game.ui.table_aids import BotReasons, table_settings

from .driver import Driver

GAMES = ("horse-fever", "bettor-horse", "ticket-gagnant", "finish-line")
OPTIONS = {"horse-fever": {"variant": "family", "players": 2}}
MENU = {"resume", "rules", "log", "save_as", "export", "settings", "fullscreen"}


def start(game: str, *kinds: str, autosave: bool = False) -> tuple[App, Driver]:
    app = App(AppConfig(speed="instant", autosave=autosave))
    info = get_game(game)
    kinds = kinds or ("human", info.bot_kinds[0])
    seats = tuple(SeatChoice(("Ada", "Bruno", "Carla")[i], k) for i, k in enumerate(kinds))
    options = dict(OPTIONS.get(game, {"players": len(kinds)}))
    assert app.start(GameSetup(game, options, seats, 5)) is None
    return app, Driver(app)


def texts(app: App) -> list[str]:
    app.draw()
    return [op[1] for op in app.last_ops if op[0] == "text"]


@pytest.mark.parametrize("game", GAMES)
def test_every_games_pause_menu_has_every_item_and_each_works(game, private_home):
    app, d = start(game)
    table = app.find("table")
    d.step(0.1)
    d.key(pygame.K_ESCAPE)
    menu = app.stack.top
    assert isinstance(menu, PauseScene)
    buttons = {b.key: b for b in menu.buttons()}
    assert MENU <= set(buttons) and all(buttons[k].enabled for k in MENU)
    buttons["log"].click()
    assert app.stack.top.name == "log" and app.stack.top.lines == table.log_lines()
    app.stack.pop(app.stack.top)
    buttons["save_as"].click()
    sheet = app.stack.top
    assert isinstance(sheet, SaveAsScene) and sheet.text == table.save_name() and sheet.text
    sheet.save()
    assert sheet.saved_path is not None and sheet.saved_path.exists(), sheet.message
    assert table.save_name() == sheet.text.strip()  # offered again: the game's name now
    app.stack.pop(sheet)
    buttons["export"].click()
    notice = app.stack.top
    assert notice.name == "notice" and not notice.bad, notice.lines
    assert {p.suffix for p in (private_home / "data" / "exports").iterdir()} == {".jsonl", ".txt"}
    app.stack.pop(notice)
    buttons["settings"].click()
    assert isinstance(app.stack.top, SettingsScene) and app.stack.top.game == game
    app.stack.pop(app.stack.top)
    buttons["rules"].click()
    assert isinstance(app.stack.top, RulesBookScene) and app.stack.top.game == game
    app.stack.pop(app.stack.top)
    buttons["resume"].click()
    assert app.stack.top is table


@pytest.mark.parametrize("game", GAMES)
def test_f1_on_a_games_setup_screen_opens_that_games_rules(game):
    app = App(AppConfig(speed="instant", autosave=False))
    d = Driver(app)
    app.open("choose")
    app.open("setup", game)
    d.key(pygame.K_F1)
    rules = app.stack.top
    assert isinstance(rules, RulesBookScene) and rules.game == game
    title = get_game(game).title
    assert f"Rules of {title}" in texts(app)
    assert len(rules.pages) >= 3


def test_after_a_game_of_x_the_title_names_x_and_its_rules_and_settings_are_xs():
    for game in GAMES:
        app, d = start(game)
        app.to_title()
        d.step(0.05)
        shown = texts(app)
        title = get_game(game).title
        assert title.upper() in shown, (game, shown)
        others = [get_game(g).title.upper() for g in GAMES if g != game]
        assert not any(t in shown for t in others)
        assert any(t.startswith(f"{title}: ") for t in shown)  # its line at the foot
        d.key(pygame.K_F1)
        assert app.stack.top.game == game
        app.stack.pop(app.stack.top)
        app.open("settings")
        sheet = app.stack.top
        shown = texts(app)
        aids = table_settings(game)
        assert ("Tipster panel" in shown) == ("tipster" in aids)
        assert ("Payout hints" in shown) == ("payout_hints" in aids)
        assert "Explain bots' moves" in shown and "explain_bots" in aids
        assert {b.key.split(":")[0] for b in sheet.buttons()} >= set(aids)
    # The next run of the program speaks of the last game as well.
    again = App(AppConfig(speed="instant", autosave=False))
    assert again.game_at_hand == GAMES[-1]


@pytest.mark.parametrize("game", GAMES)
def test_a_bots_move_puts_its_reason_in_the_log_while_explain_is_on(game):
    info = get_game(game)
    kind = "normal" if "normal" in info.bot_kinds else info.bot_kinds[-1]
    app, d = start(game, kind, kind)
    table = app.find("table")
    marker = f"({kind} bot): "
    assert d.run_until(lambda: any(marker in ln for ln in table.log_lines()), steps=4000,
                       dt=0.1), table.log_lines()[-5:]
    assert app.settings.explain_bots
    lines = table.log_lines()
    assert any(ln.startswith(("Ada", "Bruno")) and marker in ln for ln in lines)
    app.settings = app.settings.replace(explain_bots=False)
    assert not any(marker in ln for ln in table.log_lines())
    app.draw()  # the log box on the table follows it too
    assert not any(marker in op[1] for op in app.last_ops if op[0] == "text")


def test_bettor_horse_bots_reasons_wait_for_the_rounds_outcome():
    """A bot's horses and bet are secret until the round's outcome: so is its reason."""
    app, d = start("bettor-horse", "normal", "normal")
    session = app.find("table").session
    seen_outcome = False
    for _ in range(4000):
        d.step(0.1)
        seen_outcome = seen_outcome or any("outcome" in str(ev.get("type")) for ev in
                                           session.events[:len(session.events) - len(session.queue)])
        if not seen_outcome:
            assert session.reasons.said == [], session.reasons.said
        elif session.reasons.said:
            break
    assert seen_outcome and session.reasons.said


def test_bot_reasons_merge_before_the_move_and_held_ones_after_their_event():
    r = BotReasons()
    r.add(0, "A: first")
    r.add(2, "B: secret", until="reveal")
    r.add(2, "A: second")
    log = ["one", "two", "three"]
    assert r.merge(log, True) == ["A: first", "one", "two", "A: second", "three"]
    r.shown("other", 3)
    assert "B: secret" not in r.merge(log, True)
    log.append("the reveal")
    r.shown("reveal", len(log))  # (its line is in the log: the reason follows it)
    assert r.merge(log, True) == ["A: first", "one", "two", "A: second", "three",
                                  "the reveal", "B: secret"]
    r.add(4, "C: kept", until="never")
    r.release(4)
    assert r.merge(log, True)[-1] == "C: kept"
    assert r.merge(log, False) == log


def test_finish_line_holds_the_reasons_that_tell_a_bots_bets_until_they_are_revealed():
    from game.ui.plugin import presentation

    class Bot:
        last_reason = ("bet_value", {"horse": 5})

    pres = presentation("finish-line")
    words, until = pres.bot_reason(Bot(), "bet", None)
    assert "horse 5" in words and until == "bets_revealed"
    Bot.last_reason = ("draw", {"colour": "white"})
    assert pres.bot_reason(Bot(), "draw", None)[1] is None
