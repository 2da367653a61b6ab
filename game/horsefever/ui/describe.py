"""Words for the table: public log lines, card/token/Blackboard details, round summaries.

Everything here reads events redacted for a spectator or public display facts, so a log
line or a tooltip can never carry a private card; the only private texts are the details
of a card the caller already has the right to show (the viewer's own hand).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from ..rules import redact_event
# The sentences of the log live in game.horsefever.log_words (pure, shared with the export); the
# helpers are re-exported here for the table's modules.
from ..log_words import (Event, LogWords, _money_reason, card_name, horse,  # noqa: F401
                         is_action_card, money, name_horses, ordinal, plural, tie_rolls)


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


def goal_worth(board: Any) -> str:
    """What a fulfilled Goal card is worth, as its face, tooltip and details say it.

    The printed value is lost, so the value is ours (``goal_vp`` in data/board.toml)."""
    return f"+{board.prices.goal_vp} VP (house ruling)"


class Words(LogWords):
    """Names and card texts of one game, turned into sentences and details for the table."""

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
                body.append(f"Worth {goal_worth(board)} if fulfilled at the end of the game "
                            "(the value printed on the card is lost).")
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
                body = [f"{g.name} ({goal_worth(board)}): {g.text}"
                        for g in (board.goal(n) for n in own_goals)]
                body.append(f"Secret: only you see them. Each fulfilled Goal is worth {vp} VP "
                            "at the end of the game (house ruling: the printed value is lost).")
                return Detail("Your Goal cards", body, subtitle=plural(len(own_goals), "Goal card"))
            return Detail(f"{who}'s Goal cards", [
                f"{plural(held.goal_count, 'Goal card')}, face down: only {who} knows which.",
                f"They are revealed at the end of the game; each fulfilled one is worth "
                f"{goal_worth(board)}."],
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


# The payoffs sheet's round summary lives in round_summary.py (re-exported here).
from .round_summary import RoundSummary, SeatResult, summarize_round  # noqa: E402,F401


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
        elif t in ("first", "last"):
            # A horse running alone is neither (docs/rules-notes.md): the face says so too.
            parts.append(f"If {t} (not alone): " + (f"moves {v}" if v else "stays"))
        elif t == "reveal" and op == "odds":
            parts.append(f"Odds {'up' if int(v) < 0 else 'down'} {abs(int(v))} rows")
        elif t == "reveal" and op == "discard":
            parts.append("Discards red cards" if v == "negative" else "Discards green cards")
        elif t == "payoff":
            parts.append(f"Winners {int(v):+d} {'D' if op == 'danari' else 'VP'}")
    return " · ".join(parts) or card.name
