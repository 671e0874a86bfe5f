# shellcheck shell=bash
# infra/lib/apps.sh: the api and the worker, up, test, down, reset, status and logs.
# Sourced by infra/bonus (and, for common.sh, by the benchmarks); not run on its own.

# --------------------------------------------------------------------------
# api and worker
# --------------------------------------------------------------------------
stop_apps() {
  stop_process "api" "$API_PID" "$API_BIN" "$APP_STOP_TIMEOUT"
  stop_process "worker" "$WORKER_PID" "$WORKER_BIN" "$APP_STOP_TIMEOUT"
}

api_ready() {
  curl -fsS --max-time 3 "http://127.0.0.1:$BONUS_API_PORT/readyz" >/dev/null 2>&1
}

# A secret the api needs, kept on this machine: the caller's value of the variable, else the one
# in .data/<file>, generated the first time (64 hex characters from /dev/urandom, mode 600).
# ensure_secret VARIABLE FILE WHAT
ensure_secret() {
  local variable=$1 file=$2 what=$3
  if [[ -n ${!variable:-} ]]; then
    note "$variable taken from the environment"
  else
    if [[ ! -s $file ]]; then
      say "Generating the $what into .data/${file##*/}"
      mkdir -p "$DATA"
      (umask 077 && head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' >"$file")
    fi
    printf -v "$variable" '%s' "$(<"$file")"
  fi
  export "${variable?}"
}

# The access token secret (signs admin access tokens).
ensure_jwt_secret() { ensure_secret BONUS_JWT_SECRET "$JWT_SECRET_FILE" "access token secret"; }

# The key of the request hash that commands sent with an Idempotency-Key carry in the log. Kept
# outside the log, so an erased comment cannot be confirmed by hashing a guess.
ensure_request_hash_key() { ensure_secret BONUS_REQUEST_HASH_KEY "$REQUEST_HASH_KEY_FILE" "request hash key"; }

# The key sealing the admins' TOTP secrets. Without it TOTP cannot be set up.
ensure_totp_key() { ensure_secret BONUS_TOTP_KEY "$TOTP_KEY_FILE" "TOTP sealing key"; }

# The pepper of password hashes (ASVS 2.4.5): the api and its admin CLI key every hash with it,
# and it never enters the database.
ensure_password_pepper() { ensure_secret BONUS_PASSWORD_PEPPER "$PASSWORD_PEPPER_FILE" "password pepper"; }

# Whether the api will require the second factor: forced by the environment (its own default
# off a loopback http origin), else the back office's switch ('Güvenlik', stored in the database).
second_factor_hint() {
  local required=${BONUS_REQUIRE_TOTP:-}
  if [[ -z $required ]]; then
    case $BONUS_PUBLIC_ORIGIN in
      http://127.* | http://localhost* | "http://[::1]"*) required=0 ;;
      *) required=1 ;;
    esac
  fi
  if [[ $required == 0 ]]; then
    local switched
    switched=$(psql -X -qtA "$BONUS_PG_URL" -c "SELECT require_totp FROM public.security_settings" 2>/dev/null || true)
    if [[ $switched == t ]]; then
      echo "required (switched on in the back office, 'Güvenlik')"
    else
      echo "OFF: NOT required on this local demo. Switch it on in the back office ('Güvenlik' >"
      echo "                 'Zorunlu İki Adımlı Giriş'); BONUS_REQUIRE_TOTP=1 forces it, as every deployment does"
    fi
  else
    echo "required: the first sign-in sets up an authenticator app"
  fi
}

# The bootstrap admin, created with the api's CLI when missing; an existing account (and a
# password changed since) is left alone.
ensure_bootstrap_admin() {
  say "Ensuring the admin account $BOOTSTRAP_ADMIN_EMAIL (bonus-api admin set-password --if-missing)"
  local password=${BONUS_BOOTSTRAP_ADMIN_PASSWORD:-} output generated=0 chosen=()
  if [[ -z $password && -s $ADMIN_PASSWORD_FILE ]]; then
    password=$(<"$ADMIN_PASSWORD_FILE")
  elif [[ -z $password ]]; then
    # 20 characters from /dev/urandom, letters and digits only; kept only if the account is new.
    password=$(LC_ALL=C tr -dc 'A-Za-z0-9' </dev/urandom | head -c 20 || true)
    generated=1
  fi
  # A password the caller chose is theirs; a generated one is an initial password (ASVS 2.3.1):
  # it must be changed at the first sign-in and stops working after BONUS_INITIAL_PASSWORD_TTL_H.
  [[ -n ${BONUS_BOOTSTRAP_ADMIN_PASSWORD:-} ]] && chosen=(--chosen)
  output=$(printf '%s\n' "$password" | "$API_BIN" admin set-password "$BOOTSTRAP_ADMIN_EMAIL" --if-missing "${chosen[@]}") ||
    die "could not create the admin account $BOOTSTRAP_ADMIN_EMAIL"
  printf '%s\n' "$output" | sed 's/^/    /'
  if [[ $output == created* ]]; then
    ADMIN_CREATED_NOW=1
    if ((generated)); then
      mkdir -p "$DATA"
      (umask 077 && printf '%s\n' "$password" >"$ADMIN_PASSWORD_FILE")
    fi
  fi
  return 0
}

# How to sign in, for the banner at the end of `up`.
admin_sign_in_hint() {
  if [[ -n ${BONUS_BOOTSTRAP_ADMIN_PASSWORD:-} ]]; then
    echo "password from BONUS_BOOTSTRAP_ADMIN_PASSWORD"
  elif ((ADMIN_CREATED_NOW)); then
    echo "initial password $(head -n1 "$ADMIN_PASSWORD_FILE")  (shown once; kept in .data/admin-password)"
    echo "                 it must be changed at the first sign-in and stops working after ${BONUS_INITIAL_PASSWORD_TTL_H:-72} h"
  elif [[ -s $ADMIN_PASSWORD_FILE ]]; then
    echo "initial password in .data/admin-password, unless you changed it (it must be changed at the first sign-in)"
  else
    echo "the account existed before; its password was not changed"
  fi
}

# ---- hook: load demo content ----------------------------------------------
# Runs once the api is ready: `bonus-worker seed` writes the demo casinos,
# bonuses, posts and settings as events (skipping what is already there, so a
# second `up` adds nothing) and waits until the worker has projected them.
load_demo_content() {
  say "Loading demo content (bonus-worker seed)"
  "$WORKER_BIN" seed || warn "bonus-worker seed failed (exit $?); the site runs without demo content"
}

cmd_up() {
  cmd_install
  cmd_build bonus-api bonus-worker
  cmd_pg_up
  cmd_kafka_up
  cmd_topics
  [[ -x $WORKER_BIN ]] || die "$WORKER_BIN was not built"
  [[ -x $API_BIN ]] || die "$API_BIN was not built"
  mkdir -p "$RUN_DIR"

  # Restart so that freshly built binaries are the ones running.
  stop_apps

  say "Applying database migrations (bonus-worker migrate)"
  timeout "$MIGRATE_TIMEOUT" "$WORKER_BIN" migrate ||
    die "bonus-worker migrate failed (exit $?)"
  ensure_jwt_secret
  ensure_request_hash_key
  ensure_totp_key
  ensure_password_pepper
  ensure_bootstrap_admin

  # The api serves the web app that `build` just put into webapp/dist (unless the caller
  # chose another BONUS_WEB_ROOT).
  if [[ -z ${BONUS_WEB_ROOT:-} && -f $REPO/webapp/dist/index.html ]]; then
    export BONUS_WEB_ROOT="$REPO/webapp/dist"
  fi

  say "Starting the worker (log .data/run/worker.log)"
  start_bg "$WORKER_PID" "$WORKER_LOG" "$WORKER_BIN" run
  say "Starting the api on $BONUS_API_ADDR:$BONUS_API_PORT (log .data/run/api.log)"
  start_bg "$API_PID" "$API_LOG" "$API_BIN"

  say "Waiting for http://127.0.0.1:$BONUS_API_PORT/readyz (up to ${API_READY_TIMEOUT}s)"
  local deadline=$((SECONDS + API_READY_TIMEOUT)) problem=""
  until api_ready; do
    if ! running_pid "$API_PID" "$API_BIN" >/dev/null; then
      problem="the api exited"
    elif ! running_pid "$WORKER_PID" "$WORKER_BIN" >/dev/null; then
      problem="the worker exited"
    elif ((SECONDS >= deadline)); then
      problem="the api was not ready within ${API_READY_TIMEOUT}s"
    fi
    if [[ -n $problem ]]; then
      show_tail "$API_LOG"
      show_tail "$WORKER_LOG"
      die "$problem"
    fi
    sleep 1
  done

  load_demo_content

  cat <<EOF

The bonus guide is running:
  site and api   http://127.0.0.1:$BONUS_API_PORT
  admin sign-in  http://127.0.0.1:$BONUS_API_PORT/admin as $BOOTSTRAP_ADMIN_EMAIL,
                 $(admin_sign_in_hint)
  second factor  $(second_factor_hint)
  logs           infra/bonus logs api|worker|kafka
  status         infra/bonus status
  stop           infra/bonus down        (start again: infra/bonus up)
EOF
}

# --------------------------------------------------------------------------
# test
# --------------------------------------------------------------------------
cmd_test() {
  cmd_install
  cmd_build
  cmd_pg_up
  cmd_kafka_up
  export BONUS_TEST_PG_URL="postgresql://$PG_ROLE:$PG_PASSWORD@127.0.0.1:$PG_PORT/$PG_DB"
  export BONUS_KAFKA_BROKERS="$KAFKA_BOOTSTRAP"
  export BONUS_KAFKA_LIBS="$KAFKA_LIBS"
  export BONUS_KAFKA_CONTROL="$SELF"
  say "Running the tests (ctest)"
  # Two tests at a time by default (each has its own database, topic prefix and ports; the few
  # that must run alone say RUN_SERIAL). BONUS_TEST_JOBS=1 runs them one by one.
  # ctest's summary must be the last thing printed: exec, nothing after it.
  exec ctest --test-dir "$BUILD" --output-on-failure --timeout 600 -j "${BONUS_TEST_JOBS:-2}"
}

# --------------------------------------------------------------------------
# down, reset, status, logs
# --------------------------------------------------------------------------
cmd_down() {
  stop_apps
  cmd_kafka_stop
  cmd_pg_stop
}

cmd_reset() {
  say "Resetting: stopping everything, deleting the event log and the database"
  cmd_down
  if [[ -d $KAFKA_DATA ]]; then
    note "deleting .data/kafka/data (the Kafka event log)"
    rm -rf -- "$KAFKA_DATA"
  fi
  if pg_cluster_exists; then
    pg_start_and_wait
    note "dropping and recreating database '$PG_DB'"
    pg_psql_admin <<SQL
DROP DATABASE IF EXISTS $PG_DB WITH (FORCE);
CREATE DATABASE $PG_DB OWNER $PG_ROLE;
SQL
    cmd_pg_stop
  else
    note "no PostgreSQL cluster $PG_VERSION/$PG_CLUSTER yet: nothing to drop"
  fi
  say "Reset done: 'infra/bonus up' starts from an empty event log and database"
}

cmd_status() {
  local state pid
  if ! command -v pg_lsclusters >/dev/null 2>&1 || ! pg_cluster_exists; then
    state="not running (no cluster $PG_VERSION/$PG_CLUSTER)"
  elif pg_isready -q -h 127.0.0.1 -p "$PG_PORT" -t 2 2>/dev/null; then
    state="running (cluster $PG_VERSION/$PG_CLUSTER, 127.0.0.1:$PG_PORT)"
  elif pg_cluster_online; then
    state="started but not accepting connections (127.0.0.1:$PG_PORT)"
  else
    state="not running"
  fi
  printf '%-9s %s\n' postgres "$state"

  if pid=$(kafka_running_pid); then
    if port_open "$KAFKA_PORT"; then state="running (pid $pid, $KAFKA_BOOTSTRAP)"; else state="starting (pid $pid)"; fi
  elif port_open "$KAFKA_PORT"; then
    state="not running (but another process listens on $KAFKA_BOOTSTRAP)"
  else
    state="not running"
  fi
  printf '%-9s %s\n' kafka "$state"

  if pid=$(running_pid "$WORKER_PID" "$WORKER_BIN"); then state="running (pid $pid)"; else state="not running"; fi
  printf '%-9s %s\n' worker "$state"

  if pid=$(running_pid "$API_PID" "$API_BIN"); then
    if api_ready; then state="running (pid $pid, http://127.0.0.1:$BONUS_API_PORT, ready)"; else state="running (pid $pid, not ready)"; fi
  else
    state="not running"
  fi
  printf '%-9s %s\n' api "$state"
}

cmd_logs() {
  local which=${1:-} file
  case $which in
    api) file=$API_LOG ;;
    worker) file=$WORKER_LOG ;;
    kafka) file=$KAFKA_LOG ;;
    *) die "usage: infra/bonus logs api|worker|kafka" ;;
  esac
  [[ -e $file ]] || note "$file does not exist yet; waiting for it (Ctrl-C to stop)"
  exec tail -n 100 -F -- "$file"
}
