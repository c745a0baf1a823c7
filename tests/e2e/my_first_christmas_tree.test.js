// Browser test of My First Christmas Tree (web build in dist/): you against an Easy bot, set
// up with clicks, then real clicks on the table's widgets (docs/test-hooks.md, mfct_clicks.js)
// until every kind of move has been made, a box step taken and the page reloaded in the
// middle of the game (it resumes at the same position). It stops there: the rest of a game is
// more of the same clicks (about 120 more decisions, 4 minutes of the test run); the native
// layout walk (tests/app_flow) plays every game to its game-over screen at every size.
// Run: node --test my_first_christmas_tree.test.js.
// Screenshots: tests/e2e/artifacts/mfct-*.png (the table at 1280x800 and at 2560x1440 too).
'use strict';

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const {
  startServer, launch, openApp, waitFor, click, findWidget, getWidgets, frames, screenshot,
  setUpGame, reloadAndResume,
} = require('./harness');
const { clickAction, cardId } = require('./mfct_clicks');

// The deal, the bot and the policy below are deterministic: with this seed the game takes
// about 30 rounds and the human meets, within its first 60 decisions, every kind of move (take, play, decorate, cube, end and
// each commit ability). Since save format 2 (chance bound to the rules version, options and
// seats) this seed deals no choice among lines: that is reported, not required, until a seed
// that deals one again is found.
const SEED = '1239';
// The human decision before which the page is reloaded.
const RELOAD_AT = 40;

let server;
before(async () => { server = await startServer(); });
after(async () => { if (server) await server.close(); });

// Waits until the human may decide (or the game is over).
function nextDecision(page) {
  return waitFor(page, () => {
    const s = window.tinsel.state();
    if (!s) return null;
    if (s.screen === 'over') return s;
    const player = s.players && s.players[s.current];
    return s.screen === 'play' && player && player.kind === 'human' && s.legal.length ? s : null;
  }, null, { timeout: 60000, what: 'your next decision or the end' });
}

function waitForMove(page, state, what) {
  return waitFor(page, (before) => {
    const s = window.tinsel.state();
    return s && (s.screen === 'over' || s.history_length > before) ? s : null;
  }, state.history_length, { what });
}

const labelOf = async (page, id) => (await findWidget(page, id)).label;

// The cards of the play moves in `legal` with this prefix ("play ", "commit play "), in order.
function playCards(legal, prefix) {
  const cards = [];
  for (const text of legal) {
    const m = new RegExp(`^${prefix}(\\w+ [\\w-]+)`).exec(text);
    if (m && !cards.includes(m[1])) cards.push(m[1]);
  }
  return cards;
}

// Chooses each card in turn until an end of the row keeps the row growing (its label says
// when it would start a new row instead). Returns the play and the card left chosen.
async function findKeepingPlay(page, legal, prefix) {
  let selected = null;
  for (const card of playCards(legal, prefix)) {
    await click(page, `mfct:hand:${cardId(card)}`);
    selected = card;
    const ids = (await getWidgets(page)).map((w) => w.id);
    if (!ids.includes('mfct:end:left')) return { action: `${prefix}${card}`, selected };
    if (!(await labelOf(page, 'mfct:end:left')).includes('new row')) {
      return { action: `${prefix}${card} left`, selected };
    }
    if (!(await labelOf(page, 'mfct:end:right')).includes('new row')) {
      return { action: `${prefix}${card} right`, selected };
    }
  }
  return { action: null, selected };
}

// The box step: the colour that takes the most (its label says what), else, with the commit,
// the first pair of colours that takes something.
async function chooseBox(page, legal, shots) {
  const worth = (label) => (/your box/.test(label) ? 2 : /neutral/.test(label) ? 1 : 0);
  const boxes = (await getWidgets(page)).filter((w) => /^mfct:box:/.test(w.id));
  let best = boxes[0];
  for (const box of boxes) if (worth(box.label) > worth(best.label)) best = box;
  if (shots.box++ === 0) await screenshot(page, 'mfct-box');
  if (worth(best.label) > 0 || !legal.some((t) => t.startsWith('commit box '))) {
    await click(page, best.id);
    return `box ${best.id.slice('mfct:box:'.length)}`;
  }
  await click(page, 'mfct:commit:box');
  for (const first of boxes) {
    await click(page, first.id);
    const others = (await getWidgets(page)).filter((w) => /^mfct:box:/.test(w.id) && w.id !== first.id);
    const pair = others.find((w) => worth(w.label) > 0);
    if (pair) {
      await screenshot(page, 'mfct-box-commit');
      await click(page, pair.id);
      return `commit box (${first.label} / ${pair.label})`;
    }
    await click(page, first.id);  // takes the first colour back
  }
  throw new Error('the box step offered nothing to take');
}

// One decision of the human's policy, played with clicks: decorate when the row has reached its
// maximum or the hand is empty; place cubes on the first free tile; take the best box; keep the
// row growing; take the first pool card; use each commit ability now and then (by the
// decision's number `d`). Returns what was done, for the log.
async function decide(page, state, d, shots) {
  const legal = state.legal;
  const first = (prefix) => legal.find((t) => t.startsWith(prefix));
  const hand = (await getWidgets(page)).filter((w) => w.id.startsWith('mfct:hand:')).length;
  const decorations = legal.filter((t) => t.startsWith('decorate '));
  if (decorations.length && shots.matching++ === 0) await screenshot(page, 'mfct-row-matches');
  if (decorations.length && (!legal.includes('end turn') || hand === 0)) {
    if (decorations.length > 1 && shots.lines++ === 0) {
      await click(page, 'mfct:decorate');
      await screenshot(page, 'mfct-line-choice');
      await click(page, `mfct:line:${decorations[0].slice('decorate '.length)}`);
      return decorations[0];
    }
    await clickAction(page, decorations[0]);
    return decorations[0];
  }
  if (first('cube ')) {
    if (shots.cubes++ === 0) await screenshot(page, 'mfct-decorating');
    await clickAction(page, first('cube '));
    return first('cube ');
  }
  if (first('box ') || first('commit box ')) return chooseBox(page, legal, shots);
  if (first('play ')) {
    let { action, selected } = await findKeepingPlay(page, legal, 'play ');
    if (!action) action = first('play ').replace(/ left$/, ' right');
    await clickAction(page, action, { selected });
    return action;
  }
  if (first('commit take ')) {
    const action = d % 5 === 1 ? first('commit take ') : 'skip take';
    await clickAction(page, action);
    return action;
  }
  if (first('take ') || legal.includes('skip take')) {
    const action = d % 11 === 5 && legal.includes('commit refresh') ? 'commit refresh'
      : first('take ') || 'skip take';
    await clickAction(page, action);
    return action;
  }
  if (first('commit play ') && d % 4 === 2) {
    await click(page, 'mfct:commit:play');
    if (shots.commitPlay++ === 0) await screenshot(page, 'mfct-commit-play');
    const { action, selected } = await findKeepingPlay(page, legal, 'commit play ');
    if (action) {
      await clickAction(page, action, { armed: true, selected });
      return action;
    }
  }
  await clickAction(page, 'end turn');
  return 'end turn';
}

// The table at another window size, then back.
async function screenshotAt(page, width, height, name) {
  await page.setViewportSize({ width, height });
  await waitFor(page, ([w]) => window.innerWidth === w, [width], { what: `a ${width} px window` });
  await frames(page, 6);
  await screenshot(page, name);
  await page.setViewportSize({ width: 1280, height: 800 });
  await frames(page, 6);
}

// The kinds of decision the game must have offered and the human made by clicks.
const KINDS = ['take', 'play', 'decorate', 'cube', 'end', 'commit take', 'commit play',
               'commit refresh'];

test('My First Christmas Tree: every kind of move by clicks against an Easy bot, reload resumes',
     { timeout: 8 * 60 * 1000 }, async (t) => {
  const started = Date.now();
  const browser = await launch();
  const { page } = browser;
  try {
    await openApp(page, server.url);
    // A whole game is long: no pauses before the bot's moves (they are for people watching).
    await page.evaluate(() => window.tinsel.setBotPauseScale(0));
    await setUpGame(page, {
      game: 'my-first-christmas-tree', players: 2, seed: SEED,
      beforeStart: async (p) => {
        await click(p, 'setup:seat:1:level:easy');
        await screenshot(p, 'mfct-setup');
      },
    });
    const shots = { matching: 0, lines: 0, cubes: 0, box: 0, commitPlay: 0 };
    const done = new Set();
    let reloaded = false;
    let d = 0;
    const covered = () => reloaded && shots.box > 0 && KINDS.every((kind) => done.has(kind));
    for (let state = await nextDecision(page); !covered(); state = await nextDecision(page)) {
      assert.notEqual(state.screen, 'over',
                      `the game ended before every kind of move (${[...done].join(', ')})`);
      assert.ok(d < 150, `not every kind of move in 150 decisions (${[...done].join(', ')})`);
      assert.equal(state.game, 'my-first-christmas-tree');
      if (d === RELOAD_AT && !reloaded) {
        await screenshot(page, 'mfct-before-reload');
        await screenshotAt(page, 2560, 1440, 'mfct-2560x1440');
        await reloadAndResume(page, server.url, state);
        reloaded = true;
        await screenshot(page, 'mfct-resumed');
        continue;
      }
      const did = await decide(page, state, d, shots);
      done.add(did.replace(/^(commit \w+|\w+).*$/, '$1'));
      await waitForMove(page, state, `"${did}" to be played`);
      d++;
    }
    await screenshot(page, 'mfct-later');
    t.diagnostic(`line choices ${shots.lines}`);
    await click(page, 'play:menu');
    await click(page, 'play:menu:home');
    await waitFor(page, () => window.tinsel.state().screen === 'home', null, { what: 'home' });
    assert.deepEqual(browser.errors, [], 'the page reported errors');
    t.diagnostic(`${d} decisions by clicks in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await browser.close();
  }
});
