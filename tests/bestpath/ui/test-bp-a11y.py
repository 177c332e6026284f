#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Draw and commit a Best Path extension through the accessibility tree
alone (AT-SPI, pyatspi), the way a screen reader or switch user plays.
Run under `xvfb-run -a dbus-run-session --`; BP_APP is the program to start
(the Best Path preview or the app) with its arguments."""

import os
import shlex
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True   # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "common"))
from sw_a11y import all_nodes, find_app, log, press, pyatspi, sensitive  # noqa: E402


def showing(node):
    return node.getState().contains(pyatspi.STATE_VISIBLE)


def is_button(node):
    return node.getRoleName() in ("button", "push button")


def find_all(app, predicate):
    found = []
    for node in all_nodes(app):
        try:
            if predicate(node):
                found.append(node)
        except Exception:
            pass
    return found


def wait_for(app, predicate, what, timeout=20):
    end = time.time() + timeout
    while time.time() < end:
        found = find_all(app, predicate)
        if found:
            return found[0]
        time.sleep(0.2)
    raise SystemExit(f"FAIL: no {what} in the accessibility tree")


def field_buttons(app, part):
    return find_all(app, lambda n: is_button(n) and showing(n) and part in n.name.split(", "))


def main():
    command = shlex.split(os.environ["BP_APP"])
    env = dict(os.environ)
    env["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="bp-a11y-")
    proc = subprocess.Popen(command, env=env)
    try:
        app = find_app(os.environ.get("BP_APP_NAME", os.path.basename(command[0])))
        wait_for(app, lambda n: n.name == "Round 1 of 15" and showing(n), "round 1 label")
        on_line = len(field_buttons(app, "on your line"))
        log("fields on the line:", on_line)

        first = wait_for(app, lambda n: is_button(n) and showing(n)
                         and "can be added" in n.name.split(", "), "a field that can be added")
        name = first.name.split(",")[0]
        log("adding", first.name)
        press(first)
        wait_for(app, lambda n: is_button(n) and n.name.startswith(name + ",")
                 and "in your drawing" in n.name.split(", "), f"{name} in the drawing")
        log(name, "is in the drawing")

        commit = wait_for(app, lambda n: is_button(n) and n.name == "Commit"
                          and showing(n) and sensitive(n), "sensitive Commit button")
        press(commit)
        wait_for(app, lambda n: n.name == "Round 2 of 15" and showing(n), "round 2 label")
        end = time.time() + 10
        while time.time() < end:
            drawn = field_buttons(app, "on your line")
            if len(drawn) > on_line and any(n.name.startswith(name + ",") for n in drawn):
                break
            time.sleep(0.2)
        else:
            raise SystemExit(f"FAIL: {name} is not on the line after the commit")
        log("committed:", name, "is on the line")
        print("PASS")
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()


if __name__ == "__main__":
    main()
