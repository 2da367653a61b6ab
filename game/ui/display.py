"""The display state: the table as the events presented so far left it.

The engine runs everything between two decisions inside one ``apply`` (the reveal, the
whole race, payoffs, the next deal). The window must show those steps one after another,
so the table is never drawn from the engine's current state: it is drawn from a
``DisplayState`` that folds the events in the order they are presented. This is the seam
for the next issue's animation: an animator can interpolate between two display states.

Public and private knowledge are kept apart. ``DisplayState`` holds only what everybody at
the table sees (events redacted for a spectator). ``PrivateKnowledge`` holds one seat's
hand and the faces of the cards it played face down; the table draws it only for the seat
the hot-seat controller allows.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from ..rules import redact_event
from .phase_table import TITLES as PHASE_TITLES  # noqa: F401  (each phase's title)

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
class BoardSeat:
    """Board Game things one player holds that everybody sees (Goal cards: only how many)."""

    assistants: list[int] = field(default_factory=list)
    horses: list[int] = field(default_factory=list)  # Horse cards in hand (not lined up)
    loans: list[str] = field(default_factory=list)  # loan kinds taken and not repaid
    goal_count: int = 0
    goals_revealed: list[dict[str, Any]] = field(default_factory=list)  # final stage: {card, result}


@dataclass
class BoardPublic:
    """The public Board Game table, folded from events (the Board Game's panels read it)."""

    seats: dict[int, BoardSeat] = field(default_factory=dict)
    lineup: dict[str, dict[str, Any]] = field(default_factory=dict)  # colour -> {seat, card}
    troy: dict[str, int] = field(default_factory=dict)  # lane -> copied Horse card
    auction: dict[str, Any] | None = None  # {kind, offer, last, price, out}
    sold_to_bank: list[dict[str, Any]] = field(default_factory=list)  # this round's clearances

    def seat(self, seat: int) -> BoardSeat:
        return self.seats.setdefault(seat, BoardSeat())

    def apply(self, ev: Event) -> None:
        """Folds one (spectator-redacted) event."""
        e, seat = ev["event"], ev.get("seat")
        item, card = ev.get("item"), ev.get("card")
        if e == "keep" and isinstance(seat, int):
            self._gain(seat, item, card)
        elif e == "purchase" and ev.get("seller") is not None:
            self._gain(seat, item, card)
        elif e in ("sale", "clearance") and isinstance(seat, int):
            self._lose(seat, item, card)
            if e == "clearance":
                self.sold_to_bank.append({"seat": seat, "item": item, "card": card,
                                          "horse": ev.get("horse")})
        elif e == "loan_taken":
            self.seat(seat).loans.append(ev["kind"])
        elif e == "loan_repaid" and ev.get("kind") in self.seat(seat).loans:
            self.seat(seat).loans.remove(ev["kind"])
        elif e == "lineup":
            self._lose(seat, "horse", card)
            self.lineup[ev["horse"]] = {"seat": seat, "card": card}
        elif e == "horse_returned":
            self.lineup.pop(ev["horse"], None)
            self._gain(seat, "horse", card)
        elif e == "horse_copy":
            self.troy[ev["horse"]] = ev["copied"]
        elif e == "round_start":
            self.troy, self.auction, self.sold_to_bank = {}, None, []
        elif e == "auction_start":
            self.auction = {"kind": ev["kind"], "offer": ev["offer"], "last": None,
                            "price": None, "out": []}
        elif e in ("auction_accept", "auction_bid") and self.auction is not None:
            self.auction.update(last=seat, price=ev["price"])
        elif e == "auction_leave" and self.auction is not None:
            self.auction["out"].append(seat)
        elif e == "auction_end" and self.auction is not None:
            self.auction.update(done=True, winner=ev.get("winner"), price=ev.get("price"))
        elif e in ("goal_scored", "goal_failed", "goal_duplicate"):
            result = {"goal_scored": "scored", "goal_failed": "failed"}.get(e, "duplicate")
            self.seat(seat).goals_revealed.append({"card": card, "result": result})

    def _gain(self, seat: int, item: Any, card: Any) -> None:
        b = self.seat(seat)
        if item == "goal":
            b.goal_count += 1
        elif item == "assistant" and isinstance(card, int):
            b.assistants.append(card)
        elif item == "horse" and isinstance(card, int):
            b.horses.append(card)

    def _lose(self, seat: int, item: Any, card: Any) -> None:
        b = self.seat(seat)
        if item == "goal":
            b.goal_count = max(0, b.goal_count - 1)
        elif item == "assistant" and card in b.assistants:
            b.assistants.remove(card)
        elif item == "horse" and card in b.horses:
            b.horses.remove(card)

    def facts(self) -> dict[int, tuple]:
        """Comparable with ``facts_of_view`` (tests)."""
        facts = {s: (sorted(b.assistants), sorted(b.horses), sorted(b.loans), b.goal_count)
                 for s, b in sorted(self.seats.items())}
        return {s: f for s, f in facts.items() if f != ([], [], [], 0)}

    @staticmethod
    def facts_of_view(view: dict[str, Any]) -> dict[int, tuple]:
        facts = {p["seat"]: (sorted(p.get("assistants", [])), sorted(p.get("horses", [])),
                             sorted(p.get("loans", [])), p.get("goal_count", 0))
                 for p in view["players"]}
        return {s: f for s, f in facts.items() if f != ([], [], [], 0)}

    def sync_from_view(self, view: dict[str, Any]) -> None:
        """Takes the public Board facts from an engine view (resume, catching up)."""
        for p in view["players"]:
            b = self.seat(p["seat"])
            b.assistants = list(p.get("assistants", []))
            b.horses = list(p.get("horses", []))
            b.loans = list(p.get("loans", []))
            b.goal_count = p.get("goal_count", 0)
        board = view.get("board") or {}
        self.lineup = {c: dict(v) for c, v in board.get("lineup", {}).items()}
        self.troy = dict(board.get("troy", {}))


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
        handler = getattr(self, "_on_" + ev["event"], None)
        if self.variant != "family":
            self.board.apply(ev)
            # The Board Game's phases before the first bets (they have no event of their own).
            if ev["event"] == "purchase_step":
                self.phase = "purchase"
            elif ev["event"] in ("lineup", "lineup_pass"):
                self.phase = "lineup"
            elif ev["event"] == "bet" and self.phase in ("purchase", "lineup"):
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


@dataclass
class PrivateKnowledge:
    """What one seat knows that others don't: its hand and its face-down cards."""

    seat: int
    hand: list[int] = field(default_factory=list)
    played: dict[str, list[int | None]] = field(default_factory=dict)  # lane -> card per slot
    goals: list[int] = field(default_factory=list)  # Board Game: own Goal cards (face down)

    def apply(self, ev: Event, lanes_before: dict[str, list[dict[str, Any]]] | None = None) -> None:
        """Folds one event as this seat may see it."""
        ev = redact_event(ev, self.seat)
        name = ev["event"]
        if name == "deal" and ev.get("seat") == self.seat and "cards" in ev:
            self.hand = list(ev["cards"])
        elif (name == "draw" and ev.get("seat") == self.seat and ev.get("item") == "actions"
              and "cards" in ev):
            self.hand.extend(ev["cards"])  # Board Game: two action cards bought
        elif name == "action_played" and ev.get("seat") == self.seat and ev.get("card") is not None:
            if ev["card"] in self.hand:
                self.hand.remove(ev["card"])
            slot = len(lanes_before.get(ev["horse"], [])) if lanes_before is not None else 0
            lane = self.played.setdefault(ev["horse"], [])
            while len(lane) < slot:
                lane.append(None)
            lane.append(ev["card"])
        elif name in ("reveal", "round_end", "round_start"):
            self.played = {}
            if name != "reveal":
                self.hand = [] if name == "round_end" else self.hand
        elif name == "eliminated" and ev.get("seat") == self.seat:
            self.hand = []
        if ev.get("item") == "goal" and isinstance(ev.get("card"), int):
            self._fold_goal(name, ev)

    def _fold_goal(self, name: str, ev: Event) -> None:
        """Board Game: this seat's own Goal cards (kept, bought from or sold to a player)."""
        card = ev["card"]
        gains = (name == "keep" and ev.get("seat") == self.seat) or (
            name == "purchase" and ev.get("seat") == self.seat and ev.get("seller") is not None)
        loses = name in ("sale", "clearance") and ev.get("seat") == self.seat
        if gains:
            self.goals.append(card)
        elif loses and card in self.goals:
            self.goals.remove(card)

    def card_at(self, horse: str, slot: int) -> int | None:
        """The face of this seat's own face-down card in a lane slot, if it is theirs."""
        lane = self.played.get(horse, [])
        return lane[slot] if slot < len(lane) else None

    def sync_from_view(self, view: dict[str, Any]) -> None:
        """Takes the hand and own face-down cards from this seat's engine view."""
        me = view["players"][self.seat]
        self.hand = list(me.get("hand", []))
        self.goals = list(me.get("goals", []))
        self.played = {}
        if view.get("phase") in (FIRST_BET, FIX, SECOND_BET):
            for c, lane in view["lanes"].items():
                slots = [pc["card"] if pc["seat"] == self.seat else None for pc in lane]
                if any(x is not None for x in slots):
                    self.played[c] = slots
