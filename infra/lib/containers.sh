# shellcheck shell=bash
# infra/lib/containers.sh: podman and buildah without any container registry, for building and
# running the product's images (infra/deploy/images.sh). Sourced by scripts after common.sh,
# with REPO set to the repository root; not run on its own.
#
#   containers_install   installs podman, buildah, debootstrap, runc and catatonit (the pods'
#                        pause process) when missing and writes
#                        their configuration under .data/containers/ (exported through
#                        CONTAINERS_CONF and CONTAINERS_STORAGE_CONF, so nothing under /etc changes)
#   debian_base_image    makes docker.io/library/debian:bookworm from Debian's own packages
#                        (debootstrap from this machine's apt mirror), skipped when present
#
# After containers_install, CONTAINERS_BUILD_FLAGS holds the flags every `podman build` of the
# project passes (the CA bundle as the build secret `ca-bundle`, never pulling).

CONTAINER_PACKAGES=(podman buildah debootstrap runc catatonit)
CONTAINERS_DIR="${CONTAINERS_DIR:-$REPO/.data/containers}"
DEBIAN_BASE_IMAGE=docker.io/library/debian:bookworm
DEBIAN_BASE_SUITE=bookworm
CONTAINERS_BUILD_FLAGS=()

# Three settings differ from podman's defaults on the machines this project runs on:
# - runtime runc: crun 1.8 refuses cgroups in hybrid mode;
# - default ulimits no higher than the host allows a container to set (else "setrlimit ...:
#   Operation not permitted" at every start);
# - the host's CA bundle inside builds: HTTPS to the package registries may be re-signed by a
#   local CA, and npm then fails with SELF_SIGNED_CERT_IN_CHAIN. It is handed to the build as a
#   secret (mounted only during the RUN steps that fetch over HTTPS, never stored in a layer).
CONTAINERS_ULIMITS=(nofile=20000:20000 nproc=32768:32768)

containers_missing_packages() {
  local pkg status
  for pkg in "${CONTAINER_PACKAGES[@]}"; do
    status=$(dpkg-query -W -f='${db:Status-Abbrev}' "$pkg" 2>/dev/null || true)
    [[ $status == ii* ]] || printf '%s\n' "$pkg"
  done
}

# containers_ca_bundle: the host's bundle plus any local CA certificates, one file.
containers_ca_bundle() {
  local bundle="$CONTAINERS_DIR/ca-bundle.crt" tmp crt
  tmp="$bundle.tmp"
  : >"$tmp"
  [[ -r /etc/ssl/certs/ca-certificates.crt ]] && cat /etc/ssl/certs/ca-certificates.crt >>"$tmp"
  for crt in /usr/local/share/ca-certificates/*.crt /usr/local/share/ca-certificates/*/*.crt; do
    [[ -r $crt ]] || continue
    cat -- "$crt" >>"$tmp"
    printf '\n' >>"$tmp"
  done
  [[ -s $tmp ]] || die "no CA bundle on this machine (/etc/ssl/certs/ca-certificates.crt): install ca-certificates"
  mv -- "$tmp" "$bundle"
  printf '%s\n' "$bundle"
}

# containers_write_config: containers.conf and storage.conf under .data/containers/, exported.
containers_write_config() {
  mkdir -p "$CONTAINERS_DIR/storage" "$CONTAINERS_DIR/run" "$CONTAINERS_DIR/tmp"
  local ulimits="" u
  for u in "${CONTAINERS_ULIMITS[@]}"; do ulimits+="${ulimits:+, }\"$u\""; done
  cat >"$CONTAINERS_DIR/containers.conf" <<EOF
# Written by infra/lib/containers.sh; rewritten on every run.
[containers]
default_ulimits = [$ulimits]

[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
tmp_dir = "$CONTAINERS_DIR/tmp"
EOF
  cat >"$CONTAINERS_DIR/storage.conf" <<EOF
# Written by infra/lib/containers.sh; rewritten on every run.
[storage]
driver = "overlay"
graphroot = "$CONTAINERS_DIR/storage"
runroot = "$CONTAINERS_DIR/run"
EOF
  export CONTAINERS_CONF="$CONTAINERS_DIR/containers.conf"
  export CONTAINERS_STORAGE_CONF="$CONTAINERS_DIR/storage.conf"
  local bundle
  bundle=$(containers_ca_bundle)
  CONTAINERS_BUILD_FLAGS=(--pull=never --secret "id=ca-bundle,src=$bundle")
}

containers_install() {
  local missing
  mapfile -t missing < <(containers_missing_packages)
  if ((${#missing[@]} > 0)); then
    say "Container tools: installing ${missing[*]}"
    local install=(env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300
      install -y -q --no-install-recommends)
    if ! as_root "${install[@]}" "${missing[@]}"; then
      note "apt-get install failed; refreshing the package lists and trying once more"
      as_root apt-get -o DPkg::Lock::Timeout=300 update -q || die "apt-get update failed"
      as_root "${install[@]}" "${missing[@]}" || die "apt-get install failed for: ${missing[*]}"
    fi
    mapfile -t missing < <(containers_missing_packages)
    ((${#missing[@]} == 0)) || die "still not installed after apt-get: ${missing[*]}"
  else
    note "container tools already installed (${CONTAINER_PACKAGES[*]})"
  fi
  containers_write_config
  podman info --format '{{.Host.OCIRuntime.Name}} {{.Store.GraphDriverName}}' >/dev/null 2>&1 ||
    die "podman does not start with $CONTAINERS_CONF (run: podman info)"
  note "podman configured under ${CONTAINERS_DIR#"$REPO"/} (runtime runc, ulimits ${CONTAINERS_ULIMITS[*]})"
}

# debian_mirror: the first Debian mirror in this machine's apt sources (deb.debian.org otherwise).
debian_mirror() {
  local url
  url=$(grep -hoE '(URIs:|^deb)[[:space:]]+(\[[^]]*\][[:space:]]+)?https?://[^[:space:]]+/debian/?([[:space:]]|$)' \
    /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources 2>/dev/null |
    grep -oE 'https?://[^[:space:]]+' | grep -v -- '-security' | head -n1 || true)
  printf '%s\n' "${url:-http://deb.debian.org/debian}"
}

debian_base_image() {
  if podman image exists "$DEBIAN_BASE_IMAGE"; then
    note "$DEBIAN_BASE_IMAGE already present"
    return 0
  fi
  need_cmd debootstrap "run containers_install first"
  local mirror root log
  mirror=$(debian_mirror)
  root="$CONTAINERS_DIR/debootstrap.$$"
  log="$CONTAINERS_DIR/debootstrap.log"
  say "Debian base: debootstrap --variant=minbase $DEBIAN_BASE_SUITE from $mirror"
  as_root rm -rf -- "$root"
  if ! as_root debootstrap --variant=minbase "$DEBIAN_BASE_SUITE" "$root" "$mirror" >"$log" 2>&1; then
    show_tail "$log" 40
    as_root rm -rf -- "$root"
    die "debootstrap failed (full log: $log)"
  fi
  as_root rm -rf -- "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/archives/*.deb
  if ! as_root tar --numeric-owner -C "$root" -c . |
    podman import --change 'CMD ["bash"]' - "$DEBIAN_BASE_IMAGE" >>"$log" 2>&1; then
    show_tail "$log" 20
    as_root rm -rf -- "$root"
    die "podman import of the Debian base failed (full log: $log)"
  fi
  as_root rm -rf -- "$root"
  note "$DEBIAN_BASE_IMAGE: $(podman run --rm --pull=never "$DEBIAN_BASE_IMAGE" cat /etc/debian_version)"
}
