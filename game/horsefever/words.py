"""Horse Fever's refusals in words, in the player's language (a data file's problems are
worded for every game by ``game.services.data_words``).

The rules package raises ``IllegalAction(rule, code, **params)`` and speaks no language;
this module holds the sentences (through ``game.services.i18n``, so in the player's language) and
installs itself as the errors' wording, so ``str(error)`` is one readable line, e.g.
"illegal action: stake 150 D is not a multiple of 100 D (Betting)". A code it does not know
is shown as given (a caller that still passes a sentence).
"""
from __future__ import annotations

from typing import Any

from ..services import data_words  # noqa: F401  (its data files' problems in words too)
from ..services.i18n import N_, _
from ..services.numbers import money
from .rules.errors import IllegalAction

# code -> its sentence; {name} fields are the error's parameters (amounts already money).
REFUSALS: dict[str, str] = {
    "game_over": N_("the game is over"),
    "lineup_card": N_("place one of your Horse cards"),
    "lineup_stable": N_("a Horse card goes on a stable you own that has no Horse card yet"),
    "copy_assistant": N_("copy one of the other players' Assistants"),
    "no_such_item": N_("there is nothing called {item!r} to buy"),
    "cannot_buy": N_("cannot buy {item}: {why}"),
    "stable_not_for_sale": N_("the {horse} stable is not for sale to you now"),
    "loan_once": N_("each kind of loan can be taken once a game, while cards last"),
    "not_a_purchase": N_("{type} is not a purchase"),
    "keep_drawn": N_("keep one of the cards you drew"),
    "odds_rows": N_("move a stable token by one of {rows} rows"),
    "wrong_price": N_("{value!r} D is not the price: {what} is {price} (data/board.toml)"),
    "dutch_accept": N_("accept the Bank's offer or leave"),
    "english_bid": N_("the next bid is {offer}, or leave"),
    "no_offer": N_("no offer possible: {why}"),
    "goal_unseen": N_("a Goal card is bought unseen: name no card, the seller chooses which "
                      "of their Goals to sell"),
    "not_for_sale": N_("that card is not for sale to you (not held, or too dear)"),
    "clearance_held": N_("you can only sell a card you hold"),
    "consent": N_("accept the offer or decline it"),
    "seller_goal": N_("the seller chooses one of their own Goal cards"),
    "offer_card": N_("the offer is for {card}, not {named}"),
    "offer_stable": N_("the offer is for the {horse} stable, not a card"),
    "troy_copy": N_("choose one of the other Horse cards on the track"),
    "not_an_action": N_("{action} is not an action"),
    "not_horse_fever_action": N_("{action} is not a Horse Fever action"),
    "no_such_action": N_("there is no action {type!r}"),
    "bad_field": "{problem}",  # worded by game.core.actions
    "may_not_pass": N_("{name} may not pass now"),
    "not_offered": N_("this {action} is not one of the choices offered now"),
    "expected_bet": N_("expected a bet, not {type}"),
    "no_horse": N_("there is no horse {horse!r}"),
    "no_bet_token": N_("no {horse} bet token is left in the reserve"),
    "bet_kind": N_("a bet is win or show, not {kind!r}"),
    "second_bet_kind": N_("a second bet on the same horse must be the other kind of bet "
                          "(win/show)"),
    "stake_whole": N_("stake {stake!r} is not a whole number of D"),
    "stake_step": N_("stake {stake} is not a multiple of {step}"),
    "stake_min": N_("stake {stake} is below the minimum bet of {min}"),
    "stake_max": N_("stake {stake} is more than the {danari} the player has"),
    "expected_card": N_("expected an action card, not {type}"),
    "not_in_hand": N_("{card} is not in {name}'s hand"),
    "no_lane": N_("there is no lane {horse!r}"),
    "photo_pick": N_("choose one of the tied horses: {horses}"),
}

# Which price a wrong amount should have been (``check_price``'s ``what``).
PRICES: dict[str, str] = {
    "loan_sum": N_("the loan's sum"),
    "board_price": N_("the Board's price"),
    "bank_offer": N_("the Bank's offer"),
    "twice_value": N_("twice the card's value"),
    "half_value": N_("half the card's value, rounded down to 100 D"),
    "offered_price": N_("the offered price"),
}

# Parameters that are amounts of Danari: written as money in the player's language.
_MONEY = ("stake", "step", "min", "danari", "price", "offer")

# Why a kind of purchase is not possible now: the rules' reason code
# (``rules/board/purchases.reason``: ``{"code": ..., "deck"/"price": ...}``) -> its words.
PURCHASE_REASONS: dict[str, str] = {
    "once_a_round": N_("only once a round"),
    "needs_stable": N_("you need a Stable Owner card first"),
    "costs": N_("costs {price}"),
    "no_stable_free": N_("no stable you can afford is free"),
    "no_loan_left": N_("no loan left to take"),
    "offer_declined": N_("your offer was declined this step"),
    "nothing_to_buy": N_("nothing to buy"),
    "no_card_to_sell": N_("no card to sell"),
}
EMPTY_DECKS = {"actions": N_("the Action deck is empty"), "goal": N_("the Goal deck is empty"),
               "assistant": N_("the Assistant deck is empty"),
               "horse": N_("the Horse deck is empty")}
NOT_NOW = N_("not possible now")


def purchase_reason(why: Any) -> str:
    """A kind of purchase's reason code in the player's language (none, or one this module
    does not know: "not possible now")."""
    code = why.get("code") if isinstance(why, dict) else None
    if code == "deck_empty":
        return _(EMPTY_DECKS.get(why.get("deck"), NOT_NOW))  # type: ignore[union-attr]
    pattern = PURCHASE_REASONS.get(code) if isinstance(code, str) else None
    if pattern is None:
        return _(NOT_NOW)
    if code == "costs":
        return _(pattern).format(price=money(why["price"]))  # type: ignore[index]
    return _(pattern)

# The rulebook sections refusals name (the rules' English names), marked for translation.
RULE_NAMES = (
    N_("Starting Lineup"), N_("Cédric Copieur"), N_("Purchase Phase"),
    N_("Purchase a Stable Owner Card"), N_("Taking a Loan Card"), N_("Eric Change"),
    N_("Dutch Auction to Sell 1 VP"), N_("English Auction to Buy 1 VP"),
    N_("Buying from Another Player"), N_("Clearance Sale"), N_("Troy"),
    N_("End of the Game"), N_("First Bets"), N_("Second Bets"), N_("Betting"),
    N_("Bet Tokens Table"), N_("Bet to Win & Bet to Show"), N_("The Minimum Bet"),
    N_("Fixing the Race"), N_("Photo Finish"), N_("Actions"),
)


def _param(key: str, value: Any) -> Any:
    if key in _MONEY and isinstance(value, int) and not isinstance(value, bool):
        return money(value)
    if key == "what":
        return _(PRICES.get(value, value))
    if key in ("rows", "horses") and isinstance(value, list):
        return ", ".join(str(v) if key == "horses" else f"{v:+d}" for v in value)
    if key == "why" and isinstance(value, dict):  # (a purchase's reason code)
        return purchase_reason(value)
    if key in ("card", "named") and type(value) is int:  # (a card by its name, never its number)
        from .game import game_data
        from .log_words import card_name
        return card_name(game_data(), value)
    if key == "why" and isinstance(value, str):
        return _(value) if value else value
    return value


def refusal(error: IllegalAction) -> str:
    """Why the action is refused, in the player's language (no rule, no prefix)."""
    pattern = REFUSALS.get(error.code)
    if pattern is None:
        return _(error.code)  # a caller that passed a sentence, not a code
    if error.code in ("cannot_buy", "no_offer", "clearance_held") and not error.params.get("why"):
        if error.code == "cannot_buy":
            return _("cannot buy {item}: not allowed").format(item=error.params.get("item"))
        if error.code == "no_offer":
            return _("no offer possible")
        return _(pattern)
    if error.code == "clearance_held":
        return _param("why", error.params["why"])
    params = {k: _param(k, v) for k, v in error.params.items()}
    try:
        return _(pattern).format(**params)
    except (KeyError, IndexError, ValueError):  # a translation naming a wrong field
        return pattern.format(**params)


def refusal_line(error: IllegalAction) -> str:
    """The one line the player reads: "illegal action: <why> (<rule>)"."""
    return _("illegal action: {why} ({rule})").format(why=refusal(error), rule=_(error.rule))


IllegalAction.wording = refusal
IllegalAction.line = refusal_line
