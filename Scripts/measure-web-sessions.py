#!/usr/bin/env python3
"""Memory per session of `gallery --web`: starts the gallery on a free port, reads its resident
memory (VmRSS in /proc/PID/status), opens N tabs' sockets (default 100) the way the page's client
does — the key, the page's Origin, one WebSocket each, each getting its own session and page —
opens a page in each (the tip calculator, so each holds a view model and its bindings), reads the
memory again, then closes every socket and waits out the grace period. After it, each old
session's id must get a new session (its page was closed and disposed), and the memory is read
once more. Prints the figures; exits non-zero if a session outlived the grace period.

Raw sockets and the standard library only: what is measured is the server, not a browser.
"""
import argparse
import base64
import json
import os
import re
import socket
import struct
import subprocess
import sys
import time

parser = argparse.ArgumentParser()
parser.add_argument("--gallery", default="Apps/.build/debug/gallery")
parser.add_argument("--tabs", type=int, default=100)
parser.add_argument("--grace", type=float, default=30, help="the server's grace period, in seconds")
args = parser.parse_args()


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


class Tab:
    """One page's socket: the handshake, then text frames (ours masked, as a client's must be)."""

    def __init__(self, port, key, session=None):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=20)
        path = f"/socket?key={key}" + (f"&session={session}" if session else "")
        nonce = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall(
            (f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
             f"Sec-WebSocket-Key: {nonce}\r\nSec-WebSocket-Version: 13\r\nOrigin: http://127.0.0.1:{port}\r\n\r\n")
            .encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(1)
            if not chunk:
                sys.exit("web sessions: the socket closed during the handshake")
            head += chunk
        if not head.startswith(b"HTTP/1.1 101"):
            sys.exit(f"web sessions: no upgrade: {head[:80]!r}")
        first = json.loads(self.receive())
        self.session = first["session"]
        self.page = first["page"]

    def exact(self, count):
        data = b""
        while len(data) < count:
            chunk = self.sock.recv(count - len(data))
            if not chunk:
                raise ConnectionError("closed")
            data += chunk
        return data

    def receive(self):
        message = b""
        while True:
            first, second = self.exact(2)
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self.exact(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self.exact(8))[0]
            payload = self.exact(length)
            if first & 0x0F in (0x1, 0x0):
                message += payload
                if first & 0x80:
                    return message.decode()

    def send(self, text):
        payload = text.encode()
        mask = os.urandom(4)
        header = bytes([0x81, 0x80 | len(payload)]) if len(payload) < 126 else bytes([0x81, 0xFE]) + struct.pack(
            ">H", len(payload))
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def close(self):
        try:
            self.sock.sendall(bytes([0x88, 0x80]) + os.urandom(4))
        finally:
            self.sock.close()


server = subprocess.Popen([args.gallery, "--web", "0"], stdout=subprocess.PIPE, text=True)
try:
    line = server.stdout.readline()
    address = line.strip().split(" ")[-1]
    port = int(re.search(r":(\d+)/", address).group(1))
    key = address.split("key=")[1]
    time.sleep(1)
    before = rss_kib(server.pid)
    tabs = [Tab(port, key) for _ in range(args.tabs)]
    time.sleep(1)
    menus = rss_kib(server.pid)
    for tab in tabs:
        # The menu's list is the page's only <ul>; row 4 is the tip calculator.
        list_id = re.search(r'<ul id="(w\d+)" class="list"', tab.page).group(1)
        tab.send(json.dumps({"t": "activate", "id": list_id, "i": 4}))
        if "Tip calculator" not in tab.receive():
            sys.exit("web sessions: the tip calculator did not open")
    time.sleep(1)
    pages = rss_kib(server.pid)
    sessions = [tab.session for tab in tabs]
    for tab in tabs:
        tab.close()
    print(f"web sessions: {args.tabs} tabs closed; waiting {args.grace + 2:.0f} s for the grace period")
    time.sleep(args.grace + 2)
    after = rss_kib(server.pid)
    # Each old id now gets a new session: the old page was closed. (Each check opens one, closed at once.)
    outlived = 0
    for session in sessions[:10]:
        again = Tab(port, key, session)
        outlived += again.session == session
        again.close()
    print(f"web sessions: RSS before any tab {before} KiB")
    print(f"web sessions: with {args.tabs} tabs on the menu {menus} KiB: {(menus - before) / args.tabs:.1f} KiB a session")
    print(f"web sessions: each on the tip calculator {pages} KiB: {(pages - before) / args.tabs:.1f} KiB a session")
    print(f"web sessions: {args.grace + 2:.0f} s after closing them all {after} KiB")
    print(f"web sessions: sessions that outlived the grace period, of 10 asked for again: {outlived}")
    if outlived:
        sys.exit(1)
finally:
    server.terminate()
    server.wait(timeout=10)
