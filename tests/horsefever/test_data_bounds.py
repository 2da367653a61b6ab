"""Every number in ``data/`` is bounded so that every game still ends (issue 16, point 15).

- every integer in every data file has a declared range (``game.horsefever.rules.data_bounds``), and
  every declared range is used;
- each number, set in turn to 0, -1, 10**9 and 2**63 in a copy of ``data/``, is either
  refused at load with one line naming the file and the key, or a seeded bot game (the
  Family Game, and the Board Game with star cards) still ends within a fixed number of steps
  (decisions plus race units: a race that never ends is caught, not waited for);
- a boolean or a string where a number belongs is refused, naming the key.

The numbers are grouped by key pattern (``card[].values[]``); two of each group, picked with
a fixed seed, are tried, and the normal and hard bots simulate fewer races than in play:
the file takes about 15 s of CPU.
"""
from __future__ import annotations

import pathlib
import random
import shutil
import tomllib
from collections import defaultdict
from typing import Any, Callable, Iterator

import pytest

import game.horsefever.rules.family.race as race_chapter
from game.horsefever.bots import make_bot
from game.horsefever.rules import Game
from game.horsefever.rules.data import KNOWN_EFFECTS
from game.horsefever.rules.data_bounds import BOUNDS, EFFECT_BOUNDS, pattern
from game.horsefever.rules.data_files import BOARD_GAME_FILES, FILES
from game.horsefever.rules.loader import DataError, load_data

from core.data_edit import Path, dotted, dump, get, put  # tests/ is on sys.path (rootdir import)

DATA = pathlib.Path(__file__).resolve().parents[2] / "data"
EXTREMES = (0, -1, 10**9, 2**63)
STEP_CAP = 20_000  # decisions + race units; a real game takes a few hundred
PER_PATTERN = 2  # numbers tried per key pattern (all of them when fewer)
BOTS = ("hard", "easy", "normal", "simple", "random", "easy")



# ----------------------------------------------------------------------------- numbers

def originals() -> dict[str, dict[str, Any]]:
    return {f.name: tomllib.loads((DATA / f.name).read_text(encoding="utf-8")) for f in FILES}


def numbers(node: Any, path: Path = ()) -> Iterator[Path]:
    """The path of every integer (not boolean) in a parsed file, in file order."""
    if isinstance(node, dict):
        for k, v in node.items():
            yield from numbers(v, path + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from numbers(v, path + (i,))
    elif isinstance(node, int) and not isinstance(node, bool):
        yield path


def effect_of(doc: dict[str, Any], path: Path) -> dict[str, Any] | None:
    """The effect table a number is the value of, or None."""
    if path[-1] == "value" and len(path) >= 3 and path[-3] == "effects":
        return get(doc, path[:-1])
    return None


def sampled(docs: dict[str, dict[str, Any]]) -> list[tuple[str, Path]]:
    """A few numbers of each key pattern of each file (seeded), every pattern covered."""
    groups: dict[tuple[str, str], list[Path]] = defaultdict(list)
    for name, doc in docs.items():
        for path in numbers(doc):
            groups[(name, pattern(dotted(path)))].append(path)
    rng = random.Random(16)
    picked = []
    for (name, _), paths in sorted(groups.items()):
        chosen = paths if len(paths) <= PER_PATTERN else rng.sample(paths, PER_PATTERN)
        picked += [(name, p) for p in chosen]
    return picked


# ----------------------------------------------------------------------------- games

class TooLong(AssertionError):
    """A game went past STEP_CAP steps."""


def play_capped(data: Any, variant: str, stars: bool, players: int, seed: int,
                counter: list[int]) -> int:
    """Plays a seeded bot game; returns its steps (decisions + race units, ``counter``)."""
    kinds = [BOTS[(seed + i) % len(BOTS)] for i in range(players)]
    game, _ = Game.new(data, [f"P{i}" for i in range(players)], variant, seed, stars)
    bots = [make_bot(k, data, seed, i) for i, k in enumerate(kinds)]
    for bot in bots:  # the normal and hard bots, on fewer simulated races: same code, faster
        if hasattr(bot, "races"):
            bot.races = 24
        if hasattr(bot, "draws"):
            bot.draws = 4
    while not game.is_over():
        counter[0] += 1
        if counter[0] > STEP_CAP:
            raise TooLong(f"{variant} game passed {STEP_CAP} steps")
        seat = game.current_player()
        game.apply(bots[seat].choose(game.view(seat)))
    return counter[0]


@pytest.fixture
def counted_races(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """A step counter that also counts race units (each unit rolls the sprint dice once),
    so a race that would never end fails the test at STEP_CAP instead of hanging it."""
    counter = [0]
    make_roller = race_chapter._dice_roller

    def counting_roller(s: Any) -> Callable[[], list[str]]:
        roll = make_roller(s)

        def counting_roll() -> list[str]:
            counter[0] += 1
            if counter[0] > STEP_CAP:
                raise TooLong(f"a race passed {STEP_CAP} steps")
            return roll()
        return counting_roll

    monkeypatch.setattr(race_chapter, "_dice_roller", counting_roller)
    return counter


# ----------------------------------------------------------------------------- tests

def test_every_number_has_a_declared_range():
    docs = originals()
    used = set()
    for name, doc in docs.items():
        for path in numbers(doc):
            effect = effect_of(doc, path)
            if effect is not None:
                pair = (effect["trigger"], effect["op"])
                assert pair in EFFECT_BOUNDS, f"{name}: {dotted(path)}: no range for {pair}"
                used.add(pair)
                continue
            key = pattern(dotted(path))
            assert key in BOUNDS.get(name, {}), f"{name}: {dotted(path)}: no declared range"
            used.add((name, key))
    declared = {(name, key) for name, keys in BOUNDS.items() for key in keys}
    assert declared - used == set(), "ranges declared for keys no data file has"
    ints = {pair for pair, kind in KNOWN_EFFECTS.items() if kind is int}
    assert set(EFFECT_BOUNDS) == ints, "every effect with a number has a range"


def test_the_toml_writer_round_trips():
    for name, doc in originals().items():
        assert tomllib.loads(dump(doc)) == doc, name


def test_the_real_data_is_within_bounds_and_its_games_end(counted_races):
    data = load_data()
    assert play_capped(data, "family", False, 4, 1, counted_races) > 0
    counted_races[0] = 0
    assert play_capped(data, "board", True, 4, 1, counted_races) > 0


def test_the_reported_hang_is_refused(tmp_path):
    target = tmp_path / "data"
    shutil.copytree(DATA, target)
    track = target / "track.toml"
    track.write_text(track.read_text(encoding="utf-8").replace(
        "finish_line = 12", "finish_line = 9223372036854775807"), encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_data(target)
    assert str(info.value).endswith(
        "data/track.toml: finish_line: must be from 1 to 60 (the finish line's square: "
        "every race must end), found 9223372036854775807")


def bound_of(docs: dict[str, dict[str, Any]], name: str, path: Path) -> Any:
    """The declared range of the number at ``path``."""
    effect = effect_of(docs[name], path)
    if effect is not None:
        return EFFECT_BOUNDS[(effect["trigger"], effect["op"])]
    return BOUNDS[name][pattern(dotted(path))]


def try_values(tmp_path: pathlib.Path, counter: list[int],
               cases: list[tuple[str, Path, tuple[int, ...]]],
               same_key: bool = True) -> tuple[int, int]:
    """Sets each number of ``cases`` to each of its values in turn in a copy of data/: the
    load refuses it in one line naming the file and the key (with ``same_key`` False, any
    key of the file: a duplicate or a range that follows from another number names the
    other one), or a seeded bot game of each variant that reads the file ends within
    STEP_CAP steps. Returns (refused, played)."""
    docs = originals()
    target = tmp_path / "data"
    shutil.copytree(DATA, target)
    refused = played = 0
    problems = []
    for n, (name, path, values) in enumerate(cases):
        key = dotted(path)
        original = get(docs[name], path)
        for value in values:
            put(docs[name], path, value)
            (target / name).write_text(dump(docs[name]), encoding="utf-8")
            try:
                data = load_data(target)
            except DataError as e:
                message = str(e)
                refused += 1
                named = f"data/{name}: {key if same_key else ''}"
                if "\n" in message or named not in message or message.count(": ") < 2:
                    problems.append(f"{name} {key} = {value}: refused as {message!r}")
                continue
            finally:
                put(docs[name], path, original)
                (target / name).write_text(dump(docs[name]), encoding="utf-8")
            # Accepted: the games still end. A players[k] row is played with its count.
            players = path[1] + 2 if path[0] == "players" else 2 + n % 3
            variants = [("board", True)] if name in BOARD_GAME_FILES else \
                [("family", False), ("board", True)]
            for variant, stars in variants:
                counter[0] = 0
                try:
                    play_capped(data, variant, stars, players, 1000 + n, counter)
                except TooLong as e:
                    problems.append(f"{name} {key} = {value}: {e}")
                played += 1
    assert not problems, "\n".join(problems)
    return refused, played


def test_extreme_numbers_are_refused_or_the_game_still_ends(tmp_path, counted_races):
    cases = [(name, path, EXTREMES) for name, path in sampled(originals())]
    refused, played = try_values(tmp_path, counted_races, cases)
    assert refused and played  # both outcomes were met


# With a million Danari a Board bot's Goal chance is a logistic of a huge lead: exp()
# overflows to inf and the chance is 0.0 or 1.0, the right limit.
@pytest.mark.filterwarnings("ignore:overflow encountered in exp:RuntimeWarning")
def test_the_ends_of_every_range_still_end_the_game(tmp_path, counted_races):
    # One number of each key pattern at the low and the high end of its declared range:
    # the ranges are generous, and still every game ends (or a range that follows from
    # another number refuses it, naming the key).
    docs = originals()
    seen, cases = set(), []
    for name, path in sampled(docs):
        if (name, pattern(dotted(path))) not in seen:
            seen.add((name, pattern(dotted(path))))
            bound = bound_of(docs, name, path)
            cases.append((name, path, (bound.low, bound.high)))
    refused, played = try_values(tmp_path, counted_races, cases, same_key=False)
    assert played > refused


def test_a_boolean_or_a_string_is_not_a_number(tmp_path):
    docs = originals()
    target = tmp_path / "data"
    shutil.copytree(DATA, target)
    for name, path in sampled(docs):
        key, original = dotted(path), get(docs[name], path)
        for value, shown in ((True, "boolean true"), (str(original), f'string "{original}"')):
            put(docs[name], path, value)
            (target / name).write_text(dump(docs[name]), encoding="utf-8")
            with pytest.raises(DataError) as info:
                load_data(target)
            assert (f"data/{name}: {key}: expected a whole number from " in str(info.value)
                    or f"data/{name}: {key}: expected an integer" in str(info.value))
            assert f"found {shown}" in str(info.value)
        put(docs[name], path, original)
        (target / name).write_text(dump(docs[name]), encoding="utf-8")
