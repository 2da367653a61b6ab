"""The generic table: plays ANY game registered on the game contract (``game/core``).

A new game's screens are a ``GenericPresentation`` subclass (``presentation.py``) that
supplies its board drawer (``board.Board``), its decision panels per phase key
(``panels.DecisionPanel``; ``panels.FallbackPanel`` serves every other phase), its event
words, clips, sounds and chart series; the rest is here and game-independent:

* ``session.ContractSession``: the game, bots on a worker thread, pacing, hot-seat pass
  screens from the phases' secrecy, choose/undo/confirm, autosave and resume;
* ``saving``: history saves (``game/core/history.py``) of any game;
* ``stage``: what the table keeps beside the session while events are shown (each
  event's clip by default; a game's own: Horse Fever's race show), ``sheets``: a page
  the table stops on (Horse Fever's payoffs), shown by ``game/ui/scenes/sheet_host.py``;
* ``table.GenericTableScene``: the one table scene (sheets, pass screens, final scores,
  the pause menu's log, saves and export), drawn by the game's frame (``frame.py``; the
  default ``board_frame.BoardFrame``: board, seats, log, status line, decision panel,
  laid out by ``layout.py``); ``chart_page`` and ``export``: the charts and the export of
  the shell's final scores (``game/ui/scenes/final.py``); ``replay``: the session a
  replay plays back (``game/ui/scenes/replay.py``).

See docs/ui.md, "A new game's screens".
"""
from __future__ import annotations

from .board import Board, Clip, PlainBoard, Playing
from .panels import DecisionPanel, FallbackPanel, PanelContext, Steps
from .presentation import GenericPresentation, ScoreSeries

__all__ = ["Board", "Clip", "PlainBoard", "Playing", "DecisionPanel", "FallbackPanel",
           "PanelContext", "Steps", "GenericPresentation", "ScoreSeries"]
