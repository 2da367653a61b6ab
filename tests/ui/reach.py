"""Getting a window game to a decision as a player would: a seed where the decision falls to
a seat (``find``), then the App played through with that seat human, its moves made by
clicking the widgets like a bot would choose them (``realize``), until ``stop`` (``reach``).

Shared by the widget tests (tests/ui/test_board_widgets.py, test_board_hotseat.py...) and the
pseudo-locale test of Horse Fever's table (tests/languages/test_pseudo_hf_table.py).
"""
from __future__ import annotations

import pygame
import pytest

from game.horsefever.bots import make_bot
from game.horsefever.actions import from_engine
from game.horsefever.rules import Action, Game
from game.ui.scenes.final import FinalScene
from game.ui.plugin import HUMAN, SeatChoice
from game.ui.scenes.handover import PassScene

from .driver import Driver, make_app

_FOUND: dict[tuple, tuple[int, int]] = {}


def find(data, kind: str, bot: str = "random", players: int = 3, seeds: int = 60,
         match: str = "", variant: str = "board") -> tuple[int, int]:
    """(seed, seat) of the first Board game (stars on, all ``bot``) where ``kind`` falls to a seat
    (``variant="family"``: a Family game's).

    ``match`` narrows a consent to the item offered (``goal``, ``stable``...).
    """
    key = (kind, bot, players, seeds, match, variant)
    if key not in _FOUND:
        _FOUND[key] = _search(data, *key)
    return _FOUND[key]


def _search(data, kind: str, bot: str, players: int, seeds: int, match: str,
            variant: str = "board") -> tuple[int, int]:
    for seed in range(seeds):
        g, _ = Game.new(data, ["x"] * players, variant, seed, stars=variant == "board",
                        bots=[bot] * players)
        bots = [make_bot(bot, data, seed, i) for i in range(players)]
        while not g.is_over():
            d = g.decision()
            if d.kind == kind and (not match or d.options.get("offer", {}).get("item") == match):
                return seed, d.seat
            seat = g.current_player()
            g.apply(bots[seat].choose(g.view(seat)))
    pytest.skip(f"no {kind} decision in {seeds} seeds")


def seats(players: int, humans: tuple[int, ...], bot: str) -> list[SeatChoice]:
    names = ["Ada", "Bruno", "Carla", "Dario", "Elsa", "Fritz"]
    return [SeatChoice(names[i], HUMAN if i in humans else bot) for i in range(players)]


def realize(drv: Driver, a: Action) -> None:
    """Makes ``a`` with the widget's buttons (mouse clicks) and confirms it."""
    w = drv.frame.widget
    kind = w.ctx.kind
    if kind in ("first_bet", "second_bet"):
        if a.type == "pass":
            drv.press("pass")
            return
        drv.press(f"horse:{a.horse}")
        drv.press(f"kind:{a.kind}")
        for _ in range((a.stake - w.stake) // 1000):
            drv.key(pygame.K_PAGEUP)
        while w.stake < a.stake:
            drv.key(pygame.K_UP)
    elif kind == "fix":
        drv.press(f"card:{a.card}")
        drv.press(f"lane:{a.horse}")
    elif kind == "photo_finish":
        drv.press(f"horse:{a.horse}")
    elif kind == "purchase":
        if a.type == "pass":
            drv.press("pass")
        else:
            drv.press(f"kind:{a.item if a.type == 'buy' else a.type}")
            if w.tab is not None:
                i = [o[0] for o in w.sub_options(w.tab)].index(a)
                while f"opt:{i}" not in [b.key for b in drv.top.buttons()]:
                    drv.press("page:+")
                drv.press(f"opt:{i}")
    elif kind in ("keep", "troy_copy", "cedric_copy"):
        drv.press(f"card:{a.card}")
    elif kind == "consent":
        drv.press("pass" if a.type == "pass" else
                  f"goal:{a.card}" if w.goals is not None else "accept")
    elif kind in ("lineup", "eric_odds"):
        # (two clicks: a card and its lane, or a stable token and its rows)
        keys = ((f"card:{a.card}", f"lane:{a.horse}") if kind == "lineup"
                else (f"horse:{a.horse}", f"rows:{a.value}"))
        for key in (("pass",) if a.type == "pass" else keys):
            drv.press(key)
    elif kind in ("dutch_auction", "english_auction"):
        drv.press("leave" if a.type == "pass" else "yes")
    else:
        raise AssertionError(f"no way to play {kind}")
    if not w.done:
        assert w.action() == a, (kind, w.action(), a, w.message)
        drv.press("confirm")


def human_widget(drv: Driver):
    """The human's widget when it is theirs to decide and the table has caught up, else None."""
    top = drv.top
    if isinstance(top, PassScene):
        drv.press("ready")
        return None
    if top.name == "payoffs":
        drv.key(pygame.K_RETURN)
        return None
    if top.name == "new_cards":  # hot seat: a buyer's look at their new Action cards
        drv.run_until(lambda: top.age >= top.part.grace, steps=20, dt=0.1)
        drv.press("done")
        return None
    if top.name != "table":
        return None
    t = drv.table
    s = t.session
    if s.human_to_move() is None or s.queue or t.frame.widget is None or t.frame.widget.done:
        return None
    return t.frame.widget


def play_until(data, seed: int, humans: tuple[int, ...], bot: str, stop, players: int = 3,
               steps: int = 40000, variant: str = "board"):
    """A window game whose humans play like ``bot`` (by clicks) until ``stop(drv, widget)``."""
    app = make_app(data, seats=seats(players, humans, bot), seed=seed, variant=variant,
                   stars=variant == "board")
    drv = Driver(app)
    policy = {h: make_bot(bot, data, seed, h) for h in humans}
    for _ in range(steps):
        if isinstance(drv.top, FinalScene):
            return app, drv, None
        w = human_widget(drv)
        if w is None:
            drv.step(0.1)
            continue
        if stop(drv, w):
            return app, drv, w
        seat = w.ctx.seat
        s = drv.table.session
        a = policy[seat].choose(s.game.view(seat))
        n = len(s.applied)
        realize(drv, a)
        # (At instant speed bots may answer within the same frame: the human's move is first.)
        assert len(s.applied) > n and s.applied[n] == (seat, from_engine(a)), \
            (w.ctx.kind, a, w.message)
    raise AssertionError("the game did not get there")


def reach(data, kind: str, bot: str = "random", match: str = "", variant: str = "board"):
    seed, seat = find(data, kind, bot, match=match, variant=variant)
    app, drv, w = play_until(data, seed, (seat,), bot,
                             lambda _d, w: w.ctx.kind == kind and (
                                 not match or w.ctx.options.get("offer", {}).get("item") == match),
                             variant=variant)
    assert w is not None
    return app, drv, w, seat


