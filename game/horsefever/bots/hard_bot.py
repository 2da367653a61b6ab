"""The hard bot: plays to win the game, judging every choice on simulated races.

What it does beyond the normal bot:
- It reads the table: the others' face-down cards are drawn from their posterior given
  where their owners put them (a card on a horse its player backed is probably a helpful
  one: the placement model of ``game.horsefever.tipster.model``), and cards still in hands go where
  players usually put them. So its second bet reacts to what the race fixing gave away.
- It values a choice by its chance to win the game, not by its expected VP: for each
  simulated race it scores every player (VP, then Danari for ties), adds the bets still to
  come and the rounds still to play as random draws, and counts how often it ends first.
  Leading, it takes safe show bets; trailing late, it goes for win bets on outsiders.
- Race fixing is chosen by simulating every (card, lane) placement on the same random
  draws (common random numbers), counting its own bets, its next bet and the others' bets.
- First bets are planned with its cards: it simulates each horse with its helpful cards on
  it and its harmful ones on the strongest rival.
- Bankroll: stakes above the minimum only when the bet also gains Danari on average, never
  touching the money needed for the coming minimum bets (VP are the goal, Danari the
  means), and in the last round Danari count for the tie-break.
- Board Game: the race decisions use the same simulations, but score the expected VP (plus
  Danari at 1/1500 VP each, less the loans to repay) instead of the chance to win: its
  futures model (measured on Family games) knows nothing of Goals, stables and auctions,
  and the expected value won far more often there (docs/bots.md). Star cards' payoffs count
  for the bets that collect them. Purchases, lineup, sales and auctions are
  ``board_play.BoardPlay`` at the hard level (Goal planning, loans, the last auction).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from ...services.i18n import _
from ...services.numbers import decimal, money
from ..rules.actions import BET, PASS, PHOTO_PICK, PLAY_CARD, Action
from ..tipster import Slot, draw_chance, placement_policy, simulate, situation_from_view
from ..tipster.simulate import SimResult, star_payoffs
from ..tipster.situation import Situation
from .normal_bot import NormalBot, bet_options, kelly_stake, my_stakes, reserve_for

# VP one player gains in a round (two bets), as measured over bot games:
# 0, 1, 2, 3 or 4 VP. Used for the rounds still to play.
ROUND_GAIN = (0.265, 0.22, 0.02, 0.30, 0.195)
# VP gained by one bet still to be placed this round by another player: 0, 1 or 3.
BET_GAIN = {0: 0.40, 1: 0.40, 3: 0.20}
DANARI_NOISE = 700  # Danari spread per round still to play (for tie-breaks)


@dataclass
class Table:
    """The public standings and what is still to come, for the win-chance model."""

    seats: list[int]  # active seats; index 0 is this bot
    vp: np.ndarray  # (P,) VP now
    danari: np.ndarray  # (P,) Danari now
    extra_vp: np.ndarray  # (M, P) VP still to come (other bets this round, later rounds)
    extra_d: np.ndarray  # (M, P) Danari noise still to come
    owners: dict[int, int]  # lane -> index of the seat owning its stable (active ones)
    # Board Game: VP per Danaro (money still buys stables, Goals and the auction's VP, and
    # Danari do not break ties); 0 in the Family Game (Danari only break ties).
    vp_per_d: float = 0.0


class HardBot(NormalBot):
    """Plays to win the game: simulated choices, a read of the table, bankroll care."""

    name = "hard"
    races = 500  # simulated races per candidate
    model_scale = 1.0  # placement model (tipster.model): 0 = no reading of face-down cards
    draws = 48  # random futures per simulated race in the win-chance model
    kelly_fraction = 0.3
    utility = "win"  # "win": chance to win the game; "ev": expected VP (experiments)
    board_vp_per_d = 1 / 1500  # Board Game: what a Danaro is worth in VP (win-chance model)
    _board_game = False
    board_utility = "ev"  # Board Game: "ev" (expected VP) or "win" (the Family model)

    # ---- the win-chance model ----------------------------------------------------------
    def table(self, view: dict[str, Any], rng: np.random.Generator,
              my_pending: int = 0) -> Table:
        """Standings, plus random draws of the VP still to come for every player."""
        me = view["seat"]
        players = view["players"]
        seats = [me] + [p["seat"] for p in players if p["seat"] != me and not p["eliminated"]]
        vp = np.array([players[s]["vp"] for s in seats], float)
        danari = np.array([players[s]["danari"] for s in seats], float)
        pending = self.pending_bets(view, seats)
        pending[0] = my_pending
        rounds_left = view["rounds"] - view["round"]
        m, p = self.draws, len(seats)
        extra = np.zeros((m, p))
        gains = np.array(list(BET_GAIN))
        probs = np.array(list(BET_GAIN.values()))
        for i, k in enumerate(pending):
            for _ in range(k):
                extra[:, i] += rng.choice(gains, m, p=probs)
        if rounds_left > 0:
            extra += rng.choice(len(ROUND_GAIN), (m, p, rounds_left), p=ROUND_GAIN).sum(axis=2)
        spread = DANARI_NOISE * np.sqrt(rounds_left + 0.5 * pending.sum() / max(p, 1))
        extra_d = rng.normal(0.0, 1.0, (m, p)) * spread
        owners = {}
        for i, s in enumerate(seats):
            for h in players[s]["stables"]:
                owners[self.tables.colours.index(h)] = i
        vp_per_d = 0.0
        self._board_game = view.get("variant") == "board"
        if self._board_game:
            vp_per_d = self.board_vp_per_d
            for i, s in enumerate(seats):  # loans are repaid at the end: owed money is not VP
                danari[i] -= sum(self.data.board.loans[k].repay
                                 for k in players[s].get("loans", []))
        return Table(seats, vp, danari, extra, extra_d, owners, vp_per_d)

    @staticmethod
    def pending_bets(view: dict[str, Any], seats: list[int]) -> np.ndarray:
        """How many bets each seat may still place this round (others: 2 minus placed)."""
        phase = view["phase"]
        placed = {s: 0 for s in seats}
        for b in view["bets"]:
            if b["seat"] in placed:
                placed[b["seat"]] += 1
        out = np.zeros(len(seats), int)
        if phase in ("first_bet", "fix"):
            for i, s in enumerate(seats):
                out[i] = max(0, 2 - placed[s])
        elif phase == "second_bet":
            n = len(view["players"])
            active = [s for s in ((view["first_player"] + i) % n for i in range(n))
                      if not view["players"][s]["eliminated"]]
            order = list(reversed(active[1:])) + active[:1]  # second bets: first player last
            me = view["seat"]
            after = order[order.index(me) + 1:] if me in order else []
            for i, s in enumerate(seats):
                out[i] = 1 if (s in after and placed[s] < 2) else 0
        return out

    def outcomes(self, sim: SimResult, tab: Table, bets: list[tuple[int, str, str, int]]
                 ) -> tuple[np.ndarray, np.ndarray]:
        """Per simulated race: VP and Danari each player gains from these bets and prizes.

        ``bets`` are (player index in ``tab.seats``, horse, kind, stake); hypothetical ones
        (not on the table yet) carry a negative stake: it is paid out of the Danari.
        """
        r = self.data.rules
        places = sim.places
        n = places.shape[0]
        # As floats: stake x odds overflows the tables' 16-bit integers (5000 D x 7).
        odds = self.tables.odds_values[sim.rows].astype(float)
        dvp = np.zeros((n, len(tab.seats)))
        dd = np.zeros((n, len(tab.seats)))
        star_vp, star_d = star_payoffs(self.tables, sim)
        stars = bool(star_vp.any() or star_d.any())
        collected: dict[tuple[int, int], np.ndarray] = {}  # star cards: once per player, horse
        for i, horse, kind, stake in bets:
            lane = self.tables.colours.index(horse)
            s = abs(stake)
            if stake < 0:
                dd[:, i] -= s
            if kind == "win":
                hit = places[:, lane] == 0
                dvp[:, i] += r.win_vp * hit
                dd[:, i] += s * odds[:, lane] * hit
            else:
                hit = places[:, lane] < r.show_places
                dvp[:, i] += r.show_vp * hit
                dd[:, i] += s * r.show_multiplier * hit
            if stars:
                key = (i, lane)
                collected[key] = hit | collected[key] if key in collected else hit
        for (i, lane), hit in collected.items():
            dvp[:, i] += star_vp[:, lane] * hit
            dd[:, i] += star_d[:, lane] * hit
        prizes = np.zeros(n)
        for lane, i in tab.owners.items():
            prizes[:] = 0
            for place, prize in enumerate(self.data.prizes):
                prizes += prize * (places[:, lane] == place)
            dd[:, i] += prizes
        return dvp, dd

    def win_chance(self, sim: SimResult, tab: Table, dvp: np.ndarray, dd: np.ndarray) -> float:
        """P(this seat ends the game first): VP, then Danari, over races x futures."""
        if self.utility == "ev" or (tab.vp_per_d and self.board_utility == "ev"):
            # Expected VP (plus Danari at their VP value). The Board Game's default: its VP
            # come mostly from Goals, stables and auctions, which the futures of the
            # win-chance model (measured on Family games) do not know, and maximising the
            # expected value won far more often there (see docs/bots.md).
            u = dvp[:, 0] + dd[:, 0] * (tab.vp_per_d or 1 / 3000)
            return float(u.mean() if sim.weights is None else sim.weights @ u)
        if tab.vp_per_d:  # Board Game: money is VP still to buy; ties are a die roll
            now = tab.vp[None, :] + dvp + (tab.danari[None, :] + dd) * tab.vp_per_d
            later = tab.extra_vp + tab.extra_d * tab.vp_per_d
        else:
            now = (tab.vp[None, :] + dvp) * 1e7 + tab.danari[None, :] + dd  # (N, P)
            later = tab.extra_vp * 1e7 + tab.extra_d  # (M, P)
        mine = now[:, 0:1] + later[None, :, 0]  # (N, M): VP first, Danari break ties
        rest = None
        for j in range(1, now.shape[1]):
            other = now[:, j:j + 1] + later[None, :, j]
            rest = other if rest is None else np.maximum(rest, other)
        if rest is None:
            return 1.0
        won = (mine > rest).mean(axis=1)
        w = sim.weights
        return float(won.mean() if w is None else w @ won)

    def score(self, p: float, after: float | None = None) -> str:
        """Words for what ``win_chance`` returned (a chance to win, or expected VP)."""
        ev = self.utility == "ev" or (self._board_game and self.board_utility == "ev")
        fmt = (lambda x: _("{vp} VP expected").format(vp=decimal(x, 2, signed=True))) if ev else \
            (lambda x: f"{x:.0%}")
        if after is not None:
            shown = f"{fmt(p)} -> {fmt(after)}"
        else:
            shown = fmt(p)
        return shown if ev else _("{chance} to win the game").format(chance=shown)

    # ---- situations --------------------------------------------------------------------
    def situation(self, view: dict[str, Any]) -> Situation:
        sit = situation_from_view(view, self.data, future=True)
        return replace(sit, policy=placement_policy(view, self.data, self.model_scale))

    def run(self, sit: Situation, forced) -> SimResult:
        return simulate(self.tables, sit, self.races, self._np, forced)

    def next_bet(self, sim: SimResult, options: dict[str, list[str]],
                 taken: set[tuple[str, str]]) -> tuple[str, str] | None:
        """The bet with the best expected VP among ``options`` (for planning ahead)."""
        best, best_v = None, -1.0
        for opt in bet_options(self.data, sim, options):
            if (opt.horse, opt.kind) in taken:
                continue
            if opt.vp > best_v:
                best, best_v = (opt.horse, opt.kind), opt.vp
        return best

    # ---- decisions ---------------------------------------------------------------------
    def bet(self, view: dict[str, Any], d: dict[str, Any]) -> Action:
        o = d["options"]
        if not o["horses"]:
            self.last_reason = "hard: " + _("no horse left to back")
            return Action(PASS)
        self._np = self.np_rng()
        first = not d["can_pass"]
        me = view["players"][view["seat"]]
        lo = o["min_stake"]
        free = me["danari"] - reserve_for(view, first)
        if first:
            return self._first_bet(view, o, lo, free)
        return self._second_bet(view, o, lo, free, me)

    def _public_bets(self, view: dict[str, Any], tab: Table) -> list[tuple[int, str, str, int]]:
        index = {s: i for i, s in enumerate(tab.seats)}
        return [(index[b["seat"]], b["horse"], b["kind"], b["stake"]) for b in view["bets"]
                if b["seat"] in index]

    def _first_bet(self, view, o, lo, free) -> Action:
        sit = self.situation(view)
        me = view["seat"]
        hand = view["players"][me].get("hand", [])
        forced = draw_chance(self.tables, sit, self.races, self._np)
        tab = self.table(view, self._np, my_pending=0)
        public = self._public_bets(view, tab)
        horses = list(o["horses"])
        base_win = _weighted(self.run(sit, forced), None)
        t = self.tables
        plans = []
        for horse in horses:
            lane = t.colours.index(horse)
            rival = max((x for x in range(len(t.colours)) if x != lane),
                        key=lambda x: base_win[x])
            plans.append([Slot(lane if t.helps[t.card_index[c]] else rival, t.card_index[c], me)
                          for c in hand])
        big = simulate(t, sit, self.races, self._np, forced, extra=plans) if hand else None
        best = None
        for b, horse in enumerate(horses):
            sim = big.block(b) if big is not None else self.run(sit, forced)
            for kind in o["horses"][horse]:
                mine = [(0, horse, kind, -lo)]
                nxt = self.next_bet(sim, o["horses"], {(horse, kind)})
                if nxt is not None and free - lo >= o["min_stake"]:
                    mine.append((0, nxt[0], nxt[1], -lo))
                dvp, dd = self.outcomes(sim, tab, public + mine)
                p = self.win_chance(sim, tab, dvp, dd)
                if best is None or p > best[0] + 1e-9:
                    best = (p, horse, kind, sim, mine)
        assert best is not None
        p, horse, kind, sim, mine = best
        stake = self._stake(sim, tab, public + mine[1:], horse, kind, o, free, p)
        opt = _option(self.data, sim, o["horses"], horse, kind)
        plan = _(" with my cards planned on it") if hand else ""
        self.last_reason = f"hard: {money(stake)} {opt.words()}{plan}: {self.score(p)}"
        return Action(BET, horse=horse, kind=kind, stake=stake)

    def _second_bet(self, view, o, lo, free, me) -> Action:
        sit = self.situation(view)
        forced = draw_chance(self.tables, sit, self.races * 2, self._np)
        sim = simulate(self.tables, sit, self.races * 2, self._np, forced)
        tab = self.table(view, self._np)
        public = self._public_bets(view, tab)
        dvp, dd = self.outcomes(sim, tab, public)
        p_pass = self.win_chance(sim, tab, dvp, dd)
        if me["danari"] - lo < 0 or (free < lo and view["round"] < view["rounds"]):
            self.last_reason = "hard: " + _("passes to keep {danari} for the coming minimum bets "
                                            "({score})").format(danari=money(me["danari"]),
                                                                score=self.score(p_pass))
            return Action(PASS)
        best = None
        for horse, kinds in o["horses"].items():
            for kind in kinds:
                dvp, dd = self.outcomes(sim, tab, public + [(0, horse, kind, -lo)])
                p = self.win_chance(sim, tab, dvp, dd)
                if best is None or p > best[0]:
                    best = (p, horse, kind)
        assert best is not None
        p, horse, kind = best
        if p <= p_pass:
            self.last_reason = "hard: " + _("passes: no bet helps ({score})").format(
                score=self.score(p_pass))
            return Action(PASS)
        spend = free if view["round"] < view["rounds"] else me["danari"]
        stake = self._stake(sim, tab, public, horse, kind, o, spend, p)
        opt = _option(self.data, sim, o["horses"], horse, kind)
        # Says how it knows: it only guesses the others' face-down cards from where they
        # were played (tipster.model), it never sees them.
        self.last_reason = f"hard: {money(stake)} {opt.words()}, " + _(
            "guessing the face-down cards from where they were played: {score}").format(
            score=self.score(p_pass, p))
        return Action(BET, horse=horse, kind=kind, stake=stake)

    def _stake(self, sim, tab, other_bets, horse, kind, o, free, p_min) -> int:
        """The minimum, or a larger stake when the bet gains Danari and the model agrees."""
        lo = o["min_stake"]
        opt = _option(self.data, sim, o["horses"], horse, kind)
        big = kelly_stake(opt, o, free, self.kelly_fraction)
        if big <= lo:
            return lo
        best, best_p = lo, None
        for stake in sorted({lo, (lo + big) // 200 * 100, big}):
            if stake < lo:
                continue
            dvp, dd = self.outcomes(sim, tab, other_bets + [(0, horse, kind, -stake)])
            p = self.win_chance(sim, tab, dvp, dd)
            if best_p is None or p > best_p + 1e-9:
                best, best_p = stake, p
        return best

    def fix(self, view: dict[str, Any], d: dict[str, Any]) -> Action:
        o = d["options"]
        self._np = self.np_rng()
        me = view["seat"]
        t = self.tables
        sit = self.situation(view)
        forced = draw_chance(t, sit, self.races, self._np)
        tab = self.table(view, self._np, my_pending=0)
        public = self._public_bets(view, tab)
        base_win = _weighted(self.run(sit, forced), None)
        care = my_stakes(view, self.data)
        my_lanes = [t.colours.index(h) for h in o["horses"] if care[h] > 0]
        second_options = self._second_options(view)
        player = view["players"][me]
        can_second = player["danari"] >= 100 * player["vp"]
        cards = sorted(set(o["cards"]))
        cands, plans = [], []
        for card in cards:
            rest = list(o["cards"])
            rest.remove(card)
            for horse in o["horses"]:
                plan = [Slot(t.colours.index(horse), t.card_index[card], me)]
                for c in rest:  # my other cards: where I would put them next
                    ci = t.card_index[c]
                    if t.helps[ci] and my_lanes:
                        other = max(my_lanes, key=lambda x: (care[t.colours[x]], base_win[x]))
                    else:
                        pool = [x for x in range(6) if x not in my_lanes] or list(range(6))
                        other = max(pool, key=lambda x: base_win[x])
                    plan.append(Slot(other, ci, me))
                cands.append((card, horse))
                plans.append(plan)
        big = simulate(t, sit, self.races, self._np, forced, extra=plans)
        best = None
        for b, (card, horse) in enumerate(cands):
            sim = big.block(b)
            mine = []
            if can_second and second_options:
                nxt = self.next_bet(sim, second_options, set())
                if nxt is not None:
                    mine.append((0, nxt[0], nxt[1], -100 * player["vp"]))
            dvp, dd = self.outcomes(sim, tab, public + mine)
            p = self.win_chance(sim, tab, dvp, dd)
            if best is None or p > best[0] + 1e-9:
                best = (p, card, horse)
        assert best is not None
        p, card, horse = best
        self.last_reason = "hard: " + _("{card} on {horse}: the best of {n} simulated placements "
                                        "({score})").format(card=self.data.action(card).name,
                                                            horse=horse, n=len(cands),
                                                            score=self.score(p))
        return Action(PLAY_CARD, card=card, horse=horse)

    def _second_options(self, view: dict[str, Any]) -> dict[str, list[str]]:
        """The bets this seat could place as its second bet (tokens left, other kind)."""
        me = view["seat"]
        mine = [b for b in view["bets"] if b["seat"] == me]
        out = {}
        for h, left in view["bet_tokens"].items():
            if left <= 0:
                continue
            taken = {b["kind"] for b in mine if b["horse"] == h}
            kinds = [k for k in ("win", "show") if k not in taken]
            if kinds:
                out[h] = kinds
        return out

    def photo(self, view: dict[str, Any], d: dict[str, Any]) -> Action:
        horses = d["options"]["horses"]
        self._np = self.np_rng()
        sit = situation_from_view(view, self.data, future=False)
        forced = draw_chance(self.tables, sit, self.races, self._np)
        tab = self.table(view, self._np)
        public = self._public_bets(view, tab)
        best = None
        for h in horses:
            lane = self.tables.colours.index(h)
            sim = self.run(replace(sit, ranked=sit.ranked + (lane,)), forced)
            dvp, dd = self.outcomes(sim, tab, public)
            p = self.win_chance(sim, tab, dvp, dd)
            if best is None or p > best[0] + 1e-9:
                best = (p, h)
        assert best is not None
        p, h = best
        self.last_reason = "hard: " + _("puts {horse} ahead in the photo finish ({score})").format(
            horse=h, score=self.score(p))
        return Action(PHOTO_PICK, horse=h)


def _weighted(sim: SimResult, mask: np.ndarray | None) -> np.ndarray:
    """Weighted mean over simulated races of a (N, 6) mask (default: won the race)."""
    if mask is None:
        mask = sim.places == 0
    if sim.weights is None:
        return mask.mean(axis=0)
    return sim.weights @ mask


def _option(data, sim: SimResult, options, horse: str, kind: str):
    for opt in bet_options(data, sim, {horse: [kind]}):
        return opt
    raise KeyError(horse)
