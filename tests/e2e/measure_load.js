// How long the page takes from navigation to its first drawn frame, in headless chromium on
// loopback (a benchmark, not a test; scripts/bench prints it):
//   node measure_load.js [--loads N] [--json] [DIST]
// Cold: N loads, each in a fresh browser context (empty HTTP cache, no service worker).
// From the service worker: one context loads the page once, waits for the worker to control it,
// then reloads N times (the server sends no-store, so only the worker's cache serves). The time
// is the page's `tinsel-first-frame` mark (web/page/loader.mjs), whose clock starts at the
// navigation; the other marks say where the time went.
'use strict';

const path = require('node:path');
const { chromium } = require('playwright-core');
const { startServer, CHROMIUM, CHROMIUM_FLAGS, DIST } = require('./harness');

const MARKS = ['tinsel-wasm-compiled', 'tinsel-runtime-ready', 'tinsel-first-frame'];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// Loads (or reloads) the page and returns {mark name: ms since navigation} once it is ready.
async function timedLoad(page, url, reload) {
  if (reload) await page.reload(); else await page.goto(url);
  await page.waitForFunction(() => window.tinsel && window.tinsel.ready === true, null,
                             { timeout: 60000, polling: 20 });
  return page.evaluate((names) => {
    const times = {};
    for (const name of names) {
      const entry = performance.getEntriesByName(name)[0];
      if (entry) times[name] = entry.startTime;
    }
    const nav = performance.getEntriesByType('navigation')[0];
    if (nav) times['response-end'] = nav.responseEnd;
    return times;
  }, MARKS);
}

// Builds from before the page made its own mark (for before/after figures): the mark is set
// when the page's Module.onFirstFrame runs.
function markFirstFrameOfOlderBuilds() {
  let module;
  Object.defineProperty(window, 'Module', {
    configurable: true,
    get() { return module; },
    set(value) {
      module = value;
      const onFirstFrame = value && value.onFirstFrame;
      if (typeof onFirstFrame !== 'function') return;
      value.onFirstFrame = function () {
        const result = onFirstFrame.apply(this, arguments);
        if (!performance.getEntriesByName('tinsel-first-frame').length) {
          performance.mark('tinsel-first-frame');
        }
        return result;
      };
    },
  });
}

function summary(loads) {
  const names = Object.keys(loads[0]);
  const result = { loads: loads.length };
  for (const name of names) result[name] = median(loads.map((load) => load[name]));
  return result;
}

async function main() {
  const args = process.argv.slice(2);
  let count = 10;
  let json = false;
  let dist = DIST;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--loads') count = Number(args[++i]);
    else if (args[i] === '--json') json = true;
    else dist = path.resolve(args[i]);
  }
  const server = await startServer(dist);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true,
                                          args: CHROMIUM_FLAGS });
  const viewport = { width: 1280, height: 800 };
  try {
    const cold = [];
    for (let i = 0; i < count; i++) {
      const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
      await context.addInitScript(markFirstFrameOfOlderBuilds);
      cold.push(await timedLoad(await context.newPage(), server.url, false));
      await context.close();
    }
    const cached = [];
    const context = await browser.newContext({ viewport });
    await context.addInitScript(markFirstFrameOfOlderBuilds);
    const page = await context.newPage();
    await timedLoad(page, server.url, false);
    const controlled = await page.waitForFunction(
      () => navigator.serviceWorker && navigator.serviceWorker.controller !== null, null,
      { timeout: 30000 }).then(() => true, () => false);
    if (controlled) {
      for (let i = 0; i < count; i++) cached.push(await timedLoad(page, server.url, true));
    }
    await context.close();
    const result = { cold: summary(cold), service_worker: cached.length ? summary(cached) : null };
    if (json) {
      console.log(JSON.stringify(result));
    } else {
      for (const [name, figures] of Object.entries(result)) {
        console.log(name, figures ? JSON.stringify(figures) : 'no service worker took control');
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
