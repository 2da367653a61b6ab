"""The generic presentation: what a game subclasses to be played on the generic table.

``GenericPresentation`` implements ``game.ui.plugin.Presentation`` for ANY registered
game (``game.core.registry``): with no override at all the game is playable (a plain
board that lists the seat's view, the fallback panel that offers ``legal_actions()`` as
buttons, one-line event words built from the event's fields). A game then replaces the
parts it wants, one hook at a time::

    class BettorHorsePresentation(GenericPresentation):
        game = "bettor-horse"
        board_class = DuelBoard                       # the table's main area
        panels = {"choose_card": CardPanel}           # by phase key; others: fallback
        def describe(self, event, names): ...         # the log's sentence
        def animate(self, event): ...                 # a Clip, or None for a beat
        def chart_series(self, events, names): ...    # the final scores' lines
    register_presentation(BettorHorsePresentation())

Every hook receives only what a seat may see: the board and the panels get
``game.view(seat)`` (or the spectator view, ``seat`` None) and redacted events; nothing
here ever touches the ``Game`` object itself (the session does, ``session.py``).

The pieces a game supplies live in ``board.py`` (``Board``, ``Clip``, ``Playing``) and
``panels.py`` (``DecisionPanel``, ``PanelContext``, ``FallbackPanel``).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, ClassVar, Mapping, Sequence

import pygame

from ...core.registry import GameInfo, get_game
from ...services.i18n import N_, _
from ...saves.document import read_save_with_backup
from .. import palette as P
from ..plugin import GameSetup, RulesPage
from .board import Board, Clip, PlainBoard
from .board_frame import BoardFrame
from ..charts import marker, player_style
from .chart_page import ChartPage, SeriesCharts
from .export import summary_text
from .frame import TableFrame
from .panels import DecisionPanel, FallbackPanel
from .session import ContractSession
from .stage import ClipStage, Stage
from .table import GenericTableScene
from .words import action_words, event_words, player_words, score_words

if TYPE_CHECKING:
    from ..app import App
    from ..painter import Painter
    from ..scene import Scene

DEFAULT_BEAT = 0.35
# A save's "where it stands" by the unit a game counts (``GenericPresentation.progress``).
COUNT_WORDS = {"race": (N_("race {n} of {total}"), N_("race {n}")),
               "round": (N_("round {n} of {total}"), N_("round {n}"))}  # seconds the table dwells on an event without a clip (normal speed)


@dataclass
class ScoreSeries:
    """One chart of the final scores: a line per seat over ``labels`` (None: a gap).
    ``line_names`` names a line that is not a seat's (a key past the last seat: "Pool")."""

    title: str
    labels: list[str]
    values: dict[int, list[float | None]] = field(default_factory=dict)
    line_names: dict[int, str] = field(default_factory=dict)


class GenericPresentation:
    """A game's presentation on the generic table; subclass it (module docstring)."""

    game: ClassVar[str] = ""  # the registry name, e.g. "finish-line"
    # The table aids this table follows (``game/ui/table_aids.py``): "explain_bots" when
    # ``bot_reason`` gives reasons, "tipster" with a tipster... The settings sheet shows
    # only these while this game is at hand.
    table_settings: ClassVar[tuple[str, ...]] = ()
    # Where a game stands for its saves' words: the view's count and its total, ("race",
    # "races") or ("round", "rounds") (``COUNT_WORDS``); None: the saves say nothing.
    progress: ClassVar[tuple[str, str] | None] = None
    board_class: ClassVar[type[Board]] = PlainBoard
    # Decision panels by phase key (``Phase.key``); a phase not listed gets the fallback.
    panels: ClassVar[Mapping[str, type[DecisionPanel]]] = {}
    fallback_panel: ClassVar[type[DecisionPanel]] = FallbackPanel
    # Sounds by event name (``game/services/audio.py`` names); an event not listed is silent.
    sounds: ClassVar[Mapping[str, str]] = {}
    # Events whose log line waits until their clip has ended (a line that would tell what
    # the clip is still showing: Horse Fever's sprint dice while they roll).
    words_after_clip: ClassVar[frozenset[str]] = frozenset()

    # ---- the game ------------------------------------------------------------------------
    @property
    def info(self) -> GameInfo:
        """The game's registry entry (title, phases, actions, bots, error class)."""
        return get_game(self.game)

    # ---- plugin.Presentation -------------------------------------------------------------
    def draw_tile(self, surface: pygame.Surface, rect: pygame.Rect, hover: bool) -> None:
        """A plain box-style tile: the title on a coloured plaque and the player range.
        A game overrides this with its box art."""
        info = self.info
        face = P.lighten(P.WOOD, 0.15) if hover else P.WOOD
        pygame.draw.rect(surface, face, rect, border_radius=10)
        pygame.draw.rect(surface, P.BRASS, rect, 3, border_radius=10)
        font = pygame.font.Font(None, max(18, rect.h // 6))
        small = pygame.font.Font(None, max(14, rect.h // 10))
        title = font.render(info.title, True, P.CREAM)
        surface.blit(title, title.get_rect(center=(rect.centerx, rect.centery - rect.h // 10)))
        sub = small.render(f"{info.min_players}-{info.max_players} players", True,
                           P.BRASS_LIGHT)
        surface.blit(sub, sub.get_rect(center=(rect.centerx, rect.centery + rect.h // 6)))

    def new_table(self, app: "App", setup: GameSetup) -> "Scene":
        """The generic table playing a new game (ValueError, one line, if it cannot)."""
        return GenericTableScene(app, ContractSession.new(self, setup, **_settings(app)))

    def resume_table(self, app: "App", save: dict[str, Any]) -> "Scene":
        """The generic table going on from a save (the shell's ``{"path", "autosave",
        "meta"}``: Resume, Continue), read through the one check of every game's saves
        (``game/saves/document.py``; its backup when the file is refused, and the table says
        so). An autosave goes on in its file; a named save stays as it was and its game
        gets an autosave of its own. A pass screen comes first when a person is to move
        in hot seat; a save read from its backup says so (``from_saved``)."""
        saved = read_save_with_backup(save["path"])
        session = ContractSession.from_saved(self, saved, keep_file=bool(save.get("autosave")),
                                             **_settings(app))
        return GenericTableScene(app, session)

    def new_lesson(self, app: "App", lesson: Any) -> "Scene":
        """The table playing the game's lesson (``game/core/lessons.py``): the coach over
        the game's own frame (``lesson_table.py``); never saved."""
        from .lesson_session import LessonSession
        from .lesson_table import LessonTable
        speeds = _settings(app)
        return LessonTable(app, LessonSession.new_lesson(
            self, lesson, speed=speeds["speed"], anim_speed=speeds["anim_speed"]))

    def lesson_values(self, seat: int, view: dict[str, Any],
                      events: Sequence[dict[str, Any]]) -> dict[str, str]:
        """A lesson coach's placeholders (``{name}`` in a step's ``say``/``explain``) in
        the game's terms, from the learner's ``view`` and the ``events`` shown since the
        learner's last action of the lesson (redacted for the learner): money, odds,
        horses as the board names them. None by default."""
        return {}

    def lesson_spot(self, name: str, frame: TableFrame) -> pygame.Rect | None:
        """Where a lesson's highlight ``name`` lies on the board (a spot the game names:
        a hand's card, a lane), in the table's logical coordinates, or None (not a spot,
        or not on the board now). The frame gives the board, its rectangle and the view
        (``frame.session.view``). None by default: highlights name buttons only."""
        return None

    def describe(self, event: dict[str, Any], names: list[str]) -> str:
        """One event as a sentence ("" for none); the default names the event's fields."""
        return event_words(event, names)

    def summary(self) -> str:
        """The setup screen's lines about the game: by default its one-line description."""
        return _(self.info.description)

    def rules_pages(self) -> list[RulesPage]:
        """The rules help (F1): by default the description, then a page of the decisions,
        each phase's title and explanation (``Phase``). A game writes its own pages."""
        info = self.info
        # The phases' words are marked where the game declares them (N_): said here.
        decisions = tuple(_("{title}: {explanation}").format(title=_(ph.title),
                                                             explanation=_(ph.explanation))
                          for ph in info.phases.values() if ph.title)
        return [RulesPage(_(info.title), (_(info.description),)),
                RulesPage(_("Decisions"), decisions)]

    # ---- the table's pieces ----------------------------------------------------------------
    def new_stage(self, session: "ContractSession") -> Stage:
        """What the table keeps beside the session while events are shown (``stage.py``):
        by default each event's clip (``animate``); a game that draws from a state folded
        from the events, or has clips that hold the queue, gives its own."""
        return ClipStage(session)

    # The game's refusals in a player's words, from the error's ``code`` and ``params``
    # (its words module's ``refusal_words``, set as a staticmethod): the rule in a sentence,
    # never the code or the rule's key, which ``str(error)`` keeps for the command line.
    refusal_wording: ClassVar[Callable[[str, dict[str, Any]], str] | None] = None

    def refusal_words(self, error: Exception) -> str:
        """The rules' refusal of an action as the player reads it (one line)."""
        code = getattr(error, "code", None)
        if self.refusal_wording is not None and isinstance(code, str):
            return self.refusal_wording(code, getattr(error, "params", None) or {})
        return str(error).splitlines()[0]

    def table_frame(self, scene: "GenericTableScene") -> TableFrame:
        """What the game draws at the shell's table and how it takes input (``frame.py``):
        by default the board, decision panel, seats and log (``board_frame.py``)."""
        return BoardFrame(scene)

    # ---- parts of the game: results moments, replays and the replay's jumps -------------
    # The results moment (``results.py``): after one of ``results_after`` a race or round
    # is played out; its results sheet shows before the next of ``results_before``.
    results_after: ClassVar[frozenset[str]] = frozenset()
    results_before: ClassVar[frozenset[str]] = frozenset()
    # The events that start a race or round: the parts a replay plays or jumps to.
    part_starts: ClassVar[frozenset[str]] = frozenset()

    def results(self, events: Sequence[dict[str, Any]], names: Sequence[str]) -> Any:
        """The results of the race or round just over (``results.Results``), from the
        events shown since the last results moment, as redacted for the log's reader;
        None: no sheet."""
        return None

    def part_marks(self, events: Sequence[dict[str, Any]]) -> list[int]:
        """Where each race or round starts: the index of its first event (``part_starts``)."""
        return [i for i, ev in enumerate(events) if ev.get("type") in self.part_starts]

    def replay_chips(self, events: Sequence[dict[str, Any]]) -> list[tuple[int, str]]:
        """The races or rounds played out so far, each to replay from the log and the
        results sheet: (number, tip)."""
        marks = self.part_marks(events)
        out = []
        for n, first in enumerate(marks, start=1):
            end = marks[n] if n < len(marks) else len(events)
            if any(ev.get("type") in self.results_after for ev in events[first:end]):
                out.append((n, _("Replay {part}").format(part=self.replay_part_title(n))))
        return out

    def replay_part(self, events: Sequence[dict[str, Any]], part: int) -> tuple[int, int]:
        """(first, end): the indexes of the events of a part of the game a replay plays
        (``replay_chips``' number: the race or round from its start to the next one's);
        ValueError (one line) for a part not played."""
        marks = self.part_marks(events)
        if not 1 <= part <= len(marks):
            raise ValueError(f"{self.info.title} has no part {part} in this game's log")
        return marks[part - 1], marks[part] if part < len(marks) else len(events)

    def replay_part_title(self, part: int) -> str:
        """A part of the game in words, for the replay's line ("race 2", "round 3")."""
        key = self.progress[0] if self.progress else ""
        words = COUNT_WORDS.get(key)
        return _(words[1]).format(n=part) if words else str(part)

    def fresh(self) -> "GenericPresentation":
        """A presentation of its own for a replay: what a game's ``describe`` keeps of the
        events shown (Finish Line's picture of the race, its dice faces) must not be the
        live table's, which a replay opened mid-game would otherwise overwrite."""
        try:
            return type(self)()
        except TypeError:  # (a presentation made with arguments: the same one)
            return self

    def make_board(self) -> Board:
        """The board drawer of a new table (one per table: it may keep hover state)."""
        return self.board_class(self)

    def panel_class(self, phase: str) -> type[DecisionPanel]:
        """The decision panel of a phase key: the game's own, else the fallback."""
        return self.panels.get(phase, self.fallback_panel)

    def describe_action(self, action: Any, names: Sequence[str]) -> str:
        """A legal action as a button's label ("Bet 300 on red to win")."""
        return action_words(action)

    def animate(self, event: dict[str, Any]) -> Clip | None:
        """The clip that shows ``event`` (duration at normal speed, and what it draws as it
        runs, see ``board.Clip``); None: the table just dwells ``beat(event)`` seconds."""
        return None

    def beat(self, event: dict[str, Any]) -> float:
        """How long the table dwells on an event without a clip, at normal speed."""
        return DEFAULT_BEAT

    def sound(self, event: dict[str, Any]) -> str | None:
        """The sound an event plays (a ``game/services/audio.py`` name), or None."""
        return self.sounds.get(str(event.get("type", "")))

    def seat_summary(self, view: dict[str, Any], seat: int) -> str:
        """The side panel's score line of a seat, from the shown view ("$ 2400, 3 VP"); a
        second line after a "\n" is drawn under it at the same size.
        The default shows the numbers of ``view["players"][seat]`` (a common shape)."""
        players = view.get("players")
        if not isinstance(players, list) or not 0 <= seat < len(players):
            return ""
        me = players[seat]
        if not isinstance(me, dict):
            return ""
        nums = [f"{k} {v}" for k, v in me.items()
                if type(v) in (int, float) and k not in ("seat", "index")]
        return ", ".join(nums[:3])

    def seat_style(self, seat: int) -> tuple[P.Colour, str]:
        """A seat's colour and marker shape (``charts.marker``'s kinds), the one place the
        final scores' standings and charts, the seat's mark beside its name and its chat
        lines take them from (the default: the shell's ``player_style``; a game whose board
        marks seats its own way gives those, so a player is one colour everywhere)."""
        return player_style(seat)

    def seat_colour(self, seat: int) -> P.Colour:
        """The colour the table shows a seat in: its mark beside its name, and its chat
        lines in the log (``seat_style``)."""
        return self.seat_style(seat)[0]

    def draw_seat_mark(self, p: "Painter", seat: int, centre: tuple[float, float],
                       size: float = 5.0) -> None:
        """A seat's mark in its colour (the default: its ``seat_style`` marker)."""
        marker(p, self.seat_style(seat)[1], centre, self.seat_colour(seat), size)

    def decision_prompt(self, view: dict[str, Any], seat: int, phase: str,
                        names: Sequence[str]) -> str | None:
        """The decision's prompt worded here, in the player's language, from what this
        window knows (``view``: the deciding seat's own view when this window holds it,
        else the one it shows), as the game's ``decision()`` words it; None when it cannot
        (the prompt as the game gave it stands). A table at another computer sends its
        prompt in the host's language: this is how a joiner reads it in its own."""
        return None

    def score_line(self, score: dict[str, Any]) -> str:
        """A final standing's score fields as words (the final scores, the export): the
        default names the fields as the game keeps them; a game words its own."""
        return score_words(score)

    def holds_secrets(self, view: dict[str, Any], seat: int) -> bool:
        """For a ``Secrets.HELD`` phase: whether the seat's turn would show something
        private (its view of itself holds a hand, face-down cards...). The safe default
        is True: a pass screen too many, never a secret shown."""
        return True

    def decision_options(self, view: dict[str, Any]) -> dict[str, Any]:
        """The decision's options as the phase's ``secret_when`` reads them, from the
        deciding seat's view (the default reads ``view["decision"]["options"]``)."""
        d = view.get("decision")
        opts = d.get("options") if isinstance(d, dict) else None
        return opts if isinstance(opts, dict) else {}

    def save_progress(self, view: dict[str, Any]) -> dict[str, Any]:
        """Where the game stands, as plain data for a save's summary (``meta["progress"]``),
        from the spectator's view: its ``progress`` keys ({"race": 3, "races": 4})."""
        return {} if self.progress is None else {k: view.get(k) for k in self.progress}

    def save_words(self, meta: dict[str, Any]) -> str:
        """Where a saved game stands in words, for Resume and Continue ("race 3 of 4"),
        from its summary (``meta["progress"]``, as ``save_progress`` wrote it, read with
        care: a summary is never trusted; a save without it says nothing)."""
        p = meta.get("progress")
        if self.progress is None or not isinstance(p, dict):
            return ""
        key, total = self.progress
        n, of = p.get(key), p.get(total)
        words = COUNT_WORDS.get(key)
        if type(n) is not int or words is None:
            return ""
        return _(words[0]).format(n=n, total=of) if type(of) is int else _(words[1]).format(n=n)

    def progress_words(self, view: dict[str, Any]) -> str:
        """Where the game stands now, in words ("round 3 of 8"; "" when the game says
        nothing): the pass screen's line, a save's suggested name."""
        return self.save_words({"progress": self.save_progress(view)})

    def follow_settings(self, settings: Any, view: dict[str, Any]) -> None:
        """Called by the table every frame (never while drawing) with the player's
        settings and the view on screen: a table aid that needs work done starts it here
        (Ticket Gagnant's tipster estimates the podium). Nothing by default."""

    def bot_reason(self, bot: Any, phase: str, action: Any) -> tuple[str, str | None]:
        """A bot's reason for the move it just chose, in words, and the event that must be
        shown before it may be (None: at once, just before the move). The words must never
        tell what the others cannot see until then: a card played face down, a secret bet.
        ("", None): no reason (the default)."""
        return "", None

    def hint_words(self, bot: Any, phase: str, action: Any, view: dict[str, Any],
                   names: Sequence[str]) -> str:
        """The hint's one sentence (``hint.py``): what the hard bot chose for the seat whose
        ``view`` it read and why, naming things as the board shows them (never a card's
        number in the data). Asked on a worker thread: reads, never changes, the
        presentation. The seat reads its own secrets here, so nothing is held back."""
        what = self.hint_action(action, view, names)
        why = self.hint_reason(bot, phase, action).strip().rstrip(".")
        if why:
            return _("Hint: {action} — {reason}.").format(action=what, reason=why)
        return _("Hint: {action}.").format(action=what)

    def hint_action(self, action: Any, view: dict[str, Any], names: Sequence[str]) -> str:
        """The hinted action as the board names it: by default its button's words."""
        return self.describe_action(action, names)

    def hint_reason(self, bot: Any, phase: str, action: Any) -> str:
        """The hard bot's reason for the hinted action: by default its reason for the log."""
        return self.bot_reason(bot, phase, action)[0]

    # ---- the final scores (``game/ui/scenes/final.py``) --------------------------------------
    # The winner's fanfare: (sound, volume) played once when the scores first show.
    final_sounds: ClassVar[tuple[tuple[str, float], ...]] = (("fanfare", 1.0),)

    def chart_series(self, events: Sequence[dict[str, Any]],
                     names: Sequence[str]) -> list[ScoreSeries]:
        """The final scores' charts, folded from the public events; none by default."""
        return []

    def chart_page(self, events: Sequence[dict[str, Any]], names: Sequence[str]) -> ChartPage:
        """The final scores' charts page (``chart_page.py``): by default the lines of
        ``chart_series``; a game with a story of its own gives its own page."""
        return SeriesCharts(self.chart_series(events, names), names, self.seat_style)

    def final_pages(self, events: Sequence[dict[str, Any]],
                    names: Sequence[str]) -> list[tuple[str, ChartPage]]:
        """More pages of the final scores, each a tab beside Standings and Charts, from the
        public events: (the tab's title, a page with ``draw(p, area)``; Bettor Horse's
        round-by-round table). None by default."""
        return []

    def score_columns(self, score: dict[str, Any]) -> list[tuple[str, str]]:
        """A standing's score in columns of the standings ((heading, value), at most two
        shown); none by default: the score is said in a line (``score_line``)."""
        return []

    def standing_notes(self, events: Sequence[dict[str, Any]],
                       names: Sequence[str]) -> dict[int, str]:
        """Why a seat stands where it does, by seat (a tie broken, a seat out of the game),
        from the public events; none by default."""
        return {}

    def standing_subtitle(self, session: "ContractSession", seat: int) -> str:
        """The line under a seat's name in the standings: by default who played it."""
        return _("person") if seat in session.humans else player_words(session.kinds[seat])

    def winner_caption(self) -> str:
        """The words above the winner's name."""
        return _("The winner")

    def final_rule(self, session: "ContractSession") -> str:
        """How the game is won, in a line under the standings ("" for none)."""
        return ""

    def summary_text(self, session: "ContractSession") -> str:
        """The export's readable summary (``export.py``): by default the standings and
        every event described."""
        return summary_text(session)


def _settings(app: "App") -> dict[str, Any]:
    """The app's current speeds and autosave setting, for a new session."""
    return {"speed": getattr(app, "bot_speed", "normal"),
            "anim_speed": getattr(app, "race_speed", "normal"),
            "autosave": bool(getattr(app, "autosave", True))}
