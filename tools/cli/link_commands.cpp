// link and import: a save as a replay link, and a link or save file back as a save.
#include <cstdio>
#include <cstring>

#include "args.h"
#include "commands.h"
#include "model/play/clock.h"
#include "save_files.h"
#include "tinsel/replay_link.h"

namespace tinsel::cli {

int RunLink(int argc, char** argv) {
  if (argc < 3) return Fail("link", "usage: tinsel link SAVE.json [--base URL]", 2);
  std::string base;
  for (int i = 3; i < argc; ++i) {
    if (std::strcmp(argv[i], "--base") == 0 && i + 1 < argc) {
      base = argv[++i];
    } else {
      return Fail("link", "usage: tinsel link SAVE.json [--base URL]", 2);
    }
  }
  int exit_code = 0;
  auto session = LoadSaveFile("link", argv[2], nullptr, &exit_code);
  if (session == nullptr) return exit_code;
  std::printf("%s%s%s\n", base.c_str(), std::string(kReplayLinkMarker).c_str(),
              ReplayLinkPayload(*session).c_str());
  return 0;
}

int RunImport(int argc, char** argv) {
  if (argc != 3) return Fail("import", "usage: tinsel import LINK_OR_FILE", 2);
  const std::string source = argv[2];
  // A file when one of that name exists: a save, or a text file holding a link.
  const std::optional<std::string> file = ReadFile(source);
  if (!file && source.find(kReplayLinkMarker) == std::string::npos && source.size() > 5 &&
      source.compare(source.size() - 5, 5, ".json") == 0) {
    return Fail("import", "cannot read \"" + source + "\".", 1);
  }
  const std::string text = file ? *file : source;
  std::string error;
  std::unique_ptr<Session> session;
  SaveTimes times;
  const bool is_save = text.find_first_not_of(" \t\r\n") != std::string::npos &&
                       text[text.find_first_not_of(" \t\r\n")] == '{';
  if (is_save) {
    session = LoadSave(text, &error, &times);
  } else {
    session = OpenReplayLink(text, &error);
    times.created = times.updated = app::NowIso8601();
  }
  if (session == nullptr) return Fail("import", error, 1);
  std::printf("%s\n", WriteSave(*session, times).c_str());
  return 0;
}

}  // namespace tinsel::cli
