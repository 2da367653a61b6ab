"""Per-connection limits: how fast a client may send, and how many bad messages it may.

``Guard.allow()`` is a token bucket: ``protocol.BURST`` messages at once, then
``protocol.RATE`` a second; a message over the rate is refused unread. ``Guard.bad()``
counts a refused message and says when ``BAD_LIMIT`` of them fell within ``BAD_WINDOW``
seconds: the server then closes the connection. The clock is passed in (the event loop's),
so tests can drive it.
"""
from __future__ import annotations

import collections

from . import protocol


class Guard:
    """The rate and bad-message account of one connection."""

    def __init__(self, now: float, rate: float = protocol.RATE, burst: int = protocol.BURST,
                 bad_limit: int = protocol.BAD_LIMIT,
                 bad_window: float = protocol.BAD_WINDOW) -> None:
        self.rate, self.burst = rate, burst
        self.bad_limit, self.bad_window = bad_limit, bad_window
        self.tokens = float(burst)
        self.last = now
        self.bad_times: collections.deque[float] = collections.deque()

    def allow(self, now: float) -> bool:
        """True if a message arriving at ``now`` is within the rate (and spends it)."""
        self.tokens = min(float(self.burst), self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True

    def bad(self, now: float) -> bool:
        """Counts a bad message; True when the connection has sent too many of late."""
        times = self.bad_times
        times.append(now)
        while times and times[0] <= now - self.bad_window:
            times.popleft()
        return len(times) >= self.bad_limit
