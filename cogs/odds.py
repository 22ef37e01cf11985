"""Pure rendering of all-in odds and of computer players: text, embeds and picture records.

The card room reports the odds of an all-in run-out as :class:`~cardroom.views.OddsView`
records (an ODDS note before each street, the odds of the moment of the all-in on the
showdown note); this module phrases them in the language of the moment, like
:mod:`cogs.render`, and turns them into a picture record for :mod:`cogs.pictures`. An
estimate is marked with "~" and its standard error ("±0.5%"); an exact count is not.
A computer player is named by its robot mark and its style (:func:`robot_name`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace

import discord

from cardroom.robots import robot_style
from cardroom.views import HandOdds, Note, OddsView
from cogs import pictures
from cogs.i18n import percent, text

__all__ = [
    "PICTURE_ROBOT_MARK",
    "ROBOT_MARK",
    "at_all_in_line",
    "odds_embed",
    "odds_picture",
    "player_name",
    "robot_name",
]

ROBOT_MARK = "🤖"
"""The mark a computer player wears in the text."""
PICTURE_ROBOT_MARK = "⚙"
"""The mark it wears in the pictures (the pictures' font has no emoji)."""
_COLOUR = discord.Colour(0x8E44AD)


def robot_name(user_id: int, mark: str = ROBOT_MARK) -> str | None:
    """A computer player's name: its robot mark and its style (None for a member)."""
    style = robot_style(user_id)
    if style is None:
        return None
    return text("robot.name", mark=mark, style=text(f"robot.style.{style}"))


def mention(user_id: int) -> str:
    """A Discord mention: the client shows the member's name, so no name lookup is needed.

    A computer player has no Discord account: it is named by its robot mark and style.

    >>> mention(42)
    '<@42>'
    """
    return robot_name(user_id) or f"<@{user_id}>"


def player_name(user_id: int, names: Mapping[int, str], fallback: str) -> str:
    """A seat's name on a picture: a robot's own, a member's display name, else ``fallback``."""
    return robot_name(user_id, PICTURE_ROBOT_MARK) or names.get(user_id) or fallback


def _share(view: OddsView, value: float) -> str:
    shown = percent(value)
    return shown if view.exact else "~" + shown


def _hand_line(view: OddsView, hand: HandOdds, who: Callable[[int], str]) -> str:
    tie = text("odds.tie", tie=_share(view, hand.tie)) if hand.tie > 0 else ""
    return text(
        "odds.hand",
        player=who(hand.user_id),
        cards=" ".join(card.pretty for card in hand.cards),
        win=_share(view, hand.win),
        tie=tie,
    )


def _how(view: OddsView) -> str:
    if view.exact:
        return text("odds.exact")
    return text("odds.estimate", error=percent(view.error))


def odds_field(view: OddsView, who: Callable[[int], str]) -> tuple[str, str]:
    """The odds as a field of the table message's run-out frame: its title and its lines."""
    lines = [_hand_line(view, hand, who) for hand in view.hands]
    lines.append(_how(view))
    return text("odds.title", street=text(f"street.{view.street}")), "\n".join(lines)


def seat_caption(view: OddsView, user_id: int) -> str:
    """A face-up hand's chance to win, as its seat's badge on the run-out's picture.

    A hand that may split the pot shows its share of it (a chopped pot is 50 % each, not
    0 % to win alone), as the result post's "splits" line does.
    """
    hand = next((hand for hand in view.hands if hand.user_id == user_id), None)
    if hand is None:
        return ""
    return _share(view, hand.equity if hand.tie > 0 else hand.win)


def odds_embed(note: Note, hand_no: int, who: Callable[[int], str]) -> discord.Embed:
    """The odds before the next card of a run-out: each face-up hand's win and tie."""
    view = note.odds
    assert view is not None  # noqa: S101 - ODDS notes carry their odds
    lines = [_hand_line(view, hand, who) for hand in view.hands]
    lines += ["", _how(view)]
    embed = discord.Embed(
        title=text("odds.title", street=text(f"street.{view.street}")),
        description="\n".join(lines),
        colour=_COLOUR,
    )
    embed.set_footer(text=text("table.footer", hand_no=hand_no, street=text("street.all_in")))
    return embed


def at_all_in_line(view: OddsView, who: Callable[[int], str]) -> str:
    """The result post's line: every hand's share of the pot at the moment of the all-in."""
    shares = ", ".join(
        text("odds.share", player=who(hand.user_id), equity=_share(view, hand.equity))
        for hand in view.hands
    )
    return text("odds.at_all_in", shares=shares)


def odds_picture(
    view: OddsView, hand_no: int, names: Mapping[int, str], labels: pictures.PictureLabels
) -> pictures.ShowdownPicture:
    """The odds as a picture record: one row per face-up hand, its chances as its caption."""
    hands = []
    for hand in view.hands:
        caption = text("odds.picture", win=_share(view, hand.win), tie=_share(view, hand.tie))
        hands.append(
            pictures.ShownHand(
                name=player_name(hand.user_id, names, text("picture.player")),
                cards=hand.cards,
                description=caption,
                highlight=(*hand.cards, *view.board),
            )
        )
    title = text("odds.title", street=text(f"street.{view.street}"))
    return pictures.ShowdownPicture(
        board=view.board,
        hands=tuple(hands),
        pots=(view.pot,) if view.pot else (),
        hand_number=hand_no,
        labels=replace(labels, showdown=title),
    )
