// Every game's moves as presses of the table's widgets (docs/test-hooks.md, widget id
// contract): an action text of window.tinsel.state().legal is played by click() (harness.js),
// so by the mouse, a finger or the keyboard, whichever input the page uses.
'use strict';

const { waitFor, click, findWidget, wordsOf } = require('./harness');
const { clickAction: clickMfctAction } = require('./mfct_clicks');

// The buttons a view shows while it holds a result (trick scoring, a ballot's reveal).
const HOLD_BUTTONS = ['ghosts:skip', 'ghosts:continue', 'santa:continue'];

// Waits until the human (seat 0) may move, stepping through anything a view holds for
// (trick scoring, ballot reveals: their Skip/Continue buttons). Resolves to the state, or to
// the state of the game-over screen when `orOver`.
async function humansTurn(page, { orOver = false, timeout = 120000 } = {}) {
  for (;;) {
    const next = await waitFor(page, ({ holds, orOver }) => {
      const s = window.tinsel.state();
      if (!s) return null;
      if (orOver && s.screen === 'over') return { state: s };
      const ids = window.tinsel.widgets().map((w) => w.id);
      const hold = holds.find((id) => ids.includes(id));
      if (hold) return { hold };
      if (s.screen === 'play' && s.current === 0 && s.legal && s.legal.length) return { state: s };
      return null;
    }, { holds: HOLD_BUTTONS, orOver }, { timeout, what: "the human's turn" });
    if (next.state) return next.state;
    // These close by themselves too: the button may be gone before the press lands.
    await click(page, next.hold, { timeout: 3000 }).catch(() => {});
  }
}

// Plays an action text by pressing its widgets.
async function playByClicks(page, game, action) {
  if (game === 'trim-the-tree') {
    // "<ornament> @ <n>": the ornament in the Box, then space n of the current tree.
    const [ornament, space] = action.split(' @ ');
    const words = await wordsOf(page);  // the Box's labels are in the language read
    const box = await findWidget(page, (w) => w.id.startsWith('trim:box:') && w.label === words(ornament));
    await click(page, box.id);
    await click(page, `trim:space:0:${space}`);
    return;
  }
  if (game === 'ghosts-of-christmas') {
    const bid = action.match(/^bid (\d+)(\+red)?$/);
    if (bid) {
      await click(page, `ghosts:bid:${bid[1]}`);
      await click(page, bid[2] ? 'ghosts:red:on' : 'ghosts:red:off');
      await click(page, 'ghosts:bid:confirm');
      return;
    }
    const [card, era] = action.split(' -> ');
    await click(page, `ghosts:card:${card}`);
    await click(page, `ghosts:era:${era}`);
    return;
  }
  if (game === 'my-first-christmas-tree') {
    await clickMfctAction(page, action);
    return;
  }
  if (game !== 'santa-timea') {
    // Any other game (the tests' own, tests/games): a move of one word is its button
    // "<game>:<move>" (docs/test-hooks.md, widget id contract).
    await click(page, `${game}:${action}`);
    return;
  }
  // Santa Timea.
  let m;
  if ((m = action.match(/^boat \w+ @ lane (\d+)$/)) || (m = action.match(/^black @ lane (\d+)$/))) {
    await click(page, `santa:lane:${m[1]}`);
  } else if ((m = action.match(/^seat (officer|sailor) in (\w+)$/))) {
    await click(page, `santa:rank:${m[1]}`);
    await click(page, `santa:seat:${m[2]}`);
  } else if ((m = action.match(/^vote (\w+)$/))) {
    await click(page, `santa:vote:${m[1]}`);
  } else if ((m = action.match(/^say (\w+)$/))) {
    await click(page, `santa:say:${m[1]}`);
  } else if ((m = action.match(/^pick (\w+)$/))) {
    await click(page, `santa:pick:${m[1]}`);
  } else if ((m = action.match(/^(officer|sailor) out of (\w+)$/))) {
    await click(page, `santa:out:${m[1]}:${m[2]}`);
  } else if ((m = action.match(/^board (\w+)$/))) {
    await click(page, `santa:board:${m[1]}`);
  } else {
    throw new Error(`no clicks known for the Santa Timea move "${action}"`);
  }
}

module.exports = { humansTurn, playByClicks, HOLD_BUTTONS };
