"""Typed actions: one frozen dataclass per kind of action, every field checked by type.

Actions arrive from bots, the screen, saved files and fuzzing tests. Checked only by rule,
a float or a bool where a whole number belongs passes (``7.0 == 7``, ``True == 1``) and
turns a player's money into a float later; a list where a colour belongs is unhashable and
crashes a dict look-up with ``TypeError``. Here every field is checked against its
declared type first, and a wrong one is refused with a one-line reason naming the field:

* ``int``: a real ``int`` (not a bool, not a float), within ``-INT_LIMIT..INT_LIMIT``
  unless ``Annotated[int, Between(lo, hi)]`` narrows it;
* ``str``: a real ``str`` of at most ``TEXT_LIMIT`` characters, or one of a fixed set
  (``Annotated[str, OneOf("win", "show")]``);
* ``bool``: ``True`` or ``False`` only;
* ``X | None``: the above, or ``None``.

A game subclasses ``TypedAction`` once (setting ``ERROR``, its illegal-action exception
taking ``(rule, detail)``, and ``RULE``, the rule named when a field is mistyped) and then
writes one frozen dataclass per kind of action, naming it in JSON by ``KIND``.
``field_problem`` is the checker itself, usable on any object with declared fields (a
game's older action record, say).
"""
from __future__ import annotations

import dataclasses
import types
import typing
from typing import Any, Callable, ClassVar, Iterable, Mapping, Union

INT_LIMIT = 10 ** 9  # no count, card, seat or sum of money of a board game comes near it
TEXT_LIMIT = 64  # names of colours, kinds and items are short


@dataclasses.dataclass(frozen=True)
class Between:
    """``Annotated[int, Between(lo, hi)]``: a whole number from ``lo`` to ``hi``."""

    lo: int
    hi: int


@dataclasses.dataclass(frozen=True)
class OneOf:
    """``Annotated[str, OneOf(...)]``: one of these names."""

    values: tuple[str, ...]

    def __init__(self, *values: str) -> None:
        object.__setattr__(self, "values", tuple(values))


class ActionRefused(Exception):
    """The default refusal: one line naming the rule broken (a game uses its own class)."""

    def __init__(self, rule: str, detail: str) -> None:
        super().__init__(f"illegal action: {detail} ({rule})")
        self.rule = rule
        self.detail = detail


# A field's check, compiled once per class: (name, type, optional, lo, hi, choices).
FieldSpec = tuple[str, type, bool, int, int, "frozenset[str] | None"]


def _spec(name: str, hint: Any) -> FieldSpec:
    """Compiles one field's type hint (see the module docstring for what is understood)."""
    optional = False
    lo, hi, choices = -INT_LIMIT, INT_LIMIT, None
    origin = typing.get_origin(hint)
    if origin in (Union, types.UnionType):
        args = [a for a in typing.get_args(hint) if a is not type(None)]
        if len(args) != 1 or len(typing.get_args(hint)) != 2:
            raise TypeError(f"field {name}: only X | None unions are checked, not {hint}")
        optional, hint = True, args[0]
        origin = typing.get_origin(hint)
    if origin is typing.Annotated:
        base, *marks = typing.get_args(hint)
        for m in marks:
            if isinstance(m, Between):
                lo, hi = m.lo, m.hi
            elif isinstance(m, OneOf):
                choices = frozenset(m.values)
        hint = base
    if hint not in (int, str, bool):
        raise TypeError(f"field {name}: type {hint!r} cannot be checked (int, str or bool)")
    return (name, hint, optional, lo, hi, choices)


_SPECS: dict[type, tuple[FieldSpec, ...]] = {}


def field_specs(cls: type) -> tuple[FieldSpec, ...]:
    """The compiled checks of a dataclass's fields, from its type hints (cached)."""
    specs = _SPECS.get(cls)
    if specs is None:
        hints = typing.get_type_hints(cls, include_extras=True)
        specs = tuple(_spec(f.name, hints[f.name]) for f in dataclasses.fields(cls))
        _SPECS[cls] = specs
    return specs


def _condition(spec: FieldSpec, k: int) -> str:
    """One field's check as a Python expression on the field's dict ``d``, true exactly
    when ``field_problem`` finds nothing wrong with it (``C{k}``: its choices); the value is
    read once, into ``v``."""
    name, base, optional, lo, hi, choices = spec
    value = f"(v := d[{name!r}])"
    first = "v" if optional else value  # (an optional field's value is read by its None test)
    if base is int:
        test = f"(type({first}) is int and {lo} <= v <= {hi})"
    elif base is bool:
        test = f"type({first}) is bool"
    elif choices is not None:
        test = f"(type({first}) is str and v in C{k})"  # (type first: a list is unhashable)
    else:
        test = f"(type({first}) is str and len(v) <= {TEXT_LIMIT})"
    if optional:
        test = f"({value} is None or {test})"
    return test


_CHECKS: dict[type, Callable[[dict[str, Any]], bool]] = {}
CHECKED = "_checked"  # a typed action's mark: its fields passed ``fields_valid`` when made


def fields_valid(cls: type) -> Callable[[dict[str, Any]], bool]:
    """``ok(obj.__dict__)``: whether ``field_problem`` would find nothing wrong, compiled
    once per class into one expression (every action is checked when built and again when
    applied: the games' hot path; ``field_problem`` words what is wrong when it is)."""
    ok = _CHECKS.get(cls)
    if ok is None:
        specs = field_specs(cls)
        # One expression; a field missing from the dict is a refusal (``field_problem``,
        # which reads it as None, then words it or finds an optional field in order).
        test = " and ".join(_condition(sp, k) for k, sp in enumerate(specs)) or "True"
        lines = ["def ok(d):", "    try:", f"        return {test}", "    except KeyError:",
                 "        return False"]
        scope: dict[str, Any] = {f"C{k}": sp[5] for k, sp in enumerate(specs)}
        exec("\n".join(lines), scope)  # noqa: S102 (our own text, from the type hints)
        ok = _CHECKS[cls] = scope["ok"]
    return ok


_WORDS = {int: "a whole number", str: "text", bool: "true or false"}


def _show(value: Any) -> str:
    """A short, one-line picture of a bad value."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _one_of(choices: frozenset[str]) -> str:
    return "one of " + ", ".join(sorted(choices))


def field_problem(obj: Any, specs: Iterable[FieldSpec]) -> tuple[str, str] | None:
    """The first field of ``obj`` of the wrong type or size and why, in a few words
    (``("card", "card 7.0 is not a whole number")``); None if every field is right.

    The engine asks this before every action's rules, so it is one plain loop: the value's
    exact type first (``type(v) is int`` refuses bools and floats at once).
    """
    d = obj.__dict__
    for name, base, optional, lo, hi, choices in specs:
        v = d.get(name)
        if type(v) is base:
            if base is int:
                if v < lo or v > hi:
                    return name, f"{name} {_show(v)} is out of range ({lo} to {hi})"
            elif base is str:
                if choices is not None:
                    if v not in choices:
                        return name, f"{name} {_show(v)} is not {_one_of(choices)}"
                elif len(v) > TEXT_LIMIT:
                    return name, f"{name} {_show(v)} is too long"
            continue
        if v is None and optional:
            continue
        if choices is not None:
            return name, f"{name} {_show(v)} is not {_one_of(choices)}"
        return name, f"{name} {_show(v)} is not {_WORDS[base]}"
    return None


class TypedAction:
    """Base of a game's typed actions; each kind of action is a frozen dataclass below it.

    Building one with a mistyped field raises ``ERROR(RULE, reason)``, never TypeError.
    """

    KIND: ClassVar[str] = ""  # the action's name in JSON ("type")
    ERROR: ClassVar[Callable[[str, str], Exception]] = ActionRefused
    RULE: ClassVar[str] = "Actions"

    def __post_init__(self) -> None:
        cls = type(self)
        if not (_CHECKS.get(cls) or fields_valid(cls))(self.__dict__):
            problem = field_problem(self, field_specs(cls))
            if problem is not None:
                raise cls.ERROR(cls.RULE, problem[1])
        # Marked as checked (a frozen instance: its fields stay as checked), so that the
        # game's ``problem()`` before applying it does not check it again: that is for an
        # action forged past the constructor (``forge``), which lacks the mark.
        self.__dict__[CHECKED] = True

    def problem(self) -> str | None:
        """Why this action's fields are mistyped (an action forged past the constructor)."""
        if self.__dict__.get(CHECKED):
            return None
        cls = type(self)
        if (_CHECKS.get(cls) or fields_valid(cls))(self.__dict__):
            return None
        problem = field_problem(self, field_specs(cls))
        return None if problem is None else problem[1]

    def to_json(self) -> dict[str, Any]:
        """``{"type": KIND, field: value...}``, fields at None left out."""
        out: dict[str, Any] = {"type": self.KIND}
        d = self.__dict__
        for spec in field_specs(type(self)):  # (the fields in order, compiled once)
            v = d[spec[0]]
            if v is not None:
                out[spec[0]] = v
        return out


def action_from_json(kinds: Mapping[str, type[TypedAction]], data: Any,
                     error: Callable[[str, str], Exception] = ActionRefused,
                     rule: str = "Actions") -> TypedAction:
    """Builds a typed action from ``to_json`` output; anything else raises ``error``.

    ``kinds`` maps each ``KIND`` to its class (``action_kinds`` builds it). Unknown kinds,
    unknown or missing fields and mistyped values are all refused with one line.
    """
    if not isinstance(data, dict):
        raise error(rule, f"an action is a JSON object, not {_show(data)}")
    kind = data.get("type")
    cls = kinds.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise error(rule, f"there is no action {_show(kind)} (one of {', '.join(kinds)})")
    declared = {f.name: f for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    extra = [k for k in data if k != "type" and k not in declared]
    if extra:
        raise error(rule, f"a {kind} action has no field {_show(extra[0])}")
    missing = [n for n, f in declared.items() if n not in data
               and f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING]
    if missing:
        raise error(rule, f"a {kind} action needs its {missing[0]}")
    return cls(**{k: v for k, v in data.items() if k != "type"})


def action_kinds(classes: Iterable[type[TypedAction]]) -> dict[str, type[TypedAction]]:
    """``{KIND: class}``; two classes of one KIND are a programming error."""
    out: dict[str, type[TypedAction]] = {}
    for cls in classes:
        if not cls.KIND or cls.KIND in out:
            raise ValueError(f"action kind {cls.KIND!r} of {cls.__name__} is empty or taken")
        field_specs(cls)  # every field's type must be checkable: fail at import, not in play
        quicker_init(cls)
        out[cls.KIND] = cls
    return out


def quicker_init(cls: type) -> type:
    """Gives a frozen dataclass the ``__init__`` its generated one is, writing the fields
    straight into the instance's dict rather than through ``object.__setattr__`` one by
    one (bots build an action at every decision; the match driver reads a ``Decision`` at
    every move). Only a plain case is touched: the ``__init__`` the dataclass generated,
    every field a plain init field, no slots. Returns the class (a decorator)."""
    init = cls.__dict__.get("__init__")
    params = getattr(cls, "__dataclass_params__", None)
    if (init is None or params is None or not params.frozen
            or getattr(init, "__code__", None) is None
            or init.__code__.co_filename != "<string>"  # (written by dataclasses)
            or any("__slots__" in c.__dict__ for c in cls.__mro__ if c is not object)):
        return cls
    fields = dataclasses.fields(cls)
    code = init.__code__
    if (code.co_argcount + code.co_kwonlyargcount != len(fields) + 1
            or any(not f.init or f.default_factory is not dataclasses.MISSING
                   for f in fields)):
        return cls  # (an InitVar, a keyword-only field, a factory: left as generated)
    params_text = ", ".join(
        f.name if f.default is dataclasses.MISSING else f"{f.name}=D{k}"
        for k, f in enumerate(fields))
    lines = [f"def __init__(self, {params_text}):", "    d = self.__dict__"]
    lines += [f"    d[{f.name!r}] = {f.name}" for f in fields]
    if hasattr(cls, "__post_init__"):
        lines.append("    self.__post_init__()")
    scope: dict[str, Any] = {f"D{k}": f.default for k, f in enumerate(fields)}
    exec("\n".join(lines), scope)  # noqa: S102 (our own text, from the dataclass fields)
    scope["__init__"].__qualname__ = init.__qualname__
    cls.__init__ = scope["__init__"]  # type: ignore[misc]
    return cls


def forge(cls: type[TypedAction], **values: Any) -> TypedAction:
    """An action built past its constructor's checks, as a buggy caller or a fuzzer would
    hand it over: for tests that the rules refuse it anyway."""
    obj = object.__new__(cls)
    for f in dataclasses.fields(cls):  # type: ignore[arg-type]
        v = values.get(f.name, f.default)
        object.__setattr__(obj, f.name, None if v is dataclasses.MISSING else v)
    return obj
