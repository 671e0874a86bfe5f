#!/usr/bin/env bash
# bench/ceiling.sh: the api against nginx (Debian's) serving the very same bytes as static files,
# on the same machine, in the same run, with the same connections, at 16,000 active promotions:
# one page of 24 promotions (64 connections), the whole active list (16 connections), and an
# uncached promotion lookup by its link (the cache off). Private stack, as the other benches.
# See bench/README.md ("Against nginx").
#
# Needs: PostgreSQL and Kafka (`infra/bonus pg-up kafka-up`), a build (`infra/bonus build`), wrk,
# curl; installs nginx-light with apt when it is missing. Writes bench/results/ceiling.txt.
# BENCH_ONLY=link measures only the uncached lookup by link (no nginx, no traffic phase) and
# writes bench/results/ceiling-link.txt instead.
set -euo pipefail

BENCH_DIR="$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd -P)"
REPO="$(cd -- "$BENCH_DIR/.." && pwd -P)"
RESULTS="$BENCH_DIR/results/ceiling.txt"
BENCH_NAME=bench-ceiling
PORT="${BENCH_PORT:-18210}"
PROMOTIONS="${BENCH_PROMOTIONS:-20000}"
DURATION="${BENCH_DURATION:-10s}"
ONLY="${BENCH_ONLY:-}"
[[ -z $ONLY || $ONLY == link ]] || { echo "bench: BENCH_ONLY is empty (everything) or 'link'" >&2; exit 2; }

# shellcheck source=../infra/lib/bench-stack.sh
source "$REPO/infra/lib/bench-stack.sh"

if [[ $ONLY == link ]]; then
  RESULTS="$BENCH_DIR/results/ceiling-link.txt"
  stack_preflight wrk curl psql
else
  command -v nginx >/dev/null 2>&1 || { say "installing nginx-light (apt-get)"; as_root apt-get install -y -q nginx-light >&2; }
  stack_preflight wrk curl psql nginx
  NGINX_PORT=$((PORT + 50))
  port_open "$NGINX_PORT" && die "port $NGINX_PORT (nginx) is taken"
fi
stack_create
stack_start_worker
say "bonus-worker seed --promotions $PROMOTIONS"
env "${stack_env[@]}" "$WORKER_BIN" seed --promotions "$PROMOTIONS" >>"$WORK/worker.log" 2>&1 || die "seed failed"
visible=$(psql -X -At "$PG_URL" -c 'SELECT count(*) FROM proj.visible_promotions')

api="http://127.0.0.1:$PORT"
link_of() { python3 -c 'import json,sys; p=json.load(open(sys.argv[1]))["items"][0]; print("/api/promotions/by-slug/" + p["casino"]["slug"] + "/" + p["slug"])' "$1"; }
# measure NAME URL CONNECTIONS [ROUTE]: warm-up, then the measured run; one summary line.
measure() {
  local name=$1 url=$2 connections=$3 route=${4:-} out="$WORK/wrk-$1.txt" s0=0 c0=0 s1=0 c1=0
  say "wrk $name: -c$connections -d$DURATION $url"
  wrk -t2 -c"$connections" -d3s --timeout 30s "$url" >/dev/null
  [[ -n $route ]] && s0=$(metric sum "$route") && c0=$(metric count "$route")
  wrk -t2 -c"$connections" -d"$DURATION" --timeout 30s --latency "$url" >"$out"
  [[ -n $route ]] && s1=$(metric sum "$route") && c1=$(metric count "$route")
  wrk_summary "$name" "$out" "$s0" "$c0" "$s1" "$c1"
}
p99_ms() { awk '$1 == "99%" { v = $2; if (v ~ /us$/) { sub(/us$/, "", v); v /= 1000 } else if (v ~ /ms$/) sub(/ms$/, "", v); else if (v ~ /s$/) { sub(/s$/, "", v); v *= 1000 } print v }' "$WORK/wrk-$1.txt"; }

# BENCH_ONLY=link: the uncached lookup alone, on the same data and link as the whole run.
if [[ $ONLY == link ]]; then
  start_api BONUS_CACHE_MAX_BYTES=0
  curl -fsS -o "$WORK/page.json" "$api/api/promotions/search?page=2" || die "the page failed"
  link=$(link_of "$WORK/page.json")
  line=$(measure link-uncached "$api$link" 16 promotions.by_slug)
  wrk_failed link-uncached && FAILED=1
  mkdir -p "$(dirname "$RESULTS")"
  {
    echo "bonus-guide uncached lookup by link — $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "command: BENCH_ONLY=link bench/ceiling.sh (BENCH_PROMOTIONS=$PROMOTIONS, BENCH_DURATION=$DURATION)"
    echo "machine: $(nproc) cores ($(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo)); PostgreSQL, Kafka, the api, the worker and wrk share it"
    echo "build:   $(git -C "$REPO" rev-parse --short HEAD 2>/dev/null || echo unknown); data: $visible active promotions"
    echo "link:    $link ($(curl -fsS "$api$link" | wc -c) bytes)"
    echo
    echo "$line"
    echo
    awk -v r="$(rps_of link-uncached)" 'BEGIN { printf "uncached lookup by link: %.0f requests/s (goal >= 3000)\n", r }'
    if ((FAILED)); then echo "RESULT: FAILED (see above)"; else echo "RESULT: every request succeeded"; fi
  } >"$RESULTS"
  cat "$RESULTS"
  exit $((FAILED != 0))
fi

# The bytes the api answers (identity coding, as wrk asks), as nginx's files. Comments are
# limited per address; the traffic phase sends one a second from this one address.
start_api BONUS_COMMENT_RATE_LIMIT=100000
mkdir -p "$WORK/www" "$WORK/nginx/logs"
curl -fsS -o "$WORK/www/page.json" "$api/api/promotions/search?page=2" || die "the page failed"
curl -fsS -o "$WORK/www/all.json" "$api/api/promotions" || die "the list failed"
link=$(link_of "$WORK/www/page.json")
cat >"$WORK/nginx/nginx.conf" <<CONF
user root;
worker_processes auto;
error_log $WORK/nginx/logs/error.log warn;
pid $WORK/nginx/nginx.pid;
daemon off;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  default_type application/json;
  server { listen 127.0.0.1:$NGINX_PORT; root $WORK/www; }
}
CONF
nginx -p "$WORK/nginx" -c "$WORK/nginx/nginx.conf" >>"$WORK/nginx/logs/console.log" 2>&1 &
NGINX_PID=$!
TRAFFIC_PID=
trap 'rc=$?; [[ -n $TRAFFIC_PID ]] && kill -TERM "$TRAFFIC_PID" 2>/dev/null; stop_pid "$NGINX_PID" nginx; (exit $rc); stack_cleanup' EXIT
for _ in $(seq 50); do port_open "$NGINX_PORT" && break; sleep 0.1; done
cmp -s <(curl -fsS "http://127.0.0.1:$NGINX_PORT/page.json") "$WORK/www/page.json" || die "nginx does not serve the same bytes"

lines=()
lines+=("$(measure page-api "$api/api/promotions/search?page=2" 64 promotions.search)")
lines+=("$(measure page-nginx "http://127.0.0.1:$NGINX_PORT/page.json" 64)")
lines+=("$(measure all-api "$api/api/promotions" 16 promotions.list)")
lines+=("$(measure all-nginx "http://127.0.0.1:$NGINX_PORT/all.json" 16)")

# The same reads while visitors cause events: 20 blog views and 1 comment a second.
psql -X -At "$PG_URL" -c 'SELECT id FROM proj.blog_posts WHERE is_published' >"$WORK/posts.txt"
psql -X -At "$PG_URL" -c 'SELECT id FROM proj.visible_promotions ORDER BY created_at DESC LIMIT 50' >"$WORK/promotions.txt"
hits0=$(curl -fsS "$api/metrics" | awk '$1 == "bonus_response_cache_hits_total" { print $2 }')
misses0=$(curl -fsS "$api/metrics" | awk '$1 == "bonus_response_cache_misses_total" { print $2 }')
python3 "$BENCH_DIR/traffic.py" "$api" "$WORK/posts.txt" "$WORK/promotions.txt" 20 1 >"$WORK/traffic.txt" 2>>"$WORK/traffic.log" &
TRAFFIC_PID=$!
lines+=("$(measure page-api-traffic "$api/api/promotions/search?page=2" 64 promotions.search)")
lines+=("$(measure page-nginx-traffic "http://127.0.0.1:$NGINX_PORT/page.json" 64)")
lines+=("$(measure all-api-traffic "$api/api/promotions" 16 promotions.list)")
lines+=("$(measure all-nginx-traffic "http://127.0.0.1:$NGINX_PORT/all.json" 16)")
kill -TERM "$TRAFFIC_PID" 2>/dev/null || true
wait "$TRAFFIC_PID" 2>/dev/null || true
hits1=$(curl -fsS "$api/metrics" | awk '$1 == "bonus_response_cache_hits_total" { print $2 }')
misses1=$(curl -fsS "$api/metrics" | awk '$1 == "bonus_response_cache_misses_total" { print $2 }')

stop_api
start_api BONUS_CACHE_MAX_BYTES=0
lines+=("$(measure link-uncached "$api$link" 16 promotions.by_slug)")
for n in page-api page-nginx all-api all-nginx page-api-traffic page-nginx-traffic all-api-traffic all-nginx-traffic \
  link-uncached; do wrk_failed "$n" && FAILED=1; done

cpu=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo)
commit=$(git -C "$REPO" rev-parse --short HEAD 2>/dev/null || echo unknown)
mkdir -p "$(dirname "$RESULTS")"
{
  echo "bonus-guide against nginx — $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "command: bench/ceiling.sh (BENCH_PROMOTIONS=$PROMOTIONS, BENCH_DURATION=$DURATION)"
  echo "machine: $(nproc) cores ($cpu); PostgreSQL, Kafka, the api, the worker, nginx $(nginx -v 2>&1 | sed 's|.*/||') and wrk share it"
  echo "build:   $commit; data: $visible active promotions"
  echo "bytes:   a page of 24: $(stat -c %s "$WORK/www/page.json"); the whole active list: $(stat -c %s "$WORK/www/all.json"); link: $link"
  echo
  printf '%s\n' "${lines[@]}"
  echo
  awk -v a="$(rps_of page-api)" -v n="$(rps_of page-nginx)" -v p="$(p99_ms page-api)" \
    'BEGIN { printf "page of 24, 64 connections: api %.2f x nginx (goal >= 0.8); api p99 %.2f ms (goal <= 10)\n", (n > 0) ? a / n : 0, p }'
  awk -v a="$(p99_ms all-api)" -v n="$(p99_ms all-nginx)" \
    'BEGIN { printf "whole active list, 16 connections: api p99 %.1f ms, nginx p99 %.1f ms: %.1f x (goal <= 3)\n", a, n, (n > 0) ? a / n : 0 }'
  awk -v r="$(rps_of link-uncached)" 'BEGIN { printf "uncached lookup by link: %.0f requests/s (goal >= 3000)\n", r }'
  echo "while visitors send $(cat "$WORK/traffic.txt"):"
  awk -v a="$(rps_of page-api-traffic)" -v n="$(rps_of page-nginx-traffic)" -v p="$(p99_ms page-api-traffic)" \
    'BEGIN { printf "  page of 24, 64 connections: api %.2f x nginx (goal >= 0.8); api p99 %.2f ms (goal <= 10)\n", (n > 0) ? a / n : 0, p }'
  awk -v a="$(p99_ms all-api-traffic)" -v n="$(p99_ms all-nginx-traffic)" \
    'BEGIN { printf "  whole active list, 16 connections: api p99 %.1f ms, nginx p99 %.1f ms: %.1f x (goal <= 3)\n", a, n, (n > 0) ? a / n : 0 }'
  awk -v h="$((hits1 - hits0))" -v m="$((misses1 - misses0))" \
    'BEGIN { printf "  response cache meanwhile: %d hits, %d misses (%.2f%% answered from memory)\n", h, m, (h + m > 0) ? 100 * h / (h + m) : 0 }'
  if ((FAILED)); then echo "RESULT: FAILED (see above)"; else echo "RESULT: every request succeeded"; fi
} >"$RESULTS"
cat "$RESULTS"
((FAILED == 0))
