"""Horse Fever's rules help as the shell's rules pages (``game.ui.plugin.RulesPage``).

The words are the twelve pages of ``rules_text.py`` (one message each, which Horse Fever's
own F1 at its table shows as HTML): here each page's HTML becomes paragraphs, its red
"Ruling" lines the page's house rulings, and the Action cards page shows every card as the
table draws it (``cards.action_card``) beside its text.
"""
from __future__ import annotations

import html
import re

import pygame

from ...services.i18n import _
from . import cards
from ...ui.painter import Painter
from ...ui.plugin import RulesPage, RulesPicture
from ..rules.data import GameData
from .rules_text import RULING, card_line, pages

CARD = (116, 166)  # an Action card on the page: the hand's face ("small"), its names whole at 800x600
_RULING_LINE = re.compile(r"<font color='" + RULING + r"'><b>[^<]*</b>\s*(.*?)</font>", re.S)
_BREAKS = re.compile(r"(?:<br>\s*){2,}")


def _plain(fragment: str) -> str:
    """HTML as the text it shows: a line break kept, tags dropped."""
    text = re.sub(r"<[^>]+>", "", fragment.replace("<br>", "\n"))
    return "\n".join(line.strip() for line in html.unescape(text).split("\n")).strip()


def _page(title: str, page_html: str) -> RulesPage:
    rulings = tuple(_plain(m) for m in _RULING_LINE.findall(page_html))
    body = _RULING_LINE.sub("<br><br>", page_html)
    paragraphs = tuple(p for p in (_plain(part) for part in _BREAKS.split(body)) if p)
    return RulesPage(_(title), paragraphs, rulings=rulings)


def _card_picture(data: GameData, number: int) -> RulesPicture:
    def draw(p: Painter, r: pygame.Rect) -> None:
        cards.action_card(p, data, number, r, "small")
    return RulesPicture(_plain(card_line(data.action(number))), draw, CARD)


def rules_pages(data: GameData) -> list[RulesPage]:
    """The pages in reading order, in the current language."""
    out = []
    for title, page_html in pages(data):
        if title == "Action cards":  # (pages() keeps the titles as marked: the English key)
            out.append(RulesPage(_(title), (_("Every Action card, as it lies in your hand. "
                                              "Right-click a card at the table for its full "
                                              "face."),),
                                 tuple(_card_picture(data, c.number) for c in data.actions)))
        else:
            out.append(_page(title, page_html))
    return out
