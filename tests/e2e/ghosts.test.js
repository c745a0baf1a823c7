// Browser test of Ghosts of Christmas (web build in dist/): a 4-player game (you + 3 bots)
// set up, bid and played with real clicks on the table's widgets (docs/test-hooks.md), the
// trick scoring and the hand summary, and a reload in the middle of the hand that resumes
// where it was. Run: node --test ghosts.test.js. Screenshots: tests/e2e/artifacts/ghosts-*.png.
'use strict';

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const {
  startServer, launch, openApp, waitFor, click, screenshot, setUpGame,
} = require('./harness');

// A fixed deal keeps the hand the same on every run (the bots and the human's choices are
// deterministic too), so the hand's scores are known to move.
const SEED = '2024';
let server;

before(async () => { server = await startServer(); });
after(async () => { if (server) await server.close(); });

function startGhosts(page) {
  return setUpGame(page, {
    game: 'ghosts-of-christmas', players: 4, options: { bidding: 'doors', beyond: 'off' },
    seed: SEED, beforeStart: (p) => screenshot(p, 'ghosts-setup'),
  });
}

// What the table waits for next: the human's move, the trick scoring, the hand summary, or
// the end of the game.
function nextEvent(page) {
  return waitFor(page, () => {
    const s = window.tinsel.state();
    if (!s) return null;
    const ids = window.tinsel.widgets().map((w) => w.id);
    if (s.screen === 'over') return { kind: 'over', state: s };
    if (ids.includes('ghosts:continue')) return { kind: 'summary', state: s };
    if (ids.includes('ghosts:skip')) return { kind: 'scoring', state: s };
    if (s.screen === 'pass') return { kind: 'pass', state: s };
    const player = s.players && s.players[s.current];
    if (s.screen === 'play' && player && player.kind === 'human' && s.legal.length) {
      return { kind: s.legal[0].startsWith('bid') ? 'bid' : 'play', state: s };
    }
    return null;
  }, null, { timeout: 60000, what: 'the next thing on the Ghosts table' });
}

function waitForMove(page, state, what) {
  return waitFor(page, (before) => {
    const s = window.tinsel.state();
    return s && s.history_length > before ? s : null;
  }, state.history_length, { what });
}

// Bids 3 purple doors and the red door with clicks, checking the rule shown on the way.
async function bid(page, state) {
  assert.ok(state.legal.includes('bid 3+red'), `legal bids: ${state.legal.join(', ')}`);
  await click(page, 'ghosts:bid:3');
  await click(page, 'ghosts:red:on');
  const confirm = await click(page, 'ghosts:bid:confirm');
  assert.match(confirm.label, /3 doors \+ red/);
  return waitForMove(page, state, 'the bid to be made');
}

// Plays legal[0] ("H7 -> past"): the card, then the era.
async function play(page, state) {
  const text = state.legal[0];
  const move = /^([HBSC]\d+) -> (past|present|future|beyond)$/.exec(text);
  assert.ok(move, `unexpected Ghosts action text: ${text}`);
  const card = await click(page, `ghosts:card:${move[1]}`);
  assert.equal(card.label, move[1]);
  const era = await click(page, `ghosts:era:${move[2]}`);
  assert.equal(era.label.toLowerCase(), move[2]);
  return waitForMove(page, state, `the play "${text}"`);
}

test('Ghosts of Christmas: bid and play a full hand with clicks, reload resumes mid-hand',
     { timeout: 5 * 60 * 1000 }, async () => {
  const browser = await launch();
  const { page } = browser;
  try {
    await openApp(page, server.url);
    await startGhosts(page);

    let plays = 0;
    let bids = 0;
    let scorings = 0;
    let reloaded = false;
    let scoresBefore = null;
    for (;;) {
      const { kind, state } = await nextEvent(page);
      if (kind === 'over') assert.fail('the game ended during the first hand');
      if (kind === 'pass') {
        await click(page, 'pass:ready');
      } else if (kind === 'bid') {
        if (bids === 0) await screenshot(page, 'ghosts-bidding');
        scoresBefore = state.players.map((p) => p.score);
        await bid(page, state);
        bids++;
      } else if (kind === 'play') {
        if (plays === 4 && !reloaded) {
          // Mid-hand: a reload returns to the same position.
          await screenshot(page, 'ghosts-before-reload');
          await page.reload();
          await openApp(page, server.url);
          const resumed = await waitFor(page, (length) => {
            const s = window.tinsel.state();
            return s && ['play', 'pass'].includes(s.screen) && s.history_length === length
              ? s : null;
          }, state.history_length, { what: `the game to resume at ${state.history_length}` });
          assert.equal(resumed.game, 'ghosts-of-christmas');
          reloaded = true;
          await screenshot(page, 'ghosts-resumed');
          continue;
        }
        if (plays === 1) await screenshot(page, 'ghosts-mid-round');
        await play(page, state);
        plays++;
      } else if (kind === 'scoring') {
        scorings++;
        if (scorings === 1) {
          // Watch the first one step by step: nothing moves until it has finished by itself.
          await screenshot(page, 'ghosts-trick-scoring');
          const during = await page.evaluate(async () => {
            const lengths = new Set();
            const start = Date.now();
            while (window.tinsel.widgets().some((w) => w.id === 'ghosts:skip')) {
              if (Date.now() - start > 20000) return { timeout: true };
              lengths.add(window.tinsel.state().history_length);
              await new Promise((r) => setTimeout(r, 50));
            }
            return { lengths: [...lengths], seconds: (Date.now() - start) / 1000 };
          });
          assert.ok(!during.timeout, 'the trick scoring did not finish by itself');
          assert.equal(during.lengths.length, 1, 'a move was made while the tricks were scored');
        } else {
          // Skip the rest (it may finish by itself before the click lands).
          await click(page, 'ghosts:skip', { timeout: 3000 }).catch(() => {});
        }
      } else if (kind === 'summary') {
        await screenshot(page, 'ghosts-hand-summary');
        assert.equal(plays, 12, 'the human played 12 cards in the hand');
        assert.equal(bids, 1);
        assert.ok(scorings >= 3, `trick scoring was shown ${scorings} times`);
        const after = state.players.map((p) => p.score);
        assert.notDeepEqual(after, scoresBefore, 'nobody scored in the hand');
        await click(page, 'ghosts:continue');
        const next = await nextEvent(page);
        assert.notEqual(next.kind, 'summary');
        await screenshot(page, 'ghosts-next-hand');
        break;
      }
    }
    assert.ok(reloaded, 'the game was reloaded mid-hand');
    assert.deepEqual(browser.errors, [], 'the page reported errors');
  } finally {
    await browser.close();
  }
});
