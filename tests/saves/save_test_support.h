// Helpers shared by the tests of the save loader's defences (tests/saves).
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "../test_support.h"
#include "tinsel/bot.h"
#include "tinsel/save.h"

namespace tinsel::testing_support {

// A real save of a Trim the Tree game between a human and a greedy bot, a few moves in.
inline std::string MidGameSaveText() {
  auto session = TrimSession(2, 11);
  RandomBot bot;
  for (int i = 0; i < 6; ++i) {
    EXPECT_TRUE(session->Apply(ChooseAction(bot, session->state(), session->BotSeed())).ok());
    session->ResolveChance();
  }
  return WriteSave(*session, {"2026-12-24T18:00:00Z", "2026-12-24T18:05:00Z"});
}

inline nlohmann::json MidGameSave() { return nlohmann::json::parse(MidGameSaveText()); }

// LoadSave's error for `text`, or "" when it loads.
inline std::string LoadError(const std::string& text) {
  std::string error;
  std::unique_ptr<Session> session = LoadSave(text, &error);
  return session != nullptr ? "" : error;
}

// `depth` arrays inside each other: [[[...]]].
inline std::string NestedArrays(size_t depth) {
  return std::string(depth, '[') + std::string(depth, ']');
}

}  // namespace tinsel::testing_support
