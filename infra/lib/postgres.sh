# shellcheck shell=bash
# infra/lib/postgres.sh: the PostgreSQL cluster (Debian cluster tools): create, configure, start, stop.
# Sourced by infra/bonus (and, for common.sh, by the benchmarks); not run on its own.

# --------------------------------------------------------------------------
# PostgreSQL
# --------------------------------------------------------------------------
pg_cluster_field() { # pg_cluster_field N: column N of pg_lsclusters for our cluster
  pg_lsclusters -h 2>/dev/null | awk -v v="$PG_VERSION" -v c="$PG_CLUSTER" -v f="$1" '$1 == v && $2 == c { print $f }'
}
pg_cluster_exists() { [[ -n $(pg_cluster_field 2) ]]; }
pg_cluster_online() { [[ $(pg_cluster_field 4) == online* ]]; }

# Settings for a small dev/test box, kept in a drop-in file of the cluster
# (conf.d/ is included at the end of postgresql.conf, so these win). The cluster listens on the
# loopback only, so TLS (the distribution's default, a self-signed certificate) protects nothing
# there and cost a command 370 µs of CPU (bench/README.md, "Command to visible"); a database on
# another host is reached with TLS (`sslmode=verify-full` in BONUS_PG_URL, docs/operations.md).
pg_settings() {
  cat <<EOF
# Written by infra/bonus pg-up: settings for a small dev/test box.
listen_addresses = '127.0.0.1'
ssl = off
shared_buffers = '256MB'
max_connections = 200
EOF
}

pg_psql_admin() { # run psql (SQL on stdin) as the postgres superuser on the cluster's socket
  as_postgres psql -X -q -v ON_ERROR_STOP=1 -p "$PG_PORT" -d postgres
}

pg_start_and_wait() {
  if pg_cluster_online; then
    note "cluster $PG_VERSION/$PG_CLUSTER already running"
  else
    say "Starting PostgreSQL cluster $PG_VERSION/$PG_CLUSTER"
    if ! as_root pg_ctlcluster "$PG_VERSION" "$PG_CLUSTER" start; then
      show_tail "$PG_LOG"
      die "pg_ctlcluster could not start cluster $PG_VERSION/$PG_CLUSTER"
    fi
  fi
  local deadline=$((SECONDS + PG_READY_TIMEOUT))
  until pg_isready -q -h 127.0.0.1 -p "$PG_PORT" -t 2; do
    if ((SECONDS >= deadline)); then
      show_tail "$PG_LOG"
      die "PostgreSQL did not accept connections on 127.0.0.1:$PG_PORT within ${PG_READY_TIMEOUT}s"
    fi
    sleep 0.5
  done
}

cmd_pg_up() {
  need_cmd pg_createcluster "postgresql-$PG_VERSION is not installed (run 'infra/bonus install')"
  need_cmd pg_isready
  as_root install -d -o postgres -g postgres -m 2775 /var/run/postgresql

  if pg_cluster_exists; then
    note "cluster $PG_VERSION/$PG_CLUSTER exists"
  else
    say "Creating PostgreSQL cluster $PG_VERSION/$PG_CLUSTER on port $PG_PORT"
    # UTF8 whatever the caller's locale: a machine without one (a minimal install, a container)
    # would otherwise get SQL_ASCII, where the ICU collations the projections sort with fail.
    as_root pg_createcluster "$PG_VERSION" "$PG_CLUSTER" --port "$PG_PORT" --encoding UTF8 --locale C.UTF-8 >/dev/null ||
      die "pg_createcluster $PG_VERSION $PG_CLUSTER failed"
  fi

  # Settings: only loopback, enough connections for parallel tests.
  say "Configuring cluster $PG_VERSION/$PG_CLUSTER (127.0.0.1:$PG_PORT, shared_buffers=256MB, max_connections=200)"
  local conf_dir="/etc/postgresql/$PG_VERSION/$PG_CLUSTER" changed=0
  local current_port
  current_port=$(pg_conftool -s "$PG_VERSION" "$PG_CLUSTER" show port 2>/dev/null || true)
  if [[ $current_port != "$PG_PORT" ]]; then
    note "port: ${current_port:-default} -> $PG_PORT"
    as_root pg_conftool "$PG_VERSION" "$PG_CLUSTER" set port "$PG_PORT" ||
      die "could not set the port of cluster $PG_VERSION/$PG_CLUSTER"
    changed=1
  fi
  if ! grep -Eq "^[[:space:]]*include_dir[[:space:]]*=?[[:space:]]*'conf\.d'" "$conf_dir/postgresql.conf"; then
    note "adding include_dir = 'conf.d' to $conf_dir/postgresql.conf"
    printf "include_dir = 'conf.d'\n" | as_root tee -a "$conf_dir/postgresql.conf" >/dev/null
    changed=1
  fi
  local dropin="$conf_dir/conf.d/bonus.conf"
  if [[ $(cat "$dropin" 2>/dev/null) != "$(pg_settings)" ]]; then
    note "writing $dropin"
    as_root install -d -o postgres -g postgres "$conf_dir/conf.d"
    pg_settings | as_root tee "$dropin" >/dev/null
    as_root chown postgres:postgres "$dropin"
    changed=1
  fi

  # Password (scram) logins over TCP from 127.0.0.1. Debian's default
  # pg_hba.conf has this line; put it back first if someone removed it.
  local hba="/etc/postgresql/$PG_VERSION/$PG_CLUSTER/pg_hba.conf"
  if ! grep -Eq '^[[:space:]]*host[[:space:]]+all[[:space:]]+all[[:space:]]+127\.0\.0\.1/32[[:space:]]+(scram-sha-256|md5)' "$hba"; then
    note "adding 'host all all 127.0.0.1/32 scram-sha-256' to $hba"
    as_root sed -i '1i host    all             all             127.0.0.1/32            scram-sha-256' "$hba"
    changed=1
  fi

  if ((changed)) && pg_cluster_online; then
    say "Restarting cluster $PG_VERSION/$PG_CLUSTER to apply the configuration"
    if ! as_root pg_ctlcluster "$PG_VERSION" "$PG_CLUSTER" restart; then
      show_tail "$PG_LOG"
      die "pg_ctlcluster could not restart cluster $PG_VERSION/$PG_CLUSTER"
    fi
  fi
  pg_start_and_wait

  say "Ensuring role '$PG_ROLE' and database '$PG_DB'"
  pg_psql_admin <<SQL
DO \$\$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$PG_ROLE') THEN
    CREATE ROLE $PG_ROLE LOGIN CREATEDB PASSWORD '$PG_PASSWORD';
  ELSE
    ALTER ROLE $PG_ROLE LOGIN CREATEDB PASSWORD '$PG_PASSWORD';
  END IF;
END
\$\$;
SELECT 'CREATE DATABASE $PG_DB OWNER $PG_ROLE'
 WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = '$PG_DB')
\gexec
ALTER DATABASE $PG_DB OWNER TO $PG_ROLE;
SQL

  local url="postgresql://$PG_ROLE:$PG_PASSWORD@127.0.0.1:$PG_PORT/$PG_DB"
  if ! psql -X -q -A -t "$url" -c 'SELECT 1' >/dev/null; then
    show_tail "$PG_LOG"
    die "cannot log in with a password at $url (check $hba)"
  fi
  local effective
  effective=$(psql -X -q -A -t "$url" -c "SELECT concat_ws(' ', current_setting('listen_addresses'),
    current_setting('shared_buffers'), current_setting('max_connections'))")
  [[ $effective == "127.0.0.1 256MB 200" ]] ||
    warn "cluster settings (listen_addresses shared_buffers max_connections) are '$effective'"
  note "PostgreSQL ready: $url"
}

cmd_pg_stop() {
  if pg_cluster_exists && pg_cluster_online; then
    say "Stopping PostgreSQL cluster $PG_VERSION/$PG_CLUSTER"
    as_root pg_ctlcluster "$PG_VERSION" "$PG_CLUSTER" stop || {
      show_tail "$PG_LOG"
      die "could not stop cluster $PG_VERSION/$PG_CLUSTER"
    }
  else
    note "PostgreSQL cluster $PG_VERSION/$PG_CLUSTER is not running"
  fi
}
