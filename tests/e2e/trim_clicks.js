// Trim the Tree by real clicks, for the browser tests: set up a game against a bot, wait for
// the human's turn, play a legal move by clicking the ornament in the Box and then the space.
'use strict';

const assert = require('node:assert/strict');
const { waitFor, click } = require('./harness');

// Home -> setup (2 players: a human in seat 0, a bot in seat 1) -> play.
async function startTrimAgainstBot(page) {
  await click(page, /^home:play:trim/);
  await waitFor(page, () => window.tinsel.state().screen === 'setup', null, { what: 'setup' });
  await click(page, 'setup:players:2');
  await click(page, 'setup:seat:0:human');
  await click(page, 'setup:seat:1:bot');
  await click(page, 'setup:start');
  await waitFor(page, () => ['play', 'pass'].includes(window.tinsel.state().screen), null,
                { what: 'the play screen' });
}

// Waits until the game is over or a human may move (passing the device if asked).
async function humanTurn(page) {
  for (;;) {
    const state = await waitFor(page, () => {
      const s = window.tinsel.state();
      if (!s) return null;
      if (s.over || s.screen === 'over' || s.screen === 'pass') return s;
      const player = s.players && s.players[s.current];
      return s.screen === 'play' && player && player.kind === 'human' && s.legal.length ? s : null;
    }, null, { timeout: 120000, what: "the human's turn" });
    if (state.screen !== 'pass') return state;
    await click(page, 'pass:ready');
  }
}

// Plays the first legal move ("purple bell @ 7"): click the ornament in the Box, then the space.
async function playTrimMove(page, state) {
  const text = state.legal[0];
  const move = /^(.+) @ (\d+)$/.exec(text);
  assert.ok(move, `unexpected Trim the Tree action text: ${text}`);
  const [, ornament, space] = move;
  await click(page, (w) => /^trim:box:\d+$/.test(w.id) && w.label === ornament);
  await click(page, `trim:space:${state.current}:${space}`);
  return waitFor(page, (before) => {
    const s = window.tinsel.state();
    return s && (s.over || s.history_length > before) ? s : null;
  }, state.history_length, { what: `the move "${text}" to be played` });
}

module.exports = { startTrimAgainstBot, humanTurn, playTrimMove };
