# SPDX-License-Identifier: GPL-3.0-or-later
"""A Prosody server for one test: its own configuration, data folder and
free ports on 127.0.0.1 only; accounts made with prosodyctl; stopped by
its pid."""

import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time

DOMAIN = "localhost"
MUC = "rooms.localhost"


def free_port():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Prosody:
    def __init__(self):
        self.dir = tempfile.mkdtemp(prefix="sw-prosody-")
        self.port = free_port()
        self.data = os.path.join(self.dir, "data")
        os.makedirs(self.data)
        self.config = os.path.join(self.dir, "prosody.cfg.lua")
        self.pidfile = os.path.join(self.dir, "prosody.pid")
        # SW_PROSODY_LOG=debug logs every stanza's head (with SW_KEEP_PROSODY)
        self.log = os.path.join(self.dir, "prosody.log")
        with open(self.config, "w") as f:
            f.write(f"""
run_as_root = true
daemonize = false
pidfile = "{self.pidfile}"
data_path = "{self.data}"
plugin_paths = {{}}
interfaces = {{ "127.0.0.1" }}
local_interfaces = {{ "127.0.0.1" }}
c2s_ports = {{ {self.port} }}
c2s_direct_tls_ports = {{}}
s2s_ports = {{}}
s2s_direct_tls_ports = {{}}
http_ports = {{}}
https_ports = {{}}
component_ports = {{}}
c2s_require_encryption = false
allow_unencrypted_plain_auth = true
authentication = "internal_hashed"
storage = "internal"
log = {{ {os.environ.get("SW_PROSODY_LOG", "info")} = "{self.log}" }}
modules_enabled = {{ "roster"; "saslauth"; "disco"; "ping"; "smacks"; "presence"; "message"; "iq" }}
modules_disabled = {{ "s2s"; "tls"; "offline"; "c2s_direct_tls" }}
smacks_hibernation_time = 30
c2s_stanza_size_limit = 262144
limits = {{ c2s = {{ rate = "100mb/s"; burst = "10s" }} }}
VirtualHost "{DOMAIN}"
Component "{MUC}" "muc"
  restrict_room_creation = false
  muc_room_default_public = false
  muc_tombstones = false
  max_history_messages = 0
""")
        self.process = None

    def register(self, user, password):
        subprocess.run(["prosodyctl", "--config", self.config, "register", user, DOMAIN, password],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def start(self):
        self.process = subprocess.Popen(["prosody", "--config", self.config, "-F"],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.time() + 20
        while time.time() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.5):
                    return
            except OSError:
                if self.process.poll() is not None:
                    raise RuntimeError("prosody exited: " + open(self.log).read()[-2000:])
                time.sleep(0.05)
        raise RuntimeError("prosody did not listen")

    def cpu_seconds(self):
        with open(f"/proc/{self.process.pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        tick = os.sysconf("SC_CLK_TCK")
        return (int(fields[11]) + int(fields[12])) / tick

    def stop(self):
        if self.process is not None and self.process.poll() is None:
            os.kill(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                os.kill(self.process.pid, signal.SIGKILL)
                self.process.wait()
        if os.environ.get("SW_KEEP_PROSODY") is None:
            shutil.rmtree(self.dir, ignore_errors=True)

    def __enter__(self):
        self.start()
        return self

    def __exit__(self, *args):
        self.stop()
