"""A tour of every screen of a game on the generic table, for the pseudo-locale test.

``tour(data, name, seed, players, check)`` plays a whole game in the real App (headless)
with every seat a person (hot seat), each person's choice made by one of the game's own
bots, and hands ``check(where, ops)`` every frame worth reading:

* each pass screen, each decision panel (also once its "NAME's turn" banner is gone: the
  frames named "settled", "chosen", the pass screens and the final scores are the ones
  whose words must not overlap), the panel with a choice made ("Chosen: …") and its
  buttons' tips and reasons then,
  every tooltip the board gives (the mouse swept over it) and every button's tip or
  reason (the mouse over each button);
* every clip of every kind of event, drawn at a third and at two thirds of its length
  (banners, reveals, races mid-way);
* the menu (Esc) and every sheet of every page of the rules help (F1), once;
* the final scores with their charts, and the replay, a few frames into it.

The frames are drawn by ``App.draw`` (the painter's draw list), exactly what the window
shows. ``phases`` and ``clips`` of the returned ``Tour`` say what was seen, so a test can
assert the tour reached every phase the game declares.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

Check = Callable[[str, list[tuple]], None]
DT = 0.1  # seconds a frame (the clips run at normal speed: several frames each)
NAMES = ("Ada", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina", "Hugo")
SWEEP = 24  # the mouse sweeps the board every SWEEP logical pixels for its tooltips


@dataclass
class Tour:
    """What a tour saw: the phase keys decided, the events whose clips were drawn."""

    phases: set[str] = field(default_factory=set)
    clips: set[str] = field(default_factory=set)
    passes: int = 0
    final: bool = False
    replayed: bool = False


def _draw(app: Any) -> list[tuple]:
    return list(app.draw().ops)


def _hovering(app: Any, scene: Any, pos: tuple[float, float]) -> list[tuple]:
    """The frame with the mouse resting at ``pos`` (a tooltip shows), drawn only."""
    scene.mouse, scene.keyboard = pos, False
    try:
        return _draw(app)
    finally:
        scene.mouse = (-1.0, -1.0)


def button_tips(app: Any, scene: Any, where: str, check: Check) -> None:
    """Each button's hover text (what it does, or why it is disabled), drawn once each."""
    seen: set[str] = set()
    for b in scene.buttons():
        tip = b.hover_text()
        if tip and tip not in seen:
            seen.add(tip)
            check(f"{where}, hovering {b.key}", _hovering(app, scene, b.rect.center))


def _board_tips(app: Any, scene: Any, where: str, check: Check) -> None:
    """Every distinct tooltip of the board (the mouse swept over it), drawn once each."""
    from game.ui.generic import layout as L
    seen: set[str] = set()
    for x in range(L.BOARD.x + 4, L.BOARD.right, SWEEP):
        for y in range(L.BOARD.y + 4, L.BOARD.bottom, SWEEP):
            scene.mouse = (x, y)
            tip = scene.frame.tooltip()
            if tip and tip not in seen:
                seen.add(tip)
                check(f"{where}, board tip at {(x, y)}", _hovering(app, scene, (x, y)))
    scene.mouse = (-1.0, -1.0)


def _overlays(app: Any, scene: Any, check: Check) -> None:
    """The menu (Esc) and every sheet of the rules help (F1), then back to the table."""
    scene.open_menu()
    menu = app.stack.top
    check("menu", _draw(app))
    button_tips(app, menu, "menu", check)
    app.stack.pop(menu)
    scene.open_rules()
    rules = app.stack.top
    for page in range(len(rules.pages)):  # every sheet of every page
        for part in range(len(rules.sheets(page))):
            rules.show(page, part)
            check(f"rules help page {page + 1}, sheet {part + 1}", _draw(app))
    button_tips(app, rules, "rules help", check)
    app.stack.pop(rules)


def _sheet_only(app: Any, sheet: Any) -> list[tuple]:
    """A sheet drawn over the dimmed table, drawn alone: the table under it is checked as
    the table (its texts would overlap the sheet's only through the dimming)."""
    sheet.opaque = True
    try:
        return _draw(app)
    finally:
        del sheet.opaque


def _final_and_replay(app: Any, check: Check, tour: Tour, replay: bool) -> None:
    final = app.stack.top
    check("final scores", _sheet_only(app, final))
    button_tips(app, final, "final scores", check)
    final.show("charts")
    check("final scores, charts", _sheet_only(app, final))
    final.show("scores")
    tour.final = True
    if not replay:
        return
    final.replay()
    replay = app.stack.top
    for k in range(60):  # a few seconds of the game played back, clips and all
        app.stack.update(DT)
        if k % 6 == 0:
            check(f"replay, frame {k}", _draw(app))
    button_tips(app, replay, "replay", check)
    replay.toggle()
    check("replay, paused", _draw(app))
    tour.replayed = True


def as_a_person(action: Any) -> Any:
    """The bot's choice as a person makes it: a bot chooses a Bettor Horse round whole
    (``PlaceRound``), a person card by card and then the bet (every panel is seen)."""
    from game.bettorhorse.actions import PlaceHorse, PlaceRound
    return PlaceHorse(action.first) if type(action) is PlaceRound else action


def tour(data: Any, name: str, seed: int, players: int, check: Check,
         options: dict[str, Any] | None = None, bot: str = "",
         scenario: Callable[[], Any] | None = None, max_frames: int = 60000) -> Tour:
    """Plays ``name`` through in hot seat, checking every screen (module docstring).
    ``scenario``: a game put in a chosen position (the game's test helpers) to play on
    from instead of a new one, for a phase whole games seldom reach (no replay then: its
    history is not the seed's)."""
    from game.core.registry import get_game
    from game.ui.app import App, AppConfig
    from game.ui.scenes.handover import PassScene as GenericPassScene
    from game.ui.generic.session import ContractSession
    from game.ui.generic.table import GenericTableScene
    from game.ui.plugin import GameSetup, SeatChoice, presentation
    info = get_game(name)
    seats = tuple(SeatChoice(n, "human") for n in NAMES[:players])
    opts = {"players": players, **(options or {})}
    app = App(AppConfig(speed="fast", autosave=False), data=data)
    s = ContractSession.new(presentation(name), GameSetup(name, opts, seats, seed),
                            speed="fast", anim_speed="normal", autosave=False)
    if scenario is not None:
        s.game, s.events, s.applied = scenario(), [], []
        s.queue.clear()
        s._refresh_view()
    kind = bot or info.bot_kinds[-1]
    deciders = [info.make_bot(kind, seed, i) for i in range(players)]
    scene = GenericTableScene(app, s)
    app.stack.push(scene)
    seen = Tour()
    drawn: set[tuple[str, int]] = set()  # (event, third) of the clips drawn
    toured = False
    for _ in range(max_frames):
        app.stack.update(DT)  # (a frame is drawn only when it is read: the tour stays quick)
        top = app.stack.top
        if isinstance(top, GenericPassScene):
            top.age = 1.0
            d = s.decision()
            key = f"pass:{d.phase if d else ''}"
            if key not in seen.phases:  # (each phase's pass screen says its own task)
                seen.phases.add(key)
                check(f"pass screen to seat {top.seat}, {key}", _draw(app))
            seen.passes += 1
            top.ready()
            continue
        if top is not None and top.name == "results":  # a race's or round's results
            if "results" not in seen.phases:  # (read once, its buttons' tips too)
                seen.phases.add("results")
                check("results sheet", _sheet_only(app, top))
                button_tips(app, top, "results sheet", check)
            top.close()  # (as a person's Continue)
            continue
        if top is not scene:
            if top is not None and top.name == "final":
                _final_and_replay(app, check, seen, replay=scenario is None)
            break
        if s.playing is not None:
            ev = str(s.playing.event.get("type") or s.playing.event.get("type"))
            third = int(s.playing.t * 3)
            if third in (1, 2) and (ev, third) not in drawn:
                drawn.add((ev, third))
                seen.clips.add(ev)
                check(f"clip of {ev} at {third}/3", _draw(app))
            continue
        if scene.frame.panel is None:
            continue
        d = s.decision()
        seat, phase = d.seat, d.phase
        first = phase not in seen.phases
        if first:
            seen.phases.add(phase)
            where = f"{phase} panel"
            check(where, _draw(app))
            scene.frame.banner = None  # ("NAME's turn" over the board: read once, above)
            check(f"{where}, settled", _draw(app))
            button_tips(app, scene, where, check)
            _board_tips(app, scene, where, check)
            if not toured:
                toured = True
                _overlays(app, scene, check)
        action = as_a_person(deciders[seat].choose(s.game.view(seat)))
        problem = scene.frame.choose(action)
        assert not problem, f"{phase}: the bot's choice was refused: {problem}"
        if first:
            check(f"{phase} panel, chosen", _draw(app))
            # (with a choice pending the other buttons say why not: "Confirm or undo…")
            button_tips(app, scene, f"{phase} panel, chosen", check)
        scene.frame.confirm()
    return seen
