#!/usr/bin/env bash
# Builds the fuzz targets (clang, libFuzzer, ASan, UBSan) into a build tree of their own,
# incrementally, and runs each for a bounded time on its seed corpus. Fails when a target finds
# a crash, a sanitizer report or a broken property; the input is kept as <build>/crashes/<target>-*.
#
#   tests/fuzz/run.sh [BUILD_DIR] [SECONDS_PER_TARGET] [TARGET...]
#
# BUILD_DIR defaults to build/fuzz, SECONDS_PER_TARGET to 20, the targets to all five. Inputs the
# fuzzer finds new are kept in <build>/corpus/<target> (not in the repository) and reused by the
# next run.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
build=${1:-$here/../../build/fuzz}
seconds=${2:-20}
shift $(($# > 2 ? 2 : $#))
targets=("$@")
((${#targets[@]})) || targets=(fuzz_http_request fuzz_http_session fuzz_event_decode fuzz_html_sanitizer fuzz_slug_lookup)

cxx=${BONUS_FUZZ_CXX:-$(command -v clang++ || true)}
[[ -n $cxx ]] || { echo "clang++ not found (infra/bonus install puts it there)" >&2; exit 1; }

if [[ ! -f $build/CMakeCache.txt ]]; then
  cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER="$cxx" \
    ${CMAKE_CXX_COMPILER_LAUNCHER:+-DCMAKE_CXX_COMPILER_LAUNCHER=$CMAKE_CXX_COMPILER_LAUNCHER}
fi
cmake --build "$build" --target "${targets[@]}"

mkdir -p "$build/crashes"
status=0
for t in "${targets[@]}"; do
  mkdir -p "$build/corpus/$t"
  echo "== $t: ${seconds}s"
  # -timeout: one input taking longer than 10 s is a finding too. The first corpus directory
  # receives new inputs; the seed corpus is only read.
  if ! "$build/$t" -max_total_time="$seconds" -timeout=10 -print_final_stats=1 \
    -artifact_prefix="$build/crashes/$t-" "$build/corpus/$t" "$here/corpus/$t"; then
    echo "!! $t failed; the input is in $build/crashes/" >&2
    status=1
  fi
done
exit $status
