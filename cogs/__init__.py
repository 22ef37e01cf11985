"""The front desk: discord.py commands, buttons, rendering and the desk that posts updates.

Thin by design: every command calls one card-room verb and renders what comes back.
"""
