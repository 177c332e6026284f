#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Lists the functions of src/ that nothing calls (issue 24's "no
function without a caller").

usage (from the source folder, after a build): build-aux/uncalled.py BUILD

A function counts as called when an object file of the build (programs,
tests, fuzzers) refers to it (`nm`: U), or when its name appears more than
once in the sources of src/, tests/ and fuzz/ (a call in its own file, a
template callback, a function pointer). Generated resource functions, GType
and error-quark functions are left out."""
import collections
import glob
import os
import re
import subprocess
import sys

build = sys.argv[1] if len(sys.argv) > 1 else 'build'
defined = {}
refs = collections.Counter()
for obj in glob.glob(os.path.join(build, '**', '*.o'), recursive=True):
    out = subprocess.run(['nm', obj], capture_output=True, text=True).stdout
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] == 'T' and os.path.relpath(obj, build).startswith('src' + os.sep):
            defined.setdefault(parts[2], obj)
        elif len(parts) == 2 and parts[0] == 'U':
            refs[parts[1]] += 1
texts = []
for pattern in ('src/**/*.c', 'src/**/*.ui', 'tests/**/*.c', 'tests/**/*.py', 'fuzz/**/*.c'):
    for path in glob.glob(pattern, recursive=True):
        with open(path, errors='ignore') as f:
            texts.append(f.read())
uncalled = []
for name, obj in sorted(defined.items()):
    if refs[name] or name == 'main' or name.startswith('_') and name.endswith('_'):
        continue
    if re.search(r'(_get_type|_get_resource|_register_resource|_unregister_resource|_error_quark)$', name):
        continue
    count = sum(len(re.findall(r'\b%s\b' % re.escape(name), t)) for t in texts)
    if count <= 1:
        uncalled.append((name, os.path.basename(obj)))
for name, obj in uncalled:
    print(f'{name}\t{obj}')
print(f'{len(uncalled)} function(s) without a caller', file=sys.stderr)
sys.exit(1 if uncalled else 0)
