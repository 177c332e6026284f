#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Start SCHOTT World, start a new game and make an exchange through the
accessibility tree alone (AT-SPI, pyatspi): the way a screen reader user or
a switch device plays. Run under `xvfb-run -a dbus-run-session --`."""

import os
import re
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True   # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
from sw_a11y import all_nodes, find_app, log, press, pyatspi, sensitive  # noqa: E402


def wait_for(app, predicate, what, timeout=20):
    end = time.time() + timeout
    while time.time() < end:
        for node in all_nodes(app):
            try:
                if predicate(node):
                    return node
            except Exception:
                pass
        time.sleep(0.2)
    raise SystemExit(f"FAIL: no {what} in the accessibility tree")


def showing(node):
    # GTK 4.8 reports no SHOWING state; hidden widgets lack VISIBLE.
    return node.getState().contains(pyatspi.STATE_VISIBLE)


CONTROL_ROLES = {"push button", "button", "toggle button", "check box", "switch",
                 "combo box", "menu button", "entry", "text", "spin button",
                 "radio button", "slider"}


# A widget's class name is no name: older GTK falls back to it, and a
# screen reader would read "SchottCardWidget" aloud.
CLASS_NAME = re.compile(r"^(Gtk|Adw|Gdk|Schott|Bp)[A-Z][A-Za-z0-9]*$")


def unnamed_controls(app):
    """Controls a screen reader would announce without a real name."""
    missing = []
    for node in all_nodes(app):
        try:
            name = node.name.strip()
            if CLASS_NAME.match(name) and showing(node):
                missing.append(f"{node.getRoleName()} named '{name}' in "
                               f"{node.parent.getRoleName() if node.parent else '?'}")
                continue
            if (node.getRoleName() in CONTROL_ROLES and showing(node)
                    and not name):
                parent = node.parent
                missing.append(f"{node.getRoleName()} in "
                               f"{parent.getRoleName() if parent else '?'} "
                               f"'{parent.name if parent else ''}'")
        except Exception:
            continue
    return missing


def check_names(app, where):
    missing = unnamed_controls(app)
    if missing:
        raise SystemExit(f"FAIL: controls without a name {where}: " + "; ".join(missing))
    log("every control has a name", where)


def check_detector():
    """The check itself can fail: class names are caught, real names pass."""
    for name in ("SchottCardWidget", "GtkButton", "AdwActionRow"):
        if not CLASS_NAME.match(name):
            raise SystemExit(f"FAIL: the class-name check misses '{name}'")
    for name in ("Player 1, position 3: 17", "Discard pile, empty", "Hint", "Card 5"):
        if CLASS_NAME.match(name):
            raise SystemExit(f"FAIL: the class-name check rejects '{name}'")


def main():
    check_detector()
    binary = os.environ["SCHOTT_WORLD_BINARY"]
    env = dict(os.environ)
    env["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="schott-a11y-")
    env["SCHOTT_WORLD_SPEED"] = "fast"
    env["SCHOTT_WORLD_SEED"] = "5"
    proc = subprocess.Popen([binary], env=env)
    try:
        app = find_app("schott-world")
        # at-spi2-core 2.56 names the role "button", older ones "push button"
        # A newcomer's first page is the welcome: its buttons say which game
        # they are for (issue 27); Play SCHOTT leads to its New Game page.
        play = wait_for(app, lambda n: n.getRoleName() in ("push button", "button")
                        and n.name == "Play SCHOTT" and showing(n), "Play SCHOTT button")
        for name in ("Rules of SCHOTT", "Play Best Path", "Rules of Best Path"):
            wait_for(app, lambda n, name=name: n.getRoleName() in ("push button", "button")
                     and n.name == name and showing(n), name + " button")
        check_names(app, "on the welcome page")
        press(play)
        start = wait_for(app, lambda n: n.getRoleName() in ("push button", "button")
                         and n.name == "Start Game" and showing(n), "Start Game button")
        log("found", start.name)
        check_names(app, "on the New Game page")
        press(start)

        # The person is seat 1 ("Player 1"); the discard pile is a button.
        discard = wait_for(app, lambda n: n.name.startswith("Discard pile, top card")
                           and showing(n) and sensitive(n), "discard pile button")
        before_top = discard.name
        log("found", before_top)
        check_names(app, "during a turn")
        card = wait_for(app, lambda n: n.name.startswith("Player 1, position 3:")
                        and showing(n), "card at position 3")
        old_card = card.name.split(":", 1)[1].split(",")[0].strip()
        log("position 3 holds", old_card)
        press(discard)
        card = wait_for(app, lambda n: n.name.startswith("Player 1, position 3:")
                        and showing(n) and sensitive(n)
                        and n.getState().contains(pyatspi.STATE_FOCUSABLE),
                        "choosable position 3")
        press(card)
        # The exchanged card is now the top of the discard pile.
        expected = "Discard pile, top card " + old_card
        after = wait_for(app, lambda n: n.name.startswith("Discard pile, top card")
                         and showing(n), "discard pile after the exchange")
        end = time.time() + 10
        while after.name != expected and time.time() < end:
            time.sleep(0.2)
        if after.name != expected:
            raise SystemExit(f"FAIL: discard pile shows '{after.name}', expected '{expected}'")
        log("exchange made:", after.name)
        check_names(app, "after the exchange")
        # The computer's turn: its question cards, drawn card and piles.
        for _ in range(10):
            time.sleep(0.5)
            check_names(app, "during the computer's turn")
        print("PASS")
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()


if __name__ == "__main__":
    main()
