#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the libFuzzer targets (fuzz/*.c) with clang outside the meson
# build and runs each for SECONDS seconds; fails when one finds a crash.
#   build-aux/fuzz.sh [SECONDS]        default 30
# Environment: FUZZ_OUT (default ./fuzz-out), FUZZ_TARGETS (default: all),
# FUZZ_JOBS-free: one process per target, one after the other.
set -eu

cd "$(dirname "$0")/.."
seconds=${1:-30}
out=${FUZZ_OUT:-$PWD/fuzz-out}
targets=${FUZZ_TARGETS:-"pack events variant save csv bp-record online"}
cc=${FUZZ_CC:-clang}

if ! command -v "$cc" >/dev/null 2>&1; then
  echo "fuzz: $cc not found; install clang and libclang-rt-dev" >&2
  exit 1
fi

mkdir -p "$out/obj"

# config.h for the library sources, as meson would write it
cat > "$out/config.h" <<CONFIG
#pragma once
#define APP_ID "io.github.schottworld.SchottWorld"
#define PACKAGE_VERSION "fuzz"
#define GETTEXT_PACKAGE "schott-world"
#define LOCALEDIR "/usr/share/locale"
#define PKGDATADIR "/usr/share/schott-world"
#define SOURCE_DATADIR "$PWD/data"
CONFIG

python3 src/schott/io/embed-schemas.py "$out/schott-schemas.c" \
  data/schemas/pack.rng data/schemas/events.rng data/schemas/variant.rng

# shellcheck disable=SC2046
cflags="-g -O1 -std=c11 -D_GNU_SOURCE -fno-omit-frame-pointer
  -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined
  -I$out -Isrc/core -Isrc/schott/engine -Isrc/schott/io -Isrc/bestpath/cli -Isrc/bestpath/engine
  -Isrc/bestpath/online -Isrc/schott/online $(pkg-config --cflags gio-2.0 libxml-2.0 libstrophe)"
# gio: src/core's computer-seat runner (GTask) is among the objects linked;
# libstrophe: the online layer, whose message parser fuzz-online tries
libs="$(pkg-config --libs gio-2.0 libxml-2.0 libstrophe) -lm"

objs=
for src in src/core/*.c src/schott/engine/*.c src/schott/io/*.c src/bestpath/engine/*.c \
           src/bestpath/online/*.c src/schott/online/*.c "$out/schott-schemas.c"; do
  obj="$out/obj/$(basename "$src" .c).o"
  # shellcheck disable=SC2086
  "$cc" $cflags -c "$src" -o "$obj"
  objs="$objs $obj"
done

# seeds: the shipped files, and saved games from computer games
# shellcheck disable=SC2086
"$cc" -g -O1 -std=c11 -fsanitize=address,undefined -I"$out" -Isrc/core -Isrc/schott/engine \
  $(pkg-config --cflags glib-2.0) fuzz/make-seeds.c \
  $(for o in $objs; do case $o in */schott-*.o|*/sw-rng.o) echo "$o";; esac; done | grep -v -e /schott-pack.o -e /schott-xml.o -e /schott-csv.o -e /schott-events.o -e /schott-file.o -e /schott-variant-io.o -e /schott-schemas.o \
    -e /schott-languages.o -e /schott-pack-check.o -e /schott-pack-load.o -e /schott-pack-save.o \
    -e /schott-xml-nodes.o -e /schott-xml-problems.o -e /schott-xml-write.o -e /schott-online.o -e /schott-online-message.o) \
  -fsanitize=fuzzer-no-link $libs -o "$out/make-seeds"
# Best Path records: only the JSON reader, which the other targets lack
# shellcheck disable=SC2086
"$cc" $cflags -c src/bestpath/cli/bp-json.c -o "$out/obj-bp-json.o"
for t in pack events variant save csv bp-record online; do mkdir -p "$out/corpus-$t" "$out/artifacts-$t"; done
cp data/packs/*.xml fuzz/seeds/*.schott-pack.xml "$out/corpus-pack/" 2>/dev/null || true
cp data/events/*.xml fuzz/seeds/*.schott-events.xml "$out/corpus-events/"
cp tests/bestpath/records/*.json fuzz/seeds/*.bp-record.json "$out/corpus-bp-record/"
cp data/variants/*.xml fuzz/seeds/*.schott-variant.xml "$out/corpus-variant/"
cp fuzz/seeds/*.csv "$out/corpus-csv/"
cp fuzz/seeds/*.online.xml "$out/corpus-online/"
ASAN_OPTIONS=detect_leaks=0 "$out/make-seeds" "$out/corpus-save" >/dev/null

failed=
for t in $targets; do
  # shellcheck disable=SC2086
  extra=
  [ "$t" = bp-record ] && extra="$out/obj-bp-json.o"
  "$cc" $cflags -fsanitize=fuzzer "fuzz/fuzz-$t.c" $objs $extra $libs -o "$out/fuzz-$t"
  echo "fuzz: running fuzz-$t for ${seconds}s"
  dict=
  case $t in save|csv|bp-record) ;; *) dict=-dict=fuzz/xml.dict;; esac
  if ! "$out/fuzz-$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -max_len=65536 -print_final_stats=1 $dict \
        -artifact_prefix="$out/artifacts-$t/" "$out/corpus-$t" \
        > "$out/fuzz-$t.log" 2>&1; then
    echo "fuzz: fuzz-$t FAILED; see $out/fuzz-$t.log and $out/artifacts-$t/" >&2
    tail -40 "$out/fuzz-$t.log" >&2
    failed="$failed $t"
  else
    grep -E '^#[0-9]+.*DONE|stat::number_of_executed_units' "$out/fuzz-$t.log" | tail -2
  fi
done

if [ -n "$failed" ]; then
  echo "fuzz: crashes in:$failed" >&2
  exit 1
fi
echo "fuzz: no crashes"
