"""``ContractSession``: one game of ANY registered game in the window, on its contract.

It owns the ``Game`` (``game/core/contract.py``), the bots, and the pacing:

* ``Game.apply``'s events are queued and presented one at a time: each is redacted for
  the log's reader, worded by the presentation (``describe``) into the log, and shown
  for its clip (``animate``) or beat, scaled by the animation speed (``pacing.py``);
  Space skips. The next decision waits until the table has caught up.
* Bots get only ``game.view(seat)`` and think on a worker thread, after a pause scaled by
  the bot speed, so the window never freezes; one move per frame.
* Hot seat: the pass-screen rule of ``docs/ui.md`` (``game/ui/pass_rule.py``) from the
  decision's ``Phase.secret`` (and ``holds_secrets`` for ``Secrets.HELD``). ``viewer`` is
  the one seat whose private view may be drawn: with one human, always that human; with
  several, a seat only after its pass screen (or when it last saw secrets).
* A human's action is first *chosen* (checked by the rules, nothing applied), shown with
  Confirm and Undo; ``confirm`` applies it (a ``Steps`` of several, in order). After every applied action the autosave is
  rewritten (a history save, ``saving.py``); ``from_save`` goes on from one exactly.

Nothing here draws: the table scene (``table.py``) reads it.
"""
from __future__ import annotations

import logging
import threading
from collections import deque
from typing import TYPE_CHECKING, Any, Sequence

from ...core.contract import Decision, Event, Game
from ...core.history import HUMAN
from ...core.legal import ListedActions
from ...core.phases import decision_phase
from ...core.registry import GameInfo
from ...i18n import _
from ..pass_rule import BANNER, PASS_SCREEN, HotSeatTurns, next_holder
from ..table_aids import BotReasons
from ..plugin import GameSetup
from .board import Playing
from .panels import Steps
from .pacing import BEAT_SCALE, BOT_DELAY, SPEEDS

LIST_LIMIT = 2000  # legal actions listed at once for a panel; more are read one by one
from ...save_format import SavedGame
from .saving import Autosaver, load_doc

if TYPE_CHECKING:
    from .presentation import GenericPresentation

log = logging.getLogger(__name__)


class ContractSession(HotSeatTurns):
    """One game on the generic table (see the module docstring)."""

    def __init__(self, pres: "GenericPresentation", game: Game, events: list[Event],
                 names: list[str], kinds: list[str], bots: list[Any], seed: int,
                 options: dict[str, Any], *, applied: list[tuple[int, Any]] | None = None,
                 speed: str = "normal", anim_speed: str = "normal",
                 autosave: Autosaver | None = None, present: bool = True) -> None:
        self.pres = pres
        self.info: GameInfo = pres.info
        self.game = game
        self.names = list(names)
        self.kinds = list(kinds)
        self.seed = seed
        self.options = dict(options)
        self.bots: dict[int, Any] = {i: b for i, b in enumerate(bots) if b is not None}
        self.humans = [i for i, k in enumerate(kinds) if k == HUMAN]
        self.speed = speed if speed in SPEEDS else "normal"
        self.anim_speed = anim_speed if anim_speed in SPEEDS else "normal"
        self.events: list[Event] = list(events)  # every event, unredacted (saves, export)
        self.applied: list[tuple[int, Any]] = list(applied or [])  # (seat, typed action)
        self.queue: deque[Event] = deque(events if present else [])
        self.log: list[str] = []
        self.reasons = BotReasons()  # the bots' reasons beside the log (log_lines)
        self.sounds: list[str] = []  # sounds to play; the table takes them (update)
        self.autosaver = autosave
        self.problem = ""  # the last one-line problem (an autosave refused...)
        self.label = ""  # the name the game was last saved under ("Save as"), if any
        self.pending: Any | None = None  # a human's chosen, unconfirmed action
        self.playing: Playing | None = None
        self._clip_len = 0.0  # the clip's length at the current speed (seconds)
        self.beat = 0.0
        self.bot_wait: float | None = None
        self.bot_errors: list[str] = []
        self._thinking: dict[str, Any] | None = None
        # Hot seat (pass_rule): the human who last saw secrets, the action count when the
        # current human's turn was put on screen, a "NAME's turn" banner to show once.
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.holder: int | None = None
        self._opened: int | None = None
        self.banner_seat: int | None = None
        self.view: dict[str, Any] = {}
        self.view_seat: int | None = None
        self._view_key: tuple[int, int | None] | None = None  # (events, viewer) of the view
        if not present:  # resumed: the log is rebuilt from the events, nothing replayed
            for ev in events:
                self._word(self.game.redact(ev, self.log_seat()))
        self._refresh_view()

    # ---- making one ------------------------------------------------------------------------
    @classmethod
    def new(cls, pres: "GenericPresentation", setup: GameSetup, *, speed: str = "normal",
            anim_speed: str = "normal", autosave: bool | Autosaver = True) -> "ContractSession":
        """A new game from the setup screen's choice; ValueError (one line) if refused."""
        info = pres.info
        if setup.game != info.name:
            raise ValueError(f"the setup is for {setup.game!r}, not {info.name!r}")
        options = info.setup(setup.options)  # SetupError (a ValueError) names the option
        kinds = [s.kind for s in setup.seats]
        for i, k in enumerate(kinds):
            if k != HUMAN and k not in info.bot_kinds:
                raise ValueError(f"seat {i + 1}: {k!r} is neither a person nor a bot kind "
                                 f"({', '.join(info.bot_kinds)})")
        names = [s.name for s in setup.seats]
        game, events = info.new_game(options, setup.seed, names,
                                     bots=["" if k == HUMAN else k for k in kinds])
        bots = [None if k == HUMAN else info.make_bot(k, setup.seed, i)
                for i, k in enumerate(kinds)]
        saver = autosave if isinstance(autosave, Autosaver) else (Autosaver() if autosave
                                                                  else None)
        s = cls(pres, game, list(events), names, kinds, bots, setup.seed, options,
                speed=speed, anim_speed=anim_speed, autosave=saver)
        s._autosave()
        return s

    @classmethod
    def from_save(cls, pres: "GenericPresentation", doc: dict[str, Any], *,
                  speed: str = "normal", anim_speed: str = "normal",
                  autosave: bool = True) -> "ContractSession":
        """Goes on from a save document exactly where it stopped (``SaveError``, one line,
        if refused); the autosave keeps writing to the file it came from."""
        return cls.from_saved(pres, load_doc(doc), speed=speed, anim_speed=anim_speed,
                              autosave=autosave)

    @classmethod
    def from_saved(cls, pres: "GenericPresentation", saved: SavedGame, *,
                   speed: str = "normal", anim_speed: str = "normal", autosave: bool = True,
                   keep_file: bool = True) -> "ContractSession":
        """Goes on from a save that replayed (``game/save_format.py``). The autosave
        goes on in the save's own file when ``keep_file`` (an autosave), else in a new
        one (a named save stays as it was)."""
        r, h = saved.replayed, saved.history
        if r.info.name != pres.game:
            raise ValueError(f"a save of {r.info.title}, not of {pres.info.title}")
        saver = None
        if autosave:
            saver = Autosaver((saved.main_path or saved.path) if keep_file else None)
        s = cls(pres, r.game, r.events, h.names, [k.kind for k in h.seats], saved.bots,
                h.seed, h.options, applied=saved.applied(), speed=speed,
                anim_speed=anim_speed, autosave=saver, present=False)
        s.label = saved.label
        s.log.append(_("— Game resumed —"))  # (as Horse Fever's log says it)
        return s

    # ---- who and what ----------------------------------------------------------------------
    @property
    def hotseat(self) -> bool:
        """Two or more people share the screen: pass screens are needed."""
        return len(self.humans) > 1

    def name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.names):
            return "everybody"
        return self.names[seat]

    def caught_up(self) -> bool:
        """Every event presented and no animation playing."""
        return not self.queue and self.playing is None and self.beat <= 1e-9

    def finished(self) -> bool:
        """The game is over and the table has shown all of it (final scores next)."""
        return self.game.is_over() and self.caught_up()

    def decision(self) -> Decision | None:
        return self.game.decision()

    def to_move(self) -> int | None:
        """The seat deciding now, once the table has caught up."""
        d = self.game.decision()
        return d.seat if d is not None and self.caught_up() else None

    def human_to_move(self) -> int | None:
        seat = self.to_move()
        return seat if seat is not None and seat in self.humans else None

    def has_private(self, seat: int) -> bool:
        """Whether showing ``seat``'s turn shows its secrets: the phase says so, or (for
        ``Secrets.HELD``) the presentation looks at what the seat holds."""
        d = self.game.decision()
        view = self.game.view(seat)
        if d is None or d.seat != seat:
            return self.pres.holds_secrets(view, seat)
        phase = decision_phase(self.info.phases, d.phase)  # UnknownPhase: a bug, loudly
        secret = phase.secret(self.pres.decision_options(view))
        return self.pres.holds_secrets(view, seat) if secret is None else secret

    def confirm_handover(self, seat: int) -> None:
        """The named player has the screen: their secrets may be shown."""
        if self.handover_needed() != seat:
            return
        self.viewer = self.holder = seat
        self._opened = len(self.applied)
        self._refresh_view()

    def turn_open(self) -> int | None:
        """The human whose turn is on screen (its panel may be shown), else None."""
        seat = self.human_to_move()
        return seat if seat is not None and self._opened == len(self.applied) else None

    def take_banner(self) -> int | None:
        """The seat of a "NAME's turn" banner to show now, once."""
        seat, self.banner_seat = self.banner_seat, None
        return seat

    def log_seat(self) -> int | None:
        """Whose eyes the log and the animations are redacted for: the one person at a
        one-person table, else nobody (the screen is shared)."""
        return self.humans[0] if len(self.humans) == 1 else None

    # ---- a person's decision ---------------------------------------------------------------
    def legal_now(self) -> Sequence[Any]:
        """The legal actions of the human whose turn is on screen ([] otherwise): listed, or
        read one by one when there are more than ``LIST_LIMIT`` (the screen asks for them
        as a panel opens, and building tens of thousands would stall it)."""
        if self.turn_open() is None:
            return []
        legal = self.game.legal()
        return ListedActions(legal) if legal.count() > LIST_LIMIT else list(legal)

    def choose(self, action: Any) -> str:
        """Makes ``action`` the chosen one (checked, not applied): "" or the one-line
        reason the rules refuse it."""
        seat = self.turn_open()
        if seat is None:
            return _("It is not your turn to decide.")
        steps = list(action) if isinstance(action, Steps) else [action]
        # (several steps: each checked after the ones before, on a copy of the game)
        game = self.game if len(steps) == 1 else self.game.copy()
        try:
            for i, a in enumerate(steps):
                d = game.decision()
                if d is None or d.seat != seat:
                    return _("It is not your turn to decide.")
                game.check(a)
                if i < len(steps) - 1:
                    game.apply(a)
        except self.info.error as e:
            return str(e).splitlines()[0]
        self.pending = action
        return ""

    def refusal(self, action: Any) -> str:
        """Why the rules refuse ``action`` now (their one-line reason), "" if legal;
        nothing is chosen or applied (panels grey their choices with it)."""
        try:
            self.game.check(action)
        except self.info.error as e:
            return str(e).splitlines()[0]
        return ""

    def undo(self) -> bool:
        """Takes back the chosen, unconfirmed action (True if there was one)."""
        had, self.pending = self.pending is not None, None
        return had

    def confirm(self) -> str:
        """Applies the chosen action: "" or the one-line reason it was refused."""
        if self.pending is None or self.turn_open() is None:
            return _("Nothing chosen yet.")
        action, self.pending = self.pending, None
        try:
            for a in (action if isinstance(action, Steps) else [action]):
                self.submit(a)
        except self.info.error as e:
            return str(e).splitlines()[0]
        return ""

    def submit(self, action: Any) -> None:
        """Applies an action of the seat to decide (the game's error: nothing changes)."""
        d = self.game.decision()
        if d is None:
            raise self.info.error("End of the Game", "the game is over")
        # In hot seat the seat's secrets leave the board at once; the board then shows the
        # game as it was before this action until its events have been shown.
        before = self.game.copy() if self.hotseat and self.viewer is not None else None
        events = self.game.apply(action)
        self.applied.append((d.seat, action))
        self.events.extend(events)
        self.queue.extend(events)
        self.pending = None
        self.bot_wait = None
        self._thinking = None  # a thought for the decision just taken is void
        if self.hotseat:
            # Secrets disappear before anybody else's turn.
            nxt = self.game.decision()
            # (The same seat going on keeps its secrets on screen only when its next
            # decision is secret too: a public one is watched by the whole table.)
            same = nxt is not None and nxt.seat == d.seat and self.has_private(d.seat)
            self.viewer = d.seat if self.viewer == d.seat and same else None
            if before is not None and self.viewer is None:
                self.view, self.view_seat = before.view(None), None
        self._autosave()

    def _autosave(self) -> None:
        if self.autosaver is not None:
            self.problem = self.autosaver.save(self) or self.problem

    # ---- speed -------------------------------------------------------------------------
    def set_speed(self, speed: str | None = None, anim_speed: str | None = None) -> None:
        if speed in SPEEDS:
            self.speed = speed
        if anim_speed in SPEEDS:
            self.anim_speed = anim_speed

    def skip(self) -> None:
        """Space: shows everything queued at once and hurries the bot."""
        self.playing = None
        self.beat = 0.0
        while self.queue:
            self._present(animate=False)
        self.beat = 0.0
        self.playing = None
        self._refresh_view()
        if self.bot_wait is not None:
            self.bot_wait = 0.0

    def advance_one(self) -> None:
        """One step at once (a replay's Step): ends the clip or beat playing, else shows
        the next event, else lets the bot to move act now."""
        if self.playing is not None or self.beat > 1e-9:
            self.playing, self.beat = None, 0.0
        elif self.queue:
            self._present(animate=True)
        elif not self.game.is_over():
            seat = self.game.decision().seat  # type: ignore[union-attr]
            bot = self.bots.get(seat)
            if bot is not None:
                self.submit(bot.choose(self.game.view(seat)))
        if self.caught_up():
            self._refresh_view()

    # ---- time --------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Plays the clip, presents queued events, lets one bot act when its pause ends."""
        budget = max(0.0, dt)
        acted = False
        for _ in range(10000):  # events with no beat are shown in the same frame
            if self.playing is not None:
                take = min(budget, self._clip_len * (1 - self.playing.t))
                t = self.playing.t + (take / self._clip_len if self._clip_len > 0 else 1)
                budget -= take
                if t < 1 - 1e-9:
                    self.playing = Playing(self.playing.event, self.playing.clip, t)
                    return
                self.playing = None
            if self.beat > 1e-9:
                take = min(self.beat, budget)
                self.beat -= take
                budget -= take
                if self.beat > 1e-9:
                    return
            if self.queue:
                self._present(animate=True)
                continue
            if self._view_key != (len(self.events), self.viewer):
                self._refresh_view()  # every event is shown: the board shows the game now
            if self.game.is_over():
                return
            seat = self.game.decision().seat  # type: ignore[union-attr]
            bot = self.bots.get(seat)
            if bot is None:
                self._open_turn()
                return
            if acted:
                return  # one bot move per frame
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
            self._note_reason(seat, bot, action)
            try:
                self.submit(action)
            except self.info.error as e:  # a bot bug must not end the evening
                self.bot_errors.append(f"seat {seat}: {e}")
                self.submit(self.game.legal_actions()[0])
            acted = True

    def _open_turn(self) -> None:
        """Puts the human's turn on screen, unless a pass screen must come first."""
        screen = self.next_screen()
        seat = self.human_to_move()
        if seat is None or self._opened == len(self.applied) or screen == PASS_SCREEN:
            return
        self._opened = len(self.applied)
        if self.hotseat:
            secret = self.has_private(seat)
            self.holder = next_holder(seat, secret, self.holder)
            self.viewer = seat if secret else None
            self._refresh_view()
        if screen == BANNER:
            self.banner_seat = seat

    def _present(self, animate: bool) -> None:
        ev = self.game.redact(self.queue.popleft(), self.log_seat())
        self._word(ev)
        sound = self.pres.sound(ev)
        if sound and animate:
            self.sounds.append(sound)
        scale = BEAT_SCALE[self.anim_speed]
        clip = self.pres.animate(ev) if animate and scale > 0 else None
        if clip is not None and clip.seconds > 0:
            self.playing = Playing(ev, clip, 0.0)
            self._clip_len = clip.seconds * scale
        elif animate:
            self.beat = self.pres.beat(ev) * scale

    def _word(self, ev: Event) -> None:
        line = self.pres.describe(ev, self.names)
        if line:
            self.log.append(line)
        self.reasons.shown(str(ev.get("type", ev.get("event", ""))), len(self.log))
        if not self.queue and self.game.is_over():
            self.reasons.release(len(self.log))  # the end: nothing is secret any more

    def _note_reason(self, seat: int, bot: Any, action: Any) -> None:
        """The bot's reason for its move, beside the log just before the move's events
        (or once what it tells is public: ``GenericPresentation.bot_reason``)."""
        d = self.game.decision()
        try:
            text, until = self.pres.bot_reason(bot, d.phase if d is not None else "", action)
        except Exception:  # noqa: BLE001 - a reason is words: never a reason to stop
            return
        if text:
            line = _("{name} ({level} bot): {reason}").format(
                name=self.name(seat), level=self.kinds[seat], reason=text)
            self.reasons.add(len(self.log), line, until)

    def log_lines(self, explain: bool = True) -> list[str]:
        """The log as shown: the events' lines, with each bot's reason before its move when
        ``explain`` (the setting *Explain bots' moves*). Changes nothing."""
        return self.reasons.merge(self.log, explain)

    def _refresh_view(self) -> None:
        """The view the table draws: the viewer's own, or the spectator's."""
        self.view_seat = self.viewer
        self.view = self.game.view(self.viewer)
        self._view_key = (len(self.events), self.viewer)

    # ---- bots ----------------------------------------------------------------------------
    def _think(self, seat: int, bot: Any) -> None:
        """Starts the bot's decision on a worker thread, from its own view only."""
        view = self.game.view(seat)  # a fresh dict: the thread shares nothing with us
        box: dict[str, Any] = {"seat": seat}
        self._thinking = box

        def work() -> None:
            try:
                box["action"] = bot.choose(view)
            except BaseException as exc:  # noqa: BLE001 - handed to the main thread
                box["error"] = exc

        t = threading.Thread(target=work, name=f"bot-{seat}", daemon=True)
        box["thread"] = t
        t.start()

    def _thought(self, seat: int) -> Any | None:
        """The bot's action once ready (None while it thinks)."""
        box = self._thinking
        if box is None or box.get("seat") != seat:
            return None
        t = box.get("thread")
        if t is not None and t.is_alive():
            t.join(0.05)  # a quick bot answers within a frame
        if "error" in box:
            self._thinking = None
            log.error("bot of seat %s failed: %r", seat, box["error"])
            self.bot_errors.append(f"seat {seat}: {box['error']!r}")
            return self.game.legal_actions()[0]
        if "action" not in box:
            return None
        self._thinking = None
        return box["action"]
