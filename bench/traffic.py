#!/usr/bin/env python3
"""Visitor traffic for the read benchmarks: blog views and comments at a steady rate.

    bench/traffic.py BASE_URL POST_IDS_FILE PROMOTION_IDS_FILE [VIEWS_PER_S] [COMMENTS_PER_S]

Sends POST /api/blog/{id}/views (VIEWS_PER_S, default 200) and POST /api/promotions/{id}/comments
(COMMENTS_PER_S, default 5) until SIGTERM, on a schedule: request n of a kind is due at
n / rate seconds. Each kind has a few keep-alive connections, each taking every k-th request (a
view answers at once, a comment only once projected, so a loaded api makes one connection fall
behind); a connection that answered late sends the ones that fell due meanwhile at once. Then
prints one line: how many of each were sent, how many were answered 2xx, and the rate reached.
Every view and every comment becomes an event the projector applies (views in batches of one
event per post a second), so the api's response cache sees the changes real readers cause.

One thread and one event loop over non-blocking sockets, each request's bytes formatted once:
the generator shares the two cores with the api it measures, and the earlier form (a thread per
connection with http.client) spent about 0.5 ms of CPU per request, a tenth of a core at 205
requests a second (bench/README.md, "Against nginx")."""
import json
import selectors
import signal
import socket
import sys
import time
import urllib.parse

import nonblocking

base, posts_file, promotions_file = sys.argv[1:4]
views_per_s = float(sys.argv[4]) if len(sys.argv) > 4 else 200.0
comments_per_s = float(sys.argv[5]) if len(sys.argv) > 5 else 5.0
posts = [line.strip() for line in open(posts_file) if line.strip()]
promotions = [line.strip() for line in open(promotions_file) if line.strip()]
url = urllib.parse.urlsplit(base)
stopping = False


def stop(*_):
    global stopping
    stopping = True


signal.signal(signal.SIGTERM, stop)
signal.signal(signal.SIGINT, stop)


def post(path, body):
    data = json.dumps(body).encode()
    return (f"POST {path} HTTP/1.1\r\nHost: {url.hostname}:{url.port}\r\nAccept-Encoding: identity\r\n"
            f"Content-Type: application/json\r\nContent-Length: {len(data)}\r\n\r\n").encode() + data


# The bytes of every distinct view request, formatted once (a view's only variable is its post).
view_bytes = [post(f"/api/blog/{p}/views", {}) for p in posts]


def view(n):
    return view_bytes[n % len(view_bytes)]


def comment(n):
    return post(f"/api/promotions/{promotions[n % len(promotions)]}/comments",
                {"user_name": f"Okur {n}", "comment": "Bonus hesabıma hemen geçti, teşekkürler.", "rating": 5})


class Player:
    """One keep-alive connection sending request(n) for n = first, first + step, ... each at
    start + n / per_s (or at once when it is already late); counts = [sent, accepted]."""

    def __init__(self, per_s, request, counts, first, step):
        self.per_s, self.request, self.counts, self.n, self.step = per_s, request, counts, first, step
        self.sock = None
        self.busy = False
        self.out = b""
        self.buf = b""

    def due(self):
        return start + self.n / self.per_s

    def connect(self):
        self.sock = socket.create_connection((url.hostname, url.port), timeout=10)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.sock.setblocking(False)
        selector.register(self.sock, selectors.EVENT_READ, self)

    def send(self):
        if self.sock is None:
            self.connect()
        self.out = self.request(self.n)
        self.n += self.step
        self.busy = True
        self.sent_at = time.monotonic()
        self.flush()

    def flush(self):
        if nonblocking.flush(self, selector):
            self.fail()

    def done(self, ok):
        self.counts[0] += 1
        self.counts[1] += ok
        self.busy = False

    def fail(self):
        selector.unregister(self.sock)
        self.sock.close()
        self.sock = None
        self.buf = b""
        self.out = b""
        self.done(False)

    def on_event(self, mask):
        if mask & selectors.EVENT_WRITE and self.out:
            return self.flush()
        try:
            chunk = self.sock.recv(65536)
        except BlockingIOError:
            return
        except OSError:
            return self.fail()
        if not chunk:
            return self.fail()
        self.buf += chunk
        end = self.buf.find(b"\r\n\r\n")
        if end < 0:
            return
        head = self.buf[:end].decode("latin-1").split("\r\n")
        length = 0
        for line in head[1:]:
            name, _, value = line.partition(":")
            if name.strip().lower() == "content-length":
                length = int(value.strip())
        if len(self.buf) < end + 4 + length:
            return
        self.buf = self.buf[end + 4 + length:]
        status = int(head[0].split(" ")[1])
        self.done(200 <= status < 300)


views, comments = [0, 0], [0, 0]
selector = selectors.DefaultSelector()
start = time.monotonic()
players = []
# One connection for every 25 views a second, and for every 2 comments a second.
for per_s, request, counts, each in ((views_per_s, view, views, 25), (comments_per_s, comment, comments, 2)):
    if per_s > 0:
        k = max(1, int(-(-per_s // each)))
        players += [Player(per_s, request, counts, i, k) for i in range(k)]
while not stopping:
    now = time.monotonic()
    wait = 0.5
    for p in players:
        if p.busy:
            if now - p.sent_at > 10:  # as the threads' 10 s timeout
                p.fail()
            continue
        due = p.due()
        if due <= now:
            p.send()
        else:
            wait = min(wait, due - now)
    if any(not p.busy and p.due() <= now for p in players):
        wait = 0
    for key, mask in selector.select(wait):
        key.data.on_event(mask)
elapsed = time.monotonic() - start
print(f"{views[0]} views ({views[1]} accepted, {views[0] / elapsed:.0f}/s of {views_per_s:g}/s asked) and "
      f"{comments[0]} comments ({comments[1]} accepted, {comments[0] / elapsed:.1f}/s of {comments_per_s:g}/s asked) "
      f"in {elapsed:.1f} s")
