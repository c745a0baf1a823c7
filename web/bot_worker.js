// One bot worker, started by web/page/bot_workers.mjs. It runs the page's own engine,
// tinsel.js + tinsel.wasm, without main() and without the interface (only the search is
// called), and answers search requests one at a time, with plain messages:
//   in:  {module}                  first: the page's compiled tinsel.wasm (WebAssembly.Module),
//                                  or null to fetch and compile it here
//        {job, worker, request}    request: the JSON of tinsel/search_request.h
//   out: {job, worker, answer, ms} answer: {"ok":true,"stats":...} or {"ok":false,"error":...}
//        {failed: reason}          the engine could not start or stopped
// One wasm for the page and its workers: nothing more to download, and with the page's module
// nothing more to compile.
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

function fail(what) {
  self.postMessage({ failed: 'the engine stopped (' + what + ')' });
}

var Module = {
  noInitialRun: true,  // main() is the interface's: a worker only searches
  locateFile: function (path) { return path + version; },
  onRuntimeInitialized: function () {
    ready = true;
    waiting.splice(0).forEach(search);
  },
  onAbort: fail
};

function startEngine(module) {
  if (module) {
    Module.instantiateWasm = function (imports, receiveInstance) {
      WebAssembly.instantiate(module, imports).then(function (instance) {
        receiveInstance(instance, module);
      }, function (error) { fail(error); });
      return {};  // exports arrive asynchronously
    };
  }
  importScripts('tinsel.js' + version);
}

self.onmessage = function (event) {
  var message = event.data || {};
  if ('module' in message) {  // always the first message (web/page/bot_workers.mjs)
    startEngine(message.module);
    return;
  }
  if (ready) {
    search(message);
  } else {
    waiting.push(message);
  }
};
