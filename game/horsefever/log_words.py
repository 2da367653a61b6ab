"""Words for events: one sentence per event of the game, for the table's log and the export.

Pure Python (no pygame): the table's log (``game.ui.describe.Words`` builds on ``LogWords``)
and the text summary the export writes (``game.saves.summary_text``) say things the same way.
Horses are named by lane number and colour ("4 Red"), the colour-blind aid.
"""
from __future__ import annotations

import re
from typing import Any, Sequence

from .rules import redact_event
from .rules.data import GameData

Event = dict[str, Any]

# Lane number of each colour (the colour-blind aid; black = 1 ... white = 6).
NUMBER: dict[str, int] = {"black": 1, "blue": 2, "green": 3, "red": 4, "yellow": 5,
                          "white": 6}


def horse(colour: str) -> str:
    """"4 Red": the number first, for the colour-blind aid."""
    return f"{NUMBER.get(colour, '?')} {colour.capitalize()}"


def name_horses(text: str) -> str:
    """Every lower-case colour word of a bot's reason as the log names the horse ("4 Red").

    Card and character names are capitalised, so only the bots' plain colour words match.
    """
    return _COLOUR_WORD.sub(lambda m: horse(m.group(0)), text)


_COLOUR_WORD = re.compile(r"\b(" + "|".join(NUMBER) + r")\b")


def money(d: int) -> str:
    return f"{d} D"


def ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def tie_rolls(ev: Event) -> list[tuple[int, str]]:
    """(seat, colour) of each roll in a ``tie_break`` event (list or older dict form)."""
    rolls = ev.get("rolls", [])
    if isinstance(rolls, dict):
        return [(int(k), v) for k, v in rolls.items()]
    return [(r["seat"], r["colour"]) for r in rolls]


def card_name(data: GameData, number: int) -> str:
    """The name of any card by number (action, assistant, horse or goal), else "card N"."""
    looks = [data.action]
    board = getattr(data, "board", None)
    if board is not None:
        looks += [board.assistant, board.horse, board.goal]
    for look in looks:
        try:
            return look(number).name
        except (KeyError, AttributeError, IndexError):
            continue
    return f"card {number}"


def card_text(data: GameData, number: int) -> str:
    """The first sentence of a card's text, for a line that continues "Card on 4 Red: ..."."""
    looks = [data.action]
    board = getattr(data, "board", None)
    if board is not None:
        looks += [board.assistant, board.horse]
    for look in looks:
        try:
            text = look(number).text
        except (KeyError, AttributeError, IndexError):
            continue
        first = text.split(". ")[0].rstrip(".")
        return first[:1].lower() + first[1:]
    return "no effect"


def is_action_card(data: GameData, number: int) -> bool:
    try:
        data.action(number)
        return True
    except (KeyError, IndexError):
        return False


# Board Game bookkeeping events that need no line of their own in the log.
SILENT_BOARD_EVENTS = ("horse_returned",)


_MONEY_REASONS = {"purchase_pass": "Passed at the purchases", "star_card": "{card} on {horse}",
                  "assistant": "{card} (Assistant)", "assistant_taken": "{card} takes it for {to}",
                  "horse_money": "{card} on {horse}", "hire": "{card} hired"}


# Why a copy was made with nobody choosing (the ``auto`` field of ``horse_copy`` /
# ``assistant_copy``): the log says it happened by itself, and why.
_AUTO_WHY = {
    ("horse_copy", "one_target"): "by itself: the only other Horse card on the track",
    ("horse_copy", "owner_out"): "by itself: its owner is out of the game",
    ("assistant_copy", "one_target"): "by itself: the only Assistant of another player to copy",
}


def copy_banner(data: GameData, ev: Event) -> tuple[str, str] | None:
    """For a copy made by itself: a headline and why ("Troy copies El Guapo", "By itself:
    ..."), which the table shows over the track as it happens; None for a chosen copy."""
    why = _AUTO_WHY.get((ev.get("event"), ev.get("auto")))
    if why is None:
        return None
    return (f"{card_name(data, ev['card'])} copies {card_name(data, ev['copied'])}",
            why[0].upper() + why[1:])


# Money reasons whose log line names the card ("Ada receives 200 D: Pedro Pugnos (Assistant).").
_NAMED_IN_LOG = ("star_card", "assistant", "assistant_taken", "horse_money", "hire")


def _money_reason(words: LogWords, ev: dict[str, Any]) -> str:
    """A payoffs-sheet line for money that is not a bet or a stable prize, naming the card."""
    pattern = _MONEY_REASONS.get(str(ev.get("reason")))
    if pattern is None:
        return str(ev.get("reason", "")).replace("_", " ").capitalize()
    card = ev.get("card")
    to = ev.get("to")
    return pattern.format(card=card_name(words.data, card) if isinstance(card, int) else "a card",
                          horse=horse(ev["horse"]) if ev.get("horse") else "",
                          to=words.name(to) if isinstance(to, int) else "a neighbour")


class LogWords:
    """Names and card texts of one game, turned into one sentence per event."""

    def __init__(self, data: GameData, names: Sequence[str]) -> None:
        self.data = data
        self.names = list(names)

    def name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.names):
            return "?"
        return self.names[seat]

    # ---- the public log --------------------------------------------------------------
    def event_line(self, ev: Event) -> str | None:
        """One public sentence for an event, or None for events not worth a line."""
        ev = redact_event(ev, None)
        e = ev["event"]
        n = self.name
        if e == "game_start":
            fam = "Family Game" if ev.get("variant") == "family" else "Board Game"
            return f"A new {fam}: {plural(len(ev['players']), 'player')}, {plural(ev['rounds'], 'round')}."
        if e == "first_player":
            return f"The sprint die picks {n(ev['seat'])} as first player."
        if e == "round_start":
            return f"— Round {ev['round']} — first player {n(ev.get('first_player'))}."
        if e == "deal":
            return f"{n(ev['seat'])} is dealt {plural(ev.get('count', 0), 'action card')}."
        if e == "bet":
            which = "first" if ev.get("which") == "first" else "second"
            return (f"{n(ev['seat'])} bets {money(ev['stake'])} on {horse(ev['horse'])} to "
                    f"{ev['kind'].capitalize()} ({which} bet).")
        if e == "bet_pass":
            r = ev.get("reason")
            if r == "no_tokens":
                return f"{n(ev['seat'])} cannot bet: no bet token they may take is left."
            if r == "cannot_cover":
                return f"{n(ev['seat'])} cannot cover a second bet and passes."
            return f"{n(ev['seat'])} passes the second bet."
        if e == "bet_penalty":
            if ev.get("eliminated"):
                return f"{n(ev['seat'])} cannot cover the minimum bet and has no 2 VP to lose."
            return f"{n(ev['seat'])} cannot cover the minimum bet: loses {ev.get('vp_lost', 2)} VP."
        if e == "eliminated":
            return f"{n(ev['seat'])} is out of the game."
        if e == "fixing_start":
            return "Fixing the race: action cards go face down on the lanes."
        if e == "action_played":
            return f"{n(ev['seat'])} plays an action card face down on {horse(ev['horse'])}."
        if e == "second_bets_start":
            return "Second bets, counter-clockwise: the first player bets last."
        if e == "reveal":
            return "The action cards are turned face up."
        if e == "action_discarded":
            card = card_name(self.data, ev["card"])
            return f"{card} on {horse(ev['horse'])} is discarded ({ev.get('reason', '')})."
        if e == "odds_change":
            cause = ev.get("cause")
            by = card_name(self.data, cause) + ": " if isinstance(cause, int) else ""
            if ev["from"] == ev["to"]:  # already on the end row: nowhere to go
                return f"{by}{horse(ev['horse'])} stays at 1:{ev['to']} (already on the end row)."
            return f"{by}{horse(ev['horse'])} moves from 1:{ev['from']} to 1:{ev['to']}."
        if e == "race_start":
            return "And they're off!"
        if e == "movement":
            return f"Race unit {ev['unit']}: movement card {ev['card']} is turned."
        if e == "sprint":
            dice = ev.get("dice", [])
            moved = [f"{horse(c)} +{m}" for c, m in ev.get("moves", {}).items()]
            shown = " and ".join(horse(c) for c in dice)
            return f"Sprint dice: {shown}" + (f" ({', '.join(moved)})." if moved else " (no effect).")
        if e == "movement_reshuffle":
            return "The movement deck is reshuffled."
        if e == "photo_finish":
            why = {"card": "a card decides", "odds": "better odds go first",
                   "choice": "equal odds: the first player chooses",
                   "odds_and_choice": "odds, then the first player chooses"}.get(ev.get("reason", ""), "")
            # The event lists the tied horses in lane order; the order they go in follows
            # (the "ranked" line), so the words must not read as a ranking.
            tied = [horse(h) for h in ev["horses"]]
            names = ", ".join(tied[:-1]) + " and " + tied[-1] if len(tied) > 1 else "".join(tied)
            return f"Photo finish between {names}: {why}."
        if e == "photo_finish_choice":
            return f"{n(ev['seat'])} places {horse(ev['horse'])} ahead in the photo finish."
        if e == "ranked":
            places = ev.get("places", [])
            parts = [f"{ordinal(pl)} {horse(h)}" for h, pl in zip(ev["horses"], places)]
            return "Across the line: " + ", ".join(parts) + "."
        if e == "ranking":
            return "Final order: " + ", ".join(horse(h) for h in ev["order"]) + "."
        if e == "payout":
            return self.payout_words(ev)
        if e == "bet_lost":
            return (f"{n(ev['seat'])}'s {ev['kind']} bet on {horse(ev['horse'])} is lost "
                    f"({ordinal(ev['place'])}): {money(ev['stake'])} to the bank.")
        if e == "odds_update":
            ch = ev.get("changes", {})
            if not ch:
                return "The odds stay as they are."
            return "New odds: " + ", ".join(f"{horse(c)} 1:{v['from']}→1:{v['to']}" for c, v in ch.items()) + "."
        if e == "round_end":
            return f"Round {ev['round']} ends."
        if e == "tie_break":
            parts = [f"{n(seat)} rolls {horse(c)}" for seat, c in tie_rolls(ev)]
            return "Tie-break sprint die: " + ", ".join(parts) + " (higher number wins)."
        if e == "bet_refund":
            return f"{n(ev['seat'])} gets the {money(ev.get('danari', 0))} stake back: there is no race."
        board = self.board_line(ev)
        if board:
            return board
        if e in SILENT_BOARD_EVENTS:
            return None
        if e == "game_end":
            st = ev.get("standings", [])
            if st:
                w = st[0]
                return f"{w['name']} wins with {w['vp']} VP and {money(w['danari'])}!"
            return "The game is over."
        # Events this module does not know yet (Board Game): say what happened plainly.
        fields_ = [f"{k}={v}" for k, v in ev.items() if k not in ("event", "seq", "round")]
        seat = ev.get("seat")
        who = f"{n(seat)}: " if isinstance(seat, int) else ""
        return f"{who}{e.replace('_', ' ')}" + (f" ({', '.join(fields_[:4])})" if fields_ else "")

    def board_line(self, ev: Event) -> str | None:
        """Board Game events in words (None for the ones not worth a line)."""
        e = ev["event"]
        n = self.name
        who = n(ev.get("seat")) if isinstance(ev.get("seat"), int) else ""
        item = str(ev.get("item", "card")).replace("_", " ")
        price = money(-ev["danari"]) if isinstance(ev.get("danari"), int) and ev["danari"] < 0 else ""
        if e == "purchase_step":
            return f"Purchases, step {ev.get('step')}."
        if e == "purchase":
            what = {"actions": "2 action cards", "goal": "a Goal card", "assistant": "an Assistant",
                    "horse": "a Horse card"}.get(item, item)
            if item == "stable" and ev.get("horse"):
                what = f"the {horse(ev['horse'])} stable"
            if ev.get("seller") is not None:
                what += f" from {n(ev['seller'])}"
            return f"{who} buys {what}" + (f" for {price}." if price else ".")
        if e == "draw":
            kind = {"actions": "action", "goal": "Goal", "assistant": "Assistant", "horse": "Horse"}.get(item, item)
            return f"{who} draws {plural(ev.get('count', 0), kind + ' card')}."
        if e == "keep":
            card = ev.get("card")
            shown = card_name(self.data, card) if isinstance(card, int) else f"a {item} card"
            return f"{who} keeps {shown}."
        if e == "loan_taken":
            return f"{who} takes the {ev.get('kind')} loan: {money(ev.get('danari', 0))} (repay {money(ev.get('repay', 0))})."
        thing = item
        if item == "stable" and ev.get("horse"):
            thing = f"{horse(ev['horse'])} stable"
        elif isinstance(ev.get("card"), int) and item in ("assistant", "horse"):
            thing = f"{item} {card_name(self.data, ev['card'])}"
        if e == "offer":
            return f"{who} offers {n(ev.get('target'))} {money(ev.get('price', 0))} for their {thing}."
        if e == "offer_declined":
            return f"{who} declines {n(ev.get('buyer'))}'s offer."
        if e == "sale":
            return f"{who} sells their {thing} to {n(ev.get('buyer'))} for {money(ev.get('danari', 0))}."
        if e == "clearance":
            return f"{who} sells their {thing} card to the bank for {money(ev.get('danari', 0))}."
        if e == "lineup":
            return f"{who} lines up {card_name(self.data, ev['card'])} on {horse(ev['horse'])}."
        if e == "lineup_pass":
            return f"{who} places no more Horse cards."
        if e == "odds_move":
            if ev["from"] == ev["to"]:
                return (f"{who} (Eric Change) moves {horse(ev['horse'])}, which stays at 1:{ev['to']} "
                        "(already on the end row).")
            return f"{who} (Eric Change) moves {horse(ev['horse'])} from 1:{ev['from']} to 1:{ev['to']}."
        if e == "payment":
            what = " and ".join(x for x in (money(-ev["danari"]) if ev.get("danari") else "",
                                            f"{-ev['vp']} VP" if ev.get("vp") else "") if x)
            to = f" to {n(ev['to'])}" if isinstance(ev.get("to"), int) else ""
            if ev.get("reason") in _NAMED_IN_LOG:
                return f"{who} pays {what}{to}: {_money_reason(self, ev)}."
            return f"{who} pays {what}{to} ({str(ev.get('reason', '')).replace('_', ' ')})."
        if e == "auction_start":
            kind = "Dutch auction: the bank buys 1 VP" if ev.get("kind") == "dutch" else \
                "English auction: the bank sells 1 VP"
            return f"{kind}, starting at {money(ev.get('offer', 0))}."
        if e == "auction_accept":
            return f"{who} would sell 1 VP for {money(ev.get('price', 0))}."
        if e == "auction_bid":
            return f"{who} bids {money(ev.get('price', 0))} for 1 VP."
        if e == "auction_leave":
            return f"{who} leaves the auction."
        if e == "auction_end":
            w = ev.get("winner")
            if w is None:
                return "The auction ends without a sale."
            verb = "sells" if ev.get("kind") == "dutch" else "buys"
            return f"{n(w)} {verb} 1 VP for {money(ev.get('price', 0))}."
        if e == "horse_returned":
            return None
        if e == "loan_repaid":
            return f"{who} repays the {ev.get('kind')} loan: {money(-ev.get('danari', 0))}."
        if e == "loan_default":
            return f"{who} cannot repay the {ev.get('kind')} loan."
        goal = card_name(self.data, ev["card"]) if isinstance(ev.get("card"), int) else "a Goal"
        if e == "goal_scored":
            return f"{who} fulfils the Goal {goal}: +{ev.get('vp', 0)} VP."
        if e == "goal_failed":
            return f"{who}'s Goal {goal} is not fulfilled."
        if e == "goal_duplicate":
            return f"{who}'s second {goal} Goal scores nothing (the same Goal counts once)."
        if e in ("horse_copy", "assistant_copy"):
            what, why = self.copy_words(ev)
            return f"{what} {why}." if why else f"{what}."
        if e == "odds_move_pass":
            return f"{who} (Eric Change) leaves the odds as they are."
        return None

    def card_in_race(self, card: int, colour: str, copy_of: int | None = None,
                     overruled_by: int | None = None) -> str:
        """A card in force on a horse this race, and what it does (the payoffs sheet's
        "At the reveal and in the race"): "Globus Obscurus on 3 Green: at the start, ...".

        ``copy_of``: Troy running as that Horse card; ``overruled_by``: the Action card on
        the lane with the same symbol, which takes the Horse card's place.
        """
        name = card_name(self.data, card)
        if copy_of is not None:
            name += f" (as {card_name(self.data, copy_of)})"
        if overruled_by is not None:
            return (f"{name} on {horse(colour)} is overruled by {card_name(self.data, overruled_by)} "
                    "(an Action card with the same symbol).")
        return f"{name} on {horse(colour)}: {card_text(self.data, copy_of or card)}."

    def copy_words(self, ev: Event) -> tuple[str, str]:
        """Troy's or Cédric Copieur's copy: (what was copied, why nobody chose or "").

        The table's banner for a copy made by itself shows the two parts on two lines.
        """
        copied = card_name(self.data, ev["copied"])
        if ev["event"] == "horse_copy":
            what = f"Troy on {horse(ev['horse'])} copies {copied} for this race"
        else:
            what = f"{self.name(ev.get('seat'))}'s Cédric Copieur copies {copied}"
        return what, _AUTO_WHY.get((ev["event"], ev.get("auto")), "")

    def payout_words(self, ev: Event) -> str:
        n = self.name(ev["seat"])
        r = ev.get("reason")
        vp = f" and {ev['vp']} VP" if ev.get("vp") else ""
        if r == "win_bet":
            return f"{n}'s win bet on {horse(ev['horse'])} pays {money(ev['danari'])}{vp}."
        if r == "show_bet":
            return f"{n}'s show bet on {horse(ev['horse'])} pays {money(ev['danari'])}{vp}."
        if r == "stable_prize":
            return (f"{n} owns {horse(ev['horse'])} ({ordinal(ev.get('place', 0))}): "
                    f"stable prize {money(ev['danari'])}.")
        if r in _NAMED_IN_LOG:
            return f"{n} receives {money(ev.get('danari', 0))}{vp}: {_money_reason(self, ev)}."
        return f"{n} receives {money(ev.get('danari', 0))}{vp} ({str(r).replace('_', ' ')})."
