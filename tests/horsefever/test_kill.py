"""The kill test, small: SIGKILL a headless game at random moments, resume, compare.

``python tools/kill_test.py`` runs 50 kills; here 5 keep ``make test`` fast.
"""
from __future__ import annotations

import importlib.util
import pathlib
import signal
import sys

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]


def load_tool():
    spec = importlib.util.spec_from_file_location("kill_test", REPO / "tools" / "kill_test.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules["kill_test"] = mod  # dataclasses look their module up
    spec.loader.exec_module(mod)  # type: ignore[union-attr]
    return mod


@pytest.mark.skipif(not hasattr(signal, "SIGKILL") or sys.platform.startswith("win"),
                    reason="SIGKILL is POSIX only")
def test_five_kills_five_identical_games(tmp_path):
    tool = load_tool()
    # A short game (2 players), no extra delay (the autosave at every decision slows it
    # enough) and the resume in this process (tools/kill_test.py resumes with
    # ``main.py --resume``; test_resume.py covers that command): about a second a kill.
    results = tool.run(kills=5, seeds=[1234], players=2, bots="random,simple", delay=0.0,
                       rng_seed=5, work=tmp_path, in_process=True)
    assert len(results) == 5
    bad = [r for r in results if not r.identical]
    assert not bad, bad[0].problem
    # The kills landed at different moments of the game.
    assert len({r.saved_events for r in results}) >= 2
