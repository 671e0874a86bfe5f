# shellcheck shell=bash
# infra/lib/bench-stack.sh: a private stack for a benchmark: its own database, topic prefix, api
# and worker on the shared PostgreSQL and Kafka that `infra/bonus pg-up kafka-up` start, removed
# again when the script exits. Sourced by bench/*.sh (it brings infra/lib/common.sh), with these set:
#   REPO, BENCH_NAME (the database is bonus_<name>, or BENCH_DB; the topic prefix <name><time>.),
#   PORT (the first port to try).
# It defines WORK (the run's directory, kept on failure), FAILED (set to 1 to fail the run),
# API_PID / WORKER_PID, and stack_env (the environment of both processes; add to it before
# stack_create). The environment and the start order come from infra/private-stack.conf, the
# recipe the C++ and the browser tests read too.

# shellcheck source=common.sh
source "$REPO/infra/lib/common.sh"

DB_NAME="${BENCH_DB:-bonus_${BENCH_NAME//-/_}}"
PREFIX="${BENCH_NAME//-/}$(date +%s)."
BUILD="${BONUS_BUILD_DIR:-$REPO/build}"
WORKER_BIN="$BUILD/worker/bonus-worker"
API_BIN="$BUILD/api/bonus-api"
PG_ADMIN_URL="${BENCH_PG_ADMIN_URL:-postgresql://bonus:bonus@127.0.0.1:5433/bonus}"
PG_URL="${PG_ADMIN_URL%/*}/$DB_NAME"
BROKERS="${BONUS_KAFKA_BROKERS:-127.0.0.1:19092}"
WORK="$(mktemp -d -t "bonus-$BENCH_NAME.XXXXXX")"
API_PID=""
WORKER_PID=""
DB_CREATED=0
FAILED=0
SAY_FD=2
SCRIPT_NAME=bench

psql_admin() { psql -X -q -v ON_ERROR_STOP=1 "$PG_ADMIN_URL" "$@"; }

# recipe_lines SECTION: the lines of one section of infra/private-stack.conf, without comments.
recipe_lines() {
  awk -v want="[$1]" '/^[[:space:]]*(#|$)/ { next } /^\[/ { on = ($0 == want); next } on { print }' \
    "$REPO/infra/private-stack.conf"
}

# recipe_env NAME=VALUE...: the recipe's [env] and [env bench], each {name} in a value replaced by
# the VALUE given for NAME; fails for a placeholder without one.
recipe_env() {
  local -A fill=()
  local arg line value name
  for arg in "$@"; do fill[${arg%%=*}]=${arg#*=}; done
  while IFS= read -r line; do
    value=${line#*=}
    while [[ $value =~ \{([a-z_]+)\} ]]; do
      name=${BASH_REMATCH[1]}
      [[ -v fill[$name] ]] || die "infra/private-stack.conf: no value for {$name}"
      value=${value//"{$name}"/"${fill[$name]}"}
    done
    printf '%s=%s\n' "${line%%=*}" "$value"
  done < <(recipe_lines env && recipe_lines "env bench")
}

# Best effort: the broker keeps topics forever, so remove this run's topics with Kafka's own tool
# when its jars are present (infra/bonus fetches them into .data/kafka-libs).
delete_topics() {
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
    show_tail "$WORK/topics.log" 30
  fi
}

stack_cleanup() {
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
    show_tail "$WORK/worker.log" 30
    show_tail "$WORK/api.log" 30
    say "logs kept in $WORK"
  else
    rm -rf -- "$WORK"
  fi
  exit "$rc"
}
trap stack_cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# stack_preflight TOOL...: the tools, the build, PostgreSQL and Kafka are there; picks a free PORT.
stack_preflight() {
  local cmd tries first=$PORT
  for cmd in "$@"; do command -v "$cmd" >/dev/null 2>&1 || die "'$cmd' not found"; done
  [[ -x $API_BIN && -x $WORKER_BIN ]] || die "no build in $BUILD: run 'infra/bonus build' (or cmake --build build)"
  psql_admin -c 'SELECT 1' >/dev/null 2>&1 || die "PostgreSQL is not reachable at $PG_ADMIN_URL: run 'infra/bonus pg-up'"
  port_open "${BROKERS##*:}" || die "Kafka is not reachable at $BROKERS: run 'infra/bonus kafka-up'"
  for ((tries = 0; tries < 20; tries++)); do
    port_open "$PORT" || break
    PORT=$((PORT + 1))
  done
  port_open "$PORT" && die "no free port from $first on"
  local lines
  lines=$(recipe_env pg_url="$PG_URL" brokers="$BROKERS" prefix="$PREFIX" port="$PORT" upload_dir="$WORK/uploads" \
    jwt_secret="bench-$(od -An -N32 -tx1 /dev/urandom | tr -d ' \n')") || exit 1
  mapfile -t stack_env <<<"$lines"
}

# stack_create: a fresh database, the topics and the migrations.
stack_create() {
  say "database $DB_NAME (dropped and recreated), topic prefix $PREFIX, api on 127.0.0.1:$PORT"
  psql_admin -c "DROP DATABASE IF EXISTS \"$DB_NAME\" WITH (FORCE)" >/dev/null
  psql_admin -c "CREATE DATABASE \"$DB_NAME\"" >/dev/null
  DB_CREATED=1
  # The recipe's steps up to the first long-running process (a benchmark signs no admin in).
  local step
  while IFS= read -r step; do
    case $step in
      create-topics | migrate)
        say "bonus-worker $step"
        env "${stack_env[@]}" "$WORKER_BIN" "$step" >>"$WORK/worker.log" 2>&1 || die "$step failed"
        ;;
      admin) ;;
      *) break ;;
    esac
  done < <(recipe_lines order)
}

# stack_start_worker: `bonus-worker run`, waited for until it projects.
stack_start_worker() {
  local deadline=$((SECONDS + 60))
  say "starting bonus-worker run"
  env "${stack_env[@]}" "$WORKER_BIN" run >>"$WORK/worker.log" 2>&1 </dev/null &
  WORKER_PID=$!
  until grep -q 'projecting ' "$WORK/worker.log"; do
    kill -0 "$WORKER_PID" 2>/dev/null || die "the worker exited at start"
    ((SECONDS < deadline)) || die "the worker was not projecting within 60 s"
    sleep 0.2
  done
}

# stack_seed_promotions N: `bonus-worker seed --no-wait --promotions N`, then waits until the
# projection holds N promotions (the seeder's own wait is a minute; on a busy machine projecting
# tens of thousands of events takes longer): up to BENCH_SEED_WAIT_S seconds (1800). Sets
# seed_seconds.
stack_seed_promotions() {
  local n=$1 started=$SECONDS
  say "bonus-worker seed --promotions $n"
  env "${stack_env[@]}" "$WORKER_BIN" seed --no-wait --promotions "$n" >>"$WORK/worker.log" 2>&1 || die "seed failed"
  until (($(psql -X -At "$PG_URL" -c 'SELECT count(*) FROM proj.promotions') >= n)); do
    ((SECONDS - started < ${BENCH_SEED_WAIT_S:-1800})) || die "the projector did not apply the seeded promotions in time"
    sleep 2
  done
  seed_seconds=$((SECONDS - started))
}

# start_api [NAME=VALUE...]: the api with the stack's environment and these settings, waited
# for until /readyz answers.
start_api() {
  local deadline=$((SECONDS + 60))
  printf '===== api start (%s) =====\n' "$*" >>"$WORK/api.log"
  env "${stack_env[@]}" "$@" "$API_BIN" >>"$WORK/api.log" 2>&1 </dev/null &
  API_PID=$!
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

# metric sum|count ROUTE: bonus_http_request_duration_seconds_{sum,count} of ROUTE, from /metrics.
metric() {
  curl -fsS "http://127.0.0.1:$PORT/metrics" |
    awk -v key="bonus_http_request_duration_seconds_$1{route=\"$2\"}" '$1 == key { print $2; found = 1 } END { if (!found) print 0 }'
}

# wrk_summary NAME WRK_OUTPUT SUM0 COUNT0 SUM1 COUNT1: one result line from wrk's --latency output,
# with the handler's mean time from the /metrics sums and counts taken before and after.
wrk_summary() {
  awk -v name="$1" -v s0="$3" -v c0="$4" -v s1="$5" -v c1="$6" '
    /^ *Latency / && $2 != "Distribution" { avg = $2 }
    $1 == "50%" { p50 = $2 } $1 == "90%" { p90 = $2 } $1 == "99%" { p99 = $2 }
    /^Requests\/sec:/ { rps = $2 }
    /Non-2xx or 3xx responses:/ { bad = $NF }
    /Socket errors:/ { sub(/^ *Socket errors: */, ""); sock = $0 }
    END {
      handler = (c1 > c0) ? sprintf("%.3fms", (s1 - s0) / (c1 - c0) * 1000) : "n/a"
      printf "%-22s %8.0f req/s  p50 %-8s p90 %-8s p99 %-8s avg %-8s handler mean %-9s non-2xx %s  socket errors %s\n",
        name, rps, p50, p90, p99, avg, handler, bad == "" ? 0 : bad, sock == "" ? "none" : sock
    }' "$2"
}

# rps_of NAME: requests per second of the run saved as $WORK/wrk-NAME.txt.
rps_of() { awk '/^Requests\/sec:/ { print $2 }' "$WORK/wrk-$1.txt"; }

# wrk_failed NAME: true when that run saw non-2xx answers or socket errors.
wrk_failed() { grep -qE 'Non-2xx or 3xx responses|Socket errors' "$WORK/wrk-$1.txt"; }
