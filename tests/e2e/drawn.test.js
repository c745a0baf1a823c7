// What is drawn, read from the pixels: every widget the page registers (and so a tap reaches)
// shows something in its rectangle, on home, setup, a game's rules page and each game's table
// at its first turn, on a phone by touch and on a laptop. The layout check (state().layout)
// reads what the code meant to draw; this reads what the screen shows. Screenshots:
// tests/e2e/artifacts/drawn-<moment>-<size>.png when something is blank.
'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const {
  PHONE, startServer, launch, openApp, waitFor, click, screenshot, setUpGame, blankWidgets,
} = require('./harness');
const { humansTurn } = require('./game_clicks');

const SIZES = [
  { name: '390x844', device: { ...PHONE, deviceScaleFactor: 1 } },
  { name: '1366x768', device: { viewport: { width: 1366, height: 768 } } },
];
const toHome = (page) => waitFor(page, () => window.tinsel.state().screen === 'home', null,
                                 { what: 'home' });

for (const { name: size, device } of SIZES) {
  test(`every registered widget shows something, at ${size}`, { timeout: 5 * 60 * 1000 }, async () => {
    const server = await startServer();
    const browser = await launch(device);
    const { page } = browser;
    const found = [];
    const look = async (moment) => {
      const blank = await blankWidgets(page);
      if (blank.length) await screenshot(page, `drawn-${moment}-${size}`);
      found.push(...blank.map((id) => `${moment}: ${id}`));
    };
    try {
      await openApp(page, server.url);
      await page.evaluate(() => window.tinsel.setBotPauseScale(0));
      await look('home');
      const games = await page.evaluate(() => window.tinsel.games());
      for (const { id, min_players: fewest, max_players: most } of games) {
        await click(page, `home:rules:${id}`);
        await waitFor(page, () => window.tinsel.state().screen === 'rules', null, { what: 'rules' });
        await look(`${id}-rules`);
        await click(page, 'rules:back');
        await toHome(page);
        await setUpGame(page, { game: id, players: Math.min(Math.max(fewest, 3), most) });
        await humansTurn(page);
        await look(`${id}-table`);
        await page.keyboard.press('Escape');
        await toHome(page);
      }
      await click(page, 'home:play:' + games[0].id);
      await waitFor(page, () => window.tinsel.state().screen === 'setup', null, { what: 'setup' });
      await look('setup');
      assert.deepEqual(found, [], 'widgets with nothing drawn in them');
      assert.deepEqual(browser.errors, []);
    } finally {
      await browser.close();
      await server.close();
    }
  });
}
