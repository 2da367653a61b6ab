"""The program's services, used by every layer and knowing no game: the player's settings
and folders (``settings.py``, ``old_folders.py``), the bundled files (``resources.py``), the
words in the player's language (``i18n.py``, ``data_words.py``, ``prompt_memo.py``), numbers
and money (``numbers.py``) and sound (``audio.py``).
"""
