"""Secrets of a table: seat and owner tokens, their hashes, and seeds derived for bots.

A token is 32 bytes from ``secrets`` (43 URL-safe characters). The server keeps only its
SHA-256 (a token is random and long, so a plain hash cannot be reversed or guessed) in the
table's keys file (``store.py``), compares with ``hmac.compare_digest``, and never writes a
token to a log, a save or another client's message. A table's ``salt`` (also random, also
in the keys file only) makes every seed the server hands out unguessable from the game's
seed: a client's bot gets ``bot_seed(salt, seed, seat)``, a stand-in its own.
"""
from __future__ import annotations

import hashlib
import hmac
import secrets

TOKEN_BYTES = 32
SEED_BITS = 63


def new_token() -> str:
    """A fresh secret token."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def new_salt() -> str:
    """A table's fresh secret salt, as hex."""
    return secrets.token_hex(32)


def token_hash(token: str) -> str:
    """What the server keeps of a token."""
    return hashlib.sha256(token.encode("ascii", "replace")).hexdigest()


def matches(token: str, kept: str | None) -> bool:
    """Whether ``token`` is the one whose hash was kept (in constant time)."""
    return kept is not None and hmac.compare_digest(token_hash(token), kept)


def derived_seed(salt: str, *parts: object) -> int:
    """A seed of 63 bits from the table's salt and ``parts``: the same for the same table
    (after a restart too), unrelated to anything a client can see."""
    msg = ":".join(str(p) for p in parts).encode("utf-8")
    digest = hmac.new(bytes.fromhex(salt), msg, hashlib.sha256).digest()
    return int.from_bytes(digest[:8], "big") >> (64 - SEED_BITS)


def bot_seed(salt: str, seed: int, seat: int) -> int:
    """The seed of the bot a client plays ``seat`` with (never the game's seed)."""
    return derived_seed(salt, "client-bot", seed, seat)


def stand_in_seed(salt: str, seed: int, seat: int) -> int:
    """The seed of the server's stand-in bot for ``seat``."""
    return derived_seed(salt, "stand-in", seed, seat)
