#include "model/saves/import_job.h"

#include <algorithm>

#include "tinsel/translate.h"

namespace tinsel::app {
namespace {

// Reading a game replays it through the rules; writing one is a storage write. Reading is
// given this share of the bar.
constexpr double kReadingShare = 0.8;

}  // namespace

ImportJob::ImportJob(SaveLibrary& library, std::string text, std::string now_iso8601)
    : library_(library), now_(std::move(now_iso8601)), reader_(std::move(text)) {}

ImportJob::~ImportJob() {
  if (phase_ == Phase::kWriting && writer_ != nullptr) library_.RemoveMany(writer_->written());
}

void ImportJob::Work(const std::function<bool()>& more_time) {
  do {
    if (phase_ != Phase::kReading && phase_ != Phase::kWriting) return;
    Step();
  } while (more_time());
}

void ImportJob::Step() {
  if (phase_ == Phase::kReading) {
    if (reader_.Step()) {
      if (!reader_.done()) return;
    }
    if (reader_.failed()) {
      // TRANSLATORS: {why} is why the file could not be read (a sentence).
      outcome_ = TrFormat("Nothing was imported. {why}", {{"why", reader_.error()}});
      phase_ = Phase::kFailed;
      return;
    }
    plan_ = PlanGames(library_, reader_.TakeGames());
    if (plan_.games.empty()) {
      outcome_ = Tr("Nothing was imported. The file holds no games.");
      phase_ = Phase::kFailed;
      return;
    }
    // Games already here wait for the player's answer; otherwise they come in at once.
    if (plan_.Duplicates() > 0) {
      phase_ = Phase::kAsking;
      return;
    }
    Answer(false);
    return;
  }
  if (phase_ == Phase::kWriting && !writer_->Step()) {
    if (writer_->failed()) {
      outcome_ = writer_->error();
      phase_ = Phase::kFailed;
    } else {
      outcome_ = ImportSentence(plan_, keep_both_);
      phase_ = Phase::kDone;
    }
  }
}

void ImportJob::Answer(bool keep_both) {
  if (phase_ != Phase::kAsking && phase_ != Phase::kReading) return;
  keep_both_ = keep_both;
  writer_ = std::make_unique<ImportWriter>(library_, plan_, keep_both_, now_);
  phase_ = Phase::kWriting;
}

double ImportJob::progress() const {
  switch (phase_) {
    case Phase::kReading:
      return reader_.total() == 0 ? 0.0 : kReadingShare * reader_.read() / reader_.total();
    case Phase::kAsking:
      return kReadingShare;
    case Phase::kWriting:
      return writer_->total() == 0
                 ? 1.0
                 : kReadingShare +
                       (1 - kReadingShare) * writer_->written_count() / writer_->total();
    case Phase::kDone:
    case Phase::kFailed:
      return 1.0;
  }
  return 1.0;
}

std::string ImportJob::ProgressText() const {
  if (phase_ == Phase::kReading) {
    if (reader_.total() == 0) return Tr("Opening the file…");
    // TRANSLATORS: the import's progress: the game read now and how many the file holds.
    return TrFormat("Checking game {number} of {total}…",
                    {{"number", std::to_string(reader_.read() + 1)},
                     {"total", std::to_string(reader_.total())}});
  }
  if (phase_ == Phase::kWriting) {
    const std::string number =
        std::to_string(std::min(writer_->written_count() + 1, std::max(writer_->total(), 1)));
    const std::string total = std::to_string(writer_->total());
    // TRANSLATORS: the import's progress: the game saved now and how many come in.
    return TrFormat("Saving game {number} of {total}…", {{"number", number}, {"total", total}});
  }
  return {};
}

std::vector<std::string> ImportJob::written() const {
  return writer_ != nullptr && phase_ == Phase::kDone ? writer_->written()
                                                      : std::vector<std::string>{};
}

}  // namespace tinsel::app
