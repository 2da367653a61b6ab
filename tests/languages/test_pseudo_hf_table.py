"""Horse Fever's table in the pseudo-locale: every decision widget, the race show, the
details and tooltips, the tipster panel, the Board Game's panels (issue 20).

Each screen is reached in the real App (headless) the way a player gets there (a human seat
that plays like a bot by clicking the widgets: ``tests/ui/test_board_widgets.reach``), then
drawn in ``qps``; ``test_pseudo_screens.problems`` reads the draw list. On top of its checks
(every text through the catalogs, every text box on the 1280 x 720 table), a decision
widget's words must stay inside the decision panel, and every button's label, tip and
"why not" must be catalogued too (hovering shows them). Hovering each button draws its tip.
"""
from __future__ import annotations

import pygame
import pytest

from game.horsefever.ui import table_layout as L
from game.horsefever.ui.describe import Detail
from game.ui.plugin import SeatChoice

from tests.languages.test_pseudo_screens import OPEN, _allowed, _frame, problems, pseudo  # noqa: F401
from tests.ui.driver import Driver, make_app
from tests.ui.reach import reach

FAMILY_KINDS = ("first_bet", "fix", "second_bet", "photo_finish")
BOARD_KINDS = ("purchase", "keep", "consent", "lineup", "troy_copy", "eric_odds", "cedric_copy",
               "dutch_auction", "english_auction")
# The bots whose games reach these decisions within the searched seeds (random bots: the rest).
BOT = {"photo_finish": "simple", "troy_copy": "simple", "cedric_copy": "normal"}


@pytest.fixture(scope="module")
def data():
    from game.horsefever.rules.loader import load_data
    return load_data()


AWAY = (8, 90)  # the mouse rests here (the top of the track) when a frame must show no tip


def words_problems(texts: list[str], allowed: set[str]) -> list[str]:
    """The same rule as ``problems`` for words not drawn yet (tips, reasons, details); a text
    that fails whole is read part by part between " · " ("Ada · César Crâne": a player and a
    character, each allowed)."""
    def check(parts: list[str]) -> list[str]:
        # (each on its own spot of the table: none reads as the continuation of another)
        return problems([("text_box", t, (10 + 7 * k % 1200, 10, 5, 5), False)
                         for k, t in enumerate(parts)], allowed)
    return [p for t in texts if t and check([t]) for p in check(t.split(" · "))]


def outside_panel(ops: list[tuple]) -> list[str]:
    """Texts that start in the decision panel and leave it (a longer language must wrap)."""
    panel = L.DECISION.inflate(2, 2)
    out = []
    for op in ops:
        if op[0] != "text_box":
            continue
        box = pygame.Rect(op[2])
        if panel.collidepoint(box.topleft) and not panel.contains(box):
            out.append(f"leaves the decision panel: {op[1]!r} at {tuple(box)}")
    return out


def widget_problems(app, drv: Driver, allowed: set[str]) -> list[str]:
    """A widget's frame, its buttons' words, and a frame hovering each button (its tip)."""
    drv.move(AWAY)
    bad = problems(_frame(app), allowed) + outside_panel(app.last_ops)
    w = drv.frame.widget
    bs = w.buttons() if w is not None else []
    bad += words_problems([t for b in bs for t in (b.label, b.tip, b.reason)], allowed)
    for b in bs:
        drv.move(b.rect.center)
        bad += problems(_frame(app), allowed)
    drv.move(AWAY)
    return bad


def try_choices(app, drv: Driver, allowed: set[str]) -> list[str]:
    """Each enabled choice of the widget clicked in turn (its hint, its confirm label),
    then taken back: the words of every state the player can put the widget in."""
    bad: list[str] = []
    w = drv.frame.widget
    for b in [b for b in w.buttons() if b.enabled and b.key not in ("confirm", "undo")][:10]:
        drv.click(b.rect.center)
        if drv.frame.widget is not w or w.done:
            break
        drv.move(AWAY)
        bad += problems(_frame(app), allowed) + outside_panel(app.last_ops)
        bad += words_problems([w.hint(), w.title(), w.message] +
                              [t for x in w.buttons() for t in (x.label, x.tip, x.reason)], allowed)
    return bad


def detail_problems(drv: Driver, allowed: set[str]) -> list[str]:
    """Every hotspot's details (the hover tooltip and the right-click card), in words."""
    t = drv.table
    bad: list[str] = []
    for spot in t.frame.spots():
        d = t.frame.detail_for(spot.key)
        if isinstance(d, Detail):
            bad += [f"{spot.key[0]}: {p}" for p in words_problems([d.title, d.subtitle] + d.body, allowed)]
    return bad


def _unique(bad: list[str]) -> list[str]:
    return list(dict.fromkeys(bad))


@pytest.mark.parametrize("kind", FAMILY_KINDS + BOARD_KINDS)
def test_each_decision_widget_speaks_only_catalogued_words_inside_its_panel(pseudo, data, kind):
    variant = "family" if kind in FAMILY_KINDS else "board"
    app, drv, w, _seat = reach(data, kind, bot=BOT.get(kind, "random"), variant=variant)
    allowed = _allowed(data) | {"Elsa", "Fritz"}
    bad = widget_problems(app, drv, allowed) + try_choices(app, drv, allowed)
    bad += detail_problems(drv, allowed)
    bad = _unique(bad)
    assert not bad, f"{kind}: " + "; ".join(bad[:12])


def test_the_typed_stake_and_its_reasons_speak_only_catalogued_words(pseudo, data):
    app, drv, w, _seat = reach(data, "first_bet", variant="family")
    allowed = _allowed(data) | {"Elsa", "Fritz"}
    drv.press("stake:box")
    drv.type_keys("7")  # below the minimum: its reason, in the panel
    bad = problems(_frame(app), allowed) + outside_panel(app.last_ops)
    drv.type_keys("50")  # not a multiple of 100
    bad += problems(_frame(app), allowed) + outside_panel(app.last_ops)
    assert w.message and OPEN in w.message
    assert not bad, "; ".join(_unique(bad)[:12])


def test_the_tipster_panel_speaks_only_catalogued_words(pseudo, data):
    app, drv, w, _seat = reach(data, "first_bet", variant="family")
    app.settings = app.settings.replace(tipster=True)
    drv.step()
    drv.frame.tipster.wait()
    drv.step()
    texts = drv.texts()
    assert any(OPEN in t and "%" not in t for t in texts)
    bad = problems(_frame(app), _allowed(data) | {"Elsa", "Fritz"})
    assert not bad, "; ".join(_unique(bad)[:12])


@pytest.mark.parametrize("variant", ["family", "board"])
def test_the_race_show_speaks_only_catalogued_words_from_start_to_finish(pseudo, data, variant):
    """A bots-only round at normal speed, every frame read: the race's banners ("And
    they're off!", the winner), the dice tray, sprints, discards and the photo print, the
    status panel and the log, until the payoffs sheet."""
    seats = [SeatChoice(n, "simple") for n in ("Ada", "Bruno", "Carla")]
    app = make_app(data, seats=seats, seed=11, speed="normal", variant=variant,
                   stars=variant == "board")
    drv = Driver(app)
    bad: list[str] = []
    banners: set[str] = set()
    for _ in range(6000):
        app.step(1 / 20, [])
        if drv.top.name != "table":
            break  # (the payoffs sheet is its own screen, with its own test)
        show = drv.table.session.stage.show
        head = show.track[0] if show.track else None
        if type(head).__name__ == "Banner":
            banners.add(head.title)
        bad += problems(app.last_ops, _allowed(data))
    assert drv.top.name == "payoffs", drv.top.name
    assert len(banners) >= 2 and all(OPEN in b for b in banners), banners
    assert not _unique(bad), "; ".join(_unique(bad)[:12])
