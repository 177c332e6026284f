# SPDX-License-Identifier: GPL-3.0-or-later
"""A hostile player for the online tests (slixmpp, plaintext on
127.0.0.1 only): mallory, a member of the room without a seat, sends N
bad game messages into the table (forged seats, out-of-turn rounds,
replays of what others sent, oversized, malformed, a newer major
version), and cleo, not a member, sends game messages from outside the
room. Usage: hostile-client.py PORT ROOM DOMAIN N"""

import asyncio
import random
import sys
import xml.etree.ElementTree as ET

import slixmpp

PORT, ROOM, DOMAIN, N = int(sys.argv[1]), sys.argv[2], sys.argv[3], int(sys.argv[4])
GAME = sys.argv[5] if len(sys.argv) > 5 else "best-path"
NS = "urn:x-schott-world:online"
H = "0" * 64


def bad_schott_messages(seen):
    view = "".join(f"<l t='x{i} = 1'/>" for i in range(10))
    kinds = [
        f"<choose xmlns='{NS}' v='1.1' n='5' seat='0' choice='draw'/>",          # forged seat (host's)
        f"<choose xmlns='{NS}' v='1.1' n='5' seat='2' choice='place@3'/>",       # forged seat (ben's)
        f"<choose xmlns='{NS}' v='1.1' n='0' seat='1' choice='draw'/>",          # forged and replayed
        f"<move xmlns='{NS}' v='1.1' n='3' seat='1' choice='draw'/>",            # only the host records
        f"<moves xmlns='{NS}' v='1.1' from='0'><m seat='0' choice='draw'/></moves>",
        f"<view xmlns='{NS}' v='1.1' n='1' seat='1'>{view}</view>",              # only the host shows views
        f"<view xmlns='{NS}' v='1.1' n='1' seat='1'>" + "<l t='a'/>" * 300 + "</view>",   # too many lines
        f"<seed xmlns='{NS}' v='1.1' seed='1' nonce='{'0' * 32}'/>",            # out of turn, not host
        f"<table xmlns='{NS}' v='1.1' game='schott' players='9' deal='{H}' state='over'/>",
        f"<choose xmlns='{NS}' v='1.1' n='x' seat='-1' choice='draw'/>",         # malformed
        f"<choose xmlns='{NS}' v='1.1' n='1' seat='1' choice='{'swap@' * 40}'/>",  # not a choice
        f"<choose xmlns='{NS}' v='9.0' n='1' seat='1' choice='draw'/>",          # newer major version
        f"<done xmlns='{NS}' v='1.1' seat='7'/>",
        f"<hello xmlns='{NS}' v='1.1'/>",
    ]
    if seen:
        kinds.append(random.choice(seen))                                        # a replay
    return kinds


def bad_messages(seen):
    if GAME == "schott":
        return bad_schott_messages(seen)
    kinds = [
        f"<commit xmlns='{NS}' v='1.0' r='1' seat='0' hash='{H}'/>",            # forged seat (host's)
        f"<commit xmlns='{NS}' v='1.0' r='2' seat='1' hash='{H}'/>",            # forged seat
        f"<reveal xmlns='{NS}' v='1.0' r='1' seat='2' ext='-' salt='{'0' * 32}'/>",
        f"<round xmlns='{NS}' v='1.0' r='3' card='C01'/>",                      # only the host deals
        f"<seed xmlns='{NS}' v='1.0' seed='1' nonce='{'0' * 32}'/>",            # out of turn, not host
        f"<commit xmlns='{NS}' v='1.0' r='99' seat='1' hash='{H}'/>",           # out of range
        f"<commit xmlns='{NS}' v='1.0' r='x' seat='-1'/>",                      # malformed
        f"<commit xmlns='{NS}' v='9.0' r='1' seat='1' hash='{H}'/>",            # newer major version
        f"<table xmlns='{NS}' v='1.0' game='best-path' players='9'/>",
        f"<nonsense xmlns='{NS}' v='1.0'/>",
        f"<commit xmlns='{NS}'/>",
        f"<sync xmlns='{NS}' v='1.0'>" + "<card r='1' card='C01'/>" * 600 + "</sync>",  # too many elements
        f"<commit xmlns='{NS}' v='1.0' r='1' seat='1' hash='{'a' * 3000}'/>",   # a value over the limit
        f"<reveal xmlns='{NS}' v='1.0' r='1' seat='1' ext='{'A1,' * 900}' salt='x'/>",
    ]
    if seen:
        kinds.append(random.choice(seen))                                        # a replay
    return kinds


class Hostile(slixmpp.ClientXMPP):
    def __init__(self, user, member):
        super().__init__(f"{user}@{DOMAIN}/x", "secret-" + user,
                         plugin_config={"feature_mechanisms": {"unencrypted_plain": True}})
        self.enable_starttls = False
        self.enable_direct_tls = False
        self.enable_plaintext = True   # slixmpp >= 1.9 needs it said (127.0.0.1 only)
        self.member = member
        self.seen = []
        self.sent = 0
        self.register_plugin("xep_0045")
        self.add_event_handler("session_start", self.start)
        self.add_event_handler("groupchat_message", self.on_groupchat)

    def on_groupchat(self, msg):
        for child in msg.xml:
            if child.tag.startswith("{" + NS + "}") and len(self.seen) < 50:
                self.seen.append(ET.tostring(child, encoding="unicode"))

    def send_payload(self, to, mtype, text):
        msg = self.make_message(mto=to, mtype=mtype, mbody="a move, honestly")
        try:
            msg.append(ET.fromstring(text))
        except ET.ParseError:
            return
        msg.send()
        self.sent += 1

    async def start(self, event):
        self.send_presence()
        if self.member:
            # join_muc_wait() of slixmpp 1.10 never returned here: join,
            # then wait for our own presence in the room
            joined = asyncio.get_running_loop().create_future()
            self.add_event_handler(f"muc::{ROOM}::self-presence",
                                   lambda presence: joined.done() or joined.set_result(True))
            self.plugin["xep_0045"].join_muc(ROOM, f"mallory@{DOMAIN}")
            await asyncio.wait_for(joined, 30)
            print("joined", flush=True)
            await asyncio.sleep(1.0)
        for i in range(N // 2 if self.member else N // 4):
            bad = bad_messages(self.seen)
            text = bad[i % len(bad)]
            if self.member:
                self.send_payload(ROOM, "groupchat", text)
                if i % 10 == 0:
                    # oversized: 40 KB in our element
                    self.send_payload(ROOM, "groupchat",
                                      f"<commit xmlns='{NS}' v='1.0' r='1' seat='1' hash='{'b' * 40000}'/>")
            else:
                for who in ("host", "ana", "ben"):
                    self.send_payload(f"{who}@{DOMAIN}", "chat", text)
            # paced, so the flood lasts through the game
            if i % 5 == 0:
                await asyncio.sleep(0.05)
        await asyncio.sleep(1.0)
        self.disconnect()


async def main():
    mallory = Hostile("mallory", True)
    cleo = Hostile("cleo", False)
    for client in (mallory, cleo):
        client.connect(host="127.0.0.1", port=PORT)
    await asyncio.gather(mallory.disconnected, cleo.disconnected)
    print("hostile messages sent:", mallory.sent + cleo.sent)
    if mallory.sent + cleo.sent < N:
        sys.exit(1)


asyncio.run(main())
