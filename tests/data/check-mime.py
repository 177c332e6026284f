#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The file types: shared-mime-info reads them without a word, each has
its glob, root element and icon (present in the source tree), and the
desktop file claims the pack type, with %U in Exec.
check-mime.py MIME_XML DESKTOP_FILE ICONS_DIR"""
import os
import shutil
import subprocess
import sys
import tempfile

mime_xml, desktop, icons = sys.argv[1:4]
expected = {
    'application/x-schott-pack+xml': ('*.schott-pack.xml', 'io.github.schottworld.SchottWorld-pack'),
    'application/x-schott-events+xml': ('*.schott-events.xml', 'io.github.schottworld.SchottWorld-events'),
    'application/x-schott-variant+xml': ('*.schott-variant.xml', 'io.github.schottworld.SchottWorld-variant'),
}
failed = False
with tempfile.TemporaryDirectory() as tmp:
    os.makedirs(os.path.join(tmp, 'mime', 'packages'))
    shutil.copy(mime_xml, os.path.join(tmp, 'mime', 'packages'))
    run = subprocess.run(['update-mime-database', '-V', os.path.join(tmp, 'mime')],
                         capture_output=True, text=True)
    complaints = [l for l in run.stderr.splitlines() if 'arning' in l or 'rror' in l]
    if run.returncode != 0 or complaints:
        print('update-mime-database:', run.returncode, '\n'.join(complaints))
        failed = True
    globs = open(os.path.join(tmp, 'mime', 'globs2')).read()
    xmlns = open(os.path.join(tmp, 'mime', 'XMLnamespaces')).read()
    icon_map = open(os.path.join(tmp, 'mime', 'icons')).read()
    for mime, (glob, icon) in expected.items():
        if f'{mime}:{glob}' not in globs:
            print('no glob', glob, 'for', mime); failed = True
        if mime not in xmlns:
            print('no root element for', mime); failed = True
        if f'{mime}:{icon}' not in icon_map:
            print('no icon for', mime); failed = True
        if not os.path.exists(os.path.join(icons, icon + '.svg')):
            print('icon file missing:', icon); failed = True
entry = dict(l.split('=', 1) for l in open(desktop).read().splitlines() if '=' in l and not l.startswith('#'))
if 'application/x-schott-pack+xml' not in entry.get('MimeType', '').split(';'):
    print('the desktop file does not claim packs'); failed = True
if '%U' not in entry.get('Exec', ''):
    print('Exec has no %U'); failed = True
print('mime types checked' if not failed else 'FAILED')
sys.exit(1 if failed else 0)
