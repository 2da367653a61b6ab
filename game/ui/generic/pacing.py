"""The session's clock: events presented one at a time, beats, clips, stops, bots' turns.

``Pacing`` is the part of ``ContractSession`` (``session.py``) that moves the table on in
``update(dt)``: the next queued event is redacted for the log's reader, worded into the
log and put on the stage (``stage.py``), which may play a clip that holds the next event
back; an event without a clip gets its beat (``GenericPresentation.beat``), scaled by the
animation speed. A stop (a sheet the game waits on) halts everything until the table has
shown it and ``resume`` is called. Once the table has caught up, the bot to move acts
(after its pause, thinking on a worker thread: ``thinking.py``), or the person's turn is
put on screen (pass screen first when the hot-seat rule asks).

The speeds are the shell's one table (``game/ui/speeds.py``).
"""
from __future__ import annotations

from typing import Any

from ..speeds import BOT_DELAY, SCALE as BEAT_SCALE, SPEEDS

__all__ = ["SPEEDS", "BOT_DELAY", "BEAT_SCALE", "Pacing"]


class Pacing:
    """``update``, ``skip`` and the presenting of events (mixed into ``ContractSession``)."""

    def set_speed(self, speed: str | None = None, anim_speed: str | None = None) -> None:
        if speed in SPEEDS:
            self.speed = speed
        if anim_speed in SPEEDS and anim_speed != self.anim_speed:
            self.anim_speed = anim_speed
            self.stage.set_speed(anim_speed)

    def paused(self) -> bool:
        """Whether the table waits (a lesson's coach talking): no event is shown and no
        bot moves; clips playing end, a person's turn still opens."""
        return False

    def caught_up(self) -> bool:
        """Every event presented, no clip or beat playing, no sheet open or waiting."""
        return (not self.queue and not self.stage.busy and self.beat <= 1e-9
                and self.stop is None and self.look_waiting is None)

    def skip_animation(self) -> bool:
        """A click or Space: the clip playing now ends (True if one was playing)."""
        done = self.stage.finish()
        self._flush_line()
        return done

    def skip(self) -> None:
        """Space with no clip playing: everything queued shown at once (up to the next
        sheet), and the bot to move hurried."""
        self.stage.finish()
        self.beat = 0.0
        while self.queue and self.stop is None and not self.paused():
            self._present(animate=False)
        self.beat = 0.0
        self._flush_line()
        if not self.queue:
            self._caught_up()
        if self.bot_wait is not None:
            self.bot_wait = 0.0

    def advance_one(self) -> None:
        """One step at once (a replay's Step): ends the clip or beat playing, else shows
        the next event, else lets the bot to move act now."""
        if self.stage.busy or self.beat > 1e-9:
            self.stage.finish()
            self.beat = 0.0
            self._flush_line()
        elif self.until_event is not None and len(self.events) - len(self.queue) >= self.until_event:
            return  # the end of the part of the game a replay shows
        elif self.queue and self.stop is None:
            self._present(animate=True)
        elif self.stop is None and not self.game.is_over() and not self._history_played():
            seat = self.game.decision().seat  # type: ignore[union-attr]
            bot = self.bots.get(seat)
            if bot is not None:
                self.submit(bot.choose(self.game.view(seat)))
        if not self.queue:
            self._caught_up()

    # ---- time --------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Plays the clips, presents queued events, lets one bot act when its pause ends."""
        budget = max(0.0, dt)
        self.stage.update(budget)
        acted = False
        for _ in range(10000):  # events with no beat are shown in the same frame
            self._flush_line()
            if self.stop is not None or self.stage.busy:
                return
            if self.beat > 1e-9:
                take = min(self.beat, budget)
                self.beat -= take
                budget -= take
                if self.beat > 1e-9:
                    return
            if self.until_event is not None and len(self.events) - len(self.queue) >= self.until_event:
                return  # the end of the part of the game a replay shows
            if self.queue:
                if self.paused():
                    return
                self._present(animate=True)
                continue
            self._caught_up()
            if self.look_waiting is not None:  # a private sheet, once its events are shown
                self.stop, self.look_waiting = self.look_waiting, None
                return
            if self.game.is_over() or self._history_played():
                return
            seat = self.game.decision().seat  # type: ignore[union-attr]
            bot = self.bots.get(seat)
            if bot is None:
                self._open_turn()
                return
            if acted or self.paused():
                return  # one bot move per frame; none while the table waits
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

    def _history_played(self) -> bool:
        """A replay has played every action of its history (nobody moves after that)."""
        return self.until_action is not None and len(self.applied) >= self.until_action

    def _caught_up(self) -> None:
        """Every event is shown: the stage and the board show the game as it stands, and
        an autosave written mid-way is written again saying so."""
        if self._view_key != (len(self.events), self.viewer):
            self.stage.caught_up()
            self._refresh_view()
        saver = self.autosaver
        if saver is not None and saver.behind(self):
            self.problem = saver.save(self)

    def _stop_before(self, raw: dict[str, Any]) -> Any:
        """The sheet to show before ``raw``: the game's stage's own (Horse Fever's
        payoffs), else the results of a race or round just over (``results.py``)."""
        return self.stage.stop_before(raw) or self.results.stop_before(raw)

    def end_sheet(self) -> None:
        """A replay of a part of the game ends on the part's sheet when one comes next
        (the race's payoffs or results): put on the table once."""
        if self.queue and self.stop is None and not self.end_sheet_shown:
            self.end_sheet_shown = True
            stop = self._stop_before(self.queue[0])
            if stop is not None:
                self.stop = stop

    def _present(self, animate: bool) -> None:
        """Shows the next queued event, unless a sheet is to be shown before it."""
        stop = self._stop_before(self.queue[0])
        if stop is not None:
            self.stop = stop
            self._keep_sheet(stop)
            return
        raw = self.queue.popleft()
        ev = self.game.redact(raw, self.log_seat())
        self.results.take(ev)
        sound = self.pres.sound(ev)
        if sound and animate:
            self.sounds.append(sound)
        clip = self.stage.take(raw, ev, animate and BEAT_SCALE[self.anim_speed] > 0)
        # A line that would tell what the clip is still showing (the sprint's dice while
        # they roll) waits until the clip has ended.
        self._word(ev, hold=clip and str(ev.get("type")) in self.pres.words_after_clip)
        if not clip and animate:
            self.beat = self.pres.beat(ev) * BEAT_SCALE[self.anim_speed]

    def _fold(self, raw: dict[str, Any]) -> None:
        """Puts an event that was shown before (a resumed game's) on the table at once:
        worded, on the stage, its sheet kept for the log, nothing played."""
        stop = self._stop_before(raw)
        if stop is not None:
            self._keep_sheet(stop)
        ev = self.game.redact(raw, self.log_seat())
        self.results.take(ev)
        self.stage.take(raw, ev, False)
        self._word(ev)

    def _keep_sheet(self, stop: Any) -> None:
        """A sheet the log may open again later (``Stop.label``)."""
        if stop.label and stop.seat is None:
            self.sheets.append((len(self.book), stop))

    def _word(self, ev: dict[str, Any], hold: bool = False) -> None:
        """Writes the event into the log (its words are made when the log is read)."""
        line = self.pres.describe(ev, self.names)
        if line and hold:
            self._held_line = ev
        elif line:
            self.book.add_event(ev, line)
        self.reasons.shown(str(ev.get("type", "")), len(self.book))
        if not self.queue and self.game.is_over():
            self.reasons.release(len(self.book))  # the end: nothing is secret any more

    def _flush_line(self) -> None:
        """Writes a held line once its clip has ended."""
        if self._held_line is not None and not self.stage.busy:
            self.book.add_event(self._held_line)
            self._held_line = None
