#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A small SCHOTT World bot (doc/bot-protocol.md): keeps each position
inside its own band of values and otherwise draws."""
import sys

rows, drawn, discard, you = {}, None, [], 0
band = lambda v, n, top: (v - 1) * n // top
values = 50

for line in sys.stdin:
    words = line.split()
    if not words:
        continue
    key = words[0]
    if key == "variant":
        values = int(words[words.index("values") + 1])
    elif key == "you" or (key == "active" and "you" in words):
        you = int(words[words.index("you") + 1])
    elif key == "row":
        rows[int(words[1])] = words[2:]
    elif key == "discard":
        discard = words[1:]
    elif key == "drawn":
        drawn = words[1]
    elif key == "options":
        options = [sys.stdin.readline().strip() for _ in range(int(words[1]))]
        sys.stdin.readline()                      # "go"
        row, n = rows[you], len(rows[you])
        def fits(pos, card):
            return card == "J" or band(int(card), n, values) == pos
        def target(card):
            if card in (None, "-"):
                return None
            pos = 0 if card == "J" else band(int(card), n, values)
            return pos if not fits(pos, row[pos]) else None
        top = discard[-1] if discard else None
        wish = []
        if target(top) is not None:
            wish.append("discard@%d" % target(top))
        if target(drawn) is not None:
            wish.append("place@%d" % target(drawn))
        wish += ["draw", "discard-drawn"]
        wish += ["place@%d" % i for i in range(n) if not fits(i, row[i])]
        print(next((w for w in wish if w in options), options[0]), flush=True)
    elif key == "quit":
        break
