# shellcheck shell=bash
# infra/lib/common.sh: output, root/postgres helpers and process control shared by the scripts.
# Sourced by infra/bonus (and, for common.sh, by the benchmarks); not run on its own.

# --------------------------------------------------------------------------
# Output helpers
# --------------------------------------------------------------------------
# SAY_FD: where progress goes (1; the benchmarks use 2, so stdout carries only results).
# SCRIPT_NAME: the prefix of warnings and errors.
say() { printf '==> %s\n' "$*" >&"${SAY_FD:-1}"; }
note() { printf '    %s\n' "$*" >&"${SAY_FD:-1}"; }
warn() { printf '%s: warning: %s\n' "${SCRIPT_NAME:-bonus}" "$*" >&2; }
die() {
  printf '%s: error: %s\n' "${SCRIPT_NAME:-bonus}" "$*" >&2
  exit 1
}

# show_tail FILE [LINES]: print the end of a log to stderr (used on failures).
show_tail() {
  local file=$1 lines=${2:-40}
  if [[ -s $file ]]; then
    printf -- '----- last %s lines of %s -----\n' "$lines" "$file" >&2
    tail -n "$lines" -- "$file" >&2 || true
    printf -- '----- end of %s -----\n' "$file" >&2
  else
    printf -- '----- %s is missing or empty -----\n' "$file" >&2
  fi
}

need_cmd() {
  command -v "$1" >/dev/null 2>&1 || die "'$1' not found: ${2:-run 'infra/bonus install' first}"
}

# Commands that need root run through sudo when the script is not root.
as_root() {
  if ((EUID == 0)); then "$@"; else sudo -- "$@"; fi
}
as_postgres() {
  if ((EUID == 0)); then
    (cd / && runuser -u postgres -- "$@")
  else
    (cd / && sudo -u postgres -- "$@")
  fi
}

# --------------------------------------------------------------------------
# Process helpers
# --------------------------------------------------------------------------
# running_pid PIDFILE PATTERN: print the pid stored in PIDFILE when it is a
# live process whose command line contains PATTERN (guards against stale pid
# files and recycled pids); fail otherwise.
running_pid() {
  local pidfile=$1 pattern=$2 pid cmdline
  [[ -f $pidfile ]] || return 1
  pid=$(<"$pidfile") || return 1
  [[ $pid =~ ^[0-9]+$ ]] || return 1
  cmdline=$(tr '\0' ' ' 2>/dev/null <"/proc/$pid/cmdline") || return 1
  [[ $cmdline == *"$pattern"* ]] || return 1
  printf '%s\n' "$pid"
}

# start_bg PIDFILE LOG CMD...: start CMD detached with setsid (no stdin, no terminal),
# appending its output to LOG, and record its pid.
start_bg() {
  local pidfile=$1 log=$2
  shift 2
  printf '===== %s: starting %s =====\n' "$(date -u '+%Y-%m-%dT%H:%M:%SZ')" "$*" >>"$log"
  setsid "$@" >>"$log" 2>&1 </dev/null &
  printf '%s\n' "$!" >"$pidfile"
}

# stop_process NAME PIDFILE PATTERN TIMEOUT: SIGTERM, wait up to TIMEOUT
# seconds, then SIGKILL. Removes the pid file.
stop_process() {
  local name=$1 pidfile=$2 pattern=$3 timeout=$4 pid deadline
  if ! pid=$(running_pid "$pidfile" "$pattern"); then
    note "$name is not running"
    rm -f -- "$pidfile"
    return 0
  fi
  say "Stopping $name (pid $pid)"
  kill -TERM "$pid" 2>/dev/null || true
  deadline=$((SECONDS + timeout))
  while running_pid "$pidfile" "$pattern" >/dev/null; do
    if ((SECONDS >= deadline)); then
      note "$name did not exit within ${timeout}s; sending SIGKILL"
      kill -KILL "$pid" 2>/dev/null || true
      local _
      for _ in 1 2 3 4 5 6 7 8 9 10; do
        running_pid "$pidfile" "$pattern" >/dev/null || break
        sleep 0.5
      done
      running_pid "$pidfile" "$pattern" >/dev/null && die "$name (pid $pid) survived SIGKILL"
      break
    fi
    sleep 0.5
  done
  rm -f -- "$pidfile"
  note "$name stopped"
}

# stop_pid PID NAME: SIGTERM a child process, up to 20 s, then SIGKILL, and reap it.
stop_pid() {
  local pid=$1 name=$2 i
  [[ -n $pid ]] && kill -0 "$pid" 2>/dev/null || return 0
  kill -TERM "$pid" 2>/dev/null || true
  for ((i = 0; i < 40; i++)); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.5
  done
  if kill -0 "$pid" 2>/dev/null; then
    say "$name did not stop within 20 s: SIGKILL"
    kill -KILL "$pid" 2>/dev/null || true
  fi
  wait "$pid" 2>/dev/null || true
}

# port_open PORT: true when something accepts TCP connections on 127.0.0.1:PORT.
port_open() {
  timeout 2 bash -c "exec 3<>/dev/tcp/127.0.0.1/$1" 2>/dev/null
}
