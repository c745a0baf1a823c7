#!/usr/bin/env bash
# Desktop smoke test: opens tinsel_desktop in a virtual X display (Xvfb, Mesa's software GL)
# with an empty data folder, lets it draw 120 frames and expects a clean exit (status 0) and a
# picture that is not blank. Screenshots: OUT_DIR/desktop.png (the app's own last frame) and
# OUT_DIR/desktop-screen.png (`import -window root` while it runs). Then once more with a game
# in progress in the data folder (made by the `tinsel` command line beside the app), which the
# app resumes at start-up: OUT_DIR/desktop-table.png shows a table drawn by the desktop build;
# and a lesson opened with --learn: OUT_DIR/desktop-lesson.png.
#   tests/desktop_smoke/run.sh path/to/tinsel_desktop OUT_DIR
set -euo pipefail
app="$1"
out="$2"
mkdir -p "$out"
[ -x "$app" ] || { echo "desktop smoke: no executable at $app" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rm -f "$out/desktop.png" "$out/desktop-screen.png" "$out/desktop-table.png" "$out/desktop-lesson.png"

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

# A game on the table: My First Christmas Tree, you against an Easy bot, stored as the last
# game (FileStorage's escaped key names), so the app opens it as a reload would.
cli="$(dirname "$app")/tinsel"
[ -x "$cli" ] || { echo "desktop smoke: no tinsel command line beside the app" >&2; exit 1; }
table="$work/table-data"
mkdir -p "$table"
"$cli" new --game my-first-christmas-tree --players 2 --bots human,easy --names You,Holly \
  --seed 7 > "$table/tinsel%2Fslot%2Fdesktop-smoke.key"
printf 'desktop-smoke' > "$table/tinsel%2Flast.key"
TINSEL_DATA_DIR="$table" timeout 300 xvfb-run -a -s "-screen 0 1280x800x24" \
  "$app" --frames 90 --screenshot "$work/table.ppm" ||
  { status=$?; echo "desktop smoke: tinsel_desktop failed on a game (status $status)" >&2; exit 1; }
convert "$work/table.ppm" "$out/desktop-table.png"
echo "desktop smoke: a game resumed and drawn, screenshot in $out/desktop-table.png"

# Learn to play on the desktop: the guided first game of Santa Timea (built into the app),
# its first step: OUT_DIR/desktop-lesson.png.
TINSEL_DATA_DIR="$work/lesson-data" timeout 300 xvfb-run -a -s "-screen 0 1280x800x24" \
  "$app" --learn santa-timea --frames 60 --screenshot "$work/lesson.ppm" ||
  { status=$?; echo "desktop smoke: tinsel_desktop failed on a lesson (status $status)" >&2; exit 1; }
convert "$work/lesson.ppm" "$out/desktop-lesson.png"
echo "desktop smoke: a lesson drawn, screenshot in $out/desktop-lesson.png"
