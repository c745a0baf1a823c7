// Browser-test harness: a static server for dist/, Debian's chromium through playwright-core,
// and helpers that read window.tinsel (docs/test-hooks.md) and press the real widgets: with the
// mouse by default, or, for a page put in another input mode (useInput), with a finger (tap) or
// the keyboard alone (choose). The per-game move mappings call click() and so play by any of
// the three. Waits are conditions with timeouts, never fixed sleeps.
'use strict';

const assert = require('node:assert/strict');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { PNG } = require('pngjs');
const { chromium } = require('playwright-core');

const DIST = path.resolve(process.env.TINSEL_DIST || path.join(__dirname, '..', '..', 'dist'));
const ARTIFACTS = path.join(__dirname, 'artifacts');
const CHROMIUM = process.env.TINSEL_CHROMIUM || '/usr/bin/chromium';
// Headless chromium as root, WebGL 2 on SwiftShader (see docs/building.md).
const CHROMIUM_FLAGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
];
const VIEWPORT = { width: 1280, height: 800 };
// A phone in portrait (an iPhone 12-15 sized screen): touch only, devicePixelRatio 3.
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true,
                isMobile: true };

const MIME = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.wasm': 'application/wasm', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.json': 'application/json', '.webmanifest': 'application/manifest+json',
};

// Serves `root` on a free localhost port. Resolves to {url, close(), serve(folder),
// setReachable(bool)}: serve() switches to another folder at the same address (a new deploy of
// the site); setReachable(false) drops every request unanswered, as a device that went offline
// sees it (without Playwright's offline mode, which slows this chromium's service workers).
function startServer(root = DIST) {
  let reachable = true;
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`no web bundle in ${root} (run scripts/build-web first)`);
  }
  const server = http.createServer((request, response) => {
    if (!reachable) {
      request.socket.destroy();
      return;
    }
    let file;
    try {
      const pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
      file = path.join(root, pathname.endsWith('/') ? pathname + 'index.html' : pathname);
    } catch (e) {
      response.writeHead(400).end();
      return;
    }
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, {
      'Content-Type': MIME[path.extname(file)] || 'application/octet-stream',
      'Content-Length': fs.statSync(file).size,
      'Cache-Control': 'no-store',
    });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}/`,
        // Idle keep-alive connections would hold close() up for a minute.
        close: () => new Promise((r) => { server.close(r); server.closeAllConnections(); }),
        serve(folder) { root = path.resolve(folder); },
        setReachable(on) { reachable = on; },
      });
    });
  });
}

// A fresh browser with a fresh profile (--user-data-dir): empty localStorage. `device`: the
// context's viewport and emulation (default a 1280x800 laptop; PHONE for a phone).
// A console error as the tests report it: its text and, when the browser names one, the address
// it is about (a resource that failed to load says nothing else of itself).
function consoleError(message) {
  const where = message.location() && message.location().url;
  return `console.error: ${message.text()}${where ? ` (${where})` : ''}`;
}

async function launch(device = { viewport: VIEWPORT }, { args = CHROMIUM_FLAGS } = {}) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tinsel-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, headless: true, args, ...device,
  });
  const page = context.pages()[0] || (await context.newPage());
  const errors = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(consoleError(message));
    if (process.env.TINSEL_E2E_VERBOSE) console.log(`[page ${message.type()}] ${message.text()}`);
  });
  return {
    context, page, errors,
    async close() {
      await context.close().catch(() => {});
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

// Waits until fn(arg) (run in the page) returns something truthy; returns it.
async function waitFor(page, fn, arg, { timeout = 30000, what = 'condition' } = {}) {
  try {
    const handle = await page.waitForFunction(fn, arg, { timeout, polling: 25 });
    return await handle.jsonValue();
  } catch (error) {
    let state = null;
    try { state = await getState(page); } catch (e) { /* page gone */ }
    throw new Error(`timed out after ${timeout} ms waiting for ${what}; state: ` +
                    JSON.stringify(state && { ...state, log: undefined }));
  }
}

// Loads the page and waits for window.tinsel.ready.
async function openApp(page, url, { timeout = 60000 } = {}) {
  await page.goto(url);
  await waitFor(page, () => window.tinsel && window.tinsel.ready === true, null,
                { timeout, what: 'window.tinsel.ready' });
}

// Resolves after `count` animation frames (lets the app see input in separate frames).
function frames(page, count = 2) {
  return page.evaluate((n) => new Promise((resolve) => {
    const step = (left) => (left <= 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(n);
  }), count);
}

const getState = (page) => page.evaluate(() => window.tinsel.state());
const getWidgets = (page) => page.evaluate(() => window.tinsel.widgets());

// Waits for a widget matching `match` (an id, a RegExp on the id, or a predicate on
// {id,label,...}) whose rect is the same in two frames in a row; returns it.
async function findWidget(page, match, { timeout = 20000 } = {}) {
  const test = typeof match === 'string' ? (w) => w.id === match
    : match instanceof RegExp ? (w) => match.test(w.id) : match;
  const deadline = Date.now() + timeout;
  let previous = null;
  for (;;) {
    const widget = (await getWidgets(page)).find(test);
    if (widget && previous && widget.id === previous.id && widget.x === previous.x &&
        widget.y === previous.y && widget.w === previous.w && widget.h === previous.h &&
        widget.w > 0 && widget.h > 0) {
      return widget;
    }
    previous = widget || null;
    if (Date.now() > deadline) {
      const ids = (await getWidgets(page)).map((w) => w.id);
      throw new Error(`no stable widget ${match} after ${timeout} ms; widgets: ${ids.join(', ')}`);
    }
    await frames(page, 1);
  }
}

// How click() presses widgets on each page: 'mouse' (the default), 'touch' or 'keyboard'.
const INPUT_MODES = new WeakMap();
function useInput(page, mode) {
  if (!['mouse', 'touch', 'keyboard'].includes(mode)) throw new Error(`no input mode ${mode}`);
  INPUT_MODES.set(page, mode);
}

// Presses a widget the way the page's input mode says (useInput): the mouse, a tap or the
// keyboard. Resolves to the widget pressed.
function click(page, match, options) {
  const mode = INPUT_MODES.get(page) || 'mouse';
  if (mode === 'touch') return tap(page, match, options);
  if (mode === 'keyboard') return choose(page, match, options);
  return mouseClick(page, match, options);
}

// Clicks the middle of a widget with the real mouse: move, press, release, each in its own frame.
async function mouseClick(page, match, options) {
  const widget = await findWidget(page, match, options);
  const x = widget.x + widget.w / 2;
  const y = widget.y + widget.h / 2;
  await page.mouse.move(x, y);
  await frames(page, 2);
  await page.mouse.down();
  await frames(page, 1);
  await page.mouse.up();
  await frames(page, 2);
  return widget;
}

// Taps the middle of a widget with one finger (CDP touch events: down and up at once, shorter
// than a frame, as a quick finger is). The app gives ImGui the touch's position, press and
// release one frame each: a few frames later the tap has landed.
async function tap(page, match, options) {
  const widget = await findWidget(page, match, options);
  await page.touchscreen.tap(widget.x + widget.w / 2, widget.y + widget.h / 2);
  await frames(page, 4);
  return widget;
}

// The keyboard's focus now and the widgets it can reach, in Tab order (docs/test-hooks.md).
const focusNow = (page) => page.evaluate(() => ({
  focus: window.tinsel.state().focus,
  order: window.tinsel.focusOrder(),
}));

// The group a widget belongs to, as the keyboard sees it (model/screen/focus_order.h ClusterOf): its
// id without the last part when it has three or more ("ghosts:card:H7" -> "ghosts:card").
function clusterOf(id) {
  const parts = id.split(':');
  return parts.length >= 3 ? parts.slice(0, -1).join(':') : id;
}

// Chooses a widget with the keyboard alone, as a player would: Tab or Shift+Tab (whichever
// is shorter) to its group, the arrows within the group, then Enter. Fails if the keyboard
// cannot reach it.
async function choose(page, match, options) {
  const widget = await findWidget(page, match, options);
  for (let attempt = 0; attempt < 40; attempt++) {
    const { focus, order } = await focusNow(page);
    if (focus === widget.id) {
      await page.keyboard.press('Enter');
      await frames(page, 3);
      return widget;
    }
    if (order.indexOf(widget.id) < 0) {
      // It may become reachable a frame later (a choice just made lit it).
      await frames(page, 2);
      continue;
    }
    let key = 'Tab';
    if (focus && order.includes(focus) && clusterOf(focus) === clusterOf(widget.id)) {
      // In its group: an arrow towards it (rows first, then along the row).
      const widgets = await page.evaluate(() => window.tinsel.widgets());
      const at = widgets.find((w) => w.id === focus);
      const goal = widgets.find((w) => w.id === widget.id);
      if (at && goal) {
        const dy = (goal.y + goal.h / 2) - (at.y + at.h / 2);
        const dx = (goal.x + goal.w / 2) - (at.x + at.w / 2);
        key = Math.abs(dy) > Math.max(at.h, goal.h) / 2
          ? (dy > 0 ? 'ArrowDown' : 'ArrowUp') : (dx > 0 ? 'ArrowRight' : 'ArrowLeft');
      }
    } else if (focus && order.includes(focus)) {
      // Towards its group the short way round.
      const from = order.indexOf(focus);
      const to = order.indexOf(widget.id);
      const forward = (to - from + order.length) % order.length;
      if (forward > order.length - forward) key = 'Shift+Tab';
    }
    await page.keyboard.press(key);
    // Each key takes a frame or two to arrive (ImGui hands one key change per frame).
    await page.waitForFunction((was) => window.tinsel.state().focus !== was, focus,
                               { timeout: 3000, polling: 'raf' }).catch(() => {});
  }
  const { focus, order } = await focusNow(page);
  throw new Error(`the keyboard cannot reach ${widget.id} (focus ${focus}; order ${order.join(', ')})`);
}

async function screenshot(page, name) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

// Sets up a game from the home screen with real clicks: `players` seats, seat 0 human and the
// rest bots, the given options and seed, then Start; resolves on the play (or pass) screen.
// `beforeStart(page)` runs on the filled-in setup screen (e.g. for a screenshot).
async function setUpGame(page, { game, players, options = {}, seed, beforeStart } = {}) {
  await click(page, `home:play:${game}`);
  await waitFor(page, () => window.tinsel.state().screen === 'setup', null, { what: 'setup' });
  await click(page, `setup:players:${players}`);
  await click(page, 'setup:seat:0:human');
  for (let seat = 1; seat < players; seat++) await click(page, `setup:seat:${seat}:bot`);
  for (const [name, value] of Object.entries(options)) {
    await click(page, `setup:option:${name}:${value}`);
  }
  if (seed !== undefined) {
    await click(page, 'setup:seed');
    await page.keyboard.type(String(seed));
    await frames(page, 2);
    await page.keyboard.press('Enter');
  }
  if (beforeStart) await beforeStart(page);
  await click(page, 'setup:start');
  await waitFor(page, () => ['play', 'pass'].includes(window.tinsel.state().screen), null,
                { what: 'the play screen' });
}

// The widgets of the last frame with nothing drawn in them, read from a screenshot's pixels:
// each widget's inside (4 CSS px in from its edges, past an outline) holds one colour only (no
// two of its pixels differ by more than `contrast` in any channel). A button registered, and
// pressable, but blank (its words the colour of what is behind them) is found here.
async function blankWidgets(page, { contrast = 24 } = {}) {
  const widgets = await getWidgets(page);
  const png = PNG.sync.read(await page.screenshot());
  const scale = png.width / page.viewportSize().width;
  const blank = [];
  for (const w of widgets) {
    const x0 = Math.max(0, Math.ceil((w.x + 4) * scale));
    const y0 = Math.max(0, Math.ceil((w.y + 4) * scale));
    const x1 = Math.min(png.width, Math.floor((w.x + w.w - 4) * scale));
    const y1 = Math.min(png.height, Math.floor((w.y + w.h - 4) * scale));
    if (x1 - x0 < 2 || y1 - y0 < 2) continue;
    const low = [255, 255, 255];
    const high = [0, 0, 0];
    for (let y = y0; y < y1; ++y) {
      for (let x = x0; x < x1; ++x) {
        const at = (y * png.width + x) * 4;
        for (let c = 0; c < 3; ++c) {
          low[c] = Math.min(low[c], png.data[at + c]);
          high[c] = Math.max(high[c], png.data[at + c]);
        }
      }
    }
    if (high.every((h, c) => h - low[c] <= contrast)) blank.push(w.id);
  }
  return blank;
}

// Reloads the page mid-game (bots without pauses again): the game must come back at the same
// move with the same choices and scores. Resolves to the resumed state.
async function reloadAndResume(page, url, state) {
  await page.reload();
  await openApp(page, url);
  await page.evaluate(() => window.tinsel.setBotPauseScale(0));
  const resumed = await waitFor(page, (length) => {
    const s = window.tinsel.state();
    return s && s.screen === 'play' && s.history_length === length ? s : null;
  }, state.history_length, { what: `the game to resume at move ${state.history_length}` });
  assert.deepEqual(resumed.legal, state.legal, 'the same choices after the reload');
  assert.deepEqual(resumed.players.map((p) => p.score), state.players.map((p) => p.score));
  return resumed;
}

// The words of the language the app reads now, from the catalog the page fetched
// (dist/lang/<code>.json): words(english, context?) -> the translation (itself in English).
// Tests that find widgets by their labels read them through it.
async function wordsOf(page) {
  const language = await page.evaluate(() => window.tinsel.state().language);
  if (!language || language === 'en' || language === 'en-XA') return (english) => english;
  const { messages } = JSON.parse(fs.readFileSync(path.join(DIST, 'lang', `${language}.json`), 'utf8'));
  return (english, context) => {
    const found = messages[context ? `${context}\u0004${english}` : english];
    if (!found) return english;
    return typeof found === 'string' ? found : found[0];
  };
}

module.exports = {
  setUpGame, reloadAndResume, wordsOf, blankWidgets,
  DIST, ARTIFACTS, PHONE, CHROMIUM, CHROMIUM_FLAGS, startServer, launch, openApp, waitFor, frames, getState, getWidgets,
  findWidget, click, mouseClick, tap, choose, useInput, screenshot, consoleError,
};
