"""The core: what every game shares and no game owns. It imports nothing from any game.

* ``contract.py`` - the ``Game`` protocol every game implements, ``Decision``, ``Standing``;
* ``registry.py`` - ``register_game(GameInfo)``: a game's name, title, and (read from its data
  files at first use) players, options, version;
* ``phases.py``   - ``Phase``: one object per phase (title, words, secrecy, widget, bot);
* ``actions.py``  - ``TypedAction``: frozen dataclasses whose fields are checked by type;
* ``legal.py``    - ``ActionSet``: legal actions described (ranges, picks) and sampled;
* ``rng.py``      - seeded randomness: sub-seeds, the engine's fast shuffle and die roll;
* ``data_schema.py``, ``data_load.py`` - every game's data files checked: a schema, every
  number's range, one ``DataError`` line;
* ``names.py``    - a player's name cleaned by one rule.

``tests/core/test_core_imports.py`` checks that nothing here imports a game.
"""
