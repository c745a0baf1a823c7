#!/usr/bin/env bash
# Desktop smoke test: opens tinsel_desktop in a virtual X display (Xvfb, Mesa's software GL)
# with an empty data folder, lets it draw 120 frames and expects a clean exit (status 0) and a
# picture that is not blank. Screenshots: OUT_DIR/desktop.png (the app's own last frame) and
# OUT_DIR/desktop-screen.png (`import -window root` while it runs).
#   tests/desktop_smoke/run.sh path/to/tinsel_desktop OUT_DIR
set -euo pipefail
app="$1"
out="$2"
mkdir -p "$out"
[ -x "$app" ] || { echo "desktop smoke: no executable at $app" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rm -f "$out/desktop.png" "$out/desktop-screen.png"

# Inside Xvfb: start the app, take a screen shot as soon as something is on screen (polling,
# up to 20 s), then wait for the app's own exit status.
TINSEL_DATA_DIR="$work/data" timeout 300 xvfb-run -a -s "-screen 0 1280x800x24" \
  bash -c '
    "$1" --frames 120 --screenshot "$2/last-frame.ppm" & app=$!
    for _ in $(seq 100); do
      kill -0 $app 2>/dev/null || break
      if import -window root "$2/screen.png" 2>/dev/null &&
         [ "$(convert "$2/screen.png" -format "%[fx:standard_deviation>0]" info:)" = 1 ]; then
        cp "$2/screen.png" "$3/desktop-screen.png"
        break
      fi
      sleep 0.2
    done
    wait $app' _ "$app" "$work" "$out" ||
  { status=$?; echo "desktop smoke: tinsel_desktop failed (status $status)" >&2; exit 1; }

[ -f "$work/last-frame.ppm" ] || { echo "desktop smoke: no screenshot written" >&2; exit 1; }
convert "$work/last-frame.ppm" "$out/desktop.png"
if [ "$(convert "$out/desktop.png" -format "%[fx:standard_deviation>0]" info:)" != 1 ]; then
  echo "desktop smoke: the window stayed blank" >&2
  exit 1
fi
echo "desktop smoke: 120 frames, clean exit, screenshot in $out/desktop.png"
