#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the manifest for Flathub from the one CI builds.

usage: build-aux/flathub-manifest.py TAG [--commit SHA]

flatpak/io.github.schottworld.SchottWorld.json builds this checkout (a `dir`
source) and is what CI builds and runs (build-aux/flatpak-ci.sh). Flathub
builds from git, pinned by tag and commit: this copies the manifest, puts the
release's git source in place of the dir source, and writes
flatpak/flathub/io.github.schottworld.SchottWorld.json. The commit is the
tag's (`git rev-parse TAG^{commit}`) unless --commit names it. Run it after
tagging a release, and submit the result to the flathub repository.
"""
import json
import os
import subprocess
import sys

APP_ID = 'io.github.schottworld.SchottWorld'
GIT_URL = 'https://github.com/schottworld/schott-world.git'


def main():
    args = sys.argv[1:]
    if not args or args[0].startswith('-'):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    tag = args[0]
    commit = None
    if len(args) == 3 and args[1] == '--commit':
        commit = args[2]
    elif len(args) != 1:
        print('usage: build-aux/flathub-manifest.py TAG [--commit SHA]', file=sys.stderr)
        return 2
    top = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if commit is None:
        r = subprocess.run(['git', '-C', top, 'rev-parse', '--verify', '--quiet', tag + '^{commit}'],
                           capture_output=True, text=True)
        if r.returncode != 0:
            print(f'flathub-manifest: no tag {tag} in this repository (tag the release first, '
                  'or name the commit with --commit)', file=sys.stderr)
            return 1
        commit = r.stdout.strip()
    if len(commit) != 40 or any(c not in '0123456789abcdef' for c in commit):
        print(f'flathub-manifest: {commit!r} is not a full commit id', file=sys.stderr)
        return 1

    with open(os.path.join(top, 'flatpak', APP_ID + '.json'), encoding='utf-8') as f:
        manifest = json.load(f)
    for module in manifest['modules']:
        if isinstance(module, dict) and module.get('name') == 'schott-world':
            module['sources'] = [{'type': 'git', 'url': GIT_URL, 'tag': tag, 'commit': commit}]
    out_dir = os.path.join(top, 'flatpak', 'flathub')
    os.makedirs(out_dir, exist_ok=True)
    out = os.path.join(out_dir, APP_ID + '.json')
    with open(out, 'w', encoding='utf-8') as f:
        json.dump(manifest, f, indent=2, ensure_ascii=False)
        f.write('\n')
    print(f'flathub-manifest: wrote {os.path.relpath(out, top)} ({tag} = {commit})')
    return 0


if __name__ == '__main__':
    sys.exit(main())
