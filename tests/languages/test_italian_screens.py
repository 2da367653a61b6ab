"""Every screen of the shell and of Horse Fever drawn in Italian shows no English (issue 38).

The frames are the ones the pseudo-locale tests draw (``test_pseudo_screens.py``,
``test_pseudo_hf_table.py``), drawn here in ``it``; ``italian_check.bad_italian`` reads each
one: a word of an English message that no Italian translation uses, or one of the texts an
Italian player met (bot levels, WIN/SHOW, REPLAY, key badges, "2,5k", "scommessa piazzato",
hashes in an error...). The three other games' tables: ``test_italian_games.py``.
"""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui.plugin import SeatChoice  # noqa: E402
from game.ui.scenes.sheet_host import SheetHost  # noqa: E402
from tests.languages.italian_check import bad_italian, italian, proper_names  # noqa: E402,F401
from tests.languages.test_pseudo_hf_table import AWAY, BOARD_KINDS, BOT, FAMILY_KINDS  # noqa: E402
from tests.languages.test_pseudo_screens import (_chart_point, _frame, _sheet_frame, _shell_scene,  # noqa: E402,F401
                                                 data, finished_in)
from tests.ui.driver import Driver, make_app  # noqa: E402
from tests.ui.reach import reach  # noqa: E402

NAMES = ["Ada", "Bruno", "Carla"]


def _bad(ops: list[tuple], *more: str) -> list[str]:
    """``bad_italian`` with the proper names (and ``more`` names of the test's own)."""
    return bad_italian(ops, proper_names() | set(more) | set(NAMES))


def _say(bad: list[str], where: str = "") -> str:
    return (where + ": " if where else "") + "; ".join(list(dict.fromkeys(bad))[:12])


def _tips(app, scene) -> list[str]:
    """Each button's tip drawn (the mouse resting on it), read."""
    bad: list[str] = []
    for b in scene.buttons():
        if b.hover_text():
            scene.mouse, scene.keyboard = b.rect.center, False
            bad += _bad(list(app.draw().ops))
    scene.mouse = (-1.0, -1.0)
    return bad


# ---- the shell ---------------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["title", "choose", "settings", "rules", "resume"])
def test_the_shells_screens_speak_italian(italian, data, name):
    app = make_app(data)
    _shell_scene(app, name)
    bad = _bad(_frame(app)) + _tips(app, app.stack.top)
    assert not bad, _say(bad, name)


@pytest.mark.parametrize("game", ["horse-fever", "bettor-horse", "ticket-gagnant", "finish-line"])
def test_each_games_setup_and_box_lid_speak_italian(italian, data, game, monkeypatch):
    """The setup screen with a bot in a seat ("Bot · difficile", the rules' number beside
    Standard), its tips, and the game's tile on Choose a game (drawn on the tile's surface)."""
    from game.ui.painter import Painter
    from game.ui.plugin import presentation
    app = make_app(data)
    drv = Driver(app)
    drv.step()
    drv.new_game(game)
    setup = drv.top
    ops = _frame(app)
    assert any("Bot · " in str(op[1]) for op in ops if op[0] == "text_box")
    bad = _bad(ops) + _tips(app, setup)
    drawn: list[str] = []
    real = Painter.text
    monkeypatch.setattr(Painter, "text", lambda self, txt, *a, **kw: (drawn.append(txt), real(self, txt, *a, **kw))[1])
    presentation(game).draw_tile(pygame.Surface((1280, 720)), pygame.Rect(100, 100, 280, 340), False)
    bad += _bad([("text_box", t, (0, 0, 1, 1), False) for t in drawn])
    assert not bad, _say(bad, game)


def test_the_resume_list_speaks_italian_and_says_the_phase(italian, data):
    """A bots' Board Game left mid-round: its row names the levels in Italian and the phase
    beside the round ("turno 1 di 6 · Prime scommesse")."""
    from game.ui.phase_table import phases, title
    from tests.ui.test_resume_screen import open_resume
    seats = [SeatChoice("Ada", "hard"), SeatChoice("Bruno", "normal")]
    app = make_app(data, seats=seats, seed=3, variant="board", autosave=True)
    drv = Driver(app)
    session = drv.table.session
    assert drv.run_until(lambda: len(session.events) > 40, steps=4000, dt=0.05)
    open_resume(drv)
    bad = _bad(_frame(app))
    assert not bad, _say(bad, "resume")
    texts = drv.texts()
    assert any("bot difficile" in t for t in texts), texts
    assert any(" · " + title(k) in t for t in texts for k in phases()), texts


def test_two_saves_of_one_round_at_different_phases_read_differently(italian):
    from game.ui.plugin import presentation
    import game.horsefever.ui.presentation  # noqa: F401  (registers)
    words = presentation("horse-fever").save_words
    at = {"variant": "board", "stars": True, "round": 4, "rounds": 6}
    auction = words({"progress": {**at, "phase": "dutch_auction"}})
    buying = words({"progress": {**at, "phase": "purchase"}})
    assert auction != buying
    assert auction == "Gioco da Tavolo con carte stella, turno 4 di 6 · Asta olandese"
    assert words({"progress": at}) == "Gioco da Tavolo con carte stella, turno 4 di 6"  # (older saves)


@pytest.mark.parametrize("game", ["horse-fever", "bettor-horse", "ticket-gagnant", "finish-line"])
def test_every_sheet_of_each_games_rules_book_speaks_italian(italian, data, game):
    """Every sheet of every page of the game's rules book (from its setup screen): Horse
    Fever's Board Game page names the players' chips A / C / O / P, as the table draws them."""
    from game.ui.painter import Painter
    app = make_app(data)
    drv = Driver(app)
    drv.step()
    drv.new_game(game)
    drv.press("rules")
    book = drv.top
    bad: list[str] = []
    texts: list[str] = []
    for page in range(len(book.pages)):
        for part in range(len(book.sheets(page))):
            book.show(page, part)
            p = Painter(app.screen, app.viewport, app.assets)
            book.draw(p)
            bad += _bad(p.ops)
            texts += [str(op[1]) for op in p.ops if op[0] == "text_box"]
    assert not bad, _say(bad, game)
    if game == "horse-fever":
        whole = " ".join(texts)
        assert "C carte Cavallo" in whole and "O carte Obiettivo" in whole, whole[:200]


# ---- Horse Fever's table -------------------------------------------------------------------------

def test_the_pass_screen_the_table_and_the_pause_menu_speak_italian(italian, data):
    app = make_app(data, seats=[SeatChoice("Ada"), SeatChoice("Bruno", "hard")], seed=2)
    drv = Driver(app)
    assert drv.run_until(lambda: drv.top.name == "pass" or drv.frame.widget is not None)
    bad = _bad(_frame(app))
    if drv.top.name == "pass":
        drv.press("ready")
    assert drv.run_until(lambda: drv.frame.widget is not None)
    bad += _bad(_frame(app)) + _tips(app, drv.top)
    app.open("pause")
    bad += _bad(_frame(app)) + _tips(app, app.stack.top)
    assert not bad, _say(bad)


def _widget_frames(app, drv) -> list[str]:
    """The widget's frame, a frame hovering each button (its tip), each enabled choice
    clicked in turn (its hint, its confirm), and every hotspot's details, read."""
    drv.move(AWAY)
    bad = _bad(_frame(app))
    w = drv.frame.widget
    for b in w.buttons():
        drv.move(b.rect.center)
        bad += _bad(_frame(app))
    for b in [b for b in w.buttons() if b.enabled and b.key not in ("confirm", "undo")][:6]:
        drv.click(b.rect.center)
        if drv.frame.widget is not w or w.done:
            break
        drv.move(AWAY)
        bad += _bad(_frame(app))
    from game.horsefever.ui.describe import Detail
    t = drv.table
    for spot in t.frame.spots():
        d = t.frame.detail_for(spot.key)
        if isinstance(d, Detail):
            bad += _bad([("text_box", x, (0, 0, 1, 1), False) for x in [d.title, d.subtitle] + d.body if x])
    return bad


@pytest.mark.parametrize("kind", FAMILY_KINDS + BOARD_KINDS)
def test_each_decision_widget_speaks_italian(italian, data, kind):
    """Each of Horse Fever's decisions as the player meets it (the tipster on: it shows
    while betting, never in the auctions or the purchases)."""
    variant = "family" if kind in FAMILY_KINDS else "board"
    app, drv, w, _seat = reach(data, kind, bot=BOT.get(kind, "random"), variant=variant)
    app.settings = app.settings.replace(tipster=True)
    drv.step()
    bad = _widget_frames(app, drv)
    assert not bad, _say(bad, kind)
    shown = drv.frame.tipster_seat() is not None
    assert shown == (kind in ("first_bet", "fix", "second_bet")), (kind, shown)


def test_the_race_show_speaks_italian_from_start_to_finish(italian, data):
    """A bots' Board Game round at normal speed, a frame in four read, to its payoffs."""
    seats = [SeatChoice(n, k) for n, k in zip(NAMES, ("simple", "hard", "normal"))]
    app = make_app(data, seats=seats, seed=11, speed="normal", variant="board", stars=True)
    drv = Driver(app)
    bad: list[str] = []
    for k in range(6000):
        app.step(1 / 20, [])
        if drv.top.name != "table":
            break
        if k % 4 == 0:
            bad += _bad(app.last_ops)
    assert drv.top.name == "payoffs", drv.top.name
    assert not bad, _say(bad)


@pytest.fixture(scope="module")
def finished_it(data):
    """A whole Board Game with star cards, played by bots in Italian, at its final scores."""
    return finished_in("it", ("simple", "hard", "normal"))


def test_the_payoffs_sheet_speaks_italian(italian, data):
    from tests.ui.payoffs_helpers import board_round
    s = board_round(data, NAMES[:2])[0]
    ops, scene = _sheet_frame(data, lambda app: SheetHost(app, s, s.stop))
    bad = _bad(ops)
    scene.part.toggle_page()
    bad += _bad(_frame(scene.app))
    assert not bad, _say(bad)


def test_the_final_scores_charts_export_and_replay_speak_italian(italian, data, finished_it):
    from game.ui.scenes.final import FinalScene
    from game.ui.scenes.replay import ReplayScene
    s = finished_it
    ops, scene = _sheet_frame(data, lambda app: FinalScene(app, s))
    names = {p.character for p in s.display.players}
    bad = _bad(ops, *names)
    scene.show("charts")
    bad += _bad(_frame(scene.app), *names)
    scene.mouse = _chart_point(scene)
    bad += _bad(_frame(scene.app), *names)
    scene.export()
    assert not scene.export_bad, scene.export_note
    bad += _bad(_frame(scene.app), *names)
    ops, replay = _sheet_frame(data, lambda app: ReplayScene(app, s, 1))
    bad += _bad(ops, *names)
    heads = [str(op[1]) for op in ops if op[0] == "text_box" and "RIVEDI" in str(op[1])]
    assert heads, "the replay's heading"
    for _ in range(400):
        replay.session.skip_animation()
        replay.app.step(0.5, [])
        if replay.done:
            break
    bad += _bad(_frame(replay.app), *names)
    assert not bad, _say(bad)
