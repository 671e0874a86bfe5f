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
RESULTS="$BENCH_DIR/results/public-read.txt"

# Settings (each can be overridden from the environment).
BENCH_NAME=bench-public
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

# shellcheck source=../infra/lib/bench-stack.sh
source "$REPO/infra/lib/bench-stack.sh"

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
  wrk_summary "$label" "$out" "$sum0" "$count0" "$sum1" "$count1"
}

# Checked after each run (run_wrk runs in a subshell, so it cannot set FAILED itself).
check_wrk() {
  if wrk_failed "$1"; then
    FAILED=1
    cat "$WORK/wrk-$1.txt" >&2
  fi
}

# --------------------------------------------------------------------------
stack_preflight wrk curl psql python3 awk
stack_env+=(BONUS_PUBLIC_ORIGIN="http://127.0.0.1:$PORT")
stack_create
stack_start_worker

say "bonus-worker seed --promotions $PROMOTIONS"
seed_started=$SECONDS
env "${stack_env[@]}" "$WORKER_BIN" seed --promotions "$PROMOTIONS" >>"$WORK/worker.log" 2>&1 || die "seed failed"
seed_seconds=$((SECONDS - seed_started))
visible=$(psql -X -At "$PG_URL" -c 'SELECT count(*) FROM proj.visible_promotions')
total=$(psql -X -At "$PG_URL" -c 'SELECT count(*) FROM proj.promotions')
[[ $total == "$PROMOTIONS" ]] || die "$total promotions projected, expected $PROMOTIONS"

# Body sizes, from an api with the cache on.
start_api BONUS_BENCH_FIXED_BYTES=0 BONUS_CACHE_MAX_BYTES=67108864
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
  start_api BONUS_BENCH_FIXED_BYTES="${bytes[$name]}" BONUS_CACHE_MAX_BYTES=67108864
  lines+=("$(run_wrk "$name" "$path" "$route")")
  check_wrk "$name"
  lines+=("$(run_wrk "$name-fixed" /__bench/fixed bench.fixed)")
  check_wrk "$name-fixed"
  stop_api
  # Every request runs its SQL.
  start_api BONUS_BENCH_FIXED_BYTES=0 BONUS_CACHE_MAX_BYTES=0
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
