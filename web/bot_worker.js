// One bot worker, started by web/bot_workers.js: loads the engine alone
// (tinsel_bot_worker.js/.wasm: rules, saves and the search, no interface) and answers search
// requests, one at a time, with plain messages:
//   in:  {job, worker, request}   request: the JSON of tinsel/search_request.h
//   out: {job, worker, answer, ms} answer: {"ok":true,"stats":...} or {"ok":false,"error":...}
//        {failed: reason}          the engine could not start or stopped
'use strict';

// ?v=<build id>, passed on so the engine's files are this build's.
var version = self.location.search;
var ready = false;
var waiting = [];

function search(message) {
  var start = performance.now();
  var answer = Module.ccall('tinsel_worker_search', 'string', ['string', 'number'],
                            [message.request, message.worker]);
  self.postMessage({ job: message.job, worker: message.worker, answer: answer,
                     ms: performance.now() - start });
}

var Module = {
  locateFile: function (path) { return path + version; },
  onRuntimeInitialized: function () {
    ready = true;
    waiting.splice(0).forEach(search);
  },
  onAbort: function (what) { self.postMessage({ failed: 'the engine stopped (' + what + ')' }); }
};

self.onmessage = function (event) {
  if (ready) {
    search(event.data);
  } else {
    waiting.push(event.data);
  }
};

importScripts('tinsel_bot_worker.js' + version);
