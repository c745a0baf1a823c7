// FileStorage: Storage as one file per key in a directory (the desktop build). Key names
// are escaped into safe file names; writes go to a temporary file renamed over the old one,
// so a crash never leaves half a save.
#pragma once

#include <string>

#include "model/saves/storage.h"

namespace tinsel::app {

class FileStorage : public Storage {
 public:
  // The directory is created on the first write if missing.
  explicit FileStorage(std::string directory);

  std::optional<std::string> Get(const std::string& key) override;
  tinsel::Status Set(const std::string& key, const std::string& value) override;
  tinsel::Status Remove(const std::string& key) override;
  std::vector<std::string> Keys(const std::string& prefix) override;

  // File name for a key: [A-Za-z0-9._-] kept, everything else as %XX; ".key" appended so
  // temporary files and strangers in the directory are never taken for keys.
  static std::string EscapeKey(const std::string& key);
  // The inverse; nullopt for names that EscapeKey cannot have produced.
  static std::optional<std::string> UnescapeKey(const std::string& file_name);

 private:
  std::string PathFor(const std::string& key) const;

  std::string directory_;
};

}  // namespace tinsel::app
