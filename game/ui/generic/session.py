"""``ContractSession``: one game of ANY registered game in the window, on its contract.

It owns the ``Game`` (``game/core/contract.py``), the bots, and the pacing:

* ``Game.apply``'s events are queued and presented one at a time (``pacing.py``): each is
  redacted for the log's reader, written into the log (``logbook.py``: worded by the
  presentation's ``describe`` when read, in the language on screen),
  and put on the game's stage (``stage.py``: a clip, or a state folded from the events),
  which may hold the next event back; an event without a clip gets its beat, scaled by
  the animation speed. Space ends the clip playing, else shows everything queued. A
  stop (a sheet the table shows, such as a results sheet between rounds) halts the game
  until ``resume``. The next decision waits until the table has caught up.
* Bots get only ``game.view(seat)`` and think on a worker thread, after a pause scaled by
  the bot speed, so the window never freezes; one move per frame (``thinking.py``).
* Hot seat: the pass-screen rule of ``docs/ui.md`` (``game/ui/pass_rule.py``) from the
  decision's ``Phase.secret`` (and ``holds_secrets`` for ``Secrets.HELD``). ``viewer`` is
  the one seat whose private view may be drawn: with one human, always that human; with
  several, a seat only after its pass screen (or when it last saw secrets), or while a
  sheet only it may see is open (``Stage.look``).
* A human's action is first *chosen* (checked by the rules, nothing applied), shown with
  Confirm and Undo; ``confirm`` applies it (a ``Steps`` of several, in order). After every
  applied action the autosave is rewritten (a history save, ``saving.py``, saying how far
  the table had shown the events); ``from_saved`` goes on from one exactly, the events not
  yet shown queued again.

Nothing here draws: the table scene (``table.py``) reads it.
"""
from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any, Sequence

from ...core.contract import Decision, Event, Game
from ...core.history import HUMAN
from ...core.legal import ListedActions
from ...core.phases import decision_phase
from ...core.registry import GameInfo
from ...services.i18n import N_, _
from ...saves.document import SavedGame
from ..pass_rule import BANNER, PASS_SCREEN, HotSeatTurns, next_holder
from ..plugin import GameSetup
from ..table_aids import BotReasons
from .board import Playing
from .logbook import Logbook, note
from .pacing import SPEEDS, Pacing
from .panels import Steps
from .results import ResultsKeeper
from .saving import Autosaver, load_doc
from .stage import Stop
from .thinking import BotThinking

if TYPE_CHECKING:
    from .presentation import GenericPresentation

LIST_LIMIT = 2000  # legal actions listed at once for a panel; more are read one by one


class ContractSession(Pacing, BotThinking, HotSeatTurns):
    """One game on the table (see the module docstring)."""

    def __init__(self, pres: "GenericPresentation", game: Game, events: list[Event],
                 names: list[str], kinds: list[str], bots: list[Any], seed: int,
                 options: dict[str, Any], *, applied: list[tuple[int, Any]] | None = None,
                 speed: str = "normal", anim_speed: str = "normal",
                 autosave: Autosaver | None = None, shown: int = 0) -> None:
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
        shown = max(0, min(shown, len(self.events)))
        self.queue: deque[Event] = deque(self.events[shown:])
        # The log as what happened (events, notes), worded when read (``logbook.py``).
        self.book = Logbook(lambda ev: self.pres.describe(ev, self.names))
        self.reasons = BotReasons()  # the bots' reasons beside the log (log_lines)
        self.sounds: list[str] = []  # sounds to play; the table takes them (update)
        self.autosaver = autosave
        self.problem = ""  # an autosave the disk refused (one line), until one works again
        self.note = ""  # a line the table shows for a while on arriving (a resume's backup)
        self.label = ""  # the name the game was last saved under ("Save as"), if any
        self.pending: Any | None = None  # a human's chosen, unconfirmed action
        self.beat = 0.0
        # A replay stops at its history's last action, and a replay of a part of the game
        # shows no event past the part's end.
        self.until_action: int | None = None
        self.until_event: int | None = None
        self.end_sheet_shown = False  # (a replay of a part: its sheet at the end, once)
        self.bot_wait: float | None = None
        self.bot_errors: list[str] = []
        self._thinking: dict[str, Any] | None = None
        self._held_line: Event | None = None  # an event whose line waits for its clip
        # Sheets: the one the game waits on now, a private one waiting for its events to be
        # shown, and the past ones the log may open again ((log lines then, stop)).
        self.stop: Stop | None = None
        self.look_waiting: Stop | None = None
        self.sheets: list[tuple[int, Stop]] = []
        # Hot seat (pass_rule): the human who last saw secrets, the action count when the
        # current human's turn was put on screen, a "NAME's turn" banner to show once.
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.holder: int | None = None
        self._opened: int | None = None
        self.banner_seat: int | None = None
        self.view: dict[str, Any] = {}
        self.view_seat: int | None = None
        self._view_key: tuple[int, int | None] | None = None  # (events, viewer) of the view
        self.stage = pres.new_stage(self)
        self.results = ResultsKeeper(self)  # the results moment after each race or round
        for ev in self.events[:shown]:  # resumed: shown before, put back on the table at once
            self._fold(ev)
        if not self.queue:
            self._caught_up()
        else:
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
        if options.get("players", len(kinds)) != len(kinds):
            raise ValueError(f"{options['players']} players need {options['players']} seats, "
                             f"not {len(kinds)}")
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
        """Goes on from a save that replayed (``game/saves/document.py``). The table is put
        back as far as it had shown the events when the save was written (``shown``); the
        rest (a race still running when the game was left) is shown again. The autosave
        keeps writing to the save's file when ``keep_file`` (an autosave), else to a new
        one (a named save stays as it was)."""
        r, h = saved.replayed, saved.history
        if r.info.name != pres.game:
            raise ValueError(f"a save of {r.info.title}, not of {pres.info.title}")
        saver = None
        if autosave:
            saver = Autosaver((saved.main_path or saved.path) if keep_file else None)
        shown = len(r.events) if saved.shown is None else saved.shown
        s = cls(pres, r.game, r.events, h.names, [k.kind for k in h.seats], saved.bots,
                h.seed, h.options, applied=saved.applied(), speed=speed,
                anim_speed=anim_speed, autosave=saver, shown=shown)
        s.label = saved.label
        s.book.add_note(note(N_("— Game resumed —")))
        if saved.warning:
            why = saved.warning.split(": ", 1)[-1].split("; continuing from", 1)[0]
            s.note = _("Resumed from the backup: the last autosave was damaged "
                       "({why}).").format(why=why)
            s.book.add_note(note(N_("The last autosave was damaged ({why}): the game goes on "
                                    "from its backup, one decision earlier."), why=why))
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

    def is_over(self) -> bool:
        return self.game.is_over()

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

    @property
    def playing(self) -> Playing | None:
        """The clip on screen (the default stage's: ``Board.draw`` draws it)."""
        return self.stage.playing

    @property
    def view_events(self) -> int:
        """How many of the game's events the view on the board includes (the events after
        them are being shown: a stage may draw the view advanced by them)."""
        return self._view_key[0] if self._view_key is not None else 0

    @property
    def display(self) -> Any:
        """The state the game's stage folds from the events shown (None: the board draws
        the view)."""
        return self.stage.display

    def private(self) -> Any | None:
        """What the viewer knows of its own, as the stage folds it (None: nobody's)."""
        return None if self.viewer is None else self.stage.private(self.viewer)

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
        if len(steps) == 1:
            why = self.refusal(steps[0])
        else:  # several steps: each checked after the ones before, on a copy of the game
            why, game = "", self.game.copy()
            try:
                for i, a in enumerate(steps):
                    d = game.decision()
                    if d is None or d.seat != seat:
                        return _("It is not your turn to decide.")
                    game.check(a)
                    if i < len(steps) - 1:
                        game.apply(a)
            except self.info.error as e:
                why = self.pres.refusal_words(e)
        if not why:
            self.pending = action
        return why

    def refusal(self, action: Any) -> str:
        """Why the rules refuse ``action`` now (their one-line reason), "" if legal;
        nothing is chosen or applied (panels grey their choices with it)."""
        try:
            self.game.check(action)
        except self.info.error as e:
            return self.pres.refusal_words(e)
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
            return self.pres.refusal_words(e)
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
            look = self.stage.look(d.seat, events) if d.seat in self.humans else None
            if look is not None:  # shown to that seat once the action's events are
                self.look_waiting = look
                self.viewer = d.seat
        self._autosave()

    def resume(self) -> None:
        """The sheet the game waited on is closed: the game goes on. A sheet only one
        seat saw (hot seat) hides its secrets again, unless that seat decides next."""
        stop, self.stop = self.stop, None
        if stop is not None and stop.seat is not None and self.viewer == stop.seat:
            d = self.game.decision()
            if d is None or d.seat != stop.seat:
                self.viewer = None

    def _autosave(self) -> None:
        if self.autosaver is not None:
            self.problem = self.autosaver.save(self)

    # ---- the turn on screen ------------------------------------------------------------------
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

    @property
    def log(self) -> list[str]:
        """The log's lines in the current language (worded from the events when read:
        a switch of language turns them all; read only, ``book`` is written)."""
        return self.book.lines()

    def log_lines(self, explain: bool = True) -> list[str]:
        """The log as shown: the events' lines, with each bot's reason before its move when
        ``explain`` (the setting *Explain bots' moves*). Changes nothing."""
        return self.reasons.merge(self.log, explain)

    def _refresh_view(self) -> None:
        """The view the table draws: the viewer's own, or the spectator's."""
        self.view_seat = self.viewer
        self.view = self.game.view(self.viewer)
        self._view_key = (len(self.events), self.viewer)
