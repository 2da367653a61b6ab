"""Bettor Horse's rules help (F1, the setup's Rules) as pages a new player reads in order:
the game and how it is won, a round, the prize (with a round worked through), the final
round and the end, every kind of card drawn as the table draws it (``cards.py``), 4 or
more players, then every house ruling of the data file once (``words.house_rulings``; the
shell marks each). Numbers come from the data file."""
from __future__ import annotations

from typing import Any

import pygame

from ...services.i18n import _
from ...ui.painter import Painter
from ...ui.plugin import RulesPage, RulesPicture
from .. import words
from ..data import game_data
from . import cards as C

CARD = (64, 90)  # a card on the page (the table's are 60 x 84)
PICTURE = (130, 92)  # room for one card, or two side by side


def _view() -> dict[str, Any]:
    """The deck list as the view gives it to the card drawings (only their printed data)."""
    return {"deck": [{"speed": c.speed, "back": c.back, "mudder": c.mudder, "sure": c.sure}
                     for c in game_data().deck]}


def _card_id(test) -> str:
    """The first card of the first colour deck that passes ``test`` (a card's id)."""
    data = game_data()
    k = next(i for i, c in enumerate(data.deck) if test(c))
    return data.card_id(0, k + 1)


def _picture(caption: str, draw) -> RulesPicture:
    """One card, centred in the picture's room."""
    def centred(p: Painter, r: pygame.Rect) -> None:
        card = pygame.Rect(0, 0, *CARD)
        card.center = r.center
        draw(p, card)
    return RulesPicture(caption, centred, PICTURE)


def _pair(caption: str, draw, a: str, b: str) -> RulesPicture:
    """Two cards side by side (``draw(p, rect, a)``, then ``b``)."""
    def both(p: Painter, r: pygame.Rect) -> None:
        w = (r.w - 6) // 2
        h = round(w * CARD[1] / CARD[0])
        draw(p, pygame.Rect(r.x, r.centery - h // 2, w, h), a)
        draw(p, pygame.Rect(r.right - w, r.centery - h // 2, w, h), b)
    return RulesPicture(caption, both, PICTURE)


def _face(card: str):
    view = _view()
    return lambda p, r: C.draw_face(p, r, view, card)


def _example() -> RulesPicture:
    """A round revealed: the opponent's three horses and bet above, yours below (cards at
    the table's size: a smaller Bet card would cut its word at the smallest window)."""
    data = game_data()
    view = _view()

    def card(seat: int, speed: int) -> str:
        k = next(i for i, c in enumerate(data.deck) if c.speed == speed and not c.mudder)
        return data.card_id(seat, k + 1)

    rows = ((1, (4, 3, 7), "win"), (0, (6, 3, 5), "draw"))

    def draw(p: Painter, r: pygame.Rect) -> None:
        (w, h), gap = CARD, 6
        for row, (seat, speeds, bet) in enumerate(rows):
            y = r.y + row * (h + 10)
            for i, speed in enumerate(speeds):
                C.draw_face(p, pygame.Rect(r.x + i * (w + gap), y, w, h), view, card(seat, speed))
            C.draw_bet(p, pygame.Rect(r.x + 3 * (w + gap) + 8, y, w, h), bet)
    return RulesPicture(_("An example: your 6, 3 and 5 (below) against 4, 3 and 7 win one race, "
                          "tie one and lose one: a Draw for both players. You bet Draw, your "
                          "opponent Win: only your bet matches, and all 6 cards go into your "
                          "Purse."), draw, (4 * CARD[0] + 3 * 6 + 8, 2 * CARD[1] + 10))


def _cards_page() -> RulesPage:
    data = game_data()
    plain = _card_id(lambda c: not c.mudder and not c.sure and c.speed == 4)
    sure = _card_id(lambda c: c.sure)
    mudder = _card_id(lambda c: c.mudder)
    mudder_speed = next(c.speed for c in data.deck if c.mudder)
    pics = (
        _picture(_("A horse card: its speed, from {low} (the slowest) to {high}. Every colour "
                   "deck holds the same {n} horses.").format(
                       low=min(c.speed for c in data.deck), high=max(c.speed for c in data.deck),
                       n=len(data.deck)), _face(plain)),
        _picture(_("A Sure Thing (gold star): one of the two fastest horses, speed {high}.")
                 .format(high=max(c.speed for c in data.deck)), _face(sure)),
        _picture(_("The Mudder (blue drop), a {speed}: on a Wet track its owner may run it "
                   "1 faster or 1 slower, once both cards of its race are seen.")
                 .format(speed=mudder_speed), _face(mudder)),
        _pair(_("A Wet back and a Dry back: face down, a horse card shows only its back, "
                "so your opponent sees Wet or Dry, never the speed."), C.draw_back, "wet", "dry"),
        _picture(_("The Win Bet card: you expect to win at least 2 of the 3 races."),
                 lambda p, r: C.draw_bet(p, r, "win")),
        _picture(_("The Lose Bet card: you expect to lose at least 2 of the 3 races."),
                 lambda p, r: C.draw_bet(p, r, "lose")),
        _picture(_("The Draw Bet card: you expect two ties, or one win, one loss and one tie."),
                 lambda p, r: C.draw_bet(p, r, "draw")),
        _pair(_("Track Conditions (an optional rule of the setup): once the bets are shown "
                "a card is cut; its back makes the track Wet or Dry for the round's three "
                "races. Only a Mudder cares."), C.draw_weather, "wet", "dry"),
    )
    return RulesPage(_("The cards"), (), pics)


def rules_pages() -> list[RulesPage]:
    """The pages in reading order, in the current language."""
    data = game_data()
    n = len(data.deck)
    return [
        RulesPage(_("The game"), (
            _("Bettor Horse is a duel of horse races. Each player owns a colour deck of {n} "
              "horse cards and three Bet cards: Win, Lose and Draw.").format(n=n),
            _("Every round you race three of your horses against three of your opponent's, "
              "and you bet on how the round will end for you. A right bet wins horse cards "
              "into your Purse."),
            _("The game ends when the decks are spent: the most cards in the Purse wins. "
              "Tied players settle it by Sudden Death."),
            _("Bettor Horse is for 2 players; with 4, 6 or 8 everyone plays the same duels "
              "against changing opponents."))),
        RulesPage(_("A round"), (
            _("1. Choose your horses: lay 3 horse cards face down, in order: race 1, race 2, "
              "race 3. You both choose at the same time: your opponent sees nothing of your "
              "choice until both have chosen, then only the backs."),
            _("2. Bet: lay one Bet card face down beside them. You bet on the whole round, "
              "not on a single race."),
            _("3. Both Bet cards are turned face up together. With Track Conditions, a card "
              "is now cut for the weather (see The cards)."),
            _("4. The races are turned one at a time: the faster horse wins its race, equal "
              "speeds tie."),
            _("5. Your outcome: win 2 races and the round is your Win, lose 2 and it is your "
              "Lose; anything else (two ties, or one win, one loss and one tie) is a Draw. "
              "Your Win is your opponent's Lose: both bets can be right only with Win against "
              "Lose, or Draw against Draw."),
            _("At the table: click a card in your hand (or press its speed, 1 to 8), then "
              "Confirm (Enter); Undo (Ctrl+Z) takes it back until then. The bet: Win, Lose "
              "or Draw (keys 1 to 3). The readout beside your cards counts the round so far."))),
        RulesPage(_("The prize"), (
            _("If only your bet matches your outcome, all 6 horse cards of the round go into "
              "your Purse."),
            _("If both bets match, each player puts their own 3 cards into their Purse."),
            _("If neither matches, all 6 cards go into the Pool, which waits for the final "
              "round.")), (_example(),)),
        RulesPage(_("The final round"), (
            _("With 3 cards left in each deck, each player chooses just 1 of them and bets. "
              "That single race decides the round; its two cards go as any round's prize, and "
              "whoever's bet matches also wins the Pool."),
            _("Then the game ends: the most cards in the Purse wins. Tied players play Sudden "
              "Death: each races any 3 cards of their Purse, with a bet, again and again, "
              "until one player's bet alone matches. When such chosen rounds leave the duel "
              "undecided, the horses are then dealt at random and only the bets are chosen (a "
              "house ruling, see House rulings)."))),
        _cards_page(),
        RulesPage(_("4, 6 or 8 players"), (
            _("Every extra box of Bettor Horse seats 2 more players. Each round the players "
              "race in pairs, two by two, and the board shows the round's two racers; the "
              "seats beside the board show everyone's Purse."),
            _("The final round has two parts: in Part I each player chooses 1 of their last "
              "3 cards against one opponent, in Part II 1 of the last 2 against another. "
              "The Pool goes to the Part II players whose bets matched."),
            _("Who meets whom, round by round, is a house ruling (the next page)."))),
        RulesPage(_("House rulings"), (
            _("The leaflet of Bettor Horse leaves these open; this program decides them so:"),),
            rulings=tuple(words.house_rulings(data))),
    ]
