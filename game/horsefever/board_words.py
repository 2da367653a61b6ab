"""The Board Game's events in words: purchases, trades, loans, auctions, Goals, copies.

Split from ``log_words`` (which holds the Family Game's lines and the shared pieces: horse
names, money, card names); ``LogWords.event_line`` asks here for the events it does not
word itself. Every sentence goes through ``game.services.i18n``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..services.i18n import N_, _, ngettext
from .log_words import _NAMED_IN_LOG, Event, _money_reason, card_name, horse, money, reason_words

if TYPE_CHECKING:
    from .log_words import LogWords

# What a purchase bought, by item.
_BOUGHT = {"actions": N_("2 action cards"), "goal": N_("a Goal card"),
           "assistant": N_("an Assistant"), "horse": N_("a Horse card")}
# A card's kind inside a sentence ("sells their assistant Tommy Style").
_ITEMS = {"actions": N_("actions"), "goal": N_("goal"), "assistant": N_("assistant"),
          "horse": N_("horse"), "stable": N_("stable"), "loan": N_("loan"), "card": N_("card")}
_LOANS = {"bank": N_("bank"), "mob": N_("mob")}


def item_words(item: str) -> str:
    return _(_ITEMS[item]) if item in _ITEMS else item.replace("_", " ")


def _drawn(item: str, c: int) -> str:
    """How many of which card were drawn (``draw`` events): each kind its own plural."""
    if item == "actions":
        return ngettext("{who} draws {n} action card.", "{who} draws {n} action cards.", c)
    if item == "goal":
        return ngettext("{who} draws {n} Goal card.", "{who} draws {n} Goal cards.", c)
    if item == "assistant":
        return ngettext("{who} draws {n} Assistant card.", "{who} draws {n} Assistant cards.", c)
    if item == "horse":
        return ngettext("{who} draws {n} Horse card.", "{who} draws {n} Horse cards.", c)
    return ngettext("{who} draws {n} card.", "{who} draws {n} cards.", c)


def board_line(words: "LogWords", ev: Event) -> str | None:
    """Board Game events in words (None for the ones not worth a line)."""
    e = ev["type"]
    n = words.name
    who = n(ev.get("seat")) if isinstance(ev.get("seat"), int) else ""
    item = str(ev.get("item", "card"))
    price = money(-ev["danari"]) if isinstance(ev.get("danari"), int) and ev["danari"] < 0 else ""
    kind = str(ev.get("kind"))
    loan = _(_LOANS[kind]) if kind in _LOANS else kind
    if e == "purchase_step":
        return _("Purchases, step {step}.").format(step=ev.get("step"))
    if e == "purchase":
        what = _(_BOUGHT[item]) if item in _BOUGHT else item_words(item)
        if item == "stable" and ev.get("horse"):
            what = _("the {horse} stable").format(horse=horse(ev["horse"]))
        if ev.get("seller") is not None:
            what = _("{what} from {seller}").format(what=what, seller=n(ev["seller"]))
        if price:
            return _("{who} buys {what} for {price}.").format(who=who, what=what, price=price)
        return _("{who} buys {what}.").format(who=who, what=what)
    if e == "draw":
        return _drawn(item, ev.get("count", 0)).format(who=who, n=ev.get("count", 0))
    if e == "keep":
        card = ev.get("card")
        shown = (card_name(words.data, card) if isinstance(card, int)
                 else _("a {item} card").format(item=item_words(item)))
        return _("{who} keeps {card}.").format(who=who, card=shown)
    if e == "loan_taken":
        return _("{who} takes the {kind} loan: {danari} (repay {repay}).").format(
            who=who, kind=loan, danari=money(ev.get("danari", 0)), repay=money(ev.get("repay", 0)))
    thing = item_words(item)
    if item == "stable" and ev.get("horse"):
        thing = _("{horse} stable").format(horse=horse(ev["horse"]))
    elif isinstance(ev.get("card"), int) and item in ("assistant", "horse"):
        thing = f"{item_words(item)} {card_name(words.data, ev['card'])}"
    if e == "offer":
        return _("{who} offers {target} {price} for their {thing}.").format(
            who=who, target=n(ev.get("target")), price=money(ev.get("price", 0)), thing=thing)
    if e == "offer_declined":
        return _("{who} declines {buyer}'s offer.").format(who=who, buyer=n(ev.get("buyer")))
    if e == "sale":
        return _("{who} sells their {thing} to {buyer} for {danari}.").format(
            who=who, thing=thing, buyer=n(ev.get("buyer")), danari=money(ev.get("danari", 0)))
    if e == "clearance":
        return _("{who} sells their {thing} card to the bank for {danari}.").format(
            who=who, thing=thing, danari=money(ev.get("danari", 0)))
    if e == "lineup":
        return _("{who} lines up {card} on {horse}.").format(
            who=who, card=card_name(words.data, ev["card"]), horse=horse(ev["horse"]))
    if e == "lineup_pass":
        return _("{who} places no more Horse cards.").format(who=who)
    if e == "odds_move":
        if ev["from"] == ev["to"]:
            return _("{who} (Eric Change) moves {horse}, which stays at 1:{to} (already on the "
                     "end row).").format(who=who, horse=horse(ev["horse"]), to=ev["to"])
        return _("{who} (Eric Change) moves {horse} from 1:{old} to 1:{new}.").format(
            who=who, horse=horse(ev["horse"]), old=ev["from"], new=ev["to"])
    if e == "payment":
        parts = [money(-ev["danari"]) if ev.get("danari") else "",
                 _("{vp} VP").format(vp=-ev["vp"]) if ev.get("vp") else ""]
        what = _(" and ").join(x for x in parts if x)
        to = n(ev["to"]) if isinstance(ev.get("to"), int) else None
        if ev.get("reason") in _NAMED_IN_LOG:
            reason = _money_reason(words, ev)
            if to is not None:
                return _("{who} pays {what} to {to}: {reason}.").format(who=who, what=what, to=to,
                                                                       reason=reason)
            return _("{who} pays {what}: {reason}.").format(who=who, what=what, reason=reason)
        reason = reason_words(ev.get("reason", ""))
        if to is not None:
            return _("{who} pays {what} to {to} ({reason}).").format(who=who, what=what, to=to,
                                                                    reason=reason)
        return _("{who} pays {what} ({reason}).").format(who=who, what=what, reason=reason)
    if e == "auction_start":
        pattern = (_("Dutch auction: the bank buys 1 VP, starting at {offer}.")
                   if ev.get("kind") == "dutch" else
                   _("English auction: the bank sells 1 VP, starting at {offer}."))
        return pattern.format(offer=money(ev.get("offer", 0)))
    if e == "auction_accept":
        return _("{who} would sell 1 VP for {price}.").format(who=who,
                                                             price=money(ev.get("price", 0)))
    if e == "auction_bid":
        return _("{who} bids {price} for 1 VP.").format(who=who, price=money(ev.get("price", 0)))
    if e == "auction_leave":
        return _("{who} leaves the auction.").format(who=who)
    if e == "auction_end":
        w = ev.get("winner")
        if w is None:
            return _("The auction ends without a sale.")
        pattern = (_("{name} sells 1 VP for {price}.") if ev.get("kind") == "dutch"
                   else _("{name} buys 1 VP for {price}."))
        return pattern.format(name=n(w), price=money(ev.get("price", 0)))
    if e == "horse_returned":
        return None
    if e == "loan_repaid":
        return _("{who} repays the {kind} loan: {danari}.").format(
            who=who, kind=loan, danari=money(-ev.get("danari", 0)))
    if e == "loan_default":
        return _("{who} cannot repay the {kind} loan.").format(who=who, kind=loan)
    goal = card_name(words.data, ev["card"]) if isinstance(ev.get("card"), int) else _("a Goal")
    if e == "goal_scored":
        return _("{who} fulfils the Goal {goal}: +{vp} VP.").format(who=who, goal=goal,
                                                                    vp=ev.get("vp", 0))
    if e == "goal_failed":
        return _("{who}'s Goal {goal} is not fulfilled.").format(who=who, goal=goal)
    if e == "goal_duplicate":
        return _("{who}'s second {goal} Goal scores nothing (the same Goal counts "
                 "once).").format(who=who, goal=goal)
    if e in ("horse_copy", "assistant_copy"):
        what, why = words.copy_words(ev)
        return f"{what} {why}." if why else f"{what}."
    if e == "odds_move_pass":
        return _("{who} (Eric Change) leaves the odds as they are.").format(who=who)
    return None
