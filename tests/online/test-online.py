# SPDX-License-Identifier: GPL-3.0-or-later
"""Online tables through a real Prosody on 127.0.0.1: headless clients
(schott-cli online host|join) play whole games; clients are killed and
started again; a hostile client floods the table; a guest's model is
inspected. Usage: test-online.py SCHOTT-CLI CASE"""

import json
import os
import signal
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from prosody_fixture import Prosody, DOMAIN  # noqa: E402

CLI = os.path.abspath(sys.argv[1])
CASE = sys.argv[2]
WORK = tempfile.mkdtemp(prefix="sw-online-")
USERS = ["host", "ana", "ben", "cleo", "mallory"]


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


class Client:
    def __init__(self, server, user, args, data=None, env_extra=None):
        self.user = user
        self.data = data or os.path.join(WORK, "data-" + user)
        env = dict(os.environ, XDG_DATA_HOME=self.data, SCHOTT_CLI_ONLINE_TIMEOUT="240",
                   G_MESSAGES_DEBUG="", LANG="C.UTF-8", **(env_extra or {}))
        env.pop("LANGUAGE", None)
        self.err_path = os.path.join(WORK, f"{user}-{time.time_ns()}.err")
        self.out_path = self.err_path[:-4] + ".out"
        self.process = subprocess.Popen(
            [CLI, "online", *args, "--jid", f"{user}@{DOMAIN}", "--password-file",
             os.path.join(WORK, user + ".pw"), "--server", f"127.0.0.1:{server.port}", "--json"],
            stdout=open(self.out_path, "w"), stderr=open(self.err_path, "w"), env=env)

    def first_line(self, timeout=30):
        deadline = time.time() + timeout
        while time.time() < deadline:
            with open(self.out_path) as f:
                line = f.readline()
            if line.endswith("\n"):
                return line.strip()
            if self.process.poll() is not None:
                fail(f"{self.user} exited {self.process.returncode}: {open(self.err_path).read()}")
            time.sleep(0.05)
        fail(f"{self.user} printed no first line")

    def rounds_played(self):
        with open(self.out_path) as f:
            return sum(1 for line in f if line.startswith("Round") or line.startswith("Move"))

    def kill(self):
        os.kill(self.process.pid, signal.SIGKILL)
        self.process.wait()

    def result(self, timeout=300):
        try:
            self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.kill()
            fail(f"{self.user} did not finish")
        out = open(self.out_path).read()
        err = open(self.err_path).read()
        lines = out.strip().splitlines()
        if not lines or not lines[-1].startswith("{"):
            fail(f"{self.user} ended without a JSON object (exit {self.process.returncode}):\n{out[-800:]}\n{err[-1500:]}")
        return self.process.returncode, json.loads(lines[-1]), err


def wait_rounds(client, n, timeout=60):
    deadline = time.time() + timeout
    while client.rounds_played() < n:
        if time.time() > deadline or client.process.poll() is not None:
            fail(f"{client.user} did not reach round {n} (exit {client.process.returncode}): "
                 + open(client.err_path).read()[-1500:])
        time.sleep(0.05)


def host_args(players, computers, invite, extra=(), game="best-path"):
    args = ["host", "--game", game, "--players", str(players), "--ai", "normal"]
    if computers:
        args += ["--computers", ",".join(computers)]
    if invite:
        args += ["--invite", ",".join(f"{u}@{DOMAIN}" for u in invite)]
    return args + list(extra)


def check_same(results, players, game="best-path"):
    first = None
    for user, (code, result, err) in results.items():
        if code != 0:
            fail(f"{user} exited {code}:\n{err[-1500:]}")
        if not result["deal_verified"]:
            fail(f"{user}: the deal was not verified")
        if result["game"] != game:
            fail(f"{user}: a game of {result['game']}, not {game}")
        moves_ok = result["moves"] == 15 * players if game == "best-path" else result["moves"] > 0
        if not moves_ok or len(result["players"]) != players:
            fail(f"{user}: {result['moves']} moves, {len(result['players'])} players")
        if first is None:
            first = result
        elif result != first:
            fail(f"{user} reports another result:\n{result}\n{first}")
    print("all clients agree:", json.dumps(first))
    return first


def play(server, players, computers, guests, game="best-path"):
    host = Client(server, "host", host_args(players, computers, guests, game=game))
    room = host.first_line().split()[1]
    joined = [Client(server, g, ["join", "--table", room, "--ai", "expert"]) for g in guests]
    results = {"host": host.result()}
    for g in joined:
        results[g.user] = g.result()
    first = check_same(results, players, game)
    if game == "schott" and not first["winners"]:
        fail("a SCHOTT game without a winner")
    return room, first, results


def start_hostile(server, room, game):
    """Mallory (a member without a seat) and cleo (outside) flood the table
    (paced over a few seconds); returns once mallory is in the room."""
    out = os.path.join(WORK, "hostile.out")
    process = subprocess.Popen(
        [sys.executable, os.path.join(os.path.dirname(os.path.abspath(__file__)), "hostile-client.py"),
         str(server.port), room, DOMAIN, "1000", game], stdout=open(out, "w"), stderr=subprocess.STDOUT)
    deadline = time.time() + 60
    while "joined" not in open(out).read():
        if time.time() > deadline or process.poll() is not None:
            fail("the hostile client did not join: " + open(out).read()[-1500:])
        time.sleep(0.05)
    return process, out


def end_hostile(hostile):
    process, out = hostile
    try:
        process.wait(240)
    except subprocess.TimeoutExpired:
        process.kill()
        fail("the hostile client did not finish")
    print(open(out).read()[-1500:])
    if process.returncode != 0:
        fail("the hostile client failed")


def main():
    server = Prosody()
    for user in USERS:
        server.register(user, "secret-" + user)
        with open(os.path.join(WORK, user + ".pw"), "w") as f:
            f.write("secret-" + user + "\n")
    with server:
        if CASE == "games":
            play(server, 2, [], ["ana"])
            play(server, 3, ["easy"], ["ana"])
            play(server, 4, ["expert"], ["ana", "ben"])
            play(server, 4, [], ["ana", "ben", "cleo"])
        elif CASE == "schott-games":
            play(server, 2, [], ["ana"], "schott")
            play(server, 3, ["easy"], ["ana"], "schott")
            play(server, 4, ["expert"], ["ana", "ben"], "schott")
            play(server, 4, [], ["ana", "ben", "cleo"], "schott")
        elif CASE == "schott-guest-model":
            # The guest's model is its player's view: no seed, no generator,
            # the draw pile only as its sorted cards, no unplayed event known.
            dump = os.path.join(WORK, "ana.dump")
            host = Client(server, "host", host_args(3, ["expert"], ["ana"], ["--seed", "4242"], game="schott"))
            room = host.first_line().split()[1]
            ana = Client(server, "ana", ["join", "--table", room, "--ai", "expert"],
                         env_extra={"SCHOTT_CLI_ONLINE_DUMP": dump})
            results = {"host": host.result(), "ana": ana.result()}
            lines = open(dump).read().splitlines()
            if len(lines) < 30:
                fail(f"only {len(lines)} model dumps")
            for line in lines:
                words = line.split()
                if words[0] != "own" or words[1] != "2":
                    fail(f"the guest's model is not seat 3's view: {line}")
                if words[3] != "0" or words[5:7] != ["0", "0"]:
                    fail(f"the guest's model holds a seed or the generator: {line}")
                if words[8] != "0":
                    fail(f"the guest's model knows where the right answer is: {line}")
                draw_end = words.index("events")
                draw = [int(w) for w in words[10:draw_end]]
                if draw != sorted(draw):
                    fail(f"the guest's model holds the draw pile's order: {line}")
                if any(w != "127" for w in words[draw_end + 1:]):
                    fail(f"the guest's model knows an unrevealed event: {line}")
            with open(dump) as f:
                if "4242" in f.read():
                    fail("the seed appears in the guest's model")
            print(len(lines), "model dumps: no seed, no generator, no draw order, no unrevealed event")
            check_same(results, 3, "schott")
        elif CASE == "schott-guest-killed":
            host = Client(server, "host", host_args(3, ["normal"], ["ana"], game="schott"))
            room = host.first_line().split()[1]
            ana = Client(server, "ana", ["join", "--table", room, "--ai", "expert"])
            wait_rounds(ana, 40)
            ana.kill()
            time.sleep(0.5)
            ana = Client(server, "ana", ["join", "--table", room, "--ai", "expert"])
            check_same({"host": host.result(), "ana": ana.result()}, 3, "schott")
        elif CASE == "schott-host-killed":
            host = Client(server, "host", host_args(4, ["normal"], ["ana", "ben"], game="schott"))
            room = host.first_line().split()[1]
            ana = Client(server, "ana", ["join", "--table", room, "--ai", "expert"])
            ben = Client(server, "ben", ["join", "--table", room, "--ai", "normal"])
            wait_rounds(host, 40)
            host.kill()
            time.sleep(0.5)
            host = Client(server, "host", host_args(4, ["normal"], ["ana", "ben"], game="schott"), data=host.data)
            again = host.first_line().split()[1]
            if again != room:
                fail(f"the restarted host opened {again}, not its table {room}")
            check_same({"host": host.result(), "ana": ana.result(), "ben": ben.result()}, 4, "schott")
        elif CASE == "schott-host-stopped-at-choose":
            # The host stops as a guest's choice for move 30 or later comes,
            # before it reads it: back, it asks again and the guest answers.
            host = Client(server, "host", host_args(3, ["normal"], ["ana"], game="schott"),
                          env_extra={"SCHOTT_CLI_ONLINE_STOP_AT": "choose:30"})
            room = host.first_line().split()[1]
            ana = Client(server, "ana", ["join", "--table", room, "--ai", "expert"])
            try:
                host.process.wait(120)
            except subprocess.TimeoutExpired:
                fail("the host did not stop at a choice of ana's")
            if "stopping at choose:30" not in open(host.err_path).read():
                fail(f"the host stopped elsewhere: {open(host.err_path).read()}")
            host = Client(server, "host", host_args(3, ["normal"], ["ana"], game="schott"), data=host.data)
            again = host.first_line().split()[1]
            if again != room:
                fail(f"the restarted host opened {again}, not its table {room}")
            check_same({"host": host.result(), "ana": ana.result()}, 3, "schott")
        elif CASE == "schott-hostile":
            # --pace holds the game open for the flood (the host's steps wait)
            host = Client(server, "host", host_args(3, [], ["ana", "ben", "mallory"], ["--pace", "150"],
                                                    game="schott"))
            room = host.first_line().split()[1]
            ana = Client(server, "ana", ["join", "--table", room, "--ai", "expert"])
            ben = Client(server, "ben", ["join", "--table", room, "--ai", "normal"])
            wait_rounds(host, 1)
            end_hostile(start_hostile(server, room, "schott"))
            results = {"host": host.result(), "ana": ana.result(), "ben": ben.result()}
            check_same(results, 3, "schott")
            for user, (code, result, err) in results.items():
                if "mallory@localhost" not in err:
                    fail(f"{user}'s log names no refused message from mallory")
                print(user, "refused", err.count("Refused a message"), "messages")
        elif CASE == "sign-in":
            # A wrong password: tried twice (libstrophe ends a refused
            # sign-in as it ends one that timed out), then exit 2 with a
            # message naming the address; nothing else is printed.
            wrong = os.path.join(WORK, "wrong.pw")
            with open(wrong, "w") as f:
                f.write("not-the-password\n")
            # the fixture's start() made one connection, when it found the port open
            connected = 1
            env = dict(os.environ, XDG_DATA_HOME=os.path.join(WORK, "data-wrong"), LANG="C.UTF-8")
            env.pop("LANGUAGE", None)
            run = subprocess.run(
                [CLI, "online", "host", "--game", "best-path", "--players", "2", "--computers", "easy",
                 "--ai", "easy", "--jid", f"ana@{DOMAIN}", "--password-file", wrong,
                 "--server", f"127.0.0.1:{server.port}"],
                capture_output=True, text=True, timeout=120, env=env)
            if run.returncode != 2 or f"did not let ana@{DOMAIN} sign in" not in run.stderr or run.stdout:
                fail(f"a wrong password: exit {run.returncode}, {run.stderr!r}, {run.stdout!r}")
            tries = open(server.log).read().count("Client connected") - connected
            if tries != 2:
                fail(f"a wrong password was tried {tries} times, not twice")
            print("a wrong password:", run.stderr.strip())
            # the right one still works at once
            play(server, 2, ["easy"], [])
        elif CASE == "guest-killed":
            host = Client(server, "host", host_args(3, ["normal"], ["ana"]))
            room = host.first_line().split()[1]
            ana = Client(server, "ana", ["join", "--table", room, "--ai", "expert"])
            wait_rounds(ana, 5)
            ana.kill()
            time.sleep(0.5)
            ana = Client(server, "ana", ["join", "--table", room, "--ai", "expert"])
            check_same({"host": host.result(), "ana": ana.result()}, 3)
        elif CASE == "host-killed":
            host = Client(server, "host", host_args(3, ["normal"], ["ana", "ben"]))
            room = host.first_line().split()[1]
            ana = Client(server, "ana", ["join", "--table", room, "--ai", "expert"])
            ben = Client(server, "ben", ["join", "--table", room, "--ai", "normal"])
            wait_rounds(host, 1)
            wait_rounds(host, 6)
            host.kill()
            time.sleep(0.5)
            host = Client(server, "host", host_args(3, ["normal"], ["ana", "ben"]), data=host.data)
            again = host.first_line().split()[1]
            if again != room:
                fail(f"the restarted host opened {again}, not its table {room}")
            check_same({"host": host.result(), "ana": ana.result(), "ben": ben.result()}, 3)
        elif CASE == "host-stopped-at-reveal":
            # The host stops as the guests' reveals of round 6 come, before it
            # reads them; the guests resolve the round without it. Back, the
            # host is a round behind them: they must reveal again.
            host = Client(server, "host", host_args(3, ["normal"], ["ana", "ben"]),
                          env_extra={"SCHOTT_CLI_ONLINE_STOP_AT": "reveal:6"})
            room = host.first_line().split()[1]
            ana = Client(server, "ana", ["join", "--table", room, "--ai", "expert"])
            ben = Client(server, "ben", ["join", "--table", room, "--ai", "normal"])
            try:
                host.process.wait(120)
            except subprocess.TimeoutExpired:
                fail("the host did not stop at round 6")
            err = open(host.err_path).read()
            if "stopping at reveal:6" not in err or host.rounds_played() != 5:
                fail(f"the host stopped elsewhere: {err}")
            # the guest in the seat resolves round 6 (the other one watches)
            wait_rounds(ana if "ana@localhost takes seat" in err else ben, 6)
            host = Client(server, "host", host_args(3, ["normal"], ["ana", "ben"]), data=host.data)
            again = host.first_line().split()[1]
            if again != room:
                fail(f"the restarted host opened {again}, not its table {room}")
            check_same({"host": host.result(), "ana": ana.result(), "ben": ben.result()}, 3)
        elif CASE == "hostile":
            # --pace holds the game open for the flood (15 rounds, 1 s each)
            host = Client(server, "host", host_args(3, [], ["ana", "ben", "mallory"], ["--pace", "1000"]))
            room = host.first_line().split()[1]
            ana = Client(server, "ana", ["join", "--table", room, "--ai", "expert"])
            ben = Client(server, "ben", ["join", "--table", room, "--ai", "normal"])
            # mallory is invited too: it joins once the seats are taken
            # (an invited member entering earlier would take one)
            wait_rounds(host, 1)
            end_hostile(start_hostile(server, room, "best-path"))
            results = {"host": host.result(), "ana": ana.result(), "ben": ben.result()}
            check_same(results, 3)
            for user, (code, result, err) in results.items():
                if "mallory@localhost" not in err:
                    fail(f"{user}'s log names no refused message from mallory")
                print(user, "refused", err.count("Refused a message"), "messages")
        elif CASE == "guest-model":
            dump = os.path.join(WORK, "ana.dump")
            host = Client(server, "host", host_args(3, ["expert"], ["ana"], ["--seed", "4242"]))
            room = host.first_line().split()[1]
            ana = Client(server, "ana", ["join", "--table", room, "--ai", "expert"],
                         env_extra={"SCHOTT_CLI_ONLINE_DUMP": dump})
            check_same({"host": host.result(), "ana": ana.result()}, 3)
            lines = open(dump).read().splitlines()
            if len(lines) < 30:
                fail(f"only {len(lines)} model dumps")
            for line in lines:
                words = line.split()
                rnd = int(words[1])
                deck = [int(w) for w in words[5:20]]
                unturned = [c for c in deck[rnd:] if c != 255]
                if rnd <= 15 and unturned:
                    fail(f"the guest knows unturned cards in round {rnd}: {line}")
                pending = [w for w in words[20:] if not w.startswith("pending")]
                if any(p not in ("!-",) for p in pending):
                    fail(f"the guest holds an extension before the reveals: {line}")
            with open(dump) as f:
                if "4242" in f.read():
                    fail("the seed appears in the guest's model")
            print(len(lines), "model dumps: no unturned card, no uncommitted extension, no seed")
        else:
            fail("unknown case " + CASE)
    print("PASS", CASE)


if __name__ == "__main__":
    main()
