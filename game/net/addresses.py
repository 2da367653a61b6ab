"""The addresses of this computer that other computers on the network may type.

Read from the machine's own network interfaces (``ifaddr``, which ``zeroconf`` brings):
nothing is sent anywhere to learn them (no "connect to an outside address and see which
interface answers"). Loopback and link-local addresses are left out (another computer
cannot reach them), IPv4 first, as ``HOST:PORT``.
"""
from __future__ import annotations

import ipaddress


def local_addresses() -> list[str]:
    """This machine's addresses on its networks (IPv4 first); [] when none is up."""
    try:
        import ifaddr
    except ImportError:  # (an install without zeroconf: the host types its address)
        return []
    found: list[ipaddress.IPv4Address | ipaddress.IPv6Address] = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            raw = ip.ip[0] if isinstance(ip.ip, tuple) else ip.ip
            try:
                addr = ipaddress.ip_address(raw)
            except ValueError:
                continue
            if addr.is_loopback or addr.is_link_local or addr.is_multicast or addr.is_unspecified:
                continue
            if addr not in found:
                found.append(addr)
    found.sort(key=lambda a: (a.version, a.packed))
    return [str(a) for a in found]


def with_port(address: str, port: int) -> str:
    """``HOST:PORT`` as a player types it (an IPv6 address in brackets)."""
    return f"[{address}]:{port}" if ":" in address else f"{address}:{port}"
