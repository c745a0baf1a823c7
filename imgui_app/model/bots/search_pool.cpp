#include "model/bots/search_pool.h"

#include <algorithm>

namespace tinsel::app {

namespace {
SearchPool* g_default_pool = nullptr;
}  // namespace

void SetDefaultSearchPool(SearchPool* pool) { g_default_pool = pool; }
SearchPool* DefaultSearchPool() { return g_default_pool; }

int SearchWorkersFor(int cores) { return std::clamp(cores - 1, 1, kMaxSearchWorkers); }

}  // namespace tinsel::app
