"""The package's import: what a program that only plays hands loads, and the lazy names."""

from __future__ import annotations

import subprocess
import sys

import pytest

import holdem


def test_playing_hands_does_not_load_the_hand_history_modules() -> None:
    """``import holdem`` leaves holdem.phh (and its TOML reader) unloaded until it is used."""
    code = (
        "import sys, holdem\n"
        "assert 'holdem.phh' not in sys.modules, 'phh loaded at import'\n"
        "assert 'holdem._phh_toml' not in sys.modules\n"
        "from holdem import HandHistory, replay\n"
        "assert 'holdem.phh' in sys.modules\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_every_name_of_all_resolves() -> None:
    """Each name the package exports, lazy or not, is there."""
    from holdem import phh

    for name in holdem.__all__:
        assert getattr(holdem, name) is not None
    assert holdem.loads is phh.loads
    assert holdem.HandHistory is phh.HandHistory


def test_an_unknown_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no attribute 'nope'"):
        _ = holdem.nope
