#!/usr/bin/env bash
# bench/clicks.sh: outbound clicks at load. At 16,000 active promotions: first the clicks alone for
# 15 s, with the CPU each process of the stack spent on them (infra/lib/cpu-split.sh: the click
# generator, the api, the worker, Kafka, PostgreSQL); then BENCH_ROUNDS (3) rounds of the public
# reads quiet, then again beside a window of about 2,000 clicks/s for 60 s on /git/... links
# (bench/clicker.c, 43 connections each waiting 20 ms between requests: about 2,000/s at about 1 ms
# per answer), and the reads quiet once more at the end; every click answered must be
# counted exactly once (sum of proj.clicks_by_device == the api's count of the clicks it answered),
# and the reads must keep at least 0.9 x their quiet rate (the median over the rounds of each
# loaded sample against the quiet samples just before and after it). Then 90 days of
# daily click rows for every promotion are written into the projection (and the running totals the
# statistics read, from them) and GET /api/admin/stats?days=90 is timed at the api (its own handler
# histogram).
# Private stack, as the other benches. See bench/README.md ("Outbound clicks").
#
# Needs: PostgreSQL and Kafka (`infra/bonus pg-up kafka-up`), a build, wrk, a C compiler (cc), curl, psql, ss.
# Writes bench/results/clicks.txt. BENCH_CLICK_SECONDS (60, each round's window), BENCH_PROMOTIONS (16000),
# BENCH_CPU_SECONDS (15; 0 leaves the CPU split out), BENCH_CLICK_CONNECTIONS (43), BENCH_ROUNDS (3),
# BENCH_READ_DURATION (8s per read sample), BENCH_READ_LEAD (2 s of clicks before the loaded reads),
# BENCH_CLICK_GENERATOR (clicker: bench/clicker.c, built here with cc; wrk: wrk with a Lua delay()).
set -euo pipefail

BENCH_DIR="$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd -P)"
REPO="$(cd -- "$BENCH_DIR/.." && pwd -P)"
RESULTS="$BENCH_DIR/results/clicks.txt"
BENCH_NAME=bench-clicks
PORT="${BENCH_PORT:-18260}"
PROMOTIONS="${BENCH_PROMOTIONS:-16000}"
CLICK_SECONDS="${BENCH_CLICK_SECONDS:-60}"
READ_DURATION="${BENCH_READ_DURATION:-8s}"
READ_LEAD="${BENCH_READ_LEAD:-2}"   # seconds of clicks before a round's loaded reads start
ROUNDS="${BENCH_ROUNDS:-3}"
GENERATOR="${BENCH_CLICK_GENERATOR:-clicker}"  # clicker (bench/clicker.c) or wrk (wrk -t2 with a Lua delay)
CLICK_CONNECTIONS="${BENCH_CLICK_CONNECTIONS:-43}"
CPU_SECONDS="${BENCH_CPU_SECONDS:-15}"

# shellcheck source=../infra/lib/bench-stack.sh
source "$REPO/infra/lib/bench-stack.sh"
# shellcheck source=../infra/lib/cpu-split.sh
source "$REPO/infra/lib/cpu-split.sh"

stack_preflight wrk curl psql ss
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
stack_create
stack_start_worker
stack_seed_promotions "$PROMOTIONS"
start_api
api="http://127.0.0.1:$PORT"
sql() { psql -X -At "$PG_URL" -c "$1"; }

# The links clicked: 200 visible promotions of several casinos, as the site writes them.
sql "SELECT '/git/' || c.slug || '/' || p.slug FROM proj.visible_promotions p JOIN proj.casinos c ON c.id = p.casino_id
      ORDER BY p.created_at DESC LIMIT 200" >"$WORK/links.txt"
[[ -s $WORK/links.txt ]] || die "no promotion links"
cat >"$WORK/clicks.lua" <<LUA
-- Every request is formatted once, before the run: per request wrk only picks the next string.
local agents = {
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36",
  "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)" }
local requests = {}
init = function(args)
  local n = 0
  for line in io.lines("$WORK/links.txt") do
    n = n + 1
    requests[#requests + 1] = wrk.format("GET", line,
      { ["User-Agent"] = agents[n % 3 + 1], ["Referer"] = "http://127.0.0.1:8080/bonuslar" })
  end
end
local i = 0
request = function()
  i = i % #requests + 1
  return requests[i]
end
function delay() return 20 end
LUA

# The same requests for bench/clicker.c, the default generator: "PATH<TAB>USER-AGENT<TAB>REFERER",
# the user agent chosen as in the Lua script above.
awk 'BEGIN { a[1] = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148"
             a[2] = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36"
             a[3] = "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)" }
     { printf "%s\t%s\thttp://127.0.0.1:8080/bonuslar\n", $0, a[NR % 3 + 1] }' "$WORK/links.txt" >"$WORK/requests.tsv"
if [[ $GENERATOR == clicker ]]; then
  "${CC:-cc}" -O2 -o "$WORK/clicker" "$BENCH_DIR/clicker.c" || die "could not build bench/clicker.c (BENCH_CLICK_GENERATOR=wrk uses wrk)"
fi

clicks() {  # SECONDS NAME: the click load in the background (CLICKS_PID); its CPU time into $WORK/wrk-NAME.cpu
  (
    TIMEFORMAT='%3U %3S'
    if [[ $GENERATOR == clicker ]]; then
      { time "$WORK/clicker" 127.0.0.1 "$PORT" "$CLICK_CONNECTIONS" "$1" 20 "$WORK/requests.tsv" \
          >"$WORK/wrk-$2.txt" 2>>"$WORK/wrk-$2.err"; } 2>"$WORK/wrk-$2.cpu"
    else
      { time wrk -t2 -c"$CLICK_CONNECTIONS" -d"$1s" --timeout 30s -s "$WORK/clicks.lua" --latency "$api/" \
          >"$WORK/wrk-$2.txt" 2>>"$WORK/wrk-$2.err"; } 2>"$WORK/wrk-$2.cpu"
    fi
  ) &
  CLICKS_PID=$!
}
counted_clicks() { sql "SELECT coalesce(sum(clicks), 0) FROM proj.clicks_by_device"; }
# wait_counted N: until the projection holds N clicks (or 120 s pass).
wait_counted() {
  local deadline=$((SECONDS + 120))
  until (($(counted_clicks) >= $1 || SECONDS > deadline)); do sleep 0.5; done
}
answered_clicks() { metric count outbound.promotion; }
answered0=$(answered_clicks)

# Where a click's CPU goes: the clicks alone, each process's CPU time from the first click until
# the last one is projected, less what the same processes spend idle (5 s measured just before).
cpu_line="CPU per click: not measured (BENCH_CPU_SECONDS=0)"
if ((CPU_SECONDS > 0)); then
  say "CPU split: idle 5 s, then ${CPU_SECONDS}s of clicks alone until they are projected"
  cpu_snapshot "$WORK/cpu-idle-0"
  sleep 5
  cpu_snapshot "$WORK/cpu-idle-1"
  before=$(answered_clicks)
  cpu_snapshot "$WORK/cpu-0"
  echo "wrk 0 0" >>"$WORK/cpu-0"  # the generator's line (named wrk whichever it is), so cpu_split shows it
  clicks "$CPU_SECONDS" cpu
  wait "$CLICKS_PID"
  cpu_n=$(awk -v a="$(answered_clicks)" -v b="$before" 'BEGIN { printf "%d", a - b }')
  wait_counted "$(awk -v a="$(answered_clicks)" -v b="$answered0" 'BEGIN { printf "%d", a - b }')"
  cpu_snapshot "$WORK/cpu-1"
  awk -v hz="$(getconf CLK_TCK)" '{ printf "wrk 0 %d\n", ($1 + $2) * hz }' "$WORK/wrk-cpu.cpu" >>"$WORK/cpu-1"
  cpu_line="CPU per click over $cpu_n clicks alone ($(rps_of cpu) req/s for ${CPU_SECONDS}s, then until projected):"
fi

reads() {  # NAME: the public reads a visitor's page makes, one wrk run each
  wrk -t1 -c16 -d"$READ_DURATION" --latency "$api/api/promotions/search?page=2" >"$WORK/wrk-$1-search.txt"
  wrk -t1 -c16 -d"$READ_DURATION" --latency "$api/api/casinos" >"$WORK/wrk-$1-casinos.txt"
}
# The reads in rounds: quiet, then beside a window of the clicks, and so on, with one more quiet
# sample at the end, so every loaded sample has a quiet one just before and just after it (the
# machine's drift over a few minutes moves the quiet rate by several per cent). A round's ratio is
# its loaded rate over the mean of the two quiet samples around it; the goal is on the median of
# the rounds. Each round's window is BENCH_CLICK_SECONDS of clicks without a pause, every click counted.
say "warm-up"
wrk -t1 -c16 -d3s "$api/api/promotions/search?page=2" >/dev/null
wrk -t1 -c16 -d3s "$api/api/casinos" >/dev/null
window=$CLICK_SECONDS
((window >= READ_LEAD + 2 * ${READ_DURATION%s} + 1)) || die "a click window (${window}s) must hold both loaded reads (${READ_DURATION} each after ${READ_LEAD}s)"
loaded0=$(answered_clicks)
click_cpu=0
for round in $(seq 1 "$ROUNDS"); do
  say "round $round of $ROUNDS: quiet reads, then ${CLICK_CONNECTIONS} connections x 1 click / 20 ms for ${window}s with the reads"
  reads "quiet-$round"
  clicks "$window" "clicks-$round"
  sleep "$READ_LEAD"
  reads "loaded-$round"
  wait "$CLICKS_PID"
  wrk_failed "clicks-$round" && FAILED=1
  click_cpu=$(awk -v a="$click_cpu" '{ printf "%.2f", a + $1 + $2 }' "$WORK/wrk-clicks-$round.cpu")
done
say "quiet reads after the last round"
reads "quiet-$((ROUNDS + 1))"
# The clicks the api answered (its own request count of the route): wrk leaves out a request it
# gave up on, which the api may still have answered and counted.
answered1=$(answered_clicks)
sent=$(awk -v a="$answered1" -v b="$answered0" 'BEGIN { printf "%d", a - b }')
loaded_sent=$(awk -v a="$answered1" -v b="$loaded0" 'BEGIN { printf "%d", a - b }')
wrk_sent=$(cat "$WORK"/wrk-clicks-*.txt | awk '/requests in/ { n += $1 } END { print n + 0 }')
say "waiting for $sent clicks to be projected"
wait_counted "$sent"
sleep 3
counted=$(counted_clicks)
per_promotion=$(sql "SELECT coalesce(sum(clicks), 0) FROM proj.clicks_by_promotion")
((counted == sent && per_promotion == sent)) || FAILED=1

say "90 days of click and view rows for every promotion"
sql "INSERT INTO proj.clicks_by_promotion (day, promotion_id, clicks)
       SELECT d::date - 1, p.id, 1 + (abs(hashtext(p.id::text || d::text)) % 20)
         FROM proj.promotions p, generate_series(current_date - 89, current_date, '1 day') d
     ON CONFLICT (day, promotion_id) DO UPDATE SET clicks = clicks_by_promotion.clicks + EXCLUDED.clicks;
     INSERT INTO proj.promotion_views_by_day (day, promotion_id, views)
       SELECT d::date - 1, p.id, 5 + (abs(hashtext(d::text || p.id::text)) % 50)
         FROM proj.promotions p, generate_series(current_date - 89, current_date, '1 day') d
     ON CONFLICT DO NOTHING;
     ANALYZE proj.clicks_by_promotion; ANALYZE proj.promotion_views_by_day;" >/dev/null
# The running totals the statistics read, rebuilt from those daily rows in one statement (the
# projector keeps them per batch; AdminStats.RunningTotalsAnswerAsTheDailyRows... holds the two
# to the same fold). Rows go in day order, as days arrive in a live projection.
say "running totals of those rows"
sql "DELETE FROM proj.running_totals WHERE kind = 'promotion';
     INSERT INTO proj.running_totals (kind, id, day, next_day, clicks, views)
     SELECT 'promotion', id, day, coalesce(lead(day) OVER w, 'infinity'), sum(clicks) OVER w, sum(views) OVER w
       FROM (SELECT coalesce(c.promotion_id, v.promotion_id) AS id, coalesce(c.day, v.day) AS day,
                    coalesce(c.clicks, 0) AS clicks, coalesce(v.views, 0) AS views
               FROM proj.clicks_by_promotion c
               FULL JOIN proj.promotion_views_by_day v ON v.promotion_id = c.promotion_id AND v.day = c.day) x
     WINDOW w AS (PARTITION BY id ORDER BY day) ORDER BY day, id;
     ANALYZE proj.running_totals;" >/dev/null
rows=$(sql "SELECT count(*) FROM proj.clicks_by_promotion")
stats_line="stats: not measured (the bench admin could not sign in)"
admin_email=bench@bonus.local admin_password="bench-$(od -An -N12 -tx1 /dev/urandom | tr -d ' \n')"
printf '%s\n' "$admin_password" | env "${stack_env[@]}" "$API_BIN" admin set-password "$admin_email" --chosen >>"$WORK/api.log" 2>&1 || true
token=$(curl -fsS -X POST "$api/api/auth/token" -H 'Content-Type: application/json' \
  -d "{\"grant_type\":\"password\",\"email\":\"$admin_email\",\"password\":\"$admin_password\"}" 2>/dev/null |
  python3 -c 'import sys,json; print(json.load(sys.stdin)["access_token"])' 2>/dev/null || true)
if [[ -n $token ]]; then
  s0=$(metric sum admin.stats); c0=$(metric count admin.stats)
  for i in $(seq 1 "${BENCH_STATS_REQUESTS:-10}"); do
    curl -fsS -o /dev/null -w '%{time_total}\n' -H "Authorization: Bearer $token" "$api/api/admin/stats?days=90" >>"$WORK/stats-times.txt"
  done
  s1=$(metric sum admin.stats); c1=$(metric count admin.stats)
  sort -n "$WORK/stats-times.txt" | awk '{ t[NR] = $1 * 1000 } END { exit !(t[int((NR + 1) / 2)] > 200) }' && FAILED=1
  stats_line=$(sort -n "$WORK/stats-times.txt" | awk -v s0="$s0" -v s1="$s1" -v c0="$c0" -v c1="$c1" '
    { t[NR] = $1 * 1000 } END { printf "stats days=90: median %.0f ms, max %.0f ms at the client; handler mean %.0f ms (goal <= 200 ms)", t[int((NR + 1) / 2)], t[NR], (s1 - s0) / (c1 - c0) * 1000 }')
fi

mkdir -p "$(dirname "$RESULTS")"
{
  echo "bonus-guide outbound clicks — $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "command: bench/clicks.sh (BENCH_PROMOTIONS=$PROMOTIONS, BENCH_CLICK_SECONDS=$CLICK_SECONDS)"
  echo "machine: $(nproc) cores ($(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo)); PostgreSQL, Kafka, the api, the worker and wrk share it"
  echo "load:    $load_before (1, 5, 15 min) before the run, $(cut -d' ' -f1-3 /proc/loadavg) after"
  echo "build:   $(git -C "$REPO" rev-parse --short HEAD 2>/dev/null || echo unknown)"
  echo
  for round in $(seq 1 "$ROUNDS"); do wrk_summary "clicks, round $round" "$WORK/wrk-clicks-$round.txt" 0 0 0 0; done
  echo "clicks answered by the api: $loaded_sent over $ROUNDS windows of ${window}s beside the reads (the generator saw $wrk_sent), $sent in all"
  echo "clicks counted: $counted (per device), $per_promotion (per promotion), of $sent answered"
  awk -v n="$loaded_sent" -v s="$((window * ROUNDS))" 'BEGIN { r = n / s; printf "click rate: %.0f/s (goal 2000/s)\n", r; exit !(r < 1900) }' && FAILED=1
  echo "click generator ($GENERATOR) beside the reads: $click_cpu s CPU"
  echo "reads, $READ_DURATION each, quiet (Q) before and after each round's loaded sample (L), wrk -t1 -c16:"
  for r in search casinos; do
    for round in $(seq 1 "$ROUNDS"); do
      awk -v r="$r" -v i="$round" -v q0="$(rps_of "quiet-$round-$r")" -v l="$(rps_of "loaded-$round-$r")" \
        -v q1="$(rps_of "quiet-$((round + 1))-$r")" 'BEGIN { q = (q0 + q1) / 2
          printf "  %-8s round %d: Q %6.0f  L %6.0f  Q %6.0f req/s: %.2f x\n", r, i, q0, l, q1, l / q }'
    done
  done | tee "$WORK/rounds.txt"
  for r in search casinos; do
    awk -v r="$r" '$1 == r { print $(NF - 1) }' "$WORK/rounds.txt" | sort -n | awk -v r="$r" '{ x[NR] = $1 }
      END { m = (NR % 2) ? x[(NR + 1) / 2] : (x[NR / 2] + x[NR / 2 + 1]) / 2
            printf "reads %-8s median of %d rounds: %.2f x (min %.2f, max %.2f; goal >= 0.9)\n", r, NR, m, x[1], x[NR]
            exit !(m < 0.9) }' && FAILED=1
  done
  echo "$stats_line (over $rows promotion-day rows)"
  echo
  echo "$cpu_line"
  ((CPU_SECONDS > 0)) && cpu_split "$WORK/cpu-0" "$WORK/cpu-1" "$cpu_n" "$WORK/cpu-idle-0" "$WORK/cpu-idle-1"
  if ((FAILED)); then echo "RESULT: FAILED (see above)"; else echo "RESULT: 2,000 clicks/s all counted, reads within 0.9 x, stats within 200 ms"; fi
} >"$RESULTS"
cat "$RESULTS"
exit $((FAILED != 0))
