"""Playing across computers from the window: host a table, join one (issue 40).

    together.py      "Play with others": Host a table / Join a table
    host_scene.py    the hosting screen: the server started, the code, the addresses, who joined
    join_scene.py    the joining screen: an address and a code, or a table found nearby
    remote_game.py   the game contract over the server's messages (a seat's view, its events)
    net_session.py   ``NetSession``: a ``ContractSession`` whose game is at a table server
    net_table.py     the one table scene over a link: banner, waiting, marks, the chat line

Importing this package registers its scenes (``game/ui/scene_registry.py``). The network
itself (server, link, hosting, discovery, kept seats) is ``game/net``, which imports no
pygame.
"""
from __future__ import annotations

from . import host_scene, join_scene, together  # noqa: F401  (they register)
