"""Tests for game.saves: writing, listing, loading and refusing save files (their bytes).

What a save holds and how a bad history is refused: tests/test_save_mutations.py."""
from __future__ import annotations

import copy
import json
import pathlib
import pickle
import random

import pytest

from game import saves
from game.horsefever import saves as hf_saves
from game.horsefever.bots import BOT_KINDS, make_bot
from tests.horsefever.bot_games import new_bot_game, play_on
from game.horsefever.rules.loader import load_data
from .save_mutations import _set


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Every test gets its own HORSEBURG_HOME: the real home is never touched."""
    h = tmp_path / "hf-home"
    monkeypatch.setenv("HORSEBURG_HOME", str(h))
    monkeypatch.delenv("HORSE_FEVER_HOME", raising=False)  # the old name must not leak in
    return h


@pytest.fixture(scope="module")
def data():
    return load_data()


def midgame(data, stop=90, seed=3, players=4, bots=("random", "simple", "random", "simple"),
            variant="family"):
    game, events, seats = new_bot_game(data, players, seed, variant, list(bots)[:players])
    actions: list = []
    play_on(game, seats, events, stop_after=stop, actions=actions)
    return game, events, seats, actions


@pytest.fixture(scope="module")
def doc(data):
    """A good save document in the middle of a game (first bets of round 2 or so)."""
    game, events, seats, actions = midgame(data)
    return json.loads(json.dumps(hf_saves.make_save(game, events, seats, actions)))


def write(tmp_path, d, name="s.json") -> pathlib.Path:
    p = tmp_path / name
    p.write_text(json.dumps(d), encoding="utf-8")
    return p


def refused(tmp_path, data, d_or_bytes) -> str:
    p = tmp_path / "bad.json"
    if isinstance(d_or_bytes, bytes):
        p.write_bytes(d_or_bytes)
    else:
        p.write_text(json.dumps(d_or_bytes), encoding="utf-8")
    with pytest.raises(saves.SaveError) as info:
        hf_saves.load_save(p, data)
    msg = str(info.value)
    assert "\n" not in msg and msg.startswith(str(p))
    return msg


# ---- writing and reading ---------------------------------------------------------------

def test_round_trip_restores_state_events_and_bot_rngs(tmp_path, data):
    game, events, seats, acts = midgame(data)
    p = hf_saves.save_game(tmp_path / "a.json", game, events, seats, acts)
    loaded = hf_saves.load_save(p, data)
    assert loaded.game.to_json() == game.to_json()
    assert loaded.events == events
    assert [b.rng.getstate() for b in loaded.bots] == [b.rng.getstate() for b in seats]
    assert [type(b) for b in loaded.bots] == [type(b) for b in seats]
    assert loaded.meta["round"] == game.state.round and loaded.meta["events"] == len(events)
    assert loaded.meta["players"][0]["name"] == game.state.players[0].name
    assert loaded.warning == ""
    d = json.loads(p.read_text(encoding="utf-8"))
    h = d["history"]
    assert d["format"] == saves.SAVE_FORMAT and h["game"] == "horse-fever"
    assert h["version"].endswith(data.identity[:16]) and h["seed"] == game.state.seed
    assert h["seats"][0]["kind"] == "random" and len(h["seats"][0]["random"]["rng"][1]) == 625
    assert loaded.actions == acts


def test_human_seats_are_saved_without_rng_and_flag_the_pass_screen(tmp_path, data):
    game, events, seats, acts = midgame(data)
    humans = [None] * len(seats)
    # The state says the seats are bots; a human table has bot == "" in the state.
    for p in game.state.players:
        p.bot = ""
    path = hf_saves.save_game(tmp_path / "h.json", game, events, humans, acts)
    loaded = hf_saves.load_save(path, data)
    assert loaded.bots == [None] * len(seats)
    assert loaded.meta["to_move_human"] is True
    assert all(p["kind"] == "human" for p in loaded.meta["players"])


def test_atomic_write_leaves_no_temp_and_keeps_a_backup(tmp_path, data):
    game, events, seats, acts = midgame(data, stop=30)
    saver = hf_saves.AutoSaver(tmp_path / "autosave-x.json")
    saver.save(game, events, seats, acts)
    first = saver.path.read_bytes()
    assert not saves.backup_path(saver.path).exists()
    play_on(game, seats, events, stop_after=len(events) + 1, actions=acts)
    saver.save(game, events, seats, acts)
    assert saves.backup_path(saver.path).read_bytes() == first
    assert saver.path.read_bytes() != first
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave-x.json",
                                                          "autosave-x.json.bak"]


def test_autosave_goes_to_the_data_dir_under_the_env_override(home, data):
    game, events, seats, acts = midgame(data, stop=10)
    saver = hf_saves.AutoSaver()
    path = saver.save(game, events, seats, acts)
    assert path.parent == home / "data" / "saves"
    assert path.name.startswith("autosave-") and path.suffix == ".json"


def test_a_refused_autosave_falls_back_to_the_backup(tmp_path, data):
    game, events, seats, acts = midgame(data, stop=30)
    saver = hf_saves.AutoSaver(tmp_path / "autosave-y.json")
    saver.save(game, events, seats, acts)
    n = len(events)
    play_on(game, seats, events, stop_after=len(events) + 1, actions=acts)
    saver.save(game, events, seats, acts)
    raw = saver.path.read_bytes()
    saver.path.write_bytes(raw[: len(raw) // 2])  # the newest autosave is truncated
    loaded = hf_saves.load_with_backup(saver.path, data)
    assert len(loaded.events) == n and loaded.path.name.endswith(".bak")
    assert "truncated" in loaded.warning and "\n" not in loaded.warning
    assert loaded.main_path == saver.path
    saver.path.unlink()  # and missing altogether
    assert len(hf_saves.load_with_backup(saver.path, data).events) == n
    # A damaged main file is never rotated over a good backup.
    saver.path.write_bytes(b"{not json")
    saver.save(game, events, seats, acts)
    assert len(hf_saves.load_save(saves.backup_path(saver.path), data).events) == n


def test_both_refused_reports_the_main_file(tmp_path, data):
    p = tmp_path / "z.json"
    p.write_text("nope")
    saves.backup_path(p).write_text("[]")
    with pytest.raises(saves.SaveError, match="not JSON"):
        hf_saves.load_with_backup(p, data)


def test_save_as_names_and_listing(tmp_path, home, data):
    game, events, seats, acts = midgame(data, stop=40)
    a = hf_saves.save_as("Friday night / final?", game, events, seats, acts)
    b = hf_saves.save_as("Friday night / final?", game, events, seats, acts)
    assert a.name == "Friday_night__final.json" and b.name == "Friday_night__final-2.json"
    auto = hf_saves.AutoSaver()
    auto.save(game, events, seats, acts)
    d = saves.saves_dir()
    (d / "broken.json").write_text('{"kind": "horse-fever-save", "format": 1, "sta')
    (d / ".autosave-q.json.1234.tmp").write_text("half")  # a killed write: ignored
    infos = saves.list_saves()
    names = {i.name: i for i in infos}
    assert set(names) == {a.stem, b.stem, auto.path.stem, "broken"}
    assert names["broken"].error.startswith("truncated") and not names["broken"].ok
    assert "damaged" in hf_saves.describe(names["broken"])
    good = names[auto.path.stem]
    assert good.ok and good.autosave and not good.over
    assert good.meta["variant"] == "family" and good.meta["round"] == game.state.round
    assert "Ada (random)" in hf_saves.describe(good) and "round" in hf_saves.describe(good)
    assert names[a.stem].meta["label"] == "Friday night / final?"
    assert saves.latest_autosave().path == auto.path
    # Full validation in the listing too.
    assert all(i.ok for i in saves.list_saves(validate=True) if i.name != "broken")
    # Main file gone, backup left: still listed (from the backup).
    auto.save(game, events, seats, acts)
    auto.path.unlink()
    info = {i.name: i for i in saves.list_saves()}[auto.path.stem]
    assert info.ok and info.warning and info.path == auto.path
    saves.delete_save(auto.path)
    assert auto.path.stem not in {i.name for i in saves.list_saves()}


def test_list_saves_of_a_missing_folder_is_empty(tmp_path):
    assert saves.list_saves(tmp_path / "nowhere") == []


def test_finished_games_are_marked_over_and_pruned(tmp_path, data):
    game, events, seats, acts = midgame(data, stop=None)
    assert game.is_over()
    for k in range(3):
        hf_saves.save_game(tmp_path / f"autosave-{k}.json", game, events, seats, acts)
    infos = saves.list_saves(tmp_path)
    assert all(i.over for i in infos)
    assert saves.list_saves(tmp_path, include_finished=False) == []
    assert saves.prune_autosaves(keep=1, directory=tmp_path) == 2
    assert len(saves.list_saves(tmp_path)) == 1


# ---- refusing ----------------------------------------------------------------------------

def test_truncated_at_any_point_is_refused_cleanly(tmp_path, data, doc):
    raw = json.dumps(doc).encode()
    rnd = random.Random(1)
    for cut in [1, 10, len(raw) // 3, len(raw) // 2, len(raw) - 1] + \
            [rnd.randrange(1, len(raw)) for _ in range(10)]:
        msg = refused(tmp_path, data, raw[:cut])
        assert "truncated" in msg, msg


@pytest.mark.parametrize("content, words", [
    (b"", "empty file"),
    (b"   \n", "empty file"),
    (b"hello, world", "not JSON"),
    (b"\xff\xfe\x00garbage", "not UTF-8"),
    (b"[1, 2, 3]", "not a Horseburg save"),
    (b'{"some": "other json"}', "not a Horseburg save"),
    (b'{"kind": "horse-fever-save", "format": NaN}', "NaN is not allowed"),
    (b"[" * 100000 + b"]" * 100000, "not a save"),
], ids=["empty", "blank", "text", "not-utf8", "json-list", "other-json", "nan", "deep"])
def test_not_a_save_is_refused(tmp_path, data, content, words):
    assert words in refused(tmp_path, data, content)


class _Evil:
    marker = ""

    def __reduce__(self):
        return (pathlib.Path.touch, (pathlib.Path(self.marker),))


def test_a_pickle_is_never_run(tmp_path, data):
    evil = _Evil()
    evil.marker = str(tmp_path / "pwned")
    payload = pickle.dumps({"kind": "horse-fever-save", "x": evil})
    msg = refused(tmp_path, data, payload)
    assert "not UTF-8" in msg or "not JSON" in msg
    assert not (tmp_path / "pwned").exists()


def test_missing_file_and_folder(tmp_path, data):
    with pytest.raises(saves.SaveError, match="no such save file"):
        hf_saves.load_save(tmp_path / "nope.json", data)
    with pytest.raises(saves.SaveError, match="is a folder"):
        hf_saves.load_save(tmp_path, data)


def test_other_format_version_is_refused(tmp_path, data, doc):
    d = copy.deepcopy(doc)
    d["format"] = 99
    assert "save format version 99" in refused(tmp_path, data, d)


def test_other_rules_versions_are_refused(tmp_path, data, doc):
    d = copy.deepcopy(doc)
    d["history"]["version"] = "1+" + "0" * 16  # other data files
    assert "another version of the rules" in refused(tmp_path, data, d)



def test_how_far_the_window_had_shown_the_game_round_trips_and_is_checked(tmp_path, data):
    """``shown`` (the window's presented events) is written only when behind, read back as
    ``loaded.shown``, and refused in one line when it is not a count of the events."""
    game, events, seats, acts = midgame(data)
    p = hf_saves.save_game(tmp_path / "s.json", game, events, seats, acts, shown=len(events) - 7)
    assert hf_saves.load_save(p, data).shown == len(events) - 7
    p = hf_saves.save_game(tmp_path / "all.json", game, events, seats, acts, shown=len(events))
    assert "shown" not in json.loads(p.read_text()) and hf_saves.load_save(p, data).shown is None
    d = json.loads((tmp_path / "s.json").read_text())
    for bad in (-1, len(events) + 1, True, "3", 2.5):
        d["shown"] = bad
        msg = refused(tmp_path, data, d)
        assert "shown:" in msg and "is not a number of events" in msg


def test_the_good_document_itself_loads(tmp_path, data, doc):
    assert len(hf_saves.load_save(write(tmp_path, doc), data).events) == doc["meta"]["events"]



def _random_value(rnd):
    return rnd.choice([None, -1, 0, 1, 10**30, 1.5, True, "x", "red", [], {}, [1, 2],
                       {"a": 1}, -10**30, "", [[["deep"]]]])


def _paths(obj, prefix=()):
    yield prefix
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(obj, list) and obj:
        for i in {0, len(obj) - 1}:
            yield from _paths(obj[i], prefix + (i,))



def test_random_edits_never_crash_the_loader(tmp_path, data, doc):
    """A hundred random edits: each loads or is refused with a SaveError, nothing else."""
    all_paths = [p for p in _paths(doc) if p and p[:2] != ("history", "seats") or len(p) <= 5]
    rnd = random.Random(7)
    outcomes = {"refused": 0, "loaded": 0}
    for _ in range(100):
        d = copy.deepcopy(doc)
        for _ in range(rnd.randint(1, 2)):
            path = rnd.choice(all_paths)
            if not path:
                continue
            try:
                _set(path, _random_value(rnd))(d)
            except (KeyError, IndexError, TypeError):
                pass
        p = write(tmp_path, d)
        try:
            hf_saves.load_save(p, data)
            outcomes["loaded"] += 1
        except saves.SaveError as e:
            assert "\n" not in str(e)
            outcomes["refused"] += 1
    assert outcomes["refused"] > 40



# ---- bots --------------------------------------------------------------------------------

# Per-decision scratch: HardBot._np is drawn afresh from bot.rng at the start of every
# decision that reads it (bet, fix, photo), so it carries nothing from one to the next.
# HardBot._board_game is set from the view by table(), which every decision calls before
# score() reads it (and it only changes the words of last_reason).
SCRATCH = {"_np", "_board_game"}


def _fingerprint(bot, depth=0):
    """Everything a bot holds but its RNGs (saved), last_reason (words: the random bot's
    ``_why``) and scratch."""
    out = {}
    for name, v in sorted(vars(bot).items()):
        if name in ("data", "rng", "last_reason", "_why") or name in SCRATCH \
                or isinstance(v, random.Random):
            continue
        out[name] = _fingerprint(v, depth + 1) if hasattr(v, "choose") and depth < 3 \
            else repr(v)
    return out


@pytest.mark.parametrize("kind", sorted(BOT_KINDS))
def test_bots_keep_no_state_between_decisions(data, kind):
    """A resumed bots game is exact only if a bot is its RNGs (saved) and nothing else
    that changes between decisions."""
    game, events, seats = new_bot_game(data, 4, 5, "family", [kind])
    fresh = [_fingerprint(make_bot(kind, data, 5, i)) for i in range(4)]
    # normal/hard simulate hundreds of races a decision: a part of the game will do.
    play_on(game, seats, events, stop_after={"normal": 90, "hard": 9}.get(kind))
    assert seats[0].random_generators()["rng"] is seats[0].rng  # what a save keeps
    assert [_fingerprint(b) for b in seats] == fresh


# ---- the story of the game -----------------------------------------------------------------

def test_export_writes_jsonl_and_a_summary_beside_the_saves(home, data):
    game, events, seats, acts = midgame(data, stop=None)
    out = hf_saves.export_game(events, data)
    assert out.log.parent == home / "data" / "exports" == out.summary.parent
    lines = out.log.read_text(encoding="utf-8").splitlines()
    assert [json.loads(x) for x in lines] == events
    text = out.summary.read_text(encoding="utf-8")
    for p in game.state.players:
        assert p.name in text
    assert "Round 1" in text and "Race result: 1." in text and "bets" in text
    assert "Final standings:" in text and "Winner:" in text
    assert ("wins" in text) and ("loses" in text)
    named = hf_saves.export_game(events, data, stem="my game")
    assert named.log.name == "my_game.jsonl"


def test_the_summary_of_a_board_game_tells_its_purchases_auctions_and_odds(data):
    """The Board Game's own story is in the summary, in the table log's words, with no
    engine code words ("purchase_pass", "hire") left in it."""
    import re
    game, events, seats = new_bot_game(data, 4, 8, "board", ["simple"], stars=True)
    play_on(game, seats, events)
    text = hf_saves.summary_text(events, data)
    names = [p.name for p in game.state.players]
    purchases = [e for e in events if e["type"] == "purchase"]
    sold = [e for e in events if e["type"] == "auction_end" and e.get("winner") is not None]
    lined_up = [e for e in events if e["type"] == "lineup"]
    assert purchases and sold and lined_up, "seed 8 should buy, line up and auction"
    assert text.count(" buys ") >= len(purchases)
    for e in sold:
        verb = "sells" if e["kind"] == "dutch" else "buys"
        assert f"{names[e['winner']]} {verb} 1 VP for {e['price']:,} D." in text
    for e in lined_up:
        assert f"{names[e['seat']]} lines up " in text
    assert text.count("New odds:") + text.count("The odds stay") == game.state.rounds
    assert not re.search(r"\b[a-z]+_[a-z_]+\b", text), re.search(r"\b[a-z]+_[a-z_]+\b", text)


def test_summary_of_a_game_in_progress(data):
    game, events, seats, acts = midgame(data, stop=120)
    text = hf_saves.summary_text(events)
    assert "Game in progress" in text and "Final standings" not in text


def test_history_for_the_charts(data):
    game, events, seats, acts = midgame(data, stop=None)
    h = hf_saves.game_history(events)
    rounds = game.state.round
    assert h["rounds"] == list(range(1, rounds + 1))
    for p in game.state.players:
        assert len(h["vp"][p.seat]) == rounds and len(h["danari"][p.seat]) == rounds
        assert h["vp"][p.seat][-1] == game.state.vp(p.seat)
        assert h["danari"][p.seat][-1] == p.danari
    for c in data.colours:
        assert len(h["odds"][c]) == rounds + 1
        assert h["odds"][c][-1] == game.state.odds[c]
    assert len(h["rankings"]) == rounds
    assert h["winner"] == game.state.winner
    won = sum(1 for e in events if e["type"] == "payout" and e["reason"].endswith("_bet"))
    assert sum(b["won"] for b in h["bets"].values()) == won
