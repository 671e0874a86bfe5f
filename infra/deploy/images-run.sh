# shellcheck shell=bash
# infra/deploy/images-run.sh: the smoke and kube-play runs of images.sh (sourced by it).
#
# Both run the images against the Postgres and Kafka of this machine (infra/bonus's, or
# BONUS_PG_URL / BONUS_KAFKA_BROKERS), with their own database and topic prefix, on host ports
# DEPLOY_PORT_BASE.. +19 of 127.0.0.1. The containers use the host's network: the broker
# advertises a loopback address, which only the host's network namespace reaches.

DEPLOY_DB="${DEPLOY_DB:-bonus_deploy}"
DEPLOY_TOPIC_PREFIX="${DEPLOY_TOPIC_PREFIX:-deploy.}"
DEPLOY_PORT_BASE="${DEPLOY_PORT_BASE:-18080}"
DEPLOY_PG_URL_ADMIN="${BONUS_PG_URL:-postgresql://bonus:bonus@127.0.0.1:5433/bonus}"
DEPLOY_KAFKA="${BONUS_KAFKA_BROKERS:-127.0.0.1:19092}"
DEPLOY_ADMIN_EMAIL=deploy@bonusrehberi.local
SMOKE_API_PORT=$DEPLOY_PORT_BASE
SMOKE_WEB_PORT=$((DEPLOY_PORT_BASE + 1))
PLAY_API_PORTS=("$((DEPLOY_PORT_BASE + 10))" "$((DEPLOY_PORT_BASE + 11))")
PLAY_WEB_PORT=$((DEPLOY_PORT_BASE + 12))
SMOKE_CONTAINERS=(bonus-smoke-api bonus-smoke-worker bonus-smoke-web)
DEPLOY_RUN_DIR="$REPO/.data/deploy-run"

deploy_pg_url() { printf '%s\n' "${DEPLOY_PG_URL_ADMIN%/*}/$DEPLOY_DB"; }

deploy_preflight() {
  need_cmd podman "run 'infra/deploy/images.sh build' first"
  need_cmd psql "install postgresql-client"
  need_cmd curl "install curl"
  local ref
  for ref in "$(image_ref api)" "$(image_ref worker)" "$(image_ref web)"; do
    podman image exists "$ref" || die "image $ref is missing: run 'infra/deploy/images.sh build' first"
  done
  psql "$DEPLOY_PG_URL_ADMIN" -qtAc 'SELECT 1' >/dev/null 2>&1 ||
    die "Postgres does not answer at ${DEPLOY_PG_URL_ADMIN%%@*}@... (infra/bonus up, or set BONUS_PG_URL)"
  port_open "${DEPLOY_KAFKA##*:}" || die "Kafka does not answer at $DEPLOY_KAFKA (infra/bonus up, or set BONUS_KAFKA_BROKERS)"
  mkdir -p "$DEPLOY_RUN_DIR"
}

# A fresh database for the run (dropped first: each run starts empty).
deploy_database() {
  psql "$DEPLOY_PG_URL_ADMIN" -qtAc "DROP DATABASE IF EXISTS $DEPLOY_DB WITH (FORCE)" >/dev/null 2>&1
  psql "$DEPLOY_PG_URL_ADMIN" -qtAc "CREATE DATABASE $DEPLOY_DB" >/dev/null
  note "database $DEPLOY_DB (fresh), topics ${DEPLOY_TOPIC_PREFIX}*"
}

# http METHOD URL [BODY] [HEADER...]: prints "status body" of one request.
http() {
  local method=$1 url=$2 body=${3:-} args=()
  shift 3 || shift $#
  local h
  for h in "$@"; do args+=(-H "$h"); done
  [[ -n $body ]] && args+=(-H 'Content-Type: application/json' --data-binary "$body")
  curl -s -o "$DEPLOY_RUN_DIR/body" -w '%{http_code}' -X "$method" "${args[@]}" "$url" || true
}
json_field() { python3 -c 'import json,sys; print(json.load(sys.stdin)[sys.argv[1]])' "$1"; }

wait_ready() {
  local url=$1 deadline
  deadline=$((SECONDS + $2))
  until [[ $(curl -s -o /dev/null -w '%{http_code}' "$url" || true) == 200 ]]; do
    ((SECONDS < deadline)) || return 1
    sleep 1
  done
}

# The environment of the api and the worker for a run (the Secret's values included).
deploy_env_file() {
  local file="$DEPLOY_RUN_DIR/env" port=${1:-$SMOKE_API_PORT}
  (umask 077 && cat >"$file" <<ENV
BONUS_PG_URL=$(deploy_pg_url)
BONUS_KAFKA_BROKERS=$DEPLOY_KAFKA
BONUS_TOPIC_PREFIX=$DEPLOY_TOPIC_PREFIX
BONUS_API_ADDR=127.0.0.1
BONUS_API_PORT=$port
BONUS_PUBLIC_ORIGIN=http://127.0.0.1:$port
BONUS_JWT_SECRET=$(openssl rand -hex 32)
BONUS_TOTP_KEY=$(openssl rand -hex 32)
BONUS_PASSWORD_PEPPER=$(openssl rand -hex 32)
BONUS_WORKER_ALIVE_FILE=/tmp/bonus-worker.alive
ENV
  )
  printf '%s\n' "$file"
}

# sign_in PORT: an access token of the run's admin.
sign_in() {
  local status
  status=$(http POST "http://127.0.0.1:$1/api/auth/token" \
    "{\"grant_type\":\"password\",\"email\":\"$DEPLOY_ADMIN_EMAIL\",\"password\":\"$DEPLOY_ADMIN_PASSWORD\"}")
  [[ $status == 200 ]] || die "admin sign-in answered $status: $(cat "$DEPLOY_RUN_DIR/body")"
  json_field access_token <"$DEPLOY_RUN_DIR/body"
}

casino_body() {
  printf '{"name":"Kurulum Casino %s","url":"https://example.com/%s","logo_url":"https://example.com/l.png","description":"Kurulum denemesi."}' "$1" "$1"
}

smoke_cleanup() {
  local c
  for c in "${SMOKE_CONTAINERS[@]}"; do podman rm -f -t 5 "$c" >/dev/null 2>&1 || true; done
}

# check_hardened NAME: non-root, read-only root filesystem (writing outside /tmp fails).
check_hardened() {
  local name=$1 uid ro
  uid=$(podman exec "$name" id -u)
  ro=$(podman inspect --format '{{.HostConfig.ReadonlyRootfs}}' "$name")
  [[ $uid != 0 && $ro == true ]] || die "$name: uid $uid, read-only root filesystem: $ro"
  if podman exec "$name" sh -c 'echo x > /usr/local/bin/probe' 2>/dev/null; then
    die "$name: wrote to its root filesystem"
  fi
  note "$name: uid $uid, read-only root filesystem"
}

cmd_smoke() {
  deploy_preflight
  local start=$SECONDS env token status asset headers
  smoke_cleanup
  trap smoke_cleanup EXIT
  deploy_database
  env=$(deploy_env_file)
  local run=(podman run --pull=never --network host --read-only --tmpfs /tmp:rw,size=16m,mode=1777 --env-file "$env")
  say "Smoke: migrations (worker image), the admin (api image), then worker and api"
  "${run[@]}" --rm "$(image_ref worker)" migrate >"$DEPLOY_RUN_DIR/migrate.log" 2>&1 ||
    { show_tail "$DEPLOY_RUN_DIR/migrate.log"; die "bonus-worker migrate failed in its image"; }
  DEPLOY_ADMIN_PASSWORD=$(openssl rand -hex 12)
  printf '%s\n' "$DEPLOY_ADMIN_PASSWORD" | "${run[@]}" --rm -i --entrypoint /usr/local/bin/bonus-api \
    "$(image_ref api)" admin set-password "$DEPLOY_ADMIN_EMAIL" --chosen >/dev/null ||
    die "bonus-api admin set-password failed in its image"
  "${run[@]}" -d --name bonus-smoke-worker "$(image_ref worker)" run >/dev/null
  "${run[@]}" -d --name bonus-smoke-api -v bonus-smoke-uploads:/var/lib/bonus/uploads:U "$(image_ref api)" >/dev/null
  podman run --pull=never -d --name bonus-smoke-web --read-only --tmpfs /tmp:rw,size=16m,mode=1777 \
    -p "127.0.0.1:$SMOKE_WEB_PORT:8080" "$(image_ref web)" >/dev/null
  if ! wait_ready "http://127.0.0.1:$SMOKE_API_PORT/readyz" 90; then
    podman logs bonus-smoke-api 2>&1 | tail -20 >&2
    die "the api did not turn ready within 90 s"
  fi
  note "/readyz: $(curl -s "http://127.0.0.1:$SMOKE_API_PORT/readyz")"
  token=$(sign_in "$SMOKE_API_PORT")
  status=$(http POST "http://127.0.0.1:$SMOKE_API_PORT/api/admin/casinos" "$(casino_body "smoke-$(date +%s)")" "Authorization: Bearer $token")
  [[ $status == 201 ]] || die "POST /api/admin/casinos answered $status: $(cat "$DEPLOY_RUN_DIR/body")"
  note "POST /api/admin/casinos: 201"
  [[ $(http GET "http://127.0.0.1:$SMOKE_API_PORT/") == 200 ]] || die "the api does not serve the web app's page"
  wait_ready "http://127.0.0.1:$SMOKE_WEB_PORT/healthz" 30 || die "the web image does not answer"
  [[ $(http GET "http://127.0.0.1:$SMOKE_WEB_PORT/index.html") == 200 ]] || die "the web image does not serve index.html"
  asset=$(grep -o '/assets/[^"]*\.js' "$DEPLOY_RUN_DIR/body" | head -n1)
  [[ -n $asset ]] || die "index.html names no /assets/ script"
  headers=$(curl -s -D - -o /dev/null -H 'Accept-Encoding: gzip' "http://127.0.0.1:$SMOKE_WEB_PORT$asset")
  grep -qi '^HTTP/1.1 200' <<<"$headers" || die "web: $asset not served"
  grep -qi 'cache-control: public, max-age=31536000, immutable' <<<"$headers" || die "web: $asset is not immutable"
  note "web: $asset 200, immutable$(grep -qi 'content-encoding: gzip' <<<"$headers" && echo ', gzip')"
  check_hardened bonus-smoke-api
  check_hardened bonus-smoke-worker
  check_hardened bonus-smoke-web
  say "Smoke run passed in $((SECONDS - start)) s"
}

cmd_clean() {
  smoke_cleanup
  kube_play_down
  podman volume rm -f bonus-smoke-uploads >/dev/null 2>&1 || true
  psql "$DEPLOY_PG_URL_ADMIN" -qtAc "DROP DATABASE IF EXISTS $DEPLOY_DB WITH (FORCE)" >/dev/null 2>&1 || true
  say "Removed the runs' containers, pods, volume and database $DEPLOY_DB"
}

# ---- kube-play ------------------------------------------------------------------------------------
PLAY_FILE="$DEPLOY_RUN_DIR/kube-play.yaml"
PLAY_SECRETS=(bonus-pg-app bonus-secrets)

kube_play_down() {
  [[ -f $PLAY_FILE ]] && podman kube down "$PLAY_FILE" >/dev/null 2>&1
  # kube down stops at the first missing pod: remove what is left by name.
  local p
  for p in $(podman pod ps --format '{{.Name}}' 2>/dev/null | grep -E '^bonus-(api|worker|web)-pod-' || true); do
    podman pod rm -f "$p" >/dev/null 2>&1 || true
  done
  podman secret rm "${PLAY_SECRETS[@]}" >/dev/null 2>&1 || true
  podman volume rm -f bonus-uploads >/dev/null 2>&1 || true
}

# play_secret NAME KEY=VALUE...: a podman secret that kube play's secretKeyRef reads: a JSON object
# of key to base64 value (podman 4.3; a `kind: Secret` in the played file is not usable by it).
play_secret() {
  local name=$1
  shift
  python3 - "$@" <<'PY' | podman secret create "$name" - >/dev/null
import base64, json, sys
print(json.dumps({k: base64.b64encode(v.encode()).decode() for k, v in (p.split("=", 1) for p in sys.argv[1:])}))
PY
}

# api_count PORT: the casinos the public list shows.
api_count() {
  curl -s "http://127.0.0.1:$1/api/casinos" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))'
}

cmd_kube_play() {
  deploy_preflight
  local start=$SECONDS step
  kube_play_down
  deploy_database
  say "kube play: rendering the production overlay (api, worker, web, ConfigMap, uploads claim)"
  local go_bin
  go_bin=$(command -v go || echo /usr/local/go/bin/go)
  [[ -x $go_bin ]] || die "Go not found (it renders the overlay): install Go"
  (cd "$DEPLOY_DIR/check" && "$go_bin" run ./cmd/kubeplay -overlay ../k8s/overlays/production -kafka "$DEPLOY_KAFKA" \
    -topic-prefix "$DEPLOY_TOPIC_PREFIX" -api-ports "${PLAY_API_PORTS[*]}" -web-port "$PLAY_WEB_PORT") >"$PLAY_FILE" ||
    die "rendering the overlay for kube play failed"
  local env
  env=$(deploy_env_file "${PLAY_API_PORTS[0]}")
  # shellcheck disable=SC1090
  local jwt totp pepper
  jwt=$(grep '^BONUS_JWT_SECRET=' "$env" | cut -d= -f2)
  totp=$(grep '^BONUS_TOTP_KEY=' "$env" | cut -d= -f2)
  pepper=$(grep '^BONUS_PASSWORD_PEPPER=' "$env" | cut -d= -f2)
  play_secret bonus-pg-app "uri=$(deploy_pg_url)"
  play_secret bonus-secrets "jwt-secret=$jwt" "visitor-salt=$(openssl rand -hex 32)" "totp-key=$totp" \
    "metrics-token=$(openssl rand -hex 16)" "request-hash-key=$(openssl rand -hex 32)" "password-pepper=$pepper"
  # The migrations Job is not run by kube play: the same command, in the worker image.
  podman run --pull=never --rm --network host --read-only --env-file "$env" "$(image_ref worker)" migrate \
    >"$DEPLOY_RUN_DIR/migrate.log" 2>&1 || { show_tail "$DEPLOY_RUN_DIR/migrate.log"; die "migrations failed"; }
  DEPLOY_ADMIN_PASSWORD=$(openssl rand -hex 12)
  printf '%s\n' "$DEPLOY_ADMIN_PASSWORD" | podman run --pull=never --rm -i --network host --env-file "$env" \
    --entrypoint /usr/local/bin/bonus-api "$(image_ref api)" admin set-password "$DEPLOY_ADMIN_EMAIL" --chosen >/dev/null ||
    die "bonus-api admin set-password failed"
  step=$SECONDS
  podman kube play "$PLAY_FILE" >"$DEPLOY_RUN_DIR/kube-play.log" 2>&1 ||
    { show_tail "$DEPLOY_RUN_DIR/kube-play.log"; die "podman kube play failed"; }
  note "kube play started $(podman pod ps --format '{{.Name}}' | grep -cE '^bonus-') pods in $((SECONDS - step)) s"
  podman pod ps --format '{{.Name}} {{.Status}}' | grep -E '^bonus-' | sed 's/^/    /'
  local port
  for port in "${PLAY_API_PORTS[@]}"; do
    wait_ready "http://127.0.0.1:$port/readyz" 120 || die "the api replica on $port did not turn ready"
  done
  wait_ready "http://127.0.0.1:$PLAY_WEB_PORT/healthz" 30 || die "the web pod does not answer"
  note "both api replicas ready (${PLAY_API_PORTS[*]}), web on $PLAY_WEB_PORT"

  # Commands flow to both replicas; one api pod and one worker pod are killed on the way. A
  # command answered 201 must be in the projection; one that reached Kafka but whose answer was
  # lost with its replica (or timed out waiting for a worker) may be there too, once.
  local token i status victim_api victim_worker run_id
  run_id=$(date +%s)
  token=$(sign_in "${PLAY_API_PORTS[0]}")
  victim_api=$(podman ps --format '{{.Names}}' | grep -E '^bonus-api-pod-0-' | head -n1)
  victim_worker=$(podman ps --format '{{.Names}}' | grep -E '^bonus-worker-pod-0-' | head -n1)
  : >"$DEPLOY_RUN_DIR/statuses"
  for ((i = 1; i <= 60; i++)); do
    port=${PLAY_API_PORTS[$((i % 2))]}
    status=$(http POST "http://127.0.0.1:$port/api/admin/casinos" "$(casino_body "kp$run_id-$i")" "Authorization: Bearer $token")
    printf 'Kurulum Casino kp%s-%s %s\n' "$run_id" "$i" "$status" >>"$DEPLOY_RUN_DIR/statuses"
    if ((i == 20)); then
      note "killing $victim_api and $victim_worker (SIGKILL) while commands flow"
      podman kill -s KILL "$victim_api" "$victim_worker" >/dev/null
    fi
    sleep 0.3
  done
  note "answers: $(awk '{print $NF}' "$DEPLOY_RUN_DIR/statuses" | sort | uniq -c | awk '{printf "%s x %s, ", $1, $2}')(000: the killed replica's connection)"
  local survivor=${PLAY_API_PORTS[1]} accepted missing deadline=$((SECONDS + 90))
  accepted=$(grep -c ' 201$' "$DEPLOY_RUN_DIR/statuses")
  while :; do
    curl -s "http://127.0.0.1:$survivor/api/casinos" >"$DEPLOY_RUN_DIR/projected"
    missing=$(python3 - "$DEPLOY_RUN_DIR/statuses" "$DEPLOY_RUN_DIR/projected" "$run_id" <<'PY'
import collections, json, sys
accepted = [l.rsplit(" ", 1)[0] for l in open(sys.argv[1]) if l.split()[-1] == "201"]
names = collections.Counter(c["name"] for c in json.load(open(sys.argv[2])) if f"kp{sys.argv[3]}-" in c["name"])
missing = [n for n in accepted if names[n] == 0]
twice = [n for n, k in names.items() if k > 1]
print(len(missing) + len(twice), "missing:", missing[:5], "twice:", twice[:5], "projected:", sum(names.values()))
PY
    )
    [[ $missing == 0\ * ]] && break
    ((SECONDS < deadline)) || die "after 90 s: $missing (commands lost or applied twice)"
    sleep 1
  done
  note "projection: all $accepted commands answered 201 present, none twice (${missing##*projected: } casinos projected)"
  note "after the kill: $(podman inspect --format '{{.Name}} {{.State.Status}} (restarts {{.RestartCount}}, policy {{.HostConfig.RestartPolicy.Name}})' "$victim_api" "$victim_worker" | paste -sd';' -)"
  kube_play_report
  say "kube-play run passed in $((SECONDS - start)) s"
}

# What the engine kept of the manifests, read back from the running containers.
kube_play_report() {
  local c
  c=$(podman ps --format '{{.Names}}' | grep -E '^bonus-api-pod-1-' | head -n1)
  [[ -n $c ]] || return 0
  note "as run by kube play ($c): $(podman inspect --format 'user={{.Config.User}} readonly={{.HostConfig.ReadonlyRootfs}} capdrop={{.HostConfig.CapDrop}} seccomp={{.HostConfig.SecurityOpt}} memory={{.HostConfig.Memory}} cpuquota={{.HostConfig.CpuQuota}} healthcheck={{if .Config.Healthcheck}}{{.Config.Healthcheck.Test}}{{end}}' "$c")"
  c=$(podman ps --format '{{.Names}}' | grep -E '^bonus-worker-pod-1-' | head -n1)
  [[ -n $c ]] && note "as run by kube play ($c): $(podman inspect --format 'user={{.Config.User}} readonly={{.HostConfig.ReadonlyRootfs}} memory={{.HostConfig.Memory}} healthcheck={{if .Config.Healthcheck}}{{.Config.Healthcheck.Test}}{{end}}' "$c"), podman healthcheck run: $(podman healthcheck run "$c" >/dev/null 2>&1 && echo healthy || echo unhealthy), the probe's command as Kubernetes runs it: $(podman exec "$c" /bin/sh -c 'test -n "$(find /tmp/bonus-worker.alive -mmin -2 2>/dev/null)"' && echo passes || echo fails)"
  return 0
}
