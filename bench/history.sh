#!/usr/bin/env bash
# bench/history.sh: the history of an entity with BENCH_VERSIONS versions (1,000). Creates one
# casino through the api and saves it BENCH_VERSIONS - 1 times (each save a new description of
# about 2 KB of HTML, so every version has a rich-text change), then measures at the api, with
# BENCH_REQUESTS sequential requests each: the history's first page (20 versions, each with its
# differences), a page in the middle, the oldest page, and one version with what restoring it
# would change: p50, p99 and the answer's size. Private stack: own database, topic prefix, api
# and worker. Goal: <= 100 ms p50 and p99 at the api.
#
# Needs: PostgreSQL on 127.0.0.1:5433 and Kafka on 127.0.0.1:19092, a build in build/, curl, psql,
# python3. Writes bench/results/history.txt.
set -euo pipefail

BENCH_DIR="$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd -P)"
REPO="$(cd -- "$BENCH_DIR/.." && pwd -P)"
RESULTS="$BENCH_DIR/results/history.txt"

BENCH_NAME=bench-history
PORT="${BENCH_PORT:-18310}"
VERSIONS="${BENCH_VERSIONS:-1000}"
REQUESTS="${BENCH_REQUESTS:-50}"
GOAL_MS=100
EMAIL="bench-admin@test.example.com"
PASSWORD="Bench-$(head -c 6 /dev/urandom | od -An -tx1 | tr -d ' \n')"

# shellcheck source=../infra/lib/bench-stack.sh
source "$REPO/infra/lib/bench-stack.sh"

stack_preflight curl psql python3
stack_env+=(BONUS_PUBLIC_ORIGIN="http://127.0.0.1:$PORT")
stack_create
stack_start_worker

say "admin account $EMAIL"
printf '%s\n' "$PASSWORD" | env "${stack_env[@]}" "$API_BIN" admin set-password "$EMAIL" --chosen >>"$WORK/api.log" 2>&1 ||
  die "bonus-api admin set-password failed"
start_api BONUS_ACCESS_LOG=0
base="http://127.0.0.1:$PORT"
sign_in() {
  curl -fsS -H 'Content-Type: application/json' \
    -d "{\"grant_type\":\"password\",\"email\":\"$EMAIL\",\"password\":\"$PASSWORD\"}" \
    "$base/api/auth/token" | python3 -c 'import json, sys; print(json.load(sys.stdin)["access_token"])'
}
token=$(sign_in) || die "could not sign in"

# The body of save number $1: the same casino with a description of ~2 KB that differs each time.
body() {
  python3 - "$1" <<'PY'
import json, sys
n = int(sys.argv[1])
paras = "".join(f"<p>Paragraf {i}: bu casino sürüm {n} için lisanslı ve güvenilir bir sitedir, bonus koşulları açıktır.</p>"
                for i in range(18))
print(json.dumps({"name": "Geçmiş Bench Casino", "url": "https://bench.example.com",
                  "logo_url": "https://bench.example.com/logo.png", "description": paras,
                  "rating": (n % 50) / 10}))
PY
}

say "1 casino through the api, 20 saves through the api, then versions up to $VERSIONS (SQL into the projection)"
saves_started=$SECONDS
id=$(body 1 | curl -fsS -H "Authorization: Bearer $token" -H 'Content-Type: application/json' --data-binary @- \
  "$base/api/admin/casinos" | python3 -c 'import json, sys; print(json.load(sys.stdin)["id"])') || die "create failed"
for n in $(seq 2 20); do
  body "$n" | curl -fsS -o /dev/null -X PUT -H "Authorization: Bearer $token" -H 'Content-Type: application/json' \
    --data-binary @- "$base/api/admin/casinos/$id" || die "save $n failed"
done
until (($(psql -X -At "$PG_URL" -c "SELECT coalesce(max(version), 0) FROM proj.entity_versions WHERE entity_id = '$id'") >= 20)); do
  ((SECONDS - saves_started < 600)) || die "the saves were not projected within 10 minutes"
  sleep 1
done
# The other versions as the projector writes them (the 20th state with another description and
# rating each, by the same admin): 980 more saves through Kafka take most of an hour on a busy
# 2-core machine, and what is measured here is the read.
psql -X -q -v ON_ERROR_STOP=1 "$PG_URL" <<SQL
INSERT INTO proj.entity_versions (entity_type, entity_id, version, event_id, at, actor, action, via, restored_from, state)
SELECT 'casinos', v.entity_id, n, gen_random_uuid(), v.at + n * interval '1 second', v.actor, 'updated', NULL, NULL,
       v.state || jsonb_build_object('description',
         (SELECT string_agg('<p>Paragraf ' || i || ': bu casino sürüm ' || n ||
                            ' için lisanslı ve güvenilir bir sitedir, bonus koşulları açıktır.</p>', '')
            FROM generate_series(0, 17) i),
         'rating', (n % 50) / 10.0)
  FROM proj.entity_versions v, generate_series(21, $VERSIONS) n
 WHERE v.entity_type = 'casinos' AND v.entity_id = '$id' AND v.version = 20;
UPDATE proj.entity_heads SET version = $VERSIONS WHERE entity_type = 'casinos' AND entity_id = '$id';
VACUUM (ANALYZE) proj.entity_versions;
SQL
saves_seconds=$((SECONDS - saves_started))
token=$(sign_in)
middle=$(((VERSIONS / 20) / 2))
last=$(((VERSIONS + 19) / 20))

# name|path
TARGETS=(
  "history, first page (newest 20)|/api/admin/history/casinos/$id"
  "history, page $middle|/api/admin/history/casinos/$id?page=$middle"
  "history, page $last (oldest)|/api/admin/history/casinos/$id?page=$last"
  "history, 100 per page|/api/admin/history/casinos/$id?page_size=100"
  "version 1 and its restore diff|/api/admin/history/casinos/$id/versions/1"
)
lines=()
for t in "${TARGETS[@]}"; do
  IFS='|' read -r name path <<<"$t"
  url="$base$path"
  curl -fsS -o /dev/null -H "Authorization: Bearer $token" "$url" || die "GET $path failed"  # warm-up
  for _ in $(seq "$REQUESTS"); do
    curl -fsS -o /dev/null -w '%{time_total} %{size_download}\n' -H "Authorization: Bearer $token" "$url"
  done >"$WORK/times.txt" || { FAILED=1; say "GET $path failed"; }
  lines+=("$(python3 - "$name" "$WORK/times.txt" "$GOAL_MS" <<'PY'
import sys
rows = [line.split() for line in open(sys.argv[2]) if line.strip()]
ms = sorted(float(t) * 1000 for t, _ in rows)
size = max(int(s) for _, s in rows)
goal = float(sys.argv[3])
p = lambda q: ms[min(len(ms) - 1, int(round(q * (len(ms) - 1))))]
ok = p(0.5) <= goal and p(0.99) <= goal
print(f"{sys.argv[1]:<36} p50 {p(0.5):6.1f} ms ({p(0.5) / goal:4.2f} of goal)  p99 {p(0.99):6.1f} ms ({p(0.99) / goal:4.2f})  {size / 1024:6.1f} KB  {'ok' if ok else 'OVER GOAL'}")
PY
)")
done
total=$(curl -fsS -H "Authorization: Bearer $token" "$base/api/admin/history/casinos/$id" |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["total"])')

cpu=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo)
mem=$(awk '/^MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo)
commit=$(git -C "$REPO" rev-parse --short HEAD 2>/dev/null || echo unknown)
mkdir -p "$(dirname "$RESULTS")"
{
  echo "bonus-guide history of one entity — $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "machine: $(nproc) cores ($cpu), $mem; PostgreSQL, Kafka, the api and the worker all share it"
  echo "build:   $commit"
  echo "data:    1 casino with $total versions (20 saves through the api, the rest by SQL; ${saves_seconds}s), ~2 KB description each"
  echo "api:     $REQUESTS sequential requests per view after one warm-up (curl time_total, admin token); goal ${GOAL_MS} ms"
  echo
  printf '%s\n' "${lines[@]}"
  echo
  if ((FAILED)); then echo "RESULT: FAILED (see above)"; else echo "RESULT: every request succeeded"; fi
} >"$RESULTS"
echo
cat "$RESULTS"
((FAILED == 0))
