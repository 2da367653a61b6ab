"""The payoffs sheet's content: every money line of the round and what the reveal and the race did.

Built from the public events of one round (redacted for a spectator), in the log's words
(``game.horsefever.log_words``):

* **Money lines:** every change of a seat's Danari or VP since the round began, signed, one
  line each (the event log's convention: each change is in exactly one event, a bet carries
  its stake). A bet is one line, its outcome less its stake, so the lines of a seat add up to
  the change of its balance over the round, which the sheet shows.
* **At the reveal and in the race:** per horse, every card and effect that changed its odds,
  its movement or the money paid on it: discards (both cards of a cancelled pair), odds
  changes (Alfio, Steven Sting, El Guapo, Biscuit De Mer, Eric Change), Troy's copy, and the
  Action and Horse cards that stayed in force (Globus Obscurus, Pecunia Non Olet ...).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from ...services.i18n import N_, _
from ..log_words import Event, LogWords, _money_reason, card_name, horse, money, ordinal
from ..rules import redact_event
from ..rules.data import RACE_TRIGGERS
from ..rules.race import SYMBOL_OF_TRIGGER, overruled_symbols

# Events whose line goes under the horse they name (the reveal and the race).
_HORSE_EVENTS = ("action_discarded", "odds_change", "odds_move", "horse_copy")
# Events of the round worth a line that is about no one horse.
_GENERAL_EVENTS = ("photo_finish", "photo_finish_choice", "assistant_copy", "eliminated")


@dataclass
class SeatResult:
    """One player's lines on the payoffs sheet."""

    seat: int
    lines: list[tuple[str, int, int]] = field(default_factory=list)  # text, ±D, ±VP
    danari_after: int = 0
    vp_after: int = 0
    danari_before: int | None = None  # at the start of the round (None: not known)
    vp_before: int | None = None

    @property
    def change(self) -> int | None:
        """The Danari won or lost this round (what the lines add up to)."""
        return None if self.danari_before is None else self.danari_after - self.danari_before


@dataclass
class RoundSummary:
    """Who won what and why, and how the odds moved, for one race."""

    round: int
    ranking: list[str]
    race_odds: dict[str, int]
    seats: list[SeatResult]
    odds_changes: list[tuple[str, int, int, int]]  # colour, from, to, place
    notes: list[str]  # what happened that is about no one horse (photo finish, eliminations)
    # Per horse (arrival order), what the reveal and the race did to it.
    effects: list[tuple[str, list[str]]] = field(default_factory=list)
    start_odds: dict[str, int] = field(default_factory=dict)  # before the reveal moved them
    causes: dict[str, list[str]] = field(default_factory=dict)  # per horse: the cards behind ``effects``

    def effect_count(self) -> int:
        return sum(len(lines) for _, lines in self.effects) + len(self.notes)


# A bet on the sheet, by its kind (the rest of its line is said around it).
_BET = {"win": N_("Win bet {stake} on {horse}"), "show": N_("Show bet {stake} on {horse}")}


def _bet_text(ev: Event, ranking: list[str], race_odds: dict[str, int]) -> str:
    """A bet's line: "Win bet 300 D on 2 Blue, 1st: paid 600 D (odds 1:2)"; the amount
    beside it is what the bet paid less its stake (+300 D), or the stake lost (−300 D)."""
    kind, h, stake = ev["kind"], ev["horse"], ev["stake"]
    pattern = _BET.get(kind, N_("Win bet {stake} on {horse}"))
    bet = _(pattern).format(stake=money(stake), horse=horse(h))
    if ev["type"] == "bet":  # placed and not settled (the sheet came before its outcome)
        return _("{bet}: the stake").format(bet=bet)
    if ev["type"] == "bet_refund":
        return _("{bet}: the stake back (no race)").format(bet=bet)
    place = ev.get("place") or (ranking.index(h) + 1 if h in ranking else 0)
    where = _("{bet}, {place}").format(bet=bet, place=ordinal(place)) if place else bet
    if ev["type"] == "bet_lost":
        return _("{bet}: lost").format(bet=where)
    o = race_odds.get(h, 0)
    how = _("odds 1:{odds}").format(odds=o) if ev.get("reason") == "win_bet" else "× 2"
    return _("{bet}: paid {danari} ({how})").format(bet=where, danari=money(ev["danari"]), how=how)


def _seat_text(words: LogWords, ev: Event) -> str:
    """A money line that is not a bet: the card's name, or the log's sentence without the name."""
    e, r = ev["type"], ev.get("reason")
    if e == "payout" and r == "stable_prize":
        return _("Stable prize: {horse} finished {place}").format(
            horse=horse(ev["horse"]), place=ordinal(ev.get("place", 0)))
    if e in ("payout", "payment") and (r in ("purchase_pass", "hire") or ev.get("card") is not None):
        return _money_reason(words, ev)
    line = (words.event_line(ev) or e.replace("_", " ")).rstrip(".")
    name = words.name(ev["seat"])
    if line.startswith(name + " "):
        line = line[len(name) + 1:]
    return line[:1].upper() + line[1:]


def _money_lines(events: list[Event], words: LogWords, seats: dict[int, SeatResult],
                 ranking: list[str], race_odds: dict[str, int]) -> None:
    """Adds each seat's signed money lines of the round to ``seats`` (see the docstring)."""
    open_bets: list[Event] = []  # bets placed and not yet settled
    for ev in events:
        seat = ev.get("seat")
        if seat not in seats:
            continue
        e = ev["type"]
        if e == "bet":
            open_bets.append(ev)
            continue
        settles = e in ("bet_lost", "bet_refund") or (
            e == "payout" and ev.get("reason") in ("win_bet", "show_bet"))
        if settles:
            bet = next((b for b in open_bets if (b["seat"], b["horse"], b["kind"], b["stake"])
                        == (seat, ev["horse"], ev["kind"], ev["stake"])), None)
            if bet is not None:
                open_bets.remove(bet)
            d = ev.get("danari", 0) - ev["stake"]  # (the outcome carries its bet's stake)
            if d or ev.get("vp", 0) or e != "bet_refund":
                seats[seat].lines.append((_bet_text(ev, ranking, race_odds), d, ev.get("vp", 0)))
            continue
        d, v = ev.get("danari", 0), ev.get("vp", 0)
        if isinstance(d, int) and isinstance(v, int) and (d or v):
            seats[seat].lines.append((_seat_text(words, ev), d, v))
    for b in open_bets:
        seats[b["seat"]].lines.append((_bet_text(b, ranking, race_odds), -b["stake"], 0))


def _horse_effects(events: list[Event], words: LogWords, ranking: list[str], colours: Sequence[str]
                   ) -> tuple[list[tuple[str, list[str]]], dict[str, list[str]]]:
    """Per horse, the lines of the reveal and the race (see the module docstring), and the
    names of the cards (or characters) behind them."""
    data = words.data
    lines: dict[str, list[str]] = {}
    names: dict[str, list[str]] = {}

    def add(colour: str, name: str, line: str) -> None:
        lines.setdefault(colour, []).append(line)
        if name not in names.setdefault(colour, []):
            names[colour].append(name)
    in_force: dict[str, list[int]] = {}  # action cards on each lane after the discards
    lineup: dict[str, int] = {}  # Horse card on each lane
    copies: dict[str, int] = {}  # Troy's lane -> the card it copies
    odds_causes: set[tuple[str, int]] = set()
    for ev in events:
        e = ev["type"]
        if e == "reveal":
            in_force = {c: [pc["card"] for pc in v if isinstance(pc.get("card"), int)]
                        for c, v in ev.get("lanes", {}).items()}
        elif e == "lineup":
            lineup[ev["horse"]] = ev["card"]
        elif e == "horse_copy":
            copies[ev["horse"]] = ev["copied"]
        if e == "action_discarded" and ev["card"] in in_force.get(ev["horse"], []):
            in_force[ev["horse"]].remove(ev["card"])
        if e == "odds_change" and isinstance(ev.get("cause"), int):
            odds_causes.add((ev["horse"], ev["cause"]))
        if e in _HORSE_EVENTS:
            line = words.event_line(ev)
            cause = ev.get("card") if e != "odds_change" else ev.get("cause")
            name = {"odds_move": "Eric Change", "horse_copy": "Troy"}.get(
                e, card_name(data, cause) if isinstance(cause, int) else _("odds"))
            if line:
                add(ev["horse"], name, line)
    for colour in colours:
        actions = [(n, e) for n in in_force.get(colour, []) for e in data.action(n).effects]
        # Action cards whose only effects are at the reveal already have their event's line.
        for n in in_force.get(colour, []):
            if any(e.trigger != "reveal" for e in data.action(n).effects):
                add(colour, card_name(data, n), words.card_in_race(n, colour))
        card = lineup.get(colour)
        board = getattr(data, "board", None)
        if card is None or board is None:
            continue
        # The Horse card (Troy: the card it copies). Its odds change at the reveal has its
        # event's line, unless an Action card's odds change overruled it; its race effects
        # are overruled by an Action card with the same symbol (rules/race.py).
        source = board.horse(copies.get(colour, card)).effects
        lost = overruled_symbols(actions)
        if any(e.trigger == "reveal" and e.op == "odds" for e in source) and \
                (colour, card) not in odds_causes:
            by = next((n for n, e in actions if e.trigger == "reveal" and e.op == "odds"), None)
            if by is not None:
                add(colour, card_name(data, card), words.card_in_race(card, colour, overruled_by=by))
        race = {SYMBOL_OF_TRIGGER[e.trigger] for e in source if e.trigger in RACE_TRIGGERS}
        if race and race <= lost:
            by = next(n for n, e in actions if SYMBOL_OF_TRIGGER[e.trigger] in race)
            add(colour, card_name(data, card), words.card_in_race(card, colour, overruled_by=by))
        elif race:
            add(colour, card_name(data, card), words.card_in_race(card, colour, copy_of=copies.get(colour)))
    order = [c for c in ranking if c in lines] + [c for c in colours if c in lines and c not in ranking]
    return [(c, lines[c]) for c in order], names


def summarize_round(events: Sequence[Event], words: LogWords, players: Sequence[Any],
                    race_odds: dict[str, int], round_no: int,
                    before: dict[int, tuple[int, int]] | None = None) -> RoundSummary:
    """Builds the payoffs sheet from the public events of one round.

    ``players``: the table's players now (their balances are the sheet's "now");
    ``before``: each seat's (Danari, VP) when the round began, so the sheet can show the
    change the money lines add up to.
    """
    public = [redact_event(raw, None) for raw in events]
    seats = {p.seat: SeatResult(p.seat, danari_after=p.danari, vp_after=p.vp) for p in players}
    for seat, (d, v) in (before or {}).items():
        if seat in seats:
            seats[seat].danari_before, seats[seat].vp_before = d, v
    ranking: list[str] = []
    changes: list[tuple[str, int, int, int]] = []
    notes: list[str] = []
    start_odds: dict[str, int] = {}
    colours: list[str] = []
    for ev in public:
        e = ev["type"]
        if e == "round_start":
            colours = list(ev.get("odds") or {})
        elif e in ("odds_change", "odds_move"):
            start_odds.setdefault(ev["horse"], ev["from"])
        elif e == "ranking":
            ranking = list(ev["order"])
        elif e == "odds_update":
            for c, v in ev.get("changes", {}).items():
                place = ranking.index(c) + 1 if c in ranking else 0
                changes.append((c, v["from"], v["to"], place))
        elif e in _GENERAL_EVENTS:
            line = words.event_line(ev)
            if line:
                notes.append(line)
    _money_lines(public, words, seats, ranking, race_odds)
    effects, causes = _horse_effects(public, words, ranking, colours or list(race_odds))
    return RoundSummary(round_no, ranking, dict(race_odds), [seats[s] for s in sorted(seats)],
                        changes, notes, effects, start_odds, causes)
