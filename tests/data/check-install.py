#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Installs the build into a scratch DESTDIR and checks the installed tree.

usage: check-install.py BUILDDIR DESTDIR BINDIR DATADIR LOCALEDIR PO_LINGUAS HELP_LINGUAS [MESON]

BINDIR, DATADIR and LOCALEDIR are absolute (prefix included). Runs
`meson install --destdir DESTDIR` (which first brings the whole build up to
date: `meson test` rebuilds only what tests depend on), then looks for every file a user's system needs.
"""
import glob
import os
import shutil
import subprocess
import sys

APP_ID = 'io.github.schottworld.SchottWorld'
DOMAIN = 'schott-world'


def read_linguas(path):
    langs = []
    with open(path, encoding='utf-8') as f:
        for line in f:
            langs.extend(line.split('#', 1)[0].split())
    return langs


def main():
    builddir, destdir, bindir, datadir, localedir, po_linguas, help_linguas = sys.argv[1:8]
    destdir = os.path.abspath(destdir)
    shutil.rmtree(destdir, ignore_errors=True)
    meson = sys.argv[8] if len(sys.argv) > 8 else 'meson'
    r = subprocess.run([meson, 'install', '-C', builddir,
                        '--destdir', destdir, '--quiet'],
                       capture_output=True, text=True)
    if r.returncode != 0:
        print(r.stdout)
        print(r.stderr)
        print('FAIL meson install failed')
        return 1

    def at(path):
        return os.path.join(destdir, path.lstrip('/'))

    missing = []

    def need(path, what, executable=False, nonempty=True):
        full = at(path)
        ok = os.path.isfile(full) and (not nonempty or os.path.getsize(full) > 0)
        if ok and executable:
            ok = os.access(full, os.X_OK)
        print(('ok   ' if ok else 'FAIL ') + f'{what}: {path}')
        if not ok:
            missing.append(path)

    def need_dir_with(path, pattern, what):
        found = glob.glob(os.path.join(at(path), pattern))
        ok = bool(found)
        print(('ok   ' if ok else 'FAIL ') + f'{what}: {path}/{pattern} ({len(found)} found)')
        if not ok:
            missing.append(os.path.join(path, pattern))

    need(f'{bindir}/schott-world', 'the game', executable=True)
    need(f'{bindir}/schott-cli', 'the command-line tool', executable=True)
    need(f'{datadir}/applications/{APP_ID}.desktop', 'desktop file')
    need(f'{datadir}/metainfo/{APP_ID}.metainfo.xml', 'metainfo')
    need(f'{datadir}/glib-2.0/schemas/{APP_ID}.gschema.xml', 'settings schema')
    need(f'{datadir}/icons/hicolor/scalable/apps/{APP_ID}.svg', 'app icon')
    need(f'{datadir}/icons/hicolor/symbolic/apps/{APP_ID}-symbolic.svg', 'symbolic icon')

    for lang in ['C'] + read_linguas(help_linguas):
        for page in ('index.page', 'play.page', 'scoring.page', 'events.page'):
            need(f'{datadir}/help/{lang}/{DOMAIN}/{page}', f'help ({lang})')

    for folder in ('packs', 'events', 'variants'):
        need_dir_with(f'{datadir}/{DOMAIN}/{folder}', '*.xml', f'default {folder}')

    for lang in read_linguas(po_linguas):
        need(f'{localedir}/{lang}/LC_MESSAGES/{DOMAIN}.mo', f'translation ({lang})')

    print(f'install tree: {len(missing)} missing')
    return 1 if missing else 0


if __name__ == '__main__':
    sys.exit(main())
