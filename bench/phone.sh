#!/usr/bin/env bash
# bench/phone.sh: every public page on a phone-like profile (1.6 Mbit/s down, 750 kbit/s up,
# 150 ms round trip, CPU slowed 4x) with the catalogue at 16,000 active promotions: the largest
# contentful paint and the bytes transferred per page, in Debian's Chromium. Private stack (own
# database, topic prefix, worker and api serving webapp/dist). See bench/README.md.
#
# Needs: PostgreSQL and Kafka (`infra/bonus pg-up kafka-up`), a build (`infra/bonus build`, which
# also builds webapp/dist), /usr/bin/chromium, node. Writes bench/results/phone.txt.
set -euo pipefail

BENCH_DIR="$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd -P)"
REPO="$(cd -- "$BENCH_DIR/.." && pwd -P)"
RESULTS="$BENCH_DIR/results/phone.txt"

BENCH_NAME=bench-phone
PORT="${BENCH_PORT:-18200}"
# seed --promotions 20000 gives 16,000 active promotions (a fifth are expired or inactive).
PROMOTIONS="${BENCH_PROMOTIONS:-20000}"

# shellcheck source=../infra/lib/bench-stack.sh
source "$REPO/infra/lib/bench-stack.sh"

# The built web app the api serves (another build's dist/ to compare before and after).
WEB_ROOT="${BENCH_WEB_ROOT:-$REPO/webapp/dist}"
[[ -f $WEB_ROOT/index.html ]] || die "no web app build in $WEB_ROOT: run 'infra/bonus build'"
stack_preflight curl psql node /usr/bin/chromium
stack_env+=(BONUS_PUBLIC_ORIGIN="http://127.0.0.1:$PORT" BONUS_WEB_ROOT="$WEB_ROOT")
stack_create
stack_start_worker

stack_seed_promotions "$PROMOTIONS"
visible=$(psql -X -At "$PG_URL" -c 'SELECT count(*) FROM proj.visible_promotions')
start_api

# The pages' HTML as served, uncompressed: it must not grow with the catalogue.
last_page=$(( (visible + 23) / 24 ))
{
  echo "HTML uncompressed (curl, no Accept-Encoding):"
  for path in / /bonuslar "/bonuslar?sayfa=$last_page" /guvenilir-siteler /blog; do
    size=$(curl -fsS -o /dev/null -w '%{size_download}' "http://127.0.0.1:$PORT$path") || { size=FAILED; FAILED=1; }
    printf '  %-22s %8s bytes\n' "$path" "$size"
  done
  echo
} >"$WORK/html.txt"

say "measuring every public page on the phone profile"
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
node "$BENCH_DIR/phone-lcp.mjs" "http://127.0.0.1:$PORT" >"$WORK/phone.txt" || FAILED=1

cpu=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo)
commit=$(git -C "$REPO" rev-parse --short HEAD 2>/dev/null || echo unknown)
mkdir -p "$(dirname "$RESULTS")"
{
  echo "bonus-guide phone profile — $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "command: bench/phone.sh (BENCH_PROMOTIONS=$PROMOTIONS)"
  echo "machine: $(nproc) cores ($cpu); PostgreSQL, Kafka, the api, the worker and Chromium share it"
  echo "build:   $commit; web app ${WEB_ROOT#"$REPO"/}"
  echo "data:    seed --promotions $PROMOTIONS: $visible active promotions, seeded in ${seed_seconds}s"
  echo "load:    $load_before (1, 5, 15 min) before the pages"
  echo "profile: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip, CPU 4x slower, 390x844 phone, cold cache"
  echo
  cat "$WORK/html.txt"
  cat "$WORK/phone.txt"
  if ((FAILED)); then echo "RESULT: FAILED (see above)"; else echo "RESULT: every page loaded"; fi
} >"$RESULTS"
cat "$RESULTS"
((FAILED == 0))
