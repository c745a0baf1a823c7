// Layouts for every screen: each of the four games is set up with clicks on a laptop-sized
// window, then the same page is turned into a phone (portrait and landscape, touch), a tablet, a
// laptop and a 4K desktop (devicePixelRatio 2) with Chrome's device emulation, so every resize
// and rotation happens on a live game (nothing may be lost). At each size the table is saved
// to tests/e2e/artifacts/layout-<game>-<size>.png and checked: every named widget lies inside
// the window, and on phones the controls are at least 44 CSS px (Apple's guideline).
'use strict';

const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const path = require('node:path');
const {
  ARTIFACTS, startServer, launch, openApp, waitFor, frames, getState, getWidgets, click,
  setUpGame,
} = require('./harness');

const SIZES = [
  { name: '390x844', width: 390, height: 844, ratio: 3, phone: true },
  { name: '844x390', width: 844, height: 390, ratio: 3, phone: true },
  { name: '768x1024', width: 768, height: 1024, ratio: 2, phone: false },
  { name: '1366x768', width: 1366, height: 768, ratio: 1, phone: false },
  { name: '2560x1440', width: 2560, height: 1440, ratio: 2, phone: false },
];
const LAPTOP = SIZES[3];

const GAMES = [
  { id: 'trim-the-tree', players: 2 },
  { id: 'ghosts-of-christmas', players: 3 },
  { id: 'santa-timea', players: 3 },
  { id: 'my-first-christmas-tree', players: 2 },
];

// The controls a phone player needs on the table; each at least 44 x 44 CSS px.
const PHONE_CONTROLS = ['play:drawer', 'play:undo', 'play:hint'];

async function resize(page, size, { loaded = true } = {}) {
  current = size;
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    width: size.width, height: size.height, deviceScaleFactor: size.ratio, mobile: false,
  });
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: size.phone, maxTouchPoints: 5 });
  if (!loaded) return;
  // The canvas follows the window in the next frame; the layout in the frame after.
  await waitFor(page, (s) => {
    const c = document.getElementById('canvas');
    return c.width === Math.round(s.width * s.ratio) && c.height === Math.round(s.height * s.ratio);
  }, size, { what: `the canvas at ${size.name}` });
  // A 4K frame is slow in a software renderer: two frames there.
  await frames(page, size.width > 2000 ? 2 : 3);
}

// The screenshot through the same DevTools session as the emulation (Playwright's own
// screenshot would put its viewport back). Large windows are saved at half their device
// pixels to keep the files and the time small.
let cdp = null;
let current = null;
async function screenshot(page, name) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const scale = current.width * current.ratio > 3000 ? 0.5 : 1;
  const { data } = await cdp.send('Page.captureScreenshot', {
    format: 'png',
    clip: { x: 0, y: 0, width: current.width, height: current.height, scale },
  });
  fs.writeFileSync(path.join(ARTIFACTS, `${name}.png`), Buffer.from(data, 'base64'));
}

// What the checks found wrong, reported together at the end (every screenshot is taken).
const problems = [];
function check(ok, message) {
  if (!ok) problems.push(message);
}

// Every widget inside the window (a screenshot is saved first, as `shot`).
async function checkLayout(page, size, where, shot) {
  if (shot) await screenshot(page, shot);
  const widgets = await getWidgets(page);
  check(widgets.length > 0, `${where}: no widgets drawn`);
  // Setup's options and seed sit in a scrolling list above Back and Start: below the list's
  // visible part they are scrolled to, not cut off.
  const back = widgets.find((w) => w.id === 'setup:back');
  for (const w of widgets) {
    if (back && w.id !== 'setup:back' && w.id !== 'setup:start' && w.y >= back.y - 8) continue;
    check(w.x >= -0.5 && w.y >= -0.5 && w.x + w.w <= size.width + 0.5 &&
          w.y + w.h <= size.height + 0.5,
          `${where} at ${size.name}: ${w.id} (${w.label}) lies outside the window: ` +
          `${w.x.toFixed(0)},${w.y.toFixed(0)} ${w.w.toFixed(0)}x${w.h.toFixed(0)}`);
  }
  return widgets;
}

// The phone's controls big enough for a finger.
function checkPhoneTargets(widgets, size, where, ids) {
  for (const id of ids) {
    const w = widgets.find((x) => x.id === id);
    check(w, `${where}: no ${id} on the ${size.name} phone`);
    if (!w) continue;
    check(w.w >= 44 && w.h >= 44,
          `${where}: ${id} is ${w.w.toFixed(0)}x${w.h.toFixed(0)} CSS px on a phone (< 44)`);
  }
}

// A few placements in Trim the Tree so the trees have ornaments on them.
async function placeSomeOrnaments(page, count) {
  for (let i = 0; i < count; i++) {
    const state = await waitFor(page, () => {
      const s = window.tinsel.state();
      return s.screen === 'play' && s.current === 0 && s.legal.length > 0 && s;
    }, null, { what: 'your turn in Trim the Tree' });
    const [ornament, space] = state.legal[0].split(' @ ');
    const widgets = await getWidgets(page);
    const box = widgets.find((w) => w.id.startsWith('trim:box:') && w.label === ornament);
    if (box) await click(page, box.id);
    await click(page, `trim:space:0:${space}`);
    await waitFor(page, (n) => window.tinsel.state().history_length > n, state.history_length,
                  { what: 'the placement' });
  }
}

test('every game\'s table at every size, with rotations and resizes on a live game', async () => {
  const server = await startServer();
  const browser = await launch();
  const { page } = browser;
  cdp = await browser.context.newCDPSession(page);
  try {
    await resize(page, LAPTOP, { loaded: false });
    await openApp(page, server.url);
    await page.evaluate(() => window.tinsel.setBotPauseScale(0));

    // The home and setup screens where they change most: the phones (and the laptop, as before).
    const SCREEN_SIZES = [SIZES[0], SIZES[1], LAPTOP];
    for (const size of SCREEN_SIZES) {
      await resize(page, size);
      const widgets = await checkLayout(page, size, 'home', `layout-home-${size.name}`);
      if (size.phone) checkPhoneTargets(widgets, size, 'home', ['home:play:trim-the-tree']);
    }
    await resize(page, LAPTOP);
    await click(page, 'home:play:ghosts-of-christmas');
    await waitFor(page, () => window.tinsel.state().screen === 'setup', null, { what: 'setup' });
    for (const size of SCREEN_SIZES) {
      await resize(page, size);
      const widgets = await checkLayout(page, size, 'setup', `layout-setup-${size.name}`);
      const back = widgets.find((w) => w.id === 'setup:back');
      const start = widgets.find((w) => w.id === 'setup:start');
      check(back && start && back.x + back.w <= start.x, `setup at ${size.name}: Back overlaps Start`);
      if (size.phone) checkPhoneTargets(widgets, size, 'setup', ['setup:start']);
    }
    await resize(page, LAPTOP);
    await click(page, 'setup:back');
    await waitFor(page, () => window.tinsel.state().screen === 'home', null, { what: 'home' });

    for (const game of GAMES) {
      await setUpGame(page, { game: game.id, players: game.players });
      if (game.id === 'trim-the-tree') await placeSomeOrnaments(page, 4);
      // The bots answer (no pauses): wait until the table is the human's again.
      const before = await waitFor(page, () => {
        const s = window.tinsel.state();
        return s.screen === 'play' && s.current === 0 && s.legal.length > 0 && s;
      }, null, { what: `your turn in ${game.id}` });
      for (const size of SIZES) {
        await resize(page, size);
        const state = await getState(page);
        assert.strictEqual(state.screen, 'play', `${game.id} at ${size.name}: left the table`);
        assert.strictEqual(state.history_length, before.history_length,
                           `${game.id} at ${size.name}: the resize changed the game`);
        const widgets = await checkLayout(page, size, game.id, `layout-${game.id}-${size.name}`);
        if (size.phone) checkPhoneTargets(widgets, size, game.id, PHONE_CONTROLS);
      }
      // The drawer on a portrait phone: players, log and menu over the table.
      if (game.id === 'trim-the-tree' || game.id === 'ghosts-of-christmas') {
        const phone = SIZES[0];
        await resize(page, phone);
        await click(page, 'play:drawer');
        const widgets = await checkLayout(page, phone, `${game.id} drawer`,
                                          `layout-${game.id}-drawer-390x844`);
        checkPhoneTargets(widgets, phone, `${game.id} drawer`, ['play:drawer', 'play:menu:rules']);
        await click(page, 'play:drawer');
      }
      await resize(page, LAPTOP);
      await click(page, 'play:home');
      await waitFor(page, () => window.tinsel.state().screen === 'home', null, { what: 'home' });
    }
    assert.deepStrictEqual(problems, []);
    assert.deepStrictEqual(browser.errors, []);
  } finally {
    await browser.close();
    await server.close();
  }
});

// Santa Timea's ballot on an upright touch phone (issue #25): the vote cards are on the
// screen, a tap on one casts the vote, and the reveal shows every voter's card. The app's own
// layout check (state().layout) finds nothing wrong at the ballot or the reveal.
test('Santa Timea on a phone: a ballot voted by a tap, every voter in the reveal', async () => {
  const server = await startServer();
  const phone = SIZES[0];
  const browser = await launch({
    viewport: { width: phone.width, height: phone.height }, deviceScaleFactor: phone.ratio,
    hasTouch: true, isMobile: true,
  });
  const { page } = browser;
  cdp = await browser.context.newCDPSession(page);
  try {
    // Set up on a laptop-sized window (a phone's 3x canvas renders slowly in software).
    await resize(page, LAPTOP, { loaded: false });
    await openApp(page, server.url);
    await page.evaluate(() => window.tinsel.setBotPauseScale(0));
    await setUpGame(page, { game: 'santa-timea', players: 3, seed: 11 });
    // The setup moves (boats, pawns) through the text table, up to the first ballot.
    let state = null;
    for (let guard = 0; guard < 200; guard++) {
      state = await waitFor(page, () => {
        const s = window.tinsel.state();
        return s.screen === 'play' && s.current === 0 && s.legal.length > 0 && s;
      }, null, { what: 'your turn in Santa Timea' });
      if (state.legal.some((t) => t.startsWith('vote '))) break;
      await page.evaluate(({ arg, at }) => Module.ccall('tinsel_mirror_request', 'number',
        ['string'], [JSON.stringify({ do: 'move', arg, at })]), { arg: state.legal[0], at: state.history_length });
      await frames(page, 2);
    }
    assert.ok(state.legal.some((t) => t.startsWith('vote ')), 'a ballot came');
    await resize(page, phone);
    await screenshot(page, 'santa-ballot-phone');
    assert.deepStrictEqual((await getState(page)).layout, [], 'the layout check at the ballot');
    const cards = (await getWidgets(page)).filter((w) => w.id.startsWith('santa:vote:'));
    assert.ok(cards.length >= 2, 'the vote cards are drawn');
    for (const card of cards) {
      assert.ok(card.y >= 0 && card.y + card.h <= phone.height && card.w >= 44 && card.h >= 44,
                `${card.id} is whole on the screen and big enough for a finger`);
    }
    // A tap, as a finger would (no mouse on this page).
    const vote = state.legal.find((t) => t.startsWith('vote ') && t !== 'vote hat') ||
                 state.legal.find((t) => t.startsWith('vote '));
    const card = cards.find((w) => w.id === `santa:vote:${vote.slice(5)}`);
    await page.touchscreen.tap(card.x + card.w / 2, card.y + card.h / 2);
    // The reveal, step by step, until every voter's card shows.
    const revealed = await waitFor(page, (players) => {
      const shown = window.tinsel.widgets().filter((w) => w.id.startsWith('santa:revealed:'));
      return shown.length === players && shown.map((w) => w.label);
    }, state.players.length, { what: 'every voter in the reveal' });
    const names = state.players.map((p) => p.name);
    for (const name of names) {
      assert.ok(revealed.some((line) => line.startsWith(`${name}: `)), `${name}'s vote is shown`);
    }
    assert.ok(revealed.includes(`${names[0]}: ${vote.slice(5) === 'hat' ? "Captain's Hat" : vote.slice(5)}`),
              `the tapped card is the vote revealed (${revealed})`);
    await screenshot(page, 'santa-reveal-phone');
    assert.deepStrictEqual((await getState(page)).layout, [], 'the layout check at the reveal');
    assert.deepStrictEqual(browser.errors, []);
  } finally {
    await browser.close();
    await server.close();
  }
});

// The pseudo-locale (?lang=en-XA: every message 40% longer and accented, as the longest
// translations are): home, setup and Santa Timea's ballot at a phone, a tablet, a laptop and
// 2560x1440, each screenshot saved (pseudo-*.png) and measured by the app's layout check from
// the widgets' rectangles (no label clipped, overlapping or outside the window). The native
// layout walk (tests/app_flow/layout_check_test.cpp) takes every screen and every kind of
// moment of every game through the same check in the pseudo-locale.
test('text 40% longer (the pseudo-locale) fits home, setup and a ballot at every size', async () => {
  const server = await startServer();
  const browser = await launch();
  const { page } = browser;
  cdp = await browser.context.newCDPSession(page);
  const sizes = [SIZES[0], SIZES[2], LAPTOP, SIZES[4]];
  problems.length = 0;  // this test's own
  const atEverySize = async (name) => {
    for (const size of sizes) {
      await resize(page, size);
      await frames(page, 2);
      await screenshot(page, `pseudo-${name}-${size.name}`);
      const state = await getState(page);
      check(state.language === 'en-XA', `${name} at ${size.name}: not in the pseudo-locale`);
      for (const problem of state.layout) check(false, `pseudo-locale, ${name} at ${size.name}: ${problem}`);
      await checkLayout(page, size, `pseudo-locale ${name}`);
    }
    await resize(page, LAPTOP);
  };
  try {
    await resize(page, LAPTOP, { loaded: false });
    await openApp(page, `${server.url}?lang=en-XA`);
    await page.evaluate(() => window.tinsel.setBotPauseScale(0));
    const saves = (await getWidgets(page)).find((w) => w.id === 'home:saves');
    assert.match(saves.label, /^\[.*·\]$/, 'the labels are the pseudo-locale\'s');
    await atEverySize('home');
    await click(page, 'home:play:santa-timea');
    await waitFor(page, () => window.tinsel.state().screen === 'setup', null, { what: 'setup' });
    await atEverySize('setup');
    await click(page, 'setup:back');
    await setUpGame(page, { game: 'santa-timea', players: 3, seed: 11 });
    for (let guard = 0; guard < 200; guard++) {
      const state = await waitFor(page, () => {
        const s = window.tinsel.state();
        return s.screen === 'play' && s.current === 0 && s.legal.length > 0 && s;
      }, null, { what: 'your turn in Santa Timea' });
      if (state.legal.some((t) => t.startsWith('vote '))) break;
      await page.evaluate(({ arg, at }) => Module.ccall('tinsel_mirror_request', 'number',
        ['string'], [JSON.stringify({ do: 'move', arg, at })]), { arg: state.legal[0], at: state.history_length });
      await frames(page, 2);
    }
    await atEverySize('santa-ballot');
    assert.deepStrictEqual(problems, [], problems.join('\n'));
    assert.deepStrictEqual(browser.errors, []);
  } finally {
    await browser.close();
    await server.close();
  }
});
