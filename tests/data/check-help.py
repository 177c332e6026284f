#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks the Mallard help with yelp-check.

usage: check-help.py HELPDIR [LANG]

Without LANG: `yelp-check validate`, `ids`, `links` and `orphans` on the
pages in HELPDIR/C. With LANG: builds the translated pages from
HELPDIR/LANG/LANG.po the way gnome.yelp() does (msgfmt, then itstool -m)
into a scratch folder and checks them with validate, ids and links, so a
translation that breaks the markup fails. yelp-check prints problems but
does not always exit non-zero: any output is a failure too.
"""
import glob
import os
import subprocess
import sys
import tempfile


def yelp_check(folder, checks):
    pages = sorted(os.path.basename(p) for p in glob.glob(os.path.join(folder, '*.page')))
    if not pages:
        print(f'FAIL no pages in {folder}')
        return False
    ok = True
    for check in checks:
        r = subprocess.run(['yelp-check', check] + pages, cwd=folder,
                           capture_output=True, text=True)
        out = (r.stdout + r.stderr).strip()
        if r.returncode != 0 or out:
            print(f'FAIL yelp-check {check} in {folder}:\n{out}')
            ok = False
    if ok:
        print(f'{folder}: {len(pages)} pages pass {", ".join(checks)}')
    return ok


def main():
    helpdir = sys.argv[1]
    cdir = os.path.join(helpdir, 'C')
    if len(sys.argv) < 3:
        return 0 if yelp_check(cdir, ['validate', 'ids', 'links', 'orphans']) else 1

    lang = sys.argv[2]
    po = os.path.join(helpdir, lang, lang + '.po')
    with tempfile.TemporaryDirectory() as tmp:
        mo = os.path.join(tmp, lang + '.mo')
        r = subprocess.run(['msgfmt', '-o', mo, po], capture_output=True, text=True)
        if r.returncode != 0:
            print(f'FAIL msgfmt {po}:\n{r.stderr}')
            return 1
        out = os.path.join(tmp, lang)
        os.mkdir(out)
        pages = sorted(glob.glob(os.path.join(cdir, '*.page')))
        # itstool 2.0.7 under Python 3.12 (Ubuntu 24.04) warns about its
        # own regular expressions when it compiles itself: not our pages.
        env = dict(os.environ, PYTHONWARNINGS='ignore::SyntaxWarning')
        r = subprocess.run(['itstool', '-m', mo, '--lang', lang, '-o', out] + pages,
                           capture_output=True, text=True, env=env)
        if r.returncode != 0 or r.stderr.strip():
            print(f'FAIL itstool merging {po}:\n{r.stderr}')
            return 1
        return 0 if yelp_check(out, ['validate', 'ids', 'links']) else 1


if __name__ == '__main__':
    sys.exit(main())
