# SPDX-License-Identifier: GPL-3.0-or-later
"""What the accessibility scripts of both games share (AT-SPI, pyatspi):
waiting for the display, finding the application and walking its tree,
the states the scripts look at and pressing a control.

Importing this waits for the X server first: pyatspi starts the registry,
which needs the display."""

import subprocess
import time


def wait_for_display(timeout=20):
    """Under meson, xvfb-run may hand over before Xvfb accepts clients."""
    end = time.time() + timeout
    while time.time() < end:
        if subprocess.run(["xdpyinfo"], stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL).returncode == 0:
            return
        time.sleep(0.2)
    raise SystemExit("FAIL: the X server never came up")


wait_for_display()
import pyatspi  # noqa: E402  (starts the registry, which needs the display)


def log(*args):
    print(*args, flush=True)


def find_app(name, timeout=30):
    end = time.time() + timeout
    while time.time() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and app.name == name:
                return app
        time.sleep(0.2)
    raise SystemExit(f"FAIL: application {name} not on the accessibility bus")


def all_nodes(node, depth=0):
    if node is None or depth > 60:
        return
    yield node
    for i in range(node.childCount):
        try:
            child = node.getChildAtIndex(i)
        except Exception:
            continue
        yield from all_nodes(child, depth + 1)


def sensitive(node):
    return node.getState().contains(pyatspi.STATE_SENSITIVE)


def press(node):
    action = node.queryAction()
    for i in range(action.nActions):
        if action.getName(i) in ("click", "activate", "press"):
            action.doAction(i)
            return
    raise SystemExit(f"FAIL: {node.name} has no click action")


def stop(proc):
    """Ends the program a script started: politely first, then for sure."""
    proc.terminate()
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()
