# SPDX-License-Identifier: GPL-3.0-or-later
"""Runs PROGRAM [ARGS…] beside a Prosody of its own on 127.0.0.1 (the
accounts host, ana and ben, password "pw-USER"), telling it the server in
SW_TEST_XMPP_SERVER, the domain in SW_TEST_XMPP_DOMAIN and the accounts'
password file folder in SW_TEST_XMPP_PASSWORDS. Its exit status is the
program's. Usage: with-prosody.py PROGRAM [ARGS…]"""

import os
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from prosody_fixture import Prosody, DOMAIN  # noqa: E402

USERS = ["host", "ana", "ben"]


def main():
    work = tempfile.mkdtemp(prefix="sw-with-prosody-")
    server = Prosody()
    for user in USERS:
        server.register(user, "pw-" + user)
        with open(os.path.join(work, user + ".pw"), "w") as f:
            f.write("pw-" + user + "\n")
    with server:
        env = dict(os.environ, SW_TEST_XMPP_SERVER=f"127.0.0.1:{server.port}",
                   SW_TEST_XMPP_DOMAIN=DOMAIN, SW_TEST_XMPP_PASSWORDS=work)
        return subprocess.run(sys.argv[1:], env=env).returncode


if __name__ == "__main__":
    sys.exit(main())
