"""The table's crowded places stay readable: player panels at 2 to 6 players (Family and Board
Game, worst-case contents) and a lane's action cards beside a lined-up Horse card.

The panel checks record where every piece was actually drawn (texts, tokens, bet tokens, card
backs, icons, chips) and require that no two pieces of one panel overlap, except stable tokens
fanned over each other and the hand's card backs.
"""
from __future__ import annotations

import itertools

import pygame
import pytest

from game.services.numbers import money
from game.horsefever.ui import board_panels
from game.ui import pieces
from game.horsefever.ui import table_draw as TD
from game.horsefever.ui import table_layout as L
from game.horsefever.ui import table_hotspots as TH
from game.ui.assets import Assets
from game.horsefever.ui.display import DisplayState, PlayerDisplay
from game.horsefever.ui.display_board import BoardSeat
from game.ui.painter import Painter
from game.horsefever.ui.table_draw import Marks
from game.ui.viewport import Viewport

NAMES = ["Ada", "Maximilian-Alexander", "Carla", "Dario", "Elsa", "Fritz"]
CHARACTERS = ["Viktor Von Schädel", "Cranéo Cervantes", "Antonio Vesuvio", "Sigvard Skalle",
              "Steve Mc Skull", "Otto Von Alt"]


@pytest.fixture(scope="module")
def painter():
    pygame.init()
    pygame.display.set_mode((1280, 720))
    surf = pygame.Surface((1280, 720))
    return Painter(surf, Viewport((1280, 720), 1.0, 0, 0), Assets())


def crowded(data, n: int, variant: str) -> DisplayState:
    """Every panel as full as a game makes it: 5-digit Danari, up to 4 stables, 7 cards, two
    bets, long names and characters, and (Board Game) every kind of chip with a loan due."""
    ds = DisplayState.empty(tuple(data.colours))
    ds.variant = variant
    ds.first_player = n - 1
    for i in range(n):
        ds.players.append(PlayerDisplay(
            i, NAMES[i], CHARACTERS[i], [14000, 9800, 300, 12300, 6300, 900][i],
            [25, 14, 7, 19, 21, 3][i], list(data.colours)[:[4, 3, 2, 1, 3, 0][i]],
            bot="normal" if i % 2 == 0 else "", hand_count=[4, 7, 0, 2, 1, 3][i]))
        for k in range(2):
            ds.bets.append({"seat": i, "horse": data.colours[k], "kind": "win" if k else "show",
                            "stake": 2000 if k else 11000, "which": "first"})
        if variant == "board":
            ds.board.seats[i] = BoardSeat(assistants=[1, 2][:[2, 1, 0, 1, 2, 1][i]],
                                          horses=[30, 31][:[2, 1, 1, 0, 1, 2][i]],
                                          loans=["bank", "mob"][:[2, 1, 0, 0, 1, 0][i]],
                                          goal_count=[3, 1, 0, 2, 1, 0][i])
    if variant == "board":  # the final stage: Goals revealed, "won/held" (a wider chip)
        ds.board.seats[1].goals_revealed = [{"card": 60, "result": "scored"}, {"card": 61, "result": "failed"}]
    return ds


def drawn_pieces(painter, monkeypatch, data, ds: DisplayState, marks: Marks) -> list[tuple[str, str, pygame.Rect]]:
    """(kind, label, rect) of every piece the panels drew (outermost calls only)."""
    seen: list[tuple[str, str, pygame.Rect]] = []
    depth = [0]

    def spy(kind, fn, rect_of):
        def wrapped(*a, **k):
            depth[0] += 1
            try:
                out = fn(*a, **k)
            finally:
                depth[0] -= 1
            if depth[0] == 0:
                r, label = rect_of(out, *a)
                seen.append((kind, label, pygame.Rect(r)))
            return out
        return wrapped

    monkeypatch.setattr(Painter, "text", spy("text", Painter.text, lambda out, p, txt, *a: (out, txt)))
    # Which argument of each piece is its rectangle.
    for name, i in (("token", 2), ("bet_token", 3), ("card_back", 1), ("banknote", 1), ("rosette", 1)):
        monkeypatch.setattr(pieces, name, spy(name, getattr(pieces, name),
                                              lambda out, *a, i=i, name=name: (a[i], name)))
    monkeypatch.setattr(board_panels, "_chip", spy("chip", board_panels._chip,
                                                    lambda out, p, c: (c.rect, c.kind)))
    TD._draw_players(painter, data, ds, marks, TD.NO_ANIM, board_panels.chip_lefts(ds))
    board_panels.draw(painter, data, ds, None)
    return seen


def _box(kind: str, r: pygame.Rect) -> pygame.Rect:
    # A line of text is drawn in a box taller than its letters (ascent and descent).
    return r.inflate(-2, -6) if kind == "text" else r


@pytest.mark.parametrize("variant", ["family", "board"])
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_nothing_overlaps_on_a_crowded_player_panel(data, painter, monkeypatch, n, variant):
    ds = crowded(data, n, variant)
    marks = Marks(to_move=2 % n, thinking=True)
    drawn = drawn_pieces(painter, monkeypatch, data, ds, marks)
    assert any(k == "chip" for k, _, _ in drawn) == (variant == "board")
    for pl in ds.players:
        pr = L.panel_rect(pl.seat, n)
        mine = [(k, t, _box(k, r)) for k, t, r in drawn if pr.collidepoint(r.center)]
        assert any(t == money(pl.danari) for k, t, _ in mine) and any(t == pl.character.split()[0]
                                                                    or t.startswith(pl.character[:4])
                                                                    for k, t, _ in mine)
        for (k1, t1, r1), (k2, t2, r2) in itertools.combinations(mine, 2):
            if k1 == k2 and k1 in ("token", "card_back"):
                continue  # stables fanned over each other, the hand's backs
            assert not r1.colliderect(r2), f"{n} players, {variant}, {pl.name}: {k1} {t1!r} {r1} over {k2} {t2!r} {r2}"
        for k, t, r in mine:
            assert pr.contains(r), f"{pl.name}: {k} {t!r} {r} leaves the panel {pr}"
        # Danari and VP are never cut: at worst drawn at 15 points instead of 20.
        amounts = [(t, r) for k, t, r in drawn if k == "text" and pr.collidepoint(r.center)
                   and t in (money(pl.danari), f"{pl.vp} VP")]
        assert len(amounts) == 2
        for t, r in amounts:
            assert r.w >= painter.text_size(t, 15, "condensed")[0] - 1, (pl.name, t, r)


def test_stable_tokens_are_clicked_where_they_are_drawn(data):
    ds = crowded(data, 6, "board")
    spots = TH.hotspots(ds, None, data.odds_values, data.track.finish_line)
    for pl in ds.players:
        count = len(pl.stables)
        for k, c in enumerate(pl.stables):
            r = L.panel_stable_rect(pl.seat, 6, k, count)
            # The visible part of a token: its left edge (the one on its left covers nothing of
            # it; the one on its right, drawn on top, covers its right part).
            nxt = L.panel_stable_rect(pl.seat, 6, k - 1, count) if k else None
            x = (r.x + (nxt.x if nxt else r.right)) / 2
            hit = L.hit(spots, (x, r.centery))
            assert hit is not None and hit.key == ("stable", c), (pl.name, c, hit)
            if nxt:
                assert nxt.x - r.x >= 14  # the token's number still shows


@pytest.mark.parametrize("cards", range(1, 9))
def test_a_lined_up_horse_card_leaves_every_action_card_visible(data, cards):
    ds = crowded(data, 2, "board")
    lane = 2
    colour = data.colours[lane]
    ds.lanes[colour] = [{"seat": 0, "card": None} for _ in range(cards)]
    ds.board.lineup[colour] = {"seat": 0, "card": 30}
    horse = L.horse_card_rect(lane)
    assert horse == board_panels.lineup_rect(lane)
    spots = TH.hotspots(ds, None, data.odds_values, data.track.finish_line)  # (the Board Game's included)
    rects = [L.lane_card_rect(lane, s, cards, True) for s in range(cards)]
    area = L.cards_area(lane)
    for s, r in enumerate(rects):
        assert area.contains(r) and not r.colliderect(horse), (s, r, horse)
        right = rects[s + 1].x if s + 1 < cards else r.right
        assert right - r.x >= 4, "each card keeps a strip to see and hover"
        hit = L.hit(spots, ((r.x + right) / 2, r.centery))
        assert hit is not None and hit.key == ("lane_card", colour, s)
    hit = L.hit(spots, horse.center)
    assert hit is not None and hit.key == ("lineup", colour)
    # Without a Horse card the same cards spread over the whole column, as before.
    assert L.lane_card_rect(lane, cards - 1, cards).right <= area.right


def test_troys_tag_names_the_copied_card_inside_its_lane(data, painter, monkeypatch):
    ds = crowded(data, 3, "board")
    lane = 1
    colour = data.colours[lane]
    ds.board.lineup[colour] = {"seat": 0, "card": 45}
    ds.board.troy[colour] = 40
    drawn = drawn_pieces(painter, monkeypatch, data, ds, Marks())
    tags = [r for k, t, r in drawn if k == "text" and t == "as 40"]
    assert len(tags) == 1
    # Within the lane's band (the lane lines lie halfway between two lanes' cards areas).
    band = L.cards_area(lane).union(L.horse_card_rect(lane))
    half_gap = (L.cards_area(lane + 1).y - L.cards_area(lane).bottom) / 2
    assert band.inflate(0, 2 * half_gap).contains(_box("text", tags[0])), (tags[0], band)


def test_a_big_stake_is_written_in_thousands_only_where_it_would_be_cut(data, painter):
    assert [pieces.thousands(d) for d in (11000, 10500, 2000, 1200)] == ["11k", "10.5k", "2k", "1.2k"]

    def label(width: int, stake: int) -> str:
        painter.ops.clear()
        pieces.bet_token(painter, "red", "show", pygame.Rect(10, 10, width, 24), stake)
        return [op[1] for op in painter.ops if op[0] == "text"][-1]

    assert label(56, 11000) == "S 11k"      # too tight for five digits even drawn smaller
    assert label(56, 900) == "S 900"        # a small stake stays as it is
    assert label(120, 11000) == "S 11,000"  # room enough: the sum written out (grouped)
    # On the crowded panels the rule holds too: every big stake is either whole or in k.
    texts = []
    for n in (2, 6):
        painter.ops.clear()
        ds = crowded(data, n, "board")
        TD._draw_players(painter, data, ds, Marks(), TD.NO_ANIM, board_panels.chip_lefts(ds))
        texts += [op[1] for op in painter.ops if op[0] == "text"]
    assert "S 11,000" in texts or "S 11k" in texts
    assert "W 2,000" in texts
