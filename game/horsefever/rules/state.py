"""The game state: every fact of one game at a decision point, serialisable to JSON.

The state is plain data (players, decks, lanes, bets, the race in progress, the random
generator's state). The rules that change it are the chapters of ``family/`` and ``board/``, which
``engine.py`` runs.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from .data import GameData

FAMILY = "family"
BOARD = "board"
VARIANTS = (FAMILY, BOARD)

# Phases: who must decide what. The engine advances automatically through everything
# that needs no decision (deals, reveals, race units, payoffs).
PHASE_FIRST_BET = "first_bet"
PHASE_FIX = "fix"
PHASE_SECOND_BET = "second_bet"
PHASE_PHOTO = "photo_finish"
PHASE_OVER = "game_over"

TERMINAL = -1  # current_player() when the game is over

WIN = "win"
SHOW = "show"
BET_KINDS = (WIN, SHOW)


@dataclass
class Player:
    """One seat at the table."""

    seat: int
    name: str
    character: str
    danari: int
    vp_tokens: int
    stables: list[str] = field(default_factory=list)  # colours of Stable Owner cards held
    hand: list[int] = field(default_factory=list)  # action card numbers
    eliminated: bool = False
    eliminated_order: int = 0  # 1 for the first player out, 2 for the next...
    bot: str = ""  # "" for a human seat, else the bot's kind (for setup and logs only)
    # Board Game cards held (card numbers) and loans taken ("bank", "mob").
    goals: list[int] = field(default_factory=list)
    assistants: list[int] = field(default_factory=list)
    horses: list[int] = field(default_factory=list)
    loans: list[str] = field(default_factory=list)

    def vp(self, stable_vp: int) -> int:
        """Returns the VP total: VP tokens plus Stable Owner cards."""
        return self.vp_tokens + stable_vp * len(self.stables)


@dataclass(slots=True)
class Bet:
    """A bet on the table: who, on which horse, win or show, the stake, first or second."""

    seat: int
    horse: str
    kind: str
    stake: int
    which: str


@dataclass(slots=True)
class PlayedCard:
    """An action card face down (or revealed) behind a lane."""

    seat: int
    card: int


@dataclass
class RaceProgress:
    """A race in progress: where the horses are and what is still to be ranked."""

    unit: int = 0
    positions: dict[str, int] = field(default_factory=dict)
    ranked: list[str] = field(default_factory=list)
    # Groups of this unit's finishers still to be moved to the ranking, best first; a
    # group of several horses waits for the first player's photo-finish choice.
    pending: list[list[str]] = field(default_factory=list)
    pending_unit: int = 0
    pending_photo: bool = False  # whether this unit's ranking had a photo finish
    pending_placed: list[str] = field(default_factory=list)  # placed so far this unit
    pending_finishers: list[str] = field(default_factory=list)


@dataclass
class GameState:
    """Everything about one game at a moment between decisions."""

    data: GameData
    variant: str
    seed: int
    stars: bool
    rounds: int
    round: int = 0
    phase: str = PHASE_FIRST_BET
    players: list[Player] = field(default_factory=list)
    first_player: int = 0
    odds: dict[str, int] = field(default_factory=dict)  # stable colour -> N of 1:N
    race_odds: dict[str, int] = field(default_factory=dict)  # odds after the reveal
    action_deck: list[int] = field(default_factory=list)  # top of deck = last item
    movement_deck: list[int] = field(default_factory=list)  # top of deck = last item
    movement_used: list[int] = field(default_factory=list)  # turned this race
    lanes: dict[str, list[PlayedCard]] = field(default_factory=dict)
    discarded: dict[str, list[PlayedCard]] = field(default_factory=dict)  # at the reveal
    bet_tokens: dict[str, int] = field(default_factory=dict)  # reserve per colour
    bets: list[Bet] = field(default_factory=list)
    queue: list[int] = field(default_factory=list)  # seats still to act; queue[0] decides
    steps: list[str] = field(default_factory=list)  # the round's remaining steps (Variant.steps)
    step_fresh: bool = True  # the first step has not started yet
    race: RaceProgress | None = None
    last_ranking: list[str] = field(default_factory=list)
    dice_queue: list[list[str]] = field(default_factory=list)  # forced dice (scenario tests)
    seq: int = 0  # number of the last event emitted
    eliminations: int = 0
    winner: int | None = None
    rng: random.Random = field(default_factory=random.Random)
    # Board Game: decks (top = last item), loan cards left, the starting lineup
    # ({colour: {"seat", "card"}}), and the round's bookkeeping (purchases made, a pending
    # draw or offer, Troy's copy, the auction in progress...), all plain JSON data.
    goal_deck: list[int] = field(default_factory=list)
    assistant_deck: list[int] = field(default_factory=list)
    horse_deck: list[int] = field(default_factory=list)
    loan_cards: int = 0
    lineup: dict[str, dict[str, int]] = field(default_factory=dict)
    board: dict[str, Any] = field(default_factory=dict)

    # ---- simple queries -------------------------------------------------------------
    @property
    def colours(self) -> tuple[str, ...]:
        """Horse colours in lane order."""
        return self.data.colours

    def vp(self, seat: int) -> int:
        """Returns a seat's VP total (tokens plus Stable Owner cards)."""
        p = self.players[seat]
        return p.vp_tokens + self.data.rules.stable_vp * len(p.stables)

    def min_bet(self, seat: int) -> int:
        """Returns a seat's minimum bet: 100 D x VP (from the data)."""
        return self.data.rules.min_bet_per_vp * self.vp(seat)

    def min_stake(self, seat: int) -> int:
        """Returns the smallest stake a seat may place (a bet is never 0 D)."""
        rules = self.data.rules
        p = self.players[seat]
        low = rules.min_bet_per_vp * (p.vp_tokens + rules.stable_vp * len(p.stables))
        return low if low > rules.stake_step else rules.stake_step

    def active_seats(self) -> list[int]:
        """Returns the seats still in the game."""
        return [p.seat for p in self.players if not p.eliminated]

    def clockwise_from(self, seat: int) -> list[int]:
        """Returns the seats still in the game, clockwise, starting at ``seat``."""
        # (Asked several times a round: a plain loop, no generator or comprehension calls.)
        players = self.players
        n = len(players)
        out = []
        for i in range(seat, seat + n):
            s = i % n
            if not players[s].eliminated:
                out.append(s)
        return out

    def owner_of(self, colour: str) -> int | None:
        """Returns the seat holding this stable's Owner card, or None."""
        for p in self.players:
            if colour in p.stables:
                return p.seat
        return None

    def odds_row(self, colour: str, odds: dict[str, int] | None = None) -> int:
        """Returns the 0-based Blackboard row (0 = 1:2) of a stable's odds."""
        return self.data.odds_row_index[(odds or self.odds)[colour]]
