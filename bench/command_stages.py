"""The api's command stages and the worker's batch summaries over one run of
bench/command_latency.py (standard library only)."""
import http.client
import re
import time

STAGES = ["produce", "project", "notify", "wake", "wait"]
STAGE_LINE = re.compile(r'^bonus_command_stage_seconds_(bucket|sum|count)\{stage="(\w+)"(?:,le="([^"]+)")?\} (\S+)$')
REQUESTS_LINE = re.compile(r'^bonus_kafka_produce_requests_total (\S+)$')


def read_stages(host, port):
    """{stage: {"buckets": [(le, n)], "sum": s, "count": n}} from the api's /metrics."""
    conn = http.client.HTTPConnection(host, port, timeout=10)
    conn.request("GET", "/metrics")
    text = conn.getresponse().read().decode()
    conn.close()
    out = {s: {"buckets": [], "sum": 0.0, "count": 0} for s in STAGES}
    out["requests"] = None
    for line in text.splitlines():
        r = REQUESTS_LINE.match(line)
        if r:
            out["requests"] = float(r.group(1))
            continue
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
    produced = after["produce"]["count"] - before["produce"]["count"]
    if after.get("requests") is not None and before.get("requests") is not None and produced > 0:
        requests = after["requests"] - before["requests"]
        lines.append(f"  produce requests to the broker: {requests:.0f}, {produced / max(requests, 1):.2f} events a request")
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
