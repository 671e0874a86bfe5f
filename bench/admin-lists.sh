#!/usr/bin/env bash
# bench/admin-lists.sh: the back office's lists at catalogue scale. Seeds the demo content with
# BENCH_PROMOTIONS promotions (100,000), BENCH_CASINOS casinos (10,000) and BENCH_COMMENTS
# comments (200,000), all as events through the projector (bonus-worker seed), then measures at the api
# each list's first page (and a few other views: another sort, a filter, a search), BENCH_REQUESTS
# sequential requests each: p50, p99 and the answer's size; and in Chromium, signed in, the time
# from navigation to the first rows of each screen. Private stack: own database, topic prefix,
# api and worker. Goals: first page <= 50 ms at the api, < 100 KB, first rows <= 1 s.
#
# Needs: PostgreSQL on 127.0.0.1:5433 and Kafka on 127.0.0.1:19092, a build in build/ with the web
# app built (webapp/dist), curl, psql, python3, node with webapp/node_modules (playwright-core).
# Writes bench/results/admin-lists.txt.
set -euo pipefail

BENCH_DIR="$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd -P)"
REPO="$(cd -- "$BENCH_DIR/.." && pwd -P)"
RESULTS="$BENCH_DIR/results/admin-lists.txt"

BENCH_NAME=bench-admin-lists
PORT="${BENCH_PORT:-18290}"
PROMOTIONS="${BENCH_PROMOTIONS:-100000}"
CASINOS="${BENCH_CASINOS:-10000}"
COMMENTS="${BENCH_COMMENTS:-200000}"
REQUESTS="${BENCH_REQUESTS:-30}"
EMAIL="bench-admin@test.example.com"
PASSWORD="Bench-$(head -c 6 /dev/urandom | od -An -tx1 | tr -d ' \n')"

# name|path
TARGETS=(
  "promotions|/api/admin/promotions"
  "promotions by title|/api/admin/promotions?sort=title&order=asc"
  "promotions active of a casino|/api/admin/promotions?status=active&casino_id=@CASINO@"
  "promotions search 'hos'|/api/admin/promotions?search=hos"
  "casinos|/api/admin/casinos"
  "casinos by name|/api/admin/casinos?sort=name&order=asc"
  "comments|/api/admin/comments"
  "comments oldest first|/api/admin/comments?sort=created&order=asc"
  "comments rated 1|/api/admin/comments?rating=1"
  "blog posts|/api/admin/blog-posts"
  "categories|/api/admin/categories"
  "splash ads|/api/admin/splash-ads"
)

# shellcheck source=../infra/lib/bench-stack.sh
source "$REPO/infra/lib/bench-stack.sh"

stack_preflight curl psql python3 node /usr/bin/chromium
stack_env+=(BONUS_PUBLIC_ORIGIN="http://127.0.0.1:$PORT")
stack_create
stack_start_worker

say "bonus-worker seed --promotions $PROMOTIONS --casinos $CASINOS --comments $COMMENTS"
seed_started=$SECONDS
env "${stack_env[@]}" "$WORKER_BIN" seed --promotions "$PROMOTIONS" --casinos "$CASINOS" --comments "$COMMENTS" \
  --no-wait >>"$WORK/worker.log" 2>&1 || die "seed failed"
# The seeder waits a minute at most; this many events take the projector longer on a busy machine.
projected() {
  psql -X -At "$PG_URL" -c "SELECT (SELECT count(*) FROM proj.promotions) >= $PROMOTIONS
    AND (SELECT count(*) FROM proj.casinos) >= $CASINOS AND (SELECT count(*) FROM proj.comments) >= $COMMENTS" 2>/dev/null
}
until [[ $(projected) == t ]]; do
  ((SECONDS - seed_started < 3600)) || die "the seeded content was not projected within an hour"
  sleep 2
done
seed_seconds=$((SECONDS - seed_started))

# What autovacuum does on a running system, done now rather than whenever it comes: statistics,
# and the visibility map that lets counts be answered from an index alone.
psql -X -q -v ON_ERROR_STOP=1 "$PG_URL" <<SQL
VACUUM (ANALYZE) proj.casinos; VACUUM (ANALYZE) proj.comments; VACUUM (ANALYZE) proj.promotions;
VACUUM (ANALYZE) proj.promotion_search;
SQL
count() { psql -X -At "$PG_URL" -c "SELECT count(*) FROM proj.$1"; }
n_promotions=$(count promotions); n_casinos=$(count casinos); n_comments=$(count comments)
n_posts=$(count blog_posts); n_categories=$(count categories); n_ads=$(count splash_ads)
casino=$(psql -X -At "$PG_URL" -c 'SELECT casino_id FROM proj.promotions WHERE casino_id IS NOT NULL LIMIT 1')

say "EXPLAIN ANALYZE of the first pages -> bench/results/admin-lists-explain.txt"
mkdir -p "$BENCH_DIR/results"
psql -X -q -v ON_ERROR_STOP=1 "$PG_URL" -f "$BENCH_DIR/admin-lists-explain.sql" >"$BENCH_DIR/results/admin-lists-explain.txt" 2>&1 ||
  die "EXPLAIN failed"

say "admin account $EMAIL"
printf '%s\n' "$PASSWORD" | env "${stack_env[@]}" "$API_BIN" admin set-password "$EMAIL" --chosen >>"$WORK/api.log" 2>&1 ||
  die "bonus-api admin set-password failed"
start_api BONUS_ACCESS_LOG=0
token=$(curl -fsS -H 'Content-Type: application/json' \
  -d "{\"grant_type\":\"password\",\"email\":\"$EMAIL\",\"password\":\"$PASSWORD\"}" \
  "http://127.0.0.1:$PORT/api/auth/token" | python3 -c 'import json, sys; print(json.load(sys.stdin)["access_token"])') ||
  die "could not sign in"

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
lines=()
for t in "${TARGETS[@]}"; do
  IFS='|' read -r name path <<<"$t"
  path=${path//@CASINO@/$casino}
  url="http://127.0.0.1:$PORT$path"
  curl -fsS -o /dev/null -H "Authorization: Bearer $token" "$url" || die "GET $path failed"  # warm-up
  for _ in $(seq "$REQUESTS"); do
    curl -fsS -o /dev/null -w '%{time_total} %{size_download}\n' -H "Authorization: Bearer $token" "$url"
  done >"$WORK/times.txt" || { FAILED=1; say "GET $path failed"; }
  total=$(curl -fsS -H "Authorization: Bearer $token" "$url" | python3 -c 'import json, sys; print(json.load(sys.stdin)["total"])')
  lines+=("$(python3 - "$name" "$total" "$WORK/times.txt" <<'PY'
import sys
rows = [line.split() for line in open(sys.argv[3]) if line.strip()]
ms = sorted(float(t) * 1000 for t, _ in rows)
size = max(int(s) for _, s in rows)
p = lambda q: ms[min(len(ms) - 1, int(round(q * (len(ms) - 1))))]
ok = p(0.5) <= 50 and size < 100 * 1024
print(f"{sys.argv[1]:<32} p50 {p(0.5):6.1f} ms  p99 {p(0.99):6.1f} ms  {size / 1024:6.1f} KB  total {int(sys.argv[2]):>7,}  {'ok' if ok else 'OVER GOAL'}")
PY
)")
done

say "Chromium: first rows of each screen"
browser=$(node "$BENCH_DIR/admin-lists.mjs" "http://127.0.0.1:$PORT" "$EMAIL" "$PASSWORD" 2>>"$WORK/browser.log") || {
  FAILED=1
  browser="(the browser run failed: see $WORK/browser.log)"
}

load_after=$(cut -d' ' -f1-3 /proc/loadavg)
cpu=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo)
mem=$(awk '/^MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo)
commit=$(git -C "$REPO" rev-parse --short HEAD 2>/dev/null || echo unknown)
mkdir -p "$(dirname "$RESULTS")"
{
  echo "bonus-guide back-office lists — $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "machine: $(nproc) cores ($cpu), $mem; PostgreSQL, Kafka, the api, the worker and Chromium all share it"
  echo "build:   $commit"
  echo "data:    $n_promotions promotions (seeded in ${seed_seconds}s), $n_casinos casinos, $n_comments comments,"
  echo "         $n_posts blog posts, $n_categories categories, $n_ads splash ads"
  echo "api:     $REQUESTS sequential requests per view after one warm-up (curl time_total, admin token)"
  echo "load:    $load_before (1, 5, 15 min) before the requests, $load_after after Chromium; others' work shares the cores"
  echo
  printf '%s\n' "${lines[@]}"
  echo
  echo "Chromium (1440x900, signed in, no throttling): navigation to the first rows of the table"
  echo "$browser"
  if ((FAILED)); then echo "RESULT: FAILED (see above)"; else echo "RESULT: every request succeeded"; fi
} >"$RESULTS"
echo
cat "$RESULTS"
((FAILED == 0))
