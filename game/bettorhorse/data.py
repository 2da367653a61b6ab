"""Reads ``data/bettor_horse.toml`` into the rules' ``BHData``, checking every key.

A missing or broken key raises ``BettorHorseDataError`` whose ``str()`` is one line naming
the file and the key (``bettor_horse.toml: deck.cards[3].speed: ...``).
"""
from __future__ import annotations

import functools
import hashlib
import pathlib
import tomllib
from typing import Any

from ..resources import data_dir
from .rules.deck import BHData, CardSpec, Colour, Ruling

FILE = "bettor_horse.toml"
RULINGS = ("reusable_bets", "track_cut", "mudder", "final_round", "pool", "sudden_death",
           "schedule")


class BettorHorseDataError(ValueError):
    """A broken data file: one line, ``<file>: <key>: <problem>``."""


def _get(d: Any, path: str, key: str, kind: type | tuple[type, ...], file: str) -> Any:
    where = f"{path}.{key}" if path else key
    if not isinstance(d, dict) or key not in d:
        raise BettorHorseDataError(f"{file}: {where}: missing")
    v = d[key]
    if not isinstance(v, kind) or (kind is int and isinstance(v, bool)):
        raise BettorHorseDataError(f"{file}: {where}: {v!r:.40} is not of the right kind")
    return v


def parse(raw: dict[str, Any], file: str = FILE) -> BHData:
    """``BHData`` from the parsed TOML; BettorHorseDataError naming the key otherwise."""
    def bad(where: str, why: str) -> BettorHorseDataError:
        return BettorHorseDataError(f"{file}: {where}: {why}")

    g = _get(raw, "", "game", dict, file)
    bets = tuple(_get(g, "game", "bets", list, file))
    if sorted(bets) != ["draw", "lose", "win"]:
        raise bad("game.bets", "must be win, lose and draw")
    race_cards = _get(g, "game", "race_cards", int, file)
    final_choices = _get(g, "game", "final_choices", int, file)
    min_speed = _get(g, "game", "min_speed", int, file)
    colours = []
    for k, c in enumerate(_get(raw, "", "colours", list, file)):
        p = f"colours[{k}]"
        code = _get(c, p, "code", str, file)
        if len(code) != 1 or not code.isalpha():
            raise bad(f"{p}.code", f"{code!r} is not one letter")
        rgb = _get(c, p, "rgb", list, file)
        if len(rgb) != 3 or not all(isinstance(x, int) and 0 <= x <= 255 for x in rgb):
            raise bad(f"{p}.rgb", "is not three numbers 0..255")
        colours.append(Colour(code, _get(c, p, "name", str, file), tuple(rgb)))
    if len({c.code for c in colours}) != len(colours):
        raise bad("colours", "two decks share a code")
    deck_t = _get(raw, "", "deck", dict, file)
    deck = []
    for k, c in enumerate(_get(deck_t, "deck", "cards", list, file)):
        p = f"deck.cards[{k}]"
        speed = _get(c, p, "speed", int, file)
        if speed < min_speed:
            raise bad(f"{p}.speed", f"{speed} is below the slowest speed {min_speed}")
        back = _get(c, p, "back", str, file)
        if back not in ("wet", "dry"):
            raise bad(f"{p}.back", f"{back!r} is not wet or dry")
        deck.append(CardSpec(speed, back, bool(c.get("mudder", False)), bool(c.get("sure", False))))
    if not 1 <= len(deck) <= 99:
        raise bad("deck.cards", "needs 1 to 99 cards")
    rul_t = _get(raw, "", "rulings", dict, file)
    rulings = {}
    for name in RULINGS:
        r = _get(rul_t, "rulings", name, dict, file)
        note = _get(r, f"rulings.{name}", "note", str, file)
        rulings[name] = Ruling(name, note, {k: v for k, v in r.items() if k != "note"})
    rulings["deck"] = Ruling("deck", _get(deck_t, "deck", "note", str, file), {})
    counts = tuple(_get(_get(raw, "", "players", dict, file), "players", "counts", list, file))
    if not counts or any(n % 2 or n < 2 or n > len(colours) for n in counts):
        raise bad("players.counts", "must be even counts, at most one per colour deck")
    p2 = _get(_get(raw, "", "schedule", dict, file), "schedule", "final_part_two", dict, file)
    part_two: dict[int, tuple[tuple[int, int], ...]] = {}
    for n in counts:
        if n == 2:
            continue
        pairs = _get(p2, "schedule.final_part_two", str(n), list, file)
        seats = sorted(s for pair in pairs for s in pair)
        if seats != list(range(1, n + 1)):
            raise bad(f"schedule.final_part_two.{n}", "must pair every seat once")
        part_two[n] = tuple((a - 1, b - 1) for a, b in pairs)
    sd = rulings["sudden_death"].values
    sd_max = _get(sd, "rulings.sudden_death", "max_rounds", int, file)
    sd_chosen = _get(sd, "rulings.sudden_death", "chosen_rounds", int, file)
    if sd_max < 1:
        raise bad("rulings.sudden_death.max_rounds", f"{sd_max} is not at least 1")
    if not 0 <= sd_chosen <= sd_max:
        raise bad("rulings.sudden_death.chosen_rounds", f"{sd_chosen} is not 0 to max_rounds")
    full = (len(deck) - final_choices) // race_cards
    cycles = _get(rulings["schedule"].values, "rulings.schedule", "ring_cycles", int, file)
    if full * race_cards + final_choices != len(deck) or 2 * cycles > full:
        raise bad("rulings.schedule.ring_cycles", "does not fit the deck's size")
    return BHData(
        bets=bets, race_cards=race_cards, final_choices=final_choices, min_speed=min_speed,
        colours=tuple(colours), deck=tuple(deck), deck_note=rulings["deck"].note,
        rulings=rulings, ring_cycles=cycles, part_two=part_two,
        mudder_range=_get(rulings["mudder"].values, "rulings.mudder", "range", int, file),
        sudden_death_max=sd_max, sudden_death_chosen=sd_chosen,
        player_counts=counts, identity=hashlib.sha256(repr(raw).encode()).hexdigest())


def load(path: pathlib.Path | None = None) -> BHData:
    """The data file (default: the bundled one), checked."""
    path = path or data_dir() / FILE
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise BettorHorseDataError(f"{path.name}: the file is missing") from None
    except tomllib.TOMLDecodeError as e:
        raise BettorHorseDataError(f"{path.name}: {e}".replace("\n", " ")) from None
    return parse(raw, path.name)


@functools.cache
def game_data() -> BHData:
    """The bundled data, read once."""
    return load()
