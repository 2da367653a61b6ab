"""Things named as players name them (issue 34), in every game and both languages, and the
log and the open panel following a language switch mid-game (issue 38).

Each game is played through a short seeded game in the real App (headless, hot seat,
every choice a bot's made as a person), and everything a player reads is scanned for what
must never show: the frames of every decision panel (before and after a choice), each
rules refusal met on the way (the actions legal a turn before, tried again), the buttons'
tips and the board's tooltips, the log and the export. The patterns are here, in one place.
"""
from __future__ import annotations

import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.services import i18n  # noqa: E402
from game.horsefever.rules.loader import load_data  # noqa: E402

# What a player must never read, and why.
FORBIDDEN = {
    "a list or repr": re.compile(r"[\[\]]|\{'|': "),
    # (not "horse card 2 of 3": a count)
    "a deck card number": re.compile(r"\b(?:[Cc]ards?|[Cc]art[ae]) \d+\b(?! (?:of|di) \d)|"
                                     r"dealt cards"),
    "a die id": re.compile(r"\b[WGRKYBN]\d{1,2}\b"),
    "a card code": re.compile(r"\b[RBGYPOKW]\d{2}\b"),
    "a #n": re.compile(r"#\d"),
    "an illegal-action prefix": re.compile(r"illegal action|\billegal:|azione (?:il)?legale|"
                                           r"illegale:", re.I),
    "a movement card number": re.compile(r"movement card \d|carta movimento \d"),
}
# (seed, players, options): short games that still meet every kind of line
GAMES = {"horse-fever": (1, 2, {"variant": "family", "rounds": 3}),
         "bettor-horse": (1, 2, {}),
         "ticket-gagnant": (3, 2, {"races": 1}),
         "finish-line": (3, 2, {})}
NAMES = ("Ada", "Bruno")
# The keys' badges ("Enter" on Confirm) are named by issue 38's first point, not here.
KEY_NAMES = {"Enter", "Bksp", "Space", "Esc"}


@pytest.fixture(scope="module")
def data():
    return load_data()


def _rule_keys() -> list[str]:
    """The rule names each game's refusals carry for the command line ("(Dotted line)"):
    never in what a player reads."""
    # (Horse Fever's refusals never carried one; its rule names include characters, "Eric
    # Change", whose name in brackets after a player's is no rule key)
    from game.bettorhorse.rules.errors import RULES as BH_RULES
    from game.finishline.words import REFUSALS
    from game.ticketgagnant.words import RULE_NAMES
    keys = ({rule for rule, _t in REFUSALS.values()} | set(RULE_NAMES.values())
            | set(BH_RULES.values()))
    return sorted(f"({i18n._(k)})" for k in keys)


def _scan(text: str, where: str, found: dict[str, str], keys: list[str]) -> None:
    for what, pattern in FORBIDDEN.items():
        if pattern.search(text):
            found.setdefault(f"{what}: {text[:120]!r}", where)
    for k in keys:
        if k in text:
            found.setdefault(f"a rule key {k}: {text[:120]!r}", where)


def _texts(app) -> list[str]:
    return [str(op[1]) for op in app.draw().ops if op[0] == "text"]


def _board_tips(scene) -> list[str]:
    from game.ui.generic import layout as L
    tips = []
    for x in range(L.BOARD.x + 4, L.BOARD.right, 40):
        for y in range(L.BOARD.y + 4, L.BOARD.bottom, 40):
            scene.mouse = (x, y)
            tips.append(scene.frame.tooltip())
    scene.mouse = (-1.0, -1.0)
    return [t for t in set(tips) if t]


def _play(data, name: str, lang: str, on_turn=None):
    """A short game in hot seat in the real App; ``on_turn(app, session, scene)`` at each
    decision. Returns (app, session, what was read, refusals met)."""
    from game.core.registry import get_game
    from game.ui.app import App, AppConfig
    from game.ui.generic.session import ContractSession
    from game.ui.generic.table import GenericTableScene
    from game.ui.plugin import GameSetup, SeatChoice, presentation
    from game.ui.scenes.handover import PassScene
    from tests.languages.game_tour import as_a_person
    seed, players, opts = GAMES[name]
    info = get_game(name)
    app = App(AppConfig(speed="instant", autosave=False), data=data)
    i18n.set_language(lang)
    seats = tuple(SeatChoice(n, "human") for n in NAMES[:players])
    s = ContractSession.new(presentation(name), GameSetup(name, {"players": players, **opts},
                                                          seats, seed),
                            speed="instant", anim_speed="instant", autosave=False)
    bots = [info.make_bot(info.bot_kinds[-1], seed, i) for i in range(players)]
    scene = GenericTableScene(app, s)
    app.stack.push(scene)
    read: list[tuple[str, str]] = []
    before: list = []
    swept: set[str] = set()
    for _ in range(20000):
        app.stack.update(0.1)
        top = app.stack.top
        if isinstance(top, PassScene):
            top.age = 1.0
            top.ready()
            continue
        if top is not scene:
            if top is None or top.name == "final":
                break
            read += [(f"sheet {top.name}", t) for t in _texts(app)]
            top.close() if hasattr(top, "close") else app.stack.pop(top)
            continue
        if s.turn_open() is None:
            continue
        d = s.decision()
        if on_turn is not None and on_turn(app, s, scene):
            return app, s, read
        read += [(f"{d.phase} panel", t) for t in _texts(app)]
        read += [(f"{d.phase} button tip", b.hover_text()) for b in scene.buttons()
                 if b.hover_text()]
        if d.phase not in swept and hasattr(scene.frame, "tooltip"):
            swept.add(d.phase)  # (the board's tooltips, the mouse swept over it once a phase)
            read += [(f"{d.phase} board tip", t) for t in _board_tips(scene)]
        read += [(f"refusal in {d.phase}", w) for w in map(s.refusal, before[:4]) if w]
        action = as_a_person(bots[d.seat].choose(s.game.view(d.seat)))
        before = list(s.game.legal())[:12]
        assert not s.choose(action)
        read += [(f"{d.phase} panel, chosen", t) for t in _texts(app)]
        s.confirm()
    assert s.is_over(), f"{name}: the short game did not end"
    return app, s, read


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("name", list(GAMES))
def test_players_read_names_never_ids(data, name, lang):
    """No list brackets, deck card numbers, die ids, card codes, #n, rule keys or
    "illegal action" prefix in the panels, refusals, log or export of a whole game."""
    _app, s, read = _play(data, name, lang)
    keys = _rule_keys()
    found: dict[str, str] = {}
    for where, text in read:
        _scan(text, where, found, keys)
    for line in s.log_lines():
        _scan(line, "log", found, keys)
    for line in s.pres.summary_text(s).splitlines():
        _scan(line, "export", found, keys)
    assert s.log and read
    assert not found, f"{name} ({lang}): " + "; ".join(f"{w}: {b}" for b, w in
                                                      list(found.items())[:10])


def _english_words() -> set[str]:
    """Words of English msgids found in no Italian msgstr (so loanwords pass)."""
    from babel.messages.pofile import read_po
    from game.services.i18n import catalog_dirs
    word = re.compile(r"[A-Za-z]{4,}")
    english: set[str] = set()
    italian: set[str] = set()
    for _domain, folder in catalog_dirs().items():
        for po in folder.glob("it/LC_MESSAGES/*.po"):
            with open(po, "rb") as f:
                for m in read_po(f):
                    ids = m.id if isinstance(m.id, tuple) else (m.id,)
                    strs = m.string if isinstance(m.string, tuple) else (m.string,)
                    english |= {w.lower() for t in ids if t for w in word.findall(
                        re.sub(r"\{[^}]*\}", " ", t))}
                    italian |= {w.lower() for t in strs if t for w in word.findall(t)}
    return english - italian


@pytest.mark.parametrize("name", ["bettor-horse", "ticket-gagnant"])
def test_a_language_switch_turns_the_log_and_the_open_panel(data, name):
    """English, a few decisions in (log lines written, a panel open), then Italian: the
    panel's title and every log line are Italian at once, no English word left."""
    from game.ui.generic import layout as L
    turns = [0]

    def stop(app, s, scene):
        turns[0] += 1
        return turns[0] > 3 and len(s.log) > 3

    app, s, _read = _play(data, name, "en", on_turn=stop)
    english_log = list(s.log_lines())
    i18n.set_language("it")
    app.stack.update(0.1)  # (the table's frame notices the switch)
    english = _english_words()
    log = s.log_lines()
    assert len(log) == len(english_log) and log != english_log
    panel = [str(op[1]) for op in app.draw().ops
             if op[0] == "text_box" and L.PANEL.collidepoint(op[2][0], op[2][1])]
    assert panel
    left = {f"{w!r} in {t!r}" for t in log + panel
            for w in re.findall(r"[A-Za-z]{4,}", t)
            if w.lower() in english and w not in NAMES and w not in KEY_NAMES}
    assert not left, "; ".join(sorted(left)[:10])
