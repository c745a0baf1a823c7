// Browser tests of the other ways to play (web build in dist/): a phone by touch alone, and a
// keyboard alone. Each goes from the home screen through setup into two of the games against
// Easy bots (MODES_OF: every game by one of them), pressing the same widgets the mouse tests
// click (game_clicks.js, mfct_clicks.js) by the page's input mode (harness.js useInput): Trim
// the Tree to the game-over screen by touch, Santa Timea a whole turn of its three phases by
// touch, Ghosts of Christmas a whole hand by keys, My First Christmas Tree a dozen moves by
// keys; each game is reloaded mid-game and must resume where it was.
//   - phone: 390x844 with touch (isMobile); only taps (CDP touch events, down and up within
//     one frame) and one drag; never the mouse. At devicePixelRatio 1: a software renderer
//     draws a 3x phone's nine times the pixels for nothing these tests look at (the layouts
//     test takes the phone's pictures at 3x);
//   - keyboard: Tab / Shift+Tab to the widget's group, the arrows within it, Enter to choose;
//     never a pointer.
// Languages ride along on the phone: its browser prefers German, so Tinsel opens in German and
// Trim the Tree is played to its end in German; mid-game the drawer's language menu turns the
// table French (the game unchanged, and still French after the reload: the choice is kept)
// and back; the home screen's menu then plays the Ghosts of Christmas hand in Polish and Santa
// Timea's turn in English. The words are checked against the built catalogs (dist/lang).
// Lean: Easy bots with no pauses (setBotPauseScale(0)), no waiting on animations.
// Run: node --test devices.test.js. Screenshots: tests/e2e/artifacts/<mode>-*.png.
'use strict';

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const {
  PHONE, startServer, launch, openApp, waitFor, click, frames, screenshot, useInput,
  reloadAndResume, DIST,
} = require('./harness');
const { playByClicks, HOLD_BUTTONS } = require('./game_clicks');

// A language's word for an English message, from the catalog the page fetches.
function catalogWord(language, message) {
  const catalog = JSON.parse(fs.readFileSync(path.join(DIST, 'lang', `${language}.json`), 'utf8'));
  const found = catalog.messages[message];
  assert.ok(found, `${language}: no word for "${message}"`);
  return typeof found === 'string' ? found : found[0];
}

// Chooses `language` in the language menu `prefix` ("home:language", "play:language") and
// waits for the app to read in it.
async function chooseLanguage(page, prefix, language) {
  await click(page, prefix);
  await click(page, `${prefix}:${language}`);
  await waitFor(page, (code) => window.tinsel.state().language === code, language,
                { what: `the app in ${language}` });
  await frames(page, 2);
}

// The game as the table knows it, whatever the words: turning the language must not change it.
const gameFacts = (s) => ({
  history: s.history_length, current: s.current, legal: s.legal,
  scores: s.players.map((p) => p.score),
});

// The phone for the whole games: a phone's viewport, touch, at 1x (see the top).
const LEAN_PHONE = { ...PHONE, deviceScaleFactor: 1 };
// The keyboard test's window: small (it renders faster) and not a phone.
const KEYBOARD_WINDOW = { viewport: { width: 960, height: 640 } };

let server;
before(async () => { server = await startServer(); });
after(async () => { if (server) await server.close(); });

// The moves each game's policy plays, in order of preference (regexes on action texts), and
// when a game has been played far enough. Commits, which need a longer walk of clicks, are
// left to the mouse tests.
const SANTA_PHASE = [
  [1, /^(boat \w+ @ lane \d+|black @ lane \d+|seat (officer|sailor) in \w+)$/],
  [2, /^(vote|say|pick) \w+$/],
  [3, /^((officer|sailor) out of \w+|board \w+)$/],
];
const santaPhase = (action) => (SANTA_PHASE.find(([, re]) => re.test(action)) || [0])[0];

const GAMES = [
  {
    game: 'trim-the-tree', players: 2, reloadAt: 3,
    // The phone's browser prefers German; mid-game the table turns French and back.
    language: { touch: 'de' }, switchMidGame: { touch: 'fr' },
    choose: (legal) => legal[0],
    // To the game-over screen by touch; by keys, six placements (each a walk of Tab and arrow
    // presses; the same keys the rest of the game would press again).
    toOver: true,
    cappedMoves: { keyboard: 6 },
  },
  {
    game: 'my-first-christmas-tree', players: 2, reloadAt: 4,
    choose: (legal) => {
      for (const re of [/^decorate /, /^cube /, /^box /, /^play /, /^take /, /^skip take$/,
                        /^end turn$/]) {
        const found = legal.find((a) => re.test(a));
        if (found) return found;
      }
      return null;
    },
    // A few dozen moves on each device (a reload among them): a whole game by taps is 200 to
    // over 400 moves and took 5 minutes of the test run, by keys longer still. The mouse test
    // (my_first_christmas_tree.test.js) plays its game to the end, and the native layout walk
    // checks its game-over screen at the phone's size.
    cappedMoves: { touch: 30, keyboard: 12 },
  },
  {
    game: 'ghosts-of-christmas', players: 3, reloadAt: 3,
    language: { touch: 'pl' },
    choose: (legal) => legal[0],
    // The hand is over when its summary shows after the human has played.
    doneAtHold: (hold, played) => hold === 'ghosts:continue' && played.some((a) => / -> /.test(a)),
  },
  {
    game: 'santa-timea', players: 3, reloadAt: 2,
    language: { touch: 'en' },
    choose: (legal) => legal.find((a) => santaPhase(a) > 0) || null,
    // A whole turn: boats placed and crews seated (phase 1, the first turn only), ballots
    // (phase 2), then phase 3 done: the next move is the next turn's.
    doneBefore: (action, played) => santaPhase(action) !== 3 &&
      [1, 2, 3].every((p) => played.some((a) => santaPhase(a) === p)),
    check: (played) => {
      for (const p of [1, 2, 3]) {
        assert.ok(played.some((a) => santaPhase(a) === p), `no phase ${p} move in ${played}`);
      }
    },
  },
];

// What the table waits for next: a hold button, the human's move, or the end.
function nextEvent(page) {
  return waitFor(page, (holds) => {
    const s = window.tinsel.state();
    if (!s) return null;
    if (s.screen === 'over') return { kind: 'over', state: s };
    const ids = window.tinsel.widgets().map((w) => w.id);
    const hold = holds.find((id) => ids.includes(id));
    if (hold) return { kind: 'hold', hold, state: s };
    const player = s.players && s.players[s.current];
    if (s.screen === 'play' && player && player.kind === 'human' && s.legal.length) {
      return { kind: 'move', state: s };
    }
    return null;
  }, HOLD_BUTTONS, { timeout: 60000, what: 'the next thing on the table' });
}

// Sets a game up from the home screen with the page's input: seat 0 human, the rest Easy bots.
async function setUp(page, { game, players }) {
  await click(page, `home:play:${game}`);
  await waitFor(page, () => window.tinsel.state().screen === 'setup', null, { what: 'setup' });
  await click(page, `setup:players:${players}`);
  await click(page, 'setup:seat:0:human');
  for (let seat = 1; seat < players; seat++) {
    await click(page, `setup:seat:${seat}:bot`);
    await click(page, `setup:seat:${seat}:level:easy`);
  }
  await click(page, 'setup:start');
  await waitFor(page, () => window.tinsel.state().screen === 'play', null,
                { what: 'the play screen' });
}

// Plays one game by the page's input as far as its spec says. Returns the human's moves.
async function playGame(page, mode, spec) {
  const language = spec.language && spec.language[mode];
  if (language && (await page.evaluate(() => window.tinsel.state().language)) !== language) {
    await chooseLanguage(page, 'home:language', language);
  }
  await setUp(page, spec);
  const played = [];
  let reloaded = false;
  const movesCap = spec.cappedMoves ? spec.cappedMoves[mode] : undefined;
  for (;;) {
    assert.ok(played.length < (spec.maxMoves || 400), `${spec.game}: the game does not end`);
    if (movesCap !== undefined && played.length >= movesCap) break;
    const event = await nextEvent(page);
    if (event.kind === 'over') break;
    if (event.kind === 'hold') {
      if (spec.doneAtHold && spec.doneAtHold(event.hold, played)) break;
      // These close by themselves too: the button may be gone before the press lands.
      await click(page, event.hold, { timeout: 3000 }).catch(() => {});
      continue;
    }
    const { state } = event;
    if (played.length === spec.reloadAt && !reloaded) {
      await screenshot(page, `${mode}-${spec.game}`);
      const other = spec.switchMidGame && spec.switchMidGame[mode];
      if (other) {
        // The drawer's language menu: the words change, the game does not.
        await click(page, 'play:drawer');
        await chooseLanguage(page, 'play:language', other);
        await screenshot(page, `${mode}-${spec.game}-${other}`);
        const drawer = (await page.evaluate(() => window.tinsel.widgets()))
          .find((w) => w.id === 'play:menu:saves');
        assert.equal(drawer && drawer.label, catalogWord(other, 'Saved games'));
        assert.deepEqual(gameFacts(await page.evaluate(() => window.tinsel.state())),
                         gameFacts(state), 'the game changed with the language');
        await click(page, 'play:drawer');
      }
      await reloadAndResume(page, server.url, state);
      if (other) {
        // Chosen in the menu, so kept: the reloaded page reads French, then German again.
        assert.equal((await page.evaluate(() => window.tinsel.state())).language, other);
        await click(page, 'play:drawer');
        await chooseLanguage(page, 'play:language', language);
        await click(page, 'play:drawer');
      }
      reloaded = true;
      continue;
    }
    const action = spec.choose(state.legal);
    assert.ok(action, `${spec.game}: nothing to play among ${state.legal.join(' | ')}`);
    if (spec.doneBefore && spec.doneBefore(action, played)) break;
    if (process.env.TINSEL_E2E_VERBOSE) console.log(`${mode} ${spec.game}: ${action}`);
    await playByClicks(page, spec.game, action);
    played.push(action);
    await waitFor(page, (before) => {
      const s = window.tinsel.state();
      return s && (s.screen === 'over' || s.history_length > before);
    }, state.history_length, { what: `${spec.game}: "${action}" to be played` });
  }
  assert.ok(reloaded, `${spec.game}: the game was not reloaded mid-game`);
  if (spec.check) spec.check(played);
  const ended = (await page.evaluate(() => window.tinsel.state())).screen === 'over';
  if ((spec.toOver && movesCap === undefined) || ended) {
    const over = await waitFor(page, () => {
      const s = window.tinsel.state();
      return s.screen === 'over' ? s : null;
    }, null, { what: `${spec.game}: the game-over screen` });
    assert.equal(over.over, true);
    await click(page, 'over:home');
  } else {
    // Home through the table's menu (on a phone, its drawer).
    const ids = (await page.evaluate(() => window.tinsel.widgets())).map((w) => w.id);
    if (ids.includes('play:drawer')) {
      await click(page, 'play:drawer');
      await click(page, 'play:home');
    } else {
      await click(page, 'play:menu');
      await click(page, 'play:menu:home');
    }
  }
  await waitFor(page, () => window.tinsel.state().screen === 'home', null, { what: 'home' });
  return played;
}

// Every game in turn; reports each one's time.
// Each game is played by one of the two inputs here (TINSEL_DEVICE_GAME=<id> plays that one by
// both): every game's setup by keys alone is GoogleTest's (tests/app_flow/keyboard_test.cpp),
// every game's table at a phone's size is the native layout walk's, and each game's moves by
// clicks have their own browser test.
const MODES_OF = {
  'trim-the-tree': ['touch'],
  'santa-timea': ['touch'],
  'ghosts-of-christmas': ['touch', 'keyboard'],
  'my-first-christmas-tree': ['keyboard'],
};

async function playEveryGame(t, page, mode) {
  for (const spec of GAMES) {
    if (process.env.TINSEL_DEVICE_GAME) {
      if (spec.game !== process.env.TINSEL_DEVICE_GAME) continue;
    } else if (!MODES_OF[spec.game].includes(mode)) {
      continue;
    }
    const started = Date.now();
    const played = await playGame(page, mode, spec);
    t.diagnostic(`${mode}: ${spec.game}: ${played.length} moves in ` +
                 `${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}

// A finger's drag from (x, y) by (dx, dy) in a few steps (CDP touch events), a frame apart. Each
// event carries when the finger did it, as a touchscreen's do: a brisk drag, 20 ms a step. (A
// phone-sized frame of the test browser can take longer than the hold time: the app must judge
// the finger by those times, not by when a slow frame let it hear of the move.)
async function drag(page, x, y, dx, dy) {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const send = (type, step, touchPoints) => cdp.send('Input.dispatchTouchEvent',
    { type, touchPoints, timestamp: start + 0.02 * step });
  const at = (f) => [{ x: x + dx * f, y: y + dy * f, id: 1 }];
  await send('touchStart', 0, at(0));
  for (let step = 1; step <= 5; step++) {
    await frames(page, 1);
    await send('touchMove', step, at(step / 5));
  }
  await frames(page, 1);
  await send('touchEnd', 6, []);
  await frames(page, 3);
  await cdp.detach();
}

test('phone by touch alone: games from home through setup, reload resumes',
     { timeout: 14 * 60 * 1000 }, async (t) => {
  // A German-speaking family's phone (navigator.languages: de-DE).
  const browser = await launch({ ...LEAN_PHONE, locale: 'de-DE' });
  const { page } = browser;
  // No mouse on this phone, and none made up from the taps either (the browser's compatibility
  // mouse events would make a second click): any mouse event reaching the page fails the test.
  await page.addInitScript(() => {
    window.__mouseEvents = 0;
    for (const type of ['mousedown', 'mouseup', 'click', 'dblclick']) {
      window.addEventListener(type, () => { window.__mouseEvents++; }, true);
    }
  });
  try {
    useInput(page, 'touch');
    await openApp(page, server.url);
    await page.evaluate(() => window.tinsel.setBotPauseScale(0));
    await screenshot(page, 'touch-home');
    // The browser's language, with nothing chosen yet: German, on the canvas and on the page.
    const opened = await page.evaluate(() => ({
      language: window.tinsel.state().language, lang: document.documentElement.lang,
      saves: window.tinsel.widgets().find((w) => w.id === 'home:saves').label,
      manifest: document.querySelector('link[rel=manifest]').getAttribute('href'),
    }));
    assert.deepEqual(opened, { language: 'de', lang: 'de', saves: catalogWord('de', 'Saved games'),
                               manifest: 'manifest-de.webmanifest' });
    // Installing would name Tinsel in German: the manifest the link points at is served.
    const installed = await page.evaluate(async () => (await fetch('manifest-de.webmanifest')).json());
    assert.equal(installed.lang, 'de');
    assert.equal(installed.name, catalogWord('de', 'Tinsel — holiday tabletop games'));

    // The page itself never scrolls, zooms or selects under the canvas.
    const page0 = await page.evaluate(() => ({
      touchAction: getComputedStyle(document.getElementById('canvas')).touchAction,
      userSelect: getComputedStyle(document.body).userSelect,
      viewport: document.querySelector('meta[name=viewport]').content,
    }));
    assert.equal(page0.touchAction, 'none');
    assert.equal(page0.userSelect, 'none');
    assert.match(page0.viewport, /user-scalable=no/);

    await playEveryGame(t, page, 'touch');

    const state = await page.evaluate(() => window.tinsel.state());
    assert.equal(state.input.pointer, 'touch', 'the app saw fingers');
    assert.equal(state.input.min_hit_size, 44, 'targets grow to 44 px for fingers');
    const still = await page.evaluate(() => ({
      x: window.scrollX, y: window.scrollY, scale: window.visualViewport.scale,
      selected: String(window.getSelection()),
    }));
    assert.deepEqual(still, { x: 0, y: 0, scale: 1, selected: '' },
                     'the page scrolled, zoomed or selected');
    assert.equal(await page.evaluate(() => window.__mouseEvents), 0, 'a mouse event was sent');
    assert.deepEqual(browser.errors, [], 'the page reported errors');
  } finally {
    await browser.close();
  }
});

test('phone: a drag scrolls the move log and clicks nothing; a tap shorter than a frame clicks once',
     { timeout: 3 * 60 * 1000 }, async () => {
  const browser = await launch(PHONE);
  const { page } = browser;
  const drawerOpen = async () => (await page.evaluate(() => window.tinsel.widgets()))
    .some((w) => w.id === 'play:menu:rules');
  try {
    useInput(page, 'touch');
    await openApp(page, server.url);
    await page.evaluate(() => window.tinsel.setBotPauseScale(0));
    await setUp(page, { game: 'trim-the-tree', players: 2 });
    // A few moves fill the log (a drag that only starts on a widget must not press it).
    for (let i = 0; i < 6; i++) {
      const { state } = await nextEvent(page);
      await playByClicks(page, 'trim-the-tree', state.legal[0]);
    }
    await nextEvent(page);  // the bot has answered: nothing moves the log but the finger
    // On a phone the log is in the drawer. One tap, one click: the drawer opens and stays open
    // (a double click would close it again).
    await click(page, 'play:drawer');
    await waitFor(page, () => window.tinsel.widgets().some((w) => w.id === 'play:menu:rules'),
                  null, { what: 'the drawer' });
    await frames(page, 4);
    assert.ok(await drawerOpen(), 'the drawer stayed open after one tap');
    const before = await waitFor(page, () => {
      const s = window.tinsel.state();
      return s.scroll['play:log'] && s.scroll['play:log'].max > 0 ? s : null;
    }, null, { what: 'a move log long enough to scroll' });
    const log = before.scroll['play:log'];
    assert.equal(log.y, log.max, 'the log follows its newest line');
    // Its rectangle is in the canvas' logical pixels, which are the page's CSS pixels. The
    // finger goes down on the log and moves down 40% of its height: the lines follow it, so
    // the log scrolls back by as much (it has more than that above).
    const [x, y, w, h] = log.rect;
    const travel = h * 0.4;
    assert.ok(log.y > travel + 10, `the log scrolls further back than ${travel} px`);
    await drag(page, x + w / 2, y + h * 0.3, 0, travel);
    const after = await page.evaluate(() => window.tinsel.state());
    const scrolled = log.y - after.scroll['play:log'].y;
    assert.ok(Math.abs(scrolled - travel) < 2,
              `the log scrolled back ${scrolled} px, not the finger's ${travel} px`);
    assert.equal(after.history_length, before.history_length, 'the drag played nothing');
    assert.equal(after.screen, 'play');
    assert.ok(await drawerOpen(), 'the drag pressed nothing (the drawer is still open)');

    // After the drag, a tap still clicks exactly once: Close shuts the drawer, for good.
    await click(page, 'play:drawer');
    await frames(page, 4);
    assert.ok(!(await drawerOpen()), 'one tap on Close closed the drawer');

    assert.deepEqual(browser.errors, [], 'the page reported errors');
  } finally {
    await browser.close();
  }
});

test('keyboard alone: games from home through setup, reload resumes; the ring shows',
     { timeout: 14 * 60 * 1000 }, async (t) => {
  const browser = await launch(KEYBOARD_WINDOW);
  const { page } = browser;
  try {
    useInput(page, 'keyboard');
    await openApp(page, server.url);
    await page.evaluate(() => window.tinsel.setBotPauseScale(0));
    // Tab puts a visible ring on the first button of the home screen.
    await page.keyboard.press('Tab');
    const home = await waitFor(page, () => {
      const s = window.tinsel.state();
      return s.focus ? s : null;
    }, null, { what: 'the focus ring' });
    assert.equal(home.focus_visible, true);
    // On a home screen button (the first, unless a slow first frame let the key repeat).
    assert.ok((await page.evaluate(() => window.tinsel.focusOrder())).includes(home.focus));
    assert.match(home.focus, /^home:/);
    await screenshot(page, 'keyboard-home');

    // Escape goes back: setup to home.
    await click(page, 'home:play:trim-the-tree');
    await waitFor(page, () => window.tinsel.state().screen === 'setup', null, { what: 'setup' });
    await page.keyboard.press('Escape');
    await waitFor(page, () => window.tinsel.state().screen === 'home', null,
                  { what: 'Escape back home' });

    await playEveryGame(t, page, 'keyboard');
    assert.deepEqual(browser.errors, [], 'the page reported errors');
  } finally {
    await browser.close();
  }
});
