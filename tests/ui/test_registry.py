"""Decision widgets are found by kind; an unknown kind gets every legal action as a button."""
from __future__ import annotations

import pytest

from game.horsefever.rules import Action
from game.horsefever.ui.decisions import REGISTRY, DecisionContext, DecisionWidget, register, widget_for
from game.horsefever.ui.decisions.bet import BetWidget
from game.horsefever.ui.decisions.fix import FixWidget
from game.horsefever.ui.decisions.generic import GenericWidget
from game.horsefever.ui.decisions.photo import PhotoWidget
from game.horsefever.ui.describe import Words
from game.ui.phase_table import UnknownPhase, decision
from game.horsefever.ui.display import DisplayState


def _ctx(data, kind, legal, options=None, sent=None):
    return DecisionContext(seat=0, decision={"kind": kind, "prompt": f"decide {kind}", "options": options or {},
                                             "can_pass": False},
                           view={"players": [{"danari": 1000, "vp": 1}]}, display=DisplayState.empty(data.colours),
                           private=None, words=Words(data, ["Ada"]), data=data,
                           submit=(sent.append if sent is not None else lambda a: None),
                           check=lambda a: None if a in legal else "not legal", legal=lambda: list(legal))


def test_the_family_kinds_have_their_widgets():
    for kind, cls in (("first_bet", BetWidget), ("second_bet", BetWidget), ("fix", FixWidget),
                      ("photo_finish", PhotoWidget)):
        assert REGISTRY[decision(kind).widget] is cls, kind
    assert REGISTRY["bet"] is BetWidget and REGISTRY["photo"] is PhotoWidget


def test_a_kind_without_a_phase_is_an_error(data):
    with pytest.raises(UnknownPhase):
        widget_for(_ctx(data, "a_new_auction", []))


def test_a_phase_without_a_widget_lists_the_legal_actions_and_sends_the_chosen_one(data, monkeypatch):
    legal = [Action("dutch_accept"), Action("pass"), Action("buy", item="goal", value=400)]
    sent: list[Action] = []
    monkeypatch.delitem(REGISTRY, "auction")  # the Dutch auction's widget, not written yet
    w = widget_for(_ctx(data, "dutch_auction", legal, sent=sent))
    assert isinstance(w, GenericWidget)
    labels = [b.label for b in w.buttons() if b.key.startswith("act:")]
    assert labels == ["Dutch accept", "Pass", "Buy: Goal card, 400 D"]  # (the card family, worded)
    w.pick(2)
    assert w.confirm() and sent == [legal[2]]


def test_registering_a_widget_under_a_phases_widget_key(data):
    old = REGISTRY["lineup"]

    @register("lineup")
    class Mine(DecisionWidget):
        pass

    try:
        assert isinstance(widget_for(_ctx(data, "lineup", [])), Mine)
    finally:
        REGISTRY["lineup"] = old


def test_the_board_kinds_have_their_widgets():
    from game.horsefever.ui.decisions.auction import AuctionWidget, EricWidget
    from game.horsefever.ui.decisions.card_choice import CedricWidget, KeepWidget, TroyWidget
    from game.horsefever.ui.decisions.consent import ConsentWidget
    from game.horsefever.ui.decisions.lineup import LineupWidget
    from game.horsefever.ui.decisions.purchase import PurchaseWidget

    expected = {"purchase": PurchaseWidget, "keep": KeepWidget, "consent": ConsentWidget,
                "lineup": LineupWidget, "troy_copy": TroyWidget, "cedric_copy": CedricWidget,
                "eric_odds": EricWidget, "dutch_auction": AuctionWidget,
                "english_auction": AuctionWidget}
    for kind, cls in expected.items():
        assert REGISTRY[decision(kind).widget] is cls, kind


def test_cedric_copieur_chooses_an_assistant_with_undo_and_an_engine_check(data):
    """Cédric's choice is rare in real games, so its widget is driven here from a context."""
    a1, a2 = (a.number for a in data.board.assistants[:2])
    legal = [Action("copy", card=a1), Action("copy", card=a2)]
    sent: list[Action] = []
    ctx = _ctx(data, "cedric_copy", legal, options={"cards": [a1, a2]}, sent=sent)
    ctx.view = {"players": [{"name": "Ada", "danari": 1000, "vp": 1, "assistants": []},
                            {"name": "Bruno", "danari": 900, "vp": 2, "assistants": [a1, a2]}]}
    w = widget_for(ctx)
    keys = [b.key for b in w.buttons()]
    assert f"card:{a1}" in keys and f"card:{a2}" in keys
    confirm = next(b for b in w.buttons() if b.key == "confirm")
    assert not confirm.enabled and "Choose" in confirm.reason
    assert w.note(a2) == "held by Bruno"
    next(b for b in w.buttons() if b.key == f"card:{a1}").click()
    next(b for b in w.buttons() if b.key == f"card:{a2}").click()
    assert w.undo() and w.action() == Action("copy", card=a1)
    w.on_command("horse:2")
    assert w.confirm() and sent == [Action("copy", card=a2)]


def test_a_board_widget_never_sends_what_the_engine_refuses(data):
    a1, a2 = (a.number for a in data.board.assistants[:2])
    sent: list[Action] = []
    ctx = _ctx(data, "keep", [Action("keep", card=a1)], options={"item": "assistant", "cards": [a1, a2]},
               sent=sent)
    w = widget_for(ctx)
    w.on_command("horse:2")
    confirm = next(b for b in w.buttons() if b.key == "confirm")
    assert not confirm.enabled and confirm.reason == "not legal"
    assert not w.confirm() and sent == [] and w.message == "not legal"
