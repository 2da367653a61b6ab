"""The generic table: plays ANY game registered on the game contract (``game/core``).

A new game's screens are a ``GenericPresentation`` subclass (``presentation.py``) that
supplies its board drawer (``board.Board``), its decision panels per phase key
(``panels.DecisionPanel``; ``panels.FallbackPanel`` serves every other phase), its event
words, clips, sounds and chart series; the rest is here and game-independent:

* ``session.ContractSession``: the game, bots on a worker thread, pacing, hot-seat pass
  screens from the phases' secrecy, choose/undo/confirm, autosave and resume;
* ``saving``: history saves (``game/core/history.py``) of any game;
* ``table.GenericTableScene``: board, seats, log, status line, decision panel, menu,
  keyboard, tooltips (laid out by ``layout.py``); ``final.GenericFinalScene``: standings,
  charts, export; ``replay.GenericReplayScene``: a finished game played back.

See docs/ui.md, "A new game's screens".
"""
from __future__ import annotations

from .board import Board, Clip, PlainBoard, Playing
from .panels import DecisionPanel, FallbackPanel, PanelContext, Steps
from .presentation import GenericPresentation, ScoreSeries

__all__ = ["Board", "Clip", "PlainBoard", "Playing", "DecisionPanel", "FallbackPanel",
           "PanelContext", "Steps", "GenericPresentation", "ScoreSeries"]
