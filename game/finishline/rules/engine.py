"""The engine: whose decision it is, the legal choices, checking and applying an action.

Actions are plain dicts (the adapter's typed actions' ``to_json``): ``win_bet``,
``place_bet``, ``end_bets`` (phase ``bet``), ``draw`` (``draw``), ``use`` and
``discard`` (``use``, and ``extra`` for a saved Extra move after the race). Every check
comes before any change, so a refused action leaves the state as it was.
"""
from __future__ import annotations

import copy
import random
from typing import Any

from ...core.rng import rng_state_from_json, rng_state_to_json
from .tables import FLData
from . import betting, dice, faces, finish, scoring, setup, track
from .errors import FinishLineError
from .state import emit, new_state, number

# A use offered: its die, its fixed fields (as pairs), the field picked (or None) and the
# values it may take. The engine's own record, never a view's: a reader that changed its
# view's options changes nothing here.
Offer = tuple[str, tuple[tuple[str, Any], ...], "str | None", tuple[Any, ...]]

# The parts of a view (``views.view``), one bit each, that a move may change: ``apply``
# marks them (``Engine.stale``) and the next view rebuilds those alone. PLAYERS: names,
# bots, capital, side bets, sheets closed; RACE: the race, its tiles, odds, starter, pile,
# history and winners; ORDER: the order, level, disqualified and dead even used; POOL: the
# pool and the homestretch; HAND: the hand and the extra moves lined up; TURN: the turn
# and the phase; SHEETS: the bet sheets; FACES: any die's face; ROLL: only the hand's
# faces, each given one (a roll: the other dice's faces are as they were; a move after a
# roll no view showed marks FACES).
PLAYERS, RACE, SQUARES, ORDER, POOL, HAND, OUT, SAVED, FACES, TURN, SHEETS, ROLL = (
    1 << i for i in range(12))
ALL = (1 << 12) - 1
# (a draw that filled the hand rolled it: new faces, and the phase is "use")
DRAWN, ROLLED = POOL | HAND, POOL | HAND | ROLL | TURN
# (a use: anything on the track, the hand, the dice out and saved, the turn; an Inside tip
# puts dice back in the pool (their faces None), a Side bet moves money)
DISCARDED, USED = HAND | OUT | TURN, SQUARES | ORDER | HAND | OUT | SAVED | TURN
USE_MORE = {"inside_tip": POOL | FACES, "side_bet": PLAYERS}

PHASE_ACTIONS = {"bet": ("win_bet", "place_bet", "end_bets"), "draw": ("draw",),
                 "use": ("use", "discard"), "extra": ("use", "discard")}


class Engine:
    """One game of Finish Line: the state dict, the data, the one seeded generator."""

    def __init__(self, data: FLData, s: dict[str, Any], rng: random.Random) -> None:
        self.data, self.s, self.rng = data, s, rng
        # A bot's simulation stops at the race's result (phase "result"), unsettled.
        self.simulating = False
        # The views' parts as last shown (``views.view``): kept until a move marks them
        # stale. ``seen`` and ``seen_seq`` are the state object and its event count they
        # show, with the parts in ``stale`` (bits, as above) rebuilt: ``apply`` adds to
        # ``stale`` and moves ``seen_seq`` on only when it starts from there, so a state
        # replaced, loaded or changed by events outside ``apply`` is viewed afresh; a
        # writer into ``s`` outside ``apply`` calls ``touched``.
        self.shown: dict[Any, Any] = {}
        self.seen: dict[str, Any] | None = None
        self.seen_seq = -1
        self.stale = ALL
        self._drawable: tuple[list[str], list[str], list[str]] | None = None
        # The uses the last use decision's options offered, with the state and its event
        # count they were judged on (``offered``): every move emits an event, so while
        # both are the same, so is the position.
        self._offered: tuple[dict[str, Any], int, list[Offer]] | None = None

    @classmethod
    def new(cls, data: FLData, names: list[str], bots: list[str],
            seed: int) -> tuple["Engine", list[dict[str, Any]]]:
        eng = cls(data, new_state(data, names, bots, seed), random.Random(seed))
        events: list[dict[str, Any]] = []
        setup.start_game(eng.s, data, eng.rng, events)
        return eng, number(eng.s, events)

    def to_json(self) -> dict[str, Any]:
        return {**copy.deepcopy(self.s), "rng": rng_state_to_json(self.rng)}

    @classmethod
    def from_json(cls, data: FLData, d: dict[str, Any]) -> "Engine":
        s = copy.deepcopy(d)
        rng = random.Random()
        rng.setstate(rng_state_from_json(s.pop("rng")))
        return cls(data, s, rng)

    def touched(self) -> None:
        """The state was changed outside ``apply`` (a test's position, a re-deal): the
        next view builds every part afresh."""
        self.seen = None
        self.stale = ALL

    # ---- decisions ----------------------------------------------------------------
    def is_over(self) -> bool:
        return self.s["phase"] == "over"

    def held(self) -> list[str]:
        """The dice the deciding player may use now."""
        s = self.s
        if s["phase"] == "use":
            return list(s["hand"])
        if s["phase"] == "extra":
            return [s["extras"][0][1]]
        return []

    def options(self) -> dict[str, Any]:
        """What the deciding player may choose, described (bots and screens read it)."""
        s, data = self.s, self.data
        p = s["phase"]
        if p == "bet":
            seat = s["turn"]
            start, step = s["start"], data.bet_step
            wins: list[int] = []
            pairs: list[list[int]] = []
            for b in s["sheets"][-1][seat]:  # (one pass: the wins and pairs)
                if b["kind"] == "win":
                    wins.append(b["horses"][0])
                elif b["kind"] == "place":
                    pairs.append(sorted(b["horses"]))
            if len(wins) >= data.max_winner_bets:
                win_horses = []
            elif wins:  # (a loop: a comprehension costs more)
                win_horses = []
                for h in start:
                    if h not in wins:
                        win_horses.append(h)
            else:
                win_horses = start.copy()
            return {"room": betting.room(s, data, seat), "step": step, "horses": start.copy(),
                    "win_horses": win_horses,
                    "place_open": len(pairs) < data.max_place_bets, "pairs_taken": pairs}
        if p == "draw":
            return {"colours": self._colours().copy(),
                    "homestretch": dice.homestretch(s, data)}
        if p in ("use", "extra"):
            held = self.held()
            colour, shown = data.die_colour, s["faces"]
            effects: list[str] = []  # (judged once for both)
            described = []  # (one loop: a comprehension costs more over three)
            for d in held:
                eff = faces.effect_of(s, data, d)
                effects.append(eff)
                described.append({"id": d, "colour": colour[d], "face": shown[d],
                                  "effect": eff})
            return {"dice": described, "uses": self._uses(held, effects)}
        return {}

    def drawable(self) -> list[str]:
        """``dice.drawable`` now (a copy of ``_colours``)."""
        return self._colours().copy()

    def _colours(self) -> list[str]:
        """``dice.drawable`` now, kept with the pool and hand it was judged on (it depends
        on nothing else): a draw asks it in the view's options and again in ``check``.
        The engine's own list, never handed out."""
        s = self.s
        kept = self._drawable
        if kept is None or kept[0] != s["pool"] or kept[1] != s["hand"]:
            kept = self._drawable = (s["pool"].copy(), s["hand"].copy(),
                                     dice.drawable(s, self.data))
        return kept[2]

    def use_families(self) -> list[dict[str, Any]]:
        """Every legal use, as families: fixed fields plus at most one list of choices
        (``{"die": d, "fixed": {...}, "pick": field, "values": [...]}``).

        Every target tried is a running horse (the order's), so the checks that hold by
        construction are skipped, and each is judged once: a Tempo change's source, then
        each target (``faces.tempo_target_problem``); an Interference's windows by the
        track alone, each with the orders ``track.orders_at`` gives it (what
        ``track.interference_problem`` allows); other effects' targets once per effect
        (``faces.fit``: ``faces.horse_problem`` over the horses in one call, when the
        effect asks anything of its horse), among the horses with a free square
        (``faces.with_free_square``) when the die takes one."""
        held = self.held()
        return self._uses(held, faces.effects_of(self.s, self.data, held))

    def _uses(self, held: list[str], effects: list[str]) -> list[dict[str, Any]]:
        """``use_families`` of the dice held, their effects judged (``faces.effect_of``);
        each family recorded as offered (``Offer``: the engine's own tuples) as it is
        listed."""
        s, data = self.s, self.data
        out: list[dict[str, Any]] = []
        order = s["order"]
        offers: list[Offer] = []
        self._offered = (s, s["seq"], offers)
        free: list[int] | None = None  # the running horses with a free square
        judged: dict[str, tuple[int, ...]] = {}  # an effect's targets (two dice may share)
        for d, eff in zip(held, effects):
            if eff in faces.TARGETED:  # (target_problem's checks, the square found once)
                got = judged.get(eff)
                if got is None:
                    targets = order
                    if eff in faces.ON_TILE:
                        if free is None:
                            free = faces.with_free_square(s, order)
                        targets = free
                    if eff in faces.CONDITIONED:
                        targets = faces.fit(s, data, eff, targets)
                    got = judged[eff] = tuple(targets)
                if got:
                    out.append({"die": d, "fixed": {}, "pick": "target", "values": list(got)})
                    offers.append((d, (), "target", got))
            elif eff == "blank":
                continue
            elif not faces.FIELDS[eff]:
                out.append({"die": d, "fixed": {}, "pick": None, "values": []})
                offers.append((d, (), None, ()))
            elif eff == "inside_tip":
                o = sorted(s["out"])
                if len(o) >= 2:
                    for i, b in enumerate(o[:-1]):
                        vals = o[i + 1:]
                        out.append({"die": d, "fixed": {"back": b}, "pick": "back2",
                                    "values": vals})
                        offers.append((d, (("back", b),), "back2", tuple(vals)))
                elif o:
                    out.append({"die": d, "fixed": {"back": o[0]}, "pick": None,
                                "values": []})
                    offers.append((d, (("back", o[0]),), None, ()))
                else:
                    out.append({"die": d, "fixed": {}, "pick": None, "values": []})
                    offers.append((d, (), None, ()))
            elif eff == "tempo":
                # (``tempo_target_problem(s, t, src, None)`` is None just when t is not
                # the source and has a free square: the free ones are found once)
                if free is None:
                    free = faces.with_free_square(s, order)
                for src in order:
                    if faces.source_problem(s, data, src) is not None:
                        continue  # (no target is legal then: skipped without trying each)
                    vals = free.copy()  # (a copy less the source: no comprehension)
                    if src in vals:
                        vals.remove(src)
                    if vals:
                        out.append({"die": d, "fixed": {"source": src}, "pick": "target",
                                    "values": vals})
                        offers.append((d, (("source", src),), "target", tuple(vals)))
            elif eff == "interference":  # (each window's orders: interference_problem's)
                for i, rear in enumerate(order[:-2]):
                    orders = track.orders_at(s, i)
                    out.append({"die": d, "fixed": {"target": rear}, "pick": "order",
                                "values": list(orders)})
                    offers.append((d, (("target", rear),), "order", orders))
        return out

    def offered(self, a: dict[str, Any]) -> bool:
        """Whether use ``a`` is one the options of this very position offered (then it is
        legal, as the options judged it: ``check`` skips deriving why it would not be)."""
        got = self._offered
        s = self.s
        if got is None or got[0] is not s or got[1] != s["seq"]:
            return False
        die = a.get("die")
        for d, fixed, pick, values in got[2]:
            if d != die:
                continue
            named = 1 + ("type" in a)  # (the die, and the type)
            for f, w in fixed:
                v = a.get(f)
                if v != w or type(v) is not type(w):
                    break
                named += 1
            else:
                if pick is not None:
                    v = a.get(pick)
                    if v not in values or type(v) is not type(values[0]):
                        continue
                    named += 1
                if len(a) == named:
                    return True  # (no other field named: the commonest case)
                # (the others named, at None or unknown, say nothing; any other set not)
                taken = {f for f, _ in fixed}
                if all(a.get(f) is None for f in faces.ALL_FIELDS
                       if f != pick and f not in taken):
                    return True
        return False

    # ---- check and apply ----------------------------------------------------------
    def check(self, a: dict[str, Any]) -> None:
        """Raises FinishLineError (a reason code) unless ``a`` is legal now."""
        self._judge(a)

    def _judge(self, a: dict[str, Any]) -> dict[str, Any] | None:
        """``check``; the bet a legal bet writes (built once for the check and the move)."""
        s = self.s
        kind = a.get("type")
        p = s["phase"]
        if kind not in PHASE_ACTIONS.get(p, ()):
            raise FinishLineError("not_now", action=str(kind), phase=p)
        problem = bet = None
        if kind == "use":
            if not self.offered(a):
                # One definition of legal: the uses the options offer. Judged afresh for
                # this very position (a replay or a caller that built no view), a use
                # still not offered is refused, with the rule it breaks when there is one
                # (``use_problem`` reads the fields a face needs: a square named where
                # none is chosen, or an Inside tip's two dice in the other order, pass it).
                self.use_families()
                if not self.offered(a):
                    problem = (faces.use_problem(s, self.data, a)
                               or ("not_offered", {"die": a.get("die")}))
        elif kind == "draw":
            if a["colour"] not in self._colours():  # (``draw_problem``'s first test)
                problem = dice.draw_problem(s, self.data, a["colour"])
        elif kind == "discard":
            if a["die"] not in (s["hand"] if p == "use" else [s["extras"][0][1]]):
                problem = "die_not_in_hand", {"die": a["die"]}  # (not ``held()``)
        elif kind != "end_bets":
            bet = _bet(a)
            problem = betting.bet_problem(s, self.data, s["turn"], bet)
        if problem is not None:
            raise FinishLineError(problem[0], **problem[1])
        return bet

    def apply(self, a: dict[str, Any]) -> list[dict[str, Any]]:
        """Applies a legal action; the events up to the next decision."""
        bet = self._judge(a)
        s, data = self.s, self.data
        # (the views' parts follow the move only from the position they show; a move
        # that failed half way would leave them to start afresh)
        viewed = self.seen is s and self.seen_seq == s["seq"]
        self.seen = None
        events: list[dict[str, Any]] = []
        kind = a["type"]
        seat = s["turn"]
        if bet is not None:
            betting.place_bet(s, data, seat, bet, events)
            changed = SHEETS
        elif kind == "end_bets":
            changed = PLAYERS | TURN
            if betting.end_bets(s, seat, events):
                s["phase"] = "draw"
                s["turn"] = s["starter"]
                emit(s, events, "race_running", race=s["race"], starter=s["starter"],
                     pool=len(s["pool"]))
        elif kind == "draw":
            dice.draw(s, data, self.rng, a["colour"], events)
            changed = ROLLED if s["phase"] == "use" else DRAWN
        else:
            changed = self._use(seat, a, events)
        number(s, events)
        if viewed:
            if self.stale & ROLL:  # (a roll no view has shown, then a move: its dice
                changed |= FACES  # may have left the hand since: every face anew)
            self.stale |= changed
            self.seen, self.seen_seq = s, s["seq"]
        return events

    def _use(self, seat: int, a: dict[str, Any], events: list[dict[str, Any]]) -> int:
        """Applies a use or discard; the parts of the view it may have changed."""
        s, data = self.s, self.data
        die = a["die"]
        extra = s["phase"] == "extra"
        if extra:
            s["extras"].pop(0)
        else:
            s["hand"].remove(die)
        if a["type"] == "discard":
            s["out"].append(die)
            events.append({"type": "die_declined", "seq": None, "seat": seat, "die": die,
                           "face": s["faces"][die]})  # (``emit`` as one dict display)
            changed = DISCARDED
        else:
            changed = USED | USE_MORE.get(data.faces[s["faces"][die]]["effect"], 0)
            faces.use(s, data, seat, a, events)
        if extra:
            if s["extras"]:
                s["turn"] = s["extras"][0][0]
            else:
                self._conclude(events)
                return ALL
        elif dice.end_turn(s, data, events):
            finish.race_run(s, data, events)
            if not s["extras"]:
                self._conclude(events)
            return ALL
        return changed

    def _conclude(self, events: list[dict[str, Any]]) -> None:
        """Photo finish, payouts, then the next race or the end."""
        s, data = self.s, self.data
        finish.photo_finish(s, data, self.rng, events)
        if self.simulating:
            s["phase"] = "result"
            return
        scoring.settle(s, data, events)
        if s["race"] < data.races:
            s["starter"] = scoring.next_starter(s)
            setup.start_race(s, data, self.rng, events)
        else:
            scoring.end_game(s, events)


def _bet(a: dict[str, Any]) -> dict[str, Any]:
    if a["type"] == "win_bet":
        return {"kind": "win", "horses": [a["horse"]], "stake": a["stake"]}
    return {"kind": "place", "horses": [a["first"], a["second"]], "stake": a["stake"]}
