"""English for Bettor Horse: every refusal's reason code, every event, every bot reason.

Its own catalog: game/bettorhorse/locale (domain ``bettorhorse``, docs/i18n.md).
Importing this module installs the hook that renders ``BettorHorseError`` as one readable
line (the rules package carries no words).
"""
from __future__ import annotations

from typing import Any, Callable

from ..services.i18n import N_, _, pgettext
from .rules import errors

BET_WORDS = {"win": N_("Win"), "lose": N_("Lose"), "draw": N_("Draw")}
# Words the events and bots carry as values, shown with _(value.title()) / _(value): marked
# here so the catalog has them.
VALUE_WORDS = (N_("Wet"), N_("Dry"), N_("faster"), N_("slower"))

REASONS: dict[str, Callable[[dict[str, Any]], str]] = {
    "wrong_action": lambda p: _("it is time for a {expected} decision, not a {got}").format(**p),
    "mistyped_action": lambda p: _("that action is malformed: {detail}").format(
        detail=p.get("detail", "?")),
    "not_an_action": lambda p: _("{thing} is not a Bettor Horse action").format(**p),
    "game_over": lambda p: _("the game is over"),
    "unknown_card": lambda p: _("there is no such card at this table"),
    "card_not_in_hand": lambda p: _("the {card} is not in your hand").format(
        card=card_name(p.get("card"))),
    "card_not_in_purse": lambda p: _("the {card} is not among the cards you may race in "
                                     "Sudden Death").format(card=card_name(p.get("card"))),
    "card_not_available": lambda p: _("the {card} is already placed").format(
        card=card_name(p.get("card"))),
    "too_many_horses": lambda p: _("this round races {need} horse cards: all are placed; "
                                   "now choose a bet").format(**p),
    "too_few_horses": lambda p: _("place all {need} horse cards before the bet "
                                  "({placed} placed)").format(**p),
    "round_not_now": lambda p: _("a whole round is chosen before its first horse card is "
                                 "placed: place the next card or the bet"),
    "round_count": lambda p: _("this round races {need} horse cards, not {placed}").format(**p),
    "round_twice": lambda p: _("the {card} is named twice: each horse card races once").format(
        card=card_name(p.get("card"))),
    "unknown_bet": lambda p: _("{bet} is not a Bet card (Win, Lose or Draw)").format(**p),
    "mudder_out_of_range": lambda p: _("a Mudder runs at most {range} faster or slower, "
                                       "not {change:+d}").format(**p),
    "mudder_below_one": lambda p: _("a {speed} Mudder cannot run {change:+d}: no horse runs "
                                    "below speed {min}").format(**p),
    "mudder_on_dry": lambda p: _("the track is Dry: a Mudder runs at its printed speed"),
    "mudder_no_track": lambda p: _("Track Conditions are off in this game: no Mudder "
                                   "changes"),
    "mudder_not_now": lambda p: _("no Mudder of yours is racing on a Wet track now"),
}


def refusal_words(code: str, params: dict[str, Any]) -> str:
    """A refusal as a player reads it: the rule in words, one sentence (no code, no rule
    key: ``reason`` frames it with the rule's name for the command line)."""
    try:
        text = REASONS[code](params)
    except (KeyError, IndexError, ValueError):
        text = _("that move is not allowed now")
    text = text.replace("\n", " ")
    return text[:1].upper() + text[1:] + ("" if text.endswith((".", "!", "?")) else ".")


COLOUR_NAMES = {"red": N_("Red"), "blue": N_("Blue"), "green": N_("Green"),
                "yellow": N_("Yellow"), "purple": N_("Purple"), "orange": N_("Orange"),
                "black": N_("Black"), "white": N_("White")}


def card_name(card: Any) -> str:
    """A horse card by what it shows: "Red 4", "Blue 5 Mudder", "Green 7 Sure Thing"
    (never its code, R04)."""
    from .data import game_data
    data = game_data()
    if not isinstance(card, str) or len(card) < 2 or not card[1:].isdigit():
        return _("that card")
    colour = next((c.name for c in data.colours if c.code == card[0]), "")
    k = int(card[1:]) - 1
    if not 0 <= k < len(data.deck):
        return _("that card")
    spec = data.deck[k]
    name = _(COLOUR_NAMES.get(colour, colour.title()))
    if spec.sure:
        return _("{colour} {speed} Sure Thing").format(colour=name, speed=spec.speed)
    if spec.mudder:
        return _("{colour} {speed} Mudder").format(colour=name, speed=spec.speed)
    return _("{colour} {speed}").format(colour=name, speed=spec.speed)


def reason(code: str, params: dict[str, Any]) -> str:
    """One line for a refusal: the reason and the rule it names."""
    try:
        text = REASONS[code](params)
    except (KeyError, IndexError, ValueError):
        text = code
    rule = errors.RULES.get(code, "")
    return _("Illegal: {reason} ({rule})").format(reason=text, rule=rule).replace("\n", " ")


errors.render_hook = reason


def bet(b: str | None) -> str:
    return _(BET_WORDS[b]) if b in BET_WORDS else _("a hidden bet")


def _name(names: list[str], seat: int | None) -> str:
    if seat is None:
        return _("nobody")
    return names[seat] if 0 <= seat < len(names) else _("seat {n}").format(n=seat + 1)


def _cards(cards: list[str]) -> str:
    return ", ".join(card_name(c) for c in cards) if cards else _("no cards")


PART = {"round": N_("Round"), "final": N_("Final round"),
        "final_1": N_("Final round, Part I"), "final_2": N_("Final round, Part II"),
        "sudden": N_("Sudden Death")}


def event_line(ev: dict[str, Any], names: list[str]) -> str:
    """One English sentence for an event (as redacted for the reader)."""
    t = ev["type"]
    n = lambda seat: _name(names, seat)  # noqa: E731
    if t == "game_start":
        return _("Bettor Horse for {n} players; Track Conditions {onoff}.").format(
            n=len(ev["players"]), onoff=pgettext("track conditions", "on") if ev["track_conditions"]
            else pgettext("track conditions", "off"))
    if t == "round_start":
        return _("{part} {r} of {rr}: {a} against {b}.").format(
            part=_(PART[ev["part"]]), r=ev["round"], rr=ev["rounds"], a=n(ev["seats"][0]),
            b=n(ev["seats"][1]))
    if t == "horse_placed":
        if ev["card"] is None:  # (another's card: nothing of it shows until both have chosen)
            return _("{p} places a horse card face down for race {slot}.").format(
                p=n(ev["seat"]), slot=ev["slot"])
        return _("{p} places {card} face down for race {slot}.").format(
            p=n(ev["seat"]), card=card_name(ev["card"]), slot=ev["slot"])
    if t == "horse_drawn":
        if ev["card"] is None:
            return _("{p} is dealt a horse card face down for race {slot}.").format(
                p=n(ev["seat"]), slot=ev["slot"])
        return _("{p} is dealt {card} face down for race {slot}.").format(
            p=n(ev["seat"]), card=card_name(ev["card"]), slot=ev["slot"])
    if t == "bet_placed":
        return _("{p} places a bet face down ({b}).").format(p=n(ev["seat"]), b=bet(ev["bet"]))
    if t == "choices_made":
        a, b = (n(x["seat"]) for x in ev["placed"])
        return _("{a} and {b} have chosen; their horses lie face down.").format(a=a, b=b)
    if t == "bets_revealed":
        return _("Bets revealed: {list}.").format(list="; ".join(
            f"{n(x['seat'])} {bet(x['bet'])}" for x in ev["bets"]))
    if t == "track_cut":
        return _("{p}'s deck is cut: a {back} back. The track is {cond}.").format(
            p=n(ev["deck"]), back=_(ev["back"].title()), cond=_(ev["condition"].title()))
    if t == "race_revealed":
        return _("Race {r}: {list}.").format(r=ev["race"], list=_(" against ").join(
            _("{p}'s {card} (speed {speed})").format(p=n(x["seat"]), card=card_name(x["card"]),
                                                     speed=x["speed"])
            for x in ev["runners"]))
    if t == "mudder_chosen":
        if ev["change"] is None:  # (two Mudders: each chooses in secret; never a lone one)
            return _("{p} chooses a Mudder speed in secret.").format(p=n(ev["seat"]))
        return _("{p} chooses to run the Mudder {c:+d}.").format(p=n(ev["seat"]), c=ev["change"])
    if t == "mudder_revealed":
        return _("Mudders: {list}.").format(list="; ".join(
            _("{p} {c:+d}, speed {s}").format(p=n(x["seat"]), c=x["change"], s=x["speed"])
            for x in ev["changes"]))
    if t == "race_result":
        if ev["winner"] is None:
            return _("Race {r} is a tie at speed {s}.").format(r=ev["race"], s=ev["speeds"][0])
        return _("Race {r} goes to {p} ({a} to {b}).").format(
            r=ev["race"], p=n(ev["winner"]), a=max(ev["speeds"]), b=min(ev["speeds"]))
    if t == "round_outcome":
        return " ".join(_("{p}: {w}W {l}L {d}D, outcome {o}, bet {b}{m}.").format(
            p=n(o["seat"]), w=o["wins"], l=o["losses"], d=o["draws"], o=bet(o["outcome"]),
            b=bet(o["bet"]), m=_(": matched") if o["matched"] else _(": missed"))
            for o in ev["outcomes"])
    if t == "prize":
        if ev["rule"] == "alone":
            return _("{p}'s bet alone matched: all the cards go to their Purse.").format(
                p=n(ev["winners"][0]))
        if ev["rule"] == "both":
            return _("Both bets matched: each banks their own cards.")
        return _("Neither bet matched: the cards go to the Pool.")
    if t == "cards_moved":
        # (two whole sentences: Italian says "al Piatto" but "alla Borsa di Ada")
        if ev["to"] == "pool":
            return _("{cards} to the Pool.").format(cards=_cards(ev["cards"]))
        return _("{cards} to {p}'s Purse.").format(cards=_cards(ev["cards"]), p=n(ev["seat"]))
    if t == "final_over":
        return _("The final is over; the Pool holds {n} cards.").format(n=ev["pool"])
    if t == "set_aside":
        if ev["reason"] == "pool":
            return _("{cards} from the Pool are set aside.").format(cards=_cards(ev["cards"]))
        return _("{p} sets aside the unraced {cards}.").format(p=n(ev["seat"]),
                                                               cards=_cards(ev["cards"]))
    if t == "pool_awarded":
        if not ev["winners"]:
            return _("Nobody's final bet matched: the Pool is set aside.")
        return _("The Pool goes to {ps}: {k} cards each.").format(
            ps=", ".join(n(s) for s in ev["winners"]), k=ev["share"])
    if t == "sudden_death":
        return _("Tie at {k} Purse cards between {ps}: Sudden Death!").format(
            k=ev["purse"], ps=", ".join(n(s) for s in ev["seats"]))
    if t == "sudden_round":
        if ev["drawn"]:
            return _("Sudden Death round {r}: {a} against {b}, with 3 horses each dealt at "
                     "random from their colour deck: only the bets are chosen.").format(
                r=ev["round"], a=n(ev["seats"][0]), b=n(ev["seats"][1]))
        return _("Sudden Death round {r}: {a} against {b}.").format(
            r=ev["round"], a=n(ev["seats"][0]), b=n(ev["seats"][1]))
    if t == "sudden_result":
        if ev["winner"] is None:
            return _("No single bet matched: Sudden Death goes on.")
        return _("{p} wins the Sudden Death.").format(p=n(ev["winner"]))
    if t == "tie_stands":
        return _("After {r} undecided rounds the tie stands: {ps}.").format(
            r=ev["rounds"], ps=", ".join(n(s) for s in ev["seats"]))
    if t == "game_end":
        return _("Game over. Purses: {list}. Winner: {w}.").format(
            list=", ".join(f"{n(i)} {c}" for i, c in enumerate(ev["purses"])),
            w=", ".join(n(s) for s in ev["winners"]))
    return t


BOT_REASONS: dict[str, Callable[[dict[str, Any]], str]] = {
    "random": lambda p: _("a random choice"),
    "plan": lambda p: _("following its plan for the round ({cards}, bet {bet})").format(
        cards=", ".join(card_name(c) for c in p["cards"]), bet=bet(p["bet"])),
    "counted": lambda p: _("counting cards over the opponent's {n} possible triples, "
                           "this bet matches {pct}% of the time").format(**p),
    "best_bet": lambda p: _("the bet most likely to match ({pct}%)").format(**p),
    "mudder": lambda p: _("the Mudder speed that best fits its bet ({change:+d})").format(**p),
    "hunch": lambda p: _("its horses look {kind} against what is left").format(
        kind=_(p["kind"])),
}


def bot_reason(code: str, params: dict[str, Any]) -> str:
    """One line saying why a bot did what it did."""
    try:
        return BOT_REASONS[code](params)
    except (KeyError, IndexError, ValueError):
        return code


def house_rulings(data: Any) -> list[str]:
    """Every house ruling's note of the data file, translated, the deck's first: the rules
    help shows each once (the shell marks it "House ruling")."""
    order = ["deck"] + [name for name in data.rulings if name != "deck"]
    return [_(data.rulings[name].note) for name in order]
