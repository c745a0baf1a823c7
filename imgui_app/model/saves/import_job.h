// An import spread over frames, with its progress, so a 16 MB file of 1,000 games comes in
// while the page keeps drawing a progress bar: read the games a few at a time (ImportReader),
// find those already here, wait for the player's answer when there are any (keep both or
// skip), then write the games a few at a time and the index last (ImportWriter). All or
// nothing, as CarryOutImport: a refused file or a failed write leaves the saves as they were.
// No ImGui here (tests/app/import_job_test.cpp).
#pragma once

#include <functional>
#include <memory>
#include <string>

#include "model/saves/save_transfer.h"

namespace tinsel::app {

class ImportJob {
 public:
  enum class Phase { kReading, kAsking, kWriting, kDone, kFailed };

  ImportJob(SaveLibrary& library, std::string text, std::string now_iso8601);
  // An import dropped before it is done (the player cancelled) takes back what it wrote.
  ~ImportJob();
  ImportJob(const ImportJob&) = delete;
  ImportJob& operator=(const ImportJob&) = delete;

  Phase phase() const { return phase_; }
  // Does work until `more_time()` says to stop (always at least one step), then returns, so
  // the caller can draw a frame. Does nothing while asking, done or failed.
  void Work(const std::function<bool()>& more_time);
  // The player's answer while phase() is kAsking: keep both copies of the games already here,
  // or skip them.
  void Answer(bool keep_both);

  // While asking: how many games the file holds, and how many of them are here already.
  int total() const { return static_cast<int>(plan_.games.size()); }
  int duplicates() const { return plan_.Duplicates(); }
  // 0 to 1 over reading and writing (reading is the larger part: every game is replayed).
  double progress() const;
  // "Reading game 312 of 1000…", "Saving game 20 of 1000…".
  std::string ProgressText() const;
  // Once done, what came in ("1000 games imported."); once failed, why nothing did.
  const std::string& outcome() const { return outcome_; }
  // The slots written, once done.
  std::vector<std::string> written() const;

 private:
  void Step();

  SaveLibrary& library_;
  std::string now_;
  Phase phase_ = Phase::kReading;
  ImportReader reader_;
  ImportPlan plan_;
  bool keep_both_ = false;
  std::unique_ptr<ImportWriter> writer_;
  std::string outcome_;
};

}  // namespace tinsel::app
