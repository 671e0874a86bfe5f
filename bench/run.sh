#!/usr/bin/env bash
# bench/run.sh: throughput of GET /api/casinos against a fixed-body ceiling, and the
# command-to-visible latency of POST /api/admin/casinos, on a private stack (own database, own
# topic prefix, own api and worker processes). See bench/README.md.
#
# Needs: PostgreSQL on 127.0.0.1:5433 and Kafka on 127.0.0.1:19092 (`infra/bonus pg-up kafka-up`),
# a build in build/ (`infra/bonus build`), and wrk, curl, psql, pgbench, python3.
# Writes the summary to bench/results/latest.txt. Exit status 0 only when every request succeeded.
set -euo pipefail

BENCH_DIR="$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd -P)"
REPO="$(cd -- "$BENCH_DIR/.." && pwd -P)"
RESULTS="$BENCH_DIR/results/latest.txt"

# Settings (each can be overridden from the environment).
BENCH_NAME=bench
PORT="${BENCH_PORT:-18180}"
ADMIN_EMAIL="bench@bonusrehberi.local"
ADMIN_PASSWORD="bench-$(od -An -N8 -tx8 /dev/urandom | tr -d ' ')"
TOKEN="" # an access token, from signing in once the api is up
CASINOS="${BENCH_CASINOS:-100}"
COMMANDS="${BENCH_COMMANDS:-1000}"
WRK_THREADS=2
WRK_CONNECTIONS=64
WRK_DURATION="${BENCH_DURATION:-15s}"
WRK_WARMUP=3s
PGBENCH_SECONDS=10

# shellcheck source=../infra/lib/bench-stack.sh
source "$REPO/infra/lib/bench-stack.sh"



# --------------------------------------------------------------------------
# Measurements
# --------------------------------------------------------------------------

# proc_ticks PID...: CPU time (user + system, clock ticks) the processes have used so far.
proc_ticks() {
  local pid total=0 t
  for pid in "$@"; do
    # Fields 14 and 15 of /proc/PID/stat, counted after the ')' that ends the command name.
    t=$(awk '{ sub(/^.*\) /, ""); print $12 + $13 }' "/proc/$pid/stat" 2>/dev/null) || t=0
    total=$((total + ${t:-0}))
  done
  echo "$total"
}
# machine_ticks: "busy idle" clock ticks of the whole machine so far.
machine_ticks() { awk '$1 == "cpu" { print $2 + $3 + $4 + $7 + $8 + $9, $5 + $6; exit }' /proc/stat; }
# The PostgreSQL backends serving this run's database (the api's pool and the worker).
backend_pids() { psql -X -At "$PG_ADMIN_URL" -c "SELECT pid FROM pg_stat_activity WHERE datname = '$DB_NAME'"; }

# run_wrk NAME PATH ROUTE: warm-up, then the measured run; prints a result line and a CPU line.
run_wrk() {
  local name=$1 path=$2 route=$3 url out sum0 count0 sum1 count1 backends api0 api1 pg0 pg1 m0 m1 hz
  url="http://127.0.0.1:$PORT$path"
  out="$WORK/wrk-$name.txt"
  say "wrk $name: warm-up $WRK_WARMUP, then -t$WRK_THREADS -c$WRK_CONNECTIONS -d$WRK_DURATION $url"
  wrk -t"$WRK_THREADS" -c"$WRK_CONNECTIONS" -d"$WRK_WARMUP" "$url" >/dev/null
  sum0=$(metric sum "$route")
  count0=$(metric count "$route")
  mapfile -t backends < <(backend_pids)
  api0=$(proc_ticks "$API_PID")
  pg0=$(proc_ticks "${backends[@]}")
  m0=$(machine_ticks)
  wrk -t"$WRK_THREADS" -c"$WRK_CONNECTIONS" -d"$WRK_DURATION" --latency "$url" >"$out"
  m1=$(machine_ticks)
  api1=$(proc_ticks "$API_PID")
  pg1=$(proc_ticks "${backends[@]}")
  sum1=$(metric sum "$route")
  count1=$(metric count "$route")
  hz=$(getconf CLK_TCK)
  cat "$out" >&2
  wrk_summary "$name" "$out" "$sum0" "$count0" "$sum1" "$count1"
  awk -v name="$name" -v hz="$hz" -v api=$((api1 - api0)) -v pg=$((pg1 - pg0)) -v m0="$m0" -v m1="$m1" 'BEGIN {
    split(m0, a, " "); split(m1, b, " ")
    busy = (b[1] - a[1]) / hz; idle = (b[2] - a[2]) / hz; api /= hz; pg /= hz
    printf "%-14s CPU seconds during the run: api %.1f, PostgreSQL backends %.1f, everything else (wrk, other processes) %.1f, idle %.1f\n",
      "", api, pg, busy - api - pg, idle
  }'
}


# --------------------------------------------------------------------------
# Main
# --------------------------------------------------------------------------
stack_preflight wrk curl psql pgbench python3 awk
stack_env+=(BONUS_ACCESS_TOKEN_TTL_S=3600)
stack_create
say "bonus-api admin set-password $ADMIN_EMAIL"
printf '%s\n' "$ADMIN_PASSWORD" | env "${stack_env[@]}" "$API_BIN" admin set-password "$ADMIN_EMAIL" --chosen >>"$WORK/api.log" 2>&1 ||
  die "creating the benchmark admin failed"

stack_start_worker

say "starting bonus-api, signing in as $ADMIN_EMAIL and loading $CASINOS casinos"
start_api BONUS_BENCH_FIXED_BYTES=0
TOKEN=$(curl -fsS -X POST "http://127.0.0.1:$PORT/api/auth/token" -H 'Content-Type: application/json' \
  -d "{\"grant_type\":\"password\",\"email\":\"$ADMIN_EMAIL\",\"password\":\"$ADMIN_PASSWORD\"}" |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["access_token"])') || die "signing in failed"
python3 "$BENCH_DIR/command_latency.py" load --port "$PORT" --token "$TOKEN" --count "$CASINOS" >&2 ||
  die "loading the casinos failed"
body_bytes=$(curl -fsS -o "$WORK/casinos.json" -w '%{size_download}' "http://127.0.0.1:$PORT/api/casinos")
listed=$(python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))))' "$WORK/casinos.json")
[[ $listed == "$CASINOS" ]] || die "GET /api/casinos lists $listed casinos, expected $CASINOS"
say "GET /api/casinos: $listed casinos, $body_bytes bytes"

say "restarting bonus-api with BONUS_BENCH_FIXED_BYTES=$body_bytes"
stop_api
start_api BONUS_BENCH_FIXED_BYTES="$body_bytes"
fixed_bytes=$(curl -fsS -o /dev/null -w '%{size_download}' "http://127.0.0.1:$PORT/__bench/fixed")
[[ $fixed_bytes == "$body_bytes" ]] || die "/__bench/fixed is $fixed_bytes bytes, expected $body_bytes"

list_line=$(run_wrk casinos /api/casinos casinos.list)
fixed_line=$(run_wrk fixed /__bench/fixed bench.fixed)
wrk_failed casinos && FAILED=1
wrk_failed fixed && FAILED=1
ratio=$(awk -v a="$(rps_of casinos)" -v b="$(rps_of fixed)" 'BEGIN { printf "%.0f%%", (b > 0) ? 100 * a / b : 0 }')

say "the list query alone in PostgreSQL"
# The same statement as kListCasinos in api/src/handlers/casinos.cpp.
list_sql="SELECT coalesce(json_agg(c ORDER BY c.name COLLATE \"tr-TR-x-icu\", c.id), '[]'::json)::text FROM (SELECT id, name, slug, url, logo_url, description, details, rating, featured, created_at, updated_at, 0 AS promo_count FROM casinos) c"
printf '%s;\n' "$list_sql" >"$WORK/list.sql"
explain=$(psql -X -At -v ON_ERROR_STOP=1 "$PG_URL" \
  -c "SET search_path TO proj, public" \
  -c "EXPLAIN (ANALYZE, TIMING OFF) $list_sql" \
  -c "EXPLAIN (ANALYZE, TIMING OFF) $list_sql" \
  -c "EXPLAIN (ANALYZE, TIMING OFF) $list_sql" | awk '/Execution Time/ { t = $3 } END { print t }')
pgbench_out=$(PGOPTIONS='-c search_path=proj,public' pgbench -n -c 16 -j 2 -T "$PGBENCH_SECONDS" -f "$WORK/list.sql" "$PG_URL" 2>&1) ||
  { printf '%s\n' "$pgbench_out" >&2; die "pgbench failed"; }
pg_tps=$(awk '/^tps = / { printf "%.0f", $3 }' <<<"$pgbench_out")
pg_lat=$(awk '/^latency average = / { print $4 }' <<<"$pgbench_out")
pgbench_one=$(PGOPTIONS='-c search_path=proj,public' pgbench -n -c 1 -j 1 -T 5 -f "$WORK/list.sql" "$PG_URL" 2>&1) ||
  { printf '%s\n' "$pgbench_one" >&2; die "pgbench failed"; }
pg1_tps=$(awk '/^tps = / { printf "%.0f", $3 }' <<<"$pgbench_one")
pg1_lat=$(awk '/^latency average = / { print $4 }' <<<"$pgbench_one")

say "command-to-visible latency: $COMMANDS sequential POSTs"
cmd0=$(metric sum admin.casinos.create)
cmdc0=$(metric count admin.casinos.create)
post_out=$(python3 "$BENCH_DIR/command_latency.py" post --port "$PORT" --token "$TOKEN" --count "$COMMANDS" --first 1000) || FAILED=1
cmd1=$(metric sum admin.casinos.create)
cmdc1=$(metric count admin.casinos.create)
printf '%s\n' "$post_out" >&2
say "read-your-writes: $COMMANDS x (POST, then GET /api/casinos/{id})"
get_out=$(python3 "$BENCH_DIR/command_latency.py" post-get --port "$PORT" --token "$TOKEN" --count "$COMMANDS" --first 3000) || FAILED=1
printf '%s\n' "$get_out" >&2
server_cmd=$(awk -v s0="$cmd0" -v c0="$cmdc0" -v s1="$cmd1" -v c1="$cmdc1" \
  'BEGIN { if (c1 > c0) printf "%.2f ms", (s1 - s0) / (c1 - c0) * 1000; else print "n/a" }')
dead_letters=$(psql -X -At "$PG_URL" -c 'SELECT count(*) FROM proj.dead_letters' 2>/dev/null || echo '?')
api_errors=$(grep -c ' error ' "$WORK/api.log" || true)
worker_errors=$(grep -c ' error ' "$WORK/worker.log" || true)

cpu=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo)
mem=$(awk '/^MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo)
commit=$(git -C "$REPO" rev-parse --short HEAD 2>/dev/null || echo unknown)
[[ -n $(git -C "$REPO" status --porcelain --untracked-files=no 2>/dev/null) ]] && commit="$commit (with uncommitted changes)"
mkdir -p "$(dirname "$RESULTS")"
{
  echo "bonus-guide benchmark — $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "machine: $(nproc) cores ($cpu), $mem; PostgreSQL, Kafka, the api, the worker and wrk all share it"
  echo "build:   $commit, $(awk -F= '/^CMAKE_BUILD_TYPE:/ { print $2 }' "$BUILD/CMakeCache.txt" 2>/dev/null)"
  echo "api:     defaults (BONUS_API_THREADS=$(nproc), BONUS_HANDLER_THREADS=32, BONUS_PG_POOL=16), BONUS_ACCESS_LOG=0"
  echo
  echo "GET throughput: wrk -t$WRK_THREADS -c$WRK_CONNECTIONS -d$WRK_DURATION --latency (after a $WRK_WARMUP warm-up), $CASINOS casinos, body $body_bytes bytes"
  echo "$list_line"
  echo "$fixed_line"
  echo "/api/casinos reaches $ratio of the fixed-body ceiling (same server, same body size)"
  echo "handler mean = time inside the handler as the api's /metrics records it (excludes queueing and I/O)"
  echo "list query alone in PostgreSQL: ${explain:-?} ms execution (EXPLAIN ANALYZE)"
  echo "  pgbench, same statement: 1 client 5s: $pg1_tps tps, $pg1_lat ms average; 16 clients ${PGBENCH_SECONDS}s: $pg_tps tps, $pg_lat ms average"
  echo
  echo "Command to visible: POST /api/admin/casinos answers 201 once the projection has the entity"
  printf '%s\n' "$post_out"
  echo "server-side mean of the POST handler: $server_cmd"
  echo
  echo "Read-your-writes check: each POST is followed at once by GET /api/casinos/{id}"
  printf '%s\n' "$get_out"
  echo
  echo "dead letters: $dead_letters; error lines in logs: api $api_errors, worker $worker_errors"
  if ((FAILED)); then echo "RESULT: FAILED (see above)"; else echo "RESULT: every request succeeded"; fi
} >"$RESULTS"
echo
cat "$RESULTS"
((FAILED == 0))
