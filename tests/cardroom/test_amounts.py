"""Validation of chip amounts typed by players: whole numbers within bounds, clear refusals."""

from __future__ import annotations

import math

import pytest

from cardroom.amounts import MAX_CHIPS, parse_amount
from cardroom.errors import InsufficientChips, InvalidAmount, UserFacingError


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (1, 1),
        (250, 250),
        ("250", 250),
        ("  42 ", 42),
        ("1,500", 1_500),
        ("1,000,000", 1_000_000),
        ("10_000", 10_000),
        ("+7", 7),
        ("007", 7),
        (MAX_CHIPS, MAX_CHIPS),
        (str(MAX_CHIPS), MAX_CHIPS),
    ],
)
def test_accepts_whole_numbers(value: object, expected: int) -> None:
    assert parse_amount(value) == expected


@pytest.mark.parametrize(
    ("value", "fragment"),
    [
        (0, "at least 1 chip"),
        ("0", "at least 1 chip"),
        (-5, "can't be negative"),
        ("-5", "can't be negative"),
        (2**53, "more chips than the card room can count"),
        (2**64, "more chips than the card room can count"),
        ("9" * 5000, "more chips than the card room can count"),
        ("-" + "9" * 30, "can't be negative"),
        ("abc", "is not a number of chips"),
        ("12abc", "is not a number of chips"),
        ("1,00", "is not a number of chips"),
        ("٣", "is not a number of chips"),
        ("", "whole number"),
        ("   ", "whole number"),
        ("nan", "actual number"),
        ("inf", "actual number"),
        (math.nan, "actual number"),
        (math.inf, "actual number"),
        (2.5, "without decimals"),
        (2.0, "without decimals"),
        ("2.5", "can't have a fraction"),
        (True, "not yes or no"),
        (False, "not yes or no"),
        (None, "whole number"),
        ([5], "whole number"),
    ],
)
def test_refuses_with_a_clear_reason(value: object, fragment: str) -> None:
    with pytest.raises(InvalidAmount) as caught:
        parse_amount(value, what="bet")
    assert fragment in caught.value.reason
    assert isinstance(caught.value, UserFacingError)


def test_reason_names_what_the_amount_is_for() -> None:
    with pytest.raises(InvalidAmount, match="The buy-in must be at least 1 chip"):
        parse_amount(0, what="buy-in")


def test_more_than_available_is_insufficient_chips() -> None:
    with pytest.raises(InsufficientChips) as caught:
        parse_amount(500, available=300, where="stack")
    assert caught.value.reason == "You need 500 chips but your stack only has 300."
    assert (caught.value.needed, caught.value.available) == (500, 300)


def test_empty_bankroll_is_named_empty() -> None:
    with pytest.raises(InsufficientChips, match="your bankroll is empty"):
        parse_amount(1, available=0)


def test_exactly_available_is_allowed() -> None:
    assert parse_amount(300, available=300) == 300


def test_table_bounds() -> None:
    assert parse_amount(40, minimum=40, maximum=200) == 40
    with pytest.raises(InvalidAmount, match="at least 40 chips"):
        parse_amount(39, minimum=40, maximum=200)
    with pytest.raises(InvalidAmount, match="at most 200 chips"):
        parse_amount(201, minimum=40, maximum=200)


def test_zero_allowed_when_minimum_is_zero() -> None:
    assert parse_amount(0, minimum=0) == 0
