#!/usr/bin/env python3
"""Visitor traffic for the read benchmarks: blog views and comments at a steady rate.

    bench/traffic.py BASE_URL POST_IDS_FILE PROMOTION_IDS_FILE [VIEWS_PER_S] [COMMENTS_PER_S]

Sends POST /api/blog/{id}/views (VIEWS_PER_S, default 200) and POST /api/promotions/{id}/comments
(COMMENTS_PER_S, default 5) until SIGTERM, on a schedule: request n of a kind is due at
n / rate seconds. Each kind has a few threads, each with its own keep-alive connection, taking
every k-th request (a view answers at once, a comment only once projected, so a loaded api
makes one thread fall behind); a thread that answered late sends the ones that fell due
meanwhile at once. Then prints one line: how many of each were sent, how many were answered
2xx, and the rate reached. Every view and every comment becomes an event the projector applies (views in
batches of one event per post a second), so the api's response cache sees the changes real
readers cause."""
import http.client
import json
import signal
import sys
import threading
import time
import urllib.parse

base, posts_file, promotions_file = sys.argv[1:4]
views_per_s = float(sys.argv[4]) if len(sys.argv) > 4 else 200.0
comments_per_s = float(sys.argv[5]) if len(sys.argv) > 5 else 5.0
posts = [line.strip() for line in open(posts_file) if line.strip()]
promotions = [line.strip() for line in open(promotions_file) if line.strip()]
url = urllib.parse.urlsplit(base)
stopping = threading.Event()
signal.signal(signal.SIGTERM, lambda *_: stopping.set())
signal.signal(signal.SIGINT, lambda *_: stopping.set())


def view(n):
    return f"/api/blog/{posts[n % len(posts)]}/views", {}


def comment(n):
    return (f"/api/promotions/{promotions[n % len(promotions)]}/comments",
            {"user_name": f"Okur {n}", "comment": "Bonus hesabıma hemen geçti, teşekkürler.", "rating": 5})


lock = threading.Lock()


def play(per_s, request, counts, first, step):
    """Sends request(n) for n = first, first + step, ... at n / per_s seconds after the start
    until stopped; counts = [sent, accepted]."""
    conn = http.client.HTTPConnection(url.hostname, url.port, timeout=10)
    n = first
    while not stopping.is_set():
        due = start + n / per_s
        wait = due - time.monotonic()
        if wait > 0:
            stopping.wait(wait)
            continue
        path, body = request(n)
        n += step
        ok = False
        try:
            conn.request("POST", path, body=json.dumps(body), headers={"Content-Type": "application/json"})
            reply = conn.getresponse()
            reply.read()
            ok = 200 <= reply.status < 300
        except (OSError, http.client.HTTPException):
            conn.close()
            conn = http.client.HTTPConnection(url.hostname, url.port, timeout=10)
        with lock:
            counts[0] += 1
            counts[1] += ok


views, comments = [0, 0], [0, 0]
start = time.monotonic()
threads = []
# One thread for every 25 views a second, and for every 2 comments a second.
for per_s, request, counts, each in ((views_per_s, view, views, 25), (comments_per_s, comment, comments, 2)):
    if per_s > 0:
        k = max(1, int(-(-per_s // each)))
        threads += [threading.Thread(target=play, args=(per_s, request, counts, i, k)) for i in range(k)]
for t in threads:
    t.start()
while not stopping.is_set():
    stopping.wait(0.5)
for t in threads:
    t.join()
elapsed = time.monotonic() - start
print(f"{views[0]} views ({views[1]} accepted, {views[0] / elapsed:.0f}/s of {views_per_s:g}/s asked) and "
      f"{comments[0]} comments ({comments[1]} accepted, {comments[0] / elapsed:.1f}/s of {comments_per_s:g}/s asked) "
      f"in {elapsed:.0f} s")
