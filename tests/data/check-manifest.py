#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks the Flatpak manifest against the desktop file and the metainfo.

usage: check-manifest.py MANIFEST DESKTOP METAINFO [FLATPAK_BUILDER]
       check-manifest.py --flathub FLATHUB_MANIFEST MANIFEST VERSION [FLATPAK_BUILDER]

The app id, the command, the runtime and the sandbox permissions must be
the agreed ones and agree with the desktop file and the metainfo; then
`flatpak-builder --show-manifest` must read the manifest without a single
warning (it warns about unknown keys but still exits 0).

With --flathub: the manifest for Flathub is the CI manifest with the app's
dir source replaced by git, pinned by the tag vVERSION and a full commit id
(the tag's, when this repository has the tag), and flatpak-builder reads it
without a warning.
"""
import configparser
import json
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

APP_ID = 'io.github.schottworld.SchottWorld'
FINISH_ARGS = ['--share=ipc', '--share=network', '--socket=wayland', '--socket=fallback-x11',
               '--device=dri']
RUNTIME_VERSIONS = ('51',)

failures = []


def check(cond, what):
    if not cond:
        failures.append(what)


def show_manifest(builder, path):
    r = subprocess.run([builder, '--show-manifest', path], capture_output=True, text=True)
    check(r.returncode == 0, f'flatpak-builder --show-manifest {path} failed: {r.stderr}')
    noise = [l for l in r.stderr.splitlines() if l.strip()]
    check(not noise, 'flatpak-builder --show-manifest printed:\n' + '\n'.join(noise))
    try:
        shown = json.loads(r.stdout)
        check(shown.get('id', shown.get('app-id')) == APP_ID,
              'flatpak-builder reads a different app id')
    except ValueError:
        failures.append('flatpak-builder --show-manifest did not print JSON')


def check_flathub():
    flathub_path, manifest_path, version = sys.argv[2:5]
    builder = sys.argv[5] if len(sys.argv) > 5 else ''
    with open(flathub_path, encoding='utf-8') as f:
        flathub = json.load(f)
    with open(manifest_path, encoding='utf-8') as f:
        manifest = json.load(f)
    check(os.path.basename(flathub_path) == APP_ID + '.json',
          'the Flathub manifest is not named after the app id')
    tag = 'v' + version
    git = None
    for m in flathub.get('modules', []):
        if isinstance(m, dict) and m.get('name') == 'schott-world':
            sources = m.get('sources', [])
            check(len(sources) == 1 and sources[0].get('type') == 'git',
                  'the Flathub manifest builds schott-world from something other than one git source')
            git = sources[0] if sources else None
            m['sources'] = None
    for m in manifest.get('modules', []):
        if isinstance(m, dict) and m.get('name') == 'schott-world':
            m['sources'] = None
    check(flathub == manifest,
          'the Flathub manifest differs from the CI manifest beyond the app source '
          '(run build-aux/flathub-manifest.py)')
    if git:
        check(git.get('url', '').startswith('https://'), 'the git source is not an https URL')
        check(git.get('tag') == tag, f'the git source\'s tag is {git.get("tag")!r}, not {tag!r}')
        commit = git.get('commit', '')
        check(len(commit) == 40 and all(c in '0123456789abcdef' for c in commit),
              f'the git source\'s commit {commit!r} is not a full commit id')
        git_tool = shutil.which('git')
        r = subprocess.run([git_tool, '-C', os.path.dirname(os.path.abspath(manifest_path)),
                            'rev-parse', '--verify', '--quiet', tag + '^{commit}'],
                           capture_output=True, text=True) if git_tool else None
        if r is None:
            print('git is not installed: the commit is not compared with the tag')
        elif r.returncode == 0:
            check(r.stdout.strip() == commit,
                  f'the tag {tag} is {r.stdout.strip()}, the Flathub manifest says {commit}')
        else:
            print(f'no tag {tag} here yet: after tagging, run build-aux/flathub-manifest.py {tag}')
    if builder:
        show_manifest(builder, flathub_path)
    for f in failures:
        print('FAIL ' + f)
    print('Flathub manifest: %d problem(s)' % len(failures))
    return 1 if failures else 0


def main():
    if sys.argv[1] == '--flathub':
        return check_flathub()
    manifest_path, desktop_path, metainfo_path = sys.argv[1:4]
    builder = sys.argv[4] if len(sys.argv) > 4 else ''

    with open(manifest_path, encoding='utf-8') as f:
        manifest = json.load(f)
    desktop = configparser.ConfigParser(interpolation=None, strict=True)
    desktop.optionxform = str
    desktop.read(desktop_path, encoding='utf-8')
    entry = desktop['Desktop Entry']
    component = ET.parse(metainfo_path).getroot()

    app_id = manifest.get('id', manifest.get('app-id'))
    check(app_id == APP_ID, f'manifest id is {app_id!r}, not {APP_ID!r}')
    check(os.path.basename(manifest_path) == APP_ID + '.json',
          'the manifest file is not named after the app id')
    check(manifest.get('runtime') == 'org.gnome.Platform', 'runtime is not org.gnome.Platform')
    check(manifest.get('sdk') == 'org.gnome.Sdk', 'sdk is not org.gnome.Sdk')
    check(manifest.get('runtime-version') in RUNTIME_VERSIONS,
          f'runtime-version {manifest.get("runtime-version")!r} is not one of {RUNTIME_VERSIONS}')
    check(manifest.get('finish-args') == FINISH_ARGS,
          f'finish-args are {manifest.get("finish-args")}, expected exactly {FINISH_ARGS}')

    command = manifest.get('command')
    exec_line = entry.get('Exec', '').split()
    check(exec_line and exec_line[0] == command,
          f'desktop Exec {entry.get("Exec")!r} does not start with the manifest command {command!r}')
    check(entry.get('Icon') == APP_ID, f'desktop Icon {entry.get("Icon")!r} is not the app id')
    check(os.path.basename(desktop_path) == APP_ID + '.desktop',
          'the desktop file is not named after the app id')

    check(component.findtext('id') == APP_ID, 'metainfo <id> is not the app id')
    launchable = component.find("launchable[@type='desktop-id']")
    check(launchable is not None and launchable.text == APP_ID + '.desktop',
          'metainfo <launchable> does not name the desktop file')
    binaries = [b.text for b in component.findall('provides/binary')]
    check(command in binaries, f'metainfo does not provide the binary {command!r}')

    modules = manifest.get('modules', [])
    names = [m.get('name') for m in modules if isinstance(m, dict)]
    check('schott-world' in names, 'no module named schott-world')
    for m in modules:
        if isinstance(m, dict) and m.get('name') == 'schott-world':
            check(m.get('buildsystem') == 'meson', 'schott-world is not built with meson')
            sources = m.get('sources', [])
            check(any(s.get('type') == 'dir' for s in sources),
                  'schott-world has no dir source')
            for s in sources:
                if s.get('type') == 'dir':
                    src = os.path.normpath(os.path.join(os.path.dirname(manifest_path), s['path']))
                    check(os.path.exists(os.path.join(src, 'meson.build')),
                          f'the dir source {s["path"]!r} is not the project root')

    if builder:
        show_manifest(builder, manifest_path)
    else:
        print('flatpak-builder not found: only the static checks ran')

    for f in failures:
        print('FAIL ' + f)
    print('manifest: %d problem(s)' % len(failures))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
