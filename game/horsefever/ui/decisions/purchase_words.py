"""The purchase phase's "why not" reasons in the player's language.

The Board Game's rules put a short English reason in a purchase decision's options
(``options["unavailable"]``: "only once a round", "costs 400 D", "the goal deck is empty"...).
The rules package speaks no language, so its few reasons are matched here, one message
each, and said in the player's language; a reason not listed is shown as it came.
"""
from __future__ import annotations

import re

from ....i18n import N_, _
from ....numbers import money

# The fixed reasons, as the rules write them (the msgids are those same English words).
FIXED = (N_("only once a round"), N_("the Action deck is empty"),
         N_("you need a Stable Owner card first"), N_("no stable you can afford is free"),
         N_("no loan left to take"), N_("your offer was declined this step"),
         N_("nothing to buy"), N_("no card to sell"), N_("not possible now"))
# "the goal deck is empty": the deck named by the item key.
DECKS = {"goal": N_("the Goal deck is empty"), "assistant": N_("the Assistant deck is empty"),
         "horse": N_("the Horse deck is empty")}
_COSTS = re.compile(r"^costs (\d+) D$")
_DECK = re.compile(r"^the (\w+) deck is empty$")


def unavailable(why: str) -> str:
    """A purchase kind's reason ("" or unknown: "not possible now") in words."""
    if not why:
        return _("not possible now")
    m = _COSTS.match(why)
    if m:
        return _("costs {price}").format(price=money(int(m.group(1))))
    m = _DECK.match(why)
    if m and m.group(1) in DECKS:
        return _(DECKS[m.group(1)])
    return _(why) if why in FIXED else why
