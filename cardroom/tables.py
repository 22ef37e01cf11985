"""The card room's old entry point, kept so that the front desk and the tests import one name.

The room is :class:`cardroom.room.Room` (a registry of :class:`cardroom.session.TableSession`
objects, one per channel); ``TableService`` is its other name.
"""

from __future__ import annotations

from cardroom.room import Room, TableListener, TableService, TableSettings
from cardroom.views import HandSummary

__all__ = ["HandSummary", "Room", "TableListener", "TableService", "TableSettings"]
