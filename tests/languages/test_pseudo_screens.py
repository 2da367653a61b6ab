"""The pseudo-locale test: every screen drawn in ``qps`` shows only catalogued words that fit.

``qps`` turns each message into ``⟦Ńéw gàmé~~~~⟧`` (bracketed, ~40% longer). Each screen and
overlay is drawn in the real App (headless) and the painter's draw list is read:

* every ``("text", …)`` op must carry the opening bracket ``⟦`` (a text without it did not
  come through the catalogs), except what ``ALLOWED`` says (numbers, proper names, player
  names, key names), each with its reason;
* every ``("text_box", …)`` op (the rectangle the line really took) must lie on the logical
  1280 x 720 table: a longer language must not push words off the screen. A line cut with
  "…" by the painter's ``max_width`` stays inside its box by construction and is allowed;
* on the three games' screens, no word inside a catalogued message may keep a letter
  ``qps`` accents (``raw_words``: a value filled in without the catalogs), names excepted;
* no ``("text_dropped", …)`` op: a wrapped paragraph that lost lines at the end of its box.

The three games on the generic table are played through in ``test_pseudo_games.py``.

A screen whose words are not all marked yet is an ``xfail`` naming what is left (strict: it
fails the day it passes, so the mark is removed).
"""
from __future__ import annotations

import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.services import i18n  # noqa: E402
from game.horsefever.rules.loader import load_data  # noqa: E402
from game.ui.scenes.sheet_host import SheetHost  # noqa: E402
from tests.ui.hf_session import hf_session, payoffs_up, summary  # noqa: E402

OPEN, CLOSE = "⟦", "⟧"
SCREEN = pygame.Rect(0, 0, 1280, 720)

# Texts drawn as they are, and why. Anything else without ⟦ is a word that missed the catalogs.
# numbers, odds "1:2", arrows, euros ("€1,000"), thousands on a Finish Line die's face ("3k")
NUMBERS = re.compile(r"^[\d\s.,:;+\-−×x%/()#°·•|…‹›←→↑↓<>=*!?€]*k?$")
KEY_NAMES = {"Esc", "Enter", "Tab", "Space", "F1", "F11", "PgUp", "PgDn", "Bksp", "Del", "Ctrl+Z", "Left", "Right", "M", "L", "S", "P", "H", "R",
             "V", "C", "W", "T", "E", "⌫"}  # keys' names (the buttons' hotkeys: W win, S show, ⌫ Backspace)
# An amount of Danari as game.services.numbers writes it ("+1,200 D", "−500 D"; in thousands on a chip,
# "-2.5k"): "D" is the game's own sign for Danari in both languages (docs/glossary-it.md), the
# grouping is the number's.
MONEY = re.compile(r"^[+\-−]?\d[\d.,]*(( / \d[\d.,]*)? D|k)$")  # (the charts: "paid / staked D")
PROPER = {"HORSEBURG", "Horseburg", "Horse Fever", "Bettor Horse", "Ticket Gagnant", "Finish Line",
          "HORSE FEVER",
          "TICKET", "GAGNANT", "TG", "F", "J"}  # the program's and the games' names stay as printed,
#   and so do letters printed on components (TG: a ticket's back; F: Finish Line's favourite
#   tile; J: Ticket Gagnant's joker, "jolly" in Italian)
LANGUAGES = set(i18n.available_languages().values())  # each language in its own name, on purpose
PLAYERS = {"Ada", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina", "Hugo", "P1", "P2", "P3", "P4"}


def _data_names(data) -> set[str]:
    """Proper names from the data files (characters, action cards, Assistants, Horse cards, stables),
    each word too (a card's face wraps a long name over two lines), and the action cards'
    printed letters: as printed."""
    names: set[str] = set()
    for group in ("characters", "actions", "stables"):
        names |= {c.name for c in getattr(data, group, ())}
    board = getattr(data, "board", None)
    for group in ("assistants", "horses"):
        names |= {c.name for c in getattr(board, group, ())}
    names |= {w for n in list(names) for w in n.split()}
    names |= {c.letter for c in data.actions if c.letter}
    return names


# qps accents these letters in every catalogued message: a word inside a message still
# holding one is a value filled into its {field} without going through the catalogs
# ("modalità advanced"), unless it is a name that stays as printed.
PLAIN = set("aeiouAEIOUnNcCyY")
WORD = re.compile(r"[^\W\d_]+")


def raw_words(txt: str, allowed: set[str]) -> list[str]:
    """The English words filled into a catalogued message (see ``PLAIN``)."""
    names = {w for a in allowed | KEY_NAMES for w in WORD.findall(a)}
    return [w for w in WORD.findall(txt) if PLAIN & set(w) and w not in names]


def problems(ops: list[tuple], allowed: set[str], ignore: pygame.Rect | None = None,
             only: tuple[pygame.Rect, ...] = (), raw: bool = False) -> list[str]:
    """What is wrong on a frame: words outside the catalogs, boxes off the table. A text
    drawn inside ``ignore`` is not read (the plain board's raw view, see below); with
    ``only``, just the texts touching those areas are (a screen's own parts over a table
    that is another screen's); with ``raw``, also the values filled in without the catalogs
    (``raw_words``: the three games on the generic table; Horse Fever's screens still show
    proper names of Horse cards and file paths this check does not know)."""
    out = []
    # Inside a wrapped message its lines after the first carry no ⟦: a line continues the one
    # above while a bracket is still open (messages nest: "⟦Bet on 4 ⟦Red⟧…"), it is not cut,
    # and it is drawn right under it (same left edge or same centre).
    depth, above = 0, None
    for op in ops:
        if op[0] == "text_dropped":  # a wrapped paragraph longer than its box
            out.append(f"cut off: {op[3]} lines from {str(op[1])[:40]!r} on, box {op[2]}")
            continue
        if op[0] != "text_box":
            continue  # (each text's "text" op is followed by its box: the box says it all)
        _kind, shown, box, cut = op[:4]
        txt = str(shown).strip()
        if cut:
            txt = txt.removesuffix("…")
        r = pygame.Rect(box)
        continued = depth > 0 and above is not None and r.y > above.y
        # The game log indents a wrapped line by two spaces; its top lines may continue a
        # message whose first line has scrolled away.
        continued = continued or str(shown).startswith("  ")
        depth = 0 if cut else max(0, (depth if continued else 0) + txt.count(OPEN) - txt.count(CLOSE))
        above = r
        if ignore is not None and ignore.contains(pygame.Rect(box)):
            continue
        if only and not any(area.colliderect(pygame.Rect(box)) for area in only):
            continue
        if not (not txt or continued or OPEN in txt or NUMBERS.match(txt) or MONEY.match(txt)
                or txt in KEY_NAMES
                or txt in allowed or any(txt.startswith(a) and NUMBERS.match(txt[len(a):])
                                         for a in allowed)):
            out.append(f"not through the catalogs: {txt!r}")
        elif raw and (OPEN in txt or continued):
            out += [f"a value not through the catalogs: {w!r} in {txt!r}"
                    for w in raw_words(txt, allowed)]
        # Numbers ride on moving pieces (the title's galloping pawns leave the screen).
        if not NUMBERS.match(txt) and not SCREEN.inflate(2, 2).contains(pygame.Rect(box)):
            out.append(f"off the table: {shown!r} at {box}")
    return out


@pytest.fixture
def pseudo(tmp_path, monkeypatch):
    """The App speaks ``qps`` (HORSEBURG_LANGUAGE pins it over the settings file)."""
    monkeypatch.setenv("HORSEBURG_HOME", str(tmp_path / "home"))
    monkeypatch.setenv(i18n.LANGUAGE_ENV, i18n.PSEUDO)
    i18n.set_language(i18n.PSEUDO)
    yield
    i18n.set_language("en")


@pytest.fixture(scope="module")
def data():
    return load_data()


def _bot_levels() -> set[str]:
    """The bots' level codes ("hard"): the command line's values, kept as they are."""
    from game.catalogue import registered_games
    return {k for i in registered_games() for k in i.bot_kinds}


def _chip_letters() -> set[str]:
    """The players' chips' letters: each the initial of a catalogued word (``chip_letter``,
    which the rules help reads too), in the current language ("À" in qps)."""
    from game.horsefever.ui.board_panels import KINDS, chip_letter
    return {chip_letter(k) for k in KINDS}


def _allowed(data) -> set[str]:
    return PROPER | PLAYERS | LANGUAGES | _data_names(data) | _bot_levels() | _chip_letters()


def _frame(app) -> list[tuple]:
    app.step(0.05, [])
    return app.last_ops


# ---- the shell -------------------------------------------------------------------------------

def _shell_scene(app, name: str):
    from tests.ui.driver import Driver
    drv = Driver(app)
    drv.step()
    if name == "title":
        return
    if name == "choose":
        drv.press("new")
        return
    if name == "setup":
        drv.new_game()
        return
    app.open(name)


@pytest.mark.parametrize("name", ["title", "choose", "settings", "setup", "rules", "resume"])
def test_shell_screens_speak_only_catalogued_words(pseudo, data, name):
    from tests.ui.driver import make_app
    app = make_app(data)
    _shell_scene(app, name)
    bad = problems(_frame(app), _allowed(data))
    assert not bad, f"{name}: " + "; ".join(bad[:12])


# ---- Horse Fever ------------------------------------------------------------------------------

def _hf_table(data):
    from game.ui.plugin import SeatChoice
    from tests.ui.driver import Driver, make_app
    app = make_app(data, seats=[SeatChoice("Ada"), SeatChoice("Bruno")], seed=2)
    drv = Driver(app)
    assert drv.run_until(lambda: drv.top.name == "pass")
    return app, drv


def test_the_pass_screen_and_pause_menu_speak_only_catalogued_words(pseudo, data):
    app, drv = _hf_table(data)
    assert not problems(_frame(app), _allowed(data)), problems(app.last_ops, _allowed(data))
    app.open("pause")
    bad = problems(_frame(app), _allowed(data))
    assert not bad, "; ".join(bad[:12])


def test_horse_fevers_table_speaks_only_catalogued_words(pseudo, data):
    # (every widget, the race, the details and the tipster: test_pseudo_hf_table.py)
    app, drv = _hf_table(data)
    drv.press("ready")
    assert drv.run_until(lambda: drv.frame.widget is not None)
    bad = problems(_frame(app), _allowed(data))
    assert not bad, "; ".join(bad[:12])


# ---- every other game, on the generic table ----------------------------------------------------

def _generic_frame(data, name: str) -> tuple[list[tuple], pygame.Rect | None]:
    """A frame of ``name``'s table at its first person's decision (and its pass screen), and
    the board's rectangle when the board is the plain one (a developer's dump of the view's
    keys and values, shown until the game draws a board of its own: not words to translate)."""
    from game.core.registry import get_game
    from game.ui.app import App, AppConfig
    from game.ui.generic.session import ContractSession
    from game.ui.generic.table import GenericTableScene
    from game.ui.plugin import GameSetup, SeatChoice, presentation
    info = get_game(name)
    n = max(2, info.min_players)
    seats = tuple(SeatChoice(f"P{i + 1}", "human") for i in range(n))
    options = {o.name: n for o in info.options if o.name == "players"}
    app = App(AppConfig(speed="instant", autosave=False), data=data)
    s = ContractSession.new(presentation(name), GameSetup(name, options, seats, 3), speed="instant",
                            anim_speed="instant", autosave=False)
    scene = GenericTableScene(app, s)
    app.stack.push(scene)
    ops: list[tuple] = []
    for _ in range(40):
        app.step(0.1, [])
        top = app.stack.top
        if top is not scene and hasattr(top, "ready"):
            ops += app.last_ops  # the pass screen is a screen too
            top.ready()
        elif top is scene and scene.frame.panel is not None:
            break
    from game.ui.generic import layout as L
    from game.ui.generic.board import PlainBoard
    plain = isinstance(scene.frame.board, PlainBoard)
    return ops + app.last_ops, (L.BOARD if plain else None)


@pytest.mark.parametrize("name", ["bettor-horse", "ticket-gagnant", "finish-line"])
def test_the_other_games_on_their_tables_speak_only_catalogued_words(pseudo, data, name):
    from game.catalogue import registered_games
    if name not in {i.name for i in registered_games()}:
        pytest.skip(f"{name} is not registered on this branch")
    ops, plain_board = _generic_frame(data, name)
    bad = problems(ops, _allowed(data), ignore=plain_board, raw=True)
    assert not bad, f"{name}: " + "; ".join(bad[:12])


# ---- Horse Fever's sheets: payoffs, final scores and charts, replay, new cards, rules ---------

NAMES = ["Ada", "Bruno", "Carla"]


def _forced_board_round(data):
    """A Board Game round with Action and Horse cards, Troy's copy and Eric Change, up to its
    payoffs sheet (tests/ui/test_payoffs_sheet.py's round), worded in the current language."""
    from tests.ui.payoffs_helpers import board_round
    return board_round(data, NAMES[:2])[0]


def _sheet_frame(data, scene_of) -> tuple[list[tuple], object]:
    """A frame of the scene ``scene_of(app)`` pushed on a fresh App."""
    from tests.ui.driver import make_app
    app = make_app(data)
    scene = scene_of(app)
    app.stack.push(scene)
    return _frame(app), scene


@pytest.mark.parametrize("page", ["money", "race"])
def test_the_payoffs_sheet_speaks_only_catalogued_words(pseudo, data, page):
    """Both pages of the sheet after a Board Game round full of cards: the money page (its
    reveal-and-race section compact, or whole) and the reveal and the race, horse by horse."""
    s = _forced_board_round(data)
    assert summary(s).effect_count() >= 5  # El Guapo, Biscuit De Mer, Troy, Costantino, Eric Change
    ops, scene = _sheet_frame(data, lambda app: SheetHost(app, s, s.stop))
    scene.auto = 3.0  # (as with no person at the table: "continues by itself")
    if page == "race":
        scene.part.toggle_page()
    ops = _frame(scene.app)
    texts = [op[1] for op in ops if op[0] == "text_box"]
    assert any("⟦Pàýõffs" in str(t) for t in texts)  # the sheet is really drawn, in qps
    bad = problems(ops, _allowed(data) | set(NAMES), only=(scene.sheet,))
    assert not bad, "; ".join(bad[:12])


def finished_in(lang: str, kinds: tuple[str, ...]):
    """A whole Board Game with star cards, played by ``kinds`` bots in ``lang``, at its
    final scores (its words made in that language)."""
    from game.ui.plugin import SeatChoice
    i18n.set_language(lang)
    try:
        s = hf_session([SeatChoice(n, k) for n, k in zip(NAMES, kinds)], "board",
                       11, stars=True, speed="instant", anim_speed="instant")
        for _ in range(200000):
            if s.finished():
                return s
            if payoffs_up(s):
                s.resume()  # (the sheet's Continue)
            s.update(0.1)
    finally:
        i18n.set_language("en")
    raise AssertionError("the game did not end")


@pytest.fixture(scope="module")
def finished_qps(data):
    """A whole Board Game with star cards, played by bots in qps, at its final scores."""
    return finished_in(i18n.PSEUDO, ("simple", "random", "simple"))


def _chart_point(scene) -> tuple[float, float]:
    """A spot on the charts page where a point's value shows (the hover tip)."""
    area = scene.charts_area()
    for y in range(area.y, area.bottom, 2):
        for x in range(area.x, area.right, 2):
            if scene.charts.hover(area, (x, y)):
                return (x, y)
    raise AssertionError("no chart point")


def test_the_final_scores_charts_and_export_notice_speak_only_catalogued_words(pseudo, data, finished_qps):
    from game.ui.scenes.final import FinalScene
    s = finished_qps
    ops, scene = _sheet_frame(data, lambda app: FinalScene(app, s))
    allowed = _allowed(data) | set(NAMES) | {p.character for p in s.display.players}
    frames = {"scores": ops}
    scene.show("charts")
    frames["charts"] = _frame(scene.app)
    scene.mouse = _chart_point(scene)
    frames["chart tip"] = _frame(scene.app)
    scene.export()
    assert not scene.export_bad, scene.export_note
    frames["export notice, charts"] = _frame(scene.app)
    scene.show("scores")
    frames["export notice, scores"] = _frame(scene.app)
    for name, frame in frames.items():
        bad = problems(frame, allowed, only=(scene.sheet,))
        assert not bad, f"{name}: " + "; ".join(bad[:12])
    assert any("⟦Éxpõrtéd" in str(op[1]) for op in frames["export notice, scores"] if op[0] == "text_box")
    # The pause menu's Export (the shell's notice over the table): its words and the files'.
    from game.ui.generic.table import GenericTableScene as TableScene
    notice = scene.app.open("export", TableScene(scene.app, s))
    bad = problems(_frame(scene.app), allowed, only=(notice.sheet,))
    assert not bad, "export notice: " + "; ".join(bad[:12])


def test_the_replay_and_new_cards_speak_only_catalogued_words(pseudo, data, finished_qps):
    """The replay's own parts (the top bar and its panel: the table under them is the table's
    screen) while the race runs and when it is over; the buyer's new cards."""
    from game.horsefever.ui import table_layout as L
    from game.ui.scenes.replay import ReplayScene
    s = finished_qps
    ops, scene = _sheet_frame(data, lambda app: ReplayScene(app, s, 1))
    frames = {"replay": ops}
    for _ in range(400):
        scene.session.skip_animation()
        scene.app.step(0.5, [])
        if scene.done:
            break
    assert scene.done
    frames["replay over"] = _frame(scene.app)
    for name, frame in frames.items():
        bad = problems(frame, _allowed(data) | set(NAMES), only=(L.TOP, L.DECISION))
        assert not bad, f"{name}: " + "; ".join(bad[:12])
    from game.horsefever.ui.new_cards import NewCardsSheet
    from game.ui.generic.stage import Stop
    look = Stop(NewCardsSheet(s.stage, 0, [c.number for c in data.actions[:2]]), seat=0)
    ops, scene = _sheet_frame(data, lambda app: SheetHost(app, s, look, waits=False))
    card_faces = [pygame.Rect(scene.sheet.x, scene.sheet.y + 104, scene.sheet.w, 330)]  # the cards' own art
    bad = problems(ops, _allowed(data) | set(NAMES), ignore=card_faces[0], only=(scene.sheet,))
    assert not bad, "new cards: " + "; ".join(bad[:12])


def test_every_rules_help_page_speaks_only_catalogued_words(pseudo, data):
    """Each of Horse Fever's rules pages as written (one HTML message a page): its words
    are all inside bracketed messages but for proper names and numbers. (Every sheet of the
    rules book as drawn, Horse Fever's too: test_pseudo_games.py.)"""
    from game.horsefever.ui.rules_text import pages
    allowed = _allowed(data)
    for i, (title, html) in enumerate(pages(data)):
        text = re.sub(r"<[^>]+>", " ", html)
        inner = re.compile(OPEN + "[^" + OPEN + CLOSE + "]*" + CLOSE)  # a message (fields filled: nested)
        while inner.search(text):
            text = inner.sub(" ", text)
        for name in sorted(allowed, key=len, reverse=True):
            text = text.replace(name, " ")
        left = [w for w in re.split(r"[\s,.:;()/]+", text) if w and not NUMBERS.match(w) and w != "D"]
        assert not left, f"page {i} ({title}): words outside the catalogs: {left[:12]}"


def test_the_payoffs_sheet_rewords_its_lines_when_the_language_changes(data, tmp_path, monkeypatch):
    """Settings over the sheet: its money lines and the reveal's come back in the new language."""
    monkeypatch.setenv("HORSEBURG_HOME", str(tmp_path / "home"))
    monkeypatch.delenv(i18n.LANGUAGE_ENV, raising=False)
    i18n.set_language("en")
    s = _forced_board_round(data)
    english_summary = summary(s)
    english = [text for res in english_summary.seats for text, _d, _v in res.lines]
    assert "Biscuit De Mer on 6 White" in english
    ops, scene = _sheet_frame(data, lambda app: SheetHost(app, s, s.stop))
    i18n.set_language("it")
    try:
        _frame(scene.app)
        italian = [text for res in summary(s).seats for text, _d, _v in res.lines]
        assert "Biscuit De Mer su 6 Bianco" in italian and scene.part.summary is summary(s)
        assert [d for res in summary(s).seats for _t, d, _v in res.lines] == \
               [d for res in english_summary.seats for _t, d, _v in res.lines]
    finally:
        i18n.set_language("en")
