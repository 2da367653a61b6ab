"""Horse Fever's phases as ``Phase`` objects: the one place that says what each phase is.

Every kind of decision the engine asks is a phase here, with its rule name
(``variants.RULE_NAMES``, which names it in refusals), its title and explanation (the table's top bar
and status panel), what it shows of the deciding seat's secrets (the hot-seat pass screen,
``docs/ui.md``), the few words the turn banner and pass screen use, the widget that asks a
human (``game/horsefever/ui/decisions``, ``register``) and the bot handler that answers for a bot
(``game/horsefever/bots``). The phases the screen shows but that ask nobody (setting up, the reveal,
the race, the payoffs, the end of a round, the final scores) are here too, without a widget
or a bot. The screen and the bots read this table through the game registry; a decision
kind missing from it is an error (``tests/horsefever/test_phases.py`` finds any).
"""
from __future__ import annotations

from typing import Any, Mapping

from ..core.phases import Phase, Secrets, phase_table
from ..services.i18n import N_
from .rules import board
from .rules.state import (BOARD, PHASE_FIRST_BET, PHASE_FIX, PHASE_OVER, PHASE_PHOTO,
                           PHASE_SECOND_BET)
from .rules.variants import RULE_NAMES

# The bot handlers every bot level answers itself (``game/horsefever/bots``); the Board Game's are
# ``board_play.BoardPlay``'s methods, named after the phase.
BOT_BET, BOT_FIX, BOT_PHOTO = "bet", "fix", "photo"


def _consent_shows_secrets(options: Mapping[str, Any]) -> bool:
    """A seller asked for a Goal card picks one of their own: those are secret."""
    return (options.get("offer") or {}).get("item") == "goal" or "cards" in options


def _decision(key: str, title: str, explanation: str, secrets: Secrets, asks: str, *,
              widget: str | None = None, bot: str | None = None, **extra: Any) -> Phase:
    """A decision phase whose rule name is the engine's; widget and bot keyed by the phase
    unless given."""
    return Phase(key=key, rule=RULE_NAMES[key], title=title, explanation=explanation,
                 shows_secrets=secrets, widget=widget or key, bot=bot or key, asks=asks,
                 **extra)


def _stage(key: str, rule: str, title: str, explanation: str, **extra: Any) -> Phase:
    """A phase the screen shows that asks nobody (the game runs it between decisions)."""
    return Phase(key=key, rule=rule, title=title, explanation=explanation,
                 shows_secrets=Secrets.NEVER, widget=None, bot=None, **extra)


PHASES: dict[str, Phase] = phase_table([
    _stage("setup", "Setup", N_("Setting up"), ""),
    # The table shows the seat's hand and its face-down cards (HELD: a pass screen when it
    # holds any of them).
    _decision(PHASE_FIRST_BET, N_("First bets"), N_("Everyone must bet on a horse, from the first "
              "player clockwise (minimum: 100 D per VP)."), Secrets.HELD, N_("a first bet"),
              widget="bet", bot=BOT_BET, task=N_("place a first bet")),
    _decision(PHASE_FIX, N_("Fixing the race"), N_("Everyone plays their action cards face down on "
              "the lanes, one card per turn."), Secrets.HELD, N_("which card to play"),
              bot=BOT_FIX, task=N_("play an action card face down"),
              variant_explanations={BOARD: N_("Everyone plays the action cards they bought face "
                                    "down on the lanes, one per turn.")}),
    _decision(PHASE_SECOND_BET, N_("Second bets"), N_("Second bets go counter-clockwise, the first "
              "player last; passing is allowed."), Secrets.HELD, N_("a second bet"),
              widget="bet", bot=BOT_BET, task=N_("place a second bet or pass")),
    _stage("reveal", "Revealing the Action Cards", N_("The reveal"),
           N_("The action cards are turned face up and take effect.")),
    _stage("race", "The Race", N_("The race"), ""),
    _decision(PHASE_PHOTO, N_("Photo finish"), N_("Horses tied at the finish line with equal odds: "
              "the first player chooses which is placed next."), Secrets.HELD,
              N_("the photo finish"), widget="photo", bot=BOT_PHOTO,
              task=N_("decide a photo finish")),
    _stage("payoffs", "Payoffs", N_("Payoffs"), N_("The bank pays the winning bets and the stable "
           "prizes; then the odds move."),
           variant_explanations={BOARD: N_("Bets, stable prizes, star cards, Horse cards, then "
                                 "Assistants pay; the odds move.")}),
    _stage("round_end", "End of the Round", N_("End of the round"), N_("Cards go back to their "
           "decks and the First Player card passes clockwise."),
           variant_explanations={BOARD: N_("Horse cards go back to their owners; the First "
                                 "Player card passes clockwise.")}),
    _stage(PHASE_OVER, "End of the Game", N_("Final scores"), N_("The game is over.")),
    # Board Game. The purchase panel names the buyer's Goal cards (and offers them for
    # sale); keep shows the four cards just drawn.
    _decision(board.PH_PURCHASE, N_("Purchases"), N_("Purchases, two steps clockwise: each player "
              "buys a card, takes a loan, buys from or sells to a player, or passes for "
              "Danari."), Secrets.ALWAYS, N_("a purchase")),
    _decision(board.PH_KEEP, N_("Purchases"), N_("A player who buys a Goal, Assistant or Horse "
              "draws up to four and keeps one."), Secrets.ALWAYS, N_("which card to keep")),
    _decision(board.PH_CONSENT, N_("Purchases"), N_("Another player offers to buy one of this "
              "player's cards at twice its value."), Secrets.NEVER, N_("whether to sell"),
              secret_when=_consent_shows_secrets),
    # Horse cards in hand and lined up, Assistants, stable tokens and the auctions' prices
    # are public.
    _decision(board.PH_LINEUP, N_("Starting lineup"), N_("Starting lineup: each owner of Horse "
              "cards may place one on each stable they own."), Secrets.NEVER, N_("the lineup")),
    _decision(board.PH_TROY, N_("The reveal"), N_("Troy copies the effect of another Horse card on "
              "the track for this race."), Secrets.NEVER, N_("which Horse card to copy")),
    _decision(board.PH_ERIC, N_("The reveal"), N_("Eric Change may move one stable token two odds "
              "rows up or down at the reveal."), Secrets.NEVER, N_("an odds move"),
              widget="eric"),
    _decision(board.PH_CEDRIC, N_("Payoffs"), N_("Cédric Copieur copies another player's Assistant "
              "for this round's payoffs."), Secrets.NEVER, N_("which Assistant to copy")),
    _decision(board.PH_DUTCH, N_("Dutch auction"), N_("Dutch auction: the bank buys 1 VP; each "
              "acceptance lowers the offer, and the last one left sells at that price."),
              Secrets.NEVER, N_("whether to sell 1 VP"), widget="auction"),
    _decision(board.PH_ENGLISH, N_("English auction"), N_("English auction: the bank sells 1 VP; "
              "each bid raises the price, and the last bidder buys."), Secrets.NEVER,
              N_("whether to bid for 1 VP"), widget="auction"),
])
