"""Horse Fever's stage: what its table keeps beside the session while events are shown.

The engine runs everything between two decisions inside one ``apply`` (the reveal, the
whole race, the payoffs, the next deal); the shell's session (``game/ui/generic``) shows
the events one at a time and hands each to this stage (``game/ui/generic/stage.py``):

* the public ``DisplayState`` folds every event redacted for a spectator, and each person
  at the table has a ``PrivateKnowledge`` folded from the events redacted for them: the
  table is drawn from these, never from the engine's state (which is already at the next
  decision while the race is still being shown);
* the race show (``race/show.py``) animates the race's events; while a clip of it plays
  the next event waits (the horses arrive before the next card turns);
* before the first event that clears a round's table (``SHEET_BEFORE``) the game stops on
  the payoffs sheet, once the round's money is paid (in the Board Game before the VP
  auctions, so nobody sells or bids blind); each round's sheet can be opened again from
  the log;
* in hot seat, a person who just bought Action cards sees them first, alone
  (``new_cards.py``), before anything else happens;
* once every event is shown, the display is checked against the engine's public view
  (``sync_mismatches``, for the tests) and aligned with it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from ...services.audio import shared
from ...services.i18n import _
from ...ui.generic.stage import Stage, Stop
from ..game import game_data
from .describe import Words, summarize_round
from .display import DisplayState
from .new_cards import NewCardsSheet
from .payoffs import PayoffsSheet
from .private_knowledge import PrivateKnowledge
from .race.show import ANIMATED, RaceShow

if TYPE_CHECKING:
    from ...ui.generic.session import ContractSession
    from ...ui.painter import Painter

# The payoffs sheet opens before the first of these in a round (the round's money is paid).
SHEET_BEFORE = ("auction_start", "round_end")


class HorseFeverStage(Stage):
    """The display state, each person's private knowledge and the race show."""

    def __init__(self, session: "ContractSession") -> None:
        super().__init__(session)
        self.data = data = getattr(session.game, "data", None) or game_data()
        self.words = Words(data, session.names)
        self.display = DisplayState.empty(data.colours)
        self.display.tokens_per_colour = data.players[len(session.names)].bet_tokens
        self.privates = {h: PrivateKnowledge(h) for h in session.humans}
        self.round_events: list[dict[str, Any]] = []
        self.round_start_balances: dict[int, tuple[int, int]] | None = None
        self.sheet_round: int | None = None  # the round whose payoffs sheet was shown
        self.sync_mismatches: list[str] = []  # display vs engine after catching up (tests)
        self.show = RaceShow(data, session.seed, self.words.event_line, audio=shared(),
                             speed=session.anim_speed)

    # ---- what the table draws -----------------------------------------------------------
    def private(self, seat: int | None) -> PrivateKnowledge | None:
        return self.privates.get(seat) if seat is not None else None

    def draw_over(self, p: "Painter") -> None:
        self.show.draw(p)  # the race show's extras: dice tray, flying cards, coins, banners

    # ---- the events ---------------------------------------------------------------------
    def take(self, event: dict[str, Any], shown: dict[str, Any], animate: bool) -> bool:
        name = event["type"]
        animate = animate and name in ANIMATED
        before = self.display.copy() if animate else None
        lanes_before = {c: list(v) for c, v in self.display.lanes.items()}
        self.display.apply(event)
        for pk in self.privates.values():
            pk.apply(event, lanes_before)
        if name == "round_start":
            self.round_events = []
            # The balances the sheet's money lines start from (the table's, as shown).
            self.round_start_balances = {p.seat: (p.danari, p.vp) for p in self.display.players}
        self.round_events.append(event)
        return before is not None and self.show.present(event, before, self.display)

    @property
    def busy(self) -> bool:
        return self.show.busy

    def update(self, dt: float) -> None:
        self.show.update(dt)

    def finish(self) -> bool:
        busy = self.show.busy
        self.show.finish()  # every clip of this event: the table shows its end state
        return busy

    def set_speed(self, anim_speed: str) -> None:
        self.show.set_speed(anim_speed)

    def caught_up(self) -> None:
        """Checks the display against the engine's public view, then aligns it (and each
        person's knowledge) with the engine's views."""
        game = self.session.game
        view = game.view(None)
        mine = self.display.public_facts()
        theirs = DisplayState.facts_of_view(view)
        if self.display.players and mine != theirs:
            diff = [f"{k}: shown {mine.get(k)} / engine {theirs[k]}" for k in theirs
                    if mine.get(k) != theirs[k]]
            self.sync_mismatches.append(f"seq {self.display.seq}: " + "; ".join(diff))
        self.display.sync_from_view(view)
        for seat, pk in self.privates.items():
            pk.sync_from_view(game.view(seat))

    # ---- sheets -------------------------------------------------------------------------
    def summary(self):
        """The payoffs sheet's content for the round as shown so far."""
        ds = self.display
        return summarize_round(self.round_events, self.words, ds.players, ds.race_odds,
                               ds.round, self.round_start_balances)

    def stop_before(self, event: dict[str, Any]) -> Stop | None:
        """The payoffs sheet, once a round, before its table is cleared."""
        if event.get("type") not in SHEET_BEFORE or self.sheet_round == self.display.round:
            return None
        self.sheet_round = self.display.round
        sheet = PayoffsSheet(self, self.summary())
        return Stop(sheet, label=_("Payoffs · Round {round}").format(round=self.display.round))

    def look(self, seat: int, events: Sequence[dict[str, Any]]) -> Stop | None:
        """The buyer of Action cards sees them now, alone (not first at betting time)."""
        bought = [c for ev in events if ev.get("type") == "draw" and ev.get("seat") == seat
                  and ev.get("item") == "actions" for c in ev.get("cards", [])]
        if not bought:
            return None
        return Stop(NewCardsSheet(self, seat, bought), seat=seat)
