// My First Christmas Tree's moves as clicks on the table's widgets (docs/test-hooks.md): the
// action texts of window.tinsel.state().legal mapped to the widgets a player clicks.
'use strict';

const { click } = require('./harness');

// "red gear" -> "red-gear", as in the hand's widget ids.
const cardId = (card) => card.replace(/ /g, '-');

// Clicks a pool card by its label (the card's name).
function clickPoolCard(page, card) {
  return click(page, (w) => w.id.startsWith('mfct:pool:') && w.label === card);
}

// Plays `action` (an action text of the viewer's legal moves) with clicks. `already` says
// what earlier clicks of this decision did: {armed: true} the commit button is armed,
// {selected: 'red gear'} that hand card is chosen, {first: 'red'} that colour of a committed
// box count is chosen.
async function clickAction(page, action, already = {}) {
  let m;
  if ((m = /^take (.+)$/.exec(action))) {
    await clickPoolCard(page, m[1]);
  } else if ((m = /^commit take (.+)$/.exec(action))) {
    if (!already.armed) await click(page, 'mfct:commit:take');
    await clickPoolCard(page, m[1]);
  } else if (action === 'commit refresh') {
    await click(page, 'mfct:commit:refresh');
  } else if (action === 'skip take') {
    await click(page, 'mfct:skip');
  } else if ((m = /^(commit )?play (\w+ [\w-]+)(?: (left|right))?$/.exec(action))) {
    const [, commit, card, side] = m;
    if (commit && !already.armed) await click(page, 'mfct:commit:play');
    if (already.selected !== card) await click(page, `mfct:hand:${cardId(card)}`);
    await click(page, `mfct:end:${side || 'right'}`);
  } else if ((m = /^decorate (\S+)$/.exec(action))) {
    const button = await click(page, 'mfct:decorate');
    // One matching line: the button decorates it; several: then the line's button.
    if (!button.label.includes(m[1])) await click(page, `mfct:line:${m[1]}`);
  } else if ((m = /^cube (\S+)$/.exec(action))) {
    await click(page, `mfct:tile:${m[1]}`);
  } else if ((m = /^box (\w+)$/.exec(action))) {
    await click(page, `mfct:box:${m[1]}`);
  } else if ((m = /^commit box (\w+)\+(\w+)$/.exec(action))) {
    if (!already.armed) await click(page, 'mfct:commit:box');
    // The colours in either order: the second click makes the move.
    const [, a, b] = m;
    if (already.first === a || already.first === b) {
      await click(page, `mfct:box:${already.first === a ? b : a}`);
    } else {
      await click(page, `mfct:box:${a}`);
      await click(page, `mfct:box:${b}`);
    }
  } else if (action === 'end turn') {
    await click(page, 'mfct:end-turn');
  } else {
    throw new Error(`no clicks known for the My First Christmas Tree move "${action}"`);
  }
}

module.exports = { clickAction, clickPoolCard, cardId };
