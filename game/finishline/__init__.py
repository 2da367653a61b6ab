"""Finish Line (Dan Glimne, Queen Games 2023): the dice-drafting race, 2-4 players.

The rules are ``rules/`` (pure, one module per chapter), the data
``data/finish_line.toml`` (``data.py``); ``game.py``, ``actions.py`` and ``phases.py``
put them behind the game contract, ``bots.py``/``smart.py``/``estimate.py`` play them,
``words.py`` puts them in words. ``entry.py`` registers the game as ``finish-line``
(``game/catalogue.py`` imports it). This file imports nothing, so the rules package can be
imported alone without the program's words.
"""
