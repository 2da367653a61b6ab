"""The tipster panel: each horse's chance to win and to show, for the human deciding now.

Drawn on the table in place of the game-log box (L still opens the whole log) as a
printed racing-form card: a horse per line with its token, a win and a show percentage and
a bar in the horse's colour. The numbers come from ``game.horsefever.tipster.estimate`` run on
``game.view(seat)`` of the human seat whose turn it is, never on the game state, so they
use exactly what that player knows (their own face-down cards included, the others' only
as backs).

When it shows (``seat_to_show``): the setting ``tipster`` (or the T key) is on, a human
decides now, that human's private things are on the screen, and the round is betting or
fixing its race (``BETTING``). So it is hidden during hot-seat pass screens, while bots
decide, in bot-only games, and after the race (payoffs, auctions, purchases).

It never stalls a frame: each new view (a new card, bet or turn) starts one estimate on a
worker thread (from ``update``; ``draw`` only reads what is ready); until it is ready the
previous numbers stay, dimmed. Results are cached per
view (seat, actions applied so far) with an RNG seeded from that key, so redrawing the same
view shows the same numbers (no flicker).
"""
from __future__ import annotations

import threading
from typing import Any

import numpy as np
import pygame

from ...services.i18n import _
from ...services.numbers import number
from ..tipster import Estimate, estimate
from ...ui import palette as P
from ...ui import pieces
from . import table_layout as L
from ...ui.painter import Painter

RACES = 2000  # simulated races per estimate (about 15-25 ms on one core)
CACHE_SIZE = 64
RECT = L.LOG  # the panel covers the game-log box while it shows


# The phases whose choices the chances are for: the bets and the fixing before the race.
# After it (photo finish, payoffs, the Board Game's auctions and purchases) the estimate
# would be of a race already run ("<1%" / ">99%"): the panel is not drawn.
BETTING = ("first_bet", "fix", "second_bet")


def seat_to_show(session: Any) -> int | None:
    """The human seat whose view the panel may show now, else None."""
    seat = session.human_to_move()
    if seat is None:
        return None
    if getattr(session.display, "phase", None) not in BETTING:
        return None
    if session.handover_needed() is not None:
        return None  # a "Pass to NAME" screen comes first
    if session.hotseat and session.viewer != seat:
        return None  # that player's private view is not on the screen
    return seat


class TipsterPanel:
    """Estimates (off the UI thread, cached per view) and draws them."""

    def __init__(self, data: Any, races: int = RACES) -> None:
        self.data = data
        self.races = races
        self.cache: dict[tuple, Estimate] = {}
        self.shown: tuple[tuple, Estimate] | None = None  # the last estimate drawn
        self._job: tuple[tuple, threading.Thread, dict[str, Any]] | None = None
        self.errors: list[str] = []

    # ---- what to show -------------------------------------------------------------------
    @staticmethod
    def key(session: Any, seat: int) -> tuple:
        """One view of one seat: the game (its seed), the seat, the actions applied so far."""
        return (session.seed, seat, len(session.applied))

    def request(self, session: Any, seat: int) -> Estimate | None:
        """The estimate for this seat's current view, or None while it is being computed."""
        key = self.key(session, seat)
        hit = self.cache.get(key)
        if hit is not None:
            self.shown = (key, hit)
            return hit
        job = self._job
        if job is not None and job[0] == key:
            if job[1].is_alive():
                job[1].join(0.004)  # a quick estimate lands in this frame
            if "estimate" in job[2]:
                self._store(key, job[2]["estimate"])
                self._job = None
                return self.cache[key]
            if "error" in job[2]:
                self.errors.append(job[2]["error"])
                self._job = None
            return None
        if job is None or not job[1].is_alive():
            self._start(key, session.game.view(seat))
        return None

    def _start(self, key: tuple, view: dict[str, Any]) -> None:
        box: dict[str, Any] = {}
        # A fixed generator per view: the same view always gives the same numbers.
        rng = np.random.default_rng([abs(int(k)) for k in key])

        def work() -> None:
            try:
                box["estimate"] = estimate(view, self.data, races=self.races, rng=rng)
            except Exception as exc:  # shown as "no tips" rather than breaking the table
                box["error"] = f"{type(exc).__name__}: {exc}"

        t = threading.Thread(target=work, name="tipster", daemon=True)
        self._job = (key, t, box)
        t.start()

    def _store(self, key: tuple, est: Estimate) -> None:
        if len(self.cache) >= CACHE_SIZE:
            self.cache.pop(next(iter(self.cache)))
        self.cache[key] = est
        self.shown = (key, est)

    def wait(self, timeout: float = 2.0) -> None:
        """Tests and screenshots: lets the computation under way finish."""
        if self._job is not None:
            self._job[1].join(timeout)

    def update(self, session: Any, seat: int | None) -> None:
        """Each frame, before drawing (the table's ``update``): starts or collects the
        estimate of the view shown (``draw`` never starts a thread: it changes nothing)."""
        if seat is not None:
            self.request(session, seat)

    # ---- drawing ------------------------------------------------------------------------
    def draw(self, p: Painter, session: Any, seat: int) -> None:
        """The card for ``seat``: its estimate if ready, else its previous numbers dimmed
        (or "studying the form"). Reads the cache only; ``update`` fills it."""
        key = self.key(session, seat)
        est = self.cache.get(key)
        stale = est is None
        if est is None and self.shown is not None and self.shown[0][:2] == key[:2]:
            est = self.shown[1]  # the previous numbers of this seat, dimmed, until ready
        draw_card(p, RECT, session.name(seat), est, stale)


def draw_card(p: Painter, r: pygame.Rect, name: str, est: Estimate | None, stale: bool) -> None:
    """The racing-form card: title, one line per horse (token, win %, show %, bars)."""
    p.shadow(r, 8, 3, 110)
    p.rect(r, P.CREAM, 8)
    p.rect(r, P.WOOD, 8, width=3)
    inner = r.inflate(-10, -10)
    p.rect(inner, P.BRASS_DARK, 5, width=1)
    p.text(_("THE TIPSTER"), (r.x + 14, r.y + 9), 17, P.INK, "display", max_width=r.w - 90)
    p.text(_("T: hide"), (r.right - 12, r.y + 12), 11, P.INK_FAINT, "ui", anchor="topright")
    line = (_("{name}'s view of the race · {n} races").format(name=name, n=number(est.races))
            if est is not None else _("{name}'s view of the race").format(name=name))
    p.text(line, (r.x + 14, r.y + 31), 11, P.INK_SOFT, "serif_italic", max_width=r.w - 28)
    top = r.y + 50
    col_win, col_show = r.x + 112, r.right - 18
    p.text(_("to win"), (col_win, top), 11, P.INK_SOFT, "ui_medium", anchor="topright")
    p.text(_("in the first 3"), (col_show, top), 11, P.INK_SOFT, "ui_medium", anchor="topright")
    p.line((r.x + 14, top + 16), (r.right - 14, top + 16), P.PAPER_SHADE, 1)
    row_h = 21
    if est is None:
        p.text(_("The tipster is studying the form…"), (r.centerx, top + 70), 13, P.INK_SOFT,
               "serif_italic", anchor="center", max_width=r.w - 24)
        return
    alpha = 130 if stale else 255
    best = max(est.p_win, key=lambda c: est.p_win[c])
    for i, colour in enumerate(est.p_win):
        y = top + 20 + i * row_h
        pieces.token(p, colour, pygame.Rect(r.x + 13, y, 20, 20), alpha=alpha, tag="tip_token")
        win, show = est.p_win[colour], est.p_show[colour]
        ink = P.INK if colour == best else P.INK_SOFT
        bar_x, bar_w = r.x + 40, 32
        _bar(p, pygame.Rect(bar_x, y + 6, bar_w, 8), win, colour, alpha)
        p.text(_pct(win), (col_win, y + 1), 14, ink, "ui_bold" if colour == best else "ui_medium",
               anchor="topright", alpha=alpha)
        _bar(p, pygame.Rect(col_win + 14, y + 6, 62, 8), show, colour, alpha)
        p.text(_pct(show), (col_show, y + 1), 14, P.INK_SOFT, "ui_medium", anchor="topright",
               alpha=alpha)


def _pct(x: float) -> str:
    if x < 0.005:
        return "<1%"
    if x > 0.995:
        return ">99%"
    return f"{100 * x:.0f}%"


def _bar(p: Painter, r: pygame.Rect, x: float, colour: str, alpha: int) -> None:
    p.rect(r, P.CREAM_DARK, 3)
    w = max(0.0, min(1.0, x)) * r.w
    if w >= 1:
        fill = P.HORSE[colour] if colour != "white" else P.PAPER_SHADE
        p.rect((r.x, r.y, w, r.h), fill, 3, alpha=alpha)
    p.rect(r, P.INK_FAINT, 3, width=1, alpha=alpha)
