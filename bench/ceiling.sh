#!/usr/bin/env bash
# bench/ceiling.sh: the api against nginx (Debian's) serving the very same bytes as static files,
# on the same machine, in the same run, with the same connections: a page of 24 promotions
# (~30 KB), a list of 800 promotions (~1 MB, ~70 KB gzip) and the whole active list (~5 MB at
# the default 5,000 promotions), in identity, gzip (nginx: gzip_static) and brotli (nginx:
# brotli_static), on one kept-alive connection, 16 and 64 connections, quiet and while
# bench/traffic.c sends views and comments (each loaded sample between a quiet sample just before
# and one just after it on the same server); then an uncached promotion lookup by its link. Before
# the rows, the visitors alone for a while with the CPU each process spends on them. Prints each
# row's api and nginx figures, the ratios and the goals of issue 25's items 1 to 3.
# Private stack, as the other benches. See bench/README.md ("Against nginx").
#
# Needs: PostgreSQL and Kafka (`infra/bonus pg-up kafka-up`), a build (`infra/bonus build`), wrk,
# curl, python3, cc (bench/traffic.c is built in the run's directory); installs nginx-light and its
# brotli_static module with apt when missing. Writes bench/results/ceiling.txt. BENCH_ONLY=link
# measures only the uncached lookup by link (no nginx, no traffic phase) and writes
# bench/results/ceiling-link.txt instead; BENCH_ONLY=visitors only the visitors alone with each
# process's CPU (no nginx, no wrk), into bench/results/ceiling-visitors.txt.
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
TRAFFIC_LEAD="${BENCH_TRAFFIC_LEAD:-1}"  # seconds of visitors before a loaded sample starts
SETTLE="${BENCH_SETTLE:-1}"              # seconds after the visitors stop before the next quiet sample
CPU_SECONDS="${BENCH_CPU_SECONDS:-15}"   # the visitors alone, with each process's CPU (0: left out)
[[ -z $ONLY || $ONLY == link || $ONLY == visitors ]] ||
  { echo "bench: BENCH_ONLY is empty (everything), 'link' or 'visitors'" >&2; exit 2; }
[[ $ONLY == visitors ]] && ((CPU_SECONDS == 0)) && { echo "bench: BENCH_ONLY=visitors needs BENCH_CPU_SECONDS > 0" >&2; exit 2; }
BROTLI_MODULE=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so

# shellcheck source=../infra/lib/bench-stack.sh
source "$REPO/infra/lib/bench-stack.sh"
# shellcheck source=../infra/lib/cpu-split.sh
source "$REPO/infra/lib/cpu-split.sh"

if [[ $ONLY == link ]]; then
  RESULTS="$BENCH_DIR/results/ceiling-link.txt"
  stack_preflight wrk curl psql
elif [[ $ONLY == visitors ]]; then
  RESULTS="$BENCH_DIR/results/ceiling-visitors.txt"
  stack_preflight curl psql "${CC:-cc}"
else
  if ! command -v nginx >/dev/null 2>&1 || [[ ! -e $BROTLI_MODULE ]]; then
    say "installing nginx-light and libnginx-mod-http-brotli-static (apt-get)"
    as_root apt-get install -y -q nginx-light >&2
    as_root apt-get install -y -q libnginx-mod-http-brotli-static >&2 ||
      say "no brotli_static module: nginx serves the .br files by a map on Accept-Encoding instead"
  fi
  stack_preflight wrk curl psql nginx python3 ss "${CC:-cc}"
  NGINX_PORT=$((PORT + 50))
  for _ in $(seq 20); do port_open "$NGINX_PORT" || break; NGINX_PORT=$((NGINX_PORT + 1)); done
  port_open "$NGINX_PORT" && die "no free port for nginx from $((PORT + 50)) on"
fi
stack_create
[[ $ONLY == link ]] || "${CC:-cc}" -O2 -o "$WORK/traffic" "$BENCH_DIR/traffic.c" || die "could not build bench/traffic.c"
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
# ticks_of PID...: user + system clock ticks of these processes (all their threads) so far.
ticks_of() {
  local pid sum=0 t
  for pid in "$@"; do
    t=$(_cpu_ticks "$pid")
    sum=$((sum + ${t:-0}))
  done
  echo "$sum"
}
# server_pids api|nginx: the processes whose CPU a sample's line reports (nginx: its workers).
server_pids() { if [[ $1 == nginx ]]; then pgrep -P "$NGINX_PID" | tr '\n' ' '; else echo "$API_PID"; fi; }
# measure NAME URL CONNECTIONS [ROUTE [ACCEPT_ENCODING [WARM]]]: warm-up (unless WARM is 0), then
# the measured run; one line, with the CPU the server (api or nginx, by NAME) spent per answer.
measure() {
  local name=$1 url=$2 connections=$3 route=${4:-} coding=${5:-} warm=${6:-1} out="$WORK/wrk-$1.txt" s0=0 c0=0 s1=0 c1=0
  local pids t0 t1 server=api
  [[ $name == *-nginx* ]] && server=nginx
  local threads=$((connections < 2 ? connections : 2)) header=()
  [[ -n $coding ]] && header=(-H "Accept-Encoding: $coding")
  say "wrk $name: -c$connections -d$DURATION ${coding:+($coding) }$url"
  ((warm)) && wrk -t"$threads" -c"$connections" -d"$WARMUP" --timeout 30s "${header[@]}" "$url" >/dev/null
  [[ -n $route ]] && s0=$(metric sum "$route") && c0=$(metric count "$route")
  cut -d' ' -f1 /proc/loadavg >"$WORK/load-$name.txt"
  pids=$(server_pids "$server")
  # shellcheck disable=SC2086 # a list of pids
  t0=$(ticks_of $pids)
  wrk -t"$threads" -c"$connections" -d"$DURATION" --timeout 30s --latency "${header[@]}" "$url" >"$out"
  # shellcheck disable=SC2086
  t1=$(ticks_of $pids)
  awk -v t="$((t1 - t0))" -v hz="$(getconf CLK_TCK)" '/ requests in / { n = $1 } END { printf "%.1f\n", (n > 0) ? t / hz * 1e6 / n : 0 }' \
    "$out" >"$WORK/cpu-$name.txt"
  [[ -n $route ]] && s1=$(metric sum "$route") && c1=$(metric count "$route")
  printf '%s  %s CPU %s us/answer\n' "$(wrk_summary "$name" "$out" "$s0" "$c0" "$s1" "$c1")" "$server" "$(cat "$WORK/cpu-$name.txt")"
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

# The visitors (views and comments, bench/traffic.c) and their cost alone. Comments are limited per
# address; the visitors send them from this one.
start_api BONUS_COMMENT_RATE_LIMIT=100000
psql -X -At "$PG_URL" -c 'SELECT id FROM proj.blog_posts WHERE is_published' >"$WORK/posts.txt"
psql -X -At "$PG_URL" -c 'SELECT id FROM proj.visible_promotions ORDER BY created_at DESC LIMIT 50' >"$WORK/promotions.txt"
cache_metric() { curl -fsS "$api/metrics" | awk -v k="bonus_response_cache_$1_total" '$1 == k { print $2 }'; }
HITS=0
MISSES=0
: >"$WORK/traffic.txt"
# The visitors: bench/traffic.c (built above), the posts and the newest promotions in turn.
visitors=("$WORK/traffic" 127.0.0.1 "$PORT" "$WORK/posts.txt" "$WORK/promotions.txt" "$VIEWS" "$COMMENTS")
visitors_start() {
  "${visitors[@]}" >>"$WORK/traffic.txt" 2>>"$WORK/traffic.log" &
  TRAFFIC_PID=$!
}
visitors_stop() {
  kill -TERM "$TRAFFIC_PID" 2>/dev/null || true
  wait "$TRAFFIC_PID" 2>/dev/null || true
  TRAFFIC_PID=
}

# The visitors alone (no wrk): each process's CPU over BENCH_CPU_SECONDS, less its rate over 5 s
# idle just before (infra/lib/cpu-split.sh; the generator's own from `time`).
CPU_LINES="the visitors alone: not measured (BENCH_CPU_SECONDS=0)"
if ((CPU_SECONDS > 0)); then
  say "the visitors alone for ${CPU_SECONDS}s, each process's CPU"
  cpu_snapshot "$WORK/cpu-idle-0"
  sleep 5
  cpu_snapshot "$WORK/cpu-idle-1"
  cpu_snapshot "$WORK/cpu-visitors-0"
  echo "wrk 0 0" >>"$WORK/cpu-visitors-0"
  ( TIMEFORMAT='%3U %3S'
    { time timeout -s TERM "$CPU_SECONDS" "${visitors[@]}" >"$WORK/traffic-alone.txt" 2>>"$WORK/traffic.log"; } \
      2>"$WORK/traffic-alone.cpu" ) || true
  sleep 2  # the last views' flush and the last comments' projection
  cpu_snapshot "$WORK/cpu-visitors-1"
  awk -v hz="$(getconf CLK_TCK)" '{ printf "wrk 0 %d\n", ($1 + $2) * hz }' "$WORK/traffic-alone.cpu" >>"$WORK/cpu-visitors-1"
  CPU_LINES="the visitors alone for ${CPU_SECONDS}s ($(cat "$WORK/traffic-alone.txt")), each process's CPU until"
  CPU_LINES+=" 2 s after, less its idle rate; per second of visitors:"$'\n'
  # cpu_split's microseconds per second as milliseconds a second; its "wrk" is the generator here.
  CPU_LINES+=$(CPU_UNIT=second cpu_split "$WORK/cpu-visitors-0" "$WORK/cpu-visitors-1" "$CPU_SECONDS" \
    "$WORK/cpu-idle-0" "$WORK/cpu-idle-1" | sed 's/^  wrk       /  traffic.c /' |
    awk '{ if (match($0, /[0-9.]+ us per second/)) { split(substr($0, RSTART, RLENGTH), v, " ")
             $0 = substr($0, 1, RSTART - 1) sprintf("%6.1f ms a second (%4.1f %% of a core)", v[1] / 1000, v[1] / 1e4) substr($0, RSTART + RLENGTH) }
           print }')
fi

# BENCH_ONLY=visitors: that phase alone, without nginx or wrk.
if [[ $ONLY == visitors ]]; then
  mkdir -p "$(dirname "$RESULTS")"
  {
    echo "bonus-guide visitors alone — $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "command: BENCH_ONLY=visitors bench/ceiling.sh (BENCH_VIEWS=$VIEWS, BENCH_COMMENTS=$COMMENTS, BENCH_CPU_SECONDS=$CPU_SECONDS)"
    echo "machine: $(nproc) cores ($(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo)); PostgreSQL, Kafka, the api, the worker and the generator share it"
    echo "load:    $LOAD_BEFORE (1, 5, 15 min) before the run, $(cut -d' ' -f1-3 /proc/loadavg) after"
    echo "build:   $(git -C "$REPO" rev-parse --short HEAD 2>/dev/null || echo unknown) (api and worker from ${BUILD#"$REPO"/}); data: $visible active promotions"
    echo "generator: bench/traffic.c"
    echo
    echo "$CPU_LINES"
  } >"$RESULTS"
  # Every view and every comment accepted, or the phase measured less than it claims.
  grep -qE '^([0-9]+) views \(\1 accepted.* and ([0-9]+) comments \(\2 accepted' "$WORK/traffic-alone.txt" ||
    { echo "RESULT: FAILED (a view or a comment was not accepted)" | tee -a "$RESULTS"; exit 1; }
  exit 0
fi

# The bytes the api answers in each coding, as nginx's files: NAME.json, NAME.json.gz and
# NAME.json.br.
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

# median_run NAME [KIND [COUNT]]: wrk-NAME.txt from the samples wrk-NAME.KIND1.txt ... KINDCOUNT
# (KIND r, COUNT BENCH_ROUNDS unless given): the median of their requests/s, of their p50 and of
# their p99 and of the server's CPU per answer (each figure on its own), in wrk's words so the
# report reads it as one run, with any sample's errors; the load when the first sample started.
median_run() {
  local name=$1 kind=${2:-r} count=${3:-$ROUNDS} r
  for ((r = 1; r <= count; r++)); do
    printf '%s %s %s %s\n' "$(rps_of "$name.$kind$r")" "$(pct_ms "$name.$kind$r" 50)" "$(pct_ms "$name.$kind$r" 99)" \
      "$(cat "$WORK/cpu-$name.$kind$r.txt")"
  done | awk '{ rps[NR] = $1; p50[NR] = $2; p99[NR] = $3; cpu[NR] = $4 }
    function med(a, n,   i, j, t) { for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
      return (n % 2) ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2 }
    END { n = NR; printf "Requests/sec: %.2f\n     50%%    %.3fms\n     99%%    %.3fms\nCPU per answer: %.1f\n", med(rps, n), med(p50, n), med(p99, n), med(cpu, n) }' \
    >"$WORK/wrk-$name.txt"
  cat "$WORK"/wrk-"$name".$kind*.txt | grep -E 'Non-2xx or 3xx responses|Socket errors' >>"$WORK/wrk-$name.txt" || true
  cp "$WORK/load-$name.${kind}1.txt" "$WORK/load-$name.txt"
}

# row SIZE CODING CONNECTIONS: the api, then nginx, on the same bytes, ROUNDS times alternating
# (each server warmed up before its first round), every sample printed and the medians
# reported: one sample a row moved by more than its margin from run to run. NAME is
# SIZE-CODING-cCONNECTIONS.
ROWS=()
lines=()
row() {
  local name="$1-$2-c$3" coding=$2 r
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
# goal rows also while visitors send views and comments, in bracketed rounds (as bench/clicks.sh):
# quiet samples on both servers, then loaded samples on both while bench/traffic.c runs, then
# quiet again, and so on, ending quiet. Each loaded sample is compared with the mean of the quiet
# samples of the same server just before and just after it (about 15 s apart: the machine's drift
# over a minute moved quiet rows by more than 10 %); the goal is on the median of the rounds. The
# quiet samples (BENCH_ROUNDS + 1 of them) are also item 2's figures.

# row_with_traffic SIZE CODING CONNECTIONS: rows NAME (the quiet samples, q1 ... q<ROUNDS + 1>)
# and NAME-traffic (the loaded ones, r1 ... r<ROUNDS>), each step's samples on the api then on
# nginx in odd rounds and the other way round in even ones, so neither server always has the
# first seconds of the visitors or the last.
row_with_traffic() {
  local name="$1-$2-c$3" coding=$2 r h0 m0 server url order
  [[ $coding == identity ]] && coding=""
  ROWS+=("$name" "$name-traffic")
  for ((r = 1; r <= ROUNDS + 1; r++)); do
    order="api nginx"
    ((r % 2 == 0)) && order="nginx api"
    for server in $order; do
      url="$api${PATH_OF[$1]}"
      [[ $server == nginx ]] && url="http://127.0.0.1:$NGINX_PORT/$1.json"
      lines+=("$(measure "$name-$server.q$r" "$url" "$3" "$([[ $server == api ]] && echo "${ROUTE_OF[$1]}")" "$coding" $((r == 1)))")
    done
    ((r > ROUNDS)) && break
    h0=$(cache_metric hits)
    m0=$(cache_metric misses)
    visitors_start
    sleep "$TRAFFIC_LEAD"
    for server in $order; do
      url="$api${PATH_OF[$1]}"
      [[ $server == nginx ]] && url="http://127.0.0.1:$NGINX_PORT/$1.json"
      lines+=("$(measure "$name-traffic-$server.r$r" "$url" "$3" "$([[ $server == api ]] && echo "${ROUTE_OF[$1]}")" "$coding" 0)")
    done
    visitors_stop
    HITS=$((HITS + $(cache_metric hits) - h0))
    MISSES=$((MISSES + $(cache_metric misses) - m0))
    sleep "$SETTLE"
  done
  median_run "$name-api" q $((ROUNDS + 1))
  median_run "$name-nginx" q $((ROUNDS + 1))
  median_run "$name-traffic-api" r
  median_run "$name-traffic-nginx" r
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
