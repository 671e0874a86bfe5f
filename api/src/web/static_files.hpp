// Files of the built web app: mapping a URL path to a file under the web root without ever
// leaving it, content types, cache lifetimes, and the index.html template.
#pragma once
#include <cstdint>
#include <filesystem>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>

namespace api::web {

// The file under `root` that `url_path` (already percent-decoded) names, if it is a regular file
// inside root. Refused: empty, "." and ".." segments, segments starting with a dot, backslashes,
// NUL bytes, and anything that resolves (through symlinks) outside root.
std::optional<std::filesystem::path> resolve_static(const std::filesystem::path& root,
                                                    std::string_view url_path);

// Content-Type by extension; application/octet-stream when unknown.
std::string_view content_type_for(const std::filesystem::path& file);

// Hashed build output (under /assets/) never changes: a year, immutable. Anything else: 5 minutes.
std::string_view cache_control_for(std::string_view url_path);

// The page template: the web root's index.html (read again when its modification time changes),
// or the built-in template compiled into the binary when there is no web root.
class WebRoot {
 public:
  explicit WebRoot(std::string root);  // empty: no directory, built-in template only
  bool has_directory() const { return !root_.empty(); }
  const std::filesystem::path& directory() const { return root_; }
  std::string index_html();

 private:
  std::filesystem::path root_;
  std::mutex mutex_;
  std::filesystem::file_time_type loaded_mtime_{};
  std::string index_;
};

// Files larger than this are not served (the web app's assets are far smaller).
inline constexpr std::uintmax_t kMaxStaticFileBytes = 32ULL * 1024 * 1024;

}  // namespace api::web
