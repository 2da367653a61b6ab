"""Decision widgets are found by kind; an unknown kind gets every legal action as a button."""
from __future__ import annotations

from game.rules import Action
from game.ui.decisions import REGISTRY, DecisionContext, DecisionWidget, register, widget_for
from game.ui.decisions.bet import BetWidget
from game.ui.decisions.fix import FixWidget
from game.ui.decisions.generic import GenericWidget
from game.ui.decisions.photo import PhotoWidget
from game.ui.describe import Words
from game.ui.display import DisplayState


def _ctx(data, kind, legal, options=None, sent=None):
    return DecisionContext(seat=0, decision={"kind": kind, "prompt": f"decide {kind}", "options": options or {},
                                             "can_pass": False},
                           view={"players": [{"danari": 1000, "vp": 1}]}, display=DisplayState.empty(data.colours),
                           private=None, words=Words(data, ["Ada"]), data=data,
                           submit=(sent.append if sent is not None else lambda a: None),
                           check=lambda a: None if a in legal else "not legal", legal=lambda: list(legal))


def test_the_family_kinds_have_their_widgets():
    assert REGISTRY["first_bet"] is BetWidget and REGISTRY["second_bet"] is BetWidget
    assert REGISTRY["fix"] is FixWidget and REGISTRY["photo_finish"] is PhotoWidget


def test_an_unknown_kind_lists_the_legal_actions_and_sends_the_chosen_one(data):
    legal = [Action("dutch_accept"), Action("pass"), Action("buy", item="goal", value=400)]
    sent: list[Action] = []
    w = widget_for(_ctx(data, "a_new_auction", legal, sent=sent))
    assert isinstance(w, GenericWidget)
    labels = [b.label for b in w.buttons() if b.key.startswith("act:")]
    assert labels == ["Dutch accept", "Pass", "Buy: goal, 400 D"]
    w.pick(2)
    assert w.confirm() and sent == [legal[2]]


def test_registering_a_widget_for_a_new_kind(data):
    @register("test_only_kind")
    class Mine(DecisionWidget):
        pass

    try:
        assert isinstance(widget_for(_ctx(data, "test_only_kind", [])), Mine)
    finally:
        REGISTRY.pop("test_only_kind")
