#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The names a screen reader hears for mnemonics and a toast, on every
stack the same as the newest GTK and libadwaita give them: the text shown
without its mnemonic underscore, "Dismiss" for the toast's close button
(sw-a11y-compat.c puts them right on older ones, down to GTK 4.14 and
libadwaita 1.5).
Run under `xvfb-run -a dbus-run-session --`; APP is the preview program."""

import os
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True   # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
from sw_a11y import all_nodes, find_app, log, pyatspi, stop  # noqa: E402

# (roles, name): what each widget of the preview must be called.
EXPECTED = [
    ({"button", "push button"}, "Commit"),
    ({"button", "push button"}, "确认(C)"),
    ({"label"}, "Snake_case label"),
    ({"button", "push button"}, "Second Label"),
    ({"switch", "check box", "list item"}, "Daily Deck"),
    ({"button", "push button"}, "Undo"),
    ({"button", "push button"}, "Dismiss"),
    ({"panel", "tab panel"}, "Questions"),
    ({"panel", "tab panel"}, "Event Cards"),
    ({"page tab"}, "Questions"),
]


def showing_names(app):
    names = set()
    for node in all_nodes(app):
        try:
            if node.getState().contains(pyatspi.STATE_SHOWING):
                names.add((node.getRoleName(), node.name))
        except Exception:
            continue
    return names


def missing(names):
    return [f"{'/'.join(sorted(roles))} '{name}'" for roles, name in EXPECTED
            if not any(role in roles and n == name for role, n in names)]


def main():
    app_path = os.environ["APP"]
    env = dict(os.environ)
    env["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="a11y-compat-")
    proc = subprocess.Popen([app_path], env=env)
    try:
        app = find_app(os.path.basename(app_path))
        end = time.time() + 20
        while True:
            names = showing_names(app)
            lost = missing(names)
            if not lost:
                break
            if time.time() > end:
                shown = "; ".join(f"{role} '{name}'" for role, name in sorted(names) if name)
                raise SystemExit(f"FAIL: not named as shown: {', '.join(lost)} (names seen: {shown})")
            time.sleep(0.2)
        raw = sorted(name for _, name in names if "_" in name and "Snake_case" not in name)
        if raw:
            raise SystemExit(f"FAIL: names with a mnemonic underscore: {raw}")
        log("every name as shown:", ", ".join(name for _, name in EXPECTED))
        print("PASS")
    finally:
        stop(proc)


if __name__ == "__main__":
    main()
