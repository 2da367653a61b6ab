"""The core's parts on their own: typed actions, described legal sets, the registry's setup
options, phases and seeded sub-generators (each with a made-up game, no real one)."""
from __future__ import annotations

import dataclasses
import random
from typing import Annotated

import pytest

from game.core.actions import (ActionRefused, Between, OneOf, TypedAction, action_from_json,
                               action_kinds, field_problem, field_specs, fields_valid, forge)
from game.core.legal import ActionSet, Family, Pick, Steps
from game.core.phases import Phase, Secrets, UnknownPhase, decision_phase, phase_table
from game.core.registry import SetupError, SetupOption, get_game
from game.core.rng import derive_rng, derive_seed


@dataclasses.dataclass(frozen=True)
class Stake(TypedAction):
    KIND = "stake"
    colour: Annotated[str, OneOf("red", "blue")]
    amount: int
    seat: Annotated[int, Between(0, 5)] | None = None


@dataclasses.dataclass(frozen=True)
class Fold(TypedAction):
    KIND = "fold"


KINDS = action_kinds([Stake, Fold])


@pytest.mark.parametrize("values,words", [
    ({"colour": "red", "amount": 7.0}, "amount 7.0 is not a whole number"),
    ({"colour": "red", "amount": True}, "amount True is not a whole number"),
    ({"colour": "red", "amount": 10 ** 30}, "is out of range"),
    ({"colour": ["red"], "amount": 1}, "colour ['red'] is not one of blue, red"),
    ({"colour": "green", "amount": 1}, "colour 'green' is not one of blue, red"),
    ({"colour": "red", "amount": 1, "seat": 6}, "seat 6 is out of range (0 to 5)"),
    ({"colour": "red", "amount": None}, "amount None is not a whole number"),
])
def test_mistyped_fields_are_refused_with_a_reason(values, words) -> None:
    with pytest.raises(ActionRefused) as info:
        Stake(**values)
    assert words in str(info.value) and info.value.rule == "Actions"


def test_json_round_trip_and_refusals() -> None:
    a = Stake("red", 300, seat=2)
    assert a.to_json() == {"type": "stake", "colour": "red", "amount": 300, "seat": 2}
    assert action_from_json(KINDS, a.to_json()) == a
    assert action_from_json(KINDS, {"type": "fold"}) == Fold()
    for bad, words in [([1], "is a JSON object"), ({"type": "raise"}, "no action 'raise'"),
                       ({"type": ["fold"]}, "no action"),
                       ({"type": "stake", "colour": "red"}, "needs its amount"),
                       ({"type": "fold", "x": 1}, "has no field 'x'"),
                       ({"type": "stake", "colour": "red", "amount": 2.5}, "not a whole")]:
        with pytest.raises(ActionRefused) as info:
            action_from_json(KINDS, bad)
        assert words in str(info.value)


def test_a_forged_action_knows_its_problem() -> None:
    assert forge(Stake, colour="red", amount=1.5).problem() == "amount 1.5 is not a whole number"
    assert Stake("blue", 1).problem() is None


@dataclasses.dataclass(frozen=True)
class Note(TypedAction):
    KIND = "note"
    text: str
    flag: bool
    n: Annotated[int, Between(-3, 3)] | None = None


def test_the_compiled_check_agrees_with_the_worded_one() -> None:
    # (every action is checked by the compiled expression first, worded only when wrong)
    values = [None, 0, 1, -3, 3, 4, -4, 10 ** 10, True, False, 1.0, "red", "blue", "green",
              "", "x" * 64, "x" * 65, ["red"], {"a": 1}, ("red",)]
    for cls in (Stake, Note, Fold):
        specs = field_specs(cls)
        ok = fields_valid(cls)
        for i in range(2000):
            obj = forge(cls, **{s[0]: values[(i * 7 + k * 13 + i // 3) % len(values)]
                                for k, s in enumerate(specs)})
            assert ok(obj.__dict__) == (field_problem(obj, specs) is None), obj
            assert (obj.problem() is None) == (field_problem(obj, specs) is None)


def test_actions_are_built_quickly_and_alike() -> None:
    action_kinds([Note])
    assert Note.__init__.__qualname__ == "Note.__init__"
    assert Note("hi", True) == Note(text="hi", flag=True, n=None) == Note("hi", True, None)
    assert Note("hi", False, 2).n == 2 and list(vars(Note("a", True))) == ["text", "flag", "n", "_checked"]
    with pytest.raises(dataclasses.FrozenInstanceError):
        Note("hi", True).n = 1  # type: ignore[misc]
    with pytest.raises(TypeError):
        Note("hi")  # type: ignore[call-arg]
    with pytest.raises(ActionRefused):
        Note("hi", 1)  # type: ignore[arg-type]

    @dataclasses.dataclass(frozen=True)
    class Own(TypedAction):
        KIND = "own"
        n: int

        def __init__(self, n: int) -> None:  # (its own __init__: left alone)
            object.__setattr__(self, "n", n * 2)

    action_kinds([Own])
    assert Own(2).n == 4


def test_a_sample_is_the_generators_randrange() -> None:
    legal = ActionSet((Family(Stake, {"colour": Pick(("red", "blue")),
                                      "amount": Steps(100, 5000, 100)}), Family(Fold)))
    a, b = random.Random(9), random.Random(9)
    assert [legal.sample(a) for _ in range(50)] == [legal.at(b.randrange(legal.count()))
                                                    for _ in range(50)]


def test_an_unchecked_field_type_is_a_programming_error() -> None:
    @dataclasses.dataclass(frozen=True)
    class Odd(TypedAction):
        KIND = "odd"
        ratio: float

    with pytest.raises(TypeError):
        action_kinds([Odd])
    with pytest.raises(ValueError):
        action_kinds([Fold, Fold])


def test_action_sets_count_list_sample_and_contain() -> None:
    legal = ActionSet((Family(Stake, {"colour": Pick(("red", "blue")),
                                      "amount": Steps(100, 500, 100)}), Family(Fold)))
    listed = list(legal)
    assert legal.count() == len(listed) == 11 and len(set(listed)) == 11
    assert all(legal.contains(a) for a in listed)
    assert legal.at(0) == Stake("red", 100) and legal.at(10) == Fold()
    assert not legal.contains(Stake("red", 150)) and not legal.contains(Stake("red", 600))
    assert not legal.contains(forge(Stake, colour="red", amount=100.0))
    assert not legal.contains(Stake("red", 100, seat=1))
    rng = random.Random(3)
    drawn = {legal.sample(rng) for _ in range(400)}
    assert drawn == set(listed)
    assert legal.to_json()[0] == {"type": "stake", "colour": ["red", "blue"],
                                  "amount": {"lo": 100, "hi": 500, "step": 100}}
    assert ActionSet(()).count() == 0


def test_setup_options() -> None:
    rounds = SetupOption("rounds", "int", None, "rounds", lo=3, hi=10, none_means="by table")
    assert rounds.check(None) is None and rounds.check(3) == 3
    for bad in (2, 11, 3.0, True, "4"):
        with pytest.raises(SetupError) as info:
            rounds.check(bad)
        assert "option rounds" in str(info.value)
    variant = SetupOption("variant", "choice", "a", "variant", choices=("a", "b"))
    with pytest.raises(SetupError):
        variant.check("c")
    with pytest.raises(SetupError):
        SetupOption("stars", "bool", 1, "stars")  # a default of the wrong type
    with pytest.raises(SetupError) as info:
        get_game("no-such-game")
    assert "there is no game 'no-such-game'" in str(info.value)


def test_phases() -> None:
    ask = Phase("ask", "Asking", "Ask", "Someone asks.", Secrets.NEVER, "ask", "ask",
                secret_when=lambda o: "cards" in o, asks="a question")
    tell = Phase("tell", "Telling", "Tell", "Someone tells.", Secrets.NEVER, "tell", "tell",
                 task="tell a tale", variant_explanations={"long": "Someone tells at length."})
    hold = Phase("hold", "Holding", "Hold", "Someone holds.", Secrets.HELD, "hold", "hold")
    show = Phase("show", "Showing", "Show", "Someone shows.", Secrets.ALWAYS, "show", "show")
    wait = Phase("wait", "Waiting", "Wait", "Nobody decides.", Secrets.NEVER, None, None)
    table = phase_table([ask, tell, hold, show, wait])
    assert list(table) == ["ask", "tell", "hold", "show", "wait"]
    assert ask.secret({"cards": [1]}) is True and ask.secret({}) is False
    assert tell.secret({"cards": [1]}) is False
    assert hold.secret({}) is None and show.secret({}) is True
    assert tell.explain("long") == "Someone tells at length." and tell.explain("short") == (
        "Someone tells.") == tell.explain()
    assert ask.must() == "decide a question" and tell.must() == "tell a tale"
    assert decision_phase(table, "ask") is ask and not wait.decides
    for kind in ("wait", "nothing"):  # a phase that asks nobody, no phase at all
        with pytest.raises(UnknownPhase) as info:
            decision_phase(table, kind)
        assert f"decision kind {kind!r} has no phase" in str(info.value)
    with pytest.raises(ValueError):
        phase_table([ask, ask])


def test_derived_generators_replay_and_differ() -> None:
    assert derive_seed("bot", 7, 2, "simple") == "bot:7:2:simple"
    a, b = derive_rng("bot", 7, 2), derive_rng("bot", 7, 2)
    assert [a.random() for _ in range(3)] == [b.random() for _ in range(3)]
    assert derive_rng("bot", 7, 2).random() != derive_rng("bot", 7, 3).random()
    assert derive_rng("bot", 7, 2).random() == random.Random("bot:7:2").random()
