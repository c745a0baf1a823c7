// Browser test of Santa Timea (web build in dist/): a 3-player game (you + 2 bots, fixed seed)
// set up and played with real clicks on the table's widgets (docs/test-hooks.md): the boat
// on a start field, the pawns seated, ballots (an announcement, a Captain's Hat that wins
// and its pick), phase 3 (out, board), the step-by-step reveal during which bots wait, and a
// reload in the middle of a ballot that resumes on the same vote.
// Run: node --test santa.test.js. Screenshots: tests/e2e/artifacts/santa-*.png.
'use strict';

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const {
  startServer, launch, openApp, waitFor, click, screenshot, setUpGame,
} = require('./harness');

const SEED = '7';
let server;

before(async () => { server = await startServer(); });
after(async () => { if (server) await server.close(); });

function startSanta(page) {
  return setUpGame(page, { game: 'santa-timea', players: 3, seed: SEED });
}

// What the table waits for next: the reveal, the human's move, or the end.
function nextEvent(page) {
  return waitFor(page, () => {
    const s = window.tinsel.state();
    if (!s) return null;
    const ids = window.tinsel.widgets().map((w) => w.id);
    if (s.screen === 'over') return { kind: 'over', state: s };
    if (ids.includes('santa:continue')) return { kind: 'reveal', state: s };
    if (s.screen === 'pass') return { kind: 'pass', state: s };
    const player = s.players && s.players[s.current];
    if (s.screen === 'play' && player && player.kind === 'human' && s.legal.length) {
      return { kind: 'move', state: s };
    }
    return null;
  }, null, { timeout: 60000, what: 'the next thing on the Santa Timea table' });
}

function waitForMove(page, state, what) {
  return waitFor(page, (before) => {
    const s = window.tinsel.state();
    return s && s.history_length > before ? s : null;
  }, state.history_length, { what });
}

test('Santa Timea: setup, ballots with a winning hat, phase 3 by clicks; reload mid-ballot',
     { timeout: 4 * 60 * 1000 }, async () => {
  const browser = await launch();
  const { page } = browser;
  try {
    await openApp(page, server.url);
    await startSanta(page);
    await screenshot(page, 'santa-setup');

    const done = { place: 0, seat: 0, vote: 0, say: 0, hatWins: 0, out: 0, board: 0, reveals: 0 };
    let hatPending = false;
    let reloaded = false;
    for (let step = 0; step < 400; step++) {
      const { kind, state } = await nextEvent(page);
      if (kind === 'over') break;
      if (kind === 'pass') assert.fail('one human: the device is never passed');
      if (kind === 'reveal') {
        done.reveals++;
        if (done.reveals === 1) {
          // The cards are shown step by step and nothing moves meanwhile.
          await screenshot(page, 'santa-reveal');
          const lengths = await page.evaluate(async () => {
            const seen = new Set();
            for (let i = 0; i < 10; i++) {
              seen.add(window.tinsel.state().history_length);
              await new Promise((r) => setTimeout(r, 60));
            }
            return [...seen];
          });
          assert.equal(lengths.length, 1, 'a move was made while the ballot was revealed');
        }
        await click(page, 'santa:continue', { timeout: 3000 }).catch(() => {});
        await waitFor(page, () => !window.tinsel.widgets().some((w) => w.id === 'santa:continue'),
                      null, { what: 'the reveal to close' });
        continue;
      }
      const legal = state.legal;
      const first = legal[0];
      let m;
      if ((m = /^boat \w+ @ lane (\d)$/.exec(first)) || (m = /^black @ lane (\d)$/.exec(first))) {
        const lane = await click(page, `santa:lane:${m[1]}`);
        assert.equal(lane.label, `start field ${m[1]}`);
        await waitForMove(page, state, `placing on lane ${m[1]}`);
        done.place++;
        if (done.place === 1) await screenshot(page, 'santa-placed');
      } else if ((m = /^seat (officer|sailor) in (\w+)$/.exec(first))) {
        await click(page, `santa:rank:${m[1]}`);
        await click(page, `santa:seat:${m[2]}`);
        await waitForMove(page, state, `seating an ${m[1]} in ${m[2]}`);
        done.seat++;
        if (done.seat === 3) await screenshot(page, 'santa-seating');
      } else if (legal.some((t) => t.startsWith('vote '))) {
        if (done.hatWins > 0 && !reloaded) {
          // The middle of a ballot: reload, the same vote is waiting.
          await screenshot(page, 'santa-before-reload');
          await page.reload();
          await openApp(page, server.url);
          const resumed = await waitFor(page, (length) => {
            const s = window.tinsel.state();
            return s && s.screen === 'play' && s.history_length === length ? s : null;
          }, state.history_length, { what: `the game to resume at ${state.history_length}` });
          assert.equal(resumed.game, 'santa-timea');
          assert.deepEqual(resumed.legal, legal, 'still the same vote to cast');
          await findVoteWidgets(page);
          reloaded = true;
          await screenshot(page, 'santa-resumed');
          continue;
        }
        if (done.say === 0) {
          // An announcement first (public, binds nothing); the vote is still ours.
          const say = legal.find((t) => t.startsWith('say '));
          assert.ok(say, `no announcement in ${legal.join(', ')}`);
          await click(page, `santa:say:${say.slice(4)}`);
          await waitForMove(page, state, 'the announcement');
          done.say++;
          continue;
        }
        if (done.vote === 0) await screenshot(page, 'santa-ballot');
        // Hats until one wins alone (the bots may play hats too: they cancel).
        if (done.hatWins === 0 && legal.includes('vote hat')) {
          await click(page, 'santa:vote:hat');
          hatPending = true;
        } else {
          const vote = legal.find((t) => t.startsWith('vote ') && t !== 'vote hat');
          await click(page, `santa:vote:${vote.slice(5)}`);
        }
        await waitForMove(page, state, 'the vote');
        done.vote++;
      } else if ((m = /^pick (\w+)$/.exec(first))) {
        // The status line says why we pick: our hat won, or a tie as the start player.
        if (hatPending && /Captain's Hat wins/.test(state.message)) {
          done.hatWins++;
          await screenshot(page, 'santa-hat-pick');
        }
        hatPending = false;
        await click(page, `santa:pick:${m[1]}`);
        await waitForMove(page, state, `the pick ${m[1]}`);
      } else if ((m = /^(officer|sailor) out of (\w+)$/.exec(first))) {
        if (done.out === 0) await screenshot(page, 'santa-phase3-out');
        await click(page, `santa:out:${m[1]}:${m[2]}`);
        await waitForMove(page, state, `${first}`);
        done.out++;
      } else if ((m = /^board (\w+)$/.exec(first))) {
        if (done.board === 0) await screenshot(page, 'santa-phase3-board');
        await click(page, `santa:board:${m[1]}`);
        await waitForMove(page, state, `${first}`);
        done.board++;
      } else {
        assert.fail(`unexpected Santa Timea move: ${first}`);
      }
      if (reloaded && done.out >= 1 && done.board >= 1 && done.vote >= 6) break;
    }
    await screenshot(page, 'santa-later');
    assert.ok(done.place >= 1, 'the boat was placed');
    assert.ok(done.seat >= 7, `seated ${done.seat} pawns`);
    assert.ok(done.hatWins >= 1, 'a ballot was won with a Captain\'s Hat');
    assert.ok(reloaded, 'the game was reloaded in the middle of a ballot');
    assert.ok(done.out >= 1 && done.board >= 1, 'phase 3 was played');
    assert.ok(done.reveals >= 1, 'a reveal was shown');
    assert.deepEqual(browser.errors, [], 'the page reported errors');
  } finally {
    await browser.close();
  }
});

// After the reload the hand is on the table again: a card per vote.
async function findVoteWidgets(page) {
  await waitFor(page, () => window.tinsel.widgets().some((w) => w.id.startsWith('santa:vote:')),
                null, { what: 'the vote cards after the reload' });
}
