#!/usr/bin/env bash
# bench/ceiling.sh: the api against nginx (Debian's) serving the very same bytes as static files,
# on the same machine, in the same run, with the same connections: a page of 24 promotions
# (~30 KB), a list of 800 promotions (~1 MB, ~70 KB gzip) and the whole active list (~5 MB at
# the default 5,000 promotions), in identity, gzip (nginx: gzip_static) and brotli (nginx:
# brotli_static), on one kept-alive connection, 16 and 64 connections, quiet and while
# bench/traffic.py sends views and comments; then an uncached promotion lookup by its link.
# Prints each row's api and nginx figures, the ratios and the goals of issue 25's items 1 to 3.
# Private stack, as the other benches. See bench/README.md ("Against nginx").
#
# Needs: PostgreSQL and Kafka (`infra/bonus pg-up kafka-up`), a build (`infra/bonus build`), wrk,
# curl, python3; installs nginx-light and its brotli_static module with apt when missing.
# Writes bench/results/ceiling.txt. BENCH_ONLY=link measures only the uncached lookup by link
# (no nginx, no traffic phase) and writes bench/results/ceiling-link.txt instead.
set -euo pipefail

LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg)  # before this run adds its own
BENCH_DIR="$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd -P)"
REPO="$(cd -- "$BENCH_DIR/.." && pwd -P)"
RESULTS="$BENCH_DIR/results/ceiling.txt"
BENCH_NAME=bench-ceiling
PORT="${BENCH_PORT:-18210}"
ONLY="${BENCH_ONLY:-}"
# 4,000 active: the whole list is about 5 MB (BENCH_ONLY=link: 16,000 active, as measured before)
PROMOTIONS="${BENCH_PROMOTIONS:-$([[ $ONLY == link ]] && echo 20000 || echo 5000)}"
LIST_LIMIT="${BENCH_LIST_LIMIT:-800}"    # the ~1 MB list: /api/promotions?limit=800
DURATION="${BENCH_DURATION:-$([[ $ONLY == link ]] && echo 8s || echo 4s)}"  # each measured wrk run
WARMUP="${BENCH_WARMUP:-2s}"             # before a row's first run on each server
ROUNDS="${BENCH_ROUNDS:-3}"              # runs of each row on each server, alternating; medians reported
VIEWS="${BENCH_VIEWS:-200}"              # the traffic phase: blog views a second
COMMENTS="${BENCH_COMMENTS:-5}"          # and comments a second
[[ -z $ONLY || $ONLY == link ]] || { echo "bench: BENCH_ONLY is empty (everything) or 'link'" >&2; exit 2; }
BROTLI_MODULE=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so

# shellcheck source=../infra/lib/bench-stack.sh
source "$REPO/infra/lib/bench-stack.sh"

if [[ $ONLY == link ]]; then
  RESULTS="$BENCH_DIR/results/ceiling-link.txt"
  stack_preflight wrk curl psql
else
  if ! command -v nginx >/dev/null 2>&1 || [[ ! -e $BROTLI_MODULE ]]; then
    say "installing nginx-light and libnginx-mod-http-brotli-static (apt-get)"
    as_root apt-get install -y -q nginx-light >&2
    as_root apt-get install -y -q libnginx-mod-http-brotli-static >&2 ||
      say "no brotli_static module: nginx serves the .br files by a map on Accept-Encoding instead"
  fi
  stack_preflight wrk curl psql nginx python3
  NGINX_PORT=$((PORT + 50))
  for _ in $(seq 20); do port_open "$NGINX_PORT" || break; NGINX_PORT=$((NGINX_PORT + 1)); done
  port_open "$NGINX_PORT" && die "no free port for nginx from $((PORT + 50)) on"
fi
stack_create
stack_start_worker
say "bonus-worker seed --promotions $PROMOTIONS"
env "${stack_env[@]}" "$WORKER_BIN" seed --promotions "$PROMOTIONS" >>"$WORK/worker.log" 2>&1 || die "seed failed"
visible=$(psql -X -At "$PG_URL" -c 'SELECT count(*) FROM proj.visible_promotions')

api="http://127.0.0.1:$PORT"
link_of() { python3 -c 'import json,sys; p=json.load(open(sys.argv[1]))["items"][0]; print("/api/promotions/by-slug/" + p["casino"]["slug"] + "/" + p["slug"])' "$1"; }
# pct_ms NAME PERCENT: a latency percentile of the wrk run saved as $WORK/wrk-NAME.txt, in ms.
pct_ms() {
  awk -v p="$2%" '$1 == p { v = $2; if (v ~ /us$/) { sub(/us$/, "", v); v /= 1000 } else if (v ~ /ms$/) sub(/ms$/, "", v); else if (v ~ /s$/) { sub(/s$/, "", v); v *= 1000 } print v }' "$WORK/wrk-$1.txt"
}
# measure NAME URL CONNECTIONS [ROUTE [ACCEPT_ENCODING [WARM]]]: warm-up (unless WARM is 0), then
# the measured run; one line.
measure() {
  local name=$1 url=$2 connections=$3 route=${4:-} coding=${5:-} warm=${6:-1} out="$WORK/wrk-$1.txt" s0=0 c0=0 s1=0 c1=0
  local threads=$((connections < 2 ? connections : 2)) header=()
  [[ -n $coding ]] && header=(-H "Accept-Encoding: $coding")
  say "wrk $name: -c$connections -d$DURATION ${coding:+($coding) }$url"
  ((warm)) && wrk -t"$threads" -c"$connections" -d"$WARMUP" --timeout 30s "${header[@]}" "$url" >/dev/null
  [[ -n $route ]] && s0=$(metric sum "$route") && c0=$(metric count "$route")
  cut -d' ' -f1 /proc/loadavg >"$WORK/load-$name.txt"
  wrk -t"$threads" -c"$connections" -d"$DURATION" --timeout 30s --latency "${header[@]}" "$url" >"$out"
  [[ -n $route ]] && s1=$(metric sum "$route") && c1=$(metric count "$route")
  wrk_summary "$name" "$out" "$s0" "$c0" "$s1" "$c1"
}

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
    echo "load:    $LOAD_BEFORE (1, 5, 15 min) before the run"
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

# The bytes the api answers in each coding, as nginx's files: NAME.json, NAME.json.gz and
# NAME.json.br. Comments are limited per address; the traffic phase sends them from this one.
start_api BONUS_COMMENT_RATE_LIMIT=100000
mkdir -p "$WORK/www" "$WORK/nginx/logs"
declare -A PATH_OF=([page]="/api/promotions/search?page=2" [list]="/api/promotions?limit=$LIST_LIMIT" [all]="/api/promotions")
declare -A ROUTE_OF=([page]=promotions.search [list]=promotions.list [all]=promotions.list)
declare -A SUFFIX=([identity]="" [gzip]=.gz [br]=.br)
for size in page list all; do
  for coding in identity gzip br; do
    file="$WORK/www/$size.json${SUFFIX[$coding]}"
    curl -fsS -H "Accept-Encoding: $coding" -D "$file.head" -o "$file" "$api${PATH_OF[$size]}" || die "$size ($coding) failed"
    got=$(awk -F': *' 'tolower($1) == "content-encoding" { gsub(/\r/, "", $2); print $2 }' "$file.head")
    [[ ${got:-identity} == "$coding" ]] || die "$size: asked for $coding, the api answered ${got:-identity}"
  done
done
link=$(link_of "$WORK/www/page.json")

if [[ -e $BROTLI_MODULE ]]; then
  brotli_load="load_module $BROTLI_MODULE;"
  brotli_conf="brotli_static on;"
  brotli_how="brotli_static"
else  # without the module: the .br file by a map on Accept-Encoding
  brotli_load=""
  brotli_conf='location / { if ($br_suffix) { rewrite ^(.*)$ $1.br last; } }
    location ~ \.br$ { default_type application/json; add_header Content-Encoding br; add_header Vary Accept-Encoding; }'
  brotli_how="a map on Accept-Encoding (no brotli_static module)"
fi
cat >"$WORK/nginx/nginx.conf" <<CONF
user root;
worker_processes auto;
$brotli_load
error_log $WORK/nginx/logs/error.log warn;
pid $WORK/nginx/nginx.pid;
daemon off;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_requests 1000000;
  default_type application/json;
  gzip_static on;
  gzip_vary on;
  map \$http_accept_encoding \$br_suffix { default ""; "~*(^|[ ,])br([ ,;]|$)" ".br"; }
  server {
    listen 127.0.0.1:$NGINX_PORT;
    root $WORK/www;
    $brotli_conf
  }
}
CONF
nginx -p "$WORK/nginx" -c "$WORK/nginx/nginx.conf" >>"$WORK/nginx/logs/console.log" 2>&1 &
NGINX_PID=$!
TRAFFIC_PID=
trap 'rc=$?; [[ -z $TRAFFIC_PID ]] || kill -TERM "$TRAFFIC_PID" 2>/dev/null || true; stop_pid "$NGINX_PID" nginx; (exit $rc); stack_cleanup' EXIT
for _ in $(seq 50); do port_open "$NGINX_PORT" && break; sleep 0.1; done
for size in page list all; do
  for coding in identity gzip br; do
    cmp -s <(curl -fsS -H "Accept-Encoding: $coding" "http://127.0.0.1:$NGINX_PORT/$size.json") "$WORK/www/$size.json${SUFFIX[$coding]}" ||
      die "nginx does not serve the api's bytes of $size in $coding"
  done
done

# median_run NAME: wrk-NAME.txt from the rounds wrk-NAME.r1.txt ...: the median of the rounds'
# requests/s, of their p50 and of their p99 (each figure on its own), in wrk's words so the report
# reads it as one run, with any round's errors; the load when the first round started.
median_run() {
  local name=$1 r
  for ((r = 1; r <= ROUNDS; r++)); do
    printf '%s %s %s\n' "$(rps_of "$name.r$r")" "$(pct_ms "$name.r$r" 50)" "$(pct_ms "$name.r$r" 99)"
  done | awk '{ rps[NR] = $1; p50[NR] = $2; p99[NR] = $3 }
    function med(a, n,   i, j, t) { for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
      return (n % 2) ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2 }
    END { n = NR; printf "Requests/sec: %.2f\n     50%%    %.3fms\n     99%%    %.3fms\n", med(rps, n), med(p50, n), med(p99, n) }' \
    >"$WORK/wrk-$name.txt"
  cat "$WORK"/wrk-"$name".r*.txt | grep -E 'Non-2xx or 3xx responses|Socket errors' >>"$WORK/wrk-$name.txt" || true
  cp "$WORK/load-$name.r1.txt" "$WORK/load-$name.txt"
}

# row SIZE CODING CONNECTIONS [PHASE]: the api, then nginx, on the same bytes, ROUNDS times
# alternating (each server warmed up before its first round), every sample printed and the
# medians reported: one sample a row moved by more than its margin from run to run. NAME is
# SIZE-CODING-cCONNECTIONS[-PHASE].
ROWS=()
lines=()
row() {
  local name="$1-$2-c$3${4:+-$4}" coding=$2 r
  [[ $coding == identity ]] && coding=""
  ROWS+=("$name")
  for ((r = 1; r <= ROUNDS; r++)); do
    lines+=("$(measure "$name-api.r$r" "$api${PATH_OF[$1]}" "$3" "${ROUTE_OF[$1]}" "$coding" $((r == 1)))")
    lines+=("$(measure "$name-nginx.r$r" "http://127.0.0.1:$NGINX_PORT/$1.json" "$3" "" "$coding" $((r == 1)))")
  done
  median_run "$name-api"
  median_run "$name-nginx"
}
# Item 1: one kept-alive connection, every size.
row page identity 1
row page br 1
row list gzip 1
row list identity 1
row all identity 1
# Item 2: throughput at 64 connections (the page) and 16 (the lists). Item 3: each of item 2's
# goal rows again at once while visitors send views and comments, so the quiet figure and the
# one with traffic are minutes apart at most, not the whole run.
psql -X -At "$PG_URL" -c 'SELECT id FROM proj.blog_posts WHERE is_published' >"$WORK/posts.txt"
psql -X -At "$PG_URL" -c 'SELECT id FROM proj.visible_promotions ORDER BY created_at DESC LIMIT 50' >"$WORK/promotions.txt"
cache_metric() { curl -fsS "$api/metrics" | awk -v k="bonus_response_cache_$1_total" '$1 == k { print $2 }'; }
HITS=0
MISSES=0
: >"$WORK/traffic.txt"
# row_with_traffic SIZE CODING CONNECTIONS: the row quiet, then with bench/traffic.py running.
row_with_traffic() {
  local h0 m0
  row "$@"
  h0=$(cache_metric hits)
  m0=$(cache_metric misses)
  python3 "$BENCH_DIR/traffic.py" "$api" "$WORK/posts.txt" "$WORK/promotions.txt" "$VIEWS" "$COMMENTS" \
    >>"$WORK/traffic.txt" 2>>"$WORK/traffic.log" &
  TRAFFIC_PID=$!
  sleep 1
  row "$@" traffic
  kill -TERM "$TRAFFIC_PID" 2>/dev/null || true
  wait "$TRAFFIC_PID" 2>/dev/null || true
  TRAFFIC_PID=
  HITS=$((HITS + $(cache_metric hits) - h0))
  MISSES=$((MISSES + $(cache_metric misses) - m0))
}
row_with_traffic page identity 64
row_with_traffic page gzip 64
row_with_traffic page br 64
row_with_traffic list identity 16
row_with_traffic list gzip 16
row list br 16
row all identity 16

stop_api
start_api BONUS_CACHE_MAX_BYTES=0
lines+=("$(measure link-uncached "$api$link" 16 promotions.by_slug)")
for name in "${ROWS[@]}"; do wrk_failed "$name-api" && FAILED=1; wrk_failed "$name-nginx" && FAILED=1; done
wrk_failed link-uncached && FAILED=1

# The table and the goals.
source "$BENCH_DIR/ceiling-report.sh"
mkdir -p "$(dirname "$RESULTS")"
ceiling_report >"$RESULTS"
cat "$RESULTS"
((FAILED == 0))
