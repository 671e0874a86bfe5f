#!/usr/bin/env python3
"""Visitor traffic for the read benchmarks: blog views and comments at a steady rate.

    bench/traffic.py BASE_URL POST_IDS_FILE PROMOTION_IDS_FILE [VIEWS_PER_S] [COMMENTS_PER_S]

Sends POST /api/blog/{id}/views and POST /api/promotions/{id}/comments (one keep-alive
connection each) until SIGTERM, then prints one line: how many of each were sent and how many
were answered 2xx. Every view and every comment becomes an event the projector applies, so the
api's response cache sees the changes real readers cause."""
import http.client
import json
import signal
import sys
import time
import urllib.parse

base, posts_file, promotions_file = sys.argv[1:4]
views_per_s = float(sys.argv[4]) if len(sys.argv) > 4 else 20.0
comments_per_s = float(sys.argv[5]) if len(sys.argv) > 5 else 1.0
posts = [line.strip() for line in open(posts_file) if line.strip()]
promotions = [line.strip() for line in open(promotions_file) if line.strip()]
url = urllib.parse.urlsplit(base)
stopping = False


def stop(*_):
    global stopping
    stopping = True


signal.signal(signal.SIGTERM, stop)
signal.signal(signal.SIGINT, stop)
conn = http.client.HTTPConnection(url.hostname, url.port, timeout=10)
counts = {"views": [0, 0], "comments": [0, 0]}


def send(kind, path, body):
    global conn
    counts[kind][0] += 1
    try:
        conn.request("POST", path, body=json.dumps(body), headers={"Content-Type": "application/json"})
        reply = conn.getresponse()
        reply.read()
        if 200 <= reply.status < 300:
            counts[kind][1] += 1
    except (OSError, http.client.HTTPException):
        conn.close()
        conn = http.client.HTTPConnection(url.hostname, url.port, timeout=10)


start = time.monotonic()
views = comments = 0
while not stopping:
    now = time.monotonic() - start
    while views < now * views_per_s:
        send("views", f"/api/blog/{posts[views % len(posts)]}/views", {})
        views += 1
    while comments < now * comments_per_s:
        send("comments", f"/api/promotions/{promotions[comments % len(promotions)]}/comments",
             {"user_name": f"Okur {comments}", "comment": "Bonus hesabıma hemen geçti, teşekkürler.", "rating": 5})
        comments += 1
    time.sleep(0.01)
elapsed = time.monotonic() - start
print(f"{counts['views'][0]} views ({counts['views'][1]} accepted) and {counts['comments'][0]} comments "
      f"({counts['comments'][1]} accepted) in {elapsed:.0f} s")
