"""The cyclic garbage collector set for a batch of bot games (``--headless --games N``).

A game played by bots allocates containers that live as long as the game: its events, its
history of actions, its state. At the collector's default first threshold (700 new
containers) every game of Horse Fever's Family Game set off a young collection, every
tenth an older one, and now and then a full one walking everything the program imported
(measured over 300 games: 273, 25 and 2 collections, against 30, 2 and 0 for the program
before the game contract, whose games left fewer containers behind) while none of them
finds more than a handful of cycles: the games' objects are freed by their reference
counts when the next game replaces them. So, for the batch: what exists before it (the
modules, the data files: they live to the end) is left out of the walks (``gc.freeze``),
and the first threshold is raised (collections still run, less often). Both are put back
afterwards: a caller in the same process (a test) keeps its own settings.
"""
from __future__ import annotations

import contextlib
import gc
from typing import Iterator

# Young containers allowed before a collection (the default is 700): a bot game of the
# table leaves a few thousand at most, freed with the game.
BATCH_THRESHOLD = 10_000


@contextlib.contextmanager
def batch_collector() -> Iterator[None]:
    """Runs the block with the collector set for a batch of games (see the module)."""
    before = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(BATCH_THRESHOLD, *before[1:])
    try:
        yield
    finally:
        gc.set_threshold(*before)
        gc.unfreeze()
