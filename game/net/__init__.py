"""Play across computers: the table server, its protocol and a headless client.

One server is the only authority over many tables; each connection holds one seat (by a
secret token) or watches, and receives only ``view(seat)`` and ``redact(event, seat)`` of
the games it plays. Nothing here knows a game: tables reach games through the registry
and the game contract (``game/core``), and nothing here imports pygame, so the server
runs headless (``python main.py --serve``) or on its own thread inside the window.

    protocol.py   the messages: version, limits, parsing and checking what arrives
    codes.py      table codes (``a-K7QX3M``: the server's name, then the table's)
    tokens.py     seat and owner tokens, their hashes, the table's derived secrets
    names.py      a player's name cleaned (printable, trimmed, 18 characters at most)
    table.py      one table: its seats, its game, what each seat is sent
    store.py      a table's files: its autosave (a history save) and its keys file
    lobby.py      the tables of a server: create, list, find, load after a restart
    guard.py      per-connection limits: the message rate and the bad-message count
    server.py     the websockets server: connections, requests, the tables' play
    driver.py     a table played on: bots and stand-ins off the loop, saves, broadcasts
    thread.py     the server on its own thread and event loop (inside another program)
    client.py     a client connection: hello, requests, reconnects
    botclient.py  a seat played by a bot over the network (``--join``), its state file
    cli.py        ``--serve`` and ``--connect`` of the command line
    bench.py      ``make bench``'s server line

docs/protocol.md describes every message.
"""
