#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# callgrind-startup.sh BUILD [keyfile]: the instructions SCHOTT World's main
# thread and the empty window's (tests/shell/empty-window.c, the floor)
# run until their top-level window is mapped: a figure the machine's load
# does not change, beside bench-ui's CPU times. Each program runs under
# callgrind with a dump before every XMapWindow; the first three dumps of
# the main thread end at the top-level's XMapWindow (the second is GDK's
# focus window, the third follows the window's first measure). "keyfile":
# a returning player (welcome-shown=true) instead of a newcomer.
# Run in the build root, under Xvfb and a session bus, e.g.
#   xvfb-run -a dbus-run-session -- tests/shell/callgrind-startup.sh build
set -eu
build=$(realpath "$1")
mode=${2:-memory}
src=$(realpath "$(dirname "$0")/../..")
out=$(mktemp -d /tmp/callgrind-startup-XXXXXX)
export GSETTINGS_SCHEMA_DIR="$build/data" SCHOTT_WORLD_DATADIR="$src/data" GSK_RENDERER=cairo \
       GTK_A11Y=none GDK_DISABLE=gl MALLOC_PERTURB_=0 XDG_DATA_HOME="$out/data"
if [ "$mode" = keyfile ]; then
  export GSETTINGS_BACKEND=keyfile XDG_CONFIG_HOME="$out/config"
  mkdir -p "$XDG_CONFIG_HOME/glib-2.0/settings"
  printf '[io/github/schottworld/SchottWorld]\nwelcome-shown=true\n' > "$XDG_CONFIG_HOME/glib-2.0/settings/keyfile"
else
  export GSETTINGS_BACKEND=memory
fi
mkdir -p "$out/data"

measure () {
  local name=$1 program=$2 pid total=0 n
  valgrind --tool=callgrind --separate-threads=yes --dump-before=XMapWindow \
    --callgrind-out-file="$out/$name.%p" "$program" > "$out/$name.log" 2>&1 &
  pid=$!
  xdotool search --sync --onlyvisible --pid "$pid" > /dev/null 2>&1 || true
  sleep 1
  kill "$pid" 2> /dev/null || true
  wait "$pid" 2> /dev/null || true
  for part in 1 2 3; do
    n=$(sed -n 's/^summary: //p' "$out/$name.$pid.$part-01")
    total=$((total + n))
  done
  printf '%-13s %d instructions\n' "$name:" "$total"
  echo "$total" > "$out/$name.total"
}

measure schott-world "$build/src/shell/schott-world"
measure empty-window "$build/tests/shell/empty-window"
awk -v a="$(cat "$out/schott-world.total")" -v b="$(cat "$out/empty-window.total")" \
  'BEGIN { printf "schott-world / empty window: %.3f\n", a / b }'
rm -rf "$out"
