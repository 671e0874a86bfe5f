#!/usr/bin/env bash
# bench/page-sizes.sh: the HTML weight of every public page at catalogue size: the seeder's 16,000
# active promotions, the casinos topped up to 5,300 (the seeder writes 13) and one promotion with
# 250 comments: each page's uncompressed HTML, and its gzip and brotli size, as the api serves it. Fails when a page carries more than 100 KB of HTML,
# so no page grows with the catalogue. Private stack (own database, topic prefix, worker and api
# serving webapp/dist). See bench/README.md.
#
# Needs: PostgreSQL and Kafka (`infra/bonus pg-up kafka-up`), a build (`infra/bonus build`, which
# also builds webapp/dist), curl, psql. Writes bench/results/page-sizes.txt.
set -euo pipefail

BENCH_DIR="$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd -P)"
REPO="$(cd -- "$BENCH_DIR/.." && pwd -P)"
RESULTS="$BENCH_DIR/results/page-sizes.txt"

BENCH_NAME=bench-pages
PORT="${BENCH_PORT:-18220}"
# seed --promotions 20000 gives 16,000 active promotions (a fifth are expired or inactive).
PROMOTIONS="${BENCH_PROMOTIONS:-20000}"
CASINOS="${BENCH_CASINOS:-5300}"
COMMENTS="${BENCH_COMMENTS:-250}"
LIMIT_BYTES="${BENCH_PAGE_LIMIT:-102400}"

# shellcheck source=../infra/lib/bench-stack.sh
source "$REPO/infra/lib/bench-stack.sh"

[[ -f $REPO/webapp/dist/index.html ]] || die "no web app build in webapp/dist: run 'infra/bonus build'"
stack_preflight curl psql
stack_env+=(BONUS_PUBLIC_ORIGIN="http://127.0.0.1:$PORT" BONUS_WEB_ROOT="$REPO/webapp/dist")
stack_create
stack_start_worker

say "bonus-worker seed --promotions $PROMOTIONS"
seed_started=$SECONDS
env "${stack_env[@]}" "$WORKER_BIN" seed --promotions "$PROMOTIONS" >>"$WORK/worker.log" 2>&1 || die "seed failed"
seed_seconds=$((SECONDS - seed_started))
# Casinos up to CASINOS and COMMENTS comments on one promotion, written into the projection as the
# projector would (as bench/admin-lists.sh does), before the api starts: nothing is cached yet.
say "casinos up to $CASINOS, $COMMENTS comments on one promotion (SQL into the projection)"
psql -X -q -v ON_ERROR_STOP=1 "$PG_URL" <<SQL
INSERT INTO proj.casinos (id, name, slug, url, logo_url, description, rating, featured, created_at, updated_at,
                          search_text, search_ascii)
SELECT gen_random_uuid(), 'Bench Casino ' || n, 'bench-casino-' || n, 'https://casino-' || n || '.example.com',
       '/demo-images/logo.png',
       '<p>Lisanslı bir casino, numara ' || n || '. Canlı casino, slot ve spor bahisleri tek hesapta; '
         || 'Papara, kripto ve banka havalesi ile hızlı para çekme, 7/24 Türkçe canlı destek ve mobil uygulama.</p>',
       (n % 50) / 10.0, n % 97 = 0, now() - n * interval '1 minute', now(), 'bench casino ' || n, 'bench casino ' || n
  FROM generate_series(1, greatest(0, $CASINOS - (SELECT count(*) FROM proj.casinos))) n;
INSERT INTO proj.comments (id, promotion_id, user_name, comment, rating, created_at, updated_at, search_text, search_ascii)
SELECT gen_random_uuid(), p.id, 'Ziyaretci ' || n,
       'Bonus hakkinda yorum numara ' || n || ': cevrim sarti makul, destek hizli cevap verdi, cekim bir gunde geldi.',
       1 + n % 5, now() - n * interval '1 second', now() - n * interval '1 second', 'ziyaretci ' || n, 'ziyaretci ' || n
  FROM generate_series(1, $COMMENTS) n,
       (SELECT id FROM proj.visible_promotions WHERE casino_id IS NOT NULL ORDER BY created_at DESC, id LIMIT 1) p;
VACUUM (ANALYZE) proj.casinos; VACUUM (ANALYZE) proj.comments;
SQL
visible=$(psql -X -At "$PG_URL" -c 'SELECT count(*) FROM proj.visible_promotions')
casinos=$(psql -X -At "$PG_URL" -c 'SELECT count(*) FROM proj.casinos')
posts=$(psql -X -At "$PG_URL" -c 'SELECT count(*) FROM proj.blog_posts WHERE is_published')
start_api

# One of each kind of page, the largest of its kind: the casino with the most promotions, the
# promotion with the most comments (its page lists up to 200), the longest published post; and a
# category.
q() { psql -X -At "$PG_URL" -c "$1"; }
casino=$(q "SELECT c.slug FROM proj.casinos c ORDER BY (SELECT count(*) FROM proj.visible_promotions p WHERE p.casino_id = c.id) DESC, c.id LIMIT 1")
promotion=$(q "SELECT c.slug || '/' || p.slug FROM proj.visible_promotions p JOIN proj.casinos c ON c.id = p.casino_id
               ORDER BY (SELECT count(*) FROM proj.comments m WHERE m.promotion_id = p.id) DESC, length(p.full_description) DESC, p.id
               LIMIT 1")
post=$(q "SELECT slug FROM proj.blog_posts WHERE is_published ORDER BY length(content) DESC, id LIMIT 1")
category=$(q "SELECT slug FROM proj.categories ORDER BY id LIMIT 1")
last_bonus_page=$(((visible + 23) / 24))
last_casino_page=$(((casinos + 59) / 60))

pages=(/ /bonuslar "/bonuslar?sayfa=2" "/bonuslar?sayfa=$last_bonus_page" "/bonuslar?kategori=$category"
       /guvenilir-siteler "/guvenilir-siteler?sayfa=2" "/guvenilir-siteler?sayfa=$last_casino_page"
       "/casino/$casino" "/bonuslar/$promotion" /blog "/blog/$post")
{
  printf '%-58s %10s %9s %9s\n' page 'HTML' gzip brotli
  for path in "${pages[@]}"; do
    url="http://127.0.0.1:$PORT$path"
    size=$(curl -fsS -o /dev/null -w '%{size_download}' "$url") || { size=FAILED; FAILED=1; }
    gz=$(curl -fsS -o /dev/null -H 'Accept-Encoding: gzip' -w '%{size_download}' "$url") || gz=FAILED
    br=$(curl -fsS -o /dev/null -H 'Accept-Encoding: br' -w '%{size_download}' "$url") || br=FAILED
    verdict=ok
    if [[ $size == FAILED ]] || ((size > LIMIT_BYTES)); then verdict="OVER $((LIMIT_BYTES / 1024)) KB"; FAILED=1; fi
    printf '%-58s %10s %9s %9s   %s\n' "$path" "$size" "$gz" "$br" "$verdict"
  done
} >"$WORK/sizes.txt"

cpu=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo)
commit=$(git -C "$REPO" rev-parse --short HEAD 2>/dev/null || echo unknown)
mkdir -p "$(dirname "$RESULTS")"
{
  echo "bonus-guide public page sizes — $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "command: bench/page-sizes.sh (BENCH_PROMOTIONS=$PROMOTIONS)"
  echo "machine: $(nproc) cores ($cpu)"
  echo "build:   $commit"
  echo "data:    seed --promotions $PROMOTIONS: $visible active promotions, seeded in ${seed_seconds}s; $casinos casinos"
  echo "         (BENCH_CASINOS=$CASINOS), $COMMENTS comments on one promotion, $posts published posts"
  echo "sizes:   bytes of the body as served (curl): no Accept-Encoding, gzip, br; limit $LIMIT_BYTES bytes of HTML"
  echo
  cat "$WORK/sizes.txt"
  echo
  if ((FAILED)); then echo "RESULT: FAILED (a page over the limit or not answered, see above)"; else echo "RESULT: every page within $((LIMIT_BYTES / 1024)) KB of HTML"; fi
} >"$RESULTS"
cat "$RESULTS"
((FAILED == 0))
