"""Words for the table: public log lines, card/token/Blackboard details, round summaries.

Everything here reads events redacted for a spectator or public display facts, so a log
line or a tooltip can never carry a private card; the only private texts are the details
of a card the caller already has the right to show (the viewer's own hand).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Sequence

from ..rules import redact_event
from ..rules.data import GameData
from .palette import NUMBER

Event = dict[str, Any]


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


@dataclass
class Detail:
    """The full text of one thing on the table (hover tooltip, right-click card)."""

    title: str
    body: list[str]
    kind: str = "info"  # info, action_card, movement_card, character, stable
    card: int | None = None
    colour: str | None = None
    subtitle: str = ""

    def html(self) -> str:
        """For a pygame_gui tooltip."""
        esc = [b.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;") for b in self.body]
        head = f"<b>{self.title}</b>"
        if self.subtitle:
            head += f"<br><i>{self.subtitle}</i>"
        return head + "".join("<br>" + b for b in esc)


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


def is_action_card(data: GameData, number: int) -> bool:
    try:
        data.action(number)
        return True
    except (KeyError, IndexError):
        return False


# Board Game bookkeeping events that need no line of their own in the log.
SILENT_BOARD_EVENTS = ("horse_returned",)


class Words:
    """Names and card texts of one game, turned into sentences."""

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
            return self._payout_words(ev)
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
        board = self._board_line(ev)
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

    def _board_line(self, ev: Event) -> str | None:
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
            return f"{who} moves {horse(ev['horse'])} from 1:{ev['from']} to 1:{ev['to']}."
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
        if e == "horse_copy":
            return (f"Troy on {horse(ev['horse'])} copies {card_name(self.data, ev['copied'])} "
                    "for this race.")
        if e == "assistant_copy":
            return f"{who}'s Cédric Copieur copies {card_name(self.data, ev['copied'])}."
        if e == "odds_move_pass":
            return f"{who} (Eric Change) leaves the odds as they are."
        return None

    def _payout_words(self, ev: Event) -> str:
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

    # ---- details of things on the table ----------------------------------------------
    def action_card(self, number: int) -> Detail:
        if not is_action_card(self.data, number):
            return self.other_card(number)
        c = self.data.action(number)
        kind = {"positive": "Green card: helps the horse it is played on",
                "negative": "Red card: hinders the horse it is played on",
                "neutral": "Grey card"}[c.kind]
        body = [c.text]
        if c.letter:
            other = next((o for o in self.data.actions if o.letter == c.letter and o.number != number), None)
            if other is not None:
                body.append(f"Letter {c.letter}: on the same horse it cancels with {other.name} "
                            "(both are discarded at the reveal).")
        if c.star:
            body.append("Star card: Board Game with star cards only.")
        return Detail(c.name, body, kind="action_card", card=number, subtitle=f"Action card {number} · {kind}")

    def other_card(self, number: int) -> Detail:
        """A Board Game card (assistant, horse, goal) by number."""
        board = getattr(self.data, "board", None)
        for kind, look in (("Assistant", "assistant"), ("Horse", "horse"), ("Goal", "goal")):
            try:
                c = getattr(board, look)(number)
            except (KeyError, AttributeError, IndexError):
                continue
            body = [c.text]
            if kind == "Goal":  # the value is ours to set: the printed one is lost
                body.append(f"Fulfilled at the end of the game: {board.prices.goal_vp} VP "
                            "(house ruling: the printed value is lost).")
            return Detail(c.name, body, subtitle=f"{kind} card {number}")
        return Detail(f"Card {number}", ["A card of the Board Game."])

    def face_down(self, seat: int, colour: str) -> Detail:
        return Detail("Face-down action card",
                      [f"Played by {self.name(seat)} on {horse(colour)}.",
                       "It stays secret until the reveal, just before the race."],
                      kind="card_back", colour=colour)

    def movement_card(self, number: int) -> Detail:
        mc = self.data.movement_card(number)
        rows = ", ".join(f"1:{o} → {v}" for o, v in zip(self.data.odds_values, mc.values))
        return Detail(f"Movement card {number}", [
            "Each horse still running moves the squares printed on its stable's race-odds row:",
            rows, "Then both sprint dice are rolled."], kind="movement_card", card=number)

    def stable(self, colour: str, odds: int | None, owner: str | None) -> Detail:
        st = next(s for s in self.data.stables if s.colour == colour)
        body = [f"Lane {st.number}, {colour} horse."]
        if odds is not None:
            price = self.data.price_for_odds(odds)
            body.append(f"Odds 1:{odds}: a Win bet pays stake × {odds} and 3 VP if it wins; a Show "
                        f"bet pays stake × 2 and 1 VP if it finishes 1st to 3rd.")
            body.append(f"Stable Owner price on this row: {money(price)}.")
        prizes = " / ".join(money(p) for p in self.data.prizes)
        body.append(f"Owner: {owner or 'nobody'} (prizes {prizes} for 1st / 2nd / 3rd; the card is worth 1 VP).")
        return Detail(f"{horse(colour)} · {st.name}", body, kind="stable", colour=colour)

    def odds_row(self, index: int) -> Detail:
        row = self.data.odds_rows[index]
        high = "high odds (the favourites)" if index < 3 else "low odds (the outsiders)"
        return Detail(f"Odds row 1:{row.odds}", [
            f"One of the {high}.",
            f"Horses whose stable token is here move by the 1:{row.odds} line of each movement card.",
            f"A Win bet pays stake × {row.odds}. Stable Owner price: {money(row.price)}."])

    def rank_space(self, place: int, colour: str | None) -> Detail:
        prize = self.data.prizes[place - 1] if place <= len(self.data.prizes) else 0
        body = [f"Horse ranked {ordinal(place)}: {horse(colour) if colour else 'nobody yet'}."]
        if prize:
            body.append(f"Its stable's owner wins {money(prize)}.")
        if place <= self.data.rules.show_places:
            body.append("Show bets on this horse win (stake × 2, 1 VP).")
        if place == 1:
            body.append("Win bets on this horse win (stake × its race odds, 3 VP).")
        return Detail(f"Ranking space {place}", body)

    def reserve(self, colour: str, left: int, total: int) -> Detail:
        return Detail(f"Bet tokens: {horse(colour)}", [
            f"{left} of {total} left in the reserve this round.",
            "Each bet takes one; with none left nobody can bet on this horse until the next round."],
            colour=colour)

    def bet(self, b: dict[str, Any], odds: dict[str, int]) -> Detail:
        o = odds.get(b["horse"])
        if b["kind"] == "win":
            pays = f"pays {money(b['stake'] * o)} and 3 VP if {horse(b['horse'])} wins" if o else ""
        else:
            pays = f"pays {money(b['stake'] * 2)} and 1 VP if {horse(b['horse'])} is 1st to 3rd"
        return Detail(f"{self.name(b['seat'])}'s {b.get('which', '')} bet".replace("  ", " "),
                      [f"{money(b['stake'])} on {horse(b['horse'])} to {b['kind'].capitalize()}.",
                       f"It {pays} (at the current odds)." if pays else ""], colour=b["horse"])

    def player(self, p: Any, min_bet: int, is_first: bool) -> Detail:
        ch = self.data.character(p.character)
        tokens = p.vp - len(p.stables)
        body = [ch.text,
                f"Danari: {money(p.danari)}. VP: {p.vp} ({plural(tokens, 'VP token')}"
                f" + {plural(len(p.stables), 'Stable Owner card')}).",
                f"Minimum bet: {money(min_bet)} (100 D × VP).",
                f"Action cards in hand: {p.hand_count}."]
        if p.stables:
            body.append("Owns " + ", ".join(horse(c) for c in p.stables) + ".")
        if is_first:
            body.append("Holds the First Player card and the sprint dice this round.")
        if p.eliminated:
            body.append("Out of the game.")
        who = "bot" if p.bot else "human"
        return Detail(f"{p.name} · {p.character}", body, kind="character",
                      subtitle=f"Seat {p.seat + 1} ({who}{': ' + p.bot if p.bot else ''})")

    def board_items(self, seat: int, kind: str, held: Any, own_goals: list[int] | None,
                    loans_due: int) -> Detail:
        """A player's Board Game cards of one kind: every card's full text.

        ``held`` is the public ``BoardSeat``; ``own_goals`` the viewer's own Goal cards
        (None unless the viewer is this seat): other players' Goals stay face down.
        """
        who = self.name(seat)
        board = self.data.board
        if kind == "assistant":
            body = [f"{a.name}: {a.text}" for a in (board.assistant(n) for n in held.assistants)]
            return Detail(f"{who}'s Assistants", body or ["No Assistants."],
                          subtitle=plural(len(held.assistants), "Assistant") + " · face up")
        if kind == "horse":
            body = [f"{h.name}: {h.text}" for h in (board.horse(n) for n in held.horses)]
            body.append("Horse cards go on a stable their owner holds during the Starting Lineup.")
            return Detail(f"{who}'s Horse cards", body,
                          subtitle=plural(len(held.horses), "Horse card") + " in hand · face up")
        if kind == "goal":
            vp = board.prices.goal_vp
            if held.goals_revealed:
                marks = {"scored": f"fulfilled, +{vp} VP", "failed": "not fulfilled",
                         "duplicate": "a second copy: scores once"}
                body = [f"{board.goal(g['card']).name}: {board.goal(g['card']).text.rstrip('.')}: "
                        f"{marks[g['result']]}." for g in held.goals_revealed
                        if isinstance(g.get("card"), int)]
                return Detail(f"{who}'s Goal cards (revealed)", body, subtitle="The final stage")
            if own_goals is not None:
                body = [f"{g.name}: {g.text}" for g in (board.goal(n) for n in own_goals)]
                body.append(f"Secret: only you see them. Each fulfilled Goal is worth {vp} VP "
                            "at the end of the game (house ruling: the printed value is lost).")
                return Detail("Your Goal cards", body, subtitle=plural(len(own_goals), "Goal card"))
            return Detail(f"{who}'s Goal cards", [
                f"{plural(held.goal_count, 'Goal card')}, face down: only {who} knows which.",
                f"They are revealed at the end of the game; each fulfilled one is worth {vp} VP."],
                subtitle="Secret")
        lines = [f"{board.loans[k].name}: {board.loans[k].text}" for k in held.loans if k in board.loans]
        lines.append(f"Due at the end of the game: {money(loans_due)}. A player who cannot repay "
                     "is out of the game.")
        return Detail(f"{who}'s loans", lines, subtitle=plural(len(held.loans), "Loan card"))

    def die(self, colour: str, moved: int | None) -> Detail:
        body = [f"The die shows {horse(colour)}."]
        if moved is not None:
            body.append(f"{horse(colour)} sprints {plural(moved, 'square')}.")
        else:
            body.append("That horse is already ranked (or doubled): no extra sprint.")
        return Detail("Sprint die", body, colour=colour)

    def round_indicator(self, rnd: int, rounds: int) -> Detail:
        return Detail("The hourglass", [f"Round {rnd} of {rounds}.",
                                        "The player with the most VP after the last round wins."])


# ---- round summary for the payoffs sheet --------------------------------------------------

@dataclass
class SeatResult:
    """One player's lines on the payoffs sheet."""

    seat: int
    lines: list[tuple[str, int, int]] = field(default_factory=list)  # text, +D, +VP
    danari_after: int = 0
    vp_after: int = 0


@dataclass
class RoundSummary:
    """Who won what and why, and how the odds moved, for one race."""

    round: int
    ranking: list[str]
    race_odds: dict[str, int]
    seats: list[SeatResult]
    odds_changes: list[tuple[str, int, int, int]]  # colour, from, to, place
    notes: list[str]


def summarize_round(events: Sequence[Event], words: Words, players: Sequence[Any],
                    race_odds: dict[str, int], round_no: int) -> RoundSummary:
    """Builds the payoffs sheet from the public events of one round."""
    seats = {p.seat: SeatResult(p.seat, danari_after=p.danari, vp_after=p.vp) for p in players}
    ranking: list[str] = []
    changes: list[tuple[str, int, int, int]] = []
    notes: list[str] = []
    for raw in events:
        ev = redact_event(raw, None)
        e = ev["event"]
        if e == "ranking":
            ranking = list(ev["order"])
        elif e == "payout" and ev["seat"] in seats:
            r = ev.get("reason")
            if r in ("win_bet", "show_bet"):
                o = race_odds.get(ev["horse"], 0)
                how = (f"× {o} (odds 1:{o})" if r == "win_bet" else "× 2")
                place = ordinal(ranking.index(ev["horse"]) + 1) if ev["horse"] in ranking else ""
                text = (f"{ev['kind'].capitalize()} bet {money(ev['stake'])} on {horse(ev['horse'])}, "
                        f"{place}: {how}")
            elif r == "stable_prize":
                text = f"Stable prize: {horse(ev['horse'])} finished {ordinal(ev.get('place', 0))}"
            else:
                text = _money_reason(words, ev)
            seats[ev["seat"]].lines.append((text, ev.get("danari", 0), ev.get("vp", 0)))
            seats[ev["seat"]].danari_after = ev.get("danari_after", seats[ev["seat"]].danari_after)
            seats[ev["seat"]].vp_after = ev.get("vp_after", seats[ev["seat"]].vp_after)
        elif e == "payment" and ev.get("seat") in seats and ev.get("danari", 0):
            # Money paid out of a hand in the Payoffs (star cards, Brian O'Fist / Pedro Pugnos).
            seats[ev["seat"]].lines.append((_money_reason(words, ev), ev["danari"], ev.get("vp", 0)))
            seats[ev["seat"]].danari_after = ev.get("danari_after", seats[ev["seat"]].danari_after)
        elif e == "bet_lost" and ev["seat"] in seats:
            seats[ev["seat"]].lines.append(
                (f"{ev['kind'].capitalize()} bet {money(ev['stake'])} on {horse(ev['horse'])}, "
                 f"{ordinal(ev['place'])}: lost", 0, 0))
        elif e == "odds_update":
            for c, v in ev.get("changes", {}).items():
                place = ranking.index(c) + 1 if c in ranking else 0
                changes.append((c, v["from"], v["to"], place))
        elif e in ("action_discarded", "odds_change", "photo_finish_choice", "bet_penalty",
                   "eliminated"):
            line = words.event_line(ev)
            if line:
                notes.append(line)
    return RoundSummary(round_no, ranking, dict(race_odds), [seats[s] for s in sorted(seats)],
                        changes, notes)


_MONEY_REASONS = {"purchase_pass": "Passed at the purchases", "star_card": "{card} on {horse}",
                  "assistant": "{card} (Assistant)", "assistant_taken": "{card} takes it for {to}",
                  "horse_money": "{card} on {horse}", "hire": "{card} hired"}


# Money reasons whose log line names the card ("Ada receives 200 D: Pedro Pugnos (Assistant).").
_NAMED_IN_LOG = ("star_card", "assistant", "assistant_taken", "horse_money", "hire")


def _money_reason(words: Words, ev: dict[str, Any]) -> str:
    """A payoffs-sheet line for money that is not a bet or a stable prize, naming the card."""
    pattern = _MONEY_REASONS.get(str(ev.get("reason")))
    if pattern is None:
        return str(ev.get("reason", "")).replace("_", " ").capitalize()
    card = ev.get("card")
    to = ev.get("to")
    return pattern.format(card=card_name(words.data, card) if isinstance(card, int) else "a card",
                          horse=horse(ev["horse"]) if ev.get("horse") else "",
                          to=words.name(to) if isinstance(to, int) else "a neighbour")


def card_summary(card: Any) -> str:
    """A few words for the face of a small action card ("Start: exactly 4")."""
    parts = []
    for e in card.effects:
        t, op, v = e.trigger, e.op, e.value
        if t == "start":
            parts.append(f"Start: exactly {v}" if op == "set" else f"Start: {int(v):+d}")
        elif t == "sprint":
            parts.append({"set": f"Sprint = {v}", "add": f"Sprint {int(v or 0):+d}",
                          "block": "Never sprints"}.get(op, "Sprint"))
        elif t == "photo_finish":
            parts.append("Wins photo finish" if op == "win" else "Loses photo finish")
        elif t == "finish_line":
            parts.append("Stops on the line" if op == "stop" else f"At the line {int(v):+d}")
        elif t == "first":
            parts.append(f"If first: moves {v}")
        elif t == "last":
            parts.append(f"If last: moves {v}")
        elif t == "reveal" and op == "odds":
            parts.append(f"Odds {'up' if int(v) < 0 else 'down'} {abs(int(v))} rows")
        elif t == "reveal" and op == "discard":
            parts.append("Discards red cards" if v == "negative" else "Discards green cards")
        elif t == "payoff":
            parts.append(f"Winners {int(v):+d} {'D' if op == 'danari' else 'VP'}")
    return " · ".join(parts) or card.name
