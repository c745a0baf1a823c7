// A guided first game played by presses of its widgets (lessons.test.js, test_games.test.js):
// the coach's Next, the asked moves on the table (game_clicks.js), nothing else; every moment
// passes the layout check. Screenshots: tests/e2e/artifacts/lesson-<game>-<moment>-<size>.png.
'use strict';

const assert = require('node:assert/strict');
const { waitFor, click, frames, screenshot, getState } = require('./harness');
const { playByClicks } = require('./game_clicks');

const lessonOf = (page) => page.evaluate(() => window.tinsel.state().lesson || null);

// Waits for the lesson to show a step other than `last` (or any, with last null).
async function nextMoment(page, last) {
  return waitFor(page, (seen) => {
    const lesson = window.tinsel.state().lesson;
    if (!lesson || lesson.phase === 'others-move') return null;
    const key = `${lesson.step}|${lesson.phase}`;
    return key !== seen ? lesson : null;
  }, last, { timeout: 20000, what: 'the next step of the lesson' });
}

// Plays the open lesson to its end with click() (taps or keys, as the page's input mode is).
// Screenshots the first move asked, the first "why" after another seat's move, and the end.
async function playLesson(page, game, size, { stopAt = Infinity, stopAtAsk = false } = {}) {
  const shots = new Set();
  let last = null;
  let learnerMoves = 0;
  for (let guard = 0; guard < 200; ++guard) {
    const lesson = await nextMoment(page, last);
    last = `${lesson.step}|${lesson.phase}`;
    // Every moment of every lesson passes the layout check (nothing cut, clipped or covered).
    const { layout } = await getState(page);
    if (layout.length) await screenshot(page, `lesson-${game}-layout-problem-${size}`);
    assert.deepEqual(layout, [], `${game}, step ${lesson.step + 1} (${lesson.phase}): layout`);
    if (lesson.step >= stopAt) return lesson;
    if (lesson.phase === 'end') {
      await frames(page, 3);
      await screenshot(page, `lesson-${game}-end-${size}`);
      return { ...lesson, learnerMoves };
    }
    if (lesson.phase === 'your-move') {
      if (!shots.has('ask')) {
        shots.add('ask');
        await frames(page, 3);
        await screenshot(page, `lesson-${game}-ask-${size}`);
        if (stopAtAsk) return lesson;
      }
      await playByClicks(page, game, lesson.asked);
      ++learnerMoves;
      continue;
    }
    if (lesson.phase === 'why' && learnerMoves > 0 && !shots.has('why')) {
      shots.add('why');
      await frames(page, 3);
      await screenshot(page, `lesson-${game}-why-${size}`);
    }
    await click(page, 'lesson:next');
  }
  throw new Error(`${game}: the lesson did not end`);
}

async function openLesson(page, game) {
  await click(page, `home:learn:${game}`);
  await waitFor(page, (id) => {
    const s = window.tinsel.state();
    return s.screen === 'lesson' && s.lesson && s.lesson.game === id;
  }, game, { what: `the ${game} lesson` });
}

module.exports = { lessonOf, nextMoment, playLesson, openLesson };
