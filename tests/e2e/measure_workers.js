// How fast the bots' web workers search, with 1, 2 and 4 workers, in headless chromium on
// loopback (a benchmark, not a test; figures for docs/benchmarks.md):
//   TINSEL_DIST=<dist> node measure_workers.js [--iterations N] [--rounds R] [--games a,b]
//                                              [--workers 1,2,4]
// For each game the app is set up against Hard bots and asked for a hint; the search request
// it sends to its workers (tinsel/search_request.h, asked to be the whole save) is kept. Then W fresh workers
// (web/bot_worker.js) each search that request with their own index and N iterations, W = 1,
// 2, 4, R rounds each; the figure is the summed iterations over the wall time from sending to
// the last answer (the median round). Scaling efficiency: the speed over W times the speed of
// one worker. On a machine with fewer free cores than workers it cannot reach 1.
//   TINSEL_DIST=<dist> node measure_workers.js --frames [--game G] [--moves M]
// Frame gaps instead: G (default Ghosts of Christmas, 3 players, two Hard bots) is played by
// hints for M human moves, with the page's own workers and then with none (the bots think in
// slices of the frame); the gaps between animation frames are recorded while the bots think,
// and for 3 s with nothing to do (the renderer's own pace).
//   TINSEL_DIST=<dist> TINSEL_CLI=<tinsel> node measure_workers.js --follow-up [--moves M]
//                                                                 [--rounds R]
// A Hard move's overhead in a long My First Christmas Tree game (M moves of history, default
// 400, from `tinsel backup`'s random games): one fresh worker answers the Hard search at move
// M sent as the whole save (what every bot move cost before workers kept their game) and as
// a follow-up from the player's previous decision (what it costs now), each with the Hard
// budget and with 1 iteration (the overhead alone: reading and replaying).
'use strict';

const { execFileSync } = require('node:child_process');
const path = require('node:path');

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
    const pool = window.tinsel.botWorkers;
    pool.wholeGameNext = true;  // fresh workers below need the whole save, not a follow-up
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
    for (let i = 0; i < workers; i++) {
      const worker = new Worker(`bot_worker.js?v=${encodeURIComponent(
        document.querySelector('script[data-build]').getAttribute('data-build'))}`);
      worker.postMessage({ module: window.tinsel.wasmModule || null });  // always first
      pool.push(worker);
    }
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

// Records gaps between animation frames from now on; resolves with a reader.
function watchFrames(page) {
  return page.evaluate(() => {
    window.__gaps = { gaps: [], last: performance.now() };
    if (window.__gapsWatched) return;
    window.__gapsWatched = true;
    const tick = (now) => {
      window.__gaps.gaps.push(now - window.__gaps.last);
      window.__gaps.last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}
const readGaps = (page) => page.evaluate(() => window.__gaps.gaps.slice());
function summary(gaps, ms) {
  const sorted = [...gaps].sort((a, b) => a - b);
  return { ms: Math.round(ms), frames: gaps.length, fps: (1000 * gaps.length) / ms,
           median: sorted[Math.floor(sorted.length / 2)] || 0, longest: sorted[sorted.length - 1] || 0,
           over50: gaps.filter((g) => g > 50).length };
}

async function frameGaps(game, moves) {
  const { playByClicks } = require('./game_clicks');
  const server = await startServer();
  const rows = [];
  try {
    for (const count of [null, 0]) {
      const browser = await launch();
      const { page } = browser;
      try {
        if (count !== null) await page.addInitScript((n) => { window.tinsel = { botWorkerCount: n }; }, count);
        await openApp(page, server.url);
        const workers = await page.evaluate(() => window.tinsel.botWorkers.count());
        await setUpGame(page, {
          game, players: GAMES[game], seed: 7,
          beforeStart: async (p) => {
            for (let seat = 1; seat < GAMES[game]; seat++) await click(p, `setup:seat:${seat}:level:hard`);
          },
        });
        await page.evaluate(() => window.tinsel.setBotPauseScale(0));
        let state = await humansTurn(page);
        await watchFrames(page);
        await new Promise((r) => setTimeout(r, 3000));
        const idle = summary(await readGaps(page), 3000);
        const thinking = [];
        let ms = 0;
        for (let move = 0; move < moves; move++) {
          await click(page, 'play:hint');
          state = await waitFor(page, () => {
            const s = window.tinsel.state();
            return s && s.hint ? s : null;
          }, null, { timeout: 120000, what: 'a hint' });
          const before = state.history_length;
          await playByClicks(page, game, state.hint);
          await waitFor(page, (n) => window.tinsel.state().history_length > n, before,
                        { what: 'the move' });
          await watchFrames(page);
          const started = Date.now();
          state = await humansTurn(page, { timeout: 300000 });
          ms += Date.now() - started;
          thinking.push(...await readGaps(page));
        }
        rows.push({ workers, idle, thinking: summary(thinking, ms) });
      } finally {
        await browser.close();
      }
    }
  } finally {
    await server.close();
  }
  console.log(`Frame gaps in ${game} (${GAMES[game]} players, Hard bots, ${moves} human moves), ` +
              `headless chromium (${require('node:os').cpus().length} cores):`);
  console.log('');
  console.log('| bots think in | bots\' time | frames/s | median gap | longest gap | gaps over 50 ms | idle: frames/s, longest gap |');
  console.log('|---|---|---|---|---|---|---|');
  for (const { workers, idle, thinking } of rows) {
    console.log(`| ${workers ? `${workers} worker${workers > 1 ? 's' : ''}` : 'frames (no workers)'} ` +
                `| ${(thinking.ms / 1000).toFixed(1)} s | ${thinking.fps.toFixed(1)} ` +
                `| ${Math.round(thinking.median)} ms | ${Math.round(thinking.longest)} ms ` +
                `| ${thinking.over50} of ${thinking.frames} | ${idle.fps.toFixed(1)}, ` +
                `${Math.round(idle.longest)} ms |`);
  }
}

// The tinsel command line's output for `args` (the save, when given, on a temporary file).
function cli(args, save) {
  const tinsel = process.env.TINSEL_CLI ||
    path.join(__dirname, '..', '..', 'build', 'native', 'bin', 'tinsel');
  const fs = require('node:fs');
  const file = path.join(require('node:os').tmpdir(), `tinsel-measure-${process.pid}.json`);
  if (save) fs.writeFileSync(file, JSON.stringify(save));
  try {
    return execFileSync(tinsel, args.map((a) => (a === '$SAVE' ? file : a)),
                        { encoding: 'utf8', maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'ignore'] });
  } finally {
    if (save) fs.rmSync(file, { force: true });
  }
}

// A request for `save` cut at its first `moves` moves, or null where no player is to move.
function requestAt(save, moves, extra) {
  try {
    return cli(['request', '$SAVE', ...extra], { ...save, history: save.history.slice(0, moves) }).trim();
  } catch {
    return null;
  }
}

async function followUpOverhead(moves, rounds) {
  const game = 'my-first-christmas-tree';
  const backup = JSON.parse(cli(['backup', '--bytes', '2000000', '--seed', '5', '--game', game]));
  const long = backup.saves.find((save) => save.history.length >= moves + 20);
  if (!long) throw new Error(`no random game of ${moves} moves in the backup`);
  const save = { ...long, players: [long.players[0], { kind: 'bot', level: 'hard', name: 'Holly' }] };
  let at = moves;
  while (!requestAt(save, at, [])) at++;
  let base = at - 1;
  while (!requestAt(save, base, [])) base--;
  const cut = { ...save, history: save.history.slice(0, at) };
  const requests = {};
  for (const iterations of [0, 1]) {
    const budget = ['--iterations', String(iterations)];
    requests[iterations] = {
      hold: requestAt(save, base, ['--iterations', '1']),
      whole: cli(['request', '$SAVE', ...budget], cut).trim(),
      followUp: cli(['request', '$SAVE', '--since', String(base), ...budget], cut).trim(),
    };
  }
  const server = await startServer();
  const rows = [];
  try {
    const browser = await launch();
    try {
      await openApp(browser.page, server.url);
      for (const iterations of [0, 1]) {
        const r = requests[iterations];
        const runs = await browser.page.evaluate(async ({ r, rounds }) => {
          const worker = new Worker(`bot_worker.js?v=${encodeURIComponent(
        document.querySelector('script[data-build]').getAttribute('data-build'))}`);
          worker.postMessage({ module: window.tinsel.wasmModule || null });
          const ask = (request) => new Promise((resolve, reject) => {
            const start = performance.now();
            worker.onmessage = (event) => {
              const answer = JSON.parse(event.data.answer);
              if (!answer.ok) reject(new Error(answer.error));
              resolve({ ms: performance.now() - start, inWorker: event.data.ms,
                        iterations: answer.stats.iterations });
            };
            worker.onerror = (event) => reject(new Error(event.message));
            worker.postMessage({ job: 1, worker: 0, request });
          });
          await ask(r.hold);  // the engine loaded and compiled first
          const out = { whole: [], followUp: [], wholeIn: [], followUpIn: [], iterations: 0 };
          const sendWhole = async () => {
            const whole = await ask(r.whole);
            out.whole.push(whole.ms);
            out.wholeIn.push(whole.inWorker);
          };
          const sendFollowUp = async () => {
            await ask(r.hold);  // the worker holds the game up to the previous decision
            const answer = await ask(r.followUp);
            out.followUp.push(answer.ms);
            out.followUpIn.push(answer.inWorker);
            out.iterations = answer.iterations;
          };
          // Alternating which goes first, so neither always follows the other.
          for (let round = 0; round < rounds; round++) {
            if (round % 2) {
              await sendFollowUp();
              await sendWhole();
            } else {
              await sendWhole();
              await sendFollowUp();
            }
          }
          worker.terminate();
          return out;
        }, { r, rounds });
        rows.push({ iterations: runs.iterations, whole: median(runs.whole),
                    followUp: median(runs.followUp), wholeIn: median(runs.wholeIn),
                    followUpIn: median(runs.followUpIn),
                    bytes: [r.whole.length, r.followUp.length] });
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }
  console.log(`A Hard move in ${game} at move ${at} of its history (the worker held ${base}), ` +
              `one worker, headless chromium, median of ${rounds} rounds:`);
  console.log('');
  console.log('| search | bytes sent: whole / follow-up | whole save (before): ms, of which in the ' +
              'worker\'s call | follow-up (now): ms, of which in the call |');
  console.log('|---|---|---|---|');
  for (const row of rows) {
    console.log(`| ${row.iterations.toLocaleString('en')} iteration${row.iterations > 1 ? 's' : ''} ` +
                `| ${row.bytes[0].toLocaleString('en')} / ${row.bytes[1].toLocaleString('en')} ` +
                `| ${row.whole.toFixed(1)}, ${row.wholeIn.toFixed(1)} ` +
                `| ${row.followUp.toFixed(1)}, ${row.followUpIn.toFixed(1)} |`);
  }
}

async function main() {
  if (process.argv.includes('--follow-up')) {
    await followUpOverhead(Number(flag('moves', 400)), Number(flag('rounds', 5)));
    return;
  }
  if (process.argv.includes('--frames')) {
    await frameGaps(flag('game', 'ghosts-of-christmas'), Number(flag('moves', 3)));
    return;
  }
  const iterations = Number(flag('iterations', 20000));
  const rounds = Number(flag('rounds', 3));
  const games = flag('games', Object.keys(GAMES).join(',')).split(',');
  const counts = flag('workers', '1,2,4').split(',').map(Number);
  const server = await startServer();
  const rows = [];
  try {
    for (const game of games) {
      const browser = await launch();  // a fresh profile: the app opens at home
      try {
        const request = await hintRequest(browser.page, server.url, game);
        let one = null;
        for (const workers of counts) {
          const runs = [];
          for (let round = 0; round < rounds; round++) {
            runs.push(await searchIn(browser.page, request, workers, iterations));
          }
          const speed = median(runs.map((r) => (1000 * r.iterations) / r.ms));
          if (one === null) one = speed / workers;
          rows.push({ game, workers, speed, efficiency: speed / (workers * one) });
        }
      } finally {
        await browser.close();
      }
    }
  } finally {
    await server.close();
  }
  console.log(`Bot workers, headless chromium, ${iterations} iterations a worker, median of ` +
              `${rounds} rounds (${require("node:os").cpus().length} cores):`);
  console.log('');
  console.log('| game | workers | iterations/s (sum) | speed-up | efficiency |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) {
    const first = rows.find((r) => r.game === row.game);
    const one = first.speed / first.workers;
    console.log(`| ${row.game} | ${row.workers} | ${Math.round(row.speed).toLocaleString('en')} ` +
                `| ${(row.speed / one).toFixed(2)} | ${row.efficiency.toFixed(2)} |`);
  }
}

main().catch((error) => { console.error(error); process.exit(1); });
