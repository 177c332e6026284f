#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""What Flathub and GNOME Software read, checked on the merged files.

usage: check-metainfo.py METAINFO DESKTOP VERSION LINGUAS SCREENSHOTS_DIR [APPSTREAMCLI]

- both games are named in the summary, the description and the release
  notes, and in the desktop file's GenericName, Comment and Keywords, in
  English and in every language of LINGUAS; every summary is at most 35
  characters;
- <developer id>, no deprecated <developer_name>, no <keywords> (they would
  hide the desktop file's translated ones), display_length from 360 px in
  <requires>;
- the newest release is the project's VERSION and has notes; screenshots
  point at the tag vVERSION, exist in SCREENSHOTS_DIR, are PNGs of at most
  1000x700 pixels, and come in light and dark (environment="gnome:dark");
- `appstreamcli validate --pedantic` reports nothing but the hint that an id
  has capitals (the app id is io.github.schottworld.SchottWorld for good).
"""
import configparser
import os
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET

# Best Path's name where a language gives it one (doc/best-path-rules.md, Terms)
BEST_PATH = {'zh_CN': '最佳路径'}


def best_path(lang):
    return BEST_PATH.get(lang, 'Best Path')


def names_both(s, lang):
    return 'SCHOTT' in s and best_path(lang) in s
XML_LANG = '{http://www.w3.org/XML/1998/namespace}lang'
ACCEPTED_HINTS = {'cid-contains-uppercase-letter'}

failures = []


def check(cond, what):
    if not cond:
        failures.append(what)


def norm(lang):
    """msgfmt writes zh_CN as zh-CN or zh-Hans-CN in xml:lang, by version."""
    return lang.replace('_', '-').lower().replace('-hans-', '-')


def text_of(elem):
    return ''.join(elem.itertext()) if elem is not None else ''


def by_lang(parent, tag):
    """{lang: text} of the children TAG of PARENT ('' for untranslated)."""
    out = {}
    for e in parent.findall(tag):
        out[norm(e.get(XML_LANG, ''))] = text_of(e)
    return out


def description_by_lang(desc):
    """The merged description: each <p>/<li> carries xml:lang itself."""
    out = {}
    for e in desc.iter():
        if e.tag in ('p', 'li'):
            lang = norm(e.get(XML_LANG, ''))
            out[lang] = out.get(lang, '') + ' ' + text_of(e)
    return out


def png_size(path):
    with open(path, 'rb') as f:
        head = f.read(24)
    if head[:8] != b'\x89PNG\r\n\x1a\n':
        return None
    return struct.unpack('>II', head[16:24])


def main():
    metainfo, desktop, version, linguas, shots_dir = sys.argv[1:6]
    appstreamcli = sys.argv[6] if len(sys.argv) > 6 else ''
    langs = ['']
    with open(linguas, encoding='utf-8') as f:
        for line in f:
            langs.extend(line.split('#', 1)[0].split())

    root = ET.parse(metainfo).getroot()

    summaries = by_lang(root, 'summary')
    for lang in langs:
        s = summaries.get(norm(lang))
        check(s is not None, f'summary: no {lang or "en"} translation')
        if s is not None:
            check(len(s) <= 35, f'summary ({lang or "en"}) has {len(s)} characters: {s!r}')
            check(names_both(s, lang), f'summary ({lang or "en"}) does not name both games: {s!r}')
    desc = description_by_lang(root.find('description'))
    for lang in langs:
        check(names_both(desc.get(norm(lang), ''), lang), f'description ({lang or "en"}) does not name both games')

    dev = root.find('developer')
    check(dev is not None and dev.get('id'), 'no <developer id="…">')
    check(root.find('developer_name') is None, '<developer_name> is deprecated')
    check(root.find('keywords') is None,
          '<keywords> in the metainfo would override the desktop file\'s translated Keywords')
    length = root.find('requires/display_length')
    check(length is not None and length.text.strip() == '360' and length.get('compare') == 'ge',
          '<requires> has no display_length ge 360')

    releases = root.findall('releases/release')
    check(releases and releases[0].get('version') == version,
          f'the newest release is not the project version {version}')
    if releases:
        notes = description_by_lang(releases[0].find('description'))
        for lang in langs:
            check(best_path(lang) in notes.get(norm(lang), ''),
                  f'release notes ({lang or "en"}) do not mention Best Path')

    tag_url = f'https://raw.githubusercontent.com/schottworld/schott-world/v{version}/data/screenshots/'
    dark = light = 0
    for shot in root.findall('screenshots/screenshot'):
        image = shot.findtext('image', '')
        check(image.startswith(tag_url), f'screenshot {image} does not point at the tag v{version}')
        path = os.path.join(shots_dir, os.path.basename(image))
        size = png_size(path) if os.path.exists(path) else None
        check(size is not None, f'screenshot {path} is missing or not a PNG')
        if size:
            check(size[0] <= 1000 and size[1] <= 700, f'screenshot {path} is {size[0]}x{size[1]}, over 1000x700')
        if shot.get('environment', '').endswith(':dark'):
            dark += 1
        else:
            light += 1
        captions = by_lang(shot, 'caption')
        for lang in langs:
            check(norm(lang) in captions, f'screenshot {image}: no {lang or "en"} caption')
    check(light and dark, 'screenshots: light and dark are not both there')

    entry = configparser.ConfigParser(interpolation=None, strict=True)
    entry.optionxform = str
    entry.read(desktop, encoding='utf-8')
    entry = entry['Desktop Entry']
    for key in ('GenericName', 'Comment', 'Keywords'):
        for lang in langs:
            k = f'{key}[{lang}]' if lang else key
            value = entry.get(k)
            check(value is not None, f'desktop file: no {k}')
            check(value is None or best_path(lang) in value, f'desktop file: {k} does not name Best Path')

    if appstreamcli:
        r = subprocess.run([appstreamcli, 'validate', '--no-net', '--pedantic',
                            '--format=yaml', metainfo], capture_output=True, text=True)
        tags = [l.split(':', 1)[1].strip() for l in r.stdout.splitlines()
                if l.strip().startswith('tag:')]
        other = [t for t in tags if t not in ACCEPTED_HINTS]
        check(r.returncode == 0 and not other,
              f'appstreamcli validate --pedantic: {other or r.stderr or r.stdout}')
        print('appstreamcli --pedantic issues:', ', '.join(tags) or 'none')

    for f in failures:
        print('FAIL ' + f)
    print('metainfo and desktop file: %d problem(s)' % len(failures))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
