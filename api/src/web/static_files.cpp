// Static file resolution and the index.html template.
#include "web/static_files.hpp"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <sstream>

extern const std::string_view kEmbeddedIndexTemplate;

namespace api::web {

namespace fs = std::filesystem;

std::optional<fs::path> resolve_static(const fs::path& root, std::string_view url_path) {
  if (root.empty() || url_path.empty() || url_path.front() != '/') return std::nullopt;
  fs::path relative;
  std::size_t i = 1;
  while (i <= url_path.size()) {
    std::size_t j = url_path.find('/', i);
    if (j == std::string_view::npos) j = url_path.size();
    const std::string_view segment = url_path.substr(i, j - i);
    if (segment.empty() || segment.front() == '.' || segment.find('\\') != std::string_view::npos ||
        segment.find('\0') != std::string_view::npos)
      return std::nullopt;
    relative /= fs::path(std::string(segment));
    i = j + 1;
  }
  std::error_code ec;
  const fs::path base = fs::canonical(root, ec);
  if (ec) return std::nullopt;
  const fs::path file = fs::canonical(base / relative, ec);
  if (ec || !fs::is_regular_file(file, ec)) return std::nullopt;
  // Symlinks may point anywhere: the resolved file must still be under the root.
  auto [root_end, file_it] = std::mismatch(base.begin(), base.end(), file.begin(), file.end());
  if (root_end != base.end()) return std::nullopt;
  return file;
}

std::string_view content_type_for(const fs::path& file) {
  struct Type {
    std::string_view ext;
    std::string_view type;
  };
  static constexpr Type kTypes[] = {
      {".html", "text/html; charset=utf-8"},
      {".js", "text/javascript; charset=utf-8"},
      {".mjs", "text/javascript; charset=utf-8"},
      {".css", "text/css; charset=utf-8"},
      {".json", "application/json; charset=utf-8"},
      {".map", "application/json; charset=utf-8"},
      {".webmanifest", "application/manifest+json"},
      {".txt", "text/plain; charset=utf-8"},
      {".svg", "image/svg+xml"},
      {".png", "image/png"},
      {".jpg", "image/jpeg"},
      {".jpeg", "image/jpeg"},
      {".gif", "image/gif"},
      {".webp", "image/webp"},
      {".avif", "image/avif"},
      {".ico", "image/x-icon"},
      {".woff", "font/woff"},
      {".woff2", "font/woff2"},
  };
  std::string ext = file.extension().string();
  for (auto& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (const auto& t : kTypes)
    if (ext == t.ext) return t.type;
  return "application/octet-stream";
}

std::string_view cache_control_for(std::string_view url_path) {
  return url_path.starts_with("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=300";
}

WebRoot::WebRoot(std::string root) : root_(std::move(root)) {}

std::string WebRoot::index_html() {
  if (root_.empty()) return std::string(kEmbeddedIndexTemplate);
  std::lock_guard lock(mutex_);
  const fs::path file = root_ / "index.html";
  std::error_code ec;
  const auto mtime = fs::last_write_time(file, ec);
  if (ec) return index_.empty() ? std::string(kEmbeddedIndexTemplate) : index_;
  if (index_.empty() || mtime != loaded_mtime_) {
    std::ifstream in(file, std::ios::binary);
    std::stringstream buf;
    buf << in.rdbuf();
    if (in || in.eof()) {
      index_ = buf.str();
      loaded_mtime_ = mtime;
    }
  }
  return index_;
}

}  // namespace api::web
