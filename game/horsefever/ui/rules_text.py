"""The in-game rules help: the Horse Fever rules as readable pages (pygame_gui HTML).

Written from the 2017 rulebook. Where this program follows ``rulings.md`` instead of the
rulebook (a gap filled or a disagreement settled) the page says so in a marked "Ruling"
line, so nobody is surprised that the program differs from the printed booklet.

Every page is one message of the catalogs (HTML included) with its numbers as named fields,
each ruling one more; the Action cards' and characters' texts are the data's own messages
(their names stay as printed).
"""
from __future__ import annotations

import re

from ...services.i18n import N_, _, ngettext, pgettext
from ...services.numbers import money, number
from ..log_words import horse
from .board_panels import KINDS as CHIP_KINDS, chip_letter
from ..rules.data import GameData

RULING = "#9A2A1E"


def _ruling(text: str) -> str:
    return "<br><font color='{colour}'><b>{label}</b> {text}</font><br>".format(
        colour=RULING, label=_("Ruling (this program):"), text=text)


def pages(data: GameData) -> list[tuple[str, str]]:
    """(title, html) of every page, in reading order (source line breaks are just spaces).
    Worded in the current language when called (the rules scene lays them out again when
    the language changes); titles stay marked (``N_``) for the buttons to translate."""
    out = []
    for t, h in _pages(data):
        h = re.sub(r"\s*\n\s*", " ", h).strip()
        out.append((t, re.sub(r"<br>\s+", "<br>", h)))
    return out


def _kind_word(kind: str) -> str:
    """An Action card's colour as the card is named: in Italian a card is feminine ("rossa"),
    where the other games' horses and dice say "rosso"; hence a context of its own."""
    if kind == "positive":
        return pgettext("action card", "green")
    if kind == "negative":
        return pgettext("action card", "red")
    return pgettext("action card", "grey")


def card_line(c) -> str:
    """An Action card's line: number and name as printed, its colour, letter, star, text."""
    kind = _kind_word(c.kind)
    if c.letter and c.star:
        what = _("{kind}, letter {letter}, star").format(kind=kind, letter=c.letter)
    elif c.letter:
        what = _("{kind}, letter {letter}").format(kind=kind, letter=c.letter)
    elif c.star:
        what = _("{kind}, star").format(kind=kind)
    else:
        what = kind
    return f"<b>{c.number}. {c.name}</b> ({what}): {_(c.text)}"


def _fields(data: GameData) -> dict[str, object]:
    """The numbers and lists the pages name, in the current language."""
    r = data.rules
    bp = data.board.prices  # the Board Game's numbers, never written out here
    table = "<br>".join(
        ngettext("{n} players: {rounds} rounds, {tokens} bet token per colour",
                 "{n} players: {rounds} rounds, {tokens} bet tokens per colour", row.bet_tokens)
        .format(n=n, rounds=row.rounds, tokens=row.bet_tokens) for n, row in sorted(data.players.items()))
    star = " (" + _("star") + ")"
    return dict(
        odds=", ".join(f"1:{o}" for o in data.odds_values),
        prices=", ".join(f"1:{row.odds} {money(row.price)}" for row in data.odds_rows),
        table=table,
        lanes=", ".join(f"{horse(s.colour)} ({s.name})" for s in data.stables),
        cards="<br>".join(card_line(c) for c in data.actions),
        chars="<br>".join(f"<b>{c.name}</b>{star if c.star else ''}: {_(c.text)}" for c in data.characters),
        starting_vp=r.starting_vp, min_rounds=r.min_rounds, max_rounds=r.max_rounds,
        stake_step=r.stake_step, win_vp=r.win_vp, show_multiplier=r.show_multiplier, show_vp=r.show_vp,
        show_places=r.show_places, finish_line=data.track.finish_line,
        prizes=" / ".join(number(p) for p in data.prizes), stable_vp=r.stable_vp,
        pass_bonus=bp.pass_bonus, goal_vp=bp.goal_vp, english_step=bp.english_step,
        # the players' chips' letters as the table draws them (A / C / O / P in Italian)
        **{f"chip_{k}": chip_letter(k) for k in CHIP_KINDS})


def _pages(data: GameData) -> list[tuple[str, str]]:
    f = _fields(data)

    # (No arrow signs in the pages: the help's serif font has no glyph for them.)
    def say(message: str) -> str:
        return _(message).format(**f)

    def ruling(message: str) -> str:
        return _ruling(say(message))
    return [
        (N_("The game"), say(N_("""<b>Horse Fever</b> (Cranio Creations): you are a wealthy bettor at the
Horseburg racetrack. Over a fixed number of rounds you bet on horse races, fix them with action
cards, and collect Victory Points (VP) and Danari (D). <b>The player with the most VP wins.</b><br><br>
This program plays the <b>Family Game</b> (and the <b>Board Game</b> as the engine supports it).
Every rule is enforced by the program; illegal choices are shown disabled with the reason.<br><br>
<b>The six stables</b>, in lane order, each with a number and a pattern besides its colour:<br>{lanes}.<br><br>
<b>Odds</b> are {odds}: 1:2 is the favourite. The three best rows are the "high odds", the three
others the "low odds". Several stables may share a row."""))),
        (N_("Setup"), say(N_("""Every player starts with {starting_vp} VP token and draws a Character card at random,
which gives the starting Danari. The six stable tokens are shuffled onto the odds rows (1:7 first,
up to 1:2). The bet tokens go to the reserve:<br>{table}.<br><br>
The first player is chosen with a sprint-die roll; the First Player card passes clockwise every round.""")) + ruling(N_("a character without a star whose card shows 1:N starts as owner of the stable that is on the 1:N row after the shuffle (so each stable has at most one owner). Family Game: only the six characters without a star are used.")) + ruling(N_("the setup screen offers {min_rounds} to {max_rounds} rounds (the 2009 rulebook's 3 to 10 turns); the default is the rounds table above.")) + say(N_("""
<br>Characters:<br>{chars}"""))),
        (N_("A round"), say(N_("""Each Family Game round has four phases:<br>
<b>1. Deal</b>: every player gets two action cards, face down. Keep them secret.<br>
<b>2. Betting</b>: first bets (compulsory), fixing the race (play all your action cards face
down on lanes), second bets (optional).<br>
<b>3. Race</b>: the action cards are revealed, then the horses race until all six are ranked;
payoffs; new odds.<br>
<b>4. End of round</b>: cards are shuffled back, the horses return to the start, the First Player
card passes clockwise. After the last round the game ends."""))),
        (N_("Betting"), say(N_("""<b>Minimum bet</b> = 100 D × your VP. Stakes are multiples of {stake_step} D,
from the minimum bet up to all your Danari. The stake leaves you when you bet.<br><br>
<b>First bets</b>: from the first player, clockwise, everyone must bet on a horse, taking a bet
token of its colour from the reserve (none left: nobody can bet on that horse this round).<br>
<b>Win</b>: pays stake × the horse's odds (1:N pays N × stake) and {win_vp} VP if it finishes 1st.<br>
<b>Show</b>: pays stake × {show_multiplier} and {show_vp} VP if it finishes 1st to {show_places}rd.<br>
Lost bets go to the bank.<br><br>
<b>Second bets</b>: counter-clockwise from the player to the first player's right; the first
player bets last. You may pass. A second bet on the same horse must be the other kind (Win/Show).<br><br>
<b>Cannot cover the minimum bet?</b> You lose 2 VP tokens instead; with fewer than 2 VP tokens you are out (Stable Owner cards count for the minimum bet but cannot be given up).""")) + ruling(N_("a player who is out takes no further part; their cards stay where they are, and they rank last. A player who cannot bet only because no bet token of any colour is left simply skips. A winning Win bet pays stake × N with the stake included (the stake was paid when betting). The bank is unlimited."))),
        (N_("Fixing the race"), say(N_("""From the first player, clockwise, each player plays <b>one</b> action
card face down on any lane, again and again until everybody has played all their cards (you cannot
keep cards for the next race). Any number of cards may go on the same horse.<br><br>
<b>The reveal</b> (just before the race), horse by horse:<br>
1. Friz Finden discards every red card on its horse; Rochelle Recherche every green card.<br>
2. A green and a red card with the same letter on the same horse cancel: both are discarded.<br>
3. Alfio Allibratore moves the stable's token 2 rows up (towards 1:2), Steven Sting 2 rows down,
stopping at the ends.<br>
Discarded cards have no effect at all. The odds after the reveal are the <b>race odds</b>.
""")) + ruling(N_("the order of the three reveal steps above, and that odds cards on different horses apply in lane order, are this program's reading; the rulebook only says to apply the cards' effects."))),
        (N_("The race"), say(N_("""The race is a series of race units until all six horses are ranked.<br>
<b>Each unit</b>: the first player turns the top movement card; every horse still running moves the
number printed on its stable's race-odds row. Then both <b>sprint dice</b> are rolled: each colour
shown gives that horse one extra square (once, even if both dice show it; a horse that has just
reached the line still sprints; a ranked horse doesn't).<br><br>
<b>Finish line</b>: square {finish_line} (squares count from 0 at the start). Horses at or past it have
finished and go to the ranking: more squares beyond the line ranks first.<br><br>
<b>Card effects</b>: "the start" is the race's first movement card; first/last effects apply on
later cards only and compare the horses still running, by their squares before the card's move.
Finish-line effects apply on the movement card's move that reaches square {finish_line}.""")) + ruling(N_("a horse running alone is neither first nor last. An exhausted movement deck is reshuffled from the cards turned so far."))),
        (N_("Photo finish"), say(N_("""Horses that finish in the same unit on the same number of squares beyond
the line are in a <b>photo finish</b>:<br>
1. In Igni Veritas wins it, Mala Tempora loses it;<br>
2. otherwise the horse with the better race odds goes first (1:2 before 1:3);<br>
3. with equal odds, the <b>first player chooses</b> the order, one horse at a time.
""")) + ruling(N_("if the first player is out of the game, the next player still in chooses. Bots choose the order that pays them most."))),
        (N_("Payoffs and odds"), say(N_("""<b>Payoffs</b>, clockwise from the first player: winning bets are paid
by the bank (Win: stake × N and {win_vp} VP; Show: stake × {show_multiplier} and {show_vp} VP), lost stakes
stay with the bank. Then the owners of the horses ranked 1st, 2nd and 3rd receive
{prizes} D.<br><br>
<b>New odds</b>: compare each horse's place p (1-6) with its stable's race-odds row r (1 for 1:2 …
6 for 1:7). p better than r: one row up; p worse: one row down; equal: it stays. Rows stop at 1:2 and 1:7.""")) + ruling(N_("the comparison is with the race odds (after the reveal), horse by horse from the winner.")) + say(N_("""
<br><b>Stable Owner prices</b> (Board Game purchases): {prices}."""))),
        (N_("End of the game"), say(N_("""After the last round the player with the most VP wins (VP tokens plus
{stable_vp} VP for each Stable Owner card held).<br><br>
<b>Ties</b>, Family Game: the tied player with the most Danari wins; if still tied, a sprint-die roll.
Board Game: Danari do not count; a sprint-die roll decides.""")) + ruling(N_("the sprint-die roll is won by the higher lane number rolled (white 6 beats black 1), re-rolling ties; the printed tie-breaker table ('the heavier player wins' ...) is shown for fun only. Players who were eliminated rank last, the last one out first."))),
        (N_("Board Game"), say(N_("""The Board Game adds a <b>purchase phase</b> (two steps: action cards,
goals, assistants, horses, stable owner cards, loans, buying from players, clearance sales, or pass
for {pass_bonus} D), a <b>starting lineup</b> of Horse cards, and two <b>auctions</b> after the payoffs (a Dutch
auction to sell 1 VP to the bank, then an English auction to buy 1 VP). Goal cards score {goal_vp} VP each at
the end (house ruling: the printed value is lost); loans are repaid first.<br><br>
<b>On the table</b>: each player's panel shows small chips for what they own: <b>{chip_assistant}</b> Assistants,
<b>{chip_horse}</b> Horse cards in hand, <b>{chip_goal}</b> Goal cards (face down: only their owner sees which, after the
pass screen; revealed with their result at the end) and <b>{chip_loan}</b> loans with the amount due. Right-click
(or hover) a chip for every card's full text. A Horse card lined up on a lane lies at the right of the
lane's action cards.<br><br>
<b>Purchases</b>: the panel shows every kind of purchase with its price; hatched ones say why not
(hover or click). 1-6 or the Left / Right arrow keys choose a kind; a stable, a loan, a card of another player or a clearance
sale opens a second row (1-4, PgUp/PgDn for more). <b>Pass</b> (P) gives {pass_bonus} D. Like every Board Game
decision (keeping a drawn card, the seller's answer, the lineup, Troy's and Cédric's copies, Eric
Change, the auctions), a choice stays yours to take back with Ctrl+Z until Enter confirms it.<br>
<b>Auctions</b>: 1 (or W) accepts the bank's offer / bids the next step of {english_step} D, 2 leaves.
""")) + ruling(N_("see the Board Game section of the rulings: the star cards' icon-only texts, Miss Double, the seller's consent in hot-seat (the seller answers on their own pass screen), Dutch-auction floor of 100 D, and ties decided by a sprint-die roll."))),
        (N_("Action cards"), f["cards"]),
        (N_("Controls"), say(N_("""<b>Mouse</b>: everything. Left-click to choose, right-click (or hover) any card,
token, horse, Blackboard row or player for its full text.<br><br>
<b>Keys</b>:<br>1-6: choose horse / lane<br>W / S: Win / Show<br>Arrow keys or + −: change the stake
(PgUp/PgDn: ×10); in race fixing Left / Right choose the card<br>Enter: confirm<br>Ctrl+Z: undo your
last unconfirmed choice (nothing is undone once confirmed); Backspace: erase a typed digit<br>P: pass (second bet)<br>
Space: skip the pause / activate the focused button (never on a pass-the-screen card: Enter or a click there)<br>Tab: move the keyboard focus<br>
L: game log<br>M: sound off / on<br>F1: these rules<br>F11: fullscreen<br>F12: screenshot<br>Esc: menu<br><br>
<b>Hot-seat</b>: with two or more people at one screen, a "Pass to NAME" screen hides
everything before a player's secrets (hand, face-down cards, Goals) are shown to anyone but the
last player who saw secrets; every other turn opens with a short "NAME's turn" banner. Private
cards disappear when their turn ends; Action cards just bought are shown to the buyer at once."""))),
    ]
