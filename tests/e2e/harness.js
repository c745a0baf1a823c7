// Browser-test harness: a static server for dist/, Debian's chromium through playwright-core,
// and helpers that read window.tinsel (docs/test-hooks.md) and click the real widgets with the
// mouse. Waits are conditions with timeouts, never fixed sleeps.
'use strict';

const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
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

const MIME = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.wasm': 'application/wasm', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.json': 'application/json', '.webmanifest': 'application/manifest+json',
};

// Serves `root` on a free localhost port. Resolves to {url, close()}.
function startServer(root = DIST) {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`no web bundle in ${root} (run scripts/build-web first)`);
  }
  const server = http.createServer((request, response) => {
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
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}

// A fresh browser with a fresh profile (--user-data-dir): empty localStorage.
async function launch() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tinsel-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS, viewport: VIEWPORT,
  });
  const page = context.pages()[0] || (await context.newPage());
  const errors = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
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
    const handle = await page.waitForFunction(fn, arg, { timeout, polling: 100 });
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

// Clicks the middle of a widget with the real mouse: move, press, release, each in its own frame.
async function click(page, match, options) {
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

module.exports = {
  setUpGame,
  DIST, ARTIFACTS, startServer, launch, openApp, waitFor, frames, getState, getWidgets,
  findWidget, click, screenshot,
};
