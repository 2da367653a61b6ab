"""The race as a show: the engine's race events played back as timed animations.

``RaceShow`` (show.py) turns each presented event into clips (clips.py) that run on
elapsed seconds; ``RaceView`` (view.py) is what those clips tell ``table_draw`` to draw
differently (a pawn between squares, a card still face down, a token in flight). The
show never touches the rules: it only reads events and display states.
"""
from .show import RaceShow
from .view import RaceView

__all__ = ["RaceShow", "RaceView"]
