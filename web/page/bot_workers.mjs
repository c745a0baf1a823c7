// The bots' web workers: a pool of dedicated workers (web/bot_worker.js, each running the
// page's own tinsel.js + tinsel.wasm without the interface), one less than the machine's cores
// (at least 1, at most 8), that search the bots' moves and hints root-parallel while the page
// only draws. Plain messages, no shared memory: no special headers are needed on a static host.
// The app (wasm/web_search_pool.cpp) calls start() with a search request: the game's whole save
// the first time, then a follow-up naming only the moves since (the workers keep the game; one
// that cannot place the moves answers "need save" and the app sends the whole save next time).
// Each worker searches with its own index and the answers go back to the app
// (tinsel_bot_workers_answer), which sums them. When workers cannot run (a page opened from
// disk, Worker refused, a worker failed or took over TIMEOUT_MS), start() returns 0 or the job
// fails and the app thinks in frames.
//
// The pool (tinsel.botWorkers) also counts what happened, for browser tests and measurements
// (docs/bots.md). Before the page's script runs, a page may set
// window.tinsel = { botWorkerCount: n } (0 = no workers) to fix the count.
import { engine } from './engine.mjs';
import { versioned } from './build.mjs';
import { compiledWasm } from './loader.mjs';
import { tinsel } from './namespace.mjs';

const TIMEOUT_MS = 20000;
const MAX_WORKERS = 8;

function wantedCount() {
  if (typeof tinsel.botWorkerCount === 'number') {
    return Math.max(0, Math.min(MAX_WORKERS, Math.floor(tinsel.botWorkerCount)));
  }
  if (location.protocol === 'file:' || typeof Worker !== 'function') return 0;
  const cores = navigator.hardwareConcurrency || 2;
  return Math.max(1, Math.min(cores - 1, MAX_WORKERS));
}

const count = wantedCount();
let workers = null;  // started at the first search, so the page loads no faster or slower
const jobs = {};     // job id -> {left: answers still to come, timer}
let broken = false;

// tinsel.botWorkers (wasm/web_search_pool.cpp; the browser tests, docs/test-hooks.md).
export const pool = {
  // Searches sent to the workers, answered in full, failed (then thought in frames).
  requests: 0,
  // Of the requests, the follow-ups (only the moves since); answers that needed the save.
  followUps: 0,
  needSave: 0,
  completed: 0,
  failed: 0,
  problem: '',
  // The last search answered in full: {workers, iterations, ms} (ms: from sending to the
  // last answer; iterations: summed over the workers).
  last: null,
  // Set to true by a measurement to have the app send the whole save next (cleared by it).
  wholeGameNext: false,
  count: function () { return broken ? 0 : count; },
  start: start,
  cancel: cancel
};

function giveUp(reason) {
  if (broken) return;
  broken = true;
  pool.problem = reason;
  if (window.console) console.warn('Tinsel: the bots think on the page from now on: ' + reason);
  Object.keys(jobs).forEach(function (id) { failJob(Number(id), reason); });
  (workers || []).forEach(function (worker) { worker.terminate(); });
  workers = [];
}

function failJob(id, reason) {
  const job = jobs[id];
  if (!job) return;
  clearTimeout(job.timer);
  delete jobs[id];
  pool.failed++;
  if (engine.ccall) {
    engine.ccall('tinsel_bot_workers_failed', null, ['number', 'string'], [id, reason]);
  }
}

function onAnswer(event) {
  const message = event.data || {};
  if (message.failed) {
    giveUp(message.failed);
    return;
  }
  const job = jobs[message.job];
  if (!job) return;  // cancelled: the game moved on
  job.iterations += iterationsOf(message.answer);
  if (message.answer.indexOf('"need":"save"') >= 0) pool.needSave++;
  engine.ccall('tinsel_bot_workers_answer', null, ['number', 'number', 'string'],
               [message.job, message.worker, message.answer]);
  if (--job.left > 0) return;
  clearTimeout(job.timer);
  delete jobs[message.job];
  pool.completed++;
  pool.last = { workers: job.workers, iterations: job.iterations,
                ms: performance.now() - job.sent };
}

function iterationsOf(answer) {
  const match = /"iterations":(\d+)/.exec(answer);
  return match ? Number(match[1]) : 0;
}

// The worker's first message: the page's compiled tinsel.wasm (web/page/loader.mjs), or null
// where a compiled module cannot be posted (the worker then fetches and compiles its own).
function sendEngine(worker) {
  const module = compiledWasm();
  try {
    worker.postMessage({ module: module });
  } catch (error) {
    worker.postMessage({ module: null });
  }
}

function startWorkers() {
  workers = [];
  try {
    for (let i = 0; i < count; i++) {
      const worker = new Worker(versioned('bot_worker.js'));
      worker.onmessage = onAnswer;
      worker.onerror = function (event) {
        event.preventDefault();
        giveUp('a worker failed' + (event.message ? ': ' + event.message : ''));
      };
      worker.onmessageerror = function () { giveUp('a worker\'s answer could not be read'); };
      sendEngine(worker);
      workers.push(worker);
    }
  } catch (error) {
    giveUp('workers cannot start here (' + error + ')');
  }
}

// Sends job `id` (a search request's JSON) to every worker; returns how many, 0 if none.
function start(id, request) {
  if (broken || count === 0) return 0;
  if (!workers) startWorkers();
  if (broken) return 0;
  jobs[id] = {
    left: workers.length, workers: workers.length, iterations: 0, sent: performance.now(),
    timer: setTimeout(function () {
      giveUp('a search took longer than ' + TIMEOUT_MS / 1000 + ' s');
    }, TIMEOUT_MS)
  };
  pool.requests++;
  // A follow-up's JSON starts with its first key (nlohmann orders keys): {"base":...
  if (request.lastIndexOf('{"base":', 0) === 0) pool.followUps++;
  workers.forEach(function (worker, index) {
    worker.postMessage({ job: id, worker: index, request: request });
  });
  return workers.length;
}

// The answers to job `id` are no longer wanted (a move or an undo came first). The workers
// finish what they are doing; their answers are dropped.
function cancel(id) {
  const job = jobs[id];
  if (!job) return;
  clearTimeout(job.timer);
  delete jobs[id];
}
