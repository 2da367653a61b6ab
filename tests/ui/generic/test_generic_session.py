"""ContractSession on a real game (Horse Fever): hot-seat pass screens exactly when the
phases' secrecy says, autosave and resume giving the same game, saves refused in one line,
replay and export."""
from __future__ import annotations

import json

import pytest

from game.core.phases import decision_phase
from game.saves.files import SaveError, read_doc
from game.ui.generic.export import export
from game.ui.generic.replay import replay_session
from game.ui.generic.saving import Autosaver, history
from game.ui.generic.session import ContractSession

from .helpers import PRES, setup


def new(*kinds: str, seed: int = 5, autosave=False) -> ContractSession:
    return ContractSession.new(PRES, setup(*kinds, seed=seed), speed="instant",
                               anim_speed="instant", autosave=autosave)


def secret_now(s: ContractSession, seat: int) -> bool:
    """The oracle: what the phase (or, for a HELD phase, the seat's hand) says."""
    d = s.game.decision()
    view = s.game.view(seat)
    phase = decision_phase(s.info.phases, d.phase)
    secret = phase.secret(PRES.decision_options(view))
    return PRES.holds_secrets(view, seat) if secret is None else secret


def drive(s: ContractSession, turns: int | None = None, on_turn=None, on_pass=None) -> int:
    """Plays on, the people choosing their first legal action; stops after ``turns``
    human decisions (None: at the end). Returns the decisions taken."""
    taken = 0
    for _ in range(200000):
        if s.finished() or (turns is not None and taken >= turns):
            return taken
        if s.stop is not None:  # (a results sheet: the table closes it)
            s.resume()
        s.update(0.25)
        need = s.handover_needed()
        if need is not None:
            if on_pass is not None:
                on_pass(need)
            s.confirm_handover(need)
            continue
        seat = s.turn_open()
        if seat is not None:
            if on_turn is not None:
                on_turn(seat)
            assert s.choose(s.legal_now()[0]) == ""
            assert s.confirm() == ""
            taken += 1
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("kinds", [("human", "human"), ("human", "simple", "human")])
def test_pass_screens_come_exactly_when_the_phase_secrets_say(kinds):
    s = new(*kinds, seed=9)
    state = {"holder": None, "passed": set(), "turns": 0, "passes": 0}

    def on_pass(seat: int) -> None:
        # The pass screen is up: nothing of this seat's secrets is on the table.
        assert s.view_seat != seat
        assert "hand" not in s.view["players"][seat]
        state["passed"].add(len(s.applied))
        state["passes"] += 1

    def on_turn(seat: int) -> None:
        secret = secret_now(s, seat)
        expect_pass = secret and state["holder"] != seat  # docs/ui.md's rule
        assert (len(s.applied) in state["passed"]) == expect_pass, (seat, len(s.applied))
        # Secrets are shown to their owner only; a public turn shows nobody's.
        assert s.view_seat == (seat if secret else None)
        assert s.view == s.game.view(s.view_seat)
        state["holder"] = seat if secret else (seat if state["holder"] == seat else None)
        state["turns"] += 1

    drive(s, on_turn=on_turn, on_pass=on_pass)
    assert state["turns"] > 10 and state["passes"] > 2
    assert state["passes"] < state["turns"]  # a seat going on needs no new pass screen


def test_one_person_sees_their_own_view_and_never_a_pass_screen():
    s = new("human", "simple", seed=4)
    drive(s, turns=6, on_pass=lambda seat: pytest.fail("a pass screen at a one-person table"))
    assert s.view_seat == 0 and "hand" in s.view["players"][0]
    assert "hand" not in s.view["players"][1]


def test_bots_are_given_only_their_own_view():
    s = new("simple", "simple", seed=2)
    seen = []

    class Spy:
        def __init__(self, bot):
            self.bot = bot

        def choose(self, view):
            seen.append(view)
            return self.bot.choose(view)

        def random_state(self):
            return self.bot.random_state()

    s.bots = {i: Spy(b) for i, b in s.bots.items()}
    for _ in range(400):
        if s.stop is not None:  # (a results sheet: the table closes it)
            s.resume()
        s.update(0.25)
    assert seen
    for v in seen:
        assert "hand" not in v["players"][1 - v["seat"]]


def test_autosave_then_resume_gives_the_same_game(tmp_path):
    path = tmp_path / "auto.json"
    a = new("human", "simple", seed=21, autosave=Autosaver(path))
    drive(a, turns=5)
    doc = read_doc(path)
    assert doc["meta"]["game"] == "horse-fever" and doc["history"]["game"] == "horse-fever"
    assert len(doc["history"]["actions"]) == len(a.applied)
    b = ContractSession.from_save(PRES, {**doc, "path": str(path)}, speed="instant",
                                  anim_speed="instant", autosave=True)
    assert b.game.to_json() == a.game.to_json() and b.events == a.events
    # The table is put back as far as ``a`` had shown it (the save says how far): the log
    # rebuilt from those events for the same reader, the rest queued to be shown again.
    assert doc.get("shown", len(a.events)) == len(a.events) - len(a.queue)
    assert b.log == a.log + ["— Game resumed —"] and list(b.queue) == list(a.queue)
    drive(a)
    drive(b)
    assert b.game.to_json() == a.game.to_json() and b.events == a.events
    assert b.autosaver is not None and b.autosaver.path == path  # writes on where it was


def test_resume_in_hot_seat_starts_with_the_pass_screen(tmp_path):
    path = tmp_path / "auto.json"
    a = new("human", "human", seed=9, autosave=Autosaver(path))
    drive(a, turns=3)
    for _ in range(50):  # on to the next person's secret turn
        if a.stop is not None:  # (a results sheet: the table closes it)
            a.resume()
        a.update(0.25)
    seat = a.human_to_move()
    assert seat is not None and secret_now(a, seat)
    b = ContractSession.from_save(PRES, read_doc(path), autosave=False)
    b.update(0.0)
    assert b.handover_needed() == seat and b.turn_open() is None
    assert b.view_seat is None


def test_a_save_the_rules_refuse_is_one_line_naming_the_file_and_action(tmp_path):
    path = tmp_path / "auto.json"
    a = new("human", "simple", seed=21, autosave=Autosaver(path))
    drive(a, turns=2)
    doc = read_doc(path)
    doc["history"]["actions"][0][1]["stake"] = 7.5
    doc["path"] = str(path)
    with pytest.raises(SaveError) as e:
        ContractSession.from_save(PRES, doc, autosave=False)
    text = str(e.value)
    assert "\n" not in text and str(path) in text and "action 0" in text and "stake" in text


def test_replay_plays_the_same_game_back_and_export_writes_it(tmp_path):
    a = new("human", "simple", seed=13)
    drive(a)
    r = replay_session(PRES, history(a))
    for _ in range(100000):
        if r.finished():
            break
        if r.stop is not None:  # (a results sheet: the table closes it)
            r.resume()
        r.update(0.5)
    assert r.game.to_json() == a.game.to_json() and r.events == a.events
    assert r.view_seat is None and r.humans == []  # a replay shows nobody's secrets
    paths = export(a, tmp_path)
    log, summary = paths.log, paths.summary
    lines = log.read_text().splitlines()
    assert [json.loads(x) for x in lines] == a.events
    text = summary.read_text()
    assert "Standings:" in text and all(st.name in text for st in a.game.standings())


def test_the_board_view_catches_up_once_the_events_are_shown_at_any_speed():
    s = ContractSession.new(PRES, setup("human", "simple", seed=6), speed="fast",
                            anim_speed="normal", autosave=False)
    checked = 0
    for _ in range(20000):
        if s.stop is not None:  # (a results sheet: the table closes it)
            s.resume()
        s.update(0.1)
        if s.caught_up():
            # Whatever the beats were, the board draws the game as it stands now.
            assert s.view == s.game.view(s.view_seat), len(s.applied)
            checked += 1
        seat = s.turn_open()
        if seat is not None:
            s.choose(s.legal_now()[0])
            s.confirm()
        if len(s.applied) > 12:
            break
    assert checked > 5


def test_in_hot_seat_the_secrets_leave_the_board_as_soon_as_the_turn_is_taken():
    s = ContractSession.new(PRES, setup("human", "human", seed=9), anim_speed="normal",
                            autosave=False)
    drive(s, turns=0)
    for _ in range(100):
        if s.turn_open() == 0:
            break
        if s.stop is not None:  # (a results sheet: the table closes it)
            s.resume()
        s.update(0.1)
        if s.handover_needed() is not None:
            s.confirm_handover(s.handover_needed())
    public_before = s.game.view(None)
    assert s.choose(s.legal_now()[0]) == "" and s.confirm() == ""
    assert s.game.decision().seat == 1 and s.queue  # its events not yet shown
    assert s.view_seat is None
    assert all("hand" not in pl for pl in s.view["players"])
    # Nor does the board show the bet's outcome before its events are shown.
    assert s.view == public_before != s.game.view(None)


def test_a_clip_plays_for_its_length_at_the_speed_set_and_space_skips_it():
    s = ContractSession.new(PRES, setup("simple", "simple", seed=6), speed="instant",
                            anim_speed="normal", autosave=False)
    for _ in range(5000):
        if s.stop is not None:  # (a results sheet: the table closes it)
            s.resume()
        s.update(0.05)
        if s.playing is not None:
            break
    assert s.playing is not None and s.playing.event["type"] == "movement"
    assert "hoof" in s.sounds  # the presentation's sound of the event
    t0 = s.playing.t
    s.update(0.1)  # a 0.5 s clip at normal speed: a fifth of it
    assert abs(s.playing.t - t0 - 0.2) < 1e-6
    s.set_speed(anim_speed="fast")  # 0.4 x: the same time covers more of the clip
    s.skip()
    assert s.playing is None and not s.queue and s.view == s.game.view(None)
