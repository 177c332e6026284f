#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks that every language listed in a LINGUAS file is fully translated.

usage: check-po.py help HELPDIR         (Mallard help: HELPDIR/<lang>/<lang>.po)
       check-po.py ui PODIR SRCROOT     (gettext: PODIR/<lang>.po)

For every listed language: the po file exists, `msgfmt --check` accepts it,
and after merging it with a template made freshly from the sources it has
no fuzzy and no untranslated message. A stale translation (one that misses
a message the sources have now) therefore fails too.
"""
import os
import re
import subprocess
import sys
import tempfile


def read_linguas(path):
    langs = []
    with open(path, encoding='utf-8') as f:
        for line in f:
            line = line.split('#', 1)[0]
            langs.extend(line.split())
    return langs


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def help_template(helpdir, out):
    pages = sorted(os.path.join(helpdir, 'C', p)
                   for p in os.listdir(os.path.join(helpdir, 'C'))
                   if p.endswith('.page'))
    r = run(['itstool', '-o', out] + pages)
    if r.returncode != 0:
        sys.exit('itstool failed:\n' + r.stderr)


GLIB_KEYWORDS = ['--keyword=_', '--keyword=N_', '--keyword=C_:1c,2',
                 '--keyword=NC_:1c,2', '--keyword=g_dcgettext:2',
                 '--keyword=g_dngettext:2,3', '--keyword=g_dpgettext2:2c,3']


def ui_template(podir, srcroot, out):
    files = []
    with open(os.path.join(podir, 'POTFILES.in'), encoding='utf-8') as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith('#'):
                files.append(line)
    r = run(['xgettext', '--from-code=UTF-8', '--add-comments', '-o', out,
             '-D', srcroot] + GLIB_KEYWORDS + files)
    if r.returncode != 0:
        sys.exit('xgettext failed:\n' + r.stderr)


def statistics(po):
    """Returns (translated, fuzzy, untranslated) as msgfmt counts them."""
    r = run(['msgfmt', '--statistics', '-o', os.devnull, po],
            env=dict(os.environ, LC_ALL='C', LANGUAGE=''))
    if r.returncode != 0:
        return None, r.stderr
    text = r.stderr
    def count(word):
        m = re.search(r'(\d+) ' + word, text)
        return int(m.group(1)) if m else 0
    return (count('translated'), count('fuzzy'), count('untranslated')), text


def main():
    kind = sys.argv[1]
    if kind == 'help':
        base = sys.argv[2]
        linguas = os.path.join(base, 'LINGUAS')
        po_of = lambda lang: os.path.join(base, lang, lang + '.po')
    elif kind == 'ui':
        base, srcroot = sys.argv[2], sys.argv[3]
        linguas = os.path.join(base, 'LINGUAS')
        po_of = lambda lang: os.path.join(base, lang + '.po')
    else:
        sys.exit(__doc__)

    langs = read_linguas(linguas)
    if not langs:
        print(f'{linguas} lists no language: nothing to check')
        return 0

    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, 'template.pot')
        if kind == 'help':
            help_template(base, pot)
        else:
            ui_template(base, srcroot, pot)
        for lang in langs:
            po = po_of(lang)
            if not os.path.exists(po):
                failures.append(f'{lang}: {po} is missing')
                continue
            r = run(['msgfmt', '--check', '-o', os.devnull, po])
            if r.returncode != 0:
                failures.append(f'{lang}: msgfmt --check failed:\n{r.stderr}')
                continue
            stats, text = statistics(po)
            if stats is None:
                failures.append(f'{lang}: msgfmt --statistics failed: {text}')
                continue
            translated, fuzzy, untranslated = stats
            merged = os.path.join(tmp, lang + '.po')
            r = run(['msgmerge', '--quiet', '--no-fuzzy-matching', '-o', merged,
                     po, pot])
            if r.returncode != 0:
                failures.append(f'{lang}: msgmerge failed: {r.stderr}')
                continue
            mstats, _ = statistics(merged)
            _, _, missing = mstats
            print(f'{lang}: {translated} translated, {fuzzy} fuzzy, '
                  f'{untranslated} untranslated; {missing} of the current '
                  f'{sum(mstats)} messages untranslated after merging')
            if fuzzy or untranslated or translated == 0:
                failures.append(f'{lang}: not 100% translated ({text.strip()})')
            elif missing or mstats[1]:
                failures.append(f'{lang}: stale, {missing} current messages '
                                f'have no translation (run the update-po target)')
    for f in failures:
        print('FAIL ' + f)
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
