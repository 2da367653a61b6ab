"""Horse Fever's decision phases as ``Phase`` objects: one per kind of decision the engine asks.

The rule names are the engine's (``variants.RULE_NAMES``, which names them in refusals). The
titles, explanations and secrecy are, for now, the same words and rules as the screen's
own tables (``game/ui/display.py`` ``PHASE_TITLES``, ``game/ui/scenes/table.py``
``EXPLAIN``/``BOARD_EXPLAIN``, ``game/ui/session.py`` ``shows_secrets``): the screen reads
those until it is moved onto the phases (a later step of issue 17), and
``tests/horsefever/test_phases.py`` keeps the two in step meanwhile.
"""
from __future__ import annotations

from typing import Any, Mapping

from ..core.phases import Phase, phase_table
from ..rules import board
from ..rules.state import PHASE_FIRST_BET, PHASE_FIX, PHASE_PHOTO, PHASE_SECOND_BET
from ..rules.variants import RULE_NAMES


def _consent_shows_secrets(options: Mapping[str, Any]) -> bool:
    """A seller asked for a Goal card picks one of their own: those are secret."""
    return (options.get("offer") or {}).get("item") == "goal" or "cards" in options


def _phase(key: str, title: str, explanation: str, shows_secrets: bool | None,
           bot: str | None = None, **extra: Any) -> Phase:
    """A phase whose rule name is the engine's and whose widget is keyed by the phase."""
    return Phase(key=key, rule=RULE_NAMES[key], title=title, explanation=explanation,
                 shows_secrets=shows_secrets, widget=key, bot=bot or key, **extra)


PHASES: dict[str, Phase] = phase_table([
    # The table shows the seat's hand and its face-down cards (None: a pass screen when it
    # holds any of them).
    _phase(PHASE_FIRST_BET, "First bets", "Everyone must bet on a horse, from the first "
           "player clockwise (minimum: 100 D per VP).", None, bot="bet"),
    _phase(PHASE_FIX, "Fixing the race", "Everyone plays their action cards face down on "
           "the lanes, one card per turn.", None),
    _phase(PHASE_SECOND_BET, "Second bets", "Second bets go counter-clockwise, the first "
           "player last; passing is allowed.", None, bot="bet"),
    _phase(PHASE_PHOTO, "Photo finish", "Horses tied at the finish line with equal odds: "
           "the first player chooses which is placed next.", None),
    # Board Game. The purchase panel names the buyer's Goal cards; keep shows the cards drawn.
    _phase(board.PH_PURCHASE, "Purchases", "Purchases, two steps clockwise: each player buys "
           "a card, takes a loan, buys from or sells to a player, or passes for Danari.", True),
    _phase(board.PH_KEEP, "Purchases", "A player who buys a Goal, Assistant or Horse draws "
           "up to four and keeps one.", True),
    _phase(board.PH_CONSENT, "Purchases", "Another player offers to buy one of this "
           "player's cards at twice its value.", None, secret_when=_consent_shows_secrets),
    # Horse cards, Assistants, stable tokens and the auctions' prices are public.
    _phase(board.PH_LINEUP, "Starting lineup", "Starting lineup: each owner of Horse cards "
           "may place one on each stable they own.", False),
    _phase(board.PH_TROY, "The reveal", "Troy copies the effect of another Horse card on "
           "the track for this race.", False),
    _phase(board.PH_ERIC, "The reveal", "Eric Change may move one stable token two odds "
           "rows up or down at the reveal.", False),
    _phase(board.PH_CEDRIC, "Payoffs", "Cédric Copieur copies another player's Assistant "
           "for this round's payoffs.", False),
    _phase(board.PH_DUTCH, "Dutch auction", "Dutch auction: the bank buys 1 VP; each "
           "acceptance lowers the offer, and the last one left sells at that price.", False),
    _phase(board.PH_ENGLISH, "English auction", "English auction: the bank sells 1 VP; each "
           "bid raises the price, and the last bidder buys.", False),
])
