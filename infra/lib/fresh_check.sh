# shellcheck shell=bash
# infra/lib/fresh_check.sh: `infra/bonus fresh-check`, the README's two commands run unchanged on a
# new machine: a Debian 12 container made from Debian's packages (infra/lib/containers.sh), with
# nothing from this machine but a clean clone of the repository's HEAD and the machine's CA
# certificates (HTTPS to the package registries may be re-signed by a local CA). It prints each
# command's time and the test summary, and keeps the whole log under .data/fresh-check/.
# Sourced by infra/bonus; not run on its own.

FRESH_DIR="$DATA/fresh-check"
FRESH_IMAGE="docker.io/library/debian:bookworm"
# What a user types, in order (README.md "Set-up on a fresh machine").
FRESH_COMMANDS=("infra/bonus up" "infra/bonus test")

# The script that runs inside the container: each command timed, its status kept.
fresh_check_inner() {
  cat <<'EOF'
set -u
cd /srv/bonus
# The sources a Debian 12 installation has (debootstrap writes only the release itself).
printf '%s\n' 'deb http://deb.debian.org/debian bookworm main' \
  'deb http://deb.debian.org/debian bookworm-updates main' \
  'deb http://deb.debian.org/debian-security bookworm-security main' >/etc/apt/sources.list
status=0
for cmd in "$@"; do
  printf '\n##### fresh-check: %s #####\n' "$cmd"
  start=$(date +%s)
  bash -c "$cmd"
  rc=$?
  printf '##### fresh-check: "%s" exited %s after %s s #####\n' "$cmd" "$rc" "$(($(date +%s) - start))"
  ((rc == 0)) || { status=$rc; break; }
done
exit $status
EOF
}

cmd_fresh_check() {
  containers_install
  debian_base_image
  local stamp clone log ca_args=() cert
  stamp=$(date -u +%Y%m%dT%H%M%SZ)
  mkdir -p "$FRESH_DIR"
  clone="$FRESH_DIR/repo-$stamp"
  log="$FRESH_DIR/$stamp.log"
  say "Cloning HEAD ($(git -C "$REPO" rev-parse --short HEAD)) into .data/fresh-check/repo-$stamp"
  git clone -q --no-hardlinks "$REPO" "$clone" || die "git clone failed"
  # The local CA (if any) is trusted inside as on this machine; nothing else is brought in.
  for cert in /usr/local/share/ca-certificates/*.crt; do
    [[ -f $cert ]] && ca_args+=(-v "$cert:/usr/local/share/ca-certificates/$(basename "$cert"):ro")
  done
  local bundle=/etc/ssl/certs/ca-certificates.crt
  say "Running '${FRESH_COMMANDS[*]}' in a new $FRESH_IMAGE container (log .data/fresh-check/$stamp.log)"
  local start=$SECONDS rc=0
  # SYS_PTRACE: LeakSanitizer (in the fuzz targets) stops the process's threads with ptrace.
  podman run --rm --pull=never --name "bonus-fresh-$stamp" --hostname fresh-check \
    --shm-size=2g --cap-add=SYS_PTRACE \
    -v "$clone:/srv/bonus" "${ca_args[@]}" \
    -e SSL_CERT_FILE="$bundle" -e CURL_CA_BUNDLE="$bundle" -e NODE_EXTRA_CA_CERTS="$bundle" \
    -e PIP_CERT="$bundle" -e REQUESTS_CA_BUNDLE="$bundle" -e GIT_SSL_CAINFO="$bundle" \
    "$FRESH_IMAGE" bash -c "$(fresh_check_inner)" fresh-check "${FRESH_COMMANDS[@]}" \
    >"$log" 2>&1 || rc=$?
  say "fresh-check finished after $((SECONDS - start)) s with status $rc"
  grep -E '^##### fresh-check: ".*" exited' "$log" | sed 's/^##### fresh-check: /    /; s/ #####$//' || true
  grep -E 'tests passed|tests failed out of|Total Test time' "$log" | sed 's/^/    /' || true
  ((rc == 0)) || { show_tail "$log" 60; die "fresh-check failed (full log: $log)"; }
  rm -rf -- "$clone"
}
