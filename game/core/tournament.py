"""Bot tournaments for any registered game: seat-rotated games, win rates with 95% intervals.

    python main.py --tournament --game horse-fever --players 4 --games 2000 \
        --seats hard,normal,easy,random --seed 1

Game g (seed S + g) seats the bot kinds rotated by g places, so every kind sits in every
seat equally often. Each bot sees only its own view (the match driver, ``core/match.py``);
the finished game's ``standings()`` score it: a win is first place, a first place shared by
k seats counts 1/k to each, and the games whose first place was shared are counted (a
general figure: a game whose tie-break seldom decides shows it). Each kind also gets the mean of every numeric field of its
seats' ``Standing.score`` (a yes/no field, like Horse Fever's ``eliminated``, is counted)
and the CPU time of its decisions. Games run in worker processes (``processes``); the
results do not depend on how many.
"""
from __future__ import annotations

import importlib
import math
import multiprocessing as mp
import signal
import statistics
import sys
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Mapping

from .match import play_match
from .registry import GameInfo, get_game

Progress = Callable[[int, int], None]


@dataclass
class KindStats:
    """What one bot kind did over the tournament."""

    kind: str
    games: int = 0
    wins: float = 0.0  # a shared first place counts as a fraction
    scores: dict[str, list[float]] = field(default_factory=dict)  # score field -> per game
    counts: dict[str, int] = field(default_factory=dict)  # yes/no score field -> times yes
    times: list[float] = field(default_factory=list)  # CPU seconds per decision

    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def interval(self, z: float = 1.96) -> tuple[float, float]:
        """Wilson 95% interval of the win rate (a fractional win counts as its fraction)."""
        return wilson(self.wins, self.games, z)

    def mean(self, name: str) -> float:
        """The mean of a numeric score field over this kind's games."""
        values = self.scores.get(name, [])
        return statistics.fmean(values) if values else 0.0

    def decision_ms(self) -> tuple[float, float, float] | None:
        """Decision CPU time in milliseconds: median, 99th percentile, max (None: none)."""
        if not self.times:
            return None
        ms = sorted(1000 * t for t in self.times)
        return statistics.median(ms), ms[min(len(ms) - 1, int(0.99 * len(ms)))], ms[-1]


class Results(dict[str, KindStats]):
    """A tournament's statistics: per bot kind (a dict, kind -> ``KindStats``), and the
    figures of the games themselves: how many were played, how many ended with first place
    shared."""

    def __init__(self, kinds: Iterable[str]) -> None:
        super().__init__((k, KindStats(k)) for k in dict.fromkeys(kinds))
        self.games = 0
        self.shared_first = 0

    def add(self, res: Mapping[str, Any]) -> None:
        """Adds one game's results (``play_one``)."""
        add_result(self, res)
        self.games += 1
        self.shared_first += bool(res["shared"])

    def shared_first_rate(self) -> float:
        return self.shared_first / self.games if self.games else 0.0


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval of ``wins`` successes in ``n`` trials (clamped to 0..1)."""
    if n == 0:
        return 0.0, 0.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(max(0.0, p * (1 - p) / n + z * z / (4 * n * n))) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def rotated(kinds: list[str], g: int) -> list[str]:
    """The seating of game ``g``: the kinds list rotated by g places."""
    k = g % len(kinds)
    return kinds[k:] + kinds[:k]


def play_one(info: GameInfo, options: Mapping[str, Any], kinds: list[str], seed: int,
             timing: bool = True) -> dict[str, Any]:
    """Plays one game with ``kinds[seat]`` in each seat; returns per-seat results."""
    match = play_match(info, options, seed, kinds, timing=timing)
    standings = match.game.standings()
    firsts = [st.seat for st in standings if st.place == 1]
    share = [0.0] * len(kinds)
    for seat in firsts:
        share[seat] = 1.0 / len(firsts)
    score: list[dict[str, Any]] = [{} for _ in kinds]
    for st in standings:
        score[st.seat] = dict(st.score)
    return {"seed": seed, "kinds": list(kinds), "wins": share, "score": score,
            "times": match.times, "shared": len(firsts) > 1}


def add_result(stats: dict[str, KindStats], res: Mapping[str, Any]) -> None:
    """Adds one game's results (``play_one``) to each kind's statistics."""
    for seat, kind in enumerate(res["kinds"]):
        st = stats[kind]
        st.games += 1
        st.wins += res["wins"][seat]
        for name, v in res["score"][seat].items():
            if type(v) is bool:
                st.counts[name] = st.counts.get(name, 0) + v
            elif isinstance(v, (int, float)):
                st.scores.setdefault(name, []).append(v)
        st.times.extend(res["times"][seat])


# A worker process finds the game by name: the registry is inherited (fork), or (spawn)
# rebuilt by importing the module that defines the game's factory, whose package
# registers it (the core names no game).
def _init_worker(module: str) -> None:
    # A forked worker inherits its parent's signal handlers; if the parent ever started SDL,
    # its SIGTERM handler would swallow the Pool's terminate and hang the run.
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    importlib.import_module(module)


def _work(job: tuple[str, dict[str, Any], list[str], int, bool]) -> dict[str, Any]:
    name, options, kinds, seed, timing = job
    return play_one(get_game(name), options, kinds, seed, timing)


def run_tournament(info: GameInfo, options: Mapping[str, Any] | None, kinds: list[str],
                   games: int, seed: int, processes: int = 1,
                   progress: Progress | None = None, timing: bool = True) -> Results:
    """Plays ``games`` seat-rotated games; returns the statistics per bot kind (and how
    many games ended with first place shared).

    ``options`` as the game's setup takes them (checked here, before any worker starts);
    SetupError/ValueError (one line) for options, kinds or a player count that do not fit.
    """
    opts = info.setup(options)
    if not kinds:
        raise ValueError("a tournament needs at least one bot kind")
    jobs = [(info.name, opts, rotated(kinds, g), seed + g, timing) for g in range(games)]
    stats = Results(kinds)
    if games:  # one game in this process first: a bad setup fails here, in one line
        first = play_one(info, opts, jobs[0][2], jobs[0][3], timing)
    done = 0

    def take(results: Iterable[dict[str, Any]]) -> None:
        nonlocal done
        for res in results:
            stats.add(res)
            done += 1
            if progress:
                progress(done, games)

    if games:
        take([first])
    rest = jobs[1:]
    if processes <= 1 or len(rest) < 2:
        take(map(_work, rest))
    else:
        ctx = mp.get_context("fork" if sys.platform != "win32" else "spawn")
        module = getattr(info.new_game, "__module__", None) or __name__
        with ctx.Pool(processes, initializer=_init_worker, initargs=(module,)) as pool:
            take(pool.imap(_work, rest, chunksize=max(1, min(20, games // (8 * processes)))))
    return stats


def score_fields(stats: Mapping[str, KindStats]) -> tuple[list[str], list[str]]:
    """The numeric and the yes/no score fields, in the order the game gives them."""
    numeric = list(dict.fromkeys(n for st in stats.values() for n in st.scores))
    counted = list(dict.fromkeys(n for st in stats.values() for n in st.counts))
    return numeric, counted


def N_(message: str) -> str:
    """Marks a table word for the catalogs' extraction; the command line translates it
    (``table``'s ``words``): the core loads no language itself."""
    return message


def plain_decimal(x: float, places: int) -> str:
    """``x`` with ``places`` decimals, as Python writes it ("12.35")."""
    return f"{x:.{places}f}"


def table(stats: Mapping[str, KindStats], words: Callable[[str], str] = N_,
          decimal: Callable[[float, int], str] = plain_decimal) -> str:
    """A Markdown table, best win rate first: games, wins, win rate and its 95% interval,
    the mean of each numeric score field, how often each yes/no field was true, and the
    decision CPU time (milliseconds: median / p99 / max). ``words`` translates its words
    and ``decimal`` writes its decimals (the command line passes ``game.services.i18n._`` and
    ``game.services.numbers.decimal``: "51,4%" in Italian); score fields are the game's own keys."""
    numeric, counted = score_fields(stats)
    head = ([words(N_("bot")), words(N_("games")), words(N_("wins")), words(N_("win rate")),
             words(N_("95% interval"))]
            + [words(N_("mean {field}")).format(field=n) for n in numeric]
            + counted + [words(N_("decision CPU ms median / p99 / max"))])
    align = ["---", "---:", "---:", "---:", "---"] + ["---:"] * (len(numeric) + len(counted)) \
        + ["---"]
    lines = ["| " + " | ".join(head) + " |", "|" + "|".join(align) + "|"]
    for st in sorted(stats.values(), key=lambda s: -s.win_rate()):
        lo, hi = st.interval()
        ms = st.decision_ms()
        wins = f"{st.wins:g}"  # (a shared first place counts as a fraction: 12.5)
        if "." in wins:
            wins = decimal(st.wins, len(wins.split(".")[1]))
        row = [st.kind, str(st.games), wins,
               f"{decimal(100 * st.win_rate(), 1)}%",
               words(N_("{low}% to {high}%")).format(low=decimal(100 * lo, 1),
                                                    high=decimal(100 * hi, 1))]
        row += [_number(st.mean(n), decimal) for n in numeric]
        row += [str(st.counts.get(n, 0)) for n in counted]
        row.append("-" if ms is None else " / ".join(decimal(v, 1) for v in ms))
        lines.append("| " + " | ".join(row) + " |")
    return "\n".join(lines)


def _number(v: float, decimal: Callable[[float, int], str]) -> str:
    """A mean, with fewer decimals the bigger it is (VP 12.35, Danari 8123)."""
    return f"{v:.0f}" if abs(v) >= 1000 else decimal(v, 2)


def ladder_holds(stats: Mapping[str, KindStats], order: list[str]) -> bool:
    """True when each kind's interval lies wholly above the next kind's in ``order``."""
    for a, b in zip(order, order[1:]):
        if stats[a].interval()[0] <= stats[b].interval()[1]:
            return False
    return True
