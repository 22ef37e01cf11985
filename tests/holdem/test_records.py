"""quick_init: the same records as dataclasses' own ``__init__``, for every shape of class."""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import pkgutil
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import cardroom
import holdem
from holdem import records
from holdem.records import quick_init

# A field: (how it gets its value, keyword-only). A value is "required", "default" (the
# default 7) or "factory" (a new list each time).
FIELD = st.tuples(st.sampled_from(["required", "default", "factory"]), st.booleans())


def _spec(kind: str, kw_only: bool) -> Any:
    if kind == "default":
        return dataclasses.field(default=7, kw_only=kw_only)
    if kind == "factory":
        return dataclasses.field(default_factory=list, kw_only=kw_only)
    return dataclasses.field(kw_only=kw_only)


def _pair(shape: list[tuple[str, bool]], post_init: bool) -> tuple[type, type] | None:
    """The same class made twice, the second with quick_init; None if dataclasses refuses it."""
    made = []
    for _ in range(2):
        namespace: dict[str, Any] = {}
        if post_init:

            def __post_init__(self: Any) -> None:
                if getattr(self, "f0", None) == -1:
                    raise ValueError("f0 may not be -1")

            namespace["__post_init__"] = __post_init__
        try:
            cls = dataclasses.make_dataclass(
                "Sample",
                [(f"f{i}", int, _spec(kind, kw)) for i, (kind, kw) in enumerate(shape)],
                namespace=namespace,
                frozen=True,
                slots=True,
            )
        except TypeError:  # a required positional field after one with a default
            return None
        made.append(cls)
    return made[0], quick_init(made[1])


def _outcome(cls: type, args: list[int], kwargs: dict[str, int]) -> tuple[str, object]:
    try:
        record = cls(*args, **kwargs)
    except (TypeError, ValueError) as error:
        return "raised", type(error)
    return "made", dataclasses.astuple(record)


@given(
    shape=st.lists(FIELD, max_size=6),
    post_init=st.booleans(),
    args=st.lists(st.integers(-1, 3), max_size=7),
    names=st.lists(st.integers(0, 7), max_size=7),
)
def test_quick_init_makes_what_dataclasses_makes(
    shape: list[tuple[str, bool]], post_init: bool, args: list[int], names: list[int]
) -> None:
    """Same values, same defaults, same refusals, whatever the arguments."""
    pair = _pair(shape, post_init)
    if pair is None:
        return
    plain, quick = pair
    kwargs = {f"f{index}": index for index in names}
    assert _outcome(quick, args, kwargs) == _outcome(plain, args, kwargs)
    assert _parameters(quick) == _parameters(plain)


def _parameters(cls: type) -> list[tuple[str, object, object]]:
    """Each parameter's name, kind and plain default (a factory's stand-in left out)."""
    factory = {
        f.name for f in dataclasses.fields(cls) if f.default_factory is not dataclasses.MISSING
    }
    return [
        (p.name, p.kind, None if p.name in factory else p.default)
        for p in inspect.signature(cls).parameters.values()
    ]


def test_a_quick_record_stays_frozen_equal_and_hashable() -> None:
    pair = _pair([("required", False), ("default", False), ("factory", True)], False)
    assert pair is not None
    plain, quick = pair
    record = quick(1)
    assert record.f2 == []
    assert record.f2 is not quick(1).f2  # a new list each time
    with pytest.raises(dataclasses.FrozenInstanceError):
        record.f0 = 2
    assert quick(1, 2) == quick(1, 2) != quick(1, 3)
    assert hash(quick(1, 2, f2=())) == hash(quick(1, 2, f2=()))
    assert repr(quick(1)) == repr(plain(1))


def test_quick_init_refuses_what_it_cannot_make() -> None:
    @dataclasses.dataclass(frozen=True)
    class NoSlots:
        a: int

    @dataclasses.dataclass(slots=True)
    class Mutable:
        a: int

    @dataclasses.dataclass(frozen=True, slots=True)
    class Computed:
        a: int
        b: int = dataclasses.field(init=False, default=0)

    for cls in (NoSlots, Mutable, Computed, int):
        with pytest.raises(TypeError):
            quick_init(cls)


def _project_records() -> list[type]:
    found: dict[str, type] = {}
    for package in (holdem, cardroom):
        for module in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            loaded = importlib.import_module(module.name)
            for value in vars(loaded).values():
                if (
                    isinstance(value, type)
                    and value.__module__ == loaded.__name__
                    and dataclasses.is_dataclass(value)
                    and value.__dataclass_params__.frozen  # type: ignore[attr-defined]
                ):
                    found[value.__qualname__ + value.__module__] = value
    return list(found.values())


def test_every_frozen_record_of_the_project_is_quick() -> None:
    """The rule: a frozen dataclass of the engine or the card room uses quick_init."""
    project = _project_records()
    assert len(project) > 40
    for cls in project:
        init = vars(cls)["__init__"]
        assert init.__globals__.get("_FACTORY") is records._FACTORY, cls
        # Its parameters are the fields', in dataclasses' order (the kw-only ones last).
        fields = dataclasses.fields(cls)
        ordered = [f for f in fields if not f.kw_only] + [f for f in fields if f.kw_only]
        params = list(inspect.signature(cls).parameters.values())
        assert [p.name for p in params] == [f.name for f in ordered], cls
        for param, f in zip(params, ordered, strict=True):
            kind = param.KEYWORD_ONLY if f.kw_only else param.POSITIONAL_OR_KEYWORD
            assert param.kind is kind, (cls, f.name)
            if f.default is not dataclasses.MISSING:
                assert param.default == f.default, (cls, f.name)
            elif f.default_factory is dataclasses.MISSING:
                assert param.default is param.empty, (cls, f.name)
