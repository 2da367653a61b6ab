"""Words for events: one sentence per event of the game, for the table's log and the export.

Pure Python (no pygame): the table's log (``game.horsefever.ui.describe.Words`` builds on ``LogWords``)
and the text summary the export writes (``game.horsefever.export_summary.summary_text``) say things the same way.
Horses are named by lane number and colour ("4 Red"), the colour-blind aid. Every sentence
goes through ``game.services.i18n`` (``_``/``ngettext``), so it reads in the player's language at the
moment it is written: nothing worded is kept. Amounts are ``game.services.numbers.money``.
"""
from __future__ import annotations

import re
from typing import Any, Sequence

from ..services.i18n import N_, _, ngettext
from ..services.numbers import money as _money
from ..services.numbers import ordinal  # noqa: F401  (the log's words use it; others import it here)
from .rules import redact_event
from .rules.data import GameData
from ..ui.palette import NUMBER

Event = dict[str, Any]

# NUMBER: the lane number of each colour (the colour-blind aid; black = 1 ... white = 6),
# the table's one table of them, shared with the drawing (``game/ui/palette.py``).


COLOUR_NAMES: dict[str, str] = {"black": N_("Black"), "blue": N_("Blue"), "green": N_("Green"),
                                "red": N_("Red"), "yellow": N_("Yellow"), "white": N_("White")}


def horse(colour: str) -> str:
    """"4 Red": the number first, for the colour-blind aid."""
    name = _(COLOUR_NAMES[colour]) if colour in COLOUR_NAMES else str(colour).capitalize()
    return f"{NUMBER.get(colour, '?')} {name}"


def name_horses(text: str) -> str:
    """Every lower-case colour word of a bot's reason as the log names the horse ("4 Red").

    Card and character names are capitalised, so only the bots' plain colour words match.
    """
    return _COLOUR_WORD.sub(lambda m: horse(m.group(0)), text)


_COLOUR_WORD = re.compile(r"\b(" + "|".join(NUMBER) + r")\b")


def money(d: int) -> str:
    """Danari in the player's language ("1,000 D" / "1.000 D")."""
    return _money(d)


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
            name = look(number).name
        except (KeyError, AttributeError, IndexError):
            continue
        # A Goal's name says what it counts ("+ Danari", "- VP"): a data text in the
        # catalogs; the other cards' names are proper names, as printed.
        return _(name) if board is not None and look == board.goal else name
    return _("a card")


def movement_values(data: GameData, number: int) -> str:
    """What a movement card shows: the squares of each odds row, "4 · 3 · 3 · 2 · 2 · 1"."""
    try:
        return " · ".join(str(v) for v in data.movement_values[number])
    except (KeyError, AttributeError):
        return "?"


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
        first = _(text).split(". ")[0].rstrip(".")
        return first[:1].lower() + first[1:]
    return _("no effect")


def is_action_card(data: GameData, number: int) -> bool:
    try:
        data.action(number)
        return True
    except (KeyError, IndexError):
        return False


# Board Game bookkeeping events that need no line of their own in the log.
SILENT_BOARD_EVENTS = ("horse_returned",)


_MONEY_REASONS = {"purchase_pass": N_("Passed at the purchases"),
                  "star_card": N_("{card} on {horse}"), "assistant": N_("{card} (Assistant)"),
                  "assistant_taken": N_("{card} takes it for {to}"),
                  "horse_money": N_("{card} on {horse}"), "hire": N_("{card} hired")}


# Why a copy was made with nobody choosing (the ``auto`` field of ``horse_copy`` /
# ``assistant_copy``): the log says it happened by itself, and why.
_AUTO_WHY = {
    ("horse_copy", "one_target"): N_("by itself: the only other Horse card on the track"),
    ("horse_copy", "owner_out"): N_("by itself: its owner is out of the game"),
    ("assistant_copy", "one_target"):
        N_("by itself: the only Assistant of another player to copy"),
}


def copy_banner(data: GameData, ev: Event) -> tuple[str, str] | None:
    """For a copy made by itself: a headline and why ("Troy copies El Guapo", "By itself:
    ..."), which the table shows over the track as it happens; None for a chosen copy."""
    why = _AUTO_WHY.get((ev.get("type"), ev.get("auto")))
    if why is None:
        return None
    why = _(why)
    return (_("{card} copies {copied}").format(card=card_name(data, ev["card"]),
                                               copied=card_name(data, ev["copied"])),
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
    return _(pattern).format(
        card=card_name(words.data, card) if isinstance(card, int) else _("a card"),
        horse=horse(ev["horse"]) if ev.get("horse") else "",
        to=words.name(to) if isinstance(to, int) else _("a neighbour"))


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
        e = ev["type"]
        n = self.name
        if e == "game_start":
            players = ngettext("{n} player", "{n} players", len(ev["players"])).format(
                n=len(ev["players"]))
            rounds = ngettext("{n} round", "{n} rounds", ev["rounds"]).format(n=ev["rounds"])
            if ev.get("variant") == "family":
                return _("A new Family Game: {players}, {rounds}.").format(players=players,
                                                                          rounds=rounds)
            return _("A new Board Game: {players}, {rounds}.").format(players=players,
                                                                     rounds=rounds)
        if e == "first_player":
            return _("The sprint die picks {name} as first player.").format(name=n(ev["seat"]))
        if e == "round_start":
            return _("— Round {round} — first player {name}.").format(
                round=ev["round"], name=n(ev.get("first_player")))
        if e == "deal":
            c = ev.get("count", 0)
            return ngettext("{name} is dealt {n} action card.", "{name} is dealt {n} action cards.",
                            c).format(name=n(ev["seat"]), n=c)
        if e == "bet":
            first = ev.get("which") == "first"
            win = ev["kind"] == "win"
            pattern = ((_("{name} bets {stake} on {horse} to Win (first bet).") if first else
                        _("{name} bets {stake} on {horse} to Win (second bet).")) if win else
                       (_("{name} bets {stake} on {horse} to Show (first bet).") if first else
                        _("{name} bets {stake} on {horse} to Show (second bet).")))
            return pattern.format(name=n(ev["seat"]), stake=money(ev["stake"]),
                                  horse=horse(ev["horse"]))
        if e == "bet_pass":
            r = ev.get("reason")
            if r == "no_tokens":
                pattern = _("{name} cannot bet: no bet token they may take is left.")
            elif r == "cannot_cover":
                pattern = _("{name} cannot cover a second bet and passes.")
            else:
                pattern = _("{name} passes the second bet.")
            return pattern.format(name=n(ev["seat"]))
        if e == "bet_penalty":
            if ev.get("eliminated"):
                return _("{name} cannot cover the minimum bet and has no 2 VP to lose.").format(
                    name=n(ev["seat"]))
            return _("{name} cannot cover the minimum bet: loses {vp} VP.").format(
                name=n(ev["seat"]), vp=ev.get("vp_lost", 2))
        if e == "eliminated":
            return _("{name} is out of the game.").format(name=n(ev["seat"]))
        if e == "fixing_start":
            return _("Fixing the race: action cards go face down on the lanes.")
        if e == "action_played":
            return _("{name} plays an action card face down on {horse}.").format(
                name=n(ev["seat"]), horse=horse(ev["horse"]))
        if e == "second_bets_start":
            return _("Second bets, counter-clockwise: the first player bets last.")
        if e == "reveal":
            return _("The action cards are turned face up.")
        if e == "action_discarded":
            return _("{card} on {horse} is discarded ({reason}).").format(
                card=card_name(self.data, ev["card"]), horse=horse(ev["horse"]),
                reason=discard_words(str(ev.get("reason", ""))))
        if e == "odds_change":
            cause = ev.get("cause")
            by = card_name(self.data, cause) + ": " if isinstance(cause, int) else ""
            if ev["from"] == ev["to"]:  # already on the end row: nowhere to go
                return by + _("{horse} stays at 1:{to} (already on the end row).").format(
                    horse=horse(ev["horse"]), to=ev["to"])
            return by + _("{horse} moves from 1:{old} to 1:{new}.").format(
                horse=horse(ev["horse"]), old=ev["from"], new=ev["to"])
        if e == "race_start":
            return _("And they're off!")
        if e == "movement":
            return _("Race unit {unit}: the movement card turned shows {values} "
                     "(from the 1:2 row down).").format(
                unit=ev["unit"], values=movement_values(self.data, ev["card"]))
        if e == "sprint":
            dice = ev.get("dice", [])
            moved = [f"{horse(c)} +{m}" for c, m in ev.get("moves", {}).items()]
            shown = _(" and ").join(horse(c) for c in dice)
            if moved:
                return _("Sprint dice: {dice} ({moves}).").format(dice=shown,
                                                                  moves=", ".join(moved))
            return _("Sprint dice: {dice} (no effect).").format(dice=shown)
        if e == "movement_reshuffle":
            return _("The movement deck is reshuffled.")
        if e == "photo_finish":
            reason = str(ev.get("reason", ""))
            why = _(PHOTO_REASONS[reason]) if reason in PHOTO_REASONS else ""
            # The event lists the tied horses in lane order; the order they go in follows
            # (the "ranked" line), so the words must not read as a ranking.
            tied = [horse(h) for h in ev["horses"]]
            names = (", ".join(tied[:-1]) + _(" and ") + tied[-1] if len(tied) > 1
                     else "".join(tied))
            return _("Photo finish between {horses}: {why}.").format(horses=names, why=why)
        if e == "photo_finish_choice":
            return _("{name} places {horse} ahead in the photo finish.").format(
                name=n(ev["seat"]), horse=horse(ev["horse"]))
        if e == "ranked":
            places = ev.get("places", [])
            parts = [f"{ordinal(pl)} {horse(h)}" for h, pl in zip(ev["horses"], places)]
            return _("Across the line: {places}.").format(places=", ".join(parts))
        if e == "ranking":
            return _("Final order: {horses}.").format(
                horses=", ".join(horse(h) for h in ev["order"]))
        if e == "payout":
            return self.payout_words(ev)
        if e == "bet_lost":
            pattern = (_("{name}'s win bet on {horse} is lost ({place}): {stake} to the bank.")
                       if ev["kind"] == "win" else
                       _("{name}'s show bet on {horse} is lost ({place}): {stake} to the bank."))
            return pattern.format(name=n(ev["seat"]), horse=horse(ev["horse"]),
                                  place=ordinal(ev["place"]), stake=money(ev["stake"]))
        if e == "odds_update":
            ch = ev.get("changes", {})
            if not ch:
                return _("The odds stay as they are.")
            return _("New odds: {odds}.").format(odds=", ".join(
                f"{horse(c)} 1:{v['from']}→1:{v['to']}" for c, v in ch.items()))
        if e == "round_end":
            return _("Round {round} ends.").format(round=ev["round"])
        if e == "tie_break":
            parts = [_("{name} rolls {horse}").format(name=n(seat), horse=horse(c))
                     for seat, c in tie_rolls(ev)]
            return _("Tie-break sprint die: {rolls} (higher number wins).").format(
                rolls=", ".join(parts))
        if e == "bet_refund":
            return _("{name} gets the {stake} stake back: there is no race.").format(
                name=n(ev["seat"]), stake=money(ev.get("danari", 0)))
        board = board_words.board_line(self, ev)
        if board:
            return board
        if e in SILENT_BOARD_EVENTS:
            return None
        if e == "game_end":
            st = ev.get("standings", [])
            if st:
                w = st[0]
                return _("{name} wins with {vp} VP and {danari}!").format(
                    name=w["name"], vp=w["vp"], danari=money(w["danari"]))
            return _("The game is over.")
        # Events this module does not know yet: say what happened plainly.
        fields_ = [f"{k}={v}" for k, v in ev.items() if k not in ("type", "seq", "round")]
        seat = ev.get("seat")
        who = f"{n(seat)}: " if isinstance(seat, int) else ""
        return f"{who}{e.replace('_', ' ')}" + (f" ({', '.join(fields_[:4])})" if fields_ else "")

    def board_line(self, ev: Event) -> str | None:
        """Board Game events in words (None for the ones not worth a line)."""
        return board_words.board_line(self, ev)

    def card_in_race(self, card: int, colour: str, copy_of: int | None = None,
                     overruled_by: int | None = None) -> str:
        """A card in force on a horse this race, and what it does (the payoffs sheet's
        "At the reveal and in the race"): "Globus Obscurus on 3 Green: at the start, ...".

        ``copy_of``: Troy running as that Horse card; ``overruled_by``: the Action card on
        the lane with the same symbol, which takes the Horse card's place.
        """
        name = card_name(self.data, card)
        if copy_of is not None:
            name = _("{card} (as {copied})").format(card=name,
                                                    copied=card_name(self.data, copy_of))
        if overruled_by is not None:
            return _("{card} on {horse} is overruled by {by} (an Action card with the same "
                     "symbol).").format(card=name, horse=horse(colour),
                                        by=card_name(self.data, overruled_by))
        return _("{card} on {horse}: {text}.").format(
            card=name, horse=horse(colour), text=card_text(self.data, copy_of or card))

    def copy_words(self, ev: Event) -> tuple[str, str]:
        """Troy's or Cédric Copieur's copy: (what was copied, why nobody chose or "").

        The table's banner for a copy made by itself shows the two parts on two lines.
        """
        copied = card_name(self.data, ev["copied"])
        if ev["type"] == "horse_copy":
            what = _("Troy on {horse} copies {copied} for this race").format(
                horse=horse(ev["horse"]), copied=copied)
        else:
            what = _("{name}'s Cédric Copieur copies {copied}").format(
                name=self.name(ev.get("seat")), copied=copied)
        why = _AUTO_WHY.get((ev["type"], ev.get("auto")))
        return what, _(why) if why else ""

    def payout_words(self, ev: Event) -> str:
        name = self.name(ev["seat"])
        r = ev.get("reason")
        d = money(ev.get("danari", 0))
        if r in ("win_bet", "show_bet"):
            pattern = {("win_bet", False): _("{name}'s win bet on {horse} pays {danari}."),
                       ("win_bet", True): _("{name}'s win bet on {horse} pays {danari} and "
                                            "{vp} VP."),
                       ("show_bet", False): _("{name}'s show bet on {horse} pays {danari}."),
                       ("show_bet", True): _("{name}'s show bet on {horse} pays {danari} and "
                                             "{vp} VP.")}[(r, bool(ev.get("vp")))]
            return pattern.format(name=name, horse=horse(ev["horse"]), danari=d, vp=ev.get("vp"))
        if r == "stable_prize":
            return _("{name} owns {horse} ({place}): stable prize {danari}.").format(
                name=name, horse=horse(ev["horse"]), place=ordinal(ev.get("place", 0)), danari=d)
        what = (_("{danari} and {vp} VP").format(danari=d, vp=ev["vp"]) if ev.get("vp") else d)
        if r in _NAMED_IN_LOG:
            return _("{name} receives {what}: {reason}.").format(
                name=name, what=what, reason=_money_reason(self, ev))
        return _("{name} receives {what} ({reason}).").format(
            name=name, what=what, reason=reason_words(r))


# Why an action card was discarded at the reveal: the event's ``reason`` is the card that
# discarded it (a proper name) or "letter A: cancelled by <card>" (rules/reveal.py).
_CANCELLED = re.compile(r"letter (\w+): cancelled by (.+)")


def discard_words(reason: str) -> str:
    """The ``reason`` of an ``action_discarded`` event in the player's language."""
    m = _CANCELLED.fullmatch(reason)
    if m is None:
        return reason
    return _("letter {letter}: cancelled by {card}").format(letter=m.group(1), card=m.group(2))

# Why a photo finish goes the way it goes (the ``reason`` of ``photo_finish``).
PHOTO_REASONS = {"card": N_("a card decides"), "odds": N_("better odds go first"),
                 "choice": N_("equal odds: the first player chooses"),
                 "odds_and_choice": N_("odds, then the first player chooses")}
# Reasons of payments and payouts that have no sentence of their own (docs/events-horse-fever.md).
OTHER_REASONS: dict[str, str] = {"purchase_pass": N_("purchase pass"),
                                 "loan_default": N_("loan default"),
                                 "loan_repaid": N_("loan repaid")}


def reason_words(reason: object) -> str:
    """A money reason code in words ("loan_repaid" -> "loan repaid" if not listed)."""
    r = str(reason)
    return _(OTHER_REASONS[r]) if r in OTHER_REASONS else r.replace("_", " ")


# The Board Game's lines use this module; looked up when called, so either module may be
# imported first.
from . import board_words  # noqa: E402
