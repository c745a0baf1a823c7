// The tests' page (build/dist-test-games, made by scripts/build-web --test-games): the shipped
// bundle with the tests' own games (tests/games) registered too. A game added through the
// registry alone is found by every path of the page that covers every game, with no edit
// outside its folders: its card on home, its guided first game played to the end by taps on a
// phone, its rules page fetched when first opened, and a whole game against a bot searching in
// the page's workers, the layout check clean at every turn. Screenshots:
// tests/e2e/artifacts/test-game-<game>-*.png.
'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const {
  PHONE, startServer, launch, openApp, waitFor, click, getState, getWidgets, screenshot,
  useInput, setUpGame,
} = require('./harness');
const { playLesson, openLesson } = require('./lesson_clicks');
const { humansTurn, playByClicks } = require('./game_clicks');

const TEST_GAMES_DIST = path.resolve(process.env.TINSEL_TEST_GAMES_DIST ||
                                     path.join(__dirname, '..', '..', 'build', 'dist-test-games'));
// As lessons.test.js: a phone's size and touch at devicePixelRatio 1.
const LEAN_PHONE = { ...PHONE, deviceScaleFactor: 1 };
const toHome = (page) => waitFor(page, () => window.tinsel.state().screen === 'home', null,
                                 { what: 'home' });

test("the tests' own games are found and played through the registry alone",
     { timeout: 10 * 60 * 1000 }, async () => {
  assert.ok(fs.existsSync(path.join(TEST_GAMES_DIST, 'index.html')),
            `no tests' page in ${TEST_GAMES_DIST}: run scripts/build-web --test-games`);
  const shipped = await startServer();
  const withTestGames = await startServer(TEST_GAMES_DIST);
  const browser = await launch(LEAN_PHONE);
  const { page } = browser;
  try {
    await openApp(page, shipped.url);
    const shippedIds = (await page.evaluate(() => window.tinsel.games())).map((g) => g.id);
    await openApp(page, withTestGames.url);
    const games = await page.evaluate(() => window.tinsel.games());
    // The shipped games first, as on the shipped page, then the tests' own.
    assert.deepEqual(games.slice(0, shippedIds.length).map((g) => g.id), shippedIds);
    const extra = games.slice(shippedIds.length);
    assert.ok(extra.length > 0, "the tests' page registers the tests' own games");
    const cards = (await getWidgets(page)).map((w) => w.id).filter((id) => id.startsWith('home:play:'));
    assert.deepEqual(cards, games.map((g) => `home:play:${g.id}`), 'a card on home for each game');
    assert.deepEqual((await getState(page)).layout, [], 'home with every card: layout');
    await screenshot(page, 'test-game-home-390x844');
    await page.evaluate(() => window.tinsel.setBotPauseScale(0));
    useInput(page, 'touch');

    for (const { id, min_players: players } of extra) {
      // Its guided first game, by taps, to the end (every moment passes the layout check).
      await openLesson(page, id);
      const end = await playLesson(page, id, '390x844');
      assert.equal(end.phase, 'end');
      assert.ok(end.learnerMoves >= 1, `${id}: the learner moved`);
      await click(page, 'lesson:leave');
      await toHome(page);

      // Its rules page, fetched from the tests' page's rules/<id>.json when first opened.
      await click(page, `home:rules:${id}`);
      const rules = await waitFor(page, () => {
        const mirror = window.tinsel.mirror();
        const section = mirror && mirror.sections &&
          mirror.sections.find((s) => s.title === 'Our rulings');
        return section && section.lines.length > 0 ? mirror : null;
      }, null, { what: `${id}'s rules page` });
      assert.ok(rules.sections.find((s) => s.title === 'Rules').lines.length > 0);
      assert.deepEqual((await getState(page)).layout, [], `${id}'s rules page: layout`);
      await click(page, 'rules:back');
      await toHome(page);

      // A whole game against bots (their searches run in the page's workers), each of our
      // moves its first legal one by taps; the layout check is clean at every turn.
      await setUpGame(page, { game: id, players });
      let moves = 0;
      for (;;) {
        const state = await humansTurn(page, { orOver: true });
        if (state.screen === 'over') break;
        assert.deepEqual(state.layout, [], `${id}, move ${state.history_length}: layout`);
        if (moves === 0) await screenshot(page, `test-game-${id}-play-390x844`);
        await playByClicks(page, id, state.legal[0]);
        ++moves;
        assert.ok(moves < 500, `${id}: the game ends`);
      }
      const over = await getState(page);
      assert.ok(moves > 0, `${id}: the human moved`);
      assert.deepEqual(over.layout, [], `${id}, game over: layout`);
      await screenshot(page, `test-game-${id}-over-390x844`);
      console.log(`${id}: lesson, rules and a game of ${moves} moves against bots played`);
      await click(page, 'over:home');
      await toHome(page);
    }
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
    await withTestGames.close();
    await shipped.close();
  }
});
