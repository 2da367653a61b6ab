"""The bet panel's stake box, quick amounts and payout preview, through real key and mouse events.

Each test checks what the engine received (``session.applied``) or what the panel drew.
"""
from __future__ import annotations

import pygame
import pytest

from game.horsefever.bots import make_bot
from game.horsefever.rules import Action, Game
from game.horsefever.rules.preview import bet_preview
from game.horsefever.ui.decisions.bet import BetWidget

from .driver import Driver, make_app
from .scenarios import first_player, seats_with_human
from .reach import play_until

DIGIT_KEYS = {str(n): getattr(pygame, f"K_{n}") for n in range(10)}


def _at_first_bet(data, players: int = 3, seed: int = 4):
    seat = first_player(data, players, seed)
    app = make_app(data, seats=seats_with_human(players, seat), seed=seed)
    drv = Driver(app)
    assert drv.run_until(lambda: isinstance(drv.frame.widget, BetWidget))
    return drv, seat


def last_of(session, seat: int) -> tuple[int, Action]:
    """The last action the engine received from ``seat`` (bots may have acted since)."""
    seat, action = [a for a in session.applied if a[0] == seat][-1]
    return seat, action.to_engine()  # (the session keeps the typed action)


def _type(drv: Driver, digits: str) -> None:
    for ch in digits:
        drv.key(DIGIT_KEYS[ch])


def test_digits_typed_into_the_clicked_stake_box_set_the_stake(data):
    drv, seat = _at_first_bet(data)
    w = drv.frame.widget
    drv.key(pygame.K_4)  # 4 Red: the box is not focused, so the key chooses the horse
    drv.key(pygame.K_w)
    drv.press("stake:box")
    _type(drv, "1000")  # the 1 types a digit now: it does not choose 1 Black
    assert (w.horse, w.stake) == ("red", 1000)
    sent = len(drv.table.session.applied)
    drv.key(pygame.K_RETURN)  # done typing (the bet is not sent yet)
    assert not w.entry.editing and len(drv.table.session.applied) == sent
    drv.key(pygame.K_2)  # the box is not focused any more: 2 chooses 2 Blue
    assert w.horse == "blue" and w.stake == 1000
    drv.key(pygame.K_RETURN)  # confirms the bet
    assert last_of(drv.table.session, seat) == (seat, Action("bet", horse="blue", kind="win",
                                                             stake=1000))


def test_backspace_erases_a_digit_and_undo_takes_the_whole_amount_back(data):
    drv, _seat = _at_first_bet(data)
    w = drv.frame.widget
    lo = w.lo
    drv.press("stake:box")
    _type(drv, "1234")
    drv.key(pygame.K_BACKSPACE)
    drv.key(pygame.K_BACKSPACE)
    _type(drv, "00")
    assert w.stake == 1200
    drv.press("stake:box")  # a second click ends the typing
    drv.key(pygame.K_z, pygame.KMOD_CTRL)  # Ctrl+Z is Undo: the stake before typing
    assert w.stake == lo
    drv.press("stake:box")
    drv.key(pygame.K_BACKSPACE)  # the selected amount is erased: the box is empty
    assert w.stake is None and not drv.button("confirm").enabled
    drv.key(pygame.K_RETURN)  # a box left empty gets its amount back
    assert w.stake == lo and not w.message


def test_an_amount_the_rules_refuse_is_explained_and_the_bet_stays_off(data):
    drv, seat = _at_first_bet(data)
    w = drv.frame.widget
    session = drv.table.session
    me = session.game.view(seat)["players"][seat]
    drv.press("horse:green")
    drv.press("kind:show")
    before = len(session.applied)
    for typed, words in (("150", "not a multiple of 100 D"),
                         (str(w.lo - 100), f"below your minimum bet of {w.lo:,} D"),
                         (str(w.hi + 100), f"more than the {me['danari']:,} D you have")):
        drv.press("stake:box")
        _type(drv, typed)
        confirm = drv.button("confirm")
        assert not confirm.enabled and words in confirm.reason, (typed, confirm.reason)
        assert any(words in t for t in drv.texts()), typed  # shown in the panel as typed
        drv.key(pygame.K_RETURN)  # ends the typing; the amount and its reason stay
        drv.key(pygame.K_RETURN)  # the bet button is off: nothing is sent
        assert len(session.applied) == before and words in w.message
    drv.key(pygame.K_UP)  # fixed with +: to the next 100 D within what the player has
    assert w.stake == w.hi and drv.button("confirm").enabled


def test_quick_amounts_beside_the_stake(data):
    drv, seat = _at_first_bet(data)
    w = drv.frame.widget
    lo, hi = w.lo, w.hi
    drv.press("stake:+500")
    assert w.stake == lo + 500
    drv.press("stake:+1000")
    assert w.stake == lo + 1500
    drv.press("stake:max")
    assert w.stake == hi
    plus = drv.button("stake:+1000")
    assert not plus.enabled and "more than" in plus.reason
    drv.press("stake:min")
    assert w.stake == lo
    drv.press("horse:black")
    drv.press("kind:win")
    drv.press("stake:+500")
    drv.press("confirm")
    assert last_of(drv.table.session, seat) == (seat, Action("bet", horse="black", kind="win",
                                                             stake=lo + 500))


def _seed_with_a_known_odds_move(data) -> tuple[int, int, str]:
    """(seed, round, horse): a Board game (random bots, stars) where seat 0 bets while a Horse
    card lined up face up will move a horse's odds at the reveal."""
    for seed in range(80):
        g, _ = Game.new(data, ["x"] * 3, "board", seed, stars=True, bots=["random"] * 3)
        bots = [make_bot("random", data, seed, i) for i in range(3)]
        while not g.is_over():
            d = g.decision()
            if d.kind in ("first_bet", "second_bet") and d.seat == 0:
                for h in d.options["horses"]:
                    p = bet_preview(data, g.view(0), h, "win", d.options["min_stake"])
                    if p.odds != p.odds_now:
                        return seed, g.state.round, h
            seat = g.current_player()
            g.apply(bots[seat].choose(g.view(seat)))
    raise AssertionError("no such game in 80 seeds")


def test_the_preview_applies_a_horse_card_lined_up_face_up(data):
    seed, rnd, colour = _seed_with_a_known_odds_move(data)
    app, drv, w = play_until(data, seed, (0,), "random",
                             lambda _d, w: isinstance(w, BetWidget) and w.ctx.view["round"] == rnd)
    assert w is not None
    drv.press(f"horse:{colour}")
    drv.press("kind:win")
    p = bet_preview(data, w.ctx.view, colour, "win", w.lo)
    now = w.ctx.view["odds"][colour]
    assert p.odds != now
    drv.step(0.016)
    shown = " ".join(drv.texts())
    # The amount at the odds after the reveal, not at the Blackboard's odds now.
    assert f"{w.lo * p.odds:,} D + 3 VP (1:{p.odds} after" in shown, shown
    assert f"{w.lo * now} D" not in shown


def test_the_stake_box_is_reached_with_tab_and_enter(data):
    drv, _seat = _at_first_bet(data)
    w = drv.frame.widget
    for _ in range(30):
        drv.key(pygame.K_TAB)
        if drv.table.focus.key == "stake:box":
            break
    assert drv.table.focus.key == "stake:box"
    drv.key(pygame.K_RETURN)  # presses the focused box: typing starts
    _type(drv, "700")
    assert w.entry.editing and w.stake == 700



@pytest.mark.parametrize("lang, sep, shown", [("it", pygame.K_PERIOD, "1.000"),
                                              ("en", pygame.K_COMMA, "1,000")])
def test_a_stake_typed_with_the_languages_thousands_separator_reads_as_that_amount(
        data, monkeypatch, lang, sep, shown):
    # Italian groups thousands with a dot, English with a comma: typed in the box, the
    # separator is the player's way of writing the amount (game.services.numbers), not a key of its own.
    from game.services import i18n
    monkeypatch.setenv(i18n.LANGUAGE_ENV, lang)  # the window starts in this language
    try:
        drv, _seat = _at_first_bet(data)
        w = drv.frame.widget
        drv.press("stake:box")
        for key in (pygame.K_1, sep, pygame.K_0, pygame.K_0, pygame.K_0):
            drv.key(key)
        assert w.stake == 1000 and w.entry.editing, w.stake
        assert shown in drv.texts(), [t for t in drv.texts() if "000" in t]
    finally:
        i18n.set_language("en")
