"""Every game's lesson (``data/lessons/*.toml``), the same checks for each (issue 42):

* it plays headless to its end with every scripted action legal and every ``expect`` met,
  and a second run gives the very same events (a lesson replays identically);
* every placeholder of the coach's words is filled by the game's ``lesson_values`` at the
  moment the words are shown (never a blank on screen);
* it plays to "Lesson complete" in the window through the table's own input events (the
  highlighted choice at each step), and again by the highlighted buttons' keys;
* while a step waits, every other button, key and board click is refused and changes
  nothing (the game, the chosen action, the panel, the step);
* nothing is saved: no autosave, no Resume line; the pause menu offers no save.
"""
from __future__ import annotations

import pathlib

import pygame
import pytest

import game.catalogue  # noqa: F401  (every game named)
from game.core.lessons import LessonError, lesson_file, run_lesson
from game.core.registry import get_game
from game.services.i18n import set_language
from game.services.lesson_files import has_lesson, load_lesson
from game.ui import key_names as KN
from game.core.lessons import placeholder_names as placeholders
from game.ui.plugin import presentation

from .lesson_driver import lit_button, play_by_clicks, start

REPO = pathlib.Path(__file__).resolve().parents[2]
GAMES = sorted(p.stem.replace("_", "-") for p in (REPO / "data" / "lessons").glob("*.toml"))


def test_every_lesson_file_is_a_registered_games():
    assert GAMES, "no lesson in data/lessons/"
    for game in GAMES:
        assert get_game(game).name == game
        assert has_lesson(game) and lesson_file(game).endswith(".toml")


@pytest.mark.parametrize("game", GAMES)
def test_the_lesson_plays_headless_to_its_end_and_replays_identically(game):
    info = get_game(game)
    lesson = load_lesson(game)
    first = run_lesson(info, lesson)
    again = run_lesson(info, load_lesson(game))
    assert first.events == again.events
    assert [a.to_json() for _s, a in first.applied] == [a.to_json() for _s, a in again.applied]
    assert len(first.said) == len(lesson.steps) == len(first.explained)


@pytest.mark.parametrize("game", GAMES)
def test_every_placeholder_of_the_coach_is_filled(game):
    info = get_game(game)
    lesson = load_lesson(game)
    run = run_lesson(info, lesson)
    pres = presentation(game)
    missing = []
    for k, step in enumerate(lesson.steps):
        for text, moment in ((step.say, run.said[k]), (step.explain, run.explained[k])):
            want = placeholders(text)
            if not want:
                continue
            assert moment is not None
            got = pres.lesson_values(0, moment.view, moment.events)
            missing += [f"step[{k + 1}] {{{name}}}" for name in sorted(want)
                        if not str(got.get(name, "")).strip()]
    assert missing == []


@pytest.mark.parametrize("game", GAMES)
def test_the_lesson_is_played_to_its_end_in_the_window(data, game):
    app, d, table = start(data, game)
    found: dict = {}
    play_by_clicks(app, d, table, found=found)
    assert app.stack.top.name == "lesson_end"
    assert table.session.bot_errors == []
    # every highlight named a button or a spot on screen while its step was on
    # (a step that waits for an event may pass within one frame at instant speed)
    assert sorted(f"step[{k + 1}] {g}" for (k, g), ok in found.items() if not ok) == []
    acting = {k for k, st in enumerate(table.session.lesson.steps)
              if st.highlight and st.until in ("next", "click", "do")}
    assert acting <= {k for k, _g in found}
    headless = run_lesson(get_game(game), load_lesson(game))
    played = table.session.applied
    assert [a.to_json() for _s, a in played[:len(headless.applied)]] == \
        [a.to_json() for _s, a in headless.applied]


@pytest.mark.parametrize("game", GAMES)
def test_the_lesson_is_played_by_keys_in_italian(data, game, monkeypatch):
    from game.services import i18n
    monkeypatch.setenv(i18n.LANGUAGE_ENV, "it")  # (pins it over the settings file)
    set_language("it")
    app, d, table = start(data, game)
    seen: list = []
    play_by_clicks(app, d, table, by_keys=True, seen=seen)
    assert app.stack.top.name == "lesson_end"
    said = {text for _k, _phase, text in seen if text}
    english = {t for t in said if t in {s.say for s in table.session.lesson.steps}}
    assert said and not english, f"said in English: {sorted(english)[:2]}"


def _state(table) -> tuple:
    s = table.session
    return (repr(s.game.to_json()), repr(s.pending), table.coach.k, table.coach.phase,
            len(s.applied), [(b.key, b.selected, b.enabled, b.label)
                             for b in table.frame_buttons()])


ENTER = KN.label("enter")  # (a lit button's Enter badge: pygame names the key "return")
KEYS = [pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7,
        pygame.K_8, pygame.K_9, pygame.K_RETURN]


def _post_click(d, pos) -> None:
    at = d.window_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))


def _post_key(key) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))


@pytest.mark.parametrize("game", GAMES)
def test_every_other_choice_is_refused_while_a_step_waits(data, game):
    """At each step the learner must act on, every enabled button the coach does not
    point at (clicked), every digit key and Enter that would not press a highlighted
    button, and clicks on the board away from the highlighted spots change nothing.
    (Each kind is posted as a burst and read in one frame: one that acted would leave
    the game, the chosen action, the panel's buttons or the step changed.)"""
    app, d, table = start(data, game)
    coach = table.coach
    tried = 0
    checked: set[int] = set()
    for _ in range(4000):
        if coach.done or getattr(app.stack.top, "name", "") == "lesson_end":
            break
        wants_act = coach.phase == "say" and coach.step.until in ("click", "do") \
            and table.session.caught_up() and table.session.turn_open() is not None
        if wants_act and coach.k not in checked:
            checked.add(coach.k)
            good = lit_button(table)
            lit_keys = {good.hotkey} if good is not None else set()
            before = _state(table)
            others = [b for b in table.frame_buttons() if b.enabled
                      and not (good is not None and b.key == good.key)
                      and b.key not in ("menu", "rules", "log", "tipster")]
            for b in others:
                _post_click(d, b.rect.center)
            d.step(0.016)
            assert app.stack.top is table
            assert _state(table) == before, f"step {coach.k + 1}: a button acted: " \
                f"{[b.key for b in others]}"
            assert not others or coach.note, f"step {coach.k + 1}: refused without a word"
            keys = [k for k in KEYS if not any(h and h.lower() == pygame.key.name(k).lower()
                                               for h in lit_keys)
                    and not (k == pygame.K_RETURN and good is not None
                             and (good.key == "confirm" or good.hotkey == ENTER))]
            for key in keys:
                _post_key(key)
            d.step(0.016)
            assert _state(table) == before, f"step {coach.k + 1}: a key acted"
            spots = [r for _n, r in table.lit_spots()]
            board = getattr(table.frame, "board", None)
            if board is not None:
                from game.ui.generic import layout as L
                for x in range(L.BOARD.x + 20, L.BOARD.right, 80):
                    for y in range(L.BOARD.y + 20, L.BOARD.bottom, 60):
                        if not any(r.inflate(4, 4).collidepoint(x, y) for r in spots):
                            _post_click(d, (x, y))
                            tried += 1
                d.step(0.016)
                assert _state(table) == before, f"step {coach.k + 1}: a board click acted"
            tried += len(others) + len(keys)
        # then the highlighted move, as the learner makes it
        if coach.waits_for_next():
            d.key(pygame.K_RETURN)
        elif wants_act:
            b = lit_button(table)
            if b is not None:
                d.click(b.rect.center)
            elif table.lit_spots():
                d.click(table.lit_spots()[0][1].center)
            else:
                d.step(0.1)
        elif app.stack.top is not table:
            d.go_on()
        else:
            d.step(0.1)
    assert coach.done and tried > 20 and checked


@pytest.mark.parametrize("game", GAMES[:1])
def test_a_lesson_is_never_saved_nor_offered_to_resume(data, game, private_home):
    from game.ui import saves
    app, d, table = start(data, game)
    for _ in range(200):  # a few steps in, the learner's first action done
        if table.coach.done_do:
            break
        if table.coach.waits_for_next():
            d.key(pygame.K_RETURN)
        elif lit_button(table) is not None:
            d.click(lit_button(table).rect.center)
        else:
            d.step(0.1)
    assert table.coach.done_do >= 1
    for _ in range(5):
        d.step(0.1)
    from game.saves.files import saves_dir
    assert saves.list_all() == [] and not [f for f in saves_dir().rglob("*") if f.is_file()]
    d.key(pygame.K_ESCAPE)
    menu = app.stack.top
    keys = [b.key for b in menu.buttons()]
    assert menu.name == "pause" and "save_as" not in keys and "export" not in keys
    leave = next(b for b in menu.buttons() if b.key == "title")
    d.click(leave.rect.center)
    assert app.stack.top.name == "title"
    assert saves.list_all() == []


def test_lesson_complete_offers_a_real_game_against_easy_bots(data):
    game = GAMES[0]
    app, d, table = start(data, game)
    app.open("lesson_end", game, "You")  # (as the lesson's last Next opens it)
    d.step()
    end = app.stack.top
    assert end.name == "lesson_end"
    d.key(pygame.K_RETURN)
    real = app.stack.top
    assert real.name == "table" and not getattr(real, "lesson", False)
    kinds = real.session.kinds
    assert kinds[0] == "human" and set(kinds[1:]) <= {"easy"} and len(kinds) >= 2
    assert (real.session.autosaver is not None) == bool(app.autosave)  # saved as any game
    assert end is not real


@pytest.mark.parametrize("mutation, key", [
    (lambda t: t.replace("seed = ", "seed = -", 1), "seed"),
    (lambda t: t + '\n[[step]]\nsay = "x"\nuntil = "do"\n', "until"),
    (lambda t: t + '\n[[step]]\nsay = "x"\ndo = { type = "no_such" }\n', "do"),
    (lambda t: t + '\n[[step]]\nsay = "x {unclosed"\n', "say"),
    (lambda t: t + '\n[[step]]\nsay = "x"\nsomething = 1\n', "something"),
    (lambda t: t.replace('names = [', 'names = ["Extra", ', 1), "names"),
])
def test_a_broken_lesson_is_one_line_naming_its_key(tmp_path, mutation, key):
    from game.core.data_schema import DataError
    game = GAMES[0]
    src = (REPO / "data" / lesson_file(game)).read_text(encoding="utf-8")
    bad = tmp_path / "broken.toml"
    bad.write_text(mutation(src), encoding="utf-8")
    with pytest.raises(DataError) as e:
        load_lesson(game, bad)
    line = str(e.value)
    assert "\n" not in line and key in line and "broken.toml" in line


def test_a_script_that_runs_out_is_one_line():
    game = GAMES[0]
    lesson = load_lesson(game)
    short = type(lesson)(**{**lesson.__dict__, "scripts": {s: () for s in lesson.scripts}})
    with pytest.raises(LessonError) as e:
        run_lesson(get_game(game), short)
    assert "\n" not in str(e.value) and "step[" in str(e.value)


def _snapshot(table) -> str:
    s, c = table.session, table.coach
    return repr((s.game.to_json(), s.pending, len(s.queue), s.beat, s.stop, vars(c),
                 table.placed, table.clock, table.focus, table.mouse,
                 getattr(table.frame, "panel", None) and vars(table.frame.panel)))


def test_drawing_a_lesson_changes_nothing(data):
    """The coach's panel, its rings and the log beside it are drawn from what ``update``
    worked out: drawing twice at every kind of step changes nothing."""
    app, d, table = start(data, GAMES[0])
    kinds = set()
    for _ in range(600):
        c = table.coach
        if c.done or app.stack.top is not table:
            break
        kind = (c.phase, c.step.until)
        if kind not in kinds:
            kinds.add(kind)
            before = _snapshot(table)
            app.draw()
            app.draw()
            assert _snapshot(table) == before, kind
        if c.waits_for_next():
            d.key(pygame.K_RETURN)
        elif c.phase == "say" and lit_button(table) is not None:
            d.click(lit_button(table).rect.center)
        else:
            d.step(0.1)
    assert {("say", "next"), ("say", "click"), ("say", "do")} <= kinds
