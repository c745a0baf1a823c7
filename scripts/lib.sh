# Shared helpers for the scripts in this folder. Source it: `. "$(dirname "$0")/lib.sh"`.
# Sets TINSEL_ROOT (the repository), TINSEL_IMGUI_DIR (Dear ImGui's sources, fetched by
# scripts/deps), TINSEL_JOBS (parallel build jobs) and NODE_PATH (Emscripten's JS optimizer
# needs Debian's acorn module, which a node that is not Debian's cannot find by itself).

TINSEL_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export TINSEL_ROOT
export TINSEL_IMGUI_VERSION="1.90.1"
# The Debian release whose source package carries that version (scripts/deps).
export TINSEL_IMGUI_SUITE="trixie"
export TINSEL_IMGUI_DIR="${TINSEL_IMGUI_DIR:-$TINSEL_ROOT/.cache/imgui-$TINSEL_IMGUI_VERSION}"
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"
# At most two jobs: the project's machines (and CI) have two cores.
if [ -z "${TINSEL_JOBS:-}" ]; then
  TINSEL_JOBS=$(nproc 2>/dev/null || echo 2)
  [ "$TINSEL_JOBS" -gt 2 ] && TINSEL_JOBS=2
fi
export TINSEL_JOBS
# The build folders; their configurations are CMakePresets.json's (native, sanitize, wasm).
export TINSEL_NATIVE_BUILD="$TINSEL_ROOT/build/native"
export TINSEL_WASM_BUILD="$TINSEL_ROOT/build/wasm"
export TINSEL_DIST="$TINSEL_ROOT/dist"
# The tests' page: the bundle with the tests' own games too (scripts/build-web --test-games).
export TINSEL_TEST_GAMES_DIST="$TINSEL_ROOT/build/dist-test-games"
export TINSEL_SANITIZE_BUILD="$TINSEL_ROOT/build/sanitize"
# Sanitizer reports stop the program (the build also uses -fno-sanitize-recover) with a stack.
export ASAN_OPTIONS="${ASAN_OPTIONS:-abort_on_error=0:detect_leaks=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
# The configure logs sit beside the build folders: build/ must exist in a fresh clone.
mkdir -p "$TINSEL_ROOT/build"

if [ -t 1 ]; then _tb=$'\e[1m'; _tr=$'\e[31m'; _t0=$'\e[0m'; else _tb=; _tr=; _t0=; fi
log() { printf '%s==>%s %s\n' "$_tb" "$_t0" "$*"; }
warn() { printf '%swarning:%s %s\n' "$_tr" "$_t0" "$*" >&2; }
die() { printf '%serror:%s %s\n' "$_tr" "$_t0" "$*" >&2; exit 1; }

# Runs a command as root: directly when we are root, else through sudo (non-interactive).
as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo -n "$@"
  else
    die "need root for: $*  (run as root or install sudo)"
  fi
}

# Seconds since the epoch, with a fallback for odd shells.
now_s() { date +%s; }

# Human-readable duration since a start time taken with now_s.
elapsed_since() { local s=$(( $(now_s) - $1 )); printf '%dm%02ds' $((s / 60)) $((s % 60)); }

# Size of a file in bytes.
file_size() { stat -c %s "$1"; }

# gzip -9 size of a file in bytes.
gzip_size() { gzip -9 -c "$1" | wc -c; }

# True when the build folder $1 must be configured: it has never been, or it was configured
# with other Dear ImGui sources (e.g. a folder kept from before an ImGui upgrade).
configure_needed() {
  [ -f "$1/build.ninja" ] || return 0
  local cached
  cached=$(sed -n 's/^TINSEL_IMGUI_DIR:PATH=//p' "$1/CMakeCache.txt" 2>/dev/null)
  [ "$cached" != "$TINSEL_IMGUI_DIR" ]
}

# Configures (once) and builds the native tree in build/native: optimized (-O2) but with
# assertions on, so tests and bots run fast and still check themselves; a compiler warning
# fails the build (TINSEL_WERROR). Extra args: targets.
build_native() {
  if configure_needed "$TINSEL_NATIVE_BUILD"; then
    log "configuring the native build in ${TINSEL_NATIVE_BUILD#$TINSEL_ROOT/}"
    (cd "$TINSEL_ROOT" && cmake --preset native) >"$TINSEL_NATIVE_BUILD.configure.log" 2>&1 ||
      { cat "$TINSEL_NATIVE_BUILD.configure.log"; return 1; }
  fi
  local targets=()
  local t
  for t in "$@"; do targets+=(--target "$t"); done
  log "building natively (-j$TINSEL_JOBS)${*:+: $*}"
  cmake --build "$TINSEL_NATIVE_BUILD" -j "$TINSEL_JOBS" "${targets[@]}"
}

# Configures (once) and builds the sanitizer tree in build/sanitize: clang, every target with
# AddressSanitizer and UndefinedBehaviorSanitizer, the libFuzzer targets of tests/fuzz, and
# fewer conformance games (each game runs several times slower there). -O1 keeps the build
# quick and the stacks readable. Extra args: targets.
build_sanitize() {
  if [ ! -f "$TINSEL_SANITIZE_BUILD/build.ninja" ]; then
    log "configuring the sanitizer build in ${TINSEL_SANITIZE_BUILD#$TINSEL_ROOT/} (clang, ASan+UBSan, fuzzers)"
    (cd "$TINSEL_ROOT" && cmake --preset sanitize) >"$TINSEL_SANITIZE_BUILD.configure.log" 2>&1 ||
      { cat "$TINSEL_SANITIZE_BUILD.configure.log"; return 1; }
  fi
  local targets=()
  local t
  for t in "$@"; do targets+=(--target "$t"); done
  log "building with sanitizers (-j$TINSEL_JOBS)${*:+: $*}"
  cmake --build "$TINSEL_SANITIZE_BUILD" -j "$TINSEL_JOBS" "${targets[@]}"
}
