#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The Flatpak, really built and run (a step of `build-aux/setup.sh test`, in
# the GNOME 51 lane's count). No runtime can be downloaded on our machines,
# so this makes a stand-in one from the Debian sid root (the GNOME 51 stack
# that the sid lane builds and tests on), committed to a local ostree
# repository as org.gnome.Platform//51 and org.gnome.Sdk//51. Then it builds
# flatpak/io.github.schottworld.SchottWorld.json unchanged with flatpak-builder
# (offline: the app from this checkout, libstrophe from Debian's copy of the
# same upstream release), installs it and runs it sandboxed:
#
#   - the sandbox holds exactly the permissions the app uses;
#   - schott-cli plays a game to its end;
#   - a pack written in the sandbox lands in ~/.var/app/ID/data/;
#   - the window maps under Xvfb and its screenshot is not blank;
#   - F1 opens help (inside the sandbox: the app's own rules view when no
#     help viewer can be reached).
#
# Runs on the host: bubblewrap cannot make namespaces inside a chroot. Needs
# root (or sudo) for the bind mount and chroot that read the sid root.
# Everything it keeps lives in $SCHOTT_FLATPAK_CACHE (default: beside the
# roots, /var/cache/schott-world/flatpak), never in the checkout or in the
# caller's own Flatpak installation; the runtime is made again only when the
# sid root's packages change. Last line: "lane-result PASSED FAILED 0".
set -u

cd "$(dirname "$0")/.."
top=$PWD
app_id=io.github.schottworld.SchottWorld
manifest=flatpak/$app_id.json
roots=${SCHOTT_ROOTS:-/var/cache/schott-world/roots}
sid=$roots/sid
cache=${SCHOTT_FLATPAK_CACHE:-$(dirname "$roots")/flatpak}
mirror=${SCHOTT_MIRROR:-http://deb.debian.org/debian}
# Bump when the way the runtime is made changes: the cache is then remade.
recipe=4

sudo=
[ "$(id -u)" -ne 0 ] && sudo=sudo

passed=0
failed=0
say () { echo "flatpak: $*"; }
pass () { passed=$((passed + 1)); echo "flatpak: PASS $*"; }
fail () { failed=$((failed + 1)); echo "flatpak: FAIL $*"; }
finish () {
  echo "flatpak: $passed passed, $failed failed"
  echo "lane-result $passed $failed 0"
  exit 0
}
now () { date +%s; }

# Our own installation: the stand-in runtime and the app never mix with the
# caller's ~/.local/share/flatpak, and the cache survives between runs.
export FLATPAK_USER_DIR="$cache/installation"
arch=$(flatpak --default-arch 2>/dev/null || echo x86_64)
step_start=$(now)

for tool in curl python3 flatpak flatpak-builder ostree eu-strip xvfb-run dbus-run-session xdotool import convert compare unshare; do
  command -v "$tool" >/dev/null 2>&1 || { fail "tools: $tool is not installed on this host"; finish; }
done
if ! [ -f "$sid/.schott-root" ] || ! [ -x "$sid/usr/bin/meson" ]; then
  fail "runtime: the sid root $sid is missing or incomplete (the sid lane installs it)"
  finish
fi
$sudo mkdir -p "$cache"
[ -w "$cache" ] || sudo=sudo

# ---------------------------------------------------------------- runtime

runtime_key () {
  { echo "recipe $recipe $arch"; cat "$sid/var/lib/dpkg/status"; } | sha256sum | cut -c1-16
}

runtime_installed () {
  flatpak --user info "org.gnome.Platform//51" >/dev/null 2>&1 &&
    flatpak --user info "org.gnome.Sdk//51" >/dev/null 2>&1
}

write_metadata () {  # NAME FILE: flatpak wants no newline at the end
  printf '[Runtime]\nname=%s\nruntime=org.gnome.Platform/%s/51\nsdk=org.gnome.Sdk/%s/51' \
    "$1" "$arch" "$arch" > "$2"
}

make_runtime () {
  key=$(runtime_key)
  if [ "$(cat "$cache/runtime.key" 2>/dev/null)" = "$key" ] && runtime_installed; then
    say "stand-in GNOME 51 runtime up to date (sid root key $key)"
    return 0
  fi
  say "making the stand-in GNOME 51 runtime from $sid (key $key; once per change of the sid root)"
  t0=$(now)
  flatpak --user uninstall -y --noninteractive --all >/dev/null 2>&1 || true
  flatpak --user remote-delete --force schott-standin >/dev/null 2>&1 || true
  rm -rf "$cache/repo" "$cache/stage" "$cache/runtime.key"
  stage=$cache/stage
  mkdir -p "$stage/usr/files" "$stage/extra/files/etc" "$stage/platform"
  # The runtime is the root's /usr plus what of /etc the programs need:
  # fontconfig's configuration, the loader's paths, and the alternatives
  # that /usr/bin/cc, c++ and friends point through.
  for e in fonts ld.so.conf ld.so.conf.d alternatives; do
    [ -e "$sid/etc/$e" ] && cp -a "$sid/etc/$e" "$stage/extra/files/etc/"
  done
  # flatpak-builder 1.2 (Debian 12) composes the AppStream data with
  # appstream-glib's appstream-compose, which GNOME 51's stack no longer has;
  # flatpak-builder 1.4 (Flathub's) calls `appstreamcli compose` itself. The
  # stand-in SDK answers the old call the new way.
  mkdir -p "$stage/extra/files/bin"
  cat > "$stage/extra/files/bin/appstream-compose" <<'EOF'
#!/bin/sh
# appstream-compose as flatpak-builder 1.2 calls it, done by appstreamcli
# compose as flatpak-builder 1.4 does (a stand-in of build-aux/flatpak-ci.sh).
prefix=/app origin=flatpak id=
for a in "$@"; do
  case "$a" in
    --prefix=*) prefix=${a#*=} ;;
    --origin=*) origin=${a#*=} ;;
    -*) ;;
    *) id=$a ;;
  esac
done
# flatpak-builder 1.2 has moved the metainfo to the legacy share/appdata,
# where appstreamcli compose no longer looks; 1.4 leaves it in place.
for f in "$prefix"/share/appdata/*.appdata.xml; do
  [ -e "$f" ] || continue
  mkdir -p "$prefix/share/metainfo"
  b=${f##*/}
  [ -e "$prefix/share/metainfo/${b%.appdata.xml}.metainfo.xml" ] ||
    cp "$f" "$prefix/share/metainfo/${b%.appdata.xml}.metainfo.xml"
done
exec appstreamcli compose --prefix=/ --origin="$origin" \
  --result-root="$prefix" --data-dir="$prefix/share/app-info/xmls" \
  --icons-dir="$prefix/share/app-info/icons/flatpak" --components="$id" "$prefix"
EOF
  chmod 755 "$stage/extra/files/bin/appstream-compose"
  write_metadata org.gnome.Sdk "$stage/extra/metadata"
  write_metadata org.gnome.Platform "$stage/platform/metadata"
  ostree init --repo="$cache/repo" --mode=bare-user-only || return 1
  sdk_ref=runtime/org.gnome.Sdk/$arch/51
  # The root's /usr is bind-mounted into the staging tree (no 1.4 GB copy);
  # --canonical-permissions drops the setuid/setgid bits flatpak refuses.
  $sudo env SR_USR="$sid/usr" SR_FILES="$stage/usr/files" SR_REPO="$cache/repo" \
    SR_REF="$sdk_ref" SR_STAGE="$stage" SR_META="$(cat "$stage/extra/metadata")" \
    unshare --mount --propagation private sh -eu -c '
      mount --bind -o ro "$SR_USR" "$SR_FILES"
      ostree commit --repo="$SR_REPO" --branch="$SR_REF" \
        --subject="stand-in GNOME 51 SDK from Debian sid" \
        --tree=dir="$SR_STAGE/usr" --tree=dir="$SR_STAGE/extra" \
        --add-metadata-string "xa.metadata=$SR_META" --canonical-permissions >/dev/null
    ' || return 1
  # The Platform is the same tree with its own metadata: no second copy.
  ostree commit --repo="$cache/repo" --branch="runtime/org.gnome.Platform/$arch/51" \
    --subject="stand-in GNOME 51 Platform from Debian sid" \
    --tree=ref="$sdk_ref" --tree=dir="$stage/platform" \
    --add-metadata-string "xa.metadata=$(cat "$stage/platform/metadata")" \
    --canonical-permissions >/dev/null || return 1
  flatpak build-update-repo "$cache/repo" >/dev/null || return 1
  flatpak --user remote-add --if-not-exists --no-gpg-verify schott-standin "file://$cache/repo" || return 1
  flatpak --user install -y --noninteractive schott-standin \
    "org.gnome.Platform//51" "org.gnome.Sdk//51" >/dev/null || return 1
  rm -rf "$stage"
  echo "$key" > "$cache/runtime.key"
  say "stand-in runtime made and installed in $(( $(now) - t0 )) s ($(du -sh "$cache/repo" | cut -f1) repository)"
}

# ---------------------------------------------------------------- sources

# Each archive module of the manifest comes from Debian's mirror, the only
# network our CI has: the manifest names the .orig tarball of Debian's source
# package (the same bytes on Flathub's builders and here), and its sha256,
# which is checked here and again by flatpak-builder. Sid must ship the same
# upstream release (the sid lane compiles the app against it). Laid out as
# flatpak-builder's --extra-sources expects: downloads/SHA256/FILENAME.
fetch_sources () {
  python3 - "$manifest" <<'EOF' > "$cache/archives.list" || return 1
import json, sys
m = json.load(open(sys.argv[1]))
for mod in m["modules"]:
    if not isinstance(mod, dict):
        continue
    for s in mod.get("sources", []):
        if s.get("type") == "archive":
            print(mod["name"], s["sha256"], s["url"])
EOF
  while read -r module sha url; do
    name=${url##*/}
    case "$url" in
      https://deb.debian.org/debian/pool/*/*.orig.tar.*) ;;
      *) say "$module: $url is not on Debian's mirror, which is all CI can reach"; return 1 ;;
    esac
    source=${name%%_*}
    version=${name#*_}
    version=${version%.orig.tar.*}
    in_sid=$(awk -v src="$source" '
      $1 == "Package:" && $2 == src { want = 1 }
      want && $1 == "Version:" { print $2; exit }
      $1 == "Source:" && $2 == src { v = $3; gsub(/[()]/, "", v); if (v != "") { print v; exit } else want = 1 }' \
      "$sid"/var/lib/apt/lists/*_sid_main_binary-*_Packages)
    upstream=${in_sid#*:}
    upstream=${upstream%-*}
    if [ "$upstream" != "$version" ]; then
      say "$module: the manifest builds $version, Debian sid has ${in_sid:-nothing} from $source"
      return 1
    fi
    dest=$cache/sources/downloads/$sha
    if [ -f "$dest/$name" ]; then
      say "source of $module: $name (cached; sid has $source $in_sid)"
      continue
    fi
    mkdir -p "$dest"
    if ! curl -fsS --retry 3 -o "$dest/$name.part" "$mirror/${url#https://deb.debian.org/debian/}"; then
      say "$module: could not fetch $mirror/${url#https://deb.debian.org/debian/}"
      return 1
    fi
    got=$(sha256sum "$dest/$name.part" | cut -d' ' -f1)
    if [ "$got" != "$sha" ]; then
      say "$module: $name has sha256 $got, the manifest says $sha"
      rm -f "$dest/$name.part"
      return 1
    fi
    mv "$dest/$name.part" "$dest/$name"
    say "source of $module: $name from Debian's mirror, sha256 as in the manifest (sid has $source $in_sid)"
  done < "$cache/archives.list"
}

# ---------------------------------------------------------------- build

build_app () {
  t0=$(now)
  log=$cache/build.log
  if flatpak-builder --user --install --force-clean --disable-rofiles-fuse \
       --disable-download --disable-updates \
       --state-dir="$cache/builder" --extra-sources="$cache/sources" \
       "$cache/build" "$manifest" > "$log" 2>&1; then
    say "flatpak-builder built and installed $app_id in $(( $(now) - t0 )) s"
    return 0
  fi
  tail -n 40 "$log"
  return 1
}

# ---------------------------------------------------------------- run

# What the sandbox may hold, each with what the app does with it. Anything
# else in `flatpak info --show-permissions` fails the step: no files, no
# bus names.
allowed_permission () {
  case "$1" in
    shared=ipc) ;;             # X11 shared memory for the window (fallback-x11)
    shared=network) ;;         # online tables over XMPP (schott-cli online, src/core/sw-xmpp.c)
    sockets=wayland) ;;        # the window
    sockets=fallback-x11) ;;   # the window where there is no Wayland
    sockets=x11) echo "$perms" | grep -q '^sockets=.*fallback-x11' ;;  # listed with fallback-x11
    devices=dri) ;;            # GL rendering on a GPU (src/shell/sw-renderer.c)
    *) return 1 ;;
  esac
}

check_permissions () {
  perms=$(flatpak --user info --show-permissions "$app_id" 2>&1) || { echo "$perms"; return 1; }
  echo "$perms" | sed 's/^/    /'
  bad=
  for entry in $(echo "$perms" | grep -v '^\[' | grep '='); do
    key=${entry%%=*}
    for value in $(echo "${entry#*=}" | tr ';' ' '); do
      allowed_permission "$key=$value" || bad="$bad $key=$value"
    done
  done
  if echo "$perms" | grep -q '^\[' && [ "$(echo "$perms" | grep '^\[' | tr -d '\n')" != "[Context]" ]; then
    bad="$bad $(echo "$perms" | grep '^\[' | grep -v '^\[Context\]' | tr '\n' ' ')"
  fi
  [ -z "$bad" ] || { say "permissions the app does not use:$bad"; return 1; }
}

play_cli () {
  out=$(flatpak run --command=schott-cli "$app_id" play --seed 7 --ai normal,easy 2>&1)
  rc=$?
  echo "$out" | tail -n 3 | sed 's/^/    /'
  [ "$rc" -eq 0 ] && echo "$out" | grep -q 'winner' &&
    echo "$out" | tail -n 1 | grep -Eq '^[0-9]+ stages, [0-9]+ turns$'
}

save_pack () {
  packs=$HOME/.var/app/$app_id/data/schott-world/packs
  flatpak run --command=sh "$app_id" -c '
    set -e
    packs="${XDG_DATA_HOME:?}/schott-world/packs"
    mkdir -p "$packs"
    schott-cli pack export-csv /app/share/schott-world/packs/glass-and-light.schott-pack.xml -o /tmp/pack.csv
    schott-cli pack import-csv /tmp/pack.csv \
      --into /app/share/schott-world/packs/glass-and-light.schott-pack.xml \
      -o "$packs/ci-copy.schott-pack.xml"
    schott-cli pack validate "$packs/ci-copy.schott-pack.xml"' 2>&1 | tail -n 2 | sed 's/^/    /'
  [ -s "$packs/ci-copy.schott-pack.xml" ] || { say "no pack in $packs"; return 1; }
  say "the sandbox's pack is on the host: ${packs#"$HOME/"}/ci-copy.schott-pack.xml ($(wc -c < "$packs/ci-copy.schott-pack.xml") bytes)"
}

# Under Xvfb and a session bus of its own: the window maps, a screenshot of
# it is not blank, and F1 changes what it shows (help, or in the sandbox
# without a help viewer the app's own rules). Screenshots stay in $shots.
run_window () {
  shots=$cache/last-run
  rm -rf "$shots"
  mkdir -p "$shots"
  SHOTS=$shots APP_ID=$app_id xvfb-run -a -s '-screen 0 1280x800x24' \
    dbus-run-session -- sh -u -c '
      flatpak run "$APP_ID" > "$SHOTS/app.log" 2>&1 &
      app=$!
      wid=$(timeout 60 xdotool search --sync --onlyvisible --name "SCHOTT World" | head -n 1)
      if [ -z "$wid" ]; then
        echo "    no window within 60 s"; tail -n 20 "$SHOTS/app.log"; kill $app; exit 1
      fi
      sleep 3
      import -window root "$SHOTS/window.png"
      echo "    window $wid: $(xwininfo -id "$wid" | grep -E "Width|Height" | tr -s " " | tr "\n" " ")"
      xdotool windowfocus --sync "$wid" 2>/dev/null || true
      xdotool key F1
      sleep 3
      import -window root "$SHOTS/help.png"
      kill $app; wait $app 2>/dev/null
      true
    ' || return 1
  stats=$(convert "$shots/window.png" -format '%[fx:mean] %[fx:standard_deviation] %k' info:)
  set -- $stats
  say "window screenshot: mean $1, standard deviation $2, $3 colours ($shots/window.png)"
  if ! awk -v sd="$2" -v n="$3" 'BEGIN { exit !(sd > 0.05 && n >= 64) }'; then
    say "the window looks blank"
    return 1
  fi
  window_ok=1
}

check_help () {
  [ "${window_ok:-0}" = 1 ] || return 1
  changed=$(compare -metric AE -fuzz 2% "$shots/window.png" "$shots/help.png" null: 2>&1)
  total=$(convert "$shots/window.png" -format '%[fx:w*h]' info:)
  say "F1 changed $changed of $total pixels ($shots/help.png)"
  awk -v c="$changed" -v t="$total" 'BEGIN { exit !(c + 0 > t / 20) }'
}

# ---------------------------------------------------------------- steps

if make_runtime; then pass "runtime: stand-in org.gnome.Platform//51 and org.gnome.Sdk//51"
else fail "runtime: the stand-in GNOME 51 runtime could not be made"; finish; fi
if fetch_sources; then pass "sources: every archive module from Debian's mirror"
else fail "sources: an archive module's source could not be fetched"; finish; fi
if build_app; then pass "build: flatpak-builder $manifest (offline)"
else fail "build: flatpak-builder failed (log: $cache/build.log)"; finish; fi

# A home of its own: ~/.var/app of this run only.
HOME=$(mktemp -d /tmp/schott-flatpak-home.XXXXXX)
XDG_RUNTIME_DIR=$HOME/run
mkdir -m 700 "$XDG_RUNTIME_DIR"
export HOME XDG_RUNTIME_DIR
unset DBUS_SESSION_BUS_ADDRESS DISPLAY WAYLAND_DISPLAY

if check_permissions; then pass "permissions: only what the app uses"
else fail "permissions"; fi
if play_cli; then pass "schott-cli play --seed 7 --ai normal,easy in the sandbox"
else fail "schott-cli play in the sandbox"; fi
if save_pack; then pass "a pack saved in the sandbox is in ~/.var/app/$app_id/data/"
else fail "a pack saved in the sandbox"; fi
if run_window; then pass "the window maps under Xvfb, not blank"
else fail "the window under Xvfb"; fi
if check_help; then pass "F1 shows help in the sandbox"
else fail "F1 in the sandbox showed nothing new"; fi

rm -rf "$HOME"
say "the Flatpak step took $(( $(now) - step_start )) s"
finish
