// How fast the bots' web workers search, with 1, 2 and 4 workers, in headless chromium on
// loopback (a benchmark, not a test; figures for docs/benchmarks.md):
//   TINSEL_DIST=<dist> node measure_workers.js [--iterations N] [--rounds R] [--games a,b]
// For each game the app is set up against Hard bots and asked for a hint; the search request
// it sends to its workers (tinsel/search_request.h) is kept. Then W fresh workers
// (web/bot_worker.js) each search that request with their own index and N iterations, W = 1,
// 2, 4, R rounds each; the figure is the summed iterations over the wall time from sending to
// the last answer (the median round). Scaling efficiency: the speed over W times the speed of
// one worker. On a machine with fewer free cores than workers it cannot reach 1.
'use strict';

const { startServer, launch, openApp, waitFor, click, setUpGame } = require('./harness');
const { humansTurn } = require('./game_clicks');

const GAMES = { 'trim-the-tree': 2, 'ghosts-of-christmas': 3, 'santa-timea': 3,
                'my-first-christmas-tree': 2 };

function flag(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
}
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// The search request of a hint at the human's first decision of `game`.
async function hintRequest(page, url, game) {
  await openApp(page, url);
  await setUpGame(page, { game, players: GAMES[game], seed: 7 });
  await page.evaluate(() => {
    window.tinsel.setBotPauseScale(0);
    const pool = window.tinselBotWorkers;
    const start = pool.start;
    pool.start = (id, request) => { window.__request = request; return start(id, request); };
  });
  await humansTurn(page);
  await click(page, 'play:hint');
  return waitFor(page, () => window.__request || null, null, { what: 'the hint request' });
}

// W workers search `request` with `iterations` each: resolves to {ms, iterations, search_ms}.
function searchIn(page, request, workers, iterations) {
  return page.evaluate(async ({ request, workers, iterations }) => {
    const asked = JSON.stringify({ ...JSON.parse(request), iterations });
    const warm = JSON.stringify({ ...JSON.parse(request), iterations: 1 });
    const pool = [];
    for (let i = 0; i < workers; i++) pool.push(new Worker('bot_worker.js'));
    const ask = (text) => Promise.all(pool.map((worker, index) => new Promise((resolve, reject) => {
      worker.onmessage = (event) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(event.message));
      worker.postMessage({ job: 1, worker: index, request: text });
    })));
    await ask(warm);  // the engine loaded and compiled in every worker first
    const start = performance.now();
    const answers = await ask(asked);
    const ms = performance.now() - start;
    pool.forEach((worker) => worker.terminate());
    let total = 0;
    for (const answer of answers) {
      const parsed = JSON.parse(answer.answer);
      if (!parsed.ok) throw new Error(parsed.error);
      total += parsed.stats.iterations;
    }
    return { ms, iterations: total, search_ms: Math.max(...answers.map((a) => a.ms)) };
  }, { request, workers, iterations });
}

async function main() {
  const iterations = Number(flag('iterations', 20000));
  const rounds = Number(flag('rounds', 3));
  const games = flag('games', Object.keys(GAMES).join(',')).split(',');
  const server = await startServer();
  const browser = await launch();
  const rows = [];
  try {
    for (const game of games) {
      const request = await hintRequest(browser.page, server.url, game);
      let one = null;
      for (const workers of [1, 2, 4]) {
        const runs = [];
        for (let round = 0; round < rounds; round++) {
          runs.push(await searchIn(browser.page, request, workers, iterations));
        }
        const speed = median(runs.map((r) => (1000 * r.iterations) / r.ms));
        if (workers === 1) one = speed;
        rows.push({ game, workers, speed, efficiency: speed / (workers * one) });
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(`Bot workers, headless chromium, ${iterations} iterations a worker, median of ` +
              `${rounds} rounds (${require("node:os").cpus().length} cores):`);
  console.log('');
  console.log('| game | workers | iterations/s (sum) | speed-up | efficiency |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) {
    const one = rows.find((r) => r.game === row.game && r.workers === 1).speed;
    console.log(`| ${row.game} | ${row.workers} | ${Math.round(row.speed).toLocaleString('en')} ` +
                `| ${(row.speed / one).toFixed(2)} | ${row.efficiency.toFixed(2)} |`);
  }
}

main().catch((error) => { console.error(error); process.exit(1); });
