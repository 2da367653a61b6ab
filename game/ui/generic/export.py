"""Export of any game from the table or its final scores: the event log and a summary.

``export(session)`` writes ``<game>-<seed>-<time>.jsonl`` (every event, as the rules gave
them: the same JSON Lines as ``--log``) and ``.txt`` (a readable summary, in the language
chosen when exporting) to the exports folder (``game/save_files.exports_dir``). The summary
is the game's presentation's (``GenericPresentation.summary_text``): by default the title,
the players, the standings and every event described (``summary_text`` here).
"""
from __future__ import annotations

import datetime as _dt
import pathlib
from typing import TYPE_CHECKING

from ...services.bot_words import level_name
from ...services.i18n import _
from ...saves.files import SaveError, exports_dir, safe_name
from ...core.envelope import log_text
from ...saves import ExportPaths
from ...services.settings import atomic_write_text

if TYPE_CHECKING:
    from .session import ContractSession


def summary_text(session: "ContractSession") -> str:
    """The game as text: title, players, standings, then every event described."""
    s = session
    lines = [_("{game} (seed {seed})").format(game=_(s.info.title), seed=s.seed),
             _("Players: {players}").format(players=", ".join(
                 f"{n} ({_('person') if i in s.humans else level_name(s.kinds[i])})"
                 for i, n in enumerate(s.names))),
             "", _("Standings:")]
    for st in s.game.standings():
        lines.append(f"  {st.place}. {st.name}: {s.pres.score_line(st.score)}")
    lines += ["", _("Events:")]
    for ev in s.events:
        text = s.pres.describe(s.game.redact(ev, None), s.names)
        if text:
            lines.append("  " + text)
    return "\n".join(lines) + "\n"


def export(session: "ContractSession", directory: pathlib.Path | None = None) -> ExportPaths:
    """Writes the event log and the summary; SaveError (one line) if the disk refuses."""
    d = directory if directory is not None else exports_dir()
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    stem = safe_name(f"{session.info.name}-{session.seed}-{stamp}")
    log, summary = d / f"{stem}.jsonl", d / f"{stem}.txt"
    try:
        atomic_write_text(log, log_text(session.events))
        atomic_write_text(summary, session.pres.summary_text(session))
    except OSError as e:
        raise SaveError(d, _("cannot write the export ({why})").format(
            why=e.strerror or e)) from None
    return ExportPaths(log, summary)
