"""Words for the table: public log lines, card/token/Blackboard details, round summaries.

Everything here reads events redacted for a spectator or public display facts, so a log
line or a tooltip can never carry a private card; the only private texts are the details
of a card the caller already has the right to show (the viewer's own hand).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from ...services.bot_words import level_name
from ...services.i18n import N_, _, ngettext
from ..rules import redact_event
# The sentences of the log live in game.horsefever.log_words (pure, shared with the export); the
# helpers are re-exported here for the table's modules.
from ..log_words import (COLOUR_NAMES, Event, LogWords, _money_reason, card_name,  # noqa: F401
                         horse, is_action_card, money, name_horses, ordinal, plural, tie_rolls)


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
    return _("+{vp} VP (house ruling)").format(vp=board.prices.goal_vp)


# Each action card colour's line (marked here, said with _() when shown).
_CARD_KIND = {"positive": N_("Green card: helps the horse it is played on"),
              "negative": N_("Red card: hinders the horse it is played on"),
              "neutral": N_("Grey card")}
# (a card is named by what it shows, never by its number in the deck)
_BOARD_KIND = {"assistant": N_("Assistant card"), "horse": N_("Horse card"),
               "goal": N_("Goal card")}


class Words(LogWords):
    """Names and card texts of one game, turned into sentences and details for the table."""

    # ---- details of things on the table ----------------------------------------------
    def action_card(self, number: int) -> Detail:
        if not is_action_card(self.data, number):
            return self.other_card(number)
        c = self.data.action(number)
        kind = _(_CARD_KIND[c.kind])
        body = [_(c.text)]
        if c.letter:
            other = next((o for o in self.data.actions if o.letter == c.letter and o.number != number), None)
            if other is not None:
                body.append(_("Letter {letter}: on the same horse it cancels with {card} (both are "
                              "discarded at the reveal).").format(letter=c.letter, card=other.name))
        if c.star:
            body.append(_("Star card: Board Game with star cards only."))
        return Detail(c.name, body, kind="action_card", card=number,
                      subtitle=_("Action card · {kind}").format(kind=kind))

    def other_card(self, number: int) -> Detail:
        """A Board Game card (assistant, horse, goal) by number."""
        board = getattr(self.data, "board", None)
        for kind in ("assistant", "horse", "goal"):
            try:
                c = getattr(board, kind)(number)
            except (KeyError, AttributeError, IndexError):
                continue
            body = [_(c.text)]
            if kind == "goal":  # the value is ours to set: the printed one is lost
                body.append(_("Worth {worth} if fulfilled at the end of the game (the value printed "
                              "on the card is lost).").format(worth=goal_worth(board)))
            name = _(c.name) if kind == "goal" else c.name  # Goal names are words; the rest, names
            return Detail(name, body, subtitle=_(_BOARD_KIND[kind]))
        return Detail(_("A card"), [_("A card of the Board Game.")])

    def face_down(self, seat: int, colour: str) -> Detail:
        return Detail(_("Face-down action card"),
                      [_("Played by {name} on {horse}.").format(name=self.name(seat), horse=horse(colour)),
                       _("It stays secret until the reveal, just before the race.")],
                      kind="card_back", colour=colour)

    def movement_card(self, number: int) -> Detail:
        mc = self.data.movement_card(number)
        rows = ", ".join(f"1:{o} → {v}" for o, v in zip(self.data.odds_values, mc.values))
        return Detail(_("Movement card"), [
            _("Each horse still running moves the squares printed on its stable's race-odds row:"),
            rows, _("Then both sprint dice are rolled.")], kind="movement_card", card=number)

    def stable(self, colour: str, odds: int | None, owner: str | None) -> Detail:
        st = next(s for s in self.data.stables if s.colour == colour)
        body = [_("Lane {lane}, {colour} horse.").format(lane=st.number, colour=_(COLOUR_NAMES[colour]))]
        if odds is not None:
            price = self.data.price_for_odds(odds)
            body.append(_("Odds 1:{odds}: a Win bet pays stake × {odds} and 3 VP if it wins; a Show "
                          "bet pays stake × 2 and 1 VP if it finishes 1st to 3rd.").format(odds=odds))
            body.append(_("Stable Owner price on this row: {price}.").format(price=money(price)))
        prizes = " / ".join(money(p) for p in self.data.prizes)
        body.append(_("Owner: {owner} (prizes {prizes} for 1st / 2nd / 3rd; the card is worth 1 VP).")
                    .format(owner=owner or _("nobody"), prizes=prizes))
        return Detail(f"{horse(colour)} · {st.name}", body, kind="stable", colour=colour)

    def odds_row(self, index: int) -> Detail:
        row = self.data.odds_rows[index]
        high = (_("One of the high odds (the favourites).") if index < 3
                else _("One of the low odds (the outsiders)."))
        return Detail(_("Odds row 1:{odds}").format(odds=row.odds), [
            high,
            _("Horses whose stable token is here move by the 1:{odds} line of each movement card.")
            .format(odds=row.odds),
            _("A Win bet pays stake × {odds}. Stable Owner price: {price}.").format(
                odds=row.odds, price=money(row.price))])

    def rank_space(self, place: int, colour: str | None) -> Detail:
        prize = self.data.prizes[place - 1] if place <= len(self.data.prizes) else 0
        body = [_("Horse ranked {place}: {horse}.").format(
            place=ordinal(place), horse=horse(colour) if colour else _("nobody yet"))]
        if prize:
            body.append(_("Its stable's owner wins {prize}.").format(prize=money(prize)))
        if place <= self.data.rules.show_places:
            body.append(_("Show bets on this horse win (stake × 2, 1 VP)."))
        if place == 1:
            body.append(_("Win bets on this horse win (stake × its race odds, 3 VP)."))
        return Detail(_("Ranking space {place}").format(place=place), body)

    def reserve(self, colour: str, left: int, total: int) -> Detail:
        return Detail(_("Bet tokens: {horse}").format(horse=horse(colour)), [
            _("{left} of {total} left in the reserve this round.").format(left=left, total=total),
            _("Each bet takes one; with none left nobody can bet on this horse until the next round.")],
            colour=colour)

    def bet(self, b: dict[str, Any], odds: dict[str, int]) -> Detail:
        o = odds.get(b["horse"])
        h = horse(b["horse"])
        if b["kind"] == "win":
            pays = _("It pays {danari} and 3 VP if {horse} wins (at the current odds).").format(
                danari=money(b["stake"] * o), horse=h) if o else ""
            what = _("{stake} on {horse} to Win.")
        else:
            pays = _("It pays {danari} and 1 VP if {horse} is 1st to 3rd (at the current odds).").format(
                danari=money(b["stake"] * 2), horse=h)
            what = _("{stake} on {horse} to Show.")
        title = {"first": _("{name}'s first bet"), "second": _("{name}'s second bet")}.get(
            b.get("which", ""), _("{name}'s bet")).format(name=self.name(b["seat"]))
        return Detail(title, [what.format(stake=money(b["stake"]), horse=h), pays], colour=b["horse"])

    def player(self, p: Any, min_bet: int, is_first: bool) -> Detail:
        ch = self.data.character(p.character)
        tokens = p.vp - len(p.stables)
        body = [_(ch.text),
                _("Danari: {danari}. VP: {vp} ({tokens} + {cards}).").format(
                    danari=money(p.danari), vp=p.vp,
                    tokens=ngettext("{n} VP token", "{n} VP tokens", tokens).format(n=tokens),
                    cards=ngettext("{n} Stable Owner card", "{n} Stable Owner cards",
                                    len(p.stables)).format(n=len(p.stables))),
                _("Minimum bet: {minimum} (100 D × VP).").format(minimum=money(min_bet)),
                _("Action cards in hand: {n}.").format(n=p.hand_count)]
        if p.stables:
            body.append(_("Owns {stables}.").format(stables=", ".join(horse(c) for c in p.stables)))
        if is_first:
            body.append(_("Holds the First Player card and the sprint dice this round."))
        if p.eliminated:
            body.append(_("Out of the game."))
        seat = p.seat + 1
        sub = (_("Seat {n} (bot: {level})").format(n=seat, level=level_name(p.bot)) if p.bot
               else _("Seat {n} (human)").format(n=seat))
        return Detail(f"{p.name} · {p.character}", body, kind="character", subtitle=sub)

    def board_items(self, seat: int, kind: str, held: Any, own_goals: list[int] | None,
                    loans_due: int) -> Detail:
        """A player's Board Game cards of one kind: every card's full text.

        ``held`` is the public ``BoardSeat``; ``own_goals`` the viewer's own Goal cards
        (None unless the viewer is this seat): other players' Goals stay face down.
        """
        who = self.name(seat)
        board = self.data.board
        if kind == "assistant":
            body = [f"{a.name}: {_(a.text)}" for a in (board.assistant(n) for n in held.assistants)]
            return Detail(_("{name}'s Assistants").format(name=who), body or [_("No Assistants.")],
                          subtitle=ngettext("{n} Assistant · face up", "{n} Assistants · face up",
                                            len(held.assistants)).format(n=len(held.assistants)))
        if kind == "horse":
            body = [f"{h.name}: {_(h.text)}" for h in (board.horse(n) for n in held.horses)]
            body.append(_("Horse cards go on a stable their owner holds during the Starting Lineup."))
            return Detail(_("{name}'s Horse cards").format(name=who), body,
                          subtitle=ngettext("{n} Horse card in hand · face up", "{n} Horse cards in hand · face up",
                                            len(held.horses)).format(n=len(held.horses)))
        if kind == "goal":
            return self._goals(who, held, own_goals)
        lines = [f"{_(board.loans[k].name)}: {_(board.loans[k].text)}" for k in held.loans if k in board.loans]
        lines.append(_("Due at the end of the game: {danari}. A player who cannot repay is out of "
                       "the game.").format(danari=money(loans_due)))
        return Detail(_("{name}'s loans").format(name=who), lines,
                      subtitle=ngettext("{n} Loan card", "{n} Loan cards", len(held.loans)).format(n=len(held.loans)))

    def _goals(self, who: str, held: Any, own_goals: list[int] | None) -> Detail:
        """A player's Goal cards: revealed at the end, the viewer's own, or face down."""
        board = self.data.board
        vp = board.prices.goal_vp
        if held.goals_revealed:
            marks = {"scored": _("fulfilled, +{vp} VP").format(vp=vp), "failed": _("not fulfilled"),
                     "duplicate": _("a second copy: scores once")}
            body = [_("{goal}: {text}: {result}.").format(
                goal=_(board.goal(g["card"]).name), text=_(board.goal(g["card"]).text).rstrip("."),
                result=marks[g["result"]]) for g in held.goals_revealed if isinstance(g.get("card"), int)]
            return Detail(_("{name}'s Goal cards (revealed)").format(name=who), body,
                          subtitle=_("The final stage"))
        if own_goals is not None:
            body = [f"{_(g.name)} ({goal_worth(board)}): {_(g.text)}"
                    for g in (board.goal(n) for n in own_goals)]
            body.append(_("Secret: only you see them. Each fulfilled Goal is worth {vp} VP at the end "
                          "of the game (house ruling: the printed value is lost).").format(vp=vp))
            return Detail(_("Your Goal cards"), body,
                          subtitle=ngettext("{n} Goal card", "{n} Goal cards", len(own_goals)).format(n=len(own_goals)))
        return Detail(_("{name}'s Goal cards").format(name=who), [
            ngettext("{n} Goal card, face down: only {name} knows which.",
                     "{n} Goal cards, face down: only {name} knows which.", held.goal_count)
            .format(n=held.goal_count, name=who),
            _("They are revealed at the end of the game; each fulfilled one is worth {worth}.")
            .format(worth=goal_worth(board))],
            subtitle=_("Secret"))

    def die(self, colour: str, moved: int | None) -> Detail:
        body = [_("The die shows {horse}.").format(horse=horse(colour))]
        if moved is not None:
            body.append(ngettext("{horse} sprints {n} square.", "{horse} sprints {n} squares.", moved)
                        .format(horse=horse(colour), n=moved))
        else:
            body.append(_("That horse is already ranked (or doubled): no extra sprint."))
        return Detail(_("Sprint die"), body, colour=colour)

    def round_indicator(self, rnd: int, rounds: int) -> Detail:
        return Detail(_("The hourglass"), [_("Round {n} of {total}.").format(n=rnd, total=rounds),
                                           _("The player with the most VP after the last round wins.")])


# The payoffs sheet's round summary lives in round_summary.py (re-exported here).
from .round_summary import RoundSummary, SeatResult, summarize_round  # noqa: E402,F401


def card_summary(card: Any) -> str:
    """A few words for the face of a small action card ("Start: exactly 4")."""
    parts = []
    for e in card.effects:
        t, op, v = e.trigger, e.op, e.value
        if t == "start":
            parts.append(_("Start: exactly {n}").format(n=v) if op == "set"
                         else _("Start: {n}").format(n=f"{int(v):+d}"))
        elif t == "sprint":
            if op == "set":
                parts.append(_("Sprint = {n}").format(n=v))
            elif op == "add":
                parts.append(_("Sprint {n}").format(n=f"{int(v or 0):+d}"))
            else:
                parts.append(_("Never sprints") if op == "block" else _("Sprint"))
        elif t == "photo_finish":
            parts.append(_("Wins photo finish") if op == "win" else _("Loses photo finish"))
        elif t == "finish_line":
            parts.append(_("Stops on the line") if op == "stop"
                         else _("At the line {n}").format(n=f"{int(v):+d}"))
        elif t in ("first", "last"):
            # A horse running alone is neither (docs/rules-notes.md): the face says so too.
            if t == "first":
                parts.append(_("If first (not alone): moves {n}").format(n=v) if v
                             else _("If first (not alone): stays"))
            else:
                parts.append(_("If last (not alone): moves {n}").format(n=v) if v
                             else _("If last (not alone): stays"))
        elif t == "reveal" and op == "odds":
            n = abs(int(v))
            parts.append(ngettext("Odds up {n} row", "Odds up {n} rows", n).format(n=n) if int(v) < 0
                         else ngettext("Odds down {n} row", "Odds down {n} rows", n).format(n=n))
        elif t == "reveal" and op == "discard":
            parts.append(_("Discards red cards") if v == "negative" else _("Discards green cards"))
        elif t == "payoff":
            parts.append(_("Winners {n} D").format(n=f"{int(v):+d}") if op == "danari"
                         else _("Winners {n} VP").format(n=f"{int(v):+d}"))
    return " · ".join(parts) or card.name
