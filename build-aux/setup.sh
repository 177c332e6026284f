#!/bin/sh
# Installs what is missing, builds, and then runs the game or the tests.
#   build-aux/setup.sh run    start SCHOTT World (a terminal game without a display)
#   build-aux/setup.sh test   build and run every test, also under ASan/UBSan
set -eu

cd "$(dirname "$0")/.."
mode=${1:-run}

packages_common="build-essential pkg-config meson ninja-build libgtk-4-dev
  libadwaita-1-dev libglib2.0-dev libxml2-dev libxml2-utils gettext itstool
  yelp-tools appstream appstream-util desktop-file-utils xvfb xauth x11-utils
  xdotool imagemagick dbus-daemon at-spi2-core python3-pyatspi libgl1-mesa-dri
  fonts-noto-cjk python3"
packages_test="clang flatpak flatpak-builder gnome-chess"

distro=unknown
if [ -r /etc/os-release ]; then
  . /etc/os-release
  distro="${ID:-unknown} ${VERSION_ID:-}"
fi

case "$distro" in
  "debian 12"*) rt=libclang-rt-14-dev ;;
  "ubuntu 24.04"*) rt=libclang-rt-18-dev ;;
  debian*|ubuntu*) rt=libclang-rt-dev ;;
  *) rt= ;;
esac

wanted=$packages_common
[ "$mode" = test ] && wanted="$wanted $packages_test $rt"

if [ -z "$rt" ] || ! command -v dpkg-query >/dev/null 2>&1; then
  echo "setup: this script installs packages on Debian 12 and Ubuntu 24.04 only." >&2
  echo "setup: on $distro, install the equivalents of these packages yourself:" >&2
  echo "  $wanted" | tr -s ' \n' ' ' >&2; echo >&2
  echo "setup: then run: meson setup build && meson devenv -C build schott-world" >&2
  exit 1
fi

missing=
for p in $wanted; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed'; then
    missing="$missing $p"
  fi
done

if [ -n "$missing" ]; then
  echo "setup: installing:$missing"
  sudo=
  [ "$(id -u)" -ne 0 ] && sudo=sudo
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  # shellcheck disable=SC2086
  $sudo apt-get install -y -qq --no-install-recommends $missing
fi

# Counts meson's test results in DIR's log: "PASSED FAILED".
count_results () {
  log=$1/meson-logs/testlog.json
  [ -f "$log" ] || { echo "0 0"; return; }
  passed=$(grep -c '"result": "\(OK\|EXPECTEDFAIL\)"' "$log" || true)
  total=$(grep -c '"result": ' "$log" || true)
  echo "$passed $((total - passed))"
}

configure () {
  dir=$1; shift
  if [ -f "$dir/build.ninja" ]; then
    meson setup --reconfigure "$dir" "$@" >/dev/null
  else
    meson setup "$dir" "$@"
  fi
}

case "$mode" in
  run)
    configure build
    meson compile -C build
    if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
      exec meson devenv -C build schott-world
    fi
    echo "setup: no display; playing a computer game in the terminal instead."
    exec meson devenv -C build schott-cli play --seed "$(date +%s)" --ai normal,easy
    ;;
  test)
    failed=0
    # 1. warnings are errors; every test
    configure build-test -Dwerror=true
    meson compile -C build-test
    meson test -C build-test --print-errorlogs --num-processes 2 || failed=1
    # 2. the same under AddressSanitizer and UndefinedBehaviorSanitizer
    configure build-asan -Dwerror=true -Db_sanitize=address,undefined \
      -Db_lundef=false -Dbuildtype=debug -Doptimization=1 -Dsanitized=true
    meson compile -C build-asan
    GSK_RENDERER=cairo GDK_DEBUG=gl-disable \
      meson test -C build-asan --print-errorlogs --num-processes 2 \
      --timeout-multiplier 4 --no-suite slow-under-sanitizer || failed=1
    # 3. the fuzzers, briefly, with clang's libFuzzer
    fuzz_failed=0
    build-aux/fuzz.sh 30 || fuzz_failed=1
    set -- $(count_results build-test) $(count_results build-asan)
    passed=$(($1 + $3 + 1 - fuzz_failed))
    failures=$(($2 + $4 + fuzz_failed))
    echo
    echo "tests (plain build, sanitizer build, fuzzers):"
    echo "$passed passed, $failures failed"
    [ "$failed" -eq 0 ] && [ "$failures" -eq 0 ]
    ;;
  *)
    echo "usage: $0 run|test" >&2
    exit 2
    ;;
esac
