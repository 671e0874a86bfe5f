#!/usr/bin/env bash
# infra/deploy/images.sh: the product's container images, built and run with podman on a machine
# that reaches no container registry (only Debian's mirror, npm and Maven Central).
#
#   images.sh build      builds the api, worker and web images from infra/deploy/Dockerfile on a
#                        Debian base made with debootstrap, tagged as docs/operations.md pushes them
#   images.sh smoke      starts the three images against the local Postgres and Kafka and checks
#                        them (readiness, a command answered 201, the web app's assets, non-root,
#                        read-only root filesystem)
#   images.sh kube-play  renders the production overlay's api, worker and web workloads and runs
#                        them with `podman kube play` (two api and two worker replicas), kills one
#                        of each while commands flow and checks that none is lost
#   images.sh clean      removes what smoke and kube-play left (containers, pods, network, database)
#
# Settings (environment): IMAGE_REGISTRY (registry.example), IMAGE_TAG (the production overlay's
# tag), BONUS_PG_URL / BONUS_KAFKA_BROKERS of the running Postgres and Kafka (infra/bonus's by
# default), DEPLOY_DB (bonus_deploy), DEPLOY_TOPIC_PREFIX (deploy.), DEPLOY_PORT_BASE (18080: the
# runs use 18080-18099 on 127.0.0.1). Times and results: docs/operations.md.
set -euo pipefail

DEPLOY_DIR="$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd -P)"
REPO="$(cd -- "$DEPLOY_DIR/../.." && pwd -P)"
SCRIPT_NAME=images.sh
# shellcheck source=../lib/common.sh
. "$REPO/infra/lib/common.sh"
# shellcheck source=../lib/containers.sh
. "$REPO/infra/lib/containers.sh"
# shellcheck source=images-run.sh
. "$DEPLOY_DIR/images-run.sh"

IMAGE_REGISTRY="${IMAGE_REGISTRY:-registry.example}"
production_tag() {
  awk '/newTag:/ { gsub(/"/, "", $2); print $2; exit }' "$DEPLOY_DIR/k8s/overlays/production/kustomization.yaml"
}
IMAGE_TAG="${IMAGE_TAG:-$(production_tag)}"
IMAGES=(api worker web)
image_ref() { printf '%s/bonus-%s:%s\n' "$IMAGE_REGISTRY" "$1" "$IMAGE_TAG"; }

cmd_build() {
  containers_install
  debian_base_image
  local target log start=$SECONDS
  mkdir -p "$CONTAINERS_DIR"
  for target in "${IMAGES[@]}"; do
    log="$CONTAINERS_DIR/build-$target.log"
    say "Building $(image_ref "$target") (log: ${log#"$REPO"/})"
    if ! podman build "${CONTAINERS_BUILD_FLAGS[@]}" --layers -f "$DEPLOY_DIR/Dockerfile" \
      --target "$target" -t "$(image_ref "$target")" "$REPO" >"$log" 2>&1; then
      show_tail "$log" 60
      die "building the $target image failed"
    fi
    note "$(podman image inspect --format '{{.Id}}' "$(image_ref "$target")" | cut -c1-12), $(($(podman image inspect --format '{{.Size}}' "$(image_ref "$target")") / 1000000)) MB"
  done
  say "Built ${IMAGES[*]} as $IMAGE_REGISTRY/bonus-*:$IMAGE_TAG in $((SECONDS - start)) s"
}

usage() {
  sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'
}

main() {
  local cmd=${1:-help}
  (($# > 0)) && shift
  case $cmd in
    build) cmd_build ;;
    smoke) containers_write_config && cmd_smoke ;;
    kube-play) containers_write_config && cmd_kube_play ;;
    clean) containers_write_config && cmd_clean ;;
    help | -h | --help) usage ;;
    *) die "unknown command '$cmd' (run '$0 help')" ;;
  esac
}

main "$@"
