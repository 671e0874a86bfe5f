#!/usr/bin/env bash
# bench/commands.sh: command to visible. POST /api/admin/casinos answers 201 only once the
# projector has applied the event, so the client's time of one POST is the time from command to
# readable. Runs BENCH_ONE_COMMANDS (3,000) commands from one client, then BENCH_MANY_COMMANDS
# (16,000) from BENCH_CLIENTS (16) clients at once, each client one request at a time on its own
# keep-alive connection, and prints for each run: commands/s, p50/p90/p99/max, and where the time
# went (the api's command stage histograms, the worker's batch summaries, and the CPU seconds of
# the stack's processes per command, infra/lib/cpu-split.sh). Goal (issue 25):
# p99 <= 10 ms with one client, <= 30 ms with 16, at >= 1,000 commands/s. Private stack: own
# database, topic prefix, api and worker.
#
# Needs: PostgreSQL on 127.0.0.1:5433 and Kafka on 127.0.0.1:19092, a build in build/, curl, psql,
# python3. Writes bench/results/commands.txt. About 2 minutes.
set -euo pipefail

BENCH_DIR="$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd -P)"
REPO="$(cd -- "$BENCH_DIR/.." && pwd -P)"
RESULTS="$BENCH_DIR/results/commands.txt"

BENCH_NAME=bench-commands
PORT="${BENCH_PORT:-18330}"
WARMUP="${BENCH_WARMUP:-300}"
ONE="${BENCH_ONE_COMMANDS:-3000}"
CLIENTS="${BENCH_CLIENTS:-16}"
MANY="${BENCH_MANY_COMMANDS:-16000}"
EMAIL="bench-commands@bonusrehberi.local"
PASSWORD="Bench-$(head -c 6 /dev/urandom | od -An -tx1 | tr -d ' \n')"

# shellcheck source=../infra/lib/bench-stack.sh
source "$REPO/infra/lib/bench-stack.sh"
# shellcheck source=../infra/lib/cpu-split.sh
source "$REPO/infra/lib/cpu-split.sh"
export CPU_UNIT=command

stack_preflight curl psql python3
stack_env+=(BONUS_ACCESS_TOKEN_TTL_S=3600)
stack_create
stack_start_worker
say "admin account $EMAIL"
printf '%s\n' "$PASSWORD" | env "${stack_env[@]}" "$API_BIN" admin set-password "$EMAIL" --chosen >>"$WORK/api.log" 2>&1 ||
  die "bonus-api admin set-password failed"
start_api
TOKEN=$(curl -fsS -X POST "http://127.0.0.1:$PORT/api/auth/token" -H 'Content-Type: application/json' \
  -d "{\"grant_type\":\"password\",\"email\":\"$EMAIL\",\"password\":\"$PASSWORD\"}" |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["access_token"])') || die "signing in failed"

latency() { python3 "$BENCH_DIR/command_latency.py" "$@" --port "$PORT" --token "$TOKEN"; }
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
say "warm-up: $WARMUP casinos"
latency load --count "$WARMUP" >&2 || die "the warm-up failed"
say "one client: $ONE commands"
cpu_snapshot "$WORK/cpu-one-0"
one_out=$(latency post --count "$ONE" --first 100000 --stages --worker-log "$WORK/worker.log") || FAILED=1
cpu_snapshot "$WORK/cpu-one-1"
one_out+=$'\n'"CPU of the stack (the client not included):"$'\n'$(cpu_split "$WORK/cpu-one-0" "$WORK/cpu-one-1" "$ONE")
printf '%s\n' "$one_out" >&2
say "$CLIENTS clients: $MANY commands"
cpu_snapshot "$WORK/cpu-many-0"
many_out=$(latency post --count "$MANY" --first 200000 --clients "$CLIENTS" --stages --worker-log "$WORK/worker.log") || FAILED=1
cpu_snapshot "$WORK/cpu-many-1"
many_out+=$'\n'"CPU of the stack (the client not included):"$'\n'$(cpu_split "$WORK/cpu-many-0" "$WORK/cpu-many-1" "$MANY")
printf '%s\n' "$many_out" >&2
load_after=$(cut -d' ' -f1-3 /proc/loadavg)
casinos=$(psql -X -At "$PG_URL" -c 'SELECT count(*) FROM proj.casinos' 2>/dev/null || echo '?')
dead_letters=$(psql -X -At "$PG_URL" -c 'SELECT count(*) FROM proj.dead_letters' 2>/dev/null || echo '?')

commit=$(git -C "$REPO" rev-parse --short HEAD 2>/dev/null || echo unknown)
[[ -n $(git -C "$REPO" status --porcelain --untracked-files=no 2>/dev/null) ]] && commit="$commit (with uncommitted changes)"
mkdir -p "$(dirname "$RESULTS")"
{
  echo "command to visible — $(date -u '+%Y-%m-%d %H:%M UTC'), build $commit"
  echo "machine: $(nproc) cores, $(awk '/^MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo); PostgreSQL, Kafka, the api, the worker and the clients share it"
  echo "load average (1, 5, 15 min): before $load_before, after $load_after"
  echo
  echo "one client"
  printf '%s\n' "$one_out"
  echo
  echo "$CLIENTS clients"
  printf '%s\n' "$many_out"
  echo
  echo "casinos at the end: $casinos; dead letters: $dead_letters"
  if ((FAILED)); then echo "RESULT: FAILED (see above)"; else echo "RESULT: every command answered 201"; fi
} >"$RESULTS"
echo
cat "$RESULTS"
((FAILED == 0))
