"""The command line: ``main.py``, ``python -m game`` and the ``horseburg`` console script.

``main.py`` parses the options and runs the window, a headless match, a tournament, the
network's server or bot client; ``options.py`` builds the options from the registry (every
game's setup options); ``words.py`` speaks argparse's words in the player's language;
``bench.py`` is ``make bench`` for every registered game.
"""
