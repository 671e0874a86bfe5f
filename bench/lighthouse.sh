#!/usr/bin/env bash
# bench/lighthouse.sh: Lighthouse (mobile) on the six public pages the goals name, at catalogue
# size: the seeder's 16,000 active promotions and the casinos topped up to 5,300. Prints the four
# category scores, cumulative layout shift and largest contentful paint per page, and what held
# each page back. Private stack (own database, topic prefix, worker and api serving webapp/dist).
# See bench/README.md.
#
# Needs: PostgreSQL and Kafka (`infra/bonus pg-up kafka-up`), a build (`infra/bonus build`, which
# also builds webapp/dist), /usr/bin/chromium (CHROME_PATH), node, npm (installs bench/'s own
# Lighthouse on first use). Writes bench/results/lighthouse.txt.
set -euo pipefail

BENCH_DIR="$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd -P)"
REPO="$(cd -- "$BENCH_DIR/.." && pwd -P)"
RESULTS="$BENCH_DIR/results/lighthouse.txt"

BENCH_NAME=bench-lighthouse
PORT="${BENCH_PORT:-18230}"
# seed --promotions 20000 gives 16,000 active promotions (a fifth are expired or inactive).
PROMOTIONS="${BENCH_PROMOTIONS:-20000}"
CASINOS="${BENCH_CASINOS:-5300}"
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
# The built web app the api serves (another build's dist/ to compare before and after).
WEB_ROOT="${BENCH_WEB_ROOT:-$REPO/webapp/dist}"

# shellcheck source=../infra/lib/bench-stack.sh
source "$REPO/infra/lib/bench-stack.sh"

[[ -f $WEB_ROOT/index.html ]] || die "no web app build in $WEB_ROOT: run 'infra/bonus build'"
stack_preflight curl psql node npm "$CHROME_PATH"
if [[ ! -d $BENCH_DIR/node_modules/lighthouse ]]; then
  say "npm ci in bench/ (Lighthouse, once)"
  (cd "$BENCH_DIR" && npm ci --no-audit --no-fund --loglevel=error) >>"$WORK/npm.log" 2>&1 || die "npm ci in bench/ failed"
fi
stack_env+=(BONUS_PUBLIC_ORIGIN="http://127.0.0.1:$PORT" BONUS_WEB_ROOT="$WEB_ROOT")
stack_create
stack_start_worker

stack_seed_promotions "$PROMOTIONS"
# Casinos up to CASINOS, written into the projection as the projector would (as
# bench/page-sizes.sh does), before the api starts; each with a logo the api draws (a missing
# picture would be a console error, which Lighthouse counts against best practices).
say "casinos up to $CASINOS (SQL into the projection)"
psql -X -q -v ON_ERROR_STOP=1 "$PG_URL" <<SQL
INSERT INTO proj.casinos (id, name, slug, url, logo_url, description, rating, featured, created_at, updated_at,
                          search_text, search_ascii)
SELECT gen_random_uuid(), 'Bench Casino ' || n, 'bench-casino-' || n, 'https://casino-' || n || '.example.com',
       '/images/demo/logo/bench-casino-' || n || '.svg',
       '<p>Lisanslı bir casino, numara ' || n || '. Canlı casino, slot ve spor bahisleri tek hesapta; '
         || 'Papara, kripto ve banka havalesi ile hızlı para çekme, 7/24 Türkçe canlı destek ve mobil uygulama.</p>',
       (n % 50) / 10.0, n % 97 = 0, now() - n * interval '1 minute', now(), 'bench casino ' || n, 'bench casino ' || n
  FROM generate_series(1, greatest(0, $CASINOS - (SELECT count(*) FROM proj.casinos))) n;
VACUUM (ANALYZE) proj.casinos;
SQL
visible=$(psql -X -At "$PG_URL" -c 'SELECT count(*) FROM proj.visible_promotions')
casinos=$(psql -X -At "$PG_URL" -c 'SELECT count(*) FROM proj.casinos')
start_api

# One page of each kind the goals name: the newest promotion (the first card of /), the casino
# with the most promotions, the longest published post.
q() { psql -X -At "$PG_URL" -c "$1"; }
promotion=$(q "SELECT c.slug || '/' || p.slug FROM proj.visible_promotions p JOIN proj.casinos c ON c.id = p.casino_id
               ORDER BY p.created_at DESC, p.id LIMIT 1")
casino=$(q "SELECT c.slug FROM proj.casinos c ORDER BY (SELECT count(*) FROM proj.visible_promotions p WHERE p.casino_id = c.id) DESC, c.id LIMIT 1")
post=$(q "SELECT slug FROM proj.blog_posts WHERE is_published ORDER BY length(content) DESC, id LIMIT 1")

say "Lighthouse (mobile) on six pages"
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
node "$BENCH_DIR/lighthouse.mjs" "http://127.0.0.1:$PORT" / /bonuslar "promotion=/bonuslar/$promotion" \
  "casino=/casino/$casino" /guvenilir-siteler "blog post=/blog/$post" >"$WORK/lighthouse.txt" || FAILED=1
load_after=$(cut -d' ' -f1-3 /proc/loadavg)

cpu=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo)
commit=$(git -C "$REPO" rev-parse --short HEAD 2>/dev/null || echo unknown)
lh_version=$(node -p "require('$BENCH_DIR/node_modules/lighthouse/package.json').version" 2>/dev/null || echo unknown)
mkdir -p "$(dirname "$RESULTS")"
{
  echo "bonus-guide Lighthouse (mobile) — $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "command: bench/lighthouse.sh (BENCH_PROMOTIONS=$PROMOTIONS BENCH_CASINOS=$CASINOS)"
  echo "machine: $(nproc) cores ($cpu); PostgreSQL, Kafka, the api, the worker and Chromium share it"
  echo "load:    $load_before (1, 5, 15 min) before Lighthouse, $load_after after"
  echo "web app: ${WEB_ROOT#"$REPO"/}"
  echo "build:   $commit; Lighthouse $lh_version, $($CHROME_PATH --version 2>/dev/null || echo "$CHROME_PATH")"
  echo "data:    seed --promotions $PROMOTIONS: $visible active promotions, seeded in ${seed_seconds}s; $casinos casinos"
  echo "profile: Lighthouse's mobile defaults (simulated: 4x CPU slowdown, 150 ms round trip, 1.6 Mbit/s), cold cache"
  echo
  cat "$WORK/lighthouse.txt"
  echo
  if ((FAILED)); then echo "RESULT: FAILED (a page could not be audited, see above)"; else echo "RESULT: every page audited"; fi
} >"$RESULTS"
cat "$RESULTS"
((FAILED == 0))
