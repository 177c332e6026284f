#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A misbehaving bot for the tests: MODE is sleep, garbage, exit, illegal,
flood, pad (the right answer padded with spaces to GOOD bytes, always),
nul (the right answer, a NUL and more), escape (terminal escapes) or close
(closes its output and stays). It behaves well for the first GOOD
decisions (default 0; pad takes GOOD as the length)."""
import os, sys, time

mode = sys.argv[1]
good = int(sys.argv[2]) if len(sys.argv) > 2 else 0
pad = 0
if mode == "pad":
    pad, good = good, 0
for line in sys.stdin:
    words = line.split()
    if not words or words[0] != "options":
        continue
    options = [sys.stdin.readline().strip() for _ in range(int(words[1]))]
    sys.stdin.readline()
    if good > 0:
        good -= 1
        print(options[0], flush=True)
    elif mode == "sleep":
        time.sleep(60)
    elif mode == "garbage":
        print("\x01\x02 what?", flush=True)
    elif mode == "exit":
        sys.exit(3)
    elif mode == "illegal":
        print("swap@0,0" if "swap@0,0" not in options else "next-stage", flush=True)
    elif mode == "flood":
        sys.stdout.write("x" * 100000)
        sys.stdout.flush()
        time.sleep(60)
    elif mode == "pad":
        # one write: the whole line arrives with its newline
        sys.stdout.write(options[0].ljust(pad) + "\n")
        sys.stdout.flush()
    elif mode == "nul":
        sys.stdout.write(options[0] + "\0evil\n")
        sys.stdout.flush()
    elif mode == "escape":
        sys.stdout.write("\x1b[2J\x1b[31mred\x07\u202e\x9b\n")
        sys.stdout.flush()
    elif mode == "close":
        os.close(1)
        time.sleep(60)
