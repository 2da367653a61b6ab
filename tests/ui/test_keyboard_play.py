"""Keyboard play on the one table, the same in every game (issue 34).

A whole short game of each of the four games by key events only, every seat a person
(hot seat), at instant speed (``keyboard_walker.py``: it presses only the keys the badges
show); the focus ring's contrast measured on the drawn pixels; the letter keys following
the language; Undo on Ctrl+Z and Backspace erasing in the field with the focus; Enter
pressing the panel's main button and "Start the game" from the seed field.
"""
from __future__ import annotations

import time

import pygame
import pytest

from game.services import i18n
from game.ui import input_map as K
from game.ui import key_names as KN
from game.ui import palette as P
from game.ui.assets import Assets
from game.ui.painter import Painter
from game.ui.plugin import GameSetup, SeatChoice
from game.ui.viewport import Viewport
from game.ui.widgets import Button, draw_button

from .driver import Driver, make_app
from .keyboard_walker import play_by_keys

CTRL_Z = (pygame.K_z, pygame.KMOD_CTRL)

# The backgrounds a button sits on: the panels' paper, the seats' slate, the wood, the felt.
BACKGROUNDS = {"cream": P.CREAM, "cream dark": P.CREAM_DARK, "paper shade": P.PAPER_SHADE,
               "wood": P.WOOD, "wood dark": P.WOOD_DARK, "wood light": P.WOOD_LIGHT,
               "felt": P.FELT, "felt dark": P.FELT_DARK, "slate": P.SLATE,
               "slate light": P.SLATE_LIGHT, "brass": P.BRASS, "brass dark": P.BRASS_DARK,
               "turf": P.TURF_A, "white": P.WHITE}


def _table(data, game: str, players: int, **options) -> tuple:
    names = ["Ada", "Bruno", "Carla", "Dino"][:players]
    app = make_app(data, speed="instant")
    err = app.start(GameSetup(game, {"players": players, **options},
                              tuple(SeatChoice(n, "human") for n in names), 7))
    assert err is None, err
    return app, Driver(app)


@pytest.mark.parametrize("game,players,options", [
    ("horse-fever", 2, {"variant": "family", "rounds": 3}),
    ("bettor-horse", 2, {}),
    ("ticket-gagnant", 2, {"races": 1}),
    ("finish-line", 2, {}),
])
def test_a_whole_game_by_key_events_only(data, game, players, options):
    start = time.process_time()
    app, drv = _table(data, game, players, **options)
    session = app.stack.find("table").session
    pressed = play_by_keys(drv)
    assert app.stack.top.name == "final"
    assert session.finished()
    # Both people decided, by keys only: every action applied was a seat's, none a bot's.
    assert {seat for seat, _action in session.applied} == set(range(players))
    assert pressed >= len(session.applied)
    print(f"{game}: {pressed} keys, {time.process_time() - start:.1f} s CPU")


def _ring_pixels(bg: tuple[int, int, int]) -> tuple[list, tuple[int, int, int]]:
    """A focused button drawn on ``bg``: the colours of its ring's pixels (along a line
    out of the button's right edge) and the background's, read back from the surface."""
    pygame.init()
    surf = pygame.Surface((400, 200))
    surf.fill(bg)
    p = Painter(surf, Viewport((400, 200), 1.0, 0, 0), Assets())
    b = Button("b", pygame.Rect(100, 80, 160, 40), "Go", style="secondary")
    draw_button(p, b, focused=True)
    y = 100
    ring = [tuple(surf.get_at((x, y)))[:3] for x in range(261, 272)]
    return ring, tuple(surf.get_at((390, 10)))[:3]


@pytest.mark.parametrize("name", sorted(BACKGROUNDS))
def test_the_focus_ring_stands_out_3_to_1_on_every_background(name):
    ring, bg = _ring_pixels(BACKGROUNDS[name])
    best = max(P.contrast(c, bg) for c in ring)
    assert best >= 3.0, (name, bg, ring, best)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_letter_keys_follow_the_language_and_never_share_a_letter(lang):
    i18n.set_language(lang)
    try:
        letters = [KN.letter(c) for c in KN.letter_commands()]
        assert len(set(letters)) == len(letters), letters
        for command, ch in zip(KN.letter_commands(), letters):
            ev = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a + ord(ch.lower()) - ord("a"),
                                    mod=0, unicode=ch.lower())
            assert K.command_for(ev) == command
            assert K.badge(command) == ch
    finally:
        i18n.set_language("en")


def test_undo_is_ctrl_z_and_backspace_is_no_undo():
    down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL)
    assert K.command_for(down) == K.UNDO
    assert K.command_for(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0)) == K.ERASE
    assert KN.label("undo") == "Ctrl+Z"


def _at_first_panel(app, drv):
    """The table's frame once its first decision panel is up (past a pass screen by Enter)."""
    frame = app.stack.find("table").frame
    assert drv.run_until(lambda: app.stack.top.name == "pass" or frame.panel is not None)
    if app.stack.top.name == "pass":
        drv.run_until(lambda: app.stack.top.age >= 0.5, steps=10)
        drv.key(pygame.K_RETURN)
    assert drv.run_until(lambda: frame.panel is not None and app.stack.top.name == "table")
    return frame


def _at_bet_sheet(data):
    app, drv = _table(data, "finish-line", 2)
    return app, drv, _at_first_panel(app, drv)


def test_digits_pick_a_horse_until_the_stake_box_has_the_focus(data):
    app, drv, frame = _at_bet_sheet(data)
    panel, session = frame.panel, frame.session
    assert panel.stake == 100
    # Without the focus, 3 is the horse of the third starting position: a winner bet.
    drv.key(pygame.K_3)
    assert session.pending is not None and session.pending.horse == panel.ctx.view["start"][2]
    assert panel.stake == 100
    drv.key(*CTRL_Z)
    assert session.pending is None
    # Tab onto the stake box: its amount is selected, the digits replace it (no "100200").
    table = app.stack.top
    for _ in range(40):
        if table.focus.key == "stake:box":
            break
        drv.key(pygame.K_TAB)
    assert table.focus.key == "stake:box"
    for k in (pygame.K_2, pygame.K_0, pygame.K_0):
        drv.key(k)
    assert panel.stake == 200 and session.pending is None
    drv.key(pygame.K_BACKSPACE)  # erases in the box, takes nothing back
    assert panel.stake == 20
    drv.key(pygame.K_0)
    assert panel.stake == 200


def test_enter_presses_the_panels_main_button(data):
    app, drv = _table(data, "ticket-gagnant", 2, races=1, mode="advanced")
    frame = _at_first_panel(app, drv)
    main = frame.main_button()
    assert main is not None and main.key == "setup:go" and main.hotkey == KN.label("enter")
    drv.key(pygame.K_RETURN)  # "Start the race"
    assert frame.session.pending is not None
    n = len(frame.session.applied)
    drv.key(pygame.K_RETURN)  # Confirm
    assert len(frame.session.applied) == n + 1


def test_enter_in_the_seed_field_starts_the_game(data):
    app = make_app(data, speed="instant")
    drv = Driver(app)
    drv.new_game("finish-line")
    setup = app.stack.top
    drv.click(app.viewport.to_logical(setup.seed_entry.rect.center))
    assert setup.gui.text_focused()
    drv.type_text("42")
    drv.key(pygame.K_RETURN)
    drv.step()
    assert app.stack.find("table") is not None
    assert app.stack.find("table").session.seed == 42
