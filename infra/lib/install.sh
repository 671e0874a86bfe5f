# shellcheck shell=bash
# infra/lib/install.sh: installing packages, Kafka's jars and the web app's dependencies; building.
# Sourced by infra/bonus (and, for common.sh, by the benchmarks); not run on its own.

# --------------------------------------------------------------------------
# install
# --------------------------------------------------------------------------
missing_apt_packages() {
  local pkg status
  for pkg in "${APT_PACKAGES[@]}"; do
    status=$(dpkg-query -W -f='${db:Status-Abbrev}' "$pkg" 2>/dev/null || true)
    [[ $status == ii* ]] || printf '%s\n' "$pkg"
  done
}

apt_update() {
  say "Refreshing the package lists (apt-get update)"
  as_root apt-get -o DPkg::Lock::Timeout=300 update -q || die "apt-get update failed"
  mkdir -p "$DATA"
  touch "$APT_UPDATE_STAMP"
}

install_apt_packages() {
  local missing
  mapfile -t missing < <(missing_apt_packages)
  if ((${#missing[@]} == 0)); then
    say "Debian packages: all ${#APT_PACKAGES[@]} already installed, skipping apt"
    return 0
  fi
  say "Debian packages: installing ${missing[*]}"
  # apt-get update at most once a day (stamp under .data).
  if [[ -z $(find "$APT_UPDATE_STAMP" -mmin -1440 2>/dev/null) ]]; then
    apt_update
  else
    note "package lists were refreshed less than a day ago"
  fi
  local install=(env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300
    install -y -q --no-install-recommends)
  if ! as_root "${install[@]}" "${missing[@]}"; then
    note "apt-get install failed; refreshing the package lists and trying once more"
    apt_update
    as_root "${install[@]}" "${missing[@]}" || die "apt-get install failed for: ${missing[*]}"
  fi
  mapfile -t missing < <(missing_apt_packages)
  ((${#missing[@]} == 0)) || die "still not installed after apt-get: ${missing[*]}"
}

# Kafka comes from Maven Central as plain jars (infra/pom.xml). A marker file
# records which pom the jars were copied for, so editing the pom re-fetches.
kafka_libs_ok() {
  [[ -f $KAFKA_LIBS/.pom.sha256 ]] &&
    [[ $(<"$KAFKA_LIBS/.pom.sha256") == "$(sha256sum <"$KAFKA_POM" | cut -d' ' -f1)" ]] &&
    compgen -G "$KAFKA_LIBS/kafka_2.13-*.jar" >/dev/null &&
    compgen -G "$KAFKA_LIBS/kafka-tools-*.jar" >/dev/null &&
    compgen -G "$KAFKA_LIBS/slf4j-reload4j-*.jar" >/dev/null
}

ensure_kafka_libs() {
  if kafka_libs_ok; then
    note "Kafka jars already in .data/kafka-libs ($(find "$KAFKA_LIBS/" -name '*.jar' | wc -l) jars)"
    return 0
  fi
  need_cmd mvn
  say "Fetching Apache Kafka with Maven into .data/kafka-libs"
  mkdir -p "$DATA"
  local tmp="$DATA/kafka-libs.tmp" log="$DATA/kafka-libs.mvn.log"
  rm -rf -- "$tmp"
  if ! mvn -q -B -Dstyle.color=never -f "$KAFKA_POM" dependency:copy-dependencies -DoutputDirectory="$tmp" >"$log" 2>&1; then
    show_tail "$log" 60
    die "Maven could not fetch Kafka (full log: $log)"
  fi
  sha256sum <"$KAFKA_POM" | cut -d' ' -f1 >"$tmp/.pom.sha256"
  rm -rf -- "$KAFKA_LIBS"
  mv -- "$tmp" "$KAFKA_LIBS"
  kafka_libs_ok || die "Maven finished but the Kafka jars are not in $KAFKA_LIBS"
  note "$(find "$KAFKA_LIBS/" -name '*.jar' | wc -l) jars in .data/kafka-libs"
}

install_webapp_deps() {
  # ---- web app (webapp/) dependencies --------------------------------------
  # Installed with `npm ci` once webapp/package-lock.json exists; skipped when
  # node_modules already matches the lockfile.
  local webapp="$REPO/webapp"
  if [[ ! -f $webapp/package-lock.json ]]; then
    note "webapp/package-lock.json not present: no web app dependencies to install"
    return 0
  fi
  if [[ -f $webapp/node_modules/.package-lock.json &&
    $webapp/node_modules/.package-lock.json -nt $webapp/package-lock.json ]]; then
    note "webapp/node_modules is up to date"
    return 0
  fi
  need_cmd npm "Node.js/npm is required for the web app"
  say "Installing web app dependencies (npm ci in webapp/)"
  (cd "$webapp" && npm ci --no-audit --no-fund)
}

# schemathesis (the property-based run of docs/openapi.yaml against the api, a ctest test) from
# PyPI into a virtual environment of the project's own, .data/venv; pinned, installed once.
SCHEMATHESIS_VERSION="4.32.5"
install_schemathesis() {
  local venv="$DATA/venv"
  if [[ -x $venv/bin/schemathesis ]] &&
    [[ $("$venv/bin/schemathesis" --version 2>/dev/null) == *"$SCHEMATHESIS_VERSION"* ]]; then
    note "schemathesis $SCHEMATHESIS_VERSION already in .data/venv"
    return 0
  fi
  need_cmd python3
  say "Installing schemathesis $SCHEMATHESIS_VERSION into .data/venv (pip)"
  mkdir -p "$DATA"
  [[ -x $venv/bin/pip ]] || python3 -m venv "$venv" || die "python3 -m venv failed (is python3-venv installed?)"
  "$venv/bin/pip" install -q --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION" ||
    die "pip could not install schemathesis"
}

cmd_install() {
  install_apt_packages
  ensure_node
  ensure_go
  ensure_kafka_libs
  install_webapp_deps
  install_schemathesis
  check_toolchain
}

# --------------------------------------------------------------------------
# build
# --------------------------------------------------------------------------
# cmd_build [TARGET...]: configure, build TARGETs (everything, tests included, when none is
# given) and the web app. `up` builds only the two programs it runs; `test` builds everything.
cmd_build() {
  local targets=("$@")
  need_cmd cmake
  need_cmd ninja
  local args=(-S "$REPO" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo)
  if [[ -n ${CI:-} ]]; then
    args+=(-DBONUS_WERROR=ON)
  else
    args+=(-DBONUS_WERROR=OFF) # do not inherit a cached ON from an earlier CI-style build
  fi
  # A build tree configured with another generator cannot be reused.
  if [[ -f $BUILD/CMakeCache.txt ]] && ! grep -q '^CMAKE_GENERATOR:INTERNAL=Ninja$' "$BUILD/CMakeCache.txt"; then
    note "build/ was configured with another generator; clearing its CMake cache"
    rm -rf -- "$BUILD/CMakeCache.txt" "$BUILD/CMakeFiles"
  fi
  say "Configuring (cmake, RelWithDebInfo${CI:+, warnings as errors})"
  cmake "${args[@]}"
  say "Building (cmake --build build${targets[*]:+ --target ${targets[*]}})"
  cmake --build "$BUILD" ${targets[@]:+--target "${targets[@]}"}
  build_webapp
}

# ---- web app (webapp/) build ------------------------------------------------
# Type-checks and bundles the React app into webapp/dist, which the api serves
# (BONUS_WEB_ROOT). The build fails when the public entry bundle is over budget.
build_webapp() {
  local webapp="$REPO/webapp"
  if [[ ! -f $webapp/package-lock.json ]]; then
    note "webapp/package-lock.json not present: no web app to build"
    return 0
  fi
  need_cmd npm "Node.js/npm is required for the web app"
  install_webapp_deps
  say "Building the web app (npm run build in webapp/ -> webapp/dist)"
  (cd "$webapp" && npm run build --silent) || die "the web app build failed"
}
