// The desktop window: GLFW + OpenGL 3 around the shared app (imgui_app/runner.h draws every
// frame; this file opens the window and loops).
//
//   tinsel_desktop [--frames N] [--screenshot FILE.ppm] [--bot-threads N] [--open LINK]
//     --frames N         draw N frames, then exit cleanly (smoke tests)
//     --screenshot FILE  with --frames: save the last frame as a binary PPM image
//     --bot-threads N    root-parallel searches per bot move, each on a thread (1-8; 0: think
//                        in slices of the frame); default one less than the machine's cores
//     --open LINK        show a replay link (".../#replay=..." or the payload) in the replay view
//     --learn GAME       open the game's guided first game (Learn to play) at start-up
//     --lang CODE        read in this language ("de", "pt-BR"; "en-XA" the pseudo-locale) for
//                        this run; otherwise the one chosen in the menu, else $LANG's, else English
//
// Languages other than English are read from lang/<code>.json beside the program (the build
// compiles po/*.po there: desktop/CMakeLists.txt).
// Saves go to $TINSEL_DATA_DIR, else $XDG_DATA_HOME/tinsel, else ~/.local/share/tinsel.
//
// HiDPI: GLFW_SCALE_TO_MONITOR sizes the window for the monitor's content scale. Where GLFW
// measures windows in logical points (macOS Retina) the framebuffer is larger than the window,
// and the backend's framebuffer / window ratio scales the drawing every frame. Where it
// measures them in device pixels (X11, Windows), the content scale only makes the fonts
// rasterise finer (FontFramebufferScale below); the layout stays in device pixels.
#include <GLFW/glfw3.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "built_in_game_files.h"
#include "desktop_file_exchange.h"
#include "file_storage.h"
#include "model/bots/thread_search_pool.h"
#include "model/words/languages.h"
#include "runner.h"
#include "tinsel/translate.h"

namespace {

std::string DataDirectory() {
  if (const char* dir = std::getenv("TINSEL_DATA_DIR"); dir && *dir) return dir;
  if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg) {
    return std::string(xdg) + "/tinsel";
  }
  if (const char* home = std::getenv("HOME"); home && *home) {
    return std::string(home) + "/.local/share/tinsel";
  }
  return "tinsel-data";
}

// Files dropped on the window go to the import (the exchange lives as long as the window).
tinsel::app::DesktopFileExchange* g_files = nullptr;

void OnDrop(GLFWwindow* /*window*/, int count, const char** paths) {
  if (g_files != nullptr) g_files->OnDrop(std::vector<std::string>(paths, paths + count));
}

void OnGlfwError(int code, const char* description) {
  std::fprintf(stderr, "tinsel: GLFW error %d: %s\n", code, description);
}

// Writes the current framebuffer (RGB, bottom-up in GL) as a top-down binary PPM.
bool SaveScreenshot(const std::string& path, int width, int height) {
  std::vector<unsigned char> pixels(static_cast<size_t>(width) * height * 3);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(0, 0, width, height, GL_RGB, GL_UNSIGNED_BYTE, pixels.data());
  std::FILE* file = std::fopen(path.c_str(), "wb");
  if (!file) return false;
  std::fprintf(file, "P6\n%d %d\n255\n", width, height);
  for (int y = height - 1; y >= 0; --y) {
    std::fwrite(pixels.data() + static_cast<size_t>(y) * width * 3, 1,
                static_cast<size_t>(width) * 3, file);
  }
  return std::fclose(file) == 0;
}

// What the fonts are rasterised for: the backend's framebuffer / window ratio, times the
// monitor's content scale where the window counts device pixels.
float FontFramebufferScale(GLFWwindow* window) {
  int window_w = 0, window_h = 0, fb_w = 0, fb_h = 0;
  glfwGetWindowSize(window, &window_w, &window_h);
  glfwGetFramebufferSize(window, &fb_w, &fb_h);
  float scale_x = 1.0f, scale_y = 1.0f;
  glfwGetWindowContentScale(window, &scale_x, &scale_y);
  const bool framebuffer_scaled = window_w > 0 && fb_w > window_w;
  const float extra = framebuffer_scaled || scale_x < 0.5f ? 1.0f : scale_x;
  const float backend_scale = window_w > 0 ? static_cast<float>(fb_w) / window_w : 1.0f;
  return backend_scale * extra;
}

// The folder the program is in (its languages are beside it).
std::string ProgramDirectory() {
  std::error_code error;
  const std::filesystem::path program = std::filesystem::read_symlink("/proc/self/exe", error);
  return error ? std::string(".") : program.parent_path().string();
}

bool ReadWholeFile(const std::string& path, std::string* text) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream out;
  out << in.rdbuf();
  *text = out.str();
  return true;
}

int Usage() {
  std::fprintf(stderr,
               "usage: tinsel_desktop [--frames N] [--screenshot FILE.ppm] [--bot-threads N] "
               "[--open LINK] [--learn GAME] [--lang CODE]\n");
  return 2;
}

// The command line's choices (the usage at the top of this file).
struct Options {
  long max_frames = -1;  // forever
  std::string screenshot;
  long bot_threads = tinsel::app::ThreadSearchPool::MachineWorkers();
  std::string replay_link;
  std::string learn;
  std::string language;
};

// The command line read, or nothing when it is not understood.
std::optional<Options> ParseOptions(int argc, char** argv) {
  Options options;
  for (int i = 1; i < argc; ++i) {
    const bool has_value = i + 1 < argc;
    if (std::strcmp(argv[i], "--frames") == 0 && has_value) {
      char* end = nullptr;
      options.max_frames = std::strtol(argv[++i], &end, 10);
      if (*end != '\0' || options.max_frames < 1) return std::nullopt;
    } else if (std::strcmp(argv[i], "--screenshot") == 0 && has_value) {
      options.screenshot = argv[++i];
    } else if (std::strcmp(argv[i], "--learn") == 0 && has_value) {
      options.learn = argv[++i];
    } else if (std::strcmp(argv[i], "--lang") == 0 && has_value) {
      options.language = argv[++i];
      if (tinsel::app::FindLanguage(options.language) == nullptr) return std::nullopt;
    } else if (std::strcmp(argv[i], "--open") == 0 && has_value) {
      options.replay_link = argv[++i];
    } else if (std::strcmp(argv[i], "--bot-threads") == 0 && has_value) {
      char* end = nullptr;
      options.bot_threads = std::strtol(argv[++i], &end, 10);
      if (*end != '\0' || options.bot_threads < 0 ||
          options.bot_threads > tinsel::kMaxSearchWorkers) {
        return std::nullopt;
      }
    } else {
      return std::nullopt;
    }
  }
  return options;
}

// A 1280x800 OpenGL 3.0 window (GLSL 130: what Mesa's software renderer and every desktop
// driver offer), or null with the reason on stderr.
GLFWwindow* OpenWindow() {
  glfwSetErrorCallback(OnGlfwError);
  if (!glfwInit()) {
    std::fprintf(stderr, "tinsel: cannot open a window (no display?)\n");
    return nullptr;
  }
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 0);
  glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE);
  GLFWwindow* window = glfwCreateWindow(1280, 800, "Tinsel", nullptr, nullptr);
  if (!window) {
    std::fprintf(stderr, "tinsel: cannot create an OpenGL 3.0 window\n");
    glfwTerminate();
    return nullptr;
  }
  glfwMakeContextCurrent(window);
  glfwSwapInterval(1);  // vsync
  return window;
}

// The lessons and rules pages come built into the program; the languages from lang/ beside it.
void ConnectGameFilesAndLanguages(tinsel::app::App& app) {
  app.SetGameFileLoader([&app](const std::string& kind, const std::string& game_id) {
    const std::string text = tinsel::app::BuiltInGameFile(kind, game_id);
    app.ReceiveGameFile(kind, game_id, text,
                        // TRANSLATORS: in brackets after "the lesson could not be loaded".
                        text.empty()
                            ? (kind == "lessons" ? tinsel::Tr("this game has no lesson yet")
                                                 : tinsel::Tr("this game has no rules page"))
                            : "");
  });
  app.SetLanguageLoader([&app](const std::string& code) {
    std::string text;
    std::string error;
    if (!ReadWholeFile(ProgramDirectory() + "/lang/" + code + ".json", &text)) {
      // TRANSLATORS: in brackets after "<language> could not be loaded".
      error = tinsel::Tr("its words are not installed beside the program");
    }
    app.ReceiveLanguage(code, text, error);
  });
}

// --lang for this run, else the language chosen in the menu, else $LANG's, else English.
void ChooseStartLanguage(tinsel::app::App& app, tinsel::app::Storage& storage,
                         const std::string& asked) {
  const std::string chosen = tinsel::app::LoadLanguageChoice(storage);
  if (!asked.empty()) {
    app.ChooseLanguage(asked, /*remember=*/false);
  } else if (!chosen.empty()) {
    app.ChooseLanguage(chosen, /*remember=*/false);
  } else if (const char* system = std::getenv("LANG"); system != nullptr) {
    // "de_DE.UTF-8" -> "de-DE"
    std::string code = std::string(system).substr(0, std::string(system).find('.'));
    std::replace(code.begin(), code.end(), '_', '-');
    app.ChooseLanguage(tinsel::app::MatchLanguage({code}), /*remember=*/false);
  }
}

// Draws frames until the window closes, the app quits or --frames are drawn (the last one
// saved to --screenshot when asked).
void RunFrames(GLFWwindow* window, tinsel::app::Runner& runner, const Options& options) {
  long frames = 0;
  while (!glfwWindowShouldClose(window) && !runner.app().WantsQuit()) {
    glfwPollEvents();
    runner.Frame();
    ++frames;
    const bool last = options.max_frames > 0 && frames >= options.max_frames;
    if (last && !options.screenshot.empty()) {
      int fb_w = 0, fb_h = 0;
      glfwGetFramebufferSize(window, &fb_w, &fb_h);
      if (!SaveScreenshot(options.screenshot, fb_w, fb_h)) {
        std::fprintf(stderr, "tinsel: cannot write %s\n", options.screenshot.c_str());
      }
    }
    glfwSwapBuffers(window);
    if (last) break;
  }
}

}  // namespace

int main(int argc, char** argv) {
  const std::optional<Options> options = ParseOptions(argc, argv);
  if (!options) return Usage();
  GLFWwindow* window = OpenWindow();
  if (window == nullptr) return 1;

  {  // The app goes before the window does, and before the bots' threads' pool.
    tinsel::app::ThreadSearchPool pool(static_cast<int>(options->bot_threads));
    if (options->bot_threads > 0) tinsel::app::SetDefaultSearchPool(&pool);
    tinsel::app::FileStorage storage(DataDirectory());
    tinsel::app::Runner runner(window, "#version 130", FontFramebufferScale(window), storage);
    tinsel::app::DesktopFileExchange files(window, DataDirectory() + "/exports", runner.app());
    runner.app().SetFileExchange(&files);
    ConnectGameFilesAndLanguages(runner.app());
    ChooseStartLanguage(runner.app(), storage, options->language);
    g_files = &files;
    glfwSetDropCallback(window, OnDrop);
    if (!options->replay_link.empty()) runner.app().OpenReplayLink(options->replay_link);
    if (!options->learn.empty()) runner.app().Learn(options->learn);
    RunFrames(window, runner, *options);
    glfwSetDropCallback(window, nullptr);
    g_files = nullptr;
  }

  glfwDestroyWindow(window);
  glfwTerminate();
  return 0;
}
