"""Every game's rules help as a player reads it (``rules_pages``, the shell's rules book):
each page of each game, in English and Italian, at the window's smallest size (800x600) and
at 1920x1080, drawn sheet by sheet in the real App. From the painter's draw list: no text
cut or left out, nothing off the sheet, no two lines over each other, and every house
ruling of the game's data file shown exactly once. Then the layout's own rules (a long
page goes on over sheets, Next / Previous walk them) and the setup screen's summary and
Rules button."""
from __future__ import annotations

import re

import pygame
import pytest

from game.services import i18n
from game.ui.plugin import RulesPage, presentation
from game.ui.rules_layout import blocks, flow
from game.ui.scenes.rules_book import CONTENT, SHEET, RulesBookScene
from game.ui.scenes.setup import SUMMARY

from .driver import Driver, make_app

GAMES = ("horse-fever", "bettor-horse", "ticket-gagnant", "finish-line")


def data_rulings(game: str) -> list[str]:
    """The house rulings of the game's data file, in the current language."""
    if game == "bettor-horse":
        from game.bettorhorse.data import game_data
        notes = [r.note for r in game_data().rulings.values()]
    elif game == "ticket-gagnant":
        from game.ticketgagnant.data import game_data as tg_data
        notes = list(tg_data().rulings.values())
    elif game == "finish-line":
        from game.finishline.data import load_data as fl_data
        notes = [r["note"] for r in fl_data().rulings]
    else:  # Horse Fever marks its rulings inside the cards' texts the help shows
        from game.horsefever.rules.loader import load_data as hf_data
        d = hf_data()
        notes = [c.text for c in (*d.actions, *d.characters) if "house ruling" in c.text.lower()]
    assert len(notes) >= 5, game
    return [i18n._(n) for n in notes]


def _overlaps(boxes: list[tuple[str, pygame.Rect]]) -> list[str]:
    out = []
    for i, (t1, r1) in enumerate(boxes):
        for t2, r2 in boxes[i + 1:]:
            inter = r1.clip(r2)
            if inter.w > 2 and inter.h > 2:
                out.append(f"{t1[:30]!r} over {t2[:30]!r}")
    return out


def read_book(app, game: str) -> tuple[list[str], list[str]]:
    """Every sheet of the game's rules book drawn: (its words, sheet by sheet; problems)."""
    book = app.open("rules", game)
    assert isinstance(book, RulesBookScene) and book.game_title == i18n._(get_title(game))
    sheets, bad = [], []
    for page in range(len(book.pages)):
        for part in range(len(book.sheets(page))):
            book.show(page, part)
            p = app_painter(app)  # (the book alone: not the title screen under it)
            book.draw(p)
            where = f"{game} {i18n.current_language()} {app.screen.get_size()} page {page + 1} sheet {part + 1}"
            ops = p.ops
            arts = [b.art for b in blocks(book.sheets(page)[part]) if b.art is not None]
            lines = []
            for op in ops:
                if op[0] == "text_dropped":
                    bad.append(f"{where}: lines left out from {op[1]!r}")
                if op[0] != "text_box":
                    continue
                _k, shown, box, cut = op[:4]
                r = pygame.Rect(box)
                if cut:
                    bad.append(f"{where}: cut {shown!r}")
                if not SHEET.contains(r):
                    bad.append(f"{where}: off the sheet {shown!r} at {tuple(r)}")
                if not any(a.inflate(8, 8).contains(r) for a in arts):  # (a picture's own words)
                    lines.append((str(shown), r))
            bad += [f"{where}: {o}" for o in _overlaps(lines)]
            sheets.append(" ".join(str(op[1]) for op in ops if op[0] == "text"))
    app.stack.pop(book)
    return sheets, bad


def get_title(game: str) -> str:
    from game.core.registry import get_game
    return get_game(game).title


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_every_rules_page_reads_whole_with_each_house_ruling_once(data, monkeypatch, lang, size):
    monkeypatch.setenv(i18n.LANGUAGE_ENV, lang)
    app = make_app(data, window=size)
    try:
        assert app.screen.get_size() == size and i18n.current_language() == lang
        for game in GAMES:
            sheets, bad = read_book(app, game)
            assert not bad, "; ".join(bad[:8])
            text = "\n".join(sheets)
            for note in data_rulings(game):
                assert text.count(note) == 1, f"{game} ({lang}): shown {text.count(note)} times: {note[:60]!r}"
            if game != "horse-fever":  # (its rulings are marked inside its pages' words)
                marks = text.count(i18n._("House ruling:"))
                assert marks == len(data_rulings(game)), (game, marks)
    finally:
        i18n.set_language("en")


def test_each_game_teaches_its_pieces_with_the_tables_own_art(data):
    """Every game has a few pages, pictures of its pieces (each draws in its room), and
    its house rulings together on its last page, with no design measurement among them."""
    from game.ui.painter import Painter
    from game.ui.viewport import Viewport
    app = make_app(data)
    for game in GAMES:
        pages = presentation(game).rules_pages()
        assert 5 <= len(pages) <= 13, game  # a few pages, each a button of the list
        pictures = [pic for page in pages for pic in page.pictures]
        assert len(pictures) >= 8, game
        for pic in pictures:  # each draws something of its own into its room
            surface = pygame.Surface((600, 400))
            surface.fill((1, 2, 3))
            pic.draw(Painter(surface, Viewport((600, 400), 1.0, 0, 0), app.assets),
                     pygame.Rect(20, 20, *pic.size))
            room = surface.subsurface(pygame.Rect(20, 20, *pic.size))
            assert pygame.transform.average_color(room)[:3] != (1, 2, 3), (game, pic.caption)
        if game != "horse-fever":
            assert pages[-1].rulings and not any(page.rulings for page in pages[:-1]), game
            assert not any(re.search(r"measured|bot races", " ".join(page.rulings + page.paragraphs),
                                     re.I) for page in pages), game


def app_painter(app):
    from game.ui.painter import Painter
    return Painter(app.screen, app.viewport, app.assets)


def test_a_long_page_goes_on_over_sheets_and_next_walks_them(data):
    app = make_app(data)
    p = app_painter(app)
    words = [f"Paragraph {k}: " + "the horses run and the bettors bet " * 12 for k in range(12)]
    long = RulesPage("Long", tuple(words), rulings=("A ruling " + "that goes on " * 200,))
    sheets = flow(p, long, CONTENT)
    assert len(sheets) >= 3
    placed = [b for s in sheets for b in blocks(s)]
    assert all(CONTENT.contains(b.rect) for b in placed)
    # Every paragraph once, whole, on one sheet; only the ruling taller than a sheet is split.
    texts = [" ".join(b.lines) for b in placed if b.kind == "text"]
    assert texts == words
    assert len([b for b in placed if b.kind == "ruling"]) >= 2
    book = app.open("rules", "bettor-horse")
    book.pages = [RulesPage("Short", ("One line.",)), long]  # (a book of these two pages)
    seen = []
    while True:
        seen.append((book.page, book.part))
        if book.at_end():
            break
        book.turn(1)
    assert seen == [(0, 0)] + [(1, k) for k in range(len(sheets))]
    book.turn(-1)
    assert (book.page, book.part) == (1, len(sheets) - 2)
    book.show(1, 0)
    book.turn(-1)
    assert (book.page, book.part) == (0, 0) and book.at_start()


def test_the_setup_says_what_the_game_is_about_and_opens_its_rules(data):
    app = make_app(data)
    d = Driver(app)
    d.step()
    for game in GAMES:
        d.new_game(game)
        setup = d.top
        d.step()
        summary = presentation(game).summary()
        drawn = " ".join(str(op[1]) for op in app.last_ops if op[0] == "text")
        assert summary in drawn, game
        lines = [op for op in app.last_ops if op[0] == "text_box" and SUMMARY.colliderect(op[2])]
        assert all(SUMMARY.contains(op[2]) for op in lines), lines  # (clear of the title)
        assert 1 <= len(lines) <= 2 and not any(op[3] or str(op[1]).endswith("…") for op in lines), \
            (game, lines)
        d.press("rules")
        book = d.top
        assert isinstance(book, RulesBookScene)
        assert book.game_title == get_title(game)
        assert [pg.title for pg in book.pages] == [pg.title for pg in presentation(game).rules_pages()]
        d.key(pygame.K_F1)  # F1 closes the book...
        assert d.top is setup
        d.key(pygame.K_F1)  # ...and opens this game's, not another's
        assert isinstance(d.top, RulesBookScene) and d.top.game_title == get_title(game)
        d.key(pygame.K_ESCAPE)
        d.key(pygame.K_ESCAPE)  # back to Choose a game
        d.key(pygame.K_ESCAPE)  # and to the title
        assert d.top.name == "title", d.top.name
