"""The match driver and hot-seat controller: who acts, what is shown, what stays private.

A ``Session`` owns the engine ``Game``, the bots and the presentation queue:

* Events returned by ``Game.apply`` are queued and *presented* one by one (each with a
  short beat, scaled by the speed setting) into the public ``DisplayState`` and the private
  knowledge of each human seat. The next decision waits until the table has caught up.
* Bots decide from ``game.view(seat)`` only, after a pause, one move at a time.
* Privacy: ``viewer`` is the one seat whose private things may be drawn. With one human it
  is always that human. With several, it is nobody until a seat with private things must
  decide and the hot-seat rule (``pass_rule``, asked in ``next_screen`` alone) lets its
  secrets show: after its "Pass to NAME" screen, or at once when it was the last to see
  secrets. It goes back to nobody as soon as that seat's turn is over, except that a
  buyer of Action cards first sees them (``new_cards``) and says when they are done.
* Stops: before the end of each round the session pauses on the payoffs sheet, and at the
  end of the game on the final scores; the table scene shows them and calls ``resume``.
"""
from __future__ import annotations

import logging
import threading
from collections import deque
from dataclasses import dataclass
from typing import Any, Callable

from ...i18n import _
from ..bots import make_bot
from ..bots.base import Bot, public_reason
from ..rules import Action, Game, IllegalAction
from ..rules.data import GameData
from .describe import RoundSummary, Words, name_horses, summarize_round
from .display import DisplayState
from ...ui.pass_rule import BANNER, PASS_SCREEN, HotSeatTurns, next_holder, shows_secrets
from .private_knowledge import PrivateKnowledge
from .race.show import ANIMATED, RaceShow
from ...ui.speeds import BOT_DELAY, SCALE, SPEEDS
from ...ui.table_aids import BotReasons

log = logging.getLogger(__name__)

HUMAN = "human"
# The bots' pause and the beats' multiplier per speed: the one table, ``speeds.py``.
BEAT_SCALE = SCALE
# How long the table dwells on an event after showing it, at normal speed (seconds).
EVENT_BEATS = {
    "round_start": 0.6, "bet": 0.25, "action_played": 0.25, "fixing_start": 0.3,
    "second_bets_start": 0.3, "reveal": 1.0, "action_discarded": 0.7, "odds_change": 0.7,
    "race_start": 0.8, "movement": 0.75, "sprint": 0.65, "photo_finish": 0.9, "ranked": 0.7,
    "ranking": 0.6, "bet_penalty": 0.8, "eliminated": 0.8, "tie_break": 1.0,
}
# Events whose log line waits until their animation is over: the sprint's line names the
# dice, and must not tell the table the result while the dice are still tumbling.
LINE_AFTER_SHOW = frozenset({"sprint"})
PAUSE_PAYOFFS = "payoffs"
# The payoffs sheet opens before the first of these in a round (the round's money is paid).
SHEET_BEFORE = ("auction_start", "round_end")
PAUSE_FINAL = "final"


@dataclass
class SeatSpec:
    """One seat from the setup screen: a name and who plays it."""

    name: str
    kind: str = HUMAN  # "human" or a bot kind ("simple", "random")

    @property
    def is_bot(self) -> bool:
        return self.kind != HUMAN


class Session(HotSeatTurns):
    """One game in the window: engine, bots, presentation pacing and hot-seat privacy."""

    def __init__(self, data: GameData, seats: list[SeatSpec], variant: str = "family",
                 seed: int = 0, stars: bool = False, rounds: int | None = None,
                 speed: str = "normal", game: Game | None = None,
                 events: list[dict[str, Any]] | None = None, race_speed: str | None = None) -> None:
        self.data = data
        self.seats = list(seats)
        self.speed = speed if speed in SPEEDS else "normal"  # bots' pause
        self.race_speed = race_speed if race_speed in SPEEDS else self.speed  # event beats
        bots = [s.kind if s.is_bot else "" for s in seats]
        if game is None:
            # Bot kinds go to the engine for the log only; human seats are "".
            game, events = Game.new(data, [s.name for s in seats], variant, seed, stars, rounds,
                                    bots=bots)
        self.game = game
        self.seed = game.state.seed
        self.events: list[dict[str, Any]] = list(events or [])  # every event, unredacted (saves)
        self.words = Words(data, [s.name for s in seats])
        self.bots: dict[int, Bot] = {i: make_bot(s.kind, data, self.seed, i)
                                     for i, s in enumerate(seats) if s.is_bot}
        self.humans = [i for i, s in enumerate(seats) if not s.is_bot]
        self.display = DisplayState.empty(data.colours)
        self.privates = {h: PrivateKnowledge(h) for h in self.humans}
        self.queue: deque[dict[str, Any]] = deque(events or [])
        self.log: list[str] = []
        self.round_events: list[dict[str, Any]] = []
        self.round_start_balances: dict[int, tuple[int, int]] | None = None  # see _note_round
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.beat = 0.0
        self.bot_wait: float | None = None
        self.pause: str | None = None
        self.summary: RoundSummary | None = None
        self.applied: list[tuple[int, Action]] = []  # every action the engine received
        self.earlier: list[tuple[int, Action]] = []  # a loaded save's actions (session_load.resume)
        self.sync_mismatches: list[str] = []  # display vs engine after catching up (tests)
        self.bot_errors: list[str] = []  # bots that raised (their seat played a legal fallback)
        self.explain_bots = True  # bots' one-line reasons in log_lines() unless told otherwise
        # Bots' reasons beside the log (log_lines()); those naming face-down cards are held
        # until the reveal.
        self.reasons = BotReasons()
        self.label = ""  # the name the game was last saved under ("Save as"), if any
        self._line_after_show: str | None = None  # see LINE_AFTER_SHOW
        self.on_applied: Callable[["Session"], None] | None = None
        self._sheet_round: int | None = None  # the round whose payoffs sheet was shown
        self._thinking: dict[str, Any] | None = None
        # Hot seat (see pass_rule): the human who last saw secrets, the number of actions
        # applied when the current human's turn was put on screen, and a "NAME's turn"
        # banner waiting for the table to show it.
        self.holder: int | None = None
        self._opened: int | None = None
        self.banner_seat: int | None = None
        # Hot seat: (buyer, cards) of Action cards just bought, shown to the buyer alone
        # before anything else happens; ``new_cards_seen`` ends it.
        self.new_cards: tuple[int, list[int]] | None = None
        self.display.tokens_per_colour = data.players[len(seats)].bet_tokens
        # The race show animates the presented events (never at instant speed); the next
        # event waits while it is busy. It reads events and display states only.
        self.show = RaceShow(data, self.seed, self.words.event_line, speed=self.race_speed)
        self._animate = True  # False while skipping: events are shown without clips
        if events is None:
            self._sync()  # resumed from a save: nothing to present, take the engine's view

    # ---- who and what ----------------------------------------------------------------
    @property
    def hotseat(self) -> bool:
        """True when two or more humans share the screen (pass screens are needed)."""
        return len(self.humans) > 1

    def caught_up(self) -> bool:
        """True when every event has been presented and no sheet (or new-cards screen) is open."""
        return not self.queue and self.pause is None and self.new_cards is None

    def is_over(self) -> bool:
        return self.game.is_over()

    def to_move(self) -> int | None:
        """The seat deciding now, once the table has caught up (else None)."""
        if not self.caught_up() or self.game.is_over():
            return None
        return self.game.current_player()

    def human_to_move(self) -> int | None:
        """The human seat deciding now, if any."""
        seat = self.to_move()
        return seat if seat is not None and seat in self.humans else None

    def has_private(self, seat: int) -> bool:
        """Whether showing this seat's turn would show private things."""
        d = self.game.decision()
        if d is not None and d.seat == seat:
            secret = shows_secrets(d.kind, d.options)
            if secret is not None:
                return secret
        pk = self.privates.get(seat)
        return bool(pk and (pk.hand or pk.goals
                            or any(c is not None for lane in pk.played.values() for c in lane)))

    def confirm_handover(self, seat: int) -> None:
        """The named player has the screen: their private things may be shown."""
        self.viewer = self.holder = seat
        self._opened = len(self.applied)

    def _open_turn(self) -> None:
        """Puts the turn of the human to move on screen, unless a pass screen must come first."""
        screen = self.next_screen()
        seat = self.human_to_move()
        if seat is None or self._opened == len(self.applied) or screen == PASS_SCREEN:
            return
        self._opened = len(self.applied)
        if self.hotseat:
            secret = self.has_private(seat)
            self.holder = next_holder(seat, secret, self.holder)
            self.viewer = seat if secret else None
        if screen == BANNER:
            self.banner_seat = seat

    def take_banner(self) -> int | None:
        """The seat of a "NAME's turn" banner to show now, once (the table calls this)."""
        seat, self.banner_seat = self.banner_seat, None
        return seat

    def new_cards_seen(self) -> None:
        """The buyer has seen the Action cards they bought: they are hidden again."""
        if self.new_cards is None:
            return
        seat = self.new_cards[0]
        self.new_cards = None
        if self.viewer == seat and self.game.current_player() != seat:
            self.viewer = None

    def private(self) -> PrivateKnowledge | None:
        """The private knowledge the table may draw now (the viewer's), else None."""
        if self.viewer is None:
            return None
        return self.privates.get(self.viewer)

    def decision_view(self) -> dict[str, Any] | None:
        """The decision of the human to move, from their own view (None if not ready)."""
        seat = self.human_to_move()
        if seat is None or self._opened != len(self.applied):
            return None  # a pass screen comes first, or the turn is not on screen yet
        return self.game.view(seat).get("decision")

    def name(self, seat: int | None) -> str:
        return self.words.name(seat)

    # ---- acting ----------------------------------------------------------------------
    def submit(self, action: Action) -> None:
        """Applies an action of the seat to move; raises IllegalAction (nothing changes)."""
        if self.game.is_over():
            raise IllegalAction("End of the Game", "the game is over")
        seat = self.game.current_player()
        events = self.game.apply(action)
        self.applied.append((seat, action))
        self.queue.extend(events)
        self.events.extend(events)
        self.bot_wait = None
        if self.hotseat:
            # Private things disappear before anybody else's turn. A seat that decided
            # something public without the pass screen does not become the viewer either.
            self.viewer = seat if self.viewer == seat and self.game.current_player() == seat else None
            bought = [c for ev in events if ev["type"] == "draw" and ev.get("seat") == seat
                      and ev.get("item") == "actions" for c in ev.get("cards", [])]
            if bought and seat in self.humans:
                # The buyer sees the cards now, not first at betting time: the table waits
                # on their private screen until they are done (new_cards_seen).
                self.new_cards = (seat, bought)
                self.viewer = seat
        if self.on_applied is not None:
            try:
                self.on_applied(self)
            except Exception:  # saving must never break the game
                log.exception("after-action hook failed")

    def resume(self) -> None:
        """Closes the payoffs sheet (the table scene calls this)."""
        if self.pause == PAUSE_PAYOFFS:
            self.pause = None
            self.summary = None

    def skip(self) -> None:
        """Shows everything queued at once (up to the next sheet) and hurries the bot."""
        self.show.finish()
        self._animate = False
        try:
            while self.queue and self.pause is None:
                self._present()
        finally:
            self._animate = True
        self.beat = 0.0
        if self.bot_wait is not None:
            self.bot_wait = 0.0

    def animating(self) -> bool:
        """True while the race show plays a clip that holds the next event back."""
        return self.show.busy

    def skip_animation(self) -> bool:
        """Click / Space: jumps to the end of the animation playing now (True if there was one)."""
        if not self.show.busy:
            return False
        self.show.finish()  # every clip of this event: the table shows its end state
        return True

    def set_speed(self, speed: str | None = None, race_speed: str | None = None) -> None:
        if speed in SPEEDS:
            self.speed = speed
        if race_speed in SPEEDS:
            self.race_speed = race_speed
            self.show.set_speed(race_speed)

    # ---- time --------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Presents queued events and lets one bot act when its pause is over."""
        budget = max(0.0, dt)
        acted = False
        self.show.update(budget)
        for _ in range(10000):  # events at 0 s beats are shown in the same frame
            self._flush_line()
            if self.pause is not None:
                return
            if self.queue and self.show.busy:
                return  # the horses are still running: the next event waits for them
            if self.queue:
                if self.beat > 0:
                    take = min(self.beat, budget)
                    self.beat -= take
                    budget -= take
                    if self.beat > 1e-9:
                        return
                self._present()
                continue
            if self.game.is_over():
                return
            if self.new_cards is not None:
                return  # the buyer looks at the Action cards they bought: everything waits
            seat = self.game.current_player()
            bot = self.bots.get(seat)
            if bot is None:
                self._open_turn()  # a human decides: a pass screen, a banner or nothing first
                return
            if acted:
                return  # one bot move per frame is enough
            if self.bot_wait is None:
                self.bot_wait = BOT_DELAY[self.speed]
                self._think(seat, bot)
            take = min(self.bot_wait, budget)
            self.bot_wait -= take
            budget -= take
            if self.bot_wait > 1e-9:
                return
            action = self._thought(seat)
            if action is None:
                return  # still thinking: the window stays responsive meanwhile
            self._log_reason(seat, bot, action)
            self.submit(action)
            acted = True

    def _think(self, seat: int, bot: Bot) -> None:
        """Starts the bot's decision on a worker thread, from its own view only.

        A slow bot (the hard one simulates races) must never freeze the window, so it
        thinks while its pause runs and the frames go on; see ``_thought``.
        """
        view = self.game.view(seat)  # a fresh dict: the thread shares nothing with us
        box: dict[str, Any] = {"seat": seat}
        bot.last_reason = ""  # a reason left from an earlier move must not be logged
        self._thinking = box

        def work() -> None:
            try:
                box["action"] = bot.choose(view)
            except BaseException as exc:  # handed to the main thread
                box["error"] = exc

        t = threading.Thread(target=work, name=f"bot-{seat}", daemon=True)
        box["thread"] = t
        t.start()

    def _log_reason(self, seat: int, bot: Bot, action: Action) -> None:
        """The bot's one-line reason, in the log just before its move (``explain_bots``).

        The queue is empty when a bot acts, so the line goes right before the events of
        its move; ``public_reason`` leaves out what the bot knows and others must not."""
        d = self.game.decision()
        if not bot.last_reason or d is None or d.seat != seat:
            return
        text, after_reveal = public_reason(bot.last_reason, d.kind, d.options, action)
        line = _("{name} ({level} bot): {reason}").format(name=self.name(seat), level=bot.name,
                                                          reason=name_horses(text))
        self.reasons.add(len(self.log), line, "reveal" if after_reveal else None)

    def log_lines(self, explain: bool | None = None) -> list[str]:
        """The game log as shown: the public events, with each bot's reason before its
        move when ``explain`` (default ``explain_bots``) is on (kept apart from ``log``,
        which a resumed game rebuilds from the saved events alone). Changes nothing: the
        table passes the setting in while drawing."""
        return self.reasons.merge(self.log, self.explain_bots if explain is None else explain)

    def _thought(self, seat: int) -> Action | None:
        """The bot's action once it is ready (None while it still thinks)."""
        box = self._thinking
        if box is None or box.get("seat") != seat:
            return None
        t = box.get("thread")
        if t is not None and t.is_alive():
            # A quick bot answers within a frame: wait that long rather than a whole frame.
            t.join(0.05)
        if "error" in box:
            # A bot bug must not end the evening: log it, and play a legal move for it
            # (a pass when allowed). Tests check ``bot_errors`` stays empty.
            self._thinking = None
            exc = box["error"]
            log.error("bot of seat %s failed: %r", seat, exc, exc_info=exc)
            self.bot_errors.append(f"seat {seat}: {exc!r}")
            legal = self.game.legal_actions()
            return next((a for a in legal if a.type == "pass"), legal[0])
        if "action" not in box:
            return None
        self._thinking = None
        return box["action"]

    def _flush_line(self) -> None:
        """Writes a held log line (``LINE_AFTER_SHOW``) once its animation has ended."""
        if self._line_after_show is not None and not self.show.busy:
            self.log.append(self._line_after_show)
            self._line_after_show = None

    def _present(self) -> None:
        ev = self.queue[0]
        name = ev["type"]
        if name in SHEET_BEFORE and self._sheet_round != self.display.round:
            # Stop on the payoffs sheet once the round's money is paid: before the table is
            # cleared for the next round, and in the Board Game before the VP auctions, so
            # a player decides whether to sell or buy VP having seen what the race paid.
            self._sheet_round = self.display.round
            self.summary = summarize_round(self.round_events, self.words, self.display.players,
                                           self.display.race_odds, self.display.round,
                                           self.round_start_balances)
            self.pause = PAUSE_PAYOFFS
            return
        self.queue.popleft()
        animate = self._animate and self.race_speed != "instant" and name in ANIMATED
        before = self.display.copy() if animate else None
        self._take(ev)
        line = self.words.event_line(ev)
        held = False
        if line and name in LINE_AFTER_SHOW and before is not None:
            held = True  # written by _flush_line if the show animates it, else just below
        elif line:
            self.log.append(line)
        self.reasons.shown(name, len(self.log))  # (the reveal: face-down cards are public)
        self._note_round(ev)
        self.beat = EVENT_BEATS.get(name, 0.0) * BEAT_SCALE[self.race_speed]
        if before is not None and self.show.present(ev, before, self.display):
            self.beat = 0.0  # the show's clips are this event's beat
        if held:
            self._line_after_show = line
            self._flush_line()  # at once if nothing is playing
        if name == "game_end":
            self.pause = PAUSE_FINAL
        if not self.queue:
            self._sync()

    def _take(self, ev: dict[str, Any]) -> None:
        """Puts one event on the table: the display and each human's private knowledge."""
        lanes_before = {c: list(v) for c, v in self.display.lanes.items()}
        self.display.apply(ev)
        for pk in self.privates.values():
            pk.apply(ev, lanes_before)

    def _note_round(self, ev: dict[str, Any]) -> None:
        """Keeps the round's events (the payoffs sheet is built from them)."""
        if ev["type"] == "round_start":
            self.round_events = []
            # The balances the sheet's money lines start from (the table's, as shown).
            self.round_start_balances = {p.seat: (p.danari, p.vp) for p in self.display.players}
        self.round_events.append(ev)

    def _sync(self) -> None:
        """After catching up: check the display against the engine, then align it."""
        view = self.game.view(None)
        mine = self.display.public_facts()
        theirs = DisplayState.facts_of_view(view)
        if self.display.players and mine != theirs:
            diff = [f"{k}: shown {mine.get(k)} / engine {theirs[k]}" for k in theirs if mine.get(k) != theirs[k]]
            self.sync_mismatches.append(f"seq {self.display.seq}: " + "; ".join(diff))
        self.display.sync_from_view(view)
        for seat, pk in self.privates.items():
            pk.sync_from_view(self.game.view(seat))

    # ---- saving ----------------------------------------------------------------------
    def bot_list(self) -> list[Bot | None]:
        """Per seat: its bot, or None for a human (the saves core's format)."""
        return [self.bots.get(i) for i in range(len(self.seats))]
