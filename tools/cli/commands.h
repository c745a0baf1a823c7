// The verbs of the `tinsel` command line. Each returns the process exit code.
#pragma once

namespace tinsel::cli {

int RunGames(int argc, char** argv);     // tinsel games [--verbose]
int RunSimulate(int argc, char** argv);  // tinsel simulate --game G --players N ...
int RunNew(int argc, char** argv);       // tinsel new --game G --players N --seed S ...
int RunApply(int argc, char** argv);     // tinsel apply SAVE.json "ACTION"...
int RunReplay(int argc, char** argv);    // tinsel replay SAVE.json
int RunArena(int argc, char** argv);     // tinsel arena --game G --seats a,b,...
int RunRatings(int argc, char** argv);   // tinsel ratings --game G [--deals N] ...
int RunLink(int argc, char** argv);      // tinsel link SAVE.json [--base URL]
int RunImport(int argc, char** argv);    // tinsel import LINK_OR_FILE
int RunReview(int argc, char** argv);    // tinsel review SAVE.json [--budget N] [--json]
int RunBackup(int argc, char** argv);    // tinsel backup --bytes N [--seed S] [--game G]
int RunRequest(int argc, char** argv);   // tinsel request SAVE.json [--since N] ...
int RunLesson(int argc, char** argv);    // tinsel lesson LESSON.json [--walk]

}  // namespace tinsel::cli
