"""The pseudo-locale test of the three games on the generic table: every screen, played.

Bettor Horse, Ticket Gagnant and Finish Line are played through in hot seat in ``qps``
(``game_tour.py``): every phase's decision panel and pass screen, every clip mid-way, the
board's and the buttons' tips, the menu, every rules help page, the final scores with
their charts and the replay; plus each game's setup screen and its box lid on Choose a
game. A frame fails on what ``test_pseudo_screens.problems`` finds (words outside the
catalogs, values filled in raw, boxes off the table, paragraphs cut short) and, on the
still frames, on two lines of text drawn over each other.
"""
from __future__ import annotations

import pygame
import pytest

from tests.languages.test_pseudo_screens import (_allowed, _frame, data, problems,  # noqa: F401
                                                 pseudo)

# The frames whose words must not overlap (game_tour.py's names): no tooltip, banner, clip
# or sheet is drawn over them.
STILL = ("settled", "chosen", "pass screen", "final scores")


def overlaps(ops: list[tuple]) -> list[str]:
    """Two different lines of text drawn over each other (more than a few pixels)."""
    boxes = [(str(op[1]).strip(), pygame.Rect(op[2])) for op in ops
             if op[0] == "text_box" and str(op[1]).strip()]
    out = []
    for i, (t1, r1) in enumerate(boxes):
        for t2, r2 in boxes[i + 1:]:
            inter = r1.clip(r2)
            if t1 != t2 and inter.w > 3 and inter.h > 3:
                out.append(f"overlapping: {t1[:40]!r} at {tuple(r1)} and {t2[:40]!r} at {tuple(r2)}")
    return out


OTHER_GAMES = ["bettor-horse", "ticket-gagnant", "finish-line"]

def _tg_dead_hand():
    """Ticket Gagnant with a hand no card of which can be played (its discard phase)."""
    from tests.ticketgagnant.helpers import card, table
    # (test_movement's dead hand: horse 1 past the line, boxed in on every side)
    return table({1: (9, 1), 2: (9, 4), 3: (10, 3), 4: (10, 4), 5: (10, 5), 6: (9, 3),
                  7: (9, 5)}, [card("horse", horse=1, value=3)])


# The tours that, together, reach every phase, clip and screen of each game (game_tour.py):
# (seed, players, options, scenario). Found by playing the bots: Bettor Horse's seed 1 ends
# in Sudden Death, seed 2 with Track Conditions asks for a Mudder; the most seats show the
# fullest board. Ticket Gagnant's discipline choice needs the advanced mode, a discard a
# dead hand (its test scenario).
TOURS = {
    "bettor-horse": [(1, 2, {}, None), (2, 2, {"track_conditions": True}, None),
                     (3, 8, {"track_conditions": True}, None)],
    "ticket-gagnant": [(3, 3, {}, None),
                       (4, 6, {"mode": "advanced", "predictions": "hidden"}, None),
                       (1, 2, {"mode": "advanced"}, _tg_dead_hand)],
    "finish-line": [(3, 3, {}, None), (7, 4, {}, None)],
}


def _registered(name: str) -> None:
    from game.catalogue import registered_games
    if name not in {i.name for i in registered_games()}:
        pytest.skip(f"{name} is not registered on this branch")


@pytest.mark.parametrize("name", OTHER_GAMES)
def test_every_screen_of_the_other_games_speaks_only_catalogued_words(pseudo, data, name):
    """Each game played through in hot seat (tests/languages/game_tour.py): every phase's
    decision panel and pass screen, every clip mid-way, the board's and buttons' tips, the
    menu, every rules help page, the final scores with charts and the replay; on the
    still frames (``STILL``) no two lines of text overlap, and every seat's name is on
    the table (eight Bettor Horse seats too)."""
    from game.core.registry import get_game
    from tests.languages.game_tour import NAMES, tour
    _registered(name)
    bad: dict[str, str] = {}
    seated: list[str] = []

    def check(where: str, ops: list[tuple]) -> None:
        found = problems(ops, _allowed(data), raw=True)
        if any(w in where for w in STILL) and "hovering" not in where:
            found += overlaps(ops)
        if "settled" in where:
            drawn = {str(op[1]).strip() for op in ops if op[0] == "text_box"}
            found += [f"seat {n!r} not on the table" for n in seated if n not in drawn]
        for b in found:
            bad.setdefault(b, where)

    phases: set[str] = set()
    for seed, players, options, scenario in TOURS[name]:
        seated[:] = NAMES[:players] if scenario is None else []
        seen = tour(data, name, seed, players, check, options, scenario=scenario)
        assert seen.final and seen.clips, f"{name}: the tour did not end"
        assert seen.replayed or scenario, f"{name}: no replay"
        phases |= seen.phases
    info = get_game(name)
    left = {k for k, ph in info.phases.items() if ph.decides} - phases
    assert not left, f"{name}: the tours never reached {sorted(left)}"
    assert not bad, f"{name}: " + "; ".join(f"{w}: {b}" for b, w in list(bad.items())[:12])


def _setup_screen(data, name: str):
    """The App on the game's setup screen (from Choose a game), and what its frame has wrong."""
    from tests.ui.driver import Driver, make_app
    _registered(name)
    app = make_app(data)
    drv = Driver(app)
    drv.step()
    drv.new_game(name)
    return app, drv, problems(_frame(app), _allowed(data), raw=True)


@pytest.mark.parametrize("name", OTHER_GAMES)
def test_the_other_games_setup_screens_speak_only_catalogued_words(pseudo, data, name):
    """The game's setup screen (its options, their tips) from Choose a game."""
    from tests.languages.game_tour import button_tips
    app, drv, bad = _setup_screen(data, name)
    button_tips(app, drv.top, "setup",
                lambda where, ops: bad.extend(problems(ops, _allowed(data), raw=True)))
    assert not bad, f"{name}: " + "; ".join(bad[:12])


@pytest.mark.parametrize("name", OTHER_GAMES)
def test_the_other_games_box_lids_speak_only_catalogued_words(pseudo, data, name, monkeypatch):
    """The game's tile on Choose a game, its box lid: drawn by its own painter on the tile's
    surface (so not in the frame's draw list), read here through ``Painter.text``."""
    from game.ui.painter import Painter
    from game.ui.plugin import presentation
    from tests.ui.driver import make_app
    _registered(name)
    make_app(data)  # (pygame and the fonts ready)
    drawn: list[str] = []
    real = Painter.text

    def text(self, txt, *args, **kw):
        drawn.append(txt)
        return real(self, txt, *args, **kw)

    monkeypatch.setattr(Painter, "text", text)
    presentation(name).draw_tile(pygame.Surface((1280, 720)), pygame.Rect(100, 100, 280, 340),
                                 False)
    bad = problems([("text_box", t, (0, 0, 1, 1), False) for t in drawn], _allowed(data), raw=True)
    assert not bad, f"{name}: " + "; ".join(bad[:12])


@pytest.mark.parametrize("name", ["horse-fever"] + OTHER_GAMES)
def test_every_rules_sheet_from_the_setup_speaks_only_catalogued_words(pseudo, data, name):
    """The game's rules book opened from its setup screen (Rules): every sheet of every
    page (the words a picture prints are the table's art, read on the tables: a card's
    name may wrap there), and the setup's summary lines. A page that goes
    on over several sheets may go on inside one message (Horse Fever's pages are one
    message each): a sheet after the first opens with the brackets left open before it."""
    app, drv, bad = _setup_screen(data, name)
    drv.press("rules")
    book = drv.top
    sheets = 0
    from tests.languages.test_pseudo_screens import CLOSE, OPEN
    from game.ui.painter import Painter
    from game.ui.rules_layout import blocks
    from game.ui.scenes.rules_book import CONTENT
    for page in range(len(book.pages)):
        open_before = 0
        for part in range(len(book.sheets(page))):
            book.show(page, part)
            sheets += 1
            drawn = Painter(app.screen, app.viewport, app.assets)  # (the book, not the setup under it)
            book.draw(drawn)
            arts = [b.art for b in blocks(book.sheets(page)[part]) if b.art is not None]
            ops = [op for op in drawn.ops if op[0] != "text_box"
                   or not any(a.inflate(8, 8).contains(op[2]) for a in arts)]
            carried = [("text_box", OPEN * open_before, (CONTENT.x, CONTENT.y - 40, 1, 1), False)]
            content = [op for op in ops if op[0] == "text_box" and CONTENT.contains(op[2])]
            if open_before:  # (the sheet's own words come after its title)
                at = ops.index(content[0])
                ops = ops[:at] + carried + ops[at:]
            open_before = max(0, open_before + sum(str(op[1]).count(OPEN) - str(op[1]).count(CLOSE)
                                                   for op in content))
            bad += [f"page {page + 1}, sheet {part + 1}: {b}"
                    for b in problems(ops, _allowed(data), raw=True)]
    assert sheets >= len(book.pages) >= 5
    assert not bad, f"{name}: " + "; ".join(bad[:12])
