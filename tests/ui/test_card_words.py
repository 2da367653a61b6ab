"""What the cards themselves say: a Goal card's worth, the lone-horse ruling on Felix
Infernalis and Vigor Ferreum, and a big card's name drawn whole (issue 16)."""
from __future__ import annotations

import shutil

import pygame
import pytest

from game.horsefever.rules.loader import DEFAULT_DATA_DIR as DATA_DIR, load_data
from game.horsefever.ui import cards
from game.ui.assets import Assets
from game.horsefever.ui.decisions.board_common import card_content, card_tip
from game.horsefever.ui.describe import Words, card_summary
from game.horsefever.ui.display_board import BoardSeat
from game.ui.painter import Painter
from game.ui.viewport import Viewport

LONE = "A horse running alone is neither first nor last (house ruling)."


@pytest.fixture
def painter():
    pygame.init()
    pygame.display.set_mode((1280, 720))
    return Painter(pygame.Surface((1280, 720)), Viewport((1280, 720), 1.0, 0, 0), Assets())


def goal_numbers(data) -> list[int]:
    return [g.number for g in data.board.goals]


def fits(painter, monkeypatch) -> list[tuple[str, str]]:
    """(asked, drawn) for every line drawn with a max_width: drawn ends in "…" when cut."""
    seen: list[tuple[str, str]] = []
    real = Painter._fit

    def spy(self, txt, size, role, max_width):
        out = real(self, txt, size, role, max_width)
        seen.append((txt, out[0]))
        return out
    monkeypatch.setattr(Painter, "_fit", spy)
    return seen


# ---- Goal cards say what they are worth ------------------------------------------------------

@pytest.mark.parametrize("vp", [2, 3])
def test_a_goal_card_says_its_worth_on_the_card_its_tooltip_and_its_details(painter, tmp_path, vp):
    # The value comes from data/board.toml (goal_vp), not from a literal in the code.
    src = (DATA_DIR / "board.toml").read_text(encoding="utf-8")
    folder = tmp_path / "data"
    shutil.copytree(DATA_DIR, folder)
    (folder / "board.toml").write_text(src.replace("goal_vp = 2", f"goal_vp = {vp}"), encoding="utf-8")
    data = load_data(folder)
    worth = f"+{vp} VP (house ruling)"
    words = Words(data, ["Ada", "Bruno"])
    for n in goal_numbers(data):
        assert worth in card_tip(data, n)
        assert any(worth in line for line in words.other_card(n).body)
        painter.ops.clear()
        card_content(data, n)(painter, pygame.Rect(100, 100, 220, 108), True)
        assert worth in painter.texts(), n
        painter.ops.clear()
        card_content(data, n, "sell for 800 D")(painter, pygame.Rect(100, 100, 220, 108), True)
        assert worth in painter.texts() and "sell for 800 D" in painter.texts()
    # A player's own Goals (hover on the G chip) name the worth of each one.
    held = words.board_items(0, "goal", BoardSeat(goal_count=2), goal_numbers(data)[:2], 0)
    assert all(worth in line for line in held.body[:2])


def test_other_cards_claim_no_worth(data, painter):
    for n in [a.number for a in data.board.assistants] + [h.number for h in data.board.horses]:
        assert "VP (house ruling)" not in card_tip(data, n)
        painter.ops.clear()
        card_content(data, n)(painter, pygame.Rect(100, 100, 220, 108), True)
        assert not any("VP (house ruling)" in t for t in painter.texts())


# ---- Felix Infernalis and Vigor Ferreum: a horse running alone -------------------------------

def first_or_last_cards(data):
    cards = [c for c in data.actions if any(e.trigger in ("first", "last") for e in c.effects)]
    assert {c.name for c in cards} == {"Felix Infernalis", "Vigor Ferreum"}
    return cards


def test_felix_and_vigor_state_the_lone_horse_ruling_everywhere(data, painter):
    words = Words(data, ["Ada"])
    for c in first_or_last_cards(data):
        assert c.text.endswith(LONE)  # the card text (fix widget tooltip, rules page)
        d = words.action_card(c.number)  # hover tooltip and right-click details
        assert LONE in d.html() and LONE in d.body[0]
        assert "(not alone)" in card_summary(c)  # the small face in the hand
        # The big card face draws the whole text: every line, the ruling last.
        painter.ops.clear()
        cards.action_card(painter, data, c.number, pygame.Rect(100, 60, 290, 414), "full")
        drawn = " ".join(painter.texts())
        assert drawn.endswith(f"{LONE} No. {c.number} · {'green' if c.kind == 'positive' else 'red'}")


# ---- the big card view draws a card's name whole ---------------------------------------------

def test_the_big_card_view_never_cuts_a_name_it_has_room_for(data, painter, monkeypatch):
    seen = fits(painter, monkeypatch)
    for c in data.actions:
        painter.ops.clear()
        seen.clear()
        cards.action_card(painter, data, c.number, pygame.Rect(276, 150, 290, 414), "full")
        cut = [(a, b) for a, b in seen if b.endswith("…")]
        assert not cut, f"{c.name}: {cut}"
        # The name is drawn whole (on one line or two), in the band above the summary.
        assert c.name in " ".join(painter.texts()[:2]), c.name


@pytest.mark.parametrize("n", [2, 9])
@pytest.mark.parametrize("scale", [0.75, 1.0])
def test_a_hand_cards_name_is_drawn_whole_never_cut_or_broken_mid_word(n, scale):
    """On a hand-size card (two cards in the tray, or nine fanned), in a full-size window
    and a smaller one (960 x 540: the fonts' pixels round differently), the name is set
    smaller, or hyphenated where it must break, never cut ("Mala Tempor", "Veneficu") nor
    split without a hyphen ("Flagellu" / "m")."""
    from game.horsefever.ui import table_layout as L
    pygame.init()
    pygame.display.set_mode((1280, 720))
    size = (round(1280 * scale), round(720 * scale))
    painter = Painter(pygame.Surface(size), Viewport(size, scale, 0, 0), Assets())
    data = load_data()
    r = L.hand_card_rect(0, n)
    for c in data.actions:
        painter.ops.clear()
        cards.action_card(painter, data, c.number, r, "small")
        band = pygame.Rect(r.x, r.y, r.w, r.h * 0.36)
        lines = [op for op in painter.ops if op[0] == "text_box" and band.contains(pygame.Rect(op[2]))
                 and str(op[1]) not in (c.letter or "")]
        assert lines and not any(op[3] for op in lines), (c.name, lines)
        drawn = [str(op[1]) for op in lines]
        joined = " ".join(drawn).replace("- ", "")
        assert joined == c.name, (c.name, drawn)
        assert all(len(line.rstrip("-")) > 2 for line in drawn), (c.name, drawn)
