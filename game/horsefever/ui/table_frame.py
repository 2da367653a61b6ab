"""Horse Fever's frame at the shell's one table: the game in play, everything visible,
decisions made in place.

The shell's table scene (``game/ui/generic/table.py``) moves the session on and opens the
payoffs sheet, the hot-seat pass screen and the final scores; this frame
(``game/ui/generic/frame.py``) draws the track, the lanes, the players and the log from
the stage's display state (``table_draw.py``), keeps one decision widget for the person
deciding now (``decisions/``) and the tipster panel (``tipster_panel.py``). Clicks go to
the widget's buttons first, then to the table item under the mouse (a lane, a horse, a
card in hand); right-click (or a short hover) shows any item's full text.
"""
from __future__ import annotations

import pygame

from typing import TYPE_CHECKING

from ...services.i18n import N_, _, ngettext
from ...ui import fallback_art as FA
from ...ui import input_map as K
from ...ui import palette as P
from ...ui.generic.frame import TableFrame
from ...ui.generic.logbook import colour_of
from ...ui.gui import GuiLayer
from ...ui.painter import Painter
from ...ui.scenes.common import draw_tip
from ...ui.speeds import BOT_DELAY
from ...ui.widgets import Button, draw_button, draw_panel, hit
from ..actions import from_engine
from ..game import game_data
from ..rules import IllegalAction
from . import board_panels
from . import table_hotspots as TH
from . import table_layout as L
from .decisions import DecisionContext, DecisionWidget, widget_for
from .describe import Detail
from .status_words import explain, phase_status, top_bar_text, what
from .table_draw import Marks, draw_table
from .table_notes import TurnBanner, draw_ribbon
from .tipster_panel import TipsterPanel, seat_to_show
from ...ui import key_names as KN

if TYPE_CHECKING:
    from ...ui.generic.table import GenericTableScene

HOVER_DELAY = 0.45  # seconds the mouse rests on an item before its tooltip shows
# Hover tooltips only for things about the size of a card or token: a mouse resting on a
# lane or a player's panel must not bury the table under text (right-click still works).
TOOLTIP_MAX_AREA = 160 * 120


class HorseFeverFrame(TableFrame):
    """The track, lanes, players, log, decision panel and tipster (module docstring)."""

    def __init__(self, scene: "GenericTableScene") -> None:
        super().__init__(scene)
        app, session = self.app, self.session
        self.stage = session.stage
        self.notice = ""  # an autosave or settings problem, until the next save works
        # A word that outlives the next autosave (resumed from the backup), and for how long.
        self.banner = ""
        self.banner_left = 0.0
        self.turn = TurnBanner()  # hot seat: "NAME's turn" (pass_rule)
        self.widget: DecisionWidget | None = None
        self.widget_key: tuple | None = None
        self.held_for: str | None = None  # the decision the keys down were pressed for
        self.t = 0.0
        self.hover_key: tuple | None = None
        self.hover_time = 0.0
        self.gui = GuiLayer(app, lambda gui: None)  # only the tooltips live here
        self.tipster = TipsterPanel(game_data())  # the T key / setting "tipster"

    # ---- per frame ---------------------------------------------------------------------
    def show_banner(self, text: str, seconds: float = 12.0) -> None:
        """A line in the top bar for a while (what the player must know on arriving)."""
        self.banner, self.banner_left = text, seconds

    def notify(self, text: str) -> None:
        self.notice = text

    def before(self, dt: float) -> None:
        self.t += dt
        if self.banner_left > 0:
            self.banner_left -= dt
            if self.banner_left <= 0:
                self.banner = ""
        self.stage.show.audio = self.app.sound()  # (the sound setting may have changed)
        self.turn.update(dt)

    def turn_banner(self, seat: int) -> None:
        self.turn.show(_("{name}'s turn").format(name=self.session.name(seat)),
                       _("to decide {what}").format(what=what(self._kind())))

    def after(self, dt: float) -> None:
        s = self.session
        self.tipster.update(s, self.tipster_seat())  # (an estimate starts here, never in draw)
        self.notice = s.problem
        if s.note:
            self.show_banner(s.note)
            s.note = ""
        self._refresh_widget()
        self._update_tooltip(dt)

    def on_pause(self) -> None:
        if self.gui is not None:
            self.gui.hide_tooltip()

    def _refresh_widget(self) -> None:
        s = self.session
        seat = s.turn_open()
        if seat is None:
            self.widget, self.widget_key = None, None
            return
        view = s.game.view(seat)
        d = view["decision"]
        key = (len(s.applied), seat, d["kind"])
        if key == self.widget_key and self.widget is not None and not self.widget.done:
            return
        ctx = DecisionContext(seat=seat, decision=d, view=view, display=s.display,
                              private=s.private(), words=self.stage.words, data=self.stage.data,
                              submit=self._submit, check=self._check,
                              legal=lambda: [a.to_engine() for a in s.game.legal_actions()],
                              hints=self.app.settings.payout_hints)
        if self.held_for not in (None, d["kind"]):
            self.app.held.drop()  # a key held for the phase before is not for this one
        self.held_for = d["kind"]
        self.widget = widget_for(ctx)
        self.widget_key = key
        self.scene.focus.clear()

    def _submit(self, action) -> None:
        try:
            self.session.submit(from_engine(action))
        except IllegalAction as exc:  # the widget checked first; this is a last guard
            if self.widget is not None:
                self.widget.done = False
                self.widget.message = exc.detail

    def _check(self, action) -> str | None:
        try:
            return self.session.refusal(from_engine(action)) or None
        except IllegalAction as exc:
            return self.session.pres.refusal_words(exc)

    def _update_tooltip(self, dt: float) -> None:
        mouse = self.scene.mouse
        spot = self._spot_at(mouse)
        over_button = hit(self.buttons(), mouse) is not None
        small = spot is not None and spot.rect.w * spot.rect.h <= TOOLTIP_MAX_AREA
        key = spot.key if small and not over_button and not self.scene.keyboard else None
        if key != self.hover_key:
            self.hover_key = key
            self.hover_time = 0.0
            if self.gui is not None:
                self.gui.hide_tooltip()
            return
        if key is None:
            return
        self.hover_time += dt
        if self.hover_time >= HOVER_DELAY and self.gui is not None:
            detail = self.detail_for(key)
            if detail is not None:
                self.gui.show_tooltip(key, detail.html(), mouse)

    # ---- geometry and words --------------------------------------------------------------
    def spots(self) -> list[L.Hotspot]:
        s = self.session
        data = self.stage.data
        return TH.hotspots(s.display, s.private(), data.odds_values, data.track.finish_line)

    def _spot_at(self, pos) -> L.Hotspot | None:
        return L.hit(self.spots(), pos)

    def detail_for(self, key: tuple) -> Detail | None:
        s = self.session
        ds, w = s.display, self.stage.words
        data = self.stage.data
        kind = key[0]
        if kind in ("lane", "horse", "token", "stable"):
            c = key[1]
            owner = next((p.name for p in ds.players if c in p.stables), None)
            d = w.stable(c, ds.odds.get(c), owner)
            if kind in ("lane", "horse"):
                pos = ds.positions.get(c, 0)
                where = (_("Ranked {place}.").format(place=ds.ranked.index(c) + 1) if c in ds.ranked else
                         _("On square {n} of the track (finish line: {finish}).").format(
                             n=pos, finish=data.track.finish_line))
                n = len(ds.lanes.get(c, []))
                d.body.insert(0, where + " " + ngettext("{n} action card played on it.",
                                                        "{n} action cards played on it.", n).format(n=n))
            return d
        if kind == "lane_card":
            c, slot = key[1], key[2]
            lane = ds.lanes.get(c, [])
            if slot >= len(lane):
                return None
            pc = lane[slot]
            if pc.get("card") is not None:
                return w.action_card(pc["card"])
            own = s.private().card_at(c, slot) if s.private() is not None else None
            if own is not None:
                d = w.action_card(own)
                d.subtitle = _("Your face-down card (the others see only its back) · {card}").format(
                    card=d.subtitle)
                return d
            return w.face_down(pc["seat"], c)
        if kind == "hand":
            return w.action_card(key[2])
        if kind == "odds_row":
            return w.odds_row(key[1])
        if kind == "movement":
            return w.movement_card(key[1])
        if kind == "rank":
            place = key[1]
            return w.rank_space(place, ds.ranked[place - 1] if place <= len(ds.ranked) else None)
        if kind == "reserve":
            return w.reserve(key[1], ds.bet_tokens.get(key[1], 0), ds.tokens_per_colour)
        if kind == "player":
            pl = ds.players[key[1]]
            rules = data.rules
            return w.player(pl, max(rules.min_bet_per_vp * pl.vp, rules.stake_step), pl.seat == ds.first_player)
        if kind == "bet":
            if key[1] < len(ds.bets):
                return w.bet(ds.bets[key[1]], ds.race_odds or ds.odds)
            return None
        if kind == "die":
            return w.die(key[1], ds.sprints.get(key[1]))
        if kind == "round":
            return w.round_indicator(ds.round, ds.rounds)
        if kind == "log":
            return Detail(_("Game log"), [_("Every public event of the game. Click (or press L) to read it all.")])
        if kind in board_panels.HOTSPOT_KINDS:
            return board_panels.detail(key, ds, s.private(), w, data)
        return None

    # ---- controls ----------------------------------------------------------------------
    def top_buttons(self) -> list[Button]:
        y, h, w = 6, 28, 96
        x = 1280 - 10 - w
        sc = self.scene
        out = [Button("menu", pygame.Rect(x, y, w, h), _("Menu"), sc.open_menu, style="ghost", hotkey=KN.label("esc"), size=14),
               Button("rules", pygame.Rect(x - w - 6, y, w, h), _("Rules"), sc.open_rules, style="ghost",
                      hotkey="F1", size=14),
               Button("log", pygame.Rect(x - 2 * (w + 6), y, w, h), _("Log"), sc.open_log, style="ghost",
                      hotkey=KN.letter("log"), size=14)]
        return out

    def coach_places(self) -> tuple[pygame.Rect, ...]:
        """Where a lesson's coach may sit on this table, best first (``lesson.py``)."""
        from .lesson import COACH_PLACES
        return COACH_PLACES

    def buttons(self) -> list[Button]:
        if self.replaying:
            return []
        # The decision's controls first: Tab reaches them before the menu buttons.
        out: list[Button] = []
        if self.widget is not None and not self.widget.done:
            out.extend(self.widget.buttons())
        elif self.session.queue or (self.session.to_move() is not None and self.session.human_to_move() is None):
            r = L.DECISION
            out.append(Button("skip", pygame.Rect(r.right - 176, r.bottom - 50, 160, 40), _("Hurry up  »"),
                              self.session.skip, hotkey=KN.label("space"), tip=_("Show the next steps at once (Space)")))
        if self.session.hotseat and (self.widget is None or self.widget.done):
            r = L.DECISION  # (the status panel's right side: its lines stop short of it)
            out.append(Button("peek", pygame.Rect(r.right - 176, r.bottom - 96, 160, 36), _("Peek"),
                              self.open_peek, style="ghost", size=14, enabled=self.session.may_peek(),
                              reason=_("Not while a player's secret turn is on screen"),
                              tip=_("Look at your own secrets (behind a pass screen)")))
        return out + self.top_buttons()

    def open_peek(self) -> None:
        """Hot seat: a person looks at their own hand and face-down cards between turns, the
        table drawn with that seat's private knowledge while held (the shell's ``PeekScene``)."""
        s = self.session
        if not s.may_peek():
            return
        self.on_pause()

        def show(p: Painter, seat: int) -> None:
            marks = Marks(t=self.t, hand_owner=s.name(seat))
            draw_table(p, self.stage.data, s.display, self.stage.private(seat), marks,
                       self.log_lines(), self.stage.show.view())
        self.app.open("peek", s, pygame.Rect(0, L.TOP.bottom, 1280, 600 - L.TOP.bottom), show)

    def process_event(self, ev: pygame.event.Event) -> bool | None:
        if ev.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.turn.dismiss()  # the banner goes at once; the key or click still counts
        self._refresh_widget()
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 3:
            pos = self.app.logical(ev.pos)
            spot = self._spot_at(pos)
            if spot is not None:
                detail = self.detail_for(spot.key)
                if detail is not None:
                    self.app.open("card", detail, self.stage.data)
                    return True
            return False
        return None

    def on_click(self, pos) -> bool:
        b = hit(self.buttons(), pos)
        if b is None and self.session.skip_animation():
            return True  # a click on the table skips the animation playing now
        if b is not None and not b.enabled:
            # A click on a disabled choice says why, in the panel as well as on hover.
            if self.widget is not None and b.reason:
                self.widget.message = b.reason
            return True
        spot = self._spot_at(pos)
        if spot is None:
            return False
        if spot.key == ("log",):
            self.scene.open_log()
            return True
        if self.widget is not None and not self.widget.done:
            return self.widget.on_pick(spot.key)
        return False

    def on_command(self, cmd: str) -> bool:
        if cmd in (K.FOCUS_NEXT, K.FOCUS_PREV):
            return False  # the scene's: the focus moves over the buttons
        focused = self.scene.focus.current(self.buttons())
        if cmd in (K.CONFIRM, K.SKIP) and focused is not None:
            focused.click()
            return True
        if cmd == K.SKIP:
            # Space ends the animation playing now; with none playing it hurries everything.
            if not self.session.skip_animation():
                self.session.skip()
            return True
        if self.widget is not None and not self.widget.done:
            return self.widget.on_command(cmd)
        return False

    def log_lines(self) -> list[str]:
        return self.scene.log_lines()

    def tipster_on(self) -> bool:
        return bool(getattr(self.app.settings, "tipster", False))

    def tipster_seat(self) -> int | None:
        """The seat whose chances the panel shows now (None: the panel is not drawn)."""
        return seat_to_show(self.session) if self.tipster_on() else None

    # ---- drawing -------------------------------------------------------------------------
    def marks(self) -> Marks:
        s = self.session
        m = Marks(t=self.t)
        seat = s.to_move()
        m.to_move = seat
        # (a replay's seats are all bots, but nobody thinks there: the seat is just to decide)
        m.thinking = seat is not None and seat in s.bots and not self.replaying
        m.hover = self.hover_key
        if self.widget is not None and not self.widget.done:
            self.widget.marks(m)
        if s.viewer is not None and s.hotseat:
            m.hand_owner = s.name(s.viewer)
        if self.replaying:
            m.hand_note = N_("A replay: every hand stays secret.")
        elif not s.humans:
            m.hand_note = N_("Bots only: every hand is secret. Hover a face-down card to see who played it.")
        elif s.hotseat:
            m.hand_note = N_("Hands stay hidden between turns: each player sees their own cards "
                             "on their own turn.")
        return m

    def _kind(self) -> str | None:
        d = self.session.game.decision()
        return d.phase if d is not None else None

    def status_area(self) -> pygame.Rect:
        return L.TOP

    def panel_area(self) -> pygame.Rect:
        return L.DECISION

    def hint_button(self) -> pygame.Rect:
        """The shell's Hint button: in the top bar, left of Log, Rules and Menu."""
        return pygame.Rect(1280 - 10 - 4 * 96 - 3 * 6, 6, 96, 28)

    def screenshot_key(self) -> str:
        ds = self.session.display
        kind = self.widget.ctx.kind if self.widget is not None else ""
        return f"table-r{ds.round}-{ds.phase}" + (f"-{kind}" if kind else "")

    def draw(self, p: Painter) -> None:
        s = self.session
        marks = self.marks()
        show = self.stage.show
        show.preload(p, tuple(s.display.colours))  # every race sprite scaled before the race
        draw_table(p, self.stage.data, s.display, s.private(), marks, self.log_lines(), show.view())
        tip_seat = self.tipster_seat()
        if tip_seat is not None:
            self.tipster.draw(p, s, tip_seat)  # over the log box, from that seat's view only
        if not self.replaying:  # (a replay writes its own line and panel there)
            self.draw_top_bar(p, marks)
            draw_panel(p, L.DECISION, "paper", radius=10)
            if self.widget is not None and not self.widget.done:
                self.widget.draw(p)
            else:
                self.draw_status(p)
        self.stage.draw_over(p)  # the race show's extras: dice tray, flying cards, coins, banners
        self.turn.draw(p)
        bs = self.buttons()
        under = hit(bs, self.scene.mouse)
        focused = self.scene.focus.current(bs)
        for b in bs:
            draw_button(p, b, hover=b is under, focused=b is focused)
        if under is not None and under.hover_text() and not self.scene.keyboard:
            draw_tip(p, under.hover_text(), self.scene.mouse, bad=not under.enabled)

    def draw_top_bar(self, p: Painter, marks: Marks) -> None:
        s = self.session
        p.sprite("wood_bar", L.TOP, FA.wood, fit="stretch", tag=("bg", "bar"))
        p.line((0, L.TOP.bottom), (1280, L.TOP.bottom), P.BRASS_DARK, 2)
        p.text("HORSE FEVER", (14, L.TOP.centery + 1), 24, P.BRASS_LIGHT, "display", anchor="midleft")
        who, deciding = "", None
        if marks.to_move is not None:
            who = _("{name} to decide").format(name=s.name(marks.to_move))
            deciding = self._kind()
        # (centred between the title and the Hint button, never under it)
        p.text(top_bar_text(s.display, who, deciding), (560, L.TOP.centery + 1), 17, P.CREAM, "ui_medium",
               anchor="center", max_width=560)
        note = self.notice or self.banner
        if note:
            draw_ribbon(p, note)

    def draw_status(self, p: Painter) -> None:
        """The decision panel when no human of this screen is deciding."""
        s = self.session
        r = L.DECISION
        ds = s.display
        seat = s.to_move()
        if s.is_over() and not s.queue:
            title, sub = _("The game is over."), _("See the final scores.")
        elif seat is not None and seat in s.bots:
            d = s.game.decision()
            title = _("{name} (bot) is deciding {what}…").format(name=s.name(seat),
                                                                 what=what(d.phase if d else None))
            sub = (explain(ds.variant, ds.phase, d.phase if d else None)
                   or _("Bots play from their own view, like any player."))
            delay = BOT_DELAY[s.speed]
            if delay > 0 and s.bot_wait is not None:
                frac = max(0.0, min(1.0, 1 - s.bot_wait / delay))
                bar = pygame.Rect(r.x + 16, r.y + 50, 300, 6)
                p.rect(bar, P.CREAM_DARK, 3)
                p.rect((bar.x, bar.y, bar.w * frac, bar.h), P.BRASS, 3)
        elif seat is not None:
            title, sub = _("{name} to decide.").format(name=s.name(seat)), ""
        else:
            title, sub = phase_status(ds)
        p.text(title, (r.x + 16, r.y + 14), 20, P.INK, "ui_bold", max_width=r.w - 32)
        if sub:
            p.text(sub, (r.x + 16, r.y + 62), 14, P.INK_SOFT, "ui", max_width=r.w - 32)
        # The latest public events, so nobody misses what just happened.
        y = r.y + 90
        for line in self.log_lines()[-4:]:
            colour = colour_of(line)  # (a chat line: its sender's colour)
            p.text(line, (r.x + 16, y), 15, P.readable(colour, P.CREAM) if colour else P.INK,
                   "ui", max_width=r.w - 220)
            y += 22

