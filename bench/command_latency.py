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
a time; together they send --count commands. With --stages the api's command stage histograms
(/metrics, bonus_command_stage_seconds) are read before and after, and the run's split printed:
produce (the broker's acknowledgement), project (until the projector stores the offset), notify
(until the api knows), wake, and the whole wait. With --worker-log the worker's "projected in the
last 10 s" lines whose 10 s lie inside the run are summed: the projector's batches and where their
time went. The exit status is 0 only when every command answered 201 (and, for post-get, every
read answered 200).
"""
import argparse
import http.client
import json
import random
import re
import resource
import sys
import threading
import time

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


class Client:
    def __init__(self, host, port, token, timeout):
        self.host, self.port, self.timeout = host, port, timeout
        self.headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
        self.conn = None
        self.reconnects = 0

    def request(self, method, path, body=None, headers=None):
        """Returns (status, body bytes, seconds). Status 0: transport error (never retried)."""
        if self.conn is None:
            self.conn = http.client.HTTPConnection(self.host, self.port, timeout=self.timeout)
        started = time.perf_counter()
        try:
            self.conn.request(method, path, body=body, headers=headers or {})
            resp = self.conn.getresponse()
            data = resp.read()
            elapsed = time.perf_counter() - started
            if resp.getheader("Connection", "").lower() == "close":
                self.conn.close()
                self.conn = None
                self.reconnects += 1
            return resp.status, data, elapsed
        except (OSError, http.client.HTTPException) as e:
            elapsed = time.perf_counter() - started
            self.conn.close()
            self.conn = None
            self.reconnects += 1
            return 0, str(e).encode(), elapsed


def report(title, values_ms):
    s = sorted(values_ms)
    fmt = lambda v: f"{v:.2f}"
    return (f"{title:<28} n={len(s):<5} p50={fmt(percentile(s, 50))} p90={fmt(percentile(s, 90))} "
            f"p99={fmt(percentile(s, 99))} max={fmt(s[-1]) if s else 'nan'} "
            f"mean={fmt(sum(s) / len(s)) if s else 'nan'} (ms)")


STAGES = ["produce", "project", "notify", "wake", "wait"]
STAGE_LINE = re.compile(r'^bonus_command_stage_seconds_(bucket|sum|count)\{stage="(\w+)"(?:,le="([^"]+)")?\} (\S+)$')


def read_stages(host, port):
    """{stage: {"buckets": [(le, n)], "sum": s, "count": n}} from the api's /metrics."""
    conn = http.client.HTTPConnection(host, port, timeout=10)
    conn.request("GET", "/metrics")
    text = conn.getresponse().read().decode()
    conn.close()
    out = {s: {"buckets": [], "sum": 0.0, "count": 0} for s in STAGES}
    for line in text.splitlines():
        m = STAGE_LINE.match(line)
        if not m or m.group(2) not in out:
            continue
        kind, stage, le, value = m.groups()
        if kind == "bucket":
            out[stage]["buckets"].append((float("inf") if le == "+Inf" else float(le), float(value)))
        else:
            out[stage][kind] = float(value)
    return out


def stage_report(before, after):
    """Per stage: mean, and p50/p99 as the upper bound of the bucket that holds them (ms)."""
    lines = []
    for stage in STAGES:
        a, b = after[stage], before[stage]
        n = a["count"] - b["count"]
        if n <= 0:
            lines.append(f"  {stage:<8} n=0")
            continue
        mean = (a["sum"] - b["sum"]) / n * 1000
        counts = [(le, na - nb) for (le, na), (_, nb) in zip(a["buckets"], b["buckets"])]

        def bound(p):
            want = n * p / 100
            for le, c in counts:
                if c >= want:
                    return "≤ " + ("inf" if le == float("inf") else f"{le * 1000:g}")
            return "?"
        lines.append(f"  {stage:<8} n={n:<6.0f} mean={mean:.2f}  p50 {bound(50)}  p99 {bound(99)} (ms)")
    return "\n".join(lines)


WORKER_LINE = re.compile(r"^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)\.(\d{3}) .*projected in the last 10 s: "
                         r"(\d+) events in (\d+) batches; (.*)$")
# The sitemap's own thread, after the batches (worker/src/sitemap_rebuilder.cpp).
SITEMAP_LINE = re.compile(r"^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)\.(\d{3}) .*sitemap rebuilt (\d+) times in the last 10 s, "
                          r"([\d.]+) ms each")


def worker_report(path, started, ended):
    """The worker's 10 s summaries that lie wholly inside [started, ended], summed; per batch (ms)."""
    events = batches = rebuilds = 0
    rebuild_ms = 0.0
    stages = {}
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            for line in f:
                s = SITEMAP_LINE.match(line)
                if s:
                    at = time.mktime(time.strptime(s.group(1), "%Y-%m-%d %H:%M:%S")) + int(s.group(2)) / 1000
                    if started <= at - 10.5 and at <= ended:
                        rebuilds += int(s.group(3))
                        rebuild_ms += int(s.group(3)) * float(s.group(4))
                    continue
                m = WORKER_LINE.match(line)
                if not m:
                    continue
                at = time.mktime(time.strptime(m.group(1), "%Y-%m-%d %H:%M:%S")) + int(m.group(2)) / 1000
                if at - 10.5 < started or at > ended:
                    continue
                events += int(m.group(3))
                batches += int(m.group(4))
                for part in m.group(5).split(", "):
                    name, value, _ = part.split(" ")
                    stages[name] = stages.get(name, 0.0) + float(value)
    except OSError as e:
        return f"  worker log: {e}"
    if not batches:
        return "  worker: no 10 s summary lies wholly inside the run (run longer)"
    per = ", ".join(f"{k} {v / batches * 1000:.2f}" for k, v in stages.items())
    out = f"  worker: {events} events in {batches} batches ({events / batches:.1f} per batch); per batch (ms): {per}"
    if rebuilds:
        out += f"\n  sitemap, after the batches: {rebuilds} rebuilds, {rebuild_ms / rebuilds:.1f} ms each"
    return out


def run_clients(args, rng_seed):
    """Sends args.count commands from args.clients clients; returns (results, wall seconds, reconnects)."""
    lock = threading.Lock()
    next_index = [0]
    results = []  # (index, status, data, seconds, get_status, get_data, get_seconds)

    def client_loop(n):
        rng = random.Random(rng_seed + n)
        client = Client(args.host, args.port, args.token, args.timeout)
        mine = []
        while True:
            with lock:
                i = next_index[0]
                if i >= args.count:
                    break
                next_index[0] += 1
            payload = json.dumps(casino_body(args.first + i, args.mode != "load", rng), ensure_ascii=False).encode()
            status, data, seconds = client.request("POST", "/api/admin/casinos", payload, client.headers)
            row = [i, status, data, seconds, None, None, None]
            if status == 201 and args.mode == "post-get":
                entity_id = json.loads(data)["id"]
                row[4:] = client.request("GET", f"/api/casinos/{entity_id}")
            mine.append(row)
            if status != 201 and args.mode == "load":
                with lock:
                    next_index[0] = args.count
        with lock:
            results.extend(mine)
            reconnects[0] += client.reconnects

    reconnects = [0]
    threads = [threading.Thread(target=client_loop, args=(n,)) for n in range(args.clients)]
    started = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    results.sort(key=lambda r: r[0])
    return results, time.perf_counter() - started, reconnects[0]


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
    print(f"the client's own CPU: {client_cpu:.2f} s, {client_cpu / args.count * 1e6:.0f} µs per command "
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
