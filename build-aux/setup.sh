#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds, and then runs the game or the tests.
#   build-aux/setup.sh run     start SCHOTT World (a terminal game without a display)
#   build-aux/setup.sh test    build and run every test: the Debian 13 lane
#                              (-Werror, ASan/UBSan, fuzzers) and the GNOME 51
#                              lane (Debian sid: -Werror, no deprecations, and
#                              the Flatpak built, installed and run)
#   build-aux/setup.sh shell [trixie|sid]   a shell in a build root (HACKING.md)
#
# SCHOTT World needs GTK 4.14, libadwaita 1.5 and GLib 2.80. Debian 13,
# Ubuntu 24.04 and newer have them and build natively. Debian 12 has not: there
# the script makes a Debian 13 root once (debootstrap, like a toolbox or a
# Flatpak SDK) and builds, tests and runs inside it. The sid lane always runs
# in a sid root. Roots live in $SCHOTT_ROOTS (default /var/cache/schott-world/roots)
# and are reused by every later run.
set -eu

cd "$(dirname "$0")/.."
top=$PWD
mode=${1:-run}
roots=${SCHOTT_ROOTS:-/var/cache/schott-world/roots}
mirror=${SCHOTT_MIRROR:-http://deb.debian.org/debian}

say () { echo "setup: $*"; }

# Packages: what building and running needs, what the tests add, what only
# the main lane (sanitizers, fuzzers, manifest, benchmarks) needs.
packages_build="build-essential pkg-config meson ninja-build libgtk-4-dev libstrophe-dev libsecret-1-dev
  libadwaita-1-dev libglib2.0-dev libxml2-dev libxml2-utils gettext itstool
  desktop-file-utils librsvg2-common libgl1-mesa-dri fonts-noto-cjk python3"
packages_test="yelp-tools appstream xvfb xauth x11-utils xdotool imagemagick
  dbus-daemon at-spi2-core python3-pyatspi locales poppler-utils shared-mime-info
  prosody python3-slixmpp"
packages_main_lane="clang flatpak flatpak-builder gnome-chess appstream-util"
# The Flatpak step (build-aux/flatpak-ci.sh): what the sid root must hold to
# serve as the stand-in SDK for the manifest's modules (libstrophe builds with
# autotools against OpenSSL and zlib; flatpak-builder composes the AppStream
# data in it), and what the host runs flatpak and flatpak-builder with (it
# strips the build with elfutils on the host).
packages_flatpak_sdk="autoconf automake libtool libssl-dev zlib1g-dev
  appstream-compose"
packages_flatpak_host="flatpak flatpak-builder ostree elfutils debugedit xvfb
  xauth x11-utils xdotool imagemagick dbus-daemon curl python3"
test_locales="en_US de_DE fr_FR id_ID zh_CN it_IT"

sudo=
[ "$(id -u)" -ne 0 ] && sudo=sudo

distro=unknown
if [ -r /etc/os-release ]; then
  distro=$(. /etc/os-release; echo "${ID:-unknown} ${VERSION_ID:-${VERSION_CODENAME:-}}")
fi

# Where this machine builds: natively, or in a Debian 13 root.
case "$distro" in
  "debian 12"*) native=no ;;
  "ubuntu 24.04"*) native=yes; packages_main_lane="$packages_main_lane libclang-rt-18-dev" ;;
  "debian "*|"ubuntu 24."*|"ubuntu 25."*|"ubuntu 26."*)
    native=yes; packages_main_lane="$packages_main_lane libclang-rt-dev" ;;
  *)
    say "this script knows Debian 12 and newer and Ubuntu 24.04 and newer." >&2
    say "on $distro, install GTK >= 4.14, libadwaita >= 1.5, GLib >= 2.80," >&2
    say "libxml2, meson and gettext yourself, then:" >&2
    say "  meson setup build && meson devenv -C build schott-world" >&2
    exit 1
    ;;
esac

# ---------------------------------------------------------------- packages

install_missing () {
  missing=
  for p in "$@"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed'; then
      missing="$missing $p"
    fi
  done
  [ -z "$missing" ] && return 0
  say "installing:$missing"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  # shellcheck disable=SC2086
  $sudo apt-get install -y -qq --no-install-recommends $missing
}

# Tests switch languages through real locales (glibc 2.41 ignores LANGUAGE
# under C.UTF-8).
ensure_locales () {
  have=$(locale -a 2>/dev/null | tr 'A-Z' 'a-z')
  wanted=
  for l in $test_locales; do
    echo "$have" | grep -qx "$(echo "$l.utf8" | tr 'A-Z' 'a-z')" || wanted="$wanted $l"
  done
  [ -z "$wanted" ] && return 0
  say "generating locales:$wanted"
  for l in $wanted; do
    if [ -f /etc/locale.gen ] && ! grep -q "^$l.UTF-8 UTF-8" /etc/locale.gen; then
      echo "$l.UTF-8 UTF-8" | $sudo tee -a /etc/locale.gen >/dev/null
    fi
  done
  if [ -f /etc/locale.gen ]; then $sudo locale-gen >/dev/null
  else for l in $wanted; do $sudo locale-gen "$l.UTF-8" >/dev/null; done
  fi
}

# ---------------------------------------------------------------- roots

# Makes ROOT a Debian SUITE root once; later runs find it ready.
make_root () {
  suite=$1 dir=$2
  [ -f "$dir/.schott-root" ] && return 0
  install_missing debootstrap debian-archive-keyring
  say "creating a Debian $suite root in $dir (once; later runs reuse it)"
  $sudo rm -rf "$dir.new"
  $sudo mkdir -p "$(dirname "$dir")"
  keyring=/usr/share/keyrings/debian-archive-keyring.gpg
  if ! $sudo debootstrap --variant=minbase --keyring="$keyring" "$suite" "$dir.new" "$mirror" \
       2>&1 | $sudo tee "$dir.log" >/dev/null || ! [ -x "$dir.new/usr/bin/apt-get" ]; then
    echo "setup: debootstrap $suite failed:" >&2
    tail -5 "$dir.log" >&2
    return 1
  fi
  # The mirror may be a snapshot; sid's Release file expires after a week.
  [ "$suite" = sid ] &&
    echo 'Acquire::Check-Valid-Until "false";' |
      $sudo tee "$dir.new/etc/apt/apt.conf.d/99schott-snapshot" >/dev/null
  echo "$suite" | $sudo tee "$dir.new/.schott-root" >/dev/null
  $sudo mv "$dir.new" "$dir"
}

# Runs COMMAND… inside ROOT with this checkout at the same path, as the
# calling user (root for package installs when AS_ROOT=1). The mounts live in
# a private mount namespace and vanish with it.
in_root () {
  dir=$1; shift
  user=$(id -u):$(id -g)
  [ "${AS_ROOT:-0}" = 1 ] && user=0:0
  $sudo cp /etc/resolv.conf "$dir/etc/resolv.conf" 2>/dev/null || true
  $sudo env \
    SR_DIR="$dir" SR_TOP="$top" SR_USER="$user" SR_HOME="$HOME" \
    SR_DISPLAY="${DISPLAY:-}" SR_XAUTH="${XAUTHORITY:-}" \
    SR_WAYLAND="${WAYLAND_DISPLAY:-}" SR_RUNTIME="${XDG_RUNTIME_DIR:-}" \
    SR_BUS="${DBUS_SESSION_BUS_ADDRESS:-}" \
    SR_LANG="${SCHOTT_ROOT_LANG:-C.UTF-8}" SR_LANGUAGE="${SCHOTT_ROOT_LANGUAGE:-}" \
    unshare --mount --propagation private --fork sh -eu -c '
      cd "$SR_DIR"
      mount -t proc proc proc
      mount --rbind /sys sys
      mount --rbind /dev dev
      mkdir -p "./$SR_TOP" tmp/.X11-unix
      mount --bind "$SR_TOP" "./$SR_TOP"
      [ -d /tmp/.X11-unix ] && mount --bind /tmp/.X11-unix tmp/.X11-unix
      if [ "$SR_HOME" != /root ] && [ -d "$SR_HOME" ]; then
        mkdir -p "./$SR_HOME"; mount --bind "$SR_HOME" "./$SR_HOME"
      fi
      if [ -n "$SR_RUNTIME" ] && [ -d "$SR_RUNTIME" ]; then
        mkdir -p "./$SR_RUNTIME"; mount --bind "$SR_RUNTIME" "./$SR_RUNTIME"
      fi
      if [ -n "$SR_XAUTH" ] && [ -f "$SR_XAUTH" ]; then
        mkdir -p "./$(dirname "$SR_XAUTH")"; touch "./$SR_XAUTH"
        mount --bind "$SR_XAUTH" "./$SR_XAUTH"
      fi
      exec chroot --userspec="$SR_USER" . env -i \
        PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        HOME="$SR_HOME" TERM="${TERM:-dumb}" LANG="$SR_LANG" ${SR_LANGUAGE:+LANGUAGE=$SR_LANGUAGE} CI="${CI:-}" \
        DISPLAY="$SR_DISPLAY" XAUTHORITY="$SR_XAUTH" \
        ${SR_WAYLAND:+WAYLAND_DISPLAY=$SR_WAYLAND} ${SR_RUNTIME:+XDG_RUNTIME_DIR=$SR_RUNTIME} \
        DBUS_SESSION_BUS_ADDRESS="$SR_BUS" \
        SCHOTT_IN_ROOT=1 SCHOTT_SETUP_INSIDE=1 \
        sh -c "cd \"$SR_TOP\" && exec \"\$@\"" sh "$@"
    ' sh "$@"
}

# Prepares the SUITE root and runs `setup.sh MODE` in it.
run_in_root () {
  suite=$1 mode=$2
  dir=$roots/$suite
  make_root "$suite" "$dir" || return 75
  AS_ROOT=1 in_root "$dir" build-aux/setup.sh "_install-$mode" || return 75
  in_root "$dir" build-aux/setup.sh "$mode"
}

# ---------------------------------------------------------------- building

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

# The Debian 13 (or native) lane: every test with -Werror, again under
# ASan/UBSan, and the fuzzers. Prints "PASSED FAILED" last.
lane_main () {
  failed=0
  configure build-test -Dwerror=true
  meson compile -C build-test
  meson test -C build-test --print-errorlogs --num-processes 2 || failed=1
  configure build-asan -Dwerror=true -Db_sanitize=address,undefined \
    -Db_lundef=false -Dbuildtype=debug -Doptimization=1 -Dsanitized=true
  meson compile -C build-asan
  GSK_RENDERER=cairo GDK_DISABLE=gl \
    meson test -C build-asan --print-errorlogs --num-processes 2 \
    --timeout-multiplier 4 --no-suite slow-under-sanitizer || failed=1
  fuzz_failed=0
  build-aux/fuzz.sh 30 || fuzz_failed=1
  set -- $(count_results build-test) $(count_results build-asan)
  echo "lane-result $(($1 + $3 + 1 - fuzz_failed)) $(($2 + $4 + fuzz_failed)) $failed"
}

# The GNOME 51 lane (Debian sid): every test with -Werror, and a build with
# the version pins raised to what is installed and deprecations as errors.
lane_sid () {
  failed=0
  configure build-sid -Dwerror=true
  meson compile -C build-sid
  meson test -C build-sid --print-errorlogs --num-processes 2 || failed=1
  latest_ok=1
  configure build-sid-latest -Dwerror=true -Dapi=latest
  meson compile -C build-sid-latest || { latest_ok=0; failed=1; }
  set -- $(count_results build-sid)
  echo "lane-result $(($1 + latest_ok)) $(($2 + 1 - latest_ok)) $failed"
}

# Runs a lane, shows its output, and leaves "PASSED FAILED" in $lane_counts.
# A lane's last line is "lane-result PASSED FAILED RUNNER-FAILED"; without
# it, the lane failed. Exit 75 means its root could not be installed.
run_lane () {
  name=$1; shift
  log=$(mktemp)
  { "$@" && echo 0 > "$log.rc" || echo "$?" > "$log.rc"; } 2>&1 | tee "$log"
  rc=$(cat "$log.rc" 2>/dev/null || echo 1)
  result=$(grep '^lane-result ' "$log" | tail -n 1 || true)
  rm -f "$log" "$log.rc"
  if [ -n "$result" ]; then
    set -- $result
    lane_counts="$2 $3"
    [ "$4" -eq 0 ] || [ "$3" -gt 0 ] || lane_counts="$2 1"
  elif [ "$rc" -eq 75 ] && [ "$name" = "Debian sid" ]; then
    echo
    echo "!!! $name LANE NOT RUN: its build root could not be installed today (see the"
    echo "!!! packages named above). This is the distribution's state, not our code."
    echo
    lane_counts="0 0"
  else
    echo "setup: the $name lane stopped early (exit $rc)" >&2
    lane_counts="0 1"
  fi
}

# ---------------------------------------------------------------- modes

case "$mode" in
  _install-run)
    install_missing $packages_build
    # the game speaks the caller's language: make that locale in the root
    case "${LANG:-}" in
      *_*.UTF-8|*_*.utf8)
        test_locales=${LANG%%.*}
        install_missing locales
        ensure_locales
        ;;
    esac
    exit 0
    ;;
  _install-test-main)
    install_missing $packages_build $packages_test $packages_main_lane
    ensure_locales
    exit 0
    ;;
  _install-test-sid)
    # sid's archive can be mid-transition: say which package could not be had
    install_missing $packages_build $packages_test $packages_flatpak_sdk || {
      echo "setup: SID LANE: these packages could not be installed today:" >&2
      apt-get install -s --no-install-recommends $packages_build $packages_test \
        $packages_flatpak_sdk 2>&1 |
        grep -E '^ |^E:|Depends' | head -20 >&2
      exit 75
    }
    ensure_locales
    exit 0
    ;;
  _install-shell)
    # the sid root has the sid lane's packages (sid lacks appstream-util)
    if [ "$(cat /.schott-root 2>/dev/null)" = sid ]; then
      install_missing $packages_build $packages_test
    else
      install_missing $packages_build $packages_test $packages_main_lane
    fi
    ensure_locales
    exit 0
    ;;
  test-main) lane_main; exit 0 ;;
  test-sid) lane_sid; exit 0 ;;
  # only inside a root: outside, "shell" makes the root and enters it below
  shell) [ -n "${SCHOTT_SETUP_INSIDE:-}" ] && exec "${SHELL:-/bin/sh}" ;;
esac

if [ -n "${SCHOTT_SETUP_INSIDE:-}" ] && [ "$mode" != run ]; then
  echo "usage: $0 run|test|shell" >&2
  exit 2
fi

case "$mode" in
  run)
    if [ "$native" = yes ]; then
      [ -z "${SCHOTT_SETUP_INSIDE:-}" ] && install_missing $packages_build
      configure build -Dtests=false
      meson compile -C build
      if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
        exec meson devenv -C build schott-world
      fi
      say "no display; playing a computer game in the terminal instead."
      exec meson devenv -C build schott-cli play --seed "$(date +%s)" --ai normal,easy
    fi
    # the root starts with a clean environment: it gets the caller's language
    SCHOTT_ROOT_LANG=${LC_ALL:-${LC_MESSAGES:-${LANG:-C.UTF-8}}}
    SCHOTT_ROOT_LANGUAGE=${LANGUAGE:-}
    export SCHOTT_ROOT_LANG SCHOTT_ROOT_LANGUAGE
    run_in_root trixie run
    ;;
  test)
    if [ "$native" = yes ]; then
      install_missing $packages_build $packages_test $packages_main_lane
      ensure_locales
      run_lane "Debian 13" build-aux/setup.sh test-main
    else
      run_lane "Debian 13" run_in_root trixie test-main
    fi
    set -- $lane_counts
    main_passed=$1 main_failed=$2
    run_lane "Debian sid" run_in_root sid test-sid
    set -- $lane_counts
    sid_passed=$1 sid_failed=$2
    # The Flatpak, built against a stand-in GNOME 51 runtime made from the sid
    # root and run sandboxed; on the host (bubblewrap cannot work in a chroot).
    # Counted in the GNOME 51 lane; a missing tool fails it there, loudly.
    install_missing $packages_flatpak_host || say "the Flatpak step's tools could not be installed"
    run_lane "Flatpak" build-aux/flatpak-ci.sh
    set -- $lane_counts
    sid_passed=$((sid_passed + $1)) sid_failed=$((sid_failed + $2))
    echo
    echo "Debian 13 lane (plain build, sanitizer build, fuzzers): $main_passed passed, $main_failed failed"
    echo "GNOME 51 lane (Debian sid; plain build, newest API without deprecations, the Flatpak built and run): $sid_passed passed, $sid_failed failed"
    echo "tests (both lanes):"
    echo "$((main_passed + sid_passed)) passed, $((main_failed + sid_failed)) failed"
    [ "$main_failed" -eq 0 ] && [ "$sid_failed" -eq 0 ]
    ;;
  shell)
    suite=${2:-trixie}
    make_root "$suite" "$roots/$suite"
    AS_ROOT=1 in_root "$roots/$suite" build-aux/setup.sh _install-shell
    say "a shell in the Debian $suite root, in this checkout (exit to leave)"
    in_root "$roots/$suite" build-aux/setup.sh shell
    ;;
  *)
    echo "usage: $0 run|test|shell [trixie|sid]" >&2
    exit 2
    ;;
esac
