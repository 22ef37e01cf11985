"""The card room: tables per channel, seats, the bank and its store, with no Discord types.

Speaks in plain ``int`` ids (guild, channel, user) and returns the frozen records of
:mod:`cardroom.models`; refusals are :class:`cardroom.errors.UserFacingError`.
"""
