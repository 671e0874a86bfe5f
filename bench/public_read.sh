#!/usr/bin/env bash
# bench/public_read.sh: throughput and latency of the public read side on the demo content scaled
# to 1,000 promotions: the promotions list, one blog post and a promotion lookup by link slug,
# each with the response cache (as deployed), without it (every request runs its SQL), and next
# to the fixed-body ceiling of the same size. Private stack: own database, own topic prefix, own
# api and worker. See bench/README.md.
#
# Needs: PostgreSQL on 127.0.0.1:5433 and Kafka on 127.0.0.1:19092 (`infra/bonus pg-up kafka-up`),
# a build in build/ (`infra/bonus build`), and wrk, curl, psql, python3.
# Writes the summary to bench/results/public-read.txt. Exit status 0 only when every request
# succeeded.
set -euo pipefail

BENCH_DIR="$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd -P)"
REPO="$(cd -- "$BENCH_DIR/.." && pwd -P)"
BUILD="${BONUS_BUILD_DIR:-$REPO/build}"
WORKER_BIN="$BUILD/worker/bonus-worker"
API_BIN="$BUILD/api/bonus-api"
RESULTS="$BENCH_DIR/results/public-read.txt"

# Settings (each can be overridden from the environment).
PG_ADMIN_URL="${BENCH_PG_ADMIN_URL:-postgresql://bonus:bonus@127.0.0.1:5433/bonus}"
DB_NAME="${BENCH_DB:-bonus_bench_public}"
PG_URL="${PG_ADMIN_URL%/*}/$DB_NAME"
BROKERS="${BONUS_KAFKA_BROKERS:-127.0.0.1:19092}"
PREFIX="benchpub$(date +%s)."
PORT="${BENCH_PORT:-18190}"
PROMOTIONS="${BENCH_PROMOTIONS:-1000}"
WRK_THREADS=2
WRK_CONNECTIONS=64
WRK_DURATION="${BENCH_DURATION:-15s}"
WRK_WARMUP=3s
WRK_TIMEOUT=10s  # the uncached list of 800 promotions takes about a second under this load

# The three reads: name, path, route label in /metrics.
TARGETS=(
  "promotions|/api/promotions|promotions.list"
  "blog-post|/api/blog/cevrim-sarti-nasil-hesaplanir|blog.get"
  "by-slug|/api/promotions/by-slug/altin-yildiz-casino/100-hos-geldin-bonusu|promotions.by_slug"
)

WORK="$(mktemp -d -t bonus-bench-public.XXXXXX)"
API_PID=""
WORKER_PID=""
DB_CREATED=0
FAILED=0

say() { printf '==> %s\n' "$*" >&2; }
die() {
  printf 'bench: error: %s\n' "$*" >&2
  exit 1
}
show_tail() {
  [[ -s $1 ]] || return 0
  printf -- '----- last 30 lines of %s -----\n' "$(basename "$1")" >&2
  tail -n 30 -- "$1" >&2 || true
}
psql_admin() { psql -X -q -v ON_ERROR_STOP=1 "$PG_ADMIN_URL" "$@"; }
port_open() { timeout 2 bash -c "exec 3<>/dev/tcp/127.0.0.1/$1" 2>/dev/null; }

stop_pid() { # stop_pid PID NAME: SIGTERM, up to 20 s, then SIGKILL
  local pid=$1 name=$2 i
  [[ -n $pid ]] && kill -0 "$pid" 2>/dev/null || return 0
  kill -TERM "$pid" 2>/dev/null || true
  for ((i = 0; i < 40; i++)); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.5
  done
  if kill -0 "$pid" 2>/dev/null; then
    say "$name did not stop within 20 s: SIGKILL"
    kill -KILL "$pid" 2>/dev/null || true
  fi
  wait "$pid" 2>/dev/null || true
}

delete_topics() {
  # Best effort, as in run.sh: Kafka's own tool when its jars are present.
  local libs="$REPO/.data/kafka-libs" regex
  [[ ${BENCH_KEEP:-0} == 1 ]] && return 0
  if [[ ! -d $libs ]] || ! command -v "${JAVA:-java}" >/dev/null 2>&1; then
    say "topics ${PREFIX}* left on the broker (no Kafka tools to delete them)"
    return 0
  fi
  # shellcheck disable=SC2016 # $ is a character to escape here, not an expansion
  regex="$(printf '%s' "$PREFIX" | sed 's/[].[*^$()+?{}|]/\\&/g').*"
  if timeout 60 "${JAVA:-java}" -Xmx256m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 \
    -Dlog4j.configuration="file:$REPO/infra/kafka/tools-log4j.properties" -cp "$libs/*" \
    org.apache.kafka.tools.TopicCommand --bootstrap-server "$BROKERS" --delete --topic "$regex" \
    >>"$WORK/topics.log" 2>&1; then
    say "deleted topics ${PREFIX}*"
  else
    say "could not delete topics ${PREFIX}*"
  fi
}

cleanup() {
  local rc=$?
  trap - EXIT INT TERM
  set +e
  stop_pid "$API_PID" api
  stop_pid "$WORKER_PID" worker
  if [[ ${BENCH_KEEP:-0} == 1 ]]; then
    say "BENCH_KEEP=1: database $DB_NAME and topics ${PREFIX}* left in place"
  elif ((DB_CREATED)); then
    psql_admin -c "DROP DATABASE IF EXISTS \"$DB_NAME\" WITH (FORCE)" >/dev/null && say "dropped database $DB_NAME"
  fi
  delete_topics
  if ((rc != 0 || FAILED)); then
    show_tail "$WORK/worker.log"
    show_tail "$WORK/api.log"
    say "logs kept in $WORK"
  else
    rm -rf -- "$WORK"
  fi
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

start_api() { # start_api FIXED_BYTES CACHE_BYTES
  printf '===== api start (BONUS_BENCH_FIXED_BYTES=%s BONUS_CACHE_MAX_BYTES=%s) =====\n' "$1" "$2" >>"$WORK/api.log"
  env "${stack_env[@]}" BONUS_BENCH_FIXED_BYTES="$1" BONUS_CACHE_MAX_BYTES="$2" "$API_BIN" >>"$WORK/api.log" 2>&1 </dev/null &
  API_PID=$!
  local deadline=$((SECONDS + 60))
  until curl -fsS -o /dev/null "http://127.0.0.1:$PORT/readyz" 2>/dev/null; do
    kill -0 "$API_PID" 2>/dev/null || die "the api exited at start"
    ((SECONDS < deadline)) || die "the api was not ready (/readyz) within 60 s"
    sleep 0.2
  done
}

stop_api() {
  stop_pid "$API_PID" api
  API_PID=""
}

metric() { # metric sum|count ROUTE
  curl -fsS "http://127.0.0.1:$PORT/metrics" |
    awk -v key="bonus_http_request_duration_seconds_$1{route=\"$2\"}" '$1 == key { print $2; found = 1 } END { if (!found) print 0 }'
}

# run_wrk LABEL PATH ROUTE: warm-up, then the measured run; prints one result line.
run_wrk() {
  local label=$1 path=$2 route=$3 url out sum0 count0 sum1 count1
  url="http://127.0.0.1:$PORT$path"
  out="$WORK/wrk-$label.txt"
  say "wrk $label: warm-up $WRK_WARMUP, then -t$WRK_THREADS -c$WRK_CONNECTIONS -d$WRK_DURATION $url"
  wrk -t"$WRK_THREADS" -c"$WRK_CONNECTIONS" -d"$WRK_WARMUP" "$url" >/dev/null
  sum0=$(metric sum "$route")
  count0=$(metric count "$route")
  wrk -t"$WRK_THREADS" -c"$WRK_CONNECTIONS" -d"$WRK_DURATION" --timeout "$WRK_TIMEOUT" --latency "$url" >"$out"
  sum1=$(metric sum "$route")
  count1=$(metric count "$route")
  awk -v name="$label" -v s0="$sum0" -v c0="$count0" -v s1="$sum1" -v c1="$count1" '
    /^ *Latency / && $2 != "Distribution" { avg = $2 }
    $1 == "50%" { p50 = $2 } $1 == "90%" { p90 = $2 } $1 == "99%" { p99 = $2 }
    /^Requests\/sec:/ { rps = $2 }
    /Non-2xx or 3xx responses:/ { bad = $NF }
    /Socket errors:/ { sub(/^ *Socket errors: */, ""); sock = $0 }
    END {
      handler = (c1 > c0) ? sprintf("%.3fms", (s1 - s0) / (c1 - c0) * 1000) : "n/a"
      printf "%-22s %8.0f req/s  p50 %-8s p90 %-8s p99 %-8s avg %-8s handler mean %-9s non-2xx %s  socket errors %s\n",
        name, rps, p50, p90, p99, avg, handler, bad == "" ? 0 : bad, sock == "" ? "none" : sock
    }' "$out"
}

rps_of() { awk '/^Requests\/sec:/ { print $2 }' "$WORK/wrk-$1.txt"; }
# Checked after each run (run_wrk runs in a subshell, so it cannot set FAILED itself).
check_wrk() {
  if grep -qE 'Non-2xx or 3xx responses|Socket errors' "$WORK/wrk-$1.txt"; then
    FAILED=1
    cat "$WORK/wrk-$1.txt" >&2
  fi
}

# --------------------------------------------------------------------------
for cmd in wrk curl psql python3 awk; do
  command -v "$cmd" >/dev/null 2>&1 || die "'$cmd' not found"
done
[[ -x $API_BIN && -x $WORKER_BIN ]] || die "no build in $BUILD: run 'infra/bonus build' (or cmake --build build)"
psql_admin -c 'SELECT 1' >/dev/null 2>&1 || die "PostgreSQL is not reachable at $PG_ADMIN_URL: run 'infra/bonus pg-up'"
port_open "${BROKERS##*:}" || die "Kafka is not reachable at $BROKERS: run 'infra/bonus kafka-up'"
for ((tries = 0; tries < 20; tries++)); do
  port_open "$PORT" || break
  PORT=$((PORT + 1))
done
port_open "$PORT" && die "no free port from ${BENCH_PORT:-18190} on"

stack_env=(
  BONUS_PG_URL="$PG_URL" BONUS_KAFKA_BROKERS="$BROKERS" BONUS_TOPIC_PREFIX="$PREFIX"
  BONUS_API_ADDR=127.0.0.1 BONUS_API_PORT="$PORT" BONUS_ACCESS_LOG=0
  BONUS_JWT_SECRET="bench-$(od -An -N32 -tx1 /dev/urandom | tr -d ' \n')" BONUS_UPLOAD_DIR="$WORK/uploads"
  BONUS_PUBLIC_ORIGIN="http://127.0.0.1:$PORT"
)

say "database $DB_NAME (dropped and recreated), topic prefix $PREFIX, api on 127.0.0.1:$PORT"
psql_admin -c "DROP DATABASE IF EXISTS \"$DB_NAME\" WITH (FORCE)" >/dev/null
psql_admin -c "CREATE DATABASE \"$DB_NAME\"" >/dev/null
DB_CREATED=1

env "${stack_env[@]}" "$WORKER_BIN" create-topics >>"$WORK/worker.log" 2>&1 || die "create-topics failed"
env "${stack_env[@]}" "$WORKER_BIN" migrate >>"$WORK/worker.log" 2>&1 || die "migrate failed"
env "${stack_env[@]}" "$WORKER_BIN" run >>"$WORK/worker.log" 2>&1 </dev/null &
WORKER_PID=$!
deadline=$((SECONDS + 60))
until grep -q 'projecting ' "$WORK/worker.log"; do
  kill -0 "$WORKER_PID" 2>/dev/null || die "the worker exited at start"
  ((SECONDS < deadline)) || die "the worker was not projecting within 60 s"
  sleep 0.2
done

say "bonus-worker seed --promotions $PROMOTIONS"
seed_started=$SECONDS
env "${stack_env[@]}" "$WORKER_BIN" seed --promotions "$PROMOTIONS" >>"$WORK/worker.log" 2>&1 || die "seed failed"
seed_seconds=$((SECONDS - seed_started))
visible=$(psql -X -At "$PG_URL" -c 'SELECT count(*) FROM proj.visible_promotions')
total=$(psql -X -At "$PG_URL" -c 'SELECT count(*) FROM proj.promotions')
[[ $total == "$PROMOTIONS" ]] || die "$total promotions projected, expected $PROMOTIONS"

# Body sizes, from an api with the cache on.
start_api 0 67108864
declare -A bytes
for t in "${TARGETS[@]}"; do
  IFS='|' read -r name path route <<<"$t"
  bytes[$name]=$(curl -fsS -o /dev/null -w '%{size_download}' "http://127.0.0.1:$PORT$path") || die "GET $path failed"
  say "GET $path: ${bytes[$name]} bytes"
done
listed=$(curl -fsS "http://127.0.0.1:$PORT/api/promotions" | python3 -c 'import json, sys; print(len(json.load(sys.stdin)))')
[[ $listed == "$visible" ]] || die "GET /api/promotions lists $listed, expected $visible"
stop_api

lines=()
for t in "${TARGETS[@]}"; do
  IFS='|' read -r name path route <<<"$t"
  # Cached (as deployed) and the fixed-body ceiling of the same size, from one api process.
  start_api "${bytes[$name]}" 67108864
  lines+=("$(run_wrk "$name" "$path" "$route")")
  check_wrk "$name"
  lines+=("$(run_wrk "$name-fixed" /__bench/fixed bench.fixed)")
  check_wrk "$name-fixed"
  stop_api
  # Every request runs its SQL.
  start_api 0 0
  lines+=("$(run_wrk "$name-nocache" "$path" "$route")")
  check_wrk "$name-nocache"
  stop_api
done

cpu=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo)
mem=$(awk '/^MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo)
commit=$(git -C "$REPO" rev-parse --short HEAD 2>/dev/null || echo unknown)
[[ -n $(git -C "$REPO" status --porcelain --untracked-files=no 2>/dev/null) ]] && commit="$commit (with uncommitted changes)"
mkdir -p "$(dirname "$RESULTS")"
{
  echo "bonus-guide public read benchmark — $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "machine: $(nproc) cores ($cpu), $mem; PostgreSQL, Kafka, the api, the worker and wrk all share it"
  build_type=$(awk -F= '/^CMAKE_BUILD_TYPE:/ { print $2 }' "$BUILD/CMakeCache.txt" 2>/dev/null)
  echo "build:   $commit, ${build_type:-RelWithDebInfo (the default of this project)}"
  echo "data:    demo content with $PROMOTIONS promotions ($visible visible), seeded in ${seed_seconds}s"
  echo "load:    wrk -t$WRK_THREADS -c$WRK_CONNECTIONS -d$WRK_DURATION --timeout $WRK_TIMEOUT --latency (after a $WRK_WARMUP warm-up)"
  echo "api:     defaults (BONUS_API_THREADS=$(nproc), BONUS_HANDLER_THREADS=32, BONUS_PG_POOL=16), BONUS_ACCESS_LOG=0;"
  echo "         cached = BONUS_CACHE_MAX_BYTES 64 MiB (the default), nocache = 0; fixed = GET /__bench/fixed, same bytes"
  echo
  for t in "${TARGETS[@]}"; do
    IFS='|' read -r name path route <<<"$t"
    echo "GET $path (${bytes[$name]} bytes)"
  done
  echo
  printf '%s\n' "${lines[@]}"
  echo
  for t in "${TARGETS[@]}"; do
    IFS='|' read -r name path route <<<"$t"
    awk -v n="$name" -v a="$(rps_of "$name")" -v b="$(rps_of "$name-fixed")" -v c="$(rps_of "$name-nocache")" \
      'BEGIN { printf "%-12s cached: %.0f%% of the fixed-body ceiling; without the cache: %.0f%%\n", n, (b > 0) ? 100 * a / b : 0, (b > 0) ? 100 * c / b : 0 }'
  done
  echo "handler mean = time inside the handler as the api's /metrics records it (excludes queueing and I/O)"
  if ((FAILED)); then echo "RESULT: FAILED (see above)"; else echo "RESULT: every request succeeded"; fi
} >"$RESULTS"
echo
cat "$RESULTS"
((FAILED == 0))
