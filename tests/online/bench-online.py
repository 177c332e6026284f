# SPDX-License-Identifier: GPL-3.0-or-later
"""Online benchmarks through a real Prosody on 127.0.0.1 (issue 25):

latency  how long a move takes from one client to another: the host's
         seats (the host itself and its computer) play SCHOTT against a
         guest on another process; each move's line is stamped when the
         host prints it and when the guest prints it, and the difference
         is the move's way through the server (sent, routed by the room,
         received, checked by the guest's own engine, applied). Games are
         played until at least MOVES such moves were timed.
tables   how many tables of computer players one local server holds: N
         hosts start at once, each with a table of two computer seats, and
         every game must finish with its deal verified; the server's CPU
         time is read from /proc.

Prints figures, asserts nothing about speed (the machine decides that);
exits 1 only when a game fails. Usage:
  bench-online.py SCHOTT-CLI latency [MOVES]
  bench-online.py SCHOTT-CLI tables [N] [GAME]"""

import json
import os
import selectors
import statistics
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from prosody_fixture import Prosody, DOMAIN  # noqa: E402

CLI = os.path.abspath(sys.argv[1])
CASE = sys.argv[2] if len(sys.argv) > 2 else "latency"
WORK = tempfile.mkdtemp(prefix="sw-bench-online-")


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def client_env(user):
    env = dict(os.environ, XDG_DATA_HOME=os.path.join(WORK, "data-" + user),
               SCHOTT_CLI_ONLINE_TIMEOUT="600", G_MESSAGES_DEBUG="", LANG="C.UTF-8")
    env.pop("LANGUAGE", None)
    return env


def start(server, user, args):
    return subprocess.Popen(
        [CLI, "online", *args, "--jid", f"{user}@{DOMAIN}", "--password-file",
         os.path.join(WORK, user + ".pw"), "--server", f"127.0.0.1:{server.port}", "--json"],
        stdout=subprocess.PIPE, stderr=open(os.path.join(WORK, user + ".err"), "a"),
        env=client_env(user))


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def one_timed_game(server, seat_of_host):
    """Plays a SCHOTT game host (+ a normal computer) against guest ana;
    returns the latencies in ms of the moves by the host's seats."""
    host = start(server, "host", ["host", "--game", "schott", "--players", "3", "--computers", "normal",
                                  "--invite", f"ana@{DOMAIN}", "--ai", "normal"])
    stamps = {"host": {}, "ana": {}}
    lines = {"host": [], "ana": []}
    buffers = {}
    selector = selectors.DefaultSelector()
    selector.register(host.stdout, selectors.EVENT_READ, "host")
    buffers["host"] = b""
    guest = None
    open_streams = 1
    deadline = time.monotonic() + 600
    while open_streams and time.monotonic() < deadline:
        for key, _ in selector.select(timeout=1):
            now = time.monotonic()
            who = key.data
            chunk = os.read(key.fileobj.fileno(), 65536)
            if not chunk:
                selector.unregister(key.fileobj)
                open_streams -= 1
                continue
            buffers[who] += chunk
            while b"\n" in buffers[who]:
                raw, buffers[who] = buffers[who].split(b"\n", 1)
                line = raw.decode()
                lines[who].append(line)
                words = line.split()
                if words[:1] == ["Move"] and len(words) >= 4:
                    stamps[who].setdefault(words[1].rstrip(":"), (now, int(words[3])))
                if who == "host" and words[:1] == ["table"] and guest is None:
                    guest = start(server, "ana", ["join", "--table", words[1], "--ai", "normal"])
                    buffers["ana"] = b""
                    selector.register(guest.stdout, selectors.EVENT_READ, "ana")
                    open_streams += 1
    for process in (host, guest):
        if process is not None and process.wait(60) != 0:
            fail(f"a client exited {process.returncode}; see {WORK}")
    results = [json.loads(lines[who][-1]) for who in ("host", "ana")]
    if results[0] != results[1] or not results[0]["deal_verified"]:
        fail(f"the clients disagree or the deal was not verified: {results}")
    latencies = []
    for n, (t_host, seat) in stamps["host"].items():
        if seat in seat_of_host and n in stamps["ana"]:
            latencies.append((stamps["ana"][n][0] - t_host) * 1000)
    return latencies


def latency(server, wanted):
    latencies = []
    games = 0
    began = time.monotonic()
    while len(latencies) < wanted:
        latencies += one_timed_game(server, {1, 2})
        games += 1
    print(f"online latency: {len(latencies)} moves in {games} SCHOTT games "
          f"({time.monotonic() - began:.0f} s), from the host's client to the guest's through Prosody on 127.0.0.1")
    print(f"  median {statistics.median(latencies):.1f} ms, 95th percentile {percentile(latencies, 95):.1f} ms, "
          f"99th {percentile(latencies, 99):.1f} ms, max {max(latencies):.1f} ms")
    edges = [2, 5, 10, 20, 35, 50, 100]
    counts = [sum(1 for v in latencies if lo <= v < hi) for lo, hi in zip([0] + edges, edges + [float("inf")])]
    print("  moves by latency (ms): " + ", ".join(
        f"{lo}–{hi}: {c}" for lo, hi, c in zip([0] + edges, edges + ["∞"], counts)))


def tables(server, n, game):
    began = time.monotonic()
    cpu_before = server.cpu_seconds()
    hosts = []
    for i in range(n):
        user = f"table{i}"
        hosts.append((user, subprocess.Popen(
            [CLI, "online", "host", "--game", game, "--players", "2", "--computers", "normal",
             "--ai", "normal", "--jid", f"{user}@{DOMAIN}", "--password-file", os.path.join(WORK, user + ".pw"),
             "--server", f"127.0.0.1:{server.port}", "--json"],
            stdout=open(os.path.join(WORK, user + ".out"), "w"),
            stderr=open(os.path.join(WORK, user + ".err"), "w"), env=client_env(user))))
    failed = []
    for user, process in hosts:
        try:
            code = process.wait(1800)
        except subprocess.TimeoutExpired:
            process.kill()
            code = "timeout"
        out = open(os.path.join(WORK, user + ".out")).read().strip().splitlines()
        ok = code == 0 and out and out[-1].startswith("{") and json.loads(out[-1])["deal_verified"]
        if not ok:
            failed.append(f"{user} ({code})")
    elapsed = time.monotonic() - began
    cpu = server.cpu_seconds() - cpu_before
    print(f"online tables: {n} {game} tables of two computer players at once on one Prosody: "
          f"{n - len(failed)} finished with the deal verified, {len(failed)} failed, in {elapsed:.0f} s")
    print(f"  the server's CPU: {cpu:.1f} s ({100 * cpu / elapsed:.0f} % of one core on average)")
    if failed:
        fail("failed: " + ", ".join(failed[:10]) + f"; see {WORK}")


def main():
    server = Prosody()
    users = ["host", "ana"]
    if CASE == "tables":
        users = [f"table{i}" for i in range(int(sys.argv[3]) if len(sys.argv) > 3 else 100)]
    for user in users:
        server.register(user, "secret-" + user)
        with open(os.path.join(WORK, user + ".pw"), "w") as f:
            f.write("secret-" + user + "\n")
    with server:
        if CASE == "latency":
            latency(server, int(sys.argv[3]) if len(sys.argv) > 3 else 1000)
        elif CASE == "tables":
            tables(server, len(users), sys.argv[4] if len(sys.argv) > 4 else "schott")
        else:
            fail(f"no benchmark {CASE}")


if __name__ == "__main__":
    main()
