"""The display state: the table as the events presented so far left it.

The engine runs everything between two decisions inside one ``apply`` (the reveal, the
whole race, payoffs, the next deal). The window must show those steps one after another,
so the table is never drawn from the engine's current state: it is drawn from a
``DisplayState`` that folds the events in the order they are presented. This is the seam
for the next issue's animation: an animator can interpolate between two display states.

Public and private knowledge are kept apart. ``DisplayState`` holds only what everybody at
the table sees (events redacted for a spectator); its Board Game part is a ``BoardPublic``
(``display_board``). One seat's hand and face-down cards are a ``PrivateKnowledge``
(``private_knowledge``), which the table draws only for the seat the hot-seat controller
allows. This module also names the display phases (PrivateKnowledge reads them too).
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from ..rules import redact_event
from .display_board import BoardPublic
from ...ui.phase_table import TITLES as PHASE_TITLES  # noqa: F401  (each phase's title)

Event = dict[str, Any]

# Display phases (a little finer than the engine's: the reveal, the race and the payoffs
# are phases here because they are shown).
SETUP = "setup"
FIRST_BET = "first_bet"
FIX = "fix"
SECOND_BET = "second_bet"
REVEAL = "reveal"
RACE = "race"
PAYOFFS = "payoffs"
ROUND_END = "round_end"
GAME_OVER = "game_over"


@dataclass
class PlayerDisplay:
    """What the table shows of one player."""

    seat: int
    name: str
    character: str
    danari: int
    vp: int
    stables: list[str]
    bot: str = ""
    hand_count: int = 0
    eliminated: bool = False


@dataclass
class DisplayState:
    """Public facts of the table, folded from presented events."""

    colours: tuple[str, ...]
    variant: str = "family"
    rounds: int = 0
    round: int = 0
    phase: str = SETUP
    first_player: int = 0
    players: list[PlayerDisplay] = field(default_factory=list)
    odds: dict[str, int] = field(default_factory=dict)
    race_odds: dict[str, int] = field(default_factory=dict)
    tokens_per_colour: int = 0
    bet_tokens: dict[str, int] = field(default_factory=dict)
    bets: list[dict[str, Any]] = field(default_factory=list)
    lanes: dict[str, list[dict[str, Any]]] = field(default_factory=dict)  # {seat, card|None}
    discarded: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    positions: dict[str, int] = field(default_factory=dict)
    race_on: bool = False
    unit: int = 0
    ranked: list[str] = field(default_factory=list)
    movement_card: int | None = None
    movement_values: list[int] = field(default_factory=list)
    last_moves: dict[str, int] = field(default_factory=dict)
    dice: list[str] = field(default_factory=list)
    sprints: dict[str, int] = field(default_factory=dict)
    photo: list[str] = field(default_factory=list)  # horses tied in a photo finish
    photo_reason: str = ""
    last_ranking: list[str] = field(default_factory=list)
    odds_changes: dict[str, dict[str, int]] = field(default_factory=dict)
    winner: int | None = None
    standings: list[dict[str, Any]] = field(default_factory=list)
    tie_breaks: list[dict[str, Any]] = field(default_factory=list)
    seq: int = 0
    board: BoardPublic = field(default_factory=BoardPublic)  # Board Game items (empty in Family)

    @classmethod
    def empty(cls, colours: tuple[str, ...]) -> "DisplayState":
        return cls(colours=tuple(colours), lanes={c: [] for c in colours},
                   discarded={c: [] for c in colours}, positions={c: 0 for c in colours})

    def copy(self) -> "DisplayState":
        return copy.deepcopy(self)

    # ---- folding events --------------------------------------------------------------
    def apply(self, ev: Event) -> None:
        """Folds one event (redacted for a spectator first: this state is public)."""
        ev = redact_event(ev, None)
        self.seq = ev.get("seq", self.seq)
        handler = getattr(self, "_on_" + ev["type"], None)
        if self.variant != "family":
            self.board.apply(ev)
            # The Board Game's phases before the first bets (they have no event of their own).
            if ev["type"] == "purchase_step":
                self.phase = "purchase"
            elif ev["type"] in ("lineup", "lineup_pass"):
                self.phase = "lineup"
            elif ev["type"] == "bet" and self.phase in ("purchase", "lineup"):
                self.phase = FIRST_BET
        if handler is not None:
            handler(ev)
        elif isinstance(ev.get("seat"), int) and 0 <= ev["seat"] < len(self.players):
            # Any other event (Board Game purchases, auctions, loans...) that carries a seat's
            # new balance: the log's convention names them danari_after / vp_after.
            p = self.players[ev["seat"]]
            if isinstance(ev.get("danari_after"), int):
                p.danari = ev["danari_after"]
            if isinstance(ev.get("vp_after"), int):
                p.vp = ev["vp_after"]

    def _player(self, seat: int) -> PlayerDisplay:
        return self.players[seat]

    def _on_game_start(self, ev: Event) -> None:
        self.variant = ev.get("variant", self.variant)
        self.rounds = ev.get("rounds", self.rounds)
        self.players = [PlayerDisplay(seat=p["seat"], name=p["name"], character=p["character"],
                                      danari=p["danari"], vp=p["vp"], stables=list(p["stables"]),
                                      bot=p.get("bot", "")) for p in ev["players"]]
        self.odds = dict(ev["odds"])
        self.tokens_per_colour = ev.get("bet_tokens", 0)
        self.bet_tokens = {c: self.tokens_per_colour for c in self.colours}

    def _on_first_player(self, ev: Event) -> None:
        self.first_player = ev["seat"]

    def _on_round_start(self, ev: Event) -> None:
        self.round = ev["round"]
        self.first_player = ev.get("first_player", self.first_player)
        self.odds = dict(ev.get("odds", self.odds))
        self.bets = []
        self.bet_tokens = {c: self.tokens_per_colour for c in self.colours}
        self.race_odds = {}
        self.race_on = False
        self.positions = {c: 0 for c in self.colours}
        self.ranked = []
        self.unit = 0
        self.movement_card = None
        self.movement_values = []
        self.last_moves = {}
        self.dice = []
        self.sprints = {}
        self.photo = []
        self.odds_changes = {}
        self.lanes = {c: [] for c in self.colours}
        self.discarded = {c: [] for c in self.colours}
        # A Board Game round opens with its purchases (no action cards are dealt).
        self.phase = FIRST_BET if self.variant == "family" else "purchase"

    def _on_deal(self, ev: Event) -> None:
        self._player(ev["seat"]).hand_count = ev.get("count", 0)

    def _on_bet(self, ev: Event) -> None:
        p = self._player(ev["seat"])
        p.danari = ev.get("danari_after", p.danari - ev["stake"])
        self.bet_tokens[ev["horse"]] = self.bet_tokens.get(ev["horse"], 0) - 1
        self.bets.append({"seat": ev["seat"], "horse": ev["horse"], "kind": ev["kind"],
                          "stake": ev["stake"], "which": ev.get("which", "")})

    def _on_bet_penalty(self, ev: Event) -> None:
        if "vp_after" in ev:
            self._player(ev["seat"]).vp = ev["vp_after"]

    def _on_bet_refund(self, ev: Event) -> None:
        self._player(ev["seat"]).danari = ev.get("danari_after", self._player(ev["seat"]).danari)

    # ---- Board Game events that change the public table ------------------------------
    def _balances(self, ev: Event) -> PlayerDisplay:
        p = self._player(ev["seat"])
        if isinstance(ev.get("danari_after"), int):
            p.danari = ev["danari_after"]
        if isinstance(ev.get("vp_after"), int):
            p.vp = ev["vp_after"]
        elif isinstance(ev.get("vp"), int):
            p.vp += ev["vp"]
        return p

    def _on_purchase(self, ev: Event) -> None:
        p = self._balances(ev)
        if ev.get("item") == "stable" and ev.get("horse") and ev["horse"] not in p.stables:
            p.stables.append(ev["horse"])
        if ev.get("item") == "actions":
            p.hand_count += ev.get("count", 0)

    def _on_sale(self, ev: Event) -> None:
        p = self._balances(ev)
        if ev.get("item") == "stable" and ev.get("horse") in p.stables:
            p.stables.remove(ev["horse"])

    _on_clearance = _on_sale

    def _on_odds_move(self, ev: Event) -> None:
        self.odds[ev["horse"]] = ev["to"]

    def _on_eliminated(self, ev: Event) -> None:
        p = self._player(ev["seat"])
        p.eliminated = True
        p.hand_count = 0

    def _on_fixing_start(self, ev: Event) -> None:
        self.phase = FIX

    def _on_action_played(self, ev: Event) -> None:
        p = self._player(ev["seat"])
        p.hand_count = max(0, p.hand_count - 1)
        self.lanes[ev["horse"]].append({"seat": ev["seat"], "card": ev.get("card")})

    def _on_second_bets_start(self, ev: Event) -> None:
        self.phase = SECOND_BET

    def _on_reveal(self, ev: Event) -> None:
        self.phase = REVEAL
        self.lanes = {c: [{"seat": pc["seat"], "card": pc["card"]} for pc in ev["lanes"].get(c, [])]
                      for c in self.colours}

    def _on_action_discarded(self, ev: Event) -> None:
        lane = self.lanes[ev["horse"]]
        for i, pc in enumerate(lane):
            if pc["card"] == ev["card"]:
                self.discarded[ev["horse"]].append(lane.pop(i))
                break

    def _on_odds_change(self, ev: Event) -> None:
        self.odds[ev["horse"]] = ev["to"]

    def _on_race_start(self, ev: Event) -> None:
        self.phase = RACE
        self.race_on = True
        self.race_odds = dict(ev.get("odds", self.odds))
        self.positions = {c: 0 for c in self.colours}
        self.ranked = []
        self.unit = 0

    def _on_movement(self, ev: Event) -> None:
        self.unit = ev["unit"]
        self.movement_card = ev["card"]
        self.movement_values = list(ev.get("values", []))
        self.last_moves = dict(ev.get("moves", {}))
        self.positions = dict(ev["positions"])
        self.dice = []
        self.sprints = {}

    def _on_sprint(self, ev: Event) -> None:
        self.dice = list(ev["dice"])
        self.sprints = dict(ev.get("moves", {}))
        self.positions = dict(ev["positions"])

    def _on_photo_finish(self, ev: Event) -> None:
        self.photo = list(ev["horses"])
        self.photo_reason = ev.get("reason", "")

    def _on_ranked(self, ev: Event) -> None:
        for h in ev["horses"]:
            if h not in self.ranked:
                self.ranked.append(h)
        self.photo = []

    def _on_ranking(self, ev: Event) -> None:
        self.last_ranking = list(ev["order"])
        self.ranked = list(ev["order"])
        self.phase = PAYOFFS

    def _on_payout(self, ev: Event) -> None:
        p = self._player(ev["seat"])
        p.danari = ev.get("danari_after", p.danari + ev.get("danari", 0))
        if "vp_after" in ev:
            p.vp = ev["vp_after"]

    def _on_odds_update(self, ev: Event) -> None:
        self.odds = dict(ev["odds"])
        self.odds_changes = dict(ev.get("changes", {}))

    def _on_round_end(self, ev: Event) -> None:
        self.phase = ROUND_END
        self.lanes = {c: [] for c in self.colours}
        self.discarded = {c: [] for c in self.colours}
        self.race_on = False
        for p in self.players:
            p.hand_count = 0

    def _on_tie_break(self, ev: Event) -> None:
        self.tie_breaks.append(ev)

    def _on_game_end(self, ev: Event) -> None:
        self.phase = GAME_OVER
        self.winner = ev.get("winner")
        self.standings = list(ev.get("standings", []))

    # ---- the engine's public view ----------------------------------------------------
    def public_facts(self) -> dict[str, Any]:
        """The facts comparable with ``view_for(state, None)`` (tests, resync)."""
        return {
            "round": self.round,
            "first_player": self.first_player,
            "odds": dict(self.odds),
            "bet_tokens": dict(self.bet_tokens),
            "bets": [(b["seat"], b["horse"], b["kind"], b["stake"]) for b in self.bets],
            "players": [(p.seat, p.danari, p.vp, sorted(p.stables), p.hand_count, p.eliminated)
                        for p in self.players],
            "lanes": {c: [(pc["seat"], pc["card"]) for pc in self.lanes[c]] for c in self.colours},
        }

    @staticmethod
    def facts_of_view(view: dict[str, Any]) -> dict[str, Any]:
        """The same facts read from an engine view (seat None)."""
        return {
            "round": view["round"],
            "first_player": view["first_player"],
            "odds": dict(view["odds"]),
            "bet_tokens": dict(view["bet_tokens"]),
            "bets": [(b["seat"], b["horse"], b["kind"], b["stake"]) for b in view["bets"]],
            "players": [(p["seat"], p["danari"], p["vp"], sorted(p["stables"]), p["hand_count"],
                         p["eliminated"]) for p in view["players"]],
            "lanes": {c: [(pc["seat"], pc["card"]) for pc in lane] for c, lane in view["lanes"].items()},
        }

    def sync_from_view(self, view: dict[str, Any]) -> None:
        """Takes every public fact from an engine view (resume, and events we don't know).

        Called only when the presentation has caught up with the engine, so it changes
        nothing for the events this module folds; it keeps the table right for events
        added later (the Board Game's purchases) before they get their own handlers.
        """
        self.variant = view.get("variant", self.variant)
        self.rounds = view.get("rounds", self.rounds)
        if self.variant != "family":
            self.board.sync_from_view(view)
        self.round = view["round"]
        self.first_player = view["first_player"]
        self.odds = dict(view["odds"])
        if view.get("race_odds"):
            self.race_odds = dict(view["race_odds"])
        self.bet_tokens = dict(view["bet_tokens"])
        if not self.tokens_per_colour and self.bet_tokens:
            self.tokens_per_colour = max(self.bet_tokens.values())
        self.bets = [dict(b) for b in view["bets"]]
        old = {p.seat: p for p in self.players}
        self.players = []
        for p in view["players"]:
            self.players.append(PlayerDisplay(
                seat=p["seat"], name=p["name"], character=p["character"], danari=p["danari"],
                vp=p["vp"], stables=list(p["stables"]), bot=p.get("bot") or (old[p["seat"]].bot if p["seat"] in old else ""),
                hand_count=p["hand_count"], eliminated=p["eliminated"]))
        self.lanes = {c: [dict(pc) for pc in view["lanes"].get(c, [])] for c in self.colours}
        self.discarded = {c: [dict(pc) for pc in view.get("discarded", {}).get(c, [])] for c in self.colours}
        race = view.get("race")
        if race:
            self.race_on = True
            self.positions = dict(race["positions"])
            self.ranked = list(race["ranked"])
            self.unit = race["unit"]
        phase = view.get("phase")
        if phase in (FIRST_BET, FIX, SECOND_BET):
            self.phase = phase
        elif phase == "photo_finish":
            self.phase = RACE
        elif phase == "game_over":
            self.phase = GAME_OVER
        if view.get("winner") is not None:
            self.winner = view["winner"]
        if view.get("last_ranking"):
            self.last_ranking = list(view["last_ranking"])
