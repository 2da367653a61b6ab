"""What the command line asks the window for (``AppConfig``), read from its flags
(``config_from_args``); apart from ``app.py`` so the loop's module stays about the loop."""
from __future__ import annotations

import argparse
from dataclasses import dataclass, field
from pathlib import Path

from ..catalogue import FIRST_GAME


@dataclass
class AppConfig:
    """What the command line asks for."""

    autoplay: bool = False
    game: str = FIRST_GAME  # the registry name of the game --autoplay plays
    options: dict | None = None  # --autoplay: that game's setup options (None: its defaults)
    seed: int | None = None
    players: int = 4
    variant: str = "family"
    speed: str | None = None  # None: the saved setting
    screenshots: Path | None = None
    quit_at_end: bool = False
    stars: bool = False
    rounds: int | None = None
    bots: list[str] = field(default_factory=lambda: ["simple"])  # []: the game's default mix
    window: tuple[int, int] | None = None  # None: the saved setting
    fullscreen: bool | None = None  # None: the saved setting
    autosave: bool = True
    seats: list | None = None  # start straight into a game with these seats (SeatChoice; tests)
    resume: Path | None = None  # --resume: open the table at this save (command_line_game.py)
    log: Path | None = None  # --log: the game's events as JSON Lines
    # --host-on: where a table the window hosts listens ("": HORSEBURG_HOST_ON, else every
    # address of the computer; the tests set 127.0.0.1, which also keeps discovery off)
    host_on: str = ""


def config_from_args(args: argparse.Namespace) -> AppConfig:
    """The command line's flags as an AppConfig."""
    shots = getattr(args, "screenshots", None)
    game = getattr(args, "game", None) or FIRST_GAME
    # --bots; none: the game's own mix when --autoplay seats them (``autoplay_setup``).
    bots = [b for b in (getattr(args, "bots", None) or "").split(",") if b]
    # The command line's options of --game, as game/command_line/main.py resolved and checked them.
    options = getattr(args, "game_options", None)
    return AppConfig(autoplay=bool(getattr(args, "autoplay", False)), seed=getattr(args, "seed", None),
                     game=game,
                     options=dict(options) if isinstance(options, dict) else None,
                     players=getattr(args, "players", 4) or 4, variant=getattr(args, "variant", "family"),
                     speed=getattr(args, "speed", None), screenshots=Path(shots) if shots else None,
                     quit_at_end=bool(getattr(args, "quit_at_end", False)),
                     stars=getattr(args, "stars", "off") == "on", rounds=getattr(args, "rounds", None),
                     bots=bots, fullscreen=True if getattr(args, "fullscreen", False) else None,
                     resume=Path(args.resume) if getattr(args, "resume", None) else None,
                     log=Path(args.log) if getattr(args, "log", None) else None,
                     host_on=getattr(args, "host_on", None) or "")
