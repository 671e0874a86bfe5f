# shellcheck shell=bash
# infra/lib/cpu-split.sh: CPU seconds per process of a benchmark's private stack over a window,
# from /proc/PID/stat (user + system time of every thread), so a bench can say where the CPU of
# one request goes. Sourced by bench/clicks.sh after infra/lib/bench-stack.sh (it reads PG_URL,
# DB_NAME, BROKERS, API_PID, WORKER_PID, WORK).
#
#   cpu_snapshot FILE [NAME=PID...]   one line "group pid ticks" per process, plus "machine 0 ticks"
#   cpu_split FROM TO COUNT [IDLE_FROM IDLE_TO]
#                                     a table: CPU seconds and microseconds per COUNT (of CPU_UNIT,
#                                     "click" unless set), by group (a group no snapshot names is
#                                     left out); with
#                                     an idle window, each of the stack's groups' idle rate (CPU
#                                     seconds per second) times the window's length is taken off first
#
# Groups: the api, the worker, the extra NAME=PID given (the load generator), PostgreSQL's backends
# of the stack's database, PostgreSQL's own processes (WAL writer, checkpointer, autovacuum: shared
# with everyone on the cluster), the Kafka broker (shared), PostgreSQL's backends of other databases
# (other people's work, not the stack's: shown so the noise is visible), and the whole machine.

# _cpu_ticks PID: utime + stime of PID in clock ticks, or nothing when it is gone.
_cpu_ticks() {
  local stat
  stat=$(cat "/proc/$1/stat" 2>/dev/null) || return 0
  stat=${stat##*) }  # after the command name, which may hold spaces
  # shellcheck disable=SC2086 # word splitting into fields is the point
  set -- $stat
  echo $((${12} + ${13}))  # fields 14 and 15 of the whole line
}

# _postmaster_pid: the parent of this stack's own backend.
_postmaster_pid() {
  local backend
  backend=$(psql -X -At "$PG_URL" -c "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() LIMIT 1" 2>/dev/null)
  [[ -n $backend ]] || backend=$(psql -X -At "$PG_URL" -c "SELECT pg_backend_pid()" 2>/dev/null)
  [[ -n $backend ]] && awk '{ sub(/.*\) /, ""); print $2 }' "/proc/$backend/stat" 2>/dev/null
}

_kafka_pid() {
  ss -Htlnp "sport = :${BROKERS##*:}" 2>/dev/null | grep -o 'pid=[0-9]*' | head -1 | cut -d= -f2
}

cpu_snapshot() {
  local file=$1 arg pid postmaster kafka group args
  shift
  : >"$file"
  for arg in "api=$API_PID" "worker=$WORKER_PID" "$@"; do
    [[ -n ${arg#*=} ]] && echo "${arg%%=*} ${arg#*=} $(_cpu_ticks "${arg#*=}")" >>"$file"
  done
  postmaster=${CPU_POSTMASTER:=$(_postmaster_pid)}
  if [[ -n $postmaster ]]; then
    while read -r pid args; do
      if [[ $args == *" $DB_NAME "* ]]; then group=postgres-stack
      elif [[ $args =~ \(([0-9]+)\)|\[local\] ]]; then group=postgres-others
      else group=postgres-cluster; fi
      echo "$group $pid $(_cpu_ticks "$pid")" >>"$file"
    done < <(ps -o pid=,args= --ppid "$postmaster")
    echo "postgres-cluster $postmaster $(_cpu_ticks "$postmaster")" >>"$file"
  fi
  kafka=${CPU_KAFKA:=$(_kafka_pid)}
  [[ -n $kafka ]] && echo "kafka $kafka $(_cpu_ticks "$kafka")" >>"$file"
  awk '$1 == "cpu" { print "machine 0", $2 + $3 + $4 + $7 + $8 + $9 }' /proc/stat >>"$file"
  echo "clock 0 $(date +%s%N)" >>"$file"
}

cpu_split() {
  local idle_from=${4:-/dev/null} idle_to=${5:-/dev/null}
  awk -v hz="$(getconf CLK_TCK)" -v n="$3" -v cores="$(nproc)" -v unit="${CPU_UNIT:-click}" '
    function delta(a, b) { return (a == "" ? 0 : (b - a < 0 ? 0 : b - a)) }
    FILENAME == ARGV[1] { before[$1 " " $2] = $3; seen[$1] = 1; next }
    FILENAME == ARGV[2] { k = $1 " " $2; busy[$1] += ($1 == "clock") ? $3 - before[k] : ($3 - (k in before ? before[k] : 0)); next }
    FILENAME == ARGV[3] { ibefore[$1 " " $2] = $3; next }
    { k = $1 " " $2; if (k in ibefore) idle[$1] += $3 - ibefore[k] }
    END {
      window = busy["clock"] / 1e9; iwindow = idle["clock"] / 1e9
      split("wrk api worker kafka postgres-stack postgres-cluster postgres-others machine", order, " ")
      for (i = 1; i <= 8; i++) {
        g = order[i]; s = busy[g] / hz
        if (iwindow > 0 && i <= 6) { s -= idle[g] / hz / iwindow * window; if (s < 0) s = 0 }
        cpu[g] = s
        if (i <= 6) stack += s
      }
      for (i = 1; i <= 6; i++)
        if (order[i] in seen)
          printf "  %-17s %7.2f s CPU  %6.1f us per %s\n", order[i], cpu[order[i]], cpu[order[i]] * 1e6 / n, unit
      printf "  %-17s %7.2f s CPU  %6.1f us per %s  (the sum of the above)\n", "stack", stack, stack * 1e6 / n, unit
      printf "  %-17s %7.2f s CPU  (other databases on the cluster: not the stack)\n", "postgres-others", cpu["postgres-others"]
      printf "  %-17s %7.2f s CPU  (all %d cores, everyone; %.1f s window)\n", "machine", cpu["machine"], cores, window
      if (iwindow > 0) printf "  (the stack'"'"'s figures less their idle rate over %.1f s before the %ss)\n", iwindow, unit
    }' "$1" "$2" "$idle_from" "$idle_to"
}
