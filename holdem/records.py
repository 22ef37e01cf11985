"""Frozen records that are quick to make: :func:`quick_init` for frozen, slotted dataclasses.

A frozen dataclass's own ``__init__`` sets every field through ``object.__setattr__`` (its
own ``__setattr__`` refuses), a lookup and a call per field that cost several times what
the slot's own setter does. The engine and the card room make a dozen records on every
action (events, legal actions, views, notes), so :func:`quick_init` gives such a class an
``__init__`` with the same signature that fills the slots through their setters directly.
The class stays what it was: frozen, slotted, equal and hashed as before.
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

T = TypeVar("T")

_FACTORY = object()
"""Stands for "not given" where a field's default comes from a factory."""


def quick_init(cls: type[T]) -> type[T]:
    """Give a frozen, slotted dataclass a faster ``__init__`` with the same signature.

    Same parameters, order, keyword-only fields, defaults (a ``default_factory`` is called
    for each record, as dataclasses does) and ``__post_init__`` call; put it above the
    ``@dataclass(frozen=True, slots=True)`` line.

    >>> from dataclasses import dataclass, field
    >>> @quick_init
    ... @dataclass(frozen=True, slots=True)
    ... class Chip:
    ...     value: int
    ...     colour: str = "white"
    ...     marks: tuple[str, ...] = field(default=(), kw_only=True)
    >>> Chip(5, marks=("x",))
    Chip(value=5, colour='white', marks=('x',))
    >>> Chip(5).value = 6
    Traceback (most recent call last):
    dataclasses.FrozenInstanceError: cannot assign to field 'value'

    Raises:
        TypeError: ``cls`` is not a frozen, slotted dataclass, or has a field outside
            ``__init__`` (``init=False``) whose value dataclasses would have to compute.
    """
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or "__slots__" not in cls.__dict__:
        raise TypeError(f"{cls.__name__} is not a frozen, slotted dataclass")
    fields = dataclasses.fields(cls)  # type: ignore[arg-type]  # checked just above
    if any(not f.init for f in fields):
        raise TypeError(f"{cls.__name__} has a field outside __init__")
    namespace: dict[str, Any] = {"_FACTORY": _FACTORY}
    positional: list[str] = []
    keyword: list[str] = []
    body: list[str] = []
    for index, f in enumerate(fields):
        name = f"_{index}"  # the field's value inside the body: never clashes with a name
        namespace[f"_set{name}"] = cls.__dict__[f.name].__set__
        if f.default is not dataclasses.MISSING:
            namespace[f"_default{name}"] = f.default
            param = f"{f.name}=_default{name}"
        elif f.default_factory is not dataclasses.MISSING:
            namespace[f"_factory{name}"] = f.default_factory
            param = f"{f.name}=_FACTORY"
            body.append(
                f"    _set{name}(self, _factory{name}() if {f.name} is _FACTORY else {f.name})"
            )
        else:
            param = f.name
        if f.default_factory is dataclasses.MISSING:
            body.append(f"    _set{name}(self, {f.name})")
        (keyword if f.kw_only else positional).append(param)
    if hasattr(cls, "__post_init__"):
        body.append("    self.__post_init__()")
    signature = ", ".join(["self", *positional, *(["*", *keyword] if keyword else [])])
    source = f"def __init__({signature}):\n" + ("\n".join(body) or "    pass")
    exec(source, namespace)  # noqa: S102 - as dataclasses makes its own __init__
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    init.__doc__ = cls.__init__.__doc__
    cls.__init__ = init  # type: ignore[method-assign]  # same signature, see the tests
    return cls
