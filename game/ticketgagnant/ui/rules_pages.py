"""Ticket Gagnant's rules help (F1, the setup's Rules) as pages a new player reads in order:
the game and how it is won, a race, the cards, the track's squares, scoring, then every
house ruling of the data file once (``words.house_rulings``; the shell marks each).
Every picture is the table's own art (``art.py``); a square's words are its tooltip's
(``terms.FEATURES``); numbers come from the data file."""
from __future__ import annotations

from typing import Callable

import pygame

from ...services.i18n import _
from ...ui.painter import Painter
from ...ui.plugin import RulesPage, RulesPicture
from ..data import game_data
from ..words import house_rulings
from ...ui import palette as P
from . import art
from .terms import discipline_name, feature_words

CARD = (60, 90)  # a movement card on the page
SQUARE = 50  # a square of the track on the page
STRIP = (2 * SQUARE, SQUARE)  # two squares side by side


def _signed(n: int) -> str:
    """Points as the score track counts them: +7, -1 (the minus sign typeset)."""
    return f"{n:+d}".replace("-", "−")


def _horses(p: Painter, r: pygame.Rect) -> None:
    """Every horse's pawn in a row."""
    data = game_data()
    step = r.w / len(data.horses)
    for i, h in enumerate(data.horses):
        art.pawn(p, (r.x + step * (i + 0.5), r.centery), step * 0.95, data.colours[h], h)


def _card_picture(caption: str, test: Callable) -> RulesPicture:
    card = next(c for c in game_data().cards if test(c))
    return RulesPicture(caption, lambda p, r: art.card_face(p, r, card, {}), CARD)


def _strip(caption: str, feature: Callable[[Painter, pygame.Rect], None],
           cinder: bool = False) -> RulesPicture:
    """Two squares of ground with ``feature(p, strip)`` drawn over them."""
    def draw(p: Painter, r: pygame.Rect) -> None:
        p.rect(r.inflate(6, 6), P.RAIL, 4)
        art.ground(p, r, SQUARE, cinder)
        feature(p, r)
    return RulesPicture(caption, draw, STRIP)


def _right(r: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(r.x + SQUARE, r.y, SQUARE, SQUARE)


def _track_page() -> RulesPage:
    names = {d: discipline_name(d) for d in ("flat", "obstacle", "steeplechase", "harness")}
    return RulesPage(_("The track"), (
        _("{flat}: an open grid. {obstacle}: hedges. {steeplechase}: hedges and the river. "
          "{harness}: horseshoe prints on a cinder track. In the basic mode every race is "
          "{flat}; in the advanced mode the first player picks the discipline of each race.")
        .format(**names),), (
        _strip(feature_words("line"),
               lambda p, r: art.dotted_line(p, r.x + SQUARE, r.y, r.bottom)),
        _strip(feature_words("finish"), lambda p, r: art.finish(p, _right(r), SQUARE)),
        _strip(feature_words("hedge"), lambda p, r: art.hedge(p, _right(r))),
        _strip(feature_words("river"), lambda p, r: art.river(p, _right(r))),
        _strip(feature_words("horseshoe"), lambda p, r: art.horseshoe(p, _right(r)), True)))


def rules_pages() -> list[RulesPage]:
    """The pages in reading order, in the current language."""
    d = game_data()
    first, second, third = d.exact
    return [
        RulesPage(_("The game"), (
            _("Ticket Gagnant: {n} horses race across a grid of {lanes} lanes and {columns} "
              "columns, and nobody owns a horse. Before each race every player fills in a "
              "ticket that predicts the podium; then everyone plays movement cards that move "
              "any horse forward, back or sideways.").format(
                  n=len(d.horses), lanes=d.lanes, columns=d.columns),
            _("A right prediction scores points, a wrong one costs a little. After the last "
              "race the most points wins; a tie goes to the most exact predictions, then the "
              "tied players share the win.")), (
            RulesPicture(_("The horses, each with its colour and its number: a horse is "
                           "named by both."), _horses, (8 * 44, 44)),)),
        RulesPage(_("A race"), (
            _("1. The first player deals: everyone gets the same number of cards, {low} to "
              "{high}, as the first player chooses; the first player also chooses whether "
              "the tickets are visible or hidden and, in the advanced mode, the discipline.")
            .format(low=d.hand_min, high=d.hand_max),
            _("2. Predict: with only your own hand in view, fill in your ticket: 1 to 3 "
              "different horses for 1st, 2nd and 3rd place (a slot may stay empty). Visible "
              "tickets are shown once everyone has filled one in; hidden ones at the end of "
              "the race."),
            _("3. Move: from the first player on, each plays one card a turn, until every "
              "hand is spent. A hand with no card that can be played discards one."),
            _("4. The race ends when the hands are spent, or at once when a horse reaches "
              "the last column, the finish. Then the horses are ranked and the tickets "
              "scored, and the next player is first player for the next race."),
            _("At the table: click a card (or press 1 to 7), then the horse if the card "
              "lets you choose, then one of the highlighted squares; a pushed horse asks for "
              "its square too. Confirm with Enter; Undo (Ctrl+Z) takes it back."))),
        RulesPage(_("The cards"), (
            _("A card moves a horse exactly its number of squares in a straight line: "
              "forward, back, up or down, never diagonally. Other horses never block the "
              "way; only the edge of the board does."),
            _("A horse that lands on another pushes it to a free neighbouring square of the "
              "mover's choice, diagonals included. With no free square around it the move "
              "is not allowed.")), (
            _card_picture(_("A horse card: moves that horse, its colour and number, "
                            "exactly this many squares."), lambda c: c.kind == "horse"),
            _card_picture(_("A joker: moves any horse exactly this many squares."),
                          lambda c: c.kind == "joker"),
            _card_picture(_("A two-colour card: puts one of its two horses on a square next "
                            "to the other (in front, behind or beside it), however far away "
                            "it was."), lambda c: c.kind == "pair"),
            RulesPicture(_("A card's back: the other players' hands show only backs."),
                         art.card_back, CARD))),
        _track_page(),
        RulesPage(_("Scoring"), (
            _("Ranking: the horse furthest right is first, then second, third and so on. "
              "Horses in the same column are ordered by drawing their Photo Finish cards. A "
              "disqualified horse gets no place."),
            _("Each horse on your ticket scores: in the exact place {first} for 1st, "
              "{second} for 2nd, {third} for 3rd; on the podium in another place {other}; "
              "off the podium {off}; disqualified {out}.").format(
                  first=_signed(first), second=_signed(second), third=_signed(third),
                  other=_signed(d.podium_other), off=_signed(d.off_podium),
                  out=_signed(d.disqualified)),
            _("Bonus: three horses on the ticket, all exact, {exact}; the three podium horses "
              "in another order, {podium}.").format(exact=_signed(d.bonus_all_exact),
                                                    podium=_signed(d.bonus_podium)),
            _("A total never goes below {floor}.").format(floor=_signed(d.floor).lstrip("+"))), (
            RulesPicture(_("A ticket: its horses for 1st, 2nd and 3rd place."),
                         lambda p, r: art.ticket(p, r, [3, 1, 6], {}, True), (120, 42)),)),
        RulesPage(_("House rulings"), (
            _("The rules summary of Ticket Gagnant leaves these open; this program decides "
              "them so:"),), rulings=tuple(house_rulings())),
    ]
