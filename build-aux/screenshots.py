#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Makes the metainfo's screenshots from the running app.

usage (in the sid root, the GNOME 51 stack, with a build in build-sid):
  build-aux/setup.sh shell sid <<'EOS'
  xvfb-run -a -s '-screen 0 1280x800x24' dbus-run-session -- \\
    /usr/bin/python3 build-aux/screenshots.py build-sid data/screenshots
  EOS

Each game is started the way a person would (SCHOTT by its autostart with
three computer players, a person and a fixed seed; Best Path through New
Game and its New Game page, and a person drawing seven rounds against two
computers, pressed through the accessibility tree), left to play for a
while, and its window is captured: 1000x700, the largest size Flathub's
guidelines allow, in the light and the dark style (the app's own
colour-scheme setting). Settings live in a scratch keyfile, data in a
scratch folder: nothing of the caller's is read or written.
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'tests', 'common'))
from sw_a11y import all_nodes, find_app, log, press, pyatspi, sensitive, stop  # noqa: E402

WIDTH, HEIGHT = 1000, 700
SCHEMA_PATH = 'io/github/schottworld/SchottWorld'


def showing(node):
    return node.getState().contains(pyatspi.STATE_SHOWING)


def wait_for(app, predicate, what, timeout=30):
    end = time.time() + timeout
    while time.time() < end:
        for node in all_nodes(app):
            try:
                if predicate(node):
                    return node
            except Exception:
                pass
        time.sleep(0.3)
    raise SystemExit(f'FAIL: no {what} in the accessibility tree')


def button(name):
    return lambda n: (n.getRoleName() in ('button', 'push button') and n.name == name
                      and showing(n))


def window_id(pid, timeout=30):
    end = time.time() + timeout
    while time.time() < end:
        r = subprocess.run(['xdotool', 'search', '--onlyvisible', '--pid', str(pid)],
                           capture_output=True, text=True)
        ids = r.stdout.split()
        if ids:
            return ids[-1]
        time.sleep(0.3)
    raise SystemExit('FAIL: the window never mapped')


def settings_home(scheme, extra):
    home = tempfile.mkdtemp(prefix='schott-shots-')
    conf = os.path.join(home, 'config', 'glib-2.0', 'settings')
    os.makedirs(conf)
    with open(os.path.join(conf, 'keyfile'), 'w', encoding='utf-8') as f:
        f.write(f'[{SCHEMA_PATH}]\n')
        f.write(f'window-width={WIDTH}\nwindow-height={HEIGHT}\nwindow-maximized=false\n')
        f.write(f"color-scheme='{scheme}'\n")
        for k, v in extra.items():
            f.write(f'{k}={v}\n')
    return home


def start_app(build, scheme, extra, env_extra):
    home = settings_home(scheme, extra)
    env = dict(os.environ)
    env.update({
        'GSETTINGS_BACKEND': 'keyfile',
        'GSETTINGS_SCHEMA_DIR': os.path.join(build, 'data'),
        'XDG_CONFIG_HOME': os.path.join(home, 'config'),
        'XDG_DATA_HOME': os.path.join(home, 'data'),
        'XDG_CACHE_HOME': os.path.join(home, 'cache'),
        'SCHOTT_WORLD_DATADIR': os.path.abspath('data'),
        'SCHOTT_WORLD_LOCALEDIR': os.path.join(build, 'po'),
        'ADW_DISABLE_PORTAL': '1',
        'LANG': 'en_US.UTF-8',
    })
    env.pop('LANGUAGE', None)
    env.update(env_extra)
    proc = subprocess.Popen([os.path.join(build, 'src', 'shell', 'schott-world')], env=env)
    return proc, home


def capture(wid, path):
    subprocess.run(['xdotool', 'windowsize', wid, str(WIDTH), str(HEIGHT)], check=False)
    time.sleep(1.0)
    subprocess.run(['import', '-window', wid, '-strip', path], check=True)
    size = subprocess.run(['identify', '-format', '%wx%h', path],
                          capture_output=True, text=True).stdout
    log(f'{path}: {size}')


def shot_schott(build, out, scheme, name):
    proc, home = start_app(build, scheme, {}, {
        # three computers play their first turns, then the game waits for
        # the person in the fourth seat: no sheet over the table
        'SCHOTT_WORLD_AUTOSTART': 'normal,hard,normal,human',
        'SCHOTT_WORLD_SEED': '11',
        'SCHOTT_WORLD_SPEED': 'fast',
    })
    try:
        wid = window_id(proc.pid)
        app = find_app('schott-world')
        wait_for(app, lambda n: n.name.startswith('Discard pile') and showing(n), 'discard pile')
        time.sleep(10)
        capture(wid, os.path.join(out, name))
    finally:
        stop(proc)
        shutil.rmtree(home, ignore_errors=True)


def shot_best_path(build, out, scheme, name):
    proc, home = start_app(build, scheme, {
        'last-game': "'best-path'",
        'best-path-players': '3',
        'best-path-seats': "['person', 'normal', 'expert', 'normal']",
        'speed': "'fast'",
    }, {})
    try:
        wid = window_id(proc.pid)
        app = find_app('schott-world')
        press(wait_for(app, button('New Game'), 'New Game button'))
        try:
            press(wait_for(app, button('Best Path'), 'Best Path choice', timeout=5))
        except SystemExit:
            pass   # only one game offered first: the setup dialog is already up
        # Best Path's New Game page (only the page shown has a showing Start Game)
        press(wait_for(app, button('Start Game'), 'Start Game button of the New Game page'))
        # the person in seat 1 draws a few rounds, the way the a11y test does:
        # fields that can be added, then Commit
        for rnd in range(1, 8):
            wait_for(app, lambda n: n.name == f'Round {rnd} of 15' and showing(n), f'round {rnd}',
                     timeout=90)
            for _ in range(4):
                try:
                    press(wait_for(app, lambda n: n.getRoleName() in ('button', 'push button')
                                   and showing(n) and 'can be added' in n.name.split(', '),
                                   'a field that can be added', timeout=3))
                    time.sleep(0.3)
                except SystemExit:
                    break
            for choice in ('Commit', 'Pass'):
                try:
                    node = wait_for(app, lambda n: button(choice)(n) and sensitive(n), choice, timeout=2)
                    press(node)
                    log(f'round {rnd}: {choice}')
                    break
                except SystemExit:
                    pass
            # the round's summary waits for Continue
            press(wait_for(app, button('Continue'), 'Continue after the round', timeout=60))
        wait_for(app, lambda n: n.name == 'Round 8 of 15' and showing(n), 'round 8', timeout=90)
        time.sleep(3)
        capture(wid, os.path.join(out, name))
    finally:
        stop(proc)
        shutil.rmtree(home, ignore_errors=True)


def main():
    build, out = sys.argv[1:3]
    os.makedirs(out, exist_ok=True)
    shot_schott(build, out, 'light', 'schott-game.png')
    shot_schott(build, out, 'dark', 'schott-game-dark.png')
    shot_best_path(build, out, 'light', 'best-path-game.png')
    shot_best_path(build, out, 'dark', 'best-path-game-dark.png')
    for old in ('game.png', 'new-game.png', 'question.png', 'rules.png', 'editor.png'):
        if os.path.exists(os.path.join(out, old)):
            os.remove(os.path.join(out, old))
    print('PASS')


if __name__ == '__main__':
    main()
