"""The game's static data as frozen dataclasses: cards, tables and constants.

Everything here is built by ``game.horsefever.rules.loader`` from the TOML files under ``data/``;
the engine reads every number from these objects and never repeats one in code.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Union

EffectValue = Union[int, str, None]

COLOURS_KEY = "colour"

# The card-effect vocabulary the engine understands: (trigger, op) -> the type its
# value must have (int, str, or None for no value). The loader rejects any other pair,
# so a typo in a TOML file stops the program instead of silently doing nothing.
#
# Triggers say *when* an effect applies, ops say *what* it does:
#   start        first movement card of the race      set N / add N
#   first        later cards, horse first or tied     set N
#   last         later cards, horse last or tied      set N
#   finish_line  the card move that reaches the line  add N / stop
#   sprint       each sprint of the horse             set N / add N / block
#   photo_finish ties on squares beyond the line      win / lose
#   reveal       when the cards are turned face up    odds N (rows, negative = towards 1:2)
#                                                     discard "positive" / "negative"
#   payoff       at Payoffs (Board Game star cards)   danari N / vp N
KNOWN_EFFECTS: dict[tuple[str, str], type | None] = {
    ("start", "set"): int,
    ("start", "add"): int,
    ("first", "set"): int,
    ("last", "set"): int,
    ("finish_line", "add"): int,
    ("finish_line", "stop"): None,
    ("sprint", "set"): int,
    ("sprint", "add"): int,
    ("sprint", "block"): None,
    ("photo_finish", "win"): None,
    ("photo_finish", "lose"): None,
    ("reveal", "odds"): int,
    ("reveal", "discard"): str,
    ("payoff", "danari"): int,
    ("payoff", "vp"): int,
    # Board Game: Assistants, Horse cards and the star characters' abilities.
    ("payoff", "danari_if_no_win"): int,  # Didier Addition
    ("payoff", "take_left"): int,  # Brian O'Fist
    ("payoff", "take_right"): int,  # Pedro Pugnos
    ("payoff", "copy_assistant"): None,  # Cédric Copieur
    ("hire", "danari"): int,  # François Riche
    ("price", "set"): int,  # item: what costs this much
    ("price", "add"): int,  # item: what costs this much more (never below 0)
    ("loan", "repay"): int,  # item: bank or mob
    ("goals", "count"): int,  # item: assistant or horse, counted as this many
    ("reveal", "copy_horse"): None,  # Troy
    ("reveal", "move_odds"): int,  # Eric Change: rows, up or down, once a round
    ("bets", "extra"): int,  # Antonio Vesuvio
    ("show", "places"): int,  # Miss Paris
    ("purchase", "repeat"): None,  # Miss Double: item may be bought in both steps
}

# The triggers of race modifiers (race.HorseMods): every other trigger (reveal, payoff...)
# leaves a horse's moves, sprints and photo finishes alone.
RACE_TRIGGERS = ("start", "first", "last", "finish_line", "sprint", "photo_finish")

# Effects that name an ``item``, and the items each may name.
PRICE_ITEMS = ("actions", "goal", "assistant", "horse", "stable")
EFFECT_ITEMS: dict[tuple[str, str], tuple[str, ...]] = {
    ("price", "set"): PRICE_ITEMS,
    ("price", "add"): PRICE_ITEMS,
    ("loan", "repay"): ("bank", "mob"),
    ("goals", "count"): ("assistant", "horse"),
    ("purchase", "repeat"): ("goal", "assistant", "horse", "stable"),
}

# Values a ("reveal", "discard") effect may name.
DISCARD_TARGETS = ("positive", "negative")

# Action card kinds as printed: green, red, grey.
CARD_KINDS = ("positive", "negative", "neutral")


@dataclass(frozen=True)
class Effect:
    """One structured effect of a card: when it triggers, what it does, by how much."""

    trigger: str
    op: str
    value: EffectValue = None
    item: str | None = None  # what a Board Game effect applies to (EFFECT_ITEMS)


@dataclass(frozen=True)
class Stable:
    """A stable: its lane number (1-6, left to right), colour and printed name."""

    number: int
    colour: str
    name: str


@dataclass(frozen=True)
class MovementCard:
    """A movement card: squares moved by horses on each odds row, 1:2 first."""

    number: int
    values: tuple[int, ...]


@dataclass(frozen=True)
class ActionCard:
    """An action card as printed, with its effects in engine form and our English text."""

    number: int
    name: str
    kind: str  # one of CARD_KINDS
    letter: str | None  # "A".."G" for green/red cards, None for grey ones
    star: bool
    text: str
    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class Character:
    """A character card: starting Danari and, for non-star characters, a starting stable."""

    name: str
    star: bool
    danari: int
    owns_odds: int | None  # N of the 1:N row whose stable this character starts owning
    text: str


@dataclass(frozen=True)
class OddsRow:
    """One odds row of the Blackboard: 1:N and the Stable Owner price on it."""

    odds: int
    price: int


@dataclass(frozen=True)
class PlayerCountRow:
    """What the player count decides: rounds (short/standard/long) and bet tokens per colour."""

    players: int
    rounds: int
    short: int
    long: int
    bet_tokens: int


@dataclass(frozen=True)
class RulesConstants:
    """The rulebook's numbers that are not printed on a card."""

    starting_vp: int  # VP tokens each player starts with
    min_bet_per_vp: int  # minimum bet = this x VP
    stake_step: int  # stakes are whole multiples of this
    win_vp: int  # VP for a winning Win bet
    show_vp: int  # VP for a winning Show bet
    show_multiplier: int  # a winning Show bet pays stake x this
    show_places: int  # a Show bet wins on places 1..this
    penalty_vp: int  # VP tokens lost when the minimum bet cannot be covered
    action_cards_dealt: int  # Family Game: action cards dealt to each player a round
    stable_vp: int  # VP a Stable Owner card is worth while held
    min_rounds: int  # the setup screen's range of rounds
    max_rounds: int


@dataclass(frozen=True)
class Die:
    """A sprint die: one face per horse colour."""

    faces: tuple[str, ...]


@dataclass(frozen=True)
class Track:
    """The racetrack: where the finish line is and the two sprint dice."""

    finish_line: int
    dice: tuple[Die, ...]
    tie_breaker: dict[str, str] = field(default_factory=dict)  # colour -> the printed joke


@dataclass(frozen=True)
class BoardCard:
    """An Assistant or Horse card (Board Game): number, name, our text, effects."""

    number: int
    name: str
    text: str
    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class GoalCard:
    """A Goal card: what is compared at the end of the game, most or fewest."""

    number: int
    design: str
    name: str
    measure: str  # stables, assistants, goals, horses, danari, vp
    compare: str  # most, fewest
    text: str


@dataclass(frozen=True)
class LoanKind:
    """One side of the Loan cards: what the borrower receives and repays."""

    kind: str  # bank or mob
    name: str
    receive: int
    repay: int
    text: str


@dataclass(frozen=True)
class BoardPrices:
    """The Board Game's prices, auction steps and limits (data/board.toml)."""

    actions: int
    actions_per_purchase: int
    goal: int
    assistant: int
    horse: int
    draw: int
    pass_bonus: int
    buy_from_player_multiplier: int
    clearance_divisor: int
    clearance_rounding: int
    goal_vp: int
    dutch_start: int
    dutch_step: int
    dutch_floor: int
    english_start: int
    english_step: int
    loan_cards: int


@dataclass(frozen=True)
class BoardData:
    """The Board Game's cards and numbers."""

    assistants: tuple[BoardCard, ...]
    horses: tuple[BoardCard, ...]
    goals: tuple[GoalCard, ...]
    loans: dict[str, LoanKind]
    prices: BoardPrices

    def assistant(self, number: int) -> BoardCard:
        """Returns the Assistant card with this number."""
        return _index(self.assistants)[number]

    def horse(self, number: int) -> BoardCard:
        """Returns the Horse card with this number."""
        return _index(self.horses)[number]

    def goal(self, number: int) -> GoalCard:
        """Returns the Goal card with this number."""
        return _index(self.goals)[number]

    # Derived look-up, computed once (cached_property writes the instance's __dict__).
    @cached_property
    def assistant_price_effects(self) -> dict[int, tuple[Effect, ...]]:
        """Assistant number -> its ``price`` effects, in card order (read at every
        purchase decision)."""
        return {a.number: tuple(e for e in a.effects if e.trigger == "price")
                for a in self.assistants}


@dataclass(frozen=True)
class GameData:
    """All static data of one game, as loaded and validated from ``data/``."""

    stables: tuple[Stable, ...]
    movement: tuple[MovementCard, ...]
    actions: tuple[ActionCard, ...]
    characters: tuple[Character, ...]
    odds_rows: tuple[OddsRow, ...]  # 1:2 first
    prizes: tuple[int, ...]  # Stable Owner prizes for places 1, 2, 3
    players: dict[int, PlayerCountRow]
    rules: RulesConstants
    track: Track
    identity: str = ""  # a hash of the data files' bytes (saves check it)
    # Star characters' abilities (Board Game with star cards): name -> effects.
    abilities: dict[str, tuple[Effect, ...]] = field(default_factory=dict)
    board: BoardData | None = None  # the Board Game's cards and prices, when loaded

    # Derived look-ups, computed once (cached_property writes the instance's __dict__
    # directly, so it works on a frozen dataclass).
    @cached_property
    def colours(self) -> tuple[str, ...]:
        """Horse colours in lane order."""
        return tuple(s.colour for s in self.stables)

    @cached_property
    def odds_values(self) -> tuple[int, ...]:
        """The N of each odds row, 1:2 first."""
        return tuple(r.odds for r in self.odds_rows)

    @cached_property
    def odds_row_index(self) -> dict[int, int]:
        """N of 1:N -> its 0-based Blackboard row."""
        return {n: i for i, n in enumerate(self.odds_values)}

    @cached_property
    def _actions_by_number(self) -> dict[int, ActionCard]:
        return {c.number: c for c in self.actions}

    @cached_property
    def _movement_by_number(self) -> dict[int, MovementCard]:
        return {c.number: c for c in self.movement}

    @cached_property
    def action_effects(self) -> dict[int, tuple[Effect, ...]]:
        """Action card number -> its effects (the engine reads them in its inner loops)."""
        return {c.number: c.effects for c in self.actions}

    @cached_property
    def action_race_effects(self) -> dict[int, tuple[Effect, ...]]:
        """Action card number -> its effects that change a race (RACE_TRIGGERS), in order:
        a lane whose cards have none races like a lane without cards."""
        return {c.number: tuple(e for e in c.effects if e.trigger in RACE_TRIGGERS)
                for c in self.actions}

    @cached_property
    def lane_of(self) -> dict[str, int]:
        """Horse colour -> its lane index (0-based, lane order)."""
        return {c: i for i, c in enumerate(self.colours)}

    @cached_property
    def movement_values(self) -> dict[int, tuple[int, ...]]:
        """Movement card number -> its values per odds row (read once per race unit)."""
        return {c.number: c.values for c in self.movement}

    def action(self, number: int) -> ActionCard:
        """Returns the action card with this printed number."""
        return self._actions_by_number[number]

    def movement_card(self, number: int) -> MovementCard:
        """Returns the movement card with this number."""
        return self._movement_by_number[number]

    def character(self, name: str) -> Character:
        """Returns the character card with this name."""
        for c in self.characters:
            if c.name == name:
                return c
        raise KeyError(name)

    @cached_property
    def ability_price_effects(self) -> dict[str, tuple[Effect, ...]]:
        """Star character -> its ``price`` effects, in order (Board Game purchases)."""
        return {name: tuple(e for e in effects if e.trigger == "price")
                for name, effects in self.abilities.items()}

    @cached_property
    def purchase_repeats(self) -> dict[str, frozenset[str]]:
        """Star character -> the items it may buy more than once a round."""
        return {name: frozenset(e.item for e in effects  # type: ignore[misc]
                                if e.trigger == "purchase" and e.op == "repeat")
                for name, effects in self.abilities.items()}

    @cached_property
    def price_by_odds(self) -> dict[int, int]:
        """N of 1:N -> the Stable Owner price of that Blackboard row."""
        return {r.odds: r.price for r in self.odds_rows}

    def price_for_odds(self, odds: int) -> int:
        """Returns the Stable Owner price of the row 1:odds (KeyError for no such row)."""
        return self.price_by_odds[odds]


def _index(cards: tuple) -> dict:
    """Returns a number -> card mapping for a card tuple (cached per tuple)."""
    found = _INDEX_CACHE.get(id(cards))
    if found is None or found[0] is not cards:
        found = (cards, {c.number: c for c in cards})
        _INDEX_CACHE[id(cards)] = found
    return found[1]


_INDEX_CACHE: dict[int, tuple[tuple, dict]] = {}
