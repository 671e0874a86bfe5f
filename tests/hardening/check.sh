#!/usr/bin/env bash
# Checks built executables for the protections cmake/Hardening.cmake asks the compiler and
# linker for (ASVS 4.0.3 14.1.2), from what the binaries themselves say (readelf):
#
#   PIE              ELF type DYN
#   full RELRO       a GNU_RELRO segment, and BIND_NOW (FLAGS BIND_NOW or FLAGS_1 NOW)
#   no exec stack    a GNU_STACK segment without E
#   stack protector  __stack_chk_fail imported
#   FORTIFY_SOURCE   glibc's checked functions (__*_chk) imported
#
# CET (-fcf-protection) is compiled into every object of ours, but the linker keeps the IBT and
# SHSTK notes only when every object linked has them, and one the link pulls in does not: the
# notes are reported, not required (hardening-check runs with --nocfprotection).
#
# Then, where Debian's hardening-check (package devscripts) is installed, that independent
# check too (it also looks for the stack clash probes in the code).
#
#   tests/hardening/check.sh BINARY...
#
# BONUS_FORTIFY_EXPECTED=0 leaves out the FORTIFY_SOURCE check (a Debug build has none).
set -euo pipefail

(($#)) || { echo "usage: $0 BINARY..." >&2; exit 2; }
command -v readelf >/dev/null || { echo "readelf not found (binutils)" >&2; exit 1; }
fortify=${BONUS_FORTIFY_EXPECTED:-1}

status=0
for bin in "$@"; do
  name=$(basename "$bin")
  if [[ ! -f $bin ]]; then
    echo "!! $name: $bin does not exist" >&2
    status=1
    continue
  fi
  missing=()
  header=$(readelf -hW "$bin")
  segments=$(readelf -lW "$bin")
  dynamic=$(readelf -dW "$bin")
  imports=$(readelf --dyn-syms -W "$bin" | awk '$7 == "UND" { sub(/@.*/, "", $8); print $8 }' | sort -u)
  notes=$(readelf -nW "$bin")

  grep -Eq '^ *Type: +DYN' <<<"$header" || missing+=("PIE (ELF type is not DYN)")
  grep -q 'GNU_RELRO' <<<"$segments" || missing+=("RELRO (no GNU_RELRO segment)")
  grep -Eq '\(FLAGS\).*BIND_NOW|\(FLAGS_1\).*[[:space:]]NOW|\(BIND_NOW\)' <<<"$dynamic" ||
    missing+=("BIND_NOW (relocations resolved lazily)")
  stack=$(grep 'GNU_STACK' <<<"$segments" || true)
  if [[ -z $stack ]]; then
    missing+=("non-executable stack (no GNU_STACK segment)")
  elif [[ $(awk '{ print $(NF-1) }' <<<"$stack") == *E* ]]; then
    missing+=("non-executable stack (GNU_STACK is executable)")
  fi
  grep -qx '__stack_chk_fail' <<<"$imports" || missing+=("stack protector (__stack_chk_fail not imported)")
  checked=$(grep -E '^__[a-z0-9_]+_chk$' <<<"$imports" | grep -vx '__stack_chk_fail' || true)
  if ((fortify)) && [[ -z $checked ]]; then
    missing+=("FORTIFY_SOURCE (no __*_chk function imported)")
  fi
  if grep -Eq '^ *Machine: +Advanced Micro Devices X86-64' <<<"$header"; then
    grep -Eq 'x86 feature: .*IBT' <<<"$notes" && grep -Eq 'x86 feature: .*SHSTK' <<<"$notes" ||
      echo "$name: note: no CET property notes (IBT, SHSTK) on the linked executable"
  fi

  if ((${#missing[@]})); then
    for m in "${missing[@]}"; do echo "!! $name: missing $m" >&2; done
    status=1
  else
    echo "$name: PIE, full RELRO, BIND_NOW, non-executable stack, stack protector," \
      "$(wc -l <<<"$checked") fortified functions ($(tr '\n' ' ' <<<"$checked" | sed 's/ $//'))"
  fi

  if command -v hardening-check >/dev/null; then
    # Its stack clash line is informative (the heuristic looks for one probe pattern only).
    if ! out=$(hardening-check --nocfprotection "$bin" 2>&1); then
      echo "!! $name: hardening-check:" >&2
      echo "$out" >&2
      status=1
    else
      echo "$out"
    fi
  else
    echo "hardening-check not installed (package devscripts): only the readelf checks ran"
  fi
done
exit $status
