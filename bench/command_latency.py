#!/usr/bin/env python3
"""Command-to-visible latency of POST /api/admin/casinos (standard library only).

POST /api/admin/casinos answers 201 with the entity only after the projector has applied the
event (read-your-writes), or 202 when that took longer than BONUS_COMMAND_WAIT_MS. So the time of
one POST, measured by the client, is the time from command to visible.

Modes:
  load       create --count casinos; every answer must be 201 (used to seed the data set)
  post       --count POSTs; report commands/s, p50/p90/p99/max and how many came back 202
  post-get   the same, and after each 201 an immediate GET /api/casinos/{id}, which must be 200

Each of --clients clients (1 by default) has one keep-alive connection and sends one request at
a time; together they send --count commands, each timed from its send to the last byte of its
answer. The clients are one thread and one event loop over non-blocking sockets, every request's
bytes formatted before the clock starts: the client shares the cores with the stack it measures,
so its own CPU per command is kept small and printed beside the stack's. With --stages the api's command stage histograms
(/metrics, bonus_command_stage_seconds) are read before and after, and the run's split printed:
produce (the broker's acknowledgement), project (until the projector stores the offset), notify
(until the api knows), wake, and the whole wait. With --worker-log the worker's "projected in the
last 10 s" lines whose 10 s lie inside the run are summed: the projector's batches and where their
time went. The exit status is 0 only when every command answered 201 (and, for post-get, every
read answered 200).
"""
import argparse
import json
import random
import resource
import selectors
import socket
import sys
import time

import nonblocking
from command_stages import read_stages, stage_report, worker_report

CITIES = [
    "Anadolu", "Boğaziçi", "Kapadokya", "Ege", "Karadeniz", "Trakya", "Pamukkale", "Efes",
    "Galata", "Kızılırmak", "Çamlıca", "Üsküdar", "Şirince", "Göreme", "Ağrı", "Işıklı",
    "Ölüdeniz", "İzmir", "Çeşme", "Bodrum", "Sümela", "Uludağ", "Erciyes", "Fırat", "Dicle",
]
WORDS = ["Casino", "Bet", "Şans", "Talih", "Jackpot", "Rulet", "Kumarhane", "Slot Sarayı"]
DESCRIPTIONS = [
    "{name}, hoş geldin bonusu ve haftalık kayıp iadesiyle öne çıkan, Türkçe canlı destek sunan bir casino.",
    "{name} üzerinde slot, rulet ve blackjack masaları; çekimler genellikle aynı gün içinde işleniyor.",
    "Yeni üyelere yatırım bonusu ve bedava dönüş veren {name}, mobil uyumlu arayüzüyle dikkat çekiyor.",
    "{name}: canlı krupiyeli oyunlar, düzenli turnuvalar ve sadakat programı olan köklü bir marka.",
    "Çevrim şartları açıkça yazılmış bonuslarıyla {name}, özellikle slot oyuncularının ilgisini çekiyor.",
    "{name} kripto para ile yatırım kabul ediyor; günlük çekim limiti yüksek ve destek ekibi hızlı.",
]


def casino_body(index, numbered, rng):
    city = CITIES[index % len(CITIES)]
    word = WORDS[(index // len(CITIES)) % len(WORDS)]
    name = f"{city} {word} {index}" if numbered else f"{city} {word}"
    return {
        "name": name,
        "url": f"https://casino-{index}.example.com.tr/",
        "logo_url": f"https://cdn.example.com.tr/logolar/{index}.png",
        "description": rng.choice(DESCRIPTIONS).format(name=name),
    }


def percentile(sorted_values, p):
    """Nearest-rank percentile of an ascending list."""
    if not sorted_values:
        return float("nan")
    rank = max(1, -(-len(sorted_values) * p // 100))  # ceil(n * p / 100)
    return sorted_values[int(rank) - 1]


def request_bytes(method, path, host, port, token=None, body=None):
    """One HTTP/1.1 request, as http.client formats it (the headers and the body in one send)."""
    head = f"{method} {path} HTTP/1.1\r\nHost: {host}:{port}\r\nAccept-Encoding: identity\r\n"
    if token:
        head += f"Authorization: Bearer {token}\r\n"
    if body is not None:
        head += f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n"
    return (head + "\r\n").encode("latin-1") + (body or b"")


class Connection:
    """One client: one keep-alive connection, one request at a time, each timed from its send to
    the last byte of its answer. A transport error or a timeout gives status 0 (never retried);
    the next request opens a new connection, as does an answer with "Connection: close"."""

    def __init__(self, loop):
        self.loop = loop
        self.sock = None
        self.out = b""
        self.buf = b""
        self.row = None        # the command's row, see run_clients
        self.phase = None      # "post" or "get"
        self.started = 0.0
        self.reconnects = 0

    def send(self, data):
        if self.sock is None:
            try:
                self.sock = socket.create_connection((self.loop.host, self.loop.port), timeout=self.loop.timeout)
            except OSError as e:
                self.sock = None
                self.reconnects += 1
                self.started = time.perf_counter()
                return self.finish(0, str(e).encode())
            self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            self.sock.setblocking(False)
            self.loop.selector.register(self.sock, selectors.EVENT_READ, self)
        self.buf = b""
        self.out = data
        self.started = time.perf_counter()
        self.flush()

    def flush(self):
        error = nonblocking.flush(self, self.loop.selector)
        if error:
            self.fail(str(error))

    def close(self):
        self.loop.selector.unregister(self.sock)
        self.sock.close()
        self.sock = None

    def fail(self, why):
        self.close()
        self.reconnects += 1
        self.finish(0, why.encode())

    def on_event(self, mask):
        if mask & selectors.EVENT_WRITE and self.out:
            return self.flush()
        try:
            chunk = self.sock.recv(65536)
        except BlockingIOError:
            return
        except OSError as e:
            return self.fail(str(e))
        if not chunk:
            return self.fail("the server closed the connection")
        self.buf += chunk
        end = self.buf.find(b"\r\n\r\n")
        if end < 0:
            return
        head = self.buf[:end].decode("latin-1").split("\r\n")
        length, close = None, False
        for line in head[1:]:
            name, _, value = line.partition(":")
            name = name.strip().lower()
            if name == "content-length":
                length = int(value.strip())
            elif name == "connection":
                close = value.strip().lower() == "close"
        if length is None:
            return self.fail("an answer without Content-Length")
        if len(self.buf) < end + 4 + length:
            return
        elapsed = time.perf_counter() - self.started
        body = self.buf[end + 4:end + 4 + length]
        self.buf = b""
        if close:
            self.close()
            self.reconnects += 1
        self.finish(int(head[0].split(" ")[1]), body, elapsed)

    def finish(self, status, data, elapsed=None):
        if elapsed is None:
            elapsed = time.perf_counter() - self.started
        self.loop.answered(self, status, data, elapsed)


def report(title, values_ms):
    s = sorted(values_ms)
    fmt = lambda v: f"{v:.2f}"
    return (f"{title:<28} n={len(s):<5} p50={fmt(percentile(s, 50))} p90={fmt(percentile(s, 90))} "
            f"p99={fmt(percentile(s, 99))} max={fmt(s[-1]) if s else 'nan'} "
            f"mean={fmt(sum(s) / len(s)) if s else 'nan'} (ms)")


class Loop:
    """The clients of one run: one thread, one event loop over non-blocking sockets, every
    request's bytes formatted before the clock starts. The client shares the machine's cores with
    the stack it measures; a thread per client with http.client cost three times the CPU per
    command and handed the interpreter's lock between threads inside the measured times."""

    def __init__(self, args, requests):
        self.host, self.port, self.timeout = args.host, args.port, args.timeout
        self.args = args
        self.requests = requests
        self.next_index = 0
        self.results = []  # [index, status, data, seconds, get_status, get_data, get_seconds]
        self.selector = selectors.DefaultSelector()
        self.idle = []

    def start_next(self, conn):
        if self.next_index >= len(self.requests):
            conn.row = None
            return
        i = self.next_index
        self.next_index += 1
        conn.row = [i, None, None, None, None, None, None]
        conn.phase = "post"
        conn.send(self.requests[i])

    def answered(self, conn, status, data, seconds):
        row = conn.row
        if conn.phase == "post":
            row[1:4] = status, data, seconds
            if status == 201 and self.args.mode == "post-get":
                entity_id = json.loads(data)["id"]
                conn.phase = "get"
                return conn.send(request_bytes("GET", f"/api/casinos/{entity_id}", self.host, self.port))
            if status != 201 and self.args.mode == "load":
                self.next_index = len(self.requests)
        else:
            row[4:7] = status, data, seconds
        self.results.append(row)
        self.idle.append(conn)

    def run(self, clients):
        conns = [Connection(self) for _ in range(clients)]
        self.idle = list(conns)
        while True:
            while self.idle:
                self.start_next(self.idle.pop())
            busy = [c for c in conns if c.row is not None]
            if not busy:
                break
            for key, mask in self.selector.select(1.0):
                key.data.on_event(mask)
            now = time.perf_counter()
            for c in busy:
                if c.row is not None and c.sock is not None and c not in self.idle and now - c.started > self.timeout:
                    c.fail("timed out")
        return sum(c.reconnects for c in conns)


def run_clients(args, rng_seed):
    """Sends args.count commands from args.clients clients; returns (results, wall seconds, reconnects)."""
    rng = random.Random(rng_seed)
    requests = [request_bytes("POST", "/api/admin/casinos", args.host, args.port, args.token,
                              json.dumps(casino_body(args.first + i, args.mode != "load", rng),
                                         ensure_ascii=False).encode())
                for i in range(args.count)]
    loop = Loop(args, requests)
    started = time.perf_counter()
    reconnects = loop.run(args.clients)
    wall = time.perf_counter() - started
    loop.results.sort(key=lambda r: r[0])
    return loop.results, wall, reconnects


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("mode", choices=["load", "post", "post-get"])
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--port", type=int, required=True)
    ap.add_argument("--token", required=True, help="an admin access token (POST /api/auth/token)")
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--first", type=int, default=0, help="number of the first casino (names and URLs)")
    ap.add_argument("--timeout", type=float, default=30.0, help="socket timeout per request, seconds")
    ap.add_argument("--seed", type=int, default=20241121)
    ap.add_argument("--clients", type=int, default=1, help="clients sending at once, each on its own connection")
    ap.add_argument("--stages", action="store_true", help="print the api's command stage split for this run")
    ap.add_argument("--worker-log", help="the worker's log: print its projector summaries for this run")
    args = ap.parse_args()

    post_ms, all_ms, get_ms = [], [], []
    statuses, get_statuses = {}, {}
    first_problem = None
    before = read_stages(args.host, args.port) if args.stages else None
    run_started = time.time()
    cpu_started = resource.getrusage(resource.RUSAGE_SELF)
    results, wall, reconnects = run_clients(args, args.seed)
    cpu_ended = resource.getrusage(resource.RUSAGE_SELF)
    run_ended = time.time()
    client_cpu = (cpu_ended.ru_utime - cpu_started.ru_utime) + (cpu_ended.ru_stime - cpu_started.ru_stime)
    after = read_stages(args.host, args.port) if args.stages else None

    for i, status, data, seconds, g_status, g_data, g_seconds in results:
        statuses[status] = statuses.get(status, 0) + 1
        post_ms.append(seconds * 1000)
        if status != 201:
            if first_problem is None:
                first_problem = f"command {i}: POST answered {status}: {data[:300].decode(errors='replace')}"
            continue
        if args.mode != "post-get":
            continue
        entity_id = json.loads(data)["id"]
        get_statuses[g_status] = get_statuses.get(g_status, 0) + 1
        get_ms.append(g_seconds * 1000)
        all_ms.append((seconds + g_seconds) * 1000)
        if g_status != 200 and first_problem is None:
            first_problem = f"command {i}: GET /api/casinos/{entity_id} right after 201 answered {g_status}: " \
                            f"{g_data[:300].decode(errors='replace')}"
    ok = statuses.get(201, 0)
    accepted = statuses.get(202, 0)
    other = sum(n for s, n in statuses.items() if s not in (201, 202))
    reads_ok = get_statuses.get(200, 0)
    passed = ok == args.count and (args.mode != "post-get" or reads_ok == ok)

    if args.mode == "load":
        print(f"loaded {ok} of {args.count} casinos in {wall:.1f} s")
        if first_problem:
            print(first_problem, file=sys.stderr)
        return 0 if passed else 1

    # 202 answers stay in the distribution at their observed time (at least the command wait):
    # they are the slowest commands, so any percentile that reaches them is a lower bound.
    print(f"mode {args.mode}: {args.count} commands in {wall:.1f} s ({args.count / wall:.0f} commands/s), "
          f"{args.clients} client(s), each one request at a time on one keep-alive connection")
    print(f"answers: 201={ok} 202={accepted} other={other} "
          f"(statuses {dict(sorted(statuses.items()))}, reconnects {reconnects})")
    print(report("POST (command to visible)", post_ms))
    print(f"the client's own CPU: {client_cpu:.2f} s, {client_cpu / max(1, args.count) * 1e6:.0f} µs per command "
          f"(user and system time of this process over the run)")
    if args.stages:
        print("where the time went (api's /metrics, this run):")
        print(stage_report(before, after))
    if args.worker_log:
        print(worker_report(args.worker_log, run_started, run_ended))
    if args.mode == "post-get":
        print(f"reads right after 201: 200={reads_ok} of {ok} (statuses {dict(sorted(get_statuses.items()))})")
        print(report("GET /api/casinos/{id}", get_ms))
        print(report("POST + GET", all_ms))
    if accepted:
        print(f"MEASUREMENT FAILED: {accepted} commands answered 202 (not visible within the command wait)")
    if not passed:
        print(f"NOT ALL COMMANDS SUCCEEDED. First problem: {first_problem}")
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main())
