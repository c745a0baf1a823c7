// Browser test of the screen-reader table (web/page/mirror.mjs, docs/accessibility.md): the
// DOM mirror beside the canvas read at several moments, its move buttons pressed with the
// keyboard. Hot-seat My First Christmas Tree (two humans): the pass screen shows only its own
// words and a Ready button, the player then finds the turn, their hand and their moves, and
// another seat's hand never appears in the DOM. Ghosts of Christmas against Easy bots: the
// log, the turn and the legal moves (a bid, then cards), each played from the mirror.
// Run: node --test mirror.test.js.
'use strict';

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { startServer, launch, openApp, waitFor, click, screenshot } = require('./harness');

// One browser for both tests (lean): the second starts from the home screen the first ends on.
let server;
let browser;
before(async () => {
  server = await startServer();
  browser = await launch();
  await openApp(browser.page, server.url);
});
after(async () => {
  if (browser) await browser.close();
  if (server) await server.close();
});

// The DOM mirror as a screen reader finds it.
function readMirror(page) {
  return page.evaluate(() => {
    const root = document.getElementById('mirror');
    const texts = (selector) => Array.from(root.querySelectorAll(selector), (e) => e.textContent);
    // Each section: its title and its lines (nested lines included).
    const sections = {};
    root.querySelectorAll('#mirror-sections > *').forEach((section) => {
      const heading = section.querySelector('h3, summary');
      sections[heading.textContent] = Array.from(section.querySelectorAll(':scope > ul > li'),
                                                 (li) => li.firstChild.textContent);
    });
    return {
      screen: root.dataset.screen,
      at: Number(root.dataset.at),
      turn: document.getElementById('mirror-turn').textContent,
      moves: texts('#mirror-moves button'),
      actions: texts('#mirror-actions button'),
      log: texts('#mirror-log li'),
      live: texts('#mirror-live p'),
      refused: document.getElementById('mirror-refused').textContent,
      sections,
      // Every line of every section (nested ones too), as read out.
      lines: Array.from(root.querySelectorAll('#mirror-sections li'), (li) => li.firstChild.textContent),
      loadingHidden: document.getElementById('loading').getAttribute('aria-hidden') === 'true',
      liveAttr: document.getElementById('mirror-live').getAttribute('aria-live'),
    };
  });
}

// Waits until the DOM mirror shows `screen` (one of a list) at a history length beyond `after`.
function mirrorAt(page, screens, after = -1, what = screens.join('/')) {
  return waitFor(page, ({ screens, after }) => {
    const root = document.getElementById('mirror');
    return screens.includes(root.dataset.screen) && Number(root.dataset.at) > after;
  }, { screens, after }, { what: `the mirror on ${what}` }).then(() => readMirror(page));
}

// Presses a button of the mirror with the keyboard (focus it, Enter), as a screen-reader or
// keyboard user does.
async function press(page, list, label) {
  const button = page.locator(`#${list} button`, { hasText: label }).first();
  await button.focus();
  await button.press('Enter');
}

// From the home screen to a game's table: Play and Start pressed in the mirror, the seats
// chosen on the canvas (the mirror reads the setup out but leaves seat editing to it).
async function startGame(page, game, chooseSeats) {
  await waitFor(page, () => document.getElementById('mirror').dataset.screen === 'home', null,
                { what: 'the home screen in the mirror' });
  const name = await page.evaluate((id) => window.tinsel.mirror().actions
    .find((a) => a.do === 'play' && a.arg === id).label, game);
  await press(page, 'mirror-actions', name);
  await waitFor(page, () => document.getElementById('mirror').dataset.screen === 'setup', null,
                { what: 'setup' });
  await chooseSeats(page);
  const seats = (await readMirror(page)).sections.Seats;
  await press(page, 'mirror-actions', 'Start ');
  await waitFor(page, () => ['play', 'pass'].includes(document.getElementById('mirror').dataset.screen),
                null, { what: 'the table' });
  return seats;
}

// The private view: the "What only X can see" section, if any.
function privateView(mirror) {
  const title = Object.keys(mirror.sections).find((t) => t.startsWith('What only'));
  return title ? { title, lines: mirror.sections[title] } : null;
}

test('hot-seat: the mirror passes the device, plays moves and never shows the other hand',
     { timeout: 120000 }, async () => {
  const started = Date.now();
  const { page, errors } = browser;
  {
    let mirror = await readMirror(page);
    assert.ok(mirror.loadingHidden, 'the hidden loading screen is aria-hidden');
    assert.equal(mirror.liveAttr, 'polite');
    assert.equal(mirror.screen, 'home');
    assert.ok(mirror.actions.some((a) => a.startsWith('Play My First Christmas Tree')));

    const seats = await startGame(page, 'my-first-christmas-tree',
                                  (p) => click(p, 'setup:seat:1:human'));
    assert.equal(seats.length, 2);
    assert.match(seats[1], /human/, 'the setup is read out as chosen');
    const names = (await page.evaluate(() => window.tinsel.state().players)).map((p) => p.name);
    assert.equal(names.length, 2);

    // Each seat's private lines as last shown to them, and the DOM at every moment read.
    const seen = [null, null];
    const moments = [];
    // The move just played shows in the log once the table is back (behind the pass screen
    // the mirror holds no log).
    let played = null;
    const checkPlayed = (m) => {
      if (!played || m.screen !== 'play') return;
      assert.ok(m.log.some((line) => line.toLowerCase().endsWith(played.toLowerCase())),
                `"${played}" in the log: ${m.log.slice(-3)}`);
      played = null;
    };
    const passTheDevice = async (m) => {
      const ready = m.actions.find((a) => /ready/i.test(a));
      assert.ok(ready, `a ready button: ${m.actions}`);
      await press(page, 'mirror-actions', ready);
      const table = await waitFor(page, () => document.getElementById('mirror').dataset.screen === 'play',
                                  null, { what: 'the table after Ready' }).then(() => readMirror(page));
      moments.push(table);
      checkPlayed(table);
      return table;
    };
    let decisions = 0;
    let passes = 0;
    let at = -1;
    while (!(seen[0] && seen[1] && passes >= 2)) {
      assert.ok(decisions < 40, 'both players should have had the device by now');
      mirror = await mirrorAt(page, ['pass', 'play'], at);
      moments.push(mirror);
      if (mirror.screen === 'pass') {
        passes += 1;
        // Only the pass screen's words: no moves, nobody's hand, a Ready button.
        assert.equal(mirror.moves.length, 0);
        assert.equal(privateView(mirror), null, JSON.stringify(mirror.sections));
        assert.deepEqual(Object.keys(mirror.sections), ['Pass the device']);
        assert.equal(mirror.actions.length, 1);
        assert.equal(mirror.log.length, 0);
        assert.match(mirror.turn, /^Pass the device to /);
        mirror = await passTheDevice(mirror);
      }
      const state = await page.evaluate(() => window.tinsel.state());
      const me = state.current;
      const view = privateView(mirror);
      assert.ok(view, `the player to move sees their own view: ${Object.keys(mirror.sections)}`);
      assert.ok(view.title.includes(names[me] === 'You' ? 'you' : names[me]), view.title);
      seen[me] = view.lines;
      // Their legal moves, as buttons in the log's sentences (not action texts).
      assert.equal(mirror.moves.length, state.legal.length);
      assert.ok(!mirror.moves.includes(state.legal[0]) || state.legal[0].includes(' '),
                'labels are sentences');
      // Play the first move from the mirror; the log grows with it.
      const label = mirror.moves[0];
      const before = state.history_length;
      await press(page, 'mirror-moves', label);
      mirror = await mirrorAt(page, ['pass', 'play', 'over'], before, 'the move played');
      moments.push(mirror);
      played = label;
      checkPlayed(mirror);
      at = mirror.at - 1;
      decisions += 1;
    }
    // The DOM never held a seat's private lines while another seat (or nobody) could read it.
    for (const moment of moments) {
      const view = privateView(moment);
      for (let seat = 0; seat < 2; seat++) {
        if (!seen[seat] || (view && view.title.includes(names[seat] === 'You' ? 'you' : names[seat]))) continue;
        for (const line of seen[seat]) {
          if (view && view.lines.includes(line)) continue;  // the same words in their own view
          assert.ok(!moment.lines.includes(line),
                    `${names[seat]}'s "${line}" shown on ${moment.screen} at ${moment.at}`);
        }
      }
    }
    assert.ok(seen[0] && seen[1], 'both players saw their own hand');
    console.log(`hot-seat: ${decisions} moves, ${passes} pass screens`);
    assert.ok(moments.some((m) => m.live.length > 0), 'the live region announced something');
    await screenshot(page, 'mirror-hot-seat');
    assert.deepEqual(errors, []);
    if (mirror.screen === 'pass') await passTheDevice(mirror);
    assert.equal(played, null, 'every move played was found in the log');
    await press(page, 'mirror-actions', 'Home');
    console.log(`hot-seat mirror test: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
});

test('against Easy bots: log, turn and legal moves, a bid and cards played from the mirror',
     { timeout: 120000 }, async () => {
  const started = Date.now();
  const { page, errors } = browser;
  {
    await page.evaluate(() => window.tinsel.setBotPauseScale(0));
    const seats = await startGame(page, 'ghosts-of-christmas', async (p) => {
      await click(p, 'setup:seat:1:level:easy');
      await click(p, 'setup:seat:2:level:easy');
    });
    assert.equal(seats.length, 3);
    let played = 0;
    let at = -1;
    while (played < 2) {
      // The mirror when it is your move (Continue past a result shown step by step).
      const mirror = await waitFor(page, () => {
        const root = document.getElementById('mirror');
        const buttons = Array.from(root.querySelectorAll('#mirror-actions button'), (b) => b.textContent);
        const cont = buttons.find((b) => b.startsWith('Continue'));
        if (cont) return { cont };
        return root.dataset.screen === 'play' && root.querySelectorAll('#mirror-moves button').length > 0;
      }, null, { timeout: 30000, what: 'your move in the mirror' });
      if (mirror.cont) {
        await press(page, 'mirror-actions', mirror.cont);
        await waitFor(page, () => !Array.from(document.querySelectorAll('#mirror-actions button'))
          .some((b) => b.textContent.startsWith('Continue')), null, { what: 'Continue taken' });
        continue;
      }
      const now = await readMirror(page);
      if (now.at <= at) continue;
      const state = await page.evaluate(() => window.tinsel.state());
      assert.equal(now.turn, 'Your turn.');
      assert.equal(now.moves.length, state.legal.length);
      assert.ok(privateView(now), 'your hand is in the mirror');
      assert.ok(now.log.length > 0, 'the move log is there');
      const label = now.moves[now.moves.length - 1];
      await press(page, 'mirror-moves', label);
      const after = await waitFor(page, (before) => {
        const s = window.tinsel.state();
        return s.history_length > before ? s : null;
      }, state.history_length, { what: `"${label}" played` });
      assert.ok(after.history_length > state.history_length);
      const next = await mirrorAt(page, ['play', 'pass', 'over'], state.history_length, 'after your move');
      // The button says the move as the log will ("You take 2 purple doors.").
      assert.ok(next.log.some((line) => line.toLowerCase() === label.toLowerCase()),
                `"${label}" in the log: ${next.log.slice(-4)}`);
      at = now.at;
      played += 1;
    }
    // A stale button is refused in plain words, and nothing changes.
    const before = await page.evaluate(() => window.tinsel.state().history_length);
    await page.evaluate(() => Module.ccall('tinsel_mirror_request', 'number', ['string'],
                                           [JSON.stringify({ do: 'move', arg: 'nonsense', at: 0 })]));
    await waitFor(page, () => document.getElementById('mirror-refused').textContent.length > 0, null,
                  { what: 'the refusal' });
    const refused = await readMirror(page);
    assert.match(refused.refused, /changed|not a move|Not now|another screen/);
    assert.ok((await page.evaluate(() => window.tinsel.state().history_length)) >= before);
    assert.ok(refused.log.some((line) => !line.startsWith('You ')), 'bots\' moves and deals are logged');
    assert.ok(refused.live.length > 0, 'the live region announced the game');
    await screenshot(page, 'mirror-bots');
    assert.deepEqual(errors, []);
    console.log(`bots mirror test: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
});
