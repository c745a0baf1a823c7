#!/usr/bin/env bash
# Determinism across platforms: the same saves replay to byte-identical final states natively
# and in WebAssembly. The native tinsel_replay_digest writes PER_GAME saves of bot games per
# registered game, and a few hostile saves (a million levels of nesting, bytes that are not
# UTF-8, a wrapped version); both builds load every save and print a digest of its final state
# or its refusal; the two outputs must match line for line.
#   tests/determinism/run.sh NATIVE_TOOL WASM_TOOL_JS [PER_GAME]
# Prints one line per game (a game passes when every one of its saves matches; the hostile
# saves count as one more) and, last, "N passed, M failed".
set -euo pipefail
native="$1"
wasm="$2"
per_game="${3:-200}"
[ -x "$native" ] || { echo "determinism: no native tool at $native" >&2; exit 1; }
[ -f "$wasm" ] || { echo "determinism: no WebAssembly tool at $wasm" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$native" saves --per-game "$per_game" >"$work/saves.jsonl"
"$native" hostile-saves >"$work/hostile.jsonl"
for set in saves hostile; do
  "$native" digest "$work/$set.jsonl" >"$work/$set.native.txt"
  # Emscripten 3.1.6's node glue needs node's own fetch turned off (as scripts/bench does).
  (cd "$(dirname "$wasm")" &&
    node --no-experimental-fetch "$(basename "$wasm")" digest "$work/$set.jsonl") \
    >"$work/$set.wasm.txt"
done

python3 - "$work" <<'PY'
import json, os, sys

work = sys.argv[1]
def lines(name):
    with open(os.path.join(work, name), encoding="utf-8", errors="replace") as f:
        return f.read().splitlines()

passed = failed = 0
def compare(label, native, wasm, rows, note=""):
    global passed, failed
    differ = [i for i in rows if i >= len(native) or i >= len(wasm) or native[i] != wasm[i]]
    if not differ and rows:
        passed += 1
        print(f"determinism: {label}: {len(rows)} saves, native and wasm identical{note}")
    else:
        failed += 1
        first = differ[0] if differ else 0
        pick = lambda out: out[first] if first < len(out) else "(nothing)"
        print(f"determinism: {label}: {len(differ)} of {len(rows)} saves differ; first, line "
              f"{first + 1}:\n  native: {pick(native)}\n  wasm:   {pick(wasm)}")

with open(os.path.join(work, "saves.jsonl"), encoding="utf-8") as f:
    games = [json.loads(line)["game"] for line in f]
native, wasm = lines("saves.native.txt"), lines("saves.wasm.txt")
for game in dict.fromkeys(games):
    rows = [i for i, g in enumerate(games) if g == game]
    finished = sum(1 for i in rows if i < len(native) and " refused " not in native[i])
    compare(game, native, wasm, rows)
    if finished != len(rows):
        failed += 1
        print(f"determinism: {game}: {len(rows) - finished} bot games' saves were refused")

native, wasm = lines("hostile.native.txt"), lines("hostile.wasm.txt")
refused = all(" refused " in line for line in native) and native
compare("hostile saves", native, wasm, list(range(len(native))),
        ", every one refused" if refused else "")
if not refused:
    failed += 1
    print("determinism: a hostile save loaded natively")
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
PY
