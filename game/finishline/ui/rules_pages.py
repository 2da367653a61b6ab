"""Finish Line's rules help (F1, the setup's Rules) as pages a new player reads in order:
the game and how it is won, the bet sheet and what it pays, a turn of the race, the horse
tiles and every die face drawn as the table draws them (``art.py``), then every house
ruling of the data file once (``words.house_rulings``; the shell marks each). The faces'
words are their tooltips' (``words.FACES``); numbers come from the data file."""
from __future__ import annotations

from typing import Callable

import pygame

from ...services.i18n import _
from ...ui.painter import Painter
from ...ui.plugin import RulesPage, RulesPicture
from ..data import load_data
from ..words import eur, face_help, house_rulings
from . import art

DIE = 50  # a die on the page
TILE = (88, 127)  # a horse tile on the page (the table's are 104 x 150)
# The dice's pages: colours together, in the order the pool panel lists them.
DICE_PAGES = (("white", "green"), ("red", "black"), ("yellow",))


def _faces(colour: str) -> list[str]:
    """A colour's faces, each once, in the data's order."""
    out: list[str] = []
    for die in load_data().dice:
        for face in die["faces"] if die["colour"] == colour else ():
            if face not in out:
                out.append(face)
    return out


def _die(colour: str, face: str) -> RulesPicture:
    def draw(p: Painter, r: pygame.Rect) -> None:
        art.draw_die(p, r.center, DIE, colour, face)
    return RulesPicture(face_help(face), draw, (DIE + 8, DIE + 8))


def _tile(number: int, squares: list, faces: dict[str, str], caption: str) -> RulesPicture:
    tile = load_data().tiles[number]

    def draw(p: Painter, r: pygame.Rect) -> None:
        art.draw_tile(p, r, number, tile["trait"], squares, tile["silks"], faces=faces)
    return RulesPicture(caption, draw, TILE)


def _row() -> RulesPicture:
    """The front of race 1's starting row (the rulebook's example: #5, #18, #11 and #20),
    each tile with its odds."""
    d = load_data()
    numbers = [n for n in (5, 18, 11, 20) if n in d.tiles]
    odds = d.odds[0][-len(numbers):]
    w, h = 76, round(76 * art.TILE_H / art.TILE_W)

    def draw(p: Painter, r: pygame.Rect) -> None:
        for i, (n, o) in enumerate(zip(numbers, odds)):
            t = d.tiles[n]
            art.draw_tile(p, pygame.Rect(r.x + i * (w + 6), r.y, w, h), n, t["trait"],
                          (["#"] if t["trait"] else []) + [None] * t["slots"], t["silks"], odds=o)
    return RulesPicture(_("The front of a starting row, the leader on the right. Under its "
                          "number each tile shows its odds (here race 1's last four): the "
                          "further back, the more a bet on it pays."), draw,
                        (len(numbers) * (w + 6), h))


def _first(test: Callable[[dict], bool]) -> int:
    return next(n for n, t in sorted(load_data().tiles.items()) if test(t))


def _tiles_page() -> RulesPage:
    plain = _first(lambda t: t["trait"] == "" and t["slots"] == 3)
    fav = _first(lambda t: t["trait"] == "F")
    steady = _first(lambda t: t["trait"] == "S")
    tiles = load_data().tiles
    return RulesPage(_("Horse tiles"), (
        _("A horse moving up one place passes the horse in front of it: the two tiles swap. "
          "Two horses dead even share one place, the one laid above the other."),), (
        _tile(plain, ["W1"] + [None] * (tiles[plain]["slots"] - 1), {"W1": "horseshoe"},
              _("A horse tile: its number, its jockey's colours and the free squares where "
                "dice go. A second white horseshoe on it moves it up one place.")),
        _tile(fav, ["#"] + [None] * tiles[fav]["slots"], {},
              _("A favourite (F): one white horseshoe moves it up at once. No die goes on "
                "the printed F square.")),
        _tile(steady, ["#"] + [None] * tiles[steady]["slots"], {},
              _("A steady runner (S): no Whipping and no Disqualified! on it, and Tempo "
                "change may not take a white die from it. No die goes on the printed S "
                "square."))))


def _dice_pages() -> list[RulesPage]:
    data = load_data()
    titles = {("white", "green"): _("White and green dice"),
              ("red", "black"): _("Red and black dice"), ("yellow",): _("Yellow dice")}
    notes = {("white", "green"): _("The white dice move the horses; the green ones pay."),
             ("red", "black"): _("The red dice push or threaten a horse; the black ones play "
                                 "tricks."),
             ("yellow",): _("Yellow dice come into play only on the homestretch, once the "
                            "pool holds {n} dice or fewer.").format(n=data.homestretch_pool)}
    return [RulesPage(titles[group], (notes[group],),
                      tuple(_die(c, f) for c in group for f in _faces(c)))
            for group in DICE_PAGES]


def rules_pages() -> list[RulesPage]:
    """The pages in reading order, in the current language."""
    d = load_data()
    tops = d.top_ups
    return [
        RulesPage(_("The game"), (
            _("Finish Line is a betting game on {races} horse races. Before each race {n} "
              "horse tiles are drawn and laid in a row: the starting order, the leader on "
              "the right.").format(races=d.races, n=d.tiles_per_race),
            _("Everyone bets in secret on the winner and on the first two. Then the players "
              "take turns drafting and rolling dice that push horses forward, hold them back "
              "or put them out of the race."),
            _("When the dice run out, the horse furthest right wins and the next one is "
              "second. Bets are paid, and after the last race the most money wins: the Grand "
              "Total, your capital plus your side bets. A tie shares the win.")), (_row(),)),
        RulesPage(_("Betting"), (
            _("Your capital: {start} to begin with, {second} more before race 2 and {third} "
              "more before race 3.").format(start=eur(d.start_capital), second=eur(tops[1]),
                                            third=eur(tops[2])),
            _("Before each race, in secret, fill in your bet sheet: up to {winners} winner "
              "bets (one horse each) and up to {places} place bets (a pair of horses to come "
              "in first and second, in either order), in steps of {step}, all together at "
              "most your capital. What you do not stake stays yours.").format(
                  winners=d.max_winner_bets, places=d.max_place_bets, step=eur(d.bet_step)),
            _("The odds stand under each starting position: the further back a horse starts, "
              "the more it pays."),
            _("A winner bet that wins returns its stake times the horse's odds. A place bet "
              "that comes in returns its stake times the sum of both horses' odds. Lost "
              "stakes are gone. Your new capital is what you kept plus all that came back."),
            _("Green dice add side bets (paid at the end) and Outsider bonuses (paid with the "
              "bets)."),
            _("At the table: choose Winner bet or Place bet, then the horse (or the two "
              "horses), type the stake (or step it with + and -) and Confirm each line; Sheet "
              "complete ends your bets."))),
        RulesPage(_("The race"), (
            _("The starting player takes {hand} dice from the pool, of at least two colours, "
              "rolls them, uses one and passes the other two to the left.").format(hand=d.hand),
            _("Each next player takes one more die from the pool (of another colour when "
              "the two in hand match and the pool allows), rolls all three, uses one and "
              "passes two on."),
            _("Using a die means doing what its face says (see the dice pages). You may also "
              "do nothing: one die still goes out of the race."),
            _("The race ends with the turn that takes the last die from the pool. Then the "
              "saved Extra moves are played; if the two leaders are still dead even, a photo "
              "finish decides: {n} white dice each, the most horseshoes wins.").format(
                  n=d.photo_dice),
            _("The first race's starting player is drawn at random; in the next races it is "
              "the player with the most capital."),
            _("At the table: pick a die (a click, or 7, 8, 9), then its horse; a refused "
              "choice is greyed and says why."))),
        _tiles_page(),
        *_dice_pages(),
        RulesPage(_("House rulings"), (
            _("The rulebook leaves these open; this program decides them so:"),),
            rulings=tuple(house_rulings())),
    ]
