"""The hot-seat rule: what comes before a human's turn when people share one screen.

One rule for every game (docs/ui.md, "Pass screens and turn banners"):

* a full "Pass to NAME" screen comes before any screen that shows a seat's secrets (hand,
  own face-down cards, Goal cards, a private choice) to a human other than the one who
  last saw secrets;
* otherwise a short "NAME's turn" banner over the table, unless the same human simply goes
  on deciding (nobody else moved in between): then nothing.

"The one who last saw secrets" stops counting as soon as another human takes a turn, even
a public one: the screen has changed hands, so the next secret screen needs a pass screen.

The game knowledge is one table, ``SECRETS``: what each decision kind shows of the seat's
secrets. A new decision kind gets a line there; one missing from it is treated as secret.
This module is pure (no pygame): the session feeds it and the scenes act on its answer.
"""
from __future__ import annotations

from typing import Any

PASS_SCREEN = "pass"
BANNER = "banner"

# What a decision kind shows of the deciding seat's secrets:
HAND = "hand"  # the table shows the seat's hand, own face-down cards and (Board Game) Goal
#                cards: secret when the seat holds any of them
ALWAYS = "always"  # the panel itself shows secret cards
NEVER = "never"  # nothing secret on screen (the seat's hand stays hidden meanwhile)
GOAL_OFFER = "goal_offer"  # the seller's consent: secret only when they pick one of their Goals

SECRETS: dict[str, str] = {
    "first_bet": HAND, "second_bet": HAND, "fix": HAND, "photo_finish": HAND,
    # The purchase panel names the buyer's Goal cards (and offers them for sale); keep shows
    # the four cards just drawn.
    "purchase": ALWAYS, "keep": ALWAYS,
    # Horse cards in hand and lined up, Assistants, stable tokens and the auctions' prices
    # are public.
    "lineup": NEVER, "troy_copy": NEVER, "cedric_copy": NEVER, "eric_odds": NEVER,
    "dutch_auction": NEVER, "english_auction": NEVER,
    "consent": GOAL_OFFER,
}
KNOWN_KINDS = tuple(SECRETS)


def shows_secrets(kind: str, options: dict[str, Any]) -> bool | None:
    """Whether a decision's screen shows the deciding seat's secrets.

    True or False by its kind alone; None for a ``HAND`` kind, where it depends on whether
    the seat holds a hand, face-down cards or Goals (``Session.has_private``).
    """
    what = SECRETS.get(kind, ALWAYS)  # a kind we do not know yet: a pass screen, to be safe
    if what == HAND:
        return None
    if what == GOAL_OFFER:
        return (options.get("offer") or {}).get("item") == "goal" or "cards" in options
    return what == ALWAYS


def screen_before(seat: int, *, hotseat: bool, secret: bool, holder: int | None,
                  previous: int | None) -> str | None:
    """What comes before ``seat``'s turn: ``PASS_SCREEN``, ``BANNER`` or None (nothing).

    ``secret``: the turn's screen shows the seat's secrets. ``holder``: the human who last
    saw secrets (see ``next_holder``). ``previous``: the seat whose move came last (None
    at the start or after a resume).
    """
    if not hotseat:
        return None  # one human at the screen: nothing to hide, nobody to call
    if secret and holder != seat:
        return PASS_SCREEN
    if previous == seat:
        return None  # the same human goes on: they know it is their turn
    return BANNER


def next_holder(seat: int, secret: bool, holder: int | None) -> int | None:
    """The human who last saw secrets, once ``seat``'s turn is on the screen."""
    if secret:
        return seat
    return holder if holder == seat else None  # another human had the screen: nobody now
