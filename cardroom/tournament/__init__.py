"""Multi-table tournaments as pure logic: structures, the clock, seating, finishes, prizes.

No I/O, no Discord, no store: plain frozen values and functions that compute and return.
The conductor that runs a tournament's tables applies what these decide.

- :mod:`~cardroom.tournament.structure`: blind presets, hourly breaks, expected length;
- :mod:`~cardroom.tournament.clock`: level and time left from run time, pauses;
- :mod:`~cardroom.tournament.seating`: the draw, balancing, breaking, late entrants;
- :mod:`~cardroom.tournament.finish`: bust order, shared places, hand for hand;
- :mod:`~cardroom.tournament.payouts`: payout tables, ICM, deals, cancellation;
- :mod:`~cardroom.tournament.seasons`: season points and periods;
- :mod:`~cardroom.tournament.floor`: what each table's hand boundary decides;
- :mod:`~cardroom.tournament.records`: what the store keeps of a tournament.
"""
