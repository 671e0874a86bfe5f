#!/usr/bin/env bash
# bench/replay.sh: how fast the projections are rebuilt from a log of a million events, and how
# fast the live projector catches up after a long stop. Private stack, as the other benches.
#   1. The log: the demo content with 20,000 promotions (`seed --promotions`), projected by the
#      worker; then the worker is stopped and visitor traffic (20 view events to 1 comment) is
#      written until the log holds BENCH_EVENTS events (`seed --traffic N --no-wait`).
#   2. Catch-up: the worker is started again; timed from its start until its stored offsets reach
#      the end of the log.
#   3. Replay: `bonus-worker replay` rebuilds every projection from offset 0 into a fresh schema
#      and swaps it in, timed, while the live worker runs and a reader asks the api (response cache
#      off, so every answer comes from the database) for a page of promotions, the blog list, a
#      post and a casino list without pause; every answer must be 200.
#   4. The result: every projected table is compared, row by row, before and after the replay (the
#      live projector's batches against the replay's); the view counts and comments must equal
#      what the traffic holds, each event once.
# See bench/README.md ("Replay"). Needs PostgreSQL, Kafka and a build; writes bench/results/replay.txt.
set -euo pipefail

BENCH_DIR="$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd -P)"
REPO="$(cd -- "$BENCH_DIR/.." && pwd -P)"
RESULTS="$BENCH_DIR/results/replay.txt"
BENCH_NAME=bench-replay
PORT="${BENCH_PORT:-18260}"
EVENTS="${BENCH_EVENTS:-1000000}"
PROMOTIONS="${BENCH_PROMOTIONS:-20000}"

# shellcheck source=../infra/lib/bench-stack.sh
source "$REPO/infra/lib/bench-stack.sh"

stack_preflight curl psql
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
stack_create
sql() { psql -X -At -v ON_ERROR_STOP=1 "$PG_URL" -c "$1"; }
now() { date +%s.%N; }
# Events the live projection has consumed: the sum of its next offsets (offsets start at 0 and the
# producer is idempotent without transactions, so they have no gaps).
consumed() { sql "SELECT coalesce(sum(next_offset), 0) FROM proj.projector_offsets"; }
wait_consumed() {
  local want=$1 limit=$2 deadline=$((SECONDS + $2))
  until (($(consumed) >= want)); do
    kill -0 "$WORKER_PID" 2>/dev/null || die "the worker exited"
    ((SECONDS < deadline)) || die "the worker did not reach $want events within $limit s (at $(consumed))"
    sleep 0.1
  done
}
events_of() { sed -n 's/.*(\([0-9]*\) events.*/\1/p' <<<"$1"; }
# CPU seconds (user and system) used during a phase, which a machine shared with other work
# changes far less than the wall time: every 0.2 s the ticks of the given process and of the bench
# database's Postgres backends; a process counts from its first sample (or from 0, if it started
# later) to its last.
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat" 2>/dev/null; }
sample_cpu() {  # FILE PID: until FILE.stop exists
  local n=0 p
  while [[ ! -e $1.stop ]]; do
    n=$((n + 1))
    for p in "$2" $(pgrep -f "postgres: .* $DB_NAME "); do echo "$n $p $(cpu_ticks "$p")"; done
    sleep 0.2
  done >"$1"
}
cpu_seconds() {  # FILE PID [OWN]: "worker X s, Postgres Y s", and with OWN (a file of backend
  # pids) "(its own backend Z s)": the Postgres CPU of the process's own connections alone
  awk -v hz="$(getconf CLK_TCK)" -v me="$2" -v own="${3:-}" 'FILENAME == own { mine[$1] = 1; next }
    NF == 3 { if (!($2 in first)) first[$2] = ($1 == 1) ? $3 : 0; last[$2] = $3 }
    END { for (p in last) if (p == me) w += last[p] - first[p]; else { pg += last[p] - first[p]; if (p in mine) o += last[p] - first[p] }
          printf "worker %.1f s, Postgres %.1f s", w / hz, pg / hz
          if (own != "") printf " (its own backend %.1f s)", o / hz }' ${3:+"$3"} "$1"
}
# Every process of the PostgreSQL cluster, every 0.2 s ("n pid ticks title", the title as ps shows
# it), and every second the name, type and database of each ("= pid application_name backend_type
# datname leader_pid", from pg_stat_activity), until FILE.stop exists: where PostgreSQL's CPU
# during a phase went, by process type (pg_split). Read with bash's own read: no process a sample.
sample_cluster() {  # FILE
  local n=0 pm p title stat pids f
  pm=$(awk '{ sub(/.*\) /, ""); print $2 }' "/proc/$(sql "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() LIMIT 1")/stat" 2>/dev/null) || return 0
  while [[ ! -e $1.stop ]]; do
    n=$((n + 1))
    mapfile -t pids < <(pgrep -P "$pm")
    for p in "${pids[@]}"; do
      read -r -d '' title 2>/dev/null <"/proc/$p/cmdline" || true
      read -r stat 2>/dev/null <"/proc/$p/stat" || continue
      read -r -a f <<<"${stat##*) }"
      echo "$n $p $((f[11] + f[12])) ${title// /_}"
    done
    if ((n % 5 == 1)); then
      sql "SELECT '= ' || pid || ' ' || coalesce(nullif(application_name, ''), '-') || ' ' || replace(backend_type, ' ', '_') || ' ' ||
                  coalesce(datname, '-') || ' ' || coalesce(leader_pid, 0) FROM pg_stat_activity" 2>/dev/null || true
    fi
    sleep 0.2
  done >"$1"
}
# pg_split FILE: PostgreSQL's CPU seconds by process type over the sampled phase. A client backend
# of the bench database is named by its application_name (the replay's bonus-replay, the api's
# bonus-api, psql the script's own queries, anything else the live worker); a parallel worker by
# its leader's; an autovacuum worker or a backend of another database by that; the cluster's own
# processes (WAL writer, checkpointer, background writer) by their type.
pg_split() {
  awk -v hz="$(getconf CLK_TCK)" -v db="$DB_NAME" '
    NF < 4 { next }
    $1 == "=" { app[$2] = $3; type[$2] = $4; dbn[$2] = $5; leader[$2] = $6; next }
    { if (!($2 in first)) first[$2] = ($1 == 1) ? $3 : 0; last[$2] = $3; title[$2] = $4 }
    function who(p,   t) {
      t = title[p]
      if (t ~ /parallel_worker_for_PID_/) { l = t; sub(/.*PID_/, "", l); sub(/_.*/, "", l); return "parallel worker of " who(l) }
      if (type[p] == "parallel_worker" && leader[p] > 0) return "parallel worker of " who(leader[p])
      if (t ~ /autovacuum_worker/ || type[p] == "autovacuum_worker") return (index(t, db) || dbn[p] == db) ? "autovacuum (bench database)" : "autovacuum (other databases)"
      if (index(t, "_" db "_") || dbn[p] == db) {
        if (app[p] == "bonus-replay") return "replay"
        if (app[p] == "bonus-api") return "api (the reader)"
        if (app[p] == "psql") return "the script (psql)"
        return "live worker"
      }
      if (t ~ /[0-9]\)|\[local\]/) return "other databases"
      t2 = t; sub(/^postgres:_[^:]*:_/, "", t2); sub(/_+$/, "", t2); gsub(/_/, " ", t2); return t2
    }
    END { for (p in last) { s[who(p)] += (last[p] - first[p]) / hz; all += (last[p] - first[p]) / hz }
          printf "%.1f s:", all
          for (g in s) if (s[g] >= 0.05) printf " %s %.1f s;", g, s[g]
          printf "\n" }' "$1"
}
# The pids of the backends whose application_name is $2, every second, until FILE.stop exists.
own_backends() {  # FILE NAME
  while [[ ! -e $1.stop ]]; do
    sql "SELECT pid FROM pg_stat_activity WHERE application_name = '$2'" 2>/dev/null || true
    sleep 1
  done | sort -u >"$1"
}

# 1. The log.
stack_start_worker
# Not seed's own wait for the projection (60 s, which a loaded machine may need more than):
# the stored offsets, for up to 300 s.
say "bonus-worker seed --promotions $PROMOTIONS --no-wait"
out=$(env "${stack_env[@]}" "$WORKER_BIN" seed --promotions "$PROMOTIONS" --no-wait 2>>"$WORK/worker.log") || die "seed failed"
content=$(events_of "$out")
wait_consumed "$content" 300
views_before=$(sql "SELECT sum(view_count) FROM proj.blog_posts")
comments_before=$(sql "SELECT count(*) FROM proj.comments")
stop_pid "$WORKER_PID" worker
WORKER_PID=""
traffic=$((EVENTS - content))
((traffic > 0)) || die "BENCH_EVENTS=$EVENTS is not more than the $content events of the content"
say "worker stopped; bonus-worker seed --traffic $traffic --no-wait"
t0=$(now)
out=$(env "${stack_env[@]}" "$WORKER_BIN" seed --promotions "$PROMOTIONS" --traffic "$traffic" --no-wait 2>>"$WORK/worker.log") ||
  die "seed --traffic failed"
t1=$(now)
[[ $(events_of "$out") == "$traffic" ]] || die "seed wrote '$out', expected $traffic traffic events only"
total=$((content + traffic))

# 2. Catch-up after the stop.
load_catchup=$(cut -d' ' -f1-3 /proc/loadavg)
t2=$(now)
stack_start_worker
sample_cpu "$WORK/cpu-catchup" "$WORKER_PID" &
sampler=$!
wait_consumed "$total" 900
t3=$(now)
touch "$WORK/cpu-catchup.stop"
wait "$sampler"
cpu_catchup=$(cpu_seconds "$WORK/cpu-catchup" "$WORKER_PID")
dead=$(sql "SELECT count(*) FROM proj.dead_letters")

# Every projected table as one checksum per table, without what records when or in which batch a
# row was written (those differ between two builds by design): the write-time columns and the
# per-batch change counters of projection_changes.
checksums() {
  sql "SELECT string_agg(format('SELECT %L || '' '' || count(*) || '' '' || coalesce(md5(string_agg(r, ''|'' ORDER BY r)), '''') FROM (SELECT ROW(%s)::text AS r FROM proj.%I) t', table_name, cols, table_name), ' UNION ALL ')
       FROM (SELECT c.table_name, string_agg(quote_ident(c.column_name), ', ' ORDER BY c.ordinal_position) AS cols
               FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
              WHERE c.table_schema = 'proj' AND t.table_type = 'BASE TABLE' AND c.table_name <> 'projection_changes'
                AND (c.table_name, c.column_name) NOT IN (VALUES ('projector_offsets', 'updated_at'), ('applied_events', 'applied_at'),
                     ('dead_letters', 'at'), ('sitemap', 'updated_at'), ('projection_meta', 'created_at'))
              GROUP BY c.table_name) c" >"$WORK/checksum.sql"
  sql "$(cat "$WORK/checksum.sql") ORDER BY 1"
}
before=$(checksums)
# The live schema the reads below ask was filled moments ago; autovacuum would vacuum it within a
# minute or two (its naptime and thresholds), as it has long done for any live schema a real
# replay runs beside. Done here at once, so the reads' cost does not depend on whether autovacuum
# got there before the replay: unvacuumed, with no visibility map to count from, a search page
# cost 3.6 times the PostgreSQL CPU (bench/README.md, "Where PostgreSQL's CPU went").
PGOPTIONS="-c client_min_messages=error" sql "VACUUM (ANALYZE)"  # (no warnings for the catalogues it may not vacuum)

# 3. Replay while the api answers reads from the database.
start_api BONUS_CACHE_MAX_BYTES=0 PGAPPNAME=bonus-api
api="http://127.0.0.1:$PORT"
post=$(sql "SELECT slug FROM proj.blog_posts WHERE is_published ORDER BY slug LIMIT 1")
reader() {
  local url args=()
  for url in "$api/api/promotions/search?page=2" "$api/api/blog" "$api/api/blog/$post" "$api/api/casinos"; do
    args+=(-o /dev/null "$url")
  done
  while [[ ! -e $WORK/stop-reading ]]; do
    curl -s -w '%{http_code}\n' --max-time 10 "${args[@]}" || echo "000"
  done >"$WORK/reads.txt"
}
reader &
READER_PID=$!
trap 'rc=$?; touch "$WORK/stop-reading"; wait "$READER_PID" 2>/dev/null; (exit $rc); stack_cleanup' EXIT
say "bonus-worker replay (the live worker runs; reads go on)"
load_replay=$(cut -d' ' -f1-3 /proc/loadavg)
t4=$(now)
# Named (libpq's PGAPPNAME), so its own backend's CPU can be told from the reads' and the live
# worker's: that is the figure a replay without readers would show.
env "${stack_env[@]}" PGAPPNAME=bonus-replay "$WORKER_BIN" replay >"$WORK/replay.out" 2>>"$WORK/replay.log" &
replay_pid=$!
sample_cpu "$WORK/cpu-replay" "$replay_pid" &
sampler=$!
own_backends "$WORK/replay-backends" bonus-replay &
finder=$!
sample_cluster "$WORK/cluster-replay" &
cluster=$!
wal_before=$(sql "SELECT wal_records || ' ' || wal_fpi || ' ' || wal_bytes FROM pg_stat_wal")
wait "$replay_pid" || die "replay failed"
t5=$(now)
wal_after=$(sql "SELECT wal_records || ' ' || wal_fpi || ' ' || wal_bytes FROM pg_stat_wal")
touch "$WORK/cpu-replay.stop" "$WORK/replay-backends.stop" "$WORK/cluster-replay.stop"
wait "$sampler" "$finder" "$cluster"
cpu_replay=$(cpu_seconds "$WORK/cpu-replay" "$replay_pid" "$WORK/replay-backends")
pg_replay=$(pg_split "$WORK/cluster-replay")
# The WAL the whole cluster wrote meanwhile (others' work on a shared cluster is in it too).
wal_replay=$(awk -v a="$wal_before" -v b="$wal_after" 'BEGIN { split(a, x, " "); split(b, y, " ")
  printf "%.0f MB in %d records, %d full-page images", (y[3] - x[3]) / 1e6, y[1] - x[1], y[2] - x[2] }')
out=$(cat "$WORK/replay.out")
sleep 1
touch "$WORK/stop-reading"
wait "$READER_PID"
replayed=$(sed -n 's/^replayed \([0-9]*\) events.*/\1/p' <<<"$out")
reads=$(wc -l <"$WORK/reads.txt")
bad_reads=$(grep -cv '^200$' "$WORK/reads.txt" || true)

# 4. The result.
after=$(checksums)
views_after=$(sql "SELECT sum(view_count) FROM proj.blog_posts")
comments_after=$(sql "SELECT count(*) FROM proj.comments")
applied=$(sql "SELECT count(*) FROM proj.applied_events")
# The traffic's own arithmetic: event i is a comment when i % 21 == 20, else i % 5 + 1 views.
views_sent=$(awk -v n="$traffic" 'BEGIN { for (i = 0; i < n; i++) if (i % 21 != 20) s += i % 5 + 1; printf "%d", s }')
comments_sent=$((traffic / 21))
checks=()
[[ $before == "$after" ]] || { checks+=("the replayed tables differ from the live ones"); diff <(echo "$before") <(echo "$after") >&2 || true; }
((views_after == views_before + views_sent)) || checks+=("views $views_after, expected $views_before + $views_sent")
((comments_after == comments_before + comments_sent)) || checks+=("comments $comments_after, expected $comments_before + $comments_sent")
((applied == total)) || checks+=("$applied events applied, the log holds $total")
((replayed == total)) || checks+=("the replay applied $replayed events, the log holds $total")
((dead == 0)) || checks+=("$dead dead letters")
((bad_reads == 0 && reads > 0)) || checks+=("$bad_reads of $reads reads did not answer 200")
((${#checks[@]} == 0)) || FAILED=1

cpu=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo)
commit=$(git -C "$REPO" rev-parse --short HEAD 2>/dev/null || echo unknown)
rate() { awk -v n="$1" -v a="$2" -v b="$3" 'BEGIN { printf "%.0f events/s (%d events in %.1f s)", n / (b - a), n, b - a }'; }
mkdir -p "$(dirname "$RESULTS")"
{
  echo "bonus-guide replay — $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "command: bench/replay.sh (BENCH_EVENTS=$EVENTS, BENCH_PROMOTIONS=$PROMOTIONS)"
  echo "machine: $(nproc) cores ($cpu); PostgreSQL, Kafka, the api, the worker and the reader share it"
  echo "build:   $commit; log: $total events ($content of content with $PROMOTIONS promotions, $traffic of visitor traffic)"
  echo "load average (1, 5, 15 min): $load_before before the run, $load_catchup before the catch-up, $load_replay before the replay"
  echo "where the time went (the worker's log): $(sed -n 's/.*caught up a backlog: //p' "$WORK/worker.log" | tail -1)"
  echo "  replay: $(cat "$WORK/replay.log" "$WORK/replay.out" | sed -n 's/.*replay: \([0-9]* events in .*\)/\1/p' | tail -1)"
  echo "  replay's phases (wall): $(cat "$WORK/replay.log" "$WORK/replay.out" | sed -n 's/.*replay: phases: //p' | tail -1)"
  echo "  replay's index builds (wall, as they ended; | the fold's end): $(cat "$WORK/replay.log" "$WORK/replay.out" | sed -n 's/.*replay: index builds ([^)]*): //p' | tail -1)"
  echo
  echo "writing the traffic (seed --traffic):  $(rate "$traffic" "$t0" "$t1")"
  echo "live catch-up after a stop:            $(rate "$traffic" "$t2" "$t3"); CPU: $cpu_catchup"
  echo "replay of the whole log (with swap):   $(rate "$total" "$t4" "$t5"); CPU: $cpu_replay"
  echo "  PostgreSQL's CPU during the replay, by process: $pg_replay"
  echo "  WAL written by the cluster during the replay: $wal_replay"
  echo "reads during the replay:               $reads, $bad_reads not 200"
  echo "replayed tables equal the live ones:   $([[ $before == "$after" ]] && echo yes || echo NO) ($(wc -l <<<"$after") tables compared row by row)"
  echo "views / comments from the traffic:     $views_after / $comments_after (expected $((views_before + views_sent)) / $((comments_before + comments_sent)))"
  echo
  awk -v n="$total" -v a="$t4" -v b="$t5" 'BEGIN { printf "replay: %.0f events/s (goal >= 100000)\n", n / (b - a) }'
  awk -v n="$traffic" -v a="$t2" -v b="$t3" 'BEGIN { printf "catch-up: %.0f events/s (goal >= 100000)\n", n / (b - a) }'
  if ((FAILED)); then printf 'RESULT: FAILED: %s\n' "${checks[@]}"; else echo "RESULT: every check held"; fi
} >"$RESULTS"
cat "$RESULTS"
((FAILED == 0))
