"""Log lines with a colour of their own (a chat line in its sender's seat colour): kept as
lines of text everywhere, drawn in their colour made legible on the log's paper (the
generic table) or slate (Horse Fever's), never read as markup (the L overlay's text box
shows "<b>" as those three characters), and worded again in the language on screen."""
from __future__ import annotations

import pygame

from game.horsefever.ui.table_draw import _draw_log as hf_draw_log
from game.services import i18n
from game.ui import palette as P
from game.ui.assets import Assets
from game.ui.generic.layout import LOG
from game.ui.generic.logbook import Logbook, Tinted, Worded, colour_of
from game.ui.generic.logbox import draw_log
from game.ui.painter import Painter
from game.ui.scenes.overlays import log_html
from game.ui.viewport import Viewport

PINK = (240, 120, 200)  # a light seat colour: too light for text on cream as it is
SAID = "Ada: <b>not bold</b> & <font color='#FF0000'>not red</font>, " + "long " * 20


def painter() -> Painter:
    pygame.init()
    return Painter(pygame.Surface((1280, 720)), Viewport((1280, 720), 1.0, 0, 0), Assets())


def boxes(p: Painter) -> list[tuple]:
    return [op for op in p.ops if op[0] == "text_box"]


def test_a_tinted_line_is_a_line_of_text_with_a_colour():
    line = Tinted("Ada: hi", PINK)
    assert line == "Ada: hi" and "hi" in line and colour_of(line) == PINK
    assert colour_of("Ada: hi") is None
    assert [line, "x"] == ["Ada: hi", "x"]  # (compared, searched, merged as any line)


def test_readable_keeps_the_hue_and_reaches_4_5_to_1_on_paper_and_slate():
    for bg in (P.CREAM, P.SLATE):
        shown = P.readable(PINK, bg)
        assert P.contrast(shown, bg) >= 4.5
        r, g, b = shown
        assert r > g and b > g  # still pink (darker on paper, lighter on slate)
    dark = (40, 31, 24)
    assert P.readable(dark, P.CREAM) == dark  # (already legible: unchanged)


def test_the_generic_log_box_draws_a_chat_line_in_its_colour_on_every_row():
    p = painter()
    draw_log(p, LOG, ["Ticket Gagnant: 2 players.", Tinted(SAID, PINK)])
    rows = boxes(p)
    plain = [op for op in rows if op[1] == "Ticket Gagnant: 2 players."]
    assert plain and plain[0][4] == P.INK
    said = [op for op in rows if op[4] == P.readable(PINK, P.CREAM)]
    assert len(said) >= 2  # (it wraps: every row of it in its colour)
    drawn = " ".join(op[1] for op in said).replace("  ", " ")
    assert "<b>not bold</b> & <font color='#FF0000'>not red</font>" in drawn  # as text


def test_horse_fevers_log_draws_it_legible_on_the_slate():
    p = painter()
    hf_draw_log(p, ["— Round 1 —", Tinted("Bruno: ciao", PINK)])
    said = [op for op in boxes(p) if op[1] == "Bruno: ciao"]
    assert said and said[0][4] == P.readable(PINK, P.SLATE)


def test_the_log_overlay_escapes_every_line_and_colours_a_chat_line():
    html = log_html(["— Round 1 —", Tinted(SAID, PINK), "a < b"])
    assert "<b>— Round 1 —</b>" in html and "a &lt; b" in html
    colour = "#%02X%02X%02X" % P.readable(PINK, P.CREAM)
    assert (f"<font color='{colour}'>Ada: &lt;b&gt;not bold&lt;/b&gt; &amp; "
            "&lt;font color='#FF0000'&gt;not red&lt;/font&gt;") in html
    assert "<b>not bold" not in html and "<font color='#FF0000'>" not in html


def test_a_chat_line_in_the_logbook_keeps_its_colour_in_every_language():
    book = Logbook(lambda ev: str(ev.get("text", "")))
    book.add_event({"text": "first"})
    book.add_note(Worded(lambda: Tinted(i18n._("{name}: {text}").format(
        name="Ada", text="ciao"), PINK)))
    book.add_event({"text": "second"})
    for lang in ("en", "it"):
        i18n.set_language(lang)
        lines = book.lines()
        assert lines == ["first", "Ada: ciao", "second"]
        assert colour_of(lines[1]) == PINK and colour_of(lines[2]) is None
