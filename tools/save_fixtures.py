"""Writes one window autosave of each registered game, for the tests that continue them.

Each game is started in the real App (dummy video driver, instant speed) with a person in
seat 0 ("Ada") and bots in the others; the person makes a few moves (the first legal
action each time, chosen and confirmed as the table does), then the game's autosave, as
the window wrote it, is copied to ``tests/fixtures/saves/<game>.json``.

    SDL_VIDEODRIVER=dummy python tools/save_fixtures.py [--out DIR] [--moves N]

Re-cut the fixtures with this when a change of a game's rules or data version refuses
them on purpose (the commit says so).
"""
from __future__ import annotations

import argparse
import os
import pathlib
import shutil
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# One seat for a person, the rest bots; few players, so the tests replay quickly.
SETUPS = {
    "horse-fever": ({"variant": "family", "players": 3}, ("human", "simple", "simple")),
    "bettor-horse": ({"players": 2}, ("human", "normal")),
    "ticket-gagnant": ({"players": 3}, ("human", "normal", "normal")),
    "finish-line": ({"players": 3}, ("human", "normal", "normal")),
}
NAMES = ("Ada", "Bruno", "Carla", "Dario")


def cut(game: str, out: pathlib.Path, moves: int, seed: int = 11) -> pathlib.Path:
    """Plays ``moves`` of the person's decisions in a new window game; copies its autosave."""
    from game.core.registry import get_game
    from game.saves.files import saves_dir
    from game.ui.app import App, AppConfig
    from game.ui.plugin import GameSetup, SeatChoice

    info = get_game(game)
    options, kinds = SETUPS[game]
    kinds = tuple(k if k == "human" or k in info.bot_kinds else info.bot_kinds[-1]
                  for k in kinds)
    app = App(AppConfig(speed="instant", autosave=True))
    err = app.start(GameSetup(game, dict(options),
                              tuple(SeatChoice(NAMES[i], k) for i, k in enumerate(kinds)), seed))
    if err:
        raise SystemExit(f"error: {game}: {err}")
    table = app.stack.top
    session = table.session
    made = 0
    for _ in range(20000):
        app.step(0.1, [])
        top = app.stack.top
        if top is not table:
            if hasattr(top, "ready"):
                top.ready()  # a pass screen
            elif hasattr(top, "close"):
                top.close()
            else:
                app.stack.pop(top)
            continue
        if session.game.is_over():
            raise SystemExit(f"error: {game}: the game ended before {moves} moves")
        seat = session.human_to_move() if hasattr(session, "human_to_move") else None
        if seat is None:
            continue
        if made >= moves and not session.queue:
            break
        if hasattr(session, "choose"):  # the generic table: choose, then confirm
            if session.turn_open() is None:
                continue
            session.choose(list(session.game.legal())[0])
            session.confirm()
        else:  # Horse Fever's own table: the widget submits a checked action
            session.submit(session.game.legal_actions()[0])
        made += 1
    autosaves = sorted(saves_dir().glob("autosave-*.json"))
    if len(autosaves) != 1:
        raise SystemExit(f"error: {game}: {len(autosaves)} autosaves")
    out.mkdir(parents=True, exist_ok=True)
    dest = out / f"{game}.json"
    shutil.copyfile(autosaves[0], dest)
    return dest


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(ROOT / "tests" / "fixtures" / "saves"))
    ap.add_argument("--moves", type=int, default=3)
    ap.add_argument("--game", action="append", help="only this game (repeatable)")
    args = ap.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game import catalogue as games  # noqa: F401  (registers every game)
    from game.ui import games_ui  # noqa: F401  (and its presentation)
    for game in args.game or list(SETUPS):
        with tempfile.TemporaryDirectory() as home:
            os.environ["HORSEBURG_HOME"] = home
            print(cut(game, pathlib.Path(args.out), args.moves))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
