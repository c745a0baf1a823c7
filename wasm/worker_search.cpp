// The bot workers' entry point: web/bot_worker.js runs this same wasm in a web worker, without
// main(), and calls it through ccall for one part of a root-parallel search, request and
// answer as JSON text (tinsel/search_request.h). The worker keeps the last game it was sent,
// so the page sends only the moves made since.
#include <emscripten.h>

#include <string>

#include "tinsel/search_request.h"

extern "C" {

// Worker `worker`'s answer to `request`; valid until the next call (ccall copies it at once).
EMSCRIPTEN_KEEPALIVE const char* tinsel_worker_search(const char* request, int worker) {
  static std::string answer;
  static tinsel::SearchWorkerGame kept;
  answer = kept.Answer(request, worker);
  return answer.c_str();
}

}  // extern "C"
