"""What the table's status panel says: one line per phase and decision, for new players.

Words only (no drawing): the table scene shows them while nobody of this screen decides,
and the hot-seat banner names the decision with ``WHAT``.
"""
from __future__ import annotations

from .display import PHASE_TITLES, RACE

# One line per phase for the status panel: what is going on, for people still learning.
EXPLAIN = {
    "first_bet": "Everyone must bet on a horse, from the first player clockwise (minimum: 100 D per VP).",
    "fix": "Everyone plays their action cards face down on the lanes, one card per turn.",
    "second_bet": "Second bets go counter-clockwise, the first player last; passing is allowed.",
    "reveal": "The action cards are turned face up and take effect.",
    "payoffs": "The bank pays the winning bets and the stable prizes; then the odds move.",
    "round_end": "Cards go back to their decks and the First Player card passes clockwise.",
    "game_over": "The game is over.",
}
# The Board Game's own lines (its phases and decisions; where it differs from the Family Game).
BOARD_EXPLAIN = {
    "purchase": "Purchases, two steps clockwise: each player buys a card, takes a loan, buys from "
                "or sells to a player, or passes for Danari.",
    "keep": "A player who buys a Goal, Assistant or Horse draws up to four and keeps one.",
    "consent": "Another player offers to buy one of this player's cards at twice its value.",
    "lineup": "Starting lineup: each owner of Horse cards may place one on each stable they own.",
    "fix": "Everyone plays the action cards they bought face down on the lanes, one per turn.",
    "eric_odds": "Eric Change may move one stable token two odds rows up or down at the reveal.",
    "payoffs": "Bets, stable prizes, star cards, Horse cards, then Assistants pay; the odds move.",
    "dutch_auction": "Dutch auction: the bank buys 1 VP; each acceptance lowers the offer, and "
                     "the last one left sells at that price.",
    "english_auction": "English auction: the bank sells 1 VP; each bid raises the price, and the "
                       "last bidder buys.",
    "round_end": "Horse cards go back to their owners; the First Player card passes clockwise.",
}
WHAT = {"first_bet": "a first bet", "second_bet": "a second bet", "fix": "which card to play",
        "photo_finish": "the photo finish", "purchase": "a purchase",
        "keep": "which card to keep", "consent": "whether to sell", "lineup": "the lineup",
        "troy_copy": "which Horse card to copy", "eric_odds": "an odds move",
        "cedric_copy": "which Assistant to copy", "dutch_auction": "whether to sell 1 VP",
        "english_auction": "whether to bid for 1 VP"}


def phase_status(ds) -> tuple[str, str]:
    """The status panel's title and line while nobody is deciding (events being shown)."""
    if ds.race_on and ds.unit and ds.phase == RACE:  # (the horses stay out for the payoffs)
        title = f"The race · unit {ds.unit}"
        if ds.movement_card is not None:
            title += f" · movement card {ds.movement_card}"
        return title, ("Each horse moves by its odds row on the movement card, then the two "
                       "sprint dice each give a horse one square.")
    return PHASE_TITLES.get(ds.phase, ds.phase), explain(ds.variant, ds.phase)


def explain(variant: str, phase: str, kind: str | None = None) -> str:
    """The status panel's line: the decision being made if it has one, else the phase."""
    if variant != "family":
        for key in (kind, phase):
            if key in BOARD_EXPLAIN:
                return BOARD_EXPLAIN[key]
    return EXPLAIN.get(phase, "")
