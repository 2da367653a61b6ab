"""The race show: timing by elapsed seconds, skipping, instant = normal, dice faces, drawn pawns.

Sessions here are bots-only and run without a window loop: ``update(dt)`` is called by
hand (no sleeping), and frames are drawn with a real Painter on the dummy video driver
where a test looks at what is drawn.
"""
from __future__ import annotations

import dataclasses
import json
from typing import Callable

import pygame
import pytest

from game.services.audio import Audio
from game.horsefever.rules.loader import load_data
from game.horsefever.ui import table_layout as L
from game.ui.assets import Assets
from game.ui.painter import Painter
from game.horsefever.ui.race.clips import DiceTray, Gallop
from game.horsefever.ui.race.show import ANIMATED
from game.ui.plugin import SeatChoice
from game.horsefever.ui.table_draw import Marks, draw_table
from game.horsefever.ui.track_squares import track_squares
from game.ui.viewport import Viewport
from game.ui.generic.session import ContractSession
from .hf_session import hf_session, payoffs_up

SEED = 1  # round 1 of this game has discards, an odds change and a photo finish


@pytest.fixture(scope="module")
def data():
    return load_data()


@pytest.fixture(scope="module")
def painter():
    pygame.init()
    screen = pygame.display.set_mode((1280, 720))
    return Painter(screen, Viewport((1280, 720), 1.0, 0, 0), Assets())


def with_finish_line(data, finish_line: int):
    """The game's data with another finish line (a house variant's data/track.toml)."""
    return dataclasses.replace(data, track=dataclasses.replace(data.track, finish_line=finish_line))


def pawn_rect(s: ContractSession, lane: int, pos: int) -> pygame.Rect:
    """Where the table draws the horse of ``lane`` standing on ``pos`` in this game."""
    return track_squares(s.stage.data.track.finish_line).pawn_rect(lane, pos)


def new_session(data, race_speed: str, seed: int = SEED, players: int = 4) -> ContractSession:
    seats = [SeatChoice(f"Bot {i}", "simple") for i in range(players)]
    return hf_session(seats, "family", seed, rounds=3, speed="instant", anim_speed=race_speed,
                      data=data)


def run(s: ContractSession, dt: float, frame: Callable[[ContractSession], None] | None = None, max_steps: int = 200000,
        rounds: int | None = None) -> None:
    """Steps the session like the window does, closing the payoffs sheets, to the end."""
    for _ in range(max_steps):
        if s.finished():
            return
        if payoffs_up(s):
            if rounds is not None and s.display.round >= rounds:
                return
            s.resume()
        s.update(dt)
        if frame is not None:
            frame(s)
    raise AssertionError("the game did not end")


def draw(painter: Painter, s: ContractSession) -> list:
    painter.ops = []
    draw_table(painter, s.stage.data, s.display, None, Marks(), s.log, s.stage.show.view())
    s.stage.show.draw(painter)
    return painter.ops


# ---- time -----------------------------------------------------------------------------------

def test_a_gallop_reaches_its_squares_at_its_duration_and_not_before(data) -> None:
    g = Gallop({"red": (2, 7), "blue": (3, 3)}, {"red": 3, "blue": 1})
    show = type("S", (), {"effects": [], "sfx": lambda *a: None, "rand": lambda self=None: 0.5,
                          "first_across": lambda *a: None, "data": data})()
    g.update(g.duration * 0.5, show)
    mid = g.pos("red")
    assert 2 < mid < 7 and not g.done
    g.update(g.duration * 0.5 - 1e-6, show)
    assert not g.done
    g.update(2e-6, show)
    assert g.done and g.pos("red") == 7
    view_positions = {}
    from game.horsefever.ui.race.view import RaceView
    v = RaceView()
    g.apply(v)
    view_positions = v.positions
    assert view_positions == {"red": 7}  # a horse that does not move is not overridden


def test_the_show_holds_the_next_event_until_the_horses_arrive(data) -> None:
    s = new_session(data, "normal")
    seen_busy_with_queue = False
    for _ in range(20000):
        if (s.stop is not None or s.finished()):
            break
        s.update(0.05)
        if s.stage.show.busy and s.queue and s.display.race_on:
            seen_busy_with_queue = True
            before = s.display.seq
            s.update(0.001)  # a tiny step: the clip is not over, nothing new is presented
            assert s.display.seq == before
            break
    assert seen_busy_with_queue


def test_slow_takes_longer_than_normal_and_fast_shorter(data) -> None:
    times = {}
    for speed in ("slow", "normal", "fast"):
        s = new_session(data, speed)
        t = 0.0
        while not payoffs_up(s):
            s.update(0.05)
            t += 0.05
        times[speed] = t
    assert times["fast"] < times["normal"] < times["slow"]


def test_skipping_lands_on_the_final_state(data, painter) -> None:
    s = new_session(data, "normal")
    while not (s.stage.show.busy and any(isinstance(c, Gallop) for c in s.stage.show.track)):
        s.update(0.05)
    assert s.skip_animation()
    assert not s.stage.show.busy and s.stage.show.view() is None
    ops = draw(painter, s)
    pawns = {op[1]: (op[2], op[3]) for op in ops if op[0] == "pawn"}
    for i, c in enumerate(s.display.colours):
        assert pawns[c][0] == pawn_rect(s, i, s.display.positions[c]).x


def test_instant_and_normal_end_in_the_same_game(data) -> None:
    fast = new_session(data, "instant")
    slow = new_session(data, "normal")
    run(fast, 0.1)
    run(slow, 1 / 30)
    assert json.dumps(fast.game.to_json(), sort_keys=True) == json.dumps(slow.game.to_json(), sort_keys=True)
    assert fast.events == slow.events
    assert fast.display.public_facts() == slow.display.public_facts()
    assert fast.stage.show.shown == []  # instant: no animation at all
    for kind in ("reveal", "race_start", "movement", "sprint", "ranked", "ranking", "payout", "odds_update"):
        assert kind in slow.stage.show.shown, kind  # normal really animated (this test can fail)
    assert not slow.stage.sync_mismatches and not fast.stage.sync_mismatches


# ---- what is drawn ---------------------------------------------------------------------------

def test_every_event_kind_of_a_race_is_animated_and_drawn(data, painter) -> None:
    s = new_session(data, "normal")
    drawn: set[str] = set()

    def frame(s: ContractSession) -> None:
        draw(painter, s)
        if s.stage.show.track:
            drawn.add(type(s.stage.show.track[0]).__name__)

    run(s, 1 / 20, frame, rounds=1)
    kinds = {ev["type"] for ev in s.events if ev.get("round") == 1} & set(ANIMATED)
    assert {"action_discarded", "odds_change", "photo_finish"} <= kinds  # the seed's promise
    assert kinds <= set(s.stage.show.shown)
    assert {"RevealFlips", "Discard", "TokenMoves", "Banner", "MovementReveal", "Gallop", "DiceTray",
            "PhotoFinish", "RankFly"} <= drawn


def test_drawn_horses_follow_the_engine_at_the_end_of_each_unit(data, painter) -> None:
    s = new_session(data, "normal", seed=5, players=6)
    checked = {"units": 0, "mid": 0}
    state = {"gallop": None}

    def frame(s: ContractSession) -> None:
        head = s.stage.show.track[0] if s.stage.show.track else None
        if isinstance(head, Gallop) and 0.2 < head.k < 0.8:
            ops = draw(painter, s)
            pawns = {op[1]: op[2] for op in ops if op[0] == "pawn"}
            for c, (a, b) in head.moves.items():
                squares = track_squares(s.stage.data.track.finish_line)
                if b > a + 1 and b < squares.last:
                    i = s.display.colours.index(c)
                    # Between the squares; a sprint's burst may overshoot a little and settle back.
                    slack = round(squares.width) // 2 if head.sprint else -1
                    assert pawn_rect(s, i, a).x < pawns[c] <= pawn_rect(s, i, b).x + slack
                    checked["mid"] += 1
        if state["gallop"] is not None and not any(isinstance(c, Gallop) for c in s.stage.show.track):
            ev = state["gallop"]
            # The unit's animation is over: every pawn stands on the engine's square.
            ops = draw(painter, s)
            pawns = {op[1]: op[2] for op in ops if op[0] == "pawn"}
            for i, c in enumerate(s.display.colours):
                assert pawns[c] == pawn_rect(s, i, ev["positions"][c]).x, (c, ev["unit"])
            checked["units"] += 1
            state["gallop"] = None
        if isinstance(head, Gallop):
            state["gallop"] = next(e for e in reversed(s.stage.round_events) if e["type"] in ("movement", "sprint"))

    run(s, 1 / 30, frame, rounds=1)
    assert checked["units"] >= 5 and checked["mid"] >= 5


def test_resting_dice_show_the_engine_dice(data, painter) -> None:
    s = new_session(data, "normal")
    throws = []

    def frame(s: ContractSession) -> None:
        head = s.stage.show.track[0] if s.stage.show.track else None
        if isinstance(head, DiceTray) and head.resting():
            ops = draw(painter, s)
            shown = [op[2] for op in ops if op[0] == "die_shown" and op[3]]
            ev = next(e for e in reversed(s.stage.round_events) if e["type"] == "sprint")
            assert shown == ev["dice"]
            throws.append(ev["seq"])

    run(s, 1 / 30, frame, rounds=1)
    assert len(set(throws)) >= 4


def test_the_same_throw_on_replay_is_bit_identical(data) -> None:
    a = DiceTray(42, 17, ["red", "blue"], tuple(data.colours))
    b = DiceTray(42, 17, ["red", "blue"], tuple(data.colours))
    show = type("S", (), {"sfx": lambda *x: None, "hit": lambda *x: None})()
    for _ in range(200):
        a.update(1 / 60, show)
    for _ in range(75):
        b.update(1 / 24, show)  # other frame times, same fixed physics step
    a.throw.finish()
    b.throw.finish()
    assert a.throw.positions == b.throw.positions and a.throw.angles == b.throw.angles


# ---- sound --------------------------------------------------------------------------------

def test_a_race_sounds_like_a_race(data, tmp_path) -> None:
    s = new_session(data, "normal")
    s.stage.show.audio = Audio(directory=tmp_path)  # no files: it only records what would play
    run(s, 1 / 30, rounds=1)
    names = {n.rstrip("_0123456789") for n, _ in s.stage.show.audio.played}
    assert {"bell", "hoof", "dice_hit", "dice_roll", "card_flip", "card_slide", "chalk", "crowd_roar",
            "fanfare", "coins"} <= names
    hits = [v for n, v in s.stage.show.audio.played if n.startswith("dice_hit")]
    assert len(set(hits)) > 1  # louder for harder hits


def test_muted_audio_plays_at_zero(tmp_path) -> None:
    a = Audio(directory=tmp_path)
    a.set_volume(0.0)
    a.play("bell")
    assert a.played[-1][1] == 0.0


# ---- the colour-blind aid --------------------------------------------------------------------

def _painters() -> tuple[Painter, Painter]:
    """Two painters on their own 1280 x 720 surfaces: colour-blind aid off, then on."""
    pygame.init()
    pygame.display.set_mode((1280, 720))
    off, on = Assets(), Assets()
    on.colour_blind = True
    return tuple(Painter(pygame.Surface((1280, 720)), Viewport((1280, 720), 1.0, 0, 0), a)  # type: ignore[return-value]
                 for a in (off, on))


def _cream_pixels(p: Painter, r: pygame.Rect) -> int:
    from game.ui import palette as P
    sub = p.surface.subsurface(p.R(r))
    return sum(1 for x in range(sub.get_width()) for y in range(sub.get_height())
               if sub.get_at((x, y))[:3] == P.CREAM)


def test_colour_blind_pawns_wear_their_pattern_and_a_big_number(data) -> None:
    from game.ui import colour_aid
    from game.ui import palette as P
    s = new_session(data, "normal", seed=5, players=6)
    off, on = _painters()
    ops = {}
    for p in (off, on):
        p.ops = []
        draw_table(p, s.stage.data, s.display, None, Marks(), s.log, s.stage.show.view())
        ops[p] = p.ops
    cloths = {op[2][1] for op in ops[on] if op[0] == "sprite" and op[2] and op[2][0] == "saddle_cloth"}
    assert cloths == set(s.display.colours)
    assert not any(op[0] == "sprite" and op[2] and op[2][0] == "saddle_cloth" for op in ops[off])
    for i, c in enumerate(s.display.colours):
        cloth = colour_aid.cloth_rect(pawn_rect(s, i, s.display.positions.get(c, 0)))
        # The cream number panel is really on screen, over the horse's back, only when on.
        assert _cream_pixels(on, cloth) > 40 > _cream_pixels(off, cloth), c
        assert ("text", str(P.NUMBER[c])) in ops[on]


def test_colour_blind_dice_show_the_number_large_and_plain_dice_are_the_art(data) -> None:
    from game.horsefever.ui.race import draw as D
    off, on = _painters()
    for c in data.colours:
        plain = D.sprite_surface(off, f"die_face_{c}", (44, 44))
        assert D.die_surface(off, c) is plain  # off: exactly the art, nothing added
        marked = D.die_surface(on, c)
        assert marked.get_size() == plain.get_size()
        changed = sum(1 for x in range(0, marked.get_width(), 2) for y in range(0, marked.get_height(), 2)
                      if marked.get_at((x, y)) != plain.get_at((x, y)))
        assert changed > 40, c
    tray = DiceTray(7, 3, ["red", "white"], tuple(data.colours))
    tray.throw.finish()
    show = type("S", (), {"sfx": lambda *x: None, "hit": lambda *x: None})()
    tray.update(0.3, show)
    for p in (off, on):
        p.surface.fill((0, 0, 0))
        tray.draw(p, show)
    assert pygame.image.tobytes(off.surface, "RGB") != pygame.image.tobytes(on.surface, "RGB")


def test_colour_blind_photo_finish_prints_carry_the_tied_horses_tokens(data) -> None:
    from game.horsefever.ui.race.clips import PhotoFinish
    s = new_session(data, "normal")
    off, on = _painters()
    seen: dict[str, set] = {"off": set(), "on": set()}
    tied: set = set()

    def frame(s: ContractSession) -> None:
        head = s.stage.show.track[0] if s.stage.show.track else None
        if isinstance(head, PhotoFinish) and head.t > 0.5:
            tied.update(head.horses)
            for key, p in (("off", off), ("on", on)):
                p.ops = []
                draw_table(p, s.stage.data, s.display, None, Marks(), s.log, s.stage.show.view())
                head.print = None  # each painter takes its own print
                head.draw(p, s.stage.show)
                seen[key].update(op[1] for op in p.ops if op[0] == "photo_token")

    run(s, 1 / 20, frame, rounds=1)
    assert len(tied) >= 2
    assert seen["on"] == tied and seen["off"] == set()


def test_board_payoffs_sheet_opens_once_a_round_after_the_payouts_before_the_auctions(data) -> None:
    """Players see what the race paid before they are asked to sell or buy VP."""
    seats = [SeatChoice(f"Bot {i}", "simple") for i in range(4)]
    s = hf_session(seats, "board", 8, rounds=3, speed="instant", anim_speed="instant")
    sheets: list[int] = []
    for _ in range(200000):
        if s.finished():
            break
        if payoffs_up(s):
            names = [ev["type"] for ev in s.stage.round_events]
            assert "payout" in names and "odds_update" in names  # the money is paid ...
            assert not any(n.startswith("auction") for n in names)  # ... no auction yet
            assert s.queue and s.queue[0]["type"] in ("auction_start", "round_end")
            sheets.append(s.display.round)
            s.resume()
        s.update(1 / 30)
    else:
        raise AssertionError("the game did not end")
    assert sheets == [1, 2, 3]


def test_the_sprint_line_waits_for_the_dice_to_settle(data) -> None:
    """The log (and the status panel, which reads it) names the dice only once they rest."""
    s = new_session(data, "normal")
    seen = {"tumbling": 0, "after": 0}

    def frame(s: ContractSession) -> None:
        if s.display.round != 1:
            return
        folded = sum(1 for e in s.events if e["type"] == "sprint" and e["seq"] <= s.display.seq)
        written = sum(1 for ln in s.log if ln.startswith("Sprint dice"))
        tray = next((c for c in s.stage.show.track if isinstance(c, DiceTray)), None)
        if tray is not None and not tray.done:
            # The sprint being thrown is folded into the table; its line is not written yet.
            assert written == folded - 1, (written, folded)
            seen["tumbling"] += 1
        elif not s.stage.show.busy:
            assert written == folded
            seen["after"] += 1

    run(s, 1 / 60, frame, rounds=1)
    assert seen["tumbling"] > 0 and seen["after"] > 0
    unit_sprints = [e for e in s.events if e["type"] == "sprint" and e["round"] == 1]
    assert sum(1 for ln in s.log if ln.startswith("Sprint dice")) == len(unit_sprints)


@pytest.mark.parametrize("finish_line", [12, 6, 30])
def test_the_pixels_of_each_pawn_stand_on_the_engines_square_after_each_unit(data, painter, monkeypatch,
                                                                             finish_line) -> None:
    """The rendered picture, not the draw list: each frame at the end of a unit is drawn once
    as it is and once without the pawns; in each lane the pixels that differ (the pawn) lie on
    the engine's square, on the right side of the finish line as drawn, whatever the data's
    finish line (the printed 12, a short 6, a long 30)."""
    import numpy as np

    from game.ui import pieces

    s = new_session(with_finish_line(data, finish_line), "normal", seed=5, players=6)
    real_horse = pieces.horse
    state = {"gallop": None, "units": 0, "seen": set()}

    def changed_columns(lane: pygame.Rect) -> np.ndarray:
        with_pawns = pygame.surfarray.array3d(painter.surface).astype(int)
        monkeypatch.setattr(pieces, "horse", lambda *a, **k: None)
        draw(painter, s)
        monkeypatch.setattr(pieces, "horse", real_horse)
        without = pygame.surfarray.array3d(painter.surface).astype(int)
        diff = np.abs(with_pawns - without).sum(axis=2)[lane.left:lane.right, lane.top:lane.bottom]
        return np.nonzero((diff > 30).any(axis=1))[0] + lane.left

    def frame(s: ContractSession) -> None:
        # A gallop under way (a queued one, not begun, holds its horses on their old squares).
        running = any(isinstance(c, Gallop) and c.t > 0 for c in s.stage.show.track)
        if state["gallop"] is not None and not running:
            ev = state["gallop"]
            for i, c in enumerate(s.display.colours):
                ops = draw(painter, s)
                line_x, line_w = next(op[1:] for op in ops if op[0] == "finish_line")
                cols = changed_columns(L.lane_rect(i))
                pos = ev["positions"][c]
                want = pawn_rect(s, i, pos)
                assert cols.size, (c, ev["unit"])
                # The pawn's pixels span its square's pawn box (the badge may stick out a little).
                assert want.left - 6 <= cols.min() and cols.max() <= want.right + 6, \
                    (c, ev["unit"], (int(cols.min()), int(cols.max())), (want.left, want.right))
                assert cols.max() - cols.min() >= want.w * 0.6
                # A horse at or past the finish line stands on or after the chequered square the
                # table draws, any other before it.
                middle = (cols.min() + cols.max()) / 2
                assert (middle >= line_x) == (pos >= finish_line), (c, pos, middle, line_x)
                state["seen"].add(pos)
            state["units"] += 1
            state["gallop"] = None
        if running:  # (while it runs, no later event is presented: the last one is its own)
            state["gallop"] = next(e for e in reversed(s.stage.round_events) if e["type"] in ("movement", "sprint"))

    run(s, 1 / 30, frame, rounds=1 if finish_line >= 12 else 3)
    assert state["units"] >= 5
    # The game's own squares were really stood on: past the printed track's last square (18),
    # or past this short track's line but short of the printed one.
    assert any(p > 18 for p in state["seen"]) if finish_line == 30 else True
    assert any(finish_line <= p < 12 for p in state["seen"]) if finish_line == 6 else True
