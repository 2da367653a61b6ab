"""``draw`` never changes state (issue 19): every scene and overlay is drawn twice and the
state is compared before and after.

The state is a snapshot of plain data reached from the scene stack: every scene's
attributes, the session's, the game's JSON (``to_json``), the tipster panel's, the display
state's, walked a few levels deep; a value that is not plain data (a thread, a surface, a
bot) counts by its type and identity, so starting a thread or swapping an object shows.
Left out: the App itself, pygame_gui layers and the assets (caches of drawn pixels).

The scenes are reached as a player reaches them: the title, "Choose a game", the setup of
both Horse Fever variants, resume (with saves and the delete question), settings, then a
hot-seat Family Game and a Board Game with star cards played to the end, checked at every
new screen, decision kind and race step (pass screens, races, payoffs, new cards, final
scores), with the pause menu, rules, log, card details, save as, export and replay over the
table. The last tests plant a mutation in a draw and prove the check finds it.
"""
from __future__ import annotations

import dataclasses
from typing import Any

import pygame
import pytest

from game.horsefever.bots import make_bot
from game.ui.scene import Scene
from game.ui.plugin import HUMAN, SeatChoice
from game.horsefever.actions import from_engine

from .driver import Driver, make_app

PLAIN = (int, float, str, bool, type(None))
# Not state: the links to the app and its GUI, a game's memo of the position's decision
# (Horse Fever's ``_due``, keyed by the state and its event count: filled by whoever asks
# first, a draw included, and the same answer whoever asks), and the log's lines worded in
# a language (``Logbook._worded``: worded when first read, a draw included, from the log's
# events, which are the state).
SKIP = {"app", "gui", "assets", "manager", "_due", "_worded"}
DEPTH = 5


def snapshot(obj: Any, depth: int = DEPTH, seen: set[int] | None = None) -> Any:
    """Plain data for ``obj`` (see the module docstring)."""
    seen = set() if seen is None else seen
    if isinstance(obj, PLAIN):
        return obj
    if isinstance(obj, pygame.Rect):
        return ("Rect", tuple(obj))
    if isinstance(obj, (list, tuple, set, frozenset)):
        items = sorted(obj, key=repr) if isinstance(obj, (set, frozenset)) else obj
        return [type(obj).__name__] + [snapshot(x, depth - 1, seen) for x in items]
    if isinstance(obj, dict):
        return {repr(k): snapshot(v, depth - 1, seen) for k, v in obj.items()}
    marker = f"<{type(obj).__module__}.{type(obj).__qualname__} {id(obj)}>"
    module = type(obj).__module__ or ""
    if depth <= 0 or id(obj) in seen or not module.startswith(("game.", "tests.", "ui.")) \
            or callable(obj):
        return marker
    seen.add(id(obj))
    out: dict[str, Any] = {"": marker}
    if hasattr(obj, "to_json") and hasattr(obj, "is_over"):
        out["json"] = obj.to_json()  # a game: its whole state
    fields = vars(obj) if hasattr(obj, "__dict__") else \
        {f.name: getattr(obj, f.name) for f in dataclasses.fields(obj)} if dataclasses.is_dataclass(obj) else {}
    for k, v in fields.items():
        if k in SKIP:
            continue
        out[k] = snapshot(v, depth - 1, seen)
    return out


def state(app) -> list[Any]:
    """Everything a draw must leave alone: the scenes on the stack, and what they hold."""
    return [snapshot(s) for s in app.stack.scenes] + [snapshot(app.settings), app.running]


def first_difference(a: Any, b: Any, path: str = "") -> str:
    if type(a) is not type(b):
        return f"{path}: {a!r:.80} -> {b!r:.80}"
    if isinstance(a, dict):
        for k in sorted(set(a) | set(b)):
            if a.get(k, "<missing>") != b.get(k, "<missing>"):
                return first_difference(a.get(k, "<missing>"), b.get(k, "<missing>"), f"{path}.{k}")
    if isinstance(a, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return first_difference(x, y, f"{path}[{i}]")
    return f"{path}: {a!r:.80} -> {b!r:.80}"


def settle_threads(app) -> None:
    """Lets the worker threads under way finish first (a bot thinking, the tipster's
    estimate): what they write when done is theirs, not the draw's."""
    for scene in app.stack.scenes:
        if scene.name == "table":
            scene.frame.tipster.wait()
            thinking = getattr(scene.session, "_thinking", None)
            if thinking and thinking.get("thread") is not None:
                thinking["thread"].join(5.0)


def assert_draw_changes_nothing(app, where: str = "") -> None:
    """Draws the whole stack twice; the state must be the same before and after."""
    settle_threads(app)
    before = state(app)
    app.draw()
    app.draw()
    after = state(app)
    if before != after:
        top = app.stack.top.name if app.stack.top is not None else "?"
        raise AssertionError(f"drawing {where or top} changed {first_difference(before, after)}")


# ---- the shell's screens -----------------------------------------------------------------

def test_the_shells_screens_draw_without_changing_anything(data):
    app = make_app(data, autosave=True)
    drv = Driver(app)
    drv.step()
    assert_draw_changes_nothing(app, "title")
    drv.press("new")
    assert_draw_changes_nothing(app, "choose a game")
    hf = next(r for info, r in drv.top.tiles() if info.name == "horse-fever")
    drv.move(hf.center)  # a tile under the mouse: its tooltip
    assert_draw_changes_nothing(app, "choose a game, hovered")
    drv.click(hf.center)
    assert drv.top.name == "setup"
    assert_draw_changes_nothing(app, "setup (Family Game)")
    drv.press("variant:board")
    drv.press("stars:On")
    drv.press("rounds:long")
    assert_draw_changes_nothing(app, "setup (Board Game)")
    app.open("settings")
    assert_draw_changes_nothing(app, "settings")
    app.to_title()
    app.open("rules")
    assert_draw_changes_nothing(app, "rules")


def test_resume_and_its_questions_draw_without_changing_anything(data):
    seats = [SeatChoice("Ada", "simple"), SeatChoice("Bruno", "random")]
    app = make_app(data, seats=seats, seed=12, autosave=True)
    drv = Driver(app)
    assert drv.run_until(lambda: len(drv.table.session.events) > 30 and drv.top is drv.table, dt=0.05)
    app.to_title()
    drv.step()
    assert_draw_changes_nothing(app, "title with Continue")
    drv.press("resume")
    for _ in range(5):
        drv.step()  # (the list checks one save per frame)
    assert_draw_changes_nothing(app, "resume")
    drv.top.ask_delete()
    assert drv.top.name == "confirm"
    assert_draw_changes_nothing(app, "delete question")


# ---- whole games -------------------------------------------------------------------------

def _key(app) -> tuple:
    """What is on the screen, coarsely: a new key is a new thing to check."""
    top = app.stack.top
    table = app.find("table")
    if table is None:
        return (top.name,)
    s = table.session
    d = s.game.engine.decision()
    return (top.name, d.kind if d else None, s.display.phase, s.stage.busy, bool(s.queue),
            type(table.frame.widget).__name__, s.viewer is None)


def _play(data, seats, seed: int, **cfg) -> set[tuple]:
    """Plays a game to its final scores through the window, people's moves made by simple
    bots (through the session, as the widgets would), checking every new screen."""
    app = make_app(data, seats=seats, seed=seed, speed="fast", **cfg)
    app.settings = app.settings.replace(tipster=True, explain_bots=False)
    drv = Driver(app)
    s = drv.table.session
    stand_ins = {i: make_bot("simple", data, seed, i) for i, seat in enumerate(seats) if seat.kind == HUMAN}
    checked: set[tuple] = set()
    overlays_done = False
    for _ in range(40000):
        key = _key(app)
        if key not in checked:
            checked.add(key)
            assert_draw_changes_nothing(app, repr(key))
        top = app.stack.top
        if top.name == "final":
            app.open("log", s.log_lines())
            assert_draw_changes_nothing(app, "log over the final scores")
            return checked
        if top.name == "pass":
            top.confirm()
        elif top.name == "new_cards":
            top.age = top.part.grace
            top.close()
        elif top.name == "payoffs" and top.filled():
            if not overlays_done:
                overlays_done = True
                app.open("replay", s, top.part.summary.round)
                assert_draw_changes_nothing(app, "replay")
                for _ in range(20):
                    drv.step(0.05)
                assert_draw_changes_nothing(app, "replay, running")
                app.stack.pop()
            top.default_action()
        elif top is drv.table and table_waits_for_a_person(drv.table):
            seat = s.human_to_move()
            if len(checked) % 7 == 0:
                _check_overlays(app, drv)
            s.submit(from_engine(stand_ins[seat].choose(s.game.view(seat))))
        drv.step(0.05)
    raise AssertionError("the game did not reach its final scores")


def table_waits_for_a_person(table) -> bool:
    s = table.session
    return s.human_to_move() is not None and s.caught_up() and table.frame.widget is not None


def _check_overlays(app, drv) -> None:
    """The overlays over a table where a person decides."""
    s = drv.table.session
    for name, args in (("pause", ()), ("rules", ()), ("log", (s.log_lines(),)), ("save_as", (drv.table,)),
                       ("card", (s.stage.words.action_card(1), s.stage.data)), ("export", (drv.table,))):
        app.open(name, *args)
        assert_draw_changes_nothing(app, name)
        app.stack.pop()


def test_a_hot_seat_family_game_draws_without_changing_anything(data):
    seats = [SeatChoice("Ada"), SeatChoice("Bruno"), SeatChoice("Carla", "simple")]
    checked = _play(data, seats, seed=3, rounds=3)
    names = {k[0] for k in checked}
    assert {"table", "pass", "payoffs", "final"} <= names
    assert any(k[3] for k in checked if k[0] == "table")  # a race step, mid-animation


def test_a_board_game_with_star_cards_draws_without_changing_anything(data):
    seats = [SeatChoice("Ada"), SeatChoice("Bruno", "simple"), SeatChoice("Carla", "normal")]
    checked = _play(data, seats, seed=5, variant="board", stars=True, rounds=3)
    kinds = {k[1] for k in checked if k[0] == "table"}
    assert len(kinds) >= 4, kinds  # bets, fixing, and the Board Game's own decisions


# ---- the check finds a draw that changes something ---------------------------------------

class Counting(Scene):
    name = "planted"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.frames = 0

    def draw(self, p) -> None:
        self.frames += 1  # the planted mutation


def test_the_check_finds_a_scene_that_counts_its_draws(data):
    app = make_app(data)
    app.stack.push(Counting(app))
    with pytest.raises(AssertionError, match="frames"):
        assert_draw_changes_nothing(app)


def test_the_check_finds_a_draw_that_changes_the_session_or_the_game(data, monkeypatch):
    from game.ui.generic.table import GenericTableScene as TableScene
    app = make_app(data, seats=[SeatChoice("Ada"), SeatChoice("Bruno", "simple")], seed=2)
    drv = Driver(app)
    assert drv.run_until(lambda: drv.frame.widget is not None)
    real = TableScene.draw

    def sets_the_log_setting(self, p):  # what the table's log lines did before issue 19
        self.session.explain_bots = bool(self.app.settings.explain_bots)
        real(self, p)

    app.settings = app.settings.replace(explain_bots=False)

    monkeypatch.setattr(TableScene, "draw", sets_the_log_setting)
    with pytest.raises(AssertionError, match="explain_bots"):
        assert_draw_changes_nothing(app)

    def moves_the_game(self, p):
        self.session.game.engine.state.players[0].danari += 100
        real(self, p)

    monkeypatch.setattr(TableScene, "draw", moves_the_game)
    with pytest.raises(AssertionError, match="json"):
        assert_draw_changes_nothing(app)


def test_the_check_finds_the_tipster_starting_its_thread_in_draw(data, monkeypatch):
    """The tipster panel started its estimate from ``draw`` before issue 19."""
    from game.horsefever.ui.tipster_panel import TipsterPanel
    app = make_app(data, seats=[SeatChoice("Ada"), SeatChoice("Bruno", "simple")], seed=2)
    app.settings = app.settings.replace(tipster=True)
    drv = Driver(app)
    assert drv.run_until(lambda: drv.frame.widget is not None)
    drv.frame.tipster.wait()
    drv.frame.tipster.cache.clear()
    drv.frame.tipster.shown = None
    real = TipsterPanel.draw

    def requests(self, p, session, seat):
        self.request(session, seat)  # the old draw: starts (or collects) the estimate
        real(self, p, session, seat)

    monkeypatch.setattr(TipsterPanel, "draw", requests)
    with pytest.raises(AssertionError, match="tipster"):
        assert_draw_changes_nothing(app)
    drv.frame.tipster.wait()
