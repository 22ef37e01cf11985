"""The one place where the store's SQL dialects differ: placeholders, and portable SQL's rules.

The store's statements are written once, in portable SQL with SQLite's placeholders: ``?``
for the next parameter, ``?N`` for the N-th (1-based). SQLite runs them as they are;
PostgreSQL (asyncpg) wants ``$N``, which :func:`numbered` writes. Everything else the two
share by writing standard SQL: ``COALESCE(SUM(x), 0)`` (not SQLite's ``TOTAL``), ``CASE``
(not two-argument ``max``), ``ON CONFLICT (key) DO UPDATE`` with a conflict target and the
table's name on the old row's columns, and ``CAST(? AS BIGINT)`` wherever a parameter's
type can't be told from its place (``? IS NULL``, a ``SELECT`` list).
"""

from __future__ import annotations

import functools

__all__ = ["numbered"]


@functools.lru_cache(maxsize=512)
def numbered(sql: str) -> str:
    """Rewrite SQLite's ``?`` and ``?N`` placeholders as PostgreSQL's ``$N``.

    A ``?`` inside a quoted string or identifier is left alone; a statement mixes bare and
    numbered placeholders only as SQLite allows (a bare one takes the number after the
    largest seen so far).

    >>> numbered("SELECT * FROM t WHERE a = ? AND b = ?")
    'SELECT * FROM t WHERE a = $1 AND b = $2'
    >>> numbered("UPDATE t SET n = ?1 WHERE n = ?1 - 1 AND id = ?2")
    'UPDATE t SET n = $1 WHERE n = $1 - 1 AND id = $2'
    >>> numbered("SELECT '?' AS q FROM t WHERE x = ?")
    "SELECT '?' AS q FROM t WHERE x = $1"
    """
    out: list[str] = []
    highest = 0
    quote = ""
    index = 0
    while index < len(sql):
        char = sql[index]
        if quote:
            if char == quote:
                quote = ""
            out.append(char)
        elif char in "'\"":
            quote = char
            out.append(char)
        elif char == "?":
            end = index + 1
            while end < len(sql) and sql[end].isdigit():
                end += 1
            number = int(sql[index + 1 : end]) if end > index + 1 else highest + 1
            highest = max(highest, number)
            out.append(f"${number}")
            index = end
            continue
        else:
            out.append(char)
        index += 1
    return "".join(out)
